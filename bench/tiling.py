#!/usr/bin/python3
# ===- tiling.py - benchmark of pad + convolution, fused and unfused ------=== #
#
# Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
# See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------=== #
"""Benchmarks a ResNet-like layer, pad then 3x3 convolution, unfused and fused
(docs/Tiling.md), and prints a Markdown table.

The layer: x 1x56x56x64 f32 (NHWC), pad 1 on H and W, conv_2d_nhwc_hwcf with
a 3x3x64x64 filter into a 1x56x56x64 destination buffer. Every variant tiles
the convolution over its output rows (--rows per tile, scf.forall) and, inside
a tile, vectorizes it as far as upstream's transform ops allow (tile to 1 row
x 8 columns x 32 output channels x 16 input channels, decompose to a 1-D convolution,
vectorize_children_and_apply_patterns, contractions lowered to outer
products then FMAs; the initial fill of the output is
tiled the same way). The variants differ only in the pad:

  <mode>_unfused   pad.pad of the whole input before the loop (materialized)
  <mode>_fused     pad.pad fused into the row loop (fuse_into_containing_op):
                   each tile pads only the rows it reads
  tensorpad_*      the same with upstream tensor.pad (constant mode only)
  reflect_plain    no transform at all: pad then convolution, scalar loops

All are lowered with `pad-opt --pad-to-llvm="runtime-checks=false"`,
`mlir-translate-22 --mlir-to-llvmir`, `clang-22 -O3 -march=native`; the
kernels' `malloc`/`free` are renamed so that tiling_driver.cpp counts every
byte they allocate. The driver checks each kernel against a scalar reference
and times them interleaved (median and min of >= 5 runs, --budget s each).

    nice -n 0 /usr/bin/python3 bench/tiling.py [--rows 2] [--budget 1]
"""

import argparse
import json
import os
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM = "/usr/lib/llvm-22"

X_T = "tensor<1x56x56x64xf32>"
P_T = "tensor<1x58x58x64xf32>"
W_T = "tensor<3x3x64x64xf32>"
O_T = "tensor<1x56x56x64xf32>"
O_M = "memref<1x56x56x64xf32>"

VARIANTS = [
    # name, mode, pad op, schedule ("fused", "unfused" or None)
    ("reflect_plain", "reflect", "pad.pad", None),
    ("reflect_unfused", "reflect", "pad.pad", "unfused"),
    ("reflect_fused", "reflect", "pad.pad", "fused"),
    ("constant_unfused", "constant", "pad.pad", "unfused"),
    ("constant_fused", "constant", "pad.pad", "fused"),
    ("tensorpad_unfused", "constant", "tensor.pad", "unfused"),
    ("tensorpad_fused", "constant", "tensor.pad", "fused"),
]


def kernel(name, mode, pad_op):
    if pad_op == "pad.pad":
        m = "" if mode == "constant" else " mode(%s)" % mode
        pad = ("  %%p = pad.pad %%x low[0, 1, 1, 0] high[0, 1, 1, 0]%s "
               ": %s to %s\n" % (m, X_T, P_T))
    else:
        pad = ("  %%p = tensor.pad %%x low[0, 1, 1, 0] high[0, 1, 1, 0] {\n"
               "  ^bb0(%%i: index, %%j: index, %%k: index, %%l: index):\n"
               "    tensor.yield %%zero : f32\n"
               "  } : %s to %s\n" % (X_T, P_T))
    return f"""func.func @{name}(%x: {X_T}, %w: {W_T}, %out: {O_M})
    attributes {{llvm.emit_c_interface}} {{
  %zero = arith.constant 0.0 : f32
{pad}  %e = tensor.empty() : {O_T}
  %f = linalg.fill ins(%zero : f32) outs(%e : {O_T}) -> {O_T}
  %c = linalg.conv_2d_nhwc_hwcf {{dilations = dense<1> : tensor<2xi64>,
                                 strides = dense<1> : tensor<2xi64>}}
    ins(%p, %w : {P_T}, {W_T}) outs(%f : {O_T}) -> {O_T}
  bufferization.materialize_in_destination %c in restrict writable %out
    : ({O_T}, {O_M}) -> ()
  return
}}
"""


def schedule(kind, pad_op, rows):
    fuse = ""
    if kind == "fused":
        fuse = (
            f"    %pad = transform.structured.match ops{{[\"{pad_op}\"]}} in "
            "%root : (!transform.any_op) -> !transform.any_op\n"
            "    %fp, %l1 = transform.structured.fuse_into_containing_op %pad "
            "into %loop : (!transform.any_op, !transform.any_op) -> "
            "(!transform.any_op, !transform.any_op)\n")
    any1 = "!transform.any_op"
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: {any1} {{transform.readonly}}) {{
    %conv = transform.structured.match ops{{["linalg.conv_2d_nhwc_hwcf"]}} in %root : ({any1}) -> {any1}
    %t0, %loop = transform.structured.tile_using_forall %conv tile_sizes [0, {rows}] : ({any1}) -> ({any1}, {any1})
{fuse}    %t1, %loops:6 = transform.structured.tile_using_for %t0 tile_sizes [1, 1, 8, 32, 1, 0, 16] : ({any1}) -> ({any1}, {any1}, {any1}, {any1}, {any1}, {any1}, {any1})
    %d = transform.structured.decompose %t1 : ({any1}) -> {any1}
    %fill = transform.structured.match ops{{["linalg.fill"]}} in %root : ({any1}) -> {any1}
    %tf, %fl:4 = transform.structured.tile_using_for %fill tile_sizes [1, 1, 8, 32] : ({any1}) -> ({any1}, {any1}, {any1}, {any1}, {any1})
    %func = transform.structured.match ops{{["func.func"]}} in %root : ({any1}) -> {any1}
    %v = transform.structured.vectorize_children_and_apply_patterns %func : ({any1}) -> {any1}
    transform.apply_patterns to %v {{
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.canonicalization
    }} : {any1}
    transform.yield
  }}
}}
"""


def run(cmd, **kw):
    p = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if p.returncode:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), p.stderr[-4000:]))
    return p.stdout


def build(args):
    os.makedirs(args.work_dir, exist_ok=True)
    objs, inc = [], []
    for name, mode, pad_op, kind in VARIANTS:
        src = os.path.join(args.work_dir, name + ".mlir")
        with open(src, "w") as f:
            f.write(kernel(name, mode, pad_op))
        cmd = [args.pad_opt, src]
        if kind:
            sched = os.path.join(args.work_dir, name + ".schedule.mlir")
            with open(sched, "w") as f:
                f.write(schedule(kind, pad_op, args.rows))
            cmd += ["--transform-preload-library=transform-library-paths="
                    + sched, "--transform-interpreter", "--canonicalize",
                    "--cse"]
            tiled = os.path.join(args.work_dir, name + ".tiled.mlir")
            with open(tiled, "w") as f:
                f.write(run(cmd))
            cmd = [args.pad_opt, tiled]
        llvm_mlir = os.path.join(args.work_dir, name + ".llvm.mlir")
        run(cmd + ["--pad-to-llvm=runtime-checks=false", "-o", llvm_mlir])
        ll = os.path.join(args.work_dir, name + ".ll")
        run([LLVM + "/bin/mlir-translate", "--mlir-to-llvmir", llvm_mlir,
             "-o", ll])
        obj = os.path.join(args.work_dir, name + ".o")
        run(["clang-22", "-O3", "-march=native", "-Wno-override-module",
             "-c", ll, "-o", obj])
        run([LLVM + "/bin/llvm-objcopy", "--redefine-sym",
             "malloc=bench_malloc", "--redefine-sym", "free=bench_free", obj])
        objs.append(obj)
        inc.append('KERNEL(%s, "%s")' % (name, mode))
    with open(os.path.join(args.work_dir, "kernels.inc"), "w") as f:
        f.write("\n".join(inc) + "\n")
    exe = os.path.join(args.work_dir, "pad-tiling-bench")
    run(["clang++-22", "-O2", "-std=c++17", "-I", args.work_dir,
         os.path.join(REPO, "bench", "tiling_driver.cpp")] + objs +
        ["-L", LLVM + "/lib", "-lmlir_c_runner_utils",
         "-Wl,-rpath," + LLVM + "/lib", "-o", exe])
    return exe


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pad-opt", default=os.path.join(REPO, "build", "bin",
                                                      "pad-opt"))
    ap.add_argument("--rows", type=int, default=2,
                    help="output rows per tile of the outer loop")
    ap.add_argument("--budget", type=float, default=1.0,
                    help="seconds of timing per kernel")
    ap.add_argument("--work-dir",
                    default="/tmp/pad-tiling-bench-%d" % os.getuid())
    args = ap.parse_args()
    exe = build(args)
    out = run([exe, "--budget", str(args.budget)])
    res = {}
    for line in out.splitlines():
        r = json.loads(line)
        if "error" in r:
            sys.exit("%s: %s" % (r["kernel"], r["error"]))
        res[r["kernel"]] = r
    print("| kernel | median | min | vs `<mode>_unfused` (median) | "
          "peak bytes allocated |")
    print("|---|---:|---:|---:|---:|")
    for name, mode, pad_op, kind in VARIANTS:
        r = res[name]
        base = ("tensorpad_unfused" if pad_op == "tensor.pad"
                else mode + "_unfused")
        ratio = r["median"] / res[base]["median"]
        print("| `%s` | %.2f ms | %.2f ms | %.2fx | %s |" % (
            name, r["median"] * 1e3, r["min"] * 1e3, ratio,
            format(r["peak_bytes"], ",")))
    print("\n(rows per tile %d, %d+ samples per kernel, budget %.1f s)" % (
        args.rows, min(r["samples"] for r in res.values()), args.budget))


if __name__ == "__main__":
    main()
