// The wrap pad of docs/Distributed.md on a grid of 2 processes: with
// runtime-checks=true it stops unless MPI runs it on exactly 2.
module {
  shard.grid @g(shape = 2) {sym_visibility = "private"}
  func.func @k(%x: tensor<8x6xf32>) -> tensor<13x6xf32> attributes {llvm.emit_c_interface} {
    %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
    %x1 = shard.shard %x to %s annotate_for_users : tensor<8x6xf32>
    %p = pad.pad %x1 low[2, 0] high[3, 0] mode(wrap) : tensor<8x6xf32> to tensor<13x6xf32>
    return %p : tensor<13x6xf32>
  }
}
