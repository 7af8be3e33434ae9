// Transform schedules of the tiling end-to-end tests (docs/Tiling.md), preloaded
// with --transform-preload-library and chosen with
// --transform-interpreter="entry-point=...". Each convolution is tiled over
// its output rows (2 per tile) and the pad.pad that produces its input is
// fused into the loop: the padded tensor is never materialized whole.
module attributes {transform.with_named_sequence} {
  // scf.forall + fuse_into_containing_op (the pad and the fill).
  transform.named_sequence @fuse_forall(%root: !transform.any_op {transform.readonly}) {
    %nhwc = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %nhwc : !transform.any_op {
    ^bb0(%conv: !transform.any_op):
      %pad = transform.get_producer_of_operand %conv[0] : (!transform.any_op) -> !transform.any_op
      %fill = transform.get_producer_of_operand %conv[2] : (!transform.any_op) -> !transform.any_op
      %t, %loop = transform.structured.tile_using_forall %conv tile_sizes [0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      %fp, %l1 = transform.structured.fuse_into_containing_op %pad into %loop : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      %ff, %l2 = transform.structured.fuse_into_containing_op %fill into %l1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    %nchw = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %nchw : !transform.any_op {
    ^bb0(%conv: !transform.any_op):
      %pad = transform.get_producer_of_operand %conv[0] : (!transform.any_op) -> !transform.any_op
      %fill = transform.get_producer_of_operand %conv[2] : (!transform.any_op) -> !transform.any_op
      %t, %loop = transform.structured.tile_using_forall %conv tile_sizes [0, 0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      %fp, %l1 = transform.structured.fuse_into_containing_op %pad into %loop : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      %ff, %l2 = transform.structured.fuse_into_containing_op %fill into %l1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    transform.yield
  }

  // scf.for + transform.structured.fuse (tileConsumerAndFuseProducersUsingSCF),
  // tiled over output rows and columns.
  transform.named_sequence @fuse_for(%root: !transform.any_op {transform.readonly}) {
    %nhwc = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %t0, %loops0:2 = transform.structured.fuse %nhwc tile_sizes [0, 2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %nchw = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    %t1, %loops1:2 = transform.structured.fuse %nchw tile_sizes [0, 0, 2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
