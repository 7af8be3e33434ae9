// RUN: pad-opt %s --convert-tensor-pad-to-pad | FileCheck %s --check-prefix=RAISED
// RUN: pad-opt %s --convert-tensor-pad-to-pad --pad-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --convert-tensor-pad-to-pad --pad-to-llvm="strategy=linalg" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
//
// Upstream's own lowering of the same program, by mlir-opt alone, prints the
// same numbers:
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" --buffer-deallocation-pipeline --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s

// docs/Integration.md: tensor.pad programs raised to pad.pad compute what upstream
// computes. Every tensor.pad below is raised:
// RAISED-NOT: tensor.pad
// RAISED-COUNT-4: pad.pad
// RAISED-NOT: tensor.pad

// PY: x = np.arange(1, 13, dtype=np.float32).reshape(3, 4)
// PY: m = np.arange(1, 7, dtype=np.int32).reshape(2, 3)
// PY: v = np.array([1.5, -2.5, 3.5], np.float32)

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

// A pad value defined outside the region.
func.func @outside(%t: tensor<3x4xf32>, %v: f32) -> tensor<4x7xf32> {
  %p = tensor.pad %t low[1, 2] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x4xf32> to tensor<4x7xf32>
  return %p : tensor<4x7xf32>
}

// A constant inside the region.
func.func @inside(%t: tensor<2x3xi32>) -> tensor<4x4xi32> {
  %p = tensor.pad %t low[0, 1] high[2, 0] {
  ^bb0(%i: index, %j: index):
    %c = arith.constant -7 : i32
    tensor.yield %c : i32
  } : tensor<2x3xi32> to tensor<4x4xi32>
  return %p : tensor<4x4xi32>
}

// Dynamic amounts and a dynamic source, -0.0 as the value (kept, bit exact).
func.func @dynamic(%t: tensor<?xf32>, %l: index, %h: index) -> tensor<?xf32>
    attributes {no_inline} {
  %z = arith.constant -0.0 : f32
  %p = tensor.pad %t low[%l] high[%h] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// The zero value (dropped by the raising).
func.func @zero(%t: tensor<3xf32>) -> tensor<6xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[2] high[1] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<3xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %nine = arith.constant 9.5 : f32
  %a = call @outside(%x, %nine) : (tensor<3x4xf32>, f32) -> tensor<4x7xf32>
  %au = tensor.cast %a : tensor<4x7xf32> to tensor<*xf32>
  call @printMemrefF32(%au) : (tensor<*xf32>) -> ()

  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = call @inside(%m) : (tensor<2x3xi32>) -> tensor<4x4xi32>
  %bu = tensor.cast %b : tensor<4x4xi32> to tensor<*xi32>
  call @printMemrefI32(%bu) : (tensor<*xi32>) -> ()

  %v = arith.constant dense<[1.5, -2.5, 3.5]> : tensor<3xf32>
  %vd = tensor.cast %v : tensor<3xf32> to tensor<?xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c = call @dynamic(%vd, %c2, %c1) : (tensor<?xf32>, index, index) -> tensor<?xf32>
  %cu = tensor.cast %c : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()

  %d = call @zero(%v) : (tensor<3xf32>) -> tensor<6xf32>
  %du = tensor.cast %d : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%du) : (tensor<*xf32>) -> ()
  return
}

// numpy: pad(x, [1, 2], [0, 1], 'constant', value=9.5)
// CHECK: rank = 2 offset = 0 sizes = [4, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[9.5,   9.5,   9.5,   9.5,   9.5,   9.5,   9.5],
// CHECK-NEXT{LITERAL}:  [9.5,   9.5,   1,   2,   3,   4,   9.5],
// CHECK-NEXT{LITERAL}:  [9.5,   9.5,   5,   6,   7,   8,   9.5],
// CHECK-NEXT{LITERAL}:  [9.5,   9.5,   9,   10,   11,   12,   9.5]]
// numpy: pad(m, [0, 1], [2, 0], 'constant', value=-7)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-7,   1,   2,   3],
// CHECK-NEXT{LITERAL}:  [-7,   4,   5,   6],
// CHECK-NEXT{LITERAL}:  [-7,   -7,   -7,   -7],
// CHECK-NEXT{LITERAL}:  [-7,   -7,   -7,   -7]]
// numpy: pad(v, [2], [1], 'constant', value=-0.0)
// CHECK-NEXT: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT{LITERAL}: [-0,  -0,  1.5,  -2.5,  3.5,  -0]
// numpy: pad(v, [2], [1], 'constant', value=0.0)
// CHECK-NEXT: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  0,  1.5,  -2.5,  3.5,  0]
