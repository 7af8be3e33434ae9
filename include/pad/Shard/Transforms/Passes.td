//===- Passes.td - pad shard and MPI passes ----------------*- tablegen -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_SHARD_TRANSFORMS_PASSES_TD
#define PAD_SHARD_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def PadShardSendRecvToMPIPass
    : Pass<"pad-shard-send-recv-to-mpi", "::mlir::ModuleOp"> {
  let summary = "Lower shard.send, shard.recv and shard.all_gather to mpi ops";
  let description = [{
    `convert-shard-to-mpi` of LLVM 22 (upstream
    `mlir/lib/Conversion/ShardToMPI/ShardToMPI.cpp`) has no pattern for the
    point-to-point ops of the `shard` dialect, which the partition of a
    `pad.pad` in wrap mode emits (docs/Distributed.md). Each `shard.send`
    copies its tensor into a contiguous one-dimensional buffer and becomes
    `mpi.send`; each `shard.recv` receives into such a buffer and reshapes it.
    The peer's rank is its linear index in the grid: the in-group index of the
    op along its grid axes, the other coordinates those of the process. The
    buffers being one-dimensional, the element count of the MPI-to-LLVM
    lowering (the first dimension of the buffer) is the whole slice (a
    receive of several dynamic dims gets a buffer of the slice's shape, which
    `pad-legalize-mpi-buffers` collapses). A `shard.all_gather` (which the
    partition of a pad emits where a border reads rows other processes hold)
    becomes such sends and receives between every pair of processes of its
    group; along a dynamic gather axis the shards may differ in size, and each
    process sends the others its count of rows first. Runs before
    `convert-shard-to-mpi`; leaves other ops alone.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::mpi::MPIDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def PadCheckReshardingPass : Pass<"pad-check-resharding"> {
  let summary = "Reject the reshardings shard-partition cannot make";
  let description = [{
    `shard-partition` of LLVM 22 (upstream
    `mlir/lib/Dialect/Shard/Transforms/Partition.cpp`) reshards a value
    (a `shard.shard` of a `shard.shard` with another sharding) only between
    shardings without `sharded_dims_offsets`, by one split axis at a time and
    along axes their grid axes divide; any other resharding crashes it (its
    asserts are compiled out of the release packages). Run between
    `sharding-propagation` and `shard-partition`, this pass reports each such
    resharding as an error at the `shard.shard` (or, for the result of a
    `pad.pad`, at the pad: its result is sharded as docs/Distributed.md
    says) and changes nothing.
  }];
}

def PadInsertGridSizeChecksPass
    : Pass<"pad-insert-grid-size-checks", "::mlir::ModuleOp"> {
  let summary = "Check at run time that MPI has as many processes as each grid";
  let description = [{
    At the entry of every function that shards a value on a `shard.grid` of
    static shape, compares the size of `MPI_COMM_WORLD` with the number of
    processes of the grid and otherwise stops the process with
    `pad.pad: shard grid @g has 2 processes, the MPI communicator has 3`
    (`pad.assert`), before any message is sent: every process sees the same
    sizes, so every process stops (docs/Distributed.md). The size comes from
    `MPI_Comm_size`, called in the LLVM dialect for the library the module's
    `dlti.map` names (the mpi dialect's `comm_size` has no lowering in LLVM
    22). Runs before `shard-partition`
    (`--pad-to-llvm="mpi=... runtime-checks=true"`).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::pad::PadDialect",
  ];
}

def PadSetMPIImplementationPass
    : Pass<"pad-set-mpi-implementation", "::mlir::ModuleOp"> {
  let summary = "Name the MPI library in the module's DLTI map";
  let description = [{
    The MPI-to-LLVM lowering of LLVM 22 (upstream
    `mlir/lib/Conversion/MPIToLLVM/MPIToLLVM.cpp`) reads the library from the
    module's `dlti.map` entry `"MPI:Implementation"` and silently takes MPICH
    without it, whose handles are integers where OpenMPI's are pointers. Sets
    the entry to `name` on a module that has none; a module that names another
    library is an error.
  }];
  let options = [
    Option<"name", "name", "std::string", /*default=*/"\"OpenMPI\"",
           "The library: OpenMPI or MPICH">,
  ];
  let dependentDialects = ["::mlir::DLTIDialect"];
}

def PadLegalizeMPIBuffersPass : Pass<"pad-legalize-mpi-buffers"> {
  let summary = "Buffers of the mpi ops as the LLVM 22 pipeline can take them";
  let description = [{
    Two workarounds, between `convert-shard-to-mpi` and bufferization:

    - The MPI-to-LLVM lowering of LLVM 22 (upstream
      `mlir/lib/Conversion/MPIToLLVM/MPIToLLVM.cpp`) passes MPI the first
      dimension of a buffer as its element count: the halos of
      `shard.update_halo` (`memref<1x3xf32>`) would arrive one element long.
      Every `mpi.send`, `mpi.recv` and `mpi.allreduce` on a contiguous buffer
      of rank other than one gets a `memref.collapse_shape` of it to one
      dimension (a 0-D buffer: an expand to one element).
    - `convert-shard-to-mpi` (upstream
      `mlir/lib/Conversion/ShardToMPI/ShardToMPI.cpp`) frees the buffers of
      `shard.update_halo` with `memref.dealloc`, which the ownership-based
      buffer deallocation pipeline rejects: a `memref.dealloc` of a
      `memref.alloc` of the same block is dropped, and that pipeline frees
      the buffer.
    - MPI-to-LLVM has MPI datatypes for f32, f64 and integers of 8 to 64
      bits only (others get a datatype of no name): a 1-D buffer of f16 or
      bf16 is sent and received as i16, i1 as i8, index as i64, complex<fN>
      as twice as many fN, through a buffer of that type filled before a
      send and read back after a receive. Any other buffer of such elements
      is an error on its op.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::complex::ComplexDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def PadFixOpenMPILLVMPass : Pass<"pad-fix-openmpi-llvm", "::mlir::ModuleOp"> {
  let summary = "Correct the OpenMPI ABI of LLVM 22's MPI-to-LLVM lowering";
  let description = [{
    Two defects of upstream `mlir/lib/Conversion/MPIToLLVM/MPIToLLVM.cpp` in
    LLVM 22 for OpenMPI, corrected in the LLVM dialect:

    - reduction operations are the globals `ompi_mpi_op_<op>` of OpenMPI
      (`ompi_mpi_op_sum`), not `ompi_mpi_<op>`, which do not exist: the
      globals and their uses are renamed;
    - `MPI_Comm_split` writes a communicator handle, a pointer in OpenMPI,
      which the lowering loads as an `i32` (and sign-extends): the load reads
      a pointer, converted to the same `i64`.

    Only for modules whose `dlti.map` names `"OpenMPI"`; others are left as
    they are.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // PAD_SHARD_TRANSFORMS_PASSES_TD
