#!/usr/bin/env python3
# ===- grad_diff.py - Differential test of pad.pad_grad -------*- Python -*-===//
#
# Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
# See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===//
"""Differential test of pad.pad_grad (docs/Semantics.md, "pad.pad_grad").

Draws random valid cases from a fixed seed -- every mode, ranks 0-3, empty
axes, negative and wide amounts, interior, value_grad, dynamic shapes and
amounts, f32, f64, f16 and i32 -- lowers them in batches with
`pad-opt --pad-to-llvm` in each strategy, runs them with `mlir-runner`, and
compares the printed bits of gx with the reference
(test/lib/pad_reference.py), exactly; gv within 1e-5 relative (floats) or
exactly (integers). For i32 it also checks the adjoint identity
<pad.pad(x, v), gy> = <x, gx> + v * gv (wrapping) with the computed gx and
gv and random x, v.

  grad_diff.py --pad-opt build/bin/pad-opt --cases 200
  grad_diff.py --cases 2000 --seed 7 --strategies loops,vector
  grad_diff.py --only 17 --keep-dir /tmp/gd      # one case, files kept

Output: one line per failing case, then `N passed, M failed`; the exit
status is 1 on any mismatch or error. Needs numpy (/usr/bin/python3).
"""

import argparse
import os
import random
import re
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                os.pardir, os.pardir, "lib"))
sys.dont_write_bytecode = True
import pad_build  # noqa: E402  (building and running the modules)
import pad_reference as ref  # noqa: E402

TYPES = {  # element type: numpy type, bits type, print type
    "f32": (np.float32, np.int32, "i32"),
    "f64": (np.float64, np.int64, "i64"),
    "f16": (np.float16, np.int16, "i32"),
    "i32": (np.int32, np.int32, "i32"),
}
MARK = 7777777770000


class Case:
    pass


def draw_case(seed, cid):
    rng = random.Random(seed * 1000003 + cid)
    c = Case()
    c.id = cid
    c.etype = rng.choice(list(TYPES))
    c.mode = rng.choice(ref.MODES)
    c.rank = rng.choice([0, 1, 1, 2, 2, 2, 3])
    c.gx_shape, c.low, c.high, c.interior = [], [], [], []
    # Rows of a vector or more on the last axis (the vector strategy's rows,
    # docs/Lowering.md, "pad.pad_grad") in a third of the cases of rank 2+.
    long_rows = c.rank >= 2 and rng.random() < 0.35
    for k in range(c.rank):
        d = rng.choice([0, 1, 2, 3, 4, 5, 7])
        if long_rows and k == c.rank - 1:
            d = rng.randint(8, 40)
        if c.mode != "constant" and d == 0 and rng.random() < 0.8:
            d = rng.randint(1, 4)
        r = rng.choice([0, 0, 1, 2]) if c.mode == "constant" else 0

        def amount():
            if d > 0 and rng.random() < 0.25:  # wide: past the axis
                return rng.randint(d, 3 * d + 4)
            if long_rows and k == c.rank - 1 and rng.random() < 0.3:
                # Up to a vector less one (8 lanes of f32): the low and the
                # high border's terms can land in one vector of a row.
                return rng.randint(4, 7)
            return rng.randint(-3, 3)
        p, q = amount(), amount()
        if c.mode != "constant" and d == 0:
            p, q = min(p, 0), min(q, 0)
        c.gx_shape.append(d)
        c.low.append(p)
        c.high.append(q)
        c.interior.append(r)
    c.gy_shape = [ref.out_size(d, p, q, r) for d, p, q, r in
                  zip(c.gx_shape, c.low, c.high, c.interior)]
    c.dyn_gy = [rng.random() < 0.3 for _ in range(c.rank)]
    c.dyn_low = [rng.random() < 0.3 for _ in range(c.rank)]
    c.dyn_high = [rng.random() < 0.3 for _ in range(c.rank)]
    # A dynamic gx takes its size from gy's (docs/Semantics.md): only where
    # that rule gives back gx's size (not where the pad crops everything).
    c.dyn_gx = [ref.grad_source_size(n, p, q, r) == d and rng.random() < 0.5
                for d, n, p, q, r in zip(c.gx_shape, c.gy_shape, c.low,
                                         c.high, c.interior)]
    c.value_grad = c.mode == "constant" and rng.random() < 0.5
    nptype = TYPES[c.etype][0]
    n = int(np.prod(c.gy_shape)) if c.rank else 1
    nprng = np.random.default_rng(seed * 7919 + cid)
    if c.etype == "i32":
        c.gy = nprng.integers(-2**31, 2**31, size=n, dtype=np.int64)
        c.gy = c.gy.astype(np.int32)
    elif c.etype == "f16":
        c.gy = nprng.normal(0, 8, size=n).astype(np.float16)
    else:
        c.gy = nprng.normal(0, 1, size=n).astype(nptype) * \
            nptype(2.0) ** nprng.integers(-20, 20, size=n).astype(nptype)
    c.gy = c.gy.reshape(c.gy_shape)
    return c


def ttype(shape, dyn, et):
    dims = ["?" if dy else str(s) for s, dy in zip(shape, dyn)]
    return "tensor<%s>" % "x".join(dims + [et])


def amounts(vals, dyn, names):
    return "[%s]" % ", ".join(n if dy else str(v)
                              for v, dy, n in zip(vals, dyn, names))


def emit_case(c, lines, main):
    et = c.etype
    gy_t = ttype(c.gy_shape, c.dyn_gy, et)
    gx_t = ttype(c.gx_shape, c.dyn_gx, et)
    lows = ["%%l%d" % a for a in range(c.rank)]
    highs = ["%%h%d" % a for a in range(c.rank)]
    args = ["%%gy: %s" % gy_t]
    args += ["%s: index" % n for n, dy in zip(lows, c.dyn_low) if dy]
    args += ["%s: index" % n for n, dy in zip(highs, c.dyn_high) if dy]
    res_t = gx_t + (", " + et if c.value_grad else "")
    lines.append("func.func @case_%d(%s) -> (%s) {" % (c.id, ", ".join(args),
                                                       res_t))
    op = "pad.pad_grad %%gy low%s high%s" % (
        amounts(c.low, c.dyn_low, lows), amounts(c.high, c.dyn_high, highs))
    if any(c.interior):
        op += " interior[%s]" % ", ".join(map(str, c.interior))
    if c.mode != "constant":
        op += " mode(%s)" % c.mode
    if c.value_grad:
        op += " value_grad"
    lhs = "%gx, %gv" if c.value_grad else "%gx"
    lines.append("  %s = %s : %s to %s" % (lhs, op, gy_t, res_t))
    lines.append("  return %s : %s" % (lhs, res_t))
    lines.append("}")

    # main: the case's call, then the bits of gx and gv.
    k = c.id
    m = main.append
    m("  %%mk%d = arith.constant %d : i64" % (k, MARK + k))
    m("  call @printI64(%%mk%d) : (i64) -> ()" % k)
    m("  call @printNewline() : () -> ()")
    static_t = ttype(c.gy_shape, [False] * c.rank, et)
    raw = c.gy.astype(c.gy.dtype.newbyteorder("<")).tobytes().hex().upper()
    if c.gy.size == 0:
        m("  %%gy%d = tensor.empty() : %s" % (k, static_t))
    else:
        m("  %%gy%d = arith.constant dense<\"0x%s\"> : %s" % (k, raw, static_t))
    m("  %%gyd%d = tensor.cast %%gy%d : %s to %s" % (k, k, static_t, gy_t))
    call = ["%%gyd%d" % k]
    for vals, dyns, tag in ((c.low, c.dyn_low, "l"), (c.high, c.dyn_high, "h")):
        for a, (v, dy) in enumerate(zip(vals, dyns)):
            if dy:
                m("  %%%s%d_%d = arith.constant %d : index" % (tag, k, a, v))
                call.append("%%%s%d_%d" % (tag, k, a))
    arg_t = [gy_t] + ["index"] * (len(call) - 1)
    m("  %%r%d:%d = call @case_%d(%s) : (%s) -> (%s)" % (
        k, 2 if c.value_grad else 1, k, ", ".join(call), ", ".join(arg_t),
        res_t))
    size = int(np.prod(c.gx_shape)) if c.rank else 1
    if size:
        _, _, pt = TYPES[et]
        full_t = ttype(c.gx_shape, [False] * c.rank, et)
        bits_t = ttype(c.gx_shape, [False] * c.rank, pt)
        m("  %%s%d = tensor.cast %%r%d#0 : %s to %s" % (k, k, gx_t, full_t))
        m("  %%e%d = tensor.empty() : %s" % (k, bits_t))
        amap = "affine_map<(%s) -> (%s)>" % (
            ", ".join("d%d" % a for a in range(c.rank)),
            ", ".join("d%d" % a for a in range(c.rank)))
        m("  %%b%d = linalg.generic {indexing_maps = [%s, %s], iterator_types"
          " = [%s]} ins(%%s%d : %s) outs(%%e%d : %s) {" % (
              k, amap, amap, ", ".join(['"parallel"'] * c.rank), k, full_t, k,
              bits_t))
        m("  ^bb0(%%x%d: %s, %%o%d: %s):" % (k, et, k, pt))
        val = "%%x%d" % k
        if et == "f16":
            m("    %%c%d = arith.bitcast %s : f16 to i16" % (k, val))
            m("    %%w%d = arith.extsi %%c%d : i16 to i32" % (k, k))
            val = "%%w%d" % k
        elif et in ("f32", "f64"):
            m("    %%c%d = arith.bitcast %s : %s to %s" % (k, val, et, pt))
            val = "%%c%d" % k
        m("    linalg.yield %s : %s" % (val, pt))
        m("  } -> %s" % bits_t)
        m("  %%u%d = tensor.cast %%b%d : %s to tensor<*x%s>" % (k, k, bits_t, pt))
        m("  call @printMemref%s(%%u%d) : (tensor<*x%s>) -> ()" % (
            pt.upper(), k, pt))
    if c.value_grad:
        gv = "%%r%d#1" % k
        if et == "i32":
            m("  %%v%d = arith.extsi %s : i32 to i64" % (k, gv))
        else:
            if et != "f64":
                m("  %%g%d = arith.extf %s : %s to f64" % (k, gv, et))
                gv = "%%g%d" % k
            m("  %%v%d = arith.bitcast %s : f64 to i64" % (k, gv))
        m("  call @printI64(%%v%d) : (i64) -> ()" % k)
        m("  call @printNewline() : () -> ()")


def emit_module(cases):
    lines = ["func.func private @printMemrefI32(tensor<*xi32>)",
             "func.func private @printMemrefI64(tensor<*xi64>)",
             "func.func private @printI64(i64)",
             "func.func private @printNewline()"]
    main = []
    for c in cases:
        emit_case(c, lines, main)
    lines.append("func.func @main() {")
    lines += main
    lines.append("  return")
    lines.append("}")
    return "\n".join(lines) + "\n"


def expected(c):
    gx = ref.pad_grad(c.gy, c.low, c.high, c.mode, c.interior, c.gx_shape,
                      c.value_grad)
    gv = None
    if c.value_grad:
        gx, gv = gx
    return gx, gv


def check(c, seg):
    """None when the printed segment is right, else a message."""
    gx, gv = expected(c)
    bits_t = TYPES[c.etype][1]
    want = [int(v) for v in gx.reshape(-1).view(bits_t)]
    text = seg
    got_gv = None
    if c.value_grad:
        head, _, tail = seg.rstrip().rpartition("\n")
        text, got_gv = head, int(tail.strip())
    data = text.split("data =", 1)[1] if "data =" in text else ""
    got = [int(v) for v in re.findall(r"-?\d+", data)]
    if got != want:
        return "gx: got bits %s, expected %s" % (got[:12], want[:12])
    if c.value_grad:
        if c.etype == "i32":
            if np.int32(got_gv) != np.int32(gv):
                return "gv: got %d, expected %d" % (got_gv, gv)
        else:
            v = float(np.array([got_gv], np.int64).view(np.float64)[0])
            if abs(v - gv) > 1e-5 * max(abs(gv), 1e-30) + (
                    1e-3 if c.etype == "f16" else 0) * abs(gv):
                return "gv: got %r, expected %r" % (v, gv)
        return identity(c, gx, got_gv) if c.etype == "i32" else None
    return identity(c, gx, 0) if c.etype == "i32" else None


def identity(c, gx, gv):
    """<pad.pad(x, v), gy> = <x, gx> + v * gv (mod 2^32) with the computed
    gx and gv and random x, v."""
    rng = np.random.default_rng(c.id)
    x = rng.integers(-1000, 1000, size=c.gx_shape).astype(np.int64)
    v = int(rng.integers(-1000, 1000)) if c.value_grad else 0
    maps = [[ref.source_index(o, c.gx_shape[a], c.low[a], c.interior[a],
                              c.mode) for o in range(c.gy_shape[a])]
            for a in range(c.rank)]
    lhs = 0
    gy = c.gy.astype(np.int64)
    for idx in np.ndindex(*c.gy_shape):
        k = tuple(maps[a][idx[a]] for a in range(c.rank))
        lhs += gy[idx] * (v if None in k else int(x[k]))
    rhs = int((x * gx.astype(np.int64)).sum()) + v * int(gv)
    if (lhs - rhs) % (1 << 32):
        return "adjoint identity: <pad(x, v), gy> = %d, <x, gx> + v gv = %d" % (
            lhs, rhs)
    return None


def run_batch(args, cases, strategy, work):
    name = os.path.join(work, "b%d_%s" % (cases[0].id, strategy))
    with open(name + ".mlir", "w") as f:
        f.write(emit_module(cases))
    p = pad_build.lower(args.pad_opt, name + ".mlir", "strategy=" + strategy,
                        out=name + ".ll.mlir")
    if p.returncode:
        return {c.id: "pad-opt failed: " + p.stderr[:500] for c in cases}
    p = pad_build.run_module(args.mlir_runner, name + ".ll.mlir",
                             args.shared_libs)
    segments = {}
    marks = list(re.finditer(r"(?m)^(77777777\d{5})$", p.stdout))
    for i, mk in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(p.stdout)
        segments[int(mk.group(1)) - MARK] = p.stdout[mk.end():end]
    errors = {}
    for c in cases:
        if c.id not in segments:
            errors[c.id] = "no output (exit %d): %s" % (p.returncode,
                                                        p.stderr[:300])
            continue
        err = check(c, segments[c.id])
        if err:
            errors[c.id] = err
    return errors


def describe(c):
    return "%s %s gx %s gy %s low %s high %s interior %s%s dyn gy %s low %s " \
        "high %s gx %s" % (c.etype, c.mode, c.gx_shape, c.gy_shape, c.low,
                           c.high, c.interior,
                           " value_grad" if c.value_grad else "", c.dyn_gy,
                           c.dyn_low, c.dyn_high, c.dyn_gx)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pad-opt", default="pad-opt")
    ap.add_argument("--mlir-runner", default="mlir-runner")
    ap.add_argument("--shared-libs", default=pad_build.RUNNER_LIBS)
    ap.add_argument("--cases", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=40)
    ap.add_argument("--strategies", default="linalg,loops,vector")
    ap.add_argument("--only", default="")
    ap.add_argument("--keep-dir", default="")
    args = ap.parse_args()
    ids = [int(i) for i in args.only.split(",")] if args.only else \
        range(args.cases)
    cases = [draw_case(args.seed, i) for i in ids]
    work = args.keep_dir or tempfile.mkdtemp(prefix="grad_diff")
    os.makedirs(work, exist_ok=True)
    failed = {}
    for start in range(0, len(cases), args.batch):
        batch = cases[start:start + args.batch]
        for strategy in args.strategies.split(","):
            for cid, err in run_batch(args, batch, strategy, work).items():
                failed.setdefault(cid, "%s: %s" % (strategy, err))
    by_id = {c.id: c for c in cases}
    for cid in sorted(failed):
        print("case %d (%s): %s" % (cid, describe(by_id[cid]), failed[cid]))
    print("%d passed, %d failed" % (len(cases) - len(failed), len(failed)))
    if not args.keep_dir:
        import shutil
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
