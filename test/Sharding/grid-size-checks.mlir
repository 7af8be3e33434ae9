// RUN: pad-opt %s --pad-set-mpi-implementation=name=OpenMPI --pad-insert-grid-size-checks | FileCheck %s --check-prefixes=CHECK,OMPI
// RUN: pad-opt %s --pad-set-mpi-implementation=name=MPICH --pad-insert-grid-size-checks | FileCheck %s --check-prefixes=CHECK,MPICH

// At the entry of a function that shards values, MPI_Comm_size of
// MPI_COMM_WORLD against the processes of each grid (docs/Distributed.md).

// OMPI:  llvm.func @MPI_Comm_size(!llvm.ptr, !llvm.ptr) -> i32
// OMPI:  llvm.mlir.global external @ompi_mpi_comm_world() {addr_space = 0 : i32} : !llvm.struct<"ompi_communicator_t", opaque>
// MPICH: llvm.func @MPI_Comm_size(i32, !llvm.ptr) -> i32
shard.grid @g(shape = 2) {sym_visibility = "private"}
shard.grid @g23(shape = 2x3) {sym_visibility = "private"}

// CHECK-LABEL: func.func @two_grids(
// OMPI-NEXT:     %[[COMM:.+]] = llvm.mlir.addressof @ompi_mpi_comm_world : !llvm.ptr
// MPICH-NEXT:    %[[COMM:.+]] = llvm.mlir.constant(1140850688 : i32) : i32
// CHECK-NEXT:    %[[ONE:.+]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %[[SLOT:.+]] = llvm.alloca %[[ONE]] x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:    llvm.call @MPI_Comm_size(%[[COMM]], %[[SLOT]])
// CHECK-NEXT:    %[[SIZE:.+]] = llvm.load %[[SLOT]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[N:.+]] = arith.index_cast %[[SIZE]] : i32 to index
// CHECK-NEXT:    %[[C2:.+]] = arith.constant 2 : index
// CHECK-NEXT:    %[[OK:.+]] = arith.cmpi eq, %[[N]], %[[C2]] : index
// CHECK-NEXT:    pad.assert %[[OK]], "pad.pad: shard grid @g has 2 processes, the MPI communicator has {}"(%[[N]])
// CHECK-NEXT:    %[[C6:.+]] = arith.constant 6 : index
// CHECK-NEXT:    %[[OK6:.+]] = arith.cmpi eq, %[[N]], %[[C6]] : index
// CHECK-NEXT:    pad.assert %[[OK6]], "pad.pad: shard grid @g23 has 6 processes, the MPI communicator has {}"(%[[N]])
// CHECK-NEXT:    shard.sharding @g split_axes
func.func @two_grids(%x: tensor<8xf32>, %y: tensor<6xf32>) -> (tensor<8xf32>, tensor<6xf32>) {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<8xf32>
  %t = shard.sharding @g23 split_axes = [[0, 1]] : !shard.sharding
  %y1 = shard.shard %y to %t annotate_for_users : tensor<6xf32>
  return %x1, %y1 : tensor<8xf32>, tensor<6xf32>
}

// A function that shards nothing is left alone.
// CHECK-LABEL: func.func @plain(
// CHECK-NEXT:    return
func.func @plain(%x: tensor<8xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}
