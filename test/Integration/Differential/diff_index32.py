# ===- diff_index32.py - pad_diff.py's cases with a 32-bit index --*- Python -*-===//
# ===----------------------------------------------------------------------===//
"""`--index-bitwidth 32`: pad_diff.py's cases lowered with a 32-bit index (as
pad-aot lowers them for 32-bit targets) and run on the 64-bit host.

The lowered code may then call nothing that takes an `index` or a memref
descriptor from the runner's libraries, nor malloc (its size would be
32-bit): each case pads into a memref destination on the stack
(`dest(memref)`, memref.alloca), its source is a constant (a global), and its
result is printed element by element (printI64, printF32, printF64 and
printComma of the C runner library, which take scalars): a marker line with
the dims, then one line of values. The module's data layout, which only the
conversions to LLVM read, is dropped before mlir-runner (which registers no
DLTI dialect).
"""

import re

ELEMS_MARKER = -123456787  # "-123456787, d0, d1, ..." then the values
# The values' line is empty, and may be cut off, for an empty result.
ELEMS_RE = re.compile(r"^%d((?:, -?\d+)*)[ \t]*(?:\n([^\n]*))?" % ELEMS_MARKER)
DLTI_RE = re.compile(r" attributes \{dlti\.dl_spec = #dlti\.dl_spec<index = "
                     r"32 : i64>\}")

# Element type -> (scalar print function, its argument type, the conversion).
SCALAR_PRINT = {
    "i1": ("printI64", "i64", "arith.extui"),
    "i8": ("printI64", "i64", "arith.extsi"),
    "i16": ("printI64", "i64", "arith.extsi"),
    "i32": ("printI64", "i64", "arith.extsi"),
    "i64": ("printI64", "i64", None),
    "index": ("printI64", "i64", "arith.index_cast"),
    "f16": ("printF32", "f32", "arith.extf"),
    "bf16": ("printF32", "f32", "arith.extf"),
    "f32": ("printF32", "f32", None),
    "f64": ("printF64", "f64", None),
    "complex<f32>": ("printF32", "f32", "complex"),
}


def declarations():
    return ["func.func private @printF32(f32)",
            "func.func private @printF64(f64)"]


def emit_print_elements(c, lines, mt):
    """@case_<id>_print(%m: mt): the dims, then every element and a comma,
    row-major, by loops of memref.load."""
    fn, at, conv = SCALAR_PRINT[c.etype]
    lines.append("func.func @case_%d_print(%%m: %s) attributes {no_inline} {"
                 % (c.id, mt))
    lines.append("  %%mk = arith.constant %d : i64" % ELEMS_MARKER)
    lines.append("  call @printI64(%mk) : (i64) -> ()")
    lines.append("  %c0 = arith.constant 0 : index")
    lines.append("  %c1 = arith.constant 1 : index")
    for a in range(c.rank):
        lines.append("  %%k%d = arith.constant %d : index" % (a, a))
        lines.append("  %%n%d = memref.dim %%m, %%k%d : %s" % (a, a, mt))
        lines.append("  %%d%d = arith.index_cast %%n%d : index to i64" % (a, a))
        lines.append("  call @printComma() : () -> ()")
        lines.append("  call @printI64(%%d%d) : (i64) -> ()" % a)
    lines.append("  call @printNewline() : () -> ()")
    ind = "  "
    for a in range(c.rank):
        lines.append("%sscf.for %%i%d = %%c0 to %%n%d step %%c1 {"
                     % (ind, a, a))
        ind += "  "
    idx = ", ".join("%%i%d" % a for a in range(c.rank))
    lines.append("%s%%e = memref.load %%m[%s] : %s" % (ind, idx, mt))
    if conv == "complex":
        parts = [("re", "complex.re"), ("im", "complex.im")]
        for k, (name, op) in enumerate(parts):
            lines.append("%s%%%s = %s %%e : complex<f32>" % (ind, name, op))
            lines.append("%sfunc.call @printF32(%%%s) : (f32) -> ()"
                         % (ind, name))
            lines.append("%sfunc.call @printComma() : () -> ()" % ind)
    else:
        val = "%e"
        if conv:
            lines.append("%s%%x = %s %%e : %s to %s"
                         % (ind, conv, c.etype, at))
            val = "%x"
        lines.append("%sfunc.call @%s(%s) : (%s) -> ()" % (ind, fn, val, at))
        lines.append("%sfunc.call @printComma() : () -> ()" % ind)
    for a in reversed(range(c.rank)):
        ind = ind[:-2]
        lines.append("%s}" % ind)
    lines.append("  call @printNewline() : () -> ()")
    lines.append("  return")
    lines.append("}")


def check_elements(c, seg, exp, same):
    """None if a segment printed by emit_print_elements holds `exp`."""
    m = ELEMS_RE.match(seg)
    if not m:
        return "unparsable output: %r" % seg[:300]
    dims = [int(x) for x in m.group(1).split(",")[1:]]
    if dims != list(exp.shape):
        return "shape %s, expected %s" % (dims, list(exp.shape))
    toks = [t.strip() for t in (m.group(2) or "").split(",") if t.strip()]
    kind_float = c.etype not in ("i1", "i8", "i16", "i32", "i64", "index")
    try:
        vals = [float(t) if kind_float else int(t) for t in toks]
    except ValueError as e:
        return "unparsable data (%s): %r" % (e, (m.group(2) or "")[:300])
    if c.etype == "complex<f32>":
        vals = [complex(a, b) for a, b in zip(vals[0::2], vals[1::2])]
    flat = exp.reshape(-1).tolist()
    if len(vals) != len(flat):
        return "%d values printed, expected %d" % (len(vals), len(flat))
    kind = ("complex" if c.etype == "complex<f32>" else
            "float" if kind_float else "int")
    bad = [i for i, (g, e) in enumerate(zip(vals, flat))
           if not same(g, e, kind)]
    if bad:
        return "%d of %d elements differ (first at flat index %d: got %r, " \
            "expected %r)" % (len(bad), len(flat), bad[0], vals[bad[0]],
                              flat[bad[0]])
    return None


def strip_data_layout(path):
    """Drops the module's 32-bit index data layout from a lowered module."""
    with open(path) as f:
        text = f.read()
    with open(path, "w") as f:
        f.write(DLTI_RE.sub("", text, count=1))
