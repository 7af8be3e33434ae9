// RUN: %pad-matrix %s run @core

// The OpenVINO Pad-1 IR example: a 1x3x32x40 f32 input, pads_begin
// [0, 5, 2, 1], pads_end [1, 0, 3, 7], pad_mode constant, pad_value 15.0,
// output 2x8x37x48. The input is x[0, c, h, w] = c * 10000 + h * 100 + w.
// Rather than the 28416 output elements, the test prints the shape, the sum
// of every (n, c) plane and a few slices across the borders. Expected values
// come from np.pad(x, ((0, 1), (5, 0), (2, 3), (1, 7)), constant_values=15).

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py (pad = np.pad by the positive
// amounts of the interior-dilated input, then a crop by the negative
// ones, checked against docs/Semantics.md#2-semantics element by element), and printed as
// printMemref does; expectations.test re-derives every CHECK block.
// PY: c, h, w = np.meshgrid(np.arange(3), np.arange(32), np.arange(40), indexing='ij')
// PY: x = (c * 10000 + h * 100 + w).astype(np.float32).reshape(1, 3, 32, 40)
// PY: y = pad(x, [0, 5, 2, 1], [1, 0, 3, 7], 'constant', value=15.0)
// PY: assert y.shape == (2, 8, 37, 48)
// PY: sums = y.astype(np.int64).sum(axis=(2, 3))

func.func private @printMemrefShapeF32(tensor<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

// A copy with the identity layout, so that slices print with offset 0.
func.func @print(%t: tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %copy = linalg.copy ins(%t : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %u = tensor.cast %copy : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @print_shape(%t: tensor<?x?x?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?x?x?xf32> to tensor<*xf32>
  call @printMemrefShapeF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @input() -> tensor<1x3x32x40xf32> {
  %e = tensor.empty() : tensor<1x3x32x40xf32>
  %x = linalg.generic {
      indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<1x3x32x40xf32>) {
  ^bb0(%out: f32):
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %c10000 = arith.constant 10000 : index
    %c100 = arith.constant 100 : index
    %a = arith.muli %c, %c10000 : index
    %b = arith.muli %h, %c100 : index
    %ab = arith.addi %a, %b : index
    %v = arith.addi %ab, %w : index
    %i = arith.index_cast %v : index to i64
    %f = arith.sitofp %i : i64 to f32
    linalg.yield %f : f32
  } -> tensor<1x3x32x40xf32>
  return %x : tensor<1x3x32x40xf32>
}

// The exact sum of every (n, c) plane, in i64.
func.func @plane_sums(%y: tensor<2x8x37x48xf32>) -> tensor<2x8xi64> {
  %zero = arith.constant 0 : i64
  %e = tensor.empty() : tensor<2x8xi64>
  %init = linalg.fill ins(%zero : i64) outs(%e : tensor<2x8xi64>) -> tensor<2x8xi64>
  %s = linalg.generic {
      indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>,
                       affine_map<(n, c, h, w) -> (n, c)>],
      iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%y : tensor<2x8x37x48xf32>) outs(%init : tensor<2x8xi64>) {
  ^bb0(%in: f32, %acc: i64):
    %i = arith.fptosi %in : f32 to i64
    %sum = arith.addi %acc, %i : i64
    linalg.yield %sum : i64
  } -> tensor<2x8xi64>
  return %s : tensor<2x8xi64>
}

// CHECK: rank = 4 offset = 0 sizes = [2, 8, 37, 48] strides = [14208, 1776, 48, 1]
// numpy: sums
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 8] strides = [8, 1] data =
// CHECK-NEXT{LITERAL}: [[26640,   26640,   26640,   26640,   26640,   2016400,   14816400,   27616400],
// CHECK-NEXT{LITERAL}:  [26640,   26640,   26640,   26640,   26640,   26640,   26640,   26640]]
// The first rows of the first data channel (c = 5, input channel 0).
// numpy: y[0, 5, 0:4, :]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 48] strides = [48, 1] data =
// CHECK-NEXT{LITERAL}: [[15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15],
// CHECK-NEXT{LITERAL}:  [15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15],
// CHECK-NEXT{LITERAL}:  [15,   0,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   23,   24,   25,   26,   27,   28,   29,   30,   31,   32,   33,   34,   35,   36,   37,   38,   39,   15,   15,   15,   15,   15,   15,   15],
// CHECK-NEXT{LITERAL}:  [15,   100,   101,   102,   103,   104,   105,   106,   107,   108,   109,   110,   111,   112,   113,   114,   115,   116,   117,   118,   119,   120,   121,   122,   123,   124,   125,   126,   127,   128,   129,   130,   131,   132,   133,   134,   135,   136,   137,   138,   139,   15,   15,   15,   15,   15,   15,   15]]
// The last data rows and the bottom padding of channel 7 (input channel 2),
// left columns.
// numpy: y[0, 7, 30:37, 0:10]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [7, 10] strides = [10, 1] data =
// CHECK-NEXT{LITERAL}: [[15,   22800,   22801,   22802,   22803,   22804,   22805,   22806,   22807,   22808],
// CHECK-NEXT{LITERAL}:  [15,   22900,   22901,   22902,   22903,   22904,   22905,   22906,   22907,   22908],
// CHECK-NEXT{LITERAL}:  [15,   23000,   23001,   23002,   23003,   23004,   23005,   23006,   23007,   23008],
// CHECK-NEXT{LITERAL}:  [15,   23100,   23101,   23102,   23103,   23104,   23105,   23106,   23107,   23108],
// CHECK-NEXT{LITERAL}:  [15,   15,   15,   15,   15,   15,   15,   15,   15,   15],
// CHECK-NEXT{LITERAL}:  [15,   15,   15,   15,   15,   15,   15,   15,   15,   15],
// CHECK-NEXT{LITERAL}:  [15,   15,   15,   15,   15,   15,   15,   15,   15,   15]]
// Right columns of channel 6 (input channel 1), rows 10 and 11.
// numpy: y[0, 6, 10:12, 38:48]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 10] strides = [10, 1] data =
// CHECK-NEXT{LITERAL}: [[10837,   10838,   10839,   15,   15,   15,   15,   15,   15,   15],
// CHECK-NEXT{LITERAL}:  [10937,   10938,   10939,   15,   15,   15,   15,   15,   15,   15]]
// Across the channels at (h, w) = (2, 1), (33, 40) and (34, 40), batch 0 and 1.
// numpy: np.stack([y[:, :, 2, 1], y[:, :, 33, 40], y[:, :, 34, 40]], axis=1)
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 8] strides = [24, 8, 1] data =
// CHECK-NEXT{LITERAL}: [[[15,    15,    15,    15,    15,    0,    10000,    20000],
// CHECK-NEXT{LITERAL}:   [15,    15,    15,    15,    15,    3139,    13139,    23139],
// CHECK-NEXT{LITERAL}:   [15,    15,    15,    15,    15,    15,    15,    15]],
// CHECK-NEXT{LITERAL}:  [[15,    15,    15,    15,    15,    15,    15,    15],
// CHECK-NEXT{LITERAL}:   [15,    15,    15,    15,    15,    15,    15,    15],
// CHECK-NEXT{LITERAL}:   [15,    15,    15,    15,    15,    15,    15,    15]]]
func.func @main() {
  %x = call @input() : () -> tensor<1x3x32x40xf32>
  %v = arith.constant 15.0 : f32
  %y = pad.pad %x low[0, 5, 2, 1] high[1, 0, 3, 7] value(%v)
      : tensor<1x3x32x40xf32> to tensor<2x8x37x48xf32>

  %yd = tensor.cast %y : tensor<2x8x37x48xf32> to tensor<?x?x?x?xf32>
  call @print_shape(%yd) : (tensor<?x?x?x?xf32>) -> ()

  %s = call @plane_sums(%y) : (tensor<2x8x37x48xf32>) -> tensor<2x8xi64>
  %su = tensor.cast %s : tensor<2x8xi64> to tensor<*xi64>
  call @printMemrefI64(%su) : (tensor<*xi64>) -> ()

  %top = tensor.extract_slice %y[0, 5, 0, 0] [1, 1, 4, 48] [1, 1, 1, 1]
      : tensor<2x8x37x48xf32> to tensor<4x48xf32>
  %topd = tensor.cast %top : tensor<4x48xf32> to tensor<?x?xf32>
  call @print(%topd) : (tensor<?x?xf32>) -> ()

  %bottom = tensor.extract_slice %y[0, 7, 30, 0] [1, 1, 7, 10] [1, 1, 1, 1]
      : tensor<2x8x37x48xf32> to tensor<7x10xf32>
  %bottomd = tensor.cast %bottom : tensor<7x10xf32> to tensor<?x?xf32>
  call @print(%bottomd) : (tensor<?x?xf32>) -> ()

  %right = tensor.extract_slice %y[0, 6, 10, 38] [1, 1, 2, 10] [1, 1, 1, 1]
      : tensor<2x8x37x48xf32> to tensor<2x10xf32>
  %rightd = tensor.cast %right : tensor<2x10xf32> to tensor<?x?xf32>
  call @print(%rightd) : (tensor<?x?xf32>) -> ()

  // Strided slice: rows (n, h, w) in {(0,2,1), (0,33,40), (0,34,40),
  // (1,2,1), ...}, laid out as [n][point][c].
  %a = tensor.extract_slice %y[0, 0, 2, 1] [2, 8, 1, 1] [1, 1, 1, 1]
      : tensor<2x8x37x48xf32> to tensor<2x8xf32>
  %b = tensor.extract_slice %y[0, 0, 33, 40] [2, 8, 1, 1] [1, 1, 1, 1]
      : tensor<2x8x37x48xf32> to tensor<2x8xf32>
  %c = tensor.extract_slice %y[0, 0, 34, 40] [2, 8, 1, 1] [1, 1, 1, 1]
      : tensor<2x8x37x48xf32> to tensor<2x8xf32>
  %e = tensor.empty() : tensor<2x3x8xf32>
  %e0 = tensor.insert_slice %a into %e[0, 0, 0] [2, 1, 8] [1, 1, 1]
      : tensor<2x8xf32> into tensor<2x3x8xf32>
  %e1 = tensor.insert_slice %b into %e0[0, 1, 0] [2, 1, 8] [1, 1, 1]
      : tensor<2x8xf32> into tensor<2x3x8xf32>
  %e2 = tensor.insert_slice %c into %e1[0, 2, 0] [2, 1, 8] [1, 1, 1]
      : tensor<2x8xf32> into tensor<2x3x8xf32>
  %eu = tensor.cast %e2 : tensor<2x3x8xf32> to tensor<*xf32>
  call @printMemrefF32(%eu) : (tensor<*xf32>) -> ()
  return
}
