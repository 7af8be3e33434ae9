#!/usr/bin/env python3
# ===- fusion_diff.py - pads fused into their producers, end to end -*- Python -*-===//
#
# Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
# See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===//
"""Pads fused into the ops that produce their sources (docs/Fusion.md), end to end.

Generates one function per case -- producer kind x mode x amounts (plain,
crop, interior) x static or dynamic shapes and amounts -- each a producer
followed by a pad.pad, checks with `pad-opt --pad-fuse-into-producer` which
pads the pass fuses (every case says whether it must be), lowers the module
with `pad-opt --pad-to-llvm`, runs it with `mlir-runner` and compares every
printed result with numpy: the producer computed in numpy, then padded by
test/lib/pad_reference.py.

  fusion_diff.py --pad-opt build/bin/pad-opt --strategy vector
  fusion_diff.py --destination tensor --keep-dir /tmp/fd

Prints one line per failing case, then `N passed, M failed`.
"""

import argparse
import os
import re
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                os.pardir, os.pardir, "lib"))
sys.dont_write_bytecode = True
import pad_build  # noqa: E402  (building and running the modules)
from pad_reference import MODES, out_size, pad as reference  # noqa: E402

MARKER = -123456789
ID = "affine_map<(i, j) -> (i, j)>"


def tensor(shape):
    return "tensor<%sxf32>" % "x".join("?" if d is None else str(d)
                                       for d in shape)


def const(name, array):
    """%name: the constant `array` (integer values), of its static type."""
    text = str(array.astype(int).tolist()).replace(",", ".0,").replace(
        "].0,", "],")
    text = re.sub(r"(\d)\]", r"\1.0]", text)
    return "  %%%s = arith.constant dense<%s> : %s\n" % (
        name, text, tensor(array.shape))


# Producers: inputs (numpy), the result in numpy, its rank, the axes the pad
# pads, and the MLIR body (inputs %in0.., static shapes or `?` when dynamic)
# ending in %y.
def relu_body(shapes, dyn):
    t = tensor(shapes[0])
    dims = ""
    if dyn:
        dims = "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n" \
               "  %d0 = tensor.dim %in0, %c0 : " + t + "\n" \
               "  %d1 = tensor.dim %in0, %c1 : " + t + "\n"
    return dims + (
        "  %%e = tensor.empty(%s) : %s\n"
        "  %%y = linalg.generic {indexing_maps = [%s, %s], iterator_types = "
        "[\"parallel\", \"parallel\"]} ins(%%in0 : %s) outs(%%e : %s) {\n"
        "  ^bb0(%%a: f32, %%b: f32):\n"
        "    %%z = arith.constant 0.0 : f32\n"
        "    %%m = arith.maximumf %%a, %%z : f32\n"
        "    linalg.yield %%m : f32\n"
        "  } -> %s\n") % ("%d0, %d1" if dyn else "", t, ID, ID, t, t, t)


def add_body(shapes, dyn):
    t = tensor(shapes[0])
    return ("  %%e = tensor.empty() : %s\n"
            "  %%y = linalg.add ins(%%in0, %%in0 : %s, %s) outs(%%e : %s) -> %s\n"
            ) % (t, t, t, t, t)


def fill_body(shapes, dyn):
    t = tensor(shapes[0])
    return ("  %%e = tensor.empty() : %s\n"
            "  %%seven = arith.constant 7.0 : f32\n"
            "  %%y = linalg.fill ins(%%seven : f32) outs(%%e : %s) -> %s\n"
            "  %%unused = tensor.dim %%in0, %%c0_unused : %s\n") % (t, t, t, t)


def matmul_body(shapes, dyn):
    a, b = tensor(shapes[0]), tensor(shapes[1])
    m, n = shapes[0][0], shapes[1][1]
    t = tensor((m, n))
    dims = ""
    if dyn:
        dims = "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n" \
               "  %d0 = tensor.dim %in0, %c0 : " + a + "\n" \
               "  %d1 = tensor.dim %in1, %c1 : " + b + "\n"
    return dims + (
        "  %%e = tensor.empty(%s) : %s\n"
        "  %%zero = arith.constant 0.0 : f32\n"
        "  %%f = linalg.fill ins(%%zero : f32) outs(%%e : %s) -> %s\n"
        "  %%y = linalg.matmul ins(%%in0, %%in1 : %s, %s) outs(%%f : %s) -> %s\n"
    ) % ("%d0, %d1" if dyn else "", t, t, t, a, b, t, t)


def conv_body(op, out_shape):
    def body(shapes, dyn):
        i, f, t = tensor(shapes[0]), tensor(shapes[1]), tensor(out_shape)
        return ("  %%e = tensor.empty() : %s\n"
                "  %%zero = arith.constant 0.0 : f32\n"
                "  %%f = linalg.fill ins(%%zero : f32) outs(%%e : %s) -> %s\n"
                "  %%y = linalg.%s {dilations = dense<1> : tensor<2xi64>, "
                "strides = dense<1> : tensor<2xi64>} ins(%%in0, %%in1 : %s, %s) "
                "outs(%%f : %s) -> %s\n") % (t, t, t, op, i, f, t, t)
    return body


def pool_body(shapes, dyn):
    i, t = tensor(shapes[0]), tensor((1, 5, 6, 1))
    return ("  %%e = tensor.empty() : %s\n"
            "  %%w = tensor.empty() : tensor<2x2xf32>\n"
            "  %%zero = arith.constant 0.0 : f32\n"
            "  %%f = linalg.fill ins(%%zero : f32) outs(%%e : %s) -> %s\n"
            "  %%y = linalg.pooling_nhwc_sum {dilations = dense<1> : "
            "tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%%in0, %%w "
            ": %s, tensor<2x2xf32>) outs(%%f : %s) -> %s\n") % (t, t, t, i, t, t)


def pad_body(shapes, dyn):
    i = tensor(shapes[0])
    return "  %%y = pad.pad %%in0 low[1, 0] high[0, 1] mode(wrap) : %s to %s\n" % (
        i, tensor((None, None) if dyn else (5, 6)))


def loop_body(forall):
    def body(shapes, dyn):
        t, row = tensor(shapes[0]), tensor((1, None if dyn else 6))
        cols = "%d1" if dyn else "6"
        head = ("  %c0 = arith.constant 0 : index\n"
                "  %c1 = arith.constant 1 : index\n"
                "  %d0 = tensor.dim %in0, %c0 : " + t + "\n"
                "  %d1 = tensor.dim %in0, %c1 : " + t + "\n"
                "  %e = tensor.empty(" + ("%d0, %d1" if dyn else "") + ") : "
                + t + "\n")
        generic = ("    %%xs = tensor.extract_slice %%in0[%%i, 0] [1, COLS] [1, 1]"
                   " : %s to %s\n"
                   "    %%os = tensor.extract_slice %%o[%%i, 0] [1, COLS] [1, 1]"
                   " : %s to %s\n"
                   "    %%r = linalg.generic {indexing_maps = [%s, %s], "
                   "iterator_types = [\"parallel\", \"parallel\"]} ins(%%xs : %s)"
                   " outs(%%os : %s) {\n"
                   "    ^bb0(%%a: f32, %%b: f32):\n"
                   "      %%z = arith.constant 0.0 : f32\n"
                   "      %%m = arith.maximumf %%a, %%z : f32\n"
                   "      linalg.yield %%m : f32\n"
                   "    } -> %s\n") % (t, row, t, row, ID, ID, row, row, row)
        if forall:
            return (head + (
                "  %%y = scf.forall (%%i) in (%%d0) shared_outs(%%o = %%e) -> (%s) {\n"
                "%s"
                "    scf.forall.in_parallel {\n"
                "      tensor.parallel_insert_slice %%r into %%o[%%i, 0] [1, COLS] "
                "[1, 1] : %s into %s\n"
                "    }\n  }\n") % (t, generic, row, t)).replace("COLS", cols)
        return (head + (
            "  %%y = scf.for %%i = %%c0 to %%d0 step %%c1 iter_args(%%o = %%e) "
            "-> (%s) {\n%s"
            "    %%u = tensor.insert_slice %%r into %%o[%%i, 0] [1, COLS] [1, 1] "
            ": %s into %s\n"
            "    scf.yield %%u : %s\n  }\n") % (t, generic, row, t, t)).replace(
                "COLS", cols)
    return body


def conv_nhwc(x, f):
    n, h, w, c = x.shape
    kh, kw, _, fo = f.shape
    y = np.zeros((n, h - kh + 1, w - kw + 1, fo))
    for a in range(kh):
        for b in range(kw):
            y += np.einsum("nhwc,cf->nhwf", x[:, a:a + h - kh + 1,
                                              b:b + w - kw + 1, :], f[a, b])
    return y


def rng_array(rng, shape):
    return rng.integers(-9, 10, size=shape).astype(np.float64)


# name: (input shapes, numpy function, result rank, padded axes, body, dyn ok)
PRODUCERS = {
    "relu": ([(5, 6)], lambda x: np.maximum(x, 0), [0, 1], relu_body, True),
    "add": ([(5, 6)], lambda x: x + x, [0, 1], add_body, False),
    "fill": ([(5, 6)], lambda x: np.full((5, 6), 7.0), [0, 1], fill_body,
             False),
    "matmul": ([(5, 3), (3, 6)], lambda a, b: a @ b, [0, 1], matmul_body,
               True),
    "conv_nhwc": ([(1, 7, 8, 2), (3, 3, 2, 1)], conv_nhwc, [1, 2],
                  conv_body("conv_2d_nhwc_hwcf", (1, 5, 6, 1)), False),
    "conv_nchw": ([(1, 2, 7, 8), (1, 2, 3, 3)],
                  lambda x, f: conv_nhwc(x.transpose(0, 2, 3, 1),
                                         f.transpose(2, 3, 1, 0)
                                         ).transpose(0, 3, 1, 2),
                  [2, 3], conv_body("conv_2d_nchw_fchw", (1, 1, 5, 6)), False),
    "pool_sum": ([(1, 6, 7, 1)],
                 lambda x: conv_nhwc(x, np.ones((2, 2, 1, 1))), [1, 2],
                 pool_body, False),
    "pad": ([(4, 5)], lambda x: reference(x, [1, 0], [0, 1], "wrap"), [0, 1],
            pad_body, True),
    "for": ([(5, 6)], lambda x: np.maximum(x, 0), [0, 1], loop_body(False),
            True),
    "forall": ([(5, 6)], lambda x: np.maximum(x, 0), [0, 1], loop_body(True),
               True),
}

# Amounts on the two padded axes (the producers' results are 5 x 6 there).
# Border-mode crops read only kept elements; wrap reads the far side, so
# its crop is on an axis without border.
AMOUNTS = {
    "plain": {m: ([1, 2], [2, 1], [0, 0]) for m in MODES},
    "crop": dict({m: ([-1, 2], [1, -1], [0, 0]) for m in MODES},
                 constant=([-1, 2], [2, -2], [0, 0]),
                 wrap=([-1, 2], [-1, 1], [0, 0])),
    "interior": {"constant": ([1, 0], [0, 2], [1, 2])},
    # Past one fold of every border mode (docs/Semantics.md, "Any width"):
    # the borders read the producer's result in the buffer several times
    # over.
    "wide": {m: ([7, 13], [12, 8], [0, 0]) for m in MODES},
}


def cases():
    for prod, (_, _, _, _, dyn_ok) in PRODUCERS.items():
        for kind, by_mode in AMOUNTS.items():
            for mode in by_mode:
                for dyn in [False, True] if dyn_ok else [False]:
                    if prod in ("for", "forall") and kind == "crop":
                        continue  # Not fusible: see the remarks test.
                    yield prod, kind, mode, dyn


def build(case_id, case, rng, destination):
    prod, kind, mode, dyn = case
    shapes, fn, axes, body, _ = PRODUCERS[prod]
    inputs = [rng_array(rng, s) for s in shapes]
    y = fn(*inputs)
    low2, high2, int2 = AMOUNTS[kind][mode]
    rank = y.ndim
    low, high, interior = [0] * rank, [0] * rank, [0] * rank
    for a, lo, hi, r in zip(axes, low2, high2, int2):
        low[a], high[a], interior[a] = lo, hi, r
    value = 3.0 if mode == "constant" else 0.0
    expected = reference(y, low, high, mode, value, interior)
    in_shapes = [tuple(None for _ in s) if dyn else s for s in shapes]
    # Dynamic amounts but for loops (no tile of a loop for a crop); in a
    # border mode, the fused form runs when they are all non-negative.
    dyn_amounts = dyn and prod not in ("for", "forall")
    amounts = []

    def amount(v, name):
        if dyn_amounts:
            amounts.append(v)
            return "%" + name
        return str(v)
    lows = ", ".join(amount(v, "l%d" % k) for k, v in enumerate(low))
    highs = ", ".join(amount(v, "h%d" % k) for k, v in enumerate(high))
    res_shape = tuple(None if (dyn or dyn_amounts) else
                      out_size(d, p, q, r)
                      for d, p, q, r in zip(y.shape, low, high, interior))
    src_shape = tuple(None if dyn else d for d in y.shape)
    args = ["%%in%d: %s" % (i, tensor(s)) for i, s in enumerate(in_shapes)]
    args += ["%%l%d: index" % k for k in range(rank) if dyn_amounts]
    args += ["%%h%d: index" % k for k in range(rank) if dyn_amounts]
    out_t = tensor(res_shape)
    if destination:
        args.append("%%dest: %s {bufferization.writable = true}" % out_t)
    text = "func.func @case%d(%s) -> %s {\n" % (case_id, ", ".join(args),
                                                 out_t)
    if prod == "fill":
        text += "  %c0_unused = arith.constant 0 : index\n"
    text += body(in_shapes, dyn)
    inter = "" if not any(interior) else " interior[%s]" % ", ".join(
        map(str, interior))
    text += "  %%p = pad.pad %%y low[%s] high[%s]%s%s%s : %s to %s\n" % (
        lows, highs, inter, "" if mode == "constant" else " mode(%s)" % mode,
        " value(%v)" if mode == "constant" else "", tensor(src_shape), out_t)
    if mode == "constant":
        text = text.replace("  %p = pad.pad", "  %v = arith.constant 3.0 : "
                            "f32\n  %p = pad.pad")
    result = "%p"
    if destination:
        text += "  %%r = bufferization.materialize_in_destination %%p in %%dest" \
                " : (%s, %s) -> %s\n" % (out_t, out_t, out_t)
        result = "%r"
    text += "  return %s : %s\n}\n" % (result, out_t)
    if prod == "fill":  # The input only sets the case's signature.
        text = text.replace("  %unused = tensor.dim %in0, %c0_unused : "
                            + tensor(in_shapes[0]) + "\n", "")
    call = ""
    operands, types = [], []
    for i, x in enumerate(inputs):
        call += const("x%d_%d" % (case_id, i), x)
        v = "%%x%d_%d" % (case_id, i)
        if dyn:
            call += "  %%x%d_%d_d = tensor.cast %s : %s to %s\n" % (
                case_id, i, v, tensor(x.shape), tensor(in_shapes[i]))
            v = "%%x%d_%d_d" % (case_id, i)
        operands.append(v)
        types.append(tensor(in_shapes[i]))
    for j, a in enumerate(amounts):
        call += "  %%a%d_%d = arith.constant %d : index\n" % (case_id, j, a)
        operands.append("%%a%d_%d" % (case_id, j))
        types.append("index")
    if destination:
        call += "  %%dest%d = tensor.empty() : %s\n" % (
            case_id, tensor(expected.shape))
        v = "%%dest%d" % case_id
        if out_t != tensor(expected.shape):
            call += "  %%dest%d_d = tensor.cast %s : %s to %s\n" % (
                case_id, v, tensor(expected.shape), out_t)
            v = "%%dest%d_d" % case_id
        operands.append(v)
        types.append(out_t)
    call += "  %%m%d = arith.constant %d : i64\n  call @printI64(%%m%d) : " \
            "(i64) -> ()\n  call @printNewline() : () -> ()\n" % (
                case_id, MARKER, case_id)
    call += "  %%r%d = call @case%d(%s) : (%s) -> %s\n" % (
        case_id, case_id, ", ".join(operands), ", ".join(types), out_t)
    call += "  %%u%d = tensor.cast %%r%d : %s to tensor<*xf32>\n" \
            "  call @printMemrefF32(%%u%d) : (tensor<*xf32>) -> ()\n" % (
                case_id, case_id, out_t, case_id)
    return text, call, expected


def parse_outputs(stdout):
    chunks = re.split(r"^%d\s*$" % MARKER, stdout, flags=re.M)[1:]
    results = []
    for chunk in chunks:
        data = chunk.split("data =", 1)[1] if "data =" in chunk else ""
        results.append([float(v) for v in re.findall(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?", data)])
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pad-opt", default="pad-opt")
    parser.add_argument("--mlir-runner", default="mlir-runner")
    parser.add_argument("--shared-libs", default=pad_build.RUNNER_LIBS)
    parser.add_argument("--strategy", default="vector")
    parser.add_argument("--destination", choices=["none", "tensor"],
                        default="none")
    parser.add_argument("--keep-dir")
    args = parser.parse_args()

    rng = np.random.default_rng(9)
    all_cases = list(cases())
    funcs, calls, expected = [], [], []
    for i, case in enumerate(all_cases):
        f, c, e = build(i, case, rng, args.destination == "tensor")
        funcs.append(f)
        calls.append(c)
        expected.append(e)
    head = ("func.func private @printMemrefF32(tensor<*xf32>)\n"
            "func.func private @printI64(i64)\n"
            "func.func private @printNewline()\n")
    # The line at which each case's function starts.
    starts, line = [], head.count("\n") + 1
    for f in funcs:
        starts.append(line)
        line += f.count("\n")
    module = (head + "".join(funcs) +
              "func.func @main() {\n" + "".join(calls) + "  return\n}\n")
    workdir = args.keep_dir or tempfile.mkdtemp()
    os.makedirs(workdir, exist_ok=True)
    path = os.path.join(workdir, "fusion.mlir")
    with open(path, "w") as f:
        f.write(module)

    # Every case is fused: a remark only on the pads that produce sources
    # (they pad function arguments).
    fused = pad_build.pad_opt(args.pad_opt, path,
                              ["--pad-fuse-into-producer=emit-remarks=true"])
    unfused = set()
    for m in re.finditer(r"fusion.mlir:(\d+):\d+: remark: (.*)", fused.stderr):
        if "not produced by an op" not in m.group(2):
            unfused.add(max(i for i, s in enumerate(starts)
                            if s <= int(m.group(1))))
    failed = 0
    for i in sorted(unfused):
        print("case %d %s: not fused" % (i, "/".join(map(str, all_cases[i]))))
        failed += 1
    lowered = pad_build.lower(args.pad_opt, path, "strategy=" + args.strategy)
    if lowered.returncode:
        sys.exit("pad-opt failed:\n" + lowered.stderr[-3000:])
    run = pad_build.run_module(args.mlir_runner, None, args.shared_libs,
                               input=lowered.stdout)
    if run.returncode:
        sys.exit("mlir-runner failed:\n" + run.stderr[-3000:])
    results = parse_outputs(run.stdout)
    passed = 0
    for i, (case, e) in enumerate(zip(all_cases, expected)):
        got = results[i] if i < len(results) else None
        if got is not None and np.array_equal(np.array(got),
                                              e.flatten().astype(float)):
            passed += 1
        else:
            failed += 1
            print("case %d %s: expected %s got %s" % (
                i, "/".join(map(str, case)), e.flatten().tolist(), got))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
