// RUN: pad-opt %s -split-input-file -verify-diagnostics

// Malformed generic forms of pad.pad: each must be an error, never a crash.
// Structure first (operand segments, properties, types), then the constraints
// whose values only the generic form can hold.

//===----------------------------------------------------------------------===//
// operandSegmentSizes: [source, low, high, value].
//===----------------------------------------------------------------------===//

func.func @segments_wrong_length(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{for op pad.pad: size mismatch in attribute conversion: 3 vs 4}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @segments_wrong_sum(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @segments_missing(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "pad.pad"(%src) <{static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @segments_negative(%src: tensor<3x4xf32>, %i: index) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op 'operandSegmentSizes' attribute cannot have negative elements}}
  %0 = "pad.pad"(%src, %i) <{operandSegmentSizes = array<i32: 1, 2, -1, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>, index) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @segments_two_sources(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op expected 1 source operand, got 2}}
  %0 = "pad.pad"(%src, %src) <{operandSegmentSizes = array<i32: 2, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// C5 reads the source: an ODS type-matching trait did before any check of
// the segment sizes, and took the pad value for the source (a failed
// llvm::cast, undefined behaviour without assertions). The verifier checks the
// count first.
func.func @segments_no_source_with_value(%v: f32) -> tensor<f32> {
  // expected-error @+1 {{'pad.pad' op expected 1 source operand, got 0}}
  %0 = "pad.pad"(%v) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, static_low = array<i64>, static_high = array<i64>}> : (f32) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// The low amount would be read as the source by the C1 checks.
func.func @segments_no_source_with_amount(%l: index) -> tensor<?x8xf32> {
  // expected-error @+1 {{'pad.pad' op expected 1 source operand, got 0}}
  %0 = "pad.pad"(%l) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, static_low = array<i64: -9223372036854775808, 1>, static_high = array<i64: 2, 3>}> : (index) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// The same in the attribute-dictionary form of the generic syntax.
func.func @segments_no_source_with_value_attr_dict(%v: f32) -> tensor<f32> {
  // expected-error @+1 {{'pad.pad' op expected 1 source operand, got 0}}
  %0 = "pad.pad"(%v) {operandSegmentSizes = array<i32: 0, 0, 0, 1>, static_low = array<i64>, static_high = array<i64>} : (f32) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A tensor in the value segment: its type is checked before the count.
func.func @segments_no_source_tensor_value(%t: tensor<3xf32>) -> tensor<f32> {
  // expected-error @+1 {{'pad.pad' op operand #0 must be integer or index or floating-point or complex-type, but got 'tensor<3xf32>'}}
  %0 = "pad.pad"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, static_low = array<i64>, static_high = array<i64>}> : (tensor<3xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @segments_no_source_with_amount_and_value(%l: index, %v: f32) -> tensor<?xf32> {
  // expected-error @+1 {{'pad.pad' op expected 1 source operand, got 0}}
  %0 = "pad.pad"(%l, %v) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, static_low = array<i64: -9223372036854775808>, static_high = array<i64: 0>}> : (index, f32) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Two sources and a pad value of the wrong type: the count comes first.
func.func @segments_two_sources_with_value(%src: tensor<3x4xi8>, %v: i32) -> tensor<5x8xi8> {
  // expected-error @+1 {{'pad.pad' op expected 1 source operand, got 2}}
  %0 = "pad.pad"(%src, %src, %v) <{operandSegmentSizes = array<i32: 2, 0, 0, 1>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xi8>, tensor<3x4xi8>, i32) -> tensor<5x8xi8>
  return %0 : tensor<5x8xi8>
}

// -----

// The segments say source then value, the operands come the other way round.
func.func @segments_value_before_source(%src: tensor<3x4xf32>, %v: f32) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op operand #0 must be ranked tensor of integer or index or floating-point or complex-type values, but got 'f32'}}
  %0 = "pad.pad"(%v, %src) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (f32, tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @segments_five_entries(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{for op pad.pad: size mismatch in attribute conversion: 5 vs 4}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @segments_i64(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{for op pad.pad: expected DenseI32ArrayAttr for key `value`}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i64: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @segments_array_attr(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{for op pad.pad: expected DenseI32ArrayAttr for key `value`}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = [1, 0, 0, 0], static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @no_operands_attr_dict() -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op expected 1 or more operands, but found 0}}
  %0 = "pad.pad"() {static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>} : () -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @no_operands_no_attributes() -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op expected 1 or more operands, but found 0}}
  %0 = "pad.pad"() : () -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @segments_no_operands() -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op expected 1 or more operands, but found 0}}
  %0 = "pad.pad"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : () -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @segments_two_values(%src: tensor<3x4xf32>, %v: f32) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op operand group starting at #1 requires 0 or 1 element, but found 2}}
  %0 = "pad.pad"(%src, %v, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 2>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>, f32, f32) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

//===----------------------------------------------------------------------===//
// static_low / static_high and their dynamic markers.
//===----------------------------------------------------------------------===//

func.func @missing_static_low(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op requires attribute 'static_low'}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @missing_static_low_with_value(%src: tensor<3x4xf32>, %v: f32) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op requires attribute 'static_low'}}
  %0 = "pad.pad"(%src, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>, f32) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @missing_static_high(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op requires attribute 'static_high'}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @static_low_array_attr(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{for op pad.pad: Invalid attribute `static_low` in property conversion: [0, 1]}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = [0, 1], static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @static_high_i32(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{for op pad.pad: Invalid attribute `static_high` in property conversion: array<i32: 2, 3>}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i32: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @markers_without_operands(%src: tensor<3x4xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 2 dynamic low operands (one per dynamic entry of static_low), got 0}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: -9223372036854775808, -9223372036854775808>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @operands_without_markers(%src: tensor<3x4xf32>, %h: index) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 0 dynamic high operands (one per dynamic entry of static_high), got 1}}
  %0 = "pad.pad"(%src, %h) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>, index) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// A low operand filed under high: the markers count per side.
func.func @operand_on_the_wrong_side(%src: tensor<3x4xf32>, %l: index) -> tensor<?x8xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 1 dynamic low operands (one per dynamic entry of static_low), got 0}}
  %0 = "pad.pad"(%src, %l) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_low = array<i64: -9223372036854775808, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>, index) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// Markers and operands agree, the count of entries does not.
func.func @marker_count_ok_rank_wrong(%src: tensor<3x4xf32>, %l: index) -> tensor<?x8xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 2 low entries (the source rank), got 1}}
  %0 = "pad.pad"(%src, %l) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_low = array<i64: -9223372036854775808>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>, index) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

func.func @amount_operand_not_index(%src: tensor<3x4xf32>, %l: i64) -> tensor<?x8xf32> {
  // expected-error @+1 {{'pad.pad' op operand #1 must be variadic of index, but got 'i64'}}
  %0 = "pad.pad"(%src, %l) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_low = array<i64: -9223372036854775808, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>, i64) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

func.func @amount_literal_out_of_range(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{integer constant out of range}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 18446744073709551616, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// The parser of `array<i64: ...>` reads 2^63 as its 64-bit pattern, which is
// the dynamic marker.
func.func @amount_literal_two_to_the_63(%src: tensor<3x4xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 1 dynamic high operands (one per dynamic entry of static_high), got 0}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 9223372036854775808, 3>}> : (tensor<3x4xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

func.func @amounts_int64_max(%src: tensor<3x4xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{'pad.pad' op C11: the size of axis 0 (low 9223372036854775807, size 3, interior 0, high 9223372036854775807) overflows int64}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 9223372036854775807, 1>, static_high = array<i64: 9223372036854775807, 3>}> : (tensor<3x4xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

func.func @amounts_int64_max_dynamic_dim(%src: tensor<?x4xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{'pad.pad' op C11: the size of axis 0 (low 9223372036854775807, dynamic size, interior 0, high 9223372036854775807) overflows int64}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 9223372036854775807, 1>, static_high = array<i64: 9223372036854775807, 3>}> : (tensor<?x4xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

func.func @dims_plus_amount_overflow(%src: tensor<3x4xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{'pad.pad' op C11: the size of axis 0 (low 0, size 3, interior 0, high 9223372036854775806) overflows int64}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 9223372036854775806, 3>}> : (tensor<3x4xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

func.func @amounts_int64_min_plus_one(%src: tensor<3x4xf32>) -> tensor<0x8xf32> {
  // expected-error @+1 {{'pad.pad' op C11: the size of axis 0 (low -9223372036854775807, size 3, interior 0, high -9223372036854775807) overflows int64}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: -9223372036854775807, 1>, static_high = array<i64: -9223372036854775807, 3>}> : (tensor<3x4xf32>) -> tensor<0x8xf32>
  return %0 : tensor<0x8xf32>
}

// -----

//===----------------------------------------------------------------------===//
// interior.
//===----------------------------------------------------------------------===//

func.func @interior_negative(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op C2: expected interior entries >= 0, got -1 on axis 0}}
  %0 = "pad.pad"(%src) <{interior = array<i64: -1, 0>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// The dynamic marker is no interior entry.
func.func @interior_int64_min(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op C2: expected interior entries >= 0, got -9223372036854775808 on axis 1}}
  %0 = "pad.pad"(%src) <{interior = array<i64: 0, -9223372036854775808>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @interior_int64_max(%src: tensor<3x4xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{'pad.pad' op C11: interior amount 9223372036854775807 on axis 0 overflows int64}}
  %0 = "pad.pad"(%src) <{interior = array<i64: 9223372036854775807, 0>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// Also on an axis of size 1, where it would add nothing.
func.func @interior_int64_max_size_one(%src: tensor<1x4xf32>) -> tensor<1x8xf32> {
  // expected-error @+1 {{'pad.pad' op C11: interior amount 9223372036854775807 on axis 0 overflows int64}}
  %0 = "pad.pad"(%src) <{interior = array<i64: 9223372036854775807, 0>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 0, 3>}> : (tensor<1x4xf32>) -> tensor<1x8xf32>
  return %0 : tensor<1x8xf32>
}

// -----

func.func @interior_dilation_overflow(%src: tensor<3x4xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{'pad.pad' op C11: the size of axis 0 (low 0, size 3, interior 4611686018427387904, high 0) overflows int64}}
  %0 = "pad.pad"(%src) <{interior = array<i64: 4611686018427387904, 0>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 0, 3>}> : (tensor<3x4xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

func.func @interior_too_short(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 2 interior entries (the source rank), got 1}}
  %0 = "pad.pad"(%src) <{interior = array<i64: 1>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @interior_empty(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op C1: expected 2 interior entries (the source rank), got 0}}
  %0 = "pad.pad"(%src) <{interior = array<i64>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @interior_i32(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{for op pad.pad: Invalid attribute `interior` in property conversion: array<i32: 1, 0>}}
  %0 = "pad.pad"(%src) <{interior = array<i32: 1, 0>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

//===----------------------------------------------------------------------===//
// mode.
//===----------------------------------------------------------------------===//

func.func @mode_string(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{for op pad.pad: Invalid attribute `mode` in property conversion: "reflect"}}
  %0 = "pad.pad"(%src) <{mode = "reflect", operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @mode_integer(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{for op pad.pad: Invalid attribute `mode` in property conversion: 2 : i32}}
  %0 = "pad.pad"(%src) <{mode = 2 : i32, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @mode_unit(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{for op pad.pad: Invalid attribute `mode` in property conversion: unit}}
  %0 = "pad.pad"(%src) <{mode, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @mode_unknown_case(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+2 {{expected ::mlir::pad::PadMode to be one of: constant, edge, reflect, symmetric, wrap}}
  // expected-error @+1 {{failed to parse Pad_PadModeAttr parameter 'value' which is to be a `::mlir::pad::PadMode`}}
  %0 = "pad.pad"(%src) <{mode = #pad<mode mirror>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Types of the source, the result and the pad value.
//===----------------------------------------------------------------------===//

func.func @source_memref(%src: memref<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op operand #0 must be ranked tensor of integer or index or floating-point or complex-type values, but got 'memref<3x4xf32>'}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (memref<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @source_unranked(%src: tensor<*xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op operand #0 must be ranked tensor of integer or index or floating-point or complex-type values, but got 'tensor<*xf32>'}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<*xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @source_scalar(%src: f32) -> tensor<f32> {
  // expected-error @+1 {{'pad.pad' op operand #0 must be ranked tensor of integer or index or floating-point or complex-type values, but got 'f32'}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64>, static_high = array<i64>}> : (f32) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @source_vector_elements(%src: tensor<3xvector<2xf32>>) -> tensor<5xvector<2xf32>> {
  // expected-error @+1 {{'pad.pad' op operand #0 must be ranked tensor of integer or index or floating-point or complex-type values, but got 'tensor<3xvector<2xf32>>'}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 1>, static_high = array<i64: 1>}> : (tensor<3xvector<2xf32>>) -> tensor<5xvector<2xf32>>
  return %0 : tensor<5xvector<2xf32>>
}

// -----

func.func @result_unranked(%src: tensor<3x4xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'pad.pad' op result #0 must be ranked tensor of integer or index or floating-point or complex-type values, but got 'tensor<*xf32>'}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @result_memref(%src: tensor<3x4xf32>) -> memref<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op result #0 must be ranked tensor of integer or index or floating-point or complex-type values, but got 'memref<5x8xf32>'}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> memref<5x8xf32>
  return %0 : memref<5x8xf32>
}

// -----

func.func @result_wrong_rank(%src: tensor<3x4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'pad.pad' op C9: expected result rank 2 (the source rank), got 1}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @result_missing(%src: tensor<3x4xf32>) {
  // expected-error @+1 {{'pad.pad' op requires one result}}
  "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> ()
  return
}

// -----

func.func @two_results(%src: tensor<3x4xf32>) {
  // expected-error @+1 {{'pad.pad' op requires one result}}
  %0:2 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>) -> (tensor<5x8xf32>, tensor<5x8xf32>)
  return
}

// -----

func.func @with_region(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op requires zero regions}}
  %0 = "pad.pad"(%src) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> ({
  ^bb0:
  }) : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @value_wrong_type(%src: tensor<3x4xi8>, %v: i32) -> tensor<5x8xi8> {
  // expected-error @+1 {{'pad.pad' op failed to verify that C5: `value` has the element type of `source`: expected 'i8', got 'i32'}}
  %0 = "pad.pad"(%src, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xi8>, i32) -> tensor<5x8xi8>
  return %0 : tensor<5x8xi8>
}

// -----

func.func @value_index_for_i64(%src: tensor<3x4xi64>, %v: index) -> tensor<5x8xi64> {
  // expected-error @+1 {{'pad.pad' op failed to verify that C5: `value` has the element type of `source`: expected 'i64', got 'index'}}
  %0 = "pad.pad"(%src, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xi64>, index) -> tensor<5x8xi64>
  return %0 : tensor<5x8xi64>
}

// -----

func.func @value_complex_f64_for_f32(%src: tensor<3x4xcomplex<f32>>, %v: complex<f64>) -> tensor<5x8xcomplex<f32>> {
  // expected-error @+1 {{'pad.pad' op failed to verify that C5: `value` has the element type of `source`: expected 'complex<f32>', got 'complex<f64>'}}
  %0 = "pad.pad"(%src, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xcomplex<f32>>, complex<f64>) -> tensor<5x8xcomplex<f32>>
  return %0 : tensor<5x8xcomplex<f32>>
}

// -----

// C5 comes before the other constraints (C1 here), as it did as a trait.
func.func @value_wrong_type_and_c1(%src: tensor<3x4xf32>, %v: f16) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op failed to verify that C5: `value` has the element type of `source`: expected 'f32', got 'f16'}}
  %0 = "pad.pad"(%src, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_low = array<i64: 0>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>, f16) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @value_vector(%src: tensor<3x4xf32>, %v: vector<2xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op operand #1 must be integer or index or floating-point or complex-type, but got 'vector<2xf32>'}}
  %0 = "pad.pad"(%src, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>, vector<2xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @value_tensor(%src: tensor<3x4xf32>, %v: tensor<f32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op operand #1 must be integer or index or floating-point or complex-type, but got 'tensor<f32>'}}
  %0 = "pad.pad"(%src, %v) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>, tensor<f32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @value_in_reflect_mode(%src: tensor<3x4xf32>, %v: f32) -> tensor<5x8xf32> {
  // expected-error @+1 {{'pad.pad' op C4: a pad value is only allowed in mode constant, got mode reflect}}
  %0 = "pad.pad"(%src, %v) <{mode = #pad<mode reflect>, operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_low = array<i64: 0, 1>, static_high = array<i64: 2, 3>}> : (tensor<3x4xf32>, f32) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}
