// RUN: pad-opt %s -split-input-file -verify-diagnostics --pad-to-llvm="mpi=openmpi" -o /dev/null

// Under the whole pipeline, the shardings docs/Distributed.md rejects are
// errors on the pad, never a crash.

shard.grid @g(shape = 2) {sym_visibility = "private"}

// 3 rows on 2 processes without sharded_dims_offsets.
func.func @uneven_without_offsets(%x: tensor<3x2xf32>) -> tensor<4x2xf32> attributes {llvm.emit_c_interface} {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<3x2xf32>
  // expected-error @+1 {{'pad.pad' op cannot partition axis 0: expected sharded_dims_offsets: 3 rows split unevenly over 2 processes (shard-partition gives such shards d/N rows) (docs/Distributed.md)}}
  %p = pad.pad %x1 low[1, 0] high[0, 0] mode(reflect) : tensor<3x2xf32> to tensor<4x2xf32>
  return %p : tensor<4x2xf32>
}

// -----

shard.grid @g(shape = 2x2) {sym_visibility = "private"}

func.func @offsets_two_grid_axes(%x: tensor<5xf32>) -> tensor<6xf32> attributes {llvm.emit_c_interface} {
  %s = shard.sharding @g split_axes = [[0, 1]] sharded_dims_offsets = [0, 1, 2, 3, 5] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<5xf32>
  // expected-error @+1 {{'pad.pad' op cannot partition axis 0: expected no sharded_dims_offsets on a tensor axis split over several grid axes (docs/Distributed.md)}}
  %p = pad.pad %x1 low[1] high[0] : tensor<5xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}
