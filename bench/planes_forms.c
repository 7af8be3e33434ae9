// The harness of bench/planes_forms.sh (commands there): streamed lines
// against rows for a CxHxW f32 pad, in one process. The `_tinto`
// functions return their destination argument, which the pipeline drops:
// their C interface is that of `_into` (docs/Lowering.md, "Destinations").
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "median_times.h"

/// A 3-D memref descriptor (CRunnerUtils.h's StridedMemRefType<float, 3>).
typedef struct {
  float *allocated, *aligned;
  long offset, sizes[3], strides[3];
} Desc3;

void _mlir_ciface_constant_into(Desc3 *, Desc3 *);
void _mlir_ciface_constant_tinto(Desc3 *, Desc3 *);
void _mlir_ciface_reflect_into(Desc3 *, Desc3 *);
void _mlir_ciface_reflect_tinto(Desc3 *, Desc3 *);

// The sizes, given by planes_forms.sh.
#if !defined(C) || !defined(H) || !defined(W) || !defined(OH) || !defined(OW)
#error "build through bench/planes_forms.sh"
#endif

static float *in, *out, *copySrc;
static const size_t kOut = (size_t)C * OH * OW;

static Desc3 inDesc(void) {
  return (Desc3){in, in, 0, {C, H, W}, {(long)H * W, W, 1}};
}
static Desc3 outDesc(void) {
  return (Desc3){out, out, 0, {C, OH, OW}, {(long)OH * OW, OW, 1}};
}

static void libcMemcpy(void) { memcpy(out, copySrc, kOut * sizeof(float)); }
static void flatStream(void) {
  for (size_t k = 0; k + 8 <= kOut; k += 8)
    _mm256_stream_ps(out + k, _mm256_loadu_ps(copySrc + k));
  _mm_sfence();
}
static void constantLines(void) {
  Desc3 i = inDesc(), o = outDesc();
  _mlir_ciface_constant_into(&i, &o);
}
static void constantRows(void) {
  Desc3 i = inDesc(), o = outDesc();
  _mlir_ciface_constant_tinto(&i, &o);
}
static void reflectLines(void) {
  Desc3 i = inDesc(), o = outDesc();
  _mlir_ciface_reflect_into(&i, &o);
}
static void reflectRows(void) {
  Desc3 i = inDesc(), o = outDesc();
  _mlir_ciface_reflect_tinto(&i, &o);
}

int main(void) {
  size_t outBytes = (kOut * sizeof(float) + 4095) / 4096 * 4096;
  in = aligned_alloc(4096, (size_t)C * H * W * sizeof(float));
  out = aligned_alloc(4096, outBytes);
  copySrc = aligned_alloc(4096, outBytes);
  memset(in, 1, (size_t)C * H * W * sizeof(float));
  memset(out, 2, outBytes);
  memset(copySrc, 3, outBytes);
#ifdef ORDER_reverse
  void (*variants[])(void) = {libcMemcpy,   flatStream,   reflectRows,
                              reflectLines, constantRows, constantLines};
  const char *names[] = {"memcpy",        "flat stream",   "reflect rows",
                         "reflect lines", "constant rows", "constant lines"};
#else
  void (*variants[])(void) = {libcMemcpy,   flatStream,   constantLines,
                              constantRows, reflectLines, reflectRows};
  const char *names[] = {"memcpy",        "flat stream",   "constant lines",
                         "constant rows", "reflect lines", "reflect rows"};
#endif
  double medians[6];
  medianTimes(variants, 6, 41, medians);
  printMedianTimes(names, medians, 6);
  return 0;
}
