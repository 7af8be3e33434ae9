// RUN: pad-opt %s --transform-interpreter --cse --canonicalize -split-input-file | FileCheck %s

// Tiling pad.pad with transform.structured.tile_using_for (docs/Tiling.md): each
// tile is the pad.pad of the same source with low' = low - o and
// high' = high - (n - o - s); no scf.if, no tensor.generate.

// The OpenVINO Pad-12 mixed example (crop and pad, reflect), tiles of 3x4
// over a 4x6 result: partial tiles at the ends of both axes.
// CHECK-DAG: #[[$MIN0:.*]] = affine_map<(d0) -> (-d0 + 4, 3)>
// CHECK-DAG: #[[$MIN1:.*]] = affine_map<(d0) -> (-d0 + 6, 4)>
// CHECK-LABEL: func.func @reflect_crop_and_pad(
// CHECK-SAME:      %[[SRC:.*]]: tensor<3x4xf32>)
// CHECK-DAG:     %[[CM1:.*]] = arith.constant -1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : index
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[C4]] step %[[C3]] iter_args(%{{.*}} = %{{.*}})
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %[[C6]] step %[[C4]] iter_args(%[[OUT:.*]] = %{{.*}})
// CHECK-DAG:         %[[SI:.*]] = affine.min #[[$MIN0]](%[[I]])
// CHECK-DAG:         %[[SJ:.*]] = affine.min #[[$MIN1]](%[[J]])
// low'[0] = 2 - i, high'[0] = -1 - (4 - i - si)
// CHECK-DAG:         %[[L0:.*]] = arith.subi %[[C2]], %[[I]]
// CHECK-DAG:         %[[R0:.*]] = arith.subi %[[C4]], %[[I]]
// CHECK-DAG:         %[[R0S:.*]] = arith.subi %[[R0]], %[[SI]]
// CHECK-DAG:         %[[H0:.*]] = arith.subi %[[CM1]], %[[R0S]]
// low'[1] = -1 - j, high'[1] = 3 - (6 - j - sj)
// CHECK-DAG:         %[[L1:.*]] = arith.subi %[[CM1]], %[[J]]
// CHECK-DAG:         %[[R1:.*]] = arith.subi %[[C6]], %[[J]]
// CHECK-DAG:         %[[R1S:.*]] = arith.subi %[[R1]], %[[SJ]]
// CHECK-DAG:         %[[H1:.*]] = arith.subi %[[C3]], %[[R1S]]
// CHECK:             %[[T:.*]] = pad.pad %[[SRC]] low[%[[L0]], %[[L1]]] high[%[[H0]], %[[H1]]] mode(reflect) : tensor<3x4xf32> to tensor<?x?xf32>
// CHECK:             tensor.insert_slice %[[T]] into %[[OUT]][%[[I]], %[[J]]] [%[[SI]], %[[SJ]]] [1, 1]
// CHECK-NOT:     scf.if
// CHECK-NOT:     tensor.generate
// CHECK:         return
func.func @reflect_crop_and_pad(%src: tensor<3x4xf32>) -> tensor<4x6xf32> {
  %r = pad.pad %src low[2, -1] high[-1, 3] mode(reflect) : tensor<3x4xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [3, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Tiles that divide the result: static tile sizes, so the tile has a static
// type even though its amounts are dynamic. Constant mode with interior
// padding and a runtime value: both carried over unchanged.
// CHECK-LABEL: func.func @constant_interior_value(
// CHECK-SAME:      %[[SRC:.*]]: tensor<3x3xi32>, %[[V:.*]]: i32)
// CHECK-DAG:     %[[CM6:.*]] = arith.constant -6 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : index
// The single row tile [0, 7) is the whole axis: its amounts are unchanged.
// CHECK:         scf.for %[[J:.*]] = %{{.*}} to %[[C9]] step %[[C3]] iter_args(%[[OUT:.*]] = %{{.*}})
// low'[1] = 2 - j, high'[1] = 0 - (9 - j - 3) = j - 6
// CHECK-DAG:       %[[L1:.*]] = arith.subi %[[C2]], %[[J]]
// CHECK-DAG:       %[[H1:.*]] = arith.addi %[[J]], %[[CM6]]
// CHECK:           %[[T:.*]] = pad.pad %[[SRC]] low[1, %[[L1]]] high[1, %[[H1]]] interior[1, 2] value(%[[V]]) : tensor<3x3xi32> to tensor<7x3xi32>
// CHECK:           tensor.insert_slice %[[T]] into %[[OUT]][0, %[[J]]] [7, 3] [1, 1]
// CHECK-NOT:     scf.if
// CHECK:         return
func.func @constant_interior_value(%src: tensor<3x3xi32>, %v: i32) -> tensor<7x9xi32> {
  %r = pad.pad %src low[1, 2] high[1, 0] interior[1, 2] value(%v) : tensor<3x3xi32> to tensor<7x9xi32>
  return %r : tensor<7x9xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [7, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Dynamic source size and dynamic amounts (edge mode): the iteration domain
// and the output size n are computed from the source and the amounts, never
// from a tensor.dim of the untiled result. Axis 1 is not tiled: its amounts
// stay as they are.
// CHECK-LABEL: func.func @edge_dynamic(
// CHECK-SAME:      %[[SRC:.*]]: tensor<?x4xf16>, %[[L:.*]]: index, %[[H:.*]]: index)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK:         %[[D:.*]] = tensor.dim %[[SRC]], %[[C0]]
// CHECK:         %[[S:.*]] = arith.addi %[[L]], %[[D]]
// CHECK:         %[[N:.*]] = arith.maxsi %[[S]], %[[C0]]
// CHECK:         scf.for %[[I:.*]] = %[[C0]] to %[[N]] step %[[C5]] iter_args(%[[OUT:.*]] = %{{.*}})
// CHECK:           %[[SI:.*]] = affine.min #{{.*}}(%[[I]])[%[[N]]]
// CHECK:           %[[L0:.*]] = arith.subi %[[L]], %[[I]]
// CHECK:           %[[R0:.*]] = arith.subi %[[N]], %[[I]]
// CHECK:           %[[R0S:.*]] = arith.subi %[[R0]], %[[SI]]
// CHECK:           %[[H0:.*]] = arith.subi %[[C0]], %[[R0S]]
// CHECK:           %[[T:.*]] = pad.pad %[[SRC]] low[%[[L0]], 0] high[%[[H0]], %[[H]]] mode(edge) : tensor<?x4xf16> to tensor<?x?xf16>
// CHECK:           tensor.insert_slice %[[T]] into %[[OUT]][%[[I]], 0] [%[[SI]], %{{.*}}] [1, 1]
// CHECK-NOT:     scf.if
// CHECK:         return
func.func @edge_dynamic(%src: tensor<?x4xf16>, %l: index, %h: index) -> tensor<?x?xf16> {
  %r = pad.pad %src low[%l, 0] high[0, %h] mode(edge) : tensor<?x4xf16> to tensor<?x?xf16>
  return %r : tensor<?x?xf16>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1, %loops = transform.structured.tile_using_for %0 tile_sizes [5, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
