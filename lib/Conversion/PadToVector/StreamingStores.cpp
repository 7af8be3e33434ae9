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
// `#pad.loop<streamAbove = N>`. On buffers the address is known, so the loop
// is peeled to whole cache lines:
//
//   stores(lb .. first)                  plain, unaligned
//   for s = first; s < end; s += W       vector.store {nontemporal}
//   stores(end .. ub)                    plain, unaligned
//
// where `first` is the first line-aligned element at least a vector after
// lb and `end` the last one at least a vector before ub. Non-temporal stores
// need an aligned address, and whole lines: a line written partly by
// streaming and partly by plain stores is flushed half full from the
// write-combining buffer (several times slower). A loop with no whole line
// between its ends stays plain (a branch at run time). The plain stores
// overlap each other and store the same values.
//
//===----------------------------------------------------------------------===//

#include "MarkedLoops.h"
#include "StreamedLines.h"

#include "pad/Conversion/PadToVector/PadToVector.h"
#include "pad/IR/PadDialect.h"
#include "pad/Utils/IndexArith.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

/// The one vector store of a store loop's body: its vector, buffer and
/// indices.
struct LoopStore {
  Operation *op;
  Value vector, memref;
  SmallVector<Value> indices;
};

/// A store loop as StreamMarkedLoop rewrites it: `scf.for %t = lb to ub step
/// W` whose body is side-effect-free ops and reads, and one in-bounds 1-D
/// store of a vector of W elements of whole bytes (a power of two of bytes)
/// at `[..., %t]` into a buffer with a unit innermost stride, defined
/// outside the loop like its other indices.
struct StoreLoop {
  /// (Mutable: the accessors of an op handle are not const.)
  mutable scf::ForOp loop;
  LoopStore store;
  /// W and the bytes of an element and of a vector.
  int64_t width, elementBytes, vectorBytes;

  /// Matches `loop`; failure for any other loop.
  static FailureOr<StoreLoop> match(scf::ForOp loop);

  /// Clones the body at `t`; its store becomes a `vector.store` with
  /// `alignment` (and `nontemporal`) where `alignment` is set.
  void cloneBody(OpBuilder &b, Value t, std::optional<int64_t> alignment = {},
                 bool nontemporal = false) const;

  /// The byte address of the store at `t`.
  Value buildAddress(OpBuilder &b, Location loc, Value t) const;
};

} // namespace

/// The store of `op` if it is one a store loop may hold.
static std::optional<LoopStore> getStore(Operation &op) {
  if (auto write = dyn_cast<vector::TransferWriteOp>(op)) {
    if (write.getMask() || !write.getPermutationMap().isMinorIdentity() ||
        write.getVectorType().getRank() != 1 || !write.isDimInBounds(0) ||
        !isa<MemRefType>(write.getBase().getType()))
      return std::nullopt;
    return LoopStore{&op, write.getVector(), write.getBase(),
                     llvm::to_vector(write.getIndices())};
  }
  if (auto store = dyn_cast<vector::StoreOp>(op)) {
    if (store.getVectorType().getRank() != 1)
      return std::nullopt;
    return LoopStore{&op, store.getValueToStore(), store.getBase(),
                     llvm::to_vector(store.getIndices())};
  }
  return std::nullopt;
}

FailureOr<StoreLoop> StoreLoop::match(scf::ForOp loop) {
  if (loop.getNumResults() != 0)
    return failure();
  std::optional<LoopStore> found;
  for (Operation &op : loop.getBody()->without_terminator()) {
    if (op.getNumRegions())
      return failure();
    if (isMemoryEffectFree(&op) || (isa<MemoryEffectOpInterface>(op) &&
                                    !hasEffect<MemoryEffects::Write>(&op) &&
                                    !hasEffect<MemoryEffects::Allocate>(&op) &&
                                    !hasEffect<MemoryEffects::Free>(&op)))
      continue;
    std::optional<LoopStore> store = getStore(op);
    if (!store || found || store->indices.empty() ||
        store->indices.back() != loop.getInductionVar() ||
        !cast<MemRefType>(store->memref.getType()).isLastDimUnitStride() ||
        !loop.isDefinedOutsideOfLoop(store->memref) ||
        !llvm::all_of(ArrayRef(store->indices).drop_back(),
                      [&](Value v) { return loop.isDefinedOutsideOfLoop(v); }))
      return failure();
    found = std::move(store);
  }
  if (!found)
    return failure();
  // Whole bytes per element (index: 8), as the memref lowering lays out.
  Type elementType = cast<MemRefType>(found->memref.getType()).getElementType();
  if (!elementType.isIntOrIndexOrFloat() ||
      (!elementType.isIndex() && elementType.getIntOrFloatBitWidth() % 8))
    return failure();
  StoreLoop result{loop, *found, 0, getElementByteSize(elementType), 0};
  result.width = cast<VectorType>(found->vector.getType()).getNumElements();
  result.vectorBytes = result.width * result.elementBytes;
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!llvm::isPowerOf2_64(result.vectorBytes) || !step ||
      *step != result.width)
    return failure();
  return result;
}

void StoreLoop::cloneBody(OpBuilder &b, Value t,
                          std::optional<int64_t> alignment,
                          bool nontemporal) const {
  IRMapping map;
  map.map(loop.getInductionVar(), t);
  for (Operation &op : loop.getBody()->without_terminator()) {
    if (&op != store.op || !alignment) {
      b.clone(op, map);
      continue;
    }
    SmallVector<Value> indices = llvm::map_to_vector(
        store.indices, [&](Value v) { return map.lookupOrDefault(v); });
    vector::StoreOp::create(b, op.getLoc(), map.lookupOrDefault(store.vector),
                            store.memref, indices, nontemporal,
                            llvm::MaybeAlign(*alignment));
  }
}

Value StoreLoop::buildAddress(OpBuilder &b, Location loc, Value t) const {
  auto metadata =
      memref::ExtractStridedMetadataOp::create(b, loc, store.memref);
  Value linear = metadata.getOffset();
  SmallVector<Value> indices(store.indices);
  indices.back() = t;
  for (auto [index, stride] : llvm::zip(indices, metadata.getStrides()))
    linear = arith::AddIOp::create(
        b, loc, linear, arith::MulIOp::create(b, loc, index, stride));
  Value base =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, store.memref);
  return arith::AddIOp::create(
      b, loc, base,
      arith::MulIOp::create(
          b, loc, linear,
          arith::ConstantIndexOp::create(b, loc, elementBytes)));
}

namespace {

/// An i1 that is true when `memref` holds more than `threshold` bytes.
Value buildLargerThan(OpBuilder &b, Location loc, Value memref,
                      int64_t threshold) {
  auto type = cast<MemRefType>(memref.getType());
  Value bytes = arith::ConstantIndexOp::create(
      b, loc, getElementByteSize(type.getElementType()));
  for (int64_t k = 0; k < type.getRank(); ++k)
    bytes = arith::MulIOp::create(b, loc, bytes,
                                  memref::DimOp::create(b, loc, memref, k));
  return arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::ugt, bytes,
      arith::ConstantIndexOp::create(b, loc, threshold));
}

/// The element indices between which a marked loop streams.
struct StreamedBounds {
  Value first, end;
};

/// Streams the stores of a marked `scf.for` (see the file comment).
struct StreamMarkedLoop : OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    auto mark = loop->getAttrOfType<LoopAttr>(LoopAttr::getAttrName());
    if (!mark || !mark.streams())
      return rewriter.notifyMatchFailure(loop, "not marked for streaming");
    // Whatever happens below, the mark is consumed.
    rewriter.modifyOpInPlace(
        loop, [&] { loop->removeAttr(LoopAttr::getAttrName()); });
    FailureOr<StoreLoop> storeLoop = StoreLoop::match(loop);
    if (failed(storeLoop))
      return success();
    const StoreLoop &s = *storeLoop;
    Value buffer = s.store.memref;
    auto memrefType = cast<MemRefType>(buffer.getType());

    // The streamed form needs a head, one whole line and a tail (below).
    // (A span whose bytes overflow 64 bits is long.)
    int64_t lineBytes = std::max(kCacheLineBytes, s.vectorBytes);
    std::optional<int64_t> spanElements =
        getConstantDistance(loop.getLowerBound(), loop.getUpperBound());
    int64_t spanBytes;
    if (spanElements &&
        !llvm::MulOverflow(*spanElements, s.elementBytes, spanBytes) &&
        spanBytes < 2 * s.vectorBytes + lineBytes)
      return success();

    // Stream when the buffer holds more than `mark` bytes.
    int64_t threshold = mark.getStreamAbove();
    if (memrefType.hasStaticShape()) {
      int64_t bytes = s.elementBytes;
      bool overflow = false;
      for (int64_t size : memrefType.getShape())
        overflow |= llvm::MulOverflow(bytes, size, bytes);
      if (!overflow && bytes <= threshold)
        return success();
      threshold = 0;
    }

    Location loc = loop.getLoc();
    rewriter.setInsertionPoint(loop);
    if (threshold == 0) {
      // (A threshold of 0 streams any buffer: no size check.)
      scf::IfOp lines = buildLineBranch(rewriter, loc, s, lineBytes);
      rewriter.moveOpBefore(loop, lines.elseBlock()->getTerminator());
      return success();
    }
    // A dynamic buffer: its size checked at run time.
    Value big = buildLargerThan(rewriter, loc, buffer, threshold);
    auto ifBig = scf::IfOp::create(
        rewriter, loc, big,
        [&](OpBuilder &tb, Location tl) {
          scf::IfOp lines = buildLineBranch(tb, tl, s, lineBytes);
          tb.setInsertionPoint(lines.elseBlock()->getTerminator());
          tb.clone(*loop);
          tb.setInsertionPointAfter(lines);
          scf::YieldOp::create(tb, tl);
        },
        [&](OpBuilder &eb, Location el) { scf::YieldOp::create(eb, el); });
    rewriter.moveOpBefore(loop, ifBig.elseBlock()->getTerminator());
    return success();
  }

private:
  /// Where the streamed stores of the loop start and end: `first` is the
  /// first line-aligned element at least one vector after the lower bound,
  /// `end` the last line-aligned element at least one vector before the
  /// upper bound. There is a whole line to stream when `first < end`.
  static StreamedBounds getStreamedBounds(OpBuilder &b, Location l,
                                          const StoreLoop &s,
                                          int64_t lineBytes) {
    Value lb = s.loop.getLowerBound(), ub = s.loop.getUpperBound(),
          step = s.loop.getStep();
    auto cst = [&](int64_t v) {
      return arith::ConstantIndexOp::create(b, l, v).getResult();
    };
    Value address = s.buildAddress(b, l, lb);
    // first = lb + W + ((-(address + W bytes)) mod line) / e.
    Value headBytes = arith::AndIOp::create(
        b, l, arith::SubIOp::create(b, l, cst(-s.vectorBytes), address),
        cst(lineBytes - 1));
    Value first = arith::AddIOp::create(
        b, l, arith::AddIOp::create(b, l, lb, step),
        arith::DivUIOp::create(b, l, headBytes, cst(s.elementBytes)));
    // end = (ub - W) - (address of ub - W mod line) / e.
    Value lastStart = arith::SubIOp::create(b, l, ub, step);
    Value lastAddress = arith::AddIOp::create(
        b, l, address,
        arith::MulIOp::create(b, l, arith::SubIOp::create(b, l, lastStart, lb),
                              cst(s.elementBytes)));
    Value tailBytes =
        arith::AndIOp::create(b, l, lastAddress, cst(lineBytes - 1));
    Value end = arith::SubIOp::create(
        b, l, lastStart,
        arith::DivUIOp::create(b, l, tailBytes, cst(s.elementBytes)));
    return {first, end};
  }

  /// Plain stores over [from, to), to - from >= W: vectors from `from` on,
  /// one more ending at `to`.
  static void buildPlainCover(OpBuilder &b, Location l, const StoreLoop &s,
                              Value from, Value to) {
    Value step = s.loop.getStep();
    Value last = arith::SubIOp::create(b, l, to, step);
    auto loop =
        scf::ForOp::create(b, l, from, last, step, ValueRange{},
                           [&](OpBuilder &nb, Location, Value iv, ValueRange) {
                             s.cloneBody(nb, iv);
                             scf::YieldOp::create(nb, l);
                           });
    disableUnrolling(loop);
    s.cloneBody(b, last);
  }

  /// `scf.if first < end` (getStreamedBounds) with the streamed form of the
  /// loop in its then-branch and an empty else-branch.
  static scf::IfOp buildLineBranch(OpBuilder &b, Location l, const StoreLoop &s,
                                   int64_t lineBytes) {
    StreamedBounds bounds = getStreamedBounds(b, l, s, lineBytes);
    Value cond = arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt,
                                       bounds.first, bounds.end);
    return scf::IfOp::create(
        b, l, cond,
        [&](OpBuilder &tb, Location tl) {
          buildStreamedBody(tb, tl, s, bounds);
          scf::YieldOp::create(tb, tl);
        },
        [&](OpBuilder &eb, Location el) { scf::YieldOp::create(eb, el); });
  }

  /// The streamed form of the loop (`bounds.first < bounds.end`): plain
  /// stores up to the first whole line, aligned non-temporal stores over
  /// whole lines, plain stores after them.
  static void buildStreamedBody(OpBuilder &b, Location l, const StoreLoop &s,
                                const StreamedBounds &bounds) {
    buildPlainCover(b, l, s, s.loop.getLowerBound(), bounds.first);
    auto loop = scf::ForOp::create(
        b, l, bounds.first, bounds.end, s.loop.getStep(), ValueRange{},
        [&](OpBuilder &nb, Location, Value iv, ValueRange) {
          s.cloneBody(nb, iv, s.vectorBytes,
                      /*nontemporal=*/true);
          scf::YieldOp::create(nb, l);
        });
    disableUnrolling(loop);
    buildPlainCover(b, l, s, bounds.end, s.loop.getUpperBound());
  }
};

} // namespace

void mlir::pad::populateStreamingStoresPatterns(RewritePatternSet &patterns) {
  patterns.add<StreamMarkedLoop>(patterns.getContext());
}
