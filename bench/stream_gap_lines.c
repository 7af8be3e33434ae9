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
//   composed lines  every line streamed: the lines around the 14 floats
//                   between two rows' spans are put together in registers
//                   from the end of one source row, the pad value and the
//                   start of the next (AVX-512 masked loads).
// A sample follows an untimed call of the same variant, as in
// bench/driver.cpp. Needs AVX-512F/VL/DQ.
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { H = 4096, W = 4096, LOWH = 3, LOWW = 5, OH = 4106, OW = 4110 };

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

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

static void rows(void) {
  __m256 z = _mm256_setzero_ps();
  fillPlain(out, (size_t)LOWH * OW);
  for (long r = 0; r < H; ++r) {
    float *row = out + (size_t)(r + LOWH) * OW;
    const float *s = in + (size_t)r * W;
    _mm256_storeu_ps(row, z); // The low border (5 floats, 3 overwritten).
    float *d = row + LOWW;
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

static void streamLine(float *p, __m512 v) {
  _mm256_stream_ps(p, _mm512_castps512_ps256(v));
  _mm256_stream_ps(p + 8, _mm512_extractf32x8_ps(v, 1));
}

static void composedLines(void) {
  const long n = (long)kOut;
  __m512 z = _mm512_setzero_ps();
  long k = 0; // The next line to write (flat index, a multiple of 16).
  for (; k < ((LOWH * OW + LOWW) & ~15L); k += 16)
    streamLine(out + k, z);
  for (long r = 0; r < H; ++r) {
    long s = (r + LOWH) * (long)OW + LOWW, e = s + W;
    const float *src = in + (size_t)r * W;
    // This row writes the lines from the one holding s up to the one
    // holding the next row's start (exclusive), or to the end.
    long lineEnd = r + 1 < H ? ((s + OW) & ~15L) : (n & ~15L);
    if (k < s) {
      // The line holding s: the end of the row before (when its span
      // reaches into it), the pad value, the start of this row.
      __m512 v = _mm512_mask_loadu_ps(z, (__mmask16)(0xFFFFu << (s - k)),
                                      src - (s - k));
      long prevEnd = s - OW + W;
      if (r > 0 && prevEnd > k)
        v = _mm512_mask_loadu_ps(v, (__mmask16)((1u << (prevEnd - k)) - 1),
                                 src - W + (k - (s - OW)));
      streamLine(out + k, v);
      k += 16;
    }
    for (; k + 16 <= e; k += 16) {
      _mm256_stream_ps(out + k, _mm256_loadu_ps(src + (k - s)));
      _mm256_stream_ps(out + k + 8, _mm256_loadu_ps(src + (k - s) + 8));
    }
    for (; k < lineEnd; k += 16) {
      long valid = e - k;
      streamLine(out + k,
                 valid > 0 ? _mm512_maskz_loadu_ps(
                                 (__mmask16)((1u << valid) - 1), src + (k - s))
                           : z);
    }
  }
  for (; k < n; ++k)
    out[k] = 0;
  _mm_sfence();
}

static int cmpDouble(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
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
  void (*variants[])(void) = {libcMemcpy, flatStream, rows, composedLines};
  const char *names[] = {"memcpy", "flat stream", "rows", "composed lines"};
  enum { V = 4, S = 41 };
  for (int v = 1; v < V; ++v) {
    memset(out, 0x5A, bytes);
    variants[v]();
    if (memcmp(out, copySrc, bytes)) {
      printf("%s: WRONG\n", names[v]);
      return 1;
    }
  }
  static double t[V][S];
  for (int s = 0; s < S; ++s)
    for (int v = 0; v < V; ++v) {
      variants[v](); // Untimed: start from the caches as it leaves them.
      double t0 = now();
      variants[v]();
      t[v][s] = now() - t0;
    }
  for (int v = 0; v < V; ++v)
    qsort(t[v], S, sizeof(double), cmpDouble);
  for (int v = 0; v < V; ++v)
    printf("%-15s %7.0f us  %.2fx memcpy\n", names[v], t[v][S / 2] * 1e6,
           t[0][S / 2] / t[v][S / 2]);
  return 0;
}
