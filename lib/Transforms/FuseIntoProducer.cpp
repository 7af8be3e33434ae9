//===- FuseIntoProducer.cpp - the pad-fuse-into-producer pass -------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A thin pass around populatePadFuseIntoProducerPatterns (SPEC §9): only that
// pattern, no folding; then, on request, a remark on each pad left alone.
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "pad/Conversion/PadCommon/FuseIntoProducer.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADFUSEINTOPRODUCERPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {
struct PadFuseIntoProducerPass
    : pad::impl::PadFuseIntoProducerPassBase<PadFuseIntoProducerPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populatePadFuseIntoProducerPatterns(patterns);
    GreedyRewriteConfig config;
    config.enableFolding(false).enableConstantCSE(false);
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      return signalPassFailure();
    if (!emitRemarks)
      return;
    getOperation()->walk([](PadOp op) {
      op.emitRemark("not fused into its producer: ")
          << getProducerFusionFailure(op);
    });
  }
};
} // namespace
