/* Calls the kernels of destinations.mlir (compiled by pad-aot, declared in the
 * header it writes) with destinations of the right size, too small, too large
 * and at offsets outside them: `destinations FORM CASE [FORM CASE ...]`, FORM
 * one of memref, tensor, slice, batch, tiles; CASE one of ok, small, large,
 * negative, past. Prints the number of mismatches of each; exits non-zero if
 * one has some.
 * Every buffer is allocated at its exact size, so that valgrind sees any
 * access outside it. `ok` checks every element of the destination: the padded
 * planes hold the edge-mode pad of the inputs, the rest keeps its -1. */
#include "destinations.h"
#include "memref-2d.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { H = 64, W = 64, OH = 66, OW = 66, PLANES = 3 };

static float *alloc_filled(size_t n, float value) {
  float *p = malloc(n * sizeof(float));
  for (size_t i = 0; i < n; ++i)
    p[i] = value;
  return p;
}

static void init_3d(pad_memref_3d_f32 *d, float *data, intptr_t planes,
                    intptr_t rows, intptr_t cols) {
  d->allocated = d->aligned = data;
  d->offset = 0;
  d->sizes[0] = planes;
  d->sizes[1] = rows;
  d->sizes[2] = cols;
  d->strides[0] = rows * cols;
  d->strides[1] = cols;
  d->strides[2] = 1;
}

static int clampi(int i, int n) { return i < 0 ? 0 : i >= n ? n - 1 : i; }

/* Plane `k` of the inputs. */
static float input(int k, int y, int x) {
  return (float)(k * 10000 + y * W + x);
}

/* Counts the elements of a destination of `rows` x OW (or `planes` of them)
 * that differ from the pads of inputs first..first+count-1 placed at `first`
 * rows (or planes) in, and -1 elsewhere. */
static long mismatches(const float *d, int planes, int rows, int first,
                       int count, int plane_unit) {
  long bad = 0;
  for (int p = 0; p < planes; ++p)
    for (int y = 0; y < rows; ++y)
      for (int x = 0; x < OW; ++x) {
        float want = -1, got = d[((long)p * rows + y) * OW + x];
        if (plane_unit && p >= first && p < first + count)
          want = input(p - first, clampi(y - 1, H), clampi(x - 1, W));
        if (!plane_unit && y >= first && y < first + OH)
          want = input(0, clampi(y - first - 1, H), clampi(x - 1, W));
        bad += got != want;
      }
  return bad;
}

/* Runs one case: the number of mismatches, or -1 for an unknown one. */
static long run(const char *form, const char *kase) {
  int ok = !strcmp(kase, "ok");
  if (!ok && strcmp(kase, "small") && strcmp(kase, "large") &&
      strcmp(kase, "negative") && strcmp(kase, "past"))
    return -1;
  float *src = malloc(sizeof(float) * PLANES * H * W);
  for (int k = 0; k < PLANES; ++k)
    for (int y = 0; y < H; ++y)
      for (int x = 0; x < W; ++x)
        src[(k * H + y) * W + x] = input(k, y, x);
  long bad = -1;
  if (!strcmp(form, "memref") || !strcmp(form, "tensor")) {
    /* small: a row short; large: four columns more. */
    int rows = !strcmp(kase, "small") ? OH - 1 : OH;
    int cols = !strcmp(kase, "large") ? OW + 4 : OW;
    float *dst = alloc_filled((size_t)rows * cols, -1);
    pad_memref_2d_f32 s, d;
    init_2d(&s, src, H, W);
    init_2d(&d, dst, rows, cols);
    if (!strcmp(form, "memref"))
      _mlir_ciface_into_memref(&s, &d);
    else
      _mlir_ciface_into_tensor(&s, &d);
    bad = mismatches(dst, 1, rows, 0, 1, 0);
    free(dst);
  } else if (!strcmp(form, "slice")) {
    /* 70 rows (small: 60, large: 80); the slice at row 3 (small: 0), -1 or
     * 10 (66 + 10 > 70). */
    int small = !strcmp(kase, "small"), large = !strcmp(kase, "large");
    int rows = small ? 60 : large ? 80 : 70;
    int at = ok || large ? 3 : small ? 0 : !strcmp(kase, "negative") ? -1 : 10;
    float *dst = alloc_filled((size_t)rows * OW, -1);
    pad_memref_2d_f32 s, d;
    init_2d(&s, src, H, W);
    init_2d(&d, dst, rows, OW);
    _mlir_ciface_into_slice(&s, &d, at);
    bad = mismatches(dst, 1, rows, at, 1, 0);
    free(dst);
  } else if (!strcmp(form, "batch") || !strcmp(form, "tiles")) {
    /* 3 input planes into 4 (small: 3, large: 6) at plane 1, -1 or 2 (the
     * last past the end). */
    int small = !strcmp(kase, "small"), large = !strcmp(kase, "large");
    int planes = small ? PLANES : large ? PLANES + 3 : PLANES + 1;
    int first = ok || small || large ? 1 : !strcmp(kase, "negative") ? -1 : 2;
    float *dst = alloc_filled((size_t)planes * OH * OW, -1);
    pad_memref_3d_f32 s, d;
    init_3d(&s, src, PLANES, H, W);
    init_3d(&d, dst, planes, OH, OW);
    if (!strcmp(form, "batch"))
      _mlir_ciface_into_batch(&s, &d, first);
    else
      _mlir_ciface_into_tiles(&s, &d, first);
    bad = mismatches(dst, planes, OH, first, PLANES, 1);
    free(dst);
  }
  free(src);
  return bad;
}

int main(int argc, char **argv) {
  if (argc < 3 || argc % 2 == 0) {
    fprintf(stderr, "usage: destinations FORM CASE [FORM CASE ...]\n");
    return 2;
  }
  int failed = 0;
  for (int i = 1; i < argc; i += 2) {
    long bad = run(argv[i], argv[i + 1]);
    if (bad < 0) {
      fprintf(stderr, "unknown case %s %s\n", argv[i], argv[i + 1]);
      return 2;
    }
    printf("%s %s: %ld mismatches\n", argv[i], argv[i + 1], bad);
    fflush(stdout);
    failed |= bad != 0;
  }
  return failed;
}
