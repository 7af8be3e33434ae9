//===- TargetMachine.cpp - the LLVM targets of pad-aot --------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Target/AOT/AOT.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

#include <mutex>

using namespace mlir;
using namespace mlir::pad;

bool aot::isSupportedArch(StringRef tripleName) {
  llvm::Triple triple(llvm::Triple::normalize(tripleName));
  switch (triple.getArch()) {
  case llvm::Triple::x86_64:
  case llvm::Triple::aarch64:
  case llvm::Triple::arm:
  case llvm::Triple::thumb:
  case llvm::Triple::riscv32:
  case llvm::Triple::riscv64:
    return true;
  default:
    return false;
  }
}

void aot::initializeTargets() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeX86TargetInfo();
    LLVMInitializeX86Target();
    LLVMInitializeX86TargetMC();
    LLVMInitializeX86AsmPrinter();
    LLVMInitializeAArch64TargetInfo();
    LLVMInitializeAArch64Target();
    LLVMInitializeAArch64TargetMC();
    LLVMInitializeAArch64AsmPrinter();
    LLVMInitializeARMTargetInfo();
    LLVMInitializeARMTarget();
    LLVMInitializeARMTargetMC();
    LLVMInitializeARMAsmPrinter();
    LLVMInitializeRISCVTargetInfo();
    LLVMInitializeRISCVTarget();
    LLVMInitializeRISCVTargetMC();
    LLVMInitializeRISCVAsmPrinter();
  });
}

llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
aot::createTargetMachine(const TargetSpec &spec) {
  initializeTargets();
  std::string hostTriple = llvm::sys::getDefaultTargetTriple();
  std::string tripleName =
      llvm::Triple::normalize(spec.triple.empty() ? hostTriple : spec.triple);
  if (!isSupportedArch(tripleName))
    return llvm::createStringError(
        "unsupported target '" + tripleName +
        "': pad-aot generates code for x86_64, aarch64, arm, thumb, riscv32 "
        "and riscv64 triples");
  llvm::Triple triple(tripleName);

  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return llvm::createStringError("unsupported target '" + tripleName +
                                   "': " + error);

  // The host's own CPU and features when compiling for the host.
  std::string cpu = spec.cpu, features = spec.features;
  bool isHost = triple == llvm::Triple(llvm::Triple::normalize(hostTriple));
  if (cpu.empty() || cpu == "native") {
    if (isHost || cpu == "native") {
      if (!isHost)
        return llvm::createStringError(
            "--cpu=native is the host's CPU, but the target '" + tripleName +
            "' is not the host's '" + hostTriple + "'");
      cpu = llvm::sys::getHostCPUName().str();
      if (features.empty()) {
        SmallVector<std::string> hostFeatures;
        for (const auto &feature : llvm::sys::getHostCPUFeatures())
          hostFeatures.push_back((feature.second ? "+" : "-") +
                                 feature.first().str());
        llvm::sort(hostFeatures);
        features = llvm::join(hostFeatures, ",");
      }
    } else {
      cpu = "generic";
    }
  }
  if (!target->hasTargetMachine())
    return llvm::createStringError("no code generator for '" + tripleName +
                                   "'");

  // An unknown CPU only draws a warning from LLVM: refuse it first.
  if (cpu != "generic") {
    std::unique_ptr<llvm::MCSubtargetInfo> subtarget(
        target->createMCSubtargetInfo(triple, "", ""));
    if (!subtarget || !subtarget->isCPUStringValid(cpu))
      return llvm::createStringError("unknown CPU '" + cpu + "' for target '" +
                                     tripleName + "'");
  }

  llvm::TargetOptions targetOptions;
  if (triple.isRISCV()) {
    // Linux on RISC-V is RV64GC (RV32GC) with the double-float ABI: Debian's
    // riscv64-linux-gnu links nothing else. Bare metal defaults to the
    // integer base ISA and the soft-float ABI.
    if (features.empty() && cpu == "generic" && triple.isOSLinux())
      features = "+m,+a,+f,+d,+c";
    SmallVector<StringRef> list;
    StringRef(features).split(list, ',');
    bool hasD = llvm::is_contained(list, "+d"),
         hasF = hasD || llvm::is_contained(list, "+f");
    targetOptions.MCOptions.ABIName =
        (triple.isRISCV64() ? "lp64" : "ilp32") + std::string(hasD   ? "d"
                                                              : hasF ? "f"
                                                                     : "");
  }
  // Bare-metal code is linked at a fixed address; code for an operating
  // system goes into position-independent executables and shared libraries.
  std::optional<llvm::Reloc::Model> relocation =
      triple.getOS() == llvm::Triple::UnknownOS ? llvm::Reloc::Static
                                                : llvm::Reloc::PIC_;
  std::unique_ptr<llvm::TargetMachine> tm(target->createTargetMachine(
      triple, cpu, features, targetOptions, relocation, std::nullopt,
      llvm::CodeGenOptLevel::Aggressive));
  if (!tm)
    return llvm::createStringError("cannot create a code generator for '" +
                                   tripleName + "'");
  return tm;
}

int64_t aot::getVectorBits(llvm::TargetMachine &tm) {
  // The cost model answers per function: ask it about an empty one compiled
  // for the machine's CPU and features.
  llvm::LLVMContext context;
  llvm::Module module("pad-aot-probe", context);
  module.setTargetTriple(tm.getTargetTriple());
  module.setDataLayout(tm.createDataLayout());
  auto *function = llvm::Function::Create(
      llvm::FunctionType::get(llvm::Type::getVoidTy(context), false),
      llvm::GlobalValue::ExternalLinkage, "probe", module);
  function->addFnAttr("target-cpu", tm.getTargetCPU());
  function->addFnAttr("target-features", tm.getTargetFeatureString());
  llvm::TargetTransformInfo tti = tm.getTargetTransformInfo(*function);
  int64_t vectorBits =
      tti.getRegisterBitWidth(llvm::TargetTransformInfo::RGK_FixedWidthVector)
          .getFixedValue();
  int64_t pointerBits = module.getDataLayout().getPointerSizeInBits();
  return std::max(vectorBits, pointerBits);
}
