# ===- diff_emit.py - pad_diff.py's MLIR ---------------------------*- Python -*-===//
# ===----------------------------------------------------------------------===//
"""The MLIR of pad_diff.py's cases: one function per case that pads and
prints its result, and @main, which calls them on their inputs (each after a
marker line with the case id, so that the output can be split per case)."""

import math
import re

import numpy as np

import diff_compose
import diff_destinations
import diff_index32

DEFAULT_TYPES = ["i1", "i8", "i16", "i32", "i64", "index",
                 "f16", "bf16", "f32", "f64"]
ALL_TYPES = DEFAULT_TYPES + ["complex<f32>"]

# Bytes of an element in memory (i1 is a byte too).
ELEMENT_BYTES = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "index": 8,
                 "f16": 2, "bf16": 2, "f32": 4, "f64": 8, "complex<f32>": 8}

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
    shape = printed_shape(c)
    dyn_t = tensor_type(shape, c.etype, [False] * len(shape))
    lines.append("func.func @case_%d_dims(%%t: %s) attributes {no_inline} {"
                 % (c.id, dyn_t))
    lines.append("  %%em = arith.constant %d : i64" % EMPTY_MARKER)
    lines.append("  call @printI64(%em) : (i64) -> ()")
    for a, d in enumerate(dims_of(lines, "%t", dyn_t, len(shape), "e")):
        lines.append("  %%e_i%d = arith.index_cast %s : index to i64" % (a, d))
        lines.append("  call @printComma() : () -> ()")
        lines.append("  call @printI64(%%e_i%d) : (i64) -> ()" % a)
    lines.append("  call @printNewline() : () -> ()")
    lines.append("  return")
    lines.append("}")


def emit_case_func(c, lines, backend):
    """func.func @case_<id>(src, dynamic amounts..., [value]) pads and prints."""
    et = c.etype
    if math.prod(printed_shape(c)) == 0 or getattr(c, "invalid", False):
        emit_dims_func(c, lines)
    src_t = tensor_type(c.shape, et, [not x for x in c.dyn_dims])
    res_t = tensor_type(getattr(c, "first_out_shape", c.out_shape), et,
                        getattr(c, "first_res_static", c.res_static))
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
    result, result_t = diff_compose.emit_stages(c, lines, "%r", res_t,
                                                tensor_type, emit_scalar)
    result, result_t = diff_compose.emit_write_value(c, lines, result,
                                                     result_t, emit_scalar)
    if dest_kind:
        result, result_t = diff_destinations.emit_write(c, lines, res_t,
                                                        tensor_type)
    if result:
        emit_print(c, lines, result, result_t)
    if getattr(c, "print_old", False):
        dt = diff_destinations.dest_type(c, tensor_type)
        lines.append("  call @case_%d_old(%%o) : (%s) -> ()" % (c.id, dt))
    if getattr(c, "write_value", None) is not None:
        lines.append("  call @case_%d_src(%%src) : (%s) -> ()" % (c.id, src_t))
    lines.append("  return")
    lines.append("}")
    if getattr(c, "write_value", None) is not None:
        diff_compose.emit_source_print(c, lines, tensor_type, emit_print)
    if dest_kind == "memref":
        diff_destinations.emit_memref_print(c, lines, tensor_type, emit_print)
    if getattr(c, "print_old", False):
        diff_destinations.emit_old_print(c, lines, tensor_type, emit_print)


def printed_shape(c):
    """The shape of what a case prints: its result, or the destination it is
    inserted into."""
    if getattr(c, "dest_kind", None) == "slice":
        return c.dest_shape
    return c.out_shape


def printed_static(c):
    if getattr(c, "dest_kind", None):
        return [False] * len(printed_shape(c))
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
    if math.prod(shape) == 0 or getattr(c, "invalid", False):
        # printMemref* reads the first element even of an empty memref: print
        # the dims instead, from a function that cannot fold them (so that
        # the result is materialized rather than folded away with the op).
        dyn_t = tensor_type(shape, et, [False] * len(shape))
        if dyn_t != typ:
            lines.append("  %%e_x = tensor.cast %s : %s to %s" % (val, typ, dyn_t))
            val = "%e_x"
        lines.append("  call @case_%d_dims(%s) : (%s) -> ()" % (c.id, val, dyn_t))
        return
    if pty != et:  # widen i1 (zero-extend) / i8 (sign-extend) to i16
        static = printed_static(c) if typ != tensor_type(
            c.out_shape, et, c.res_static) else c.res_static
        wide_t = tensor_type(shape, pty, static)
        rank = len(shape)
        dyn = [d for a, d in enumerate(dims_of(lines, val, typ, rank, "w"))
               if not static[a]]
        lines.append("  %%w_e = tensor.empty(%s) : %s" % (", ".join(dyn), wide_t))
        amap = "affine_map<(%s) -> (%s)>" % (
            ", ".join("d%d" % a for a in range(rank)),
            ", ".join("d%d" % a for a in range(rank)))
        iters = ", ".join(['"parallel"'] * rank)
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
    data = diff_compose.view_source(c) if getattr(c, "view", None) else c.data
    data_t = tensor_type(list(data.shape), et)
    lines.append("  %%%s_k = arith.constant %s : %s"
                 % (t, dense_literal(data, et), data_t))
    src = "%%%s_k" % t
    if not getattr(c, "index32", False):  # no malloc with a 32-bit index
        # A heap copy, so that memcheck sees out-of-bounds reads of the source.
        lines.append("  %%%s_s = bufferization.alloc_tensor() copy(%%%s_k) : %s"
                     % (t, t, data_t))
        src = "%%%s_s" % t
    if getattr(c, "view", None):
        src = diff_compose.emit_view(c, lines, t, src, data_t, static_t)
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
    if getattr(c, "dest_kind", None) == "memref":
        diff_destinations.emit_memref_calls(
            c, lines, t, args, types, emit_scalar, tensor_type,
            ELEMENT_BYTES[et])
        return
    if getattr(c, "dest_kind", None):
        more, more_types = diff_destinations.emit_main_args(
            c, lines, t, emit_scalar, tensor_type)
        args += more
        types += more_types
    lines.append("  call @case_%d(%s) : (%s) -> ()"
                 % (getattr(c, "func_id", c.id), ", ".join(args),
                    ", ".join(types)))


def emit_module(cases, backend, main_result=None):
    """Returns the module text and, per case id, the 1-based line ranges of its
    function and of its part of @main (to attribute diagnostics). @main
    returns nothing, or 0 as a `main_result` (i32, for a C main)."""
    lines = ["// Generated by pad_diff.py: %d cases." % len(cases)]
    spans = {c.id: [] for c in cases}
    # Only what the cases call: an unused declaration with a C interface
    # still needs its library (--compile-with).
    pfns = sorted({(TYPE_INFO[c.etype][2], TYPE_INFO[c.etype][1])
                   for c in cases if not getattr(c, "invalid", False)
                   and not getattr(c, "index32", False)})
    for fn, pty in pfns:
        lines.append("func.func private @%s(tensor<*x%s>) "
                     "attributes {llvm.emit_c_interface}" % (fn, pty))
    lines.append("func.func private @printI64(i64)")
    lines.append("func.func private @printComma()")
    lines.append("func.func private @printNewline()")
    if any(getattr(c, "index32", False) for c in cases):
        lines += diff_index32.declarations()
    shared = {}
    for c in cases:
        lines.append("")
        lines.append("// case %d: %s" % (c.id, describe(c, data=False)))
        first = len(lines) + 1
        funcs = []
        emit_case_func(c, funcs, backend)
        # Cases whose functions differ only in their id share them (a module
        # of fewer functions is faster to lower and to compile), but for
        # tiled ones, matched by their own attribute.
        key = re.sub(r"@case_%d(?![0-9])" % c.id, "@case_ID", "\n".join(funcs))
        if key in shared and getattr(c, "tile_sizes", None) is None:
            c.func_id = shared[key]
            lines.append("// (the functions of case %d)" % c.func_id)
        else:
            c.func_id = shared.setdefault(key, c.id)
            lines += funcs
        spans[c.id].append((first, len(lines)))
    lines.append("")
    lines.append("func.func @main()%s {" % (" -> " + main_result
                                            if main_result else ""))
    for c in cases:
        first = len(lines) + 1
        emit_main_call(c, lines)
        spans[c.id].append((first, len(lines)))
    if main_result:
        lines.append("  %%zero = arith.constant 0 : %s" % main_result)
        lines.append("  return %%zero : %s" % main_result)
    else:
        lines.append("  return")
    lines.append("}")
    return "\n".join(lines) + "\n", spans


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
    if getattr(c, "spec", None):
        s = "'%s': %s" % (c.spec, s)
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
        if getattr(c, "dest_axes", None) is not None:
            s += " axes %s" % ["unit" if a is None else a for a in c.dest_axes]
            if c.dest_cast is not None:
                s += " cast(%s)" % "x".join(
                    str(d) if st else "?"
                    for d, st in zip(c.out_shape, c.dest_cast))
            s += " sizes of the %s" % c.dest_dim_of
        if getattr(c, "dest_offsets_at", None):
            s += " at element offsets %s" % c.dest_offsets_at
        if c.expect_abort:
            s += " (expected to stop: %s)" % c.expect_abort
    if getattr(c, "invalid", False):
        s += " (invalid: only its dims are printed)"
    elif data and c.data.size + c.expected.size > 400:
        s += "\n    (input and expected values not shown: %d elements; " \
            "see --keep-dir)" % (c.data.size + c.expected.size)
    elif data:
        s += "\n    input:\n%s\n    expected:\n%s" % (
            indent(fmt(c.data), 6), indent(fmt(c.expected), 6))
    return s
