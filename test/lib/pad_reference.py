# ===- pad_reference.py - pad.pad computed with numpy ---------*- Python -*-===//
#
# Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
# See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===//
"""The one reference of pad.pad's semantics for the tests (docs/Semantics.md).

`reference_pad` evaluates the per-axis map of docs/Semantics.md element by
element, with the closed forms of its section "Any width" for amounts of any
size; `numpy_pad` computes the same through numpy.pad (dilate, pad by the
positive amounts, crop by the negative ones); `pad` computes both and checks
that they agree bit for bit where numpy is a reference: within one fold of the
border modes (`within_one_fold`). numpy before 2.1 extends reflect, symmetric
and wrap wrongly past one fold when the two amounts of an axis differ, so
wider amounts are checked against the closed forms alone. Used by the end-to-end tests' expectations
(test/Integration/CPU/Inputs/numpy_ref.py) and by the differential test
(test/Integration/Differential/pad_diff.py).

Needs numpy: run with /usr/bin/python3 (Debian's python3-numpy).
"""

import numpy as np

MODES = ["constant", "edge", "reflect", "symmetric", "wrap"]


def dilated_size(d, r):
    """D = d == 0 ? 0 : (d - 1) * (r + 1) + 1"""
    return 0 if d == 0 else (d - 1) * (r + 1) + 1


def out_size(d, p, q, r):
    """n = max(0, p + D + q)"""
    return max(0, p + dilated_size(d, r) + q)


def resolve(i, d, p, r, mode):
    """Maps output coordinate `i` of one axis to an input index, or None when
    the element is the pad value (constant mode: outside or an interior gap).
    The closed forms of docs/Semantics.md, "Any width": the border modes
    extend the input periodically for any j."""
    D = dilated_size(d, r)
    j = i - p
    if mode == "constant":
        if 0 <= j < D and j % (r + 1) == 0:
            k = j // (r + 1)
        else:
            return None
    elif 0 <= j < D:
        k = j
    elif mode == "edge":
        k = min(max(j, 0), d - 1)
    elif mode == "reflect":
        if d == 1:
            k = 0
        else:
            P = 2 * (d - 1)
            m = j % P  # Python's % is non-negative for P > 0
            k = m if m < d else P - m
    elif mode == "symmetric":
        m = j % (2 * d)
        k = m if m < d else 2 * d - 1 - m
    elif mode == "wrap":
        k = j % d
    else:
        raise ValueError("unknown mode " + mode)
    # Valid amounts (C8: d > 0 where a border is read) keep every mapped
    # coordinate inside the input.
    assert 0 <= k < d, ("invalid case", i, d, p, r, mode)
    return k


def reference_pad(src, low, high, interior, mode, value):
    """pad.pad on a numpy array per docs/Semantics.md. In constant mode an element is
    `value` as soon as any axis maps it outside the input or onto a gap."""
    rank = src.ndim
    shape = [out_size(src.shape[a], low[a], high[a], interior[a])
             for a in range(rank)]
    maps = [[resolve(i, src.shape[a], low[a], interior[a], mode)
             for i in range(shape[a])] for a in range(rank)]
    out = np.empty(shape, dtype=src.dtype)
    for idx in np.ndindex(*shape):
        k = tuple(maps[a][idx[a]] for a in range(rank))
        out[idx] = value if None in k else src[k]
    return out


def numpy_pad(src, low, high, interior, mode, value):
    """The same through numpy.pad: dilate (interior), pad by the positive
    amounts, then crop by the negative ones."""
    if any(interior):
        assert mode == "constant"
        dil = np.full([dilated_size(d, r) for d, r in zip(src.shape, interior)],
                      value, dtype=src.dtype)
        dil[tuple(slice(None, None, r + 1) for r in interior)] = src
        src = dil
    if src.ndim == 0:  # numpy.pad does not take rank 0
        return src.copy()
    widths = [(max(p, 0), max(q, 0)) for p, q in zip(low, high)]
    if mode == "constant":
        padded = np.pad(src, widths, mode="constant", constant_values=value)
    else:
        padded = np.pad(src, widths, mode=mode)
    crop = tuple(slice(max(-p, 0), max(n - max(-q, 0), 0))
                 for p, q, n in zip(low, high, padded.shape))
    return padded[crop]


def fold_limit(d, mode):
    """The widest amount of one fold of `mode` on an axis of size d (reflect
    d - 1, symmetric and wrap d), None for constant and edge (any amount)."""
    if mode == "reflect":
        return d - 1
    if mode in ("symmetric", "wrap"):
        return d
    return None


def within_one_fold(shape, low, high, mode):
    """Whether every positive amount stays within one fold of `mode`."""
    for d, p, q in zip(shape, low, high):
        limit = fold_limit(d, mode)
        if limit is not None and max(p, q) > max(limit, 0):
            return False
    return True


def pad(x, low, high, mode="constant", value=0, interior=None):
    """pad.pad of `x`; within one fold also through numpy.pad, checked to
    agree."""
    x = np.asarray(x)
    if interior is None:
        interior = [0] * x.ndim
    a = reference_pad(x, low, high, interior, mode, value)
    if within_one_fold(x.shape, low, high, mode):
        b = numpy_pad(x, low, high, interior, mode, value)
        assert a.shape == b.shape and a.tobytes() == b.tobytes(), (a, b)
    return a


# ===----------------------------------------------------------------------===//
# pad.pad_grad (docs/Semantics.md, "pad.pad_grad")
# ===----------------------------------------------------------------------===//


def grad_source_size(n, p, q, r):
    """The size of gx from the size n of gy: D <= 0 ? 0 : (D - 1)/(r + 1) + 1
    with D = n - p - q."""
    D = n - p - q
    return 0 if D <= 0 else (D - 1) // (r + 1) + 1


def source_index(i, d, p, r, mode):
    """`resolve`, or None where a border mode has no input to read (d == 0)."""
    if mode != "constant" and d == 0:
        return None
    return resolve(i, d, p, r, mode)


def accumulator_dtype(dtype):
    """f16 and bf16 (and narrower floats) are summed in f32."""
    dtype = np.dtype(dtype)
    if dtype.kind == "f" and dtype.itemsize < 4:
        return np.dtype(np.float32)
    return dtype


def pad_grad(gy, low, high, mode="constant", interior=None, gx_shape=None,
             value_grad=False):
    """pad.pad_grad of `gy`: gx (and gv with `value_grad`).

    The sums in the specified order: the axes folded one at a time, axis 0
    first; folding axis a gives target index i the sum of the slices at the
    coordinates o with M_a(o) = i, in increasing o, starting from the first
    (a single term is itself; no term gives 0). Integers wrap; f16 is summed
    in f32 and rounded once at the end. gv, the sum of the elements that
    hold the pad value, is computed in float64 (integers: wrapped)."""
    gy = np.asarray(gy)
    rank = gy.ndim
    if interior is None:
        interior = [0] * rank
    if gx_shape is None:
        gx_shape = [grad_source_size(gy.shape[a], low[a], high[a], interior[a])
                    for a in range(rank)]
    t = gy.astype(accumulator_dtype(gy.dtype))
    with np.errstate(over="ignore"):  # integers wrap
        t = _fold_axes(t, gx_shape, low, high, interior, mode)
    gx = t.astype(gy.dtype)
    if not value_grad:
        return gx
    assert mode == "constant"
    held = np.zeros(gy.shape, dtype=bool)
    for a in range(rank):
        outside = np.array([source_index(o, gx_shape[a], low[a], interior[a],
                                         mode) is None
                            for o in range(gy.shape[a])], dtype=bool)
        shape = [1] * rank
        shape[a] = gy.shape[a]
        held |= outside.reshape(shape)
    if gy.dtype.kind in "iu":
        gv = gy[held].sum(dtype=gy.dtype)
    else:
        gv = gy[held].astype(np.float64).sum()
    return gx, gv


def _fold_axes(t, gx_shape, low, high, interior, mode):
    """The folds of pad_grad, axis 0 first."""
    rank = t.ndim
    for a in range(rank):
        d, n = gx_shape[a], t.shape[a]
        maps = [source_index(o, d, low[a], interior[a], mode)
                for o in range(n)]
        shape = list(t.shape)
        shape[a] = d
        folded = np.zeros(shape, dtype=t.dtype)
        for i in range(d):
            terms = [o for o in range(n) if maps[o] == i]
            if not terms:
                continue
            s = np.take(t, terms[0], axis=a)
            for o in terms[1:]:
                s = s + np.take(t, o, axis=a)
            index = [slice(None)] * rank
            index[a] = i
            folded[tuple(index)] = s
        t = folded
    return t
