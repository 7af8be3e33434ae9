# ===- numpy_ref.py - expected values of the end-to-end tests -*- Python -*-===//
#
# Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
# See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===//
"""The reference of the `numpy:` lines of test/Integration/CPU/*.mlir.

`pad(a, low, high, mode, value, interior)` is pad.pad computed by the tests'
one reference (test/lib/pad_reference.py): numpy.pad of the interior-dilated
input by the positive amounts, then a crop by the negative ones, checked bit
for bit against a per-element evaluation of docs/Semantics.md.
`memref_text` prints an array as the runner's printMemref does
(RunnerUtils.h, MemRefDataPrinter; floats as `%g`).

Needs numpy: run with /usr/bin/python3 (Debian's python3-numpy).
"""

import os
import sys

import numpy as np

# The reference of docs/Semantics.md, shared by the tests: test/lib.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                os.pardir, os.pardir, os.pardir, "lib"))
sys.dont_write_bytecode = True  # No __pycache__ in the source tree.
from pad_reference import numpy_pad, pad, reference_pad  # noqa: E402

__all__ = ["np", "pad", "npad", "spec_pad", "memref_text", "header",
           "strides", "bf16"]


def npad(x, low, high, mode="constant", value=0, interior=None):
    """pad.pad through numpy.pad: dilate, pad, crop."""
    x = np.asarray(x)
    return numpy_pad(x, low, high, interior or [0] * x.ndim, mode, value)


def spec_pad(x, low, high, mode="constant", value=0, interior=None):
    """docs/Semantics.md, element by element."""
    x = np.asarray(x)
    return reference_pad(x, low, high, interior or [0] * x.ndim, mode, value)


def bf16(a):
    """Rounds float32 values to bfloat16 (to nearest even), kept as float32."""
    b = np.asarray(a, np.float32).view(np.uint32).astype(np.int64)
    b = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16) << 16
    return b.astype(np.uint32).view(np.float32)


def fmt(v):
    """One element as std::ostream prints it (floats: 6 significant digits)."""
    if isinstance(v, (np.complexfloating, complex)):
        return "(%s,%s)" % (fmt(float(v.real)), fmt(float(v.imag)))
    if isinstance(v, (np.floating, float)):
        return "%g" % float(v)
    return str(int(v))


def memref_text(x):
    """The data lines of printMemref, without trailing blanks."""
    x = np.asarray(x)
    rank = x.ndim
    out = []

    def rec(sub, dim):
        if dim == 0:
            out.append(fmt(sub))
            return
        n = sub.shape[0]
        out.append("[")
        rec(sub[0], dim - 1)
        if n <= 1:
            out.append("]")
            return
        out.append(", " + ("\n" if dim > 1 else ""))
        for i in range(1, n - 1):
            out.append(" " * (rank - dim + 1))
            rec(sub[i], dim - 1)
            out.append(", " + ("\n" if dim > 1 else ""))
        out.append(" " * (rank - dim + 1))
        rec(sub[n - 1], dim - 1)
        out.append("]")

    if rank == 0:
        return "[" + fmt(x[()]) + "]"
    assert x.size > 0, "printMemref reads an element of an empty memref"
    rec(x, rank)
    return "\n".join(l.rstrip() for l in "".join(out).split("\n"))


def strides(shape):
    result, acc = [], 1
    for d in reversed(shape):
        result.append(acc)
        acc *= d
    return list(reversed(result))


def header(x):
    """The end of printMemref's first line, for an identity layout."""
    shape = list(np.asarray(x).shape)
    return "rank = %d offset = 0 sizes = [%s] strides = [%s] data =" % (
        len(shape), ", ".join(map(str, shape)),
        ", ".join(map(str, strides(shape))))
