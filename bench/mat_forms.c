// The mat-<mode> kernels of bench/run.py (4096x4096 f32 by [3, 5] x
// [7, 9], 64 MiB output, streamed) timed alone, every mode in one process:
// into a caller's memref (`_into`: streamed lines, docs/Lowering.md) and
// into a tensor destination (`_tinto`: the rows), against memcpy and a flat
// streaming copy of the output bytes (docs/Benchmarks.md, issue 11,
// sessions 8 and 9). Links the objects that bench/run.py compiled into its
// work directory:
//
//   bench/run.py --cases '^mat-[a-z]+$' --configs '^pad vector$' \
//     --compile-sizes '' --output '' --work-dir /tmp/mc
//   clang-22 -O2 -march=native bench/mat_forms.c \
//     /tmp/mc/k_mat_{constant,edge,reflect,symmetric,wrap}_pad_vector.o \
//     -o /tmp/mf && /tmp/mf
//
// A sample follows an untimed call of the same variant, as in
// bench/driver.cpp; medians of 31 samples, above 1: faster than memcpy.
// Arguments, if any, name the variants to run instead, in that order
// (repeats allowed; the first is the reference), e.g. to see how the
// position in the rotation moves one kernel (docs/Benchmarks.md, session 9):
//
//   /tmp/mf memcpy "flat stream" "edge lines" "edge lines" "edge lines" \
//     "constant rows" "edge lines" "edge lines" "reflect lines" "edge lines"

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

enum { H = 4096, W = 4096, OH = 4106, OW = 4110 };

static float *in, *out, *copySrc;
static const size_t kOut = (size_t)OH * OW;

static void libcMemcpy(void) { memcpy(out, copySrc, kOut * sizeof(float)); }

static void flatStream(void) {
  for (size_t k = 0; k + 8 <= kOut; k += 8)
    _mm256_stream_ps(out + k, _mm256_loadu_ps(copySrc + k));
  _mm_sfence();
}

static void call(void (*kernel)(Desc2 *, Desc2 *)) {
  Desc2 i = {in, in, 0, {H, W}, {W, 1}};
  Desc2 o = {out, out, 0, {OH, OW}, {OW, 1}};
  kernel(&i, &o);
}

#define MODE_FORMS(mode)                                                       \
  void _mlir_ciface_k_mat_##mode##_pad_vector_into(Desc2 *, Desc2 *);          \
  void _mlir_ciface_k_mat_##mode##_pad_vector_tinto(Desc2 *, Desc2 *);         \
  static void mode##Lines(void) {                                              \
    call(_mlir_ciface_k_mat_##mode##_pad_vector_into);                         \
  }                                                                            \
  static void mode##Rows(void) {                                               \
    call(_mlir_ciface_k_mat_##mode##_pad_vector_tinto);                        \
  }
MODE_FORMS(constant)
MODE_FORMS(edge)
MODE_FORMS(reflect)
MODE_FORMS(symmetric)
MODE_FORMS(wrap)

int main(int argc, char **argv) {
  size_t outBytes = (kOut * sizeof(float) + 4095) / 4096 * 4096;
  in = aligned_alloc(4096, (size_t)H * W * sizeof(float));
  out = aligned_alloc(4096, outBytes);
  copySrc = aligned_alloc(4096, outBytes);
  memset(in, 1, (size_t)H * W * sizeof(float));
  memset(out, 2, outBytes);
  memset(copySrc, 3, outBytes);
  void (*variants[])(void) = {libcMemcpy,    flatStream,  constantLines,
                              constantRows,  edgeLines,   edgeRows,
                              reflectLines,  reflectRows, symmetricLines,
                              symmetricRows, wrapLines,   wrapRows};
  const char *names[] = {"memcpy",         "flat stream",  "constant lines",
                         "constant rows",  "edge lines",   "edge rows",
                         "reflect lines",  "reflect rows", "symmetric lines",
                         "symmetric rows", "wrap lines",   "wrap rows"};
  enum { V = sizeof(names) / sizeof(names[0]), S = 31 };
  void (*chosen[64])(void);
  const char *chosenNames[64];
  int count = 0;
  for (int a = 1; a < argc && count < 64; ++a) {
    int v = 0;
    while (v < V && strcmp(argv[a], names[v]))
      ++v;
    if (v == V) {
      fprintf(stderr, "unknown variant '%s'\n", argv[a]);
      return 1;
    }
    chosen[count] = variants[v];
    chosenNames[count++] = names[v];
  }
  if (!count)
    for (; count < V; ++count) {
      chosen[count] = variants[count];
      chosenNames[count] = names[count];
    }
  double medians[64];
  medianTimes(chosen, count, S, medians);
  printMedianTimes(chosenNames, medians, count);
  return 0;
}
