/*===- memcheck-driver.c - main() of no-checks-memcheck.mlir -------------===*\
|*                                                                            *|
|* Part of the pad project, under the Apache License v2.0 with LLVM           *|
|* Exceptions. See https://llvm.org/LICENSE.txt for license information.      *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/* Runs the ahead-of-time compiled no-checks-memcheck.mlir without the MLIR
   runner libraries (they pull in libLLVM and make valgrind slow).

   `entry` takes a 3x4 and a 0x4 memref<?x?xf32>, each as an expanded
   descriptor (allocated, aligned, offset, sizes, strides); both are malloc'ed
   here at their exact size so that memcheck flags any access past their
   ends. `report` receives each result and prints its sizes only: a result
   computed from invalid amounts has unspecified data. */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void entry(float *xAllocated, float *xAligned, int64_t xOffset, int64_t xSize0,
           int64_t xSize1, int64_t xStride0, int64_t xStride1,
           float *eAllocated, float *eAligned, int64_t eOffset, int64_t eSize0,
           int64_t eSize1, int64_t eStride0, int64_t eStride1);

void report(float *allocated, float *aligned, int64_t offset, int64_t size0,
            int64_t size1, int64_t stride0, int64_t stride1) {
  (void)allocated, (void)aligned, (void)offset, (void)stride0, (void)stride1;
  printf("sizes = [%lld, %lld]\n", (long long)size0, (long long)size1);
}

int main(void) {
  float *x = malloc(3 * 4 * sizeof(float));
  float *e = malloc(0);
  if (!x || !e)
    return 2;
  for (int i = 0; i < 12; ++i)
    x[i] = (float)(i + 1);
  entry(x, x, 0, 3, 4, 4, 1, e, e, 0, 0, 4, 4, 1);
  free(x);
  free(e);
  puts("done");
  return 0;
}
