// RUN: %pad-matrix %s run @core

// Degenerate shapes: rank 0 (`low[] high[]`), empty inputs padded to
// non-empty outputs, empty axes left empty in the modes that cannot pad
// them (docs/Semantics.md#3-constraints: edge, reflect, symmetric and wrap need d > 0 to pad; on
// an empty axis reflect gets -1, which p, q <= d - 1 allows whether or not
// it applies to non-positive amounts), and crops down to empty outputs.
// An empty result is checked by its shape only (printMemrefShapeF32):
// printMemref reads one element even when there is none. Expected values:
// np.pad, then a crop by the negative amounts.

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py (pad = np.pad by the positive
// amounts of the interior-dilated input, then a crop by the negative
// ones, checked against docs/Semantics.md#2-semantics element by element), and printed as
// printMemref does; expectations.test re-derives every CHECK block.
// PY: s = np.array(3.5, dtype=np.float32)
// PY: x = np.arange(1, 13, dtype=np.float32).reshape(3, 4)
// PY: e03 = np.zeros((0, 3), np.float32)
// PY: e20 = np.zeros((2, 0), np.float32)
// PY: def shape(*d):
// PY:     return ("shape", list(d))

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefShapeF32(tensor<*xf32>) attributes { llvm.emit_c_interface }

func.func @print0d(%t: tensor<f32>) {
  %u = tensor.cast %t : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @print(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @print_shape(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefShapeF32(%u) : (tensor<*xf32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Rank 0: nothing to pad, every mode returns the element.
//===----------------------------------------------------------------------===//

// numpy: s
// CHECK: rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT{LITERAL}: [3.5]
// numpy: s
// CHECK-NEXT: rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT{LITERAL}: [3.5]
// numpy: s
// CHECK-NEXT: rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT{LITERAL}: [3.5]
// numpy: s
// CHECK-NEXT: rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT{LITERAL}: [3.5]
// numpy: s
// CHECK-NEXT: rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT{LITERAL}: [3.5]
// numpy: s
// CHECK-NEXT: rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT{LITERAL}: [3.5]
func.func @rank0(%x: tensor<f32>) {
  %v = arith.constant -1.0 : f32
  %r0 = pad.pad %x low[] high[] : tensor<f32> to tensor<f32>
  call @print0d(%r0) : (tensor<f32>) -> ()
  %r1 = pad.pad %x low[] high[] value(%v) : tensor<f32> to tensor<f32>
  call @print0d(%r1) : (tensor<f32>) -> ()
  %r2 = pad.pad %x low[] high[] mode(edge) : tensor<f32> to tensor<f32>
  call @print0d(%r2) : (tensor<f32>) -> ()
  %r3 = pad.pad %x low[] high[] mode(reflect) : tensor<f32> to tensor<f32>
  call @print0d(%r3) : (tensor<f32>) -> ()
  %r4 = pad.pad %x low[] high[] mode(symmetric) : tensor<f32> to tensor<f32>
  call @print0d(%r4) : (tensor<f32>) -> ()
  %r5 = pad.pad %x low[] high[] mode(wrap) : tensor<f32> to tensor<f32>
  call @print0d(%r5) : (tensor<f32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Empty inputs.
//===----------------------------------------------------------------------===//

// Constant mode pads an empty axis: 0x3 -> 2x4, all the value.
// numpy: pad(e03, [1, 0], [1, 1], 'constant', value=2.5)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[2.5,   2.5,   2.5,   2.5],
// CHECK-NEXT{LITERAL}:  [2.5,   2.5,   2.5,   2.5]]
// 2x0 -> 2x3.
// numpy: pad(e20, [0, 1], [0, 2], 'constant', value=2.5)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[2.5,   2.5,   2.5],
// CHECK-NEXT{LITERAL}:  [2.5,   2.5,   2.5]]
// And an empty axis cropped further stays empty: 0x3 -> 0x4.
// CHECK-NEXT: rank = 2 offset = 0 sizes = [0, 4] strides = [4, 1]
func.func @empty_constant(%e03: tensor<0x3xf32>, %e20: tensor<2x0xf32>) {
  %v = arith.constant 2.5 : f32
  %r0 = pad.pad %e03 low[1, 0] high[1, 1] value(%v) : tensor<0x3xf32> to tensor<2x4xf32>
  %d0 = tensor.cast %r0 : tensor<2x4xf32> to tensor<?x?xf32>
  call @print(%d0) : (tensor<?x?xf32>) -> ()
  %r1 = pad.pad %e20 low[0, 1] high[0, 2] value(%v) : tensor<2x0xf32> to tensor<2x3xf32>
  %d1 = tensor.cast %r1 : tensor<2x3xf32> to tensor<?x?xf32>
  call @print(%d1) : (tensor<?x?xf32>) -> ()
  %r2 = pad.pad %e03 low[-1, 1] high[-3, 0] value(%v) : tensor<0x3xf32> to tensor<0x4xf32>
  %d2 = tensor.cast %r2 : tensor<0x4xf32> to tensor<?x?xf32>
  call @print_shape(%d2) : (tensor<?x?xf32>) -> ()
  return
}

// The other modes keep an empty axis empty (amounts <= 0, reflect -1)
// and pad the non-empty one: 0x3 -> 0x5 (edge), 0x5 (reflect), 0x9
// (symmetric), 0x9 (wrap); 2x0 -> 5x0 (edge on the non-empty axis).
// CHECK-NEXT: rank = 2 offset = 0 sizes = [0, 5] strides = [5, 1]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [0, 5] strides = [5, 1]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [0, 9] strides = [9, 1]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [0, 9] strides = [9, 1]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 0] strides = [0, 1]
func.func @empty_other_modes(%e03: tensor<0x3xf32>, %e20: tensor<2x0xf32>) {
  %r0 = pad.pad %e03 low[0, 1] high[0, 1] mode(edge) : tensor<0x3xf32> to tensor<0x5xf32>
  %d0 = tensor.cast %r0 : tensor<0x5xf32> to tensor<?x?xf32>
  call @print_shape(%d0) : (tensor<?x?xf32>) -> ()
  %r1 = pad.pad %e03 low[-1, 1] high[-2, 1] mode(reflect) : tensor<0x3xf32> to tensor<0x5xf32>
  %d1 = tensor.cast %r1 : tensor<0x5xf32> to tensor<?x?xf32>
  call @print_shape(%d1) : (tensor<?x?xf32>) -> ()
  %r2 = pad.pad %e03 low[0, 3] high[0, 3] mode(symmetric) : tensor<0x3xf32> to tensor<0x9xf32>
  %d2 = tensor.cast %r2 : tensor<0x9xf32> to tensor<?x?xf32>
  call @print_shape(%d2) : (tensor<?x?xf32>) -> ()
  %r3 = pad.pad %e03 low[0, 3] high[0, 3] mode(wrap) : tensor<0x3xf32> to tensor<0x9xf32>
  %d3 = tensor.cast %r3 : tensor<0x9xf32> to tensor<?x?xf32>
  call @print_shape(%d3) : (tensor<?x?xf32>) -> ()
  %r4 = pad.pad %e20 low[1, 0] high[2, 0] mode(edge) : tensor<2x0xf32> to tensor<5x0xf32>
  %d4 = tensor.cast %r4 : tensor<5x0xf32> to tensor<?x?xf32>
  call @print_shape(%d4) : (tensor<?x?xf32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Crops down to empty outputs, and the output size clamped at 0.
//===----------------------------------------------------------------------===//

// 3x4, low [-2, 0] high [-1, 0] -> 0x4 (constant and reflect).
// CHECK-NEXT: rank = 2 offset = 0 sizes = [0, 4] strides = [4, 1]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [0, 4] strides = [4, 1]
// low [-5, 1] high [0, 1]: -5 + 3 + 0 < 0, clamped -> 0x6 (edge).
// CHECK-NEXT: rank = 2 offset = 0 sizes = [0, 6] strides = [6, 1]
// low [1, -3] high [1, -3]: 4 - 6 < 0 -> 5x0 (symmetric).
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 0] strides = [0, 1]
// A crop leaving a single element: low [-2, -3] high [0, 0] -> 1x1 (wrap).
// numpy: pad(x, [-2, -3], [0, 0], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [1, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[12]]
func.func @crop_to_empty(%x: tensor<3x4xf32>) {
  %r0 = pad.pad %x low[-2, 0] high[-1, 0] : tensor<3x4xf32> to tensor<0x4xf32>
  %d0 = tensor.cast %r0 : tensor<0x4xf32> to tensor<?x?xf32>
  call @print_shape(%d0) : (tensor<?x?xf32>) -> ()
  %r1 = pad.pad %x low[-2, 0] high[-1, 0] mode(reflect) : tensor<3x4xf32> to tensor<0x4xf32>
  %d1 = tensor.cast %r1 : tensor<0x4xf32> to tensor<?x?xf32>
  call @print_shape(%d1) : (tensor<?x?xf32>) -> ()
  %r2 = pad.pad %x low[-5, 1] high[0, 1] mode(edge) : tensor<3x4xf32> to tensor<0x6xf32>
  %d2 = tensor.cast %r2 : tensor<0x6xf32> to tensor<?x?xf32>
  call @print_shape(%d2) : (tensor<?x?xf32>) -> ()
  %r3 = pad.pad %x low[1, -3] high[1, -3] mode(symmetric) : tensor<3x4xf32> to tensor<5x0xf32>
  %d3 = tensor.cast %r3 : tensor<5x0xf32> to tensor<?x?xf32>
  call @print_shape(%d3) : (tensor<?x?xf32>) -> ()
  %r4 = pad.pad %x low[-2, -3] high[0, 0] mode(wrap) : tensor<3x4xf32> to tensor<1x1xf32>
  %d4 = tensor.cast %r4 : tensor<1x1xf32> to tensor<?x?xf32>
  call @print(%d4) : (tensor<?x?xf32>) -> ()
  return
}

func.func @main() {
  %s = arith.constant dense<3.5> : tensor<f32>
  call @rank0(%s) : (tensor<f32>) -> ()
  %e03 = tensor.empty() : tensor<0x3xf32>
  %e20 = arith.constant dense<> : tensor<2x0xf32>
  call @empty_constant(%e03, %e20) : (tensor<0x3xf32>, tensor<2x0xf32>) -> ()
  call @empty_other_modes(%e03, %e20) : (tensor<0x3xf32>, tensor<2x0xf32>) -> ()
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0],
                             [5.0, 6.0, 7.0, 8.0],
                             [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  call @crop_to_empty(%x) : (tensor<3x4xf32>) -> ()
  return
}
