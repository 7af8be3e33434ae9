//===- consumer-opt.cpp - an out-of-tree opt tool built on pad ------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What another MLIR project does to use pad (docs/Integration.md): register
// the dialect, its extensions and the passes from the installed package, and
// build its own pipeline out of pad's passes and upstream's.
// `--consumer-tosa-to-llvm` raises tosa.pad to pad.pad, lowers the rest of TOSA
// with upstream's passes, then runs pad's CPU pipeline.
//
//===----------------------------------------------------------------------===//

#include "pad/IR/PadDialect.h"
#include "pad/InitAllExtensions.h"
#include "pad/InitAllPasses.h"

#include "mlir/Conversion/TosaToArith/TosaToArith.h"
#include "mlir/Conversion/TosaToLinalg/TosaToLinalg.h"
#include "mlir/Conversion/TosaToTensor/TosaToTensor.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

using namespace mlir;

/// tosa.pad -> pad.pad, the rest of TOSA -> linalg/arith/tensor, then pad's
/// CPU pipeline down to the LLVM dialect.
static void buildTosaToLLVMPipeline(OpPassManager &pm,
                                    const pad::PadToLLVMPipelineOptions &opts) {
  // Raise first, or tosa-to-tensor lowers the pads to tensor.pad.
  pm.addPass(pad::createConvertTosaPadToPadPass());
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(tosa::createTosaToLinalgNamed());
  funcPm.addPass(tosa::createTosaToLinalg());
  funcPm.addPass(createTosaToArithPass());
  funcPm.addPass(createTosaToTensorPass());
  pad::buildPadToLLVMPipeline(pm, opts);
}

int main(int argc, char **argv) {
  registerAllPasses();
  pad::registerAllPadPasses();
  PassPipelineRegistration<pad::PadToLLVMPipelineOptions>(
      "consumer-tosa-to-llvm",
      "Raise tosa.pad to pad.pad, lower TOSA with upstream's passes, then "
      "run --pad-to-llvm (same options)",
      buildTosaToLLVMPipeline);

  DialectRegistry registry;
  registry.insert<pad::PadDialect>();
  registerAllDialects(registry);
  registerAllExtensions(registry);
  pad::registerAllPadExtensions(registry);
  return asMainReturnCode(
      MlirOptMain(argc, argv, "pad consumer optimizer driver\n", registry));
}
