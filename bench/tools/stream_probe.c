// Do streaming (non-temporal) stores beat plain ones on this CPU? The
// measurement behind one row of the streaming-store table of
// lib/Utils/StreamingStores.cpp (docs/Lowering.md, "Streaming stores"):
// memcpy against copy loops of plain and of streaming 32-byte stores, and
// fill loops of plain and of streaming stores, into existing buffers of
// 64 and 256 MiB, on 1 and 2 threads. GB/s count the bytes read and
// written (a copy of N bytes moves 2N, a fill N).
//
//   clang-22 -O3 -march=native -fno-builtin -fopenmp stream_probe.c -o probe
//   ./probe [ROUNDS]
//
// -fno-builtin keeps clang from turning the copy loops into memcpy calls.
// The variants of one size and thread count are timed interleaved, round
// by round (bench/tools/median_times.h), and the median of each is printed,
// one line per variant: `SIZE_MIB THREADS VARIANT GBPS`.
// bench/tools/stream_probe.py runs it, takes medians over runs and prints
// the verdict and the row.
#include "median_times.h"

#include <immintrin.h>
#include <omp.h>
#include <stdint.h>

static char *src, *dst;
static size_t bytes;
static int threads;

/// The part of [0, bytes) that thread `t` of `n` moves, in whole 64-byte
/// lines.
static void chunk(int t, int n, size_t *begin, size_t *end) {
  size_t lines = bytes / 64;
  *begin = lines * t / n * 64;
  *end = lines * (t + 1) / n * 64;
}

static void copyPlain(size_t b, size_t e) {
  for (size_t i = b; i < e; i += 32)
    _mm256_store_si256((__m256i *)(dst + i),
                       _mm256_load_si256((const __m256i *)(src + i)));
}

static void copyStream(size_t b, size_t e) {
  for (size_t i = b; i < e; i += 32)
    _mm256_stream_si256((__m256i *)(dst + i),
                        _mm256_load_si256((const __m256i *)(src + i)));
  _mm_sfence();
}

static void fillPlain(size_t b, size_t e) {
  __m256i v = _mm256_set1_epi32(0x3f800000);
  for (size_t i = b; i < e; i += 32)
    _mm256_store_si256((__m256i *)(dst + i), v);
}

static void fillStream(size_t b, size_t e) {
  __m256i v = _mm256_set1_epi32(0x3f800000);
  for (size_t i = b; i < e; i += 32)
    _mm256_stream_si256((__m256i *)(dst + i), v);
  _mm_sfence();
}

static void copyMemcpy(size_t b, size_t e) { memcpy(dst + b, src + b, e - b); }

/// Runs `body` over the whole buffer on `threads` threads.
static void onThreads(void (*body)(size_t, size_t)) {
  if (threads == 1) {
    body(0, bytes);
    return;
  }
#pragma omp parallel num_threads(threads)
  {
    size_t b, e;
    chunk(omp_get_thread_num(), omp_get_num_threads(), &b, &e);
    body(b, e);
  }
}

static void runMemcpy(void) { onThreads(copyMemcpy); }
static void runCopyPlain(void) { onThreads(copyPlain); }
static void runCopyStream(void) { onThreads(copyStream); }
static void runFillPlain(void) { onThreads(fillPlain); }
static void runFillStream(void) { onThreads(fillStream); }

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 11;
  static const size_t sizesMiB[] = {64, 256};
  static void (*const variants[])(void) = {
      runMemcpy, runCopyPlain, runCopyStream, runFillPlain, runFillStream};
  static const char *const names[] = {"memcpy", "copy-plain", "copy-stream",
                                      "fill-plain", "fill-stream"};
  // Bytes moved per byte of output: read + write for copies, write for fills.
  static const int traffic[] = {2, 2, 2, 1, 1};
  enum { kVariants = 5 };
  size_t most = sizesMiB[1] << 20;
  src = aligned_alloc(64, most);
  dst = aligned_alloc(64, most);
  if (!src || !dst) {
    fprintf(stderr, "stream_probe: cannot allocate 2 x %zu bytes\n", most);
    return 1;
  }
  // Touch every page first: no page faults in the timings.
  memset(src, 1, most);
  memset(dst, 2, most);
  for (int s = 0; s < 2; ++s) {
    bytes = sizesMiB[s] << 20;
    for (threads = 1; threads <= 2; ++threads) {
      double medians[kVariants];
      // The larger size takes 4x as long per call: fewer rounds.
      medianTimes(variants, kVariants, s ? (rounds + 1) / 2 : rounds, medians);
      for (int v = 0; v < kVariants; ++v)
        printf("%zu %d %s %.2f\n", sizesMiB[s], threads, names[v],
               traffic[v] * (double)bytes / medians[v] * 1e-9);
      fflush(stdout);
    }
  }
  // The streaming copy copies.
  threads = 1;
  runCopyStream();
  if (memcmp(src, dst, bytes) != 0) {
    fprintf(stderr, "stream_probe: the streaming copy is wrong\n");
    return 1;
  }
  free(src);
  free(dst);
  return 0;
}
