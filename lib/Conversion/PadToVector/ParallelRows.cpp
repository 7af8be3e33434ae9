//===- ParallelRows.cpp - row loops to scf.parallel -----------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A result-free `scf.for` marked `#pad.loop<parallel = true>` (the loops
// over output rows, with parallel=true) becomes an scf.parallel, which
// convert-scf-to-openmp lowers to an OpenMP work-sharing loop. Marked loops
// nested with nothing but side-effect-free ops beside them become one
// scf.parallel of all: one parallel region, split across the threads as one
// range (OpenMP's collapse).
//
//===----------------------------------------------------------------------===//

#include "MarkedLoops.h"

#include "pad/Conversion/PadToVector/PadToVector.h"
#include "pad/IR/PadDialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

bool isMarked(scf::ForOp loop) {
  auto mark = loop ? loop->getAttrOfType<LoopAttr>(LoopAttr::getAttrName())
                   : LoopAttr();
  return mark && mark.getParallel();
}

/// Whether `v` is defined outside the outermost loop of `nest`, or in the
/// body of one of its loops by side-effect-free ops from such values (not
/// from an induction variable): then it can be computed in front of the
/// nest.
bool isInvariant(ArrayRef<scf::ForOp> nest, Value v) {
  scf::ForOp outermost = nest.front();
  if (outermost.isDefinedOutsideOfLoop(v))
    return true;
  Operation *def = v.getDefiningOp();
  return def &&
         llvm::any_of(
             nest,
             [&](scf::ForOp l) { return def->getBlock() == l.getBody(); }) &&
         def->getNumRegions() == 0 && isMemoryEffectFree(def) &&
         llvm::all_of(def->getOperands(), [&](Value operand) {
           return isInvariant(nest, operand);
         });
}

/// Clones the ops of `outer`'s body that compute `v` (isInvariant) at the
/// rewriter's insertion point; returns the value there.
Value hoist(PatternRewriter &rewriter, scf::ForOp outer, Value v,
            IRMapping &hoisted) {
  if (outer.isDefinedOutsideOfLoop(v))
    return v;
  if (Value done = hoisted.lookupOrNull(v))
    return done;
  Operation *def = v.getDefiningOp();
  for (Value operand : def->getOperands())
    hoist(rewriter, outer, operand, hoisted);
  rewriter.clone(*def, hoisted);
  return hoisted.lookup(v);
}

/// The marked loop without results in the body of the innermost loop of
/// `nest`, if the other ops there are free of side effects and its bounds do
/// not depend on the iterations of `nest` (isInvariant): then each iteration
/// of the nest with it is independent.
scf::ForOp getNestedMarkedLoop(ArrayRef<scf::ForOp> nest) {
  scf::ForOp innermost = nest.back(), inner;
  for (Operation &op : innermost.getBody()->without_terminator()) {
    auto loop = dyn_cast<scf::ForOp>(op);
    if (isMarked(loop) && !inner && loop.getNumResults() == 0) {
      inner = loop;
      continue;
    }
    if (op.getNumRegions() != 0 || !isMemoryEffectFree(&op))
      return {};
  }
  if (!inner)
    return {};
  for (Value bound :
       {inner.getLowerBound(), inner.getUpperBound(), inner.getStep()})
    if (!isInvariant(nest, bound))
      return {};
  return inner;
}

/// Removes the marks of the loops in `loop`'s body (they stay sequential).
void unmarkNested(PatternRewriter &rewriter, scf::ForOp loop) {
  loop.getBody()->walk([&](scf::ForOp nested) {
    if (isMarked(nested))
      rewriter.modifyOpInPlace(
          nested, [&] { nested->removeAttr(LoopAttr::getAttrName()); });
  });
}

/// scf.for {pad.loop = #pad.loop<parallel = true>} without results ->
/// scf.parallel; with marked
/// loops nested as getNestedMarkedLoop finds them, one dimension per loop.
/// A marked loop in a marked loop is left to the outer one.
struct ParallelizeMarkedRows : OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    if (!isMarked(loop))
      return rewriter.notifyMatchFailure(loop, "not a marked row loop");
    if (isMarked(loop->getParentOfType<scf::ForOp>()))
      return rewriter.notifyMatchFailure(loop, "in a marked loop");
    if (loop.getNumResults() != 0) {
      // Still carries a value (not bufferized): leave it sequential.
      rewriter.modifyOpInPlace(
          loop, [&] { loop->removeAttr(LoopAttr::getAttrName()); });
      unmarkNested(rewriter, loop);
      return success();
    }
    SmallVector<scf::ForOp, 4> nest{loop};
    while (scf::ForOp inner = getNestedMarkedLoop(nest))
      nest.push_back(inner);
    unmarkNested(rewriter, nest.back());
    // The bounds, those computed in the outer body computed in front.
    SmallVector<Value, 4> lowerBounds, upperBounds, steps;
    IRMapping hoisted;
    for (scf::ForOp l : nest) {
      lowerBounds.push_back(hoist(rewriter, loop, l.getLowerBound(), hoisted));
      upperBounds.push_back(hoist(rewriter, loop, l.getUpperBound(), hoisted));
      steps.push_back(hoist(rewriter, loop, l.getStep(), hoisted));
    }
    auto parallel = scf::ParallelOp::create(rewriter, loop.getLoc(),
                                            lowerBounds, upperBounds, steps,
                                            /*bodyBuilderFn=*/nullptr);
    // The bodies, outer to inner, in front of the parallel loop's
    // terminator (each but its inner loop and terminator).
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(parallel.getBody()->getTerminator());
    IRMapping mapping;
    for (auto [l, iv] : llvm::zip(nest, parallel.getInductionVars()))
      mapping.map(l.getInductionVar(), iv);
    for (auto [depth, l] : llvm::enumerate(nest))
      for (Operation &op : l.getBody()->without_terminator())
        if (depth + 1 == nest.size() || &op != nest[depth + 1].getOperation())
          rewriter.clone(op, mapping);
    rewriter.eraseOp(loop);
    return success();
  }
};

} // namespace

void mlir::pad::populateParallelRowsPatterns(RewritePatternSet &patterns) {
  patterns.add<ParallelizeMarkedRows>(patterns.getContext());
}
