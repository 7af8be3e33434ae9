// RUN: pad-opt %s | pad-opt | FileCheck %s
// RUN: pad-opt %s -mlir-print-op-generic | pad-opt | FileCheck %s
// RUN: pad-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Round trip of every feature of pad.pad (docs/Semantics.md), in the custom
// form and through the generic form.

//===----------------------------------------------------------------------===//
// The four examples of the contract, verbatim.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @spec_constant_default
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         %[[R:.*]] = pad.pad %[[SRC]] low[0, 1] high[2, 3] : tensor<3x4xf32> to tensor<5x8xf32>
// CHECK:         return %[[R]]
// GENERIC-LABEL: sym_name = "spec_constant_default"
// GENERIC:       "pad.pad"(%{{.*}}) <{mode = #pad<mode constant>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_high = array<i64: 2, 3>, static_low = array<i64: 0, 1>}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
func.func @spec_constant_default(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  // constant mode (the default), pad value 0 of the element type
  %r = pad.pad %src low[0, 1] high[2, 3] : tensor<3x4xf32> to tensor<5x8xf32>
  return %r : tensor<5x8xf32>
}

// CHECK-LABEL: func @spec_reflect_crop
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[2, -1] high[-1, 3] mode(reflect) : tensor<3x4xf32> to tensor<4x6xf32>
// GENERIC-LABEL: sym_name = "spec_reflect_crop"
// GENERIC:       "pad.pad"(%{{.*}}) <{mode = #pad<mode reflect>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_high = array<i64: -1, 3>, static_low = array<i64: 2, -1>}> : (tensor<3x4xf32>) -> tensor<4x6xf32>
func.func @spec_reflect_crop(%src: tensor<3x4xf32>) -> tensor<4x6xf32> {
  // any mode; negative amounts crop
  %r = pad.pad %src low[2, -1] high[-1, 3] mode(reflect) : tensor<3x4xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// CHECK-LABEL: func @spec_interior_value
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<3x3xi32>, %[[V:.*]]: i32
// CHECK:         pad.pad %[[SRC]] low[1, 2] high[1, 0] interior[1, 2] value(%[[V]]) : tensor<3x3xi32> to tensor<7x9xi32>
// GENERIC-LABEL: sym_name = "spec_interior_value"
// GENERIC:       "pad.pad"(%{{.*}}, %{{.*}}) <{interior = array<i64: 1, 2>, mode = #pad<mode constant>, operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_high = array<i64: 1, 0>, static_low = array<i64: 1, 2>}> : (tensor<3x3xi32>, i32) -> tensor<7x9xi32>
func.func @spec_interior_value(%src: tensor<3x3xi32>, %v: i32) -> tensor<7x9xi32> {
  // interior padding and a runtime pad value (constant mode only)
  %r = pad.pad %src low[1, 2] high[1, 0] interior[1, 2] value(%v)
         : tensor<3x3xi32> to tensor<7x9xi32>
  return %r : tensor<7x9xi32>
}

// CHECK-LABEL: func @spec_dynamic_edge
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<?x4xf16>, %[[L:[^:]*]]: index, %[[H:[^:]*]]: index
// CHECK:         pad.pad %[[SRC]] low[%[[L]], 0] high[0, %[[H]]] mode(edge) : tensor<?x4xf16> to tensor<?x?xf16>
// GENERIC-LABEL: sym_name = "spec_dynamic_edge"
// GENERIC:       "pad.pad"(%{{.*}}, %{{.*}}, %{{.*}}) <{mode = #pad<mode edge>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: -9223372036854775808, 0>}> : (tensor<?x4xf16>, index, index) -> tensor<?x?xf16>
func.func @spec_dynamic_edge(%src: tensor<?x4xf16>, %l: index, %h: index) -> tensor<?x?xf16> {
  // dynamic amounts are SSA `index` values, mixed freely with constants
  %r = pad.pad %src low[%l, 0] high[0, %h] mode(edge) : tensor<?x4xf16> to tensor<?x?xf16>
  return %r : tensor<?x?xf16>
}

//===----------------------------------------------------------------------===//
// Modes. `mode(constant)` is the default and is not printed.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @mode_constant_explicit
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[1, 1] high[1, 1] : tensor<3x4xf32> to tensor<5x6xf32>
// CHECK-NOT:     mode
// GENERIC-LABEL: sym_name = "mode_constant_explicit"
// GENERIC:       "pad.pad"(%{{.*}}) <{mode = #pad<mode constant>,
func.func @mode_constant_explicit(%src: tensor<3x4xf32>) -> tensor<5x6xf32> {
  %r = pad.pad %src low[1, 1] high[1, 1] mode(constant) : tensor<3x4xf32> to tensor<5x6xf32>
  return %r : tensor<5x6xf32>
}

// CHECK-LABEL: func @mode_edge
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[1, 2] high[2, 1] mode(edge) : tensor<3x4xf32> to tensor<6x7xf32>
// GENERIC-LABEL: sym_name = "mode_edge"
// GENERIC:       "pad.pad"(%{{.*}}) <{mode = #pad<mode edge>,
func.func @mode_edge(%src: tensor<3x4xf32>) -> tensor<6x7xf32> {
  %r = pad.pad %src low[1, 2] high[2, 1] mode(edge) : tensor<3x4xf32> to tensor<6x7xf32>
  return %r : tensor<6x7xf32>
}

// CHECK-LABEL: func @mode_reflect
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[1, 2] high[2, 1] mode(reflect) : tensor<3x4xf32> to tensor<6x7xf32>
// GENERIC-LABEL: sym_name = "mode_reflect"
// GENERIC:       "pad.pad"(%{{.*}}) <{mode = #pad<mode reflect>,
func.func @mode_reflect(%src: tensor<3x4xf32>) -> tensor<6x7xf32> {
  %r = pad.pad %src low[1, 2] high[2, 1] mode(reflect) : tensor<3x4xf32> to tensor<6x7xf32>
  return %r : tensor<6x7xf32>
}

// CHECK-LABEL: func @mode_symmetric
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[1, 2] high[2, 1] mode(symmetric) : tensor<3x4xf32> to tensor<6x7xf32>
// GENERIC-LABEL: sym_name = "mode_symmetric"
// GENERIC:       "pad.pad"(%{{.*}}) <{mode = #pad<mode symmetric>,
func.func @mode_symmetric(%src: tensor<3x4xf32>) -> tensor<6x7xf32> {
  %r = pad.pad %src low[1, 2] high[2, 1] mode(symmetric) : tensor<3x4xf32> to tensor<6x7xf32>
  return %r : tensor<6x7xf32>
}

// CHECK-LABEL: func @mode_wrap
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[1, 2] high[2, 1] mode(wrap) : tensor<3x4xf32> to tensor<6x7xf32>
// GENERIC-LABEL: sym_name = "mode_wrap"
// GENERIC:       "pad.pad"(%{{.*}}) <{mode = #pad<mode wrap>,
func.func @mode_wrap(%src: tensor<3x4xf32>) -> tensor<6x7xf32> {
  %r = pad.pad %src low[1, 2] high[2, 1] mode(wrap) : tensor<3x4xf32> to tensor<6x7xf32>
  return %r : tensor<6x7xf32>
}

//===----------------------------------------------------------------------===//
// Negative amounts crop.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @negative_all
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[0, -1] high[-1, -1] : tensor<3x4xf32> to tensor<2x2xf32>
func.func @negative_all(%src: tensor<3x4xf32>) -> tensor<2x2xf32> {
  %r = pad.pad %src low[0, -1] high[-1, -1] : tensor<3x4xf32> to tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// CHECK-LABEL: func @negative_mixed_every_mode
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[2, -1] high[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
// CHECK:         pad.pad %[[SRC]] low[2, -1] high[-1, 3] mode(edge) : tensor<3x4xf32> to tensor<4x6xf32>
// CHECK:         pad.pad %[[SRC]] low[2, -1] high[-1, 3] mode(symmetric) : tensor<3x4xf32> to tensor<4x6xf32>
// CHECK:         pad.pad %[[SRC]] low[2, -1] high[-1, 3] mode(wrap) : tensor<3x4xf32> to tensor<4x6xf32>
func.func @negative_mixed_every_mode(%src: tensor<3x4xf32>)
    -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) {
  %0 = pad.pad %src low[2, -1] high[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  %1 = pad.pad %src low[2, -1] high[-1, 3] mode(edge) : tensor<3x4xf32> to tensor<4x6xf32>
  %2 = pad.pad %src low[2, -1] high[-1, 3] mode(symmetric) : tensor<3x4xf32> to tensor<4x6xf32>
  %3 = pad.pad %src low[2, -1] high[-1, 3] mode(wrap) : tensor<3x4xf32> to tensor<4x6xf32>
  return %0, %1, %2, %3 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
}

// A crop larger than the axis gives size 0 (n = max(0, p + D + q)); the modes
// put no bound on negative amounts.
// CHECK-LABEL: func @crop_to_zero
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[-2, 0] high[-1, 0] : tensor<3x4xf32> to tensor<0x4xf32>
// CHECK:         pad.pad %[[SRC]] low[-5, 0] high[-5, 0] mode(reflect) : tensor<3x4xf32> to tensor<0x4xf32>
// CHECK:         pad.pad %[[SRC]] low[-3, 2] high[1, 0] mode(wrap) : tensor<3x4xf32> to tensor<1x6xf32>
func.func @crop_to_zero(%src: tensor<3x4xf32>) -> (tensor<0x4xf32>, tensor<0x4xf32>, tensor<1x6xf32>) {
  %0 = pad.pad %src low[-2, 0] high[-1, 0] : tensor<3x4xf32> to tensor<0x4xf32>
  %1 = pad.pad %src low[-5, 0] high[-5, 0] mode(reflect) : tensor<3x4xf32> to tensor<0x4xf32>
  %2 = pad.pad %src low[-3, 2] high[1, 0] mode(wrap) : tensor<3x4xf32> to tensor<1x6xf32>
  return %0, %1, %2 : tensor<0x4xf32>, tensor<0x4xf32>, tensor<1x6xf32>
}

//===----------------------------------------------------------------------===//
// Interior padding: printed only when some entry is non-zero.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @interior_all_zero_not_printed
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[0, 1] high[2, 3] : tensor<3x4xf32> to tensor<5x8xf32>
// CHECK-NOT:     interior
// GENERIC-LABEL: sym_name = "interior_all_zero_not_printed"
// GENERIC:       "pad.pad"(%{{.*}}) <{interior = array<i64: 0, 0>,
func.func @interior_all_zero_not_printed(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  %r = pad.pad %src low[0, 1] high[2, 3] interior[0, 0] : tensor<3x4xf32> to tensor<5x8xf32>
  return %r : tensor<5x8xf32>
}

// D = (d - 1) * (r + 1) + 1: 3 -> 3 and 4 -> 13, then the amounts.
// CHECK-LABEL: func @interior_one_axis
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[0, -1] high[0, 2] interior[0, 3] : tensor<3x4xf32> to tensor<3x14xf32>
func.func @interior_one_axis(%src: tensor<3x4xf32>) -> tensor<3x14xf32> {
  %r = pad.pad %src low[0, -1] high[0, 2] interior[0, 3] : tensor<3x4xf32> to tensor<3x14xf32>
  return %r : tensor<3x14xf32>
}

// Interior padding of a size-1 or size-0 axis adds nothing: D = d there.
// CHECK-LABEL: func @interior_small_axes
// CHECK-SAME:    %[[SRC:.*]]: tensor<1x0xf32>
// CHECK:         pad.pad %[[SRC]] low[1, 1] high[0, 0] interior[5, 7] : tensor<1x0xf32> to tensor<2x1xf32>
func.func @interior_small_axes(%src: tensor<1x0xf32>) -> tensor<2x1xf32> {
  %r = pad.pad %src low[1, 1] high[0, 0] interior[5, 7] : tensor<1x0xf32> to tensor<2x1xf32>
  return %r : tensor<2x1xf32>
}

// CHECK-LABEL: func @interior_dynamic_dim
// CHECK-SAME:    %[[SRC:.*]]: tensor<?x2xf32>
// CHECK:         pad.pad %[[SRC]] low[0, 0] high[0, 0] interior[2, 2] : tensor<?x2xf32> to tensor<?x4xf32>
func.func @interior_dynamic_dim(%src: tensor<?x2xf32>) -> tensor<?x4xf32> {
  %r = pad.pad %src low[0, 0] high[0, 0] interior[2, 2] : tensor<?x2xf32> to tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

//===----------------------------------------------------------------------===//
// Dynamic amounts, dynamic dims, rank 0, zero-size dims.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @dynamic_amounts_mixed
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<2x3x4xf32>, %[[A:[^:]*]]: index, %[[B:[^:]*]]: index, %[[C:[^:]*]]: index
// CHECK:         pad.pad %[[SRC]] low[%[[A]], -1, %[[B]]] high[1, %[[C]], %[[A]]] mode(symmetric) : tensor<2x3x4xf32> to tensor<?x?x?xf32>
// GENERIC-LABEL: sym_name = "dynamic_amounts_mixed"
// GENERIC:       "pad.pad"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{mode = #pad<mode symmetric>, operandSegmentSizes = array<i32: 1, 2, 2, 0>, static_high = array<i64: 1, -9223372036854775808, -9223372036854775808>, static_low = array<i64: -9223372036854775808, -1, -9223372036854775808>}>
func.func @dynamic_amounts_mixed(%src: tensor<2x3x4xf32>, %a: index, %b: index, %c: index) -> tensor<?x?x?xf32> {
  %r = pad.pad %src low[%a, -1, %b] high[1, %c, %a] mode(symmetric) : tensor<2x3x4xf32> to tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// A result dim may be static where the inference does not know it (C10).
// CHECK-LABEL: func @dynamic_amount_static_result
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<3x4xf32>, %[[L:[^:]*]]: index
// CHECK:         pad.pad %[[SRC]] low[%[[L]], 0] high[1, 0] mode(wrap) : tensor<3x4xf32> to tensor<5x4xf32>
func.func @dynamic_amount_static_result(%src: tensor<3x4xf32>, %l: index) -> tensor<5x4xf32> {
  %r = pad.pad %src low[%l, 0] high[1, 0] mode(wrap) : tensor<3x4xf32> to tensor<5x4xf32>
  return %r : tensor<5x4xf32>
}

// CHECK-LABEL: func @dynamic_dims
// CHECK-SAME:    %[[SRC:.*]]: tensor<?x?xf32>
// CHECK:         pad.pad %[[SRC]] low[3, 0] high[3, -2] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
func.func @dynamic_dims(%src: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %src low[3, 0] high[3, -2] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// CHECK-LABEL: func @dynamic_dims_and_amounts
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<?x5xi8>, %[[L:[^:]*]]: index, %[[H:[^:]*]]: index
// CHECK:         pad.pad %[[SRC]] low[%[[L]], %[[L]]] high[%[[H]], 0] interior[1, 0] : tensor<?x5xi8> to tensor<?x?xi8>
func.func @dynamic_dims_and_amounts(%src: tensor<?x5xi8>, %l: index, %h: index) -> tensor<?x?xi8> {
  %r = pad.pad %src low[%l, %l] high[%h, 0] interior[1, 0] : tensor<?x5xi8> to tensor<?x?xi8>
  return %r : tensor<?x?xi8>
}

// CHECK-LABEL: func @rank0
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<f32>, %[[V:.*]]: f32
// CHECK:         pad.pad %[[SRC]] low[] high[] : tensor<f32> to tensor<f32>
// CHECK:         pad.pad %[[SRC]] low[] high[] mode(reflect) : tensor<f32> to tensor<f32>
// CHECK:         pad.pad %[[SRC]] low[] high[] value(%[[V]]) : tensor<f32> to tensor<f32>
func.func @rank0(%src: tensor<f32>, %v: f32) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %0 = pad.pad %src low[] high[] : tensor<f32> to tensor<f32>
  %1 = pad.pad %src low[] high[] interior[] mode(reflect) : tensor<f32> to tensor<f32>
  %2 = pad.pad %src low[] high[] value(%v) : tensor<f32> to tensor<f32>
  return %0, %1, %2 : tensor<f32>, tensor<f32>, tensor<f32>
}

// CHECK-LABEL: func @zero_size_constant
// CHECK-SAME:    %[[SRC:.*]]: tensor<0x4xf32>
// CHECK:         pad.pad %[[SRC]] low[1, 0] high[2, -4] : tensor<0x4xf32> to tensor<3x0xf32>
func.func @zero_size_constant(%src: tensor<0x4xf32>) -> tensor<3x0xf32> {
  %r = pad.pad %src low[1, 0] high[2, -4] : tensor<0x4xf32> to tensor<3x0xf32>
  return %r : tensor<3x0xf32>
}

// An empty axis in a mode other than constant: only non-positive amounts
// (C8 boundary).
// CHECK-LABEL: func @zero_size_non_positive_amounts
// CHECK-SAME:    %[[SRC:.*]]: tensor<0x4xf32>
// CHECK:         pad.pad %[[SRC]] low[0, 1] high[-1, 1] mode(edge) : tensor<0x4xf32> to tensor<0x6xf32>
// CHECK:         pad.pad %[[SRC]] low[0, 3] high[0, 3] mode(reflect) : tensor<0x4xf32> to tensor<0x10xf32>
// CHECK:         pad.pad %[[SRC]] low[-2, 0] high[0, 0] mode(symmetric) : tensor<0x4xf32> to tensor<0x4xf32>
// CHECK:         pad.pad %[[SRC]] low[0, 0] high[0, 4] mode(wrap) : tensor<0x4xf32> to tensor<0x8xf32>
func.func @zero_size_non_positive_amounts(%src: tensor<0x4xf32>)
    -> (tensor<0x6xf32>, tensor<0x10xf32>, tensor<0x4xf32>, tensor<0x8xf32>) {
  %0 = pad.pad %src low[0, 1] high[-1, 1] mode(edge) : tensor<0x4xf32> to tensor<0x6xf32>
  %1 = pad.pad %src low[0, 3] high[0, 3] mode(reflect) : tensor<0x4xf32> to tensor<0x10xf32>
  %2 = pad.pad %src low[-2, 0] high[0, 0] mode(symmetric) : tensor<0x4xf32> to tensor<0x4xf32>
  %3 = pad.pad %src low[0, 0] high[0, 4] mode(wrap) : tensor<0x4xf32> to tensor<0x8xf32>
  return %0, %1, %2, %3 : tensor<0x6xf32>, tensor<0x10xf32>, tensor<0x4xf32>, tensor<0x8xf32>
}

//===----------------------------------------------------------------------===//
// Amounts up to one fold of the border modes, which must verify.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @reflect_amount_is_size_minus_one
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[2, 3] high[2, 3] mode(reflect) : tensor<3x4xf32> to tensor<7x10xf32>
func.func @reflect_amount_is_size_minus_one(%src: tensor<3x4xf32>) -> tensor<7x10xf32> {
  %r = pad.pad %src low[2, 3] high[2, 3] mode(reflect) : tensor<3x4xf32> to tensor<7x10xf32>
  return %r : tensor<7x10xf32>
}

// Reflect on a size-1 axis.
// CHECK-LABEL: func @reflect_size_one
// CHECK-SAME:    %[[SRC:.*]]: tensor<1x4xf32>
// CHECK:         pad.pad %[[SRC]] low[0, 1] high[-1, 1] mode(reflect) : tensor<1x4xf32> to tensor<0x6xf32>
func.func @reflect_size_one(%src: tensor<1x4xf32>) -> tensor<0x6xf32> {
  %r = pad.pad %src low[0, 1] high[-1, 1] mode(reflect) : tensor<1x4xf32> to tensor<0x6xf32>
  return %r : tensor<0x6xf32>
}

// CHECK-LABEL: func @symmetric_amount_is_size
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[3, 4] high[3, 4] mode(symmetric) : tensor<3x4xf32> to tensor<9x12xf32>
func.func @symmetric_amount_is_size(%src: tensor<3x4xf32>) -> tensor<9x12xf32> {
  %r = pad.pad %src low[3, 4] high[3, 4] mode(symmetric) : tensor<3x4xf32> to tensor<9x12xf32>
  return %r : tensor<9x12xf32>
}

// CHECK-LABEL: func @wrap_amount_is_size
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[3, 4] high[3, 4] mode(wrap) : tensor<3x4xf32> to tensor<9x12xf32>
func.func @wrap_amount_is_size(%src: tensor<3x4xf32>) -> tensor<9x12xf32> {
  %r = pad.pad %src low[3, 4] high[3, 4] mode(wrap) : tensor<3x4xf32> to tensor<9x12xf32>
  return %r : tensor<9x12xf32>
}

// Edge has no upper bound on the amounts; constant has no bound at all.
// CHECK-LABEL: func @edge_and_constant_large
// CHECK-SAME:    %[[SRC:.*]]: tensor<1x2xf32>
// CHECK:         pad.pad %[[SRC]] low[100, 0] high[0, 50] mode(edge) : tensor<1x2xf32> to tensor<101x52xf32>
// CHECK:         pad.pad %[[SRC]] low[100, 0] high[0, 50] : tensor<1x2xf32> to tensor<101x52xf32>
func.func @edge_and_constant_large(%src: tensor<1x2xf32>) -> (tensor<101x52xf32>, tensor<101x52xf32>) {
  %0 = pad.pad %src low[100, 0] high[0, 50] mode(edge) : tensor<1x2xf32> to tensor<101x52xf32>
  %1 = pad.pad %src low[100, 0] high[0, 50] : tensor<1x2xf32> to tensor<101x52xf32>
  return %0, %1 : tensor<101x52xf32>, tensor<101x52xf32>
}

// Shape arithmetic right at the int64 limit (C11 boundary).
// CHECK-LABEL: func @int64_max_size
// CHECK-SAME:    %[[SRC:.*]]: tensor<1xi8>
// CHECK:         pad.pad %[[SRC]] low[9223372036854775806] high[0] : tensor<1xi8> to tensor<9223372036854775807xi8>
func.func @int64_max_size(%src: tensor<1xi8>) -> tensor<9223372036854775807xi8> {
  %r = pad.pad %src low[9223372036854775806] high[0] : tensor<1xi8> to tensor<9223372036854775807xi8>
  return %r : tensor<9223372036854775807xi8>
}

//===----------------------------------------------------------------------===//
// Element types, each with a pad value whose type is implied by the source.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @type_i1
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<2xi1>, %[[V:.*]]: i1
// CHECK:         pad.pad %[[SRC]] low[1] high[1] value(%[[V]]) : tensor<2xi1> to tensor<4xi1>
func.func @type_i1(%src: tensor<2xi1>, %v: i1) -> tensor<4xi1> {
  %r = pad.pad %src low[1] high[1] value(%v) : tensor<2xi1> to tensor<4xi1>
  return %r : tensor<4xi1>
}

// CHECK-LABEL: func @type_i8
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<2xi8>, %[[V:.*]]: i8
// CHECK:         pad.pad %[[SRC]] low[1] high[1] value(%[[V]]) : tensor<2xi8> to tensor<4xi8>
func.func @type_i8(%src: tensor<2xi8>, %v: i8) -> tensor<4xi8> {
  %r = pad.pad %src low[1] high[1] value(%v) : tensor<2xi8> to tensor<4xi8>
  return %r : tensor<4xi8>
}

// CHECK-LABEL: func @type_i16
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<2xi16>, %[[V:.*]]: i16
// CHECK:         pad.pad %[[SRC]] low[1] high[1] value(%[[V]]) : tensor<2xi16> to tensor<4xi16>
func.func @type_i16(%src: tensor<2xi16>, %v: i16) -> tensor<4xi16> {
  %r = pad.pad %src low[1] high[1] value(%v) : tensor<2xi16> to tensor<4xi16>
  return %r : tensor<4xi16>
}

// CHECK-LABEL: func @type_i32
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<2xi32>, %[[V:.*]]: i32
// CHECK:         pad.pad %[[SRC]] low[1] high[1] value(%[[V]]) : tensor<2xi32> to tensor<4xi32>
func.func @type_i32(%src: tensor<2xi32>, %v: i32) -> tensor<4xi32> {
  %r = pad.pad %src low[1] high[1] value(%v) : tensor<2xi32> to tensor<4xi32>
  return %r : tensor<4xi32>
}

// CHECK-LABEL: func @type_i64
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<2xi64>, %[[V:.*]]: i64
// CHECK:         pad.pad %[[SRC]] low[1] high[1] value(%[[V]]) : tensor<2xi64> to tensor<4xi64>
func.func @type_i64(%src: tensor<2xi64>, %v: i64) -> tensor<4xi64> {
  %r = pad.pad %src low[1] high[1] value(%v) : tensor<2xi64> to tensor<4xi64>
  return %r : tensor<4xi64>
}

// CHECK-LABEL: func @type_index
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<2xindex>, %[[V:.*]]: index
// CHECK:         pad.pad %[[SRC]] low[1] high[1] value(%[[V]]) : tensor<2xindex> to tensor<4xindex>
func.func @type_index(%src: tensor<2xindex>, %v: index) -> tensor<4xindex> {
  %r = pad.pad %src low[1] high[1] value(%v) : tensor<2xindex> to tensor<4xindex>
  return %r : tensor<4xindex>
}

// CHECK-LABEL: func @type_f16
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<2xf16>, %[[V:.*]]: f16
// CHECK:         pad.pad %[[SRC]] low[1] high[1] value(%[[V]]) : tensor<2xf16> to tensor<4xf16>
func.func @type_f16(%src: tensor<2xf16>, %v: f16) -> tensor<4xf16> {
  %r = pad.pad %src low[1] high[1] value(%v) : tensor<2xf16> to tensor<4xf16>
  return %r : tensor<4xf16>
}

// CHECK-LABEL: func @type_bf16
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<2xbf16>, %[[V:.*]]: bf16
// CHECK:         pad.pad %[[SRC]] low[1] high[1] value(%[[V]]) : tensor<2xbf16> to tensor<4xbf16>
func.func @type_bf16(%src: tensor<2xbf16>, %v: bf16) -> tensor<4xbf16> {
  %r = pad.pad %src low[1] high[1] value(%v) : tensor<2xbf16> to tensor<4xbf16>
  return %r : tensor<4xbf16>
}

// CHECK-LABEL: func @type_f32
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<2xf32>, %[[V:.*]]: f32
// CHECK:         pad.pad %[[SRC]] low[1] high[1] value(%[[V]]) : tensor<2xf32> to tensor<4xf32>
func.func @type_f32(%src: tensor<2xf32>, %v: f32) -> tensor<4xf32> {
  %r = pad.pad %src low[1] high[1] value(%v) : tensor<2xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func @type_f64
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<2xf64>, %[[V:.*]]: f64
// CHECK:         pad.pad %[[SRC]] low[1] high[1] value(%[[V]]) : tensor<2xf64> to tensor<4xf64>
func.func @type_f64(%src: tensor<2xf64>, %v: f64) -> tensor<4xf64> {
  %r = pad.pad %src low[1] high[1] value(%v) : tensor<2xf64> to tensor<4xf64>
  return %r : tensor<4xf64>
}

// CHECK-LABEL: func @type_complex
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<2xcomplex<f32>>, %[[V:.*]]: complex<f32>
// CHECK:         pad.pad %[[SRC]] low[1] high[1] value(%[[V]]) : tensor<2xcomplex<f32>> to tensor<4xcomplex<f32>>
// CHECK:         pad.pad %[[SRC]] low[1] high[1] mode(reflect) : tensor<2xcomplex<f32>> to tensor<4xcomplex<f32>>
func.func @type_complex(%src: tensor<2xcomplex<f32>>, %v: complex<f32>)
    -> (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) {
  %0 = pad.pad %src low[1] high[1] value(%v) : tensor<2xcomplex<f32>> to tensor<4xcomplex<f32>>
  %1 = pad.pad %src low[1] high[1] mode(reflect) : tensor<2xcomplex<f32>> to tensor<4xcomplex<f32>>
  return %0, %1 : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>
}

//===----------------------------------------------------------------------===//
// Everything at once, an attribute dictionary, and generic input.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @all_parts
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<?x3xf32>, %[[L:[^:]*]]: index, %[[V:.*]]: f32
// CHECK:         pad.pad %[[SRC]] low[%[[L]], -1] high[2, %[[L]]] interior[3, 1] value(%[[V]]) {some.note = "kept"} : tensor<?x3xf32> to tensor<?x?xf32>
func.func @all_parts(%src: tensor<?x3xf32>, %l: index, %v: f32) -> tensor<?x?xf32> {
  %r = pad.pad %src low[%l, -1] high[2, %l] interior[3, 1] mode(constant) value(%v) {some.note = "kept"}
         : tensor<?x3xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Without a `mode` attribute the generic form means constant; without
// `interior`, no interior padding.
// CHECK-LABEL: func @generic_input
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<3x4xf32>, %[[H:[^:]*]]: index
// CHECK:         pad.pad %[[SRC]] low[0, 1] high[%[[H]], 3] : tensor<3x4xf32> to tensor<?x8xf32>
// CHECK:         pad.pad %[[SRC]] low[0, 1] high[2, 3] mode(wrap) : tensor<3x4xf32> to tensor<5x8xf32>
// GENERIC-LABEL: sym_name = "generic_input"
// GENERIC:       "pad.pad"(%{{.*}}, %{{.*}}) <{mode = #pad<mode constant>, operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_high = array<i64: -9223372036854775808, 3>, static_low = array<i64: 0, 1>}>
// GENERIC:       "pad.pad"(%{{.*}}) <{mode = #pad<mode wrap>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_high = array<i64: 2, 3>, static_low = array<i64: 0, 1>}>
func.func @generic_input(%src: tensor<3x4xf32>, %h: index) -> (tensor<?x8xf32>, tensor<5x8xf32>) {
  %0 = "pad.pad"(%src, %h) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>,
                             static_low = array<i64: 0, 1>,
                             static_high = array<i64: -9223372036854775808, 3>}>
         : (tensor<3x4xf32>, index) -> tensor<?x8xf32>
  %1 = "pad.pad"(%src) <{mode = #pad<mode wrap>,
                         operandSegmentSizes = array<i32: 1, 0, 0, 0>,
                         static_low = array<i64: 0, 1>,
                         static_high = array<i64: 2, 3>}>
         : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0, %1 : tensor<?x8xf32>, tensor<5x8xf32>
}

// pad.assert: a condition, a message and one index value per {}.

// CHECK-LABEL: func @assert
// CHECK:         pad.assert %{{.*}}, "pad.pad: destination has {} rows on axis 0, the result needs {}"(%{{.*}}, %{{.*}})
// CHECK:         pad.assert %{{.*}}, "no value"
// CHECK-NOT:     (
// GENERIC-LABEL: sym_name = "assert"
// GENERIC:       "pad.assert"(%{{.*}}, %{{.*}}, %{{.*}}) <{msg = "pad.pad: destination has {} rows on axis 0, the result needs {}"}> : (i1, index, index) -> ()
func.func @assert(%ok: i1, %has: index, %needs: index) {
  pad.assert %ok, "pad.pad: destination has {} rows on axis 0, the result needs {}"(%has, %needs)
  pad.assert %ok, "no value"
  return
}

//===----------------------------------------------------------------------===//
// Amounts of any width in the border modes (docs/Semantics.md, "Any width"):
// C6 and C7 hold no rule. The values are checked in
// test/Integration/CPU/wide-amounts.mlir.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @wide_amounts
// CHECK:         pad.pad %{{.*}} low[0, 4] high[0, -1] mode(reflect) : tensor<3x4xf32> to tensor<3x7xf32>
// CHECK:         pad.pad %{{.*}} low[0, 0] high[3, 0] mode(reflect) : tensor<3x4xf32> to tensor<6x4xf32>
// CHECK:         pad.pad %{{.*}} low[1, 0] high[5, 0] mode(reflect) : tensor<1x4xf32> to tensor<7x4xf32>
// CHECK:         pad.pad %{{.*}} low[4, 0] high[0, 0] mode(symmetric) : tensor<3x4xf32> to tensor<7x4xf32>
// CHECK:         pad.pad %{{.*}} low[0, 0] high[0, 5] mode(wrap) : tensor<3x4xf32> to tensor<3x9xf32>
// CHECK:         pad.pad %{{.*}} low[100, 100] high[100, 100] mode(edge) : tensor<3x4xf32> to tensor<203x204xf32>
func.func @wide_amounts(%a: tensor<3x4xf32>, %b: tensor<1x4xf32>)
    -> (tensor<3x7xf32>, tensor<6x4xf32>, tensor<7x4xf32>, tensor<7x4xf32>,
        tensor<3x9xf32>, tensor<203x204xf32>) {
  %0 = pad.pad %a low[0, 4] high[0, -1] mode(reflect) : tensor<3x4xf32> to tensor<3x7xf32>
  %1 = pad.pad %a low[0, 0] high[3, 0] mode(reflect) : tensor<3x4xf32> to tensor<6x4xf32>
  %2 = pad.pad %b low[1, 0] high[5, 0] mode(reflect) : tensor<1x4xf32> to tensor<7x4xf32>
  %3 = pad.pad %a low[4, 0] high[0, 0] mode(symmetric) : tensor<3x4xf32> to tensor<7x4xf32>
  %4 = pad.pad %a low[0, 0] high[0, 5] mode(wrap) : tensor<3x4xf32> to tensor<3x9xf32>
  %5 = pad.pad %a low[100, 100] high[100, 100] mode(edge) : tensor<3x4xf32> to tensor<203x204xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<3x7xf32>, tensor<6x4xf32>, tensor<7x4xf32>, tensor<7x4xf32>,
        tensor<3x9xf32>, tensor<203x204xf32>
}
