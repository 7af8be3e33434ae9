// Upstream shard ops next to pads: the partial sums of a matmul whose
// reduction axis is split (shard.all_reduce on a communicator of
// MPI_Comm_split) and the halo rows of shard.update_halo.
module {
  shard.grid @g(shape = 2) {sym_visibility = "private"}
  func.func @mm(%a: tensor<3x4xf32>, %b: tensor<4x2xf32>) -> tensor<3x2xf32> attributes {llvm.emit_c_interface} {
    %sa = shard.sharding @g split_axes = [[], [0]] : !shard.sharding
    %sb = shard.sharding @g split_axes = [[0]] : !shard.sharding
    %sr = shard.sharding @g split_axes = [[]] : !shard.sharding
    %a1 = shard.shard %a to %sa annotate_for_users : tensor<3x4xf32>
    %b1 = shard.shard %b to %sb annotate_for_users : tensor<4x2xf32>
    %z = arith.constant dense<0.0> : tensor<3x2xf32>
    %m = linalg.matmul ins(%a1, %b1 : tensor<3x4xf32>, tensor<4x2xf32>) outs(%z : tensor<3x2xf32>) -> tensor<3x2xf32>
    %r = shard.shard %m to %sr : tensor<3x2xf32>
    return %r : tensor<3x2xf32>
  }
  func.func @halo(%x: tensor<8x3xf32>) -> tensor<8x3xf32> attributes {llvm.emit_c_interface} {
    %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
    %sh = shard.sharding @g split_axes = [[0]] halo_sizes = [1, 1] : !shard.sharding
    %x1 = shard.shard %x to %s : tensor<8x3xf32>
    %x2 = shard.shard %x1 to %sh annotate_for_users : tensor<8x3xf32>
    return %x2 : tensor<8x3xf32>
  }
}
