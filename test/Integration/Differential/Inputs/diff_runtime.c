/*===- diff_runtime.c - pad_diff.py's print functions ahead of time -------===*\
|*                                                                            *|
|* Part of the pad project, under the Apache License v2.0 with LLVM           *|
|* Exceptions. See https://llvm.org/LICENSE.txt for license information.      *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/* The print functions of the MLIR runner libraries that pad_diff.py's
   programs call, for its --compile-with runs: LLVM 22's runner libraries
   pull libLLVM into the process, which makes valgrind's memcheck slow. The
   memrefs print as the runner's printMemref does, as far as pad_diff.py's
   parser reads it (diff_check.py): the header, then the values in nested
   brackets. */

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

void printI64(int64_t v) { printf("%" PRId64, v); }
void printComma(void) { printf(", "); }
void printNewline(void) {
  printf("\n");
  fflush(stdout);
}
void printF32(float v) { printf("%g", v); }
void printF64(double v) { printf("%lg", v); }

/* float to bf16, rounding to nearest even: the compiler-rt builtin that
   LLVM's code generator calls, which libgcc lacks (the runner libraries
   carry one). */
__bf16 __truncsfbf2(float f) {
  uint32_t bits;
  memcpy(&bits, &f, sizeof(bits));
  uint16_t h;
  if ((bits & 0x7fffffff) > 0x7f800000)
    h = (uint16_t)((bits >> 16) | 0x40); /* NaN stays a quiet NaN */
  else
    h = (uint16_t)((bits + 0x7fff + ((bits >> 16) & 1)) >> 16);
  __bf16 r;
  memcpy(&r, &h, sizeof(r));
  return r;
}

typedef struct {
  int64_t rank;
  void *descriptor;
} UnrankedMemRef;

typedef void (*PrintElement)(const char *base, int64_t index);

static float halfToFloat(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000) << 16, exp = (h >> 10) & 0x1f;
  uint32_t mant = h & 0x3ff, bits;
  if (exp == 0x1f) {
    bits = sign | 0x7f800000 | (mant << 13);
  } else if (exp != 0) {
    bits = sign | ((exp + 112) << 23) | (mant << 13);
  } else if (mant == 0) {
    bits = sign;
  } else { /* subnormal: normalize */
    exp = 113;
    while (!(mant & 0x400)) {
      mant <<= 1;
      --exp;
    }
    bits = sign | (exp << 23) | ((mant & 0x3ff) << 13);
  }
  float f;
  memcpy(&f, &bits, sizeof(f));
  return f;
}

static void printI16At(const char *b, int64_t i) {
  printf("%d", ((const int16_t *)b)[i]);
}
static void printI32At(const char *b, int64_t i) {
  printf("%d", ((const int32_t *)b)[i]);
}
static void printI64At(const char *b, int64_t i) {
  printf("%" PRId64, ((const int64_t *)b)[i]);
}
static void printF16At(const char *b, int64_t i) {
  printf("%g", halfToFloat(((const uint16_t *)b)[i]));
}
static void printBF16At(const char *b, int64_t i) {
  uint32_t bits = (uint32_t)((const uint16_t *)b)[i] << 16;
  float f;
  memcpy(&f, &bits, sizeof(f));
  printf("%g", f);
}
static void printF32At(const char *b, int64_t i) {
  printf("%g", ((const float *)b)[i]);
}
static void printF64At(const char *b, int64_t i) {
  printf("%lg", ((const double *)b)[i]);
}
static void printC32At(const char *b, int64_t i) {
  const float *c = (const float *)b + 2 * i;
  printf("(%g,%g)", c[0], c[1]);
}

/* The values of axis `axis` from element `index`, in brackets. */
static void printAxis(const char *base, int64_t rank, const int64_t *sizes,
                      const int64_t *strides, int64_t axis, int64_t index,
                      PrintElement print) {
  if (axis == rank) {
    print(base, index);
    return;
  }
  printf("[");
  for (int64_t i = 0; i < sizes[axis]; ++i) {
    if (i)
      printf(", ");
    printAxis(base, rank, sizes, strides, axis + 1, index + i * strides[axis],
              print);
  }
  printf("]");
}

/* The descriptor: allocated, aligned, offset, sizes[rank], strides[rank]. */
static void printMemref(UnrankedMemRef *m, PrintElement print) {
  char **ptrs = (char **)m->descriptor;
  int64_t *fields = (int64_t *)(ptrs + 2);
  int64_t rank = m->rank, offset = fields[0];
  const int64_t *sizes = fields + 1, *strides = fields + 1 + rank;
  printf("Unranked Memref base@ = %p rank = %" PRId64 " offset = %" PRId64
         " sizes = [",
         (void *)ptrs[1], rank, offset);
  for (int64_t a = 0; a < rank; ++a)
    printf(a ? ", %" PRId64 : "%" PRId64, sizes[a]);
  printf("] strides = [");
  for (int64_t a = 0; a < rank; ++a)
    printf(a ? ", %" PRId64 : "%" PRId64, strides[a]);
  printf("] data = \n");
  printAxis(ptrs[1], rank, sizes, strides, 0, offset, print);
  printf("\n");
  fflush(stdout);
}

#define PRINT_MEMREF(NAME, PRINT)                                              \
  void _mlir_ciface_printMemref##NAME(UnrankedMemRef *m) {                     \
    printMemref(m, PRINT);                                                     \
  }
PRINT_MEMREF(I16, printI16At)
PRINT_MEMREF(I32, printI32At)
PRINT_MEMREF(I64, printI64At)
PRINT_MEMREF(Ind, printI64At)
PRINT_MEMREF(F16, printF16At)
PRINT_MEMREF(BF16, printBF16At)
PRINT_MEMREF(F32, printF32At)
PRINT_MEMREF(F64, printF64At)
PRINT_MEMREF(C32, printC32At)
