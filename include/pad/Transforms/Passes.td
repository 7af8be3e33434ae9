//===- Passes.td - pad buffer and LLVM preparation passes -*- tablegen -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_TRANSFORMS_PASSES_TD
#define PAD_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def PadFullRankSlicesPass : Pass<"pad-full-rank-slices", "::mlir::ModuleOp"> {
  let summary = "Rank-reducing slices that keep a unit axis as full-rank "
                "slices and reshapes";
  let description = [{
    A rank-reducing `tensor.extract_slice` or `tensor.insert_slice` drops
    some unit axes of its slice (static size 1) and keeps the others, as the
    type of the smaller tensor tells. Its bufferization is a rank-reducing
    `memref.subview`, which chooses the axes it drops from the strides of its
    source: where those are dynamic (a destination argument of dynamic
    sizes), all alike, it may drop another unit axis than the tensor op did
    and keep an axis of another stride in its place, so that the slice
    written is not the one the tensor op names. This pass rewrites each
    rank-reducing slice of a tensor of dynamic sizes that keeps a unit axis
    as the full-rank slice and a `tensor.collapse_shape` (of an extraction)
    or a `tensor.expand_shape` (of what is inserted), whose groups put each
    dropped axis with a kept one (docs/Lowering.md, "Destinations"). Slices
    that drop every unit axis, which the subview drops alike, and slices of
    tensors of static sizes (static strides) are left alone.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
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

    Then replaces each `bufferization.materialize_in_destination` into a
    tensor whose source is built in place in that destination (a chain of
    destination-style ops, `tensor.cast`s, `scf.for`s that yield their
    iter_arg written over and `scf.forall`s, from the destination) by its
    source, as the pad lowerings do (docs/Lowering.md#destinations): One-Shot
    Bufferize writes it in the destination's buffer, where the
    materialization of a loop over its destination is a read-after-write
    conflict it cannot avoid (upstream's pass builds one from a loop over a
    `tensor.empty`, materialized in a destination).
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

def PadCopyReturnedArgumentsPass
    : Pass<"pad-copy-returned-arguments", "::mlir::ModuleOp"> {
  let summary = "A C-interface function that returns an argument returns a "
                "copy of it";
  let description = [{
    A function of tensors that returns one of its arguments as it is (say, a
    `pad.pad` whose amounts are all zero folded to its source) would return
    that argument's buffer after bufferization, and
    `pad-drop-equivalent-buffer-results` would then remove the result from
    its signature: its C interface would lose a result the caller expects.
    Each such returned argument of a function with `llvm.emit_c_interface`
    becomes a copy (`bufferization.alloc_tensor` with `copy`), which the
    function returns and the caller owns like any other result.
    `--pad-to-llvm="mpi=..."` runs it after the partition, so that every
    process gets its shard of each result (docs/Distributed.md); without
    `mpi`, such a result stays the destination the caller passed
    (docs/Lowering.md, docs/Kernels.md).
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
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
    argument (possibly through `memref.cast`, and through `scf.if` and
    `scf.for` results that are that buffer on every path), and makes each
    `func.call` use its own operand instead. A public function's signature
    changes: its C interface takes the destination and returns nothing for
    it. Functions whose symbol is used by anything but `func.call` are left
    alone.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def PadDropSelfCopiesPass : Pass<"pad-drop-self-copies", "::mlir::ModuleOp"> {
  let summary = "Drop memref.copy ops of a buffer onto itself";
  let description = [{
    Removes each `memref.copy` whose source and target are the same buffer,
    seen through `memref.cast` and through `scf.if` and `scf.for` results
    that are that buffer on every path (as `pad-drop-equivalent-buffer-results`
    sees them): a pad written into a slice of its destination, whose
    insertion bufferizes to a copy of the slice onto itself when the pad's
    lowering yields it from branches (the canonicalizer drops only a copy
    whose two operands are one value). After the deallocation pipeline, which
    would otherwise track the loop-carried buffers that the copy no longer
    reads.
  }];
}

def PadSortGlobalsPass : Pass<"pad-sort-globals", "::mlir::ModuleOp"> {
  let summary = "Order the module's memref.global ops by name";
  let description = [{
    Moves the `memref.global` ops of the module, in the order of their
    symbol names, to where the first of them is. One-shot bufferization
    creates a global for each constant tensor in the order in which it
    visits the functions, which is not the same from run to run; after this
    pass the module, and the LLVM IR made from it, do not depend on it.
  }];
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
    loops of `pad-lower-loop-marks`), its own barrier orders nothing the
    region's end does not: it becomes `nowait`. The threads that finish
    first then sleep once, not twice (with `KMP_BLOCKTIME=0` each barrier
    puts them to sleep and wakes them): on the AMD EPYC VM 1x16x256x256
    pads by 1 (4.3 MB) on two threads ran 1.5-1.75x faster so, 17 to 69 MB
    ones 1-10 % (docs/Lowering.md, "Rows on several threads").
  }];
  let dependentDialects = ["::mlir::omp::OpenMPDialect"];
}

#endif // PAD_TRANSFORMS_PASSES_TD
