//===- ParallelRows.cpp - row loops to scf.parallel -----------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// convert-pad-to-vector with parallel=true marks the outermost loop over the
// output rows of a pad (SPEC §5.3). Its iterations are independent: each
// writes its own rows of the output and only reads the source. On tensors
// the loop carries the output; once bufferized it carries nothing and
// becomes an scf.parallel here, which convert-scf-to-openmp lowers to an
// OpenMP parallel work-sharing loop (threads from OMP_NUM_THREADS).
//
//===----------------------------------------------------------------------===//

#include "MarkedLoops.h"

#include "pad/Conversion/Passes.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADPARALLELIZEROWSPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {

/// scf.for {pad.parallel_rows} without results -> scf.parallel.
struct ParallelizeMarkedRows : OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    if (!loop->hasAttr(kParallelRowsAttrName))
      return rewriter.notifyMatchFailure(loop, "not a marked row loop");
    if (loop.getNumResults() != 0) {
      // Still carries a value (not bufferized): leave it sequential.
      rewriter.modifyOpInPlace(
          loop, [&] { loop->removeAttr(kParallelRowsAttrName); });
      return success();
    }
    auto parallel = scf::ParallelOp::create(
        rewriter, loop.getLoc(), ValueRange{loop.getLowerBound()},
        ValueRange{loop.getUpperBound()}, ValueRange{loop.getStep()},
        /*bodyBuilderFn=*/nullptr);
    Block *body = parallel.getBody();
    // Move the loop body in front of the parallel loop's terminator.
    rewriter.eraseOp(loop.getBody()->getTerminator());
    rewriter.inlineBlockBefore(loop.getBody(), body->getTerminator(),
                               body->getArguments());
    rewriter.eraseOp(loop);
    return success();
  }
};

struct PadParallelizeRowsPass
    : pad::impl::PadParallelizeRowsPassBase<PadParallelizeRowsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (!hasMarkedLoop(getOperation(), kParallelRowsAttrName))
      return markAllAnalysesPreserved();
    RewritePatternSet patterns(&getContext());
    populateParallelRowsPatterns(patterns);
    if (failed(applyMarkedLoopPatterns(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::pad::populateParallelRowsPatterns(RewritePatternSet &patterns) {
  patterns.add<ParallelizeMarkedRows>(patterns.getContext());
}
