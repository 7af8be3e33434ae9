/* Calls grad_into (pad-grad-destinations.mlir, compiled by pad-aot) on a
 * 10x9 gy with a gx destination of ROWS x COLS (argv: 6 6 is the right
 * size), every buffer at its exact size; prints the row sums of gx. */
#include "pad-grad-destinations.h"

#include <stdio.h>
#include <stdlib.h>

static void init_2d(pad_memref_2d_f32 *d, float *data, intptr_t rows,
                    intptr_t cols) {
  d->allocated = d->aligned = data;
  d->offset = 0;
  d->sizes[0] = rows;
  d->sizes[1] = cols;
  d->strides[0] = cols;
  d->strides[1] = 1;
}

int main(int argc, char **argv) {
  if (argc != 3)
    return 2;
  intptr_t rows = atol(argv[1]), cols = atol(argv[2]);
  enum { GH = 10, GW = 9 };
  float *gy = malloc(GH * GW * sizeof(float));
  for (int i = 0; i < GH * GW; ++i)
    gy[i] = (float)(i % 7);
  float *gx = malloc((rows * cols > 0 ? rows * cols : 1) * sizeof(float));
  for (intptr_t i = 0; i < rows * cols; ++i)
    gx[i] = -1.0f;
  pad_memref_2d_f32 in, out;
  init_2d(&in, gy, GH, GW);
  init_2d(&out, gx, rows, cols);
  _mlir_ciface_grad_into(&in, &out);
  for (intptr_t r = 0; r < rows; ++r) {
    float sum = 0;
    for (intptr_t c = 0; c < cols; ++c)
      sum += gx[r * cols + c];
    printf("%g%s", sum, r + 1 < rows ? " " : "\n");
  }
  free(gy);
  free(gx);
  return 0;
}
