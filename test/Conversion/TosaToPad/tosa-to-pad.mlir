// RUN: pad-opt %s -split-input-file --convert-tosa-pad-to-pad | FileCheck %s
// RUN: pad-opt %s -split-input-file --convert-tosa-pad-to-pad=emit-remarks -verify-diagnostics > /dev/null

// docs/Integration.md: every tosa.pad whose padding is a tosa.const_shape becomes a
// constant-mode pad.pad with its pad_const. TOSA's padding is
// [low0, high0, low1, high1, ...].

// CHECK-LABEL: func.func @f32_constant(
// CHECK-SAME:    %[[X:.*]]: tensor<1x2xf32>)
// CHECK:         %[[V:.*]] = arith.constant 3.140000e+00 : f32
// CHECK-NEXT:    %[[P:.*]] = pad.pad %[[X]] low[1, 3] high[2, 4] value(%[[V]]) : tensor<1x2xf32> to tensor<4x9xf32>
// CHECK-NEXT:    return %[[P]]
func.func @f32_constant(%x: tensor<1x2xf32>) -> tensor<4x9xf32> {
  %pad_const = "tosa.const"() {values = dense<3.14> : tensor<1xf32>} : () -> tensor<1xf32>
  %padding = tosa.const_shape {values = dense<[1, 2, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.pad %x, %padding, %pad_const : (tensor<1x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x9xf32>
  return %r : tensor<4x9xf32>
}

// -----

// A zero pad_const is pad.pad's default: no value.
// CHECK-LABEL: func.func @zero_dropped(
// CHECK-SAME:    %[[X:.*]]: tensor<1x8x8x3xf32>)
// CHECK-NOT:     arith.constant
// CHECK:         %[[P:.*]] = pad.pad %[[X]] low[0, 1, 1, 0] high[0, 1, 1, 0] : tensor<1x8x8x3xf32> to tensor<1x10x10x3xf32>
// CHECK-NEXT:    return %[[P]]
func.func @zero_dropped(%x: tensor<1x8x8x3xf32>) -> tensor<1x10x10x3xf32> {
  %pad_const = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %padding = tosa.const_shape {values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %r = tosa.pad %x, %padding, %pad_const : (tensor<1x8x8x3xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x10x10x3xf32>
  return %r : tensor<1x10x10x3xf32>
}

// -----

// -0.0 is not the default +0.0: kept.
// CHECK-LABEL: func.func @negative_zero_kept(
// CHECK:         %[[V:.*]] = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:    pad.pad %{{.*}} low[2] high[0] value(%[[V]]) : tensor<3xf16> to tensor<5xf16>
func.func @negative_zero_kept(%x: tensor<3xf16>) -> tensor<5xf16> {
  %pad_const = "tosa.const"() {values = dense<-0.0> : tensor<1xf16>} : () -> tensor<1xf16>
  %padding = tosa.const_shape {values = dense<[2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.pad %x, %padding, %pad_const : (tensor<3xf16>, !tosa.shape<2>, tensor<1xf16>) -> tensor<5xf16>
  return %r : tensor<5xf16>
}

// -----

// Integer inputs: since TOSA 1.0 pad_const already includes the zero point of
// a quantized input (here -128), so it is taken as is.
// CHECK-LABEL: func.func @i8_zero_point(
// CHECK:         %[[V:.*]] = arith.constant -128 : i8
// CHECK-NEXT:    pad.pad %{{.*}} low[0, 1] high[0, 1] value(%[[V]]) : tensor<2x2xi8> to tensor<2x4xi8>
func.func @i8_zero_point(%x: tensor<2x2xi8>) -> tensor<2x4xi8> {
  %pad_const = "tosa.const"() {values = dense<-128> : tensor<1xi8>} : () -> tensor<1xi8>
  %padding = tosa.const_shape {values = dense<[0, 0, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.pad %x, %padding, %pad_const : (tensor<2x2xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<2x4xi8>
  return %r : tensor<2x4xi8>
}

// -----

// The other TOSA element types pad.pad accepts.
// CHECK-LABEL: func.func @element_types(
// CHECK:         %[[B:.*]] = arith.constant true
// CHECK-NEXT:    pad.pad %{{.*}} low[1] high[0] value(%[[B]]) : tensor<2xi1> to tensor<3xi1>
// CHECK:         %[[I16:.*]] = arith.constant 7 : i16
// CHECK-NEXT:    pad.pad %{{.*}} low[1] high[0] value(%[[I16]]) : tensor<2xi16> to tensor<3xi16>
// CHECK:         %[[I32:.*]] = arith.constant -7 : i32
// CHECK-NEXT:    pad.pad %{{.*}} low[1] high[0] value(%[[I32]]) : tensor<2xi32> to tensor<3xi32>
// CHECK:         %[[I48:.*]] = arith.constant 9 : i48
// CHECK-NEXT:    pad.pad %{{.*}} low[1] high[0] value(%[[I48]]) : tensor<2xi48> to tensor<3xi48>
// CHECK:         %[[BF:.*]] = arith.constant 1.500000e+00 : bf16
// CHECK-NEXT:    pad.pad %{{.*}} low[1] high[0] value(%[[BF]]) : tensor<2xbf16> to tensor<3xbf16>
// CHECK:         %[[F8:.*]] = arith.constant 2.000000e+00 : f8E4M3FN
// CHECK-NEXT:    pad.pad %{{.*}} low[1] high[0] value(%[[F8]]) : tensor<2xf8E4M3FN> to tensor<3xf8E4M3FN>
// CHECK:         %[[F85:.*]] = arith.constant -3.000000e+00 : f8E5M2
// CHECK-NEXT:    pad.pad %{{.*}} low[1] high[0] value(%[[F85]]) : tensor<2xf8E5M2> to tensor<3xf8E5M2>
func.func @element_types(%b: tensor<2xi1>, %i16: tensor<2xi16>, %i32: tensor<2xi32>,
                         %i48: tensor<2xi48>, %bf: tensor<2xbf16>, %f8: tensor<2xf8E4M3FN>,
                         %f85: tensor<2xf8E5M2>)
    -> (tensor<3xi1>, tensor<3xi16>, tensor<3xi32>, tensor<3xi48>, tensor<3xbf16>, tensor<3xf8E4M3FN>,
        tensor<3xf8E5M2>) {
  %padding = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %cb = "tosa.const"() {values = dense<true> : tensor<1xi1>} : () -> tensor<1xi1>
  %rb = tosa.pad %b, %padding, %cb : (tensor<2xi1>, !tosa.shape<2>, tensor<1xi1>) -> tensor<3xi1>
  %c16 = "tosa.const"() {values = dense<7> : tensor<1xi16>} : () -> tensor<1xi16>
  %r16 = tosa.pad %i16, %padding, %c16 : (tensor<2xi16>, !tosa.shape<2>, tensor<1xi16>) -> tensor<3xi16>
  %c32 = "tosa.const"() {values = dense<-7> : tensor<1xi32>} : () -> tensor<1xi32>
  %r32 = tosa.pad %i32, %padding, %c32 : (tensor<2xi32>, !tosa.shape<2>, tensor<1xi32>) -> tensor<3xi32>
  %c48 = "tosa.const"() {values = dense<9> : tensor<1xi48>} : () -> tensor<1xi48>
  %r48 = tosa.pad %i48, %padding, %c48 : (tensor<2xi48>, !tosa.shape<2>, tensor<1xi48>) -> tensor<3xi48>
  %cbf = "tosa.const"() {values = dense<1.5> : tensor<1xbf16>} : () -> tensor<1xbf16>
  %rbf = tosa.pad %bf, %padding, %cbf : (tensor<2xbf16>, !tosa.shape<2>, tensor<1xbf16>) -> tensor<3xbf16>
  %cf8 = "tosa.const"() {values = dense<2.0> : tensor<1xf8E4M3FN>} : () -> tensor<1xf8E4M3FN>
  %rf8 = tosa.pad %f8, %padding, %cf8 : (tensor<2xf8E4M3FN>, !tosa.shape<2>, tensor<1xf8E4M3FN>) -> tensor<3xf8E4M3FN>
  %cf85 = "tosa.const"() {values = dense<-3.0> : tensor<1xf8E5M2>} : () -> tensor<1xf8E5M2>
  %rf85 = tosa.pad %f85, %padding, %cf85 : (tensor<2xf8E5M2>, !tosa.shape<2>, tensor<1xf8E5M2>) -> tensor<3xf8E5M2>
  return %rb, %r16, %r32, %r48, %rbf, %rf8, %rf85 : tensor<3xi1>, tensor<3xi16>, tensor<3xi32>, tensor<3xi48>, tensor<3xbf16>, tensor<3xf8E4M3FN>, tensor<3xf8E5M2>
}

// -----

// A pad_const that is not a constant is read with tensor.extract.
// CHECK-LABEL: func.func @runtime_pad_const(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf32>, %[[C:.*]]: tensor<1xf32>)
// CHECK:         %[[I:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[V:.*]] = tensor.extract %[[C]][%[[I]]] : tensor<1xf32>
// CHECK-NEXT:    pad.pad %[[X]] low[0, 0] high[1, 2] value(%[[V]]) : tensor<2x3xf32> to tensor<3x5xf32>
func.func @runtime_pad_const(%x: tensor<2x3xf32>, %c: tensor<1xf32>) -> tensor<3x5xf32> {
  %padding = tosa.const_shape {values = dense<[0, 1, 0, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.pad %x, %padding, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

// A dynamic input dim, and declared result types less static than pad.pad's:
// a tensor.cast keeps the users' types.
// CHECK-LABEL: func.func @result_types(
// CHECK-SAME:    %[[X:.*]]: tensor<?x2xi32>)
// CHECK:         %[[P:.*]] = pad.pad %[[X]] low[1, 0] high[1, 3] : tensor<?x2xi32> to tensor<?x5xi32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[P]] : tensor<?x5xi32> to tensor<?x?xi32>
// CHECK:         %[[P2:.*]] = pad.pad %[[X]] low[1, 0] high[1, 3] : tensor<?x2xi32> to tensor<?x5xi32>
// CHECK-NEXT:    %[[C2:.*]] = tensor.cast %[[P2]] : tensor<?x5xi32> to tensor<*xi32>
// CHECK-NEXT:    return %[[C]], %[[C2]]
func.func @result_types(%x: tensor<?x2xi32>) -> (tensor<?x?xi32>, tensor<*xi32>) {
  %pad_const = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %padding = tosa.const_shape {values = dense<[1, 1, 0, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.pad %x, %padding, %pad_const : (tensor<?x2xi32>, !tosa.shape<4>, tensor<1xi32>) -> tensor<?x?xi32>
  %u = tosa.pad %x, %padding, %pad_const : (tensor<?x2xi32>, !tosa.shape<4>, tensor<1xi32>) -> tensor<*xi32>
  return %r, %u : tensor<?x?xi32>, tensor<*xi32>
}

// -----

// Left alone: -1 marks a dynamic amount.
// CHECK-LABEL: func.func @dynamic_padding(
// CHECK:         tosa.pad
// CHECK-NOT:     pad.pad
func.func @dynamic_padding(%x: tensor<3x2xf32>) -> tensor<?x9xf32> {
  %pad_const = "tosa.const"() {values = dense<3.14> : tensor<1xf32>} : () -> tensor<1xf32>
  %padding = tosa.const_shape {values = dense<[-1, 2, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  // expected-remark @+1 {{tosa.pad left as is: negative padding entry (-1 marks a dynamic amount)}}
  %r = tosa.pad %x, %padding, %pad_const : (tensor<3x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x9xf32>
  return %r : tensor<?x9xf32>
}

// -----

// Left alone: unranked input.
// CHECK-LABEL: func.func @unranked(
// CHECK:         tosa.pad
// CHECK-NOT:     pad.pad
func.func @unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %pad_const = "tosa.const"() {values = dense<1.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %padding = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-remark @+1 {{tosa.pad left as is: unranked input}}
  %r = tosa.pad %x, %padding, %pad_const : (tensor<*xf32>, !tosa.shape<2>, tensor<1xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// Left alone: quantized element types (pad.pad pads storage types).
// CHECK-LABEL: func.func @quantized(
// CHECK:         tosa.pad
// CHECK-NOT:     pad.pad
func.func @quantized(%x: tensor<2x!quant.uniform<i8:f32, 0.5:-3>>, %c: tensor<1x!quant.uniform<i8:f32, 0.5:-3>>)
    -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>> {
  %padding = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-remark @+1 {{tosa.pad left as is: element type not accepted by pad.pad (quantized types: lower them to their storage type first)}}
  %r = tosa.pad %x, %padding, %c : (tensor<2x!quant.uniform<i8:f32, 0.5:-3>>, !tosa.shape<2>, tensor<1x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
  return %r : tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
}
