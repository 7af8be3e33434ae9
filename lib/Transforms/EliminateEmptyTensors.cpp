//===- EliminateEmptyTensors.cpp - eliminate-empty-tensors where it acts --===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/SubsetOpInterface.h"
#include "mlir/Pass/PassManager.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADELIMINATEEMPTYTENSORSPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

namespace {
struct PadEliminateEmptyTensorsPass
    : pad::impl::PadEliminateEmptyTensorsPassBase<
          PadEliminateEmptyTensorsPass> {
  void runOnOperation() override {
    // Upstream's pass replaces a tensor.empty that flows into the tensor
    // source of a subset insertion by the subset of the insertion's
    // destination: without both there is nothing to do, and its One-Shot
    // analysis of the whole module can be skipped. (The vector stores of the
    // pad lowerings are subset insertions too, of a vector.)
    bool empty = false, insertion = false;
    getOperation()->walk([&](Operation *op) {
      empty |= isa<tensor::EmptyOp>(op);
      if (auto subset = dyn_cast<SubsetInsertionOpInterface>(op))
        insertion |= isa<TensorType>(subset.getSourceOperand().get().getType());
      return empty && insertion ? WalkResult::interrupt()
                                : WalkResult::advance();
    });
    if (!empty || !insertion)
      return markAllAnalysesPreserved();

    OpPassManager pm(ModuleOp::getOperationName());
    pm.addPass(bufferization::createEmptyTensorEliminationPass());
    if (failed(runPipeline(pm, getOperation())))
      signalPassFailure();
  }
};
} // namespace
