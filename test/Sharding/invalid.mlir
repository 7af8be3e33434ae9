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

// -----

shard.grid @g(shape = 2) {sym_visibility = "private"}

// Without sharded_dims_offsets shard-partition gives an uneven split d/N rows
// per process (rounded down): the offsets must be given.
func.func @uneven_without_offsets(%x: tensor<3x2xf32>) -> tensor<4x2xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<3x2xf32>
  // expected-error @+1 {{'pad.pad' op cannot partition axis 0: expected sharded_dims_offsets: 3 rows split unevenly over 2 processes (shard-partition gives such shards d/N rows) (docs/Distributed.md)}}
  %p = pad.pad %x1 low[1, 0] high[0, 0] mode(reflect) : tensor<3x2xf32> to tensor<4x2xf32>
  %r = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %p1 = shard.shard %p to %r : tensor<4x2xf32>
  return %p1 : tensor<4x2xf32>
}

// -----

shard.grid @g(shape = 2x2) {sym_visibility = "private"}

func.func @offsets_two_grid_axes(%x: tensor<5xf32>) -> tensor<6xf32> {
  %s = shard.sharding @g split_axes = [[0, 1]] sharded_dims_offsets = [0, 1, 2, 3, 5] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<5xf32>
  // expected-error @+1 {{'pad.pad' op cannot partition axis 0: expected no sharded_dims_offsets on a tensor axis split over several grid axes (docs/Distributed.md)}}
  %p = pad.pad %x1 low[1] high[0] : tensor<5xf32> to tensor<6xf32>
  %r = shard.sharding @g split_axes = [[]] : !shard.sharding
  %p1 = shard.shard %p to %r : tensor<6xf32>
  return %p1 : tensor<6xf32>
}

// -----

shard.grid @g(shape = 2) {sym_visibility = "private"}

func.func @halo(%x: tensor<8xf32>) -> tensor<9xf32> {
  %s = shard.sharding @g split_axes = [[0]] halo_sizes = [1, 1] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<8xf32>
  // expected-error @+1 {{'pad.pad' op cannot partition axis 0: expected a source sharding without halo sizes and with static sharded_dims_offsets (docs/Distributed.md)}}
  %p = pad.pad %x1 low[1] high[0] : tensor<8xf32> to tensor<9xf32>
  %r = shard.sharding @g split_axes = [[0]] sharded_dims_offsets = [0, 5, 9] : !shard.sharding
  %p1 = shard.shard %p to %r : tensor<9xf32>
  return %p1 : tensor<9xf32>
}
