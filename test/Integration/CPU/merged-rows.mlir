// RUN: %pad-matrix %s \
// RUN:   run @strategies "strategy=vector runtime-checks=false vector-bits=128" \
// RUN:     "strategy=vector nontemporal=always" "strategy=vector parallel=true"

// Constant pads whose trailing axes carry no padding: the vector strategy
// writes them as rows of the merged trailing axes (NHWC: rows of W * C
// elements; test/Conversion/PadToVector/merged-rows.mlir has the IR). Every
// strategy must print the same values: crops, an odd inner size, two
// merged axes, runtime amounts (cropping ones too), and memref destinations
// written in place (with runtime sizes: collapsed as memrefs).

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py and printed as printMemref does;
// expectations.test re-derives every CHECK block.
// PY: x = np.arange(1, 25, dtype=np.float32).reshape(1, 2, 3, 4)
// PY: y = np.arange(1, 31, dtype=np.int16).reshape(2, 5, 3)
// PY: z = np.arange(1, 13, dtype=np.float32).reshape(3, 2, 2)

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI16(tensor<*xi16>) attributes { llvm.emit_c_interface }

// numpy: pad(x, [0, 1, 1, 0], [0, 1, 2, 0], 'constant', value=7.5)
// CHECK: rank = 4 offset = 0 sizes = [1, 4, 6, 4] strides = [96, 24, 4, 1] data =
// CHECK-NEXT{LITERAL}: [[[[7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5]],
// CHECK-NEXT{LITERAL}:   [[7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [1,     2,     3,     4],
// CHECK-NEXT{LITERAL}:    [5,     6,     7,     8],
// CHECK-NEXT{LITERAL}:    [9,     10,     11,     12],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5]],
// CHECK-NEXT{LITERAL}:   [[7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [13,     14,     15,     16],
// CHECK-NEXT{LITERAL}:    [17,     18,     19,     20],
// CHECK-NEXT{LITERAL}:    [21,     22,     23,     24],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5]],
// CHECK-NEXT{LITERAL}:   [[7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5]]]]
// numpy: pad(x, [0, -1, 1, 0], [0, 0, -1, 0], 'constant', value=0)
// CHECK: rank = 4 offset = 0 sizes = [1, 1, 3, 4] strides = [12, 12, 4, 1] data =
// CHECK-NEXT{LITERAL}: [[[[0,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [13,     14,     15,     16],
// CHECK-NEXT{LITERAL}:    [17,     18,     19,     20]]]]
func.func @nhwc(%x: tensor<1x2x3x4xf32>) {
  %v = arith.constant 7.5 : f32
  %r = pad.pad %x low[0, 1, 1, 0] high[0, 1, 2, 0] value(%v) : tensor<1x2x3x4xf32> to tensor<1x4x6x4xf32>
  %u = tensor.cast %r : tensor<1x4x6x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %c = pad.pad %x low[0, -1, 1, 0] high[0, 0, -1, 0] : tensor<1x2x3x4xf32> to tensor<1x1x3x4xf32>
  %w = tensor.cast %c : tensor<1x1x3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}

// numpy: pad(y, [1, 2, 0], [0, 1, 0], 'constant', value=-3)
// CHECK: rank = 3 offset = 0 sizes = [3, 8, 3] strides = [24, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[-3,    -3,    -3],
// CHECK-NEXT{LITERAL}:   [-3,    -3,    -3],
// CHECK-NEXT{LITERAL}:   [-3,    -3,    -3],
// CHECK-NEXT{LITERAL}:   [-3,    -3,    -3],
// CHECK-NEXT{LITERAL}:   [-3,    -3,    -3],
// CHECK-NEXT{LITERAL}:   [-3,    -3,    -3],
// CHECK-NEXT{LITERAL}:   [-3,    -3,    -3],
// CHECK-NEXT{LITERAL}:   [-3,    -3,    -3]],
// CHECK-NEXT{LITERAL}:  [[-3,    -3,    -3],
// CHECK-NEXT{LITERAL}:   [-3,    -3,    -3],
// CHECK-NEXT{LITERAL}:   [1,    2,    3],
// CHECK-NEXT{LITERAL}:   [4,    5,    6],
// CHECK-NEXT{LITERAL}:   [7,    8,    9],
// CHECK-NEXT{LITERAL}:   [10,    11,    12],
// CHECK-NEXT{LITERAL}:   [13,    14,    15],
// CHECK-NEXT{LITERAL}:   [-3,    -3,    -3]],
// CHECK-NEXT{LITERAL}:  [[-3,    -3,    -3],
// CHECK-NEXT{LITERAL}:   [-3,    -3,    -3],
// CHECK-NEXT{LITERAL}:   [16,    17,    18],
// CHECK-NEXT{LITERAL}:   [19,    20,    21],
// CHECK-NEXT{LITERAL}:   [22,    23,    24],
// CHECK-NEXT{LITERAL}:   [25,    26,    27],
// CHECK-NEXT{LITERAL}:   [28,    29,    30],
// CHECK-NEXT{LITERAL}:   [-3,    -3,    -3]]]
func.func @odd_inner(%y: tensor<2x5x3xi16>) {
  %v = arith.constant -3 : i16
  %r = pad.pad %y low[1, 2, 0] high[0, 1, 0] value(%v) : tensor<2x5x3xi16> to tensor<3x8x3xi16>
  %u = tensor.cast %r : tensor<3x8x3xi16> to tensor<*xi16>
  call @printMemrefI16(%u) : (tensor<*xi16>) -> ()
  return
}

// numpy: pad(z, [1, 0, 0], [2, 0, 0], 'constant', value=0)
// CHECK: rank = 3 offset = 0 sizes = [6, 2, 2] strides = [4, 2, 1] data =
// CHECK-NEXT{LITERAL}: [[[0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0]],
// CHECK-NEXT{LITERAL}:  [[1,    2],
// CHECK-NEXT{LITERAL}:   [3,    4]],
// CHECK-NEXT{LITERAL}:  [[5,    6],
// CHECK-NEXT{LITERAL}:   [7,    8]],
// CHECK-NEXT{LITERAL}:  [[9,    10],
// CHECK-NEXT{LITERAL}:   [11,    12]],
// CHECK-NEXT{LITERAL}:  [[0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0]],
// CHECK-NEXT{LITERAL}:  [[0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0]]]
func.func @two_merged_axes(%z: tensor<3x2x2xf32>) {
  %r = pad.pad %z low[1, 0, 0] high[2, 0, 0] : tensor<3x2x2xf32> to tensor<6x2x2xf32>
  %u = tensor.cast %r : tensor<6x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// numpy: pad(x, [0, 1, 1, 0], [0, 1, 2, 0], 'constant', value=7.5)
// CHECK: rank = 4 offset = 0 sizes = [1, 4, 6, 4] strides = [96, 24, 4, 1] data =
// CHECK-NEXT{LITERAL}: [[[[7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5]],
// CHECK-NEXT{LITERAL}:   [[7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [1,     2,     3,     4],
// CHECK-NEXT{LITERAL}:    [5,     6,     7,     8],
// CHECK-NEXT{LITERAL}:    [9,     10,     11,     12],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5]],
// CHECK-NEXT{LITERAL}:   [[7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [13,     14,     15,     16],
// CHECK-NEXT{LITERAL}:    [17,     18,     19,     20],
// CHECK-NEXT{LITERAL}:    [21,     22,     23,     24],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5]],
// CHECK-NEXT{LITERAL}:   [[7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5]]]]
func.func @into_memref(%x: tensor<1x2x3x4xf32>, %o: memref<1x4x6x4xf32>) {
  %v = arith.constant 7.5 : f32
  %r = pad.pad %x low[0, 1, 1, 0] high[0, 1, 2, 0] value(%v) : tensor<1x2x3x4xf32> to tensor<1x4x6x4xf32>
  bufferization.materialize_in_destination %r in restrict writable %o
      : (tensor<1x4x6x4xf32>, memref<1x4x6x4xf32>) -> ()
  return
}

// numpy: pad(x, [0, 1, -1, 0], [0, 1, 2, 0], 'constant', value=7.5)
// CHECK: rank = 4 offset = 0 sizes = [1, 4, 4, 4] strides = [64, 16, 4, 1] data =
// CHECK-NEXT{LITERAL}: [[[[7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5]],
// CHECK-NEXT{LITERAL}:   [[5,     6,     7,     8],
// CHECK-NEXT{LITERAL}:    [9,     10,     11,     12],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5]],
// CHECK-NEXT{LITERAL}:   [[17,     18,     19,     20],
// CHECK-NEXT{LITERAL}:    [21,     22,     23,     24],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5]],
// CHECK-NEXT{LITERAL}:   [[7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5],
// CHECK-NEXT{LITERAL}:    [7.5,     7.5,     7.5,     7.5]]]]
func.func @runtime_amounts(%x: tensor<1x2x3x4xf32>, %l: index, %h: index) {
  %v = arith.constant 7.5 : f32
  %r = pad.pad %x low[0, 1, %l, 0] high[0, 1, %h, 0] value(%v) : tensor<1x2x3x4xf32> to tensor<1x4x?x4xf32>
  %u = tensor.cast %r : tensor<1x4x?x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// embARC MLI's HWC kernel (runtime amounts and sizes) into a memref.
// numpy: pad(y, [1, 2, 0], [0, -1, 0], 'constant', value=0)
// CHECK: rank = 3 offset = 0 sizes = [3, 6, 3] strides = [18, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0]],
// CHECK-NEXT{LITERAL}:  [[0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0],
// CHECK-NEXT{LITERAL}:   [1,    2,    3],
// CHECK-NEXT{LITERAL}:   [4,    5,    6],
// CHECK-NEXT{LITERAL}:   [7,    8,    9],
// CHECK-NEXT{LITERAL}:   [10,    11,    12]],
// CHECK-NEXT{LITERAL}:  [[0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0],
// CHECK-NEXT{LITERAL}:   [16,    17,    18],
// CHECK-NEXT{LITERAL}:   [19,    20,    21],
// CHECK-NEXT{LITERAL}:   [22,    23,    24],
// CHECK-NEXT{LITERAL}:   [25,    26,    27]]]
func.func @hwc_into_memref(%y: tensor<?x?x?xi16>, %o: memref<?x?x?xi16>,
    %t: index, %b: index, %l: index, %r: index) {
  %p = pad.pad %y low[%t, %l, 0] high[%b, %r, 0] : tensor<?x?x?xi16> to tensor<?x?x?xi16>
  bufferization.materialize_in_destination %p in restrict writable %o
      : (tensor<?x?x?xi16>, memref<?x?x?xi16>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]],
                              [[13.0, 14.0, 15.0, 16.0], [17.0, 18.0, 19.0, 20.0], [21.0, 22.0, 23.0, 24.0]]]]> : tensor<1x2x3x4xf32>
  call @nhwc(%x) : (tensor<1x2x3x4xf32>) -> ()
  %y = arith.constant dense<[[[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12], [13, 14, 15]],
                             [[16, 17, 18], [19, 20, 21], [22, 23, 24], [25, 26, 27], [28, 29, 30]]]> : tensor<2x5x3xi16>
  call @odd_inner(%y) : (tensor<2x5x3xi16>) -> ()
  %z = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]], [[9.0, 10.0], [11.0, 12.0]]]> : tensor<3x2x2xf32>
  call @two_merged_axes(%z) : (tensor<3x2x2xf32>) -> ()
  %o = memref.alloc() : memref<1x4x6x4xf32>
  call @into_memref(%x, %o) : (tensor<1x2x3x4xf32>, memref<1x4x6x4xf32>) -> ()
  %t = bufferization.to_tensor %o restrict : memref<1x4x6x4xf32> to tensor<1x4x6x4xf32>
  %u = tensor.cast %t : tensor<1x4x6x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  call @runtime_amounts(%x, %m1, %c2) : (tensor<1x2x3x4xf32>, index, index) -> ()
  %yd = tensor.cast %y : tensor<2x5x3xi16> to tensor<?x?x?xi16>
  %oh = memref.alloc(%c3, %c6, %c3) : memref<?x?x?xi16>
  call @hwc_into_memref(%yd, %oh, %c1, %c0, %c2, %m1) : (tensor<?x?x?xi16>, memref<?x?x?xi16>, index, index, index, index) -> ()
  %th = bufferization.to_tensor %oh restrict : memref<?x?x?xi16> to tensor<?x?x?xi16>
  %uh = tensor.cast %th : tensor<?x?x?xi16> to tensor<*xi16>
  call @printMemrefI16(%uh) : (tensor<*xi16>) -> ()
  return
}
