// RUN: pad-opt %s --pad-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s -canonicalize | FileCheck %s --check-prefix=FOLDED
// RUN: pad-opt %s -canonicalize --pad-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s

// The folds of docs/Tiling.md compute what they replace: each function gives the
// same numbers before and after -canonicalize, equal to numpy's (slices and
// nested pads evaluated literally; expectations.test re-derives the blocks).

// PY: x = np.arange(1, 13, dtype=np.float32).reshape(3, 4)
// PY: y = np.arange(1, 10, dtype=np.float32).reshape(3, 3)

func.func private @printMemrefF32(tensor<*xf32>)

// FOLDED-LABEL: func.func @slice_of_reflect(
// FOLDED-NEXT:    pad.pad %{{.*}} low[1, -3] high[-2, 3] mode(reflect) : tensor<3x4xf32> to tensor<2x4xf32>
// FOLDED-NEXT:    return
func.func @slice_of_reflect(%x: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %r = pad.pad %x low[2, -1] high[-1, 3] mode(reflect) : tensor<3x4xf32> to tensor<4x6xf32>
  %s = tensor.extract_slice %r[1, 2] [2, 4] [1, 1] : tensor<4x6xf32> to tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}

// FOLDED-LABEL: func.func @slice_of_wrap_border(
// FOLDED-NEXT:    pad.pad %{{.*}} low[-3, 3] high[1, -3] mode(wrap) : tensor<3x4xf32> to tensor<1x4xf32>
// FOLDED-NEXT:    return
func.func @slice_of_wrap_border(%x: tensor<3x4xf32>) -> tensor<1x4xf32> {
  %r = pad.pad %x low[0, 3] high[1, 4] mode(wrap) : tensor<3x4xf32> to tensor<4x11xf32>
  %s = tensor.extract_slice %r[3, 0] [1, 4] [1, 1] : tensor<4x11xf32> to tensor<1x4xf32>
  return %s : tensor<1x4xf32>
}

// FOLDED-LABEL: func.func @constant_of_constant(
// FOLDED-NEXT:    arith.constant
// FOLDED-NEXT:    pad.pad %{{.*}} low[3, 0] high[1, 2] interior[1, 0] value(%{{.*}}) : tensor<3x3xf32> to tensor<9x5xf32>
// FOLDED-NEXT:    return
func.func @constant_of_constant(%y: tensor<3x3xf32>) -> tensor<9x5xf32> {
  %v = arith.constant 7.0 : f32
  %a = pad.pad %y low[1, 1] high[0, 2] interior[1, 0] value(%v) : tensor<3x3xf32> to tensor<6x6xf32>
  %b = pad.pad %a low[2, -1] high[1, 0] value(%v) : tensor<6x6xf32> to tensor<9x5xf32>
  return %b : tensor<9x5xf32>
}

// FOLDED-LABEL: func.func @edge_of_edge(
// FOLDED-NEXT:    pad.pad %{{.*}} low[1, -2] high[3, 0] mode(edge) : tensor<3x4xf32> to tensor<7x2xf32>
// FOLDED-NEXT:    return
func.func @edge_of_edge(%x: tensor<3x4xf32>) -> tensor<7x2xf32> {
  %a = pad.pad %x low[3, -1] high[1, 0] mode(edge) : tensor<3x4xf32> to tensor<7x3xf32>
  %b = pad.pad %a low[-2, -1] high[2, 0] mode(edge) : tensor<7x3xf32> to tensor<7x2xf32>
  return %b : tensor<7x2xf32>
}

// A crop then a pad on the same side: not composed (FOLDED), and the numbers
// show why: the outer pad's value, not the cropped element, comes first.
// FOLDED-LABEL: func.func @crop_then_pad(
// FOLDED:         pad.pad
// FOLDED:         pad.pad
// FOLDED:         return
func.func @crop_then_pad(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %a = pad.pad %x low[0, -1] high[0, 0] : tensor<3x4xf32> to tensor<3x3xf32>
  %b = pad.pad %a low[0, 1] high[0, 0] : tensor<3x3xf32> to tensor<3x4xf32>
  return %b : tensor<3x4xf32>
}

func.func @print(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// numpy: pad(x, [2, -1], [-1, 3], 'reflect')[1:3, 2:6]
// CHECK: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [4,   3,   2,   1]]
// numpy: pad(x, [0, 3], [1, 4], 'wrap')[3:4, 0:4]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [1, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   3,   4,   1]]
// numpy: pad(pad(y, [1, 1], [0, 2], 'constant', 7, [1, 0]), [2, -1], [1, 0], 'constant', 7)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [9, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [1,   2,   3,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [4,   5,   6,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   8,   9,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   7]]
// numpy: pad(pad(x, [3, -1], [1, 0], 'edge'), [-2, -1], [2, 0], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [7, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[3,   4],
// CHECK-NEXT{LITERAL}:  [3,   4],
// CHECK-NEXT{LITERAL}:  [7,   8],
// CHECK-NEXT{LITERAL}:  [11,   12],
// CHECK-NEXT{LITERAL}:  [11,   12],
// CHECK-NEXT{LITERAL}:  [11,   12],
// CHECK-NEXT{LITERAL}:  [11,   12]]
// numpy: pad(pad(x, [0, -1], [0, 0]), [0, 1], [0, 0])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [0,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [0,   10,   11,   12]]
func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %y = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %a = call @slice_of_reflect(%x) : (tensor<3x4xf32>) -> tensor<2x4xf32>
  %a1 = tensor.cast %a : tensor<2x4xf32> to tensor<?x?xf32>
  call @print(%a1) : (tensor<?x?xf32>) -> ()
  %b = call @slice_of_wrap_border(%x) : (tensor<3x4xf32>) -> tensor<1x4xf32>
  %b1 = tensor.cast %b : tensor<1x4xf32> to tensor<?x?xf32>
  call @print(%b1) : (tensor<?x?xf32>) -> ()
  %c = call @constant_of_constant(%y) : (tensor<3x3xf32>) -> tensor<9x5xf32>
  %c1 = tensor.cast %c : tensor<9x5xf32> to tensor<?x?xf32>
  call @print(%c1) : (tensor<?x?xf32>) -> ()
  %d = call @edge_of_edge(%x) : (tensor<3x4xf32>) -> tensor<7x2xf32>
  %d1 = tensor.cast %d : tensor<7x2xf32> to tensor<?x?xf32>
  call @print(%d1) : (tensor<?x?xf32>) -> ()
  %e = call @crop_then_pad(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %e1 = tensor.cast %e : tensor<3x4xf32> to tensor<?x?xf32>
  call @print(%e1) : (tensor<?x?xf32>) -> ()
  return
}
