// A C model of the rows of bench/run.py's conv3-reflect-dyn case (1x64x56x56
// f32, reflect 3 on H and W, sizes known at run time only), written two
// ways (docs/Benchmarks.md, issue 11, session 9):
//
//   rows:       as convert-pad-to-vector writes them: each border as a
//               3-element vector (reversed), the span by 8-element vectors
//               from the source row's start, one more ending at its end;
//   head/tail:  the first and last 8 outputs of a row as one load and a
//               lane permutation each (border and span in one store), the
//               span between them by 8-element vectors;
//   4-lane:     (session 10) the rows with each border and the span's
//               outermost element as one reversed 4-element vector (one
//               load, one shuffle, one store; the span's store writes that
//               element again);
//   prefetch:   (session 11) the rows with a prefetch of the source 1 KiB
//               ahead, one per 64-byte line of each row's source (a flat copy
//               gains from it at ~1 MB: bench/flat_copy_variants.c);
//               (session 12) also into L2 (T1) 2 KiB ahead, into L3 (T2) 4
//               KiB ahead, 8 KiB ahead, and one prefetch per row (the row's
//               first line) 1 or 4 KiB ahead;
//   staged:     (session 10) the 4-lane rows of 9, 16 or 32 output rows, or
//               a whole plane, built in a scratch buffer that stays in the L1
//               cache, then memcpy'd to the output (glibc copies such blocks
//               with `rep movsb`, which beats every vector loop here at ~1
//               MB: bench/flat_copy_variants.c).
//
//   clang-22 -O2 -march=native bench/border_vectors.c -o /tmp/bv && /tmp/bv
//
// All are checked equal; medians of 400 interleaved samples, against
// memcpy of the output bytes (above 1: faster). Needs AVX2.
#include <immintrin.h>
#include <string.h>

#include "median_times.h"

enum { C = 64, SourceSize = 56, P = 3 };
// Sizes the compiler cannot see, as with dynamic shapes.
static volatile int heightAtRunTime = SourceSize, widthAtRunTime = SourceSize;
static float *src, *dst, *copySrc;
static size_t outBytes;

static int reflect(int j, int d) {
  return j < 0 ? -j : j >= d ? 2 * (d - 1) - j : j;
}

// With `hint` >= 0, a prefetch with that hint (0: T0, 1: T1, 2: T2) of the
// row's source `ahead` floats ahead, every `step` floats of the row (the
// source's buffer has the slack).
enum { NoPrefetch = -1, Slack = 2048 };
static inline void reflectRows(int hint, int ahead, int step) {
  int h = heightAtRunTime, w = widthAtRunTime, oh = h + 2 * P, ow = w + 2 * P;
  for (int c = 0; c < C; ++c)
    for (int r = 0; r < oh; ++r) {
      const float *s = src + ((size_t)c * h + reflect(r - P, h)) * w;
      float *o = dst + ((size_t)c * oh + r) * ow;
      for (int k = 0; hint >= 0 && k < w; k += step) {
        const char *at = (const char *)(s + k + ahead);
        if (hint == 0)
          _mm_prefetch(at, _MM_HINT_T0);
        else if (hint == 1)
          _mm_prefetch(at, _MM_HINT_T1);
        else
          _mm_prefetch(at, _MM_HINT_T2);
      }
      __m128 a = _mm_loadu_ps(s + 1); // s1 s2 s3 s4 -> s3 s2 s1
      __m128 left = _mm_shuffle_ps(a, a, _MM_SHUFFLE(3, 0, 1, 2));
      _mm_storel_pi((__m64 *)o, left);
      _mm_store_ss(o + 2, _mm_movehl_ps(left, left));
      for (int t = P; t + 8 <= P + w; t += 8)
        _mm256_storeu_ps(o + t, _mm256_loadu_ps(s + t - P));
      _mm256_storeu_ps(o + P + w - 8, _mm256_loadu_ps(s + w - 8));
      __m128 b = _mm_loadu_ps(s + w - 4); // ... w-2 w-3 w-4
      __m128 right = _mm_shuffle_ps(b, b, _MM_SHUFFLE(3, 0, 1, 2));
      _mm_storel_pi((__m64 *)(o + P + w), right);
      _mm_store_ss(o + P + w + 2, _mm_movehl_ps(right, right));
    }
}

static void rows(void) { reflectRows(NoPrefetch, 0, 0); }
static void rowsPrefetch(void) { reflectRows(0, 256, 16); }
static void rowsPrefetchL2(void) { reflectRows(1, 512, 16); }
static void rowsPrefetchL3(void) { reflectRows(2, 1024, 16); }
static void rowsPrefetch8k(void) { reflectRows(0, 2048, 16); }
static void rowsPrefetchRow(void) { reflectRows(0, 256, SourceSize); }
static void rowsPrefetchRowL2(void) { reflectRows(1, 1024, SourceSize); }

static void headTail(void) {
  int h = heightAtRunTime, w = widthAtRunTime, oh = h + 2 * P, ow = w + 2 * P;
  const __m256i head = _mm256_setr_epi32(3, 2, 1, 0, 1, 2, 3, 4);
  const __m256i tail = _mm256_setr_epi32(3, 4, 5, 6, 7, 6, 5, 4);
  for (int c = 0; c < C; ++c)
    for (int r = 0; r < oh; ++r) {
      const float *s = src + ((size_t)c * h + reflect(r - P, h)) * w;
      float *o = dst + ((size_t)c * oh + r) * ow;
      _mm256_storeu_ps(o, _mm256_permutevar8x32_ps(_mm256_loadu_ps(s), head));
      for (int t = 8; t + 8 <= ow - 8; t += 8)
        _mm256_storeu_ps(o + t, _mm256_loadu_ps(s + t - P));
      _mm256_storeu_ps(o + ow - 16, _mm256_loadu_ps(s + ow - 16 - P));
      _mm256_storeu_ps(o + ow - 8, _mm256_permutevar8x32_ps(
                                       _mm256_loadu_ps(s + w - 8), tail));
    }
}

static void fourLaneRow(const float *s, float *o, int w, int ow) {
  __m128 a = _mm_loadu_ps(s); // s0 s1 s2 s3 -> s3 s2 s1 s0
  _mm_storeu_ps(o, _mm_shuffle_ps(a, a, _MM_SHUFFLE(0, 1, 2, 3)));
  for (int t = P; t + 8 <= P + w; t += 8)
    _mm256_storeu_ps(o + t, _mm256_loadu_ps(s + t - P));
  _mm256_storeu_ps(o + P + w - 8, _mm256_loadu_ps(s + w - 8));
  __m128 b = _mm_loadu_ps(s + w - 4); // ... -> s[w-1] s[w-2] s[w-3] s[w-4]
  _mm_storeu_ps(o + ow - 4, _mm_shuffle_ps(b, b, _MM_SHUFFLE(0, 1, 2, 3)));
}

static void fourLane(void) {
  int h = heightAtRunTime, w = widthAtRunTime, oh = h + 2 * P, ow = w + 2 * P;
  for (int c = 0; c < C; ++c)
    for (int r = 0; r < oh; ++r)
      fourLaneRow(src + ((size_t)c * h + reflect(r - P, h)) * w,
                  dst + ((size_t)c * oh + r) * ow, w, ow);
}

static float scratch[(SourceSize + 2 * P) * (SourceSize + 2 * P)]
    __attribute__((aligned(64)));

static void staged(int blockRows) {
  int h = heightAtRunTime, w = widthAtRunTime, oh = h + 2 * P, ow = w + 2 * P;
  for (int c = 0; c < C; ++c)
    for (int r0 = 0; r0 < oh; r0 += blockRows) {
      int rows = oh - r0 < blockRows ? oh - r0 : blockRows;
      for (int r = r0; r < r0 + rows; ++r)
        fourLaneRow(src + ((size_t)c * h + reflect(r - P, h)) * w,
                    scratch + (size_t)(r - r0) * ow, w, ow);
      memcpy(dst + ((size_t)c * oh + r0) * ow, scratch,
             (size_t)rows * ow * sizeof(float));
    }
}

static void staged9(void) { staged(9); }
static void staged16(void) { staged(16); }
static void staged32(void) { staged(32); }
static void stagedPlane(void) { staged(SourceSize + 2 * P); }

static void libcMemcpy(void) { memcpy(dst, copySrc, outBytes); }

int main(void) {
  size_t n = (size_t)C * SourceSize * SourceSize;
  outBytes = sizeof(float) * C * (SourceSize + 2 * P) * (SourceSize + 2 * P);
  src = aligned_alloc(64, (n + Slack) * sizeof(float));
  dst = aligned_alloc(64, outBytes);
  copySrc = aligned_alloc(64, outBytes);
  float *expected = malloc(outBytes);
  for (size_t i = 0; i < n; ++i)
    src[i] = (float)i;
  memset(copySrc, 1, outBytes);
  rows();
  memcpy(expected, dst, outBytes);
  void (*variants[])(void) = {libcMemcpy,      rows,
                              headTail,        fourLane,
                              staged9,         staged16,
                              staged32,        stagedPlane,
                              rowsPrefetch,    rowsPrefetchL2,
                              rowsPrefetchL3,  rowsPrefetch8k,
                              rowsPrefetchRow, rowsPrefetchRowL2};
  const char *names[] = {"memcpy",
                         "rows",
                         "head/tail",
                         "4-lane",
                         "staged 9 rows",
                         "staged 16 rows",
                         "staged 32 rows",
                         "staged plane",
                         "rows prefetch",
                         "rows prefetch T1 2k",
                         "rows prefetch T2 4k",
                         "rows prefetch 8k",
                         "rows prefetch/row",
                         "rows prefetch/row T1 4k"};
  enum { Variants = sizeof(names) / sizeof(names[0]) };
  if (!variantsAgree(variants, names, 2, Variants, dst, expected, outBytes, 0))
    return 1;
  double medians[Variants];
  medianTimes(variants, Variants, 400, medians);
  printMedianTimes(names, medians, Variants);
  return 0;
}
