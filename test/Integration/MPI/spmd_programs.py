#!/usr/bin/env python3
"""The programs of spmd_pad.py's suites: a sharded input and a chain of
pad.pad ops. `corner_programs`: the corner cases of docs/Distributed.md (a
border longer than the shard it reads, gathered; one past the whole axis, of
the periodic extension of docs/Semantics.md, "Any width"); `random_program`:
programs composed at random, a fraction of whose border-mode pads are wider
than the axis."""

import numpy as np

from pad_reference import MODES, dilated_size as dilated  # noqa: F401


# Grids of each process count: name -> shape.
GRIDS = {2: {"g2": [2]}, 3: {"g3": [3]}, 4: {"g4": [4], "g22": [2, 2]}}


class Program:
    """`shape`: the global input (None for a dynamic axis gives `?` in the
    type, its size in `sizes`); `split[k]`: the grid axes of tensor axis k;
    `offsets[k]`: its sharded_dims_offsets or None; `shards[k]`: the first
    row of each in-group shard (n + 1 entries) that the processes pass;
    `pads`: (low, high, interior, mode) of each pad of the chain."""

    def __init__(self, name, grid, sizes, split, pads, offsets=None,
                 dynamic=(), shards=None, expect_error=None):
        self.name, self.grid, self.sizes = name, grid, list(sizes)
        self.split = [list(a) for a in split] + [[]] * (len(sizes) -
                                                        len(split))
        self.offsets = offsets or [None] * len(sizes)
        self.dynamic = set(dynamic)
        self.pads = pads
        self.shards = shards or [None] * len(sizes)
        self.expect_error = expect_error


def group_size(grid_shape, axes):
    return int(np.prod([grid_shape[a] for a in axes])) if axes else 1



def pad_out_sizes(sizes, pad):
    low, high, interior, _ = pad
    return [max(0, lo + dilated(d, r) + hi)
            for d, lo, hi, r in zip(sizes, low, high, interior)]



def corner_programs(np_):
    """The corner cases of docs/Distributed.md on `np_` processes."""
    c, r = "constant", "reflect"
    if np_ == 2:
        return [
            # sharded_dims_offsets that split evenly, written out
            Program("even_offsets", "g2", [4], [[0]], [([1], [0], [0], c)],
                    offsets=[[0, 2, 4]]),
            Program("even_offsets_2d", "g2", [4, 3], [[0]],
                    [([1, 1], [2, 0], [0, 0], "edge")],
                    offsets=[[0, 2, 4], None]),
            # a border longer than the end shard given by offsets: gathered
            Program("offsets_gathered", "g2", [6, 2], [[0]],
                    [([1, 0], [2, 1], [0, 0], r)], offsets=[[0, 5, 6], None]),
            # uneven shards left by a first pad, a second pad that reads more
            # rows than the last one holds: gathered
            Program("chain_gathered", "g2", [8], [[0]],
                    [([3], [0], [0], c), ([0], [5], [0], r)]),
            # a dynamic split axis whose shards differ
            Program("dynamic_uneven", "g2", [7, 2], [[0]],
                    [([2, 0], [1, 1], [0, 0], "edge")], dynamic=[0],
                    shards=[[0, 5, 7], None]),
            # all amounts zero: the result is the source, still returned
            Program("all_zero", "g2", [4, 2], [[0]],
                    [([0, 0], [0, 0], [0, 0], c)]),
            # borders past the whole axis, read from both shards: gathered
            Program("wide_reflect", "g2", [4, 3], [[0]],
                    [([9, 4], [6, 7], [0, 0], r)]),
            Program("wide_symmetric_offsets", "g2", [5], [[0]],
                    [([12], [3], [0], "symmetric")], offsets=[[0, 4, 5]]),
        ]
    if np_ == 3:
        return [
            Program("offsets_wrap", "g3", [5, 2], [[0]],
                    [([2, 0], [1, 0], [0, 0], "wrap")],
                    offsets=[[0, 2, 2, 5], None]),
            Program("offsets_symmetric_gathered", "g3", [6], [[0]],
                    [([3], [2], [0], "symmetric")], offsets=[[0, 1, 4, 6]]),
            # a border of the periodic extension past the whole axis
            Program("wide_wrap", "g3", [3, 2], [[0]],
                    [([8, 1], [5, 3], [0, 0], "wrap")]),
        ]
    return [
        # both split axes of a 2x2 grid gathered
        Program("grid22_gathered", "g22", [2, 2], [[0], [1]],
                [([1, 1], [0, 0], [0, 0], r)]),
        # one tensor axis split over both grid axes: gathered, replicated
        Program("two_grid_axes", "g22", [8, 3], [[0, 1]],
                [([1, 0], [2, 1], [0, 0], r)]),
        Program("two_grid_axes_constant", "g22", [8], [[1, 0]],
                [([1], [2], [1], c)]),
        # borders past both split axes of a 2x2 grid
        Program("wide_grid22", "g22", [2, 4], [[0], [1]],
                [([5, 9], [4, 6], [0, 0], r)]),
    ]


# The widest border of one fold each mode reads from an axis of d rows
# (docs/Semantics.md).
WIDEST = {"constant": lambda d: 6, "edge": lambda d: 6,
          "reflect": lambda d: d - 1, "symmetric": lambda d: d,
          "wrap": lambda d: d}


def random_amounts(rng, size, mode, dynamic, wide=False):
    """low, high, interior of one axis of `size` rows (dynamic: the rows
    known only at run time, never cropped); `wide`: up to 3 * size + 2 (at
    most 12) in every mode, past the widest border of one fold. Every result
    keeps a row: crops that keep nothing are the lowering's own tests'
    (test/Integration)."""
    most = min(12, 3 * size + 2) if wide else min(6, WIDEST[mode](size))
    if dynamic:
        return rng.randint(0, max(0, min(3, most))), \
            rng.randint(0, max(0, min(3, most))), 0
    r = rng.choice([0, 0, 1, 2]) if mode == "constant" else 0
    for _ in range(100):
        low, high = rng.randint(-3, max(-3, most)), rng.randint(-3, max(-3, most))
        if low + dilated(size, r) + high >= 1:
            return low, high, r
    return 0, 0, r


def random_program(rng, np_, i):
    """A sharded input (1-3 axes, each whole, split over one grid axis with
    or without offsets, over both axes of a 2x2 grid, or dynamic with uneven
    shards) and a chain of 1-3 pads of random modes and amounts."""
    grid = rng.choice(sorted(GRIDS[np_]))
    gshape = GRIDS[np_][grid]
    rank = rng.randint(1, 3)
    free = list(range(len(gshape)))
    split, offsets, shards, dynamic, sizes = [], [], [], set(), []
    for k in range(rank):
        axes = []
        if free and rng.random() < 0.7:
            if len(free) > 1 and rng.random() < 0.4:
                axes = free[:]
                rng.shuffle(axes)
            else:
                axes = [rng.choice(free)]
            free = [a for a in free if a not in axes]
        n = group_size(gshape, axes)
        off = sh = None
        kinds = ["even", "offsets", "dynamic"] if len(axes) == 1 else \
            ["even", "dynamic"]
        kind = rng.choice(kinds) if axes else "whole"
        if kind in ("whole",):
            d = rng.randint(1, 6)
        elif kind == "even":
            d = n * rng.randint(1, 3)
        else:
            d = rng.randint(1, 3 * n)
            cuts = sorted(rng.randint(0, d) for _ in range(n - 1))
            if kind == "offsets" and rng.random() < 0.25 and d % n == 0:
                cuts = [j * d // n for j in range(1, n)]
            bounds = [0] + cuts + [d]
            if kind == "offsets":
                off = bounds
            else:
                sh = bounds
                dynamic.add(k)
        split.append(axes)
        offsets.append(off)
        shards.append(sh)
        sizes.append(d)
    # sharded_dims_offsets on one split axis need them on all (written out
    # where even; a dynamic axis takes none, and becomes static).
    if any(o is not None for o in offsets):
        for k, axes in enumerate(split):
            if axes and offsets[k] is None:
                n = group_size(gshape, axes)
                offsets[k] = shards[k] or [j * sizes[k] // n
                                           for j in range(n + 1)]
                shards[k] = None
                dynamic.discard(k)
    pads, cur = [], list(sizes)
    for _ in range(rng.randint(1, 3)):
        mode = rng.choice(MODES)
        # A quarter of the border-mode pads past one fold.
        wide = mode != "constant" and rng.random() < 0.25
        amounts = [random_amounts(rng, s, mode, k in dynamic, wide)
                   for k, s in enumerate(cur)]
        low, high, interior = (list(t) for t in zip(*amounts))
        if not any(low + high + interior):
            low[0] = 1
            if WIDEST[mode](cur[0]) < 1:
                mode = "constant"
        pad_ = (low, high, interior, mode)
        pads.append(pad_)
        cur = pad_out_sizes(cur, pad_)
    return Program(f"r{i}", grid, sizes, split, pads, offsets=offsets,
                   dynamic=dynamic, shards=shards)
