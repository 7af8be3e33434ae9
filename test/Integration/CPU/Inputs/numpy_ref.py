# ===- numpy_ref.py - expected values of the end-to-end tests -*- Python -*-===//
#
# Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
# See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===//
"""The reference of the `numpy:` lines of test/Integration/CPU/*.mlir.

`pad(a, low, high, mode, value, interior)` is pad.pad computed with numpy:
the input spread over a `value`-filled array with stride `interior + 1`,
then `np.pad` by the positive amounts, then a crop by the negative ones. It
is checked against `spec_pad`, a per-element evaluation of the SPEC §2
table, bit for bit. `memref_text` prints an array as the runner's
printMemref does (RunnerUtils.h, MemRefDataPrinter; floats as `%g`).

Needs numpy: run with /usr/bin/python3 (Debian's python3-numpy).
"""

import numpy as np

__all__ = ["np", "pad", "npad", "spec_pad", "memref_text", "header",
           "strides", "bf16"]


def dilate(x, interior, value):
    """Inserts `interior[a]` copies of `value` between neighbours of axis a."""
    for a, r in enumerate(interior):
        if r == 0:
            continue
        d = x.shape[a]
        size = 0 if d == 0 else (d - 1) * (r + 1) + 1
        shape = list(x.shape)
        shape[a] = size
        y = np.full(shape, value, dtype=x.dtype)
        idx = [slice(None)] * x.ndim
        idx[a] = slice(0, size, r + 1)
        y[tuple(idx)] = x
        x = y
    return x


def npad(x, low, high, mode="constant", value=0, interior=None):
    """np.pad of the dilated input by the positive amounts, then the crop."""
    x = np.asarray(x)
    if interior is None:
        interior = [0] * x.ndim
    y = dilate(x, interior, value)
    for a, (p, q) in enumerate(zip(low, high)):
        width = [(0, 0)] * x.ndim
        width[a] = (max(p, 0), max(q, 0))
        if width[a] == (0, 0):
            continue  # Lets an empty axis stay empty in every mode.
        if mode == "constant":
            y = np.pad(y, width, mode="constant", constant_values=value)
        else:
            y = np.pad(y, width, mode=mode)
    crop = []
    for a, (p, q) in enumerate(zip(low, high)):
        start = -p if p < 0 else 0
        stop = y.shape[a] - (-q if q < 0 else 0)
        crop.append(slice(start, max(stop, start)))
    return y[tuple(crop)]


def spec_pad(x, low, high, mode="constant", value=0, interior=None):
    """SPEC §2, element by element."""
    x = np.asarray(x)
    if interior is None:
        interior = [0] * x.ndim
    shape, maps = [], []
    for a in range(x.ndim):
        d, p, q, r = x.shape[a], low[a], high[a], interior[a]
        dilated = 0 if d == 0 else (d - 1) * (r + 1) + 1
        n = max(0, p + dilated + q)
        axis = []
        for i in range(n):
            j = i - p
            if mode == "constant":
                ok = 0 <= j < dilated and j % (r + 1) == 0
                k = j // (r + 1) if ok else None
            elif 0 <= j < dilated:
                k = j
            elif mode == "edge":
                k = min(max(j, 0), d - 1)
            elif mode == "reflect":
                k = -j if j < 0 else 2 * (d - 1) - j
            elif mode == "symmetric":
                k = -j - 1 if j < 0 else 2 * d - 1 - j
            elif mode == "wrap":
                k = j % d
            else:
                raise ValueError(mode)
            assert k is None or 0 <= k < d, "amounts outside SPEC §3"
            axis.append(k)
        shape.append(n)
        maps.append(axis)
    out = np.empty(shape, dtype=x.dtype)
    for idx in np.ndindex(*shape):
        k = tuple(maps[a][idx[a]] for a in range(x.ndim))
        out[idx] = value if None in k else x[k]
    return out


def pad(x, low, high, mode="constant", value=0, interior=None):
    a = npad(x, low, high, mode, value, interior)
    b = spec_pad(x, low, high, mode, value, interior)
    assert a.shape == b.shape and a.tobytes() == b.tobytes(), (a, b)
    return a


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
