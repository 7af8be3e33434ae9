// RUN: pad-opt %s --pass-pipeline="builtin.module(func.func(sharding-propagation))" | FileCheck %s

// Sharding propagation through pad.pad (docs/Distributed.md): the result of a split axis
// is split along the same grid axis with the offsets b_j = clamp(low +
// c_j * (interior + 1), 0, R); an axis whose borders read rows other
// processes hold is gathered first.
shard.grid @g(shape = 2) {sym_visibility = "private"}

// reflect: the end shards hold more rows than the borders reflect.
func.func @reflect(%x: tensor<12x5xf32>) -> tensor<17x7xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[2, 1] high[3, 1] mode(reflect) : tensor<12x5xf32> to tensor<17x7xf32>
  return %p : tensor<17x7xf32>
}
// CHECK-LABEL: func.func @reflect(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<12x5xf32>) -> tensor<17x7xf32> {
// CHECK-NEXT:    %[[SHARDING:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}0{{\]\]}} : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED:[^ :,#)]+]] = shard.shard %[[ARG0]] to %[[SHARDING]] annotate_for_users : tensor<12x5xf32>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[SHARDING_ANNOTATED]] low[2, 1] high[3, 1] mode(reflect) : tensor<12x5xf32> to tensor<17x7xf32>
// CHECK-NEXT:    %[[SHARDING_0:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}0{{\]\]}} sharded_dims_offsets = [0, 8, 17] : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED_1:[^ :,#)]+]] = shard.shard %[[PADDED]] to %[[SHARDING_0]] : tensor<17x7xf32>
// CHECK-NEXT:    return %[[SHARDING_ANNOTATED_1]] : tensor<17x7xf32>

// wrap: the first process receives the last process's last `low` rows and
// the last the first's first `high` rows; every process crops what it does not
// use.
func.func @wrap(%x: tensor<12x5xf32>) -> tensor<17x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[2, 1] high[3, 0] mode(wrap) : tensor<12x5xf32> to tensor<17x6xf32>
  return %p : tensor<17x6xf32>
}
// CHECK-LABEL: func.func @wrap(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<12x5xf32>) -> tensor<17x6xf32> {
// CHECK-NEXT:    %[[SHARDING:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}0{{\]\]}} : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED:[^ :,#)]+]] = shard.shard %[[ARG0]] to %[[SHARDING]] annotate_for_users : tensor<12x5xf32>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[SHARDING_ANNOTATED]] low[2, 1] high[3, 0] mode(wrap) : tensor<12x5xf32> to tensor<17x6xf32>
// CHECK-NEXT:    %[[SHARDING_0:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}0{{\]\]}} sharded_dims_offsets = [0, 8, 17] : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED_1:[^ :,#)]+]] = shard.shard %[[PADDED]] to %[[SHARDING_0]] : tensor<17x6xf32>
// CHECK-NEXT:    return %[[SHARDING_ANNOTATED_1]] : tensor<17x6xf32>

// Interior padding: the gaps after a row belong to the row's owner
// (high = interior on the first process), b_1 = 1 + 6 * 3.
func.func @interior(%x: tensor<12x5xf32>) -> tensor<37x10xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[1, 0] high[2, 1] interior[2, 1] : tensor<12x5xf32> to tensor<37x10xf32>
  return %p : tensor<37x10xf32>
}
// CHECK-LABEL: func.func @interior(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<12x5xf32>) -> tensor<37x10xf32> {
// CHECK-NEXT:    %[[SHARDING:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}0{{\]\]}} : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED:[^ :,#)]+]] = shard.shard %[[ARG0]] to %[[SHARDING]] annotate_for_users : tensor<12x5xf32>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[SHARDING_ANNOTATED]] low[1, 0] high[2, 1] interior[2, 1] : tensor<12x5xf32> to tensor<37x10xf32>
// CHECK-NEXT:    %[[SHARDING_0:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}0{{\]\]}} sharded_dims_offsets = [0, 19, 37] : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED_1:[^ :,#)]+]] = shard.shard %[[PADDED]] to %[[SHARDING_0]] : tensor<37x10xf32>
// CHECK-NEXT:    return %[[SHARDING_ANNOTATED_1]] : tensor<37x10xf32>

// The first shard holds fewer rows than the border reflects: the axis is
// gathered (by the pad's partition, the source keeps its sharding) and each
// process pads its own tile [b_j, b_j+1) of docs/Distributed.md.
func.func @gathered(%x: tensor<12x5xf32>) -> tensor<20x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[7, 1] high[1, 0] mode(reflect) : tensor<12x5xf32> to tensor<20x6xf32>
  return %p : tensor<20x6xf32>
}
// CHECK-LABEL: func.func @gathered(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<12x5xf32>) -> tensor<20x6xf32> {
// CHECK-NEXT:    %[[SHARDING:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}0{{\]\]}} : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED:[^ :,#)]+]] = shard.shard %[[ARG0]] to %[[SHARDING]] annotate_for_users : tensor<12x5xf32>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[SHARDING_ANNOTATED]] low[7, 1] high[1, 0] mode(reflect) : tensor<12x5xf32> to tensor<20x6xf32>
// CHECK-NEXT:    %[[SHARDING_0:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}0{{\]\]}} sharded_dims_offsets = [0, 13, 20] : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED_1:[^ :,#)]+]] = shard.shard %[[PADDED]] to %[[SHARDING_0]] : tensor<20x6xf32>
// CHECK-NEXT:    return %[[SHARDING_ANNOTATED_1]] : tensor<20x6xf32>

shard.grid @g22(shape = 2x2) {sym_visibility = "private"}

// A dynamic axis and amount that are not split stay as they are.
func.func @dyn_other(%x: tensor<8x?xf32>, %h: index) -> tensor<13x?xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<8x?xf32>
  %p = pad.pad %x1 low[2, 1] high[3, %h] mode(edge) : tensor<8x?xf32> to tensor<13x?xf32>
  return %p : tensor<13x?xf32>
}
// CHECK-LABEL: func.func @dyn_other(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<8x?xf32>, %[[ARG1:[^ :,#)]+]]: index) -> tensor<13x?xf32> {
// CHECK-NEXT:    %[[SHARDING:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}0{{\]\]}} : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED:[^ :,#)]+]] = shard.shard %[[ARG0]] to %[[SHARDING]] annotate_for_users : tensor<8x?xf32>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[SHARDING_ANNOTATED]] low[2, 1] high[3, %[[ARG1]]] mode(edge) : tensor<8x?xf32> to tensor<13x?xf32>
// CHECK-NEXT:    %[[SHARDING_0:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}0{{\]\]}} sharded_dims_offsets = [0, 6, 13] : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED_1:[^ :,#)]+]] = shard.shard %[[PADDED]] to %[[SHARDING_0]] : tensor<13x?xf32>
// CHECK-NEXT:    return %[[SHARDING_ANNOTATED_1]] : tensor<13x?xf32>

// A dynamic split axis is gathered (by the pad's partition, the source keeps
// its sharding); the result is replicated.
func.func @dyn_split(%x: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<?x6xf32>
  %p = pad.pad %x1 low[2, 0] high[3, 0] mode(edge) : tensor<?x6xf32> to tensor<?x6xf32>
  return %p : tensor<?x6xf32>
}
// CHECK-LABEL: func.func @dyn_split(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<?x6xf32>) -> tensor<?x6xf32> {
// CHECK-NEXT:    %[[SHARDING:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}0{{\]\]}} : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED:[^ :,#)]+]] = shard.shard %[[ARG0]] to %[[SHARDING]] annotate_for_users : tensor<?x6xf32>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[SHARDING_ANNOTATED]] low[2, 0] high[3, 0] mode(edge) : tensor<?x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:    %[[SHARDING_0:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}{{\]\]}} : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED_1:[^ :,#)]+]] = shard.shard %[[PADDED]] to %[[SHARDING_0]] : tensor<?x6xf32>
// CHECK-NEXT:    return %[[SHARDING_ANNOTATED_1]] : tensor<?x6xf32>

// H and W split on a 2x2 grid: each axis takes its amounts from its own
// grid coordinate.
func.func @grid2d(%x: tensor<2x3x8x8xf32>) -> tensor<2x3x11x10xf32> {
  %s = shard.sharding @g22 split_axes = [[], [], [0], [1]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<2x3x8x8xf32>
  %p = pad.pad %x1 low[0, 0, 1, 1] high[0, 0, 2, 1] mode(symmetric) : tensor<2x3x8x8xf32> to tensor<2x3x11x10xf32>
  return %p : tensor<2x3x11x10xf32>
}
// CHECK-LABEL: func.func @grid2d(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<2x3x8x8xf32>) -> tensor<2x3x11x10xf32> {
// CHECK-NEXT:    %[[SHARDING:[^ :,#)]+]] = shard.sharding @g22 split_axes = {{\[\[}}], [], [0], [1{{\]\]}} : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED:[^ :,#)]+]] = shard.shard %[[ARG0]] to %[[SHARDING]] annotate_for_users : tensor<2x3x8x8xf32>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[SHARDING_ANNOTATED]] low[0, 0, 1, 1] high[0, 0, 2, 1] mode(symmetric) : tensor<2x3x8x8xf32> to tensor<2x3x11x10xf32>
// CHECK-NEXT:    %[[SHARDING_0:[^ :,#)]+]] = shard.sharding @g22 split_axes = {{\[\[}}], [], [0], [1{{\]\]}} sharded_dims_offsets = [0, 5, 11, 0, 5, 10] : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED_1:[^ :,#)]+]] = shard.shard %[[PADDED]] to %[[SHARDING_0]] : tensor<2x3x11x10xf32>
// CHECK-NEXT:    return %[[SHARDING_ANNOTATED_1]] : tensor<2x3x11x10xf32>

// Uneven source shards given by sharded_dims_offsets: c = [0, 3, 8].
func.func @given_offsets(%x: tensor<8x6xf32>) -> tensor<11x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] sharded_dims_offsets = [0, 3, 8] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<8x6xf32>
  %p = pad.pad %x1 low[1, 0] high[2, 0] : tensor<8x6xf32> to tensor<11x6xf32>
  return %p : tensor<11x6xf32>
}
// CHECK-LABEL: func.func @given_offsets(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<8x6xf32>) -> tensor<11x6xf32> {
// CHECK-NEXT:    %[[SHARDING:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}0{{\]\]}} sharded_dims_offsets = [0, 3, 8] : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED:[^ :,#)]+]] = shard.shard %[[ARG0]] to %[[SHARDING]] annotate_for_users : tensor<8x6xf32>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[SHARDING_ANNOTATED]] low[1, 0] high[2, 0] : tensor<8x6xf32> to tensor<11x6xf32>
// CHECK-NEXT:    %[[SHARDING_0:[^ :,#)]+]] = shard.sharding @g split_axes = {{\[\[}}0{{\]\]}} sharded_dims_offsets = [0, 4, 11] : !shard.sharding
// CHECK-NEXT:    %[[SHARDING_ANNOTATED_1:[^ :,#)]+]] = shard.shard %[[PADDED]] to %[[SHARDING_0]] : tensor<11x6xf32>
// CHECK-NEXT:    return %[[SHARDING_ANNOTATED_1]] : tensor<11x6xf32>
