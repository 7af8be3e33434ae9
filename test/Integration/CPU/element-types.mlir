// RUN: %pad-matrix %s run @core @nontemporal

// Every element type of docs/Semantics.md (i1, i8, i16, i64, index, f16, bf16, f64,
// and complex<f32>; i32 and f32 are everywhere else, here only with inf,
// NaN and -0), each through a
// non-constant mode and through constant mode with a non-zero value, on
// values at the edges of the type. i1 and i8 print widened to i16 (there is
// no printMemrefI1 and printMemrefI8 prints characters). Expected values:
// np.pad and a crop; bf16 is computed on float32 values rounded to bf16.

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py (pad = np.pad by the positive
// amounts of the interior-dilated input, then a crop by the negative
// ones, checked against docs/Semantics.md#2-semantics element by element), and printed as
// printMemref does; expectations.test re-derives every CHECK block.
// PY: def bf16(a):
// PY:     """Rounds float32 values to bfloat16 (nearest even), kept as float32."""
// PY:     b = np.asarray(a, np.float32).view(np.uint32).astype(np.int64)
// PY:     b = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16) << 16
// PY:     return b.astype(np.uint32).view(np.float32)
// PY: i1 = np.array([[1, 0, 1], [0, 0, 1]], np.int16)
// PY: i8 = np.array([[-128, 127, 0], [1, -1, 100]], np.int16)
// PY: i16 = np.array([[-32768, 32767, 0], [-1, 1, 12345]], np.int16)
// PY: i64 = np.array([[9223372036854775807, -9223372036854775808, 1099511627776],
// PY:                 [-1, 0, 4611686018427387904]], np.int64)
// PY: ind = np.array([[0, 1, 8589934592], [42, 7, 3]], np.uint64)
// PY: f16 = np.array([[0.5, -1.25, 65504.0], [-0.0, 0.0009765625, -65504.0]], np.float16)
// PY: b16 = bf16([[1.5, -3.0, 256.0], [0.0078125, 3.3895313892515355e38, -1.0]])
// PY: f64 = np.array([[0.1, -2.5e-300, 1.0e300], [123456.789, -0.0, 3.0]], np.float64)
// PY: f32s = np.array([[np.inf, -np.inf], [np.nan, -0.0]], np.float32)
// PY: c32 = np.array([[1+2j, 3+4j, 5+6j], [7-8j, -9+10j, 11+12j]], np.complex64)

func.func private @printMemrefI16(tensor<*xi16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(tensor<*xi64>)
func.func private @printMemrefInd(tensor<*xindex>)
func.func private @printMemrefF16(tensor<*xf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefBF16(tensor<*xbf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefF64(tensor<*xf64>)
func.func private @printMemrefC32(tensor<*xcomplex<f32>>) attributes { llvm.emit_c_interface }

#id = affine_map<(i, j) -> (i, j)>

func.func @print_i1(%t: tensor<?x?xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xi1>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xi1>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xi16>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<?x?xi1>) outs(%e : tensor<?x?xi16>) {
  ^bb0(%in: i1, %out: i16):
    %x = arith.extui %in : i1 to i16
    linalg.yield %x : i16
  } -> tensor<?x?xi16>
  call @print_i16(%w) : (tensor<?x?xi16>) -> ()
  return
}

func.func @print_i8(%t: tensor<?x?xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xi8>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xi8>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xi16>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<?x?xi8>) outs(%e : tensor<?x?xi16>) {
  ^bb0(%in: i8, %out: i16):
    %x = arith.extsi %in : i8 to i16
    linalg.yield %x : i16
  } -> tensor<?x?xi16>
  call @print_i16(%w) : (tensor<?x?xi16>) -> ()
  return
}

func.func @print_i16(%t: tensor<?x?xi16>) {
  %u = tensor.cast %t : tensor<?x?xi16> to tensor<*xi16>
  call @printMemrefI16(%u) : (tensor<*xi16>) -> ()
  return
}

func.func @print_i64(%t: tensor<?x?xi64>) {
  %u = tensor.cast %t : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

func.func @print_index(%t: tensor<?x?xindex>) {
  %u = tensor.cast %t : tensor<?x?xindex> to tensor<*xindex>
  call @printMemrefInd(%u) : (tensor<*xindex>) -> ()
  return
}

func.func @print_f16(%t: tensor<?x?xf16>) {
  %u = tensor.cast %t : tensor<?x?xf16> to tensor<*xf16>
  call @printMemrefF16(%u) : (tensor<*xf16>) -> ()
  return
}

func.func @print_bf16(%t: tensor<?x?xbf16>) {
  %u = tensor.cast %t : tensor<?x?xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%u) : (tensor<*xbf16>) -> ()
  return
}

func.func @print_f32(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @print_f64(%t: tensor<?x?xf64>) {
  %u = tensor.cast %t : tensor<?x?xf64> to tensor<*xf64>
  call @printMemrefF64(%u) : (tensor<*xf64>) -> ()
  return
}

func.func @print_c32(%t: tensor<?x?xcomplex<f32>>) {
  %u = tensor.cast %t : tensor<?x?xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%u) : (tensor<*xcomplex<f32>>) -> ()
  return
}

// i1: reflect; constant true; interior with the default value false.
// numpy: pad(i1, [1, -1], [0, 2], 'reflect')
// CHECK: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   1,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   1,   0,   1],
// CHECK-NEXT{LITERAL}:  [0,   1,   0,   0]]
// numpy: pad(i1, [1, 1], [0, 1], 'constant', value=1)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   1,   1,   1],
// CHECK-NEXT{LITERAL}:  [1,   1,   0,   1,   1],
// CHECK-NEXT{LITERAL}:  [1,   0,   0,   1,   1]]
// numpy: pad(i1, [0, 0], [0, 0], 'constant', value=0, interior=[1, 0])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   0,   1],
// CHECK-NEXT{LITERAL}:  [0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   1]]
func.func @i1(%x: tensor<2x3xi1>) {
  %true = arith.constant true
  %r0 = pad.pad %x low[1, -1] high[0, 2] mode(reflect) : tensor<2x3xi1> to tensor<3x4xi1>
  %d0 = tensor.cast %r0 : tensor<3x4xi1> to tensor<?x?xi1>
  call @print_i1(%d0) : (tensor<?x?xi1>) -> ()
  %r1 = pad.pad %x low[1, 1] high[0, 1] value(%true) : tensor<2x3xi1> to tensor<3x5xi1>
  %d1 = tensor.cast %r1 : tensor<3x5xi1> to tensor<?x?xi1>
  call @print_i1(%d1) : (tensor<?x?xi1>) -> ()
  %r2 = pad.pad %x low[0, 0] high[0, 0] interior[1, 0] : tensor<2x3xi1> to tensor<3x3xi1>
  %d2 = tensor.cast %r2 : tensor<3x3xi1> to tensor<?x?xi1>
  call @print_i1(%d2) : (tensor<?x?xi1>) -> ()
  return
}

// i8: symmetric; constant -7.
// numpy: pad(i8, [2, 3], [1, -1], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[100,   -1,   1,   1,   -1],
// CHECK-NEXT{LITERAL}:  [0,   127,   -128,   -128,   127],
// CHECK-NEXT{LITERAL}:  [0,   127,   -128,   -128,   127],
// CHECK-NEXT{LITERAL}:  [100,   -1,   1,   1,   -1],
// CHECK-NEXT{LITERAL}:  [100,   -1,   1,   1,   -1]]
// numpy: pad(i8, [0, 2], [1, 0], 'constant', value=-7)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[-7,   -7,   -128,   127,   0],
// CHECK-NEXT{LITERAL}:  [-7,   -7,   1,   -1,   100],
// CHECK-NEXT{LITERAL}:  [-7,   -7,   -7,   -7,   -7]]
func.func @i8(%x: tensor<2x3xi8>) {
  %v = arith.constant -7 : i8
  %r0 = pad.pad %x low[2, 3] high[1, -1] mode(symmetric) : tensor<2x3xi8> to tensor<5x5xi8>
  %d0 = tensor.cast %r0 : tensor<5x5xi8> to tensor<?x?xi8>
  call @print_i8(%d0) : (tensor<?x?xi8>) -> ()
  %r1 = pad.pad %x low[0, 2] high[1, 0] value(%v) : tensor<2x3xi8> to tensor<3x5xi8>
  %d1 = tensor.cast %r1 : tensor<3x5xi8> to tensor<?x?xi8>
  call @print_i8(%d1) : (tensor<?x?xi8>) -> ()
  return
}

// i16: edge; wrap; constant 32767.
// numpy: pad(i16, [1, 2], [2, -1], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-32768,   -32768,   -32768,   32767],
// CHECK-NEXT{LITERAL}:  [-32768,   -32768,   -32768,   32767],
// CHECK-NEXT{LITERAL}:  [-1,   -1,   -1,   1],
// CHECK-NEXT{LITERAL}:  [-1,   -1,   -1,   1],
// CHECK-NEXT{LITERAL}:  [-1,   -1,   -1,   1]]
// numpy: pad(i16, [2, 3], [1, 3], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 9] strides = [9, 1] data =
// CHECK-NEXT{LITERAL}: [[-32768,   32767,   0,   -32768,   32767,   0,   -32768,   32767,   0],
// CHECK-NEXT{LITERAL}:  [-1,   1,   12345,   -1,   1,   12345,   -1,   1,   12345],
// CHECK-NEXT{LITERAL}:  [-32768,   32767,   0,   -32768,   32767,   0,   -32768,   32767,   0],
// CHECK-NEXT{LITERAL}:  [-1,   1,   12345,   -1,   1,   12345,   -1,   1,   12345],
// CHECK-NEXT{LITERAL}:  [-32768,   32767,   0,   -32768,   32767,   0,   -32768,   32767,   0]]
// numpy: pad(i16, [-1, 1], [1, 1], 'constant', value=32767)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[32767,   -1,   1,   12345,   32767],
// CHECK-NEXT{LITERAL}:  [32767,   32767,   32767,   32767,   32767]]
func.func @i16(%x: tensor<2x3xi16>) {
  %v = arith.constant 32767 : i16
  %r0 = pad.pad %x low[1, 2] high[2, -1] mode(edge) : tensor<2x3xi16> to tensor<5x4xi16>
  %d0 = tensor.cast %r0 : tensor<5x4xi16> to tensor<?x?xi16>
  call @print_i16(%d0) : (tensor<?x?xi16>) -> ()
  %r1 = pad.pad %x low[2, 3] high[1, 3] mode(wrap) : tensor<2x3xi16> to tensor<5x9xi16>
  %d1 = tensor.cast %r1 : tensor<5x9xi16> to tensor<?x?xi16>
  call @print_i16(%d1) : (tensor<?x?xi16>) -> ()
  %r2 = pad.pad %x low[-1, 1] high[1, 1] value(%v) : tensor<2x3xi16> to tensor<2x5xi16>
  %d2 = tensor.cast %r2 : tensor<2x5xi16> to tensor<?x?xi16>
  call @print_i16(%d2) : (tensor<?x?xi16>) -> ()
  return
}

// i64: reflect; constant INT64_MIN.
// numpy: pad(i64, [1, 2], [1, 2], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[4611686018427387904,   0,   -1,   0,   4611686018427387904,   0,   -1],
// CHECK-NEXT{LITERAL}:  [1099511627776,   -9223372036854775808,   9223372036854775807,   -9223372036854775808,   1099511627776,   -9223372036854775808,   9223372036854775807],
// CHECK-NEXT{LITERAL}:  [4611686018427387904,   0,   -1,   0,   4611686018427387904,   0,   -1],
// CHECK-NEXT{LITERAL}:  [1099511627776,   -9223372036854775808,   9223372036854775807,   -9223372036854775808,   1099511627776,   -9223372036854775808,   9223372036854775807]]
// numpy: pad(i64, [0, 1], [1, 0], 'constant', value=-9223372036854775808)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-9223372036854775808,   9223372036854775807,   -9223372036854775808,   1099511627776],
// CHECK-NEXT{LITERAL}:  [-9223372036854775808,   -1,   0,   4611686018427387904],
// CHECK-NEXT{LITERAL}:  [-9223372036854775808,   -9223372036854775808,   -9223372036854775808,   -9223372036854775808]]
func.func @i64(%x: tensor<2x3xi64>) {
  %v = arith.constant -9223372036854775808 : i64
  %r0 = pad.pad %x low[1, 2] high[1, 2] mode(reflect) : tensor<2x3xi64> to tensor<4x7xi64>
  %d0 = tensor.cast %r0 : tensor<4x7xi64> to tensor<?x?xi64>
  call @print_i64(%d0) : (tensor<?x?xi64>) -> ()
  %r1 = pad.pad %x low[0, 1] high[1, 0] value(%v) : tensor<2x3xi64> to tensor<3x4xi64>
  %d1 = tensor.cast %r1 : tensor<3x4xi64> to tensor<?x?xi64>
  call @print_i64(%d1) : (tensor<?x?xi64>) -> ()
  return
}

// index: wrap; constant 123456789012.
// numpy: pad(ind, [1, -1], [2, 3], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   3,   42,   7,   3],
// CHECK-NEXT{LITERAL}:  [1,   8589934592,   0,   1,   8589934592],
// CHECK-NEXT{LITERAL}:  [7,   3,   42,   7,   3],
// CHECK-NEXT{LITERAL}:  [1,   8589934592,   0,   1,   8589934592],
// CHECK-NEXT{LITERAL}:  [7,   3,   42,   7,   3]]
// numpy: pad(ind, [1, 0], [0, 1], 'constant', value=123456789012)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[123456789012,   123456789012,   123456789012,   123456789012],
// CHECK-NEXT{LITERAL}:  [0,   1,   8589934592,   123456789012],
// CHECK-NEXT{LITERAL}:  [42,   7,   3,   123456789012]]
func.func @index(%x: tensor<2x3xindex>) {
  %v = arith.constant 123456789012 : index
  %r0 = pad.pad %x low[1, -1] high[2, 3] mode(wrap) : tensor<2x3xindex> to tensor<5x5xindex>
  %d0 = tensor.cast %r0 : tensor<5x5xindex> to tensor<?x?xindex>
  call @print_index(%d0) : (tensor<?x?xindex>) -> ()
  %r1 = pad.pad %x low[1, 0] high[0, 1] value(%v) : tensor<2x3xindex> to tensor<3x4xindex>
  %d1 = tensor.cast %r1 : tensor<3x4xindex> to tensor<?x?xindex>
  call @print_index(%d1) : (tensor<?x?xindex>) -> ()
  return
}

// f16: symmetric; interior with the value -0.5.
// numpy: pad(f16, [1, 1], [1, 1], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[0.5,   0.5,   -1.25,   65504,   65504],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   -1.25,   65504,   65504],
// CHECK-NEXT{LITERAL}:  [-0,   -0,   0.000976562,   -65504,   -65504],
// CHECK-NEXT{LITERAL}:  [-0,   -0,   0.000976562,   -65504,   -65504]]
// numpy: pad(f16, [0, 0], [1, 0], 'constant', value=np.float16(-0.5), interior=[1, 1])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[0.5,   -0.5,   -1.25,   -0.5,   65504],
// CHECK-NEXT{LITERAL}:  [-0.5,   -0.5,   -0.5,   -0.5,   -0.5],
// CHECK-NEXT{LITERAL}:  [-0,   -0.5,   0.000976562,   -0.5,   -65504],
// CHECK-NEXT{LITERAL}:  [-0.5,   -0.5,   -0.5,   -0.5,   -0.5]]
func.func @f16(%x: tensor<2x3xf16>) {
  %v = arith.constant -0.5 : f16
  %r0 = pad.pad %x low[1, 1] high[1, 1] mode(symmetric) : tensor<2x3xf16> to tensor<4x5xf16>
  %d0 = tensor.cast %r0 : tensor<4x5xf16> to tensor<?x?xf16>
  call @print_f16(%d0) : (tensor<?x?xf16>) -> ()
  %r1 = pad.pad %x low[0, 0] high[1, 0] interior[1, 1] value(%v) : tensor<2x3xf16> to tensor<4x5xf16>
  %d1 = tensor.cast %r1 : tensor<4x5xf16> to tensor<?x?xf16>
  call @print_f16(%d1) : (tensor<?x?xf16>) -> ()
  return
}

// bf16: reflect; edge; constant 0.1 (0.10009765625 in bf16).
// numpy: pad(b16, [1, 2], [0, -1], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-1,   3.38953e+38,   0.0078125,   3.38953e+38],
// CHECK-NEXT{LITERAL}:  [256,   -3,   1.5,   -3],
// CHECK-NEXT{LITERAL}:  [-1,   3.38953e+38,   0.0078125,   3.38953e+38]]
// numpy: pad(b16, [1, 1], [1, 1], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[1.5,   1.5,   -3,   256,   256],
// CHECK-NEXT{LITERAL}:  [1.5,   1.5,   -3,   256,   256],
// CHECK-NEXT{LITERAL}:  [0.0078125,   0.0078125,   3.38953e+38,   -1,   -1],
// CHECK-NEXT{LITERAL}:  [0.0078125,   0.0078125,   3.38953e+38,   -1,   -1]]
// numpy: pad(b16, [1, 0], [0, 1], 'constant', value=bf16(0.1))
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[0.100098,   0.100098,   0.100098,   0.100098],
// CHECK-NEXT{LITERAL}:  [1.5,   -3,   256,   0.100098],
// CHECK-NEXT{LITERAL}:  [0.0078125,   3.38953e+38,   -1,   0.100098]]
func.func @bf16(%x: tensor<2x3xbf16>) {
  %v = arith.constant 0.1 : bf16
  %r0 = pad.pad %x low[1, 2] high[0, -1] mode(reflect) : tensor<2x3xbf16> to tensor<3x4xbf16>
  %d0 = tensor.cast %r0 : tensor<3x4xbf16> to tensor<?x?xbf16>
  call @print_bf16(%d0) : (tensor<?x?xbf16>) -> ()
  %r1 = pad.pad %x low[1, 1] high[1, 1] mode(edge) : tensor<2x3xbf16> to tensor<4x5xbf16>
  %d1 = tensor.cast %r1 : tensor<4x5xbf16> to tensor<?x?xbf16>
  call @print_bf16(%d1) : (tensor<?x?xbf16>) -> ()
  %r2 = pad.pad %x low[1, 0] high[0, 1] value(%v) : tensor<2x3xbf16> to tensor<3x4xbf16>
  %d2 = tensor.cast %r2 : tensor<3x4xbf16> to tensor<?x?xbf16>
  call @print_bf16(%d2) : (tensor<?x?xbf16>) -> ()
  return
}

// f64: edge; constant 1e-05.
// numpy: pad(f64, [2, 1], [1, 2], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[0.1,   0.1,   -2.5e-300,   1e+300,   1e+300,   1e+300],
// CHECK-NEXT{LITERAL}:  [0.1,   0.1,   -2.5e-300,   1e+300,   1e+300,   1e+300],
// CHECK-NEXT{LITERAL}:  [0.1,   0.1,   -2.5e-300,   1e+300,   1e+300,   1e+300],
// CHECK-NEXT{LITERAL}:  [123457,   123457,   -0,   3,   3,   3],
// CHECK-NEXT{LITERAL}:  [123457,   123457,   -0,   3,   3,   3]]
// numpy: pad(f64, [1, 0], [0, 1], 'constant', value=1.0e-5)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[1e-05,   1e-05,   1e-05,   1e-05],
// CHECK-NEXT{LITERAL}:  [0.1,   -2.5e-300,   1e+300,   1e-05],
// CHECK-NEXT{LITERAL}:  [123457,   -0,   3,   1e-05]]
func.func @f64(%x: tensor<2x3xf64>) {
  %v = arith.constant 1.0e-5 : f64
  %r0 = pad.pad %x low[2, 1] high[1, 2] mode(edge) : tensor<2x3xf64> to tensor<5x6xf64>
  %d0 = tensor.cast %r0 : tensor<5x6xf64> to tensor<?x?xf64>
  call @print_f64(%d0) : (tensor<?x?xf64>) -> ()
  %r1 = pad.pad %x low[1, 0] high[0, 1] value(%v) : tensor<2x3xf64> to tensor<3x4xf64>
  %d1 = tensor.cast %r1 : tensor<3x4xf64> to tensor<?x?xf64>
  call @print_f64(%d1) : (tensor<?x?xf64>) -> ()
  return
}

// f32 special values, moved bit for bit: inf, -inf, NaN and -0 in the input
// (reflect); NaN and -0 as pad values (-0 is not a zero to drop).
// numpy: pad(f32s, [1, 1], [0, 1], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-0,   nan,   -0,   nan],
// CHECK-NEXT{LITERAL}:  [-inf,   inf,   -inf,   inf],
// CHECK-NEXT{LITERAL}:  [-0,   nan,   -0,   nan]]
// numpy: pad(f32s, [1, 0], [0, 1], 'constant', value=np.float32(np.nan))
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[nan,   nan,   nan],
// CHECK-NEXT{LITERAL}:  [inf,   -inf,   nan],
// CHECK-NEXT{LITERAL}:  [nan,   -0,   nan]]
// numpy: pad(f32s, [0, 1], [1, 0], 'constant', value=np.float32(-0.0), interior=[0, 1])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-0,   inf,   -0,   -inf],
// CHECK-NEXT{LITERAL}:  [-0,   nan,   -0,   -0],
// CHECK-NEXT{LITERAL}:  [-0,   -0,   -0,   -0]]
func.func @f32_special() {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %x = tensor.from_elements %inf, %ninf, %nan, %nz : tensor<2x2xf32>
  %r0 = pad.pad %x low[1, 1] high[0, 1] mode(reflect) : tensor<2x2xf32> to tensor<3x4xf32>
  %d0 = tensor.cast %r0 : tensor<3x4xf32> to tensor<?x?xf32>
  call @print_f32(%d0) : (tensor<?x?xf32>) -> ()
  %r1 = pad.pad %x low[1, 0] high[0, 1] value(%nan) : tensor<2x2xf32> to tensor<3x3xf32>
  %d1 = tensor.cast %r1 : tensor<3x3xf32> to tensor<?x?xf32>
  call @print_f32(%d1) : (tensor<?x?xf32>) -> ()
  %r2 = pad.pad %x low[0, 1] high[1, 0] interior[0, 1] value(%nz) : tensor<2x2xf32> to tensor<3x4xf32>
  %d2 = tensor.cast %r2 : tensor<3x4xf32> to tensor<?x?xf32>
  call @print_f32(%d2) : (tensor<?x?xf32>) -> ()
  return
}

// complex<f32>: symmetric; constant (0.5, -0.5).
// numpy: pad(c32, [1, -1], [0, 2], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[(3,4),   (5,6),   (5,6),   (3,4)],
// CHECK-NEXT{LITERAL}:  [(3,4),   (5,6),   (5,6),   (3,4)],
// CHECK-NEXT{LITERAL}:  [(-9,10),   (11,12),   (11,12),   (-9,10)]]
// numpy: pad(c32, [1, 0], [0, 1], 'constant', value=np.complex64(0.5-0.5j))
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[(0.5,-0.5),   (0.5,-0.5),   (0.5,-0.5),   (0.5,-0.5)],
// CHECK-NEXT{LITERAL}:  [(1,2),   (3,4),   (5,6),   (0.5,-0.5)],
// CHECK-NEXT{LITERAL}:  [(7,-8),   (-9,10),   (11,12),   (0.5,-0.5)]]
func.func @c32(%x: tensor<2x3xcomplex<f32>>) {
  %v = complex.constant [0.5 : f32, -0.5 : f32] : complex<f32>
  %r0 = pad.pad %x low[1, -1] high[0, 2] mode(symmetric)
      : tensor<2x3xcomplex<f32>> to tensor<3x4xcomplex<f32>>
  %d0 = tensor.cast %r0 : tensor<3x4xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  call @print_c32(%d0) : (tensor<?x?xcomplex<f32>>) -> ()
  %r1 = pad.pad %x low[1, 0] high[0, 1] value(%v)
      : tensor<2x3xcomplex<f32>> to tensor<3x4xcomplex<f32>>
  %d1 = tensor.cast %r1 : tensor<3x4xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  call @print_c32(%d1) : (tensor<?x?xcomplex<f32>>) -> ()
  return
}

func.func @main() {
  %i1 = arith.constant dense<[[true, false, true], [false, false, true]]> : tensor<2x3xi1>
  call @i1(%i1) : (tensor<2x3xi1>) -> ()
  %i8 = arith.constant dense<[[-128, 127, 0], [1, -1, 100]]> : tensor<2x3xi8>
  call @i8(%i8) : (tensor<2x3xi8>) -> ()
  %i16 = arith.constant dense<[[-32768, 32767, 0], [-1, 1, 12345]]> : tensor<2x3xi16>
  call @i16(%i16) : (tensor<2x3xi16>) -> ()
  %i64 = arith.constant dense<[[9223372036854775807, -9223372036854775808, 1099511627776],
                               [-1, 0, 4611686018427387904]]> : tensor<2x3xi64>
  call @i64(%i64) : (tensor<2x3xi64>) -> ()
  %ind = arith.constant dense<[[0, 1, 8589934592], [42, 7, 3]]> : tensor<2x3xindex>
  call @index(%ind) : (tensor<2x3xindex>) -> ()
  %f16 = arith.constant dense<[[0.5, -1.25, 65504.0], [-0.0, 0.0009765625, -65504.0]]> : tensor<2x3xf16>
  call @f16(%f16) : (tensor<2x3xf16>) -> ()
  %bf16 = arith.constant dense<[[1.5, -3.0, 256.0], [0.0078125, 3.3895313892515355e38, -1.0]]> : tensor<2x3xbf16>
  call @bf16(%bf16) : (tensor<2x3xbf16>) -> ()
  %f64 = arith.constant dense<[[0.1, -2.5e-300, 1.0e300], [123456.789, -0.0, 3.0]]> : tensor<2x3xf64>
  call @f64(%f64) : (tensor<2x3xf64>) -> ()
  call @f32_special() : () -> ()
  %c32 = arith.constant dense<[[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)],
                               [(7.0, -8.0), (-9.0, 10.0), (11.0, 12.0)]]> : tensor<2x3xcomplex<f32>>
  call @c32(%c32) : (tensor<2x3xcomplex<f32>>) -> ()
  return
}
