// RUN: %pad-matrix %s \
// RUN:   run @vector-bits "strategy={loops,vector}" "strategy=vector runtime-checks=false" \
// RUN:     "strategy=vector nontemporal=always" \
// RUN:     "strategy=vector parallel=true --pad-parallel-min-bytes=0"

// Rows of a length known at run time only, every mode: each core's vector
// loop runs 0 to 9 times or more, from every offset within a vector: with 8
// f32 per vector, the core of a constant row of width w (its last
// vector apart) is w - 8 long, and the widths below give it 0 to 8 vectors
// (8: 0; 9 and 16: 1; 17: 2; ... 65: 8) or more (73 to 89), the other modes as many give or take one; the 5 source rows
// padded to w + 7 start at up to 8 offsets within 32 bytes. Each output is
// printed as the sum of its rows' elements weighted by their column
// (1, 2, ...): a value in the wrong column changes it. The inputs are
// integers below 101 and the sums below 10^6, exact in f32.
//
// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py; expectations.test re-derives
// every CHECK block.
// PY: def inp(w): return ((np.arange(5 * w).reshape(5, w) * 7) % 101).astype(np.float32)
// PY: def wsum(y): return (y * np.arange(1, y.shape[1] + 1, dtype=np.float32)).sum(axis=1, dtype=np.float32)

func.func private @printMemrefF32(tensor<*xf32>) attributes { llvm.emit_c_interface }

func.func @pad_constant(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %x low[1, 2] high[2, 5] mode(constant) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @pad_edge(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %x low[1, 2] high[2, 5] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @pad_reflect(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %x low[1, 2] high[2, 5] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @pad_symmetric(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %x low[1, 2] high[2, 5] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @pad_wrap(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %x low[1, 2] high[2, 5] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// 5 rows of `w` elements: (7 (i w + j)) mod 101.
func.func @input(%w: index) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c101 = arith.constant 101 : index
  %t = tensor.generate %c5, %w {
  ^bb0(%i: index, %j: index):
    %iw = arith.muli %i, %w : index
    %k = arith.addi %iw, %j : index
    %k7 = arith.muli %k, %c7 : index
    %v = arith.remui %k7, %c101 : index
    %v64 = arith.index_cast %v : index to i64
    %f = arith.sitofp %v64 : i64 to f32
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}

// Prints the sum of each row's elements times their column plus one.
func.func @weighted_sums(%y: tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %rows = tensor.dim %y, %c0 : tensor<?x?xf32>
  %cols = tensor.dim %y, %c1 : tensor<?x?xf32>
  %weights = tensor.generate %cols {
  ^bb0(%j: index):
    %j1 = arith.addi %j, %c1 : index
    %j64 = arith.index_cast %j1 : index to i64
    %f = arith.sitofp %j64 : i64 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  %e = tensor.empty(%rows) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %s = linalg.matvec ins(%y, %weights : tensor<?x?xf32>, tensor<?xf32>)
                     outs(%init : tensor<?xf32>) -> tensor<?xf32>
  %u = tensor.cast %s : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// Every mode on the rows of width `w`.
func.func @every_mode(%w: index) {
  %x = call @input(%w) : (index) -> tensor<?x?xf32>
  %p_constant = call @pad_constant(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  call @weighted_sums(%p_constant) : (tensor<?x?xf32>) -> ()
  %p_edge = call @pad_edge(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  call @weighted_sums(%p_edge) : (tensor<?x?xf32>) -> ()
  %p_reflect = call @pad_reflect(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  call @weighted_sums(%p_reflect) : (tensor<?x?xf32>) -> ()
  %p_symmetric = call @pad_symmetric(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  call @weighted_sums(%p_symmetric) : (tensor<?x?xf32>) -> ()
  %p_wrap = call @pad_wrap(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  call @weighted_sums(%p_wrap) : (tensor<?x?xf32>) -> ()
  return
}

func.func @main() {
  %w8 = arith.constant 8 : index
  call @every_mode(%w8) : (index) -> ()
  %w9 = arith.constant 9 : index
  call @every_mode(%w9) : (index) -> ()
  %w16 = arith.constant 16 : index
  call @every_mode(%w16) : (index) -> ()
  %w17 = arith.constant 17 : index
  call @every_mode(%w17) : (index) -> ()
  %w25 = arith.constant 25 : index
  call @every_mode(%w25) : (index) -> ()
  %w33 = arith.constant 33 : index
  call @every_mode(%w33) : (index) -> ()
  %w41 = arith.constant 41 : index
  call @every_mode(%w41) : (index) -> ()
  %w49 = arith.constant 49 : index
  call @every_mode(%w49) : (index) -> ()
  %w57 = arith.constant 57 : index
  call @every_mode(%w57) : (index) -> ()
  %w65 = arith.constant 65 : index
  call @every_mode(%w65) : (index) -> ()
  %w73 = arith.constant 73 : index
  call @every_mode(%w73) : (index) -> ()
  %w81 = arith.constant 81 : index
  call @every_mode(%w81) : (index) -> ()
  %w89 = arith.constant 89 : index
  call @every_mode(%w89) : (index) -> ()
  return
}

// constant, width 8
// numpy: wsum(pad(inp(8), [1, 2], [2, 5], 'constant'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  1568,  3470,  2140,  2325,  2712,  0,  0]
// edge, width 8
// numpy: wsum(pad(inp(8), [1, 2], [2, 5], 'edge'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [4753,  4753,  3898,  6073,  3501,  7393,  7393,  7393]
// reflect, width 8
// numpy: wsum(pad(inp(8), [1, 2], [2, 5], 'reflect'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [9056,  3346,  9056,  4666,  6336,  5986,  6336,  4666]
// symmetric, width 8
// numpy: wsum(pad(inp(8), [1, 2], [2, 5], 'symmetric'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [3780,  3780,  8379,  5100,  5457,  6420,  6420,  5457]
// wrap, width 8
// numpy: wsum(pad(inp(8), [1, 2], [2, 5], 'wrap'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [5328,  2688,  8196,  4008,  7698,  5328,  2688,  8196]
// constant, width 9
// numpy: wsum(pad(inp(9), [1, 2], [2, 5], 'constant'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  2184,  3123,  3759,  2072,  4223,  0,  0]
// edge, width 9
// numpy: wsum(pad(inp(9), [1, 2], [2, 5], 'edge'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [6104,  6104,  4572,  9504,  5346,  4723,  4723,  4723]
// reflect, width 9
// numpy: wsum(pad(inp(9), [1, 2], [2, 5], 'reflect'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [7605,  4592,  7605,  7992,  3733,  10281,  3733,  7992]
// symmetric, width 9
// numpy: wsum(pad(inp(9), [1, 2], [2, 5], 'symmetric'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [5061,  5061,  6660,  8461,  4303,  9538,  9538,  4303]
// wrap, width 9
// numpy: wsum(pad(inp(9), [1, 2], [2, 5], 'wrap'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [8882,  3395,  8630,  6795,  4859,  8882,  3395,  8630]
// constant, width 16
// numpy: wsum(pad(inp(16), [1, 2], [2, 5], 'constant'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  9382,  7897,  8230,  7351,  7987,  0,  0]
// edge, width 16
// numpy: wsum(pad(inp(16), [1, 2], [2, 5], 'edge'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [9802,  9802,  9505,  11026,  11335,  13159,  13159,  13159]
// reflect, width 16
// numpy: wsum(pad(inp(16), [1, 2], [2, 5], 'reflect'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [13924,  18160,  13924,  13324,  9088,  10912,  9088,  13324]
// symmetric, width 16
// numpy: wsum(pad(inp(16), [1, 2], [2, 5], 'symmetric'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [16955,  16955,  12517,  11816,  9802,  11626,  11626,  9802]
// wrap, width 16
// numpy: wsum(pad(inp(16), [1, 2], [2, 5], 'wrap'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [14284,  11028,  10630,  12151,  12460,  14284,  11028,  10630]
// constant, width 17
// numpy: wsum(pad(inp(17), [1, 2], [2, 5], 'constant'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  9591,  8109,  8748,  8781,  10430,  0,  0]
// edge, width 17
// numpy: wsum(pad(inp(17), [1, 2], [2, 5], 'edge'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [10801,  10801,  11353,  14026,  16093,  19776,  19776,  19776]
// reflect, width 17
// numpy: wsum(pad(inp(17), [1, 2], [2, 5], 'reflect'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [11425,  17539,  11425,  11674,  13741,  17424,  13741,  11674]
// symmetric, width 17
// numpy: wsum(pad(inp(17), [1, 2], [2, 5], 'symmetric'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [16167,  16167,  9750,  12423,  14490,  18173,  18173,  14490]
// wrap, width 17
// numpy: wsum(pad(inp(17), [1, 2], [2, 5], 'wrap'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [20202,  11227,  11779,  14452,  16519,  20202,  11227,  11779]
// constant, width 25
// numpy: wsum(pad(inp(25), [1, 2], [2, 5], 'constant'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  17875,  17446,  20249,  20527,  17371,  0,  0]
// edge, width 25
// numpy: wsum(pad(inp(25), [1, 2], [2, 5], 'edge'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [27925,  27925,  23668,  22340,  33637,  26653,  26653,  26653]
// reflect, width 25
// numpy: wsum(pad(inp(25), [1, 2], [2, 5], 'reflect'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [20476,  24733,  20476,  31470,  30445,  23158,  30445,  31470]
// symmetric, width 25
// numpy: wsum(pad(inp(25), [1, 2], [2, 5], 'symmetric'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [25762,  25762,  21505,  29570,  31474,  24389,  24389,  31474]
// wrap, width 25
// numpy: wsum(pad(inp(25), [1, 2], [2, 5], 'wrap'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [21492,  20239,  27597,  29501,  25951,  21492,  20239,  27597]
// constant, width 33
// numpy: wsum(pad(inp(33), [1, 2], [2, 5], 'constant'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  29457,  29460,  32695,  31688,  29368,  0,  0]
// edge, width 33
// numpy: wsum(pad(inp(33), [1, 2], [2, 5], 'edge'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [33637,  33637,  39237,  48069,  33469,  36443,  36443,  36443]
// reflect, width 33
// numpy: wsum(pad(inp(33), [1, 2], [2, 5], 'reflect'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [35205,  37584,  35205,  44037,  44890,  32411,  44890,  44037]
// symmetric, width 33
// numpy: wsum(pad(inp(33), [1, 2], [2, 5], 'symmetric'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [34954,  34954,  36514,  45346,  42563,  33720,  33720,  42563]
// wrap, width 33
// numpy: wsum(pad(inp(33), [1, 2], [2, 5], 'wrap'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [35052,  32246,  37846,  46678,  39148,  35052,  32246,  37846]
// constant, width 41
// numpy: wsum(pad(inp(41), [1, 2], [2, 5], 'constant'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  46657,  46517,  44054,  45227,  46602,  0,  0]
// edge, width 41
// numpy: wsum(pad(inp(41), [1, 2], [2, 5], 'edge'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [64597,  64597,  61032,  54841,  52286,  49933,  49933,  49933]
// reflect, width 41
// numpy: wsum(pad(inp(41), [1, 2], [2, 5], 'reflect'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [56160,  59725,  56160,  49969,  52262,  59302,  52262,  49969]
// symmetric, width 41
// numpy: wsum(pad(inp(41), [1, 2], [2, 5], 'symmetric'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [61314,  61314,  57749,  51558,  49003,  56245,  56245,  49003]
// wrap, width 41
// numpy: wsum(pad(inp(41), [1, 2], [2, 5], 'wrap'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [58437,  50174,  59941,  63345,  60790,  58437,  50174,  59941]
// constant, width 49
// numpy: wsum(pad(inp(49), [1, 2], [2, 5], 'constant'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  63816,  66943,  67545,  64309,  69658,  0,  0]
// edge, width 49
// numpy: wsum(pad(inp(49), [1, 2], [2, 5], 'edge'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [72726,  72726,  86773,  71025,  78406,  94675,  94675,  94675]
// reflect, width 49
// numpy: wsum(pad(inp(49), [1, 2], [2, 5], 'reflect'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [81061,  72670,  81061,  87331,  72694,  88963,  72694,  87331]
// symmetric, width 49
// numpy: wsum(pad(inp(49), [1, 2], [2, 5], 'symmetric'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [68883,  68883,  82930,  83847,  74563,  90832,  90832,  74563]
// wrap, width 49
// numpy: wsum(pad(inp(49), [1, 2], [2, 5], 'wrap'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [89707,  67758,  81805,  81813,  73438,  89707,  67758,  81805]
// constant, width 57
// numpy: wsum(pad(inp(57), [1, 2], [2, 5], 'constant'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  92748,  89266,  88915,  87352,  88920,  0,  0]
// edge, width 57
// numpy: wsum(pad(inp(57), [1, 2], [2, 5], 'edge'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [120338,  120338,  115594,  113678,  110550,  110553,  110553,  110553]
// reflect, width 57
// numpy: wsum(pad(inp(57), [1, 2], [2, 5], 'reflect'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [108739,  113786,  108739,  107025,  103998,  104001,  103998,  107025]
// symmetric, width 57
// numpy: wsum(pad(inp(57), [1, 2], [2, 5], 'symmetric'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [115935,  115935,  111090,  109275,  106147,  106150,  106150,  106147]
// wrap, width 57
// numpy: wsum(pad(inp(57), [1, 2], [2, 5], 'wrap'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [105813,  97418,  98431,  102676,  105810,  105813,  97418,  98431]
// constant, width 65
// numpy: wsum(pad(inp(65), [1, 2], [2, 5], 'constant'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  109008,  120700,  111283,  121965,  108912,  0,  0]
// edge, width 65
// numpy: wsum(pad(inp(65), [1, 2], [2, 5], 'edge'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [124408,  124408,  154103,  127036,  155721,  125018,  125018,  125018]
// reflect, width 65
// numpy: wsum(pad(inp(65), [1, 2], [2, 5], 'reflect'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [146711,  117016,  146711,  119644,  148329,  117626,  148329,  119644]
// symmetric, width 65
// numpy: wsum(pad(inp(65), [1, 2], [2, 5], 'symmetric'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [119445,  119445,  149140,  122073,  150758,  120055,  120055,  150758]
// wrap, width 65
// numpy: wsum(pad(inp(65), [1, 2], [2, 5], 'wrap'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [114713,  114103,  143798,  116731,  145416,  114713,  114103,  143798]
// constant, width 73
// numpy: wsum(pad(inp(73), [1, 2], [2, 5], 'constant'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  152488,  146441,  143929,  144649,  139915,  0,  0]
// edge, width 73
// numpy: wsum(pad(inp(73), [1, 2], [2, 5], 'edge'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [191488,  191488,  148409,  148255,  151333,  148957,  148957,  148957]
// reflect, width 73
// numpy: wsum(pad(inp(73), [1, 2], [2, 5], 'reflect'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [179567,  183256,  179567,  171737,  167038,  156784,  167038,  171737]
// symmetric, width 73
// numpy: wsum(pad(inp(73), [1, 2], [2, 5], 'symmetric'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [185965,  185965,  174600,  166669,  161869,  151514,  151514,  161869]
// wrap, width 73
// numpy: wsum(pad(inp(73), [1, 2], [2, 5], 'wrap'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [154867,  158311,  154420,  154165,  157243,  154867,  158311,  154420]
// constant, width 81
// numpy: wsum(pad(inp(81), [1, 2], [2, 5], 'constant'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  172180,  173299,  172802,  168871,  180696,  0,  0]
// edge, width 81
// numpy: wsum(pad(inp(81), [1, 2], [2, 5], 'edge'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [195830,  195830,  180365,  206411,  185896,  180834,  180834,  180834]
// reflect, width 81
// numpy: wsum(pad(inp(81), [1, 2], [2, 5], 'reflect'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [197654,  186758,  197654,  197339,  176824,  215192,  176824,  197339]
// symmetric, width 81
// numpy: wsum(pad(inp(81), [1, 2], [2, 5], 'symmetric'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [189747,  189747,  191957,  200328,  179813,  209697,  209697,  179813]
// wrap, width 81
// numpy: wsum(pad(inp(81), [1, 2], [2, 5], 'wrap'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [206660,  178428,  206090,  189009,  193946,  206660,  178428,  206090]
// constant, width 89
// numpy: wsum(pad(inp(89), [1, 2], [2, 5], 'constant'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  214743,  208892,  202435,  205169,  207499,  0,  0]
// edge, width 89
// numpy: wsum(pad(inp(89), [1, 2], [2, 5], 'edge'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [219443,  219443,  221633,  223217,  233992,  244363,  244363,  244363]
// reflect, width 89
// numpy: wsum(pad(inp(89), [1, 2], [2, 5], 'reflect'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [231012,  247709,  231012,  213305,  224080,  234451,  224080,  213305]
// symmetric, width 89
// numpy: wsum(pad(inp(89), [1, 2], [2, 5], 'symmetric'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [241585,  241585,  224686,  216574,  227349,  237720,  237720,  227349]
// wrap, width 89
// numpy: wsum(pad(inp(89), [1, 2], [2, 5], 'wrap'))
// CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT{LITERAL}: [246336,  221416,  223606,  225190,  235965,  246336,  221416,  223606]
