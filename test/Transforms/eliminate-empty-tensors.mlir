// RUN: pad-opt %s -split-input-file --pad-eliminate-empty-tensors | FileCheck %s

// A tensor.empty that flows into a tensor.insert_slice: upstream's
// eliminate-empty-tensors runs and writes the fill into the destination.

// CHECK-LABEL: func.func @eliminated(
// CHECK-SAME:      %[[T:.*]]: tensor<10xf32>, %[[F:.*]]: f32)
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[T]][2] [5] [1]
// CHECK:         %[[FILL:.*]] = linalg.fill ins(%[[F]] : f32) outs(%[[S]] : tensor<5xf32>)
// CHECK:         tensor.insert_slice %[[FILL]] into %[[T]][2] [5] [1]
func.func @eliminated(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.insert_slice %fill into %t[2] [5] [1]
      : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// -----

// Only vector stores into the empty tensor (as the pad lowerings make): no
// subset insertion of a tensor, the module is left as it is.

// CHECK-LABEL: func.func @kept(
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<8xf32>
// CHECK:         vector.transfer_write %{{.*}}, %[[E]][%{{.*}}]
func.func @kept(%v: vector<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  %w = vector.transfer_write %v, %e[%c0] {in_bounds = [true]}
      : vector<8xf32>, tensor<8xf32>
  return %w : tensor<8xf32>
}
