// RUN: pad-opt %s --transform-interpreter --cse --canonicalize -split-input-file | FileCheck %s

// Tiling pad.pad with transform.structured.tile_using_forall (docs/Tiling.md): each
// tile is the shifted pad.pad of the same source, written with
// tensor.parallel_insert_slice; no scf.if.

// Symmetric mode, 2x2 tiles over a 6x8 result of a 4x4 source: every tile
// has static sizes, so the tile pads have static types.
// CHECK-DAG: #[[$MUL2:.*]] = affine_map<(d0) -> (d0 * 2)>
// CHECK-LABEL: func.func @symmetric(
// CHECK-SAME:      %[[SRC:.*]]: tensor<4x4xf32>)
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[CM3:.*]] = arith.constant -3 : index
// CHECK-DAG:     %[[CM4:.*]] = arith.constant -4 : index
// CHECK:         scf.forall (%[[I:.*]], %[[J:.*]]) in (3, 4) shared_outs(%[[OUT:.*]] = %{{.*}})
// CHECK-DAG:       %[[O0:.*]] = affine.apply #[[$MUL2]](%[[I]])
// CHECK-DAG:       %[[O1:.*]] = affine.apply #[[$MUL2]](%[[J]])
// low'[0] = 1 - o0, high'[0] = 1 - (6 - o0 - 2) = o0 - 3
// CHECK-DAG:       %[[L0:.*]] = arith.subi %[[C1]], %[[O0]]
// CHECK-DAG:       %[[H0:.*]] = arith.addi %[[O0]], %[[CM3]]
// low'[1] = 2 - o1, high'[1] = 2 - (8 - o1 - 2) = o1 - 4
// CHECK-DAG:       %[[L1:.*]] = arith.subi %[[C2]], %[[O1]]
// CHECK-DAG:       %[[H1:.*]] = arith.addi %[[O1]], %[[CM4]]
// CHECK:           %[[T:.*]] = pad.pad %[[SRC]] low[%[[L0]], %[[L1]]] high[%[[H0]], %[[H1]]] mode(symmetric) : tensor<4x4xf32> to tensor<2x2xf32>
// CHECK:           scf.forall.in_parallel
// CHECK-NEXT:        tensor.parallel_insert_slice %[[T]] into %[[OUT]][%[[O0]], %[[O1]]] [2, 2] [1, 1]
// CHECK-NOT:     scf.if
// CHECK:         return
func.func @symmetric(%src: tensor<4x4xf32>) -> tensor<6x8xf32> {
  %r = pad.pad %src low[1, 2] high[1, 2] mode(symmetric) : tensor<4x4xf32> to tensor<6x8xf32>
  return %r : tensor<6x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_forall %0 tile_sizes [2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Wrap mode with a crop on each side of axis 1, tiled by thread count: the
// last tile along axis 0 is partial (7 rows in tiles of 3).
// CHECK-LABEL: func.func @wrap_crop(
// CHECK-SAME:      %[[SRC:.*]]: tensor<5x6xi8>)
// CHECK:         scf.forall (%[[I:.*]]) in (3) shared_outs(%[[OUT:.*]] = %{{.*}})
// CHECK:           %[[O0:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK:           %[[S0:.*]] = affine.min #{{.*}}(%[[I]])
// CHECK:           %[[T:.*]] = pad.pad %[[SRC]] low[%{{.*}}, -1] high[%{{.*}}, -2] mode(wrap) : tensor<5x6xi8> to tensor<?x3xi8>
// CHECK:           scf.forall.in_parallel
// CHECK-NEXT:        tensor.parallel_insert_slice %[[T]] into %[[OUT]][%[[O0]], 0] [%[[S0]], 3] [1, 1]
// CHECK-NOT:     scf.if
// CHECK:         return
func.func @wrap_crop(%src: tensor<5x6xi8>) -> tensor<7x3xi8> {
  %r = pad.pad %src low[2, -1] high[0, -2] mode(wrap) : tensor<5x6xi8> to tensor<7x3xi8>
  return %r : tensor<7x3xi8>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_forall %0 num_threads [3, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
