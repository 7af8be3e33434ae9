// RUN: pad-opt %s -split-input-file --pad-full-rank-slices | FileCheck %s

// A rank-reducing slice of a tensor of dynamic sizes that keeps a unit axis:
// the full-rank slice and a reshape, each dropped axis grouped with the kept
// axis before it (the first kept axis's where there is none).

// CHECK-LABEL: func.func @insert(
// CHECK-SAME:      %[[V:.*]]: tensor<?x1x?xf32>, %[[O:.*]]: tensor<?x?x?x?x?xf32>, %[[N:.*]]: index, %[[M:.*]]: index
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[V]] {{\[\[}}0], [1], [2, 3, 4]] output_shape [%[[N]], 1, %[[M]], 1, 1] : tensor<?x1x?xf32> into tensor<?x1x?x1x1xf32>
// CHECK:         %[[R:.*]] = tensor.insert_slice %[[E]] into %[[O]][1, 0, 0, 2, 0] [%[[N]], 1, %[[M]], 1, 1] [1, 1, 1, 1, 1] : tensor<?x1x?x1x1xf32> into tensor<?x?x?x?x?xf32>
// CHECK:         return %[[R]]
func.func @insert(%v: tensor<?x1x?xf32>, %o: tensor<?x?x?x?x?xf32>, %n: index, %m: index) -> tensor<?x?x?x?x?xf32> {
  %r = tensor.insert_slice %v into %o[1, 0, 0, 2, 0] [%n, 1, %m, 1, 1] [1, 1, 1, 1, 1] : tensor<?x1x?xf32> into tensor<?x?x?x?x?xf32>
  return %r : tensor<?x?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @extract(
// CHECK-SAME:      %[[O:.*]]: tensor<?x?x?xf32>, %[[N:.*]]: index
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[O]][0, 1, 0] [1, 1, %[[N]]] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x1x?xf32>
// CHECK:         %[[C:.*]] = tensor.collapse_shape %[[S]] {{\[\[}}0, 1], [2]] : tensor<1x1x?xf32> into tensor<1x?xf32>
// CHECK:         return %[[C]]
func.func @extract(%o: tensor<?x?x?xf32>, %n: index) -> tensor<1x?xf32> {
  %s = tensor.extract_slice %o[0, 1, 0] [1, 1, %n] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?xf32>
  return %s : tensor<1x?xf32>
}

// -----

// Left alone: a slice that drops every unit axis, a slice of a tensor of
// static sizes.

// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT:     tensor.expand_shape
// CHECK-NOT:     tensor.collapse_shape
// CHECK:         return
func.func @left_alone(%v: tensor<?xf32>, %o: tensor<?x?x?xf32>, %w: tensor<1x3xf32>, %p: tensor<2x1x3xf32>, %n: index) -> (tensor<?x?x?xf32>, tensor<2x1x3xf32>) {
  %a = tensor.insert_slice %v into %o[0, 0, 0] [1, %n, 1] [1, 1, 1] : tensor<?xf32> into tensor<?x?x?xf32>
  %b = tensor.insert_slice %w into %p[1, 0, 0] [1, 1, 3] [1, 1, 1] : tensor<1x3xf32> into tensor<2x1x3xf32>
  return %a, %b : tensor<?x?x?xf32>, tensor<2x1x3xf32>
}
