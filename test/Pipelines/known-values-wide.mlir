// RUN: pad-opt %s --pad-to-llvm="strategy=linalg" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector runtime-checks=false" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --canonicalize --pad-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --inline --pad-to-llvm="strategy=loops" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s

// Amounts that are SSA values known at compile time (an arith.constant,
// arithmetic on constants, a constant argument after inlining) and reach
// past one fold of the border modes: valid (docs/Semantics.md, "Any
// width"), so neither a compile-time error nor a run-time stop, but the
// values of the periodic extension, in every strategy. Expected values:
// test/lib/pad_reference.py.

func.func private @printMemrefF32(tensor<*xf32>)

// reference: pad([[1, 2, 3]], [0, 5], [0, 0], 'reflect')
// CHECK: rank = 2 offset = 0 sizes = [1, 8] strides = [8, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   1,   2,   3,   2,   1,   2,   3]]
func.func @reflect_constant(%x: tensor<1x3xf32>) -> tensor<1x?xf32> {
  %c5 = arith.constant 5 : index
  %r = pad.pad %x low[0, %c5] high[0, 0] mode(reflect) : tensor<1x3xf32> to tensor<1x?xf32>
  return %r : tensor<1x?xf32>
}

// reference: pad([1, 2, 3, 4], [0], [6], 'reflect')
// CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1,  2,  3,  4,  3,  2,  1,  2,  3,  4]
func.func @reflect_arith(%x: tensor<4xf32>) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %h = arith.muli %c2, %c3 : index
  %d = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
  %r = pad.pad %d low[0] high[%h] mode(reflect) : tensor<?xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// reference: pad([1, 2, 3], [4], [0], 'wrap')
// CHECK: rank = 1 offset = 0 sizes = [7] strides = [1] data =
// CHECK-NEXT{LITERAL}: [3,  1,  2,  3,  1,  2,  3]
func.func @wrap_constant(%x: tensor<3xf32>) -> tensor<?xf32> {
  %c4 = arith.constant 4 : index
  %r = pad.pad %x low[%c4] high[0] mode(wrap) : tensor<3xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// reference: pad([[1, 2, 3], [4, 5, 6]], [0, 0], [0, 4], 'symmetric')
// CHECK: rank = 2 offset = 0 sizes = [2, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   3,   3,   2,   1,   1],
// CHECK-NEXT{LITERAL}:  [4,   5,   6,   6,   5,   4,   4]]
func.func @symmetric_arith(%x: tensor<2x3xf32>) -> tensor<2x?xf32> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %h = arith.addi %c1, %c3 : index
  %r = pad.pad %x low[0, 0] high[0, %h] mode(symmetric) : tensor<2x3xf32> to tensor<2x?xf32>
  return %r : tensor<2x?xf32>
}

// A constant argument (known once inlined): reflect by 3 on an axis of 3.
// reference: pad([1, 2, 3], [3], [0], 'reflect')
// CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT{LITERAL}: [2,  3,  2,  1,  2,  3]
func.func @reflect_argument(%x: tensor<3xf32>, %l: index) -> tensor<?xf32> {
  %r = pad.pad %x low[%l] high[0] mode(reflect) : tensor<3xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %r0 = call @reflect_constant(%a) : (tensor<1x3xf32>) -> tensor<1x?xf32>
  %u0 = tensor.cast %r0 : tensor<1x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %b = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r1 = call @reflect_arith(%b) : (tensor<4xf32>) -> tensor<?xf32>
  %u1 = tensor.cast %r1 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %r2 = call @wrap_constant(%c) : (tensor<3xf32>) -> tensor<?xf32>
  %u2 = tensor.cast %r2 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %e = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %r3 = call @symmetric_arith(%e) : (tensor<2x3xf32>) -> tensor<2x?xf32>
  %u3 = tensor.cast %r3 : tensor<2x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  %c3 = arith.constant 3 : index
  %r4 = call @reflect_argument(%c, %c3) : (tensor<3xf32>, index) -> tensor<?xf32>
  %u4 = tensor.cast %r4 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  return
}
