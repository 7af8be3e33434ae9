//===- PadToLLVM.cpp - the --pad-to-llvm CPU pipeline ---------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Pipelines/Pipelines.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "pad/Conversion/Passes.h"
#include "pad/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::pad;

void mlir::pad::buildPadToLLVMPipeline(
    OpPassManager &pm, const PadToLLVMPipelineOptions &options) {
  // pad.pad -> tensor, linalg, scf and arith ops on tensors.
  if (options.runtimeChecks)
    pm.addPass(createPadInsertRuntimeChecksPass());
  switch (options.strategy) {
  case LoweringStrategy::Loops:
    pm.addPass(createConvertPadToLoopsPass());
    break;
  case LoweringStrategy::Linalg:
  case LoweringStrategy::Vector:
    pm.addPass(createConvertPadToLinalgPass());
    break;
  }
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());

  // Tensors -> buffers, function boundaries included; every allocation freed.
  bufferization::OneShotBufferizePassOptions bufferization;
  bufferization.bufferizeFunctionBoundaries = true;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferization));
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createConvertBufferizationToMemRefPass());

  // Buffers -> loops -> LLVM.
  pm.addPass(createConvertLinalgToLoopsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::pad::registerPadPipelines() {
  PassPipelineRegistration<PadToLLVMPipelineOptions>(
      "pad-to-llvm",
      "The whole CPU pipeline: pad.pad and func.funcs on tensors to the LLVM "
      "dialect, ready for mlir-runner",
      buildPadToLLVMPipeline);
}
