//===- StreamedLines.cpp - large constant pads written as streamed lines --===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Row by row, a streamed output (pad-streaming-stores) gets plain stores for
// its borders and for the partial lines at both ends of each row's span: a
// read of each of those lines from memory per row (a read for ownership).
// On the AMD EPYC VM of docs/Benchmarks.md the 4096x4096 f32 pad by [3, 5] x
// [7, 9] ran at 1.22-1.34x memcpy that way, at 1.33-1.44x with every line
// streamed, and a flat streaming copy at 1.40-1.50x
// (bench/stream_gap_lines.c, session 8).
//
// A constant pad of a static 2-D source, written into a memref, is therefore
// written here as the lines of the flat output. The source's row r is the
// output's span [s_r, e_r), s_r = s_0 + r * OW, e_r = s_r + W, at the source's
// flat index f - shift_r, shift_r = s_0 + r * gap (gap = OW - W). A vector at
// f that reaches over the gap between rows r and r + 1 is two whole vectors
// of the flat source, at f - shift_r and f - shift_r - gap, and the pad
// value, selected by lane:
//
//   fill [0, s_0), copy [s_0, h)                     plain; h = first line
//   for r < H - 1:                                    (from h for row 0)
//     for f = align(s_r); f < alignDown(e_r)         vector.store
//       src[f - shift_r]                              {nontemporal}
//     for f = alignDown(e_r); f < align(s_{r+1})     vector.store
//       select(f + i < e_r, src[f - shift_r],         {nontemporal}
//              f + i < s_{r+1} ? pad : src[f - shift_r - gap])
//   last row: streamed up to its last whole line, then plain, and the fill
//   after it plain
//
// where align rounds up to the vector's alignment in the buffer (f is an
// element index, the buffer's address is known at run time only). Every
// vector between h and the last row's last whole line is an aligned
// non-temporal store, and those cover whole lines. The conditions of
// lowerToStreamedLines keep both loads of the row loop inside the source.
//
//===----------------------------------------------------------------------===//

#include "StreamedLines.h"

#include "pad/Conversion/PadCommon/PadOutput.h"
#include "pad/Conversion/PadToVector/PadToVector.h"
#include "pad/Utils/IndexArith.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

/// Builds the streamed lines of one pad (see the file comment).
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
    flatSource = tensor::CollapseShapeOp::create(
        b, loc, source, ArrayRef<ReassociationIndices>{{0, 1}});
    flatDest = memref::CollapseShapeOp::create(
        b, loc, dest, ArrayRef<ReassociationIndices>{{0, 1}});
    address = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, dest);
    padVector = vector::BroadcastOp::create(b, loc, vectorType, padValue);
  }

  /// The address of element `f`.
  Value addressOf(OpBuilder &b, Value f) const {
    IndexArith ia(b, loc);
    return ia.value(ia.add(address, ia.mul(f, ia.cst(elementBytes))));
  }

  /// The first element at or after `f` whose address is a multiple of
  /// `unit` bytes (the buffer's address is a multiple of the element's).
  Value alignUp(OpBuilder &b, Value f, int64_t unit) const {
    IndexArith ia(b, loc);
    Value bytes = addressOf(b, f);
    Value below = arith::AndIOp::create(
        b, loc, ia.value(ia.sub(ia.cst(0), bytes)), ia.value(ia.cst(unit - 1)));
    return ia.value(ia.add(
        f, arith::DivUIOp::create(b, loc, below, ia.value(ia.cst(elementBytes)))
               .getResult()));
  }

  /// The last element at or before `f` whose address is a multiple of
  /// `unit` bytes.
  Value alignDown(OpBuilder &b, Value f, int64_t unit) const {
    IndexArith ia(b, loc);
    Value above = arith::AndIOp::create(b, loc, addressOf(b, f),
                                        ia.value(ia.cst(unit - 1)));
    return ia.value(ia.sub(
        f, arith::DivUIOp::create(b, loc, above, ia.value(ia.cst(elementBytes)))
               .getResult()));
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

  /// for f in [from, to) step W: `body(f)`.
  void forVectors(OpBuilder &b, Value from, Value to,
                  function_ref<void(OpBuilder &, Value)> body) const {
    IndexArith ia(b, loc);
    scf::ForOp::create(b, loc, from, to, ia.value(ia.cst(width)), ValueRange{},
                       [&](OpBuilder &nb, Location, Value f, ValueRange) {
                         body(nb, f);
                         scf::YieldOp::create(nb, loc);
                       });
  }

  /// Streams the source's flat elements from `shift` on into [from, to).
  void streamSpan(OpBuilder &b, Value from, Value to, Value shift) const {
    forVectors(b, from, to, [&](OpBuilder &nb, Value f) {
      IndexArith nia(nb, loc);
      stream(nb, readSource(nb, nia.value(nia.sub(f, shift))), f);
    });
  }

  /// Plain stores of the source's flat elements from `shift` on into
  /// [from, to), one by one (less than a line and a vector).
  void copyScalars(OpBuilder &b, Value from, Value to, Value shift) const {
    IndexArith ia(b, loc);
    scf::ForOp::create(
        b, loc, from, to, ia.value(ia.cst(1)), ValueRange{},
        [&](OpBuilder &nb, Location, Value f, ValueRange) {
          IndexArith nia(nb, loc);
          Value v = tensor::ExtractOp::create(
              nb, loc, flatSource, ValueRange{nia.value(nia.sub(f, shift))});
          memref::StoreOp::create(nb, loc, v, flatDest, ValueRange{f});
          scf::YieldOp::create(nb, loc);
        });
  }

  /// Plain stores of the pad value into [from, to): vectors, the last one
  /// ending at `to`, or scalars below a vector.
  void fill(OpBuilder &b, int64_t from, int64_t to) const {
    IndexArith ia(b, loc);
    if (to - from < width) {
      scf::ForOp::create(b, loc, ia.value(ia.cst(from)), ia.value(ia.cst(to)),
                         ia.value(ia.cst(1)), ValueRange{},
                         [&](OpBuilder &nb, Location, Value f, ValueRange) {
                           memref::StoreOp::create(nb, loc, padValue, flatDest,
                                                   ValueRange{f});
                           scf::YieldOp::create(nb, loc);
                         });
      return;
    }
    forVectors(b, ia.value(ia.cst(from)), ia.value(ia.cst(to - width)),
               [&](OpBuilder &nb, Value f) {
                 vector::StoreOp::create(nb, loc, padVector, flatDest,
                                         ValueRange{f});
               });
    vector::StoreOp::create(b, loc, padVector, flatDest,
                            ValueRange{ia.value(ia.cst(to - width))});
  }

  /// The vectors from `from` up to `to` that reach over the gap after the
  /// span ending at `spanEnd` (source elements from `shift` on) up to the
  /// next span, starting at `nextStart` (source elements from `shift` + gap
  /// on): each lane from the span it falls in, or the pad value.
  void streamGap(OpBuilder &b, Value from, Value to, Value spanEnd,
                 Value nextStart, Value shift, int64_t gap) const {
    forVectors(b, from, to, [&](OpBuilder &nb, Value f) {
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

LogicalResult mlir::pad::lowerToStreamedLines(
    PatternRewriter &rewriter, PadOp op, Value padValue, int64_t vectorBits,
    int64_t streamAbove, std::optional<int64_t> parallelMinBytes) {
  RankedTensorType sourceType = op.getSourceType();
  RankedTensorType outputType = op.getResultType();
  if (op.getMode() != PadMode::constant || sourceType.getRank() != 2 ||
      !sourceType.hasStaticShape() || !outputType.hasStaticShape() ||
      llvm::any_of(op.getInteriorOrZeros(), [](int64_t i) { return i != 0; }))
    return failure();
  ArrayRef<int64_t> low = op.getStaticLow(), high = op.getStaticHigh();
  for (int64_t amount : llvm::concat<const int64_t>(low, high))
    if (ShapedType::isDynamic(amount) || amount < 0)
      return failure();
  Type elementType = sourceType.getElementType();
  if (!elementType.isIntOrFloat())
    return failure();
  int64_t bits = elementType.getIntOrFloatBitWidth();
  if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
    return failure();
  int64_t elementBytes = bits / 8, width = vectorBits / bits,
          lineElements = kCacheLineBytes / elementBytes;
  if (width < 2 || !llvm::isPowerOf2_64(width) || lineElements % width)
    return failure();
  int64_t rows = sourceType.getDimSize(0), cols = sourceType.getDimSize(1);
  int64_t outCols = outputType.getDimSize(1), gap = low[1] + high[1];
  int64_t count = outputType.getNumElements(), bytes;
  // Both loads of a vector over a gap stay within the source, and each row
  // holds a whole line and a vector of its own.
  if (rows < 2 || cols < gap + 2 * width || cols < 2 * lineElements + width ||
      llvm::MulOverflow(count, elementBytes, bytes) || bytes <= streamAbove)
    return failure();
  bufferization::MaterializeInDestinationOp materialize =
      getMemRefMaterialization(op);
  if (!materialize)
    return failure();
  auto destType = cast<MemRefType>(materialize.getDest().getType());
  if (!destType.getLayout().isIdentity() ||
      destType.getShape() != outputType.getShape())
    return failure();

  Location loc = op.getLoc();
  rewriter.setInsertionPoint(materialize);
  LineWriter w(rewriter, loc, op.getSource(), materialize.getDest(), padValue,
               width);
  IndexArith ia(rewriter, loc);
  int64_t lineBytes = kCacheLineBytes, vectorBytes = width * elementBytes;
  int64_t firstStart = low[0] * outCols + low[1];
  Value firstLine =
      w.alignUp(rewriter, ia.value(ia.cst(firstStart)), lineBytes);
  w.fill(rewriter, 0, firstStart);
  w.copyScalars(rewriter, ia.value(ia.cst(firstStart)), firstLine,
                ia.value(ia.cst(firstStart)));

  // The rows but the last, with the vectors over the gap after each: each
  // writes the vectors from its start to the next one's, on any thread.
  auto rowLoop = scf::ForOp::create(
      rewriter, loc, ia.value(ia.cst(0)), ia.value(ia.cst(rows - 1)),
      ia.value(ia.cst(1)), ValueRange{},
      [&](OpBuilder &b, Location, Value r, ValueRange) {
        IndexArith ria(b, loc);
        Value start = ria.value(
            ria.add(ria.cst(firstStart), ria.mul(r, ria.cst(outCols))));
        Value end = ria.value(ria.add(start, ria.cst(cols)));
        Value next = ria.value(ria.add(start, ria.cst(outCols)));
        Value shift =
            ria.value(ria.add(ria.cst(firstStart), ria.mul(r, ria.cst(gap))));
        Value isFirst = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                              r, ria.value(ria.cst(0)));
        Value from = arith::SelectOp::create(b, loc, isFirst, firstLine,
                                             w.alignUp(b, start, vectorBytes));
        Value spanEnd = w.alignDown(b, end, vectorBytes);
        w.streamSpan(b, from, spanEnd, shift);
        w.streamGap(b, spanEnd, w.alignUp(b, next, vectorBytes), end, next,
                    shift, gap);
        scf::YieldOp::create(b, loc);
      });
  if (parallelMinBytes && bytes >= *parallelMinBytes)
    rowLoop->setAttr(kParallelRowsAttrName, rewriter.getUnitAttr());

  // The last row: streamed up to its last whole line, then plain.
  int64_t lastStart = firstStart + (rows - 1) * outCols,
          lastEnd = lastStart + cols;
  Value lastShift = ia.value(ia.cst(firstStart + (rows - 1) * gap));
  Value lastLine = w.alignDown(rewriter, ia.value(ia.cst(lastEnd)), lineBytes);
  w.streamSpan(rewriter,
               w.alignUp(rewriter, ia.value(ia.cst(lastStart)), vectorBytes),
               lastLine, lastShift);
  w.copyScalars(rewriter, lastLine, ia.value(ia.cst(lastEnd)), lastShift);
  w.fill(rewriter, lastEnd, count);

  rewriter.eraseOp(materialize);
  rewriter.eraseOp(op);
  return success();
}
