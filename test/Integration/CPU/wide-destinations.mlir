// RUN: %pad-matrix %s \
// RUN:   diff @unchecked @strategies @nontemporal \
// RUN:     "strategy=vector parallel=true --pad-parallel-min-bytes=0" \
// RUN:     "strategy=vector parallel=true nontemporal=always --pad-parallel-min-bytes=0"

// Pads past one fold of the border modes (docs/Semantics.md, "Any width")
// written straight into each destination form of docs/Lowering.md: a memref
// (at every offset within a cache line: at(...)), a writable tensor
// argument, a slice of one, a tensor whose old value is kept; with wide
// borders on the rows too, whose rows outside the source copy output rows. Run end to end
// by pad_diff.py (the CASE lines; ../Differential/diff_spec.py) and compared
// with test/lib/pad_reference.py.
// CASE: f32 3x40 low[2, 100] high[3, 90] reflect dest(memref) at(0, 3)
// CASE: f32 3x40 low[2, 100] high[3, 90] symmetric dest(tensor)
// CASE: f32 3x40 low[2, 100] high[3, 90] wrap dest(slice)
// CASE: f32 %3x%40 low[%7, %100] high[%5, %90] reflect dest(memref)
// CASE: f32 3x7 low[9, 20] high[8, 21] symmetric dest(tensor+old)
// CASE: f32 2x3x40 low[0, 20, 100] high[0, 30, 90] reflect dest(memref) at(0, 5)
// CASE: f32 3x40 low[20, 100] high[30, 90] wrap dest(tensor+old)
// CASE: f32 3x40 low[20, 100] high[30, 90] symmetric dest(slice)
// DIFF: 8 passed, 0 failed
