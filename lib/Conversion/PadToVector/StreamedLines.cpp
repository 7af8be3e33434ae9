//===- StreamedLines.cpp - large pads written as streamed lines -----------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A streamed pad written as the cache lines of its flat output, so that the
// borders between two rows' spans stream too, not only the spans
// (docs/Lowering.md, "Streamed lines"). Constant mode, a 2-D source: row r is
// the output span [s_r, e_r), s_r = s_0 + r * OW, e_r = s_r + W, at the flat
// source index f - shift_r, shift_r = s_0 + r * gap (gap = OW - W); a vector
// over the gap after row r selects by lane from two source vectors, at
// f - shift_r and f - shift_r - gap, and the pad value:
//
//   fill [0, s_0), copy [s_0, h)                     plain; h = first line
//   for r < H - 1:
//     for f = align(s_r); f < alignDown(e_r)         streamed
//       src[f - shift_r]
//     for f = alignDown(e_r); f < align(s_{r+1})     streamed
//       select(f + i < e_r, src[f - shift_r],
//              f + i < s_{r+1} ? pad : src[f - shift_r - gap])
//   the last row streamed up to its last whole line, the rest plain
//
// Sources of more axes are planes of the 2-D pad (the axes before the last
// two unpadded). The border modes stream as rows (RowNest.cpp).
//
//===----------------------------------------------------------------------===//

#include "Rows.h"

#include "pad/Conversion/PadCommon/PadOutput.h"
#include "pad/Conversion/PadToVector/PadToVector.h"
#include "pad/Utils/IndexArith.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

class LineWriter {
public:
  LineWriter(OpBuilder &b, Location loc, Value source, Value dest,
             Value padValue, int64_t width)
      : loc(loc), padValue(padValue), width(width) {
    auto sourceType = cast<RankedTensorType>(source.getType());
    Type elementType = sourceType.getElementType();
    elementBytes = elementType.getIntOrFloatBitWidth() / 8;
    vectorType = VectorType::get({width}, elementType);
    maskType = VectorType::get({width}, b.getI1Type());
    ReassociationIndices all =
        llvm::to_vector(llvm::seq<int64_t>(0, sourceType.getRank()));
    flatSource = tensor::CollapseShapeOp::create(
        b, loc, source, ArrayRef<ReassociationIndices>{all});
    flatDest = memref::CollapseShapeOp::create(
        b, loc, dest, ArrayRef<ReassociationIndices>{all});
    address = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, dest);
    padVector = vector::BroadcastOp::create(b, loc, vectorType, padValue);
  }

  /// The address of element `f`.
  Value addressOf(OpBuilder &b, Value f) const {
    IndexArith ia(b, loc);
    return ia.value(ia.add(address, ia.mul(f, ia.cst(elementBytes))));
  }

  /// The first element at or after `f` at a multiple of `unit` bytes.
  Value alignUp(OpBuilder &b, Value f, int64_t unit) const {
    IndexArith ia(b, loc);
    Value bytes = addressOf(b, f);
    OpFoldResult below = ia.bitAnd(ia.sub(ia.cst(0), bytes), ia.cst(unit - 1));
    return ia.value(ia.add(f, ia.divU(below, ia.cst(elementBytes))));
  }

  /// The last element at or before `f` at a multiple of `unit` bytes.
  Value alignDown(OpBuilder &b, Value f, int64_t unit) const {
    IndexArith ia(b, loc);
    OpFoldResult above = ia.bitAnd(addressOf(b, f), ia.cst(unit - 1));
    return ia.value(ia.sub(f, ia.divU(above, ia.cst(elementBytes))));
  }

  Value readSource(OpBuilder &b, Value index) const {
    return vector::TransferReadOp::create(b, loc, vectorType, flatSource,
                                          ValueRange{index}, std::nullopt,
                                          ArrayRef<bool>{true});
  }

  /// An aligned non-temporal store at `f`.
  void stream(OpBuilder &b, Value vector, Value f) const {
    vector::StoreOp::create(b, loc, vector, flatDest, ValueRange{f},
                            /*nontemporal=*/true,
                            llvm::MaybeAlign(width * elementBytes));
  }

  /// for f in [from, to) step `step`: `body(f)`.
  void forSteps(OpBuilder &b, Value from, Value to, int64_t step,
                function_ref<void(OpBuilder &, Value)> body) const {
    IndexArith ia(b, loc);
    scf::ForOp::create(b, loc, from, to, ia.value(ia.cst(step)), ValueRange{},
                       [&](OpBuilder &nb, Location, Value f, ValueRange) {
                         body(nb, f);
                         scf::YieldOp::create(nb, loc);
                       });
  }

  /// Streams the source's flat elements from `shift` on into [from, to).
  void streamSpan(OpBuilder &b, Value from, Value to, Value shift) const {
    forSteps(b, from, to, width, [&](OpBuilder &nb, Value f) {
      IndexArith nia(nb, loc);
      stream(nb, readSource(nb, nia.value(nia.sub(f, shift))), f);
    });
  }

  /// Plain scalar stores of the source from `shift` on into [from, to).
  void copyScalars(OpBuilder &b, Value from, Value to, Value shift) const {
    forSteps(b, from, to, 1, [&](OpBuilder &nb, Value f) {
      IndexArith nia(nb, loc);
      Value v = tensor::ExtractOp::create(
          nb, loc, flatSource, ValueRange{nia.value(nia.sub(f, shift))});
      memref::StoreOp::create(nb, loc, v, flatDest, ValueRange{f});
    });
  }

  /// Plain stores of the pad value into [from, from + length), a static
  /// length: vectors, the last ending at the end, or scalars.
  void fill(OpBuilder &b, Value from, OpFoldResult length) const {
    IndexArith ia(b, loc);
    Value to = ia.value(ia.add(from, length));
    if (*getConstantIntValue(length) < width)
      return forSteps(b, from, to, 1, [&](OpBuilder &nb, Value f) {
        memref::StoreOp::create(nb, loc, padValue, flatDest, ValueRange{f});
      });
    Value lastVector = ia.value(ia.sub(to, ia.cst(width)));
    forSteps(b, from, lastVector, width, [&](OpBuilder &nb, Value f) {
      vector::StoreOp::create(nb, loc, padVector, flatDest, ValueRange{f});
    });
    vector::StoreOp::create(b, loc, padVector, flatDest,
                            ValueRange{lastVector});
  }

  /// The gap between two rows' spans: the first ends at `spanEnd` (source
  /// from `shift` on), the next starts at `nextStart` (source from `shift` +
  /// `size` on).
  struct Gap {
    Value spanEnd, nextStart, shift;
    int64_t size;
  };

  /// The vectors in [from, to) over `g`: each lane from its span, or pad.
  void streamGap(OpBuilder &b, Value from, Value to, const Gap &g) const {
    Value spanEnd = g.spanEnd, nextStart = g.nextStart, shift = g.shift;
    int64_t gap = g.size;
    forSteps(b, from, to, width, [&](OpBuilder &nb, Value f) {
      IndexArith nia(nb, loc);
      Value here = nia.value(nia.sub(f, shift));
      Value thisRow = readSource(nb, here);
      Value nextRow = readSource(nb, nia.value(nia.sub(here, nia.cst(gap))));
      Value inThis = vector::CreateMaskOp::create(
          nb, loc, maskType, ValueRange{nia.value(nia.sub(spanEnd, f))});
      Value beforeNext = vector::CreateMaskOp::create(
          nb, loc, maskType, ValueRange{nia.value(nia.sub(nextStart, f))});
      Value tail =
          arith::SelectOp::create(nb, loc, beforeNext, padVector, nextRow);
      stream(nb, arith::SelectOp::create(nb, loc, inThis, thisRow, tail), f);
    });
  }

  Location loc;
  Value padValue;
  int64_t width, elementBytes;
  VectorType vectorType, maskType;
  Value flatSource, flatDest, address, padVector;
};

} // namespace

/// A plane: source rows and columns, output rows and columns, the low
/// amounts of its two axes and the gap between two rows' spans.
struct Plane {
  OpFoldResult rows, cols, outRows, outCols;
  ArrayRef<int64_t> low;
  int64_t gap;
};

/// Where a plane starts: its flat output and source indices.
struct PlaneBase {
  Value out, src;
};

using RowBuilder = function_ref<void(OpBuilder &, Value)>;
/// What buildRowLoop builds: `first(0)`, `body(row)` for each row, then
/// `last(rows - 1)`.
struct RowLoopParts {
  RowBuilder first, body, last;
};

/// The loop over a plane's rows, `body(row)`, with `first(0)` before it and
/// `last(rows - 1)` after it; with `inside`, those in the first and last
/// iterations, so that a loop over the planes holds only this loop (one
/// parallel region for all planes). `rows` >= 1.
static scf::ForOp buildRowLoop(OpBuilder &rewriter, Location loc,
                               OpFoldResult rows, bool inside,
                               const RowLoopParts &parts) {
  RowBuilder first = parts.first, body = parts.body, last = parts.last;
  IndexArith ia(rewriter, loc);
  Value zero = ia.value(ia.cst(0));
  Value lastRow = ia.value(ia.sub(rows, ia.cst(1)));
  if (!inside)
    first(rewriter, zero);
  auto onlyIf = [&](OpBuilder &b, Value row, Value which,
                    function_ref<void(OpBuilder &, Value)> build) {
    Value is = IndexArith(b, loc).cmp(arith::CmpIPredicate::eq, row, which);
    scf::IfOp::create(b, loc, is, [&](OpBuilder &tb, Location) {
      build(tb, which);
      scf::YieldOp::create(tb, loc);
    });
  };
  auto loop = scf::ForOp::create(
      rewriter, loc, zero, ia.value(rows), ia.value(ia.cst(1)), ValueRange{},
      [&](OpBuilder &b, Location, Value row, ValueRange) {
        body(b, row);
        if (inside) {
          onlyIf(b, row, zero, first);
          onlyIf(b, row, lastRow, last);
        }
        scf::YieldOp::create(b, loc);
      });
  if (!inside)
    last(rewriter, lastRow);
  return loop;
}

/// The lines of a constant pad's plane `p` at `base`; returns the loop over
/// its rows but the last.
static scf::ForOp buildConstantLines(OpBuilder &rewriter, Location loc,
                                     const LineWriter &w, const Plane &p,
                                     PlaneBase base, bool inside) {
  IndexArith ia(rewriter, loc);
  int64_t vectorBytes = w.width * w.elementBytes;
  OpFoldResult firstStart =
      ia.add(ia.mul(ia.cst(p.low[0]), p.outCols), ia.cst(p.low[1]));
  // Output index `f` of the plane, and the shift to the source in row `r`.
  auto at = [&](IndexArith &bia, OpFoldResult f) -> Value {
    return bia.value(bia.add(base.out, f));
  };
  OpFoldResult planeShift = ia.sub(base.out, base.src);
  auto shiftOf = [&](IndexArith &bia, OpFoldResult r) -> Value {
    return bia.value(
        bia.add(planeShift, bia.add(firstStart, bia.mul(r, bia.cst(p.gap)))));
  };
  Value firstLine = w.alignUp(rewriter, at(ia, firstStart), kCacheLineBytes);
  OpFoldResult lastRow = ia.sub(p.rows, ia.cst(1));
  // The fill before the first row, its elements before the first line.
  auto first = [&](OpBuilder &b, Value) {
    IndexArith bia(b, loc);
    w.fill(b, base.out, firstStart);
    w.copyScalars(b, at(bia, firstStart), firstLine, shiftOf(bia, bia.cst(0)));
  };
  // The rows but the last, each with the gap after it (disjoint writes).
  auto row = [&](OpBuilder &b, Value r) {
    IndexArith ria(b, loc);
    Value start = at(ria, ria.add(firstStart, ria.mul(r, p.outCols)));
    Value end = ria.value(ria.add(start, p.cols));
    Value next = ria.value(ria.add(start, p.outCols));
    Value shift = shiftOf(ria, r);
    Value isFirst = ria.cmp(arith::CmpIPredicate::eq, r, ria.cst(0));
    Value from = ria.value(
        ria.select(isFirst, firstLine, w.alignUp(b, start, vectorBytes)));
    Value spanEnd = w.alignDown(b, end, vectorBytes);
    w.streamSpan(b, from, spanEnd, shift);
    w.streamGap(b, spanEnd, w.alignUp(b, next, vectorBytes),
                {end, next, shift, p.gap});
  };
  // The last row streamed up to its last whole line, then plain, the fill.
  auto lastRowAndAfter = [&](OpBuilder &b, Value) {
    IndexArith bia(b, loc);
    OpFoldResult lastStart = bia.add(firstStart, bia.mul(lastRow, p.outCols));
    OpFoldResult lastEnd = bia.add(lastStart, p.cols);
    Value lastShift = shiftOf(bia, lastRow);
    Value lastEndAt = at(bia, lastEnd);
    Value lastLine = w.alignDown(b, lastEndAt, kCacheLineBytes);
    w.streamSpan(b, w.alignUp(b, at(bia, lastStart), vectorBytes), lastLine,
                 lastShift);
    w.copyScalars(b, lastLine, lastEndAt, lastShift);
    w.fill(b, lastEndAt, bia.sub(bia.mul(p.outRows, p.outCols), lastEnd));
  };
  return buildRowLoop(rewriter, loc, lastRow, inside,
                      {first, row, lastRowAndAfter});
}

/// Whether the lines may write the tensor destination of `materialize`
/// through its buffer: a writable function argument only it uses (one-shot
/// bufferization cannot copy for a to_buffer whose old value is still read).
static bool
isWritableThroughBuffer(bufferization::MaterializeInDestinationOp materialize) {
  Value dest = materialize.getDest();
  auto arg = dyn_cast<BlockArgument>(dest);
  if (!arg || !arg.getOwner()->isEntryBlock() || !dest.hasOneUse())
    return false;
  auto function = dyn_cast<FunctionOpInterface>(arg.getOwner()->getParentOp());
  if (!function)
    return false;
  auto writable = function.getArgAttrOfType<BoolAttr>(
      arg.getArgNumber(),
      bufferization::BufferizationDialect::kWritableAttrName);
  return !writable || writable.getValue();
}

namespace {
/// Where the lines go: a memref, a tensor destination's buffer, or a buffer
/// allocated here.
struct LinesDest {
  bufferization::MaterializeInDestinationOp materialize, tensorMaterialize;
  MemRefType type;
};
} // namespace

/// The destination of `op`'s lines: static, identity layout; or failure.
static FailureOr<LinesDest> getLinesDest(PadOp op) {
  LinesDest d;
  Type elementType = op.getSourceType().getElementType();
  d.materialize = getMemRefMaterialization(op);
  if (!d.materialize)
    d.tensorMaterialize = getTensorMaterialization(op);
  if (d.tensorMaterialize && !isWritableThroughBuffer(d.tensorMaterialize))
    return failure();
  if (d.materialize) {
    d.type = cast<MemRefType>(d.materialize.getDest().getType());
    if (!d.type.getLayout().isIdentity())
      return failure();
  } else if (d.tensorMaterialize) {
    d.type = MemRefType::get(
        cast<RankedTensorType>(d.tensorMaterialize.getDest().getType())
            .getShape(),
        elementType);
  } else {
    if (feedsDestination(op))
      return failure();
    d.type = MemRefType::get(op.getResultType().getShape(), elementType);
  }
  if (!d.type.hasStaticShape())
    return failure();
  return d;
}

/// Whether the lines can write `op` into `destType` with vectors of `width`.
static bool canWriteLines(PadOp op, MemRefType destType, int64_t width) {
  RankedTensorType sourceType = op.getSourceType();
  int64_t rank = sourceType.getRank();
  ArrayRef<int64_t> low = op.getStaticLow(), high = op.getStaticHigh();
  int64_t elementBytes = sourceType.getElementTypeBitWidth() / 8;
  int64_t lineElements = kCacheLineBytes / elementBytes;
  int64_t rows = sourceType.getDimSize(rank - 2);
  int64_t cols = sourceType.getDimSize(rank - 1);
  // (The verifier keeps the sum of two static amounts >= 0 in an int64.)
  int64_t gap = low[rank - 1] + high[rank - 1], gapCols;
  if (llvm::AddOverflow(gap, 2 * width, gapCols) ||
      cols < std::max(2 * lineElements + width, gapCols) || rows < 2)
    return false;
  // Whole lines everywhere: the rows stream them all, without gap vectors.
  if (cols % lineElements == 0 && low[rank - 1] % lineElements == 0 &&
      high[rank - 1] % lineElements == 0)
    return false;
  // Nothing to stream in an empty output.
  if (llvm::is_contained(sourceType.getShape(), 0) ||
      llvm::is_contained(destType.getShape(), 0))
    return false;
  for (int64_t k = 0; k < rank; ++k) {
    int64_t padded;
    if (llvm::AddOverflow(sourceType.getDimSize(k), low[k], padded) ||
        llvm::AddOverflow(padded, high[k], padded) ||
        destType.getDimSize(k) != padded)
      return false;
  }
  int64_t bytes;
  return !llvm::MulOverflow(destType.getNumElements(), elementBytes, bytes);
}

/// Whether the lines take `op` at all: constant mode, a static shape, static
/// amounts >= 0 on the last two axes only, no interior, elements of 1, 2, 4
/// or 8 bytes of which a line holds whole vectors of `width`.
static bool isLinesPad(PadOp op, int64_t width) {
  RankedTensorType sourceType = op.getSourceType();
  int64_t rank = sourceType.getRank();
  if (op.getMode() != PadMode::constant || rank < 2 ||
      !sourceType.hasStaticShape() ||
      llvm::any_of(op.getInteriorOrZeros(), [](int64_t i) { return i != 0; }))
    return false;
  ArrayRef<int64_t> low = op.getStaticLow(), high = op.getStaticHigh();
  for (int64_t amount : llvm::concat<const int64_t>(low, high))
    if (ShapedType::isDynamic(amount) || amount < 0)
      return false;
  for (int64_t k = 0; k < rank - 2; ++k)
    if (low[k] || high[k])
      return false;
  Type elementType = sourceType.getElementType();
  if (!elementType.isIntOrFloat())
    return false;
  int64_t bits = elementType.getIntOrFloatBitWidth();
  if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
    return false;
  return width >= 2 && llvm::isPowerOf2_64(width) &&
         (kCacheLineBytes * 8 / bits) % width == 0;
}

/// Builds the lines of every plane of `op` into `dest`, each a 2-D pad at
/// its flat offsets, the plane and row loops on threads as `plan` says.
static void buildLines(OpBuilder &b, Location loc, PadOp op, Value dest,
                       Value padValue, const VectorPlan &plan) {
  // (A static output: the plan's threads are decided.)
  bool parallel = plan.threads.isAlways();
  RankedTensorType sourceType = op.getSourceType();
  int64_t rank = sourceType.getRank();
  ArrayRef<int64_t> shape = sourceType.getShape();
  ArrayRef<int64_t> planeLow = op.getStaticLow().take_back(2);
  int64_t gap = op.getStaticLow().back() + op.getStaticHigh().back();
  IndexArith ia(b, loc);
  ArrayRef<int64_t> outShape = cast<MemRefType>(dest.getType()).getShape();
  Plane plane{ia.cst(shape[rank - 2]),
              ia.cst(shape[rank - 1]),
              ia.cst(outShape[rank - 2]),
              ia.cst(outShape[rank - 1]),
              planeLow,
              gap};
  int64_t planes = 1;
  for (int64_t k = 0; k < rank - 2; ++k)
    planes *= shape[k];
  LineWriter w(b, loc, op.getSource(), dest, padValue, plan.vectorWidth);
  bool inside = parallel && planes > 1;
  auto buildPlane = [&](OpBuilder &pb, PlaneBase base) {
    return buildConstantLines(pb, loc, w, plane, base, inside);
  };
  SmallVector<scf::ForOp, 2> loops;
  if (planes == 1) {
    Value zero = ia.value(ia.cst(0));
    loops.push_back(buildPlane(b, {zero, zero}));
  } else {
    loops.push_back(scf::ForOp::create(
        b, loc, ia.value(ia.cst(0)), ia.value(ia.cst(planes)),
        ia.value(ia.cst(1)), ValueRange{},
        [&](OpBuilder &nb, Location, Value index, ValueRange) {
          IndexArith pia(nb, loc);
          loops.push_back(buildPlane(
              nb, {pia.value(pia.mul(index, pia.cst(outShape[rank - 2] *
                                                    outShape[rank - 1]))),
                   pia.value(pia.mul(
                       index, pia.cst(shape[rank - 2] * shape[rank - 1])))}));
          scf::YieldOp::create(nb, loc);
        }));
  }
  if (parallel)
    for (scf::ForOp loop : loops)
      markParallel(loop);
}

bool mlir::pad::canWriteStreamedLines(PadOp op, int64_t width) {
  if (!isLinesPad(op, width))
    return false;
  FailureOr<LinesDest> d = getLinesDest(op);
  return succeeded(d) && canWriteLines(op, d->type, width);
}

LogicalResult mlir::pad::lowerToStreamedLines(PatternRewriter &rewriter,
                                              PadOp op, Value padValue,
                                              const VectorPlan &plan) {
  int64_t width = plan.vectorWidth;
  if (!isLinesPad(op, width))
    return failure();
  FailureOr<LinesDest> d = getLinesDest(op);
  if (failed(d) || !canWriteLines(op, d->type, width))
    return failure();

  Location loc = op.getLoc();
  Operation *before = d->materialize         ? d->materialize
                      : d->tensorMaterialize ? d->tensorMaterialize
                                             : op;
  rewriter.setInsertionPoint(before);
  Value dest;
  if (d->materialize)
    dest = d->materialize.getDest();
  else if (d->tensorMaterialize)
    dest = bufferization::ToBufferOp::create(rewriter, loc, d->type,
                                             d->tensorMaterialize.getDest());
  else
    dest = memref::AllocOp::create(rewriter, loc, d->type,
                                   rewriter.getI64IntegerAttr(kCacheLineBytes));
  buildLines(rewriter, loc, op, dest, padValue, plan);

  if (d->tensorMaterialize) {
    // The destination's buffer, written, materialized in itself: a copy the
    // canonicalizer drops; the result stays equivalent to the destination.
    Value written = bufferization::ToTensorOp::create(
        rewriter, loc, d->tensorMaterialize.getDest().getType(), dest,
        /*restrict=*/true, /*writable=*/true);
    rewriter.modifyOpInPlace(d->tensorMaterialize, [&] {
      d->tensorMaterialize.getSourceMutable().assign(written);
    });
    rewriter.eraseOp(op);
    return success();
  }
  if (!d->materialize) {
    // The allocation is the output: no other tensor aliases it.
    rewriter.replaceOpWithNewOp<bufferization::ToTensorOp>(
        op, op.getResultType(), dest, /*restrict=*/true, /*writable=*/true);
    return success();
  }
  rewriter.eraseOp(d->materialize);
  rewriter.eraseOp(op);
  return success();
}
