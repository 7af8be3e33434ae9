// Calls one 4-D f32 pad kernel of bench/run.py (the destination-passing form,
// `_mlir_ciface_<k>_into`) on a 1x64x56x56 input padded by 3 on H and W, the
// `conv3-*-dyn` geometry: KERNEL names it at compile time, argv[1] says how
// many calls. bench/tools/rowcost/run.sh counts its instructions with
// callgrind.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[4], strides[4];
} Memref4;

extern void KERNEL(Memref4 *in, Memref4 *out);

static Memref4 memref(float *p, int64_t n, int64_t c, int64_t h, int64_t w) {
  Memref4 m = {p, p, 0, {n, c, h, w}, {c * h * w, h * w, w, 1}};
  return m;
}

int main(int argc, char **argv) {
  int calls = argc > 1 ? atoi(argv[1]) : 4;
  int64_t n = 1, c = 64, h = 56, w = 56, p = 3;
  float *in = malloc(sizeof(float) * n * c * h * w);
  float *out = malloc(sizeof(float) * n * c * (h + 2 * p) * (w + 2 * p));
  for (int64_t i = 0; i < n * c * h * w; ++i)
    in[i] = (float)i;
  Memref4 a = memref(in, n, c, h, w);
  Memref4 b = memref(out, n, c, h + 2 * p, w + 2 * p);
  for (int i = 0; i < calls; ++i)
    KERNEL(&a, &b);
  printf("%g\n", out[12345]);
  free(in);
  free(out);
  return 0;
}
