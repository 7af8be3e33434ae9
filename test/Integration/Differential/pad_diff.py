#!/usr/bin/env python3
# ===- pad_diff.py - Differential test of pad.pad ----------------*- Python -*-===//
# ===----------------------------------------------------------------------===//
"""Differential test of pad.pad against a reference written from SPEC §2.

Generates random VALID `pad.pad` cases (SPEC §3) from a fixed seed, lowers
them in batches with `pad-opt --pad-to-llvm`, runs them with `mlir-runner`,
and compares every printed result with a reference written straight from
SPEC §2. The reference itself is checked against `numpy.pad` first.

Needs Python 3 + numpy (Debian's python3-numpy: run with /usr/bin/python3).

  pad_diff.py --pad-opt build/bin/pad-opt --cases 300
  pad_diff.py --cases 10000 --strategy vector --jobs 2
  pad_diff.py --only 17,42 --keep-dir /tmp/pd     # rerun and keep files
  pad_diff.py --valgrind --cases 50               # runner under memcheck
  pad_diff.py --self-check                        # reference vs numpy only
  pad_diff.py --tiling --cases 100                # each pad tiled (SPEC §6)
  pad_diff.py --destination tensor --cases 100    # into a tensor argument
  pad_diff.py --destination slice --wrong-destinations 0.2  # some too small
  pad_diff.py --wide-rows --strategy vector \
    --pipeline-options nontemporal=always          # streamed lines

Case `i` of seed `s` does not depend on --cases, so a failing id can be
rerun alone with --only.

Output: one line per failing case (details for the first --max-report), then
`N passed, M failed`; the exit status is 1 on any mismatch or error.
"""


import argparse
import concurrent.futures
import math
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

try:
    import numpy as np
except ImportError:  # pragma: no cover
    sys.exit("pad_diff.py needs numpy: run it with /usr/bin/python3 "
             "(Debian's python3-numpy)")

# The reference of docs/Semantics.md, shared by the tests: test/lib.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                os.pardir, os.pardir, "lib"))
sys.dont_write_bytecode = True  # No __pycache__ in the source tree.
from pad_reference import (  # noqa: E402
    MODES, numpy_pad, out_size, reference_pad)
import diff_destinations  # noqa: E402

DEFAULT_TYPES = ["i1", "i8", "i16", "i32", "i64", "index",
                 "f16", "bf16", "f32", "f64"]
ALL_TYPES = DEFAULT_TYPES + ["complex<f32>"]

# Element type -> (kind, printed-as type, runner print function). i1 and i8
# are widened to i16 before printing: printMemrefI8 prints raw characters and
# there is no printMemrefI1.
TYPE_INFO = {
    "i1": ("bool", "i16", "printMemrefI16"),
    "i8": ("int", "i16", "printMemrefI16"),
    "i16": ("int", "i16", "printMemrefI16"),
    "i32": ("int", "i32", "printMemrefI32"),
    "i64": ("int", "i64", "printMemrefI64"),
    "index": ("index", "index", "printMemrefInd"),
    "f16": ("float", "f16", "printMemrefF16"),
    "bf16": ("float", "bf16", "printMemrefBF16"),
    "f32": ("float", "f32", "printMemrefF32"),
    "f64": ("float", "f64", "printMemrefF64"),
    "complex<f32>": ("complex", "complex<f32>", "printMemrefC32"),
}

# Lines printed by the program besides the memrefs (via printI64/printComma).
CASE_MARKER = -123456789   # "-123456789, <case id>" starts each case
EMPTY_MARKER = -123456788  # "-123456788, d0, d1, ..." an empty result's dims
CASE_RE = re.compile(r"^%d, (\d+)\s*$" % CASE_MARKER, re.M)
EMPTY_RE = re.compile(r"^%d((?:, -?\d+)*)\s*$" % EMPTY_MARKER)
MEMREF_RE = re.compile(
    r"Unranked Memref base@ = \S+ rank = (\d+) offset = (-?\d+) "
    r"sizes = \[([^\]]*)\] strides = \[([^\]]*)\] data = \n(.*)", re.S)
COMPLEX_RE = re.compile(r"\(\s*([^,()\s]+)\s*,\s*([^,()\s]+)\s*\)")

SUPPRESSIONS = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                            "valgrind.supp")

MAX_IN_ELEMS = 120    # data values are distinct and exact in every type
MAX_OUT_ELEMS = 400   # keeps printing cheap


# ===----------------------------------------------------------------------===//
# The reference (test/lib/pad_reference.py), checked.
# ===----------------------------------------------------------------------===//

def self_check(count=3000, seed=1):
    """Checks the reference against numpy.pad and SPEC's worked example."""
    # SPEC §2: the OpenVINO Pad-12 "mixed pads" example.
    x = np.arange(1, 13).reshape(3, 4)
    got = reference_pad(x, [2, -1], [-1, 3], [0, 0], "reflect", 0)
    want = [[10, 11, 12, 11, 10, 9], [6, 7, 8, 7, 6, 5],
            [2, 3, 4, 3, 2, 1], [6, 7, 8, 7, 6, 5]]
    assert got.tolist() == want, got
    # SPEC §1: interior example shape.
    got = reference_pad(np.ones((3, 3), np.int64), [1, 2], [1, 0], [1, 2],
                        "constant", 0)
    assert got.shape == (7, 9), got.shape
    assert got.sum() == 9 and got[1, 2] == 1 and got[5, 8] == 1, got
    # Rank 0 is the identity.
    assert reference_pad(np.array(5), [], [], [], "wrap", 0).tolist() == 5
    # Random cases, all modes, negative amounts, interior, empty dims.
    rng = random.Random(seed)
    for _ in range(count):
        mode = rng.choice(MODES)
        rank = rng.randint(0, 3)
        shape = [rng.choice([0, 1, 1, 2, 3, 4, 5]) for _ in range(rank)]
        low, high, interior = [], [], []
        for d in shape:
            p, q = (random_amount(rng, d, mode) for _ in range(2))
            r = rng.choice([0, 0, 1, 2]) if mode == "constant" else 0
            low.append(p)
            high.append(q)
            interior.append(r)
        src = np.array(rng.sample(range(1, 1000), math.prod(shape)),
                       dtype=np.int64).reshape(shape)
        value = rng.randint(-50, -1)
        a = reference_pad(src, low, high, interior, mode, value)
        b = numpy_pad(src, low, high, interior, mode, value)
        if a.shape != b.shape or not np.array_equal(a, b):
            raise AssertionError(
                "reference != numpy.pad: mode=%s shape=%s low=%s high=%s "
                "interior=%s\nreference=%s\nnumpy=%s"
                % (mode, shape, low, high, interior, a, b))
    return count + 3


# ===----------------------------------------------------------------------===//
# Random valid cases (SPEC §3).
# ===----------------------------------------------------------------------===//

def random_amount(rng, d, mode):
    """An amount `p` valid for an axis of size `d` in `mode` (SPEC §3.4):
    reflect p <= d-1, symmetric/wrap p <= d, border modes p <= 0 if d == 0.
    Like the static verifier, the limits bound positive amounts only: an
    amount <= 0 reads nothing outside the input, so e.g. reflect with p == 0
    on an empty axis is valid. Negative amounts may crop the whole axis and
    beyond."""
    if mode == "constant":
        hi = 3
    elif d == 0:
        hi = 0
    elif mode == "edge":
        hi = 3
    elif mode == "reflect":
        hi = d - 1
    else:
        hi = d
    roll = rng.random()
    if roll < 0.04:  # crops the whole axis, or more
        return rng.randint(-(d + 2), -max(d, 1))
    if roll < 0.25:  # crops part of the axis
        return -rng.randint(1, d // 2) if d >= 2 else 0
    if roll < 0.45:
        return 0
    return rng.randint(0, hi) if hi >= 0 else 0


class Case:
    pass


def random_data(rng, etype, count):
    """`count` values, distinct (except i1) and never zero, exact in `etype`.
    Returns a numpy array of int64 / float64 / complex128."""
    kind = TYPE_INFO[etype][0]
    if kind == "bool":
        return np.array([rng.randint(0, 1) for _ in range(count)], np.int64)
    ks = rng.sample([k for k in range(-MAX_IN_ELEMS, MAX_IN_ELEMS + 1) if k],
                    count)
    if kind in ("int", "index"):
        return np.array(ks, np.int64)
    if kind == "float":  # k/2 with |k| <= 240 is exact even in bf16
        return np.array([k * (0.5 if rng.random() < 0.5 else 1.0) for k in ks],
                        np.float64)
    ims = [rng.randint(-MAX_IN_ELEMS, MAX_IN_ELEMS) * 0.5 for _ in ks]
    return np.array([complex(k, im) for k, im in zip(ks, ims)], np.complex128)


def random_value(rng, etype):
    """A pad value outside the data's range (so a wrong mapping shows), now
    and then zero or -0.0."""
    kind = TYPE_INFO[etype][0]
    if kind == "bool":
        return rng.randint(0, 1)
    roll = rng.random()
    if roll < 0.1:
        return 0.0 if kind in ("float", "complex") else 0
    if kind == "float" and roll < 0.15:
        return -0.0
    top = 127 if etype == "i8" else 250  # 250: exact in bf16
    v = rng.choice([-1, 1]) * rng.randint(MAX_IN_ELEMS + 1, top)
    if kind == "float":
        return float(v)
    if kind == "complex":
        return complex(v, rng.randint(-MAX_IN_ELEMS, MAX_IN_ELEMS) * 0.5)
    return v


def make_case(seed, cid, types, wide_rows=False):
    rng = random.Random("%d/%d" % (seed, cid))
    c = Case()
    c.id = cid
    c.etype = rng.choice(types)
    # Constant mode has more knobs (interior, value): draw it twice as often.
    c.mode = rng.choices(MODES, weights=[2, 1, 1, 1, 1])[0]
    while True:
        c.rank = rng.choices([0, 1, 2, 3, 4], weights=[5, 25, 30, 25, 15])[0]
        top = {0: 0, 1: 8, 2: 6, 3: 4, 4: 3}[c.rank]
        c.shape = [rng.randint(1, top) for _ in range(c.rank)]
        if wide_rows and c.rank >= 2:
            # Rows as long as the streamed lines of the vector strategy need
            # (a line and a vector: 20 f64 to 160 i8 elements), few of them.
            c.shape = [rng.randint(1, 2) for _ in range(c.rank - 1)]
            c.shape.append(rng.randint(
                16, max(16, MAX_IN_ELEMS // math.prod(c.shape))))
        if c.rank and rng.random() < 0.12:
            c.shape[rng.randrange(c.rank)] = 0
        c.interior = [0] * c.rank
        if c.mode == "constant" and rng.random() < 0.5:
            c.interior = [rng.choice([0, 0, 1, 2]) for _ in range(c.rank)]
        c.low = [random_amount(rng, d, c.mode) for d in c.shape]
        c.high = [random_amount(rng, d, c.mode) for d in c.shape]
        c.out_shape = [out_size(d, p, q, r) for d, p, q, r in
                       zip(c.shape, c.low, c.high, c.interior)]
        if (math.prod(c.shape) <= MAX_IN_ELEMS
                and math.prod(c.out_shape) <= MAX_OUT_ELEMS):
            break
    # Dynamic source dims, dynamic amounts (runtime `index` arguments).
    dyn_p = rng.choice([0.0, 0.3, 0.6, 1.0])
    c.dyn_dims = [rng.random() < dyn_p for _ in range(c.rank)]
    dyn_a = rng.choice([0.0, 0.3, 0.6, 1.0])
    c.dyn_low = [rng.random() < dyn_a for _ in range(c.rank)]
    c.dyn_high = [rng.random() < dyn_a for _ in range(c.rank)]
    # Result dims: `?` where inference cannot know them; sometimes static
    # anyway (SPEC §3.5 allows a static result dim where inference is dynamic).
    c.res_static = []
    for a in range(c.rank):
        known = not (c.dyn_dims[a] or c.dyn_low[a] or c.dyn_high[a])
        c.res_static.append(known or rng.random() < 0.2)
    # Pad value (constant mode only): absent, a constant, or an argument.
    c.value_kind = "none"
    c.value = 0
    if c.mode == "constant":
        c.value_kind = rng.choice(["none", "const", "arg"])
        if c.value_kind != "none":
            c.value = random_value(rng, c.etype)
    c.explicit_mode = c.mode == "constant" and rng.random() < 0.2
    c.explicit_interior = not any(c.interior) and rng.random() < 0.1
    c.data = random_data(rng, c.etype, math.prod(c.shape)).reshape(c.shape)
    c.expected = reference_pad(c.data, c.low, c.high, c.interior, c.mode,
                               c.value)
    return c


def draw_tiling(seed, c):
    """--tiling: a random loop kind and tile size per axis for case `c` (SPEC
    §6), from its own random stream so that the case itself does not change.
    Sizes run from 0 (axis not tiled) to one past the result size; at least
    one axis is tiled. Rank 0 has nothing to tile. A result with a static
    size-0 dim is not tiled: upstream's tiling driver then writes each tile
    with a tensor.insert_slice at the static offset 0 of that dim, which the
    verifier of insert_slice rejects (docs/Tiling.md, "Limits")."""
    rng = random.Random("%d/%d/tiling" % (seed, c.id))
    if any(n == 0 and static for n, static in zip(c.out_shape, c.res_static)):
        return
    c.loop = rng.choice(["for", "forall"])
    c.tile_sizes = [rng.randint(0, max(1, n) + 1) for n in c.out_shape]
    if c.rank and not any(c.tile_sizes):
        c.tile_sizes[rng.randrange(c.rank)] = rng.randint(1, 3)


def emit_schedule(cases):
    """The transform schedule that tiles the pad.pad of every case of a
    module (--tiling), matched by its `pad_diff.case_<id>` attribute."""
    lines = ["module attributes {transform.with_named_sequence} {",
             "  transform.named_sequence @__transform_main("
             "%root: !transform.any_op {transform.readonly}) {"]
    for c in cases:
        if not c.rank or getattr(c, "tile_sizes", None) is None:
            continue
        lines.append("    %%p%d = transform.structured.match ops{[\"pad.pad\"]} "
                     "attributes{pad_diff.case_%d} in %%root : "
                     "(!transform.any_op) -> !transform.any_op" % (c.id, c.id))
        sizes = ", ".join(map(str, c.tile_sizes))
        if c.loop == "forall":
            lines.append("    %%t%d, %%l%d = transform.structured."
                         "tile_using_forall %%p%d tile_sizes [%s] : "
                         "(!transform.any_op) -> (!transform.any_op, "
                         "!transform.any_op)" % (c.id, c.id, c.id, sizes))
        else:
            loops = sum(1 for t in c.tile_sizes if t)
            lines.append("    %%t%d, %%l%d:%d = transform.structured."
                         "tile_using_for %%p%d tile_sizes [%s] : "
                         "(!transform.any_op) -> (%s)"
                         % (c.id, c.id, loops, c.id, sizes,
                            ", ".join(["!transform.any_op"] * (loops + 1))))
    lines += ["    transform.yield", "  }", "}"]
    return "\n".join(lines) + "\n"


# ===----------------------------------------------------------------------===//
# MLIR emission.
# ===----------------------------------------------------------------------===//

def tensor_type(shape, etype, static=None):
    dims = [str(d) if static is None or static[a] else "?"
            for a, d in enumerate(shape)]
    return "tensor<%s>" % "x".join(dims + [etype])


def scalar_literal(v, etype):
    kind = TYPE_INFO[etype][0]
    if kind == "bool":
        return "true" if v else "false"
    if kind in ("int", "index"):
        return str(int(v))
    if kind == "float":
        return repr(float(v))
    v = complex(v)
    return "(%r, %r)" % (v.real, v.imag)


def dense_literal(arr, etype):
    if arr.size == 0:
        return "dense<>"

    def rec(a):
        if a.ndim == 0:
            return scalar_literal(a.item(), etype)
        return "[" + ", ".join(rec(x) for x in a) + "]"
    return "dense<%s>" % rec(arr)


def emit_scalar(lines, name, v, etype, indent="  "):
    """%name = <v : etype> (complex through a rank-0 dense constant, so no
    `complex` dialect op is needed)."""
    if TYPE_INFO[etype][0] == "complex":
        lines.append("%s%s_t = arith.constant dense<%s> : tensor<%s>"
                     % (indent, name, scalar_literal(v, etype), etype))
        lines.append("%s%s = tensor.extract %s_t[] : tensor<%s>"
                     % (indent, name, name, etype))
    elif etype == "i1":
        lines.append("%s%s = arith.constant %s" % (indent, name,
                                                   scalar_literal(v, etype)))
    else:
        lines.append("%s%s = arith.constant %s : %s"
                     % (indent, name, scalar_literal(v, etype), etype))


def amounts_text(vals, dyn, prefix):
    return ", ".join("%%%s%d" % (prefix, a) if dyn[a] else str(v)
                     for a, v in enumerate(vals))


def emit_dims_func(c, lines):
    """@case_<id>_dims(%t) prints "<EMPTY_MARKER>, d0, d1, ..." for %t."""
    dyn_t = tensor_type(printed_shape(c), c.etype, [False] * c.rank)
    lines.append("func.func @case_%d_dims(%%t: %s) attributes {no_inline} {"
                 % (c.id, dyn_t))
    lines.append("  %%em = arith.constant %d : i64" % EMPTY_MARKER)
    lines.append("  call @printI64(%em) : (i64) -> ()")
    for a, d in enumerate(dims_of(lines, "%t", dyn_t, c.rank, "e")):
        lines.append("  %%e_i%d = arith.index_cast %s : index to i64" % (a, d))
        lines.append("  call @printComma() : () -> ()")
        lines.append("  call @printI64(%%e_i%d) : (i64) -> ()" % a)
    lines.append("  call @printNewline() : () -> ()")
    lines.append("  return")
    lines.append("}")


def emit_case_func(c, lines, backend):
    """func.func @case_<id>(src, dynamic amounts..., [value]) pads and prints."""
    et = c.etype
    if math.prod(printed_shape(c)) == 0:
        emit_dims_func(c, lines)
    src_t = tensor_type(c.shape, et, [not x for x in c.dyn_dims])
    res_t = tensor_type(c.out_shape, et, c.res_static)
    args = ["%%src: %s" % src_t]
    args += ["%%l%d: index" % a for a in range(c.rank) if c.dyn_low[a]]
    args += ["%%h%d: index" % a for a in range(c.rank) if c.dyn_high[a]]
    if c.value_kind == "arg":
        args.append("%%v: %s" % et)
    dest_kind = getattr(c, "dest_kind", None)
    if dest_kind:
        args += diff_destinations.case_args(c, tensor_type)
    lines.append("func.func @case_%d(%s) attributes {no_inline} {"
                 % (c.id, ", ".join(args)))
    if c.value_kind == "const":
        emit_scalar(lines, "%v", c.value, et)
    low = amounts_text(c.low, c.dyn_low, "l")
    high = amounts_text(c.high, c.dyn_high, "h")
    if backend == "pad":
        text = "  %%r = pad.pad %%src low[%s] high[%s]" % (low, high)
        if any(c.interior) or c.explicit_interior:
            text += " interior[%s]" % ", ".join(map(str, c.interior))
        if c.mode != "constant" or c.explicit_mode:
            text += " mode(%s)" % c.mode
        if c.value_kind != "none":
            text += " value(%v)"
        if getattr(c, "tile_sizes", None) is not None:
            text += " {pad_diff.case_%d}" % c.id
        lines.append(text + " : %s to %s" % (src_t, res_t))
    else:  # upstream tensor.pad, only for the harness's own check
        if c.value_kind == "none":
            emit_scalar(lines, "%v", 0, et)
        idx = ", ".join("%%i%d: index" % a for a in range(c.rank))
        lines.append("  %%r = tensor.pad %%src low[%s] high[%s] {" % (low, high))
        lines.append("  ^bb0(%s):" % idx)
        lines.append("    tensor.yield %%v : %s" % et)
        lines.append("  } : %s to %s" % (src_t, res_t))
    result, result_t = "%r", res_t
    if dest_kind:
        result, result_t = diff_destinations.emit_write(c, lines, res_t,
                                                        tensor_type)
    emit_print(c, lines, result, result_t)
    lines.append("  return")
    lines.append("}")


def printed_shape(c):
    """The shape of what a case prints: its result, or the destination it is
    inserted into."""
    if getattr(c, "dest_kind", None) == "slice":
        return c.dest_shape
    return c.out_shape


def printed_static(c):
    if getattr(c, "dest_kind", None):
        return [False] * c.rank
    return c.res_static


def dims_of(lines, val, typ, rank, tag):
    """tensor.dim of every axis: returns the SSA names."""
    names = []
    for a in range(rank):
        lines.append("  %%%s_c%d = arith.constant %d : index" % (tag, a, a))
        lines.append("  %%%s_d%d = tensor.dim %s, %%%s_c%d : %s"
                     % (tag, a, val, tag, a, typ))
        names.append("%%%s_d%d" % (tag, a))
    return names


def emit_print(c, lines, val, typ):
    et = c.etype
    kind, pty, pfn = TYPE_INFO[et]
    shape = printed_shape(c)
    if math.prod(shape) == 0:
        # printMemref* reads the first element even of an empty memref: print
        # the dims instead, from a function that cannot fold them (so that
        # the result is materialized rather than folded away with the op).
        dyn_t = tensor_type(shape, et, [False] * c.rank)
        if dyn_t != typ:
            lines.append("  %%e_x = tensor.cast %s : %s to %s" % (val, typ, dyn_t))
            val = "%e_x"
        lines.append("  call @case_%d_dims(%s) : (%s) -> ()" % (c.id, val, dyn_t))
        return
    if pty != et:  # widen i1 (zero-extend) / i8 (sign-extend) to i16
        static = printed_static(c) if typ != tensor_type(
            c.out_shape, et, c.res_static) else c.res_static
        wide_t = tensor_type(shape, pty, static)
        dyn = [d for a, d in enumerate(dims_of(lines, val, typ, c.rank, "w"))
               if not static[a]]
        lines.append("  %%w_e = tensor.empty(%s) : %s" % (", ".join(dyn), wide_t))
        amap = "affine_map<(%s) -> (%s)>" % (
            ", ".join("d%d" % a for a in range(c.rank)),
            ", ".join("d%d" % a for a in range(c.rank)))
        iters = ", ".join(['"parallel"'] * c.rank)
        ext = "arith.extui" if et == "i1" else "arith.extsi"
        lines.append("  %%w = linalg.generic {indexing_maps = [%s, %s], "
                     "iterator_types = [%s]} ins(%s : %s) outs(%%w_e : %s) {"
                     % (amap, amap, iters, val, typ, wide_t))
        lines.append("  ^bb0(%%w_a: %s, %%w_o: %s):" % (et, pty))
        lines.append("    %%w_x = %s %%w_a : %s to %s" % (ext, et, pty))
        lines.append("    linalg.yield %%w_x : %s" % pty)
        lines.append("  } -> %s" % wide_t)
        val, typ = "%w", wide_t
    lines.append("  %%u = tensor.cast %s : %s to tensor<*x%s>" % (val, typ, pty))
    lines.append("  call @%s(%%u) : (tensor<*x%s>) -> ()" % (pfn, pty))


def emit_main_call(c, lines):
    et = c.etype
    t = "c%d" % c.id
    lines.append("  %%%s_m = arith.constant %d : i64" % (t, CASE_MARKER))
    lines.append("  %%%s_id = arith.constant %d : i64" % (t, c.id))
    lines.append("  call @printI64(%%%s_m) : (i64) -> ()" % t)
    lines.append("  call @printComma() : () -> ()")
    lines.append("  call @printI64(%%%s_id) : (i64) -> ()" % t)
    lines.append("  call @printNewline() : () -> ()")
    static_t = tensor_type(c.shape, et)
    lines.append("  %%%s_k = arith.constant %s : %s"
                 % (t, dense_literal(c.data, et), static_t))
    # A heap copy, so that memcheck sees out-of-bounds reads of the source.
    lines.append("  %%%s_s = bufferization.alloc_tensor() copy(%%%s_k) : %s"
                 % (t, t, static_t))
    src = "%%%s_s" % t
    src_t = tensor_type(c.shape, et, [not x for x in c.dyn_dims])
    if src_t != static_t:
        lines.append("  %%%s_x = tensor.cast %s : %s to %s"
                     % (t, src, static_t, src_t))
        src = "%%%s_x" % t
    args, types = [src], [src_t]
    for name, vals, dyn in (("l", c.low, c.dyn_low), ("h", c.high, c.dyn_high)):
        for a in range(c.rank):
            if dyn[a]:
                lines.append("  %%%s_%s%d = arith.constant %d : index"
                             % (t, name, a, vals[a]))
                args.append("%%%s_%s%d" % (t, name, a))
                types.append("index")
    if c.value_kind == "arg":
        emit_scalar(lines, "%%%s_v" % t, c.value, et)
        args.append("%%%s_v" % t)
        types.append(et)
    if getattr(c, "dest_kind", None):
        more, more_types = diff_destinations.emit_main_args(
            c, lines, t, emit_scalar, tensor_type)
        args += more
        types += more_types
    lines.append("  call @case_%d(%s) : (%s) -> ()"
                 % (c.id, ", ".join(args), ", ".join(types)))


def emit_module(cases, backend):
    """Returns the module text and, per case id, the 1-based line ranges of its
    function and of its part of @main (to attribute diagnostics)."""
    lines = ["// Generated by pad_diff.py: %d cases." % len(cases)]
    spans = {c.id: [] for c in cases}
    pfns = sorted({(TYPE_INFO[c.etype][2], TYPE_INFO[c.etype][1])
                   for c in cases})
    for fn, pty in pfns:
        lines.append("func.func private @%s(tensor<*x%s>) "
                     "attributes {llvm.emit_c_interface}" % (fn, pty))
    lines.append("func.func private @printI64(i64)")
    lines.append("func.func private @printComma()")
    lines.append("func.func private @printNewline()")
    for c in cases:
        lines.append("")
        lines.append("// case %d: %s" % (c.id, describe(c, data=False)))
        first = len(lines) + 1
        emit_case_func(c, lines, backend)
        spans[c.id].append((first, len(lines)))
    lines.append("")
    lines.append("func.func @main() {")
    for c in cases:
        first = len(lines) + 1
        emit_main_call(c, lines)
        spans[c.id].append((first, len(lines)))
    lines.append("  return")
    lines.append("}")
    return "\n".join(lines) + "\n", spans


# ===----------------------------------------------------------------------===//
# Output parsing and comparison.
# ===----------------------------------------------------------------------===//

def parse_scalar(tok, kind):
    if kind in ("int", "bool"):
        return int(tok)
    if kind == "index":  # printed as uint64_t
        v = int(tok)
        return v - (1 << 64) if v >= (1 << 63) else v
    return float(tok)


def parse_output(text):
    """Splits the runner's stdout per case: {case id: segment text}."""
    segments = {}
    marks = list(CASE_RE.finditer(text))
    for k, m in enumerate(marks):
        end = marks[k + 1].start() if k + 1 < len(marks) else len(text)
        segments[int(m.group(1))] = text[m.end():end].lstrip("\n")
    return segments


def check_segment(c, seg):
    """Returns None if the printed result equals c.expected, else a message."""
    kind = TYPE_INFO[c.etype][0]
    exp = c.expected
    if getattr(c, "expect_abort", None):
        return "expected the program to stop with %r" % c.expect_abort
    if seg is None:
        return "no output (the program stopped before this case)"
    seg = seg.rstrip("\n")
    if exp.size == 0:
        m = EMPTY_RE.match(seg)
        if not m:
            return "expected an empty-result dims line, got: %r" % seg[:300]
        dims = [int(x) for x in m.group(1).split(",")[1:]]
        if dims != list(exp.shape):
            return "shape %s, expected %s" % (dims, list(exp.shape))
        return None
    m = MEMREF_RE.match(seg)
    if not m:
        return "unparsable output: %r" % seg[:300]
    rank = int(m.group(1))
    sizes = [int(x) for x in m.group(3).split(",") if x.strip()]
    if rank != exp.ndim or sizes != list(exp.shape):
        return "shape %s (rank %d), expected %s" % (sizes, rank,
                                                     list(exp.shape))
    body = m.group(5)
    if kind == "complex":
        got = [complex(float(a), float(b)) for a, b in COMPLEX_RE.findall(body)]
    else:
        toks = [t.strip() for t in body.replace("[", " ").replace("]", " ")
                .split(",")]
        try:
            got = [parse_scalar(t, kind) for t in toks if t]
        except ValueError as e:
            return "unparsable data (%s): %r" % (e, body[:300])
    flat = exp.reshape(-1).tolist()
    if len(got) != len(flat):
        return "%d values printed, expected %d" % (len(got), len(flat))
    bad = [i for i, (g, e) in enumerate(zip(got, flat)) if not same(g, e, kind)]
    if bad:
        arr = np.array(got, dtype=exp.dtype).reshape(exp.shape)
        first = np.unravel_index(bad[0], exp.shape)
        return ("%d of %d elements differ (first at %s: got %r, expected %r)"
                "\n    got:\n%s" % (len(bad), len(flat), tuple(map(int, first)),
                                  got[bad[0]], flat[bad[0]],
                                  indent(fmt(arr), 6)))
    return None


def same(g, e, kind):
    """Bit-exact comparison of the printed value: for floats the sign of zero
    counts too."""
    if kind == "float":
        return g == e and math.copysign(1, g) == math.copysign(1, e)
    if kind == "complex":
        return same(g.real, e.real, "float") and same(g.imag, e.imag, "float")
    return g == e


def fmt(arr):
    return np.array2string(arr, threshold=10000, max_line_width=120)


def indent(text, n):
    return "\n".join(" " * n + line for line in text.split("\n"))


def describe(c, data=True):
    def amounts(vals, dyn):
        return "[" + ", ".join("%d%s" % (v, "(dyn)" if d else "")
                               for v, d in zip(vals, dyn)) + "]"
    src_t = tensor_type(c.shape, c.etype, [not x for x in c.dyn_dims])
    s = "%s mode=%s src=%s" % (c.etype, c.mode, src_t)
    if any(c.dyn_dims):
        s += "(%s at run time)" % "x".join(map(str, c.shape))
    s += " low=%s high=%s" % (amounts(c.low, c.dyn_low),
                              amounts(c.high, c.dyn_high))
    if any(c.interior):
        s += " interior=%s" % c.interior
    if c.value_kind != "none":
        s += " value=%r(%s)" % (c.value, c.value_kind)
    s += " -> %s" % tensor_type(c.out_shape, c.etype, c.res_static)
    if not all(c.res_static):
        s += "(%s)" % "x".join(map(str, c.out_shape))
    if getattr(c, "tile_sizes", None) is not None:
        s += " tiled(%s, [%s])" % (c.loop, ", ".join(map(str, c.tile_sizes)))
    if getattr(c, "dest_kind", None):
        s += " into %s %s" % (c.dest_kind, c.dest_shape)
        if c.dest_offsets is not None:
            s += " at %s" % c.dest_offsets
        if c.expect_abort:
            s += " (expected to stop: %s)" % c.expect_abort
    if data:
        s += "\n    input:\n%s\n    expected:\n%s" % (
            indent(fmt(c.data), 6), indent(fmt(c.expected), 6))
    return s


# ===----------------------------------------------------------------------===//
# Driver.
# ===----------------------------------------------------------------------===//

def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True,
                           timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else e.stdout
        return "timeout", out or "", "timed out after %ss" % timeout


def lower_and_run(args, cases, name):
    """Writes, lowers and runs one module. Returns ("lower", stderr, spans) when
    lowering fails, else ("run", exit status, stdout, stderr)."""
    src = os.path.join(args.work_dir, name + ".mlir")
    low = os.path.join(args.work_dir, name + ".llvm.mlir")
    text, spans = emit_module(cases, args.backend)
    with open(src, "w") as f:
        f.write(text)
    if args.backend == "pad":
        opt = [args.pad_opt, src]
        if args.tiling:
            schedule = os.path.join(args.work_dir, name + ".schedule.mlir")
            with open(schedule, "w") as f:
                f.write(emit_schedule(cases))
            opt += ["--transform-preload-library=transform-library-paths="
                    + schedule, "--transform-interpreter"]
        opt += ["--pad-to-llvm=strategy=%s runtime-checks=%s"
                % (args.strategy, args.runtime_checks) +
                (" " + args.pipeline_options if args.pipeline_options
                 else ""), "-o", low]
    else:
        opt = [args.mlir_opt, src, "--one-shot-bufferize="
               "bufferize-function-boundaries", "--buffer-deallocation-pipeline",
               "--convert-linalg-to-loops", "--expand-strided-metadata",
               "--lower-affine", "--convert-scf-to-cf",
               "--convert-to-llvm",
               "--reconcile-unrealized-casts", "-o", low]
    rc, out, err = run(opt, args.timeout)
    if rc != 0:
        with open(os.path.join(args.work_dir, name + ".err"), "w") as f:
            f.write(err)
        head = "%s failed (%s): " % (os.path.basename(opt[0]), rc)
        # Split the diagnostics at each `file:line:col: kind:` and give each
        # case those located in its lines.
        parts = re.split("(?m)^(?=%s:\\d+:\\d+: )" % re.escape(src), err)
        blame = {}
        for part in parts:
            m = re.match(re.escape(src) + r":(\d+):\d+: (\w+)", part)
            if not m:
                continue
            ln = int(m.group(1))
            for c in cases:
                if any(lo <= ln <= hi for lo, hi in spans[c.id]):
                    blame.setdefault(c.id, []).append(part.strip())
        culprits = [(c, head + "\n".join(blame[c.id])) for c in cases
                    if c.id in blame and any(": error" in b.split("\n")[0]
                                             for b in blame[c.id])]
        return "lower", head + "\n" + err.strip(), culprits
    # Line-buffered stdout, so that a case that aborts (failed runtime check,
    # crash) still shows its marker and nothing else.
    runner = [args.mlir_runner, low, "-e", "main", "-entry-point-result=void",
              "-shared-libs=" + args.shared_libs]
    if args.valgrind:
        runner = ["valgrind", "--tool=memcheck", "--error-exitcode=97",
                  "--suppressions=" + SUPPRESSIONS] + args.valgrind_arg + runner
    if shutil.which("stdbuf"):
        runner = ["stdbuf", "-oL"] + runner
    rc, out, err = run(runner, args.timeout * (20 if args.valgrind else 1))
    for ext, data in ((".out", out), (".err", err)):
        with open(os.path.join(args.work_dir, name + ext), "w") as f:
            f.write(data)
    return "run", rc, out, err


def run_cases(args, cases, name, results, budget):
    """Runs `cases` as one module and fills `results` {id: None or error}.

    A failure of the whole module is narrowed down: a lowering error located
    in a case's lines fails that case; a runner that stops in the middle of a
    case (abort, crash) fails that case; the others are rerun without them.
    A failure nobody can be blamed for (an error without location, a memcheck
    report, ...) is bisected down to single cases. `budget` caps the reruns."""
    pending = list(cases)
    attempt = 0
    while pending:
        if budget[0] <= 0:
            for c in pending:
                results[c.id] = ("not run: out of reruns (see --max-reruns)")
            return
        budget[0] -= 1
        tag = name if attempt == 0 else "%s.r%d" % (name, attempt)
        attempt += 1
        res = lower_and_run(args, pending, tag)
        if res[0] == "lower":
            msg, culprits = res[1], res[2]
            if not culprits:
                break  # bisect below
            for c, why in culprits:
                results[c.id] = clip(why)
            blamed = {c.id for c, _ in culprits}
            pending = [c for c in pending if c.id not in blamed]
            continue
        rc, out, err = res[1:]
        segs = parse_output(out)
        for c in pending:
            if c.id in segs:
                results[c.id] = check_segment(c, segs[c.id])
        if rc == 0:
            for c in pending:
                if c.id not in segs:
                    results[c.id] = check_segment(c, None)
            return
        runner = "mlir-runner" + (" under valgrind" if args.valgrind else "")
        msg = "%s exited with %s:\n%s" % (runner, rc, err.strip())
        ran = [c for c in pending if c.id in segs]
        if ran and getattr(ran[-1], "expect_abort", None):
            # A wrong destination: the run-time check's message, and no
            # memcheck report.
            last = ran[-1]
            ok = last.expect_abort in err and rc != 97
            results[last.id] = None if ok else clip(
                "expected the program to stop with %r; it exited with %s:\n%s"
                % (last.expect_abort, rc, err.strip()))
            pending = pending[pending.index(last) + 1:]
            continue
        if ran and results[ran[-1].id] is not None:
            # Stopped in the middle of the last case that started.
            last = ran[-1]
            said = (segs[last.id].strip() or clip(err).strip()).split("\n")
            results[last.id] = clip(
                "%s exited with %s during this case: %s\n%s"
                % (runner, rc, said[0][:300], err.strip()))
            pending = pending[pending.index(last) + 1:]
            continue
        break  # bisect below
    else:
        return
    # Nobody to blame: bisect.
    if len(pending) == 1:
        results[pending[0].id] = clip(msg)
        return
    half = len(pending) // 2
    run_cases(args, pending[:half], tag + "a", results, budget)
    run_cases(args, pending[half:], tag + "b", results, budget)


def clip(msg, limit=2500):
    """Diagnostics are long (valgrind, pass dumps): drop LLVM's crash stack
    dump, keep the head and tail of the rest."""
    msg = "\n".join(
        line for line in msg.split("\n")
        if not re.match(r"\s*#\d+ 0x|Stack dump:|\d\.\tProgram arguments:|"
                        r"PLEASE submit a bug report", line))
    if len(msg) <= limit:
        return msg
    return msg[:limit // 2] + "\n  [...]\n" + msg[-limit // 2:]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", type=int, default=300,
                    help="number of random cases (ids 0..N-1)")
    ap.add_argument("--seed", type=int, default=20240601,
                    help="case i of a seed is the same whatever --cases")
    ap.add_argument("--only", default="",
                    help="comma-separated case ids to run (of --seed)")
    ap.add_argument("--strategy", default="linalg",
                    choices=["linalg", "loops", "vector"],
                    help="--pad-to-llvm strategy (default: linalg)")
    ap.add_argument("--runtime-checks", default="true",
                    choices=["true", "false"],
                    help="--pad-to-llvm runtime-checks (default: true)")
    ap.add_argument("--pipeline-options", default="",
                    help="more --pad-to-llvm options, e.g. nontemporal=always")
    ap.add_argument("--pad-opt", default="pad-opt", help="path of pad-opt")
    ap.add_argument("--mlir-runner", default="mlir-runner",
                    help="path of mlir-runner")
    ap.add_argument("--mlir-opt", default="mlir-opt",
                    help="only for --backend=upstream")
    ap.add_argument("--shared-libs", help="mlir-runner -shared-libs "
                    "(default: LLVM 22's runner utils)", default=",".join(
        "/usr/lib/llvm-22/lib/" + lib for lib in
        ["libmlir_runner_utils.so", "libmlir_c_runner_utils.so"]))
    ap.add_argument("--types", default=",".join(DEFAULT_TYPES),
                    help="element types to draw from; also: complex<f32>")
    ap.add_argument("--batch-size", type=int, default=100,
                    help="most cases per module (one pad-opt and one "
                    "mlir-runner process each)")
    ap.add_argument("--jobs", "-j", type=int, default=2,
                    help="modules lowered and run in parallel")
    ap.add_argument("--timeout", type=int, default=600,
                    help="seconds per tool invocation")
    ap.add_argument("--keep-dir", help="write the batches' .mlir, lowered "
                    ".mlir and outputs here and keep them")
    ap.add_argument("--valgrind", action="store_true",
                    help="run mlir-runner under valgrind --tool=memcheck "
                    "--error-exitcode=97; an error fails the batch, which is "
                    "then narrowed down to the guilty cases")
    ap.add_argument("--valgrind-arg", action="append", default=[],
                    help="extra valgrind argument (repeatable), e.g. "
                    "--valgrind-arg=--leak-check=full")
    ap.add_argument("--max-reruns", type=int, default=40,
                    help="per batch: reruns allowed to narrow down failures")
    ap.add_argument("--max-report", type=int, default=20,
                    help="failing cases shown in detail")
    ap.add_argument("--self-check", action="store_true",
                    help="only check the reference against numpy.pad")
    ap.add_argument("--backend", default="pad", choices=["pad", "upstream"],
                    help="upstream: emit tensor.pad (constant mode, "
                    "non-negative, no interior, non-empty) lowered by "
                    "mlir-opt; checks the harness itself")
    ap.add_argument("--wide-rows", action="store_true",
                    help="sources of two axes or more get a last axis of "
                    "16 to 120 elements (the others 1 or 2): the rows of "
                    "the vector strategy's streamed lines")
    ap.add_argument("--destination", default="none",
                    choices=["none", "tensor", "slice"],
                    help="tensor: every pad materialized in a writable "
                    "tensor argument (SPEC §5.1, IREE style) instead of "
                    "returning a new tensor; slice: inserted into a larger "
                    "one at offsets given at run time (diff_destinations.py)")
    ap.add_argument("--wrong-destinations", type=float, default=0.0,
                    help="with --destination and --runtime-checks true: this "
                    "fraction of the cases get a destination that cannot "
                    "hold the result; the program must stop there with the "
                    "run-time check's message")
    ap.add_argument("--tiling", action="store_true",
                    help="tile every pad.pad first (SPEC §6): a random loop "
                    "kind (scf.for or scf.forall) and random tile sizes per "
                    "case, applied with the transform dialect; the results "
                    "must equal the untiled reference")
    args = ap.parse_args()

    t0 = time.time()
    n = self_check(300 if not args.self_check else 5000)
    if args.self_check:
        print("self-check: reference matches numpy.pad on %d cases" % n)
        return 0

    types = args.types.split(",")
    for t in types:
        if t not in TYPE_INFO:
            ap.error("unknown type %r (known: %s)" % (t, ", ".join(ALL_TYPES)))
    ids = ([int(x) for x in args.only.split(",")] if args.only
           else range(args.cases))
    cases = [make_case(args.seed, i, types, args.wide_rows) for i in ids]
    if args.tiling:
        for c in cases:
            draw_tiling(args.seed, c)
    wrong = args.wrong_destinations if args.runtime_checks == "true" else 0
    if args.destination != "none":
        for c in cases:
            diff_destinations.draw(args.seed, c, args.destination, wrong)
    if args.backend == "upstream":
        cases = [c for c in cases if c.mode == "constant" and c.shape.count(0)
                 == 0 and min(c.low + c.high + [0]) >= 0 and not any(c.interior)]
    by_id = {c.id: c for c in cases}

    if args.keep_dir:
        os.makedirs(args.keep_dir, exist_ok=True)
        args.work_dir = args.keep_dir
    else:
        args.work_dir = tempfile.mkdtemp(prefix="pad_diff.")
    for tool in ("pad_opt" if args.backend == "pad" else "mlir_opt",
                 "mlir_runner"):
        path = getattr(args, tool)
        if not shutil.which(path):
            sys.exit("error: %s not found: %s" % (tool.replace("_", "-"), path))

    # At most --batch-size cases per module, and a multiple of --jobs modules.
    jobs = max(1, args.jobs)
    count = -(-len(cases) // max(1, args.batch_size))
    count = -(-count // jobs) * jobs
    size = max(1, -(-len(cases) // count))
    # A case that must stop the program runs alone.
    stopping = [c for c in cases if getattr(c, "expect_abort", None)]
    running = [c for c in cases if not getattr(c, "expect_abort", None)]
    batches = [running[i:i + size] for i in range(0, len(running), size)]
    batches += [[c] for c in stopping]
    results = {}
    try:
        with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
            futs = [ex.submit(run_cases, args, b, "batch%d" % k, results,
                              [args.max_reruns]) for k, b in enumerate(batches)]
            for fut in futs:
                fut.result()
    finally:
        if not args.keep_dir:
            shutil.rmtree(args.work_dir, ignore_errors=True)

    failed = [i for i in by_id if results.get(i) is not None]
    for k, i in enumerate(failed):
        c = by_id[i]
        if k < args.max_report:
            print("FAIL case %d: %s\n  %s" % (i, describe(c), results[i]))
        else:
            print("FAIL case %d: %s" % (i, results[i].split("\n")[0][:300]))
    print("%d passed, %d failed" % (len(by_id) - len(failed), len(failed)))
    tiled = sum(1 for c in cases if getattr(c, "tile_sizes", None))
    print("(seed %d, strategy %s%s, %d batches, %.1fs)" % (
        args.seed, args.strategy if args.backend == "pad" else "upstream",
        ", %d cases tiled" % tiled if args.tiling else "",
        len(batches), time.time() - t0), file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
