//===- AOT.h - ahead-of-time kernels for C callers --------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Code generation behind `pad-aot` (docs/Kernels.md): a module of func.funcs on
// tensors and memrefs becomes an object file for a target, through
// --pad-to-llvm, the MLIR C interface, LLVM's O3 pipeline and LLVM's own
// TargetMachine, and a C header declaring the `_mlir_ciface_` function of every
// public function.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_TARGET_AOT_AOT_H
#define PAD_TARGET_AOT_AOT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include "pad/Pipelines/Pipelines.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace llvm {
class raw_pwrite_stream;
class TargetMachine;
} // namespace llvm

namespace mlir {
class DialectRegistry;

namespace pad {
namespace aot {

/// The machine code is generated for. Empty fields mean the host: its triple,
/// and, when the triple is the host's too, its CPU and features.
struct TargetSpec {
  std::string triple;
  std::string cpu;
  std::string features;
};

/// What the compiler writes.
enum class OutputKind { Object, Assembly, LLVMIR };

/// Architectures pad-aot generates code for: x86-64, AArch64, ARM/Thumb,
/// RISC-V (32 and 64 bits).
bool isSupportedArch(StringRef triple);

/// Initializes the LLVM targets of the supported architectures (once).
void initializeTargets();

/// Creates the TargetMachine of `spec` (O3, PIC code for operating systems,
/// static code for bare metal); an error names an unsupported target.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(const TargetSpec &spec);

/// Bits of the vector registers of `tm` for the kernels (LLVM's own cost
/// model: the widest fixed-width vector it prefers), at least its pointer
/// width.
int64_t getVectorBits(llvm::TargetMachine &tm);

/// Registers the dialects and LLVM IR translations pad-aot needs.
void registerAOTDialects(DialectRegistry &registry);

/// Checks that every public function of `module` has a C interface pad-aot can
/// declare; emits a located error for each one that does not.
LogicalResult verifyCInterface(ModuleOp module);

/// The signature of a public function as written, and as lowered: after
/// bufferization (tensors are memrefs), and without the results that
/// `pad-drop-equivalent-buffer-results` removed (a destination written in
/// place is not returned). The C interface follows the lowered one.
struct KernelSignature {
  std::string name;
  FunctionType original;
  FunctionType lowered;
};

/// Writes the C header of the kernels: one memref descriptor struct per rank
/// and element type used, then for every kernel its MLIR signature as a
/// comment and the prototype of `_mlir_ciface_<name>`. `indexBitwidth` is the
/// target's index width (its pointer width); `runtimeChecks` says whether the
/// kernels check their destinations' sizes (the header states who does).
LogicalResult emitCHeader(ArrayRef<KernelSignature> kernels, raw_ostream &os,
                          StringRef guardName, StringRef description,
                          unsigned indexBitwidth, bool runtimeChecks);

/// Lowers `module` in place (marking every public function
/// `llvm.emit_c_interface`, then --pad-to-llvm with `options` and, where
/// they are not set, the index width and vector width of `tm`, and its CPU
/// for nontemporal=auto),
/// translates it to LLVM IR, runs LLVM's O3 pipeline for `tm` and writes
/// `kind` to `os`. Fills `kernels` (when given) with the signatures of the
/// public functions.
LogicalResult
compileModule(ModuleOp module, llvm::TargetMachine &tm,
              const PadToLLVMPipelineOptions &options, OutputKind kind,
              llvm::raw_pwrite_stream &os,
              SmallVectorImpl<KernelSignature> *kernels = nullptr);

} // namespace aot
} // namespace pad
} // namespace mlir

#endif // PAD_TARGET_AOT_AOT_H
