// Medians of interleaved timings for the A/B harness (ab_pad_opt.c): each
// round calls every variant once untimed and once timed, so that a sample
// starts from the caches as that variant leaves them (as bench/driver.cpp
// does) and a burst of load hits all variants alike.
#ifndef PAD_BENCH_MEDIAN_TIMES_H
#define PAD_BENCH_MEDIAN_TIMES_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static inline double medianTimesNow(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static inline int medianTimesCompare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/// Writes into `medians` the median time in seconds of each of the
/// `count` variants over `rounds` rounds.
static inline void medianTimes(void (*const *variants)(void), int count,
                               int rounds, double *medians) {
  double *samples = malloc(sizeof(double) * count * rounds);
  for (int r = 0; r < rounds; ++r)
    for (int v = 0; v < count; ++v) {
      variants[v](); // Untimed: start from the caches as it leaves them.
      double t0 = medianTimesNow();
      variants[v]();
      samples[v * rounds + r] = medianTimesNow() - t0;
    }
  for (int v = 0; v < count; ++v) {
    qsort(samples + v * rounds, rounds, sizeof(double), medianTimesCompare);
    medians[v] = samples[v * rounds + rounds / 2];
  }
  free(samples);
}

/// Prints each variant's median and its speed against the first one's.
/// Runs `variants[first]` to `variants[count - 1]` once each into `out`
/// (its `bytes` set to `fill` first) and compares them with `expected`:
/// prints the first variant that writes other bytes and returns 0, else 1.
static inline int variantsAgree(void (*const *variants)(void),
                                const char *const *names, int first, int count,
                                void *out, const void *expected, size_t bytes,
                                int fill) {
  for (int v = first; v < count; ++v) {
    memset(out, fill, bytes);
    variants[v]();
    if (memcmp(expected, out, bytes)) {
      printf("%s writes other bytes than the reference\n", names[v]);
      return 0;
    }
  }
  return 1;
}

static inline void printMedianTimes(const char *const *names,
                                    const double *medians, int count) {
  for (int v = 0; v < count; ++v)
    printf("%-16s %9.2f us  %.2fx %s\n", names[v], medians[v] * 1e6,
           medians[0] / medians[v], names[0]);
}

#endif // PAD_BENCH_MEDIAN_TIMES_H
