/* What the C drivers of test/AOT share: a 2-D f32 memref descriptor over a
 * dense row-major buffer, and the row sums of one, printed on one line.
 * Include after the header pad-aot writes (it defines pad_memref_2d_f32). */
#ifndef PAD_TEST_AOT_MEMREF_2D_H
#define PAD_TEST_AOT_MEMREF_2D_H

#include <stdint.h>
#include <stdio.h>

static inline void init_2d(pad_memref_2d_f32 *d, float *data, intptr_t rows,
                           intptr_t cols) {
  d->allocated = d->aligned = data;
  d->offset = 0;
  d->sizes[0] = rows;
  d->sizes[1] = cols;
  d->strides[0] = cols;
  d->strides[1] = 1;
}

static inline void print_row_sums(const float *data, intptr_t rows,
                                  intptr_t cols) {
  for (intptr_t r = 0; r < rows; ++r) {
    float sum = 0;
    for (intptr_t c = 0; c < cols; ++c)
      sum += data[r * cols + c];
    printf("%g%s", sum, r + 1 < rows ? " " : "\n");
  }
}

#endif
