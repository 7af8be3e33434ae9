// A C model of the rows of bench/run.py's conv3-symmetric-dyn case (1x64x56x56
// f32, symmetric 3 on H and W, sizes known at run time only): the core of
// each row (the source row, 56 floats) written by 8-float vectors in several
// forms (docs/Benchmarks.md, issue 11, session 16). Every form writes each
// border as one 4-lane vector (one load, one shuffle, one store) as
// convert-pad-to-vector does.
//
//   static:          the sizes known to the compiler (the static twin: clang
//                    unrolls the row);
//   unaligned:       vectors from the core's start, one more ending at its
//                    end (a loop of a fixed trip count);
//   aligned loop:    as pad-align-stores writes a dynamic core (session 15):
//                    one unaligned vector at the core's start, aligned ones
//                    from the first aligned address while they start before
//                    end - 8, the last vector;
//   aligned fixed:   the aligned loop with the trip count of the worst
//                    alignment, each start clamped to end - 8 (a fixed trip
//                    count; the clamped vectors repeat the last one);
//   aligned switch:  the aligned vectors as a jump into an unrolled sequence
//                    (Duff's device), up to 8 of them;
//   aligned 2x:      the aligned loop by two vectors, one more if odd;
//   versioned:       the unaligned form, its row unrolled where the width is
//                    56 (one branch per row on it, as a version per vector
//                    count would be);
//   unaligned switch: the unaligned vectors as a jump into an unrolled
//                    sequence;
//   aligned count:   the aligned vectors that every alignment needs as a
//                    loop of a fixed trip count, one more where the row's
//                    alignment needs it;
//   static, no unroll: (session 17) the static rows with an empty asm
//                    statement per row, which keeps clang from unrolling
//                    the row loop (the control for the next);
//   static, 2 reloads: the same, with the source and output pointers read
//                    from memory in every row, as the row loops of dynamic
//                    sizes reload their spilled values from the stack.
//   offsets, unaligned / offsets, aligned loop: (session 18) the rows of a
//                    plane in three loops that step the rows' offsets (as
//                    pad-row-offsets does), the strides derived from the
//                    width, with the unaligned or the aligned-loop core;
//   strides, aligned loop: the same with the strides read from memory (as
//                    a memref descriptor's strides are);
//   pad-opt kernel:  with -DPAD_KERNEL, the kernel pad-opt makes of the
//                    same pad, linked in:
//
//     echo 'func.func @k(%in: tensor<?x?x?x?xf32>, %out: memref<?x?x?x?xf32>)
//       attributes {llvm.emit_c_interface} {
//       %r = pad.pad %in low[0, 0, 3, 3] high[0, 0, 3, 3] mode(symmetric)
//         : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
//       bufferization.materialize_in_destination %r in restrict writable
//         %out : (tensor<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
//       return
//     }' | build/bin/pad-opt --pad-to-llvm="runtime-checks=false" |
//       mlir-translate-22 --mlir-to-llvmir -o /tmp/k.ll
//     clang-22 -O3 -march=native -Wno-override-module -c /tmp/k.ll -o /tmp/k.o
//     clang-22 -O2 -march=native -fno-unroll-loops -DPAD_KERNEL -Ibench \
//       bench/dyn_core_forms.c /tmp/k.o -o /tmp/dcfk && /tmp/dcfk
//
//   clang-22 -O2 -march=native -Ibench bench/dyn_core_forms.c -o /tmp/dcf
//   /tmp/dcf        # 64 planes: the 961 KiB output of the benchmark
//   /tmp/dcf 2      # 2 planes (31 KiB): in the L1 cache, the instructions'
//                   # cost alone
//
// All are checked equal; medians of interleaved samples (400 rounds for 64
// planes, more for fewer), against memcpy of the output bytes (above 1:
// faster). Needs AVX2.
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#include "median_times.h"

enum { SourceSize = 56, P = 3, W = 8 };
// The planes (channels): 64, or the program's argument.
static int C = 64;
// Sizes the compiler cannot see, as with dynamic shapes.
static volatile int heightAtRunTime = SourceSize, widthAtRunTime = SourceSize;
static float *src, *dst, *copySrc;
static size_t outBytes;

static inline int symmetric(int j, int d) {
  return j < 0 ? -1 - j : j >= d ? 2 * d - 1 - j : j;
}

static inline void borders(const float *s, float *o, int w) {
  __m128 a = _mm_loadu_ps(s); // s0 s1 s2 s3 -> s2 s1 s0 (s0)
  _mm_storeu_ps(o, _mm_shuffle_ps(a, a, _MM_SHUFFLE(0, 0, 1, 2)));
  __m128 b = _mm_loadu_ps(s + w - 4); // -> (s[w-1]) s[w-1] s[w-2] s[w-3]
  _mm_storeu_ps(o + P + w - 1, _mm_shuffle_ps(b, b, _MM_SHUFFLE(1, 2, 3, 3)));
}

// The number of floats from `o` to the next 32-byte boundary after it.
static inline int toAligned(const float *o) {
  return W - (int)(((uintptr_t)o & 31) / sizeof(float));
}

#define ROWS(name, coreBody)                                                   \
  static void name(void) {                                                     \
    int h = heightAtRunTime, w = widthAtRunTime, oh = h + 2 * P,               \
        ow = w + 2 * P;                                                        \
    for (int c = 0; c < C; ++c)                                                \
      for (int r = 0; r < oh; ++r) {                                           \
        const float *s = src + ((size_t)c * h + symmetric(r - P, h)) * w;      \
        float *o = dst + ((size_t)c * oh + r) * ow;                            \
        borders(s, o, w);                                                      \
        coreBody(s, o + P, w);                                                 \
      }                                                                        \
  }

static void staticRows(void) {
  enum { h = SourceSize, w = SourceSize, oh = h + 2 * P, ow = w + 2 * P };
  for (int c = 0; c < C; ++c)
    for (int r = 0; r < oh; ++r) {
      const float *s = src + ((size_t)c * h + symmetric(r - P, h)) * w;
      float *o = dst + ((size_t)c * oh + r) * ow;
      borders(s, o, w);
      for (int t = 0; t + W < w; t += W)
        _mm256_storeu_ps(o + P + t, _mm256_loadu_ps(s + t));
      _mm256_storeu_ps(o + P + w - W, _mm256_loadu_ps(s + w - W));
    }
}

static inline void unalignedCore(const float *s, float *core, int w) {
  for (int t = 0; t < w - W; t += W)
    _mm256_storeu_ps(core + t, _mm256_loadu_ps(s + t));
  _mm256_storeu_ps(core + w - W, _mm256_loadu_ps(s + w - W));
}
ROWS(unaligned, unalignedCore)

static inline void alignedLoopCore(const float *s, float *core, int w) {
  _mm256_storeu_ps(core, _mm256_loadu_ps(s));
  for (int t = toAligned(core); t < w - W; t += W)
    _mm256_store_ps(core + t, _mm256_loadu_ps(s + t));
  _mm256_storeu_ps(core + w - W, _mm256_loadu_ps(s + w - W));
}
ROWS(alignedLoop, alignedLoopCore)

static inline void alignedFixedCore(const float *s, float *core, int w) {
  _mm256_storeu_ps(core, _mm256_loadu_ps(s));
  // The aligned starts in (0, W]; the worst one, 1, needs this many.
  int count = (w - W - 1 + W - 1) / W;
  int first = toAligned(core), last = w - W;
  for (int i = 0; i < count; ++i) {
    int t = first + i * W;
    t = t < last ? t : last;
    _mm256_storeu_ps(core + t, _mm256_loadu_ps(s + t));
  }
  _mm256_storeu_ps(core + last, _mm256_loadu_ps(s + last));
}
ROWS(alignedFixed, alignedFixedCore)

// One vector from s to o, stored aligned where `aligned` (a constant at
// each call: the branch folds).
static inline void storeVector(float *o, const float *s, int aligned) {
  __m256 v = _mm256_loadu_ps(s);
  if (aligned)
    _mm256_store_ps(o, v);
  else
    _mm256_storeu_ps(o, v);
}

// `count` vectors from t on: those beyond 8 by a loop, the others by a jump
// into an unrolled sequence (Duff's device).
static inline void duffVectors(const float *s, float *core, int t, int count,
                               int aligned) {
  for (; count > 8; --count, t += W)
    storeVector(core + t, s + t, aligned);
#define STEP(k)                                                                \
  case k:                                                                      \
    storeVector(core + t, s + t, aligned);                                     \
    t += W;
  switch (count) {
    STEP(8)
    STEP(7)
    STEP(6)
    STEP(5)
    STEP(4)
    STEP(3)
    STEP(2)
    STEP(1)
  default:
    break;
  }
#undef STEP
}

static inline void alignedSwitchCore(const float *s, float *core, int w) {
  _mm256_storeu_ps(core, _mm256_loadu_ps(s));
  int t = toAligned(core), last = w - W;
  duffVectors(s, core, t, t < last ? (last - t + W - 1) / W : 0, 1);
  _mm256_storeu_ps(core + last, _mm256_loadu_ps(s + last));
}
ROWS(alignedSwitch, alignedSwitchCore)

static inline void aligned2xCore(const float *s, float *core, int w) {
  _mm256_storeu_ps(core, _mm256_loadu_ps(s));
  int t = toAligned(core), last = w - W;
  for (; t + W < last; t += 2 * W) {
    _mm256_store_ps(core + t, _mm256_loadu_ps(s + t));
    _mm256_store_ps(core + t + W, _mm256_loadu_ps(s + t + W));
  }
  if (t < last)
    _mm256_store_ps(core + t, _mm256_loadu_ps(s + t));
  _mm256_storeu_ps(core + last, _mm256_loadu_ps(s + last));
}
ROWS(aligned2x, aligned2xCore)

static inline void versionedCore(const float *s, float *core, int w) {
  if (w == SourceSize) {
    for (int t = 0; t + W < SourceSize; t += W)
      _mm256_storeu_ps(core + t, _mm256_loadu_ps(s + t));
    _mm256_storeu_ps(core + SourceSize - W,
                     _mm256_loadu_ps(s + SourceSize - W));
    return;
  }
  unalignedCore(s, core, w);
}
ROWS(versioned, versionedCore)

static inline void unalignedSwitchCore(const float *s, float *core, int w) {
  duffVectors(s, core, 0, (w - 1) / W, 0);
  _mm256_storeu_ps(core + w - W, _mm256_loadu_ps(s + w - W));
}
ROWS(unalignedSwitch, unalignedSwitchCore)

static inline void alignedCountCore(const float *s, float *core, int w) {
  _mm256_storeu_ps(core, _mm256_loadu_ps(s));
  // The aligned vectors in [t, last): as many as from the last aligned
  // start in (0, W], w / W - 2 rounded up, and one more where t is nearer.
  int t = toAligned(core), last = w - W, k = (w + W - 1) / W - 2;
  for (int i = 0; i < k; ++i, t += W)
    _mm256_store_ps(core + t, _mm256_loadu_ps(s + t));
  if (t < last)
    _mm256_store_ps(core + t, _mm256_loadu_ps(s + t));
  _mm256_storeu_ps(core + last, _mm256_loadu_ps(s + last));
}
ROWS(alignedCount, alignedCountCore)

// The rows of staticRows, one at a time (an empty asm statement per row),
// their pointers read from `srcAt` and `dstAt` in every row when `reload`.
static const float *volatile srcAt;
static float *volatile dstAt;
static inline void staticRowsOneByOne(int reload) {
  enum { h = SourceSize, w = SourceSize, oh = h + 2 * P, ow = w + 2 * P };
  srcAt = src;
  dstAt = dst;
  const float *srcBase = src;
  float *dstBase = dst;
  for (int c = 0; c < C; ++c)
    for (int r = 0; r < oh; ++r) {
      if (reload) {
        srcBase = srcAt;
        dstBase = dstAt;
      }
      const float *s = srcBase + ((size_t)c * h + symmetric(r - P, h)) * w;
      float *o = dstBase + ((size_t)c * oh + r) * ow;
      borders(s, o, w);
      __asm__ volatile("");
      for (int t = 0; t + W < w; t += W)
        _mm256_storeu_ps(o + P + t, _mm256_loadu_ps(s + t));
      _mm256_storeu_ps(o + P + w - W, _mm256_loadu_ps(s + w - W));
    }
}
static void staticNoUnroll(void) { staticRowsOneByOne(0); }
static void staticReloads(void) { staticRowsOneByOne(1); }

// The rows of each plane in three loops (those above, inside and below the
// source's rows), each loop stepping the rows' element offsets into src and
// dst by the row strides, as pad-row-offsets makes the kernels do (session
// 18): no index multiplied per row. The strides are the width and the width
// plus 2P (`sw` and `ow` as expressions of w), or values read from memory
// as a memref descriptor's strides are, which the compiler cannot derive
// from the width.
static volatile long srcStrideAtRunTime = SourceSize,
                     dstStrideAtRunTime = SourceSize + 2 * P;
#define OFFSET_ROWS(name, coreBody, srcStride, dstStride)                      \
  static void name(void) {                                                     \
    long h = heightAtRunTime, w = widthAtRunTime, sw = srcStride,              \
         ow = dstStride, oo = 0;                                               \
    for (long c = 0; c < C; ++c) {                                             \
      long plane = c * h * sw, so = plane + (P - 1) * sw;                      \
      for (int r = 0; r < P; ++r, so -= sw, oo += ow) {                        \
        borders(src + so, dst + oo, w);                                        \
        coreBody(src + so, dst + oo + P, w);                                   \
      }                                                                        \
      so = plane;                                                              \
      for (long r = 0; r < h; ++r, so += sw, oo += ow) {                       \
        borders(src + so, dst + oo, w);                                        \
        coreBody(src + so, dst + oo + P, w);                                   \
      }                                                                        \
      so = plane + (h - 1) * sw;                                               \
      for (int r = 0; r < P; ++r, so -= sw, oo += ow) {                        \
        borders(src + so, dst + oo, w);                                        \
        coreBody(src + so, dst + oo + P, w);                                   \
      }                                                                        \
    }                                                                          \
  }
OFFSET_ROWS(offsetsUnaligned, unalignedCore, w, w + 2 * P)
OFFSET_ROWS(offsetsAlignedLoop, alignedLoopCore, w, w + 2 * P)
OFFSET_ROWS(stridesAlignedLoop, alignedLoopCore, srcStrideAtRunTime,
            dstStrideAtRunTime)

#ifdef PAD_KERNEL
// The kernel of bench/run.py's conv3-symmetric-dyn case, compiled by pad-opt
// (see the top of this file), on the same buffers.
typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[4], strides[4];
} Desc4;
void _mlir_ciface_k(Desc4 *, Desc4 *);
static void padKernel(void) {
  int64_t h = heightAtRunTime, w = widthAtRunTime, oh = h + 2 * P,
          ow = w + 2 * P;
  Desc4 in = {src, src, 0, {1, C, h, w}, {C * h * w, h * w, w, 1}};
  Desc4 out = {dst, dst, 0, {1, C, oh, ow}, {C * oh * ow, oh * ow, ow, 1}};
  _mlir_ciface_k(&in, &out);
}
#endif

static void libcMemcpy(void) { memcpy(dst, copySrc, outBytes); }

int main(int argc, char **argv) {
  if (argc > 1)
    C = atoi(argv[1]);
  if (C < 1)
    return 2;
  size_t n = (size_t)C * SourceSize * SourceSize;
  outBytes = sizeof(float) * C * (SourceSize + 2 * P) * (SourceSize + 2 * P);
  src = aligned_alloc(64, n * sizeof(float));
  dst = aligned_alloc(64, outBytes);
  copySrc = aligned_alloc(64, outBytes);
  float *expected = malloc(outBytes);
  for (size_t i = 0; i < n; ++i)
    src[i] = (float)i;
  memset(copySrc, 1, outBytes);
  staticRows();
  memcpy(expected, dst, outBytes);
  void (*variants[])(void) = {
      libcMemcpy,       staticRows,         unaligned,          alignedLoop,
      alignedFixed,     alignedSwitch,      aligned2x,          versioned,
      unalignedSwitch,  alignedCount,       staticNoUnroll,     staticReloads,
      offsetsUnaligned, offsetsAlignedLoop, stridesAlignedLoop,
#ifdef PAD_KERNEL
      padKernel,
#endif
  };
  const char *names[] = {
      "memcpy",
      "static",
      "unaligned",
      "aligned loop",
      "aligned fixed",
      "aligned switch",
      "aligned 2x",
      "versioned",
      "unaligned switch",
      "aligned count",
      "static, no unroll",
      "static, 2 reloads",
      "offsets, unaligned",
      "offsets, aligned loop",
      "strides, aligned loop",
#ifdef PAD_KERNEL
      "pad-opt kernel",
#endif
  };
  enum { Variants = sizeof(names) / sizeof(names[0]) };
  if (!variantsAgree(variants, names, 2, Variants, dst, expected, outBytes, 0))
    return 1;
  double medians[Variants];
  medianTimes(variants, Variants, C >= 64 ? 400 : 400 * 64 / C, medians);
  printMedianTimes(names, medians, Variants);
  return 0;
}
