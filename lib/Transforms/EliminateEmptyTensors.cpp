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
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SubsetOpInterface.h"
#include "mlir/Pass/PassManager.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADELIMINATEEMPTYTENSORSPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

/// Whether `value` is `dest` written over in place: `dest` itself, or a
/// result of a chain of destination-style ops (`linalg`,
/// `tensor.insert_slice`), `tensor.cast`s, `scf.forall`s over it as a shared
/// output and `scf.for`s over it as an init whose iteration yields that
/// iter_arg written over.
static bool isBuiltIn(Value value, Value dest, unsigned depth = 0) {
  // (The chains the lowerings and fusion build are a few ops long.)
  for (; depth < 64; ++depth) {
    if (value == dest)
      return true;
    auto result = dyn_cast<OpResult>(value);
    if (!result)
      return false;
    Operation *op = result.getOwner();
    if (auto cast = dyn_cast<tensor::CastOp>(op)) {
      value = cast.getSource();
    } else if (auto loop = dyn_cast<scf::ForOp>(op)) {
      unsigned i = result.getResultNumber();
      if (!isBuiltIn(loop.getYieldedValues()[i], loop.getRegionIterArgs()[i],
                     depth + 1))
        return false;
      value = loop.getInits()[i];
    } else if (auto forall = dyn_cast<scf::ForallOp>(op)) {
      value = forall.getOutputs()[result.getResultNumber()];
    } else if (auto dps = dyn_cast<DestinationStyleOpInterface>(op)) {
      if (!dps.hasPureTensorSemantics())
        return false;
      value = dps.getTiedOpOperand(result)->get();
    } else {
      return false;
    }
  }
  return false;
}

/// Replaces each `bufferization.materialize_in_destination` into a tensor
/// whose source is built in place in that destination by its source (cast to
/// the destination's type), as `createPadOutput` does for a pad's
/// (docs/Lowering.md#destinations): one-shot bufferization then writes the
/// source in the destination's buffer. Left in place, such a materialization
/// of a loop over its destination is a read-after-write conflict that One-Shot
/// Bufferize's analysis cannot resolve: upstream's pass builds it from a loop
/// over a `tensor.empty` (an identity pad, replaced by its source, of a loop).
static void forwardBuiltInMaterializations(Operation *root) {
  SmallVector<bufferization::MaterializeInDestinationOp> built;
  root->walk([&](bufferization::MaterializeInDestinationOp op) {
    if (isa<TensorType>(op.getDest().getType()) &&
        isBuiltIn(op.getSource(), op.getDest()))
      built.push_back(op);
  });
  IRRewriter rewriter(root->getContext());
  for (bufferization::MaterializeInDestinationOp op : built) {
    rewriter.setInsertionPoint(op);
    Value source = op.getSource();
    if (source.getType() != op.getType())
      source =
          tensor::CastOp::create(rewriter, op.getLoc(), op.getType(), source);
    rewriter.replaceOp(op, source);
  }
}

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
    if (empty && insertion) {
      OpPassManager pm(ModuleOp::getOperationName());
      pm.addPass(bufferization::createEmptyTensorEliminationPass());
      if (failed(runPipeline(pm, getOperation())))
        return signalPassFailure();
    }
    forwardBuiltInMaterializations(getOperation());
  }
};
} // namespace
