/* pad-aot kernels (the host's vector width, and 256 bits), clang-22 -O3 on
 * the same MLIR, and a hand-written C loop of the same padding: the
 * embARC MLI padding2d CHW i8 and HWC i16 cases (examples/mli/padding2d.mlir).
 * Built and run by bench/aot/run.sh; prints the median and the
 * minimum time of each, its samples interleaved with the others'. */
#define _POSIX_C_SOURCE 199309L
#include "padding2d.h"
#include "padding2d_clang.h"
#include "padding2d_v256.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The hand-written C loop: per channel, zero rows above and below, and per
 * row zero the left and right borders around a memcpy of the source row. */
static void hand_chw_i8(const int8_t *in, int C, int H, int W, int top,
                        int bottom, int left, int right, int8_t *out) {
  int OH = H + top + bottom, OW = W + left + right;
  for (int c = 0; c < C; ++c) {
    int8_t *o = out + (size_t)c * OH * OW;
    memset(o, 0, (size_t)top * OW);
    for (int y = 0; y < H; ++y) {
      int8_t *row = o + (size_t)(top + y) * OW;
      memset(row, 0, (size_t)left);
      memcpy(row + left, in + ((size_t)c * H + y) * W, (size_t)W);
      memset(row + left + W, 0, (size_t)right);
    }
    memset(o + (size_t)(top + H) * OW, 0, (size_t)bottom * OW);
  }
}

static void hand_hwc_i16(const int16_t *in, int H, int W, int C, int top,
                         int bottom, int left, int right, int16_t *out) {
  int OW = W + left + right;
  size_t rowElems = (size_t)OW * C;
  memset(out, 0, sizeof(int16_t) * top * rowElems);
  for (int y = 0; y < H; ++y) {
    int16_t *row = out + (size_t)(top + y) * rowElems;
    memset(row, 0, sizeof(int16_t) * left * C);
    memcpy(row + (size_t)left * C, in + (size_t)y * W * C,
           sizeof(int16_t) * W * C);
    memset(row + (size_t)(left + W) * C, 0, sizeof(int16_t) * right * C);
  }
  memset(out + (size_t)(top + H) * rowElems, 0,
         sizeof(int16_t) * bottom * rowElems);
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

enum { RUNS = 31, IMPLS = 4 };
static const char *const kLabels[IMPLS] = {
    "pad-aot", "pad-aot --vector-bits=256", "clang-22 -O3 on the same MLIR",
    "hand-written C loop"};

/* One sample of `stmt` (the mean of `reps` back-to-back calls) into
 * t[impl][r_]. The implementations take turns, sample by sample, so that a
 * burst of load on this shared VM hits them alike. */
#define SAMPLE(t, impl, reps, stmt)                                            \
  do {                                                                         \
    double s_ = now();                                                         \
    for (int k_ = 0; k_ < (reps); ++k_) {                                      \
      stmt;                                                                    \
    }                                                                          \
    t[impl][r_] = (now() - s_) / (reps);                                       \
  } while (0)

/* Prints the median and the minimum of each implementation's samples. */
static void report(double t[IMPLS][RUNS]) {
  for (int i = 0; i < IMPLS; ++i) {
    qsort(t[i], RUNS, sizeof(double), cmp);
    printf("  %-34s %9.2f us  (min %.2f us)\n", kLabels[i],
           1e6 * t[i][RUNS / 2], 1e6 * t[i][0]);
  }
}

static void run_chw(int C, int H, int W, int top, int bottom, int left,
                    int right, int reps) {
  int OH = H + top + bottom, OW = W + left + right;
  int8_t *in = malloc((size_t)C * H * W);
  int8_t *a = malloc((size_t)C * OH * OW), *b = malloc((size_t)C * OH * OW);
  for (size_t i = 0; i < (size_t)C * H * W; ++i)
    in[i] = (int8_t)(i * 37);
  pad_memref_3d_i8 s = {in, in, 0, {C, H, W}, {(intptr_t)H * W, W, 1}};
  pad_memref_3d_i8 d = {a, a, 0, {C, OH, OW}, {(intptr_t)OH * OW, OW, 1}};
  printf("CHW i8 %dx%dx%d, top %d bottom %d left %d right %d:\n", C, H, W, top,
         bottom, left, right);
  _mlir_ciface_padding2d_chw_sa8(&s, &d, top, bottom, left, right);
  hand_chw_i8(in, C, H, W, top, bottom, left, right, b);
  if (memcmp(a, b, (size_t)C * OH * OW)) {
    printf("  MISMATCH\n");
    exit(1);
  }
  double t[IMPLS][RUNS];
  for (int r_ = 0; r_ < RUNS; ++r_) {
    SAMPLE(t, 0, reps,
           _mlir_ciface_padding2d_chw_sa8(&s, &d, top, bottom, left, right));
    SAMPLE(
        t, 1, reps,
        _mlir_ciface_v256_padding2d_chw_sa8(&s, &d, top, bottom, left, right));
    SAMPLE(
        t, 2, reps,
        _mlir_ciface_clang_padding2d_chw_sa8(&s, &d, top, bottom, left, right));
    SAMPLE(t, 3, reps, hand_chw_i8(in, C, H, W, top, bottom, left, right, b));
  }
  report(t);
  free(in);
  free(a);
  free(b);
}

static void run_hwc(int H, int W, int C, int top, int bottom, int left,
                    int right, int reps) {
  int OH = H + top + bottom, OW = W + left + right;
  size_t n = (size_t)OH * OW * C;
  int16_t *in = malloc(sizeof(int16_t) * H * W * C);
  int16_t *a = malloc(sizeof(int16_t) * n), *b = malloc(sizeof(int16_t) * n);
  for (size_t i = 0; i < (size_t)H * W * C; ++i)
    in[i] = (int16_t)(i * 1031);
  pad_memref_3d_i16 s = {in, in, 0, {H, W, C}, {(intptr_t)W * C, C, 1}};
  pad_memref_3d_i16 d = {a, a, 0, {OH, OW, C}, {(intptr_t)OW * C, C, 1}};
  printf("HWC i16 %dx%dx%d, top %d bottom %d left %d right %d:\n", H, W, C, top,
         bottom, left, right);
  _mlir_ciface_padding2d_hwc_fx16(&s, &d, top, bottom, left, right);
  hand_hwc_i16(in, H, W, C, top, bottom, left, right, b);
  if (memcmp(a, b, sizeof(int16_t) * n)) {
    printf("  MISMATCH\n");
    exit(1);
  }
  double t[IMPLS][RUNS];
  for (int r_ = 0; r_ < RUNS; ++r_) {
    SAMPLE(t, 0, reps,
           _mlir_ciface_padding2d_hwc_fx16(&s, &d, top, bottom, left, right));
    SAMPLE(
        t, 1, reps,
        _mlir_ciface_v256_padding2d_hwc_fx16(&s, &d, top, bottom, left, right));
    SAMPLE(t, 2, reps,
           _mlir_ciface_clang_padding2d_hwc_fx16(&s, &d, top, bottom, left,
                                                 right));
    SAMPLE(t, 3, reps, hand_hwc_i16(in, H, W, C, top, bottom, left, right, b));
  }
  report(t);
  free(in);
  free(a);
  free(b);
}

int main(void) {
  run_chw(16, 32, 32, 1, 1, 1, 1, 200); /* small MLI feature map */
  run_chw(64, 56, 56, 1, 1, 1, 1, 20);  /* a ResNet-sized one */
  run_chw(3, 224, 224, 3, 3, 3, 3, 20); /* a 7x7 stem */
  run_hwc(32, 32, 16, 1, 1, 1, 1, 200);
  run_hwc(56, 56, 64, 1, 1, 1, 1, 20);
  return 0;
}
