# ===- diff_spec.py - pad_diff.py's cases written out ------------*- Python -*-===//
# ===----------------------------------------------------------------------===//
"""Cases of pad_diff.py written out rather than drawn at random.

One case per `--case` or per `CASE:` line of a `--case-file` (in a .mlir
test, `// CASE: ...`), in the order of pad.pad's own syntax:

  <type> <shape> low[<amounts>] high[<amounts>] [interior[<ints>]]
      [<mode> | mode(<mode>)] [value(<v>)] [result(<shape>)]
      [dest(none|tensor|tensor+old|slice|memref)] [at(line | <offsets>)]
      [invalid] [# comment]

  f32 5x40 low[2, 3] high[1, 5] value(7) dest(memref) at(line)
  i16 %3x%100 low[%2, 9] high[0, %6] reflect
  complex<f32> 2x3 low[1, 1] high[1, 1] value(%0.5-0.5j)

- `<shape>`: dims joined by `x` (`scalar` for rank 0); a dim written `%5`
  has size 5 at run time only (a `?` of the source type).
- amounts: an integer, or `%<integer>` for an `index` argument of that value.
- `value(<v>)`: a constant; `value(%<v>)`: an argument of the case function.
  Complex values as Python writes them (`0.5-0.5j`).
- `result(<shape>)`: the result type, `?` for a dynamic dim (docs/Semantics.md#3-constraints);
  by default static exactly where the inference knows the size.
- `dest(...)`: where the pad is written (docs/Lowering.md#destinations; diff_destinations.py).
  `memref`: a memref argument, through materialize_in_destination;
  `tensor+old`: a tensor argument whose old value is printed too.
- `invalid`: the amounts or static result dims break a rule of docs/Semantics.md#3-constraints at
  run time (with --runtime-checks false): the result is not compared, only
  its dims printed; the case must run through (and memcheck stay quiet).
- `at(line)`: with `dest(memref)`, the destination starts at every element
  offset within a 64-byte cache line in turn (a view into a buffer of the
  exact size), each written and compared; `at(0, 3)`: those offsets only.

Pads composed with other ops (a strided source, chained pads, a write
after the pad): diff_compose.py.

The input data come from the seed and the case's index: distinct non-zero
values exact in the type as far as the type has them.
"""

import math
import random
import re

import numpy as np

from pad_reference import MODES, out_size, reference_pad
from diff_emit import ELEMENT_BYTES, TYPE_INFO
import diff_compose

TOKEN_RE = re.compile(r"(\w+)\[([^\]]*)\]|(\w+)\(([^()]*)\)|(\S+)")
LINE_BYTES = 64

# Largest magnitude of distinct integers exact in the type.
EXACT = {"i8": 127, "bf16": 256, "f16": 2048, "i16": 32767}


class Case:
    pass


def parse_amounts(text, what):
    """`2, %3, -1` -> ([2, 3, -1], [False, True, False])."""
    vals, dyn = [], []
    for item in [t.strip() for t in text.split(",") if t.strip()]:
        dyn.append(item.startswith("%"))
        try:
            vals.append(int(item.lstrip("%")))
        except ValueError:
            raise ValueError("bad %s entry %r" % (what, item))
    return vals, dyn


def parse_value(text, etype):
    kind = TYPE_INFO[etype][0]
    if kind == "complex":
        return complex(text.replace(" ", ""))
    if kind == "float":
        return float(text)
    if kind == "bool":
        return int({"true": "1", "false": "0"}.get(text, text))
    return int(text)


def parse_shape(text):
    """`%3x40` -> ([3, 40], [True, False]); `scalar` -> ([], [])."""
    if text == "scalar":
        return [], []
    dims, dyn = [], []
    for d in text.split("x"):
        dyn.append(d.startswith("%") or d == "?")
        dims.append(-1 if d == "?" else int(d.lstrip("%")))
    return dims, dyn


def apply_token(c, name, arg, word):
    """Sets the fields of `c` named by one token of a case."""
    if word is not None:
        if word in MODES:
            c.mode = word
        elif word == "invalid":
            c.invalid = True
        else:
            raise ValueError("unexpected %r" % word)
    elif name in ("low", "high"):
        vals, dyn = parse_amounts(arg, name)
        setattr(c, name, vals)
        setattr(c, "dyn_" + name, dyn)
    elif name == "interior":
        c.interior = parse_amounts(arg, name)[0]
        c.explicit_interior = True
    elif name == "mode":
        if arg not in MODES:
            raise ValueError("unknown mode %r" % arg)
        c.mode, c.explicit_mode = arg, True
    elif name == "value":
        c.value_kind = "arg" if arg.startswith("%") else "const"
        c.value = parse_value(arg.lstrip("%"), c.etype)
    elif name == "result":
        c.result_pattern = parse_shape(arg)
    elif name == "dest":
        if arg not in ("none", "tensor", "tensor+old", "slice", "memref"):
            raise ValueError("unknown destination %r" % arg)
        c.want_dest = arg
    elif name == "at":
        c.dest_at = arg.strip()
    elif name == "view":
        c.view = diff_compose.parse_view(arg)
    elif name == "write":
        c.write_value = parse_value(arg, c.etype)
    else:
        raise ValueError("unknown part %r" % (name or word))


def line_offsets(c, at):
    """The element offsets of `at(...)`: every one within a line, or a list."""
    if at == "line":
        step = ELEMENT_BYTES[c.etype]
        return list(range(LINE_BYTES // step))
    return [int(x) for x in at.split(",") if x.strip()]


def parse_case(text, cid, seed):
    """The Case of one written-out case (see the module's docstring)."""
    text = text.split("#", 1)[0].strip()
    c = Case()
    c.id, c.spec = cid, text
    text, *stages = text.split("|")
    parts = text.split(None, 2)
    if len(parts) < 3 or parts[0] not in TYPE_INFO:
        raise ValueError("expected '<type> <shape> low[..] high[..] ...'")
    c.etype = parts[0]
    c.shape, c.dyn_dims = parse_shape(parts[1])
    c.rank = len(c.shape)
    c.mode, c.explicit_mode, c.explicit_interior = "constant", False, False
    c.interior = [0] * c.rank
    c.value_kind, c.value = "none", 0
    c.result_pattern, c.want_dest, c.dest_at = None, "none", None
    c.low = c.high = None
    c.invalid = False
    for m in TOKEN_RE.finditer(parts[2]):
        if m.group(1):
            apply_token(c, m.group(1), m.group(2), None)
        else:
            apply_token(c, m.group(3), m.group(4), m.group(5))
    if c.low is None or c.high is None:
        raise ValueError("low[..] and high[..] are required")
    if not (len(c.low) == len(c.high) == len(c.interior) == c.rank):
        raise ValueError("low, high and interior need %d entries" % c.rank)
    if c.mode != "constant" and (any(c.interior) or c.value_kind != "none"):
        raise ValueError("interior and value need mode constant (docs/Semantics.md#3-constraints)")
    if c.invalid:
        return invalid_case(c, seed)
    c.out_shape = [out_size(d, p, q, r) for d, p, q, r in
                   zip(c.shape, c.low, c.high, c.interior)]
    if c.result_pattern is None:
        c.res_static = [not (c.dyn_dims[a] or c.dyn_low[a] or c.dyn_high[a])
                        for a in range(c.rank)]
    else:
        dims, dyn = c.result_pattern
        if len(dims) != c.rank or any(
                not q and d != n for d, q, n in zip(dims, dyn, c.out_shape)):
            raise ValueError("result(...) does not match the result %s"
                             % "x".join(map(str, c.out_shape)))
        c.res_static = [not q for q in dyn]
    if c.dest_at is not None:
        if c.want_dest != "memref" or c.etype == "i1":
            raise ValueError("at(...) needs dest(memref) and a type of whole "
                             "bytes")
        c.dest_offsets_at = line_offsets(c, c.dest_at)
    rng = random.Random("%d/spec/%d" % (seed, cid))
    c.data = spec_data(rng, c.etype, math.prod(c.shape)).reshape(c.shape)
    c.expected = reference_pad(c.data, c.low, c.high, c.interior, c.mode,
                               c.value)
    c.stages = [diff_compose.parse_stage(t, c.etype, parse_amounts,
                                         parse_value, TOKEN_RE)
                for t in stages]
    if c.stages:
        diff_compose.apply_stages(c)
    if getattr(c, "write_value", None) is not None:
        diff_compose.apply_write(c)
    if getattr(c, "view", None) and (c.want_dest != "none" or any(
            len(v) != c.rank for v in c.view)):
        raise ValueError("view(...) needs an offset and a stride per axis "
                         "and no destination")
    return c


def invalid_case(c, seed):
    """A case marked `invalid`: its amounts (or static result dims) break a
    rule of docs/Semantics.md#3-constraints at run time. With runtime-checks=false its result is
    unspecified: only its dims are printed, and the case must run through
    without touching memory outside its buffers (--valgrind)."""
    c.out_shape = [max(0, d + p + q) for d, p, q in
                   zip(c.shape, c.low, c.high)]
    c.res_static = [False] * c.rank
    if c.result_pattern is not None:
        dims, dyn = c.result_pattern
        c.res_static = [not q for q in dyn]
        c.out_shape = [n if q else d for d, q, n in
                       zip(dims, dyn, c.out_shape)]
    rng = random.Random("%d/spec/%d" % (seed, c.id))
    c.data = spec_data(rng, c.etype, math.prod(c.shape)).reshape(c.shape)
    c.expected, c.stages = None, []
    return c


def spec_data(rng, etype, count):
    """`count` non-zero values exact in `etype`, distinct while the type has
    enough of them (i8: 254, bf16: 512, f16: 4096)."""
    kind = TYPE_INFO[etype][0]
    if kind == "bool":
        return np.array([rng.randint(0, 1) for _ in range(count)], np.int64)
    top = EXACT.get(etype, max(120, count))
    pool = [k for k in range(-top, top + 1) if k]
    ks = (rng.sample(pool, count) if count <= len(pool)
          else rng.choices(pool, k=count))
    if kind in ("int", "index"):
        return np.array(ks, np.int64)
    if kind == "float":
        return np.array(ks, np.float64)
    ims = [rng.randint(-120, 120) * 0.5 for _ in ks]
    return np.array([complex(k, im) for k, im in zip(ks, ims)], np.complex128)


def read_case_file(path):
    """The cases of a file: its `CASE:` lines (after any comment marker), or
    if it has none, every line that is not blank or a `#` comment."""
    lines = open(path, encoding="utf-8").read().split("\n")
    tagged = [l.split("CASE:", 1)[1] for l in lines if re.match(
        r"^\s*(//|#)?\s*CASE:", l)]
    if tagged:
        return [t.strip() for t in tagged]
    return [l.strip() for l in lines
            if l.strip() and not l.strip().startswith("#")]


def written_cases(texts, seed):
    """The Cases of the given texts, ids 0..N-1; an error names the case."""
    cases = []
    for cid, text in enumerate(texts):
        try:
            cases.append(parse_case(text, cid, seed))
        except (ValueError, AssertionError) as e:
            raise SystemExit("error: case %d %r: %s" % (cid, text, e))
    return cases
