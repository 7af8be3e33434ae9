//===- StreamingStores.cpp - non-temporal stores for marked loops ---------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// convert-pad-to-vector marks the vector store loops of outputs larger than
// the last-level cache (or of every output, nontemporal=always) with
// `pad.nontemporal = N`. On buffers the address is known, so the loop can be
// peeled to the alignment a non-temporal vector store needs (`vmovntps`
// faults on an unaligned address and LLVM emits plain stores then):
//
//   store(lb)                                   plain, unaligned
//   for s = first aligned >= lb; s + W <= ub    vector.store {nontemporal}
//   store(ub - W)                               plain, unaligned
//
// The plain stores overlap the streamed ones and store the same values.
//
//===----------------------------------------------------------------------===//

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
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/MathExtras.h"

#include <fstream>
#include <unistd.h>

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADSTREAMINGSTORESPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

int64_t mlir::pad::getHostLastLevelCacheBytes() {
  // sysfs names each cache of cpu0 with its level and size ("32768K").
  int64_t best = 0;
  for (int index = 0; index < 8; ++index) {
    std::string dir =
        "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index);
    std::ifstream levelFile(dir + "/level"), sizeFile(dir + "/size");
    int level = 0;
    std::string size;
    if (!(levelFile >> level) || !(sizeFile >> size) || size.empty())
      continue;
    int64_t scale = 1;
    switch (size.back()) {
    case 'K':
      scale = 1 << 10;
      break;
    case 'M':
      scale = 1 << 20;
      break;
    case 'G':
      scale = 1 << 30;
      break;
    default:
      break;
    }
    int64_t bytes = std::atoll(size.c_str()) * scale;
    if (level >= 2 && bytes > best)
      best = bytes;
  }
  if (best > 0)
    return best;
#ifdef _SC_LEVEL3_CACHE_SIZE
  long l3 = sysconf(_SC_LEVEL3_CACHE_SIZE);
  if (l3 > 0)
    return l3;
#endif
#ifdef _SC_LEVEL2_CACHE_SIZE
  long l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
  if (l2 > 0)
    return l2;
#endif
  return int64_t(32) << 20;
}

namespace {

/// The one vector store of a marked loop body: its vector, buffer and
/// indices.
struct LoopStore {
  Operation *op;
  Value vector, memref;
  SmallVector<Value> indices;
};

/// Streams the stores of a marked `scf.for` (see the file comment).
struct StreamMarkedLoop : OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    auto mark = loop->getAttrOfType<IntegerAttr>(kNontemporalAttrName);
    if (!mark)
      return rewriter.notifyMatchFailure(loop, "not marked for streaming");
    // Whatever happens below, the mark is consumed.
    rewriter.modifyOpInPlace(loop,
                             [&] { loop->removeAttr(kNontemporalAttrName); });
    FailureOr<LoopStore> store = matchBody(loop);
    if (failed(store))
      return success();
    auto memrefType = cast<MemRefType>(store->memref.getType());
    auto vectorType = cast<VectorType>(store->vector.getType());
    int64_t width = vectorType.getNumElements();
    // Whole bytes per element (index: 8), as the memref lowering lays out.
    Type elementType = memrefType.getElementType();
    if (!elementType.isIntOrIndexOrFloat() ||
        (!elementType.isIndex() && elementType.getIntOrFloatBitWidth() % 8))
      return success();
    int64_t elementBytes = getElementByteSize(elementType);
    int64_t vectorBytes = width * elementBytes;
    std::optional<int64_t> step = getConstantIntValue(loop.getStep());
    if (!llvm::isPowerOf2_64(vectorBytes) || !step || *step != width)
      return success();

    Location loc = loop.getLoc();
    rewriter.setInsertionPoint(loop);
    // Stream when the buffer holds more than `mark` bytes.
    int64_t threshold = mark.getInt();
    Value cond;
    if (memrefType.hasStaticShape()) {
      int64_t bytes = elementBytes;
      bool overflow = false;
      for (int64_t size : memrefType.getShape())
        overflow |= llvm::MulOverflow(bytes, size, bytes);
      if (!overflow && bytes <= threshold)
        return success();
    } else if (threshold > 0) {
      // (A threshold of 0 streams any non-empty buffer: no branch.)
      Value bytes = arith::ConstantIndexOp::create(rewriter, loc, elementBytes);
      for (int64_t k = 0; k < memrefType.getRank(); ++k) {
        Value size = memref::DimOp::create(rewriter, loc, store->memref, k);
        bytes = arith::MulIOp::create(rewriter, loc, bytes, size);
      }
      cond = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::ugt, bytes,
          arith::ConstantIndexOp::create(rewriter, loc, threshold));
    }

    auto buildStreamed = [&](OpBuilder &b, Location l) {
      Value lb = loop.getLowerBound(), ub = loop.getUpperBound();
      std::optional<int64_t> lbCst = getConstantIntValue(lb),
                             ubCst = getConstantIntValue(ub);
      if (lbCst && ubCst) {
        if (*lbCst < *ubCst)
          buildStreamedBody(b, l, loop, *store, vectorBytes, elementBytes);
        return;
      }
      Value nonEmpty =
          arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, lb, ub);
      scf::IfOp::create(b, l, nonEmpty, [&](OpBuilder &tb, Location tl) {
        buildStreamedBody(tb, tl, loop, *store, vectorBytes, elementBytes);
        scf::YieldOp::create(tb, tl);
      });
    };
    if (!cond) {
      buildStreamed(rewriter, loc);
      rewriter.eraseOp(loop);
      return success();
    }
    auto ifOp = scf::IfOp::create(
        rewriter, loc, cond,
        [&](OpBuilder &tb, Location tl) {
          buildStreamed(tb, tl);
          scf::YieldOp::create(tb, tl);
        },
        [&](OpBuilder &eb, Location el) { scf::YieldOp::create(eb, el); });
    rewriter.moveOpBefore(loop, ifOp.elseBlock()->getTerminator());
    return success();
  }

private:
  /// A body of side-effect-free ops and reads, and one in-bounds 1-D vector
  /// store whose last index is the induction variable, into a buffer with a
  /// unit innermost stride defined outside the loop.
  static FailureOr<LoopStore> matchBody(scf::ForOp loop) {
    if (loop.getNumResults() != 0)
      return failure();
    std::optional<LoopStore> found;
    for (Operation &op : loop.getBody()->without_terminator()) {
      if (op.getNumRegions())
        return failure();
      LoopStore store;
      if (auto write = dyn_cast<vector::TransferWriteOp>(op)) {
        if (write.getMask() || !write.getPermutationMap().isMinorIdentity() ||
            write.getVectorType().getRank() != 1 || !write.isDimInBounds(0) ||
            !isa<MemRefType>(write.getBase().getType()))
          return failure();
        store = {&op, write.getVector(), write.getBase(),
                 llvm::to_vector(write.getIndices())};
      } else if (auto vstore = dyn_cast<vector::StoreOp>(op)) {
        if (vstore.getVectorType().getRank() != 1)
          return failure();
        store = {&op, vstore.getValueToStore(), vstore.getBase(),
                 llvm::to_vector(vstore.getIndices())};
      } else if (isMemoryEffectFree(&op) ||
                 (isa<MemoryEffectOpInterface>(op) &&
                  !hasEffect<MemoryEffects::Write>(&op) &&
                  !hasEffect<MemoryEffects::Allocate>(&op) &&
                  !hasEffect<MemoryEffects::Free>(&op))) {
        continue;
      } else {
        return failure();
      }
      auto memrefType = cast<MemRefType>(store.memref.getType());
      if (found || store.indices.empty() ||
          store.indices.back() != loop.getInductionVar() ||
          !memrefType.isLastDimUnitStride() ||
          !loop.isDefinedOutsideOfLoop(store.memref) ||
          !llvm::all_of(ArrayRef(store.indices).drop_back(), [&](Value v) {
            return loop.isDefinedOutsideOfLoop(v);
          }))
        return failure();
      found = store;
    }
    if (!found)
      return failure();
    return *found;
  }

  /// Clones the body of `loop` at induction variable `iv`; the store becomes
  /// an aligned non-temporal vector.store when `alignment` is set.
  static void cloneBody(OpBuilder &b, scf::ForOp loop, const LoopStore &store,
                        Value iv, std::optional<int64_t> alignment) {
    IRMapping map;
    map.map(loop.getInductionVar(), iv);
    for (Operation &op : loop.getBody()->without_terminator()) {
      if (&op != store.op || !alignment) {
        b.clone(op, map);
        continue;
      }
      SmallVector<Value> indices = llvm::map_to_vector(
          store.indices, [&](Value v) { return map.lookupOrDefault(v); });
      vector::StoreOp::create(b, op.getLoc(), map.lookupOrDefault(store.vector),
                              store.memref, indices, /*nontemporal=*/true,
                              llvm::MaybeAlign(*alignment));
    }
  }

  /// The streamed form of a non-empty `loop` (ub - lb is a positive multiple
  /// of the vector width).
  static void buildStreamedBody(OpBuilder &b, Location l, scf::ForOp loop,
                                const LoopStore &store, int64_t vectorBytes,
                                int64_t elementBytes) {
    Value lb = loop.getLowerBound(), ub = loop.getUpperBound(),
          step = loop.getStep();
    auto cst = [&](int64_t v) {
      return arith::ConstantIndexOp::create(b, l, v).getResult();
    };
    cloneBody(b, loop, store, lb, std::nullopt);

    // The byte address of the store at lb.
    auto metadata =
        memref::ExtractStridedMetadataOp::create(b, l, store.memref);
    Value linear = metadata.getOffset();
    SmallVector<Value> indices(store.indices);
    indices.back() = lb;
    for (auto [index, stride] : llvm::zip(indices, metadata.getStrides()))
      linear = arith::AddIOp::create(
          b, l, linear, arith::MulIOp::create(b, l, index, stride));
    Value base =
        memref::ExtractAlignedPointerAsIndexOp::create(b, l, store.memref);
    Value address = arith::AddIOp::create(
        b, l, base, arith::MulIOp::create(b, l, linear, cst(elementBytes)));
    // Elements up to the next vector-aligned address: (-address) mod A / e.
    Value peelBytes = arith::AndIOp::create(
        b, l, arith::SubIOp::create(b, l, cst(0), address),
        cst(vectorBytes - 1));
    Value first = arith::AddIOp::create(
        b, l, lb, arith::DivUIOp::create(b, l, peelBytes, cst(elementBytes)));
    // first <= lb + W - 1 < ub: whole vectors from first on.
    Value count = arith::DivUIOp::create(
        b, l, arith::SubIOp::create(b, l, ub, first), step);
    Value end = arith::AddIOp::create(b, l, first,
                                      arith::MulIOp::create(b, l, count, step));
    scf::ForOp::create(b, l, first, end, step, ValueRange{},
                       [&](OpBuilder &nb, Location, Value iv, ValueRange) {
                         cloneBody(nb, loop, store, iv, vectorBytes);
                         scf::YieldOp::create(nb, l);
                       });
    cloneBody(b, loop, store, arith::SubIOp::create(b, l, ub, step),
              std::nullopt);
  }
};

struct PadStreamingStoresPass
    : pad::impl::PadStreamingStoresPassBase<PadStreamingStoresPass> {
  using Base::Base;

  void runOnOperation() override {
    // Most modules have no marked loop: no greedy rewrite over the whole IR
    // then, and the IR is unchanged (the pass manager skips its verifier).
    WalkResult marked = getOperation()->walk([](scf::ForOp loop) {
      return loop->hasAttr(kNontemporalAttrName) ? WalkResult::interrupt()
                                                 : WalkResult::advance();
    });
    if (!marked.wasInterrupted())
      return markAllAnalysesPreserved();
    RewritePatternSet patterns(&getContext());
    populateStreamingStoresPatterns(patterns);
    GreedyRewriteConfig config;
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace

void mlir::pad::populateStreamingStoresPatterns(RewritePatternSet &patterns) {
  patterns.add<StreamMarkedLoop>(patterns.getContext());
}
