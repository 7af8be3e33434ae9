//===- kernel.c - a kernel built by pad_add_kernel, called from C ---------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "edge.h"

#include <stdio.h>

int main(void) {
  int16_t src[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int16_t dst[3][6];
  pad_memref_2d_i16 s = {&src[0][0], &src[0][0], 0, {2, 3}, {3, 1}};
  pad_memref_2d_i16 d = {&dst[0][0], &dst[0][0], 0, {3, 6}, {6, 1}};
  _mlir_ciface_edge_i16(&s, &d);
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 6; ++j)
      printf("%s%d", j ? " " : "", dst[i][j]);
    printf("\n");
  }
  printf("pad-consumer-kernel: ok\n");
  return 0;
}
