// RUN: %pad-matrix %s run @core

// embARC MLI `mli_krn_padding2d_{chw,hwc}_{sa8,fx16}`: zero padding of the
// two spatial axes of a CHW or HWC feature map (padding_top / _bottom /
// _left / _right), the channel axis untouched. i8 data is printed widened to
// i16 (printMemrefI8 prints characters). Inputs: chw[c, h, w] =
// (37 * (32c + 8h + w)) mod 256 - 128 and hwc[h, w, c] = 1031 * (16h + 2w + c)
// - 32768, covering the extremes of both types. Expected values: np.pad.

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py (pad = np.pad by the positive
// amounts of the interior-dilated input, then a crop by the negative
// ones, checked against docs/Semantics.md#2-semantics element by element), and printed as
// printMemref does; expectations.test re-derives every CHECK block.
// PY: chw = ((np.arange(64) * 37) % 256 - 128).astype(np.int8).reshape(2, 4, 8)
// PY: hwc = (np.arange(64) * 1031 - 32768).astype(np.int16).reshape(4, 8, 2)

func.func private @printMemrefI16(tensor<*xi16>) attributes { llvm.emit_c_interface }

func.func @print_i16(%t: tensor<?x?x?xi16>) {
  %u = tensor.cast %t : tensor<?x?x?xi16> to tensor<*xi16>
  call @printMemrefI16(%u) : (tensor<*xi16>) -> ()
  return
}

func.func @print_i8(%t: tensor<?x?x?xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?x?xi8>
  %d1 = tensor.dim %t, %c1 : tensor<?x?x?xi8>
  %d2 = tensor.dim %t, %c2 : tensor<?x?x?xi8>
  %e = tensor.empty(%d0, %d1, %d2) : tensor<?x?x?xi16>
  %w = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>,
                       affine_map<(i, j, k) -> (i, j, k)>],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%t : tensor<?x?x?xi8>) outs(%e : tensor<?x?x?xi16>) {
  ^bb0(%in: i8, %out: i16):
    %x = arith.extsi %in : i8 to i16
    linalg.yield %x : i16
  } -> tensor<?x?x?xi16>
  call @print_i16(%w) : (tensor<?x?x?xi16>) -> ()
  return
}

// CHW i8, padding_top 2, padding_right 1: 2x4x8 -> 2x6x9.
// numpy: pad(chw, [0, 2, 0], [0, 0, 1]).astype(np.int16)
// CHECK: rank = 3 offset = 0 sizes = [2, 6, 9] strides = [54, 9, 1] data =
// CHECK-NEXT{LITERAL}: [[[0,    0,    0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [-128,    -91,    -54,    -17,    20,    57,    94,    -125,    0],
// CHECK-NEXT{LITERAL}:   [-88,    -51,    -14,    23,    60,    97,    -122,    -85,    0],
// CHECK-NEXT{LITERAL}:   [-48,    -11,    26,    63,    100,    -119,    -82,    -45,    0],
// CHECK-NEXT{LITERAL}:   [-8,    29,    66,    103,    -116,    -79,    -42,    -5,    0]],
// CHECK-NEXT{LITERAL}:  [[0,    0,    0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [32,    69,    106,    -113,    -76,    -39,    -2,    35,    0],
// CHECK-NEXT{LITERAL}:   [72,    109,    -110,    -73,    -36,    1,    38,    75,    0],
// CHECK-NEXT{LITERAL}:   [112,    -107,    -70,    -33,    4,    41,    78,    115,    0],
// CHECK-NEXT{LITERAL}:   [-104,    -67,    -30,    7,    44,    81,    118,    -101,    0]]]
func.func @chw_sa8(%x: tensor<2x4x8xi8>) {
  %r = pad.pad %x low[0, 2, 0] high[0, 0, 1] : tensor<2x4x8xi8> to tensor<2x6x9xi8>
  %d = tensor.cast %r : tensor<2x6x9xi8> to tensor<?x?x?xi8>
  call @print_i8(%d) : (tensor<?x?x?xi8>) -> ()
  return
}

// CHW i8, every side: top 1, bottom 0, left 1, right 2: 2x4x8 -> 2x5x11.
// numpy: pad(chw, [0, 1, 1], [0, 0, 2]).astype(np.int16)
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 5, 11] strides = [55, 11, 1] data =
// CHECK-NEXT{LITERAL}: [[[0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    -128,    -91,    -54,    -17,    20,    57,    94,    -125,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    -88,    -51,    -14,    23,    60,    97,    -122,    -85,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    -48,    -11,    26,    63,    100,    -119,    -82,    -45,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    -8,    29,    66,    103,    -116,    -79,    -42,    -5,    0,    0]],
// CHECK-NEXT{LITERAL}:  [[0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    32,    69,    106,    -113,    -76,    -39,    -2,    35,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    72,    109,    -110,    -73,    -36,    1,    38,    75,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    112,    -107,    -70,    -33,    4,    41,    78,    115,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    -104,    -67,    -30,    7,    44,    81,    118,    -101,    0,    0]]]
func.func @chw_sa8_all_sides(%x: tensor<2x4x8xi8>) {
  %r = pad.pad %x low[0, 1, 1] high[0, 0, 2] : tensor<2x4x8xi8> to tensor<2x5x11xi8>
  %d = tensor.cast %r : tensor<2x5x11xi8> to tensor<?x?x?xi8>
  call @print_i8(%d) : (tensor<?x?x?xi8>) -> ()
  return
}

// HWC i16, padding_top 1, padding_bottom 1, padding_left 2, padding_right 0:
// 4x8x2 -> 6x10x2.
// numpy: pad(hwc, [1, 2, 0], [1, 0, 0])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [6, 10, 2] strides = [20, 2, 1] data =
// CHECK-NEXT{LITERAL}: [[[0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0]],
// CHECK-NEXT{LITERAL}:  [[0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [-32768,    -31737],
// CHECK-NEXT{LITERAL}:   [-30706,    -29675],
// CHECK-NEXT{LITERAL}:   [-28644,    -27613],
// CHECK-NEXT{LITERAL}:   [-26582,    -25551],
// CHECK-NEXT{LITERAL}:   [-24520,    -23489],
// CHECK-NEXT{LITERAL}:   [-22458,    -21427],
// CHECK-NEXT{LITERAL}:   [-20396,    -19365],
// CHECK-NEXT{LITERAL}:   [-18334,    -17303]],
// CHECK-NEXT{LITERAL}:  [[0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [-16272,    -15241],
// CHECK-NEXT{LITERAL}:   [-14210,    -13179],
// CHECK-NEXT{LITERAL}:   [-12148,    -11117],
// CHECK-NEXT{LITERAL}:   [-10086,    -9055],
// CHECK-NEXT{LITERAL}:   [-8024,    -6993],
// CHECK-NEXT{LITERAL}:   [-5962,    -4931],
// CHECK-NEXT{LITERAL}:   [-3900,    -2869],
// CHECK-NEXT{LITERAL}:   [-1838,    -807]],
// CHECK-NEXT{LITERAL}:  [[0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [224,    1255],
// CHECK-NEXT{LITERAL}:   [2286,    3317],
// CHECK-NEXT{LITERAL}:   [4348,    5379],
// CHECK-NEXT{LITERAL}:   [6410,    7441],
// CHECK-NEXT{LITERAL}:   [8472,    9503],
// CHECK-NEXT{LITERAL}:   [10534,    11565],
// CHECK-NEXT{LITERAL}:   [12596,    13627],
// CHECK-NEXT{LITERAL}:   [14658,    15689]],
// CHECK-NEXT{LITERAL}:  [[0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [16720,    17751],
// CHECK-NEXT{LITERAL}:   [18782,    19813],
// CHECK-NEXT{LITERAL}:   [20844,    21875],
// CHECK-NEXT{LITERAL}:   [22906,    23937],
// CHECK-NEXT{LITERAL}:   [24968,    25999],
// CHECK-NEXT{LITERAL}:   [27030,    28061],
// CHECK-NEXT{LITERAL}:   [29092,    30123],
// CHECK-NEXT{LITERAL}:   [31154,    32185]],
// CHECK-NEXT{LITERAL}:  [[0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0]]]
func.func @hwc_fx16(%x: tensor<4x8x2xi16>) {
  %r = pad.pad %x low[1, 2, 0] high[1, 0, 0] : tensor<4x8x2xi16> to tensor<6x10x2xi16>
  %d = tensor.cast %r : tensor<6x10x2xi16> to tensor<?x?x?xi16>
  call @print_i16(%d) : (tensor<?x?x?xi16>) -> ()
  return
}

func.func @main() {
  %chw = arith.constant dense<[[[-128, -91, -54, -17, 20, 57, 94, -125], [-88, -51, -14, 23, 60, 97, -122, -85], [-48, -11, 26, 63, 100, -119, -82, -45], [-8, 29, 66, 103, -116, -79, -42, -5]], [[32, 69, 106, -113, -76, -39, -2, 35], [72, 109, -110, -73, -36, 1, 38, 75], [112, -107, -70, -33, 4, 41, 78, 115], [-104, -67, -30, 7, 44, 81, 118, -101]]]> : tensor<2x4x8xi8>
  %hwc = arith.constant dense<[[[-32768, -31737], [-30706, -29675], [-28644, -27613], [-26582, -25551], [-24520, -23489], [-22458, -21427], [-20396, -19365], [-18334, -17303]], [[-16272, -15241], [-14210, -13179], [-12148, -11117], [-10086, -9055], [-8024, -6993], [-5962, -4931], [-3900, -2869], [-1838, -807]], [[224, 1255], [2286, 3317], [4348, 5379], [6410, 7441], [8472, 9503], [10534, 11565], [12596, 13627], [14658, 15689]], [[16720, 17751], [18782, 19813], [20844, 21875], [22906, 23937], [24968, 25999], [27030, 28061], [29092, 30123], [31154, 32185]]]> : tensor<4x8x2xi16>
  call @chw_sa8(%chw) : (tensor<2x4x8xi8>) -> ()
  call @chw_sa8_all_sides(%chw) : (tensor<2x4x8xi8>) -> ()
  call @hwc_fx16(%hwc) : (tensor<4x8x2xi16>) -> ()
  return
}
