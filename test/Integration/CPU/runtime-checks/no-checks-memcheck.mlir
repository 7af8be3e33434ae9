// REQUIRES: valgrind
// RUN: %pad-matrix %s diff "strategy={linalg,loops,vector} runtime-checks=false memcheck"

// docs/Lowering.md#safety: "Whatever the option, generated code never reads or writes
// outside its buffers." The inputs of every runtime-check test of this
// directory, and harder ones, compiled with runtime-checks=false ahead of
// time and run under valgrind's memcheck by pad_diff.py (the CASE lines;
// ../../Differential/diff_spec.py): any invalid read or write (an empty
// input read, a reflected index out of range, a static result buffer
// smaller than the padded size) fails the case. Each source is in a buffer
// of its exact size (buffers allocated by the generated code have up to 64
// bytes of alignment slack, where memcheck cannot see an overrun, hence
// also the large amounts). The results of the cases marked `invalid` are
// unspecified: only their dims are printed, and each case must run through;
// the others (amounts past one fold, valid: docs/Semantics.md, "Any width")
// are compared with the reference.
// CASE: f32 %3x%4 low[%3, %0] high[%0, %0] reflect   # amounts past one fold, a little and far (valid, compared)
// CASE: f32 %3x%4 low[%2, %3] high[%2, %4] reflect
// CASE: f32 %3x%4 low[%100, %100] high[%100, %100] reflect
// CASE: f32 %0x%4 low[%0, %1] high[%-1, %1] reflect invalid   # zero amounts on an empty axis
// CASE: f32 %3x%4 low[%3, %4] high[%3, %5] symmetric
// CASE: f32 %3x%4 low[%100, %5] high[%4, %100] symmetric
// CASE: f32 %3x%4 low[%4, %0] high[%0, %0] wrap
// CASE: f32 %3x%4 low[%100, %5] high[%4, %100] wrap
// CASE: f32 %0x%4 low[%1, %0] high[%2, %0] edge invalid   # C8: an empty axis padded
// CASE: f32 %0x%4 low[%1, %0] high[%2, %0] reflect invalid
// CASE: f32 %0x%4 low[%1, %0] high[%2, %0] symmetric invalid
// CASE: f32 %0x%4 low[%1, %0] high[%2, %0] wrap invalid
// CASE: f32 3x4 low[%1, 0] high[0, 0] edge result(6x4) invalid   # C10: static result dims off, both ways
// CASE: f32 3x4 low[%2, 0] high[0, 0] reflect result(3x4) invalid
// CASE: f32 3x4 low[0, 0] high[0, %1000] result(3x2) invalid
// CASE: f32 3x4 low[%1000, 0] high[0, 0] edge result(3x4) invalid
// CASE: f32 %3x%4 low[%9223372036854775807, %0] high[%0, %0] invalid   # C11: sizes that overflow int64
// CASE: f32 %3x%4 low[%0, %1] high[%0, %9223372036854775807] invalid
// CASE: f32 %3x%4 low[%9223372036854775807, %0] high[%9223372036854775807, %0] edge invalid
// CASE: f32 %3x%4 low[0, 0] high[0, 0] interior[4611686018427387904, 0] invalid
// CASE: f32 3x4 low[%-4611686018427387903, 0] high[%4611686018427387905, 0] result(?x4) invalid   # merged rows: 5 rows, 4 once multiplied by 4
// CASE: f32 3x4 low[%4611686018427387904, 0] high[%0, 0] result(?x4) invalid   # an output too large
// DIFF: 22 passed, 0 failed
