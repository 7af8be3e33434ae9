// RUN: %pad-matrix %s diff "strategy={vector,loops}" \
// RUN:   "strategy=vector runtime-checks=false" @nontemporal \
// RUN:   "strategy=vector parallel=true --pad-parallel-min-bytes=0" \
// RUN:   "strategy=vector parallel=true nontemporal=always --pad-parallel-min-bytes=0" \
// RUN:   "strategy=vector index-bitwidth=32 destination=memref" @vector-bits

// Rows of an outer axis outside the source, with borders past one fold on
// the last axis (docs/Lowering.md, "Borders past one fold"): copies of the
// output rows of the source rows they map to, written before them. Every
// border mode past one fold, a padded plane axis too, a size-1 axis in
// reflect mode, rows shorter than a vector and of no multiple of one,
// dynamic sizes with static amounts, a static result of a dynamic source,
// crops on one side of either axis with a wide border on the other, 16
// planes on threads, element types of 1 to 8 bytes, i1 and complex (scalar
// copies); streamed, on threads, with 32-bit indices, 128- and 512-bit
// vectors. Run end to end by pad_diff.py (the CASE lines;
// ../Differential/diff_spec.py) and compared with test/lib/pad_reference.py
// (docs/Semantics.md).
// CASE: f32 2x3x7x12 low[0, 0, 20, 30] high[0, 0, 17, 29] reflect
// CASE: f32 2x3x5x9 low[1, 2, 11, 30] high[2, 1, 12, 31] symmetric
// CASE: i8 3x4x20 low[0, 9, 50] high[0, 10, 45] wrap
// CASE: f32 2x1x5 low[0, 6, 20] high[1, 7, 21] reflect
// CASE: f32 4x1 low[3, 2] high[5, 3] reflect
// CASE: i16 4x2 low[6, 1] high[6, 2] symmetric
// CASE: f32 %5x%9 low[4, 30] high[6, 33] symmetric
// CASE: i32 %3x%7 low[5, 31] high[0, 26] wrap
// CASE: f32 %8x32 low[6, 100] high[6, 100] reflect result(20x232)
// CASE: f32 4x10 low[9, -3] high[11, 45] reflect
// CASE: f32 4x10 low[9, 40] high[11, -2] wrap
// CASE: f32 6x10 low[-2, 40] high[30, 37] reflect
// CASE: f32 6x10 low[25, 40] high[-4, 37] symmetric
// CASE: f64 2x3x9 low[0, 13, 30] high[1, 15, 31] symmetric
// CASE: f16 3x17 low[8, 64] high[9, 65] symmetric
// CASE: f32 16x3x12 low[0, 5, 30] high[0, 6, 29] wrap
// CASE: f32 1x3x32x32 low[0, 0, 100, 100] high[0, 0, 100, 100] reflect
// CASE: complex<f32> 2x3 low[3, 10] high[4, 9] wrap
// CASE: i1 3x5 low[4, 12] high[5, 13] symmetric
// DIFF: 19 passed, 0 failed
