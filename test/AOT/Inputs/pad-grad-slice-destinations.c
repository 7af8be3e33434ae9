/* Calls the kernels of pad-grad-slice-destinations.mlir (compiled by pad-aot)
 * on a 10x9 gy, gy[i] = i mod 7, whose gx is 6x6:
 *   slice AT ROWS COLS DROWS DCOLS: gx into the slice [AT, 0] [ROWS, COLS]
 *     of a DROWS x DCOLS destination;
 *   static DROWS DCOLS: the static gx into a DROWS x DCOLS memref.
 * Every buffer is allocated at its exact size, filled with -1; prints the
 * row sums of the destination. */
#include "pad-grad-slice-destinations.h"
#include "memref-2d.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  int slice = argc == 7 && !strcmp(argv[1], "slice");
  if (!slice && !(argc == 4 && !strcmp(argv[1], "static")))
    return 2;
  intptr_t rows = atol(argv[argc - 2]), cols = atol(argv[argc - 1]);
  enum { GH = 10, GW = 9 };
  float *gy = malloc(GH * GW * sizeof(float));
  for (int i = 0; i < GH * GW; ++i)
    gy[i] = (float)(i % 7);
  float *gx = malloc((rows * cols > 0 ? rows * cols : 1) * sizeof(float));
  for (intptr_t i = 0; i < rows * cols; ++i)
    gx[i] = -1.0f;
  pad_memref_2d_f32 in, out;
  init_2d(&out, gx, rows, cols);
  init_2d(&in, gy, GH, GW);
  if (slice)
    _mlir_ciface_grad_slice(&in, &out, atol(argv[2]), atol(argv[3]),
                            atol(argv[4]));
  else
    _mlir_ciface_grad_static(&in, &out);
  print_row_sums(gx, rows, cols);
  free(gy);
  free(gx);
  return 0;
}
