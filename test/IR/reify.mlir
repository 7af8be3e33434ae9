// RUN: pad-opt %s -resolve-ranked-shaped-type-result-dims -split-input-file | FileCheck %s

// tensor.dim of a pad.pad result becomes `index` arithmetic on the source dims
// and the amounts (ReifyRankedShapedTypeOpInterface), per axis
//   n = max(0, p + D + q),  D = max(0, d * (r + 1) - r)
// where D = d without interior padding.

// CHECK-LABEL: func @dynamic_dim_static_amounts
// CHECK-SAME:    %[[SRC:.*]]: tensor<?x4xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[CM3:.*]] = arith.constant -3 : index
// CHECK:         %[[D:.*]] = tensor.dim %[[SRC]], %[[C0]] : tensor<?x4xf32>
// CHECK:         %[[PD:.*]] = arith.addi %[[D]], %[[C1]] : index
// CHECK:         %[[PDQ:.*]] = arith.addi %[[PD]], %[[CM3]] : index
// CHECK:         %[[N:.*]] = arith.maxsi %[[PDQ]], %[[C0]] : index
// CHECK:         return %[[N]]
func.func @dynamic_dim_static_amounts(%src: tensor<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = pad.pad %src low[1, 0] high[-3, 2] mode(reflect) : tensor<?x4xf32> to tensor<?x6xf32>
  %d = tensor.dim %0, %c0 : tensor<?x6xf32>
  return %d : index
}

// -----

// Static parts fold: 3 on axis 0, 2 + 4 on axis 1.
// CHECK-LABEL: func @dynamic_amounts
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<3x4xf32>, %[[L:[^:]*]]: index, %[[H:.*]]: index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : index
// CHECK:         %[[LD:.*]] = arith.addi %[[L]], %[[C3]] : index
// CHECK:         %[[LDH:.*]] = arith.addi %[[LD]], %[[H]] : index
// CHECK:         %[[N0:.*]] = arith.maxsi %[[LDH]], %[[C0]] : index
// CHECK:         %[[DH:.*]] = arith.addi %[[H]], %[[C6]] : index
// CHECK:         %[[N1:.*]] = arith.maxsi %[[DH]], %[[C0]] : index
// CHECK:         return %[[N0]], %[[N1]]
func.func @dynamic_amounts(%src: tensor<3x4xf32>, %l: index, %h: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = pad.pad %src low[%l, 2] high[%h, %h] : tensor<3x4xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

// CHECK-LABEL: func @dynamic_dim_and_amounts
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<?xf32>, %[[L:[^:]*]]: index, %[[H:.*]]: index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D:.*]] = tensor.dim %[[SRC]], %[[C0]] : tensor<?xf32>
// CHECK:         %[[LD:.*]] = arith.addi %[[L]], %[[D]] : index
// CHECK:         %[[LDH:.*]] = arith.addi %[[LD]], %[[H]] : index
// CHECK:         %[[N:.*]] = arith.maxsi %[[LDH]], %[[C0]] : index
// CHECK:         return %[[N]]
func.func @dynamic_dim_and_amounts(%src: tensor<?xf32>, %l: index, %h: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = pad.pad %src low[%l] high[%h] mode(edge) : tensor<?xf32> to tensor<?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?xf32>
  return %d0 : index
}

// -----

// Axis 0: D = max(0, d * 3 - 2); axis 1: D = max(0, d * 2 - 1).
// CHECK-LABEL: func @interior_dynamic_dims
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<?x?xf32>, %[[L:.*]]: index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK:         %[[D0:.*]] = tensor.dim %[[SRC]], %[[C0]] : tensor<?x?xf32>
// CHECK:         %[[S0:.*]] = arith.muli %[[D0]], %[[C3]] : index
// CHECK:         %[[T0:.*]] = arith.subi %[[S0]], %[[C2]] : index
// CHECK:         %[[DIL0:.*]] = arith.maxsi %[[T0]], %[[C0]] : index
// CHECK:         %[[A0:.*]] = arith.addi %[[L]], %[[DIL0]] : index
// CHECK:         %[[B0:.*]] = arith.addi %[[A0]], %[[C2]] : index
// CHECK:         %[[N0:.*]] = arith.maxsi %[[B0]], %[[C0]] : index
// CHECK:         %[[D1:.*]] = tensor.dim %[[SRC]], %[[C1]] : tensor<?x?xf32>
// CHECK:         %[[S1:.*]] = arith.muli %[[D1]], %[[C2]] : index
// CHECK:         %[[T1:.*]] = arith.subi %[[S1]], %[[C1]] : index
// CHECK:         %[[DIL1:.*]] = arith.maxsi %[[T1]], %[[C0]] : index
// CHECK:         %[[A1:.*]] = arith.addi %[[DIL1]], %[[C1]] : index
// CHECK:         %[[B1:.*]] = arith.addi %[[A1]], %[[C3]] : index
// CHECK:         %[[N1:.*]] = arith.maxsi %[[B1]], %[[C0]] : index
// CHECK:         return %[[N0]], %[[N1]]
func.func @interior_dynamic_dims(%src: tensor<?x?xf32>, %l: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = pad.pad %src low[%l, 1] high[2, 3] interior[2, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

// A static dim with interior folds: 1 + ((3 - 1) * 3 + 1) = 8.
// CHECK-LABEL: func @interior_static_dim_dynamic_amount
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<3xf32>, %[[H:.*]]: index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK:         %[[S:.*]] = arith.addi %[[H]], %[[C8]] : index
// CHECK:         %[[N:.*]] = arith.maxsi %[[S]], %[[C0]] : index
// CHECK:         return %[[N]]
func.func @interior_static_dim_dynamic_amount(%src: tensor<3xf32>, %h: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = pad.pad %src low[1] high[%h] interior[2] : tensor<3xf32> to tensor<?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?xf32>
  return %d0 : index
}

// -----

// A result dim static in the type is taken from the type.
// CHECK-LABEL: func @static_result_dim
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK-NOT:     pad.pad
// CHECK:         return %[[C5]]
func.func @static_result_dim(%src: tensor<3x4xf32>, %l: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = pad.pad %src low[%l, 0] high[1, 0] mode(wrap) : tensor<3x4xf32> to tensor<5x4xf32>
  %d0 = tensor.dim %0, %c0 : tensor<5x4xf32>
  return %d0 : index
}

// -----

// A dim index not known at compile time is left alone.
// CHECK-LABEL: func @dynamic_dim_index
// CHECK-SAME:    %[[SRC:[^:]*]]: tensor<?x?xf32>, %[[L:[^:]*]]: index, %[[K:.*]]: index
// CHECK:         %[[P:.*]] = pad.pad %[[SRC]] low[%[[L]], 0] high[0, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK:         tensor.dim %[[P]], %[[K]] : tensor<?x?xf32>
func.func @dynamic_dim_index(%src: tensor<?x?xf32>, %l: index, %k: index) -> index {
  %0 = pad.pad %src low[%l, 0] high[0, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %d = tensor.dim %0, %k : tensor<?x?xf32>
  return %d : index
}
