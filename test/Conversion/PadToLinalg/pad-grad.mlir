// RUN: pad-opt %s -convert-pad-to-linalg -canonicalize -cse | FileCheck %s

// pad.pad_grad lowers to the folds of its axes that every strategy shares
// (docs/Lowering.md, "pad.pad_grad"): the order of the sums is fixed, so the
// strategies give the same bits. Axis 0 of gy (5 rows) folds into the 3 rows
// of an intermediate, then axis 1 (8 columns) into the 4 of gx.

// CHECK-LABEL: func @edge
// CHECK-SAME:    %[[GY:.*]]: tensor<5x8xf32>
// CHECK:         %[[Z0:.*]] = scf.for {{.*}} -> (tensor<3x8xf32>)
// CHECK:         %[[F0:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[Z0]]) -> (tensor<3x8xf32>)
// CHECK:           tensor.extract %[[GY]]
// CHECK:           arith.addf
// CHECK:           arith.select
// CHECK:         %[[Z1:.*]] = scf.for {{.*}} -> (tensor<3x4xf32>)
// CHECK:         %[[F1:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[Z1]]) -> (tensor<3x4xf32>)
// CHECK:           tensor.extract %[[F0]]
// CHECK:         return %[[F1]]
// CHECK-NOT:     pad.pad_grad
func.func @edge(%gy: tensor<5x8xf32>) -> tensor<3x4xf32> {
  %gx = pad.pad_grad %gy low[0, 1] high[2, 3] mode(edge) : tensor<5x8xf32> to tensor<3x4xf32>
  return %gx : tensor<3x4xf32>
}
