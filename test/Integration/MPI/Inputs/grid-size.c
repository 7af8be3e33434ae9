/* Calls the 2-process wrap pad of grid-size.mlir with 4 rows of 6 floats
   (x[i][j] = 6 * (4 * rank + i) + j) and prints the rows it gets. */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} Memref;

void _mlir_ciface_k(Memref *result, Memref *x);

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  float data[24];
  for (int i = 0; i < 24; ++i)
    data[i] = (float)(24 * rank + i);
  Memref x = {data, data, 0, {4, 6}, {6, 1}}, r;
  _mlir_ciface_k(&r, &x);
  printf("rank %d: %lld rows, first %g\n", rank, (long long)r.sizes[0],
         (double)r.aligned[r.offset]);
  free(r.allocated);
  MPI_Finalize();
  return 0;
}
