//===- AlignStores.cpp - vector stores at aligned addresses ---------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// convert-pad-to-vector marks its vector store loops of a static length of
// at least three vectors with `pad.align_stores`. A row whose length is no
// multiple of the vector starts its vectors at every offset within a line,
// and about half of its stores then straddle two lines: each costs two
// writes to the cache. On buffers the address is known, so the loop over
// [lb, ub) (a whole number of vectors of W elements, V bytes) becomes, as
// memcpy aligns its destination:
//
//   store(lb)                               plain, unaligned
//   for t = first; t < ub - W; t += W       vector.store {alignment = V}
//   store(ub - W)                           plain, unaligned
//
// with `first` the first vector-aligned element after lb (at most lb + W);
// the last aligned vector ends at ub - W or after it. The plain stores
// overlap the aligned ones and store the same values: one or two more
// stores per loop, so only loops of a constant length of at least three
// vectors are rewritten. On the Intel Xeon VM of docs/Benchmarks.md the
// embARC MLI i8 case (rows of 225 bytes) got 3-4 % faster in bench/run.py,
// 7-9 % in a loop that alternates both forms (docs/Lowering.md).
//
// A row's core of a dynamic length is a loop over [lb, ub) that the store
// of its last vector at ub follows, marked `pad.align_stores_before_tail`:
//
//   store(lb)                               plain, unaligned
//   for t = first; t < end; t += W          vector.store {alignment = V}
//
// with end = ub, or lb (no aligned vector) where the plain store and the
// last vector cover the span (ub <= lb + W: at most two vectors long), as
// they do in the minimal form; a longer span stores at most one vector more
// than the minimal form, and only the first and the last may straddle two
// lines. Each aligned vector ends before ub + W, within the span, and the
// last one at ub or after it: one select per span, no branch on the length.
//
//===----------------------------------------------------------------------===//

#include "MarkedLoops.h"

#include "pad/Conversion/Passes.h"
#include "pad/Utils/IndexArith.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADALIGNSTORESPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {

/// `ub - lb` where it is a constant: both are (and their difference fits),
/// or `ub = lb + c`.
std::optional<int64_t> getConstantLength(Value lb, Value ub) {
  if (getConstantIntValue(lb) && getConstantIntValue(ub))
    return getConstantDistance(lb, ub);
  if (auto add = ub.getDefiningOp<arith::AddIOp>()) {
    if (add.getLhs() == lb)
      return getConstantIntValue(add.getRhs());
    if (add.getRhs() == lb)
      return getConstantIntValue(add.getLhs());
  }
  return std::nullopt;
}

/// Aligns the stores of a marked `scf.for` (see the file comment).
struct AlignMarkedLoop : OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    bool beforeTail = loop->hasAttr(kAlignStoresBeforeTailAttrName);
    if (!beforeTail && !loop->hasAttr(kAlignStoresAttrName))
      return rewriter.notifyMatchFailure(loop, "not marked for alignment");
    // Whatever happens below, the mark is consumed.
    rewriter.modifyOpInPlace(loop, [&] {
      loop->removeAttr(kAlignStoresAttrName);
      loop->removeAttr(kAlignStoresBeforeTailAttrName);
    });
    FailureOr<StoreLoop> storeLoop = StoreLoop::match(loop);
    if (failed(storeLoop))
      return success();
    const StoreLoop &s = *storeLoop;
    // A vector of one element is aligned already.
    if (s.width == 1)
      return success();
    if (beforeTail) {
      rewriter.setInsertionPoint(loop);
      buildAligned(rewriter, loop.getLoc(), s, /*beforeTail=*/true);
      rewriter.eraseOp(loop);
      return success();
    }
    // Only loops of a known trip count: with a dynamic one, the branch on it
    // beside every span cost more than the aligned stores gained (embARC
    // MLI's CHW kernels with runtime amounts, rows of 58 bytes: 20.5 ->
    // 26.5 us on the Intel Xeon VM, docs/Lowering.md).
    std::optional<int64_t> length =
        getConstantLength(loop.getLowerBound(), loop.getUpperBound());
    if (!length || *length < kAlignStoresMinVectors * s.width)
      return success();
    rewriter.setInsertionPoint(loop);
    buildAligned(rewriter, loop.getLoc(), s, /*beforeTail=*/false);
    rewriter.eraseOp(loop);
    return success();
  }

private:
  /// The aligned form of the loop, which stores at least one vector; with
  /// `beforeTail`, that of a loop a store at its upper bound follows.
  static void buildAligned(OpBuilder &b, Location l, const StoreLoop &s,
                           bool beforeTail) {
    auto cst = [&](int64_t v) {
      return arith::ConstantIndexOp::create(b, l, v).getResult();
    };
    Value lb = s.loop.getLowerBound(), ub = s.loop.getUpperBound();
    // first = lb + (V - address mod V) / e.
    Value address = s.buildAddress(b, l, lb);
    Value headBytes = arith::SubIOp::create(
        b, l, cst(s.vectorBytes),
        arith::AndIOp::create(b, l, address, cst(s.vectorBytes - 1)));
    Value first = arith::AddIOp::create(
        b, l, lb, arith::DivUIOp::create(b, l, headBytes, cst(s.elementBytes)));
    // The aligned vectors start below `end`: ub - W, the start of the last
    // vector stored after them; before a tail, ub, or lb (none) where the
    // first vector and the tail cover the span.
    Value end;
    if (beforeTail) {
      Value covered = arith::CmpIOp::create(
          b, l, arith::CmpIPredicate::sle, ub,
          arith::AddIOp::create(b, l, lb, s.loop.getStep()));
      end = arith::SelectOp::create(b, l, covered, lb, ub);
    } else {
      end = arith::SubIOp::create(b, l, ub, s.loop.getStep());
    }
    s.cloneBody(b, lb);
    scf::ForOp::create(b, l, first, end, s.loop.getStep(), ValueRange{},
                       [&](OpBuilder &nb, Location, Value t, ValueRange) {
                         s.cloneBody(nb, t, s.vectorBytes);
                         scf::YieldOp::create(nb, l);
                       });
    if (!beforeTail)
      s.cloneBody(b, end);
  }
};

struct PadAlignStoresPass
    : pad::impl::PadAlignStoresPassBase<PadAlignStoresPass> {
  using Base::Base;

  void runOnOperation() override {
    // Most modules have no marked loop: no greedy rewrite over the whole IR
    // then, and the IR is unchanged.
    if (!hasMarkedLoop(getOperation(),
                       {kAlignStoresAttrName, kAlignStoresBeforeTailAttrName}))
      return markAllAnalysesPreserved();
    RewritePatternSet patterns(&getContext());
    populateAlignStoresPatterns(patterns);
    if (failed(applyMarkedLoopPatterns(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::pad::populateAlignStoresPatterns(RewritePatternSet &patterns) {
  patterns.add<AlignMarkedLoop>(patterns.getContext());
}
