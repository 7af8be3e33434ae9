// RUN: %pad-matrix %s \
// RUN:   diff @unchecked @strategies @nontemporal \
// RUN:     "strategy=vector parallel=true --pad-parallel-min-bytes=0" \
// RUN:     "strategy=vector parallel=true nontemporal=always --pad-parallel-min-bytes=0" \
// RUN:     "strategy={linalg,loops,vector} index-bitwidth=32 destination=memref" \
// RUN:     "strategy={vector,loops} tiling"

// Amounts of any width in the border modes (docs/Semantics.md, "Any
// width"): the input extended periodically as far as the amounts reach,
// past one fold (reflect p, q > d - 1, symmetric and wrap p, q > d), on the
// last axis (the row's borders) and on outer axes (the source row of a
// border row); static and dynamic amounts and sizes; a crop on one side with
// a wide border on the other; a size-1 axis in reflect mode; rows long
// enough for vectors and whole vector widths (every destination form:
// wide-destinations.mlir). Run
// end to end by pad_diff.py (the CASE lines; ../Differential/diff_spec.py)
// and compared with test/lib/pad_reference.py (the closed forms of
// docs/Semantics.md).
// The inputs that stopped the programs of runtime-checks/ when the widths
// were bounded, now values:
// CASE: f32 %3x%4 low[%3, %0] high[%0, %0] reflect
// CASE: f32 %3x%4 low[%2, %3] high[%2, %4] reflect
// CASE: f32 %3x4 low[3, 0] high[0, 0] reflect
// CASE: f32 %3x%4 low[%3, %4] high[%3, %5] symmetric
// CASE: f32 %3x%4 low[%4, %0] high[%0, %0] wrap
// numpy's and ONNX's vectors (wide-vectors.mlir) and more:
// CASE: i32 3 low[1] high[10] reflect
// CASE: i32 4 low[45] high[10] reflect
// CASE: i32 %4 low[%45] high[%10] reflect
// CASE: i32 4 low[15] high[2] symmetric
// CASE: i32 6 low[45] high[3] symmetric
// CASE: i32 %3 low[6] high[%6] symmetric
// CASE: i32 5 low[12] high[0] wrap
// CASE: i32 5 low[0] high[12] wrap
// CASE: i32 %5 low[%12] high[%0] wrap
// CASE: i32 1 low[3] high[2] reflect
// CASE: i32 %1 low[%3] high[%2] reflect
// CASE: i32 1x3 low[4, 0] high[5, 1] reflect
// CASE: i32 2x3 low[5, 5] high[7, 7] reflect
// CASE: i32 2x3 low[5, 5] high[7, 7] symmetric
// CASE: i32 3x4 low[10, 10] high[12, 12] wrap
// CASE: i32 2x2 low[1, 3] high[3, 1] wrap
// CASE: f32 3x2 low[0, 2] high[0, 0] reflect
// CASE: i32 3x4 low[-7, 9] high[9, -6] wrap
// CASE: i32 3x4 low[9, -5] high[-4, 11] reflect
// CASE: i32 3x4 low[-2, 13] high[10, -3] symmetric
// CASE: i32 %3x%4 low[%-7, %9] high[%9, %-6] wrap
// CASE: i32 %3x%4 low[%9, %-5] high[%-4, %11] reflect
// CASE: i32 3x%4 low[-2, %13] high[%10, -3] symmetric
// CASE: i32 3 low[-10] high[20] reflect
// CASE: i32 3 low[25] high[-30] symmetric
// CASE: f32 3x40 low[2, 100] high[3, 90] reflect
// CASE: f32 3x40 low[2, 100] high[3, 90] symmetric
// CASE: f32 3x40 low[2, 100] high[3, 90] wrap
// CASE: f32 2x33 low[0, 70] high[0, 70] reflect
// CASE: f32 %2x%33 low[%0, %70] high[%0, %70] symmetric
// CASE: i8 2x17 low[1, 40] high[1, 50] reflect
// CASE: f64 2x9 low[1, 30] high[1, 25] wrap
// CASE: i16 2x3x20 low[4, 7, 45] high[3, 8, 41] reflect
// CASE: f32 2x3x16 low[0, 5, 16] high[1, 7, 48] wrap
// CASE: f32 3x40 low[100, 2] high[90, 3] wrap result(193x45)
// CASE: f32 3x7 low[100, 100] high[100, 100] edge
// CASE: f32 %3x%7 low[%100, %100] high[%100, %100] edge
// DIFF: 42 passed, 0 failed
