// RUN: %pad-matrix %s \
// RUN:   run "strategy={loops,vector}" \
// RUN:     "strategy=vector parallel=true --pad-parallel-min-bytes=0" \
// RUN:     "strategy=vector parallel=true --pad-parallel-min-bytes=0 OMP_NUM_THREADS=3" \
// RUN:     "strategy=vector parallel=true nontemporal=always --pad-parallel-min-bytes=0"

// Which loops run on threads (docs/Lowering.md#options parallel=true; the IR is in
// test/Conversion/PadToVector/loop-marks-parallel.mlir): the rows of few planes
// in one loop over all of them, each row branching to its part (below,
// inside or above the source), collapsed with the plane loop; the planes
// alone where there are 16 or more; one flat loop over the rows of all
// planes where their number or their rows' is known at run time only (also
// with amounts known at run time only); the rows of a matrix in one loop.
// On two and three threads, every row must land where one thread puts it.

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py and printed as printMemref does;
// expectations.test re-derives every CHECK block.
// PY: x = np.arange(1, 61, dtype=np.float32).reshape(1, 3, 4, 5)
// PY: y = np.arange(1, 103, dtype=np.float32).reshape(17, 3, 2)
// PY: z = np.arange(1, 49, dtype=np.float32).reshape(2, 2, 3, 4)
// PY: m = np.arange(1, 31, dtype=np.float32).reshape(5, 6)

func.func private @printMemrefF32(tensor<*xf32>)

// numpy: pad(x, [0, 0, 2, 1], [0, 0, 1, 2], 'reflect')
// CHECK: rank = 4 offset = 0 sizes = [1, 3, 7, 8] strides = [168, 56, 8, 1] data =
// CHECK-NEXT{LITERAL}: [[[[12,     11,     12,     13,     14,     15,     14,     13],
// CHECK-NEXT{LITERAL}:    [7,     6,     7,     8,     9,     10,     9,     8],
// CHECK-NEXT{LITERAL}:    [2,     1,     2,     3,     4,     5,     4,     3],
// CHECK-NEXT{LITERAL}:    [7,     6,     7,     8,     9,     10,     9,     8],
// CHECK-NEXT{LITERAL}:    [12,     11,     12,     13,     14,     15,     14,     13],
// CHECK-NEXT{LITERAL}:    [17,     16,     17,     18,     19,     20,     19,     18],
// CHECK-NEXT{LITERAL}:    [12,     11,     12,     13,     14,     15,     14,     13]],
// CHECK-NEXT{LITERAL}:   [[32,     31,     32,     33,     34,     35,     34,     33],
// CHECK-NEXT{LITERAL}:    [27,     26,     27,     28,     29,     30,     29,     28],
// CHECK-NEXT{LITERAL}:    [22,     21,     22,     23,     24,     25,     24,     23],
// CHECK-NEXT{LITERAL}:    [27,     26,     27,     28,     29,     30,     29,     28],
// CHECK-NEXT{LITERAL}:    [32,     31,     32,     33,     34,     35,     34,     33],
// CHECK-NEXT{LITERAL}:    [37,     36,     37,     38,     39,     40,     39,     38],
// CHECK-NEXT{LITERAL}:    [32,     31,     32,     33,     34,     35,     34,     33]],
// CHECK-NEXT{LITERAL}:   [[52,     51,     52,     53,     54,     55,     54,     53],
// CHECK-NEXT{LITERAL}:    [47,     46,     47,     48,     49,     50,     49,     48],
// CHECK-NEXT{LITERAL}:    [42,     41,     42,     43,     44,     45,     44,     43],
// CHECK-NEXT{LITERAL}:    [47,     46,     47,     48,     49,     50,     49,     48],
// CHECK-NEXT{LITERAL}:    [52,     51,     52,     53,     54,     55,     54,     53],
// CHECK-NEXT{LITERAL}:    [57,     56,     57,     58,     59,     60,     59,     58],
// CHECK-NEXT{LITERAL}:    [52,     51,     52,     53,     54,     55,     54,     53]]]]
func.func @few_planes(%x: tensor<1x3x4x5xf32>) {
  %r = pad.pad %x low[0, 0, 2, 1] high[0, 0, 1, 2] mode(reflect) : tensor<1x3x4x5xf32> to tensor<1x3x7x8xf32>
  %u = tensor.cast %r : tensor<1x3x7x8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// numpy: pad(y, [0, 1, 0], [0, 2, 1], 'edge')
// CHECK: rank = 3 offset = 0 sizes = [17, 6, 3] strides = [18, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[1,    2,    2],
// CHECK-NEXT{LITERAL}:   [1,    2,    2],
// CHECK-NEXT{LITERAL}:   [3,    4,    4],
// CHECK-NEXT{LITERAL}:   [5,    6,    6],
// CHECK-NEXT{LITERAL}:   [5,    6,    6],
// CHECK-NEXT{LITERAL}:   [5,    6,    6]],
// CHECK-NEXT{LITERAL}:  [[7,    8,    8],
// CHECK-NEXT{LITERAL}:   [7,    8,    8],
// CHECK-NEXT{LITERAL}:   [9,    10,    10],
// CHECK-NEXT{LITERAL}:   [11,    12,    12],
// CHECK-NEXT{LITERAL}:   [11,    12,    12],
// CHECK-NEXT{LITERAL}:   [11,    12,    12]],
// CHECK-NEXT{LITERAL}:  [[13,    14,    14],
// CHECK-NEXT{LITERAL}:   [13,    14,    14],
// CHECK-NEXT{LITERAL}:   [15,    16,    16],
// CHECK-NEXT{LITERAL}:   [17,    18,    18],
// CHECK-NEXT{LITERAL}:   [17,    18,    18],
// CHECK-NEXT{LITERAL}:   [17,    18,    18]],
// CHECK-NEXT{LITERAL}:  [[19,    20,    20],
// CHECK-NEXT{LITERAL}:   [19,    20,    20],
// CHECK-NEXT{LITERAL}:   [21,    22,    22],
// CHECK-NEXT{LITERAL}:   [23,    24,    24],
// CHECK-NEXT{LITERAL}:   [23,    24,    24],
// CHECK-NEXT{LITERAL}:   [23,    24,    24]],
// CHECK-NEXT{LITERAL}:  [[25,    26,    26],
// CHECK-NEXT{LITERAL}:   [25,    26,    26],
// CHECK-NEXT{LITERAL}:   [27,    28,    28],
// CHECK-NEXT{LITERAL}:   [29,    30,    30],
// CHECK-NEXT{LITERAL}:   [29,    30,    30],
// CHECK-NEXT{LITERAL}:   [29,    30,    30]],
// CHECK-NEXT{LITERAL}:  [[31,    32,    32],
// CHECK-NEXT{LITERAL}:   [31,    32,    32],
// CHECK-NEXT{LITERAL}:   [33,    34,    34],
// CHECK-NEXT{LITERAL}:   [35,    36,    36],
// CHECK-NEXT{LITERAL}:   [35,    36,    36],
// CHECK-NEXT{LITERAL}:   [35,    36,    36]],
// CHECK-NEXT{LITERAL}:  [[37,    38,    38],
// CHECK-NEXT{LITERAL}:   [37,    38,    38],
// CHECK-NEXT{LITERAL}:   [39,    40,    40],
// CHECK-NEXT{LITERAL}:   [41,    42,    42],
// CHECK-NEXT{LITERAL}:   [41,    42,    42],
// CHECK-NEXT{LITERAL}:   [41,    42,    42]],
// CHECK-NEXT{LITERAL}:  [[43,    44,    44],
// CHECK-NEXT{LITERAL}:   [43,    44,    44],
// CHECK-NEXT{LITERAL}:   [45,    46,    46],
// CHECK-NEXT{LITERAL}:   [47,    48,    48],
// CHECK-NEXT{LITERAL}:   [47,    48,    48],
// CHECK-NEXT{LITERAL}:   [47,    48,    48]],
// CHECK-NEXT{LITERAL}:  [[49,    50,    50],
// CHECK-NEXT{LITERAL}:   [49,    50,    50],
// CHECK-NEXT{LITERAL}:   [51,    52,    52],
// CHECK-NEXT{LITERAL}:   [53,    54,    54],
// CHECK-NEXT{LITERAL}:   [53,    54,    54],
// CHECK-NEXT{LITERAL}:   [53,    54,    54]],
// CHECK-NEXT{LITERAL}:  [[55,    56,    56],
// CHECK-NEXT{LITERAL}:   [55,    56,    56],
// CHECK-NEXT{LITERAL}:   [57,    58,    58],
// CHECK-NEXT{LITERAL}:   [59,    60,    60],
// CHECK-NEXT{LITERAL}:   [59,    60,    60],
// CHECK-NEXT{LITERAL}:   [59,    60,    60]],
// CHECK-NEXT{LITERAL}:  [[61,    62,    62],
// CHECK-NEXT{LITERAL}:   [61,    62,    62],
// CHECK-NEXT{LITERAL}:   [63,    64,    64],
// CHECK-NEXT{LITERAL}:   [65,    66,    66],
// CHECK-NEXT{LITERAL}:   [65,    66,    66],
// CHECK-NEXT{LITERAL}:   [65,    66,    66]],
// CHECK-NEXT{LITERAL}:  [[67,    68,    68],
// CHECK-NEXT{LITERAL}:   [67,    68,    68],
// CHECK-NEXT{LITERAL}:   [69,    70,    70],
// CHECK-NEXT{LITERAL}:   [71,    72,    72],
// CHECK-NEXT{LITERAL}:   [71,    72,    72],
// CHECK-NEXT{LITERAL}:   [71,    72,    72]],
// CHECK-NEXT{LITERAL}:  [[73,    74,    74],
// CHECK-NEXT{LITERAL}:   [73,    74,    74],
// CHECK-NEXT{LITERAL}:   [75,    76,    76],
// CHECK-NEXT{LITERAL}:   [77,    78,    78],
// CHECK-NEXT{LITERAL}:   [77,    78,    78],
// CHECK-NEXT{LITERAL}:   [77,    78,    78]],
// CHECK-NEXT{LITERAL}:  [[79,    80,    80],
// CHECK-NEXT{LITERAL}:   [79,    80,    80],
// CHECK-NEXT{LITERAL}:   [81,    82,    82],
// CHECK-NEXT{LITERAL}:   [83,    84,    84],
// CHECK-NEXT{LITERAL}:   [83,    84,    84],
// CHECK-NEXT{LITERAL}:   [83,    84,    84]],
// CHECK-NEXT{LITERAL}:  [[85,    86,    86],
// CHECK-NEXT{LITERAL}:   [85,    86,    86],
// CHECK-NEXT{LITERAL}:   [87,    88,    88],
// CHECK-NEXT{LITERAL}:   [89,    90,    90],
// CHECK-NEXT{LITERAL}:   [89,    90,    90],
// CHECK-NEXT{LITERAL}:   [89,    90,    90]],
// CHECK-NEXT{LITERAL}:  [[91,    92,    92],
// CHECK-NEXT{LITERAL}:   [91,    92,    92],
// CHECK-NEXT{LITERAL}:   [93,    94,    94],
// CHECK-NEXT{LITERAL}:   [95,    96,    96],
// CHECK-NEXT{LITERAL}:   [95,    96,    96],
// CHECK-NEXT{LITERAL}:   [95,    96,    96]],
// CHECK-NEXT{LITERAL}:  [[97,    98,    98],
// CHECK-NEXT{LITERAL}:   [97,    98,    98],
// CHECK-NEXT{LITERAL}:   [99,    100,    100],
// CHECK-NEXT{LITERAL}:   [101,    102,    102],
// CHECK-NEXT{LITERAL}:   [101,    102,    102],
// CHECK-NEXT{LITERAL}:   [101,    102,    102]]]
func.func @many_planes(%y: tensor<17x3x2xf32>) {
  %r = pad.pad %y low[0, 1, 0] high[0, 2, 1] mode(edge) : tensor<17x3x2xf32> to tensor<17x6x3xf32>
  %u = tensor.cast %r : tensor<17x6x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// numpy: pad(z, [0, 0, 1, 2], [0, 0, 2, 1], 'symmetric')
// CHECK: rank = 4 offset = 0 sizes = [2, 2, 6, 7] strides = [84, 42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[[2,     1,     1,     2,     3,     4,     4],
// CHECK-NEXT{LITERAL}:    [2,     1,     1,     2,     3,     4,     4],
// CHECK-NEXT{LITERAL}:    [6,     5,     5,     6,     7,     8,     8],
// CHECK-NEXT{LITERAL}:    [10,     9,     9,     10,     11,     12,     12],
// CHECK-NEXT{LITERAL}:    [10,     9,     9,     10,     11,     12,     12],
// CHECK-NEXT{LITERAL}:    [6,     5,     5,     6,     7,     8,     8]],
// CHECK-NEXT{LITERAL}:   [[14,     13,     13,     14,     15,     16,     16],
// CHECK-NEXT{LITERAL}:    [14,     13,     13,     14,     15,     16,     16],
// CHECK-NEXT{LITERAL}:    [18,     17,     17,     18,     19,     20,     20],
// CHECK-NEXT{LITERAL}:    [22,     21,     21,     22,     23,     24,     24],
// CHECK-NEXT{LITERAL}:    [22,     21,     21,     22,     23,     24,     24],
// CHECK-NEXT{LITERAL}:    [18,     17,     17,     18,     19,     20,     20]]],
// CHECK-NEXT{LITERAL}:  [[[26,     25,     25,     26,     27,     28,     28],
// CHECK-NEXT{LITERAL}:    [26,     25,     25,     26,     27,     28,     28],
// CHECK-NEXT{LITERAL}:    [30,     29,     29,     30,     31,     32,     32],
// CHECK-NEXT{LITERAL}:    [34,     33,     33,     34,     35,     36,     36],
// CHECK-NEXT{LITERAL}:    [34,     33,     33,     34,     35,     36,     36],
// CHECK-NEXT{LITERAL}:    [30,     29,     29,     30,     31,     32,     32]],
// CHECK-NEXT{LITERAL}:   [[38,     37,     37,     38,     39,     40,     40],
// CHECK-NEXT{LITERAL}:    [38,     37,     37,     38,     39,     40,     40],
// CHECK-NEXT{LITERAL}:    [42,     41,     41,     42,     43,     44,     44],
// CHECK-NEXT{LITERAL}:    [46,     45,     45,     46,     47,     48,     48],
// CHECK-NEXT{LITERAL}:    [46,     45,     45,     46,     47,     48,     48],
// CHECK-NEXT{LITERAL}:    [42,     41,     41,     42,     43,     44,     44]]]]
func.func @dynamic_planes(%d: tensor<?x?x3x4xf32>) {
  %r = pad.pad %d low[0, 0, 1, 2] high[0, 0, 2, 1] mode(symmetric) : tensor<?x?x3x4xf32> to tensor<?x?x6x7xf32>
  %u = tensor.cast %r : tensor<?x?x6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// numpy: pad(x, [0, 0, 1, 2], [0, 0, 2, 1], 'reflect')
// CHECK: rank = 4 offset = 0 sizes = [1, 3, 7, 8] strides = [168, 56, 8, 1] data =
// CHECK-NEXT{LITERAL}: [[[[8,     7,     6,     7,     8,     9,     10,     9],
// CHECK-NEXT{LITERAL}:    [3,     2,     1,     2,     3,     4,     5,     4],
// CHECK-NEXT{LITERAL}:    [8,     7,     6,     7,     8,     9,     10,     9],
// CHECK-NEXT{LITERAL}:    [13,     12,     11,     12,     13,     14,     15,     14],
// CHECK-NEXT{LITERAL}:    [18,     17,     16,     17,     18,     19,     20,     19],
// CHECK-NEXT{LITERAL}:    [13,     12,     11,     12,     13,     14,     15,     14],
// CHECK-NEXT{LITERAL}:    [8,     7,     6,     7,     8,     9,     10,     9]],
// CHECK-NEXT{LITERAL}:   [[28,     27,     26,     27,     28,     29,     30,     29],
// CHECK-NEXT{LITERAL}:    [23,     22,     21,     22,     23,     24,     25,     24],
// CHECK-NEXT{LITERAL}:    [28,     27,     26,     27,     28,     29,     30,     29],
// CHECK-NEXT{LITERAL}:    [33,     32,     31,     32,     33,     34,     35,     34],
// CHECK-NEXT{LITERAL}:    [38,     37,     36,     37,     38,     39,     40,     39],
// CHECK-NEXT{LITERAL}:    [33,     32,     31,     32,     33,     34,     35,     34],
// CHECK-NEXT{LITERAL}:    [28,     27,     26,     27,     28,     29,     30,     29]],
// CHECK-NEXT{LITERAL}:   [[48,     47,     46,     47,     48,     49,     50,     49],
// CHECK-NEXT{LITERAL}:    [43,     42,     41,     42,     43,     44,     45,     44],
// CHECK-NEXT{LITERAL}:    [48,     47,     46,     47,     48,     49,     50,     49],
// CHECK-NEXT{LITERAL}:    [53,     52,     51,     52,     53,     54,     55,     54],
// CHECK-NEXT{LITERAL}:    [58,     57,     56,     57,     58,     59,     60,     59],
// CHECK-NEXT{LITERAL}:    [53,     52,     51,     52,     53,     54,     55,     54],
// CHECK-NEXT{LITERAL}:    [48,     47,     46,     47,     48,     49,     50,     49]]]]
func.func @dynamic_amounts(%d: tensor<1x3x?x?xf32>, %lo: index, %hi: index) {
  %r = pad.pad %d low[0, 0, %lo, 2] high[0, 0, %hi, 1] mode(reflect) : tensor<1x3x?x?xf32> to tensor<1x3x?x?xf32>
  %u = tensor.cast %r : tensor<1x3x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// numpy: pad(m, [2, 1], [1, 3], 'constant', value=0.5)
// CHECK: rank = 2 offset = 0 sizes = [8, 10] strides = [10, 1] data =
// CHECK-NEXT{LITERAL}: [[0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   1,   2,   3,   4,   5,   6,   0.5,   0.5,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   7,   8,   9,   10,   11,   12,   0.5,   0.5,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   13,   14,   15,   16,   17,   18,   0.5,   0.5,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   19,   20,   21,   22,   23,   24,   0.5,   0.5,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   25,   26,   27,   28,   29,   30,   0.5,   0.5,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5]]
func.func @matrix(%m: tensor<5x6xf32>) {
  %v = arith.constant 0.5 : f32
  %r = pad.pad %m low[2, 1] high[1, 3] value(%v) : tensor<5x6xf32> to tensor<8x10xf32>
  %u = tensor.cast %r : tensor<8x10xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// numpy: pad(m, [1, 2], [2, 1], 'wrap')
// CHECK: rank = 2 offset = 0 sizes = [8, 9] strides = [9, 1] data =
// CHECK-NEXT{LITERAL}: [[29,   30,   25,   26,   27,   28,   29,   30,   25],
// CHECK-NEXT{LITERAL}:  [5,   6,   1,   2,   3,   4,   5,   6,   1],
// CHECK-NEXT{LITERAL}:  [11,   12,   7,   8,   9,   10,   11,   12,   7],
// CHECK-NEXT{LITERAL}:  [17,   18,   13,   14,   15,   16,   17,   18,   13],
// CHECK-NEXT{LITERAL}:  [23,   24,   19,   20,   21,   22,   23,   24,   19],
// CHECK-NEXT{LITERAL}:  [29,   30,   25,   26,   27,   28,   29,   30,   25],
// CHECK-NEXT{LITERAL}:  [5,   6,   1,   2,   3,   4,   5,   6,   1],
// CHECK-NEXT{LITERAL}:  [11,   12,   7,   8,   9,   10,   11,   12,   7]]
func.func @dynamic_matrix(%d: tensor<?x?xf32>) {
  %r = pad.pad %d low[1, 2] high[2, 1] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0], [11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0]], [[21.0, 22.0, 23.0, 24.0, 25.0], [26.0, 27.0, 28.0, 29.0, 30.0], [31.0, 32.0, 33.0, 34.0, 35.0], [36.0, 37.0, 38.0, 39.0, 40.0]], [[41.0, 42.0, 43.0, 44.0, 45.0], [46.0, 47.0, 48.0, 49.0, 50.0], [51.0, 52.0, 53.0, 54.0, 55.0], [56.0, 57.0, 58.0, 59.0, 60.0]]]]> : tensor<1x3x4x5xf32>
  %y = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], [[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]], [[13.0, 14.0], [15.0, 16.0], [17.0, 18.0]], [[19.0, 20.0], [21.0, 22.0], [23.0, 24.0]], [[25.0, 26.0], [27.0, 28.0], [29.0, 30.0]], [[31.0, 32.0], [33.0, 34.0], [35.0, 36.0]], [[37.0, 38.0], [39.0, 40.0], [41.0, 42.0]], [[43.0, 44.0], [45.0, 46.0], [47.0, 48.0]], [[49.0, 50.0], [51.0, 52.0], [53.0, 54.0]], [[55.0, 56.0], [57.0, 58.0], [59.0, 60.0]], [[61.0, 62.0], [63.0, 64.0], [65.0, 66.0]], [[67.0, 68.0], [69.0, 70.0], [71.0, 72.0]], [[73.0, 74.0], [75.0, 76.0], [77.0, 78.0]], [[79.0, 80.0], [81.0, 82.0], [83.0, 84.0]], [[85.0, 86.0], [87.0, 88.0], [89.0, 90.0]], [[91.0, 92.0], [93.0, 94.0], [95.0, 96.0]], [[97.0, 98.0], [99.0, 100.0], [101.0, 102.0]]]> : tensor<17x3x2xf32>
  %z = arith.constant dense<[[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]], [[13.0, 14.0, 15.0, 16.0], [17.0, 18.0, 19.0, 20.0], [21.0, 22.0, 23.0, 24.0]]], [[[25.0, 26.0, 27.0, 28.0], [29.0, 30.0, 31.0, 32.0], [33.0, 34.0, 35.0, 36.0]], [[37.0, 38.0, 39.0, 40.0], [41.0, 42.0, 43.0, 44.0], [45.0, 46.0, 47.0, 48.0]]]]> : tensor<2x2x3x4xf32>
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [7.0, 8.0, 9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0, 17.0, 18.0], [19.0, 20.0, 21.0, 22.0, 23.0, 24.0], [25.0, 26.0, 27.0, 28.0, 29.0, 30.0]]> : tensor<5x6xf32>
  call @few_planes(%x) : (tensor<1x3x4x5xf32>) -> ()
  call @many_planes(%y) : (tensor<17x3x2xf32>) -> ()
  %zd = tensor.cast %z : tensor<2x2x3x4xf32> to tensor<?x?x3x4xf32>
  call @dynamic_planes(%zd) : (tensor<?x?x3x4xf32>) -> ()
  %xd = tensor.cast %x : tensor<1x3x4x5xf32> to tensor<1x3x?x?xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  call @dynamic_amounts(%xd, %c1, %c2) : (tensor<1x3x?x?xf32>, index, index) -> ()
  call @matrix(%m) : (tensor<5x6xf32>) -> ()
  %md = tensor.cast %m : tensor<5x6xf32> to tensor<?x?xf32>
  call @dynamic_matrix(%md) : (tensor<?x?xf32>) -> ()
  return
}
