// RUN: pad-opt %s -split-input-file -verify-diagnostics

// One case per constraint G1..G8 of pad.pad_grad (docs/Semantics.md,
// "pad.pad_grad"), in the generic form where the custom form cannot express
// the error.

// G1: one low entry per axis of gx.
func.func @pad_grad_g1_low_count(%gy: tensor<4x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G1: expected 2 low entries (the rank of gx), got 1}}
  %0 = pad.pad_grad %gy low[1] high[0, 0] : tensor<4x4xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// G1: one high entry per axis of gx.
func.func @pad_grad_g1_high_count(%gy: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G1: expected 2 high entries (the rank of gx), got 3}}
  %0 = pad.pad_grad %gy low[0, 0] high[0, 0, 0] : tensor<3x4xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// G1: one interior entry per axis, when interior is present.
func.func @pad_grad_g1_interior_count(%gy: tensor<5x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G1: expected 2 interior entries (the rank of gx), got 1}}
  %0 = pad.pad_grad %gy low[0, 0] high[0, 0] interior[1] : tensor<5x4xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// G1: a dynamic marker in static_low without its operand.
func.func @pad_grad_g1_low_marker_without_operand(%gy: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G1: expected 1 dynamic low operands (one per dynamic entry of static_low), got 0}}
  %0 = "pad.pad_grad"(%gy) <{operandSegmentSizes = array<i32: 1, 0, 0>,
                              static_low = array<i64: -9223372036854775808, 0>,
                              static_high = array<i64: 0, 0>}>
         : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// G1: a high operand without its dynamic marker.
func.func @pad_grad_g1_high_operand_without_marker(%gy: tensor<?x4xf32>, %h: index) -> tensor<?x4xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G1: expected 0 dynamic high operands (one per dynamic entry of static_high), got 1}}
  %0 = "pad.pad_grad"(%gy, %h) <{operandSegmentSizes = array<i32: 1, 0, 1>,
                                  static_low = array<i64: 0, 0>,
                                  static_high = array<i64: 0, 0>}>
         : (tensor<?x4xf32>, index) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// G2: interior entries are non-negative.
func.func @pad_grad_g2_negative_interior(%gy: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G2: expected interior entries >= 0, got -1 on axis 1}}
  %0 = pad.pad_grad %gy low[0, 0] high[0, 0] interior[0, -1] : tensor<3x4xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// G3: interior padding needs mode constant.
func.func @pad_grad_g3_interior_needs_constant(%gy: tensor<5x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G3: interior padding needs mode constant, got mode edge with interior 1 on axis 0}}
  %0 = pad.pad_grad %gy low[0, 0] high[0, 0] interior[1, 0] mode(edge) : tensor<5x4xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// G4: value_grad needs mode constant.
func.func @pad_grad_g4_value_grad_needs_constant(%gy: tensor<5xf32>) -> (tensor<3xf32>, f32) {
  // expected-error @+1 {{'pad.pad_grad' op G4: value_grad is only allowed in mode constant, got mode reflect}}
  %0, %1 = pad.pad_grad %gy low[1] high[1] mode(reflect) value_grad : tensor<5xf32> to tensor<3xf32>, f32
  return %0, %1 : tensor<3xf32>, f32
}

// -----

// G4: value_grad without the second result.
func.func @pad_grad_g4_value_grad_without_gv(%gy: tensor<5xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G4: expected a second result gv with value_grad}}
  %0 = pad.pad_grad %gy low[1] high[1] value_grad : tensor<5xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// G4: a second result without value_grad.
func.func @pad_grad_g4_gv_without_value_grad(%gy: tensor<5xf32>) -> (tensor<3xf32>, f32) {
  // expected-error @+1 {{'pad.pad_grad' op G4: expected no second result without value_grad}}
  %0, %1 = pad.pad_grad %gy low[1] high[1] : tensor<5xf32> to tensor<3xf32>, f32
  return %0, %1 : tensor<3xf32>, f32
}

// -----

// G4: gv has the element type.
func.func @pad_grad_g4_gv_type(%gy: tensor<5xf32>) -> (tensor<3xf32>, f64) {
  // expected-error @+1 {{'pad.pad_grad' op G4: expected gv of type 'f32' (the element type of gy), got 'f64'}}
  %0, %1 = pad.pad_grad %gy low[1] high[1] value_grad : tensor<5xf32> to tensor<3xf32>, f64
  return %0, %1 : tensor<3xf32>, f64
}

// -----

// G5: a border mode cannot pad an empty axis.
func.func @pad_grad_g5_empty_axis(%gy: tensor<2x4xf32>) -> tensor<0x4xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G5: mode wrap needs a non-empty axis 0 of gx to pad it, got low 2 on an axis of size 0}}
  %0 = pad.pad_grad %gy low[2, 0] high[0, 0] mode(wrap) : tensor<2x4xf32> to tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}

// -----

// G6: gx has the element type of gy.
func.func @pad_grad_g6_element_type(%gy: tensor<5xf32>) -> tensor<3xf16> {
  // expected-error @+1 {{'pad.pad_grad' op G6: expected gx element type 'f32' (the element type of gy), got 'f16'}}
  %0 = pad.pad_grad %gy low[1] high[1] : tensor<5xf32> to tensor<3xf16>
  return %0 : tensor<3xf16>
}

// -----

// G6: gx has the rank of gy.
func.func @pad_grad_g6_rank(%gy: tensor<5xf32>) -> tensor<3x1xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G6: expected gx rank 1 (the rank of gy), got 2}}
  %0 = pad.pad_grad %gy low[1] high[1] : tensor<5xf32> to tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// -----

// G6: i1 has no sum.
func.func @pad_grad_g6_i1(%gy: tensor<5xi1>) -> tensor<3xi1> {
  // expected-error @+1 {{'pad.pad_grad' op G6: expected an element type other than i1, which has no sum}}
  %0 = pad.pad_grad %gy low[1] high[1] : tensor<5xi1> to tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

// G7: gy is what pad.pad infers from gx.
func.func @pad_grad_g7_gy_shape(%gy: tensor<6x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G7: expected gy dim 0 to be 5 (pad.pad of gx infers 'tensor<5x4xf32>'), got 6}}
  %0 = pad.pad_grad %gy low[1, 0] high[1, 0] mode(reflect) : tensor<6x4xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// G7: with interior padding.
func.func @pad_grad_g7_interior(%gy: tensor<7xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G7: expected gy dim 0 to be 5 (pad.pad of gx infers 'tensor<5xf32>'), got 7}}
  %0 = pad.pad_grad %gy low[0] high[0] interior[1] : tensor<7xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// G8: the shape of pad.pad of gx overflows int64.
func.func @pad_grad_g8_overflow(%gy: tensor<?xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G8: the shape of pad.pad of gx 'tensor<2xf32>' overflows int64}}
  %0 = pad.pad_grad %gy low[9223372036854775807] high[1] : tensor<?xf32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// G8: gx of more than INT64_MAX bytes.
func.func @pad_grad_g8_gx_bytes(%gy: tensor<?x?xf32>, %l: index) -> tensor<4611686018427387904x2xf32> {
  // expected-error @+1 {{'pad.pad_grad' op G8: gx 'tensor<4611686018427387904x2xf32>' has more than 9223372036854775807 bytes}}
  %0 = pad.pad_grad %gy low[%l, 0] high[0, 0] : tensor<?x?xf32> to tensor<4611686018427387904x2xf32>
  return %0 : tensor<4611686018427387904x2xf32>
}

// -----

// A gy segment of two operands (generic form).
func.func @pad_grad_two_gy(%gy: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'pad.pad_grad' op expected 1 gy operand, got 2}}
  %0 = "pad.pad_grad"(%gy, %gy) <{operandSegmentSizes = array<i32: 2, 0, 0>,
                                   static_low = array<i64: 0>,
                                   static_high = array<i64: 0>}>
         : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// A parse error: an unknown mode.
func.func @pad_grad_unknown_mode(%gy: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{expected a pad mode (constant, edge, reflect, symmetric or wrap), got 'mirror'}}
  %0 = pad.pad_grad %gy low[0] high[0] mode(mirror) : tensor<3xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}
