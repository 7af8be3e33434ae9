// RUN: pad-opt %s -split-input-file --convert-pad-to-tensor | FileCheck %s

// docs/Integration.md: a constant-mode pad.pad without interior padding becomes
// tensor.extract_slice (negative amounts) and tensor.pad (positive amounts).

// Positive amounts only: one tensor.pad yielding the zero of the type.
// CHECK-LABEL: func.func @positive(
// CHECK-SAME:    %[[T:.*]]: tensor<3x4xf32>)
// CHECK:         %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[P:.*]] = tensor.pad %[[T]] low[0, 1] high[2, 3] {
// CHECK-NEXT:    ^bb0(%{{.*}}: index, %{{.*}}: index):
// CHECK-NEXT:      tensor.yield %[[Z]] : f32
// CHECK-NEXT:    } : tensor<3x4xf32> to tensor<5x8xf32>
// CHECK-NEXT:    return %[[P]]
func.func @positive(%t: tensor<3x4xf32>) -> tensor<5x8xf32> {
  %r = pad.pad %t low[0, 1] high[2, 3] : tensor<3x4xf32> to tensor<5x8xf32>
  return %r : tensor<5x8xf32>
}

// -----

// Crops and pads on the same axes: the slice then the pad.
// CHECK-LABEL: func.func @mixed(
// CHECK-SAME:    %[[T:.*]]: tensor<4x5xi32>, %[[V:.*]]: i32)
// CHECK-NEXT:    %[[S:.*]] = tensor.extract_slice %[[T]][1, 0] [3, 3] [1, 1] : tensor<4x5xi32> to tensor<3x3xi32>
// CHECK-NEXT:    %[[P:.*]] = tensor.pad %[[S]] low[0, 2] high[1, 0] {
// CHECK-NEXT:    ^bb0(%{{.*}}: index, %{{.*}}: index):
// CHECK-NEXT:      tensor.yield %[[V]] : i32
// CHECK-NEXT:    } : tensor<3x3xi32> to tensor<4x5xi32>
// CHECK-NEXT:    return %[[P]]
func.func @mixed(%t: tensor<4x5xi32>, %v: i32) -> tensor<4x5xi32> {
  %r = pad.pad %t low[-1, 2] high[1, -2] value(%v) : tensor<4x5xi32> to tensor<4x5xi32>
  return %r : tensor<4x5xi32>
}

// -----

// Crops only: a slice, no tensor.pad.
// CHECK-LABEL: func.func @crop_only(
// CHECK-SAME:    %[[T:.*]]: tensor<3x2xf64>)
// CHECK-NEXT:    %[[S:.*]] = tensor.extract_slice %[[T]][1, 0] [1, 2] [1, 1] : tensor<3x2xf64> to tensor<1x2xf64>
// CHECK-NEXT:    return %[[S]]
func.func @crop_only(%t: tensor<3x2xf64>) -> tensor<1x2xf64> {
  %r = pad.pad %t low[-1, 0] high[-1, 0] : tensor<3x2xf64> to tensor<1x2xf64>
  return %r : tensor<1x2xf64>
}

// -----

// All amounts zero: the source itself.
// CHECK-LABEL: func.func @identity(
// CHECK-SAME:    %[[T:.*]]: tensor<3x2xcomplex<f32>>)
// CHECK-NEXT:    return %[[T]]
func.func @identity(%t: tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>> {
  %r = pad.pad %t low[0, 0] high[0, 0] : tensor<3x2xcomplex<f32>> to tensor<3x2xcomplex<f32>>
  return %r : tensor<3x2xcomplex<f32>>
}

// -----

// A crop larger than the axis keeps nothing of the source: a filled
// tensor.empty (upstream's tensor.pad does not bufferize empty dims).
// CHECK-LABEL: func.func @crop_beyond_axis(
// CHECK-SAME:    %[[T:.*]]: tensor<3x2xf32>)
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT:    return %[[F]]
func.func @crop_beyond_axis(%t: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %r = pad.pad %t low[-5, 0] high[4, 0] : tensor<3x2xf32> to tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// -----

// An empty source: the value everywhere.
// CHECK-LABEL: func.func @empty_source(
// CHECK-SAME:    %[[T:.*]]: tensor<0x3xi8>)
// CHECK-NEXT:    %[[V:.*]] = arith.constant 5 : i8
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<2x3xi8>
// CHECK-NEXT:    %[[F:.*]] = linalg.fill ins(%[[V]] : i8) outs(%[[E]] : tensor<2x3xi8>) -> tensor<2x3xi8>
// CHECK-NEXT:    return %[[F]]
func.func @empty_source(%t: tensor<0x3xi8>) -> tensor<2x3xi8> {
  %v = arith.constant 5 : i8
  %r = pad.pad %t low[1, 0] high[1, 0] value(%v) : tensor<0x3xi8> to tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

// -----

// Static non-negative amounts on a dynamic dim: no shape arithmetic.
// CHECK-LABEL: func.func @dynamic_dim(
// CHECK-SAME:    %[[T:.*]]: tensor<?x5xi32>, %[[V:.*]]: i32)
// CHECK-NEXT:    %[[P:.*]] = tensor.pad %[[T]] low[1, 2] high[1, 1] {
// CHECK-NEXT:    ^bb0(%{{.*}}: index, %{{.*}}: index):
// CHECK-NEXT:      tensor.yield %[[V]] : i32
// CHECK-NEXT:    } : tensor<?x5xi32> to tensor<?x8xi32>
// CHECK-NEXT:    return %[[P]]
func.func @dynamic_dim(%t: tensor<?x5xi32>, %v: i32) -> tensor<?x8xi32> {
  %r = pad.pad %t low[1, 2] high[1, 1] value(%v) : tensor<?x5xi32> to tensor<?x8xi32>
  return %r : tensor<?x8xi32>
}

// -----

// Dynamic amounts of either sign: per axis, with n = max(0, p + d + q),
// offset o = clamp(-p, 0, d), low pad l = clamp(p, 0, n),
// size s = max(0, min(n - l, d - o)) and high pad n - l - s.
// CHECK-LABEL: func.func @dynamic_amounts(
// CHECK-SAME:    %[[T:.*]]: tensor<?xf32>, %[[L:.*]]: index, %[[H:.*]]: index)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[D:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<?xf32>
// CHECK:         %[[PD:.*]] = arith.addi %[[L]], %[[D]] : index
// CHECK-NEXT:    %[[PDQ:.*]] = arith.addi %[[PD]], %[[H]] : index
// CHECK:         %[[N:.*]] = arith.maxsi %{{.*}}, %[[PDQ]] : index
// CHECK:         %[[NEGL:.*]] = arith.subi %{{.*}}, %[[L]] : index
// CHECK:         %[[O0:.*]] = arith.maxsi %[[NEGL]], %{{.*}} : index
// CHECK-NEXT:    %[[O:.*]] = arith.minsi %[[O0]], %[[D]] : index
// CHECK:         %[[LP0:.*]] = arith.maxsi %[[L]], %{{.*}} : index
// CHECK-NEXT:    %[[LP:.*]] = arith.minsi %[[LP0]], %[[N]] : index
// CHECK-NEXT:    %[[NL:.*]] = arith.subi %[[N]], %[[LP]] : index
// CHECK-NEXT:    %[[DO:.*]] = arith.subi %[[D]], %[[O]] : index
// CHECK-NEXT:    %[[S0:.*]] = arith.minsi %[[NL]], %[[DO]] : index
// CHECK:         %[[S:.*]] = arith.maxsi %{{.*}}, %[[S0]] : index
// CHECK-NEXT:    %[[HP:.*]] = arith.subi %[[NL]], %[[S]] : index
// CHECK-NEXT:    %[[SL:.*]] = tensor.extract_slice %[[T]][%[[O]]] [%[[S]]] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK:         %[[P:.*]] = tensor.pad %[[SL]] low[%[[LP]]] high[%[[HP]]] {
// CHECK:         } : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:    return %[[P]]
func.func @dynamic_amounts(%t: tensor<?xf32>, %l: index, %h: index) -> tensor<?xf32> {
  %r = pad.pad %t low[%l] high[%h] : tensor<?xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// A static result dim with dynamic amounts: the tensor.pad result is cast to
// the pad.pad's type.
// CHECK-LABEL: func.func @static_result(
// CHECK-SAME:    %[[T:.*]]: tensor<4xi64>, %[[L:.*]]: index)
// CHECK:         %[[P:.*]] = tensor.pad %{{.*}} low[%{{.*}}] high[%{{.*}}] {
// CHECK:         } : tensor<?xi64> to tensor<?xi64>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[P]] : tensor<?xi64> to tensor<6xi64>
// CHECK-NEXT:    return %[[C]]
func.func @static_result(%t: tensor<4xi64>, %l: index) -> tensor<6xi64> {
  %r = pad.pad %t low[%l] high[1] : tensor<4xi64> to tensor<6xi64>
  return %r : tensor<6xi64>
}

// -----

// A static crop of the whole axis with a dynamic amount on the other side:
// nothing of the source is kept, whatever %h is.
// CHECK-LABEL: func.func @crop_whole_axis_dynamic_high(
// CHECK-SAME:    %[[T:.*]]: tensor<3xf32>, %[[H:.*]]: index)
// CHECK-NOT:     tensor.extract_slice
// CHECK:         %[[E:.*]] = tensor.empty(%{{.*}}) : tensor<?xf32>
// CHECK:         %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:    return %[[F]]
func.func @crop_whole_axis_dynamic_high(%t: tensor<3xf32>, %h: index) -> tensor<?xf32> {
  %r = pad.pad %t low[-3] high[%h] : tensor<3xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// A dynamic crop of a static axis: the offset is clamped to d - 1, because
// tensor.extract_slice rejects an offset at the end of a static axis even
// for an empty slice (the size is then 0 and the offset does not matter).
// CHECK-LABEL: func.func @dynamic_crop_static_axis(
// CHECK-SAME:    %[[T:.*]]: tensor<3xf32>, %[[L:.*]]: index)
// CHECK:         %[[O:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[OC:.*]] = arith.minsi %[[O]], %[[C2]] : index
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[T]][%[[OC]]] [%{{.*}}] [1] : tensor<3xf32> to tensor<?xf32>
func.func @dynamic_crop_static_axis(%t: tensor<3xf32>, %l: index) -> tensor<?xf32> {
  %r = pad.pad %t low[%l] high[0] : tensor<3xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}
