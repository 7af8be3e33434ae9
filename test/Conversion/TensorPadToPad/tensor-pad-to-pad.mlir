// RUN: pad-opt %s -split-input-file --convert-tensor-pad-to-pad | FileCheck %s
// RUN: pad-opt %s -split-input-file --convert-tensor-pad-to-pad=emit-remarks -verify-diagnostics > /dev/null

// docs/Integration.md: every tensor.pad whose region yields one value defined
// outside the region (or a constant) becomes a constant-mode pad.pad with
// that value; every other tensor.pad is left as is, with a remark under
// emit-remarks=true.

// A value defined outside the region, static amounts.
// CHECK-LABEL: func.func @outside_value(
// CHECK-SAME:    %[[T:.*]]: tensor<3x4xf32>, %[[V:.*]]: f32)
// CHECK-NEXT:    %[[P:.*]] = pad.pad %[[T]] low[1, 2] high[0, 3] value(%[[V]]) : tensor<3x4xf32> to tensor<4x9xf32>
// CHECK-NEXT:    return %[[P]]
func.func @outside_value(%t: tensor<3x4xf32>, %v: f32) -> tensor<4x9xf32> {
  %p = tensor.pad %t low[1, 2] high[0, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x4xf32> to tensor<4x9xf32>
  return %p : tensor<4x9xf32>
}

// -----

// A constant defined inside the region is copied before the pad.
// CHECK-LABEL: func.func @constant_inside(
// CHECK-SAME:    %[[T:.*]]: tensor<2x3xi32>)
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[P:.*]] = pad.pad %[[T]] low[0, 1] high[2, 0] value(%[[C]]) : tensor<2x3xi32> to tensor<4x4xi32>
// CHECK-NEXT:    return %[[P]]
func.func @constant_inside(%t: tensor<2x3xi32>) -> tensor<4x4xi32> {
  %p = tensor.pad %t low[0, 1] high[2, 0] {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 7 : i32
    tensor.yield %c : i32
  } : tensor<2x3xi32> to tensor<4x4xi32>
  return %p : tensor<4x4xi32>
}

// -----

// A constant zero (+0.0) is pad.pad's default: dropped.
// CHECK-LABEL: func.func @positive_zero_dropped(
// CHECK-SAME:    %[[T:.*]]: tensor<2xf32>)
// CHECK-NEXT:    arith.constant 0.0
// CHECK-NEXT:    %[[P:.*]] = pad.pad %[[T]] low[1] high[1] : tensor<2xf32> to tensor<4xf32>
// CHECK-NEXT:    return %[[P]]
func.func @positive_zero_dropped(%t: tensor<2xf32>) -> tensor<4xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}

// -----

// -0.0 differs from the default +0.0 in its bits: kept.
// CHECK-LABEL: func.func @negative_zero_kept(
// CHECK-SAME:    %[[T:.*]]: tensor<2xf32>)
// CHECK-NEXT:    %[[Z:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    %[[P:.*]] = pad.pad %[[T]] low[1] high[1] value(%[[Z]]) : tensor<2xf32> to tensor<4xf32>
// CHECK-NEXT:    return %[[P]]
func.func @negative_zero_kept(%t: tensor<2xf32>) -> tensor<4xf32> {
  %z = arith.constant -0.0 : f32
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}

// -----

// An integer zero inside the region: dropped, and no copy of it is left.
// CHECK-LABEL: func.func @integer_zero_inside(
// CHECK-SAME:    %[[T:.*]]: tensor<2xi8>)
// CHECK-NEXT:    %[[P:.*]] = pad.pad %[[T]] low[0] high[3] : tensor<2xi8> to tensor<5xi8>
// CHECK-NEXT:    return %[[P]]
func.func @integer_zero_inside(%t: tensor<2xi8>) -> tensor<5xi8> {
  %p = tensor.pad %t low[0] high[3] {
  ^bb0(%i: index):
    %z = arith.constant 0 : i8
    tensor.yield %z : i8
  } : tensor<2xi8> to tensor<5xi8>
  return %p : tensor<5xi8>
}

// -----

// Dynamic amounts and a dynamic source dim are kept as they are.
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME:    %[[T:.*]]: tensor<?x4xf16>, %[[L:.*]]: index, %[[H:.*]]: index, %[[V:.*]]: f16)
// CHECK-NEXT:    %[[P:.*]] = pad.pad %[[T]] low[%[[L]], 1] high[2, %[[H]]] value(%[[V]]) : tensor<?x4xf16> to tensor<?x?xf16>
// CHECK-NEXT:    return %[[P]]
func.func @dynamic(%t: tensor<?x4xf16>, %l: index, %h: index, %v: f16) -> tensor<?x?xf16> {
  %p = tensor.pad %t low[%l, 1] high[2, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f16
  } : tensor<?x4xf16> to tensor<?x?xf16>
  return %p : tensor<?x?xf16>
}

// -----

// A static result dim where the amounts are dynamic stays static.
// CHECK-LABEL: func.func @static_result_dynamic_amount(
// CHECK-SAME:    %[[T:.*]]: tensor<2xi64>, %[[L:.*]]: index)
// CHECK-NEXT:    arith.constant 0 : i64
// CHECK-NEXT:    %[[P:.*]] = pad.pad %[[T]] low[%[[L]]] high[0] : tensor<2xi64> to tensor<6xi64>
// CHECK-NEXT:    return %[[P]]
func.func @static_result_dynamic_amount(%t: tensor<2xi64>, %l: index) -> tensor<6xi64> {
  %c0 = arith.constant 0 : i64
  %p = tensor.pad %t low[%l] high[0] {
  ^bb0(%i: index):
    tensor.yield %c0 : i64
  } : tensor<2xi64> to tensor<6xi64>
  return %p : tensor<6xi64>
}

// -----

// Complex element type, rank 0, index and i1 element types.
// CHECK-LABEL: func.func @other_types(
// CHECK-SAME:    %[[C:.*]]: tensor<2xcomplex<f32>>, %[[CV:.*]]: complex<f32>, %[[R:.*]]: tensor<f64>, %[[I:.*]]: tensor<1xindex>, %[[B:.*]]: tensor<1xi1>)
// CHECK:         pad.pad %[[C]] low[1] high[0] value(%[[CV]]) : tensor<2xcomplex<f32>> to tensor<3xcomplex<f32>>
// CHECK:         pad.pad %[[R]] low[] high[] value(%{{.*}}) : tensor<f64> to tensor<f64>
// CHECK:         %[[IV:.*]] = arith.constant 5 : index
// CHECK:         pad.pad %[[I]] low[2] high[0] value(%[[IV]]) : tensor<1xindex> to tensor<3xindex>
// CHECK:         %[[T:.*]] = arith.constant true
// CHECK:         pad.pad %[[B]] low[0] high[1] value(%[[T]]) : tensor<1xi1> to tensor<2xi1>
func.func @other_types(%c: tensor<2xcomplex<f32>>, %cv: complex<f32>, %r: tensor<f64>,
                       %i: tensor<1xindex>, %b: tensor<1xi1>)
    -> (tensor<3xcomplex<f32>>, tensor<f64>, tensor<3xindex>, tensor<2xi1>) {
  %pc = tensor.pad %c low[1] high[0] {
  ^bb0(%x: index):
    tensor.yield %cv : complex<f32>
  } : tensor<2xcomplex<f32>> to tensor<3xcomplex<f32>>
  %one = arith.constant 1.0 : f64
  %pr = tensor.pad %r low[] high[] {
  ^bb0:
    tensor.yield %one : f64
  } : tensor<f64> to tensor<f64>
  %pi = tensor.pad %i low[2] high[0] {
  ^bb0(%x: index):
    %five = arith.constant 5 : index
    tensor.yield %five : index
  } : tensor<1xindex> to tensor<3xindex>
  %pb = tensor.pad %b low[0] high[1] {
  ^bb0(%x: index):
    %t = arith.constant true
    tensor.yield %t : i1
  } : tensor<1xi1> to tensor<2xi1>
  return %pc, %pr, %pi, %pb : tensor<3xcomplex<f32>>, tensor<f64>, tensor<3xindex>, tensor<2xi1>
}

// -----

// Left alone: the value depends on the position.
// CHECK-LABEL: func.func @value_from_index(
// CHECK:         tensor.pad
// CHECK-NOT:     pad.pad
func.func @value_from_index(%t: tensor<2xindex>) -> tensor<4xindex> {
  // expected-remark @+1 {{tensor.pad left as is: yielded value computed inside the region (not a constant)}}
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<2xindex> to tensor<4xindex>
  return %p : tensor<4xindex>
}

// -----

// Left alone: the value is computed inside the region.
// CHECK-LABEL: func.func @value_computed_inside(
// CHECK:         tensor.pad
// CHECK-NOT:     pad.pad
func.func @value_computed_inside(%t: tensor<2xf32>, %a: f32) -> tensor<4xf32> {
  // expected-remark @+1 {{tensor.pad left as is: yielded value computed inside the region (not a constant)}}
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    %v = arith.addf %a, %a : f32
    tensor.yield %v : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}

// -----

// Left alone: nofold asks for a new tensor, which pad.pad would fold away
// (documented in the pass description).
// CHECK-LABEL: func.func @nofold(
// CHECK:         tensor.pad %{{.*}} nofold
// CHECK-NOT:     pad.pad
func.func @nofold(%t: tensor<2xf32>, %v: f32) -> tensor<2xf32> {
  // expected-remark @+1 {{tensor.pad left as is: nofold: pad.pad would fold an identity pad away}}
  %p = tensor.pad %t nofold low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<2xf32> to tensor<2xf32>
  return %p : tensor<2xf32>
}

// -----

// Left alone: tensor.pad does not define negative amounts.
// CHECK-LABEL: func.func @negative_amount(
// CHECK:         tensor.pad
// CHECK-NOT:     pad.pad
func.func @negative_amount(%t: tensor<4xf32>, %v: f32) -> tensor<5xf32> {
  // expected-remark @+1 {{tensor.pad left as is: negative static amount, which tensor.pad does not define}}
  %p = tensor.pad %t low[-1] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<5xf32>
  return %p : tensor<5xf32>
}

// -----

// Left alone: an element type pad.pad does not accept.
// CHECK-LABEL: func.func @vector_elements(
// CHECK:         tensor.pad
// CHECK-NOT:     pad.pad
func.func @vector_elements(%t: tensor<2xvector<4xf32>>, %v: vector<4xf32>) -> tensor<3xvector<4xf32>> {
  // expected-remark @+1 {{tensor.pad left as is: element type not accepted by pad.pad}}
  %p = tensor.pad %t low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : vector<4xf32>
  } : tensor<2xvector<4xf32>> to tensor<3xvector<4xf32>>
  return %p : tensor<3xvector<4xf32>>
}

// -----

// Left alone: a tensor type with an encoding (pad.pad results have none).
// CHECK-LABEL: func.func @encoding(
// CHECK:         tensor.pad
// CHECK-NOT:     pad.pad
func.func @encoding(%t: tensor<2xf32, "enc">, %v: f32) -> tensor<3xf32, "enc"> {
  // expected-remark @+1 {{tensor.pad left as is: tensor type with an encoding (pad.pad results have none)}}
  %p = tensor.pad %t low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<2xf32, "enc"> to tensor<3xf32, "enc">
  return %p : tensor<3xf32, "enc">
}
