// What glibc's tunables do to a fresh 64 MiB output (docs/Lowering.md,
// "Fresh outputs"): malloc + copy + free per call against a copy into an
// existing buffer, with glibc's defaults, with M_MMAP_THRESHOLD raised
// (capped at 32 MiB by glibc: no effect on 64 MiB) and with M_MMAP_MAX = 0
// plus a high M_TRIM_THRESHOLD (every block from the heap, kept after free):
//
//   clang-22 -O2 bench/malloc_reuse.c -o /tmp/malloc_reuse &&
//     for m in default threshold mmap-max; do /tmp/malloc_reuse $m; done
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "default";
  if (!strcmp(mode, "threshold"))
    mallopt(M_MMAP_THRESHOLD, 256 << 20);
  else if (!strcmp(mode, "mmap-max"))
    mallopt(M_MMAP_MAX, 0), mallopt(M_TRIM_THRESHOLD, 1 << 30);
  size_t n = (size_t)64 << 20;
  char *src = malloc(n), *dst = malloc(n);
  memset(src, 1, n);
  memset(dst, 2, n);
  double copy = 1, fresh = 1;
  for (int r = 0; r < 20; ++r) {
    double t = now();
    memcpy(dst, src, n);
    __asm__ volatile("" : : "r"(dst) : "memory");
    t = now() - t;
    copy = t < copy ? t : copy;
    t = now();
    char *p = malloc(n);
    memcpy(p, src, n);
    __asm__ volatile("" : : "r"(p) : "memory");
    free(p);
    t = now() - t;
    fresh = t < fresh ? t : fresh;
  }
  printf("%s: copy into a buffer %.2f ms, malloc + copy + free %.2f ms: "
         "%.2fx\n",
         mode, copy * 1e3, fresh * 1e3, copy / fresh);
  free(src);
  free(dst);
  return 0;
}
