// RUN: pad-opt %s -split-input-file --convert-to-llvm | FileCheck %s --check-prefix=UPSTREAM
// RUN: pad-opt %s -split-input-file --convert-to-llvm --pad-fix-openmpi-llvm | FileCheck %s

// MPI-to-LLVM of LLVM 22 for OpenMPI names the sum `ompi_mpi_sum` (OpenMPI's
// is `ompi_mpi_op_sum`) and loads the communicator of MPI_Comm_split, a
// pointer, as an i32.
// UPSTREAM-LABEL: module attributes
// UPSTREAM:         llvm.mlir.global external @ompi_mpi_sum()
// UPSTREAM:         %[[COMM:.*]] = llvm.alloca
// UPSTREAM:         llvm.call @MPI_Comm_split({{.*}}, %[[COMM]])
// UPSTREAM-NEXT:    %[[I32:.*]] = llvm.load %[[COMM]] : !llvm.ptr -> i32
// UPSTREAM-NEXT:    llvm.sext %[[I32]] : i32 to i64
// UPSTREAM:         llvm.mlir.addressof @ompi_mpi_sum : !llvm.ptr

// CHECK-LABEL: module attributes
// CHECK-NOT:     @ompi_mpi_sum
// CHECK:         llvm.mlir.global external @ompi_mpi_op_sum() {addr_space = 0 : i32} : !llvm.struct<"ompi_predefined_op_t", opaque>
// CHECK:         llvm.mlir.global external @ompi_mpi_float()
// CHECK:         %[[COMM:.*]] = llvm.alloca
// CHECK:         llvm.call @MPI_Comm_split({{.*}}, %[[COMM]])
// CHECK-NEXT:    %[[PTR:.*]] = llvm.load %[[COMM]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:    %[[I64:.*]] = llvm.ptrtoint %[[PTR]] : !llvm.ptr to i64
// CHECK:         %[[SUM:.*]] = llvm.mlir.addressof @ompi_mpi_op_sum : !llvm.ptr
// CHECK-NEXT:    %[[C:.*]] = llvm.inttoptr %[[I64]] : i64 to !llvm.ptr
// CHECK-NEXT:    llvm.call @MPI_Allreduce({{.*}}, %[[SUM]], %[[C]])
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "OpenMPI">} {
  func.func @sum(%b: memref<6xf32>, %color: i32, %key: i32) {
    %world = mpi.comm_world : !mpi.comm
    %comm = mpi.comm_split(%world, %color, %key) : !mpi.comm
    mpi.allreduce(%b, %b, MPI_SUM, %comm) : memref<6xf32>, memref<6xf32>
    return
  }
}

// -----

// MPICH's handles are integers: nothing changes.
// UPSTREAM-LABEL: module attributes
// CHECK-LABEL: module attributes
// CHECK:         %[[COMM:.*]] = llvm.alloca
// CHECK:         llvm.call @MPI_Comm_split({{.*}}, %[[COMM]])
// CHECK-NEXT:    llvm.load %[[COMM]] : !llvm.ptr -> i32
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">} {
  func.func @sum(%b: memref<6xf32>, %color: i32, %key: i32) {
    %world = mpi.comm_world : !mpi.comm
    %comm = mpi.comm_split(%world, %color, %key) : !mpi.comm
    mpi.allreduce(%b, %b, MPI_SUM, %comm) : memref<6xf32>, memref<6xf32>
    return
  }
}
