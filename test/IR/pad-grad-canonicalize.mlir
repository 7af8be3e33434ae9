// RUN: pad-opt %s -canonicalize -split-input-file | FileCheck %s

// The canonicalizations of pad.pad_grad (docs/Semantics.md, "pad.pad_grad").

// All amounts zero: gx is gy, in every mode.
// CHECK-LABEL: func @identity(
// CHECK-SAME:    %[[GY:.*]]: tensor<3x4xf32>
// CHECK-NEXT:    return %[[GY]]
func.func @identity(%gy: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = pad.pad_grad %gy low[0, 0] high[0, 0] mode(reflect) : tensor<3x4xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// ... cast where the types differ.
// CHECK-LABEL: func @identity_cast
// CHECK-SAME:    %[[GY:.*]]: tensor<3x4xf32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[GY]] : tensor<3x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:    return %[[C]]
func.func @identity_cast(%gy: tensor<3x4xf32>) -> tensor<?x4xf32> {
  %0 = pad.pad_grad %gy low[0, 0] high[0, 0] : tensor<3x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// ... and gv is zero: no element holds the pad value.
// CHECK-LABEL: func @identity_value_grad
// CHECK-SAME:    %[[GY:.*]]: tensor<3x4xi32>
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    return %[[GY]], %[[Z]]
func.func @identity_value_grad(%gy: tensor<3x4xi32>) -> (tensor<3x4xi32>, i32) {
  %0, %1 = pad.pad_grad %gy low[0, 0] high[0, 0] value_grad : tensor<3x4xi32> to tensor<3x4xi32>, i32
  return %0, %1 : tensor<3x4xi32>, i32
}

// -----

// Constant mode without interior and value_grad: a slice of gy.
// CHECK-LABEL: func @slice(
// CHECK-SAME:    %[[GY:.*]]: tensor<5x8xf32>
// CHECK-NEXT:    %[[S:.*]] = tensor.extract_slice %[[GY]][0, 1] [3, 4] [1, 1] : tensor<5x8xf32> to tensor<3x4xf32>
// CHECK-NEXT:    return %[[S]]
func.func @slice(%gy: tensor<5x8xf32>) -> tensor<3x4xf32> {
  %0 = pad.pad_grad %gy low[0, 1] high[2, 3] : tensor<5x8xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// Negative amounts crop: the cropped elements of gx get zeros.
// CHECK-LABEL: func @slice_negative
// CHECK-SAME:    %[[GY:.*]]: tensor<4x6xf32>
// CHECK-NEXT:    %[[S:.*]] = tensor.extract_slice %[[GY]][2, 0] [2, 3] [1, 1] : tensor<4x6xf32> to tensor<2x3xf32>
// CHECK-NEXT:    %[[P:.*]] = pad.pad %[[S]] low[0, 1] high[1, 0] : tensor<2x3xf32> to tensor<3x4xf32>
// CHECK-NEXT:    return %[[P]]
func.func @slice_negative(%gy: tensor<4x6xf32>) -> tensor<3x4xf32> {
  %0 = pad.pad_grad %gy low[2, -1] high[-1, 3] : tensor<4x6xf32> to tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// A dynamic gx of static gy and amounts.
// CHECK-LABEL: func @slice_dynamic_gx
// CHECK:         %[[P:.*]] = pad.pad %{{.*}} low[0, 1] high[1, 0] : tensor<2x3xf32> to tensor<3x4xf32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[P]] : tensor<3x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:    return %[[C]]
func.func @slice_dynamic_gx(%gy: tensor<4x6xf32>) -> tensor<?x?xf32> {
  %0 = pad.pad_grad %gy low[2, -1] high[-1, 3] : tensor<4x6xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Nothing of gx reaches gy.
// CHECK-LABEL: func @all_cropped
// CHECK-SAME:    %[[GY:.*]]: tensor<0xf32>
// CHECK-NEXT:    %[[P:.*]] = pad.pad %[[GY]] low[2] high[1] : tensor<0xf32> to tensor<3xf32>
// CHECK-NEXT:    return %[[P]]
func.func @all_cropped(%gy: tensor<0xf32>) -> tensor<3xf32> {
  %0 = pad.pad_grad %gy low[-2] high[-1] : tensor<0xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Kept: interior padding, value_grad, another mode.
// CHECK-LABEL: func @kept_interior
// CHECK-NEXT:    pad.pad_grad
func.func @kept_interior(%gy: tensor<7xf32>) -> tensor<3xf32> {
  %0 = pad.pad_grad %gy low[1] high[1] interior[1] : tensor<7xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// CHECK-LABEL: func @kept_value_grad
// CHECK-NEXT:    pad.pad_grad
func.func @kept_value_grad(%gy: tensor<5xf32>) -> (tensor<3xf32>, f32) {
  %0, %1 = pad.pad_grad %gy low[1] high[1] value_grad : tensor<5xf32> to tensor<3xf32>, f32
  return %0, %1 : tensor<3xf32>, f32
}

// -----

// CHECK-LABEL: func @kept_mode
// CHECK-NEXT:    pad.pad_grad
func.func @kept_mode(%gy: tensor<5xf32>) -> tensor<3xf32> {
  %0 = pad.pad_grad %gy low[1] high[1] mode(edge) : tensor<5xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Kept: no gx size gives gy (left to the run-time check).
// CHECK-LABEL: func @kept_not_a_pad
// CHECK-NEXT:    pad.pad_grad
func.func @kept_not_a_pad(%gy: tensor<2xf32>) -> tensor<?xf32> {
  %0 = pad.pad_grad %gy low[3] high[0] : tensor<2xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
