/* Calls the kernels of kernels.mlir (compiled by pad-aot, declared in the
 * header it writes) and compares every output element with a naive C
 * reference. Prints one line per case; exits non-zero on a mismatch.
 * `kernels bad` breaks rule C8 at run time (edge mode on an empty axis),
 * `kernels overflow` rule C11 (the padded size overflows index, whose width is
 * the target's: int32 on 32-bit targets). */
#include "kernels.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

static void report(const char *name, int bad) {
  printf("%s: %s\n", name, bad ? "MISMATCH" : "ok");
  failures += bad != 0;
}

/* A contiguous descriptor of `n` dims over `data`. */
#define INIT_DESC(d, data, n, ...)                                             \
  do {                                                                         \
    intptr_t sizes_[] = {__VA_ARGS__};                                         \
    (d).allocated = (d).aligned = (data);                                      \
    (d).offset = 0;                                                            \
    for (int i_ = 0; i_ < (n); ++i_)                                           \
      (d).sizes[i_] = sizes_[i_];                                              \
    (d).strides[(n) - 1] = 1;                                                  \
    for (int i_ = (n) - 2; i_ >= 0; --i_)                                      \
      (d).strides[i_] = (d).strides[i_ + 1] * (d).sizes[i_ + 1];               \
  } while (0)

static int clampi(int i, int n) { return i < 0 ? 0 : i >= n ? n - 1 : i; }

/* CHW i8, zero padding of H and W by runtime amounts (negative: crop). */
static void check_chw(int C, int H, int W, int top, int bottom, int left,
                      int right) {
  int OH = H + top + bottom, OW = W + left + right;
  int8_t *src = malloc((size_t)(C * H * W) + 1);
  int8_t *dst = malloc((size_t)(C * OH * OW) + 1);
  for (int i = 0; i < C * H * W; ++i)
    src[i] = (int8_t)((i * 37) % 256 - 128);
  memset(dst, 0x55, (size_t)(C * OH * OW));
  pad_memref_3d_i8 s, d;
  INIT_DESC(s, src, 3, C, H, W);
  INIT_DESC(d, dst, 3, C, OH, OW);
  _mlir_ciface_chw_i8(&s, &d, top, bottom, left, right);
  int bad = 0;
  for (int c = 0; c < C; ++c)
    for (int y = 0; y < OH; ++y)
      for (int x = 0; x < OW; ++x) {
        int sy = y - top, sx = x - left;
        int8_t want = sy >= 0 && sy < H && sx >= 0 && sx < W
                          ? src[(c * H + sy) * W + sx]
                          : 0;
        bad |= dst[(c * OH + y) * OW + x] != want;
      }
  char name[96];
  snprintf(name, sizeof name,
           "chw_i8 %dx%dx%d top %d bottom %d left %d right %d", C, H, W, top,
           bottom, left, right);
  report(name, bad);
  free(src);
  free(dst);
}

/* HWC i16, edge mode, low [1, 2, 0] high [2, 1, 0]. */
static void check_hwc_edge(int H, int W) {
  enum { C = 4 };
  int OH = H + 3, OW = W + 3;
  int16_t *src = malloc(sizeof(int16_t) * (size_t)(H * W * C + 1));
  int16_t *dst = malloc(sizeof(int16_t) * (size_t)(OH * OW * C));
  for (int i = 0; i < H * W * C; ++i)
    src[i] = (int16_t)(i * 1031 - 32768);
  pad_memref_3d_i16 s, d;
  INIT_DESC(s, src, 3, H, W, C);
  INIT_DESC(d, dst, 3, OH, OW, C);
  _mlir_ciface_hwc_edge_i16(&s, &d);
  int bad = 0;
  for (int y = 0; y < OH && H > 0; ++y)
    for (int x = 0; x < OW; ++x)
      for (int c = 0; c < C; ++c)
        bad |= dst[(y * OW + x) * C + c] !=
               src[(clampi(y - 1, H) * W + clampi(x - 2, W)) * C + c];
  char name[64];
  snprintf(name, sizeof name, "hwc_edge_i16 %dx%dx4", H, W);
  report(name, bad);
  free(src);
  free(dst);
}

static int reflect(int i, int n) {
  return i < 0 ? -i : i >= n ? 2 * (n - 1) - i : i;
}

/* f32 reflect into a buffer the kernel allocates. */
static void check_reflect(void) {
  float src[5 * 7];
  for (int i = 0; i < 5 * 7; ++i)
    src[i] = 0.5f * (float)i - 3.0f;
  pad_memref_2d_f32 s, r;
  INIT_DESC(s, src, 2, 5, 7);
  _mlir_ciface_reflect_f32(&r, &s);
  int bad = r.sizes[0] != 8 || r.sizes[1] != 12 || r.strides[0] != 12 ||
            r.strides[1] != 1;
  for (int y = 0; y < 8 && !bad; ++y)
    for (int x = 0; x < 12; ++x)
      bad |= r.aligned[r.offset + y * 12 + x] !=
             src[reflect(y - 1, 5) * 7 + reflect(x - 3, 7)];
  report("reflect_f32 5x7 -> 8x12", bad);
  free(r.allocated);
}

/* i32 interior padding low [1, 2] high [1, 0] interior [1, 2], value -7. */
static void check_interior(void) {
  int32_t src[9], dst[7 * 9];
  for (int i = 0; i < 9; ++i)
    src[i] = 100 * i + 1;
  pad_memref_2d_i32 s, d;
  INIT_DESC(s, src, 2, 3, 3);
  INIT_DESC(d, dst, 2, 7, 9);
  intptr_t n = _mlir_ciface_interior_i32(&s, -7, &d);
  int bad = n != 63;
  for (int y = 0; y < 7; ++y)
    for (int x = 0; x < 9; ++x) {
      int sy = y - 1, sx = x - 2;
      int inside = sy >= 0 && sy % 2 == 0 && sy / 2 < 3 && sx >= 0 &&
                   sx % 3 == 0 && sx / 3 < 3;
      bad |= dst[y * 9 + x] != (inside ? src[(sy / 2) * 3 + sx / 3] : -7);
    }
  report("interior_i32 3x3 -> 7x9", bad);
}

/* f32 wrap into a tensor destination (IREE style): no result returned. */
static void check_wrap_into_tensor(void) {
  float src[3 * 5], dst[5 * 9];
  for (int i = 0; i < 3 * 5; ++i)
    src[i] = (float)i + 0.25f;
  pad_memref_2d_f32 s, d;
  INIT_DESC(s, src, 2, 3, 5);
  INIT_DESC(d, dst, 2, 5, 9);
  _mlir_ciface_wrap_into_tensor(&s, &d);
  int bad = 0;
  for (int y = 0; y < 5; ++y)
    for (int x = 0; x < 9; ++x)
      bad |= dst[y * 9 + x] != src[((y + 2) % 3) * 5 + (x + 3) % 5];
  report("wrap_into_tensor 3x5 -> 5x9", bad);
}

static int symmetric(int i, int n) {
  return i < 0 ? -i - 1 : i >= n ? 2 * n - 1 - i : i;
}

/* i16 symmetric, two results (a struct passed first): the padded buffer the
 * kernel allocates, and its size. */
static void check_symmetric(void) {
  int16_t src[4] = {-32768, 7, 32767, -1};
  pad_memref_1d_i16 s;
  INIT_DESC(s, src, 1, 4);
  pad_results_symmetric_i16 r;
  _mlir_ciface_symmetric_i16(&r, &s);
  int bad = r.r1 != 9 || r.r0.sizes[0] != 9 || r.r0.strides[0] != 1;
  for (int i = 0; i < 9 && !bad; ++i)
    bad |= r.r0.aligned[r.r0.offset + i] != src[symmetric(i - 2, 4)];
  report("symmetric_i16 4 -> 9, two results", bad);
  free(r.r0.allocated);
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "bad") == 0) {
    /* Edge mode reads a border: an empty H axis cannot be padded (C8). */
    check_hwc_edge(0, 5);
    return 0;
  }
  if (argc > 1 && strcmp(argv[1], "overflow") == 0) {
    int8_t src[8], dst[8];
    pad_memref_3d_i8 s, d;
    INIT_DESC(s, src, 3, 1, 2, 4);
    INIT_DESC(d, dst, 3, 1, 2, 4);
    _mlir_ciface_chw_i8(&s, &d, INTPTR_MAX - 1, 0, 0, 0);
    return 0;
  }
  printf("sizeof(intptr_t) = %d\n", (int)sizeof(intptr_t));
  check_chw(2, 4, 8, 2, 0, 0, 1);
  check_chw(3, 5, 37, 1, 2, 3, 4);
  check_chw(1, 6, 70, 0, 0, 0, 0);
  check_chw(2, 4, 8, -1, 2, 3, -2);
  check_chw(1, 1, 1, 3, 3, 40, 40);
  check_hwc_edge(3, 5);
  check_hwc_edge(1, 33);
  check_reflect();
  check_interior();
  check_wrap_into_tensor();
  check_symmetric();
  printf("%s\n", failures ? "FAILED" : "all ok");
  return failures != 0;
}
