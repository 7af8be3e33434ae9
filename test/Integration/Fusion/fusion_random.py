#!/usr/bin/env python3
# ===- fusion_random.py - random producer -> pad programs, fused or not -*- Python -*-===//
#
# Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
# See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===//
"""Random producer -> pad.pad programs, with and without fusion (docs/Fusion.md).

Composes at random: a producer (linalg.generic with permuted or broadcast
maps, a reduction into a filled init, linalg.matmul, a convolution, pooling,
linalg.transpose, linalg.add, tensor.concat, tensor.extract_slice, a pad.pad,
scf.for and scf.forall loops of tiles; static or dynamic shapes for some),
then a pad.pad in any mode whose amounts, per axis, pad, crop, crop past the
source (keeping no source element), keep only interior gaps, or are dynamic
(SSA arguments; the result dim then static or not); then a destination form
(none, a writable tensor argument, or a slice of a writable argument).

Each batch of programs is one module, lowered with `pad-opt --pad-to-llvm`
with `fuse-producers=true` and `=false`, run with `mlir-runner`, and every
result compared with numpy (the producer in numpy, padded by
test/lib/pad_reference.py). A batch that pad-opt or mlir-runner fails on is
split into single programs, so each failure names its program. It also
counts the fused programs (no remark of `emit-remarks=true`) whose lowered
function still copies (memrefCopy, memref.copy or llvm.intr.memcpy).

  fusion_random.py --pad-opt build/bin/pad-opt --seed 1 --count 60
  fusion_random.py --count 1200 --strategy all --keep-dir /tmp/fr

Prints one line per failing program, then a summary:
`N programs, F fused, C fused with a copy, K failed`.
"""

import argparse
import os
import re
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True
from fusion_diff import (MARKER, conv_nhwc, const, parse_outputs,  # noqa: E402
                         reference, tensor)
import pad_build  # noqa: E402  (test/lib: building and running the modules)
from pad_reference import dilated_size  # noqa: E402

HEAD = ("func.func private @printMemrefF32(tensor<*xf32>)\n"
        "func.func private @printI64(i64)\n"
        "func.func private @printNewline()\n")
COPY_RE = re.compile(r"memrefCopy|memref\.copy|llvm\.intr\.memcpy")


def amap(dims, results):
    return "affine_map<(%s) -> (%s)>" % (", ".join(dims), ", ".join(results))


def dims_of(shape, dyn):
    return tuple(None if dyn else d for d in shape)


class Producer:
    """One random producer: numpy inputs, their MLIR types, the body (ends in
    %y), the result in numpy and its MLIR type."""

    def __init__(self, name, inputs, in_types, body, y, y_type):
        self.name, self.inputs, self.in_types = name, inputs, in_types
        self.body, self.y, self.y_type = body, y, y_type


def arr(rng, shape):
    return rng.integers(-9, 10, size=shape).astype(np.float64)


def dim_ops(operand, type_, axes):
    """%dK = tensor.dim of `operand` for each (name, axis) of `axes`."""
    text = ""
    for name, axis in axes:
        text += "  %%%s = tensor.dim %s, %%c%d : %s\n" % (name, operand, axis,
                                                          type_)
    return text


CONSTS = ("  %c0 = arith.constant 0 : index\n"
          "  %c1 = arith.constant 1 : index\n"
          "  %c2 = arith.constant 2 : index\n")
UNARY = [("negf", lambda x: -x, "%m = arith.negf %a : f32"),
         ("add1", lambda x: x + 1,
          "%one = arith.constant 1.0 : f32\n    %m = arith.addf %a, %one : f32"),
         ("relu", lambda x: np.maximum(x, 0),
          "%z = arith.constant 0.0 : f32\n    %m = arith.maximumf %a, %z : f32")]


def p_generic_perm(rng, dyn):
    a, b = rng.integers(1, 5, size=2)
    x = arr(rng, (b, a))
    _, fn, payload = UNARY[rng.integers(len(UNARY))]
    tx, ty = tensor(dims_of((b, a), dyn)), tensor(dims_of((a, b), dyn))
    body = CONSTS + (dim_ops("%in0", tx, [("d0", 1), ("d1", 0)]) if dyn else "")
    body += ("  %%e = tensor.empty(%s) : %s\n"
             "  %%y = linalg.generic {indexing_maps = [%s, %s], iterator_types ="
             " [\"parallel\", \"parallel\"]} ins(%%in0 : %s) outs(%%e : %s) {\n"
             "  ^bb0(%%a: f32, %%b: f32):\n    %s\n    linalg.yield %%m : f32\n"
             "  } -> %s\n") % ("%d0, %d1" if dyn else "", ty,
                               amap("ij", "ji"), amap("ij", "ij"), tx, ty,
                               payload, ty)
    return Producer("generic_perm", [x], [tx], body, fn(x.T), ty)


def p_generic_bcast(rng, dyn):
    a, b = rng.integers(1, 5, size=2)
    rows = rng.integers(2) == 0  # broadcast a row (b,) or a column (a,)
    x0 = arr(rng, (a, b))
    x1 = arr(rng, (b,) if rows else (a,))
    t0, t1 = tensor((a, b)), tensor(x1.shape)
    body = ("  %%e = tensor.empty() : %s\n"
            "  %%y = linalg.generic {indexing_maps = [%s, %s, %s], "
            "iterator_types = [\"parallel\", \"parallel\"]} ins(%%in0, %%in1 : "
            "%s, %s) outs(%%e : %s) {\n"
            "  ^bb0(%%a: f32, %%b: f32, %%c: f32):\n"
            "    %%m = arith.subf %%a, %%b : f32\n    linalg.yield %%m : f32\n"
            "  } -> %s\n") % (t0, amap("ij", "ij"), amap("ij", "j" if rows else
                                                         "i"),
                              amap("ij", "ij"), t0, t1, t0, t0)
    y = x0 - (x1[None, :] if rows else x1[:, None])
    return Producer("generic_bcast", [x0, x1], [t0, t1], body, y, t0)


def p_reduce(rng, dyn):
    a, b, c = rng.integers(1, 4, size=3)
    x = arr(rng, (a, b, c))
    v = float(rng.integers(-3, 4))
    tx, ty = tensor(dims_of((a, b, c), dyn)), tensor(dims_of((a, b), dyn))
    body = CONSTS + (dim_ops("%in0", tx, [("d0", 0), ("d1", 1)]) if dyn else "")
    body += ("  %%e = tensor.empty(%s) : %s\n"
             "  %%iv = arith.constant %s : f32\n"
             "  %%f = linalg.fill ins(%%iv : f32) outs(%%e : %s) -> %s\n"
             "  %%y = linalg.generic {indexing_maps = [%s, %s], iterator_types ="
             " [\"parallel\", \"parallel\", \"reduction\"]} ins(%%in0 : %s) "
             "outs(%%f : %s) {\n"
             "  ^bb0(%%a: f32, %%b: f32):\n    %%m = arith.addf %%a, %%b : f32\n"
             "    linalg.yield %%m : f32\n  } -> %s\n") % (
                 "%d0, %d1" if dyn else "", ty, repr(v), ty, ty,
                 amap("ijk", "ijk"), amap("ijk", "ij"), tx, ty, ty)
    return Producer("reduce", [x], [tx], body, v + x.sum(axis=2), ty)


def p_matmul(rng, dyn):
    a, k, b = rng.integers(1, 5, size=3)
    x0, x1 = arr(rng, (a, k)), arr(rng, (k, b))
    v = float(rng.integers(-3, 4))
    t0, t1 = tensor(dims_of((a, k), dyn)), tensor(dims_of((k, b), dyn))
    ty = tensor(dims_of((a, b), dyn))
    body = CONSTS
    if dyn:
        body += dim_ops("%in0", t0, [("d0", 0)]) + dim_ops("%in1", t1,
                                                           [("d1", 1)])
    body += ("  %%e = tensor.empty(%s) : %s\n"
             "  %%iv = arith.constant %s : f32\n"
             "  %%f = linalg.fill ins(%%iv : f32) outs(%%e : %s) -> %s\n"
             "  %%y = linalg.matmul ins(%%in0, %%in1 : %s, %s) outs(%%f : %s) "
             "-> %s\n") % ("%d0, %d1" if dyn else "", ty, repr(v), ty, ty, t0,
                           t1, ty, ty)
    return Producer("matmul", [x0, x1], [t0, t1], body, v + x0 @ x1, ty)


def p_conv(rng, dyn):
    h, w = rng.integers(2, 5, size=2)
    kh, kw = rng.integers(1, 3, size=2)
    c, f = rng.integers(1, 3, size=2)
    x, k = arr(rng, (1, h, w, c)), arr(rng, (kh, kw, c, f))
    ty = tensor((1, h - kh + 1, w - kw + 1, f))
    tx, tk = tensor(x.shape), tensor(k.shape)
    body = ("  %%e = tensor.empty() : %s\n"
            "  %%zero = arith.constant 0.0 : f32\n"
            "  %%f = linalg.fill ins(%%zero : f32) outs(%%e : %s) -> %s\n"
            "  %%y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : "
            "tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%%in0, %%in1"
            " : %s, %s) outs(%%f : %s) -> %s\n") % (ty, ty, ty, tx, tk, ty, ty)
    return Producer("conv", [x, k], [tx, tk], body, conv_nhwc(x, k), ty)


def p_pool(rng, dyn):
    h, w = rng.integers(2, 5, size=2)
    kh, kw = rng.integers(1, 3, size=2)
    c = int(rng.integers(1, 3))
    x = arr(rng, (1, h, w, c))
    oh, ow = h - kh + 1, w - kw + 1
    y = np.full((1, oh, ow, c), -100.0)
    for i in range(kh):
        for j in range(kw):
            y = np.maximum(y, x[:, i:i + oh, j:j + ow, :])
    ty, tx = tensor(y.shape), tensor(x.shape)
    body = ("  %%e = tensor.empty() : %s\n"
            "  %%win = tensor.empty() : tensor<%dx%dxf32>\n"
            "  %%init = arith.constant -100.0 : f32\n"
            "  %%f = linalg.fill ins(%%init : f32) outs(%%e : %s) -> %s\n"
            "  %%y = linalg.pooling_nhwc_max {dilations = dense<1> : "
            "tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%%in0, %%win"
            " : %s, tensor<%dx%dxf32>) outs(%%f : %s) -> %s\n") % (
                ty, kh, kw, ty, ty, tx, kh, kw, ty, ty)
    return Producer("pool", [x], [tx], body, y, ty)


def p_transpose(rng, dyn):
    a, b = rng.integers(1, 5, size=2)
    x = arr(rng, (b, a))
    tx, ty = tensor(dims_of((b, a), dyn)), tensor(dims_of((a, b), dyn))
    body = CONSTS + (dim_ops("%in0", tx, [("d0", 1), ("d1", 0)]) if dyn else "")
    body += ("  %%e = tensor.empty(%s) : %s\n"
             "  %%y = linalg.transpose ins(%%in0 : %s) outs(%%e : %s) "
             "permutation = [1, 0]\n") % ("%d0, %d1" if dyn else "", ty, tx, ty)
    return Producer("transpose", [x], [tx], body, x.T.copy(), ty)


def p_add(rng, dyn):
    a, b = rng.integers(1, 5, size=2)
    x0, x1 = arr(rng, (a, b)), arr(rng, (a, b))
    t = tensor((a, b))
    body = ("  %%e = tensor.empty() : %s\n"
            "  %%y = linalg.add ins(%%in0, %%in1 : %s, %s) outs(%%e : %s) -> %s\n"
            ) % (t, t, t, t, t)
    return Producer("add", [x0, x1], [t, t], body, x0 + x1, t)


def p_concat(rng, dyn):
    a0, a1, b = rng.integers(1, 4, size=3)
    x0, x1 = arr(rng, (a0, b)), arr(rng, (a1, b))
    t0, t1, ty = tensor(x0.shape), tensor(x1.shape), tensor((a0 + a1, b))
    body = "  %%y = tensor.concat dim(0) %%in0, %%in1 : (%s, %s) -> %s\n" % (
        t0, t1, ty)
    return Producer("concat", [x0, x1], [t0, t1], body,
                    np.concatenate([x0, x1]), ty)


def p_slice(rng, dyn):
    big = rng.integers(2, 6, size=2)
    size = [int(rng.integers(1, d + 1)) for d in big]
    off = [int(rng.integers(0, d - s + 1)) for d, s in zip(big, size)]
    x = arr(rng, tuple(big))
    tx, ty = tensor(x.shape), tensor(size)
    body = ("  %%y = tensor.extract_slice %%in0[%d, %d] [%d, %d] [1, 1] : %s to"
            " %s\n") % (off[0], off[1], size[0], size[1], tx, ty)
    return Producer("slice", [x], [tx], body,
                    x[off[0]:off[0] + size[0], off[1]:off[1] + size[1]].copy(),
                    ty)


def p_padpad(rng, dyn):
    a, b = rng.integers(1, 4, size=2)
    x = arr(rng, (a, b))
    mode = ["constant", "edge", "reflect", "symmetric", "wrap"][rng.integers(5)]
    while True:
        low = [int(v) for v in rng.integers(-1, 3, size=2)]
        high = [int(v) for v in rng.integers(-1, 3, size=2)]
        if not within_widths(mode, x.shape, low, high, False):
            continue
        y = reference(x, low, high, mode, 0.0)
        if y.size:
            break
    tx, ty = tensor(x.shape), tensor(y.shape)
    m = "" if mode == "constant" else " mode(%s)" % mode
    body = "  %%y = pad.pad %%in0 low[%d, %d] high[%d, %d]%s : %s to %s\n" % (
        low[0], low[1], high[0], high[1], m, tx, ty)
    return Producer("padpad", [x], [tx], body, y, ty)


def p_loop(forall):
    def make(rng, dyn):
        a, b = rng.integers(1, 5, size=2)
        x = arr(rng, (a, b))
        t, row = tensor(dims_of((a, b), dyn)), tensor((1, None if dyn else b))
        cols = "%d1" if dyn else str(b)
        body = CONSTS + dim_ops("%in0", t, [("d0", 0), ("d1", 1)])
        body += "  %%e = tensor.empty(%s) : %s\n" % ("%d0, %d1" if dyn else "",
                                                    t)
        tile = ("    %%xs = tensor.extract_slice %%in0[%%i, 0] [1, %s] [1, 1] :"
                " %s to %s\n"
                "    %%os = tensor.extract_slice %%o[%%i, 0] [1, %s] [1, 1] : "
                "%s to %s\n"
                "    %%r = linalg.generic {indexing_maps = [%s, %s], "
                "iterator_types = [\"parallel\", \"parallel\"]} ins(%%xs : %s) "
                "outs(%%os : %s) {\n"
                "    ^bb0(%%a: f32, %%b: f32):\n"
                "      %%z = arith.constant 0.0 : f32\n"
                "      %%m = arith.maximumf %%a, %%z : f32\n"
                "      linalg.yield %%m : f32\n    } -> %s\n") % (
                    cols, t, row, cols, t, row, amap("ij", "ij"),
                    amap("ij", "ij"), row, row, row)
        if forall:
            body += ("  %%y = scf.forall (%%i) in (%%d0) shared_outs(%%o = %%e) "
                     "-> (%s) {\n%s    scf.forall.in_parallel {\n"
                     "      tensor.parallel_insert_slice %%r into %%o[%%i, 0] "
                     "[1, %s] [1, 1] : %s into %s\n    }\n  }\n") % (
                         t, tile, cols, row, t)
        else:
            body += ("  %%y = scf.for %%i = %%c0 to %%d0 step %%c1 iter_args(%%o"
                     " = %%e) -> (%s) {\n%s"
                     "    %%u = tensor.insert_slice %%r into %%o[%%i, 0] [1, %s] "
                     "[1, 1] : %s into %s\n    scf.yield %%u : %s\n  }\n") % (
                         t, tile, cols, row, t, t)
        return Producer("forall" if forall else "for", [x], [t], body,
                        np.maximum(x, 0), t)
    return make


# name: (make, takes dynamic shapes)
PRODUCERS = {
    "generic_perm": (p_generic_perm, True),
    "generic_bcast": (p_generic_bcast, False),
    "reduce": (p_reduce, True),
    "matmul": (p_matmul, True),
    "conv": (p_conv, False),
    "pool": (p_pool, False),
    "transpose": (p_transpose, True),
    "add": (p_add, False),
    "concat": (p_concat, False),
    "slice": (p_slice, False),
    "padpad": (p_padpad, False),
    "for": (p_loop(False), True),
    "forall": (p_loop(True), True),
}
MODES = ["constant", "edge", "reflect", "symmetric", "wrap"]
# What one axis of the pad does: pad, crop, keep no source element, keep only
# interior gaps (constant mode), or nothing.
AXIS_KINDS = ["pad", "crop", "nothing", "gaps", "zero"]
AXIS_WEIGHTS = [0.3, 0.25, 0.1, 0.1, 0.25]


def axis_amounts(rng, d, mode, kind, wide=False):
    """(low, high, interior) for an axis of size `d`, of the given kind
    (interior only in constant mode); `wide`: pads and crops up to 3d + 2 on
    either side, past one fold of the border modes (docs/Semantics.md, "Any
    width")."""
    r = int(rng.integers(1, 3)) if mode == "constant" and (
        kind == "gaps" or rng.integers(4) == 0) else 0
    big = dilated_size(d, r)
    if kind == "zero":
        return 0, 0, 0
    top = 3 * d + 2 if wide else d
    if kind == "pad":
        return int(rng.integers(0, top + 1)), int(rng.integers(0, top + 1)), r
    if kind == "crop":
        return (int(rng.integers(-d, top + 1)), int(rng.integers(-d, top + 1)),
                r)
    n = int(rng.integers(0, 4))
    if kind == "gaps" and r:
        # A window of the dilated source inside one gap.
        if d > 1:
            k = int(rng.integers(0, d - 1))
            t = int(rng.integers(0, r))  # the gap's elements k(r+1)+1+t ...
            start = k * (r + 1) + 1 + t
            n = int(rng.integers(1, r - t + 1))  # ... up to k(r+1)+r
            return -start, start + n - big, r
    # Nothing kept: the window [-p, n - p) lies below or above [0, D).
    if rng.integers(2) == 0:
        p = n + int(rng.integers(0, 3))
    else:
        p = -big - int(rng.integers(0, 3))
    return p, n - p - big, r


def within_widths(mode, shape, low, high, wide):
    """Amounts the verifier takes: in the border modes no positive amount on
    an empty axis (C8); unless `wide`, within one fold too (reflect at most
    d - 1, symmetric and wrap at most d), as most programs keep them."""
    if mode == "constant":
        return True
    if any(d == 0 and max(p, q) > 0 for d, p, q in zip(shape, low, high)):
        return False
    limit = {"reflect": -1, "symmetric": 0, "wrap": 0}.get(mode)
    if limit is None or wide:
        return True
    return all(p <= d + limit and q <= d + limit
               for d, p, q in zip(shape, low, high))


def parse_results(stdout):
    """The printed values of each result; none for an empty one (whose
    printMemref output shows an element)."""
    chunks = re.split(r"^%d\s*$" % MARKER, stdout, flags=re.M)[1:]
    results = []
    for chunk, values in zip(chunks, parse_outputs(stdout)):
        m = re.search(r"sizes = \[([\d, ]*)\]", chunk)
        sizes = [int(v) for v in m.group(1).split(",") if v.strip()] if m \
            else []
        results.append([] if 0 in sizes else values)
    return results


def choose_pad(rng, y):
    """Random amounts for `y` that the reference accepts."""
    rank = y.ndim
    for _ in range(100):
        mode = MODES[rng.integers(len(MODES))]
        kinds = [str(k) for k in rng.choice(AXIS_KINDS, size=rank,
                                            p=AXIS_WEIGHTS)]
        # A quarter of the border-mode pads past one fold.
        wide = mode != "constant" and rng.integers(4) == 0
        amounts = [axis_amounts(rng, y.shape[k], mode, kinds[k], wide)
                   for k in range(rank)]
        low, high, interior = (list(t) for t in zip(*amounts))
        value = float(rng.integers(-5, 6)) if mode == "constant" else 0.0
        if not within_widths(mode, y.shape, low, high, wide):
            continue
        if wide:
            kinds = [k + "-wide" if k in ("pad", "crop") else k
                     for k in kinds]
        expected = reference(y, low, high, mode, value, interior)
        return mode, kinds, low, high, interior, value, expected
    raise RuntimeError("no valid pad found")


class Program:
    pass


def build(case_id, rng):
    """One random program: the text of @caseN, the call in @main, the
    expected result and a description."""
    name = list(PRODUCERS)[rng.integers(len(PRODUCERS))]
    make, dyn_ok = PRODUCERS[name]
    dyn = dyn_ok and rng.integers(3) == 0
    prod = make(rng, dyn)
    mode, kinds, low, high, interior, value, expected = choose_pad(rng,
                                                                   prod.y)
    rank = prod.y.ndim
    dyn_amounts = rng.integers(3) == 0
    dynamic = [dyn_amounts and rng.integers(2) == 0 for _ in range(2 * rank)]
    amount_args, amount_vals = [], []

    def amount(v, k):
        if dynamic[k]:
            amount_args.append("%%a%d: index" % k)
            amount_vals.append(v)
            return "%%a%d" % k
        return str(v)
    lows = ", ".join(amount(v, k) for k, v in enumerate(low))
    highs = ", ".join(amount(v, rank + k) for k, v in enumerate(high))
    y_shape = re.findall(r"(\?|\d+)x", prod.y_type)
    res = []
    for k in range(rank):
        computed_dyn = y_shape[k] == "?" or dynamic[k] or dynamic[rank + k]
        # A dim that inference cannot know may still be written static.
        res.append(None if computed_dyn and rng.integers(3) else
                   expected.shape[k])
    res_t = tensor(res)
    # Destination: none, a writable tensor argument, or a slice of one.
    dest = ["none", "tensor", "slice"][rng.integers(3)]
    if dest == "slice" and None in res:
        dest = "tensor"
    cast_back = dest == "none" and None in res and rng.integers(3) == 0
    # A consumer whose init is a tensor.empty identical to the pad's output:
    # elementwise, or reading the pad's result reversed on axis 0.
    consumer = "none"
    if dest == "none" and not cast_back and None not in res and \
            rng.integers(2) == 0:
        consumer = ["neg", "flip"][rng.integers(2)]
    args = ["%%in%d: %s" % (i, t) for i, t in enumerate(prod.in_types)]
    args += amount_args
    inter = "" if not any(interior) else " interior[%s]" % ", ".join(
        map(str, interior))
    text = prod.body
    if mode == "constant":
        text += "  %%v = arith.constant %s : f32\n" % repr(value)
    text += "  %%p = pad.pad %%y low[%s] high[%s]%s%s%s : %s to %s\n" % (
        lows, highs, inter, "" if mode == "constant" else " mode(%s)" % mode,
        " value(%v)" if mode == "constant" else "", prod.y_type, res_t)
    out_t, result = res_t, "%p"
    if cast_back:
        out_t = tensor(expected.shape)
        text += "  %%pc = tensor.cast %%p : %s to %s\n" % (res_t, out_t)
        result = "%pc"
    acc = None
    if consumer != "none":
        names = ["d%d" % k for k in range(rank)]
        read = list(names)
        if consumer == "flip":
            read[0] = "%d - d0" % (expected.shape[0] - 1)
        par = ", ".join(['"parallel"'] * rank)
        text += ("  %%e2 = tensor.empty() : %s\n"
                 "  %%z = linalg.generic {indexing_maps = [%s, %s], "
                 "iterator_types = [%s]} ins(%%p : %s) outs(%%e2 : %s) {\n"
                 "  ^bb0(%%a: f32, %%b: f32):\n"
                 "    %%m = arith.negf %%a : f32\n    linalg.yield %%m : f32\n"
                 "  } -> %s\n") % (res_t, amap(names, read), amap(names, names),
                                    par, res_t, res_t, res_t)
        result = "%z"
        expected = -(expected[::-1] if consumer == "flip" else expected)
    if dest == "tensor":
        args.append("%%dest: %s {bufferization.writable = true}" % res_t)
        text += ("  %%r = bufferization.materialize_in_destination %%p in "
                 "%%dest : (%s, %s) -> %s\n") % (res_t, res_t, res_t)
        result = "%r"
    elif dest == "slice":
        acc = arr(rng, tuple(n + 1 for n in expected.shape))
        out_t = tensor(acc.shape)
        args.append("%%acc: %s {bufferization.writable = true}" % out_t)
        # (No offset at the end of a dim: the verifier rejects it even for
        # an empty slice.)
        offsets = [1 if n else 0 for n in expected.shape]
        text += ("  %%r = tensor.insert_slice %%p into %%acc[%s] [%s] [%s] : "
                 "%s into %s\n") % (", ".join(map(str, offsets)),
                                    ", ".join(map(str, expected.shape)),
                                    ", ".join("1" for _ in range(rank)), res_t,
                                    out_t)
        result = "%r"
        full = acc.copy()
        full[tuple(slice(o, o + n) for o, n in zip(offsets, expected.shape))] \
            = expected
        expected = full
    func = "func.func @case%d(%s) -> %s {\n%s  return %s : %s\n}\n" % (
        case_id, ", ".join(args), out_t, text, result, out_t)

    call, operands, types = "", [], []
    for i, (x, t) in enumerate(zip(prod.inputs, prod.in_types)):
        v = "%%x%d_%d" % (case_id, i)
        call += const(v[1:], x)
        if t != tensor(x.shape):
            call += "  %s_d = tensor.cast %s : %s to %s\n" % (v, v,
                                                             tensor(x.shape), t)
            v += "_d"
        operands.append(v)
        types.append(t)
    for j, a in enumerate(amount_vals):
        call += "  %%n%d_%d = arith.constant %d : index\n" % (case_id, j, a)
        operands.append("%%n%d_%d" % (case_id, j))
        types.append("index")
    if dest == "tensor":
        call += "  %%dest%d = tensor.empty() : %s\n" % (
            case_id, tensor(expected.shape))
        v = "%%dest%d" % case_id
        if res_t != tensor(expected.shape):
            call += "  %s_d = tensor.cast %s : %s to %s\n" % (
                v, v, tensor(expected.shape), res_t)
            v += "_d"
        operands.append(v)
        types.append(res_t)
    elif dest == "slice":
        call += const("acc%d" % case_id, acc)
        operands.append("%%acc%d" % case_id)
        types.append(out_t)
    call += ("  %%m%d = arith.constant %d : i64\n  call @printI64(%%m%d) : "
             "(i64) -> ()\n  call @printNewline() : () -> ()\n") % (
                 case_id, MARKER, case_id)
    call += "  %%r%d = call @case%d(%s) : (%s) -> %s\n" % (
        case_id, case_id, ", ".join(operands), ", ".join(types), out_t)
    call += ("  %%u%d = tensor.cast %%r%d : %s to tensor<*xf32>\n"
             "  call @printMemrefF32(%%u%d) : (tensor<*xf32>) -> ()\n") % (
                 case_id, case_id, out_t, case_id)
    prog = Program()
    prog.func, prog.call, prog.expected = func, call, expected
    prog.desc = "%s%s %s %s low%s high%s interior%s%s dest=%s" % (
        prod.name, " dyn-shapes" if dyn else "", mode, "/".join(kinds), low,
        high, interior, " dyn-amounts" if amount_vals else "", dest)
    if consumer != "none":
        prog.desc += " consumer=" + consumer
    return prog


def module_text(progs):
    funcs = "".join(p.func for p in progs)
    calls = "".join(p.call for p in progs)
    return HEAD + funcs + "func.func @main() {\n" + calls + "  return\n}\n"


class Tools:
    def __init__(self, args, workdir):
        self.args, self.workdir = args, workdir

    def lower(self, path, strategy, fuse):
        return pad_build.lower(self.args.pad_opt, path,
                               "strategy=%s fuse-producers=%s" % (
                                   strategy, "true" if fuse else "false"))

    def run(self, llvm_text):
        return pad_build.run_module(self.args.mlir_runner, None,
                                    self.args.shared_libs, input=llvm_text)

    def remarks(self, path):
        return pad_build.pad_opt(self.args.pad_opt, path,
                                 ["--pad-fuse-into-producer=emit-remarks=true"])


def first_error(stderr):
    for line in stderr.split("\n"):
        if "error" in line or "Assertion" in line:
            return line.strip()[:200]
    lines = [l for l in stderr.split("\n") if l.strip()]
    if any("Stack dump" in l for l in lines):
        return "crash"
    return (lines[-1] if lines else "no output")[:200]


def execute(tools, progs, strategy, fuse, tag):
    """Lowers and runs `progs`; returns per program (values or an error
    string) and the lowered text of each function."""
    path = os.path.join(tools.workdir, "%s.mlir" % tag)
    with open(path, "w") as f:
        f.write(module_text(progs))
    lowered = tools.lower(path, strategy, fuse)
    if lowered.returncode == 0:
        run = tools.run(lowered.stdout)
        if run.returncode == 0:
            values = parse_results(run.stdout)
            funcs = re.split(r"(?=^  llvm\.func @)", lowered.stdout, flags=re.M)
            text = {}
            for chunk in funcs:
                m = re.match(r"  llvm\.func @case(\d+)\(", chunk)
                if m:
                    text[int(m.group(1))] = chunk
            return ([values[i] if i < len(values) else "missing output"
                     for i in range(len(progs))], text)
        failure = "mlir-runner: " + first_error(run.stderr)
    else:
        failure = "pad-opt: " + first_error(lowered.stderr)
    if len(progs) == 1:
        return [failure], {}
    # Split the batch to name the failing programs.
    results, texts = [], {}
    for i, p in enumerate(progs):
        r, t = execute(tools, [p], strategy, fuse, "%s_%d" % (tag, i))
        results += r
        if 0 in t:
            texts[i] = t[0]
    return results, texts


def renumber(prog, i):
    """`prog` as program `i` of its module."""
    q = Program()
    q.__dict__.update(prog.__dict__)
    q.func = re.sub(r"@case\d+\(", "@case%d(" % i, prog.func, count=1)
    q.call = re.sub(r"@case\d+\(", "@case%d(" % i, prog.call)
    return q


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pad-opt", default="pad-opt")
    parser.add_argument("--mlir-runner", default="mlir-runner")
    parser.add_argument("--shared-libs", default=pad_build.RUNNER_LIBS)
    parser.add_argument("--strategy", default="vector",
                        help="vector, linalg, loops or all")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--batch", type=int, default=40)
    parser.add_argument("--keep-dir")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    strategies = (["vector", "linalg", "loops"] if args.strategy == "all"
                  else [args.strategy])
    if args.keep_dir:
        os.makedirs(args.keep_dir, exist_ok=True)
        run_all(args, strategies, args.keep_dir)
    else:
        with tempfile.TemporaryDirectory() as workdir:
            run_all(args, strategies, workdir)


def run_all(args, strategies, workdir):
    tools = Tools(args, workdir)
    rng = np.random.default_rng(args.seed)
    total = fused_count = copying = pad_copying = failed = 0
    reasons = {}
    for start in range(0, args.count, args.batch):
        progs = [build(start + i, rng) for i in
                 range(min(args.batch, args.count - start))]
        # Which pads the pass leaves alone (remarks on the pads of sources
        # that are arguments: the inner pads of pads, re-created).
        batch_progs = [renumber(p, i) for i, p in enumerate(progs)]
        path = os.path.join(workdir, "batch%d.mlir" % start)
        with open(path, "w") as f:
            f.write(module_text(batch_progs))
        starts, line = [], HEAD.count("\n") + 1
        for p in batch_progs:
            starts.append(line)
            line += p.func.count("\n")
        rem = tools.remarks(path)
        unfused = {}
        for m in re.finditer(r":(\d+):\d+: remark: not fused into its "
                             r"producer: (.*)", rem.stderr):
            if "not produced by an op" in m.group(2):
                continue
            i = max(i for i, s in enumerate(starts) if s <= int(m.group(1)))
            unfused.setdefault(i, m.group(2))
        for i, why in unfused.items():
            reasons[why] = reasons.get(why, 0) + 1
        for strategy in strategies:
            got = {}
            for fuse in (True, False):
                got[fuse] = execute(tools, batch_progs, strategy, fuse,
                                    "b%d_%s_%d" % (start, strategy, fuse))
            for i, p in enumerate(batch_progs):
                want = p.expected.flatten().astype(float).tolist()
                bad = []
                for fuse in (True, False):
                    v = got[fuse][0][i]
                    if v != want:
                        bad.append("fuse-producers=%s: %s" % (
                            "true" if fuse else "false",
                            v if isinstance(v, str) else "got %s" % v))
                if bad:
                    failed += 1
                    print("program %d (%s) %s: expected %s; %s" % (
                        start + i, strategy, p.desc, want, "; ".join(bad)))
            if strategy == strategies[0]:
                for i, p in enumerate(batch_progs):
                    total += 1
                    if i in unfused:
                        continue
                    fused_count += 1
                    text = got[True][1].get(i, "")
                    if COPY_RE.search(text):
                        # A pad of a pad copies the inner pad's source (an
                        # argument) into place, as its own lowering does.
                        if p.desc.startswith("padpad"):
                            pad_copying += 1
                            continue
                        copying += 1
                        if args.verbose:
                            print("copy: program %d %s" % (start + i, p.desc))
    if args.verbose:
        for why, n in sorted(reasons.items(), key=lambda kv: -kv[1]):
            print("left alone %d: %s" % (n, why))
    print("%d programs, %d fused, %d fused with a copy (and %d of a pad of "
          "a pad), %d failed" % (total, fused_count, copying, pad_copying,
                                 failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
