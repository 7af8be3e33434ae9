// Flat copies of one output's bytes, to see what a vector loop can reach
// against glibc's memcpy at the ~1 MB size of bench/run.py's conv3-*-dyn
// cases (1x64x62x62 f32: 984,064 bytes; docs/Benchmarks.md, issue 11):
//
//   clang-22 -O2 -march=native bench/flat_copy_variants.c \
//     -o /tmp/flat_copy_variants && /tmp/flat_copy_variants [bytes [flush]]
//
// With `flush`, every sample starts with both buffers flushed from the
// caches (clflushopt): the copy of an output larger than the last-level
// cache, e.g. `/tmp/flat_copy_variants 67108864 flush` for the 64 MiB of
// bench/run.py's mat-* cases run with --flush-caches.
//
// glibc 2.36 copies with `rep movsb` from rep_movsb_threshold up to
// rep_movsb_stop_threshold, and with a 4-vector loop above
// (`/lib64/ld-linux-x86-64.so.2 --list-diagnostics | grep rep_movsb`). The
// variants: `rep movsb` itself, 256-bit loads and stores (the vector
// strategy's), the same unrolled by 4 with aligned stores, 512-bit unrolled
// by 4 with aligned stores, 512-bit with a write prefetch 1 KiB ahead, and
// 512-bit non-temporal stores; then (session 10) `rep stosb` of each 1, 4 or
// 16 KiB chunk of the output before the 256-bit loop copies it (the lines
// owned in the cache before the stores, without a read for ownership), and
// `rep movsb` per 4 KiB chunk (memcpy's instruction at a pad row block's
// size); (session 11) 256-bit copies with a software prefetch of the source
// 1 KiB ahead, with plain and with streaming stores, and streaming stores
// alone. Needs AVX-512F. Prints each one's median
// over 200 samples, interleaved, and its ratio to memcpy's (above 1:
// faster).
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static void repMovsb(float *out, const float *in, size_t n) {
  size_t bytes = n * sizeof(float);
  __asm__ volatile("rep movsb" : "+D"(out), "+S"(in), "+c"(bytes) : : "memory");
}

static void avx2(float *out, const float *in, size_t n) {
  for (size_t k = 0; k < n; k += 8)
    _mm256_storeu_ps(out + k, _mm256_loadu_ps(in + k));
}

static void avx2x4(float *out, const float *in, size_t n) {
  for (size_t k = 0; k < n; k += 32) {
    __m256 a = _mm256_loadu_ps(in + k), b = _mm256_loadu_ps(in + k + 8);
    __m256 c = _mm256_loadu_ps(in + k + 16), d = _mm256_loadu_ps(in + k + 24);
    _mm256_store_ps(out + k, a);
    _mm256_store_ps(out + k + 8, b);
    _mm256_store_ps(out + k + 16, c);
    _mm256_store_ps(out + k + 24, d);
  }
}

static void avx512x4(float *out, const float *in, size_t n) {
  for (size_t k = 0; k < n; k += 64) {
    __m512 a = _mm512_loadu_ps(in + k), b = _mm512_loadu_ps(in + k + 16);
    __m512 c = _mm512_loadu_ps(in + k + 32), d = _mm512_loadu_ps(in + k + 48);
    _mm512_store_ps(out + k, a);
    _mm512_store_ps(out + k + 16, b);
    _mm512_store_ps(out + k + 32, c);
    _mm512_store_ps(out + k + 48, d);
  }
}

static void avx512Prefetchw(float *out, const float *in, size_t n) {
  for (size_t k = 0; k < n; k += 16) {
    _mm_prefetch((const char *)(out + k + 256), _MM_HINT_ET0);
    _mm512_store_ps(out + k, _mm512_loadu_ps(in + k));
  }
}

static void avx512Stream(float *out, const float *in, size_t n) {
  for (size_t k = 0; k < n; k += 16)
    _mm512_stream_ps(out + k, _mm512_loadu_ps(in + k));
  _mm_sfence();
}

// `rep stosb` then 256-bit copies, chunk by chunk (chunk: floats).
static void stosbThenCopy(float *out, const float *in, size_t n, size_t chunk) {
  for (size_t c = 0; c < n; c += chunk) {
    size_t m = n - c < chunk ? n - c : chunk;
    void *d = out + c;
    size_t bytes = m * sizeof(float);
    __asm__ volatile("rep stosb" : "+D"(d), "+c"(bytes) : "a"(0) : "memory");
    avx2(out + c, in + c, m);
  }
}

static void stosb1k(float *out, const float *in, size_t n) {
  stosbThenCopy(out, in, n, 256);
}

static void stosb4k(float *out, const float *in, size_t n) {
  stosbThenCopy(out, in, n, 1024);
}

static void stosb16k(float *out, const float *in, size_t n) {
  stosbThenCopy(out, in, n, 4096);
}

static void repMovsb4k(float *out, const float *in, size_t n) {
  for (size_t c = 0; c < n; c += 1024)
    repMovsb(out + c, in + c, n - c < 1024 ? n - c : 1024);
}

// (session 11) 256-bit copies with a prefetch of the source 1 KiB ahead,
// one per 64-byte line (within the buffers' 1 KiB of slack), and the same
// with streaming stores, beside streaming stores alone.
static void avx2PrefetchSource(float *out, const float *in, size_t n) {
  for (size_t k = 0; k < n; k += 16) {
    _mm_prefetch((const char *)(in + k + 256), _MM_HINT_T0);
    _mm256_storeu_ps(out + k, _mm256_loadu_ps(in + k));
    _mm256_storeu_ps(out + k + 8, _mm256_loadu_ps(in + k + 8));
  }
}

static void avx2Stream(float *out, const float *in, size_t n) {
  for (size_t k = 0; k < n; k += 8)
    _mm256_stream_ps(out + k, _mm256_loadu_ps(in + k));
  _mm_sfence();
}

static void avx2StreamPrefetchSource(float *out, const float *in, size_t n) {
  for (size_t k = 0; k < n; k += 16) {
    _mm_prefetch((const char *)(in + k + 256), _MM_HINT_T0);
    _mm256_stream_ps(out + k, _mm256_loadu_ps(in + k));
    _mm256_stream_ps(out + k + 8, _mm256_loadu_ps(in + k + 8));
  }
  _mm_sfence();
}

static void libcMemcpy(float *out, const float *in, size_t n) {
  memcpy(out, in, n * sizeof(float));
}

static void flush(const void *p, size_t bytes) {
  for (size_t k = 0; k < bytes; k += 64)
    _mm_clflushopt((void *)((const char *)p + k));
  _mm_mfence();
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

enum { Variants = 14, Samples = 200 };

int main(int argc, char **argv) {
  size_t bytes = argc > 1 ? strtoul(argv[1], 0, 10) : 984064;
  int flushing = argc > 2 && !strcmp(argv[2], "flush");
  size_t n = (bytes / 256) * 64; // Whole 256-byte blocks of floats.
  float *in = aligned_alloc(64, n * sizeof(float) + 1024);
  float *out = aligned_alloc(64, n * sizeof(float) + 1024);
  float *ref = malloc(n * sizeof(float));
  if (!in || !out || !ref)
    return 2;
  for (size_t k = 0; k < n; ++k)
    in[k] = (float)k;
  memset(out, 0, n * sizeof(float) + 1024);
  void (*fn[Variants])(float *, const float *,
                       size_t) = {libcMemcpy,   repMovsb,
                                  avx2,         avx2x4,
                                  avx512x4,     avx512Prefetchw,
                                  avx512Stream, stosb1k,
                                  stosb4k,      stosb16k,
                                  repMovsb4k,   avx2PrefetchSource,
                                  avx2Stream,   avx2StreamPrefetchSource};
  const char *name[Variants] = {"memcpy",
                                "rep movsb",
                                "256-bit",
                                "256-bit x4",
                                "512-bit x4",
                                "512-bit prefetchw",
                                "512-bit stream",
                                "stosb 1k + 256-bit",
                                "stosb 4k + 256-bit",
                                "stosb 16k + 256-bit",
                                "rep movsb 4k",
                                "256-bit prefetch",
                                "256-bit stream",
                                "256-bit stream prefetch"};
  static double t[Variants][Samples];
  for (int v = 0; v < Variants; ++v) {
    memset(out, 0, n * sizeof(float));
    fn[v](out, in, n);
    if (memcmp(out, in, n * sizeof(float))) {
      printf("%s: wrong copy\n", name[v]);
      return 1;
    }
  }
  // Each sample follows an untimed call of the same variant: a copy timed
  // right after the streaming one finds its destination evicted from the
  // cache (glibc's memcpy ran 3x slower there on the Intel Xeon VM of
  // docs/Benchmarks.md).
  for (int s = 0; s < Samples; ++s)
    for (int v = 0; v < Variants; ++v) {
      fn[v](out, in, n);
      if (flushing) {
        flush(in, n * sizeof(float));
        flush(out, n * sizeof(float));
      }
      double t0 = now();
      fn[v](out, in, n);
      t[v][s] = now() - t0;
    }
  printf("%zu bytes\n", n * sizeof(float));
  for (int v = 0; v < Variants; ++v)
    qsort(t[v], Samples, sizeof(double), cmp);
  for (int v = 0; v < Variants; ++v)
    printf("%-24s %8.1f us  %.2fx memcpy\n", name[v], t[v][Samples / 2] * 1e6,
           t[0][Samples / 2] / t[v][Samples / 2]);
  free(in);
  free(out);
  free(ref);
  return 0;
}
