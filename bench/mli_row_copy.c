// Row copies on the embARC MLI geometry of bench/run.py's `mli-i8` case
// (16x224x224 i8 CHW, 2 rows on top and 1 column on the right: rows of 224
// source bytes into rows of 225), against memcpy of the output bytes, to see
// what limits a row-by-row pad there (docs/Benchmarks.md, issue 11):
//
//   clang-22 -O2 -march=native bench/mli_row_copy.c -o /tmp/mli_row_copy &&
//     /tmp/mli_row_copy
//
// Variants: 256-bit unaligned loads and stores per row (what the vector
// strategy emits), the same with stores aligned to 32 bytes (one unaligned
// head store), and `rep movsb` per row; each writes the pad column too. Each
// prints memcpy's best time and the variants' ratio to it (above 1: faster).
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { C = 16, H = 224, W = 224, OH = 226, OW = 225 };

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static void fillTop(char *o, int c) {
  memset(o + (size_t)c * OH * OW, 0, 2 * OW);
}

__attribute__((noinline)) static void unaligned(char *o, const char *in) {
  for (int c = 0; c < C; ++c) {
    fillTop(o, c);
    for (int h = 0; h < H; ++h) {
      char *d = o + ((size_t)c * OH + h + 2) * OW;
      const char *s = in + ((size_t)c * H + h) * W;
      for (int i = 0; i < W; i += 32)
        _mm256_storeu_si256((__m256i *)(d + i),
                            _mm256_loadu_si256((const __m256i *)(s + i)));
      d[W] = 0;
    }
  }
}

__attribute__((noinline)) static void aligned(char *o, const char *in) {
  for (int c = 0; c < C; ++c) {
    fillTop(o, c);
    for (int h = 0; h < H; ++h) {
      char *d = o + ((size_t)c * OH + h + 2) * OW;
      const char *s = in + ((size_t)c * H + h) * W;
      _mm256_storeu_si256((__m256i *)d, _mm256_loadu_si256((const __m256i *)s));
      size_t i = (-(uintptr_t)d) & 31;
      for (; i + 32 <= W; i += 32)
        _mm256_store_si256((__m256i *)(d + i),
                           _mm256_loadu_si256((const __m256i *)(s + i)));
      _mm256_storeu_si256((__m256i *)(d + W - 32),
                          _mm256_loadu_si256((const __m256i *)(s + W - 32)));
      d[W] = 0;
    }
  }
}

__attribute__((noinline)) static void repMovsb(char *o, const char *in) {
  for (int c = 0; c < C; ++c) {
    fillTop(o, c);
    for (int h = 0; h < H; ++h) {
      char *d = o + ((size_t)c * OH + h + 2) * OW;
      const char *s = in + ((size_t)c * H + h) * W;
      size_t n = W;
      __asm__ volatile("rep movsb" : "+D"(d), "+S"(s), "+c"(n) : : "memory");
      *d = 0;
    }
  }
}

int main(void) {
  size_t outBytes = (size_t)C * OH * OW, inBytes = (size_t)C * H * W;
  char *out = aligned_alloc(4096, outBytes + 4096);
  char *in = aligned_alloc(4096, inBytes + 4096);
  char *src = aligned_alloc(4096, outBytes + 4096);
  memset(out, 1, outBytes);
  memset(in, 2, inBytes);
  memset(src, 3, outBytes);
  void (*variants[])(char *, const char *) = {unaligned, aligned, repMovsb};
  for (int round = 0; round < 3; ++round) {
    double best[4] = {1, 1, 1, 1};
    for (int r = 0; r < 2000; ++r) {
      double t = now();
      memcpy(out, src, outBytes);
      __asm__ volatile("" : : "r"(out) : "memory");
      t = now() - t;
      if (t < best[0])
        best[0] = t;
      for (int v = 0; v < 3; ++v) {
        t = now();
        variants[v](out, in);
        t = now() - t;
        if (t < best[v + 1])
          best[v + 1] = t;
      }
    }
    printf("memcpy %.1f us; x memcpy: unaligned %.2f, aligned stores %.2f, "
           "rep movsb per row %.2f\n",
           best[0] * 1e6, best[0] / best[1], best[0] / best[2],
           best[0] / best[3]);
  }
  free(out);
  free(in);
  free(src);
  return 0;
}
