// RUN: pad-opt %s -resolve-ranked-shaped-type-result-dims -split-input-file | FileCheck %s

// tensor.dim of a pad.pad_grad result becomes `index` arithmetic on the gy
// dims and the amounts (ReifyRankedShapedTypeOpInterface), per axis
//   gx size = ceil(max(0, R - p - q) / (r + 1))
// that is D <= 0 ? 0 : (D - 1) / (r + 1) + 1 with D = R - p - q.

// CHECK-LABEL: func @dynamic_amounts
// CHECK-SAME:    %[[GY:[^:]*]]: tensor<?x4xf32>, %[[L:[^:]*]]: index, %[[H:[^:]*]]: index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[R:.*]] = tensor.dim %[[GY]], %[[C0]]
// CHECK:         %[[RL:.*]] = arith.subi %[[R]], %[[L]]
// CHECK:         %[[D:.*]] = arith.subi %[[RL]], %[[H]]
// CHECK:         %[[N:.*]] = arith.maxsi %[[D]], %[[C0]]
// CHECK:         return %[[N]]
func.func @dynamic_amounts(%gy: tensor<?x4xf32>, %l: index, %h: index) -> index {
  %c0 = arith.constant 0 : index
  %gx = pad.pad_grad %gy low[%l, 0] high[%h, 0] mode(reflect) : tensor<?x4xf32> to tensor<?x4xf32>
  %d = tensor.dim %gx, %c0 : tensor<?x4xf32>
  return %d : index
}

// -----

// With interior padding: ceil(D / (r + 1)) as (D + r) / (r + 1), unsigned.
// CHECK-LABEL: func @interior
// CHECK-SAME:    %[[GY:[^:]*]]: tensor<?xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK:         %[[R:.*]] = tensor.dim %[[GY]], %[[C0]]
// CHECK:         %[[RL:.*]] = arith.subi %[[R]], %[[C1]]
// CHECK:         %[[D:.*]] = arith.subi %[[RL]], %[[C2]]
// CHECK:         %[[M:.*]] = arith.maxsi %[[D]], %[[C0]]
// CHECK:         %[[S:.*]] = arith.addi %[[M]], %[[C2]]
// CHECK:         %[[N:.*]] = arith.divui %[[S]], %[[C3]]
// CHECK:         return %[[N]]
func.func @interior(%gy: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %gx = pad.pad_grad %gy low[1] high[2] interior[2] : tensor<?xf32> to tensor<?xf32>
  %d = tensor.dim %gx, %c0 : tensor<?xf32>
  return %d : index
}

// -----

// A static gx dim is a constant.
// CHECK-LABEL: func @static_dim
// CHECK:         %[[C5:.*]] = arith.constant 5 : index
// CHECK:         return %[[C5]]
func.func @static_dim(%gy: tensor<?x9xf32>, %l: index) -> index {
  %c1 = arith.constant 1 : index
  %gx = pad.pad_grad %gy low[%l, 1] high[0, 3] mode(wrap) : tensor<?x9xf32> to tensor<?x5xf32>
  %d = tensor.dim %gx, %c1 : tensor<?x5xf32>
  return %d : index
}
