//===- PadToLLVM.cpp - the --pad-to-llvm CPU pipeline ---------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Pipelines/Pipelines.h"

#include "LowerToLLVMWithIndexBitwidth.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/Shard/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "pad/Conversion/PadToVector/VectorPlan.h"
#include "pad/Conversion/Passes.h"
#include "pad/Fusion/Passes.h"
#include "pad/RuntimeChecks/Passes.h"
#include "pad/Shard/Transforms/Passes.h"
#include "pad/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::pad;

// Knobs for development, not options of --pad-to-llvm (docs/Lowering.md).
static llvm::cl::opt<int64_t> clLLCBytes(
    "pad-llc-bytes", llvm::cl::Hidden,
    llvm::cl::desc("For development: the output size in bytes above which "
                   "--pad-to-llvm's nontemporal=auto streams, whatever the "
                   "CPU (0: the CPU's row of the table of measured CPUs; "
                   "negative: nothing streams)"),
    llvm::cl::init(kVectorDefaults.llcBytes));
static llvm::cl::opt<int64_t> clParallelMinBytes(
    "pad-parallel-min-bytes", llvm::cl::Hidden,
    llvm::cl::desc("For development: with --pad-to-llvm's parallel=true, "
                   "outputs smaller than this many bytes stay on one thread"),
    llvm::cl::init(kVectorDefaults.parallelMinBytes));

/// The value of a development knob: its flag where given, else the
/// pipeline's caller's, else the flag's default.
static int64_t getKnob(const llvm::cl::opt<int64_t> &flag,
                       std::optional<int64_t> set) {
  return flag.getNumOccurrences() || !set ? flag.getValue() : *set;
}

/// A canonicalizer for IR still in structured control flow (before
/// convert-scf-to-cf), whose blocks have no arguments to drop nor merge:
/// without region simplification, which walks the whole module at each
/// iteration (3% of the pipeline on a module of many small pads).
static std::unique_ptr<Pass> createStructuredCanonicalizerPass() {
  GreedyRewriteConfig config;
  // The canonicalizer pass's own default, unlike GreedyRewriteConfig's.
  config.setUseTopDownTraversal(true);
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  return createCanonicalizerPass(config);
}

/// Sharding propagation and partition (docs/Distributed.md), then the shard
/// ops as mpi ops, those convert-shard-to-mpi lacks first.
static void buildShardToMPIPipeline(OpPassManager &pm, MPIImplementation mpi,
                                    bool runtimeChecks) {
  PadSetMPIImplementationPassOptions implementation;
  implementation.name = mpi == MPIImplementation::MPICH ? "MPICH" : "OpenMPI";
  pm.addPass(createPadSetMPIImplementationPass(implementation));
  pm.addNestedPass<func::FuncOp>(shard::createShardingPropagation());
  // Errors, not crashes, for the reshardings the partition cannot make; with
  // run-time checks, the process count against each grid's.
  pm.addPass(createPadCheckReshardingPass());
  if (runtimeChecks)
    pm.addPass(createPadInsertGridSizeChecksPass());
  pm.addNestedPass<func::FuncOp>(shard::createPartition());
  pm.addPass(createPadShardSendRecvToMPIPass());
  pm.addPass(createConvertShardToMPIPass());
  // MPI-to-LLVM counts a buffer's elements by its first dimension; the
  // deallocation pipeline frees convert-shard-to-mpi's buffers.
  pm.addPass(createPadLegalizeMPIBuffersPass());
  pm.addPass(createStructuredCanonicalizerPass());
  // The grids (private symbols), used no more.
  pm.addPass(createSymbolDCEPass());
  // Every process gets its shard of each result: one that is an argument (an
  // all-zero pad folds to its source) is returned as a copy the caller owns.
  pm.addPass(createPadCopyReturnedArgumentsPass());
}

/// The options of convert-pad-to-vector: every one from the pipeline's.
static ConvertPadToVectorPassOptions
getVectorOptions(const PadToLLVMPipelineOptions &options) {
  ConvertPadToVectorPassOptions vectorOptions;
  vectorOptions.vectorBits = options.vectorBits;
  vectorOptions.nontemporal = options.nontemporal;
  vectorOptions.llcBytes = clLLCBytes;
  vectorOptions.targetCPU = options.targetCPU.value_or("");
  vectorOptions.parallel = options.parallel;
  vectorOptions.parallelMinBytes =
      getKnob(clParallelMinBytes, options.parallelMinBytes);
  return vectorOptions;
}

/// pad.pad -> tensor, linalg, scf, vector and arith ops on tensors.
static void buildLowerPadPipeline(OpPassManager &pm,
                                  const PadToLLVMPipelineOptions &options) {
  if (options.runtimeChecks)
    pm.addPass(createPadInsertRuntimeChecksPass());
  // Producers computed in the pads' cores: those pads write only borders.
  if (options.fuseProducers)
    pm.addPass(createPadFuseIntoProducerPass());
  switch (options.strategy) {
  case LoweringStrategy::Loops:
    pm.addPass(createConvertPadToLoopsPass());
    break;
  case LoweringStrategy::Linalg:
    pm.addPass(createConvertPadToLinalgPass());
    break;
  case LoweringStrategy::Vector:
    pm.addPass(createConvertPadToVectorPass(getVectorOptions(options)));
    break;
  }
  // Before the canonicalizer, whose folds of constant sizes into such slices
  // choose other unit axes to drop.
  pm.addPass(createPadFullRankSlicesPass());
  pm.addPass(createStructuredCanonicalizerPass());
  pm.addPass(createCSEPass());
}

/// Tensors -> buffers, function boundaries included; every allocation freed.
static void buildBufferizePipeline(OpPassManager &pm) {
  // Pads already write into their destinations (createPadOutput); empty-tensor
  // elimination does the same for the other ops of the module (only when it
  // has something to eliminate: its analysis of the module is not cheap).
  pm.addPass(createPadEliminateEmptyTensorsPass());
  // Rank-reducing slices whose subviews could drop other unit axes than they
  // do (dynamic strides): full-rank slices and reshapes (also those of the
  // eliminated empty tensors).
  pm.addPass(createPadFullRankSlicesPass());
  bufferization::OneShotBufferizePassOptions bufferization;
  bufferization.bufferizeFunctionBoundaries = true;
  // A loop may yield a freshly padded tensor (the deallocation pipeline frees
  // it).
  bufferization.allowReturnAllocsFromLoops = true;
  // Contiguous buffers at function boundaries: the plain C ABI of a callee,
  // and unit-stride rows that vectorize.
  bufferization.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferization));
  // The same output on every run: the globals of constant tensors come in
  // the order in which bufferization happened to visit the functions.
  pm.addPass(createPadSortGlobalsPass());
  // Inserting a tile into the buffer it was written in bufferizes to a copy of
  // a subview onto an identical subview: CSE makes them one value and the
  // canonicalizer drops the copy.
  pm.addPass(createCSEPass());
  pm.addPass(createStructuredCanonicalizerPass());
  // A function that writes into a destination argument returns nothing for
  // it, rather than a clone that the deallocation would otherwise make.
  pm.addPass(createPadDropEquivalentBufferResultsPass());
  // Upstream's buffer-deallocation-pipeline, unless no function can need a
  // deallocation (vector-lowered pads return the buffer they allocate).
  pm.addPass(createPadDeallocateBuffersPass());
  // A pad inserted into the slice it was written in, yielded from the
  // branches of its lowering: a copy of the slice onto itself.
  pm.addPass(createPadDropSelfCopiesPass());
  // The next passes rewrite only bufferization, scf.forall and linalg ops,
  // but fold and verify the whole module: only when it holds some (a module
  // of vector-lowered pads holds none).
  OpPassManager guarded(ModuleOp::getOperationName());
  guarded.addPass(createConvertBufferizationToMemRefPass());
  // scf.forall loops (tiled pads, docs/Tiling.md) run sequentially, as scf.for:
  // not an allocation scope, so the stack buffers of vector transfers in the
  // body are hoisted to the function instead of growing the stack at every
  // iteration.
  guarded.addPass(createForallToForLoopPass());
  // Buffers -> loops -> LLVM.
  guarded.addPass(createConvertLinalgToLoopsPass());
  guarded.addPass(createStructuredCanonicalizerPass());
  pm.addPass(createPadIfContainsPass(
      guarded, {"bufferization", "scf.forall", "linalg"}));
}

/// The vector strategy's loops on buffers: streamed, on threads, fenced.
static void buildVectorLoopsPipeline(OpPassManager &pm,
                                     const PadToLLVMPipelineOptions &options) {
  if (options.strategy != LoweringStrategy::Vector)
    return;
  // What convert-pad-to-vector's loops may need under these options.
  VectorLoopNeeds needs = getVectorLoopNeeds(getVectorOptions(options));
  // Streaming stores need the output's address, and row loops on threads
  // carry no tensor: on buffers.
  if (needs.streams || needs.threads)
    pm.addPass(createPadLowerLoopMarksPass());
  // scf.parallel -> OpenMP work-sharing loops.
  if (needs.threads) {
    pm.addPass(createConvertSCFToOpenMPPass());
    // Inlines the memref.alloca_scope around each loop body (it holds no
    // alloca), which convert-scf-to-cf would otherwise split into blocks.
    pm.addPass(createCanonicalizerPass());
    // One barrier per region, at its end, not one more after its loop.
    pm.addPass(createPadElideWsloopBarriersPass());
  }
  // A fence after the streaming stores of each function, and of each thread
  // of a parallel region that streams, before the region's end (after the
  // OpenMP conversion: there is no thread's end in an scf.parallel).
  if (needs.streams)
    pm.addPass(createPadFenceStreamingStoresPass());
}

void mlir::pad::buildPadToLLVMPipeline(
    OpPassManager &pm, const PadToLLVMPipelineOptions &options) {
  // A target whose index is not 64 bits wide (pad-aot for 32-bit targets):
  // index arithmetic (runtime checks included) in its width.
  bool narrowIndex = options.indexBitwidth != 0 && options.indexBitwidth != 64;
  if (narrowIndex)
    pm.addPass(createSetIndexBitwidthPass(options.indexBitwidth));
  // shard annotations -> one program per process, on MPI (docs/Distributed.md).
  if (options.mpi != MPIImplementation::None)
    buildShardToMPIPipeline(pm, options.mpi, options.runtimeChecks);
  buildLowerPadPipeline(pm, options);
  buildBufferizePipeline(pm);
  buildVectorLoopsPipeline(pm, options);
  // Vector ops -> what convert-to-llvm converts: multi-dimensional transfers
  // (a convolution vectorized next to a tiled pad) unrolled into 1-D ones (the
  // default lowering gives each a stack buffer inside its loop, which
  // overflows the stack in long loops), 1-D transfers into loads and stores.
  pm.addPass(createPadLegalizeVectorForLLVMPass());
  // On 32-bit targets, the accesses of a row of dynamic strides through one
  // view of it: one pointer per row in LLVM's loops, not one per span, fewer
  // spills and smaller code (on x86-64, smaller code but slower short rows).
  if (narrowIndex && options.strategy == LoweringStrategy::Vector)
    pm.addPass(createPadRowViewsPass());
  // Before convert-scf-to-cf: their greedy drivers simplify the regions of
  // a few structured ops, not of a CFG of many blocks per loop (the same IR
  // comes out, 5% less compile time on a module of many small pads). Only
  // for modules that hold what they rewrite: views the LLVM lowering does
  // not take (subviews and reshapes: tiled pads, merged rows), then affine
  // ops (tiling, and the views' expansion); a module of small vector-lowered
  // pads holds none, and their drivers would fold it all for nothing (10 %
  // of its compile time, bench/run.py --compile-sizes).
  // Per function: in a module of many pads, only those with such ops.
  OpPassManager views(func::FuncOp::getOperationName());
  views.addPass(memref::createExpandStridedMetadataPass());
  pm.addNestedPass<func::FuncOp>(
      createPadIfContainsPass(views, {"memref.subview", "memref.expand_shape",
                                      "memref.collapse_shape"}));
  OpPassManager affine(func::FuncOp::getOperationName());
  affine.addPass(createLowerAffinePass());
  pm.addNestedPass<func::FuncOp>(createPadIfContainsPass(affine, {"affine"}));
  pm.addPass(createSCFToControlFlowPass());
  // Failed runtime checks print to stderr, also when stdout is a pipe.
  pm.addPass(createPadLowerAssertsPass());
  if (narrowIndex) {
    buildLowerToLLVMWithIndexBitwidth(pm);
  } else {
    if (options.hugePages) {
      // Allocations call pad_runtime's functions (lib/Runtime).
      FinalizeMemRefToLLVMConversionPassOptions memrefToLLVM;
      memrefToLLVM.useGenericFunctions = true;
      pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefToLLVM));
    }
    pm.addPass(createConvertToLLVMPass());
    pm.addPass(createReconcileUnrealizedCastsPass());
  }
  // OpenMPI's names and handle widths where MPI-to-LLVM gets them wrong.
  if (options.mpi == MPIImplementation::OpenMPI)
    pm.addPass(createPadFixOpenMPILLVMPass());
  // Vectors of bf16 that LLVM 22's X86 backend cannot select (AVX512-BF16
  // cores) move as vectors of i16.
  pm.addPass(createPadBF16VectorsAsI16Pass());
}

void mlir::pad::registerPadPipelines() {
  PassPipelineRegistration<PadToLLVMPipelineOptions>(
      "pad-to-llvm",
      "The whole CPU pipeline: pad.pad and func.funcs on tensors to the LLVM "
      "dialect, ready for mlir-runner",
      buildPadToLLVMPipeline);
}
