# ===- diff_check.py - pad_diff.py's comparisons -------------------*- Python -*-===//
# ===----------------------------------------------------------------------===//
"""Splits the output of pad_diff.py's programs per case and compares each
printed result with the reference, bit for bit."""

import math
import re

import numpy as np

import diff_index32

from diff_emit import CASE_MARKER, EMPTY_MARKER, TYPE_INFO, fmt, indent

CASE_RE = re.compile(r"^%d, (\d+)\s*$" % CASE_MARKER, re.M)
EMPTY_RE = re.compile(r"^%d((?:, -?\d+)*)\s*$" % EMPTY_MARKER)
MEMREF_RE = re.compile(
    r"Unranked Memref base@ = \S+ rank = (\d+) offset = (-?\d+) "
    r"sizes = \[([^\]]*)\] strides = \[([^\]]*)\] data = \n(.*)", re.S)
COMPLEX_RE = re.compile(r"\(\s*([^,()\s]+)\s*,\s*([^,()\s]+)\s*\)")


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
    """Returns None if the printed result equals c.expected (every one of
    its c.repeats results: a destination at several offsets), else a
    message."""
    if getattr(c, "expect_abort", None):
        return "expected the program to stop with %r" % c.expect_abort
    if seg is None:
        return "no output (the program stopped before this case)"
    if getattr(c, "invalid", False):
        # Amounts that break a rule of docs/Semantics.md#3-constraints with runtime-checks=false:
        # any result; the case must run through (and memcheck stay quiet).
        if EMPTY_RE.match(seg.rstrip("\n")):
            return None
        return "expected a dims line, got: %r" % seg[:300]
    repeats = getattr(c, "repeats", 1)
    if repeats == 1:
        return check_result(c, seg)
    parts = re.split(r"(?m)^(?=Unranked Memref|%d|%d)"
                     % (EMPTY_MARKER, diff_index32.ELEMS_MARKER), seg)
    parts = [p for p in parts if p.strip()]
    if len(parts) != repeats:
        return "%d results printed, expected %d" % (len(parts), repeats)
    wants = getattr(c, "expected_list", None) or [c.expected] * repeats
    at = getattr(c, "dest_offsets_at", None)
    for k, part in enumerate(parts):
        err = check_result(c, part, wants[k])
        if err:
            return "result %d of %d%s: %s" % (
                k + 1, repeats, " (destination at element offset %d)" % at[k]
                if at else "", err)
    return None


def check_result(c, seg, exp=None):
    """Returns None if one printed result equals `exp` (c.expected), else a
    message."""
    kind = TYPE_INFO[c.etype][0]
    exp = c.expected if exp is None else exp
    if getattr(c, "index32", False):
        return diff_index32.check_elements(c, seg.rstrip("\n"), exp, same)
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
