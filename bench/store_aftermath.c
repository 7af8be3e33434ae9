// What a plain-store copy of a 64 MiB output leaves behind for the streamed
// pads that run after it (docs/Benchmarks.md, issue 11, session 9): rounds
// of one `before` call and eight calls of the mat-edge kernel into a
// caller's memref (streamed lines), each `before` in its own rounds; the
// median time of each of the eight calls. Links the object that
// bench/run.py compiled into its work directory:
//
//   bench/run.py --cases '^mat-edge$' --configs '^pad vector$' \
//     --compile-sizes '' --output '' --work-dir /tmp/mc
//   clang-22 -O2 -march=native bench/store_aftermath.c \
//     /tmp/mc/k_mat_edge_pad_vector.o -o /tmp/sa && /tmp/sa
//
// bench/driver.cpp interleaves memcpy (the denominator of every ratio) and
// the plain-store kernels with the streamed ones, so its figures for the
// latter include what this measures.
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "median_times.h"

/// A 2-D memref descriptor (CRunnerUtils.h's StridedMemRefType<float, 2>).
typedef struct {
  float *allocated, *aligned;
  long offset, sizes[2], strides[2];
} Desc2;

void _mlir_ciface_k_mat_edge_pad_vector_into(Desc2 *in, Desc2 *out);

enum { H = 4096, W = 4096, OH = 4106, OW = 4110, Calls = 8, Rounds = 15 };

static float *in, *out, *copySrc, *other;
static const size_t kOut = (size_t)OH * OW;

static void edgeLines(void) {
  Desc2 i = {in, in, 0, {H, W}, {W, 1}};
  Desc2 o = {out, out, 0, {OH, OW}, {OW, 1}};
  _mlir_ciface_k_mat_edge_pad_vector_into(&i, &o);
}

static void libcMemcpy(void) { memcpy(out, copySrc, kOut * sizeof(float)); }

static void plainLoop(void) {
  for (size_t k = 0; k + 8 <= kOut; k += 8)
    _mm256_storeu_ps(out + k, _mm256_loadu_ps(copySrc + k));
}

static void memcpyFlushed(void) {
  libcMemcpy();
  for (size_t k = 0; k < kOut; k += 16)
    _mm_clflushopt(out + k);
  _mm_sfence();
}

static void memcpyElsewhere(void) {
  memcpy(other, copySrc, kOut * sizeof(float));
}

static void flatStream(void) {
  for (size_t k = 0; k + 8 <= kOut; k += 8)
    _mm256_stream_ps(out + k, _mm256_loadu_ps(copySrc + k));
  _mm_sfence();
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(void) {
  size_t outBytes = (kOut * sizeof(float) + 4095) / 4096 * 4096;
  in = aligned_alloc(4096, (size_t)H * W * sizeof(float));
  out = aligned_alloc(4096, outBytes);
  copySrc = aligned_alloc(4096, outBytes);
  other = aligned_alloc(4096, outBytes);
  memset(in, 1, (size_t)H * W * sizeof(float));
  memset(out, 2, outBytes);
  memset(copySrc, 3, outBytes);
  memset(other, 4, outBytes);
  void (*befores[])(void) = {libcMemcpy, plainLoop, memcpyFlushed,
                             memcpyElsewhere, flatStream};
  const char *names[] = {"memcpy", "plain store loop", "memcpy, output flushed",
                         "memcpy elsewhere", "streaming copy"};
  enum { B = sizeof(names) / sizeof(names[0]) };
  printf("median us of the mat-edge calls 1..%d after each `before`\n", Calls);
  for (int v = 0; v < B; ++v) {
    double samples[Calls][Rounds];
    for (int r = 0; r < Rounds; ++r) {
      befores[v]();
      for (int c = 0; c < Calls; ++c) {
        double t0 = medianTimesNow();
        edgeLines();
        samples[c][r] = medianTimesNow() - t0;
      }
    }
    printf("%-24s", names[v]);
    for (int c = 0; c < Calls; ++c) {
      qsort(samples[c], Rounds, sizeof(double), compare);
      printf(" %5.0f", samples[c][Rounds / 2] * 1e6);
    }
    printf("\n");
  }
  return 0;
}
