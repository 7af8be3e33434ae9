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
// can be peeled to whole cache lines:
//
//   stores(lb .. first)                  plain, unaligned
//   for s = first; s < end; s += W       vector.store {nontemporal}
//   stores(end .. ub)                    plain, unaligned
//
// where `first` is the first line-aligned element at least a vector after
// lb and `end` the last one at least a vector before ub (the span may go on
// past ub with one more vector ending at its end). `vmovntps` needs an
// aligned address (LLVM emits plain stores otherwise); whole lines are what
// the hardware needs: a line written partly by streaming and partly by
// plain stores, as the overlapping plain store at either end of a span did,
// is flushed half full from the write-combining buffer, or evicted from the
// cache and read again. On the Intel Xeon VM (bench/run.py) that made
// nontemporal=always 8x slower than plain stores on rows of 1 KiB. A loop
// with no whole line between its ends stays plain (a branch at run time).
// The size check of a dynamic buffer is taken out of the loops around the
// marked ones first (unswitchSizeChecks).
//
// The plain stores overlap each other and store the same values.
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
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/MathExtras.h"

#include <fstream>
#include <unistd.h>

using namespace mlir;
using namespace mlir::pad;

/// The most cache one core's output can stay in. Zen 3 to Zen 5 give a core
/// the L3 of its CCX, 32 MiB (X3D parts: 96 MiB), but report, and VMs on them
/// pass on, the whole socket's: this project's EPYC VM says 508 MiB, its Xeon
/// VM 480 MiB, and on both a 64 MiB output was written faster with streaming
/// stores (1.24-1.43x memcpy against 1.03-1.14x, and 1.73-1.82x against
/// 1.04-1.09x) while a 17 MiB one was not (bench/run.py).
constexpr int64_t kMaxUsableCacheBytes = int64_t(32) << 20;

static int64_t readHostLastLevelCacheBytes() {
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
  return kMaxUsableCacheBytes;
}

int64_t mlir::pad::getHostLastLevelCacheBytes() {
  // Read once per process: convert-pad-to-vector asks for every pad, and
  // sysfs's files cost 17 system calls each time (a tenth of --pad-to-llvm's
  // time on 1,000 small pads).
  static const int64_t bytes =
      std::min(readHostLastLevelCacheBytes(), kMaxUsableCacheBytes);
  return bytes;
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
    Value buffer = s.getBuffer();
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
    // (Loops the pass did not unswitch, unswitchSizeChecks.)
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

/// The streaming threshold of `loop`'s mark, if any.
static std::optional<int64_t> getStreamAbove(scf::ForOp loop) {
  auto mark = loop->getAttrOfType<LoopAttr>(LoopAttr::getAttrName());
  if (!mark || !mark.streams())
    return std::nullopt;
  return mark.getStreamAbove();
}

void mlir::pad::unswitchSizeChecks(Operation *root) {
  SmallVector<scf::ForOp> marked;
  root->walk([&](scf::ForOp loop) {
    if (getStreamAbove(loop).value_or(0) > 0)
      marked.push_back(loop);
  });
  for (scf::ForOp loop : marked) {
    if (getStreamAbove(loop).value_or(0) == 0)
      continue; // Unswitched with an earlier loop.
    FailureOr<StoreLoop> storeLoop = StoreLoop::match(loop);
    if (failed(storeLoop) ||
        cast<MemRefType>(storeLoop->getBuffer().getType()).hasStaticShape())
      continue; // Left to StreamMarkedLoop.
    Value memref = storeLoop->getBuffer();
    int64_t threshold = *getStreamAbove(loop);
    Operation *definition = memref.getDefiningOp();
    if (!definition)
      definition = memref.getParentBlock()->getParentOp();
    Operation *top = loop;
    while (isa<scf::ForOp, scf::IfOp>(top->getParentOp()) &&
           !top->getParentOp()->isAncestor(definition))
      top = top->getParentOp();

    // The loops of `op` marked as `loop` is, into the same buffer.
    auto forEachSameMark = [&](Operation *op,
                               function_ref<void(scf::ForOp)> fn) {
      op->walk([&](scf::ForOp inner) {
        if (getStreamAbove(inner) != threshold)
          return;
        FailureOr<StoreLoop> innerLoop = StoreLoop::match(inner);
        if (succeeded(innerLoop) && innerLoop->getBuffer() == memref)
          fn(inner);
      });
    };
    OpBuilder b(top);
    Location loc = top->getLoc();
    Value big = buildLargerThan(b, loc, memref, threshold);
    auto ifOp = scf::IfOp::create(b, loc, top->getResultTypes(), big,
                                  /*addThenBlock=*/true,
                                  /*addElseBlock=*/true);
    OpBuilder thenBuilder = OpBuilder::atBlockEnd(ifOp.thenBlock());
    Operation *copy = thenBuilder.clone(*top);
    scf::YieldOp::create(thenBuilder, loc, copy->getResults());
    OpBuilder elseBuilder = OpBuilder::atBlockEnd(ifOp.elseBlock());
    Operation *elseYield =
        scf::YieldOp::create(elseBuilder, loc, top->getResults());
    top->replaceUsesWithIf(ifOp.getResults(), [&](OpOperand &use) {
      return use.getOwner() != elseYield;
    });
    top->moveBefore(elseYield);
    forEachSameMark(copy, [&](scf::ForOp inner) {
      inner->setAttr(LoopAttr::getAttrName(),
                     LoopAttr::get(b.getContext(), /*parallel=*/false,
                                   /*streamAbove=*/0));
    });
    forEachSameMark(top, [&](scf::ForOp inner) {
      inner->removeAttr(LoopAttr::getAttrName());
    });
  }
}

void mlir::pad::populateStreamingStoresPatterns(RewritePatternSet &patterns) {
  patterns.add<StreamMarkedLoop>(patterns.getContext());
}
