// RUN: pad-opt %s --pad-to-llvm="mpi=openmpi" | FileCheck %s

// A sharded pad whose amounts are all zero folds to its source; the function
// still returns each process's shard, a copy the caller frees
// (docs/Distributed.md): its C interface takes the result's descriptor first.

// CHECK-LABEL: llvm.func @k(
// CHECK-SAME:    -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK:         llvm.call @malloc
// CHECK:         "llvm.intr.memcpy"
// CHECK-LABEL: llvm.func @_mlir_ciface_k(
// CHECK-SAME:    %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr)
// CHECK:         %[[R:.+]] = llvm.call @k(
// CHECK-NEXT:    llvm.store %[[R]], %{{.+}}
module {
  shard.grid @g(shape = 2) {sym_visibility = "private"}
  func.func @k(%x: tensor<4x2xf32>) -> tensor<4x2xf32> attributes {llvm.emit_c_interface} {
    %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
    %x1 = shard.shard %x to %s annotate_for_users : tensor<4x2xf32>
    %p = pad.pad %x1 low[0, 0] high[0, 0] : tensor<4x2xf32> to tensor<4x2xf32>
    return %p : tensor<4x2xf32>
  }
}
