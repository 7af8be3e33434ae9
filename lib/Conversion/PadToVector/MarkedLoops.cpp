//===- MarkedLoops.cpp - the pad-lower-loops pass -------------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// pad-lower-loops: the loops convert-pad-to-vector marked `#pad.loop`, once
// they write buffers: streaming stores (StreamingStores.cpp), then rows on
// threads (ParallelRows.cpp); every mark is removed.
//
//===----------------------------------------------------------------------===//

#include "MarkedLoops.h"

#include "pad/Conversion/PadToVector/PadToVector.h"
#include "pad/Conversion/Passes.h"
#include "pad/IR/PadDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADLOWERLOOPSPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

/// Whether `root` holds an `scf.for` marked `pad.loop`.
static bool hasMarkedLoop(Operation *root) {
  return root
      ->walk([&](scf::ForOp loop) {
        return loop->hasAttr(LoopAttr::getAttrName()) ? WalkResult::interrupt()
                                                      : WalkResult::advance();
      })
      .wasInterrupted();
}

void mlir::pad::disableUnrolling(scf::ForOp loop) {
  MLIRContext *ctx = loop.getContext();
  auto unroll = LLVM::LoopUnrollAttr::get(
      ctx, /*disable=*/BoolAttr::get(ctx, true), /*count=*/{},
      /*runtimeDisable=*/{}, /*full=*/{}, /*followupUnrolled=*/{},
      /*followupRemainder=*/{}, /*followupAll=*/{});
  loop->setAttr(kLoopAnnotationAttrName,
                LLVM::LoopAnnotationAttr::get(
                    ctx, /*disableNonforced=*/{}, /*vectorize=*/{},
                    /*interleave=*/{}, unroll, /*unrollAndJam=*/{},
                    /*licm=*/{}, /*distribute=*/{}, /*pipeline=*/{},
                    /*peeled=*/{}, /*unswitch=*/{}, /*mustProgress=*/{},
                    /*isVectorized=*/{}, /*startLoc=*/{}, /*endLoc=*/{},
                    /*parallelAccesses=*/{}));
}

/// Applies `patterns` to `root` greedily, without region simplification: the
/// patterns rewrite their marked loops and leave the rest of the module as
/// it is.
static LogicalResult applyMarkedLoopPatterns(Operation *root,
                                             RewritePatternSet &&patterns) {
  GreedyRewriteConfig config;
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  return applyPatternsGreedily(root, std::move(patterns), config);
}

namespace {
struct PadLowerLoopsPass : pad::impl::PadLowerLoopsPassBase<PadLowerLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    Operation *root = getOperation();
    // Most modules have no marked loop: no greedy rewrite over the whole IR
    // then, and the IR is unchanged (the pass manager skips its verifier).
    if (!hasMarkedLoop(root))
      return markAllAnalysesPreserved();
    // Streaming stores first: the row loops around them are still loops.
    RewritePatternSet streaming(&getContext()), parallel(&getContext());
    populateStreamingStoresPatterns(streaming);
    populateParallelRowsPatterns(parallel);
    if (failed(applyMarkedLoopPatterns(root, std::move(streaming))) ||
        failed(applyMarkedLoopPatterns(root, std::move(parallel))))
      return signalPassFailure();
    // The marks the patterns did not take.
    root->walk(
        [](scf::ForOp loop) { loop->removeAttr(LoopAttr::getAttrName()); });
  }
};
} // namespace
