# ===- diff_compose.py - pad_diff.py's pads among other ops --------*- Python -*-===//
# ===----------------------------------------------------------------------===//
"""Written-out cases (diff_spec.py) whose pad is composed with other ops:

  view(<offsets>, <strides>)   the source is a strided slice (offsets and
                               strides per axis, `1x1, 1x2`) of a larger
                               tensor, taken in @main and passed to the case
  | low[..] high[..] [mode] [interior[..]] [value(<v>)]
                               a further pad of the result (chained pads;
                               static amounts, a constant value), repeatable
  write(<v>)                   <v> is inserted at the first element of the
                               result (tensor.insert) and the source is
                               printed after it: a pad that folds to its
                               source, or is written in place, must not
                               change it

The reference applies test/lib/pad_reference.py stage by stage.
"""

import copy

import numpy as np

from pad_reference import MODES, out_size, reference_pad


class Stage:
    pass


def parse_view(arg):
    """`1x1, 1x2` -> ([1, 1], [1, 2])."""
    offsets, strides = [p.strip() for p in arg.split(",")]
    return ([int(x) for x in offsets.split("x")],
            [int(x) for x in strides.split("x")])


def parse_stage(text, etype, parse_amounts, parse_value, token_re):
    s = Stage()
    s.low = s.high = None
    s.interior, s.mode, s.value = None, "constant", None
    for m in token_re.finditer(text):
        name, arg = (m.group(1), m.group(2)) if m.group(1) else \
            (m.group(3), m.group(4))
        word = None if m.group(1) else m.group(5)
        if word in MODES:
            s.mode = word
        elif name in ("low", "high", "interior"):
            vals, dyn = parse_amounts(arg, name)
            if any(dyn):
                raise ValueError("a chained pad takes static amounts")
            setattr(s, name, vals)
        elif name == "mode":
            s.mode = arg
        elif name == "value" and not arg.startswith("%"):
            s.value = parse_value(arg, etype)
        else:
            raise ValueError("unexpected %r in a chained pad"
                             % (word or name))
    if s.low is None or s.high is None:
        raise ValueError("a chained pad needs low[..] and high[..]")
    return s


def apply_stages(c):
    """The shapes and the expected values after the chained pads."""
    c.first_out_shape, c.first_res_static = c.out_shape, c.res_static
    for s in c.stages:
        s.interior = s.interior or [0] * c.rank
        s.src_shape, s.src_static = c.out_shape, c.res_static
        c.out_shape = [out_size(d, p, q, r) for d, p, q, r in
                       zip(c.out_shape, s.low, s.high, s.interior)]
        c.expected = reference_pad(c.expected, s.low, s.high, s.interior,
                                   s.mode, s.value or 0)


def apply_write(c):
    """The expected values of write(...): the result with the value at its
    first element, then the source unchanged."""
    if not c.expected.size or not c.data.size:
        raise ValueError("write(...) needs a non-empty source and result")
    written = c.expected.copy()
    written.reshape(-1)[0] = c.write_value
    c.repeats, c.expected_list = 2, [written, c.data]


def emit_stages(c, lines, result, result_t, tensor_type, emit_scalar):
    """The chained pads of the result; returns the last one and its type."""
    for k, s in enumerate(getattr(c, "stages", [])):
        out_shape = [out_size(d, p, q, r) for d, p, q, r in
                     zip(s.src_shape, s.low, s.high, s.interior)]
        res_t = tensor_type(out_shape, c.etype, s.src_static)
        text = "  %%s%d = pad.pad %s low[%s] high[%s]" % (
            k, result, ", ".join(map(str, s.low)), ", ".join(map(str, s.high)))
        if any(s.interior):
            text += " interior[%s]" % ", ".join(map(str, s.interior))
        if s.mode != "constant":
            text += " mode(%s)" % s.mode
        if s.value is not None:
            emit_scalar(lines, "%%s%d_v" % k, s.value, c.etype)
            text += " value(%%s%d_v)" % k
        lines.append(text + " : %s to %s" % (result_t, res_t))
        result, result_t = "%%s%d" % k, res_t
    return result, result_t


def emit_write_value(c, lines, result, result_t, emit_scalar):
    """write(...): the value inserted at the first element of the result."""
    if getattr(c, "write_value", None) is None:
        return result, result_t
    emit_scalar(lines, "%wv", c.write_value, c.etype)
    lines.append("  %wc0 = arith.constant 0 : index")
    lines.append("  %%wr = tensor.insert %%wv into %s[%s] : %s" % (
        result, ", ".join(["%wc0"] * c.rank), result_t))
    return "%wr", result_t


def emit_source_print(c, lines, tensor_type, emit_print):
    """@case_<id>_src(%t) prints the source after a write(...)."""
    src = copy.copy(c)
    src.out_shape, src.res_static = c.shape, [not d for d in c.dyn_dims]
    src.dest_kind = None
    src_t = tensor_type(c.shape, c.etype, src.res_static)
    lines.append("func.func @case_%d_src(%%t: %s) attributes {no_inline} {"
                 % (c.id, src_t))
    emit_print(src, lines, "%t", src_t)
    lines.append("  return")
    lines.append("}")
    return src_t


def view_source(c):
    """The larger tensor a view(...) is taken from: the source's values at
    the view's positions, zeros elsewhere (the values are never zero: a
    read outside the view shows)."""
    offsets, strides = c.view
    big = [o + (d - 1) * s + 2 if d else o + 1
           for d, o, s in zip(c.shape, offsets, strides)]
    arr = np.zeros(big, dtype=c.data.dtype)
    arr[tuple(slice(o, o + (d - 1) * s + 1 if d else o, s)
              for d, o, s in zip(c.shape, offsets, strides))] = c.data
    return arr


def emit_view(c, lines, t, big_src, big_t, static_t):
    """@main: the strided slice of the larger tensor."""
    offsets, strides = c.view
    lines.append("  %%%s_view = tensor.extract_slice %s[%s] [%s] [%s] : %s to "
                 "%s" % (t, big_src, ", ".join(map(str, offsets)),
                         ", ".join(map(str, c.shape)),
                         ", ".join(map(str, strides)), big_t, static_t))
    return "%%%s_view" % t
