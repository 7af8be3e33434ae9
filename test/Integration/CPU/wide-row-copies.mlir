// RUN: %pad-matrix %s diff "strategy={vector,loops}" \
// RUN:   "strategy=vector runtime-checks=false" @nontemporal \
// RUN:   "strategy=vector parallel=true --pad-parallel-min-bytes=0" \
// RUN:   "strategy=vector parallel=true nontemporal=always --pad-parallel-min-bytes=0" \
// RUN:   "strategy=vector index-bitwidth=32 destination=memref" @vector-bits \
// RUN:   "strategy=vector vector-bits=512 destination=tensor"

// Rows past one fold on the last axis (docs/Semantics.md, "Any width";
// docs/Lowering.md, "Borders past one fold"): the border elements Q or more
// past the core's start, or before the row's end, are copies of the row Q
// elements back or on, the others runs read from the source. Periods below
// a vector (Q a multiple of P), a size-1 axis in reflect mode (P = 1), copy
// spans of exactly a vector and one element less (then runs only), runs on
// both sides in one loop, crops on one side with a wide border on the
// other, static and dynamic sizes and amounts, element types of 1 to 8
// bytes; with vector-bits=128 and 512, on threads and with 32-bit indices.
// Run end to end by pad_diff.py (the CASE lines; ../Differential/diff_spec.py)
// and compared with test/lib/pad_reference.py (docs/Semantics.md).
// CASE: f32 2x3 low[0, 40] high[0, 37] reflect
// CASE: f32 2x3 low[1, 29] high[0, 50] symmetric
// CASE: i8 2x5 low[0, 70] high[1, 90] wrap
// CASE: f32 2x2 low[0, 3] high[0, 30] reflect
// CASE: f32 2x1 low[0, 20] high[0, 33] reflect
// CASE: f32 %2x%1 low[%0, %41] high[%0, %17] reflect
// CASE: f32 3x1 low[2, 9] high[3, 40] wrap
// CASE: f32 2x5 low[0, 9] high[0, 4] wrap
// CASE: f32 2x5 low[0, 8] high[0, 4] wrap
// CASE: f32 2x5 low[0, 6] high[0, 13] wrap
// CASE: f32 2x5 low[0, 6] high[0, 12] wrap
// CASE: f32 2x20 low[0, 50] high[0, 5] reflect
// CASE: f32 2x20 low[0, 10] high[0, 40] reflect
// CASE: f32 2x20 low[0, 45] high[0, 45] symmetric
// CASE: f32 2x10 low[0, -3] high[0, 45] reflect
// CASE: f32 2x10 low[0, 50] high[0, -4] symmetric
// CASE: f32 2x10 low[0, -9] high[0, 40] wrap
// CASE: f32 2x10 low[0, 33] high[0, -12] reflect
// CASE: f32 %2x%10 low[%0, %-3] high[%0, %45] reflect
// CASE: f32 %2x%10 low[%0, %50] high[%0, %-4] symmetric
// CASE: f32 %2x%20 low[%0, %50] high[%0, %5] reflect
// CASE: f32 %2x%3 low[%0, %40] high[%0, %37] reflect
// CASE: i32 %3x%7 low[%5, %31] high[%4, %26] wrap
// CASE: f32 2x%10 low[0, 27] high[0, 51] reflect
// CASE: f64 2x9 low[1, 30] high[1, 25] symmetric
// CASE: i16 2x33 low[0, 100] high[0, 100] reflect
// CASE: f16 2x17 low[0, 64] high[0, 65] symmetric
// CASE: i8 2x40 low[0, 130] high[0, 129] reflect
// CASE: f32 3x32 low[100, 100] high[100, 100] reflect
// CASE: f32 %1x%3x%32x%32 low[%0, %0, %100, %100] high[%0, %0, %100, %100] reflect
// CASE: f32 2x3x9 low[0, 4, 30] high[1, 5, 31] symmetric
// DIFF: 31 passed, 0 failed
