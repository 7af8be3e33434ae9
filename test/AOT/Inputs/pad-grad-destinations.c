/* Calls grad_into (pad-grad-destinations.mlir, compiled by pad-aot) on a
 * 10x9 gy with a gx destination of ROWS x COLS (argv: 6 6 is the right
 * size), every buffer at its exact size; prints the row sums of gx. */
#include "pad-grad-destinations.h"
#include "memref-2d.h"

#include <stdio.h>
#include <stdlib.h>

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
  print_row_sums(gx, rows, cols);
  free(gy);
  free(gx);
  return 0;
}
