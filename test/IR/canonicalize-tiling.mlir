// RUN: pad-opt %s -canonicalize -split-input-file | FileCheck %s

// The canonicalizations of docs/Tiling.md (docs/Tiling.md, "Folds"): slices of a
// pad, pads of pads, casts around a pad.

//===----------------------------------------------------------------------===//
// tensor.extract_slice of pad.pad
//===----------------------------------------------------------------------===//

// Static window [1, 3) x [2, 6) of the 4x6 reflect pad of the OpenVINO
// example: low' = [2 - 1, -1 - 2], high' = [-1 - (4 - 1 - 2), 3 - (6 - 2 - 4)].
// CHECK-LABEL: func.func @slice_static(
// CHECK-SAME:      %[[SRC:.*]]: tensor<3x4xf32>)
// CHECK-NEXT:    %[[R:.*]] = pad.pad %[[SRC]] low[1, -3] high[-2, 3] mode(reflect) : tensor<3x4xf32> to tensor<2x4xf32>
// CHECK-NEXT:    return %[[R]]
func.func @slice_static(%src: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %r = pad.pad %src low[2, -1] high[-1, 3] mode(reflect) : tensor<3x4xf32> to tensor<4x6xf32>
  %s = tensor.extract_slice %r[1, 2] [2, 4] [1, 1] : tensor<4x6xf32> to tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}

// -----

// Dynamic offset and size, interior and a value: both kept.
// CHECK-LABEL: func.func @slice_dynamic(
// CHECK-SAME:      %[[SRC:.*]]: tensor<3x3xi32>, %[[V:.*]]: i32, %[[O:.*]]: index, %[[S:.*]]: index)
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : index
// CHECK:         %[[L:.*]] = arith.subi %[[C1]], %[[O]]
// CHECK:         %[[R0:.*]] = arith.subi %[[C7]], %[[O]]
// CHECK:         %[[R1:.*]] = arith.subi %[[R0]], %[[S]]
// CHECK:         %[[H:.*]] = arith.subi %[[C1]], %[[R1]]
// CHECK:         %[[R:.*]] = pad.pad %[[SRC]] low[%[[L]], 2] high[%[[H]], 0] interior[1, 2] value(%[[V]]) : tensor<3x3xi32> to tensor<?x9xi32>
// CHECK:         return %[[R]]
func.func @slice_dynamic(%src: tensor<3x3xi32>, %v: i32, %o: index, %s: index) -> tensor<?x9xi32> {
  %r = pad.pad %src low[1, 2] high[1, 0] interior[1, 2] value(%v) : tensor<3x3xi32> to tensor<7x9xi32>
  %t = tensor.extract_slice %r[%o, 0] [%s, 9] [1, 1] : tensor<7x9xi32> to tensor<?x9xi32>
  return %t : tensor<?x9xi32>
}

// -----

// A window of the padding only (wrap mode): still a pad of the source, no
// guard.
// CHECK-LABEL: func.func @slice_border_only(
// CHECK-SAME:      %[[SRC:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[R:.*]] = pad.pad %[[SRC]] low[3] high[-5] mode(wrap) : tensor<4xf32> to tensor<2xf32>
// CHECK-NEXT:    return %[[R]]
func.func @slice_border_only(%src: tensor<4xf32>) -> tensor<2xf32> {
  %r = pad.pad %src low[4] high[4] mode(wrap) : tensor<4xf32> to tensor<12xf32>
  %s = tensor.extract_slice %r[1] [2] [1] : tensor<12xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

// Left alone: a strided slice, a rank-reducing slice.
// CHECK-LABEL: func.func @slice_left_alone(
// CHECK:         %[[P:.*]] = pad.pad
// CHECK:         tensor.extract_slice %[[P]][0, 0] [2, 3] [2, 2]
// CHECK:         tensor.extract_slice %[[P]][1, 0] [1, 6] [1, 1] : tensor<4x6xf32> to tensor<6xf32>
func.func @slice_left_alone(%src: tensor<3x4xf32>) -> (tensor<2x3xf32>, tensor<6xf32>) {
  %r = pad.pad %src low[1, 1] high[0, 1] mode(edge) : tensor<3x4xf32> to tensor<4x6xf32>
  %s = tensor.extract_slice %r[0, 0] [2, 3] [2, 2] : tensor<4x6xf32> to tensor<2x3xf32>
  %t = tensor.extract_slice %r[1, 0] [1, 6] [1, 1] : tensor<4x6xf32> to tensor<6xf32>
  return %s, %t : tensor<2x3xf32>, tensor<6xf32>
}

//===----------------------------------------------------------------------===//
// pad.pad of pad.pad
//===----------------------------------------------------------------------===//

// -----

// Constant of constant, same value, the inner one with interior padding, the
// outer one cropping what the inner one padded.
// CHECK-LABEL: func.func @compose_constant(
// CHECK-SAME:      %[[SRC:.*]]: tensor<3x3xf32>, %[[V:.*]]: f32)
// CHECK-NEXT:    %[[R:.*]] = pad.pad %[[SRC]] low[3, 0] high[1, 2] interior[1, 0] value(%[[V]]) : tensor<3x3xf32> to tensor<9x5xf32>
// CHECK-NEXT:    return %[[R]]
func.func @compose_constant(%src: tensor<3x3xf32>, %v: f32) -> tensor<9x5xf32> {
  %a = pad.pad %src low[1, 1] high[0, 2] interior[1, 0] value(%v) : tensor<3x3xf32> to tensor<6x6xf32>
  %b = pad.pad %a low[2, -1] high[1, 0] value(%v) : tensor<6x6xf32> to tensor<9x5xf32>
  return %b : tensor<9x5xf32>
}

// -----

// Constant of constant with the default value on one and an explicit zero on
// the other; an inner crop followed by an outer crop on the same side.
// CHECK-LABEL: func.func @compose_zero_values(
// CHECK-SAME:      %[[SRC:.*]]: tensor<5xi8>)
// CHECK-NEXT:    %[[R:.*]] = pad.pad %[[SRC]] low[-3] high[4] : tensor<5xi8> to tensor<6xi8>
// CHECK-NEXT:    return %[[R]]
func.func @compose_zero_values(%src: tensor<5xi8>) -> tensor<6xi8> {
  %zero = arith.constant 0 : i8
  %a = pad.pad %src low[-1] high[2] : tensor<5xi8> to tensor<6xi8>
  %b = pad.pad %a low[-2] high[2] value(%zero) : tensor<6xi8> to tensor<6xi8>
  return %b : tensor<6xi8>
}

// -----

// Edge of edge, inner pad then outer crop, inner crop then outer crop.
// CHECK-LABEL: func.func @compose_edge(
// CHECK-SAME:      %[[SRC:.*]]: tensor<4x4xf16>)
// CHECK-NEXT:    %[[R:.*]] = pad.pad %[[SRC]] low[1, -2] high[3, 0] mode(edge) : tensor<4x4xf16> to tensor<8x2xf16>
// CHECK-NEXT:    return %[[R]]
func.func @compose_edge(%src: tensor<4x4xf16>) -> tensor<8x2xf16> {
  %a = pad.pad %src low[3, -1] high[1, 0] mode(edge) : tensor<4x4xf16> to tensor<8x3xf16>
  %b = pad.pad %a low[-2, -1] high[2, 0] mode(edge) : tensor<8x3xf16> to tensor<8x2xf16>
  return %b : tensor<8x2xf16>
}

// -----

// Left alone: a crop followed by a pad on the same side (constant and edge),
// different values, different modes, reflect of reflect, interior on the
// outer pad, an inner pad that empties its axis, dynamic amounts.
// CHECK-LABEL: func.func @compose_left_alone(
// CHECK-COUNT-16: pad.pad
// CHECK-NOT:     pad.pad
// CHECK:         return
func.func @compose_left_alone(%src: tensor<4xf32>, %v: f32, %w: f32, %l: index)
    -> (tensor<5xf32>, tensor<5xf32>, tensor<6xf32>, tensor<6xf32>, tensor<8xf32>, tensor<8xf32>, tensor<9xf32>, tensor<2xf32>) {
  %a = pad.pad %src low[-1] high[0] : tensor<4xf32> to tensor<3xf32>
  %b = pad.pad %a low[2] high[0] : tensor<3xf32> to tensor<5xf32>
  %c = pad.pad %src low[0] high[-1] mode(edge) : tensor<4xf32> to tensor<3xf32>
  %d = pad.pad %c low[0] high[2] mode(edge) : tensor<3xf32> to tensor<5xf32>
  %e = pad.pad %src low[1] high[0] value(%v) : tensor<4xf32> to tensor<5xf32>
  %f = pad.pad %e low[1] high[0] value(%w) : tensor<5xf32> to tensor<6xf32>
  %g = pad.pad %src low[1] high[0] mode(edge) : tensor<4xf32> to tensor<5xf32>
  %h = pad.pad %g low[1] high[0] : tensor<5xf32> to tensor<6xf32>
  %i = pad.pad %src low[1] high[1] mode(reflect) : tensor<4xf32> to tensor<6xf32>
  %j = pad.pad %i low[1] high[1] mode(reflect) : tensor<6xf32> to tensor<8xf32>
  %k = pad.pad %src low[1] high[0] : tensor<4xf32> to tensor<5xf32>
  %m = pad.pad %k low[0] high[-1] interior[1] : tensor<5xf32> to tensor<8xf32>
  %n = pad.pad %src low[-3] high[-3] : tensor<4xf32> to tensor<0xf32>
  %o = pad.pad %n low[0] high[9] : tensor<0xf32> to tensor<9xf32>
  %p = pad.pad %src low[%l] high[0] : tensor<4xf32> to tensor<?xf32>
  %q = pad.pad %p low[1] high[-1] : tensor<?xf32> to tensor<2xf32>
  return %b, %d, %f, %h, %j, %m, %o, %q : tensor<5xf32>, tensor<5xf32>, tensor<6xf32>, tensor<6xf32>, tensor<8xf32>, tensor<8xf32>, tensor<9xf32>, tensor<2xf32>
}

//===----------------------------------------------------------------------===//
// tensor.cast producers and consumers
//===----------------------------------------------------------------------===//

// -----

// A cast that drops static information before the pad folds into it; the
// refined result is cast back for the users.
// CHECK-LABEL: func.func @cast_source(
// CHECK-SAME:      %[[SRC:.*]]: tensor<3x4xf32>)
// CHECK-NEXT:    %[[R:.*]] = pad.pad %[[SRC]] low[1, 0] high[1, 2] mode(symmetric) : tensor<3x4xf32> to tensor<5x6xf32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[R]] : tensor<5x6xf32> to tensor<?x?xf32>
// CHECK-NEXT:    return %[[C]]
func.func @cast_source(%src: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %src : tensor<3x4xf32> to tensor<?x?xf32>
  %r = pad.pad %c low[1, 0] high[1, 2] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// A cast to a more static type after the pad folds into its result type.
// CHECK-LABEL: func.func @cast_result(
// CHECK-SAME:      %[[SRC:.*]]: tensor<?x4xf32>, %[[L:.*]]: index)
// CHECK-NEXT:    %[[R:.*]] = pad.pad %[[SRC]] low[%[[L]], 0] high[0, 1] mode(edge) : tensor<?x4xf32> to tensor<8x5xf32>
// CHECK-NEXT:    return %[[R]]
func.func @cast_result(%src: tensor<?x4xf32>, %l: index) -> tensor<8x5xf32> {
  %r = pad.pad %src low[%l, 0] high[0, 1] mode(edge) : tensor<?x4xf32> to tensor<?x5xf32>
  %c = tensor.cast %r : tensor<?x5xf32> to tensor<8x5xf32>
  return %c : tensor<8x5xf32>
}

// -----

// A source cast folds into a pad past one fold too (reflect by 2 on 2 rows:
// docs/Semantics.md, "Any width"). Left alone: a result cast that drops
// information, and a result cast of a pad with another user.
// CHECK-LABEL: func.func @cast_left_alone(
// CHECK:         %[[R:.*]] = pad.pad %{{.*}} low[2, 0] high[0, 0] mode(reflect) : tensor<2x4xf32> to tensor<4x4xf32>
// CHECK:         tensor.cast %[[R]] : tensor<4x4xf32> to tensor<?x4xf32>
// CHECK:         %[[P:.*]] = pad.pad %{{.*}} low[1, 0] high[1, 0] : tensor<2x4xf32> to tensor<4x4xf32>
// CHECK:         tensor.cast %[[P]] : tensor<4x4xf32> to tensor<?x4xf32>
// CHECK:         %[[Q:.*]] = pad.pad %{{.*}} low[%{{.*}}, 0] high[0, 0] : tensor<2x4xf32> to tensor<?x4xf32>
// CHECK:         tensor.cast %[[Q]] : tensor<?x4xf32> to tensor<6x4xf32>
func.func @cast_left_alone(%src: tensor<2x4xf32>, %l: index) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<6x4xf32>, tensor<?x4xf32>) {
  %c = tensor.cast %src : tensor<2x4xf32> to tensor<?x4xf32>
  %r = pad.pad %c low[2, 0] high[0, 0] mode(reflect) : tensor<?x4xf32> to tensor<?x4xf32>
  %p = pad.pad %src low[1, 0] high[1, 0] : tensor<2x4xf32> to tensor<4x4xf32>
  %d = tensor.cast %p : tensor<4x4xf32> to tensor<?x4xf32>
  %q = pad.pad %src low[%l, 0] high[0, 0] : tensor<2x4xf32> to tensor<?x4xf32>
  %e = tensor.cast %q : tensor<?x4xf32> to tensor<6x4xf32>
  return %r, %d, %e, %q : tensor<?x4xf32>, tensor<?x4xf32>, tensor<6x4xf32>, tensor<?x4xf32>
}
