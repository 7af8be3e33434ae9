//===- Passes.td - pad dialect passes ----------------------*- tablegen -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_TRANSFORMS_PASSES_TD
#define PAD_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def PadInsertRuntimeChecksPass : Pass<"pad-insert-runtime-checks"> {
  let summary = "Check the constraints of pad.pad that depend on runtime values";
  let description = [{
    Inserts, before every `pad.pad` whose sizes or amounts are dynamic, a
    `cf.assert` per constraint that cannot be decided statically: C8
    (non-empty axis for the border modes' positive amounts), C10 (static result dims equal the computed sizes) and C11
    (no int64 overflow in the size computation). A failing check stops the
    program with a message that names `pad.pad` and the constraint.

    Each destination a pad is written into (SPEC §5.1) is checked too, before
    anything is written: the destination of a
    `bufferization.materialize_in_destination` has the result's sizes, the
    slice of a `tensor.insert_slice` or `tensor.parallel_insert_slice` has
    them and lies inside its destination. These checks are `pad.assert`s
    whose messages name the form and show the sizes:
    `pad.pad: destination has 4 rows on axis 0, the result needs 66
    (materialize_in_destination into a memref)`.

    Amounts and sizes that are SSA values known at compile time (constants,
    arithmetic on constants) are checked first, at compile time: a broken
    constraint is then an error on the op (`PadOp::verifyKnownValues`).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def PadFuseIntoProducerPass : Pass<"pad-fuse-into-producer"> {
  let summary = "Compute the source of each pad.pad in its output's core";
  let description = [{
    SPEC §9, "a pad costs its border". When the source of a `pad.pad` is the
    only result of a `linalg` structured op on tensors, of a `pad.pad`, or of
    an `scf.for` / `scf.forall` loop of tiles, and has no other use (but
    `tensor.dim`), the producer is re-created to compute into the core of
    the pad's output (its destination, SPEC §5.1, or a new tensor) and the
    pad becomes the writes of its borders:

    ```mlir
    %y = linalg.generic ... outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    %p = pad.pad %y low[1, 1] high[1, 1] mode(edge)
        : tensor<4x8xf32> to tensor<6x10xf32>
    // becomes
    %o = tensor.empty() : tensor<6x10xf32>
    %c = tensor.extract_slice %o[1, 1] [4, 8] [1, 1]
    %y = linalg.generic ... outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
    %i = tensor.insert_slice %y into %o[1, 1] [4, 8] [1, 1]
    %p = scf.for ... // the borders, copied from the core
    ```

    Interior padding computes into a strided slice. A crop computes only the
    kept elements, through the producer's `TilingInterface` (not for loops).
    An init that the producer reads must be a `linalg.fill` (re-created on
    the core) or a `tensor.empty`. The borders of `edge`, `reflect`,
    `symmetric` and `wrap` must not read a cropped element: with dynamic
    amounts, the fused form runs under an `scf.if` that they are all
    non-negative, and the producer and the pad as they were otherwise. Any
    other pad is left as it is; `emit-remarks` says why.
  }];
  let options = [
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Emit a remark on each pad.pad left unfused, saying why">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def PadEliminateEmptyTensorsPass
    : Pass<"pad-eliminate-empty-tensors", "::mlir::ModuleOp"> {
  let summary = "Upstream's eliminate-empty-tensors, only where it can act";
  let description = [{
    Runs upstream's `eliminate-empty-tensors` on the module when the module
    holds both a `tensor.empty` and an op of `SubsetInsertionOpInterface`
    whose source is a tensor (`tensor.insert_slice`,
    `bufferization.materialize_in_destination`, ...), the two ends of every
    rewrite it makes; otherwise leaves the module unchanged. Upstream's pass analyzes the whole module with One-Shot
    Bufferize's analysis before it looks for them: on a module whose pads
    already write into their destinations (`--pad-to-llvm`), 7% of the
    pipeline's compile time for nothing.
  }];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def PadIfContainsPass : Pass<"pad-if-contains"> {
  let summary = "Run a pipeline on an op only if it holds given ops";
  let description = [{
    Runs `pipeline` (anchored, `builtin.module(...)` or `func.func(...)`, or
    just the passes) on the op it runs on when that op holds an operation
    named in `ops` (`scf.forall`) or of a dialect named there (`linalg`);
    otherwise leaves it unchanged. `--pad-to-llvm` guards with it the passes
    that only rewrite some ops but walk, fold and verify all they run on: on
    a module of pads they would find nothing to do, and nested on functions
    they run on those that hold the ops only.

    ```
    pad-opt --pass-pipeline='builtin.module(pad-if-contains{ops=linalg
        pipeline=convert-linalg-to-loops,canonicalize})'
    ```
  }];
  let options = [
    ListOption<"ops", "ops", "std::string",
               "Operation names or dialect namespaces that trigger the run">,
    Option<"pipeline", "pipeline", "std::string", /*default=*/"",
           "The passes to run on the module, as a textual pipeline">,
  ];
}

def PadLowerAssertsPass : Pass<"pad-lower-asserts", "::mlir::ModuleOp"> {
  let summary = "Lower cf.assert and pad.assert to a message on stderr and abort()";
  let description = [{
    Rewrites every `cf.assert` and `pad.assert` in a region of blocks (control
    flow already lowered) into a conditional branch to a block that writes
    the message and a newline to file descriptor 2 with `write` and calls
    `abort`. The values of a `pad.assert` take the places of the `{}` of its
    message, in decimal, written by one internal function of the module.
    Upstream's lowering prints with `puts` to stdout, whose buffer is lost
    when `abort` kills a program whose output goes to a pipe or a file; this
    one always reaches the user. Run it before `convert-to-llvm`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::LLVM::LLVMDialect",
  ];
}

def PadBF16VectorsAsI16Pass
    : Pass<"pad-bf16-vectors-as-i16", "::mlir::ModuleOp"> {
  let summary = "Move vectors of bf16 as vectors of i16 in the LLVM dialect";
  let description = [{
    Rewrites the LLVM dialect ops that only move vectors of `bf16` (loads,
    stores, masked loads, stores, gathers and scatters, shuffles, selects,
    element insertions and extractions, bitcasts, constants and poison) to
    move vectors of `i16` with the same bits, with `llvm.bitcast`s where such
    a vector meets any other op (and on the `bf16` scalars that go in and
    out).

    LLVM 22's X86 backend aborts ("Do not know how to soft promote this
    operator's operand!") on vectors of 9, 17, 25... (8k + 1) `bf16` held
    across blocks or shuffled, for cores with AVX512-BF16 (`llc
    -mcpu=znver4` or `sapphirerapids`): the borders and tails of a bf16 pad
    of such static lengths, as the vector strategy writes them. Vectors of
    `i16` compile, into the same moves. Run it after `convert-to-llvm`.
  }];
}

def PadDropEquivalentBufferResultsPass
    : Pass<"pad-drop-equivalent-buffer-results", "::mlir::ModuleOp"> {
  let summary = "Drop memref results that are function arguments, also of "
                "public functions";
  let description = [{
    After bufferization, a function whose result is the buffer of one of its
    arguments (the destination-passing form on tensors: a writable tensor
    argument, written in place and returned) returns that argument. The
    ownership-based buffer deallocation would clone such a result, as every
    result of a public function must be owned by its caller: an allocation
    and a copy of the whole output per call. Like upstream's
    `drop-equivalent-buffer-results`, which skips public functions, this pass
    removes every memref result that each `func.return` returns as the same
    argument (possibly through `memref.cast`), and makes each `func.call` use
    its own operand instead. A public function's signature changes: its C
    interface takes the destination and returns nothing for it. Functions
    whose symbol is used by anything but `func.call` are left alone.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def PadDeallocateBuffersPass
    : Pass<"pad-deallocate-buffers", "::mlir::ModuleOp"> {
  let summary = "Upstream's buffer-deallocation-pipeline, only where a buffer "
                "may need freeing";
  let description = [{
    Runs upstream's `buffer-deallocation-pipeline` on the module unless no
    function of it can need a deallocation or a clone; then leaves the module
    unchanged. A function needs none when every buffer it allocates (any op
    with an `Allocate` effect that is not on the automatic allocation scope
    of `memref.alloca`) is a `memref.alloc` returned by the function, every
    buffer it returns is such an allocation, no buffer crosses a region or
    block boundary (no memref-typed block argument, region result or
    non-function region terminator operand), and it calls nothing, holds no
    `bufferization` op and no op of unknown memory effects. Ops outside
    functions are held to the same rules, with nothing returned.

    The pipeline's three canonicalizers, its ownership analysis and its
    simplification walk every op of the module: on a module of
    vector-lowered pads, whose functions return the buffer they allocate,
    20% of `--pad-to-llvm`'s compile time, to change nothing.
  }];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def PadLegalizeVectorForLLVMPass : Pass<"pad-legalize-vector-for-llvm"> {
  let summary = "Lower the vector ops that convert-to-llvm cannot convert, "
                "visiting only vector ops";
  let description = [{
    Prepares vector ops for `convert-to-llvm`, which converts the vector
    dialect through its `ConvertToLLVMPatternInterface` (this pass registers
    it): what `convert-vector-to-scf{full-unroll=true target-rank=1}` and the
    rewrite phase of `convert-vector-to-llvm` do, with the same patterns,
    applied to the vector ops of the input only rather than to every op:

    1. transfers of rank > 1 unrolled into 1-D ones, 1-D transfers that are
       not minor-identity into loops (`convert-vector-to-scf`);
    2. 1-D transfers on memrefs into `vector.load`/`store` (masked where out
       of bounds), contractions, transposes, masks, shape casts, n-D
       broadcasts, strided slices... into 1-D ops (`convert-vector-to-llvm`);
    3. every `vector.load`, `store`, `maskedload` and `maskedstore` without an
       alignment gets the one `convert-vector-to-llvm` would give it (the
       preferred alignment of the memref's element type): the conversion
       then skips building an `llvm::LLVMContext` per op to find it.

    On a module of many small vector-lowered pads, `--pad-to-llvm` spent a
    fifth of its time in `convert-vector-to-scf` and
    `convert-vector-to-llvm`, walking ops that were not vector ops.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

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
    lowering (the first dimension of the buffer) is the whole slice. A
    `shard.all_gather` (of static shards, which the partition of a pad emits
    where a border reads rows other processes hold) becomes such sends and
    receives between every pair of processes of its group. Runs before
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

def PadFenceStreamingStoresPass : Pass<"pad-fence-streaming-stores"> {
  let summary = "Order non-temporal stores before a function returns";
  let description = [{
    Non-temporal stores are weakly ordered (on x86 they pass through
    write-combining buffers): another thread that learns of the output from
    a later ordinary store could read its old bytes. In each function with a
    `vector.store` marked `nontemporal`, an `llvm.fence seq_cst` goes before
    every return, and before the terminator of each `omp.parallel` region
    that holds one: each thread fences its share once, before it joins the
    others. In `pad-to-llvm` it runs after `convert-scf-to-openmp`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def PadRowViewsPass : Pass<"pad-row-views"> {
  let summary = "Access each row of a buffer of dynamic strides through one "
                "1-D view of it";
  let description = [{
    Rewrites every scalar or 1-D vector `memref.load`, `memref.store`,
    `vector.load` and `vector.store` on a buffer of rank 2 or more, whose
    rows are contiguous and whose outer strides are not all static, into the
    same access, at its last index, of a rank-reducing `memref.subview` of
    the row (the buffer at the other indices). The accesses of one row share
    its view, built right after the last of the buffer and the row's indices
    to be defined.

    The LLVM lowering computes the address of an n-D access from all its
    indices at each access. Over a row written in several spans, each its own
    loop, LLVM then keeps a pointer per span, stepped along the outer loops,
    where it keeps one per row through the view. `--pad-to-llvm` runs this
    pass for the vector strategy on 32-bit targets (`index-bitwidth=32`):
    with fewer spills, pad-aot's CHW i8 kernel of runtime amounts takes
    1,252 bytes instead of 1,302 on a Cortex-M4. On x86-64 the code is
    smaller too, but rows of 9 floats (bench/run.py's `conv7-dyn`) ran 4-8 %
    slower.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def PadElideWsloopBarriersPass : Pass<"pad-elide-wsloop-barriers"> {
  let summary = "Drop the barrier of a work-sharing loop that ends its "
                "parallel region";
  let description = [{
    An `omp.wsloop` waits at its end until every thread has finished its
    share, unless it is `nowait`; the end of an `omp.parallel` region waits
    for all threads again before the thread that forked them goes on. Where a
    work-sharing loop without reductions is the last op with memory effects
    of its parallel region (what `convert-scf-to-openmp` makes of the row
    loops of `pad-lower-loops`), its own barrier orders nothing the
    region's end does not: it becomes `nowait`. The threads that finish
    first then sleep once, not twice (with `KMP_BLOCKTIME=0` each barrier
    puts them to sleep and wakes them): on the AMD EPYC VM 1x16x256x256
    pads by 1 (4.3 MB) on two threads ran 1.5-1.75x faster so, 17 to 69 MB
    ones 1-10 % (docs/Lowering.md, "Rows on several threads").
  }];
  let dependentDialects = ["::mlir::omp::OpenMPDialect"];
}

#endif // PAD_TRANSFORMS_PASSES_TD
