// RUN: pad-opt %s --transform-interpreter --cse --canonicalize -split-input-file | FileCheck %s

// pad.pad as a fused producer (docs/Tiling.md): generateResultTileValue gives the
// shifted pad of the same source, for the slice of the padded tensor that a
// tile of the consumer reads. No scf.if, no tensor.generate, no pad of the
// whole input left.

// fuse_into_containing_op into an scf.forall over the output rows of a
// linalg.conv_2d_nhwc_hwcf (2 rows per tile): tile i reads padded rows
// [2i, 2i + 4), so low' = 1 - 2i and high' = 1 - (8 - 2i - 4) = 2i - 3.
// CHECK-DAG: #[[$MUL2:.*]] = affine_map<(d0) -> (d0 * 2)>
// CHECK-LABEL: func.func @nhwc_reflect(
// CHECK-SAME:      %[[X:.*]]: tensor<1x6x6x2xf32>, %[[W:.*]]: tensor<3x3x2x3xf32>)
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[CM3:.*]] = arith.constant -3 : index
// CHECK-NOT:     pad.pad
// CHECK:         scf.forall (%[[I:.*]]) in (3) shared_outs(%[[OUT:.*]] = %{{.*}})
// CHECK:           %[[O:.*]] = affine.apply #[[$MUL2]](%[[I]])
// CHECK-DAG:       %[[L:.*]] = arith.subi %[[C1]], %[[O]]
// CHECK-DAG:       %[[H:.*]] = arith.addi %[[O]], %[[CM3]]
// CHECK:           %[[P:.*]] = pad.pad %[[X]] low[0, %[[L]], 1, 0] high[0, %[[H]], 1, 0] mode(reflect) : tensor<1x6x6x2xf32> to tensor<1x4x8x2xf32>
// CHECK:           %[[S:.*]] = tensor.extract_slice %[[OUT]][0, %[[O]], 0, 0] [1, 2, 6, 3] [1, 1, 1, 1]
// CHECK:           %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<1x2x6x3xf32>)
// CHECK:           linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[P]], %[[W]] : tensor<1x4x8x2xf32>, tensor<3x3x2x3xf32>) outs(%[[F]] : tensor<1x2x6x3xf32>)
// CHECK-NOT:     scf.if
// CHECK-NOT:     tensor.generate
// CHECK:         return
func.func @nhwc_reflect(%x: tensor<1x6x6x2xf32>, %w: tensor<3x3x2x3xf32>) -> tensor<1x6x6x3xf32> {
  %p = pad.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] mode(reflect) : tensor<1x6x6x2xf32> to tensor<1x8x8x2xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x8x8x2xf32>, tensor<3x3x2x3xf32>) outs(%f : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  return %c : tensor<1x6x6x3xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %pad = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %fill = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %loop = transform.structured.tile_using_forall %conv tile_sizes [0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fp, %l1 = transform.structured.fuse_into_containing_op %pad into %loop : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %ff, %l2 = transform.structured.fuse_into_containing_op %fill into %l1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// transform.structured.fuse (tileConsumerAndFuseProducersUsingSCF) over the
// rows and columns of a linalg.conv_2d_nchw_fchw, wrap mode with a crop: tile
// (i, j) of 2x3 outputs reads padded rows [i, i + 4) and columns [j, j + 5)
// of the 1x2x7x5 padded tensor.
// CHECK-LABEL: func.func @nchw_wrap(
// CHECK-SAME:      %[[X:.*]]: tensor<1x2x4x5xf32>, %[[W:.*]]: tensor<3x2x3x3xf32>)
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-NOT:     pad.pad
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK-DAG:         %[[L0:.*]] = arith.subi %[[C1]], %[[I]]
// CHECK-DAG:         %[[L1:.*]] = arith.subi %[[C1]], %[[J]]
// CHECK:             %[[P:.*]] = pad.pad %[[X]] low[0, 0, %[[L0]], %[[L1]]] high[0, 0, %{{.*}}, %{{.*}}] mode(wrap) : tensor<1x2x4x5xf32> to tensor<1x2x?x?xf32>
// CHECK:             linalg.conv_2d_nchw_fchw {{.*}} ins(%[[P]], %[[W]] : tensor<1x2x?x?xf32>, tensor<3x2x3x3xf32>)
// CHECK-NOT:     scf.if
// CHECK-NOT:     tensor.generate
// CHECK:         return
func.func @nchw_wrap(%x: tensor<1x2x4x5xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x5x3xf32> {
  %p = pad.pad %x low[0, 0, 1, 1] high[0, 0, 2, -1] mode(wrap) : tensor<1x2x4x5xf32> to tensor<1x2x7x5xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x5x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x3x5x3xf32>) -> tensor<1x3x5x3xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x2x7x5xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x5x3xf32>) -> tensor<1x3x5x3xf32>
  return %c : tensor<1x3x5x3xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %loops:2 = transform.structured.fuse %conv tile_sizes [0, 0, 2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
