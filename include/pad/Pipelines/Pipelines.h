//===- Pipelines.h - the CPU pipeline of pad --------------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_PIPELINES_PIPELINES_H
#define PAD_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassOptions.h"
#include "pad/Conversion/Passes.h"

#include <optional>

namespace mlir {
class OpPassManager;

namespace pad {

/// How pad.pad is lowered by the CPU pipeline.
enum class LoweringStrategy { Linalg, Loops, Vector };

/// The defaults of the vector strategy's options: those of its pass
/// (Passes.td), not repeated here.
inline const ConvertPadToVectorPassOptions kVectorDefaults{};

/// The MPI library whose ABI the SPMD lowering targets (docs/Distributed.md).
enum class MPIImplementation { None, OpenMPI, MPICH };

/// Options of `--pad-to-llvm`: those of docs/Lowering.md#options.
struct PadToLLVMPipelineOptions
    : public PassPipelineOptions<PadToLLVMPipelineOptions> {
  PassOptions::Option<LoweringStrategy> strategy{
      *this, "strategy",
      llvm::cl::desc("How pad.pad is lowered: linalg, loops or vector"),
      llvm::cl::init(LoweringStrategy::Vector),
      llvm::cl::values(
          clEnumValN(LoweringStrategy::Linalg, "linalg",
                     "convert-pad-to-linalg, then linalg loops"),
          clEnumValN(LoweringStrategy::Loops, "loops",
                     "convert-pad-to-loops: one scf.for nest per pad"),
          clEnumValN(LoweringStrategy::Vector, "vector",
                     "vectorized CPU code"))};
  PassOptions::Option<bool> runtimeChecks{
      *this, "runtime-checks",
      llvm::cl::desc("Stop the program with a message naming pad.pad and the "
                     "constraint when dynamic sizes or amounts break one"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> fuseProducers{
      *this, "fuse-producers",
      llvm::cl::desc("Compute the source of a pad.pad in its output's core "
                     "when the op producing it allows (docs/Fusion.md, "
                     "pad-fuse-into-producer)"),
      llvm::cl::init(true)};
  PassOptions::Option<NontemporalMode> nontemporal{
      *this, "nontemporal",
      llvm::cl::desc("Streaming (non-temporal) stores of the vector strategy: "
                     "auto (outputs larger than the last-level cache, on CPUs "
                     "whose streaming stores beat plain ones: "
                     "docs/Lowering.md#streaming-stores), always or never"),
      llvm::cl::init(kVectorDefaults.nontemporal),
      llvm::cl::values(
          clEnumValN(NontemporalMode::Auto, "auto",
                     "outputs larger than the last-level cache, on CPUs "
                     "whose streaming stores beat plain ones"),
          clEnumValN(NontemporalMode::Always, "always", "every output"),
          clEnumValN(NontemporalMode::Never, "never", "plain stores only"))};
  PassOptions::Option<bool> parallel{
      *this, "parallel",
      llvm::cl::desc("Split the output rows of the vector strategy across "
                     "threads with the OpenMP runtime of LLVM 22 (link "
                     "libomp; threads from OMP_NUM_THREADS)"),
      llvm::cl::init(kVectorDefaults.parallel)};
  PassOptions::Option<bool> hugePages{
      *this, "huge-pages",
      llvm::cl::desc("Allocate buffers through the generic functions "
                     "_mlir_memref_to_llvm_alloc/_free of the pad_runtime "
                     "library, which give buffers of 4 MiB and more "
                     "transparent huge pages (outputs stay free()-able)"),
      llvm::cl::init(false)};
  PassOptions::Option<unsigned> indexBitwidth{
      *this, "index-bitwidth",
      llvm::cl::desc("Bit width of index (and of memref descriptor sizes) in "
                     "the LLVM dialect: the target's pointer width; 0 keeps "
                     "the 64 bits of the default conversions"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> vectorBits{
      *this, "vector-bits",
      llvm::cl::desc("Width in bits of the vectors of strategy=vector: the "
                     "target's vector registers (128 for NEON, 256 for AVX2, "
                     "512 for AVX-512)"),
      llvm::cl::init(kVectorDefaults.vectorBits)};

  PassOptions::Option<MPIImplementation> mpi{
      *this, "mpi",
      llvm::cl::desc("Partition the module's shard annotations into one "
                     "program per process on this MPI library "
                     "(docs/Distributed.md)"),
      llvm::cl::init(MPIImplementation::None),
      llvm::cl::values(
          clEnumValN(MPIImplementation::None, "none", "no partitioning"),
          clEnumValN(MPIImplementation::OpenMPI, "openmpi", "OpenMPI"),
          clEnumValN(MPIImplementation::MPICH, "mpich", "MPICH"))};

  // Not options (docs/Lowering.md lists them all): set by the programs that
  // build the pipeline, else the development flags `--pad-llc-bytes` and
  // `--pad-parallel-min-bytes` (hidden), else the pass's defaults.
  /// The LLVM name of the CPU the code is for, whose row of the table of
  /// measured CPUs decides nontemporal=auto (pad-aot: its target's CPU; unset:
  /// the host's). Never the host's for another target.
  std::optional<std::string> targetCPU;
  /// With parallel=true, outputs smaller than this many bytes stay on one
  /// thread.
  std::optional<int64_t> parallelMinBytes;
};

/// Builds the whole CPU pipeline: from a module of func.funcs on tensors to the
/// LLVM dialect, ready for mlir-runner and mlir-translate --mlir-to-llvmir.
void buildPadToLLVMPipeline(OpPassManager &pm,
                            const PadToLLVMPipelineOptions &options);

/// Registers `--pad-to-llvm`.
void registerPadPipelines();

} // namespace pad
} // namespace mlir

#endif // PAD_PIPELINES_PIPELINES_H
