/* Calls @mm and @halo of collectives.mlir on every process and writes the
   results to argv[1].<rank>. */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} Memref2;

void _mlir_ciface_mm(Memref2 *, Memref2 *, Memref2 *);
void _mlir_ciface_halo(Memref2 *, Memref2 *);

/* Rows [from, to) of `m`. */
static void print(FILE *out, const char *name, int rank, Memref2 *m,
                  int64_t from, int64_t to) {
  fprintf(out, "%s %d:", name, rank);
  for (int64_t i = from; i < to; ++i)
    for (int64_t j = 0; j < m->sizes[1]; ++j)
      fprintf(out, " %g",
              m->aligned[m->offset + i * m->strides[0] + j * m->strides[1]]);
  fprintf(out, "\n");
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  char path[4096];
  snprintf(path, sizeof path, "%s.%d", argv[1], rank);
  FILE *out = fopen(path, "w");
  /* A[i][k] = 4i + k (3x4) and B[k][j] = 2k + j (4x2); this process holds
     columns [2 rank, 2 rank + 2) of A and the same rows of B. */
  float a[6], b[4];
  for (int i = 0; i < 3; ++i)
    for (int k = 0; k < 2; ++k)
      a[i * 2 + k] = 4 * i + 2 * rank + k;
  for (int k = 0; k < 2; ++k)
    for (int j = 0; j < 2; ++j)
      b[k * 2 + j] = 2 * (2 * rank + k) + j;
  Memref2 ma = {a, a, 0, {3, 2}, {2, 1}}, mb = {b, b, 0, {2, 2}, {2, 1}}, mc;
  _mlir_ciface_mm(&mc, &ma, &mb);
  print(out, "mm", rank, &mc, 0, 3);
  /* Rows [4 rank, 4 rank + 4) of X[i][j] = 10i + j; the result has a halo
     row on either side, the one between the processes received. */
  float x[12];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 3; ++j)
      x[i * 3 + j] = 10 * (4 * rank + i) + j;
  Memref2 mx = {x, x, 0, {4, 3}, {3, 1}}, mh;
  _mlir_ciface_halo(&mh, &mx);
  print(out, "halo", rank, &mh, rank == 0 ? 1 : 0, rank == 0 ? 6 : 5);
  fclose(out);
  MPI_Finalize();
  return 0;
}
