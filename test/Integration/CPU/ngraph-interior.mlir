// RUN: %pad-matrix %s run @core

// Interior padding (nGraph `Pad` with `padding_interior`): `r` copies of the
// pad value between neighbours, then the exterior amounts, negative ones
// cropping into the dilated input (docs/Semantics.md#2-semantics). The pad value is a function
// argument, so that it is not a constant when lowered. Expected values: the
// input spread into a full(value) array with stride r + 1, then np.pad and a
// crop, cross-checked against a per-element evaluation of docs/Semantics.md#2-semantics.

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py (pad = np.pad by the positive
// amounts of the interior-dilated input, then a crop by the negative
// ones, checked against docs/Semantics.md#2-semantics element by element), and printed as
// printMemref does; expectations.test re-derives every CHECK block.
// PY: x = np.arange(1, 10, dtype=np.int32).reshape(3, 3)
// PY: v = np.int32(42)
// PY: f = (np.arange(8, dtype=np.float32) + 0.5).reshape(2, 2, 2)

func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<?x?xi32>) {
  %u = tensor.cast %t : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// The nGraph example: 3x3, interior [1, 2], padding_below [1, 2],
// padding_above [1, 0], value 42, output 7x9.
// numpy: pad(x, [1, 2], [1, 0], 'constant', value=v, interior=[1, 2])
// CHECK: rank = 2 offset = 0 sizes = [7, 9] strides = [9, 1] data =
// CHECK-NEXT{LITERAL}: [[42,   42,   42,   42,   42,   42,   42,   42,   42],
// CHECK-NEXT{LITERAL}:  [42,   42,   1,   42,   42,   2,   42,   42,   3],
// CHECK-NEXT{LITERAL}:  [42,   42,   42,   42,   42,   42,   42,   42,   42],
// CHECK-NEXT{LITERAL}:  [42,   42,   4,   42,   42,   5,   42,   42,   6],
// CHECK-NEXT{LITERAL}:  [42,   42,   42,   42,   42,   42,   42,   42,   42],
// CHECK-NEXT{LITERAL}:  [42,   42,   7,   42,   42,   8,   42,   42,   9],
// CHECK-NEXT{LITERAL}:  [42,   42,   42,   42,   42,   42,   42,   42,   42]]
func.func @ngraph_example(%x: tensor<3x3xi32>, %v: i32) {
  %r = pad.pad %x low[1, 2] high[1, 0] interior[1, 2] value(%v)
      : tensor<3x3xi32> to tensor<7x9xi32>
  %d = tensor.cast %r : tensor<7x9xi32> to tensor<?x?xi32>
  call @print(%d) : (tensor<?x?xi32>) -> ()
  return
}

// Negative low and high crop the dilated 5x7 input: rows [1, 3), columns
// [3, 7) and one column of high padding.
// numpy: pad(x, [-1, -3], [-2, 1], 'constant', value=v, interior=[1, 2])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[42,   42,   42,   42,   42],
// CHECK-NEXT{LITERAL}:  [5,   42,   42,   6,   42]]
func.func @crop_dilated(%x: tensor<3x3xi32>, %v: i32) {
  %r = pad.pad %x low[-1, -3] high[-2, 1] interior[1, 2] value(%v)
      : tensor<3x3xi32> to tensor<2x5xi32>
  %d = tensor.cast %r : tensor<2x5xi32> to tensor<?x?xi32>
  call @print(%d) : (tensor<?x?xi32>) -> ()
  return
}

// Positive low with negative high on one axis, negative both on the other;
// the crop on axis 1 starts and ends in a gap.
// numpy: pad(x, [2, -1], [-3, -1], 'constant', value=v, interior=[2, 1])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[42,   42,   42],
// CHECK-NEXT{LITERAL}:  [42,   42,   42],
// CHECK-NEXT{LITERAL}:  [42,   2,   42],
// CHECK-NEXT{LITERAL}:  [42,   42,   42],
// CHECK-NEXT{LITERAL}:  [42,   42,   42],
// CHECK-NEXT{LITERAL}:  [42,   5,   42]]
func.func @mixed_dilated(%x: tensor<3x3xi32>, %v: i32) {
  %r = pad.pad %x low[2, -1] high[-3, -1] interior[2, 1] value(%v)
      : tensor<3x3xi32> to tensor<6x3xi32>
  %d = tensor.cast %r : tensor<6x3xi32> to tensor<?x?xi32>
  call @print(%d) : (tensor<?x?xi32>) -> ()
  return
}

// Crops to the end of the dilated input and past it: rows j = 4 (input row
// 2) and 5 (high padding); every row of the second is past the input.
// numpy: pad(x, [-4, 0], [1, 0], 'constant', value=v, interior=[1, 0])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   8,   9],
// CHECK-NEXT{LITERAL}:  [42,   42,   42]]
// numpy: pad(x, [-6, 1], [3, -1], 'constant', value=v, interior=[1, 2])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[42,   42,   42,   42,   42,   42,   42],
// CHECK-NEXT{LITERAL}:  [42,   42,   42,   42,   42,   42,   42]]
func.func @crop_past_end(%x: tensor<3x3xi32>, %v: i32) {
  %r0 = pad.pad %x low[-4, 0] high[1, 0] interior[1, 0] value(%v)
      : tensor<3x3xi32> to tensor<2x3xi32>
  %d0 = tensor.cast %r0 : tensor<2x3xi32> to tensor<?x?xi32>
  call @print(%d0) : (tensor<?x?xi32>) -> ()
  %r1 = pad.pad %x low[-6, 1] high[3, -1] interior[1, 2] value(%v)
      : tensor<3x3xi32> to tensor<2x7xi32>
  %d1 = tensor.cast %r1 : tensor<2x7xi32> to tensor<?x?xi32>
  call @print(%d1) : (tensor<?x?xi32>) -> ()
  return
}

// Interior only, on one axis, with the default value 0.
// numpy: pad(x, [0, 0], [0, 0], 'constant', value=0, interior=[0, 3])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 9] strides = [9, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   0,   0,   0,   2,   0,   0,   0,   3],
// CHECK-NEXT{LITERAL}:  [4,   0,   0,   0,   5,   0,   0,   0,   6],
// CHECK-NEXT{LITERAL}:  [7,   0,   0,   0,   8,   0,   0,   0,   9]]
func.func @interior_only(%x: tensor<3x3xi32>) {
  %r = pad.pad %x low[0, 0] high[0, 0] interior[0, 3]
      : tensor<3x3xi32> to tensor<3x9xi32>
  %d = tensor.cast %r : tensor<3x9xi32> to tensor<?x?xi32>
  call @print(%d) : (tensor<?x?xi32>) -> ()
  return
}

// Cropped to the input elements alone: the gaps are all dropped.
// numpy: pad(x, [-2, -3], [-2, -3], 'constant', value=v, interior=[1, 2])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [1, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[5]]
func.func @crop_to_center(%x: tensor<3x3xi32>, %v: i32) {
  %r = pad.pad %x low[-2, -3] high[-2, -3] interior[1, 2] value(%v)
      : tensor<3x3xi32> to tensor<1x1xi32>
  %d = tensor.cast %r : tensor<1x1xi32> to tensor<?x?xi32>
  call @print(%d) : (tensor<?x?xi32>) -> ()
  return
}

// An empty axis dilates to 0 and a size-1 axis to 1, whatever the interior.
// numpy: pad(np.zeros((0, 1), np.int32), [1, 1], [2, 1], 'constant', value=v, interior=[3, 4])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[42,   42,   42],
// CHECK-NEXT{LITERAL}:  [42,   42,   42],
// CHECK-NEXT{LITERAL}:  [42,   42,   42]]
func.func @degenerate_axes(%v: i32) {
  %e = tensor.empty() : tensor<0x1xi32>
  %r = pad.pad %e low[1, 1] high[2, 1] interior[3, 4] value(%v)
      : tensor<0x1xi32> to tensor<3x3xi32>
  %d = tensor.cast %r : tensor<3x3xi32> to tensor<?x?xi32>
  call @print(%d) : (tensor<?x?xi32>) -> ()
  return
}

// Rank 3, f32, a runtime value, the three kinds of amounts together.
// numpy: pad(f, [0, 1, -1], [1, 0, 0], 'constant', value=np.float32(-7.25), interior=[1, 0, 2])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [4, 3, 3] strides = [9, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[-7.25,    -7.25,    -7.25],
// CHECK-NEXT{LITERAL}:   [-7.25,    -7.25,    1.5],
// CHECK-NEXT{LITERAL}:   [-7.25,    -7.25,    3.5]],
// CHECK-NEXT{LITERAL}:  [[-7.25,    -7.25,    -7.25],
// CHECK-NEXT{LITERAL}:   [-7.25,    -7.25,    -7.25],
// CHECK-NEXT{LITERAL}:   [-7.25,    -7.25,    -7.25]],
// CHECK-NEXT{LITERAL}:  [[-7.25,    -7.25,    -7.25],
// CHECK-NEXT{LITERAL}:   [-7.25,    -7.25,    5.5],
// CHECK-NEXT{LITERAL}:   [-7.25,    -7.25,    7.5]],
// CHECK-NEXT{LITERAL}:  [[-7.25,    -7.25,    -7.25],
// CHECK-NEXT{LITERAL}:   [-7.25,    -7.25,    -7.25],
// CHECK-NEXT{LITERAL}:   [-7.25,    -7.25,    -7.25]]]
func.func @rank3_f32(%x: tensor<2x2x2xf32>, %v: f32) {
  %r = pad.pad %x low[0, 1, -1] high[1, 0, 0] interior[1, 0, 2] value(%v)
      : tensor<2x2x2xf32> to tensor<4x3x3xf32>
  %u = tensor.cast %r : tensor<4x3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %v = arith.constant 42 : i32
  call @ngraph_example(%x, %v) : (tensor<3x3xi32>, i32) -> ()
  call @crop_dilated(%x, %v) : (tensor<3x3xi32>, i32) -> ()
  call @mixed_dilated(%x, %v) : (tensor<3x3xi32>, i32) -> ()
  call @crop_past_end(%x, %v) : (tensor<3x3xi32>, i32) -> ()
  call @interior_only(%x) : (tensor<3x3xi32>) -> ()
  call @crop_to_center(%x, %v) : (tensor<3x3xi32>, i32) -> ()
  call @degenerate_axes(%v) : (i32) -> ()
  %f = arith.constant dense<[[[0.5, 1.5], [2.5, 3.5]], [[4.5, 5.5], [6.5, 7.5]]]> : tensor<2x2x2xf32>
  %vf = arith.constant -7.25 : f32
  call @rank3_f32(%f, %vf) : (tensor<2x2x2xf32>, f32) -> ()
  return
}
