/*===- hostile-driver.c - main() of hostile-amounts.test ------------------===*\
|*                                                                            *|
|* Part of the pad project, under the Apache License v2.0 with LLVM           *|
|* Exceptions. See https://llvm.org/LICENSE.txt for license information.      *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/* Runs one pad of Inputs/hostile-amounts.mlir, compiled ahead of time:

     hostile-driver FUNCTION INPUT L0 L1 H0 H1

   FUNCTION is a run_* function of the .mlir file without `run_`; INPUT is
   `x` (3x4), `e` (0x4), `c` (3x0), `xi8` (3x4 i8) or `xf64` (3x4 f64), each
   malloc'ed here at its exact size so that AddressSanitizer flags any access
   past its end. The amounts are int64 values. `report_*` receives the result,
   reads every element (an overrun of the result buffer is flagged too) and
   prints the result's sizes; its values are unspecified for invalid amounts.
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DESC(T) T *, T *, int64_t, int64_t, int64_t, int64_t, int64_t
#define AMOUNTS int64_t, int64_t, int64_t, int64_t

void run_constant(DESC(float), AMOUNTS);
void run_edge(DESC(float), AMOUNTS);
void run_reflect(DESC(float), AMOUNTS);
void run_symmetric(DESC(float), AMOUNTS);
void run_wrap(DESC(float), AMOUNTS);
void run_interior(DESC(float), AMOUNTS);
void run_interior_huge(DESC(float), AMOUNTS);
void run_static_result(DESC(float), AMOUNTS);
void run_symmetric_i8(DESC(int8_t), AMOUNTS);
void run_wrap_f64(DESC(double), AMOUNTS);

#define REPORT(NAME, T)                                                        \
  void NAME(T *allocated, T *aligned, int64_t offset, int64_t size0,           \
            int64_t size1, int64_t stride0, int64_t stride1) {                 \
    (void)allocated;                                                           \
    volatile T sink = 0;                                                       \
    for (int64_t i = 0; i < size0; ++i)                                        \
      for (int64_t j = 0; j < size1; ++j)                                      \
        sink += aligned[offset + i * stride0 + j * stride1];                   \
    (void)sink;                                                                \
    printf("sizes = [%lld, %lld]\n", (long long)size0, (long long)size1);      \
  }
REPORT(report_f32, float)
REPORT(report_i8, int8_t)
REPORT(report_f64, double)

int main(int argc, char **argv) {
  if (argc != 7) {
    fprintf(stderr, "usage: %s FUNCTION INPUT L0 L1 H0 H1\n", argv[0]);
    return 2;
  }
  const char *fn = argv[1], *input = argv[2];
  int64_t a[4];
  for (int i = 0; i < 4; ++i)
    a[i] = strtoll(argv[3 + i], NULL, 10);
  int64_t rows = 3, cols = 4;
  if (!strcmp(input, "e"))
    rows = 0;
  else if (!strcmp(input, "c"))
    cols = 0;
  int64_t n = rows * cols;

  if (!strcmp(input, "xi8")) {
    int8_t *x = malloc(n);
    for (int64_t i = 0; i < n; ++i)
      x[i] = (int8_t)(i + 1);
    if (strcmp(fn, "symmetric_i8"))
      return 2;
    run_symmetric_i8(x, x, 0, rows, cols, cols, 1, a[0], a[1], a[2], a[3]);
    free(x);
  } else if (!strcmp(input, "xf64")) {
    double *x = malloc(n * sizeof(double));
    for (int64_t i = 0; i < n; ++i)
      x[i] = (double)(i + 1);
    if (strcmp(fn, "wrap_f64"))
      return 2;
    run_wrap_f64(x, x, 0, rows, cols, cols, 1, a[0], a[1], a[2], a[3]);
    free(x);
  } else {
    static const struct {
      const char *name;
      void (*fn)(DESC(float), AMOUNTS);
    } fns[] = {{"constant", run_constant},
               {"edge", run_edge},
               {"reflect", run_reflect},
               {"symmetric", run_symmetric},
               {"wrap", run_wrap},
               {"interior", run_interior},
               {"interior_huge", run_interior_huge},
               {"static_result", run_static_result}};
    float *x = malloc(n * sizeof(float));
    for (int64_t i = 0; i < n; ++i)
      x[i] = (float)(i + 1);
    size_t k = 0;
    while (k < sizeof(fns) / sizeof(fns[0]) && strcmp(fns[k].name, fn))
      ++k;
    if (k == sizeof(fns) / sizeof(fns[0]))
      return 2;
    fns[k].fn(x, x, 0, rows, cols, cols, 1, a[0], a[1], a[2], a[3]);
    free(x);
  }
  puts("done");
  return 0;
}
