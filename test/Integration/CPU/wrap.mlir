// RUN: %pad-matrix %s run @core @nontemporal

// Mode wrap (circular: ONNX `wrap`, torch `circular`, numpy 'wrap') on 1-D
// and 2-D inputs, up to the largest amounts allowed (docs/Semantics.md#3-constraints: p, q <= d),
// with crops. Expected values: np.pad(..., 'wrap'), then a crop by the
// negative amounts.

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py (pad = np.pad by the positive
// amounts of the interior-dilated input, then a crop by the negative
// ones, checked against docs/Semantics.md#2-semantics element by element), and printed as
// printMemref does; expectations.test re-derives every CHECK block.
// PY: v = np.arange(1, 6, dtype=np.int32)
// PY: x = np.arange(1, 13, dtype=np.float32).reshape(3, 4)

func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefF32(tensor<*xf32>)

func.func @print1d(%t: tensor<?xi32>) {
  %u = tensor.cast %t : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @print2d(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// np.pad([1, 2, 3, 4, 5], (2, 3), 'wrap')
// numpy: pad(v, [2], [3], 'wrap')
// CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
// CHECK-NEXT{LITERAL}: [4,  5,  1,  2,  3,  4,  5,  1,  2,  3]
// np.pad([1, 2, 3, 4, 5], (5, 5), 'wrap'): amounts equal to d
// numpy: pad(v, [5], [5], 'wrap')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [15] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1,  2,  3,  4,  5,  1,  2,  3,  4,  5,  1,  2,  3,  4,  5]
// np.pad([1, 2, 3, 4, 5], (5, 0), 'wrap') and (0, 5)
// numpy: pad(v, [5], [0], 'wrap')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [10] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1,  2,  3,  4,  5,  1,  2,  3,  4,  5]
// numpy: pad(v, [0], [5], 'wrap')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [10] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1,  2,  3,  4,  5,  1,  2,  3,  4,  5]
// np.pad([1, 2, 3, 4, 5], (0, 4), 'wrap')[3:]: low -3, high 4
// numpy: pad(v, [-3], [4], 'wrap')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT{LITERAL}: [4,  5,  1,  2,  3,  4]
// np.pad([1, 2, 3, 4, 5], (4, 0), 'wrap')[:-4]: low 4, high -4
// numpy: pad(v, [4], [-4], 'wrap')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT{LITERAL}: [2,  3,  4,  5,  1]
func.func @wrap_1d(%v: tensor<5xi32>) {
  %r0 = pad.pad %v low[2] high[3] mode(wrap) : tensor<5xi32> to tensor<10xi32>
  %d0 = tensor.cast %r0 : tensor<10xi32> to tensor<?xi32>
  call @print1d(%d0) : (tensor<?xi32>) -> ()
  %r1 = pad.pad %v low[5] high[5] mode(wrap) : tensor<5xi32> to tensor<15xi32>
  %d1 = tensor.cast %r1 : tensor<15xi32> to tensor<?xi32>
  call @print1d(%d1) : (tensor<?xi32>) -> ()
  %r2 = pad.pad %v low[5] high[0] mode(wrap) : tensor<5xi32> to tensor<10xi32>
  %d2 = tensor.cast %r2 : tensor<10xi32> to tensor<?xi32>
  call @print1d(%d2) : (tensor<?xi32>) -> ()
  %r3 = pad.pad %v low[0] high[5] mode(wrap) : tensor<5xi32> to tensor<10xi32>
  %d3 = tensor.cast %r3 : tensor<10xi32> to tensor<?xi32>
  call @print1d(%d3) : (tensor<?xi32>) -> ()
  %r4 = pad.pad %v low[-3] high[4] mode(wrap) : tensor<5xi32> to tensor<6xi32>
  %d4 = tensor.cast %r4 : tensor<6xi32> to tensor<?xi32>
  call @print1d(%d4) : (tensor<?xi32>) -> ()
  %r5 = pad.pad %v low[4] high[-4] mode(wrap) : tensor<5xi32> to tensor<5xi32>
  %d5 = tensor.cast %r5 : tensor<5xi32> to tensor<?xi32>
  call @print1d(%d5) : (tensor<?xi32>) -> ()
  return
}

// A size-1 axis wraps onto itself.
// numpy: pad(np.array([7], np.int32), [1], [1], 'wrap')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT{LITERAL}: [7,  7,  7]
func.func @wrap_1d_single(%v: tensor<1xi32>) {
  %r = pad.pad %v low[1] high[1] mode(wrap) : tensor<1xi32> to tensor<3xi32>
  %d = tensor.cast %r : tensor<3xi32> to tensor<?xi32>
  call @print1d(%d) : (tensor<?xi32>) -> ()
  return
}

// np.pad(x, ((1, 2), (2, 1)), 'wrap')
// numpy: pad(x, [1, 2], [2, 1], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[11,   12,   9,   10,   11,   12,   9],
// CHECK-NEXT{LITERAL}:  [3,   4,   1,   2,   3,   4,   1],
// CHECK-NEXT{LITERAL}:  [7,   8,   5,   6,   7,   8,   5],
// CHECK-NEXT{LITERAL}:  [11,   12,   9,   10,   11,   12,   9],
// CHECK-NEXT{LITERAL}:  [3,   4,   1,   2,   3,   4,   1],
// CHECK-NEXT{LITERAL}:  [7,   8,   5,   6,   7,   8,   5]]
func.func @wrap_2d(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[1, 2] high[2, 1] mode(wrap) : tensor<3x4xf32> to tensor<6x7xf32>
  %d = tensor.cast %r : tensor<6x7xf32> to tensor<?x?xf32>
  call @print2d(%d) : (tensor<?x?xf32>) -> ()
  return
}

// np.pad(x, ((3, 3), (4, 4)), 'wrap'): amounts equal to d on both axes
// numpy: pad(x, [3, 4], [3, 4], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [9, 12] strides = [12, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   3,   4,   1,   2,   3,   4,   1,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [5,   6,   7,   8,   5,   6,   7,   8,   5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [9,   10,   11,   12,   9,   10,   11,   12,   9,   10,   11,   12],
// CHECK-NEXT{LITERAL}:  [1,   2,   3,   4,   1,   2,   3,   4,   1,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [5,   6,   7,   8,   5,   6,   7,   8,   5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [9,   10,   11,   12,   9,   10,   11,   12,   9,   10,   11,   12],
// CHECK-NEXT{LITERAL}:  [1,   2,   3,   4,   1,   2,   3,   4,   1,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [5,   6,   7,   8,   5,   6,   7,   8,   5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [9,   10,   11,   12,   9,   10,   11,   12,   9,   10,   11,   12]]
func.func @wrap_2d_limit(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[3, 4] high[3, 4] mode(wrap) : tensor<3x4xf32> to tensor<9x12xf32>
  %d = tensor.cast %r : tensor<9x12xf32> to tensor<?x?xf32>
  call @print2d(%d) : (tensor<?x?xf32>) -> ()
  return
}

// Mixed amounts, begin [2, -1], end [-1, 3], as in the OpenVINO example.
// numpy: pad(x, [2, -1], [-1, 3], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[6,   7,   8,   5,   6,   7],
// CHECK-NEXT{LITERAL}:  [10,   11,   12,   9,   10,   11],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   1,   2,   3],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   5,   6,   7]]
func.func @wrap_2d_mixed(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[2, -1] high[-1, 3] mode(wrap) : tensor<3x4xf32> to tensor<4x6xf32>
  %d = tensor.cast %r : tensor<4x6xf32> to tensor<?x?xf32>
  call @print2d(%d) : (tensor<?x?xf32>) -> ()
  return
}

// One axis only, the other cropped: low [0, 4] high [-2, 0].
// numpy: pad(x, [0, 4], [-2, 0], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [1, 8] strides = [8, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   3,   4,   1,   2,   3,   4]]
func.func @wrap_2d_one_axis(%x: tensor<3x4xf32>) {
  %r = pad.pad %x low[0, 4] high[-2, 0] mode(wrap) : tensor<3x4xf32> to tensor<1x8xf32>
  %d = tensor.cast %r : tensor<1x8xf32> to tensor<?x?xf32>
  call @print2d(%d) : (tensor<?x?xf32>) -> ()
  return
}

func.func @main() {
  %v = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  call @wrap_1d(%v) : (tensor<5xi32>) -> ()
  %s = arith.constant dense<[7]> : tensor<1xi32>
  call @wrap_1d_single(%s) : (tensor<1xi32>) -> ()
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0],
                             [5.0, 6.0, 7.0, 8.0],
                             [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  call @wrap_2d(%x) : (tensor<3x4xf32>) -> ()
  call @wrap_2d_limit(%x) : (tensor<3x4xf32>) -> ()
  call @wrap_2d_mixed(%x) : (tensor<3x4xf32>) -> ()
  call @wrap_2d_one_axis(%x) : (tensor<3x4xf32>) -> ()
  return
}
