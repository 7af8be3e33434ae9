// RUN: %pad-matrix %s diff @core @nontemporal @parallel

// Crops that go past the input: one amount more negative than -d, the other
// padding far enough that the output is not empty. The output then holds
// only padding, still mapped from the uncropped coordinates (docs/Semantics.md#2-semantics: j =
// i - p). On an input of 3 (d = 3), static and dynamic amounts and sizes:
//   constant low -5 high 4:  j = 5, 6            -> [v, v]
//   edge     low -5 high 4:  j = 5, 6            -> [in[2], in[2]]
//   reflect  low -4 high 2:  j = 4               -> [in[2(d-1) - 4]] = [in[0]]
//   symmetric low -4 high 3: j = 4, 5            -> [in[1], in[0]]
//   wrap     low -3 high 3:  j = 3, 4, 5         -> [in[0], in[1], in[2]]
//   edge     low 4 high -5:  j = -4, -3          -> [in[0], in[0]]
//   reflect  low 2 high -4:  j = -2              -> [in[2]]
//   symmetric low 3 high -4: j = -3, -2          -> [in[2], in[1]]
//   wrap     low 3 high -3:  j = -3, -2, -1      -> [in[0], in[1], in[2]]
// and in 2-D, an axis cropped past the input while the other pads or
// crops. Run end to end by pad_diff.py (the CASE lines;
// ../Differential/diff_spec.py) and compared with test/lib/pad_reference.py.
// CASE: i32 3 low[-5] high[4] value(9)
// CASE: i32 3 low[-5] high[4] edge
// CASE: i32 3 low[-4] high[2] reflect
// CASE: i32 3 low[-4] high[3] symmetric
// CASE: i32 3 low[-3] high[3] wrap
// CASE: i32 3 low[4] high[-5] edge
// CASE: i32 3 low[2] high[-4] reflect
// CASE: i32 3 low[3] high[-4] symmetric
// CASE: i32 3 low[3] high[-3] wrap
// CASE: i32 %3 low[%-5] high[%4] value(%9)
// CASE: i32 %3 low[%-5] high[%4] edge
// CASE: i32 %3 low[%-4] high[%2] reflect
// CASE: i32 %3 low[%-4] high[%3] symmetric
// CASE: i32 %3 low[%-3] high[%3] wrap
// CASE: i32 %3 low[%4] high[%-5] edge
// CASE: i32 %3 low[%2] high[%-4] reflect
// CASE: i32 %3 low[%3] high[%-4] symmetric
// CASE: i32 %3 low[%3] high[%-3] wrap
// CASE: f32 3x4 low[-4, 2] high[2, -1] reflect
// CASE: f32 3x4 low[-4, -5] high[3, 4] symmetric
// CASE: f32 3x4 low[-5, 1] high[4, -4] edge
// CASE: f32 3x4 low[3, -4] high[-3, 4] wrap
// DIFF: 22 passed, 0 failed
