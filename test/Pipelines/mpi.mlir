// RUN: pad-opt %s --pad-to-llvm="mpi=openmpi" | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="mpi=mpich" | FileCheck %s --check-prefix=MPICH
// RUN: not pad-opt %s --pad-to-llvm 2>&1 | FileCheck %s --check-prefix=NONE

// docs/Distributed.md example: each process pads its own 4 rows (reflect reads only
// them) and returns its rows of the result, [0, 6) or [6, 13), through the C
// interface; no data moves. The grid is gone, the MPI library named.
// CHECK-LABEL: module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "OpenMPI">}
// CHECK-NOT:     shard.
// CHECK:         llvm.func @MPI_Comm_rank
// CHECK-NOT:     @MPI_Send
// CHECK-NOT:     @MPI_Recv
// CHECK-LABEL:   llvm.func @_mlir_ciface_k(
// CHECK-SAME:      %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)

// MPICH-LABEL: module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">}
// MPICH:         llvm.func @MPI_Comm_rank

// Without the option nothing partitions the module: a located error.
// NONE:          mpi.mlir:[[# @LINE + 5]]:11: error: op was not bufferized
module {
  shard.grid @g(shape = 2) {sym_visibility = "private"}
  func.func @k(%x: tensor<8x6xf32>) -> tensor<13x6xf32> attributes {llvm.emit_c_interface} {
    %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
    %x1 = shard.shard %x to %s annotate_for_users : tensor<8x6xf32>
    %p = pad.pad %x1 low[2, 0] high[3, 0] mode(reflect) : tensor<8x6xf32> to tensor<13x6xf32>
    return %p : tensor<13x6xf32>
  }
}
