#!/usr/bin/python3
# ===- spmd.py - pad.pad on 1 and 2 MPI processes -------------------------=== #
#
# Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
# See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------=== #
"""Times pad.pad partitioned along its rows (docs/Distributed.md) on 1 and 2 processes
and prints a Markdown table: per mode, the time of one call (the slowest
process, median of the repetitions) and the bytes each process sent (counted
through MPI's profiling interface), for docs/Distributed.md.

    nice -n 0 /usr/bin/python3 bench/spmd.py [--rows 4096 --cols 4096]

Needs mpicc and mpirun (OpenMPI); runs mpirun as root with
--allow-run-as-root --oversubscribe.
"""

import argparse
import os
import subprocess
import sys
import tempfile

MODES = {
    # name: (mode, low, high) along the rows; the columns get 5 and 9.
    "constant": ("constant", 3, 7),
    "edge": ("edge", 3, 7),
    "reflect": ("reflect", 3, 7),
    "wrap": ("wrap", 3, 7),
    # A border longer than a shard: the rows are gathered first.
    "reflect-gathered": ("reflect", None, 7),
}

DRIVER = r"""
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static long long bytesSent;
int MPI_Send(const void *b, int n, MPI_Datatype t, int d, int g, MPI_Comm c) {
  int size;
  PMPI_Type_size(t, &size);
  bytesSent += (long long)n * size;
  return PMPI_Send(b, n, t, d, g, c);
}

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} Memref;

void _mlir_ciface_k(Memref *, Memref *);

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, np;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &np);
  int64_t rows = ROWS / np, reps = REPS;
  Memref in = {0, 0, 0, {rows, COLS}, {COLS, 1}};
  in.allocated = in.aligned = malloc(sizeof(float) * rows * COLS);
  for (int64_t e = 0; e < rows * COLS; ++e)
    in.aligned[e] = (float)e;
  double times[64];
  for (int64_t r = 0; r < reps; ++r) {
    Memref out;
    MPI_Barrier(MPI_COMM_WORLD);
    bytesSent = 0;
    double start = MPI_Wtime();
    _mlir_ciface_k(&out, &in);
    double local = MPI_Wtime() - start, slowest;
    MPI_Allreduce(&local, &slowest, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    times[r] = slowest;
    free(out.allocated);
  }
  qsort(times, reps, sizeof(double), compare);
  long long all[64];
  MPI_Gather(&bytesSent, 1, MPI_LONG_LONG, all, 1, MPI_LONG_LONG, 0,
             MPI_COMM_WORLD);
  if (rank == 0) {
    printf("%.3f", times[reps / 2] * 1e3);
    for (int p = 0; p < np; ++p)
      printf(" %lld", all[p]);
    printf("\n");
  }
  free(in.allocated);
  MPI_Finalize();
  return 0;
}
"""


def module(rows, cols, np_, mode, low, high):
    out_rows, out_cols = rows + low + high, cols + 5 + 9
    t_in, t_out = f"tensor<{rows}x{cols}xf32>", f"tensor<{out_rows}x{out_cols}xf32>"
    m = f" mode({mode})" if mode != "constant" else ""
    return f"""module {{
  shard.grid @g(shape = {np_}) {{sym_visibility = "private"}}
  func.func @k(%x: {t_in}) -> {t_out} attributes {{llvm.emit_c_interface}} {{
    %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
    %x1 = shard.shard %x to %s annotate_for_users : {t_in}
    %p = pad.pad %x1 low[{low}, 5] high[{high}, 9]{m} : {t_in} to {t_out}
    return %p : {t_out}
  }}
}}
"""


def run(args, work, name, np_):
    mode, low, high = MODES[name]
    if low is None:  # more rows than half the input: gathered on 2
        low = args.rows // 2 + 1
    src = os.path.join(work, f"{name}-{np_}")
    with open(src + ".mlir", "w") as f:
        f.write(module(args.rows, args.cols, np_, mode, low, high))
    with open(os.path.join(work, "driver.c"), "w") as f:
        f.write(DRIVER)
    sh = lambda *c: subprocess.run(list(c), check=True)
    sh(args.pad_opt, src + ".mlir", "--pad-to-llvm=mpi=openmpi", "-o",
       src + ".llvm.mlir")
    sh("mlir-translate-22", "--mlir-to-llvmir", src + ".llvm.mlir", "-o",
       src + ".ll")
    sh("clang-22", "-O3", "-march=native", "-Wno-override-module", "-c",
       src + ".ll", "-o", src + ".o")
    sh("mpicc", "-O2", f"-DROWS={args.rows}", f"-DCOLS={args.cols}",
       f"-DREPS={args.reps}", os.path.join(work, "driver.c"), src + ".o",
       "-o", src, "-L/usr/lib/llvm-22/lib", "-Wl,-rpath,/usr/lib/llvm-22/lib",
       "-lmlir_c_runner_utils")
    out = subprocess.run(["mpirun", "--allow-run-as-root", "--oversubscribe",
                          "-np", str(np_), src], check=True,
                         capture_output=True, text=True).stdout.split()
    return float(out[0]), [int(b) for b in out[1:]]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=4096)
    ap.add_argument("--cols", type=int, default=4096)
    ap.add_argument("--reps", type=int, default=21)
    ap.add_argument("--pad-opt", default=os.path.join(
        os.path.dirname(__file__), "..", "build", "bin", "pad-opt"))
    args = ap.parse_args()
    print(f"{args.rows}x{args.cols} f32, rows split; low/high 3/7 on the rows, "
          f"5/9 on the columns; median of {args.reps} calls of the slowest "
          f"process; {os.cpu_count()} cores.\n")
    print("| mode | 1 process (ms) | 2 processes (ms) | bytes sent by "
          "process 0, 1 |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as work:
        for name in MODES:
            t1, _ = run(args, work, name, 1)
            t2, sent = run(args, work, name, 2)
            print(f"| {name} | {t1:.2f} | {t2:.2f} | "
                  f"{', '.join(map(str, sent))} |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
