// RUN: pad-opt %s -split-input-file -verify-diagnostics

// One case per constraint C1..C11 of docs/Semantics.md (the generic form where
// the custom form cannot express the error), then parse errors. Generic forms
// that are malformed beyond the constraints are in invalid-generic.mlir.

// C1: one low entry per source dim.
func.func @pad_c1_low_count(%src: tensor<3x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 2 low entries (the source rank), got 1}}
  %0 = pad.pad %src low[1] high[0, 0] : tensor<3x4xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// C1: one high entry per source dim.
func.func @pad_c1_high_count(%src: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 2 high entries (the source rank), got 3}}
  %0 = pad.pad %src low[0, 0] high[0, 0, 0] : tensor<3x4xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// C1: one interior entry per source dim, when interior is present.
func.func @pad_c1_interior_count(%src: tensor<3x4xf32>) -> tensor<5x4xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 2 interior entries (the source rank), got 1}}
  %0 = pad.pad %src low[0, 0] high[0, 0] interior[1] : tensor<3x4xf32> to tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

// C1: an empty interior list is not an absent one.
func.func @pad_c1_interior_empty(%src: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 2 interior entries (the source rank), got 0}}
  %0 = pad.pad %src low[0, 0] high[0, 0] interior[] : tensor<3x4xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// C1: a dynamic marker in static_low without its operand.
func.func @pad_c1_low_marker_without_operand(%src: tensor<3x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 1 dynamic low operands (one per dynamic entry of static_low), got 0}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>,
                         static_low = array<i64: -9223372036854775808, 0>,
                         static_high = array<i64: 0, 0>}>
         : (tensor<3x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// C1: a low operand without its dynamic marker.
func.func @pad_c1_low_operand_without_marker(%src: tensor<3x4xf32>, %l: index) -> tensor<3x4xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 0 dynamic low operands (one per dynamic entry of static_low), got 1}}
  %0 = "pad.pad"(%src, %l) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>,
                             static_low = array<i64: 0, 0>,
                             static_high = array<i64: 0, 0>}>
         : (tensor<3x4xf32>, index) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// C1: dynamic markers in static_high without their operands.
func.func @pad_c1_high_markers_without_operands(%src: tensor<3x4xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 2 dynamic high operands (one per dynamic entry of static_high), got 0}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>,
                         static_low = array<i64: 0, 0>,
                         static_high = array<i64: -9223372036854775808, -9223372036854775808>}>
         : (tensor<3x4xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// C1: more high operands than dynamic markers.
func.func @pad_c1_high_operands_without_markers(%src: tensor<3x4xf32>, %h: index) -> tensor<3x?xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 1 dynamic high operands (one per dynamic entry of static_high), got 2}}
  %0 = "pad.pad"(%src, %h, %h) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>,
                                 static_low = array<i64: 0, 0>,
                                 static_high = array<i64: 0, -9223372036854775808>}>
         : (tensor<3x4xf32>, index, index) -> tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}

// -----

// C1: the literal of the dynamic marker is not a static amount.
func.func @pad_c1_literal_marker(%src: tensor<3x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 1 dynamic low operands (one per dynamic entry of static_low), got 0}}
  %0 = pad.pad %src low[-9223372036854775808, 0] high[0, 0] : tensor<3x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @pad_c2_interior_negative(%src: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'pad.pad' op C2: expected interior entries >= 0, got -1 on axis 1}}
  %0 = pad.pad %src low[0, 0] high[0, 0] interior[0, -1] : tensor<3x4xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @pad_c3_interior_needs_constant(%src: tensor<3x4xf32>) -> tensor<5x4xf32> {
  // expected-error @+1 {{'pad.pad' op C3: interior padding needs mode constant, got mode edge with interior 1 on axis 0}}
  %0 = pad.pad %src low[0, 0] high[0, 0] interior[1, 0] mode(edge) : tensor<3x4xf32> to tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

func.func @pad_c4_value_needs_constant(%src: tensor<3x4xf32>, %v: f32) -> tensor<5x4xf32> {
  // expected-error @+1 {{'pad.pad' op C4: a pad value is only allowed in mode constant, got mode wrap}}
  %0 = pad.pad %src low[1, 0] high[1, 0] mode(wrap) value(%v) : tensor<3x4xf32> to tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

// C5 in the generic form; the custom form implies the type (see the parse
// error below).
func.func @pad_c5_value_type(%src: tensor<3x4xf32>, %v: f64) -> tensor<5x4xf32> {
  // expected-error @+1 {{'pad.pad' op failed to verify that C5: `value` has the element type of `source`: expected 'f32', got 'f64'}}
  %0 = "pad.pad"(%src, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>,
                             static_low = array<i64: 1, 0>,
                             static_high = array<i64: 1, 0>}>
         : (tensor<3x4xf32>, f64) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

func.func @pad_c8_edge_empty_axis(%src: tensor<0x4xf32>) -> tensor<1x4xf32> {
  // expected-error @+1 {{'pad.pad' op C8: mode edge needs a non-empty axis 0 to pad it, got low 1 on an axis of size 0}}
  %0 = pad.pad %src low[1, 0] high[0, 0] mode(edge) : tensor<0x4xf32> to tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

func.func @pad_c8_reflect_empty_axis(%src: tensor<3x0xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'pad.pad' op C8: mode reflect needs a non-empty axis 1 to pad it, got high 2 on an axis of size 0}}
  %0 = pad.pad %src low[0, 0] high[0, 2] mode(reflect) : tensor<3x0xf32> to tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @pad_c8_symmetric_empty_axis(%src: tensor<0xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{'pad.pad' op C8: mode symmetric needs a non-empty axis 0 to pad it, got low 2 on an axis of size 0}}
  %0 = pad.pad %src low[2] high[-1] mode(symmetric) : tensor<0xf32> to tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @pad_c8_wrap_empty_axis(%src: tensor<0xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{'pad.pad' op C8: mode wrap needs a non-empty axis 0 to pad it, got high 1 on an axis of size 0}}
  %0 = pad.pad %src low[0] high[1] mode(wrap) : tensor<0xf32> to tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @pad_c9_element_type(%src: tensor<3x4xf32>) -> tensor<5x8xf16> {
  // expected-error @+1 {{'pad.pad' op C9: expected result element type 'f32' (the source element type), got 'f16'}}
  %0 = pad.pad %src low[0, 1] high[2, 3] : tensor<3x4xf32> to tensor<5x8xf16>
  return %0 : tensor<5x8xf16>
}

// -----

func.func @pad_c9_rank(%src: tensor<3x4xf32>) -> tensor<5x8x1xf32> {
  // expected-error @+1 {{'pad.pad' op C9: expected result rank 2 (the source rank), got 3}}
  %0 = pad.pad %src low[0, 1] high[2, 3] : tensor<3x4xf32> to tensor<5x8x1xf32>
  return %0 : tensor<5x8x1xf32>
}

// -----

func.func @pad_c10_static_dim_mismatch(%src: tensor<3x4xf32>) -> tensor<5x9xf32> {
  // expected-error @+1 {{'pad.pad' op C10: expected result dim 1 to be 8 (inferred 'tensor<5x8xf32>'), got 9}}
  %0 = pad.pad %src low[0, 1] high[2, 3] : tensor<3x4xf32> to tensor<5x9xf32>
  return %0 : tensor<5x9xf32>
}

// -----

func.func @pad_c10_inferred_static_dim_is_dynamic(%src: tensor<3x4xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{'pad.pad' op C10: expected result dim 0 to be 5 (inferred 'tensor<5x8xf32>'), got dynamic}}
  %0 = pad.pad %src low[0, 1] high[2, 3] : tensor<3x4xf32> to tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

func.func @pad_c10_crop_below_zero(%src: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'pad.pad' op C10: expected result dim 0 to be 0 (inferred 'tensor<0x4xf32>'), got 3}}
  %0 = pad.pad %src low[-2, 0] high[-2, 0] : tensor<3x4xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @pad_c11_amounts_overflow(%src: tensor<3x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'pad.pad' op C11: the size of axis 0 (low 9223372036854775807, size 3, interior 0, high 0) overflows int64}}
  %0 = pad.pad %src low[9223372036854775807, 0] high[0, 0] : tensor<3x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @pad_c11_interior_overflow(%src: tensor<3x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'pad.pad' op C11: the size of axis 0 (low 0, size 3, interior 4611686018427387904, high 0) overflows int64}}
  %0 = pad.pad %src low[0, 0] high[0, 0] interior[4611686018427387904, 0] : tensor<3x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// r + 1 overflows whatever the size of the axis.
func.func @pad_c11_interior_max(%src: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'pad.pad' op C11: interior amount 9223372036854775807 on axis 0 overflows int64}}
  %0 = pad.pad %src low[0, 0] high[0, 0] interior[9223372036854775807, 0] : tensor<?x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// low + high overflows whatever the size of the axis.
func.func @pad_c11_dynamic_dim_amounts_overflow(%src: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'pad.pad' op C11: the size of axis 0 (low 4611686018427387904, dynamic size, interior 0, high 4611686018427387904) overflows int64}}
  %0 = pad.pad %src low[4611686018427387904, 0] high[4611686018427387904, 0] : tensor<?x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// Negative amounts whose sum is below int64 are rejected too.
func.func @pad_c11_negative_overflow(%src: tensor<3x4xf32>) -> tensor<0x4xf32> {
  // expected-error @+1 {{'pad.pad' op C11: the size of axis 0 (low -9223372036854775807, size 3, interior 0, high -9223372036854775807) overflows int64}}
  %0 = pad.pad %src low[-9223372036854775807, 0] high[-9223372036854775807, 0] : tensor<3x4xf32> to tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Parse errors of the custom form.
//===----------------------------------------------------------------------===//

func.func @parse_unknown_mode(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{custom op 'pad.pad' expected a pad mode (constant, edge, reflect, symmetric or wrap), got 'mirror'}}
  %0 = pad.pad %src low[0, 1] high[2, 3] mode(mirror) : tensor<3x4xf32> to tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @parse_mode_not_a_keyword(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{custom op 'pad.pad' expected valid keyword}}
  %0 = pad.pad %src low[0, 1] high[2, 3] mode(2) : tensor<3x4xf32> to tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @parse_low_integer_too_large(%src: tensor<3x4xf32>) -> tensor<?x8xf32> {
  // expected-error @+2 {{custom op 'pad.pad' integer value too large}}
  // expected-error @+1 {{custom op 'pad.pad' expected SSA value or integer}}
  %0 = pad.pad %src low[9223372036854775808, 1] high[2, 3] : tensor<3x4xf32> to tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

func.func @parse_interior_integer_too_large(%src: tensor<3x4xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{custom op 'pad.pad' integer value too large}}
  %0 = pad.pad %src low[0, 1] high[2, 3] interior[18446744073709551616, 0] : tensor<3x4xf32> to tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// The type of the pad value is the element type of the source.
// expected-note @+1 {{prior use here}}
func.func @parse_value_wrong_type(%src: tensor<3x4xf32>, %v: i32) -> tensor<5x8xf32> {
  // expected-error @+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'i32'}}
  %0 = pad.pad %src low[0, 1] high[2, 3] value(%v) : tensor<3x4xf32> to tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// Dynamic amounts are `index` values.
// expected-note @+1 {{prior use here}}
func.func @parse_amount_wrong_type(%src: tensor<3x4xf32>, %l: i64) -> tensor<?x8xf32> {
  // expected-error @+1 {{use of value '%l' expects different type than prior uses: 'index' vs 'i64'}}
  %0 = pad.pad %src low[%l, 1] high[2, 3] : tensor<3x4xf32> to tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// The parts come in a fixed order: interior, mode, value.
func.func @parse_mode_before_interior(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{expected ':'}}
  %0 = pad.pad %src low[0, 1] high[2, 3] mode(constant) interior[1, 0] : tensor<3x4xf32> to tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @parse_source_not_a_tensor(%src: memref<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{custom op 'pad.pad' invalid kind of type specified: expected builtin.tensor, but found 'memref<3x4xf32>'}}
  %0 = pad.pad %src low[0, 1] high[2, 3] : memref<3x4xf32> to tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// The custom form parses any ranked tensor type; the verifier checks the
// element type.
func.func @parse_vector_element_type(%src: tensor<3xvector<4xf32>>) -> tensor<5xvector<4xf32>> {
  // expected-error @+1 {{'pad.pad' op operand #0 must be ranked tensor of integer or index or floating-point or complex-type values, but got 'tensor<3xvector<4xf32>>'}}
  %0 = pad.pad %src low[1] high[1] : tensor<3xvector<4xf32>> to tensor<5xvector<4xf32>>
  return %0 : tensor<5xvector<4xf32>>
}

// -----

func.func @assert_values_per_hole(%ok: i1, %v: index) {
  // expected-error @+1 {{'pad.assert' op expected one value per {} of the message (2), got 1}}
  pad.assert %ok, "has {} needs {}"(%v)
  return
}

// -----

func.func @assert_index_values(%ok: i1, %v: i32) {
  // expected-error @+1 {{'pad.assert' op operand #1 must be variadic of index, but got 'i32'}}
  "pad.assert"(%ok, %v) <{msg = "has {}"}> : (i1, i32) -> ()
  return
}
