// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always runtime-checks=false vector-bits=512" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always parallel=true parallel-min-bytes=0" | env OMP_NUM_THREADS=2 mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs,%mlir_lib_dir/libomp.so | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=never" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=always" | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always" | FileCheck %s --check-prefix=LLVM

// Streamed lines into a tensor destination (SPEC §5.1, the IREE style: a
// writable tensor argument and materialize_in_destination; docs/Lowering.md,
// "Streamed lines"): the lines write the buffer the destination bufferizes
// to (bufferization.to_buffer), and the materialization of that buffer in
// the destination is a copy onto itself, which goes; sizes known at run
// time are written as rows into the destination. The kernels allocate
// nothing and copy nothing (LLVM lines), for static and dynamic sizes and
// planes, but where the destination's old value is still read: then one-shot
// bufferization writes the lines into a copy of it (@keep_old). Every kernel
// gives the numbers of numpy (CHECK lines), also as rows (nontemporal=never),
// with 512-bit vectors and on two threads.

// The expected values: each `numpy:` line is evaluated on the inputs of the
// `PY:` lines with Inputs/numpy_ref.py; expectations.test re-derives every
// CHECK block. The destinations start filled with -1.
// PY: x = np.arange(1, 151, dtype=np.float32).reshape(3, 50)
// PY: z = np.arange(1, 301, dtype=np.float32).reshape(2, 3, 50)

func.func private @printMemrefF32(tensor<*xf32>)

// IR-LABEL: func.func @reflect
// IR:         %[[BUF:.*]] = bufferization.to_buffer %arg1 : tensor<6x58xf32> to memref<6x58xf32>
// IR:         memref.extract_aligned_pointer_as_index %[[BUF]]
// IR:         vector.store {{.*}} {alignment = 32 : i64, nontemporal = true}
// IR:         %[[T:.*]] = bufferization.to_tensor %[[BUF]] restrict writable
// IR:         %[[R:.*]] = bufferization.materialize_in_destination %[[T]] in %arg1
// IR:         return %[[R]]
// LLVM-LABEL: llvm.func @reflect(
// LLVM-NOT:     @malloc
// LLVM-NOT:     memcpy
// LLVM-NOT:     memrefCopy
// LLVM:         llvm.store {{.*}} {alignment = 32 : i64, nontemporal} : vector<8xf32>
// LLVM-NOT:     @malloc
// LLVM-NOT:     memcpy
// LLVM-NOT:     memrefCopy
// LLVM:         llvm.return
func.func @reflect(%x: tensor<3x50xf32>, %o: tensor<6x58xf32> {bufferization.writable = true}) -> tensor<6x58xf32> {
  %p = pad.pad %x low[2, 3] high[1, 5] mode(reflect) : tensor<3x50xf32> to tensor<6x58xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<6x58xf32>, tensor<6x58xf32>) -> tensor<6x58xf32>
  return %r : tensor<6x58xf32>
}

// Sizes known at run time: rows, written into the destination, whose store
// loops stream once on buffers.
// IR-LABEL: func.func @constant_dynamic
// IR-NOT:     bufferization.to_buffer
// IR:         vector.transfer_write {{.*}} tensor<?x?xf32>
// IR:         return
// LLVM-LABEL: llvm.func @constant_dynamic(
// LLVM-NOT:     @malloc
// LLVM-NOT:     memcpy
// LLVM-NOT:     memrefCopy
// LLVM:         llvm.return
func.func @constant_dynamic(%x: tensor<?x?xf32>, %o: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> {
  %v = arith.constant 7.0 : f32
  %p = pad.pad %x low[1, 4] high[2, 6] value(%v) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// IR-LABEL: func.func @wrap_planes
// IR:         bufferization.to_buffer %arg1 : tensor<2x6x57xf32> to memref<2x6x57xf32>
// LLVM-LABEL: llvm.func @wrap_planes(
// LLVM-NOT:     @malloc
// LLVM-NOT:     memcpy
// LLVM-NOT:     memrefCopy
// LLVM:         llvm.return
func.func @wrap_planes(%z: tensor<2x3x50xf32>, %o: tensor<2x6x57xf32> {bufferization.writable = true}) -> tensor<2x6x57xf32> {
  %p = pad.pad %z low[0, 1, 3] high[0, 2, 4] mode(wrap) : tensor<2x3x50xf32> to tensor<2x6x57xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<2x6x57xf32>, tensor<2x6x57xf32>) -> tensor<2x6x57xf32>
  return %r : tensor<2x6x57xf32>
}

// IR-LABEL: func.func @edge_planes_dynamic
// IR-NOT:     bufferization.to_buffer
// IR:         vector.transfer_write {{.*}} tensor<?x?x?xf32>
// LLVM-LABEL: llvm.func @edge_planes_dynamic(
// LLVM-NOT:     @malloc
// LLVM-NOT:     memcpy
// LLVM-NOT:     memrefCopy
// LLVM:         llvm.return
func.func @edge_planes_dynamic(%z: tensor<?x?x?xf32>, %o: tensor<?x?x?xf32> {bufferization.writable = true}) -> tensor<?x?x?xf32> {
  %p = pad.pad %z low[0, 2, 1] high[0, 1, 6] mode(edge) : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// The destination's old value is returned too: one-shot bufferization
// cannot give the lines a copy of it, the rows are written instead (into a
// copy).
// IR-LABEL: func.func @keep_old
// IR-NOT:     bufferization.to_buffer
// IR:         vector.transfer_write
// IR-NOT:     bufferization.to_buffer
// IR-LABEL: func.func @main
func.func @keep_old(%x: tensor<3x50xf32>, %o: tensor<5x58xf32> {bufferization.writable = true}) -> (tensor<5x58xf32>, tensor<5x58xf32>) {
  %p = pad.pad %x low[1, 3] high[1, 5] mode(symmetric) : tensor<3x50xf32> to tensor<5x58xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<5x58xf32>, tensor<5x58xf32>) -> tensor<5x58xf32>
  return %r, %o : tensor<5x58xf32>, tensor<5x58xf32>
}

func.func @main() -> i32 {
  %minus1 = arith.constant -1.0 : f32
  %x = tensor.generate {
  ^bb0(%i: index, %j: index):
    %k = affine.apply affine_map<(d0, d1) -> (d0 * 50 + d1 + 1)>(%i, %j)
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    tensor.yield %kf : f32
  } : tensor<3x50xf32>
  %z = tensor.generate {
  ^bb0(%p: index, %i: index, %j: index):
    %k = affine.apply affine_map<(d0, d1, d2) -> (d0 * 150 + d1 * 50 + d2 + 1)>(%p, %i, %j)
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    tensor.yield %kf : f32
  } : tensor<2x3x50xf32>

  %e1 = tensor.empty() : tensor<6x58xf32>
  %o1 = linalg.fill ins(%minus1 : f32) outs(%e1 : tensor<6x58xf32>) -> tensor<6x58xf32>
  %r1 = call @reflect(%x, %o1) : (tensor<3x50xf32>, tensor<6x58xf32>) -> tensor<6x58xf32>
  %u1 = tensor.cast %r1 : tensor<6x58xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()

  %e2 = tensor.empty() : tensor<6x60xf32>
  %o2 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<6x60xf32>) -> tensor<6x60xf32>
  %xd = tensor.cast %x : tensor<3x50xf32> to tensor<?x?xf32>
  %o2d = tensor.cast %o2 : tensor<6x60xf32> to tensor<?x?xf32>
  %r2 = call @constant_dynamic(%xd, %o2d) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u2 = tensor.cast %r2 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()

  %e3 = tensor.empty() : tensor<2x6x57xf32>
  %o3 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x57xf32>) -> tensor<2x6x57xf32>
  %r3 = call @wrap_planes(%z, %o3) : (tensor<2x3x50xf32>, tensor<2x6x57xf32>) -> tensor<2x6x57xf32>
  %u3 = tensor.cast %r3 : tensor<2x6x57xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()

  %e4 = tensor.empty() : tensor<2x6x57xf32>
  %o4 = linalg.fill ins(%minus1 : f32) outs(%e4 : tensor<2x6x57xf32>) -> tensor<2x6x57xf32>
  %zd = tensor.cast %z : tensor<2x3x50xf32> to tensor<?x?x?xf32>
  %o4d = tensor.cast %o4 : tensor<2x6x57xf32> to tensor<?x?x?xf32>
  %r4 = call @edge_planes_dynamic(%zd, %o4d) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %u4 = tensor.cast %r4 : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()

  %e5 = tensor.empty() : tensor<5x58xf32>
  %o5 = linalg.fill ins(%minus1 : f32) outs(%e5 : tensor<5x58xf32>) -> tensor<5x58xf32>
  %r5:2 = call @keep_old(%x, %o5) : (tensor<3x50xf32>, tensor<5x58xf32>) -> (tensor<5x58xf32>, tensor<5x58xf32>)
  %u5 = tensor.cast %r5#0 : tensor<5x58xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  %u6 = tensor.cast %r5#1 : tensor<5x58xf32> to tensor<*xf32>
  call @printMemrefF32(%u6) : (tensor<*xf32>) -> ()
  %zero = arith.constant 0 : i32
  return %zero : i32
}

// numpy: pad(x, [2, 3], [1, 5], 'reflect')
// CHECK: rank = 2 offset = 0 sizes = [6, 58] strides = [58, 1] data =
// CHECK-NEXT{LITERAL}: [[104,   103,   102,   101,   102,   103,   104,   105,   106,   107,   108,   109,   110,   111,   112,   113,   114,   115,   116,   117,   118,   119,   120,   121,   122,   123,   124,   125,   126,   127,   128,   129,   130,   131,   132,   133,   134,   135,   136,   137,   138,   139,   140,   141,   142,   143,   144,   145,   146,   147,   148,   149,   150,   149,   148,   147,   146,   145],
// CHECK-NEXT{LITERAL}:  [54,   53,   52,   51,   52,   53,   54,   55,   56,   57,   58,   59,   60,   61,   62,   63,   64,   65,   66,   67,   68,   69,   70,   71,   72,   73,   74,   75,   76,   77,   78,   79,   80,   81,   82,   83,   84,   85,   86,   87,   88,   89,   90,   91,   92,   93,   94,   95,   96,   97,   98,   99,   100,   99,   98,   97,   96,   95],
// CHECK-NEXT{LITERAL}:  [4,   3,   2,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   23,   24,   25,   26,   27,   28,   29,   30,   31,   32,   33,   34,   35,   36,   37,   38,   39,   40,   41,   42,   43,   44,   45,   46,   47,   48,   49,   50,   49,   48,   47,   46,   45],
// CHECK-NEXT{LITERAL}:  [54,   53,   52,   51,   52,   53,   54,   55,   56,   57,   58,   59,   60,   61,   62,   63,   64,   65,   66,   67,   68,   69,   70,   71,   72,   73,   74,   75,   76,   77,   78,   79,   80,   81,   82,   83,   84,   85,   86,   87,   88,   89,   90,   91,   92,   93,   94,   95,   96,   97,   98,   99,   100,   99,   98,   97,   96,   95],
// CHECK-NEXT{LITERAL}:  [104,   103,   102,   101,   102,   103,   104,   105,   106,   107,   108,   109,   110,   111,   112,   113,   114,   115,   116,   117,   118,   119,   120,   121,   122,   123,   124,   125,   126,   127,   128,   129,   130,   131,   132,   133,   134,   135,   136,   137,   138,   139,   140,   141,   142,   143,   144,   145,   146,   147,   148,   149,   150,   149,   148,   147,   146,   145],
// CHECK-NEXT{LITERAL}:  [54,   53,   52,   51,   52,   53,   54,   55,   56,   57,   58,   59,   60,   61,   62,   63,   64,   65,   66,   67,   68,   69,   70,   71,   72,   73,   74,   75,   76,   77,   78,   79,   80,   81,   82,   83,   84,   85,   86,   87,   88,   89,   90,   91,   92,   93,   94,   95,   96,   97,   98,   99,   100,   99,   98,   97,   96,   95]]
// numpy: pad(x, [1, 4], [2, 6], 'constant', 7)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 60] strides = [60, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   23,   24,   25,   26,   27,   28,   29,   30,   31,   32,   33,   34,   35,   36,   37,   38,   39,   40,   41,   42,   43,   44,   45,   46,   47,   48,   49,   50,   7,   7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   51,   52,   53,   54,   55,   56,   57,   58,   59,   60,   61,   62,   63,   64,   65,   66,   67,   68,   69,   70,   71,   72,   73,   74,   75,   76,   77,   78,   79,   80,   81,   82,   83,   84,   85,   86,   87,   88,   89,   90,   91,   92,   93,   94,   95,   96,   97,   98,   99,   100,   7,   7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   101,   102,   103,   104,   105,   106,   107,   108,   109,   110,   111,   112,   113,   114,   115,   116,   117,   118,   119,   120,   121,   122,   123,   124,   125,   126,   127,   128,   129,   130,   131,   132,   133,   134,   135,   136,   137,   138,   139,   140,   141,   142,   143,   144,   145,   146,   147,   148,   149,   150,   7,   7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7]]
// numpy: pad(z, [0, 1, 3], [0, 2, 4], 'wrap')
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 57] strides = [342, 57, 1] data =
// CHECK-NEXT{LITERAL}: [[[148,    149,    150,    101,    102,    103,    104,    105,    106,    107,    108,    109,    110,    111,    112,    113,    114,    115,    116,    117,    118,    119,    120,    121,    122,    123,    124,    125,    126,    127,    128,    129,    130,    131,    132,    133,    134,    135,    136,    137,    138,    139,    140,    141,    142,    143,    144,    145,    146,    147,    148,    149,    150,    101,    102,    103,    104],
// CHECK-NEXT{LITERAL}:   [48,    49,    50,    1,    2,    3,    4,    5,    6,    7,    8,    9,    10,    11,    12,    13,    14,    15,    16,    17,    18,    19,    20,    21,    22,    23,    24,    25,    26,    27,    28,    29,    30,    31,    32,    33,    34,    35,    36,    37,    38,    39,    40,    41,    42,    43,    44,    45,    46,    47,    48,    49,    50,    1,    2,    3,    4],
// CHECK-NEXT{LITERAL}:   [98,    99,    100,    51,    52,    53,    54,    55,    56,    57,    58,    59,    60,    61,    62,    63,    64,    65,    66,    67,    68,    69,    70,    71,    72,    73,    74,    75,    76,    77,    78,    79,    80,    81,    82,    83,    84,    85,    86,    87,    88,    89,    90,    91,    92,    93,    94,    95,    96,    97,    98,    99,    100,    51,    52,    53,    54],
// CHECK-NEXT{LITERAL}:   [148,    149,    150,    101,    102,    103,    104,    105,    106,    107,    108,    109,    110,    111,    112,    113,    114,    115,    116,    117,    118,    119,    120,    121,    122,    123,    124,    125,    126,    127,    128,    129,    130,    131,    132,    133,    134,    135,    136,    137,    138,    139,    140,    141,    142,    143,    144,    145,    146,    147,    148,    149,    150,    101,    102,    103,    104],
// CHECK-NEXT{LITERAL}:   [48,    49,    50,    1,    2,    3,    4,    5,    6,    7,    8,    9,    10,    11,    12,    13,    14,    15,    16,    17,    18,    19,    20,    21,    22,    23,    24,    25,    26,    27,    28,    29,    30,    31,    32,    33,    34,    35,    36,    37,    38,    39,    40,    41,    42,    43,    44,    45,    46,    47,    48,    49,    50,    1,    2,    3,    4],
// CHECK-NEXT{LITERAL}:   [98,    99,    100,    51,    52,    53,    54,    55,    56,    57,    58,    59,    60,    61,    62,    63,    64,    65,    66,    67,    68,    69,    70,    71,    72,    73,    74,    75,    76,    77,    78,    79,    80,    81,    82,    83,    84,    85,    86,    87,    88,    89,    90,    91,    92,    93,    94,    95,    96,    97,    98,    99,    100,    51,    52,    53,    54]],
// CHECK-NEXT{LITERAL}:  [[298,    299,    300,    251,    252,    253,    254,    255,    256,    257,    258,    259,    260,    261,    262,    263,    264,    265,    266,    267,    268,    269,    270,    271,    272,    273,    274,    275,    276,    277,    278,    279,    280,    281,    282,    283,    284,    285,    286,    287,    288,    289,    290,    291,    292,    293,    294,    295,    296,    297,    298,    299,    300,    251,    252,    253,    254],
// CHECK-NEXT{LITERAL}:   [198,    199,    200,    151,    152,    153,    154,    155,    156,    157,    158,    159,    160,    161,    162,    163,    164,    165,    166,    167,    168,    169,    170,    171,    172,    173,    174,    175,    176,    177,    178,    179,    180,    181,    182,    183,    184,    185,    186,    187,    188,    189,    190,    191,    192,    193,    194,    195,    196,    197,    198,    199,    200,    151,    152,    153,    154],
// CHECK-NEXT{LITERAL}:   [248,    249,    250,    201,    202,    203,    204,    205,    206,    207,    208,    209,    210,    211,    212,    213,    214,    215,    216,    217,    218,    219,    220,    221,    222,    223,    224,    225,    226,    227,    228,    229,    230,    231,    232,    233,    234,    235,    236,    237,    238,    239,    240,    241,    242,    243,    244,    245,    246,    247,    248,    249,    250,    201,    202,    203,    204],
// CHECK-NEXT{LITERAL}:   [298,    299,    300,    251,    252,    253,    254,    255,    256,    257,    258,    259,    260,    261,    262,    263,    264,    265,    266,    267,    268,    269,    270,    271,    272,    273,    274,    275,    276,    277,    278,    279,    280,    281,    282,    283,    284,    285,    286,    287,    288,    289,    290,    291,    292,    293,    294,    295,    296,    297,    298,    299,    300,    251,    252,    253,    254],
// CHECK-NEXT{LITERAL}:   [198,    199,    200,    151,    152,    153,    154,    155,    156,    157,    158,    159,    160,    161,    162,    163,    164,    165,    166,    167,    168,    169,    170,    171,    172,    173,    174,    175,    176,    177,    178,    179,    180,    181,    182,    183,    184,    185,    186,    187,    188,    189,    190,    191,    192,    193,    194,    195,    196,    197,    198,    199,    200,    151,    152,    153,    154],
// CHECK-NEXT{LITERAL}:   [248,    249,    250,    201,    202,    203,    204,    205,    206,    207,    208,    209,    210,    211,    212,    213,    214,    215,    216,    217,    218,    219,    220,    221,    222,    223,    224,    225,    226,    227,    228,    229,    230,    231,    232,    233,    234,    235,    236,    237,    238,    239,    240,    241,    242,    243,    244,    245,    246,    247,    248,    249,    250,    201,    202,    203,    204]]]
// numpy: pad(z, [0, 2, 1], [0, 1, 6], 'edge')
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 57] strides = [342, 57, 1] data =
// CHECK-NEXT{LITERAL}: [[[1,    1,    2,    3,    4,    5,    6,    7,    8,    9,    10,    11,    12,    13,    14,    15,    16,    17,    18,    19,    20,    21,    22,    23,    24,    25,    26,    27,    28,    29,    30,    31,    32,    33,    34,    35,    36,    37,    38,    39,    40,    41,    42,    43,    44,    45,    46,    47,    48,    49,    50,    50,    50,    50,    50,    50,    50],
// CHECK-NEXT{LITERAL}:   [1,    1,    2,    3,    4,    5,    6,    7,    8,    9,    10,    11,    12,    13,    14,    15,    16,    17,    18,    19,    20,    21,    22,    23,    24,    25,    26,    27,    28,    29,    30,    31,    32,    33,    34,    35,    36,    37,    38,    39,    40,    41,    42,    43,    44,    45,    46,    47,    48,    49,    50,    50,    50,    50,    50,    50,    50],
// CHECK-NEXT{LITERAL}:   [1,    1,    2,    3,    4,    5,    6,    7,    8,    9,    10,    11,    12,    13,    14,    15,    16,    17,    18,    19,    20,    21,    22,    23,    24,    25,    26,    27,    28,    29,    30,    31,    32,    33,    34,    35,    36,    37,    38,    39,    40,    41,    42,    43,    44,    45,    46,    47,    48,    49,    50,    50,    50,    50,    50,    50,    50],
// CHECK-NEXT{LITERAL}:   [51,    51,    52,    53,    54,    55,    56,    57,    58,    59,    60,    61,    62,    63,    64,    65,    66,    67,    68,    69,    70,    71,    72,    73,    74,    75,    76,    77,    78,    79,    80,    81,    82,    83,    84,    85,    86,    87,    88,    89,    90,    91,    92,    93,    94,    95,    96,    97,    98,    99,    100,    100,    100,    100,    100,    100,    100],
// CHECK-NEXT{LITERAL}:   [101,    101,    102,    103,    104,    105,    106,    107,    108,    109,    110,    111,    112,    113,    114,    115,    116,    117,    118,    119,    120,    121,    122,    123,    124,    125,    126,    127,    128,    129,    130,    131,    132,    133,    134,    135,    136,    137,    138,    139,    140,    141,    142,    143,    144,    145,    146,    147,    148,    149,    150,    150,    150,    150,    150,    150,    150],
// CHECK-NEXT{LITERAL}:   [101,    101,    102,    103,    104,    105,    106,    107,    108,    109,    110,    111,    112,    113,    114,    115,    116,    117,    118,    119,    120,    121,    122,    123,    124,    125,    126,    127,    128,    129,    130,    131,    132,    133,    134,    135,    136,    137,    138,    139,    140,    141,    142,    143,    144,    145,    146,    147,    148,    149,    150,    150,    150,    150,    150,    150,    150]],
// CHECK-NEXT{LITERAL}:  [[151,    151,    152,    153,    154,    155,    156,    157,    158,    159,    160,    161,    162,    163,    164,    165,    166,    167,    168,    169,    170,    171,    172,    173,    174,    175,    176,    177,    178,    179,    180,    181,    182,    183,    184,    185,    186,    187,    188,    189,    190,    191,    192,    193,    194,    195,    196,    197,    198,    199,    200,    200,    200,    200,    200,    200,    200],
// CHECK-NEXT{LITERAL}:   [151,    151,    152,    153,    154,    155,    156,    157,    158,    159,    160,    161,    162,    163,    164,    165,    166,    167,    168,    169,    170,    171,    172,    173,    174,    175,    176,    177,    178,    179,    180,    181,    182,    183,    184,    185,    186,    187,    188,    189,    190,    191,    192,    193,    194,    195,    196,    197,    198,    199,    200,    200,    200,    200,    200,    200,    200],
// CHECK-NEXT{LITERAL}:   [151,    151,    152,    153,    154,    155,    156,    157,    158,    159,    160,    161,    162,    163,    164,    165,    166,    167,    168,    169,    170,    171,    172,    173,    174,    175,    176,    177,    178,    179,    180,    181,    182,    183,    184,    185,    186,    187,    188,    189,    190,    191,    192,    193,    194,    195,    196,    197,    198,    199,    200,    200,    200,    200,    200,    200,    200],
// CHECK-NEXT{LITERAL}:   [201,    201,    202,    203,    204,    205,    206,    207,    208,    209,    210,    211,    212,    213,    214,    215,    216,    217,    218,    219,    220,    221,    222,    223,    224,    225,    226,    227,    228,    229,    230,    231,    232,    233,    234,    235,    236,    237,    238,    239,    240,    241,    242,    243,    244,    245,    246,    247,    248,    249,    250,    250,    250,    250,    250,    250,    250],
// CHECK-NEXT{LITERAL}:   [251,    251,    252,    253,    254,    255,    256,    257,    258,    259,    260,    261,    262,    263,    264,    265,    266,    267,    268,    269,    270,    271,    272,    273,    274,    275,    276,    277,    278,    279,    280,    281,    282,    283,    284,    285,    286,    287,    288,    289,    290,    291,    292,    293,    294,    295,    296,    297,    298,    299,    300,    300,    300,    300,    300,    300,    300],
// CHECK-NEXT{LITERAL}:   [251,    251,    252,    253,    254,    255,    256,    257,    258,    259,    260,    261,    262,    263,    264,    265,    266,    267,    268,    269,    270,    271,    272,    273,    274,    275,    276,    277,    278,    279,    280,    281,    282,    283,    284,    285,    286,    287,    288,    289,    290,    291,    292,    293,    294,    295,    296,    297,    298,    299,    300,    300,    300,    300,    300,    300,    300]]]
// numpy: pad(x, [1, 3], [1, 5], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 58] strides = [58, 1] data =
// CHECK-NEXT{LITERAL}: [[3,   2,   1,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   23,   24,   25,   26,   27,   28,   29,   30,   31,   32,   33,   34,   35,   36,   37,   38,   39,   40,   41,   42,   43,   44,   45,   46,   47,   48,   49,   50,   50,   49,   48,   47,   46],
// CHECK-NEXT{LITERAL}:  [3,   2,   1,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   23,   24,   25,   26,   27,   28,   29,   30,   31,   32,   33,   34,   35,   36,   37,   38,   39,   40,   41,   42,   43,   44,   45,   46,   47,   48,   49,   50,   50,   49,   48,   47,   46],
// CHECK-NEXT{LITERAL}:  [53,   52,   51,   51,   52,   53,   54,   55,   56,   57,   58,   59,   60,   61,   62,   63,   64,   65,   66,   67,   68,   69,   70,   71,   72,   73,   74,   75,   76,   77,   78,   79,   80,   81,   82,   83,   84,   85,   86,   87,   88,   89,   90,   91,   92,   93,   94,   95,   96,   97,   98,   99,   100,   100,   99,   98,   97,   96],
// CHECK-NEXT{LITERAL}:  [103,   102,   101,   101,   102,   103,   104,   105,   106,   107,   108,   109,   110,   111,   112,   113,   114,   115,   116,   117,   118,   119,   120,   121,   122,   123,   124,   125,   126,   127,   128,   129,   130,   131,   132,   133,   134,   135,   136,   137,   138,   139,   140,   141,   142,   143,   144,   145,   146,   147,   148,   149,   150,   150,   149,   148,   147,   146],
// CHECK-NEXT{LITERAL}:  [103,   102,   101,   101,   102,   103,   104,   105,   106,   107,   108,   109,   110,   111,   112,   113,   114,   115,   116,   117,   118,   119,   120,   121,   122,   123,   124,   125,   126,   127,   128,   129,   130,   131,   132,   133,   134,   135,   136,   137,   138,   139,   140,   141,   142,   143,   144,   145,   146,   147,   148,   149,   150,   150,   149,   148,   147,   146]]
// numpy: np.full((5, 58), -1, dtype=np.float32)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 58] strides = [58, 1] data =
// CHECK-NEXT{LITERAL}: [[-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
// CHECK-NEXT{LITERAL}:  [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
// CHECK-NEXT{LITERAL}:  [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
// CHECK-NEXT{LITERAL}:  [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
// CHECK-NEXT{LITERAL}:  [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1]]
