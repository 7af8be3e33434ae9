// RUN: pad-opt %s -split-input-file -verify-diagnostics --pass-pipeline="builtin.module(func.func(sharding-propagation),pad-check-resharding)"
// RUN: pad-opt %s -split-input-file -verify-diagnostics --pad-to-llvm="mpi=openmpi" -o /dev/null

// Reshardings that shard-partition cannot make (docs/Distributed.md) are
// errors, under --pad-to-llvm as well, never a crash.

shard.grid @g(shape = 2) {sym_visibility = "private"}

// The result of a pad sharded by hand otherwise than docs/Distributed.md says.
func.func @wrong_result_offsets(%x: tensor<8x6xf32>) -> tensor<13x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<8x6xf32>
  // expected-error @+1 {{'pad.pad' op expected the result's sharding to give each process the rows its source rows pad into}}
  %p = pad.pad %x1 low[2, 0] high[3, 0] : tensor<8x6xf32> to tensor<13x6xf32>
  %r = shard.sharding @g split_axes = [[0]] sharded_dims_offsets = [0, 7, 13] : !shard.sharding
  // expected-note @+1 {{resharded here to split_axes = [[0]] sharded_dims_offsets = [0, 7, 13] from split_axes = [[0]] sharded_dims_offsets = [0, 6, 13], which shard-partition cannot do (docs/Distributed.md)}}
  %p1 = shard.shard %p to %r : tensor<13x6xf32>
  return %p1 : tensor<13x6xf32>
}

// -----

shard.grid @g(shape = 2) {sym_visibility = "private"}

// Offsets written out that split evenly are another sharding to upstream.
func.func @offsets_to_even(%x: tensor<4xf32>) -> tensor<5xf32> attributes {llvm.emit_c_interface} {
  %s = shard.sharding @g split_axes = [[0]] sharded_dims_offsets = [0, 2, 4] : !shard.sharding
  %x1 = shard.shard %x to %s : tensor<4xf32>
  %r = shard.sharding @g split_axes = [[0]] : !shard.sharding
  // expected-error @+1 {{'shard.shard' op cannot be resharded from split_axes = [[0]] sharded_dims_offsets = [0, 2, 4] to split_axes = [[0]]: shard-partition reshards only shardings without sharded_dims_offsets, one grid axis at a time, along axes their grid axes divide (docs/Distributed.md)}}
  %x2 = shard.shard %x1 to %r annotate_for_users : tensor<4xf32>
  %y = pad.pad %x2 low[0] high[1] : tensor<4xf32> to tensor<5xf32>
  return %y : tensor<5xf32>
}

// -----

shard.grid @g(shape = 2) {sym_visibility = "private"}

// 3 rows do not split over 2 processes.
func.func @uneven(%x: tensor<3xf32>) -> tensor<4xf32> attributes {llvm.emit_c_interface} {
  %s = shard.sharding @g split_axes = [[]] : !shard.sharding
  %x1 = shard.shard %x to %s : tensor<3xf32>
  %r = shard.sharding @g split_axes = [[0]] : !shard.sharding
  // expected-error @+1 {{'shard.shard' op cannot be resharded from split_axes = [[]] to split_axes = [[0]]}}
  %x2 = shard.shard %x1 to %r annotate_for_users : tensor<3xf32>
  %y = pad.pad %x2 low[0] high[1] : tensor<3xf32> to tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

shard.grid @g(shape = 2x2) {sym_visibility = "private"}

// Two grid axes at once.
func.func @two_axes(%x: tensor<4x4xf32>) -> tensor<5x4xf32> attributes {llvm.emit_c_interface} {
  %s = shard.sharding @g split_axes = [[0], [1]] : !shard.sharding
  %x1 = shard.shard %x to %s : tensor<4x4xf32>
  %r = shard.sharding @g split_axes = [[]] : !shard.sharding
  // expected-error @+1 {{'shard.shard' op cannot be resharded from split_axes = [[0], [1]] to split_axes = [[]]}}
  %x2 = shard.shard %x1 to %r annotate_for_users : tensor<4x4xf32>
  %y = pad.pad %x2 low[0, 0] high[1, 0] : tensor<4x4xf32> to tensor<5x4xf32>
  return %y : tensor<5x4xf32>
}

// -----

shard.grid @g(shape = 2) {sym_visibility = "private"}

// What shard-partition can make passes: an all_gather before a pad.
func.func @gather(%x: tensor<4xf32>) -> tensor<5xf32> attributes {llvm.emit_c_interface} {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s : tensor<4xf32>
  %r = shard.sharding @g split_axes = [[]] : !shard.sharding
  %x2 = shard.shard %x1 to %r annotate_for_users : tensor<4xf32>
  %y = pad.pad %x2 low[0] high[1] : tensor<4xf32> to tensor<5xf32>
  return %y : tensor<5xf32>
}
