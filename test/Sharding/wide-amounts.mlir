// RUN: pad-opt %s --pass-pipeline="builtin.module(func.func(sharding-propagation,shard-partition))" | FileCheck %s

// Borders wider than the shard they read, past one fold of the whole axis
// too (docs/Semantics.md, "Any width"): the split axis is gathered, and each
// process pads its own tile [b_j, b_j+1) of the result (docs/Distributed.md)
// from the whole input, by amounts that crop the other process's rows.
shard.grid @g(shape = 2) {sym_visibility = "private"}

// CHECK-LABEL: func.func @wide_reflect(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<6x5xf32>) -> tensor<?x5xf32> {
// CHECK-NEXT:    %[[ALL:.*]] = shard.all_gather %[[ARG0]] on @g grid_axes = [0] gather_axis = 0 : tensor<6x5xf32> -> tensor<12x5xf32>
// CHECK:         arith.constant dense<[20, -6]> : tensor<2xindex>
// CHECK:         arith.constant dense<[-6, 18]> : tensor<2xindex>
// CHECK:         pad.pad %{{.*}} low[%{{.*}}, 0] high[%{{.*}}, 0] mode(reflect) : tensor<12x5xf32> to tensor<?x5xf32>
func.func @wide_reflect(%x: tensor<12x5xf32>) -> tensor<50x5xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[20, 0] high[18, 0] mode(reflect) : tensor<12x5xf32> to tensor<50x5xf32>
  return %p : tensor<50x5xf32>
}

// Wrap by more rows than the other end's shard holds: no halo exchange can
// serve it, the axis is gathered.
// CHECK-LABEL: func.func @wide_wrap(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<6x5xf32>) -> tensor<15x5xf32> {
// CHECK-NEXT:    shard.all_gather %[[ARG0]] on @g grid_axes = [0] gather_axis = 0 : tensor<6x5xf32> -> tensor<12x5xf32>
// CHECK-NOT:     shard.send
// CHECK:         arith.constant dense<[9, -6]> : tensor<2xindex>
// CHECK:         arith.constant dense<[-6, 9]> : tensor<2xindex>
// CHECK:         pad.pad %{{.*}} mode(wrap) : tensor<12x5xf32> to tensor<15x5xf32>
func.func @wide_wrap(%x: tensor<12x5xf32>) -> tensor<30x5xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[9, 0] high[9, 0] mode(wrap) : tensor<12x5xf32> to tensor<30x5xf32>
  return %p : tensor<30x5xf32>
}
