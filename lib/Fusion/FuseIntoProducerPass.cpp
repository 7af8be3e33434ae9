//===- FuseIntoProducer.cpp - the pad-fuse-into-producer pass -------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A thin pass around fusePadIntoProducer (docs/Fusion.md): each pad.pad,
// consumers first; then, on request, a remark on each pad left alone.
//
//===----------------------------------------------------------------------===//

#include "pad/Fusion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "pad/Fusion/FuseIntoProducer.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADFUSEINTOPRODUCERPASS
#include "pad/Fusion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {
/// The pads still to visit: those of the IR, less the erased ones, plus the
/// created ones (a pad producer is re-created into the core of its consumer,
/// and may then be fused into its own producer).
struct Worklist : RewriterBase::Listener {
  void notifyOperationInserted(Operation *op, OpBuilder::InsertPoint) override {
    if (isa<PadOp>(op))
      pads.insert(op);
  }
  void notifyOperationErased(Operation *op) override { pads.remove(op); }

  llvm::SetVector<Operation *> pads;
};

struct PadFuseIntoProducerPass
    : pad::impl::PadFuseIntoProducerPassBase<PadFuseIntoProducerPass> {
  using Base::Base;

  void runOnOperation() override {
    // Only the pads are rewritten, consumers before producers: the IR of a
    // module without a fusible pad comes out unchanged.
    Worklist worklist;
    getOperation()->walk([&](PadOp op) { worklist.pads.insert(op); });
    IRRewriter rewriter(&getContext(), &worklist);
    while (!worklist.pads.empty()) {
      FailureOr<FusedPad> fused = fusePadIntoProducer(
          rewriter, cast<PadOp>(worklist.pads.pop_back_val()));
      if (succeeded(fused) && fused->fallback)
        worklist.pads.remove(fused->fallback);
    }
    if (!emitRemarks)
      return;
    // (The pads of the branches taken for negative dynamic amounts in a
    // border mode fit, and are left alone.)
    getOperation()->walk([](PadOp op) {
      std::string why = getProducerFusionFailure(op);
      if (!why.empty())
        op.emitRemark("not fused into its producer: ") << why;
    });
  }
};
} // namespace
