// From which output size streaming stores pay on this host: a flat copy of
// 1 to 64 MiB with plain and with streaming (non-temporal) 256-bit stores,
// each against memcpy of the same bytes (docs/Benchmarks.md, issue 11,
// session 8; `nontemporal=auto` streams outputs larger than the last-level
// cache, `llc-bytes=` moves that point):
//
//   clang-22 -O2 -march=native bench/stream_threshold.c \
//     -o /tmp/stream_threshold && /tmp/stream_threshold
//
// A sample follows an untimed call of the same variant, as in
// bench/driver.cpp: a cached output stays cached. Prints medians of 61
// samples; above 1: faster than memcpy. Needs AVX.
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "median_times.h"

static float *src, *dst;
static size_t n;

static void libcMemcpy(void) { memcpy(dst, src, n * sizeof(float)); }

static void plain(void) {
  for (size_t k = 0; k < n; k += 8)
    _mm256_storeu_ps(dst + k, _mm256_loadu_ps(src + k));
}

static void streaming(void) {
  for (size_t k = 0; k < n; k += 8)
    _mm256_stream_ps(dst + k, _mm256_loadu_ps(src + k));
  _mm_sfence();
}

int main(void) {
  const size_t mib[] = {1, 2, 4, 6, 8, 12, 16, 24, 32, 64};
  for (size_t z = 0; z < sizeof(mib) / sizeof(mib[0]); ++z) {
    n = mib[z] << 18; // Floats in mib[z] MiB.
    src = aligned_alloc(64, n * sizeof(float));
    dst = aligned_alloc(64, n * sizeof(float));
    memset(src, 1, n * sizeof(float));
    memset(dst, 1, n * sizeof(float));
    void (*variants[])(void) = {libcMemcpy, plain, streaming};
    enum { V = 3, S = 61 };
    double medians[V];
    medianTimes(variants, V, S, medians);
    printf("%3zu MiB output: plain stores %.2fx, streaming stores %.2fx "
           "memcpy\n",
           mib[z], medians[0] / medians[1], medians[0] / medians[2]);
    free(src);
    free(dst);
  }
  return 0;
}
