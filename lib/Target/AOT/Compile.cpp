//===- Compile.cpp - from a module to an object file ----------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Target/AOT/AOT.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

using namespace mlir;
using namespace mlir::pad;

void aot::registerAOTDialects(DialectRegistry &registry) {
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
}

namespace {
/// Records the signatures of the public func.funcs before each pass on the
/// module: the last record, before func.funcs become llvm.funcs, is the
/// signature their C interface gets.
struct SignatureRecorder : PassInstrumentation {
  explicit SignatureRecorder(llvm::StringMap<FunctionType> &signatures)
      : signatures(signatures) {}
  void runBeforePass(Pass *pass, Operation *op) override {
    auto module = dyn_cast<ModuleOp>(op);
    if (!module)
      return;
    for (auto func : module.getOps<func::FuncOp>())
      if (func.isPublic() && !func.isExternal())
        signatures[func.getSymName()] = func.getFunctionType();
  }
  llvm::StringMap<FunctionType> &signatures;
};
} // namespace

/// LLVM's O3 pipeline for `tm` on `module`, as clang -O3 runs it.
static void optimize(llvm::Module &module, llvm::TargetMachine &tm) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PipelineTuningOptions tuning;
  tuning.LoopUnrolling = true;
  tuning.LoopInterleaving = true;
  tuning.LoopVectorization = true;
  tuning.SLPVectorization = true;
  llvm::PassBuilder pb(&tm, tuning);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::ModulePassManager mpm =
      pb.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O3);
  mpm.run(module, mam);
}

LogicalResult aot::compileModule(ModuleOp module, llvm::TargetMachine &tm,
                                 const PadToLLVMPipelineOptions &options,
                                 OutputKind kind, llvm::raw_pwrite_stream &os,
                                 SmallVectorImpl<KernelSignature> *kernels) {
  if (failed(verifyCInterface(module)))
    return failure();
  MLIRContext *ctx = module.getContext();

  // Every public function is callable from C.
  SmallVector<KernelSignature> signatures;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (!func.isPublic() || func.isExternal())
      continue;
    func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                  UnitAttr::get(ctx));
    signatures.push_back(
        {func.getSymName().str(), func.getFunctionType(), FunctionType()});
  }

  llvm::DataLayout dataLayout = tm.createDataLayout();
  PassManager pm(ctx);
  // The caller's options; what it left unset, the target's.
  PadToLLVMPipelineOptions pipeline;
  pipeline.copyOptionValuesFrom(options);
  pipeline.indexBitwidth = dataLayout.getPointerSizeInBits();
  if (!options.vectorBits.hasValue())
    pipeline.vectorBits = getVectorBits(tm);
  // Streaming stores where they pay on the target's CPU, never the host's
  // (an empty name would be the host's).
  pipeline.targetCPU =
      tm.getTargetCPU().empty() ? "generic" : tm.getTargetCPU().str();
  buildPadToLLVMPipeline(pm, pipeline);
  llvm::StringMap<FunctionType> lowered;
  pm.addInstrumentation(std::make_unique<SignatureRecorder>(lowered));
  if (failed(pm.run(module)))
    return failure();
  for (KernelSignature &signature : signatures) {
    signature.lowered = lowered.lookup(signature.name);
    if (!signature.lowered)
      return module.emitError()
             << "@" << signature.name << " vanished in the pipeline";
  }
  if (kernels)
    kernels->append(signatures.begin(), signatures.end());

  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, llvmContext, "pad-aot");
  if (!llvmModule)
    return module.emitError("cannot translate the module to LLVM IR");
  llvmModule->setTargetTriple(tm.getTargetTriple());
  llvmModule->setDataLayout(dataLayout);
  // The ABI the object declares (RISC-V's float ABI) must be the target's.
  if (!tm.Options.MCOptions.ABIName.empty())
    llvmModule->addModuleFlag(
        llvm::Module::Error, "target-abi",
        llvm::MDString::get(llvmContext, tm.Options.MCOptions.ABIName));
  for (llvm::Function &function : *llvmModule) {
    if (function.isDeclaration())
      continue;
    // Only `_mlir_ciface_F` is exported: `F` is inlined into it, and its
    // plain C name stays free for the caller.
    if (llvmModule->getFunction(("_mlir_ciface_" + function.getName()).str()))
      function.setLinkage(llvm::GlobalValue::InternalLinkage);
    // Generated code throws no exception: no unwind tables (whose ARM
    // personality routine a bare-metal program would have to provide).
    function.addFnAttr(llvm::Attribute::NoUnwind);
    function.addFnAttr("target-cpu", tm.getTargetCPU());
    if (!tm.getTargetFeatureString().empty())
      function.addFnAttr("target-features", tm.getTargetFeatureString());
    // An explicit width also overrides the target's preferred one (x86 CPUs
    // tuned for 256-bit vectors despite AVX-512).
    if (options.vectorBits.hasValue()) {
      function.addFnAttr("prefer-vector-width",
                         std::to_string(options.vectorBits));
      function.addFnAttr("min-legal-vector-width",
                         std::to_string(options.vectorBits));
    }
  }

  optimize(*llvmModule, tm);
  if (llvm::verifyModule(*llvmModule, &llvm::errs()))
    return module.emitError("LLVM's optimizer produced an invalid module");

  if (kind == OutputKind::LLVMIR) {
    llvmModule->print(os, nullptr);
    return success();
  }
  llvm::legacy::PassManager codegen;
  if (tm.addPassesToEmitFile(codegen, os, nullptr,
                             kind == OutputKind::Object
                                 ? llvm::CodeGenFileType::ObjectFile
                                 : llvm::CodeGenFileType::AssemblyFile))
    return module.emitError("the target cannot emit this kind of file");
  codegen.run(*llvmModule);
  return success();
}
