// RUN: pad-opt %s -canonicalize -split-input-file | FileCheck %s

//===----------------------------------------------------------------------===//
// Constant `index` amounts fold into the static attributes; the result type is
// refined and a tensor.cast keeps the type the users see.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @fold_constant_amounts
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK-NOT:     arith.constant
// CHECK:         %[[P:.*]] = pad.pad %[[SRC]] low[1, -1] high[0, 2] : tensor<3x4xf32> to tensor<4x5xf32>
// CHECK:         %[[CAST:.*]] = tensor.cast %[[P]] : tensor<4x5xf32> to tensor<?x?xf32>
// CHECK:         return %[[CAST]]
func.func @fold_constant_amounts(%src: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  %c2 = arith.constant 2 : index
  %0 = pad.pad %src low[%c1, %cm1] high[0, %c2] : tensor<3x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Mode, interior, value and discardable attributes are kept.
// CHECK-LABEL: func @fold_keeps_the_rest
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<3x4xf32>, %[[V:.*]]: f32
// CHECK:         %[[P:.*]] = pad.pad %[[SRC]] low[1, 0] high[0, 2] interior[1, 0] value(%[[V]]) {some.note} : tensor<3x4xf32> to tensor<6x6xf32>
// CHECK:         tensor.cast %[[P]] : tensor<6x6xf32> to tensor<?x6xf32>
func.func @fold_keeps_the_rest(%src: tensor<3x4xf32>, %v: f32) -> tensor<?x6xf32> {
  %c1 = arith.constant 1 : index
  %0 = pad.pad %src low[%c1, 0] high[0, 2] interior[1, 0] value(%v) {some.note}
         : tensor<3x4xf32> to tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}

// -----

// CHECK-LABEL: func @fold_some_amounts
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<3x4xf32>, %[[H:.*]]: index
// CHECK:         %[[P:.*]] = pad.pad %[[SRC]] low[2, 0] high[0, %[[H]]] mode(edge) : tensor<3x4xf32> to tensor<5x?xf32>
// CHECK:         tensor.cast %[[P]] : tensor<5x?xf32> to tensor<?x?xf32>
func.func @fold_some_amounts(%src: tensor<3x4xf32>, %h: index) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %0 = pad.pad %src low[%c2, 0] high[0, %h] mode(edge) : tensor<3x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// The result type is already static: no cast.
// CHECK-LABEL: func @fold_without_refinement
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         %[[P:.*]] = pad.pad %[[SRC]] low[1, 0] high[1, 0] mode(wrap) : tensor<3x4xf32> to tensor<5x4xf32>
// CHECK-NOT:     tensor.cast
// CHECK:         return %[[P]]
func.func @fold_without_refinement(%src: tensor<3x4xf32>) -> tensor<5x4xf32> {
  %c1 = arith.constant 1 : index
  %0 = pad.pad %src low[%c1, 0] high[%c1, 0] mode(wrap) : tensor<3x4xf32> to tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

// A dynamic source dim keeps the result dim dynamic.
// CHECK-LABEL: func @fold_dynamic_dim
// CHECK-SAME:    %[[SRC:.*]]: tensor<?x4xf32>
// CHECK:         %[[P:.*]] = pad.pad %[[SRC]] low[3, 3] high[0, 0] : tensor<?x4xf32> to tensor<?x7xf32>
// CHECK:         tensor.cast %[[P]] : tensor<?x7xf32> to tensor<?x?xf32>
func.func @fold_dynamic_dim(%src: tensor<?x4xf32>) -> tensor<?x?xf32> {
  %c3 = arith.constant 3 : index
  %0 = pad.pad %src low[%c3, %c3] high[0, 0] : tensor<?x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

//===----------------------------------------------------------------------===//
// A constant amount is not folded when the folded op would break a static
// constraint: it stays dynamic (and is checked at run time). The other
// constants of the op still fold.
//===----------------------------------------------------------------------===//

// Amounts of any width are valid (docs/Semantics.md, "Any width"): they
// fold like any other.
// CHECK-LABEL: func @fold_reflect_wide
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         %[[P:.*]] = pad.pad %[[SRC]] low[3, 0] high[0, 0] mode(reflect) : tensor<3x4xf32> to tensor<6x4xf32>
// CHECK:         tensor.cast %[[P]] : tensor<6x4xf32> to tensor<?x4xf32>
func.func @fold_reflect_wide(%src: tensor<3x4xf32>) -> tensor<?x4xf32> {
  %c3 = arith.constant 3 : index
  %0 = pad.pad %src low[%c3, 0] high[0, 0] mode(reflect) : tensor<3x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func @fold_reflect_wide_and_narrow
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         %[[P:.*]] = pad.pad %[[SRC]] low[3, 1] high[1, 3] mode(reflect) : tensor<3x4xf32> to tensor<7x8xf32>
// CHECK:         tensor.cast %[[P]] : tensor<7x8xf32> to tensor<?x?xf32>
func.func @fold_reflect_wide_and_narrow(%src: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = pad.pad %src low[%c3, %c1] high[%c1, %c3] mode(reflect) : tensor<3x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func @fold_symmetric_wide
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         %[[P:.*]] = pad.pad %[[SRC]] low[0, 0] high[0, 5] mode(symmetric) : tensor<3x4xf32> to tensor<3x9xf32>
// CHECK:         tensor.cast %[[P]] : tensor<3x9xf32> to tensor<3x?xf32>
func.func @fold_symmetric_wide(%src: tensor<3x4xf32>) -> tensor<3x?xf32> {
  %c5 = arith.constant 5 : index
  %0 = pad.pad %src low[0, 0] high[0, %c5] mode(symmetric) : tensor<3x4xf32> to tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}

// -----

// CHECK-LABEL: func @no_fold_wrap_empty_axis
// CHECK-SAME:    %[[SRC:.*]]: tensor<0x4xf32>
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         pad.pad %[[SRC]] low[%[[C1]], 0] high[0, 0] mode(wrap) : tensor<0x4xf32> to tensor<?x4xf32>
func.func @no_fold_wrap_empty_axis(%src: tensor<0x4xf32>) -> tensor<?x4xf32> {
  %c1 = arith.constant 1 : index
  %0 = pad.pad %src low[%c1, 0] high[0, 0] mode(wrap) : tensor<0x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// The result says 5, the constants give 6 (C10).
// CHECK-LABEL: func @no_fold_result_mismatch
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK:         pad.pad %[[SRC]] low[%[[C2]], 0] high[1, 0] : tensor<3x4xf32> to tensor<5x4xf32>
func.func @no_fold_result_mismatch(%src: tensor<3x4xf32>) -> tensor<5x4xf32> {
  %c2 = arith.constant 2 : index
  %0 = pad.pad %src low[%c2, 0] high[1, 0] : tensor<3x4xf32> to tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

// CHECK-LABEL: func @no_fold_overflow
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         %[[MAX:.*]] = arith.constant 9223372036854775807 : index
// CHECK:         pad.pad %[[SRC]] low[%[[MAX]], 0] high[0, 0] : tensor<3x4xf32> to tensor<?x4xf32>
func.func @no_fold_overflow(%src: tensor<3x4xf32>) -> tensor<?x4xf32> {
  %max = arith.constant 9223372036854775807 : index
  %0 = pad.pad %src low[%max, 0] high[0, 0] : tensor<3x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// The value of ShapedType::kDynamic cannot be a static amount.
// CHECK-LABEL: func @no_fold_kdynamic_constant
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         %[[MIN:.*]] = arith.constant -9223372036854775808 : index
// CHECK:         pad.pad %[[SRC]] low[%[[MIN]], 0] high[0, 0] : tensor<3x4xf32> to tensor<?x4xf32>
func.func @no_fold_kdynamic_constant(%src: tensor<3x4xf32>) -> tensor<?x4xf32> {
  %min = arith.constant -9223372036854775808 : index
  %0 = pad.pad %src low[%min, 0] high[0, 0] : tensor<3x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func @no_fold_non_constant
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<3x4xf32>, %[[L:.*]]: index
// CHECK:         %[[P:.*]] = pad.pad %[[SRC]] low[%[[L]], 0] high[0, 0] : tensor<3x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:    return %[[P]]
func.func @no_fold_non_constant(%src: tensor<3x4xf32>, %l: index) -> tensor<?x4xf32> {
  %0 = pad.pad %src low[%l, 0] high[0, 0] : tensor<3x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// An op with all-zero amounts and interior is the identity in every mode.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @identity_every_mode
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK-NOT:     pad.pad
// CHECK:         return %[[SRC]], %[[SRC]], %[[SRC]], %[[SRC]], %[[SRC]]
func.func @identity_every_mode(%src: tensor<3x4xf32>)
    -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = pad.pad %src low[0, 0] high[0, 0] : tensor<3x4xf32> to tensor<3x4xf32>
  %1 = pad.pad %src low[0, 0] high[0, 0] mode(edge) : tensor<3x4xf32> to tensor<3x4xf32>
  %2 = pad.pad %src low[0, 0] high[0, 0] mode(reflect) : tensor<3x4xf32> to tensor<3x4xf32>
  %3 = pad.pad %src low[0, 0] high[0, 0] mode(symmetric) : tensor<3x4xf32> to tensor<3x4xf32>
  %4 = pad.pad %src low[0, 0] high[0, 0] mode(wrap) : tensor<3x4xf32> to tensor<3x4xf32>
  return %0, %1, %2, %3, %4 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func @identity_zero_interior_and_value
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<?x4xi8>, %[[V:.*]]: i8
// CHECK-NEXT:    return %[[SRC]]
func.func @identity_zero_interior_and_value(%src: tensor<?x4xi8>, %v: i8) -> tensor<?x4xi8> {
  %0 = pad.pad %src low[0, 0] high[0, 0] interior[0, 0] value(%v) : tensor<?x4xi8> to tensor<?x4xi8>
  return %0 : tensor<?x4xi8>
}

// -----

// CHECK-LABEL: func @identity_rank0
// CHECK-SAME:    %[[SRC:.*]]: tensor<f16>
// CHECK-NEXT:    return %[[SRC]]
func.func @identity_rank0(%src: tensor<f16>) -> tensor<f16> {
  %0 = pad.pad %src low[] high[] mode(reflect) : tensor<f16> to tensor<f16>
  return %0 : tensor<f16>
}

// -----

// Zero constants fold first, then the identity.
// CHECK-LABEL: func @identity_constant_zeros
// CHECK-SAME:    %[[SRC:.*]]: tensor<?x4xf32>
// CHECK-NEXT:    return %[[SRC]]
func.func @identity_constant_zeros(%src: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %0 = pad.pad %src low[%c0, 0] high[0, %c0] mode(edge) : tensor<?x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func @identity_to_cast
// CHECK-SAME:    %[[SRC:.*]]: tensor<?x4xf32>
// CHECK:         %[[CAST:.*]] = tensor.cast %[[SRC]] : tensor<?x4xf32> to tensor<3x4xf32>
// CHECK-NEXT:    return %[[CAST]]
func.func @identity_to_cast(%src: tensor<?x4xf32>) -> tensor<3x4xf32> {
  %0 = pad.pad %src low[0, 0] high[0, 0] mode(wrap) : tensor<?x4xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func @identity_to_cast_dynamic_result
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         %[[CAST:.*]] = tensor.cast %[[SRC]] : tensor<3x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:    return %[[CAST]]
func.func @identity_to_cast_dynamic_result(%src: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %0 = pad.pad %src low[%c0, %c0] high[%c0, %c0] : tensor<3x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Interior padding is no identity, even with zero amounts.
// CHECK-LABEL: func @not_identity_interior
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         %[[P:.*]] = pad.pad %[[SRC]] low[0, 0] high[0, 0] interior[0, 1] : tensor<3x4xf32> to tensor<3x7xf32>
// CHECK-NEXT:    return %[[P]]
func.func @not_identity_interior(%src: tensor<3x4xf32>) -> tensor<3x7xf32> {
  %0 = pad.pad %src low[0, 0] high[0, 0] interior[0, 1] : tensor<3x4xf32> to tensor<3x7xf32>
  return %0 : tensor<3x7xf32>
}

// -----

// Amounts that cancel out are no identity either: they move the window.
// CHECK-LABEL: func @not_identity_shift
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         %[[P:.*]] = pad.pad %[[SRC]] low[1, 0] high[-1, 0] mode(edge) : tensor<3x4xf32> to tensor<3x4xf32>
// CHECK-NEXT:    return %[[P]]
func.func @not_identity_shift(%src: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = pad.pad %src low[1, 0] high[-1, 0] mode(edge) : tensor<3x4xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// An explicit pad value equal to the default, +0, is dropped.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @drop_zero_value
// CHECK-SAME:    %[[A:[^:]*]]: tensor<3xi32>, %[[B:[^:]*]]: tensor<3xf32>, %[[C:[^:]*]]: tensor<3xi1>, %[[D:[^:]*]]: tensor<3xindex>, %[[E:[^:]*]]: tensor<3xbf16>, %[[F:.*]]: tensor<3xcomplex<f32>>
// CHECK-NOT:     arith.constant
// CHECK-NOT:     complex.constant
// CHECK:         pad.pad %[[A]] low[1] high[1] : tensor<3xi32> to tensor<5xi32>
// CHECK:         pad.pad %[[B]] low[1] high[1] : tensor<3xf32> to tensor<5xf32>
// CHECK:         pad.pad %[[C]] low[1] high[1] : tensor<3xi1> to tensor<5xi1>
// CHECK:         pad.pad %[[D]] low[1] high[1] : tensor<3xindex> to tensor<5xindex>
// CHECK:         pad.pad %[[E]] low[1] high[1] : tensor<3xbf16> to tensor<5xbf16>
// CHECK:         pad.pad %[[F]] low[1] high[1] : tensor<3xcomplex<f32>> to tensor<5xcomplex<f32>>
func.func @drop_zero_value(%a: tensor<3xi32>, %b: tensor<3xf32>, %c: tensor<3xi1>,
                           %d: tensor<3xindex>, %e: tensor<3xbf16>, %f: tensor<3xcomplex<f32>>)
    -> (tensor<5xi32>, tensor<5xf32>, tensor<5xi1>, tensor<5xindex>, tensor<5xbf16>, tensor<5xcomplex<f32>>) {
  %zi = arith.constant 0 : i32
  %zf = arith.constant 0.0 : f32
  %false = arith.constant false
  %zx = arith.constant 0 : index
  %zb = arith.constant 0.0 : bf16
  %zc = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %0 = pad.pad %a low[1] high[1] value(%zi) : tensor<3xi32> to tensor<5xi32>
  %1 = pad.pad %b low[1] high[1] value(%zf) : tensor<3xf32> to tensor<5xf32>
  %2 = pad.pad %c low[1] high[1] value(%false) : tensor<3xi1> to tensor<5xi1>
  %3 = pad.pad %d low[1] high[1] value(%zx) : tensor<3xindex> to tensor<5xindex>
  %4 = pad.pad %e low[1] high[1] value(%zb) : tensor<3xbf16> to tensor<5xbf16>
  %5 = pad.pad %f low[1] high[1] value(%zc) : tensor<3xcomplex<f32>> to tensor<5xcomplex<f32>>
  return %0, %1, %2, %3, %4, %5 : tensor<5xi32>, tensor<5xf32>, tensor<5xi1>, tensor<5xindex>, tensor<5xbf16>, tensor<5xcomplex<f32>>
}

// -----

// -0.0 differs from the default in its bits; non-zero values and values not
// known at compile time stay too.
// CHECK-LABEL: func @keep_other_values
// CHECK-SAME:    %[[B:[^:]*]]: tensor<3xf32>, %[[A:[^:]*]]: tensor<3xi32>, %[[F:[^:]*]]: tensor<3xcomplex<f32>>, %[[V:.*]]: f32
// CHECK-DAG:     %[[NEG0:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG:     %[[SEVEN:.*]] = arith.constant 7 : i32
// CHECK-DAG:     %[[NEG0C:.*]] = complex.constant [0.000000e+00 : f32, -0.000000e+00 : f32] : complex<f32>
// CHECK:         pad.pad %[[B]] low[1] high[1] value(%[[NEG0]]) : tensor<3xf32> to tensor<5xf32>
// CHECK:         pad.pad %[[B]] low[1] high[1] value(%[[ONE]]) : tensor<3xf32> to tensor<5xf32>
// CHECK:         pad.pad %[[A]] low[1] high[1] value(%[[SEVEN]]) : tensor<3xi32> to tensor<5xi32>
// CHECK:         pad.pad %[[F]] low[1] high[1] value(%[[NEG0C]]) : tensor<3xcomplex<f32>> to tensor<5xcomplex<f32>>
// CHECK:         pad.pad %[[B]] low[1] high[1] value(%[[V]]) : tensor<3xf32> to tensor<5xf32>
func.func @keep_other_values(%b: tensor<3xf32>, %a: tensor<3xi32>, %f: tensor<3xcomplex<f32>>, %v: f32)
    -> (tensor<5xf32>, tensor<5xf32>, tensor<5xi32>, tensor<5xcomplex<f32>>, tensor<5xf32>) {
  %neg0 = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %seven = arith.constant 7 : i32
  %neg0c = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
  %0 = pad.pad %b low[1] high[1] value(%neg0) : tensor<3xf32> to tensor<5xf32>
  %1 = pad.pad %b low[1] high[1] value(%one) : tensor<3xf32> to tensor<5xf32>
  %2 = pad.pad %a low[1] high[1] value(%seven) : tensor<3xi32> to tensor<5xi32>
  %3 = pad.pad %f low[1] high[1] value(%neg0c) : tensor<3xcomplex<f32>> to tensor<5xcomplex<f32>>
  %4 = pad.pad %b low[1] high[1] value(%v) : tensor<3xf32> to tensor<5xf32>
  return %0, %1, %2, %3, %4 : tensor<5xf32>, tensor<5xf32>, tensor<5xi32>, tensor<5xcomplex<f32>>, tensor<5xf32>
}

// -----

// A pad.assert that holds goes; one that may fail stays.

// CHECK-LABEL: func @assert_true
// CHECK-NOT:     pad.assert %true
// CHECK:         pad.assert %[[OK:.*]], "may fail {}"
// CHECK-NOT:     pad.assert
func.func @assert_true(%ok: i1, %v: index) {
  %true = arith.constant true
  pad.assert %true, "holds {}"(%v)
  pad.assert %ok, "may fail {}"(%v)
  return
}
