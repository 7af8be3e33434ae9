// RUN: %pad-matrix %s \
// RUN:   diff @nontemporal @parallel "strategy={loops,vector}" \
// RUN:     "strategy=vector runtime-checks=false"
// RUN: pad-opt %s --convert-pad-to-vector | FileCheck %s --check-prefix=IR

// The vector strategy's border and interior paths on rows wider than a
// vector: reflect and symmetric borders longer than a vector are written
// with reversed vectors (vector.shuffle), wrap borders with vector copies,
// interior padding on the last axis with vectors interleaved with the pad
// value by one vector.shuffle; static and dynamic shapes, crops. Run end to
// end by pad_diff.py (the CASE lines; ../Differential/diff_spec.py) and
// compared with test/lib/pad_reference.py.
// CASE: i32 2x37 low[0, 20] high[1, 30] reflect
// CASE: i32 %2x%37 low[0, 20] high[1, 30] reflect
// CASE: i32 %2x%37 low[1, 17] high[0, 25] symmetric
// CASE: i32 2x37 low[0, 30] high[0, 33] wrap
// CASE: i32 %2x%37 low[0, 30] high[1, 33] wrap
// CASE: i32 2x37 low[0, 3] high[0, 2] interior[0, 1] value(7)
// CASE: i32 %2x%37 low[1, 3] high[0, 2] interior[0, 1] value(7)
// CASE: i32 %2x%37 low[0, -1] high[0, -2] interior[1, 2] value(7)
// DIFF: 8 passed, 0 failed

// The kernels of the CASE lines, for the IR checks.
// IR: vector.shuffle %{{.*}}, %{{.*}} [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xi32>, vector<8xi32>
// IR: vector.shuffle %{{.*}}, %{{.*}} [0, 8, 1, 8, 2, 8, 3, 8, 4, 8, 5, 8, 6, 8, 7, 8] : vector<8xi32>, vector<8xi32>

func.func @reflect_long(%src: tensor<2x37xi32>) -> tensor<3x87xi32> {
  %r = pad.pad %src low[0, 20] high[1, 30] mode(reflect) : tensor<2x37xi32> to tensor<3x87xi32>
  return %r : tensor<3x87xi32>
}

func.func @reflect_long_dyn(%src: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %r = pad.pad %src low[0, 20] high[1, 30] mode(reflect) : tensor<?x?xi32> to tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

func.func @symmetric_long_dyn(%src: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %r = pad.pad %src low[1, 17] high[0, 25] mode(symmetric) : tensor<?x?xi32> to tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

func.func @wrap_long(%src: tensor<2x37xi32>) -> tensor<2x100xi32> {
  %r = pad.pad %src low[0, 30] high[0, 33] mode(wrap) : tensor<2x37xi32> to tensor<2x100xi32>
  return %r : tensor<2x100xi32>
}

func.func @wrap_long_dyn(%src: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %r = pad.pad %src low[0, 30] high[1, 33] mode(wrap) : tensor<?x?xi32> to tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

func.func @interior1(%src: tensor<2x37xi32>) -> tensor<2x78xi32> {
  %v = arith.constant 7 : i32
  %r = pad.pad %src low[0, 3] high[0, 2] interior[0, 1] value(%v) : tensor<2x37xi32> to tensor<2x78xi32>
  return %r : tensor<2x78xi32>
}

func.func @interior1_dyn(%src: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %v = arith.constant 7 : i32
  %r = pad.pad %src low[1, 3] high[0, 2] interior[0, 1] value(%v) : tensor<?x?xi32> to tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

func.func @interior2_crop_dyn(%src: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %v = arith.constant 7 : i32
  %r = pad.pad %src low[0, -1] high[0, -2] interior[1, 2] value(%v) : tensor<?x?xi32> to tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}
