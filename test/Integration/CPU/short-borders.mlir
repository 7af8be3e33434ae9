// RUN: %pad-matrix %s \
// RUN:   diff @vector-bits "strategy={loops,vector}" "strategy=vector runtime-checks=false" \
// RUN:     "strategy=vector nontemporal=always" \
// RUN:     "strategy=vector parallel=true --pad-parallel-min-bytes=0"

// Borders of 3, 5, 6 and 7 elements on both sides, in every border mode,
// beside sources as long as a vector (8 i32), longer, and shorter, static and
// dynamic shapes, and rank-4 sources whose rows are mirrored too (a 7x7
// convolution's input): each border is written by short vectors or scalars
// that stay within it.
//
// Run end to end by pad_diff.py (the CASE lines; ../Differential/diff_spec.py),
// each source in a buffer of its exact size, each result compared with
// test/lib/pad_reference.py; runtime-checks/short-borders-memcheck.test runs
// the same cases under valgrind's memcheck with 256- and 128-bit vectors.
// CASE: i32 %2x%8 low[0, 3] high[0, 3] reflect
// CASE: i32 2x37 low[0, 3] high[0, 3] reflect
// CASE: i32 %2x%37 low[0, 3] high[0, 3] reflect
// CASE: i32 %2x%5 low[0, 3] high[0, 3] reflect
// CASE: i32 %2x%9 low[0, 5] high[0, 6] reflect
// CASE: i32 2x8 low[0, 7] high[0, 3] reflect
// CASE: i32 %2x%8 low[0, 3] high[0, 7] symmetric
// CASE: i32 2x37 low[0, 3] high[0, 7] symmetric
// CASE: i32 %2x%9 low[0, 6] high[0, 5] symmetric
// CASE: i32 2x5 low[0, 3] high[0, 3] symmetric
// CASE: i32 %2x%37 low[0, 3] high[0, 3] wrap
// CASE: i32 %2x%9 low[0, 5] high[0, 6] wrap
// CASE: i32 2x8 low[0, 3] high[0, 7] wrap
// CASE: i32 %2x%5 low[0, 3] high[0, 3] wrap
// CASE: i32 %2x%37 low[0, 3] high[0, 3] edge
// CASE: i32 %2x%5 low[0, 5] high[0, 7] edge
// CASE: i32 2x9 low[0, 7] high[0, 6] edge
// CASE: i32 %2x%37 low[0, 3] high[0, 5] value(7)
// CASE: i32 %2x%5 low[0, 3] high[0, 5] value(7)
// CASE: i32 2x8 low[0, 6] high[0, 3] value(7)
// CASE: i32 %1x%2x%5x%9 low[0, 0, 3, 3] high[0, 0, 3, 3] mode(constant)
// CASE: i32 %1x%2x%5x%9 low[0, 0, 3, 3] high[0, 0, 3, 3] edge
// CASE: i32 %1x%2x%5x%9 low[0, 0, 3, 3] high[0, 0, 3, 3] reflect
// CASE: i32 %1x%2x%5x%9 low[0, 0, 3, 3] high[0, 0, 3, 3] symmetric
// CASE: i32 %1x%2x%5x%9 low[0, 0, 3, 3] high[0, 0, 3, 3] wrap
// DIFF: 25 passed, 0 failed
