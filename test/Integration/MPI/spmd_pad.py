#!/usr/bin/env python3
"""Runs pad.pad partitioned across MPI processes and checks every process.

For one layout (a 12x5 matrix split along its rows, a 2x3x12x4 NCHW tensor
split along H, or a 1x2x12x8 one split along H and W on a 2x2 grid) and one
process count N, writes a module of one function per case (every mode, a
crop, interior padding, a border beyond the end shards, a dynamic split
axis), lowers it with
`--pad-to-llvm="mpi=openmpi"`, links it with a C driver generated here, runs it
under `mpirun -np N` and checks, on every process:

- the rows it gets are rows [b_j, b_j+1) of docs/Distributed.md ownership along each
  split axis,
- their values are those of test/lib/pad_reference.py (numpy),
- the bytes it sends (counted by MPI_Send/MPI_Isend/... wrappers around PMPI_*)
  are the minimum: none, or for wrap the border rows between the first and
  the last process; where a border reads more rows than an end shard holds,
  the axis is gathered (each process sends its shard to every other, along
  a dynamic axis after the count of its rows).

Prints one line per case and process; exits non-zero on the first mismatch.
"""

import argparse
import os
import random
import re
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "lib"))
sys.dont_write_bytecode = True
import pad_build  # noqa: E402  (building and running the programs)
from pad_reference import pad  # noqa: E402
from spmd_programs import (GRIDS, corner_programs, group_size,  # noqa: E402
                           pad_out_sizes, random_program)

# name: (mode, low, high, interior) along the split axis and the last axis.
CASES = {
    "constant": ("constant", (2, 1), (3, 0), (0, 0)),
    "edge": ("edge", (3, 0), (2, 1), (0, 0)),
    "reflect": ("reflect", (2, 1), (3, 1), (0, 0)),
    "symmetric": ("symmetric", (4, 0), (3, 2), (0, 0)),
    "wrap": ("wrap", (2, 1), (3, 0), (0, 0)),
    "crop": ("edge", (-3, 1), (-5, -1), (0, 0)),
    "interior": ("constant", (1, 0), (2, 1), (2, 1)),
    # The first shard has fewer rows than the border reflects: gathered.
    "gathered": ("reflect", (7, 1), (1, 0), (0, 0)),
    # The split axis is dynamic: gathered, the result replicated.
    "dynamic": ("edge", (2, 1), (3, 0), (0, 0)),
}

LAYOUTS = {
    # shape, the axes split along grid axes 0, 1, ..., the axis that gets
    # the second amount of each case (the first goes to the first split axis)
    "rows": ((12, 5), [0], 1),
    "nchw": ((2, 3, 12, 4), [2], 3),
    # H and W split on a 2x2 grid (4 processes)
    "nchw2d": ((1, 2, 12, 8), [2, 3], 3),
}


def grid_shape(layout, n):
    splits = LAYOUTS[layout][1]
    if len(splits) == 1:
        return [n]
    assert n == 4, "a 2x2 grid"
    return [2, 2]


def coords(layout, n, rank):
    grid = grid_shape(layout, n)
    c = []
    for g in reversed(grid):
        c.append(rank % g)
        rank //= g
    return list(reversed(c))


def case_amounts(layout, case):
    shape, splits, other = LAYOUTS[layout]
    axis = splits[0]
    mode, low, high, interior = CASES[case]
    lows, highs, ints = [0] * len(shape), [0] * len(shape), [0] * len(shape)
    lows[axis], lows[other] = low
    highs[axis], highs[other] = high
    ints[axis], ints[other] = interior
    return mode, lows, highs, ints


def dilated(d, r):
    return 0 if d == 0 else (d - 1) * (r + 1) + 1


def result_offsets(d, n, p, q, r):
    """b_j of docs/Distributed.md for an even split of d rows on n processes."""
    size = max(0, p + dilated(d, r) + q)
    b = [min(max(p + j * (d // n) * (r + 1), 0), size) for j in range(n + 1)]
    b[0], b[n] = 0, size
    return b


# Element type: MLIR, C, numpy, bytes (--type).
TYPES = {"f32": ("f32", "float", np.float32, 4),
         "f16": ("f16", "_Float16", np.float16, 2)}
ELEMENT = TYPES["f32"]


def tensor_type(shape):
    return "tensor<" + "x".join(str(s) for s in shape) + "x" + ELEMENT[0] + ">"


def write_module(layout, n, path):
    shape, splits, _ = LAYOUTS[layout]
    axis = splits[0]
    split = ", ".join(f"[{splits.index(a)}]" if a in splits else "[]"
                      for a in range(max(splits) + 1))
    grid = "x".join(map(str, grid_shape(layout, n)))
    lines = [
        "module {",
        f'  shard.grid @g(shape = {grid}) {{sym_visibility = "private"}}',
    ]
    for case in CASES:
        mode, low, high, interior = case_amounts(layout, case)
        out = [max(0, lo + dilated(d, r) + hi)
               for d, lo, hi, r in zip(shape, low, high, interior)]
        in_type = tensor_type(shape)
        if case == "dynamic":
            in_type = tensor_type(
                ["?" if a == axis else d for a, d in enumerate(shape)])
            out = ["?" if a == axis else d for a, d in enumerate(out)]
        attrs = ""
        if any(interior):
            attrs += f" interior[{', '.join(map(str, interior))}]"
        if mode != "constant":
            attrs += f" mode({mode})"
        lines += [
            f"  func.func @{case}(%x: {in_type}) -> "
            f"{tensor_type(out)} attributes {{llvm.emit_c_interface}} {{",
            f"    %s = shard.sharding @g split_axes = [{split}] : "
            "!shard.sharding",
            f"    %x1 = shard.shard %x to %s annotate_for_users : "
            f"{in_type}",
            f"    %p = pad.pad %x1 low[{', '.join(map(str, low))}] "
            f"high[{', '.join(map(str, high))}]{attrs} : "
            f"{in_type} to {tensor_type(out)}",
            f"    return %p : {tensor_type(out)}",
            "  }",
        ]
    lines.append("}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


DRIVER_HEAD = r"""
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Bytes this process sends, through the MPI profiling interface. */
static long long bytesSent;
static void count(int n, MPI_Datatype type) {
  int size;
  PMPI_Type_size(type, &size);
  bytesSent += (long long)n * size;
}
int MPI_Send(const void *b, int n, MPI_Datatype t, int d, int g, MPI_Comm c) {
  count(n, t);
  return PMPI_Send(b, n, t, d, g, c);
}
int MPI_Isend(const void *b, int n, MPI_Datatype t, int d, int g, MPI_Comm c,
              MPI_Request *r) {
  count(n, t);
  return PMPI_Isend(b, n, t, d, g, c, r);
}
int MPI_Allreduce(const void *s, void *r, int n, MPI_Datatype t, MPI_Op o,
                  MPI_Comm c) {
  int size;
  PMPI_Comm_size(c, &size);
  count(n * (size - 1), t);
  return PMPI_Allreduce(s, r, n, t, o, c);
}
int MPI_Allgather(const void *s, int sn, MPI_Datatype st, void *r, int rn,
                  MPI_Datatype rt, MPI_Comm c) {
  int size;
  PMPI_Comm_size(c, &size);
  count(sn * (size - 1), st);
  return PMPI_Allgather(s, sn, st, r, rn, rt, c);
}
int MPI_Bcast(void *b, int n, MPI_Datatype t, int root, MPI_Comm c) {
  int rank, size;
  PMPI_Comm_rank(c, &rank);
  PMPI_Comm_size(c, &size);
  if (rank == root)
    count(n * (size - 1), t);
  return PMPI_Bcast(b, n, t, root, c);
}

typedef struct {
  ELEM *allocated, *aligned;
  int64_t offset, sizes[RANK], strides[RANK];
} Memref;

static FILE *out;

static void run(const char *name, void (*f)(Memref *, Memref *), int rank) {
  /* This process's block of the input x[i] = i (row-major flat index):
     tensor axis SPLIT[s] is split along grid axis s of shape GRID. */
  int64_t shape[RANK] = {SHAPE}, split[] = {SPLIT}, grid[] = {GRID};
  int64_t nsplit = sizeof split / sizeof split[0], first[RANK] = {0};
  Memref in = {0};
  for (int k = 0; k < RANK; ++k)
    in.sizes[k] = shape[k];
  for (int64_t s = nsplit - 1, r = rank; s >= 0; --s) {
    int64_t coord = r % grid[s];
    r /= grid[s];
    in.sizes[split[s]] = shape[split[s]] / grid[s];
    first[split[s]] = coord * in.sizes[split[s]];
  }
  int64_t count = 1;
  for (int k = RANK - 1; k >= 0; --k) {
    in.strides[k] = count;
    count *= in.sizes[k];
  }
  in.allocated = in.aligned = malloc(sizeof(ELEM) * (count ? count : 1));
  for (int64_t e = 0; e < count; ++e) {
    int64_t rest = e, global = 0, scale = 1;
    int64_t idx[RANK];
    for (int k = RANK - 1; k >= 0; --k) {
      idx[k] = rest % in.sizes[k];
      rest /= in.sizes[k];
    }
    for (int k = 0; k < RANK; ++k)
      idx[k] += first[k];
    for (int k = RANK - 1; k >= 0; --k) {
      global += idx[k] * scale;
      scale *= shape[k];
    }
    in.aligned[e] = (ELEM)global;
  }
  Memref res;
  bytesSent = 0;
  f(&res, &in);
  int64_t n = 1;
  fprintf(out, "%s %d %lld", name, rank, bytesSent);
  for (int k = 0; k < RANK; ++k) {
    fprintf(out, " %lld", (long long)res.sizes[k]);
    n *= res.sizes[k];
  }
  fprintf(out, " :");
  /* Walk the result through its strides. */
  for (int64_t e = 0; e < n; ++e) {
    int64_t rest = e, at = res.offset;
    for (int k = RANK - 1; k >= 0; --k) {
      at += (rest % res.sizes[k]) * res.strides[k];
      rest /= res.sizes[k];
    }
    fprintf(out, " %g", (double)res.aligned[at]);
  }
  fprintf(out, "\n");
  free(in.allocated);
  free(res.allocated);
}
"""


def write_driver(layout, n, path):
    shape, splits, _ = LAYOUTS[layout]
    with open(path, "w") as f:
        f.write(f"#define ELEM {ELEMENT[1]}\n")
        f.write(f"#define RANK {len(shape)}\n")
        f.write(f"#define SHAPE {', '.join(map(str, shape))}\n")
        f.write(f"#define SPLIT {', '.join(map(str, splits))}\n")
        f.write(f"#define GRID {', '.join(map(str, grid_shape(layout, n)))}"
                "\n")
        f.write(DRIVER_HEAD)
        for case in CASES:
            f.write(f"void _mlir_ciface_{case}(Memref *, Memref *);\n")
        f.write("int main(int argc, char **argv) {\n"
                "  MPI_Init(&argc, &argv);\n  int rank, np;\n"
                "  MPI_Comm_rank(MPI_COMM_WORLD, &rank);\n"
                "  MPI_Comm_size(MPI_COMM_WORLD, &np);\n"
                "  /* One file per process: argv[1].<rank>. */\n"
                "  char path[4096];\n"
                "  snprintf(path, sizeof path, \"%s.%d\", argv[1], rank);\n"
                "  out = fopen(path, \"w\");\n")
        for case in CASES:
            f.write(f'  run("{case}", _mlir_ciface_{case}, rank);\n'
                    "  MPI_Barrier(MPI_COMM_WORLD);\n")
        f.write("  fclose(out);\n  MPI_Finalize();\n  return 0;\n}\n")


def expected_bytes(layout, case, n, rank):
    """The minimum: none, the border rows (wrap, axis by axis: after the
    first exchange a process holds its result rows along that axis, whose
    slices the second exchanges), or the shard to every other process of the
    group of a gathered axis."""
    shape, splits, _ = LAYOUTS[layout]
    grid, c = grid_shape(layout, n), coords(layout, n, rank)
    mode, low, high, _ = case_amounts(layout, case)
    cur = list(shape)
    for s, a in enumerate(splits):
        cur[a] = shape[a] // grid[s]
    if case == "gathered":
        return (grid[0] - 1) * int(np.prod(cur)) * ELEMENT[3]
    if case == "dynamic":  # and the shard's rows first, as one index
        return (grid[0] - 1) * (int(np.prod(cur)) * ELEMENT[3] + 8)
    if mode != "wrap":
        return 0
    sent = 0
    for s, a in enumerate(splits):
        if grid[s] == 1 or (low[a] <= 0 and high[a] <= 0):
            continue
        row = int(np.prod(cur)) // cur[a] * ELEMENT[3]
        if c[s] == 0:
            sent += max(high[a], 0) * row
        if c[s] == grid[s] - 1:
            sent += max(low[a], 0) * row
        b = result_offsets(shape[a], grid[s], low[a], high[a], 0)
        cur[a] = b[c[s] + 1] - b[c[s]]
    return sent


def check(layout, n, output):
    shape, splits, _ = LAYOUTS[layout]
    grid = grid_shape(layout, n)
    x = np.arange(int(np.prod(shape)), dtype=ELEMENT[2]).reshape(shape)
    seen = set()
    order = list(CASES)
    lines = sorted(output.splitlines(),
                   key=lambda l: (order.index(l.split()[0]), int(l.split()[1])))
    for line in lines:
        head, _, values = line.partition(" :")
        fields = head.split()
        case, rank, sent = fields[0], int(fields[1]), int(fields[2])
        sizes = [int(s) for s in fields[3:]]
        mode, low, high, interior = case_amounts(layout, case)
        full = pad(x, low, high, mode=mode, interior=interior)
        want, block = full, []
        for s, a in enumerate(splits):
            c = coords(layout, n, rank)[s]
            b = result_offsets(shape[a], grid[s], low[a], high[a],
                               interior[a])
            if case == "dynamic" and s == 0:  # replicated
                b = [0] * c + [0] + [full.shape[a]] * (grid[s] - c)
            want = np.take(want, range(b[c], b[c + 1]), axis=a)
            block.append(f"[{b[c]}, {b[c + 1]})")
        got = np.array([float(v) for v in values.split()], dtype=ELEMENT[2])
        if list(want.shape) != sizes or want.ravel().tolist() != got.tolist():
            print(f"FAIL {layout} np={n} {case} rank {rank}: got {sizes} "
                  f"{got.tolist()[:40]}, want {list(want.shape)} "
                  f"{want.ravel().tolist()[:40]}")
            return 1
        want_sent = expected_bytes(layout, case, n, rank)
        if sent != want_sent:
            print(f"FAIL {layout} np={n} {case} rank {rank}: sent {sent} "
                  f"bytes, want {want_sent}")
            return 1
        print(f"ok {layout} np={n} {case} rank {rank} rows "
              f"{' x '.join(block)} sent {sent}")
        seen.add((case, rank))
    if len(seen) != n * len(CASES):
        print(f"FAIL {layout} np={n}: {len(seen)} results of "
              f"{n * len(CASES)}")
        return 1
    return 0


# ---------------------------------------------------------------------------
# Programs: a sharded input and a chain of pads, each a function of one module
# per process count (--suite corners: the documented corner cases; --suite
# random: programs composed at random). Each process's result is checked
# against numpy on the block that the function's result sharding (after
# sharding propagation) gives it; the corner cases also print the blocks.

def in_group_index(coords, grid_shape, axes):
    m = 0
    for a in axes:
        m = m * grid_shape[a] + coords[a]
    return m


def grid_coords(grid_shape, rank):
    c = []
    for g in reversed(grid_shape):
        c.append(rank % g)
        rank //= g
    return list(reversed(c))


def shard_starts(prog, grid_shape, k):
    """The first row of each in-group shard of input axis k."""
    axes = prog.split[k]
    n = group_size(grid_shape, axes)
    if prog.shards[k] is not None:
        return prog.shards[k]
    if prog.offsets[k] is not None:
        return prog.offsets[k]
    d = prog.sizes[k]
    return [j * d // n for j in range(n + 1)]


def program_mlir(prog, grid_shape):
    def ty(sizes):
        return tensor_type(["?" if k in prog.dynamic else s
                            for k, s in enumerate(sizes)])
    split = ", ".join("[" + ", ".join(map(str, a)) + "]" for a in prog.split)
    while split.endswith(", []"):
        split = split[:-4]
    offs = [o for k, o in enumerate(prog.offsets)
            if o is not None and prog.split[k]]
    attr = ""
    if offs:
        attr = (" sharded_dims_offsets = [" +
                ", ".join(str(v) for o in offs for v in o) + "]")
    sizes = prog.sizes
    out = sizes
    body = [f"    %s = shard.sharding @{prog.grid} split_axes = [{split}]"
            f"{attr} : !shard.sharding",
            f"    %v0 = shard.shard %x to %s annotate_for_users : {ty(sizes)}"]
    for i, pad in enumerate(prog.pads):
        low, high, interior, mode = pad
        out = pad_out_sizes(sizes, pad)
        attrs = ""
        if any(interior):
            attrs += f" interior[{', '.join(map(str, interior))}]"
        if mode != "constant":
            attrs += f" mode({mode})"
        body.append(f"    %v{i + 1} = pad.pad %v{i} low[{', '.join(map(str, low))}]"
                    f" high[{', '.join(map(str, high))}]{attrs} : {ty(sizes)}"
                    f" to {ty(out)}")
        sizes = out
    body.append(f"    return %v{len(prog.pads)} : {ty(out)}")
    return ([f"  func.func @{prog.name}(%x: {ty(prog.sizes)}) -> {ty(out)} "
             "attributes {llvm.emit_c_interface} {"] + body + ["  }"])


def programs_module(progs, np_, path):
    lines = ["module {"]
    for name, shape in GRIDS[np_].items():
        lines.append(f"  shard.grid @{name}(shape = "
                     f"{'x'.join(map(str, shape))}) "
                     "{sym_visibility = \"private\"}")
    for prog in progs:
        lines += program_mlir(prog, GRIDS[np_][prog.grid])
    lines.append("}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


PROGRAM_DRIVER = r"""
typedef void (*Kernel)(int64_t *, int64_t *);
/* A memref descriptor of rank r: allocated, aligned, offset, sizes[r],
   strides[r], as 64-bit words. */
static void runProgram(const char *name, Kernel f, int rank, int r,
                       const int64_t *shape, const int64_t *first,
                       const int64_t *sizes) {
  int64_t in[3 + 2 * 8], res[3 + 2 * 8];
  int64_t count = 1;
  for (int k = r - 1; k >= 0; --k) {
    in[3 + k] = sizes[k];
    in[3 + r + k] = count;
    count *= sizes[k];
  }
  ELEM *buf = malloc(sizeof(ELEM) * (count ? count : 1));
  for (int64_t e = 0; e < count; ++e) {
    int64_t rest = e, global = 0, scale = 1;
    for (int k = r - 1; k >= 0; --k) {
      global += (rest % sizes[k] + first[k]) * scale;
      rest /= sizes[k];
      scale *= shape[k];
    }
    buf[e] = (ELEM)global;
  }
  in[0] = in[1] = (int64_t)(intptr_t)buf;
  in[2] = 0;
  bytesSent = 0;
  f(res, in);
  fprintf(out, "%s %d %lld", name, rank, bytesSent);
  int64_t n = 1;
  for (int k = 0; k < r; ++k) {
    fprintf(out, " %lld", (long long)res[3 + k]);
    n *= res[3 + k];
  }
  fprintf(out, " :");
  ELEM *data = (ELEM *)(intptr_t)res[1];
  for (int64_t e = 0; e < n; ++e) {
    int64_t rest = e, at = res[2];
    for (int k = r - 1; k >= 0; --k) {
      at += (rest % res[3 + k]) * res[3 + r + k];
      rest /= res[3 + k];
    }
    fprintf(out, " %g", (double)data[at]);
  }
  fprintf(out, "\n");
  fflush(out);
  free(buf);
  free((void *)(intptr_t)res[0]);
}
"""


def local_block(prog, grid_shape, rank):
    """The first row and the size of this process's input block per axis."""
    coords = grid_coords(grid_shape, rank)
    first, sizes = [], []
    for k, d in enumerate(prog.sizes):
        axes = prog.split[k]
        if not axes:
            first.append(0)
            sizes.append(d)
            continue
        c = shard_starts(prog, grid_shape, k)
        m = in_group_index(coords, grid_shape, axes)
        first.append(c[m])
        sizes.append(c[m + 1] - c[m])
    return first, sizes


def programs_driver(progs, np_, path):
    # The header of the layouts' driver, without its fixed-rank parts.
    head = DRIVER_HEAD[:DRIVER_HEAD.index("typedef struct {")]
    with open(path, "w") as f:
        f.write(f"#define ELEM {ELEMENT[1]}\n")
        f.write(head)
        f.write("static FILE *out;\n")
        f.write(PROGRAM_DRIVER)
        for prog in progs:
            f.write(f"void _mlir_ciface_{prog.name}(int64_t *, int64_t *);\n")
        f.write("int main(int argc, char **argv) {\n"
                "  MPI_Init(&argc, &argv);\n  int rank;\n"
                "  MPI_Comm_rank(MPI_COMM_WORLD, &rank);\n"
                "  char path[4096];\n"
                "  snprintf(path, sizeof path, \"%s.%d\", argv[1], rank);\n"
                "  out = fopen(path, \"w\");\n")
        for prog in progs:
            grid_shape = GRIDS[np_][prog.grid]
            r = len(prog.sizes)
            blocks = [local_block(prog, grid_shape, q) for q in range(np_)]
            arr = lambda rows: ", ".join(
                "{" + ", ".join(map(str, row)) + "}" for row in rows)
            f.write(f"  {{\n    static const int64_t shape[] = "
                    f"{{{', '.join(map(str, prog.sizes))}}};\n"
                    f"    static const int64_t first[][{r}] = "
                    f"{{{arr([b[0] for b in blocks])}}};\n"
                    f"    static const int64_t sizes[][{r}] = "
                    f"{{{arr([b[1] for b in blocks])}}};\n"
                    f"    runProgram(\"{prog.name}\", _mlir_ciface_{prog.name},"
                    f" rank, {r}, shape, first[rank], sizes[rank]);\n"
                    "    MPI_Barrier(MPI_COMM_WORLD);\n  }\n")
        f.write("  fclose(out);\n  MPI_Finalize();\n  return 0;\n}\n")


SHARDING_RE = re.compile(
    r"(%\S+) = shard\.sharding @(\w+) split_axes = \[(.*?)\]"
    r"(?: sharded_dims_offsets = \[([^\]]*)\])? : !shard\.sharding")


def result_shardings(propagated):
    """Per function: the split axes and offsets of its result's sharding."""
    out = {}
    for func in re.split(r"func\.func @", propagated)[1:]:
        name = func.split("(")[0]
        ret = re.search(r"return (%\S+) :", func).group(1)
        shard = re.search(re.escape(ret) + r" = shard\.shard \S+ to (%\S+)",
                          func).group(1)
        m = next(m for m in SHARDING_RE.finditer(func) if m.group(1) == shard)
        axes = [[int(a) for a in re.findall(r"\d+", g)]
                for g in re.findall(r"\[([^\[\]]*)\]", "[" + m.group(3) + "]")]
        offs = [int(v) for v in m.group(4).split(",")] if m.group(4) else []
        out[name] = (axes, offs)
    return out


def result_blocks(prog, sharding, grid_shape, rank, out_sizes):
    """[start, end) per result axis of this process's block."""
    axes, offs = sharding
    coords = grid_coords(grid_shape, rank)
    blocks, pos = [], 0
    for k, size in enumerate(out_sizes):
        a = axes[k] if k < len(axes) else []
        if not a:
            blocks.append((0, size))
            continue
        n = group_size(grid_shape, a)
        m = in_group_index(coords, grid_shape, a)
        if offs:
            b = offs[pos:pos + n + 1]
            pos += n + 1
        else:
            assert size % n == 0, "uneven result without offsets"
            b = [j * size // n for j in range(n + 1)]
        blocks.append((b[m], b[m + 1]))
    return blocks


def check_programs(progs, np_, output, propagated, verbose):
    shardings = result_shardings(propagated)
    by_name = {p.name: p for p in progs}
    seen = set()
    for line in sorted(output.splitlines(),
                       key=lambda l: (l.split()[0], int(l.split()[1]))):
        head, _, values = line.partition(" :")
        fields = head.split()
        name, rank = fields[0], int(fields[1])
        sizes = [int(s) for s in fields[3:]]
        prog = by_name[name]
        grid_shape = GRIDS[np_][prog.grid]
        x = np.arange(int(np.prod(prog.sizes)),
                      dtype=ELEMENT[2]).reshape(prog.sizes)
        for low, high, interior, mode in prog.pads:
            x = pad(x, low, high, mode=mode, interior=interior)
        blocks = result_blocks(prog, shardings[name], grid_shape, rank,
                               list(x.shape))
        want = x[tuple(slice(s, e) for s, e in blocks)]
        got = np.array([float(v) for v in values.split()], dtype=ELEMENT[2])
        if list(want.shape) != sizes or want.ravel().tolist() != got.tolist():
            print(f"FAIL {name} np={np_} rank {rank}: got {sizes} "
                  f"{got.tolist()[:40]}, want {list(want.shape)} "
                  f"{want.ravel().tolist()[:40]}")
            return 1
        if verbose:
            print(f"ok {name} rank {rank} rows " +
                  " x ".join(f"[{s}, {e})" for s, e in blocks))
        seen.add((name, rank))
    if len(seen) != np_ * len(progs):
        print(f"FAIL np={np_}: {len(seen)} results of {np_ * len(progs)}")
        return 1
    print(f"ok {len(progs)} programs on {np_} processes")
    return 0


def run_programs(args, progs):
    w = lambda name: os.path.join(args.work, name)
    programs_module(progs, args.np, w("k.mlir"))
    programs_driver(progs, args.np, w("driver.c"))
    propagated = pad_build.require(pad_build.pad_opt(
        args.pad_opt, w("k.mlir"),
        ["--pass-pipeline=builtin.module(func.func(sharding-propagation))"]),
        "pad-opt --pass-pipeline")
    output = compile_and_run(args, timeout=600)
    if output is None:
        return 1
    return check_programs(progs, args.np, output, propagated,
                          args.suite == "corners")


def compile_and_run(args, timeout):
    """Builds k.mlir and driver.c into prog, runs it on args.np processes
    and returns what they wrote, in the order of their ranks (None on a
    failed run, printed)."""
    w = lambda name: os.path.join(args.work, name)
    compile_and_link(args)
    run = pad_build.mpirun(args.mpirun, args.np, [w("prog"), w("out")],
                           timeout)
    if run.returncode != 0:
        print(run.stdout, run.stderr)
        return None
    output = ""
    for rank in range(args.np):
        with open(w(f"out.{rank}")) as f:
            output += f.read()
    return output


def compile_and_link(args):
    """k.mlir -> prog, through --pad-to-llvm="mpi=openmpi"."""
    w = lambda name: os.path.join(args.work, name)
    options = " ".join(["mpi=openmpi"] + args.options)
    pad_build.require(pad_build.lower(args.pad_opt, w("k.mlir"), options,
                                      out=w("k.llvm.mlir")),
                      "pad-opt --pad-to-llvm")
    r, what = pad_build.compile_ahead(args.mlir_translate, args.clang,
                                      w("k.llvm.mlir"), w("k.o"), ["-O1"],
                                      compile_only=True)
    pad_build.require(r, what)
    # memrefCopy (strided copies) is in MLIR's C runner utilities.
    pad_build.require(pad_build.run(
        [args.mpicc, "-O1", w("driver.c"), w("k.o"), "-o", w("prog"),
         "-L" + args.mlir_lib_dir, "-Wl,-rpath," + args.mlir_lib_dir,
         "-lmlir_c_runner_utils"]), "mpicc")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--layout", choices=LAYOUTS)
    ap.add_argument("--suite", choices=["corners", "random"],
                    help="programs instead of a layout: the corner cases of "
                    "docs/Distributed.md, or --count random ones")
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--option", dest="options", action="append", default=[],
                    help="another option of --pad-to-llvm (repeatable)")
    ap.add_argument("--np", type=int, required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--pad-opt", required=True)
    ap.add_argument("--mlir-translate", required=True)
    ap.add_argument("--clang", required=True)
    ap.add_argument("--mpicc", required=True)
    ap.add_argument("--mpirun", required=True)
    ap.add_argument("--mlir-lib-dir", required=True)
    ap.add_argument("--type", choices=TYPES, default="f32",
                    help="element type (f16 travels as 16-bit integers)")
    args = ap.parse_args()
    global ELEMENT
    ELEMENT = TYPES[args.type]
    os.makedirs(args.work, exist_ok=True)
    w = lambda name: os.path.join(args.work, name)
    if args.suite == "corners":
        return run_programs(args, corner_programs(args.np))
    if args.suite == "random":
        rng = random.Random(args.seed)
        return run_programs(args, [random_program(rng, args.np, i)
                                   for i in range(args.count)])
    write_module(args.layout, args.np, w("k.mlir"))
    write_driver(args.layout, args.np, w("driver.c"))
    output = compile_and_run(args, timeout=120)
    if output is None:
        return 1
    return check(args.layout, args.np, output)


if __name__ == "__main__":
    sys.exit(main())
