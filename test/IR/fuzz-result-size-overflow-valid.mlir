// RUN: pad-opt %s -split-input-file | FileCheck %s
// RUN: pad-opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=CANON

// The bound of C11 on the result's size in bytes (see
// fuzz-result-size-overflow.mlir) accepts what it must.

// An empty dim makes the result empty, however big the others are.
// CHECK-LABEL: func @empty_dim
// CHECK:         pad.pad %{{.*}} low[0, 4611686018427387904] high[0, 0] : tensor<0x3xf32> to tensor<0x4611686018427387907xf32>
func.func @empty_dim(%src: tensor<0x3xf32>) -> tensor<0x4611686018427387907xf32> {
  %r = pad.pad %src low[0, 4611686018427387904] high[0, 0] : tensor<0x3xf32> to tensor<0x4611686018427387907xf32>
  return %r : tensor<0x4611686018427387907xf32>
}

// -----

// One byte per element: INT64_MAX elements fit.
// CHECK-LABEL: func @max_i8
// CHECK:         pad.pad %{{.*}} low[9223372036854775804] high[0] : tensor<3xi8> to tensor<9223372036854775807xi8>
func.func @max_i8(%src: tensor<3xi8>) -> tensor<9223372036854775807xi8> {
  %r = pad.pad %src low[9223372036854775804] high[0] : tensor<3xi8> to tensor<9223372036854775807xi8>
  return %r : tensor<9223372036854775807xi8>
}

// -----

// A constant amount that would make the result too big is not folded into
// the static amounts: it stays dynamic, checked at run time.
// CANON-LABEL: func @no_fold_too_big
// CANON:         %[[BIG:.*]] = arith.constant 4611686018427387904 : index
// CANON:         pad.pad %{{.*}} low[%[[BIG]], 1] high[0, 0] : tensor<3x4xf32> to tensor<?x5xf32>
func.func @no_fold_too_big(%src: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %big = arith.constant 4611686018427387904 : index
  %one = arith.constant 1 : index
  %r = pad.pad %src low[%big, %one] high[0, 0] : tensor<3x4xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
