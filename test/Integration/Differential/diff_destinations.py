# ===- diff_destinations.py - pad_diff.py's destinations ---------*- Python -*-===//
# ===----------------------------------------------------------------------===//
"""The destinations of pad_diff.py's cases (docs/Lowering.md#destinations), right and wrong.

`--destination tensor`: the pad is materialized in a writable tensor
argument. `--destination slice`: it is inserted into a writable tensor
argument a few elements larger on every axis, at offsets passed at run time;
the whole destination is printed, and what the pad does not cover must keep
its fill value. The insertion takes one of the forms frontends write
(docs/Lowering.md, "Destinations"), drawn per case: the result or a
`tensor.cast` of it (each axis static or not); sizes of its dynamic axes
from `tensor.dim` of the pad's result or of the cast; and up to three unit
axes of the destination between the result's, which the insertion drops
(rank-reducing, several unit dims). `--destination memref`: it is materialized in a memref
argument (`restrict writable`), filled before; with `at(...)` of a written
case (diff_spec.py) that memref is a view at each given element offset of
a buffer of the exact size, written and printed in turn. `tensor+old` (a
written case's `dest(...)`): a tensor destination whose old value is printed
too, after the pad (bufferization then writes the pad into a copy).

With `--wrong-destinations F`, a fraction F of the cases get
a destination that cannot hold the result (a size off by 1 to 3 on one axis,
or a slice offset before the start or past the end): the program must stop
at that case with the message of the run-time check, and write nothing
outside the buffers (--valgrind).
"""

import copy
import math
import random
import re

import numpy as np

import diff_index32

FILL = 77  # the destinations' value before the pad (1 for i1)


def draw(seed, c, kind, wrong_fraction):
    """Sets c.dest_kind, c.dest_shape, c.dest_offsets, c.expect_abort and, for
    a slice, c.expected (the whole destination)."""
    rng = random.Random("%d/%d/destination" % (seed, c.id))
    c.expect_abort = None
    n = list(c.out_shape)
    if kind == "tensor+old":
        # The destination's old value is printed after the pad too: one-shot
        # bufferization must write the pad into a copy of it.
        kind, c.print_old, c.repeats = "tensor", True, 2
        fill = 1 if c.etype == "i1" else FILL
        c.expected_list = [c.expected,
                           np.full(n, fill, dtype=c.expected.dtype)]
    c.dest_kind = kind
    if kind == "memref":
        c.dest_shape, c.dest_offsets = n, None
        c.repeats = len(getattr(c, "dest_offsets_at", None) or [None])
        return
    if kind == "tensor":
        c.dest_shape, c.dest_offsets = n, None
    else:
        c.dest_shape = [d + rng.randint(0, 3) for d in n]
        c.dest_offsets = [rng.randint(0, D - d) for D, d in zip(c.dest_shape, n)]
    wrong_axes = [a for a in range(c.rank) if n[a] > 0 or kind == "tensor"]
    if kind == "slice":
        form = draw_slice_form(seed, c)
    if wrong_axes and rng.random() < wrong_fraction:
        a = rng.choice(wrong_axes)
        if kind == "slice" and form.random() < 0.3:
            a = None  # a unit axis (if any) the insertion drops
        if kind == "tensor":
            c.dest_shape = list(n)
            c.dest_shape[a] = max(0, n[a] + rng.choice([-3, -2, -1, 1, 2, 3]))
            if c.dest_shape[a] == n[a]:
                c.dest_shape[a] = n[a] + 1
            c.expect_abort = (
                "pad.pad: destination has %d rows on axis %d, the result needs "
                "%d (materialize_in_destination into a tensor)"
                % (c.dest_shape[a], a, n[a]))
        else:
            if a is None and None not in c.dest_axes:
                a = rng.choice(wrong_axes)
            j = c.dest_axes.index(a)  # the axis of the destination
            D, d = c.dest_shape[j], n[a] if a is not None else 1
            c.dest_offsets[j] = (-rng.randint(1, 3) if rng.random() < 0.5
                                 else D - d + rng.randint(1, 3))
            c.expect_abort = (
                "pad.pad: slice of %d rows at offset %d on axis %d does not fit "
                "a destination of %d rows (tensor.insert_slice)"
                % (d, c.dest_offsets[j], j, D))
    if kind == "slice" and not c.expect_abort:
        fill = 1 if c.etype == "i1" else FILL
        dest = np.full(c.dest_shape, fill, dtype=c.expected.dtype)
        sizes = [n[a] if a is not None else 1 for a in c.dest_axes]
        window = tuple(slice(o, o + d) for o, d in zip(c.dest_offsets, sizes))
        dest[window] = c.expected.reshape(sizes)
        c.expected = dest


def draw_slice_form(seed, c):
    """The form of a slice insertion (from its own random stream, so that the
    other draws of a case do not change): c.dest_cast (the static axes of a
    tensor.cast of the result that is inserted, or None), c.dest_dim_of
    (whose tensor.dim the dynamic sizes are: the pad's result or the cast),
    and 0 to 3 unit axes of the destination inserted at random among the
    result's (c.dest_axes: per axis of the destination, the result's axis or
    None), with c.dest_shape and c.dest_offsets extended to them. Returns the
    stream, for the further draws of the case."""
    rng = random.Random("%d/%d/slice-form" % (seed, c.id))
    c.dest_cast = None
    if rng.random() < 0.4:
        c.dest_cast = [rng.random() < 0.6 for _ in range(c.rank)]
    c.dest_dim_of = rng.choice(["result", "cast"])
    c.dest_axes = list(range(c.rank))
    for _ in range(rng.choice([0, 0, 1, 2, 3])):
        j = rng.randint(0, len(c.dest_axes))
        D = rng.randint(1, 3)
        c.dest_axes.insert(j, None)
        c.dest_shape.insert(j, D)
        c.dest_offsets.insert(j, rng.randint(0, D - 1))
    return rng


def copies(c, lowered):
    """--check-in-place: why the lowered function of `c` (LLVM dialect) does
    not write its pad straight into the destination, or None. Only cases
    whose pad has a destination and nothing else to allocate: not a tensor
    destination whose old value is printed too, no chained pad nor written
    value (diff_compose.py), not tiled, no element type widened to print,
    and a pad that is not an identity (static zero amounts, no interior: its
    source itself is inserted, a copy of the input)."""
    identity = (not any(c.dyn_low) and not any(c.dyn_high) and
                not any(c.low) and not any(c.high) and not any(c.interior))
    if (identity or not getattr(c, "dest_kind", None) or
            getattr(c, "print_old", False)
            or getattr(c, "stages", None) or
            getattr(c, "write_value", None) is not None or
            getattr(c, "tile_sizes", None) is not None or
            c.etype in ("i1", "i8")):
        return None
    m = re.search(r"(?m)^  llvm\.func @case_%d\(.*?(?=^  llvm\.func |^}$)"
                  % getattr(c, "func_id", c.id), lowered, re.S)
    if not m:
        return None
    calls = sorted(set(re.findall(r"llvm\.call @(malloc|memrefCopy)\(",
                                  m.group(0))))
    if not calls:
        return None
    return "not written in place: @case_%d calls %s" % (
        getattr(c, "func_id", c.id), " and ".join(calls))


def dest_type(c, tensor_type):
    """The type of the case function's destination argument: the result's
    for a right tensor or memref destination, dynamic where a wrong size must
    pass."""
    if c.dest_kind == "memref":
        return "memref" + tensor_type(c.out_shape, c.etype, c.res_static)[6:]
    if c.dest_kind == "tensor" and not c.expect_abort:
        return tensor_type(c.out_shape, c.etype, c.res_static)
    return tensor_type(c.dest_shape, c.etype, [False] * len(c.dest_shape))


def case_args(c, tensor_type):
    """The destination's arguments of the case function."""
    if c.dest_kind == "memref":
        return ["%%o: %s" % dest_type(c, tensor_type)]
    args = ["%%o: %s {bufferization.writable = true}" % dest_type(c, tensor_type)]
    if c.dest_kind == "slice":
        args += ["%%s%d: index" % j for j in range(len(c.dest_shape))]
    return args


def emit_write(c, lines, res_t, tensor_type):
    """Writes %r into %o; returns the value to print and its type (none for
    a memref: @case_<id>_print prints it)."""
    dt = dest_type(c, tensor_type)
    if c.dest_kind == "memref":
        lines.append("  bufferization.materialize_in_destination %%r in "
                     "restrict writable %%o : (%s, %s) -> ()" % (res_t, dt))
        return None, None
    if c.dest_kind == "tensor":
        lines.append("  %%t = bufferization.materialize_in_destination %%r "
                     "in %%o : (%s, %s) -> %s" % (res_t, dt, dt))
        return "%t", dt
    # The value inserted: the result, or a cast of it.
    written, written_t, static = "%r", res_t, c.res_static
    if c.dest_cast is not None:
        cast_t = tensor_type(c.out_shape, c.etype, c.dest_cast)
        if cast_t != res_t:
            lines.append("  %%rc = tensor.cast %%r : %s to %s" % (res_t, cast_t))
            written, written_t, static = "%rc", cast_t, c.dest_cast
    dim_of, dim_t = ((written, written_t) if c.dest_dim_of == "cast"
                     else ("%r", res_t))
    sizes = []
    for a in c.dest_axes:
        if a is None:
            sizes.append("1")
        elif static[a]:
            sizes.append(str(c.out_shape[a]))
        else:
            lines.append("  %%n_c%d = arith.constant %d : index" % (a, a))
            lines.append("  %%n%d = tensor.dim %s, %%n_c%d : %s"
                         % (a, dim_of, a, dim_t))
            sizes.append("%%n%d" % a)
    lines.append("  %%t = tensor.insert_slice %s into %%o[%s] [%s] [%s] : %s "
                 "into %s" % (written,
                              ", ".join("%%s%d" % j for j in range(len(sizes))),
                              ", ".join(sizes), ", ".join(["1"] * len(sizes)),
                              written_t, dt))
    return "%t", dt


def emit_main_args(c, lines, t, emit_scalar, tensor_type):
    """The destination (on the heap, filled) and offsets passed by @main:
    returns the arguments and their types."""
    et = c.etype
    out_t = tensor_type(c.dest_shape, et)
    lines.append("  %%%s_o = bufferization.alloc_tensor() : %s" % (t, out_t))
    emit_scalar(lines, "%%%s_f" % t, 1 if et == "i1" else FILL, et)
    lines.append("  %%%s_of = linalg.fill ins(%%%s_f : %s) outs(%%%s_o : %s) "
                 "-> %s" % (t, t, et, t, out_t, out_t))
    dest, dt = "%%%s_of" % t, dest_type(c, tensor_type)
    if dt != out_t:
        lines.append("  %%%s_oc = tensor.cast %s : %s to %s"
                     % (t, dest, out_t, dt))
        dest = "%%%s_oc" % t
    args, types = [dest], [dt]
    for a, o in enumerate(c.dest_offsets or []):
        lines.append("  %%%s_s%d = arith.constant %d : index" % (t, a, o))
        args.append("%%%s_s%d" % (t, a))
        types.append("index")
    return args, types


def emit_memref_print(c, lines, tensor_type, emit_print):
    """@case_<id>_print(%m) prints a memref destination."""
    mt = dest_type(c, tensor_type)
    if getattr(c, "index32", False):
        diff_index32.emit_print_elements(c, lines, mt)
        return
    tt = tensor_type(c.out_shape, c.etype, c.res_static)
    lines.append("func.func @case_%d_print(%%m: %s) attributes {no_inline} {"
                 % (c.id, mt))
    lines.append("  %%p = bufferization.to_tensor %%m restrict : %s to %s"
                 % (mt, tt))
    emit_print(c, lines, "%p", tt)
    lines.append("  return")
    lines.append("}")


def emit_memref_calls(c, lines, t, args, types, emit_scalar, tensor_type,
                      element_bytes):
    """@main's part of a memref destination: a filled destination, the call
    and the print, in a buffer of its own or, for `at(...)`, in a loop over
    the offsets, each a view at that offset of a buffer of the exact size.
    (The buffers stay: the deallocation pipeline takes no memref.dealloc of
    the input.)"""
    et, mt = c.etype, dest_type(c, tensor_type)
    static_t = "memref" + tensor_type(c.out_shape, et)[6:]
    emit_scalar(lines, "%%%s_f" % t, 1 if et == "i1" else FILL, et)
    offsets = getattr(c, "dest_offsets_at", None)
    ind = "  "
    alloc = "memref.alloca" if getattr(c, "index32", False) else "memref.alloc"
    if not offsets:
        m = "%%%s_dst" % t
        lines.append("  %s = %s() : %s" % (m, alloc, static_t))
    else:
        lo, hi = offsets[0], offsets[-1] + 1
        if offsets != list(range(lo, hi)):  # not a range: one trip each
            for off in offsets:
                c2 = copy.copy(c)
                c2.dest_offsets_at = [off]
                emit_memref_calls(c2, lines, "%s_%d" % (t, off), args, types,
                                  emit_scalar, tensor_type, element_bytes)
            return
        for name, v in (("at_lo", lo), ("at_hi", hi), ("at_1", 1),
                        ("at_eb", element_bytes),
                        ("at_n", math.prod(c.out_shape) * element_bytes)):
            lines.append("  %%%s_%s = arith.constant %d : index" % (t, name, v))
        lines.append("  scf.for %%%s_at = %%%s_at_lo to %%%s_at_hi step "
                     "%%%s_at_1 {" % (t, t, t, t))
        ind = "    "
        lines.append("%s%%%s_at_o = arith.muli %%%s_at, %%%s_at_eb : index"
                     % (ind, t, t, t))
        lines.append("%s%%%s_at_z = arith.addi %%%s_at_n, %%%s_at_o : index"
                     % (ind, t, t, t))
        lines.append("%s%%%s_at_b = %s(%%%s_at_z) : memref<?xi8>"
                     % (ind, t, alloc, t))
        m = "%%%s_dst" % t
        lines.append("%s%s = memref.view %%%s_at_b[%%%s_at_o][] : "
                     "memref<?xi8> to %s" % (ind, m, t, t, static_t))
    lines.append("%slinalg.fill ins(%%%s_f : %s) outs(%s : %s)"
                 % (ind, t, et, m, static_t))
    if mt != static_t:
        lines.append("%s%s_d = memref.cast %s : %s to %s"
                     % (ind, m, m, static_t, mt))
        m += "_d"
    fid = getattr(c, "func_id", c.id)
    lines.append("%sfunc.call @case_%d(%s) : (%s) -> ()"
                 % (ind, fid, ", ".join(args + [m]), ", ".join(types + [mt])))
    lines.append("%sfunc.call @case_%d_print(%s) : (%s) -> ()"
                 % (ind, fid, m, mt))
    if offsets:
        lines.append("  }")


def emit_old_print(c, lines, tensor_type, emit_print):
    """@case_<id>_old(%t) prints the old value of a tensor destination."""
    dt = dest_type(c, tensor_type)
    lines.append("func.func @case_%d_old(%%t: %s) attributes {no_inline} {"
                 % (c.id, dt))
    emit_print(c, lines, "%t", dt)
    lines.append("  return")
    lines.append("}")
