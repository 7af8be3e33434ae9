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
// vectors are rewritten. On the Intel Xeon VM (bench/run.py) the
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
// The number of aligned vectors still changes from row to row with the row's
// address (a row of 62 floats starts at four offsets within 32 bytes), and
// LLVM keeps a loop of a trip count it cannot know in every row. Where the
// core's `ub - lb` is the same in every iteration of the loop around it (the
// rows of a plane), that loop is versioned on the number of vectors of the
// loop as convert-pad-to-vector made it,
//
//   n = max(0, ceil((ub - lb) / W))
//
// for each n up to `straight-vectors`; in the version of n the core is
//
//   store(lb + i W), i = 0 .. n - 1         plain, unaligned
//
// straight-line code, the same n in every row: no trip count, no select, no
// alignment arithmetic per row. The other versions keep the loop, aligned as
// above. A short core does without the alignment: on the Zen 4 VM the
// aligned straight-line form (one more store, the first aligned element
// computed in every row) took 46-49 instructions per row of the 1x64x56x56
// pads by 3 of dynamic sizes, this one 22-29, and ran 2-6 % faster in every
// mode in both orders of the A/B harness (bench/tools/ab_repeat.sh).
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
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

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

/// The index constant `v`.
Value indexConstant(OpBuilder &b, Location l, int64_t v) {
  return arith::ConstantIndexOp::create(b, l, v);
}

/// The first vector-aligned element after the loop's lower bound, at most a
/// vector after it: lb + (V - address mod V) / e.
Value buildFirstAligned(OpBuilder &b, Location l, const StoreLoop &s) {
  Value lb = s.loop.getLowerBound();
  Value address = s.buildAddress(b, l, lb);
  Value headBytes = arith::SubIOp::create(
      b, l, indexConstant(b, l, s.vectorBytes),
      arith::AndIOp::create(b, l, address,
                            indexConstant(b, l, s.vectorBytes - 1)));
  return arith::AddIOp::create(
      b, l, lb,
      arith::DivUIOp::create(b, l, headBytes,
                             indexConstant(b, l, s.elementBytes)));
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
    Value lb = s.loop.getLowerBound(), ub = s.loop.getUpperBound();
    Value first = buildFirstAligned(b, l, s);
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

/// The straight-line form of a row's core of a dynamic length of `count`
/// vectors (see the file comment): the loop's iterations one after another.
void buildStraightCore(OpBuilder &b, Location l, const StoreLoop &s,
                       int64_t count) {
  Value lb = s.loop.getLowerBound();
  for (int64_t i = 0; i < count; ++i) {
    Value t = i == 0 ? lb
                     : arith::AddIOp::create(b, l, lb,
                                             indexConstant(b, l, i * s.width));
    s.cloneBody(b, t);
  }
}

/// The side-effect-free ops inside `loop` that compute `value` from values
/// defined outside it, operands first, into `ops` (at most `budget` ops);
/// failure where another op is needed.
LogicalResult collectComputation(Value value, Operation *loop,
                                 llvm::SetVector<Operation *> &ops,
                                 int &budget) {
  if (!loop->isAncestor(value.getParentRegion()->getParentOp()))
    return success();
  Operation *def = value.getDefiningOp();
  if (def && ops.contains(def))
    return success();
  if (!def || def->getNumRegions() || !isMemoryEffectFree(def) || --budget < 0)
    return failure();
  for (Value operand : def->getOperands())
    if (failed(collectComputation(operand, loop, ops, budget)))
      return failure();
  ops.insert(def);
  return success();
}

/// Versions the loop around each dynamic core of the same length in every
/// iteration on its number of vectors (see the file comment): an
/// `scf.index_switch` whose cases 0 to `maxVectors` hold a copy of the loop
/// with the core in straight-line form and whose default holds the loop as
/// it was.
void versionRowsOnVectorCount(Operation *root, int64_t maxVectors) {
  // The first marked core of each loop; loops nested in one another (none
  // that convert-pad-to-vector makes) are left alone, and so are the rows
  // for threads (pad-parallelize-rows takes whole nests of marked loops).
  SmallVector<std::pair<scf::ForOp, scf::ForOp>> rowsAndCores;
  auto onThreads = [](Operation *op) {
    for (; op; op = op->getParentOp())
      if (op->hasAttr(kParallelRowsAttrName))
        return true;
    return false;
  };
  root->walk([&](scf::ForOp core) {
    auto rows = core->getParentOfType<scf::ForOp>();
    if (!rows || !core->hasAttr(kAlignStoresBeforeTailAttrName) ||
        onThreads(rows) || failed(StoreLoop::match(core)) ||
        llvm::any_of(rowsAndCores, [&](auto pair) {
          return pair.first->isAncestor(rows) || rows->isAncestor(pair.first);
        }))
      return;
    rowsAndCores.emplace_back(rows, core);
  });
  for (auto &[rowsLoop, coreLoop] : rowsAndCores) {
    scf::ForOp rows = rowsLoop, core = coreLoop;
    // The core's bounds in front of the loop.
    llvm::SetVector<Operation *> computation;
    int budget = 16;
    std::optional<int64_t> width = getConstantIntValue(core.getStep());
    if (!width ||
        failed(collectComputation(core.getLowerBound(), rows, computation,
                                  budget)) ||
        failed(collectComputation(core.getUpperBound(), rows, computation,
                                  budget)))
      continue;
    OpBuilder b(rows);
    Location l = core.getLoc();
    IRMapping before;
    for (Operation *op : computation)
      b.clone(*op, before);
    Value lb = before.lookupOrDefault(core.getLowerBound());
    Value ub = before.lookupOrDefault(core.getUpperBound());
    // n = max(0, ceil((ub - lb) / W)) = max(0, (ub - lb + W - 1) div W),
    // floor division: an empty or negative span (a core the loop does not
    // reach) has none.
    Value span =
        arith::AddIOp::create(b, l, arith::SubIOp::create(b, l, ub, lb),
                              indexConstant(b, l, *width - 1));
    Value count = arith::MaxSIOp::create(
        b, l,
        arith::FloorDivSIOp::create(b, l, span, indexConstant(b, l, *width)),
        indexConstant(b, l, 0));
    SmallVector<int64_t> cases =
        llvm::to_vector(llvm::seq<int64_t>(0, maxVectors + 1));
    auto versions = scf::IndexSwitchOp::create(b, l, rows.getResultTypes(),
                                               count, cases, cases.size());
    auto fill = [&](Region &region, std::optional<int64_t> vectors) {
      b.setInsertionPointToStart(&region.emplaceBlock());
      IRMapping map;
      Operation *copy = b.clone(*rows, map);
      scf::YieldOp::create(b, l, copy->getResults());
      if (!vectors)
        return;
      auto coreCopy = cast<scf::ForOp>(map.lookup(core.getOperation()));
      b.setInsertionPoint(coreCopy);
      buildStraightCore(b, l, *StoreLoop::match(coreCopy), *vectors);
      coreCopy->erase();
    };
    for (auto [region, vectors] : llvm::zip(versions.getCaseRegions(), cases))
      fill(region, vectors);
    fill(versions.getDefaultRegion(), std::nullopt);
    rows->replaceAllUsesWith(versions.getResults());
    rows->erase();
  }
}

struct PadAlignStoresPass
    : pad::impl::PadAlignStoresPassBase<PadAlignStoresPass> {
  using Base::Base;

  void runOnOperation() override {
    // Most modules have no marked loop: no greedy rewrite over the whole IR
    // then, and the IR is unchanged.
    if (!hasMarkedLoop(getOperation(),
                       {kAlignStoresAttrName, kAlignStoresBeforeTailAttrName}))
      return markAllAnalysesPreserved();
    if (straightVectors >= 0)
      versionRowsOnVectorCount(getOperation(), straightVectors);
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
