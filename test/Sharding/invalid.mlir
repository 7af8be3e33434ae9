// RUN: pad-opt %s -split-input-file -verify-diagnostics --pass-pipeline="builtin.module(func.func(shard-partition))"

// Shardings given by hand that no partition of pad.pad satisfies: errors on
// the pad, never a crash.

shard.grid @g(shape = 2) {sym_visibility = "private"}

func.func @wrong_result_offsets(%x: tensor<8x6xf32>) -> tensor<13x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<8x6xf32>
  // expected-error @+1 {{'pad.pad' op expected the result's sharding to give each process the rows its source rows pad into}}
  %p = pad.pad %x1 low[2, 0] high[3, 0] : tensor<8x6xf32> to tensor<13x6xf32>
  %r = shard.sharding @g split_axes = [[0]] sharded_dims_offsets = [0, 7, 13] : !shard.sharding
  %p1 = shard.shard %p to %r : tensor<13x6xf32>
  return %p1 : tensor<13x6xf32>
}

// -----

shard.grid @g(shape = 2) {sym_visibility = "private"}

func.func @reflect_beyond_shard(%x: tensor<8x6xf32>) -> tensor<14x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<8x6xf32>
  // expected-error @+1 {{'pad.pad' op expected axis 0 to have a static size and amounts, one grid axis and end shards that hold the rows its borders read}}
  %p = pad.pad %x1 low[5, 0] high[1, 0] mode(reflect) : tensor<8x6xf32> to tensor<14x6xf32>
  %r = shard.sharding @g split_axes = [[0]] sharded_dims_offsets = [0, 9, 14] : !shard.sharding
  %p1 = shard.shard %p to %r : tensor<14x6xf32>
  return %p1 : tensor<14x6xf32>
}

// -----

shard.grid @g(shape = 2x2) {sym_visibility = "private"}

func.func @other_grid_axis(%x: tensor<8x6xf32>) -> tensor<13x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<8x6xf32>
  // expected-error @+1 {{'pad.pad' op expected the result of axis 0 split along the grid axes of its source or its source whole}}
  %p = pad.pad %x1 low[2, 0] high[3, 0] : tensor<8x6xf32> to tensor<13x6xf32>
  %r = shard.sharding @g split_axes = [[1]] : !shard.sharding
  %p1 = shard.shard %p to %r : tensor<13x6xf32>
  return %p1 : tensor<13x6xf32>
}
