/* The embARC MLI use case of pad: mli_krn_padding2d_{chw_sa8,hwc_fx16}
 * through pad-aot kernels (padding2d.mlir), checked against a naive C
 * reference on random shapes and amounts (fixed seed).
 *
 *   pad-aot padding2d.mlir -o padding2d.o --header padding2d.h
 *   cc -std=c99 -O2 -I. main.c padding2d.o -o mli && ./mli
 */
#include "padding2d.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* mli_padding2d_cfg of embARC MLI. */
typedef struct {
  int padding_top, padding_bottom, padding_left, padding_right;
} padding2d_cfg;

/* A tensor as MLI sees it: data and shape (CHW or HWC). */
typedef struct {
  void *data;
  int shape[3];
} tensor3d;

static void describe(intptr_t *sizes, intptr_t *strides, const int *shape) {
  for (int i = 0; i < 3; ++i)
    sizes[i] = shape[i];
  strides[2] = 1;
  strides[1] = shape[2];
  strides[0] = (intptr_t)shape[1] * shape[2];
}

/* mli_krn_padding2d_chw_sa8 on top of the pad-aot kernel. */
static void padding2d_chw_sa8(const tensor3d *in, const padding2d_cfg *cfg,
                              tensor3d *out) {
  out->shape[0] = in->shape[0];
  out->shape[1] = in->shape[1] + cfg->padding_top + cfg->padding_bottom;
  out->shape[2] = in->shape[2] + cfg->padding_left + cfg->padding_right;
  pad_memref_3d_i8 s = {in->data, in->data, 0, {0}, {0}};
  pad_memref_3d_i8 d = {out->data, out->data, 0, {0}, {0}};
  describe(s.sizes, s.strides, in->shape);
  describe(d.sizes, d.strides, out->shape);
  _mlir_ciface_padding2d_chw_sa8(&s, &d, cfg->padding_top, cfg->padding_bottom,
                                 cfg->padding_left, cfg->padding_right);
}

/* mli_krn_padding2d_hwc_fx16 on top of the pad-aot kernel. */
static void padding2d_hwc_fx16(const tensor3d *in, const padding2d_cfg *cfg,
                               tensor3d *out) {
  out->shape[0] = in->shape[0] + cfg->padding_top + cfg->padding_bottom;
  out->shape[1] = in->shape[1] + cfg->padding_left + cfg->padding_right;
  out->shape[2] = in->shape[2];
  pad_memref_3d_i16 s = {in->data, in->data, 0, {0}, {0}};
  pad_memref_3d_i16 d = {out->data, out->data, 0, {0}, {0}};
  describe(s.sizes, s.strides, in->shape);
  describe(d.sizes, d.strides, out->shape);
  _mlir_ciface_padding2d_hwc_fx16(&s, &d, cfg->padding_top, cfg->padding_bottom,
                                  cfg->padding_left, cfg->padding_right);
}

/* The naive references: every output element, one by one. */
static int8_t ref_chw(const int8_t *in, int C, int H, int W,
                      const padding2d_cfg *cfg, int c, int y, int x) {
  int sy = y - cfg->padding_top, sx = x - cfg->padding_left;
  (void)C;
  return sy >= 0 && sy < H && sx >= 0 && sx < W ? in[(c * H + sy) * W + sx] : 0;
}
static int16_t ref_hwc(const int16_t *in, int H, int W, int C,
                       const padding2d_cfg *cfg, int y, int x, int c) {
  int sy = y - cfg->padding_top, sx = x - cfg->padding_left;
  return sy >= 0 && sy < H && sx >= 0 && sx < W ? in[(sy * W + sx) * C + c] : 0;
}

static unsigned seed = 12345;
static int next(int n) {
  seed = seed * 1103515245u + 12345u;
  return (int)((seed >> 16) % (unsigned)n);
}

int main(void) {
  enum { CASES = 200 };
  int bad_chw = 0, bad_hwc = 0;
  for (int t = 0; t < CASES; ++t) {
    int C = 1 + next(4), H = 1 + next(12), W = 1 + next(40);
    padding2d_cfg cfg = {next(4), next(4), next(5), next(5)};
    int OH = H + cfg.padding_top + cfg.padding_bottom;
    int OW = W + cfg.padding_left + cfg.padding_right;

    int8_t *in8 = malloc((size_t)(C * H * W));
    int8_t *out8 = malloc((size_t)(C * OH * OW));
    for (int i = 0; i < C * H * W; ++i)
      in8[i] = (int8_t)(next(256) - 128);
    memset(out8, 0x5a, (size_t)(C * OH * OW));
    tensor3d in = {in8, {C, H, W}}, out = {out8, {0, 0, 0}};
    padding2d_chw_sa8(&in, &cfg, &out);
    for (int c = 0; c < C; ++c)
      for (int y = 0; y < OH; ++y)
        for (int x = 0; x < OW; ++x)
          if (out8[(c * OH + y) * OW + x] !=
              ref_chw(in8, C, H, W, &cfg, c, y, x)) {
            ++bad_chw;
            c = C, y = OH, x = OW;
          }

    int16_t *in16 = malloc(sizeof(int16_t) * (size_t)(H * W * C));
    int16_t *out16 = malloc(sizeof(int16_t) * (size_t)(OH * OW * C));
    for (int i = 0; i < H * W * C; ++i)
      in16[i] = (int16_t)(next(65536) - 32768);
    memset(out16, 0x5a, sizeof(int16_t) * (size_t)(OH * OW * C));
    tensor3d in2 = {in16, {H, W, C}}, out2 = {out16, {0, 0, 0}};
    padding2d_hwc_fx16(&in2, &cfg, &out2);
    for (int y = 0; y < OH; ++y)
      for (int x = 0; x < OW; ++x)
        for (int c = 0; c < C; ++c)
          if (out16[(y * OW + x) * C + c] !=
              ref_hwc(in16, H, W, C, &cfg, y, x, c)) {
            ++bad_hwc;
            y = OH, x = OW, c = C;
          }
    free(in8);
    free(out8);
    free(in16);
    free(out16);
  }
  printf("padding2d_chw_sa8: %d cases, %d mismatches\n", CASES, bad_chw);
  printf("padding2d_hwc_fx16: %d cases, %d mismatches\n", CASES, bad_hwc);
  return bad_chw || bad_hwc;
}
