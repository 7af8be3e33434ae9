# ===- diff_cases.py - pad_diff.py's cases -------------------------*- Python -*-===//
# ===----------------------------------------------------------------------===//
"""The cases of pad_diff.py: random valid ones (docs/Semantics.md) from a
seed, and the reference's own check against numpy.pad."""

import math
import random

import numpy as np

from pad_reference import MODES, numpy_pad, out_size, reference_pad
from diff_emit import TYPE_INFO

MAX_IN_ELEMS = 120    # data values are distinct and exact in every type
MAX_OUT_ELEMS = 400   # keeps printing cheap
WIDE_AMOUNTS = 0.15   # share of border-mode amounts past one fold


# ===----------------------------------------------------------------------===//
# The reference (test/lib/pad_reference.py), checked.
# ===----------------------------------------------------------------------===//

def self_check(count=3000, seed=1):
    """Checks the reference against numpy.pad (within one fold of the border
    modes, where numpy 1.24 is right), the worked examples of
    docs/Semantics.md and numpy's own vectors of amounts past one fold."""
    # docs/Semantics.md#2-semantics: the OpenVINO Pad-12 "mixed pads" example.
    x = np.arange(1, 13).reshape(3, 4)
    got = reference_pad(x, [2, -1], [-1, 3], [0, 0], "reflect", 0)
    want = [[10, 11, 12, 11, 10, 9], [6, 7, 8, 7, 6, 5],
            [2, 3, 4, 3, 2, 1], [6, 7, 8, 7, 6, 5]]
    assert got.tolist() == want, got
    # docs/Semantics.md: interior example shape.
    got = reference_pad(np.ones((3, 3), np.int64), [1, 2], [1, 0], [1, 2],
                        "constant", 0)
    assert got.shape == (7, 9), got.shape
    assert got.sum() == 9 and got[1, 2] == 1 and got[5, 8] == 1, got
    # Past one fold (docs/Semantics.md, "Any width"): numpy >= 2.1's vectors.
    got = reference_pad(np.array([1, 2, 3]), [1], [10], [0], "reflect", 0)
    assert got.tolist() == [2, 1, 2, 3, 2, 1, 2, 3, 2, 1, 2, 3, 2, 1], got
    got = reference_pad(np.arange(5), [12], [0], [0], "wrap", 0)
    assert got.tolist() == [3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3,
                            4], got
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
# Random valid cases (docs/Semantics.md#3-constraints).
# ===----------------------------------------------------------------------===//

def random_amount(rng, d, mode, wide=0.0):
    """An amount `p` valid for an axis of size `d` in `mode`
    (docs/Semantics.md): border modes p <= 0 if d == 0 (C8). Positive amounts
    stay within one fold (reflect p <= d-1, symmetric/wrap p <= d), but for a
    share `wide` of the border modes' draws, which go past it, up to a few
    periods (docs/Semantics.md, "Any width"). An amount <= 0 reads nothing
    outside the input, so e.g. reflect with p == 0 on an empty axis is valid.
    Negative amounts may crop the whole axis and beyond."""
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
    if wide and mode != "constant" and d > 0 and rng.random() < wide:
        return rng.randint(hi + 1, hi + 2 + 3 * d)
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
        c.low = [random_amount(rng, d, c.mode, WIDE_AMOUNTS)
                 for d in c.shape]
        c.high = [random_amount(rng, d, c.mode, WIDE_AMOUNTS)
                  for d in c.shape]
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
    # anyway (docs/Semantics.md#3-constraints allows a static result dim where inference is dynamic).
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
    """--tiling: a random loop kind and tile size per axis for case `c`
    (docs/Tiling.md), from its own random stream so that the case itself does not change.
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
