// RUN: %pad-matrix %s \
// RUN:   run @unchecked @strategies "strategy=vector nontemporal=always" \
// RUN:     "strategy=vector parallel=true --pad-parallel-min-bytes=0"

// Published vectors of amounts wider than the axis (docs/Semantics.md, "Any
// width"), each computed with static amounts and sizes, then with both known
// at run time only, in every strategy. The expected values are the published
// ones, copied from
//   numpy/lib/tests/test_arraypad.py (numpy >= 2.1): TestReflect.test_check_04,
//     test_check_05, test_check_06, test_check_07 and test_check_large_pad,
//     TestSymmetric.test_check_03, TestWrap.test_repeated_wrapping and
//     test_repeated_wrapping_multiple_origin;
//   onnx docs/Operators.md, Pad, Example 2 (reflect mode), as published for
//     opsets 11 to 18: pads [0, 2, 0, 0] on a 3x2 input;
// and agree with test/lib/pad_reference.py. A size-1 axis in reflect mode
// repeats its element.

// TestReflect.test_check_04: np.pad([1, 2, 3], [1, 10], 'reflect')
// CHECK: rank = 1 offset = 0 sizes = [14] strides = [1] data =
// CHECK-NEXT{LITERAL}: [2,  1,  2,  3,  2,  1,  2,  3,  2,  1,  2,  3,  2,  1]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [14] strides = [1] data =
// CHECK-NEXT{LITERAL}: [2,  1,  2,  3,  2,  1,  2,  3,  2,  1,  2,  3,  2,  1]
func.func @reflect_check_04(%x: tensor<3xi32>) -> tensor<?xi32> {
  %r = pad.pad %x low[1] high[10] mode(reflect) : tensor<3xi32> to tensor<14xi32>
  %d = tensor.cast %r : tensor<14xi32> to tensor<?xi32>
  return %d : tensor<?xi32>
}

// The same with the source size and the amounts known at run time only.
func.func @reflect_check_04_dynamic(%x: tensor<?xi32>, %l0: index, %h0: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad %x low[%l0] high[%h0] mode(reflect) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

// TestReflect.test_check_05: np.pad([1, 2, 3, 4], [45, 10], 'reflect')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [59] strides = [1] data =
// CHECK-NEXT{LITERAL}: [4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [59] strides = [1] data =
// CHECK-NEXT{LITERAL}: [4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2,  3,  4,  3,  2,  1,  2]
func.func @reflect_check_05(%x: tensor<4xi32>) -> tensor<?xi32> {
  %r = pad.pad %x low[45] high[10] mode(reflect) : tensor<4xi32> to tensor<59xi32>
  %d = tensor.cast %r : tensor<59xi32> to tensor<?xi32>
  return %d : tensor<?xi32>
}

// The same with the source size and the amounts known at run time only.
func.func @reflect_check_05_dynamic(%x: tensor<?xi32>, %l0: index, %h0: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad %x low[%l0] high[%h0] mode(reflect) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

// TestReflect.test_check_06: np.pad([1, 2, 3, 4], [15, 2], 'symmetric')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [21] strides = [1] data =
// CHECK-NEXT{LITERAL}: [2,  3,  4,  4,  3,  2,  1,  1,  2,  3,  4,  4,  3,  2,  1,  1,  2,  3,  4,  4,  3]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [21] strides = [1] data =
// CHECK-NEXT{LITERAL}: [2,  3,  4,  4,  3,  2,  1,  1,  2,  3,  4,  4,  3,  2,  1,  1,  2,  3,  4,  4,  3]
func.func @symmetric_check_06(%x: tensor<4xi32>) -> tensor<?xi32> {
  %r = pad.pad %x low[15] high[2] mode(symmetric) : tensor<4xi32> to tensor<21xi32>
  %d = tensor.cast %r : tensor<21xi32> to tensor<?xi32>
  return %d : tensor<?xi32>
}

// The same with the source size and the amounts known at run time only.
func.func @symmetric_check_06_dynamic(%x: tensor<?xi32>, %l0: index, %h0: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad %x low[%l0] high[%h0] mode(symmetric) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

// TestReflect.test_check_07: np.pad([1, 2, 3, 4, 5, 6], [45, 3], 'symmetric')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [54] strides = [1] data =
// CHECK-NEXT{LITERAL}: [4,  5,  6,  6,  5,  4,  3,  2,  1,  1,  2,  3,  4,  5,  6,  6,  5,  4,  3,  2,  1,  1,  2,  3,  4,  5,  6,  6,  5,  4,  3,  2,  1,  1,  2,  3,  4,  5,  6,  6,  5,  4,  3,  2,  1,  1,  2,  3,  4,  5,  6,  6,  5,  4]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [54] strides = [1] data =
// CHECK-NEXT{LITERAL}: [4,  5,  6,  6,  5,  4,  3,  2,  1,  1,  2,  3,  4,  5,  6,  6,  5,  4,  3,  2,  1,  1,  2,  3,  4,  5,  6,  6,  5,  4,  3,  2,  1,  1,  2,  3,  4,  5,  6,  6,  5,  4,  3,  2,  1,  1,  2,  3,  4,  5,  6,  6,  5,  4]
func.func @symmetric_check_07(%x: tensor<6xi32>) -> tensor<?xi32> {
  %r = pad.pad %x low[45] high[3] mode(symmetric) : tensor<6xi32> to tensor<54xi32>
  %d = tensor.cast %r : tensor<54xi32> to tensor<?xi32>
  return %d : tensor<?xi32>
}

// The same with the source size and the amounts known at run time only.
func.func @symmetric_check_07_dynamic(%x: tensor<?xi32>, %l0: index, %h0: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad %x low[%l0] high[%h0] mode(symmetric) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

// TestSymmetric.test_check_03: np.pad([1, 2, 3], 6, 'symmetric')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [15] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1,  2,  3,  3,  2,  1,  1,  2,  3,  3,  2,  1,  1,  2,  3]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [15] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1,  2,  3,  3,  2,  1,  1,  2,  3,  3,  2,  1,  1,  2,  3]
func.func @symmetric_check_03(%x: tensor<3xi32>) -> tensor<?xi32> {
  %r = pad.pad %x low[6] high[6] mode(symmetric) : tensor<3xi32> to tensor<15xi32>
  %d = tensor.cast %r : tensor<15xi32> to tensor<?xi32>
  return %d : tensor<?xi32>
}

// The same with the source size and the amounts known at run time only.
func.func @symmetric_check_03_dynamic(%x: tensor<?xi32>, %l0: index, %h0: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad %x low[%l0] high[%h0] mode(symmetric) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

// TestWrap.test_repeated_wrapping: np.pad(np.arange(5), (12, 0), mode='wrap')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [17] strides = [1] data =
// CHECK-NEXT{LITERAL}: [3,  4,  0,  1,  2,  3,  4,  0,  1,  2,  3,  4,  0,  1,  2,  3,  4]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [17] strides = [1] data =
// CHECK-NEXT{LITERAL}: [3,  4,  0,  1,  2,  3,  4,  0,  1,  2,  3,  4,  0,  1,  2,  3,  4]
func.func @wrap_repeated_low(%x: tensor<5xi32>) -> tensor<?xi32> {
  %r = pad.pad %x low[12] high[0] mode(wrap) : tensor<5xi32> to tensor<17xi32>
  %d = tensor.cast %r : tensor<17xi32> to tensor<?xi32>
  return %d : tensor<?xi32>
}

// The same with the source size and the amounts known at run time only.
func.func @wrap_repeated_low_dynamic(%x: tensor<?xi32>, %l0: index, %h0: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad %x low[%l0] high[%h0] mode(wrap) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

// TestWrap.test_repeated_wrapping: np.pad(np.arange(5), (0, 12), mode='wrap')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [17] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  1,  2,  3,  4,  0,  1,  2,  3,  4,  0,  1,  2,  3,  4,  0,  1]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [17] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  1,  2,  3,  4,  0,  1,  2,  3,  4,  0,  1,  2,  3,  4,  0,  1]
func.func @wrap_repeated_high(%x: tensor<5xi32>) -> tensor<?xi32> {
  %r = pad.pad %x low[0] high[12] mode(wrap) : tensor<5xi32> to tensor<17xi32>
  %d = tensor.cast %r : tensor<17xi32> to tensor<?xi32>
  return %d : tensor<?xi32>
}

// The same with the source size and the amounts known at run time only.
func.func @wrap_repeated_high_dynamic(%x: tensor<?xi32>, %l0: index, %h0: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad %x low[%l0] high[%h0] mode(wrap) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

// a size-1 axis in reflect mode repeats its element: np.pad([7], (3, 2), 'reflect')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT{LITERAL}: [7,  7,  7,  7,  7,  7]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT{LITERAL}: [7,  7,  7,  7,  7,  7]
func.func @reflect_size_one(%x: tensor<1xi32>) -> tensor<?xi32> {
  %r = pad.pad %x low[3] high[2] mode(reflect) : tensor<1xi32> to tensor<6xi32>
  %d = tensor.cast %r : tensor<6xi32> to tensor<?xi32>
  return %d : tensor<?xi32>
}

// The same with the source size and the amounts known at run time only.
func.func @reflect_size_one_dynamic(%x: tensor<?xi32>, %l0: index, %h0: index) -> tensor<?xi32> attributes {no_inline} {
  %r = pad.pad %x low[%l0] high[%h0] mode(reflect) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

// TestReflect.test_check_large_pad: np.pad([[4, 5, 6], [6, 7, 8]], (5, 7), 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [14, 15] strides = [15, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5],
// CHECK-NEXT{LITERAL}:  [7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5],
// CHECK-NEXT{LITERAL}:  [7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5],
// CHECK-NEXT{LITERAL}:  [7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5],
// CHECK-NEXT{LITERAL}:  [7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5],
// CHECK-NEXT{LITERAL}:  [7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5],
// CHECK-NEXT{LITERAL}:  [7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5]]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [14, 15] strides = [15, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5],
// CHECK-NEXT{LITERAL}:  [7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5],
// CHECK-NEXT{LITERAL}:  [7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5],
// CHECK-NEXT{LITERAL}:  [7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5],
// CHECK-NEXT{LITERAL}:  [7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5],
// CHECK-NEXT{LITERAL}:  [7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5],
// CHECK-NEXT{LITERAL}:  [7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7,   8,   7,   6,   7],
// CHECK-NEXT{LITERAL}:  [5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5,   6,   5,   4,   5]]
func.func @reflect_large_pad(%x: tensor<2x3xi32>) -> tensor<?x?xi32> {
  %r = pad.pad %x low[5, 5] high[7, 7] mode(reflect) : tensor<2x3xi32> to tensor<14x15xi32>
  %d = tensor.cast %r : tensor<14x15xi32> to tensor<?x?xi32>
  return %d : tensor<?x?xi32>
}

// The same with the source size and the amounts known at run time only.
func.func @reflect_large_pad_dynamic(%x: tensor<?x?xi32>, %l0: index, %l1: index, %h0: index, %h1: index) -> tensor<?x?xi32> attributes {no_inline} {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(reflect) : tensor<?x?xi32> to tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

// TestWrap.test_repeated_wrapping_multiple_origin: np.pad(np.arange(4).reshape(2, 2), [(1, 3), (3, 1)], mode='wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[3,   2,   3,   2,   3,   2],
// CHECK-NEXT{LITERAL}:  [1,   0,   1,   0,   1,   0],
// CHECK-NEXT{LITERAL}:  [3,   2,   3,   2,   3,   2],
// CHECK-NEXT{LITERAL}:  [1,   0,   1,   0,   1,   0],
// CHECK-NEXT{LITERAL}:  [3,   2,   3,   2,   3,   2],
// CHECK-NEXT{LITERAL}:  [1,   0,   1,   0,   1,   0]]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[3,   2,   3,   2,   3,   2],
// CHECK-NEXT{LITERAL}:  [1,   0,   1,   0,   1,   0],
// CHECK-NEXT{LITERAL}:  [3,   2,   3,   2,   3,   2],
// CHECK-NEXT{LITERAL}:  [1,   0,   1,   0,   1,   0],
// CHECK-NEXT{LITERAL}:  [3,   2,   3,   2,   3,   2],
// CHECK-NEXT{LITERAL}:  [1,   0,   1,   0,   1,   0]]
func.func @wrap_multiple_origin(%x: tensor<2x2xi32>) -> tensor<?x?xi32> {
  %r = pad.pad %x low[1, 3] high[3, 1] mode(wrap) : tensor<2x2xi32> to tensor<6x6xi32>
  %d = tensor.cast %r : tensor<6x6xi32> to tensor<?x?xi32>
  return %d : tensor<?x?xi32>
}

// The same with the source size and the amounts known at run time only.
func.func @wrap_multiple_origin_dynamic(%x: tensor<?x?xi32>, %l0: index, %l1: index, %h0: index, %h1: index) -> tensor<?x?xi32> attributes {no_inline} {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(wrap) : tensor<?x?xi32> to tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

// onnx docs/Operators.md, Pad, Example 2 (reflect mode): pads [0, 2, 0, 0]
// (low 2 on axis 1 of size 2, past one fold of reflect).
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1.2,   1,   1.2],
// CHECK-NEXT{LITERAL}:  [2.3,   3.4,   2.3,   3.4],
// CHECK-NEXT{LITERAL}:  [4.5,   5.7,   4.5,   5.7]]
func.func @onnx_pad_example_2(%x: tensor<3x2xf32>) -> tensor<*xf32> {
  %r = pad.pad %x low[0, 2] high[0, 0] mode(reflect) : tensor<3x2xf32> to tensor<3x4xf32>
  %u = tensor.cast %r : tensor<3x4xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}

func.func private @printMemrefF32(tensor<*xf32>)

func.func private @printMemrefI32(tensor<*xi32>)

func.func @print1(%t: tensor<?xi32>) {
  %u = tensor.cast %t : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @print2(%t: tensor<?x?xi32>) {
  %u = tensor.cast %t : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %c12 = arith.constant 12 : index
  %c15 = arith.constant 15 : index
  %c45 = arith.constant 45 : index
  %x_reflect_check_04 = arith.constant dense<[1,2,3]> : tensor<3xi32>
  %s_reflect_check_04 = call @reflect_check_04(%x_reflect_check_04) : (tensor<3xi32>) -> tensor<?xi32>
  call @print1(%s_reflect_check_04) : (tensor<?xi32>) -> ()
  %y_reflect_check_04 = tensor.cast %x_reflect_check_04 : tensor<3xi32> to tensor<?xi32>
  %d_reflect_check_04 = call @reflect_check_04_dynamic(%y_reflect_check_04, %c1, %c10) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print1(%d_reflect_check_04) : (tensor<?xi32>) -> ()
  %x_reflect_check_05 = arith.constant dense<[1,2,3,4]> : tensor<4xi32>
  %s_reflect_check_05 = call @reflect_check_05(%x_reflect_check_05) : (tensor<4xi32>) -> tensor<?xi32>
  call @print1(%s_reflect_check_05) : (tensor<?xi32>) -> ()
  %y_reflect_check_05 = tensor.cast %x_reflect_check_05 : tensor<4xi32> to tensor<?xi32>
  %d_reflect_check_05 = call @reflect_check_05_dynamic(%y_reflect_check_05, %c45, %c10) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print1(%d_reflect_check_05) : (tensor<?xi32>) -> ()
  %x_symmetric_check_06 = arith.constant dense<[1,2,3,4]> : tensor<4xi32>
  %s_symmetric_check_06 = call @symmetric_check_06(%x_symmetric_check_06) : (tensor<4xi32>) -> tensor<?xi32>
  call @print1(%s_symmetric_check_06) : (tensor<?xi32>) -> ()
  %y_symmetric_check_06 = tensor.cast %x_symmetric_check_06 : tensor<4xi32> to tensor<?xi32>
  %d_symmetric_check_06 = call @symmetric_check_06_dynamic(%y_symmetric_check_06, %c15, %c2) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print1(%d_symmetric_check_06) : (tensor<?xi32>) -> ()
  %x_symmetric_check_07 = arith.constant dense<[1,2,3,4,5,6]> : tensor<6xi32>
  %s_symmetric_check_07 = call @symmetric_check_07(%x_symmetric_check_07) : (tensor<6xi32>) -> tensor<?xi32>
  call @print1(%s_symmetric_check_07) : (tensor<?xi32>) -> ()
  %y_symmetric_check_07 = tensor.cast %x_symmetric_check_07 : tensor<6xi32> to tensor<?xi32>
  %d_symmetric_check_07 = call @symmetric_check_07_dynamic(%y_symmetric_check_07, %c45, %c3) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print1(%d_symmetric_check_07) : (tensor<?xi32>) -> ()
  %x_symmetric_check_03 = arith.constant dense<[1,2,3]> : tensor<3xi32>
  %s_symmetric_check_03 = call @symmetric_check_03(%x_symmetric_check_03) : (tensor<3xi32>) -> tensor<?xi32>
  call @print1(%s_symmetric_check_03) : (tensor<?xi32>) -> ()
  %y_symmetric_check_03 = tensor.cast %x_symmetric_check_03 : tensor<3xi32> to tensor<?xi32>
  %d_symmetric_check_03 = call @symmetric_check_03_dynamic(%y_symmetric_check_03, %c6, %c6) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print1(%d_symmetric_check_03) : (tensor<?xi32>) -> ()
  %x_wrap_repeated_low = arith.constant dense<[0,1,2,3,4]> : tensor<5xi32>
  %s_wrap_repeated_low = call @wrap_repeated_low(%x_wrap_repeated_low) : (tensor<5xi32>) -> tensor<?xi32>
  call @print1(%s_wrap_repeated_low) : (tensor<?xi32>) -> ()
  %y_wrap_repeated_low = tensor.cast %x_wrap_repeated_low : tensor<5xi32> to tensor<?xi32>
  %d_wrap_repeated_low = call @wrap_repeated_low_dynamic(%y_wrap_repeated_low, %c12, %c0) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print1(%d_wrap_repeated_low) : (tensor<?xi32>) -> ()
  %x_wrap_repeated_high = arith.constant dense<[0,1,2,3,4]> : tensor<5xi32>
  %s_wrap_repeated_high = call @wrap_repeated_high(%x_wrap_repeated_high) : (tensor<5xi32>) -> tensor<?xi32>
  call @print1(%s_wrap_repeated_high) : (tensor<?xi32>) -> ()
  %y_wrap_repeated_high = tensor.cast %x_wrap_repeated_high : tensor<5xi32> to tensor<?xi32>
  %d_wrap_repeated_high = call @wrap_repeated_high_dynamic(%y_wrap_repeated_high, %c0, %c12) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print1(%d_wrap_repeated_high) : (tensor<?xi32>) -> ()
  %x_reflect_size_one = arith.constant dense<[7]> : tensor<1xi32>
  %s_reflect_size_one = call @reflect_size_one(%x_reflect_size_one) : (tensor<1xi32>) -> tensor<?xi32>
  call @print1(%s_reflect_size_one) : (tensor<?xi32>) -> ()
  %y_reflect_size_one = tensor.cast %x_reflect_size_one : tensor<1xi32> to tensor<?xi32>
  %d_reflect_size_one = call @reflect_size_one_dynamic(%y_reflect_size_one, %c3, %c2) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print1(%d_reflect_size_one) : (tensor<?xi32>) -> ()
  %x_reflect_large_pad = arith.constant dense<[[4,5,6],[6,7,8]]> : tensor<2x3xi32>
  %s_reflect_large_pad = call @reflect_large_pad(%x_reflect_large_pad) : (tensor<2x3xi32>) -> tensor<?x?xi32>
  call @print2(%s_reflect_large_pad) : (tensor<?x?xi32>) -> ()
  %y_reflect_large_pad = tensor.cast %x_reflect_large_pad : tensor<2x3xi32> to tensor<?x?xi32>
  %d_reflect_large_pad = call @reflect_large_pad_dynamic(%y_reflect_large_pad, %c5, %c5, %c7, %c7) : (tensor<?x?xi32>, index, index, index, index) -> tensor<?x?xi32>
  call @print2(%d_reflect_large_pad) : (tensor<?x?xi32>) -> ()
  %x_wrap_multiple_origin = arith.constant dense<[[0,1],[2,3]]> : tensor<2x2xi32>
  %s_wrap_multiple_origin = call @wrap_multiple_origin(%x_wrap_multiple_origin) : (tensor<2x2xi32>) -> tensor<?x?xi32>
  call @print2(%s_wrap_multiple_origin) : (tensor<?x?xi32>) -> ()
  %y_wrap_multiple_origin = tensor.cast %x_wrap_multiple_origin : tensor<2x2xi32> to tensor<?x?xi32>
  %d_wrap_multiple_origin = call @wrap_multiple_origin_dynamic(%y_wrap_multiple_origin, %c1, %c3, %c3, %c1) : (tensor<?x?xi32>, index, index, index, index) -> tensor<?x?xi32>
  call @print2(%d_wrap_multiple_origin) : (tensor<?x?xi32>) -> ()
  %onnx = arith.constant dense<[[1.0, 1.2], [2.3, 3.4], [4.5, 5.7]]> : tensor<3x2xf32>
  %onnx_r = call @onnx_pad_example_2(%onnx) : (tensor<3x2xf32>) -> tensor<*xf32>
  call @printMemrefF32(%onnx_r) : (tensor<*xf32>) -> ()
  return
}
