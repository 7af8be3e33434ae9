// RUN: %pad-matrix %s run @core

// The examples of the OpenVINO Pad-12 specification on its 3x4 input
//   [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
// in the modes constant (zero and non-zero value), edge, reflect and
// symmetric, with positive, all-negative and mixed amounts. Expected values
// come from numpy: np.pad by the positive amounts, then a crop by the
// negative ones (docs/Semantics.md#2-semantics: cropping never changes which input element a kept
// output element maps to).

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py (pad = np.pad by the positive
// amounts of the interior-dilated input, then a crop by the negative
// ones, checked against docs/Semantics.md#2-semantics element by element), and printed as
// printMemref does; expectations.test re-derives every CHECK block.
// PY: x = np.arange(1, 13, dtype=np.float32).reshape(3, 4)

func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Positive amounts, the specification's example: begin [0, 1], end [2, 3].
//===----------------------------------------------------------------------===//

// np.pad(x, ((0, 2), (1, 3)), 'constant')
// numpy: pad(x, [0, 1], [2, 3], 'constant')
// CHECK: rank = 2 offset = 0 sizes = [5, 8] strides = [8, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   1,   2,   3,   4,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   5,   6,   7,   8,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   9,   10,   11,   12,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0,   0]]
func.func @doc_constant(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[0, 1] high[2, 3] : tensor<3x4xf32> to tensor<5x8xf32>
  %d = tensor.cast %r : tensor<5x8xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// np.pad(x, ((0, 2), (1, 3)), 'edge')
// numpy: pad(x, [0, 1], [2, 3], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 8] strides = [8, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   2,   3,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [5,   5,   6,   7,   8,   8,   8,   8],
// CHECK-NEXT{LITERAL}:  [9,   9,   10,   11,   12,   12,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   10,   11,   12,   12,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   10,   11,   12,   12,   12,   12]]
func.func @doc_edge(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[0, 1] high[2, 3] mode(edge) : tensor<3x4xf32> to tensor<5x8xf32>
  %d = tensor.cast %r : tensor<5x8xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// np.pad(x, ((0, 2), (1, 3)), 'reflect')
// numpy: pad(x, [0, 1], [2, 3], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 8] strides = [8, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   1,   2,   3,   4,   3,   2,   1],
// CHECK-NEXT{LITERAL}:  [6,   5,   6,   7,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [10,   9,   10,   11,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [6,   5,   6,   7,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [2,   1,   2,   3,   4,   3,   2,   1]]
func.func @doc_reflect(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[0, 1] high[2, 3] mode(reflect) : tensor<3x4xf32> to tensor<5x8xf32>
  %d = tensor.cast %r : tensor<5x8xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// np.pad(x, ((0, 2), (1, 3)), 'symmetric')
// numpy: pad(x, [0, 1], [2, 3], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 8] strides = [8, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   2,   3,   4,   4,   3,   2],
// CHECK-NEXT{LITERAL}:  [5,   5,   6,   7,   8,   8,   7,   6],
// CHECK-NEXT{LITERAL}:  [9,   9,   10,   11,   12,   12,   11,   10],
// CHECK-NEXT{LITERAL}:  [9,   9,   10,   11,   12,   12,   11,   10],
// CHECK-NEXT{LITERAL}:  [5,   5,   6,   7,   8,   8,   7,   6]]
func.func @doc_symmetric(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[0, 1] high[2, 3] mode(symmetric) : tensor<3x4xf32> to tensor<5x8xf32>
  %d = tensor.cast %r : tensor<5x8xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Positive amounts: begin [1, 2], end [2, 1].
//===----------------------------------------------------------------------===//

// np.pad(x, ((1, 2), (2, 1)), 'constant')
// numpy: pad(x, [1, 2], [2, 1], 'constant')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   1,   2,   3,   4,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   5,   6,   7,   8,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   9,   10,   11,   12,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0]]
func.func @positive_constant(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[1, 2] high[2, 1] : tensor<3x4xf32> to tensor<6x7xf32>
  %d = tensor.cast %r : tensor<6x7xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// np.pad(x, ((1, 2), (2, 1)), 'constant', constant_values=-2.5)
// numpy: pad(x, [1, 2], [2, 1], 'constant', value=-2.5)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[-2.5,   -2.5,   -2.5,   -2.5,   -2.5,   -2.5,   -2.5],
// CHECK-NEXT{LITERAL}:  [-2.5,   -2.5,   1,   2,   3,   4,   -2.5],
// CHECK-NEXT{LITERAL}:  [-2.5,   -2.5,   5,   6,   7,   8,   -2.5],
// CHECK-NEXT{LITERAL}:  [-2.5,   -2.5,   9,   10,   11,   12,   -2.5],
// CHECK-NEXT{LITERAL}:  [-2.5,   -2.5,   -2.5,   -2.5,   -2.5,   -2.5,   -2.5],
// CHECK-NEXT{LITERAL}:  [-2.5,   -2.5,   -2.5,   -2.5,   -2.5,   -2.5,   -2.5]]
func.func @positive_constant_value(%x: tensor<3x4xf32>) {
  %v = arith.constant -2.5 : f32
  %r = pad.pad %x low[1, 2] high[2, 1] value(%v) : tensor<3x4xf32> to tensor<6x7xf32>
  %d = tensor.cast %r : tensor<6x7xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// np.pad(x, ((1, 2), (2, 1)), 'edge')
// numpy: pad(x, [1, 2], [2, 1], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [5,   5,   5,   6,   7,   8,   8],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12]]
func.func @positive_edge(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[1, 2] high[2, 1] mode(edge) : tensor<3x4xf32> to tensor<6x7xf32>
  %d = tensor.cast %r : tensor<6x7xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// np.pad(x, ((1, 2), (2, 1)), 'reflect')
// numpy: pad(x, [1, 2], [2, 1], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [3,   2,   1,   2,   3,   4,   3],
// CHECK-NEXT{LITERAL}:  [7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [11,   10,   9,   10,   11,   12,   11],
// CHECK-NEXT{LITERAL}:  [7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [3,   2,   1,   2,   3,   4,   3]]
func.func @positive_reflect(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[1, 2] high[2, 1] mode(reflect) : tensor<3x4xf32> to tensor<6x7xf32>
  %d = tensor.cast %r : tensor<6x7xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// np.pad(x, ((1, 2), (2, 1)), 'symmetric')
// numpy: pad(x, [1, 2], [2, 1], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8]]
func.func @positive_symmetric(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[1, 2] high[2, 1] mode(symmetric) : tensor<3x4xf32> to tensor<6x7xf32>
  %d = tensor.cast %r : tensor<6x7xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// The largest amounts each mode allows (docs/Semantics.md#3-constraints): reflect d - 1, symmetric d.
//===----------------------------------------------------------------------===//

// np.pad(x, ((2, 2), (3, 3)), 'reflect')
// numpy: pad(x, [2, 3], [2, 3], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [7, 10] strides = [10, 1] data =
// CHECK-NEXT{LITERAL}: [[12,   11,   10,   9,   10,   11,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [8,   7,   6,   5,   6,   7,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [4,   3,   2,   1,   2,   3,   4,   3,   2,   1],
// CHECK-NEXT{LITERAL}:  [8,   7,   6,   5,   6,   7,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [12,   11,   10,   9,   10,   11,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [8,   7,   6,   5,   6,   7,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [4,   3,   2,   1,   2,   3,   4,   3,   2,   1]]
func.func @limit_reflect(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[2, 3] high[2, 3] mode(reflect) : tensor<3x4xf32> to tensor<7x10xf32>
  %d = tensor.cast %r : tensor<7x10xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// np.pad(x, ((3, 3), (4, 4)), 'symmetric')
// numpy: pad(x, [3, 4], [3, 4], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [9, 12] strides = [12, 1] data =
// CHECK-NEXT{LITERAL}: [[12,   11,   10,   9,   9,   10,   11,   12,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [8,   7,   6,   5,   5,   6,   7,   8,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [4,   3,   2,   1,   1,   2,   3,   4,   4,   3,   2,   1],
// CHECK-NEXT{LITERAL}:  [4,   3,   2,   1,   1,   2,   3,   4,   4,   3,   2,   1],
// CHECK-NEXT{LITERAL}:  [8,   7,   6,   5,   5,   6,   7,   8,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [12,   11,   10,   9,   9,   10,   11,   12,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [12,   11,   10,   9,   9,   10,   11,   12,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [8,   7,   6,   5,   5,   6,   7,   8,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [4,   3,   2,   1,   1,   2,   3,   4,   4,   3,   2,   1]]
func.func @limit_symmetric(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[3, 4] high[3, 4] mode(symmetric) : tensor<3x4xf32> to tensor<9x12xf32>
  %d = tensor.cast %r : tensor<9x12xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// All-negative amounts: begin [-1, -1], end [0, -2] crop to x[1:, 1:2] in
// every mode.
//===----------------------------------------------------------------------===//

// x[1:3, 1:2]
// numpy: pad(x, [-1, -1], [0, -2], 'constant')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[6],
// CHECK-NEXT{LITERAL}:  [10]]
// numpy: pad(x, [-1, -1], [0, -2], 'constant', value=-2.5)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[6],
// CHECK-NEXT{LITERAL}:  [10]]
// numpy: pad(x, [-1, -1], [0, -2], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[6],
// CHECK-NEXT{LITERAL}:  [10]]
// numpy: pad(x, [-1, -1], [0, -2], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[6],
// CHECK-NEXT{LITERAL}:  [10]]
// numpy: pad(x, [-1, -1], [0, -2], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[6],
// CHECK-NEXT{LITERAL}:  [10]]
func.func @negative(%x: tensor<3x4xf32>) {
  %v = arith.constant -2.5 : f32
  %r0 = pad.pad %x low[-1, -1] high[0, -2] : tensor<3x4xf32> to tensor<2x1xf32>
  %r1 = pad.pad %x low[-1, -1] high[0, -2] value(%v) : tensor<3x4xf32> to tensor<2x1xf32>
  %r2 = pad.pad %x low[-1, -1] high[0, -2] mode(edge) : tensor<3x4xf32> to tensor<2x1xf32>
  %r3 = pad.pad %x low[-1, -1] high[0, -2] mode(reflect) : tensor<3x4xf32> to tensor<2x1xf32>
  %r4 = pad.pad %x low[-1, -1] high[0, -2] mode(symmetric) : tensor<3x4xf32> to tensor<2x1xf32>
  %d0 = tensor.cast %r0 : tensor<2x1xf32> to tensor<?x?xf32>
  %d1 = tensor.cast %r1 : tensor<2x1xf32> to tensor<?x?xf32>
  %d2 = tensor.cast %r2 : tensor<2x1xf32> to tensor<?x?xf32>
  %d3 = tensor.cast %r3 : tensor<2x1xf32> to tensor<?x?xf32>
  %d4 = tensor.cast %r4 : tensor<2x1xf32> to tensor<?x?xf32>
  call @print(%d0) : (tensor<?x?xf32>) -> ()
  call @print(%d1) : (tensor<?x?xf32>) -> ()
  call @print(%d2) : (tensor<?x?xf32>) -> ()
  call @print(%d3) : (tensor<?x?xf32>) -> ()
  call @print(%d4) : (tensor<?x?xf32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Mixed amounts, the specification's example: begin [2, -1], end [-1, 3].
//===----------------------------------------------------------------------===//

// np.pad(x, ((2, 0), (0, 3)), 'constant')[:-1, 1:]
// numpy: pad(x, [2, -1], [-1, 3], 'constant')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   0,   0,   0]]
func.func @mixed_constant(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[2, -1] high[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  %d = tensor.cast %r : tensor<4x6xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// np.pad(x, ((2, 0), (0, 3)), 'constant', constant_values=100)[:-1, 1:]
// numpy: pad(x, [2, -1], [-1, 3], 'constant', value=100)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[100,   100,   100,   100,   100,   100],
// CHECK-NEXT{LITERAL}:  [100,   100,   100,   100,   100,   100],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   100,   100,   100],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   100,   100,   100]]
func.func @mixed_constant_value(%x: tensor<3x4xf32>) {
  %v = arith.constant 100.0 : f32
  %r = pad.pad %x low[2, -1] high[-1, 3] value(%v) : tensor<3x4xf32> to tensor<4x6xf32>
  %d = tensor.cast %r : tensor<4x6xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// np.pad(x, ((2, 0), (0, 3)), 'edge')[:-1, 1:]
// numpy: pad(x, [2, -1], [-1, 3], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   3,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   8,   8,   8]]
func.func @mixed_edge(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[2, -1] high[-1, 3] mode(edge) : tensor<3x4xf32> to tensor<4x6xf32>
  %d = tensor.cast %r : tensor<4x6xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// np.pad(x, ((2, 0), (0, 3)), 'reflect')[:-1, 1:] -- the specification's
// [[10,11,12,11,10,9],[6,7,8,7,6,5],[2,3,4,3,2,1],[6,7,8,7,6,5]]
// numpy: pad(x, [2, -1], [-1, 3], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[10,   11,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   3,   2,   1],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   7,   6,   5]]
func.func @mixed_reflect(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[2, -1] high[-1, 3] mode(reflect) : tensor<3x4xf32> to tensor<4x6xf32>
  %d = tensor.cast %r : tensor<4x6xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// np.pad(x, ((2, 0), (0, 3)), 'symmetric')[:-1, 1:]
// numpy: pad(x, [2, -1], [-1, 3], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[6,   7,   8,   8,   7,   6],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   4,   3,   2],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   4,   3,   2],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   8,   7,   6]]
func.func @mixed_symmetric(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[2, -1] high[-1, 3] mode(symmetric) : tensor<3x4xf32> to tensor<4x6xf32>
  %d = tensor.cast %r : tensor<4x6xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// The same on the constant itself rather than on a function argument.
// numpy: pad(x, [2, -1], [-1, 3], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[10,   11,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   3,   2,   1],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   7,   6,   5]]
func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0],
                             [5.0, 6.0, 7.0, 8.0],
                             [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  call @doc_constant(%x) : (tensor<3x4xf32>) -> ()
  call @doc_edge(%x) : (tensor<3x4xf32>) -> ()
  call @doc_reflect(%x) : (tensor<3x4xf32>) -> ()
  call @doc_symmetric(%x) : (tensor<3x4xf32>) -> ()
  call @positive_constant(%x) : (tensor<3x4xf32>) -> ()
  call @positive_constant_value(%x) : (tensor<3x4xf32>) -> ()
  call @positive_edge(%x) : (tensor<3x4xf32>) -> ()
  call @positive_reflect(%x) : (tensor<3x4xf32>) -> ()
  call @positive_symmetric(%x) : (tensor<3x4xf32>) -> ()
  call @limit_reflect(%x) : (tensor<3x4xf32>) -> ()
  call @limit_symmetric(%x) : (tensor<3x4xf32>) -> ()
  call @negative(%x) : (tensor<3x4xf32>) -> ()
  call @mixed_constant(%x) : (tensor<3x4xf32>) -> ()
  call @mixed_constant_value(%x) : (tensor<3x4xf32>) -> ()
  call @mixed_edge(%x) : (tensor<3x4xf32>) -> ()
  call @mixed_reflect(%x) : (tensor<3x4xf32>) -> ()
  call @mixed_symmetric(%x) : (tensor<3x4xf32>) -> ()
  %r = pad.pad %x low[2, -1] high[-1, 3] mode(reflect) : tensor<3x4xf32> to tensor<4x6xf32>
  %d = tensor.cast %r : tensor<4x6xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}
