// RUN: %pad-matrix %s diff @unchecked @strategies

// complex<f32> pads in every strategy: constant mode with the default zero
// pad value (a complex.constant in the lowering), with interior padding, a
// crop and a runtime value, edge and reflect; static and dynamic shapes and
// amounts (the dynamic ones are arguments of functions that are not
// inlined). Run end to end by pad_diff.py (the CASE lines;
// ../Differential/diff_spec.py) and compared with test/lib/pad_reference.py.
// complex-index32.mlir runs the same pads with a 32-bit index.
// CASE: complex<f32> 2x3 low[1, 0] high[0, 1]
// CASE: complex<f32> %2x%3 low[%1, 1] high[%1, 0]
// CASE: complex<f32> 2x3 low[0, 1] high[1, 0] interior[1, 1]
// CASE: complex<f32> %2x%3 low[%-1, 2] high[1, %-1]
// CASE: complex<f32> %2x%3 low[1, 1] high[1, 1] value(%0.5-0.5j)
// CASE: complex<f32> %2x%3 low[%1, 0] high[0, 2] edge
// CASE: complex<f32> 2x3 low[1, 2] high[1, 1] reflect
// DIFF: 7 passed, 0 failed
