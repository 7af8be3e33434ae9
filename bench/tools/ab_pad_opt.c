// Two builds of pad-opt on one pad, timed in one process (see
// bench/tools/ab_pad_opt.sh): `a` and `b` are the same pad.pad into a caller's
// buffer, 1xCxHxW f32 by P on H and W, sizes dynamic, compiled by each (P
// is passed too, for the kernels whose amounts are arguments).
// Variants in the order memcpy, a, b, b, a (each kernel once before and
// once after the other: a kernel's place in the rotation moves it by up to
// 10 %); both outputs are checked equal.
#include <stdint.h>
#include <string.h>

#include "median_times.h"

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[4], strides[4];
} Desc4;

void _mlir_ciface_a(Desc4 *, Desc4 *, int64_t);
void _mlir_ciface_b(Desc4 *, Desc4 *, int64_t);

static Desc4 in, out;
static float *copySrc;
static size_t outBytes;
static int64_t amount;

static Desc4 desc(float *p, int64_t c, int64_t h, int64_t w) {
  Desc4 d = {p, p, 0, {1, c, h, w}, {c * h * w, h * w, w, 1}};
  return d;
}

static void libcMemcpy(void) { memcpy(out.aligned, copySrc, outBytes); }
static void a(void) { _mlir_ciface_a(&in, &out, amount); }
static void b(void) { _mlir_ciface_b(&in, &out, amount); }

int main(int argc, char **argv) {
  int64_t c = argc > 4 ? atoll(argv[1]) : 64,
          h = argc > 4 ? atoll(argv[2]) : 56,
          w = argc > 4 ? atoll(argv[3]) : 56, p = argc > 4 ? atoll(argv[4]) : 3;
  size_t n = (size_t)c * h * w;
  amount = p;
  outBytes = sizeof(float) * c * (h + 2 * p) * (w + 2 * p);
  in = desc(aligned_alloc(64, (n * sizeof(float) + 63) / 64 * 64), c, h, w);
  out = desc(aligned_alloc(64, (outBytes + 63) / 64 * 64), c, h + 2 * p,
             w + 2 * p);
  copySrc = aligned_alloc(64, (outBytes + 63) / 64 * 64);
  float *expected = malloc(outBytes);
  for (size_t i = 0; i < n; ++i)
    in.aligned[i] = (float)i;
  memset(copySrc, 1, outBytes);
  a();
  memcpy(expected, out.aligned, outBytes);
  memset(out.aligned, 0, outBytes);
  b();
  if (memcmp(expected, out.aligned, outBytes)) {
    printf("a and b differ\n");
    return 1;
  }
  void (*variants[])(void) = {libcMemcpy, a, b, b, a};
  const char *names[] = {"memcpy", "a", "b", "b", "a"};
  double medians[5];
  medianTimes(variants, 5, 400, medians);
  printMedianTimes(names, medians, 5);
  return 0;
}
