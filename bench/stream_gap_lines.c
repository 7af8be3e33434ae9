// Streaming stores on the 4096x4096 f32 pad of bench/run.py's mat-constant
// case (low [3, 5], high [7, 9], constant 0: rows of 4096 source floats in
// rows of 4110), to see what the border stores between the streamed spans
// cost (docs/Benchmarks.md, issue 11, session 8):
//
//   clang-22 -O2 -march=native bench/stream_gap_lines.c \
//     -o /tmp/stream_gap_lines && /tmp/stream_gap_lines
//
// Variants, each against memcpy of the output bytes (above 1: faster):
//   flat stream     a copy of the output bytes with 256-bit streaming stores
//                   over whole lines: the bandwidth limit;
//   rows            what nontemporal=auto emits: per row, plain stores for
//                   the borders and up to the first and after the last whole
//                   line of the row's span, streaming stores between;
//   composed lines  every line streamed: a line that reaches over the 14
//                   floats between two rows' spans is put together in
//                   registers from two loads of the source (the spans of
//                   rows r and r + 1 are contiguous there) and the pad
//                   value, by lane (blends; what a lowering could emit as two
//                   vector.loads and two arith.selects).
//   rows, prefetchw as rows, with a write prefetch of the lines the plain
//                   stores of this row and the next will write.
// A sample follows an untimed call of the same variant, as in
// bench/driver.cpp. Needs AVX2.
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "median_times.h"

enum { H = 4096, W = 4096, LOWH = 3, LOWW = 5, OH = 4106, OW = 4110 };

static const size_t kOut = (size_t)OH * OW;
static float *in, *out, *copySrc;

static void libcMemcpy(void) { memcpy(out, copySrc, kOut * sizeof(float)); }

static void flatStream(void) {
  for (size_t k = 0; k + 16 <= kOut; k += 16) {
    _mm256_stream_ps(out + k, _mm256_loadu_ps(copySrc + k));
    _mm256_stream_ps(out + k + 8, _mm256_loadu_ps(copySrc + k + 8));
  }
  for (size_t k = kOut & ~(size_t)15; k < kOut; ++k)
    out[k] = copySrc[k];
  _mm_sfence();
}

// Plain stores over [from, to) of row-relative floats, to - from >= 8.
static void plainCover(float *d, const float *s, long from, long to) {
  for (long k = from; k < to - 8; k += 8)
    _mm256_storeu_ps(d + k, _mm256_loadu_ps(s + k));
  _mm256_storeu_ps(d + to - 8, _mm256_loadu_ps(s + to - 8));
}

static void fillPlain(float *d, size_t n) {
  size_t k = 0;
  for (; k + 8 <= n; k += 8)
    _mm256_storeu_ps(d + k, _mm256_setzero_ps());
  for (; k < n; ++k)
    d[k] = 0;
}

static void writeRows(int prefetch) {
  __m256 z = _mm256_setzero_ps();
  fillPlain(out, (size_t)LOWH * OW);
  for (long r = 0; r < H; ++r) {
    float *row = out + (size_t)(r + LOWH) * OW;
    const float *s = in + (size_t)r * W;
    _mm256_storeu_ps(row, z); // The low border (5 floats, 3 overwritten).
    float *d = row + LOWW;
    if (prefetch) {
      // The lines the plain stores will write, of this row and the next.
      _mm_prefetch((const char *)(row + OW - 1), _MM_HINT_ET0);
      _mm_prefetch((const char *)(row + OW + LOWW + 7), _MM_HINT_ET0);
      _mm_prefetch((const char *)(row + 2 * OW - 1), _MM_HINT_ET0);
      _mm_prefetch((const char *)(row + 2 * OW + LOWW + 7), _MM_HINT_ET0);
    }
    // The first line-aligned float at least a vector in, the last one at
    // least a vector before the end.
    long first = 8 + (long)(((64 - (((size_t)(d + 8)) & 63)) & 63) / 4);
    long end = (W - 8) - (long)((((size_t)(d + W - 8)) & 63) / 4);
    plainCover(d, s, 0, first);
    for (long k = first; k < end; k += 8)
      _mm256_stream_ps(d + k, _mm256_loadu_ps(s + k));
    plainCover(d, s, end, W);
    _mm256_storeu_ps(row + OW - 9, z); // The high border (9 floats).
    row[OW - 1] = 0;
  }
  fillPlain(out + (size_t)(H + LOWH) * OW, (size_t)(OH - H - LOWH) * OW);
  _mm_sfence();
}

static void rows(void) { writeRows(0); }

static void rowsPrefetch(void) { writeRows(1); }

// The output's flat index f in row r's span maps to the source's flat index
// f - shift(r), shift(r) = (r + LOWH) * OW + LOWW - r * W; the next row's
// span to f - shift(r) - GAP. A vector of the output at f that reaches over
// the GAP floats between two spans is two loads of the source, one at each
// shift, put together by lane: the first before the end of row r's span,
// the second from the start of row r + 1's, the pad value between. No
// masked memory access: both loads are whole vectors inside the source but
// around its first and last element (those two lines are written plain).
enum { GAP = OW - W };

static __m256 composeHalf(long f, long shift, long spanEnd, long nextStart) {
  const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  __m256 fromThis = _mm256_loadu_ps(in + (f - shift));
  __m256 fromNext = _mm256_loadu_ps(in + (f - shift - GAP));
  __m256i beforeEnd =
      _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(spanEnd - f)), lane);
  __m256i afterNext =
      _mm256_cmpgt_epi32(lane, _mm256_set1_epi32((int)(nextStart - f - 1)));
  __m256 v = _mm256_blendv_ps(_mm256_setzero_ps(), fromNext,
                              _mm256_castsi256_ps(afterNext));
  return _mm256_blendv_ps(v, fromThis, _mm256_castsi256_ps(beforeEnd));
}

static void composedLines(void) {
  const long n = (long)kOut;
  long firstSpan = (long)LOWH * OW + LOWW;
  long lastEnd = (long)(H - 1 + LOWH) * OW + LOWW + W;
  // Plain stores up to the first line after the first span's start, and
  // from the last line before the last span's end: no load leaves `in`.
  long k = (firstSpan & ~15L) + 16, kEnd = (lastEnd & ~15L) - 16;
  fillPlain(out, (size_t)k);
  for (long f = firstSpan; f < k; ++f)
    out[f] = in[f - firstSpan];
  for (long r = 0; k < kEnd; ++r) {
    long spanStart = (r + LOWH) * (long)OW + LOWW, spanEnd = spanStart + W;
    long shift = spanStart - r * (long)W;
    // The lines that start in this row's span or in the gap after it.
    long rowEnd = spanEnd + GAP < kEnd ? spanEnd + GAP : kEnd;
    for (; k < rowEnd; k += 16) {
      if (k + 16 <= spanEnd) {
        _mm256_stream_ps(out + k, _mm256_loadu_ps(in + (k - shift)));
        _mm256_stream_ps(out + k + 8, _mm256_loadu_ps(in + (k - shift) + 8));
        continue;
      }
      long nextStart = spanEnd + GAP;
      _mm256_stream_ps(out + k, composeHalf(k, shift, spanEnd, nextStart));
      _mm256_stream_ps(out + k + 8,
                       composeHalf(k + 8, shift, spanEnd, nextStart));
    }
  }
  // The rest: the last span's end and the rows below, plain.
  long lastShift = lastEnd - (long)H * W;
  for (long f = kEnd; f < lastEnd; ++f)
    out[f] = in[f - lastShift];
  fillPlain(out + lastEnd, (size_t)(n - lastEnd));
  _mm_sfence();
}

int main(void) {
  size_t bytes = kOut * sizeof(float);
  in = aligned_alloc(64, (size_t)H * W * sizeof(float));
  out = aligned_alloc(64, bytes);
  copySrc = aligned_alloc(64, bytes);
  for (size_t i = 0; i < (size_t)H * W; ++i)
    in[i] = (float)(i % 1000003) + 1;
  for (size_t i = 0; i < kOut; ++i) {
    long r = (long)(i / OW) - LOWH, c = (long)(i % OW) - LOWW;
    copySrc[i] = r >= 0 && r < H && c >= 0 && c < W ? in[r * W + c] : 0;
  }
  void (*variants[])(void) = {libcMemcpy, flatStream, rows, composedLines,
                              rowsPrefetch};
  const char *names[] = {"memcpy", "flat stream", "rows", "composed lines",
                         "rows, prefetchw"};
  enum { V = 5, S = 41 };
  if (!variantsAgree(variants, names, 1, V, out, copySrc, bytes, 0x5A))
    return 1;
  double medians[V];
  medianTimes(variants, V, S, medians);
  printMedianTimes(names, medians, V);
  return 0;
}
