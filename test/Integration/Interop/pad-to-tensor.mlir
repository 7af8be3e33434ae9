// Constant-mode pad.pad programs with crops, lowered to upstream ops only by
// --convert-pad-to-tensor, then compiled by mlir-opt alone:
// RUN: pad-opt %s --convert-pad-to-tensor | FileCheck %s --check-prefix=UPSTREAM
// RUN: pad-opt %s --convert-pad-to-tensor | mlir-opt --one-shot-bufferize="bufferize-function-boundaries" --buffer-deallocation-pipeline --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
//
// pad's own pipeline gives the same numbers:
// RUN: pad-opt %s --pad-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s

// docs/Integration.md: nothing of pad is left.
// UPSTREAM-NOT: pad.pad
// UPSTREAM: tensor.extract_slice
// UPSTREAM-NOT: pad.pad

// PY: x = np.arange(1, 21, dtype=np.float32).reshape(4, 5)
// PY: v = np.array([1, 2, 3, 4, 5, 6], np.int32)
// PY: e = np.zeros((0, 3), np.float32)

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

// Crops and pads on both axes, static.
func.func @mixed(%t: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %v = arith.constant 0.5 : f32
  %r = pad.pad %t low[-1, 2] high[1, -2] value(%v) : tensor<4x5xf32> to tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// A crop past the end of the axis: only the value is left.
func.func @crop_beyond(%t: tensor<4x5xf32>) -> tensor<2x5xf32> {
  %r = pad.pad %t low[-6, 0] high[4, 0] : tensor<4x5xf32> to tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}

// Dynamic amounts of either sign on a dynamic source.
func.func @dynamic(%t: tensor<?xi32>, %l: index, %h: index, %v: i32) -> tensor<?xi32>
    attributes {no_inline} {
  %r = pad.pad %t low[%l] high[%h] value(%v) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

// An empty source.
func.func @empty(%t: tensor<0x3xf32>) -> tensor<2x4xf32> {
  %v = arith.constant -1.0 : f32
  %r = pad.pad %t low[1, 1] high[1, 0] value(%v) : tensor<0x3xf32> to tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

func.func @print_i32(%t: tensor<?xi32>) {
  %u = tensor.cast %t : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0], [11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0]]> : tensor<4x5xf32>
  %a = call @mixed(%x) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %au = tensor.cast %a : tensor<4x5xf32> to tensor<*xf32>
  call @printMemrefF32(%au) : (tensor<*xf32>) -> ()
  %b = call @crop_beyond(%x) : (tensor<4x5xf32>) -> tensor<2x5xf32>
  %bu = tensor.cast %b : tensor<2x5xf32> to tensor<*xf32>
  call @printMemrefF32(%bu) : (tensor<*xf32>) -> ()

  %v = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %vd = tensor.cast %v : tensor<6xi32> to tensor<?xi32>
  %nine = arith.constant 9 : i32
  %cm2 = arith.constant -2 : index
  %cm1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %cm8 = arith.constant -8 : index
  %c4 = arith.constant 4 : index
  %d1 = call @dynamic(%vd, %cm2, %c3, %nine) : (tensor<?xi32>, index, index, i32) -> tensor<?xi32>
  call @print_i32(%d1) : (tensor<?xi32>) -> ()
  %d2 = call @dynamic(%vd, %c3, %cm1, %nine) : (tensor<?xi32>, index, index, i32) -> tensor<?xi32>
  call @print_i32(%d2) : (tensor<?xi32>) -> ()
  %d3 = call @dynamic(%vd, %cm8, %c4, %nine) : (tensor<?xi32>, index, index, i32) -> tensor<?xi32>
  call @print_i32(%d3) : (tensor<?xi32>) -> ()
  %d4 = call @dynamic(%vd, %cm1, %cm2, %nine) : (tensor<?xi32>, index, index, i32) -> tensor<?xi32>
  call @print_i32(%d4) : (tensor<?xi32>) -> ()

  %e = arith.constant dense<> : tensor<0x3xf32>
  %f = call @empty(%e) : (tensor<0x3xf32>) -> tensor<2x4xf32>
  %fu = tensor.cast %f : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%fu) : (tensor<*xf32>) -> ()
  return
}

// numpy: pad(x, [-1, 2], [1, -2], 'constant', value=0.5)
// CHECK: rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[0.5,   0.5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   11,   12,   13],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   16,   17,   18],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   0.5,   0.5,   0.5]]
// numpy: pad(x, [-6, 0], [4, 0], 'constant')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0]]
// numpy: pad(v, [-2], [3], 'constant', value=9)
// CHECK-NEXT: rank = 1 offset = 0 sizes = [7] strides = [1] data =
// CHECK-NEXT{LITERAL}: [3,  4,  5,  6,  9,  9,  9]
// numpy: pad(v, [3], [-1], 'constant', value=9)
// CHECK-NEXT: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [9,  9,  9,  1,  2,  3,  4,  5]
// numpy: pad(v, [-8], [4], 'constant', value=9)
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [9,  9]
// numpy: pad(v, [-1], [-2], 'constant', value=9)
// CHECK-NEXT: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT{LITERAL}: [2,  3,  4]
// numpy: pad(e, [1, 1], [1, 0], 'constant', value=-1.0)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-1,   -1,   -1,   -1],
// CHECK-NEXT{LITERAL}:  [-1,   -1,   -1,   -1]]
