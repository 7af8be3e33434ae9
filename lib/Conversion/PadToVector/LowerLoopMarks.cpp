//===- LowerLoopMarks.cpp - the pad-lower-loop-marks pass -----------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// pad-lower-loop-marks (Passes.td) rewrites, on buffers, the loops that
// convert-pad-to-vector marked `#pad.loop`, then removes every mark. A
// `stream = true` store loop is peeled to whole cache lines:
//
//     stores(lb .. first)                  plain, unaligned
//     for s = first; s < end; s += W       vector.store {nontemporal}
//     stores(end .. ub)                    plain, unaligned
//
// `first` the first line-aligned element at least a vector after lb, `end`
// the last one at least a vector before ub (a line written partly by each
// kind of store leaves the write-combining buffer half full). `parallel =
// true` row loops become one scf.parallel. Streaming goes first: the row
// loops around the store loops are still loops.
//
//===----------------------------------------------------------------------===//

#include "Rows.h"

#include "pad/Conversion/PadToVector/PadToVector.h"
#include "pad/Conversion/Passes.h"
#include "pad/IR/PadDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADLOWERLOOPMARKSPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

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

static LoopAttr getMark(scf::ForOp loop) {
  return loop ? loop->getAttrOfType<LoopAttr>(LoopAttr::getAttrName())
              : LoopAttr();
}

static void unmark(PatternRewriter &rewriter, scf::ForOp loop) {
  rewriter.modifyOpInPlace(loop,
                           [&] { loop->removeAttr(LoopAttr::getAttrName()); });
}

//===----------------------------------------------------------------------===//
// Streaming stores
//===----------------------------------------------------------------------===//

namespace {

/// A loop `scf.for %t = lb to ub step W` whose body is side-effect-free ops,
/// reads and one in-bounds 1-D transfer_write of a vector of W elements (a
/// power of two of whole bytes) at `[..., %t]` into a buffer of unit innermost
/// stride, defined outside the loop like its other indices.
struct StoreLoop {
  mutable scf::ForOp loop;
  Operation *store;
  Value vector, memref;
  SmallVector<Value> indices;
  int64_t width, elementBytes, vectorBytes;

  static FailureOr<StoreLoop> match(scf::ForOp loop);

  /// Clones the body at `t`; with `streamed`, its store becomes an aligned
  /// non-temporal `vector.store`.
  void cloneBody(OpBuilder &b, Value t, bool streamed = false) const {
    IRMapping map;
    map.map(loop.getInductionVar(), t);
    for (Operation &op : loop.getBody()->without_terminator()) {
      if (&op != store || !streamed) {
        b.clone(op, map);
        continue;
      }
      SmallVector<Value> at = llvm::map_to_vector(
          indices, [&](Value v) { return map.lookupOrDefault(v); });
      vector::StoreOp::create(b, op.getLoc(), map.lookupOrDefault(vector),
                              memref, at, /*nontemporal=*/true,
                              llvm::MaybeAlign(vectorBytes));
    }
  }

  /// The byte address of the store at `t`.
  Value buildAddress(OpBuilder &b, Location loc, Value t) const {
    IndexArith ia(b, loc);
    auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, memref);
    OpFoldResult linear = metadata.getOffset();
    SmallVector<Value> at(indices);
    at.back() = t;
    for (auto [index, stride] : llvm::zip(at, metadata.getStrides()))
      linear = ia.add(linear, ia.mul(index, stride));
    Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
    return ia.value(ia.add(base, ia.mul(linear, ia.cst(elementBytes))));
  }
};

} // namespace

FailureOr<StoreLoop> StoreLoop::match(scf::ForOp loop) {
  if (loop.getNumResults() != 0)
    return failure();
  StoreLoop s{loop, nullptr, {}, {}, {}, 0, 0, 0};
  for (Operation &op : loop.getBody()->without_terminator()) {
    if (op.getNumRegions())
      return failure();
    if (isMemoryEffectFree(&op) || (isa<MemoryEffectOpInterface>(op) &&
                                    !hasEffect<MemoryEffects::Write>(&op) &&
                                    !hasEffect<MemoryEffects::Allocate>(&op) &&
                                    !hasEffect<MemoryEffects::Free>(&op)))
      continue;
    if (s.store)
      return failure();
    auto write = dyn_cast<vector::TransferWriteOp>(op);
    if (!write || write.getMask() ||
        !write.getPermutationMap().isMinorIdentity() ||
        write.getVectorType().getRank() != 1 || !write.isDimInBounds(0) ||
        !isa<MemRefType>(write.getBase().getType()))
      return failure();
    s.store = write;
    s.vector = write.getVector();
    s.memref = write.getBase();
    s.indices = llvm::to_vector(write.getIndices());
    if (s.indices.empty() || s.indices.back() != loop.getInductionVar() ||
        !cast<MemRefType>(s.memref.getType()).isLastDimUnitStride() ||
        !loop.isDefinedOutsideOfLoop(s.memref) ||
        !llvm::all_of(ArrayRef(s.indices).drop_back(),
                      [&](Value v) { return loop.isDefinedOutsideOfLoop(v); }))
      return failure();
  }
  if (!s.store)
    return failure();
  // Whole bytes per element (index: 8), as the memref lowering lays out.
  Type elementType = cast<MemRefType>(s.memref.getType()).getElementType();
  if (!elementType.isIntOrIndexOrFloat() ||
      (!elementType.isIndex() && elementType.getIntOrFloatBitWidth() % 8))
    return failure();
  s.elementBytes = getElementByteSize(elementType);
  s.width = cast<VectorType>(s.vector.getType()).getNumElements();
  s.vectorBytes = s.width * s.elementBytes;
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!llvm::isPowerOf2_64(s.vectorBytes) || !step || *step != s.width)
    return failure();
  return s;
}

/// Plain stores over [from, to), to - from >= W: vectors from `from` on, one
/// more ending at `to`.
static void buildPlainCover(OpBuilder &b, Location l, const StoreLoop &s,
                            Value from, Value to) {
  Value step = s.loop.getStep();
  IndexArith ia(b, l);
  Value last = ia.value(ia.sub(to, step));
  auto loop =
      scf::ForOp::create(b, l, from, last, step, ValueRange{},
                         [&](OpBuilder &nb, Location, Value iv, ValueRange) {
                           s.cloneBody(nb, iv);
                           scf::YieldOp::create(nb, l);
                         });
  disableUnrolling(loop);
  s.cloneBody(b, last);
}

/// `scf.if first < end` with the streamed form of the loop in its
/// then-branch (see the file comment) and an empty else-branch.
static scf::IfOp buildLineBranch(OpBuilder &b, Location l, const StoreLoop &s,
                                 int64_t lineBytes) {
  Value lb = s.loop.getLowerBound(), ub = s.loop.getUpperBound(),
        step = s.loop.getStep();
  IndexArith ia(b, l);
  Value address = s.buildAddress(b, l, lb);
  OpFoldResult lineMask = ia.cst(lineBytes - 1), e = ia.cst(s.elementBytes);
  // first = lb + W + ((-(address + W bytes)) mod line) / e.
  OpFoldResult headBytes =
      ia.bitAnd(ia.sub(ia.cst(-s.vectorBytes), address), lineMask);
  Value first = ia.value(ia.add(ia.add(lb, step), ia.divU(headBytes, e)));
  // end = (ub - W) - (address of ub - W mod line) / e.
  Value lastStart = ia.value(ia.sub(ub, step));
  OpFoldResult tailBytes =
      ia.bitAnd(ia.add(address, ia.mul(ia.sub(lastStart, lb), e)), lineMask);
  Value end = ia.value(ia.sub(lastStart, ia.divU(tailBytes, e)));
  Value cond = ia.cmp(arith::CmpIPredicate::slt, first, end);
  return scf::IfOp::create(
      b, l, cond,
      [&](OpBuilder &tb, Location tl) {
        buildPlainCover(tb, tl, s, lb, first);
        auto loop = scf::ForOp::create(
            tb, tl, first, end, step, ValueRange{},
            [&](OpBuilder &nb, Location, Value iv, ValueRange) {
              s.cloneBody(nb, iv, /*streamed=*/true);
              scf::YieldOp::create(nb, l);
            });
        disableUnrolling(loop);
        buildPlainCover(tb, tl, s, end, ub);
        scf::YieldOp::create(tb, tl);
      },
      [&](OpBuilder &eb, Location el) { scf::YieldOp::create(eb, el); });
}

namespace {

/// Streams the stores of a loop marked `stream = true`.
struct StreamMarkedLoop : OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    LoopAttr mark = getMark(loop);
    if (!mark || !mark.getStream())
      return rewriter.notifyMatchFailure(loop, "not marked for streaming");
    // Whatever happens below, the mark is consumed.
    unmark(rewriter, loop);
    FailureOr<StoreLoop> storeLoop = StoreLoop::match(loop);
    if (failed(storeLoop))
      return success();
    const StoreLoop &s = *storeLoop;
    // The streamed form needs a head, one whole line and a tail (a span
    // whose bytes overflow is long).
    int64_t lineBytes = std::max(kCacheLineBytes, s.vectorBytes);
    std::optional<int64_t> spanElements =
        getConstantDistance(loop.getLowerBound(), loop.getUpperBound());
    int64_t spanBytes;
    if (spanElements &&
        !llvm::MulOverflow(*spanElements, s.elementBytes, spanBytes) &&
        spanBytes < 2 * s.vectorBytes + lineBytes)
      return success();
    rewriter.setInsertionPoint(loop);
    scf::IfOp lines = buildLineBranch(rewriter, loop.getLoc(), s, lineBytes);
    rewriter.moveOpBefore(loop, lines.elseBlock()->getTerminator());
    return success();
  }
};

} // namespace

void mlir::pad::populateStreamingStoresPatterns(RewritePatternSet &patterns) {
  patterns.add<StreamMarkedLoop>(patterns.getContext());
}

//===----------------------------------------------------------------------===//
// Rows on threads
//===----------------------------------------------------------------------===//

static bool isParallel(scf::ForOp loop) {
  LoopAttr mark = getMark(loop);
  return mark && mark.getParallel();
}

/// The marked loop without results in the body of the innermost loop of
/// `nest`, if the other ops there are side-effect free and its bounds are
/// defined outside the nest: then the iterations of the nest with it are
/// independent.
static scf::ForOp getNestedMarkedLoop(ArrayRef<scf::ForOp> nest) {
  scf::ForOp innermost = nest.back(), inner;
  for (Operation &op : innermost.getBody()->without_terminator()) {
    auto loop = dyn_cast<scf::ForOp>(op);
    if (isParallel(loop) && !inner && loop.getNumResults() == 0) {
      inner = loop;
      continue;
    }
    if (op.getNumRegions() != 0 || !isMemoryEffectFree(&op))
      return {};
  }
  if (!inner)
    return {};
  scf::ForOp outermost = nest.front();
  for (Value bound :
       {inner.getLowerBound(), inner.getUpperBound(), inner.getStep()})
    if (!outermost.isDefinedOutsideOfLoop(bound))
      return {};
  return inner;
}

/// Removes the marks of the loops in `loop`'s body (they stay sequential).
static void unmarkNested(PatternRewriter &rewriter, scf::ForOp loop) {
  loop.getBody()->walk([&](scf::ForOp nested) {
    if (isParallel(nested))
      unmark(rewriter, nested);
  });
}

namespace {

/// A loop marked `parallel = true` without results, with the marked loops
/// getNestedMarkedLoop finds in it -> one scf.parallel, a dimension per
/// loop. A marked loop in a marked loop is left to the outer one.
struct ParallelizeMarkedRows : OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    if (!isParallel(loop))
      return rewriter.notifyMatchFailure(loop, "not a marked row loop");
    if (isParallel(loop->getParentOfType<scf::ForOp>()))
      return rewriter.notifyMatchFailure(loop, "in a marked loop");
    if (loop.getNumResults() != 0) {
      // Still carries a value (not bufferized): leave it sequential.
      unmark(rewriter, loop);
      unmarkNested(rewriter, loop);
      return success();
    }
    SmallVector<scf::ForOp, 4> nest{loop};
    while (scf::ForOp inner = getNestedMarkedLoop(nest))
      nest.push_back(inner);
    unmarkNested(rewriter, nest.back());
    SmallVector<Value, 4> lowerBounds, upperBounds, steps;
    for (scf::ForOp l : nest) {
      lowerBounds.push_back(l.getLowerBound());
      upperBounds.push_back(l.getUpperBound());
      steps.push_back(l.getStep());
    }
    auto parallel = scf::ParallelOp::create(rewriter, loop.getLoc(),
                                            lowerBounds, upperBounds, steps,
                                            /*bodyBuilderFn=*/nullptr);
    // The bodies, outer to inner, each but its inner loop and terminator.
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

/// Whether `loop` or an op in it has a tensor result: the loop is not yet
/// bufferized.
static bool computesTensors(scf::ForOp loop) {
  return loop
      ->walk([](Operation *op) {
        return llvm::any_of(op->getResultTypes(), llvm::IsaPred<TensorType>)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

namespace {
struct PadLowerLoopMarksPass
    : pad::impl::PadLowerLoopMarksPassBase<PadLowerLoopMarksPass> {
  using Base::Base;

  void runOnOperation() override {
    Operation *root = getOperation();
    // Most modules have no marked loop: then no greedy rewrite over the
    // whole IR, and the IR is unchanged.
    if (!root->walk([&](scf::ForOp loop) {
               return getMark(loop) ? WalkResult::interrupt()
                                    : WalkResult::advance();
             })
             .wasInterrupted())
      return markAllAnalysesPreserved();
    // On tensors (before bufferization) no pattern applies, and removing the
    // marks would lose them without a word: an error on each such loop.
    bool onTensors = false;
    root->walk(
        [&](scf::ForOp loop) {
          LoopAttr mark = getMark(loop);
          if (!mark || !computesTensors(loop))
            return;
          loop.emitOpError()
              << "is marked " << mark
              << " but computes tensors: pad-lower-loop-marks rewrites marked "
                 "loops on buffers, after bufferization (docs/Lowering.md)";
          onTensors = true;
        });
    if (onTensors)
      return signalPassFailure();
    RewritePatternSet streaming(&getContext()), parallel(&getContext());
    populateStreamingStoresPatterns(streaming);
    populateParallelRowsPatterns(parallel);
    // The patterns rewrite their loops and leave the rest of the IR as it is.
    GreedyRewriteConfig config;
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(applyPatternsGreedily(root, std::move(streaming), config)) ||
        failed(applyPatternsGreedily(root, std::move(parallel), config)))
      return signalPassFailure();
    root->walk(
        [](scf::ForOp loop) { loop->removeAttr(LoopAttr::getAttrName()); });
  }
};
} // namespace
