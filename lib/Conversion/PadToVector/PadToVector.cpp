//===- PadToVector.cpp - lower pad.pad to vectorized row loops ------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The output is written row by row (a row runs along the last axis), each
// element exactly once (docs/Lowering.md, "Vector strategy"):
//
//   for each outer output index (scf.for nest over all axes but the last):
//     map it to a source row through the mode (or decide, in constant mode,
//     that the row is padding: fill the whole row with the pad value)
//     [0, lo)       low border: splat stores (constant, edge) or a gather
//     [lo, lo + s)  core: vector copy of the kept source row
//     [lo + s, n)   high border: like the low border
//
// A span of at least one vector is written with full vectors of
// `vector-bits` bits, the last one ending at the span's end (it overlaps the
// one before and stores the same values there); a shorter span as one short
// vector where its length is static, else with scalars.
// Element types without a byte-addressable vector form (i1, complex) use the
// scalar loops only.
//
// Small rows make per-row overhead count, so where it can the last axis is
// written with spans whose lengths are known at compile time
// (RowSpans::exact: static non-negative amounts, the output size checked
// against p + D + q once), and the guard against an empty source is taken
// once for the whole output rather than per row.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToVector/PadToVector.h"
#include "pad/Conversion/Passes.h"

#include "MarkedLoops.h"
#include "StreamedLines.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"
#include "pad/Conversion/PadCommon/PadOutput.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

/// Builds `body` for t = start, start + step, ... below `end`, carrying the
/// tensor `out`; returns its final value. Nothing is built when the range is
/// statically shorter than one step, no loop when it holds one step. A
/// scalar loop (step 1) is not unrolled.
Value buildSpanLoop(
    OpBuilder &b, Location loc, Value out, OpFoldResult start, OpFoldResult end,
    int64_t step,
    function_ref<Value(OpBuilder &, Location, Value, Value)> body) {
  IndexArith ia(b, loc);
  std::optional<int64_t> length = getConstantDistance(start, end);
  if (length && *length < step)
    return out; // Statically empty.
  if (length && *length < 2 * step)
    return body(b, loc, ia.value(start), out);
  auto loop = scf::ForOp::create(
      b, loc, ia.value(start), ia.value(end), ia.value(ia.cst(step)),
      ValueRange{out},
      [&](OpBuilder &nb, Location nloc, Value t, ValueRange iterArgs) {
        scf::YieldOp::create(nb, nloc, body(nb, nloc, t, iterArgs[0]));
      });
  // Scalar loops are short or cold: unrolled, they cost code for nothing.
  if (step == 1)
    disableUnrolling(loop);
  return loop.getResult(0);
}

/// Builds `body` for t = start + i, i in [0, len): a loop whose trip count is
/// static whenever `len` is (LLVM then unrolls short ones), whatever `start`.
Value buildScalarSpan(
    OpBuilder &b, Location loc, Value out, OpFoldResult start, OpFoldResult len,
    function_ref<Value(OpBuilder &, Location, Value, Value)> body) {
  IndexArith ia(b, loc);
  if (std::optional<int64_t> s = getConstantIntValue(start); s && *s == 0)
    return buildSpanLoop(b, loc, out, start, len, 1, body);
  Value first = ia.value(start);
  return buildSpanLoop(
      b, loc, out, ia.cst(0), len, 1,
      [&](OpBuilder &nb, Location nl, Value i, Value acc) -> Value {
        return body(nb, nl, nb.createOrFold<arith::AddIOp>(nl, first, i), acc);
      });
}

/// The spans of an output row along the last axis: [0, coreLo) low border,
/// [coreLo, coreHi) core reading dilated source coordinates from srcOffset
/// on, [coreHi, coreHi + highLen) high border.
struct RowSpans {
  OpFoldResult low, sourceSize, coreLo, coreSize, coreHi, srcOffset, highLen;
  int64_t interior;
  /// Whether the core holds the whole source row, undilated: its first
  /// element is the source's first, its last the source's last.
  bool coreIsSourceRow = false;

  /// The spans of PadGeometry, valid for any amounts.
  static RowSpans general(IndexArith &ia, const PadGeometry &g) {
    int64_t last = g.getRank() - 1;
    RowSpans r{g.low[last],
               g.sourceSizes[last],
               g.coreLo[last],
               g.coreSize[last],
               {},
               g.srcOffset[last],
               {},
               g.interior[last]};
    r.coreHi = ia.add(r.coreLo, r.coreSize);
    r.highLen = ia.sub(g.outputSizes[last], r.coreHi);
    r.coreIsSourceRow = r.interior == 0 && isConstantIntValue(r.srcOffset, 0) &&
                        isEqualConstantIntOrValue(r.coreSize, r.sourceSize);
    return r;
  }

  /// With static amounts p, q >= 0 on the last axis: the spans p, D, q, all
  /// static but D, which equal the general ones whenever the output size n
  /// equals p + D + q (it does but where C10 or C11 is broken). Sets `equal`
  /// to that condition. None for other amounts, p = q = 0, and where the
  /// general spans are static already.
  static std::optional<RowSpans> exact(IndexArith &ia, const PadGeometry &g,
                                       Value &equal) {
    int64_t last = g.getRank() - 1;
    std::optional<int64_t> p = getConstantIntValue(g.low[last]);
    std::optional<int64_t> q = getConstantIntValue(g.high[last]);
    // (Without padding on the last axis the general spans are static but
    // the core, which the exact ones would not make any cheaper.)
    if (!p || !q || *p < 0 || *q < 0 || (*p == 0 && *q == 0))
      return std::nullopt;
    OpFoldResult n = g.outputSizes[last];
    OpFoldResult dilated =
        getDilatedSize(ia, g.sourceSizes[last], g.interior[last]);
    if (getConstantIntValue(n) && getConstantIntValue(dilated))
      return std::nullopt;
    RowSpans r{g.low[last], g.sourceSizes[last], ia.cst(*p), {},
               {},          ia.cst(0),           ia.cst(*q), g.interior[last]};
    OpBuilder &b = ia.getBuilder();
    Location loc = ia.getLoc();
    if (std::optional<int64_t> staticN = getConstantIntValue(n)) {
      // n is the result's static size: the core is n - p - q long, if the
      // source agrees (C10).
      int64_t core;
      if (llvm::SubOverflow(*staticN, *p, core) ||
          llvm::SubOverflow(core, *q, core) || core < 0)
        return std::nullopt;
      r.coreSize = ia.cst(core);
      equal = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                    ia.value(dilated), ia.value(r.coreSize));
    } else {
      // n = max(0, p + D + q) = p + D + q, or 0 where the output's byte size
      // overflows (C11).
      r.coreSize = dilated;
      equal = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq, ia.value(n),
          ia.value(ia.add(dilated, ia.add(r.coreLo, r.highLen))));
    }
    r.coreHi = ia.add(r.coreLo, r.coreSize);
    // Where these spans are taken (`equal`), the core is the source row.
    r.coreIsSourceRow = r.interior == 0;
    return r;
  }
};

/// Cores of a dynamic length of up to this many vectors are written in
/// straight-line code (RowWriter::versionOnCoreVectors).
constexpr int64_t kStraightVectors = 8;

/// Writes the rows of one pad.pad.
class RowWriter {
public:
  RowWriter(PadOp op, const RowSpans &spans, Value padValue, int64_t vectorBits,
            std::optional<int64_t> streamAbove)
      : op(op), spans(spans), padValue(padValue), streamAbove(streamAbove) {
    Type elementType = op.getSourceType().getElementType();
    elementBits = elementType.isIndex() ? 64
                  : elementType.isIntOrFloat()
                      ? elementType.getIntOrFloatBitWidth()
                      : 0;
    // Vectors of i1 would be bit-packed in memory, unlike tensors of i1.
    if (elementBits >= 8 && vectorBits >= elementBits)
      vectorType = VectorType::get({vectorBits / elementBits}, elementType);
  }

  /// Writes the row `outRow` (outer output indices) from the source row
  /// `srcRow` (outer source indices).
  Value writeRow(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                 ValueRange srcRow) {
    return writeSpans(b, loc, out, outRow, srcRow);
  }

  /// Fills the row `outRow` of `n` elements with the pad value.
  Value fillRow(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                OpFoldResult n) {
    IndexArith ia(b, loc);
    return fillSpan(b, loc, out, outRow, ia.cst(0), n, padValue);
  }

  /// Whether versionOnCoreVectors applies to the rows of the core.
  bool versionsCoreRows() const {
    return vectorType && spans.coreIsSourceRow && !streamAbove &&
           !getConstantIntValue(spans.coreSize);
  }

  /// Builds `rows`, a loop over rows of one source row length, once for
  /// each number n of vectors, 2 to kStraightVectors, of a dynamic core that
  /// is the source row, under one branch on n per nest: in each copy the
  /// core is its n stores in straight-line code (coreVectors), and the
  /// branches on the source row holding a vector are gone. Once, as it is,
  /// for other lengths (n = 1 is a core of exactly one vector, one store
  /// either way) and other rows. On the AMD EPYC VM the rows of the
  /// 1x64x56x56 pads by 3 of dynamic sizes took 28-34 instructions so, 57-67
  /// with a loop and branches in every row (bench/tools/rowcost), and ran
  /// 4-15 % faster (bench/tools/ab_repeat.sh, both orders).
  Value versionOnCoreVectors(OpBuilder &b, Location loc,
                             function_ref<Value(OpBuilder &, Location)> rows) {
    assert(versionsCoreRows() && "no versions of these rows");
    IndexArith ia(b, loc);
    Value len = ia.value(spans.coreSize);
    Value width = ia.value(ia.cst(vectorType.getNumElements()));
    Value count = arith::SelectOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, len, width),
        arith::CeilDivUIOp::create(b, loc, len, width), ia.value(ia.cst(0)));
    std::function<Value(OpBuilder &, int64_t)> version =
        [&](OpBuilder &vb, int64_t n) -> Value {
      if (n > kStraightVectors)
        return rows(vb, loc);
      IndexArith via(vb, loc);
      Value isN = arith::CmpIOp::create(vb, loc, arith::CmpIPredicate::eq,
                                        count, via.value(via.cst(n)));
      auto ifOp = scf::IfOp::create(
          vb, loc, isN,
          [&](OpBuilder &tb, Location) {
            straightCore = n;
            scf::YieldOp::create(tb, loc, rows(tb, loc));
            straightCore.reset();
          },
          [&](OpBuilder &eb, Location) {
            scf::YieldOp::create(eb, loc, version(eb, n + 1));
          });
      return ifOp.getResult(0);
    };
    return version(b, 2);
  }

private:
  /// The spans of the row `outRow`.
  Value writeSpans(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                   ValueRange srcRow) {
    IndexArith ia(b, loc);
    OpFoldResult zero = ia.cst(0);
    switch (op.getMode()) {
    case PadMode::constant: {
      auto writeCore = [&](Value acc) {
        return spans.interior ? writeInteriorCore(b, loc, acc, outRow, srcRow)
                              : copyCore(b, loc, acc, outRow, srcRow);
      };
      out = fillSpan(b, loc, out, outRow, zero, spans.coreLo, padValue);
      out = writeCore(out);
      return fillSpan(b, loc, out, outRow, spans.coreHi, spans.highLen,
                      padValue);
    }
    case PadMode::edge: {
      Value first = readSource(b, loc, srcRow, ia.value(zero));
      Value lastElement = readSource(
          b, loc, srcRow, ia.value(ia.sub(spans.sourceSize, ia.cst(1))));
      out = fillSpan(b, loc, out, outRow, zero, spans.coreLo, first);
      out = copyCore(b, loc, out, outRow, srcRow);
      return fillSpan(b, loc, out, outRow, spans.coreHi, spans.highLen,
                      lastElement);
    }
    case PadMode::wrap:
    case PadMode::reflect:
    case PadMode::symmetric:
      out = borderSpan(b, loc, out, outRow, srcRow, zero, spans.coreLo,
                       BorderSide::Below);
      out = copyCore(b, loc, out, outRow, srcRow);
      return borderSpan(b, loc, out, outRow, srcRow, spans.coreHi,
                        spans.highLen, BorderSide::Above);
    }
    llvm_unreachable("unknown pad mode");
  }

  SmallVector<Value> indices(ValueRange row, Value t) {
    SmallVector<Value> result(row);
    result.push_back(t);
    return result;
  }

  /// A vector of `w` elements of the element type.
  VectorType typeOf(int64_t w) const {
    return VectorType::get({w}, vectorType.getElementType());
  }

  Value readSource(OpBuilder &b, Location loc, ValueRange srcRow, Value j) {
    return tensor::ExtractOp::create(b, loc, op.getSource(),
                                     indices(srcRow, j));
  }

  /// Writes [start, start + len) of a row: when it holds a whole vector
  /// (and `vectorsAllowed`, an i1, if given), vectors of `width` elements
  /// (default: those of vectorType) from start on and one more ending at
  /// the span's end, else scalars. With `overlappingTail` false, the vectors
  /// stop at the last whole one and scalars write the rest. The vector loop
  /// is marked for streaming stores when `streamable`: its body must then
  /// write the same values whatever t it runs at (pad-lower-loops moves
  /// its start to an aligned address and adds overlapping stores); so must
  /// `vectorBody` for an overlapping tail. With `isCore`, a dynamic length
  /// stores each element once but where the last vector overlaps the one
  /// before (coreVectors), and in constant mode one shorter than a vector
  /// goes by narrower vectors (shortSpan), not scalars.
  /// `vectorBody` gets the number of elements of its vector: `width`, narrower
  /// ones for shortSpan, or, with `overlappingTail`, the length of a static
  /// span shorter than `width` (one short vector for the span).
  Value
  spanLoops(OpBuilder &b, Location loc, Value out, OpFoldResult start,
            OpFoldResult len,
            function_ref<Value(OpBuilder &, Location, Value, Value, int64_t)>
                vectorBody,
            function_ref<Value(OpBuilder &, Location, Value, Value)> scalarBody,
            Value vectorsAllowed = {}, int64_t width = 0,
            bool streamable = true, bool overlappingTail = true,
            bool isCore = false) {
    IndexArith ia(b, loc);
    if (!width && vectorType)
      width = vectorType.getNumElements();
    std::optional<int64_t> staticLen = getConstantIntValue(len);
    // `vectors` where `useVectors` holds (always when it is null), else
    // scalars over the span; with `belowWidth`, the span is known to be
    // shorter than a vector there: say so with a min, so that LLVM sees a
    // short loop (it would otherwise vectorize and unroll it, several times
    // the code).
    auto vectorsOrScalars =
        [&](Value useVectors,
            function_ref<Value(OpBuilder &, Location, Value)> vectors,
            bool belowWidth) -> Value {
      if (!useVectors)
        return vectors(b, loc, out);
      auto scalars = [&](OpBuilder &eb, Location el) -> Value {
        if (belowWidth && isCore && op.getMode() == PadMode::constant)
          return shortSpan(eb, el, out, start, len, width / 2, vectorBody,
                           scalarBody);
        IndexArith eia(eb, el);
        OpFoldResult scalarLen =
            belowWidth ? eia.min(len, eia.cst(width - 1)) : len;
        return buildScalarSpan(eb, el, out, start, scalarLen, scalarBody);
      };
      auto ifOp = scf::IfOp::create(
          b, loc, useVectors,
          [&](OpBuilder &tb, Location tl) {
            scf::YieldOp::create(tb, tl, vectors(tb, tl, out));
          },
          [&](OpBuilder &eb, Location el) {
            scf::YieldOp::create(eb, el, scalars(eb, el));
          });
      return ifOp.getResult(0);
    };
    if (vectorType && staticLen && *staticLen > 0 && *staticLen < width &&
        overlappingTail) {
      // One vector of the span's length (LLVM stores it in one or two
      // moves): less IR and fewer instructions than a scalar loop.
      return vectorsOrScalars(
          vectorsAllowed,
          [&](OpBuilder &vb, Location vl, Value acc) {
            IndexArith via(vb, vl);
            return vectorBody(vb, vl, via.value(start), acc, *staticLen);
          },
          /*belowWidth=*/false);
    }
    if (!vectorType || (staticLen && *staticLen < width))
      return buildScalarSpan(b, loc, out, start, len, scalarBody);
    OpFoldResult end = ia.add(start, len);
    bool streamed = streamAbove && streamable;
    auto buildVectors = [&](OpBuilder &vb, Location vl, Value acc) {
      IndexArith via(vb, vl);
      if (isCore && !staticLen && overlappingTail && !streamed)
        return coreVectors(vb, vl, acc, start, end, width, vectorBody);
      // The whole vectors: [start, vectorEnd), vectorEnd = end - len % W.
      OpFoldResult vectorEnd =
          staticLen
              ? via.sub(end, via.cst(*staticLen % width))
              : via.sub(end, arith::RemUIOp::create(vb, vl, via.value(len),
                                                    via.value(via.cst(width)))
                                 .getResult());
      Value before = acc;
      acc = buildSpanLoop(vb, vl, acc, start, vectorEnd, width,
                          [&](OpBuilder &nb, Location nl, Value t, Value a) {
                            return vectorBody(nb, nl, t, a, width);
                          });
      if (auto loop = acc.getDefiningOp<scf::ForOp>();
          loop && acc != before && streamed)
        loop->setAttr(
            LoopAttr::getAttrName(),
            LoopAttr::get(vb.getContext(), /*parallel=*/false, *streamAbove));
      if (!overlappingTail)
        return buildScalarSpan(vb, vl, acc, vectorEnd, via.sub(end, vectorEnd),
                               scalarBody);
      if (staticLen && *staticLen % width == 0)
        return acc;
      return vectorBody(vb, vl, via.value(via.sub(end, via.cst(width))), acc,
                        width);
    };
    // Without an overlapping tail, any length takes the vectors (they stop
    // at the last whole one).
    if (!overlappingTail)
      return vectorsOrScalars(vectorsAllowed, buildVectors,
                              /*belowWidth=*/false);
    // With one, the span must hold a whole vector.
    Value useVectors = vectorsAllowed;
    if (!staticLen && !(isCore && straightCore)) {
      Value holdsOne =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge,
                                ia.value(len), ia.value(ia.cst(width)));
      useVectors = useVectors
                       ? arith::AndIOp::create(b, loc, useVectors, holdsOne)
                       : holdsOne;
    }
    // Where only the length chose scalars, it is below W.
    return vectorsOrScalars(useVectors, buildVectors,
                            /*belowWidth=*/!vectorsAllowed);
  }

  /// Writes the core [start, end) of a dynamic length of at least `width`
  /// elements: vectors from `start` on below end - W, then the last one,
  /// [end - W, end). That is ceil(len / W) stores, the fewest, where a loop
  /// over the whole vectors and one more vector ending at `end` stores one
  /// vector twice whenever len is a multiple of W, and pairs of vectors per
  /// iteration with the last two vectors of the span did so in most rows:
  /// short rows, as those of a 7x7 convolution's input (7 vectors), are
  /// bound by their stores.
  Value
  coreVectors(OpBuilder &b, Location loc, Value out, OpFoldResult start,
              OpFoldResult end, int64_t width,
              function_ref<Value(OpBuilder &, Location, Value, Value, int64_t)>
                  vectorBody) {
    IndexArith ia(b, loc);
    OpFoldResult last = ia.sub(end, ia.cst(width));
    if (straightCore) {
      for (int64_t i = 0; i + 1 < *straightCore; ++i)
        out = vectorBody(b, loc, ia.value(ia.add(start, ia.cst(i * width))),
                         out, width);
      return vectorBody(b, loc, ia.value(last), out, width);
    }
    Value acc =
        buildSpanLoop(b, loc, out, start, last, width,
                      [&](OpBuilder &nb, Location nl, Value t, Value a) {
                        return vectorBody(nb, nl, t, a, width);
                      });
    return vectorBody(b, loc, ia.value(last), acc, width);
  }

  /// Writes [start, start + len), a span of dynamic length below 2 * `width`
  /// elements, as memcpy writes short copies: two vectors of `width`
  /// elements, one from its start and one to its end, where it holds one,
  /// else the same with vectors half as wide, down to vectors of 8 bytes;
  /// scalars below that. `vectorBody` must write the same values whatever t
  /// it runs at. Only for the core of a constant pad: each level is one more
  /// scf.if carrying the row, and one-shot bufferization computes the buffer
  /// type of an scf.if from both branches, recursively and without a cache,
  /// so that its time grows with the product of the branches along a row.
  /// Measured with callgrind on `--pad-to-llvm` of one rank-2 pad with
  /// runtime amounts and sizes, before the geometry dropped its empty border
  /// row loops: constant 131 M -> 143 M instructions, edge or reflect 2.0 G
  /// -> 6.3 G with levels in their cores too (0.3 s -> 7 s with levels in
  /// every span of a row); after: edge 127 M -> 141 M, and 688 M -> 832 M
  /// for a module of three rank-4 pads whose split rows stay three loops.
  Value shortSpan(
      OpBuilder &b, Location loc, Value out, OpFoldResult start,
      OpFoldResult len, int64_t width,
      function_ref<Value(OpBuilder &, Location, Value, Value, int64_t)>
          vectorBody,
      function_ref<Value(OpBuilder &, Location, Value, Value)> scalarBody) {
    IndexArith ia(b, loc);
    if (width < 2 || width * elementBits < 64)
      return buildScalarSpan(b, loc, out, start,
                             ia.min(len, ia.cst(2 * width - 1)), scalarBody);
    Value holdsOne =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, ia.value(len),
                              ia.value(ia.cst(width)));
    auto ifOp = scf::IfOp::create(
        b, loc, holdsOne,
        [&](OpBuilder &tb, Location tl) {
          IndexArith tia(tb, tl);
          Value acc = vectorBody(tb, tl, tia.value(start), out, width);
          Value last = tia.value(tia.sub(tia.add(start, len), tia.cst(width)));
          scf::YieldOp::create(tb, tl, vectorBody(tb, tl, last, acc, width));
        },
        [&](OpBuilder &eb, Location el) {
          scf::YieldOp::create(eb, el,
                               shortSpan(eb, el, out, start, len, width / 2,
                                         vectorBody, scalarBody));
        });
    return ifOp.getResult(0);
  }

  /// Writes `value` to [start, start + len) of the row.
  Value fillSpan(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                 OpFoldResult start, OpFoldResult len, Value value) {
    Value splat;
    std::optional<int64_t> staticLen = getConstantIntValue(len);
    if (vectorType && !(staticLen && *staticLen < vectorType.getNumElements()))
      splat = b.createOrFold<vector::BroadcastOp>(loc, vectorType, value);
    return spanLoops(
        b, loc, out, start, len,
        [&](OpBuilder &nb, Location nl, Value t, Value acc,
            int64_t w) -> Value {
          Value v =
              w == vectorType.getNumElements()
                  ? splat
                  : nb.createOrFold<vector::BroadcastOp>(nl, typeOf(w), value);
          return vector::TransferWriteOp::create(
                     nb, nl, v, acc, indices(outRow, t), ArrayRef<bool>{true})
              .getResult();
        },
        [&](OpBuilder &nb, Location nl, Value t, Value acc) -> Value {
          return tensor::InsertOp::create(nb, nl, value, acc,
                                          indices(outRow, t));
        });
  }

  /// Copies the kept source row into the core of the output row.
  Value copyCore(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                 ValueRange srcRow) {
    IndexArith ia(b, loc);
    // Source coordinate = t + shift.
    OpFoldResult shiftOfr = ia.sub(spans.srcOffset, spans.coreLo);
    Value shift = ia.value(shiftOfr);
    auto srcIndex = [&](OpBuilder &nb, Location nl, Value t) -> Value {
      if (isConstantIntValue(shiftOfr, 0))
        return t;
      return nb.createOrFold<arith::AddIOp>(nl, t, shift);
    };
    return spanLoops(
        b, loc, out, spans.coreLo, spans.coreSize,
        [&](OpBuilder &nb, Location nl, Value t, Value acc,
            int64_t w) -> Value {
          Value v = vector::TransferReadOp::create(
              nb, nl, typeOf(w), op.getSource(),
              indices(srcRow, srcIndex(nb, nl, t)), std::nullopt,
              ArrayRef<bool>{true});
          return vector::TransferWriteOp::create(
                     nb, nl, v, acc, indices(outRow, t), ArrayRef<bool>{true})
              .getResult();
        },
        [&](OpBuilder &nb, Location nl, Value t, Value acc) -> Value {
          Value v = readSource(nb, nl, srcRow, srcIndex(nb, nl, t));
          return tensor::InsertOp::create(nb, nl, v, acc, indices(outRow, t));
        },
        Value(), 0, /*streamable=*/true, /*overlappingTail=*/true,
        /*isCore=*/true);
  }

  /// Constant mode with interior padding on the last axis: the core holds the
  /// source elements on the grid and the pad value between them. Scalars up
  /// to the first grid point, then chunks of W * (r + 1) outputs made of W
  /// source elements interleaved with the pad value by one vector.shuffle,
  /// then scalars.
  Value writeInteriorCore(OpBuilder &b, Location loc, Value out,
                          ValueRange outRow, ValueRange srcRow) {
    IndexArith ia(b, loc);
    int64_t r = spans.interior, s = r + 1;
    Value shift = ia.value(ia.sub(spans.srcOffset, spans.coreLo));
    Value stride = ia.value(ia.cst(s));
    Value zero = ia.value(ia.cst(0));
    Value lastIndex = ia.value(ia.sub(spans.sourceSize, ia.cst(1)));
    auto scalarBody = [&](OpBuilder &nb, Location nl, Value t,
                          Value acc) -> Value {
      // The dilated coordinate j >= 0 within the core.
      Value j = nb.createOrFold<arith::AddIOp>(nl, t, shift);
      Value onGrid = arith::CmpIOp::create(
          nb, nl, arith::CmpIPredicate::eq,
          arith::RemUIOp::create(nb, nl, j, stride), zero);
      Value src = arith::MinSIOp::create(
          nb, nl, arith::DivUIOp::create(nb, nl, j, stride), lastIndex);
      Value v = readSource(nb, nl, srcRow, src);
      Value element = arith::SelectOp::create(nb, nl, onGrid, v, padValue);
      return tensor::InsertOp::create(nb, nl, element, acc, indices(outRow, t));
    };
    // Wide chunks only for small strides (the shuffle has W * s lanes).
    if (!vectorType || s > 8)
      return buildScalarSpan(b, loc, out, spans.coreLo, spans.coreSize,
                             scalarBody);
    int64_t width = vectorType.getNumElements();
    // The first grid point of the core: coreLo + (-srcOffset mod s), with
    // srcOffset >= 0.
    auto remS = [&](OpFoldResult x) -> OpFoldResult {
      if (std::optional<int64_t> c = getConstantIntValue(x))
        return ia.cst(*c % s);
      return arith::RemUIOp::create(b, loc, ia.value(x), stride).getResult();
    };
    OpFoldResult gridStart = ia.min(
        ia.add(spans.coreLo, remS(ia.sub(ia.cst(s), remS(spans.srcOffset)))),
        spans.coreHi);
    out = buildScalarSpan(b, loc, out, spans.coreLo,
                          ia.sub(gridStart, spans.coreLo), scalarBody);
    Value splat =
        b.createOrFold<vector::BroadcastOp>(loc, vectorType, padValue);
    SmallVector<int64_t> mask;
    for (int64_t k = 0; k < width * s; ++k)
      mask.push_back(k % s == 0 ? k / s : width);
    auto wideType = VectorType::get({width * s}, vectorType.getElementType());
    // A chunk inside the core reads source elements [j / s, j / s + W)
    // within [0, d): its last output (a pad) is at most the last of the core.
    return spanLoops(
        b, loc, out, gridStart, ia.sub(spans.coreHi, gridStart),
        [&](OpBuilder &nb, Location nl, Value t, Value acc, int64_t) -> Value {
          Value j = nb.createOrFold<arith::AddIOp>(nl, t, shift);
          Value first = arith::DivUIOp::create(nb, nl, j, stride);
          Value v = vector::TransferReadOp::create(
              nb, nl, vectorType, op.getSource(), indices(srcRow, first),
              std::nullopt, ArrayRef<bool>{true});
          Value wide =
              vector::ShuffleOp::create(nb, nl, wideType, v, splat, mask);
          return vector::TransferWriteOp::create(nb, nl, wide, acc,
                                                 indices(outRow, t),
                                                 ArrayRef<bool>{true})
              .getResult();
        },
        scalarBody, Value(), width *s,
        // A chunk must start on the grid: pad-lower-loops would shift
        // the loop to an aligned start, and a tail ending at the core's end
        // would not start on it.
        /*streamable=*/false, /*overlappingTail=*/false);
  }

  /// Border modes: writes [start, start + len) of the row, a span on `side`
  /// of the source, as a copy of source elements: forward for wrap, reversed
  /// for reflect and symmetric (docs/Semantics.md), with j = t - p:
  ///   reflect    below: -j           above: 2(d - 1) - j
  ///   symmetric  below: -1 - j       above: 2d - 1 - j
  ///   wrap       below: j + d        above: j - d
  Value borderSpan(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                   ValueRange srcRow, OpFoldResult start, OpFoldResult len,
                   BorderSide side) {
    IndexArith ia(b, loc);
    OpFoldResult p = spans.low, d = spans.sourceSize;
    bool below = side == BorderSide::Below;
    OpFoldResult c;
    bool reversed = true;
    switch (op.getMode()) {
    case PadMode::reflect:
      c = below ? p : ia.add(ia.add(d, d), ia.sub(p, ia.cst(2)));
      break;
    case PadMode::symmetric:
      c = below ? ia.sub(p, ia.cst(1))
                : ia.add(ia.add(d, d), ia.sub(p, ia.cst(1)));
      break;
    case PadMode::wrap:
      reversed = false;
      c = below ? ia.sub(d, p) : ia.sub(ia.cst(0), ia.add(p, d));
      break;
    default:
      llvm_unreachable("not a mirrored or wrapped border");
    }
    return copySpan(b, loc, out, outRow, srcRow, start, len, ia.value(c),
                    reversed, side);
  }

  /// Writes out[t] = src[c + t] (forward) or src[c - t] (reversed) for t in
  /// [start, start + len), the border on `side`: whole vectors (reversed by
  /// a vector.shuffle) whose first source index is clamped into [0, d - W]
  /// once per vector, or scalars whose index is clamped into [0, d - 1]. The
  /// clamps change no index for amounts that satisfy C6-C8; for others they
  /// keep the reads in bounds.
  Value copySpan(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                 ValueRange srcRow, OpFoldResult start, OpFoldResult len,
                 Value c, bool reversed, BorderSide side) {
    IndexArith ia(b, loc);
    OpFoldResult d = spans.sourceSize;
    Value zero = ia.value(ia.cst(0));
    Value lastIndex = ia.value(ia.sub(d, ia.cst(1)));
    auto clamp = [&](OpBuilder &nb, Location nl, Value x, Value hi) -> Value {
      return arith::MinSIOp::create(
          nb, nl, arith::MaxSIOp::create(nb, nl, x, zero), hi);
    };
    auto scalarBody = [&](OpBuilder &nb, Location nl, Value t,
                          Value acc) -> Value {
      Value j = reversed ? nb.createOrFold<arith::SubIOp>(nl, c, t)
                         : nb.createOrFold<arith::AddIOp>(nl, t, c);
      Value v = readSource(nb, nl, srcRow, clamp(nb, nl, j, lastIndex));
      return tensor::InsertOp::create(nb, nl, v, acc, indices(outRow, t));
    };
    std::optional<int64_t> staticD = getConstantIntValue(d);
    if (!vectorType || (staticD && *staticD < vectorType.getNumElements()))
      return buildScalarSpan(b, loc, out, start, len, scalarBody);
    int64_t width = vectorType.getNumElements();
    Value maxFirst = ia.value(ia.sub(d, ia.cst(width)));
    Value vectorsAllowed;
    if (!staticD && !straightCore)
      vectorsAllowed = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge,
                                             maxFirst, zero);
    // Vectors of w elements (a short span: w < width, where d >= width
    // too) read from first = c + t forward or c - (t + w - 1) reversed,
    // clamped into [0, d - w].
    return spanLoops(
        b, loc, out, start, len,
        [&](OpBuilder &nb, Location nl, Value t, Value acc,
            int64_t w) -> Value {
          IndexArith nia(nb, nl);
          Value first =
              reversed ? arith::SubIOp::create(
                             nb, nl, c,
                             arith::AddIOp::create(nb, nl, t,
                                                   nia.value(nia.cst(w - 1))))
                             .getResult()
                       : nb.createOrFold<arith::AddIOp>(nl, t, c);
          Value hi = w == width ? maxFirst : nia.value(nia.sub(d, nia.cst(w)));
          Value v = vector::TransferReadOp::create(
              nb, nl, typeOf(w), op.getSource(),
              indices(srcRow, clamp(nb, nl, first, hi)), std::nullopt,
              ArrayRef<bool>{true});
          if (reversed)
            v = vector::ShuffleOp::create(
                nb, nl, v, v,
                llvm::to_vector(llvm::reverse(llvm::seq<int64_t>(0, w))));
          return vector::TransferWriteOp::create(
                     nb, nl, v, acc, indices(outRow, t), ArrayRef<bool>{true})
              .getResult();
        },
        scalarBody, vectorsAllowed);
  }

  PadOp op;
  RowSpans spans;
  Value padValue;
  /// Vector store loops are marked for streaming stores above this many
  /// output bytes.
  std::optional<int64_t> streamAbove;
  VectorType vectorType;
  /// The width of the element type in bits (index: 64).
  unsigned elementBits;
  /// Within a case of versionOnCoreVectors: the core's number of vectors.
  std::optional<int64_t> straightCore;
};

/// The source row of outer coordinate j (= output index - low) of a wrap
/// axis of size d: C7 keeps j in [-d, 2d), where one shift by d on each side
/// maps it, then a clamp into [0, d - 1] keeps any other j in bounds. Two
/// selects and a clamp per row instead of BorderIndexMap's remainder (an
/// integer division per row).
static Value mapWrapRow(OpBuilder &b, Location l, Value j, OpFoldResult d) {
  IndexArith ia(b, l);
  Value size = ia.value(d), zero = ia.value(ia.cst(0));
  Value last = ia.value(ia.sub(d, ia.cst(1)));
  Value below = arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, j, zero);
  Value above = arith::CmpIOp::create(b, l, arith::CmpIPredicate::sge, j, size);
  Value shifted = arith::SelectOp::create(
      b, l, below, arith::AddIOp::create(b, l, j, size),
      arith::SelectOp::create(b, l, above, arith::SubIOp::create(b, l, j, size),
                              j));
  return arith::MinSIOp::create(
      b, l, arith::MaxSIOp::create(b, l, shifted, zero), last);
}

/// With parallel=true, the rows of a pad of fewer planes than this are split
/// across the threads, not only its planes (buildRowNest).
constexpr int64_t kMinParallelPlanes = 16;

/// Which rows a row loop runs over, on the innermost outer axis: any, or only
/// those below, inside (the core) or above the source.
enum class RowPart { Any, Below, Core, Above };

/// Marks `loop`, over output rows, for pad-lower-loops to run its iterations
/// on several threads.
static void markParallel(scf::ForOp loop) {
  loop->setAttr(LoopAttr::getAttrName(),
                LoopAttr::get(loop.getContext(), /*parallel=*/true,
                              /*streamAbove=*/-1));
}

/// Rows [lo, hi) of the innermost outer axis, all in `part`.
struct RowRange {
  RowPart part;
  OpFoldResult lo, hi;
};

/// The body of a row nest.
using RowBody =
    function_ref<Value(OpBuilder &, Location, ValueRange, RowPart, Value)>;
/// Builds the loop over a core's rows that its callback builds, in versions.
using RowVersions = function_ref<Value(
    OpBuilder &, Location, function_ref<Value(OpBuilder &, Location)>)>;

/// Writes the rows of `parts` of the plane `ivs` into `out`: a loop per part
/// (the body inline for a part of one row). With `mergeBorderRows`, the rows
/// below and above the core run in one loop (their row writer once in the
/// code). With `versionCoreRows`, the core's rows go first, in versions: their
/// loops then start from the nest's own tensor, which one-shot bufferization
/// of LLVM 22 keeps in place under a branch, unlike a loop's result (it
/// copied a slice destination).
static Value writeSplitRows(OpBuilder &b, Location l, ValueRange ivs,
                            ArrayRef<RowRange> parts, bool mergeBorderRows,
                            Value out, RowBody body,
                            RowVersions versionCoreRows) {
  IndexArith ia(b, l);
  auto withRow = [&](Value iv) {
    SmallVector<Value> rowIvs(ivs);
    rowIvs.push_back(iv);
    return rowIvs;
  };
  auto buildLoop = [&](OpBuilder &lb, Location ll, OpFoldResult lo,
                       OpFoldResult hi, RowPart part,
                       function_ref<Value(OpBuilder &, Value)> row) -> Value {
    IndexArith lia(lb, ll);
    auto loop = scf::ForOp::create(
        lb, ll, lia.value(lo), lia.value(hi), lia.value(lia.cst(1)),
        ValueRange{out},
        [&](OpBuilder &rb, Location rl, Value iv, ValueRange args) {
          scf::YieldOp::create(
              rb, rl, body(rb, rl, withRow(row(rb, iv)), part, args.front()));
        });
    disableUnrolling(loop);
    return loop.getResult(0);
  };
  auto same = [](OpBuilder &, Value iv) { return iv; };
  auto writePart = [&](const RowRange &range) {
    if (getConstantDistance(range.lo, range.hi) == 1)
      return body(b, l, withRow(ia.value(range.lo)), range.part, out);
    auto loop = [&](OpBuilder &lb, Location ll) {
      return buildLoop(lb, ll, range.lo, range.hi, range.part, same);
    };
    return range.part == RowPart::Core && versionCoreRows
               ? versionCoreRows(b, l, loop)
               : loop(b, l);
  };
  bool merge = mergeBorderRows && parts.size() == 3;
  bool coreFirst = versionCoreRows || merge;
  if (coreFirst)
    for (const RowRange &range : parts)
      if (range.part == RowPart::Core)
        out = writePart(range);
  if (merge) {
    // Row i, or i + (coreHi - coreLo) past the rows below.
    const RowRange &below = parts.front(), &above = parts.back();
    OpFoldResult belowRows = ia.sub(below.hi, below.lo);
    return buildLoop(
        b, l, ia.cst(0), ia.add(belowRows, ia.sub(above.hi, above.lo)),
        RowPart::Any, [&](OpBuilder &rb, Value i) -> Value {
          IndexArith ria(rb, l);
          Value isBelow = arith::CmpIOp::create(
              rb, l, arith::CmpIPredicate::slt, i, ria.value(belowRows));
          return arith::SelectOp::create(
              rb, l, isBelow, i,
              ria.value(ria.add(i, ria.sub(above.lo, below.hi))));
        });
  }
  for (const RowRange &range : parts)
    if (!coreFirst || range.part != RowPart::Core)
      out = writePart(range);
  return out;
}

/// Builds a loop nest over the outer axes of the output (none for rank 1)
/// that carries `init` through `body` once per row; returns the final value.
/// With `peel`, the rows of the innermost outer axis are split at its core
/// [coreLo, coreHi) into three parts, and `body` learns which part its row
/// is in: three loops, or on threads one loop that branches per row. No
/// loop of the nest is unrolled by LLVM (disableUnrolling).
///
/// With `parallelRows`, loops are marked for pad-lower-loops, which
/// turns a nest of marked loops into one parallel loop (one parallel region,
/// its iterations split across the threads as one range). The loops over
/// the planes (the outer axes but the split one) are marked. Where the
/// planes are few (fewer than kMinParallelPlanes: the 3 channels of an image
/// on 2 threads leave one idle a third of the time) or there are none (a
/// matrix), the rows of every plane are split across the threads too: the
/// split axis gets one loop over all its rows, which picks its part per
/// row, marked with the plane loops. One region per plane or per part would
/// cost a wake-up of the other threads each, tens of microseconds on a VM
/// where a sleeping vCPU must be woken (3x1024x1024 by 16 with a region per
/// plane: no faster on two threads than on one; a 4096x4096 pad by [3, 5] x
/// [7, 9] ran at 1.27x memcpy on two threads with its 3 and 7 border rows in
/// regions of their own, 1.9x without). Where the number of planes, or of
/// the rows of few planes, is known only at run time, the nest is one flat
/// loop over the rows of all planes instead (peeled or not), whose indices
/// are recovered by signed divisions: OpenMP recovers those of a collapsed
/// loop by unsigned ones, and where the row index came from an unsigned
/// division by a size known only at run time, LLVM's loop strength
/// reduction moved the divisions into the vector loops of the row (a
/// 1x3x1024x1024 pad by 16 of dynamic sizes ran 1.7x slower on one thread);
/// it cannot see through a signed one. Planes of a static number, 16 or
/// more, keep their rows in three loops on the thread of their plane: on
/// one thread, the flat loop cost a 1x64x256x256 pad by 1 of dynamic sizes
/// 6-8 %.
static Value buildRowNest(OpBuilder &b, Location l, const PadGeometry &g,
                          Value init, bool parallelRows, bool peel,
                          bool mergeBorderRows, RowBody body,
                          RowVersions versionCoreRows = nullptr) {
  IndexArith ia(b, l);
  int64_t outer = g.getRank() - 1;
  peel = peel && outer > 0 && g.interior[outer - 1] == 0;
  // No loop over an axis of size 1: its index is 0.
  SmallVector<Value> lbs, ubs, steps;
  SmallVector<bool> looped;
  for (int64_t k = 0; k < (peel ? outer - 1 : outer); ++k) {
    looped.push_back(!isConstantIntValue(g.outputSizes[k], 1));
    if (!looped.back())
      continue;
    lbs.push_back(ia.value(ia.cst(0)));
    ubs.push_back(ia.value(g.outputSizes[k]));
    steps.push_back(ia.value(ia.cst(1)));
  }
  // The planes (the outer axes but the split one): how many, where known,
  // and whether any axis of theirs has a loop.
  std::optional<int64_t> planes = 1;
  bool planeLoops = false;
  for (int64_t k = 0; k < outer - 1; ++k) {
    std::optional<int64_t> size = getConstantIntValue(g.outputSizes[k]);
    if (!size || (planes && llvm::MulOverflow(*planes, *size, *planes)))
      planes = std::nullopt;
    planeLoops |= size != 1;
  }
  bool rowsOnThreads =
      parallelRows && planes && *planes < kMinParallelPlanes &&
      (!planeLoops || getConstantIntValue(g.outputSizes[outer - 1]));
  // Planes or their rows of a number known at run time only: one flat loop
  // (above), but for many planes.
  bool flatRows = parallelRows && planeLoops && !rowsOnThreads &&
                  !(planes && *planes >= kMinParallelPlanes);

  // The parts of the split axis that hold rows, in order (peeling).
  auto getParts = [&](IndexArith &pia) {
    int64_t k = outer - 1;
    OpFoldResult coreHi = g.getCoreHi(pia, k);
    SmallVector<RowRange, 3> parts;
    for (RowRange range :
         {RowRange{RowPart::Below, pia.cst(0), g.coreLo[k]},
          RowRange{RowPart::Core, g.coreLo[k], coreHi},
          RowRange{RowPart::Above, coreHi, g.outputSizes[k]}}) {
      std::optional<int64_t> lo = getConstantIntValue(range.lo);
      std::optional<int64_t> hi = getConstantIntValue(range.hi);
      if (!(lo && hi && *hi <= *lo) && range.lo != range.hi)
        parts.push_back(range);
    }
    return parts;
  };
  auto withRow = [](ValueRange ivs, Value iv) {
    SmallVector<Value> rowIvs(ivs);
    rowIvs.push_back(iv);
    return rowIvs;
  };
  // Row `iv` of the split axis in the plane `ivs`, written by the body of
  // the first of `parts` whose end lies beyond it.
  std::function<Value(OpBuilder &, Location, ValueRange, Value,
                      ArrayRef<RowRange>, Value)>
      writePart = [&](OpBuilder &pb, Location pl, ValueRange ivs, Value iv,
                      ArrayRef<RowRange> parts, Value out) -> Value {
    if (parts.empty())
      return out;
    if (parts.size() == 1)
      return body(pb, pl, withRow(ivs, iv), parts.front().part, out);
    IndexArith pia(pb, pl);
    Value inFirst = arith::CmpIOp::create(pb, pl, arith::CmpIPredicate::slt, iv,
                                          pia.value(parts.front().hi));
    auto ifOp = scf::IfOp::create(
        pb, pl, inFirst,
        [&](OpBuilder &tb, Location tl) {
          scf::YieldOp::create(
              tb, tl, body(tb, tl, withRow(ivs, iv), parts.front().part, out));
        },
        [&](OpBuilder &eb, Location el) {
          scf::YieldOp::create(
              eb, el, writePart(eb, el, ivs, iv, parts.drop_front(), out));
        });
    return ifOp.getResult(0);
  };

  if (flatRows) {
    // One index over the looped axes (with peeling, the split axis too), the
    // innermost fastest: an axis's index is its remainder, the outermost's
    // what the divisions leave.
    SmallVector<Value> sizes(ubs);
    if (peel)
      sizes.push_back(ia.value(g.outputSizes[outer - 1]));
    Value total = sizes.front();
    for (Value size : ArrayRef<Value>(sizes).drop_front())
      total = arith::MulIOp::create(b, l, total, size);
    auto loop = scf::ForOp::create(
        b, l, ia.value(ia.cst(0)), total, ia.value(ia.cst(1)), ValueRange{init},
        [&](OpBuilder &fb, Location fl, Value t, ValueRange args) {
          IndexArith fia(fb, fl);
          SmallVector<Value> indices(sizes.size());
          Value rest = t;
          for (size_t i = sizes.size() - 1; i > 0; --i) {
            indices[i] = arith::RemSIOp::create(fb, fl, rest, sizes[i]);
            rest = arith::DivSIOp::create(fb, fl, rest, sizes[i]);
          }
          indices.front() = rest;
          SmallVector<Value> ivs;
          auto next = indices.begin();
          for (bool isLooped : looped)
            ivs.push_back(isLooped ? *next++ : fia.value(fia.cst(0)));
          Value out = args.front();
          scf::YieldOp::create(
              fb, fl,
              peel ? writePart(fb, fl, ivs, *next, getParts(fia), out)
                   : body(fb, fl, ivs, RowPart::Any, out));
        });
    markParallel(loop);
    disableUnrolling(loop);
    return loop.getResult(0);
  }

  SmallVector<scf::ForOp> rowLoops;
  scf::LoopNest nest = scf::buildLoopNest(
      b, l, lbs, ubs, steps, ValueRange{init},
      [&](OpBuilder &nb, Location nl, ValueRange loopIvs,
          ValueRange iterArgs) -> scf::ValueVector {
        IndexArith nia(nb, nl);
        SmallVector<Value> ivs;
        auto next = loopIvs.begin();
        for (bool isLooped : looped)
          ivs.push_back(isLooped ? *next++ : nia.value(nia.cst(0)));
        if (!peel)
          return {body(nb, nl, ivs, RowPart::Any, iterArgs[0])};
        SmallVector<RowRange, 3> parts = getParts(nia);
        if (rowsOnThreads) {
          // One loop over the rows; each row branches to its part.
          auto loop = scf::ForOp::create(
              nb, nl, nia.value(nia.cst(0)),
              nia.value(g.outputSizes[outer - 1]), nia.value(nia.cst(1)),
              ValueRange{iterArgs[0]},
              [&](OpBuilder &rb, Location rl, Value iv, ValueRange args) {
                scf::YieldOp::create(
                    rb, rl, writePart(rb, rl, ivs, iv, parts, args.front()));
              });
          rowLoops.push_back(loop);
          disableUnrolling(loop);
          return {loop.getResult(0)};
        }
        return {writeSplitRows(nb, nl, ivs, parts, mergeBorderRows, iterArgs[0],
                               body, versionCoreRows)};
      });
  for (scf::ForOp loop : nest.loops)
    disableUnrolling(loop);
  if (parallelRows) {
    // Without peeling, the innermost loop of the nest is over the rows
    // (here of many planes: the others took the flat loop).
    SmallVector<scf::ForOp> marked(nest.loops.begin(), nest.loops.end());
    if (!peel && !rowsOnThreads && looped.back())
      marked.pop_back();
    marked.append(rowLoops);
    for (scf::ForOp loop : marked)
      markParallel(loop);
  }
  return nest.loops.empty() ? nest.results.front()
                            : nest.loops.front().getResult(0);
}

/// Writes every row of the output of `op` into `init`: a loop nest over the
/// outer axes maps each outer index to a source row (through the mode's index
/// map, or in constant mode onto the dilated grid) and writes the row once.
/// Where the source may be empty (a border mode, C8), the whole output is
/// filled instead, under one branch. Where RowSpans::exact applies, its nest
/// runs under one branch on its condition, the general one otherwise (cold:
/// only for amounts that break C10 or C11). The innermost outer axis of the
/// hot nest is split at its core, so that the rows inside read their source
/// row without a map or a check, and the rows outside of a constant pad are
/// fills.
Value writeRows(OpBuilder &b, Location l, PadOp op, const PadGeometry &g,
                Value init, Value padValue, Value isEmpty,
                const ConvertPadToVectorPassOptions &options,
                std::optional<int64_t> streamAbove) {
  int64_t rank = g.getRank(), last = rank - 1;
  PadMode mode = op.getMode();
  IndexArith ia(b, l);
  int64_t elementBytes =
      getElementByteSize(op.getSourceType().getElementType());
  // Small outputs stay on one thread: starting a parallel region costs
  // microseconds. Decided here for a static output, at run time for a
  // dynamic one (`parallelBytes`, below).
  bool parallelRows = options.parallel;
  std::optional<OpFoldResult> parallelBytes;
  if (parallelRows) {
    int64_t bytes = elementBytes;
    bool overflow = false, dynamic = false;
    for (OpFoldResult size : g.outputSizes) {
      std::optional<int64_t> c = getConstantIntValue(size);
      dynamic |= !c;
      overflow |= c && llvm::MulOverflow(bytes, *c, bytes);
    }
    if (dynamic) {
      OpFoldResult product = ia.cst(elementBytes);
      for (OpFoldResult size : g.outputSizes)
        product = ia.mul(product, size);
      parallelBytes = product;
    } else {
      parallelRows = overflow || bytes >= options.parallelMinBytes;
    }
  }
  // Per outer axis, built once for every nest: p, D and the step of the
  // grid, or the index map.
  SmallVector<Value> low, dilated, stride, lastIndex;
  SmallVector<std::optional<BorderIndexMap>> maps;
  for (int64_t k = 0; k < last; ++k) {
    low.push_back(ia.value(g.low[k]));
    if (mode == PadMode::constant) {
      dilated.push_back(
          ia.value(getDilatedSize(ia, g.sourceSizes[k], g.interior[k])));
      stride.push_back(ia.value(ia.cst(g.interior[k] + 1)));
      lastIndex.push_back(ia.value(ia.sub(g.sourceSizes[k], ia.cst(1))));
    } else {
      maps.emplace_back(BorderIndexMap(b, l, mode, g.sourceSizes[k]));
    }
  }
  Value zero = ia.value(ia.cst(0));

  // The row of outer output indices `ivs`, in `part` of the innermost outer
  // axis.
  auto writeRow = [&](OpBuilder &nb, Location nl, RowWriter &rows,
                      ValueRange ivs, RowPart part, Value out) -> Value {
    int64_t split = part == RowPart::Any ? -1 : last - 1;
    if (mode == PadMode::constant &&
        (part == RowPart::Below || part == RowPart::Above))
      return rows.fillRow(nb, nl, out, ivs, g.outputSizes[last]);
    SmallVector<Value> srcRow;
    Value inside;
    for (auto [k, iv] : llvm::enumerate(ivs)) {
      if (int64_t(k) == split && part == RowPart::Core) {
        // Inside the source: its row iv - coreLo + srcOffset.
        IndexArith nia(nb, nl);
        srcRow.push_back(
            nia.value(nia.add(iv, nia.sub(g.srcOffset[k], g.coreLo[k]))));
        continue;
      }
      Value j = nb.createOrFold<arith::SubIOp>(nl, iv, low[k]);
      if (mode != PadMode::constant) {
        BorderSide side = int64_t(k) != split      ? BorderSide::Any
                          : part == RowPart::Below ? BorderSide::Below
                                                   : BorderSide::Above;
        srcRow.push_back(mode == PadMode::wrap && side == BorderSide::Any
                             ? mapWrapRow(nb, nl, j, g.sourceSizes[k])
                             : maps[k]->map(nb, nl, j, side));
        continue;
      }
      // Constant mode: the row reads the source only if every outer axis
      // maps inside the dilated source, onto its grid.
      // (Folded where the axis has no loop: size 1.)
      Value isInside = nb.createOrFold<arith::AndIOp>(
          nl,
          nb.createOrFold<arith::CmpIOp>(nl, arith::CmpIPredicate::sge, j,
                                         zero),
          nb.createOrFold<arith::CmpIOp>(nl, arith::CmpIPredicate::slt, j,
                                         dilated[k]));
      if (g.interior[k]) {
        Value rem = nb.createOrFold<arith::RemSIOp>(nl, j, stride[k]);
        isInside = nb.createOrFold<arith::AndIOp>(
            nl, isInside,
            nb.createOrFold<arith::CmpIOp>(nl, arith::CmpIPredicate::eq, rem,
                                           zero));
        j = nb.createOrFold<arith::DivSIOp>(nl, j, stride[k]);
      }
      inside = inside ? nb.createOrFold<arith::AndIOp>(nl, inside, isInside)
                      : isInside;
      srcRow.push_back(nb.createOrFold<arith::MinSIOp>(
          nl, nb.createOrFold<arith::MaxSIOp>(nl, j, zero), lastIndex[k]));
    }
    // Border modes, rank 1, every outer axis split, or inside for sure.
    if (!inside || matchPattern(inside, m_One()))
      return rows.writeRow(nb, nl, out, ivs, srcRow);
    if (matchPattern(inside, m_Zero()))
      return rows.fillRow(nb, nl, out, ivs, g.outputSizes[last]);
    auto ifOp = scf::IfOp::create(
        nb, nl, inside,
        [&](OpBuilder &tb, Location tl) {
          scf::YieldOp::create(tb, tl, rows.writeRow(tb, tl, out, ivs, srcRow));
        },
        [&](OpBuilder &eb, Location el) {
          scf::YieldOp::create(
              eb, el, rows.fillRow(eb, el, out, ivs, g.outputSizes[last]));
        });
    return ifOp.getResult(0);
  };
  auto writeNest = [&](OpBuilder &nb, Location nl, RowWriter &rows, bool peel) {
    return buildRowNest(
        nb, nl, g, init, parallelRows, peel, mode != PadMode::constant,
        [&](OpBuilder &rb, Location rl, ValueRange ivs, RowPart part,
            Value out) { return writeRow(rb, rl, rows, ivs, part, out); },
        rows.versionsCoreRows()
            ? RowVersions([&](OpBuilder &vb, Location vl,
                              function_ref<Value(OpBuilder &, Location)> loop) {
                return rows.versionOnCoreVectors(vb, vl, loop);
              })
            : nullptr);
  };

  // The split along the innermost outer axis: where its amounts are static
  // (its three loops then cost little code; with amounts known only at run
  // time they would triple the code of the nest for a gain in few rows).
  bool splitRows = rank >= 2 && getConstantIntValue(g.low[last - 1]) &&
                   getConstantIntValue(g.high[last - 1]);
  RowSpans generalSpans = RowSpans::general(ia, g);
  RowWriter general(op, generalSpans, padValue, options.vectorBits,
                    streamAbove);
  // The cold nests (amounts that break C10 or C11 beside an exact nest, an
  // empty source) store plainly: a streamed copy of them would only cost
  // code.
  RowWriter cold(op, generalSpans, padValue, options.vectorBits, std::nullopt);
  Value exactHolds;
  std::optional<RowSpans> exactSpans = RowSpans::exact(ia, g, exactHolds);
  // The hot nest: with streaming stores above `streamAbove` output bytes,
  // decided once for a dynamic output (rather than by pad-lower-loops
  // at every span of every row).
  auto writeExact = [&](OpBuilder &nb, Location nl) -> Value {
    auto nest = [&](OpBuilder &eb, Location el, std::optional<int64_t> stream) {
      RowWriter exact(op, *exactSpans, padValue, options.vectorBits, stream);
      // Streamed rows are bound by memory: one loop over the rows, each
      // mapped to its source row, rather than three (a third of the code).
      return writeNest(eb, el, exact, splitRows && !stream);
    };
    if (!streamAbove || *streamAbove == 0)
      return nest(nb, nl, streamAbove);
    IndexArith nia(nb, nl);
    OpFoldResult bytes =
        nia.cst(getElementByteSize(op.getSourceType().getElementType()));
    for (OpFoldResult size : g.outputSizes)
      bytes = nia.mul(bytes, size);
    if (std::optional<int64_t> staticBytes = getConstantIntValue(bytes))
      return nest(nb, nl,
                  *staticBytes > *streamAbove ? std::optional<int64_t>(0)
                                              : std::nullopt);
    // Within the exact nest's branch the byte size does not overflow (C11).
    Value large = arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::sgt,
                                        nia.value(bytes),
                                        nia.value(nia.cst(*streamAbove)));
    auto ifOp = scf::IfOp::create(
        nb, nl, large,
        [&](OpBuilder &tb, Location tl) {
          scf::YieldOp::create(tb, tl, nest(tb, tl, 0));
        },
        [&](OpBuilder &eb, Location el) {
          scf::YieldOp::create(eb, el, nest(eb, el, std::nullopt));
        });
    return ifOp.getResult(0);
  };
  auto writeAll = [&](OpBuilder &nb, Location nl) -> Value {
    // The general nest is split too where it is the only one.
    if (!exactSpans)
      return writeNest(nb, nl, general, splitRows);
    auto ifOp = scf::IfOp::create(
        nb, nl, exactHolds,
        [&](OpBuilder &tb, Location tl) {
          scf::YieldOp::create(tb, tl, writeExact(tb, tl));
        },
        [&](OpBuilder &eb, Location el) {
          // A computed last size is max(0, p + D + q) (or 0 where the output
          // overflows, C11): where it differs from p + D + q it is 0, and
          // the rows have nothing to write.
          scf::YieldOp::create(eb, el, writeNest(eb, el, cold, false));
        });
    return ifOp.getResult(0);
  };
  // A dynamic output of fewer than parallelMinBytes bytes is written by one
  // thread: the nests twice, under a branch on its size (a wrapped product
  // of sizes that overflow may pick one thread: as correct, slower). On the
  // Intel Xeon VM (bench/run.py) the 1x64x56x56 pads of 1 MB with
  // dynamic shapes ran at 0.17-0.24x memcpy on two threads, 0.84-0.97x on
  // one.
  auto writeAllOnThreads = [&](OpBuilder &nb, Location nl) -> Value {
    if (!parallelBytes)
      return writeAll(nb, nl);
    IndexArith nia(nb, nl);
    Value large = arith::CmpIOp::create(
        nb, nl, arith::CmpIPredicate::sge, nia.value(*parallelBytes),
        nia.value(nia.cst(options.parallelMinBytes)));
    auto ifOp = scf::IfOp::create(
        nb, nl, large,
        [&](OpBuilder &tb, Location tl) {
          scf::YieldOp::create(tb, tl, writeAll(tb, tl));
        },
        [&](OpBuilder &eb, Location el) {
          // (The nests writeAll builds read parallelRows.)
          parallelRows = false;
          scf::YieldOp::create(eb, el, writeAll(eb, el));
          parallelRows = true;
        });
    return ifOp.getResult(0);
  };
  // An empty source (C8 broken): every row gets the pad value (zero)
  // instead, without reading the source.
  return buildUnlessEmpty(
      b, l, isEmpty, writeAllOnThreads, [&](OpBuilder &fb, Location fl) {
        return buildRowNest(fb, fl, g, init, parallelRows, /*peel=*/false,
                            /*mergeBorderRows=*/false,
                            [&](OpBuilder &rb, Location rl, ValueRange ivs,
                                RowPart, Value out) {
                              return cold.fillRow(rb, rl, out, ivs,
                                                  g.outputSizes[last]);
                            });
      });
}

/// Lowers a pad.pad to row loops (writeRows).
struct ConvertPadToVectorRows : OpRewritePattern<PadOp> {
  ConvertPadToVectorRows(MLIRContext *context,
                         const ConvertPadToVectorPassOptions &options)
      : OpRewritePattern(context), options(options) {}

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getSourceType().getRank() == 0) {
      // No amounts, no interior: the identity (C9 and C10 fix the type).
      rewriter.replaceOp(op, op.getSource());
      return success();
    }
    Location loc = op.getLoc();
    IndexArith ia(rewriter, loc);
    PadGeometry g = computePadGeometry(ia, op);
    Value padValue = getPadValue(rewriter, loc, op);
    std::optional<int64_t> streamAbove = getStreamThreshold(op, g);
    if (streamAbove &&
        succeeded(lowerToStreamedLines(
            rewriter, op, padValue, options.vectorBits, *streamAbove,
            options.parallel ? std::optional<int64_t>(options.parallelMinBytes)
                             : std::nullopt)))
      return success();
    if (std::optional<int64_t> axis = getMergedAxis(op))
      if (succeeded(lowerMerged(rewriter, op, g, *axis, padValue, streamAbove)))
        return success();

    // Nothing can be read from an empty source: rows of zeros (the pad value
    // of a border mode) instead (C8 broken).
    Value isEmpty = buildSourceIsEmpty(rewriter, loc, op, g);
    Value init = createPadOutput(rewriter, op, g);
    Value result = writeRows(rewriter, loc, op, g, init, padValue, isEmpty,
                             options, streamAbove);
    replacePadOp(rewriter, op, result);
    return success();
  }

private:
  /// The trailing axes that can be merged, as OpenVINO merges them: in
  /// constant mode, when the axes after k have no padding (static zero
  /// amounts, no interior) and k has no interior padding, the rows of k,
  /// k+1, ... are contiguous in source and output alike, and padding k by p
  /// is padding the merged axis by p * (size of k+1 ...). Rows of 64 NHWC
  /// channels become rows of W * 64 elements, HWC rows of runtime amounts
  /// and sizes too. Returns k, or none. Not where an axis after k has a
  /// static output size but a dynamic source size: the two may differ at
  /// run time (C10 broken), and rows of one would not be rows of the other.
  static std::optional<int64_t> getMergedAxis(PadOp op) {
    RankedTensorType type = op.getSourceType();
    int64_t rank = type.getRank();
    if (op.getMode() != PadMode::constant || rank < 2)
      return std::nullopt;
    ArrayRef<int64_t> low = op.getStaticLow(), high = op.getStaticHigh();
    SmallVector<int64_t> interior = op.getInteriorOrZeros();
    int64_t k = rank - 1;
    while (k >= 0 && low[k] == 0 && high[k] == 0 && interior[k] == 0)
      --k;
    if (k < 0 || k == rank - 1 || interior[k] != 0)
      return std::nullopt;
    for (int64_t j = k + 1; j < rank; ++j)
      if (type.isDynamicDim(j) && !op.getResultType().isDynamicDim(j))
        return std::nullopt;
    return k;
  }

  /// The geometry of `g` with the axes from `axis` on merged into one: the
  /// merged axis's sizes, core and source offset are those of `axis` times
  /// the size of the axes after it. These are the clamped values of `g`
  /// scaled, not values recomputed from the amounts, so that amounts whose
  /// product with that size would wrap around still give a core within
  /// source and output: that of the unmerged lowering. No product overflows:
  /// each is at most the element count of the output, whose byte size `g`
  /// keeps within the index range, or of the source (the source offset is
  /// clamped to the source first). The merged amounts are the scaled ones
  /// where those are static and do not overflow (RowSpans::exact then writes
  /// the rows with static spans), else the clamped ones (equal for amounts
  /// within C6-C11).
  static PadGeometry mergeGeometry(IndexArith &ia, const PadGeometry &g,
                                   int64_t axis) {
    PadGeometry m;
    for (auto [from, to] : {std::pair(&g.sourceSizes, &m.sourceSizes),
                            {&g.low, &m.low},
                            {&g.high, &m.high},
                            {&g.outputSizes, &m.outputSizes},
                            {&g.coreLo, &m.coreLo},
                            {&g.coreSize, &m.coreSize},
                            {&g.srcOffset, &m.srcOffset}})
      to->assign(from->begin(), from->begin() + axis);
    m.interior.assign(g.interior.begin(), g.interior.begin() + axis + 1);
    // The trailing sizes of source and output are equal (getMergedAxis) but
    // where the output's byte size overflows and its dynamic sizes are set to
    // zero: then the output side's product keeps the core empty.
    OpFoldResult innerSource = ia.cst(1), innerOutput = ia.cst(1);
    for (int64_t k = axis + 1, rank = g.getRank(); k < rank; ++k) {
      innerSource = ia.mul(innerSource, g.sourceSizes[k]);
      innerOutput = ia.mul(innerOutput, g.outputSizes[k]);
    }
    m.sourceSizes.push_back(ia.mul(g.sourceSizes[axis], innerSource));
    m.outputSizes.push_back(ia.mul(g.outputSizes[axis], innerOutput));
    m.coreLo.push_back(ia.mul(g.coreLo[axis], innerOutput));
    m.coreSize.push_back(ia.mul(g.coreSize[axis], innerOutput));
    // (Beyond the source only where the core is empty: clamped to it.)
    m.srcOffset.push_back(
        ia.mul(ia.min(g.srcOffset[axis], g.sourceSizes[axis]), innerSource));
    std::optional<int64_t> inner = getConstantIntValue(innerSource);
    auto scaled = [&](OpFoldResult amount) -> std::optional<int64_t> {
      std::optional<int64_t> a = getConstantIntValue(amount);
      int64_t product;
      if (!a || !inner || llvm::MulOverflow(*a, *inner, product))
        return std::nullopt;
      return product;
    };
    std::optional<int64_t> staticLow = scaled(g.low[axis]);
    std::optional<int64_t> staticHigh = scaled(g.high[axis]);
    OpFoldResult low = staticLow ? ia.cst(*staticLow)
                                 : ia.sub(m.coreLo.back(), m.srcOffset.back());
    m.low.push_back(low);
    m.high.push_back(staticHigh ? ia.cst(*staticHigh)
                                : ia.sub(m.outputSizes.back(),
                                         ia.add(low, m.sourceSizes.back())));
    return m;
  }

  /// Lowers `op` as the pad of its source with the axes from `axis` on
  /// merged into one, written into a view of its output collapsed the same
  /// way: the memref it is materialized in, collapsed (no view to expand
  /// back), or else the tensor it is built in, expanded back after. Fails,
  /// building nothing, where neither applies: a memref that may not be
  /// contiguous over the merged axes, or an expansion with more than one
  /// dynamic size (which expand-strided-metadata does not expand, in LLVM
  /// 22; a static or lone dynamic size is inferred from the others).
  LogicalResult lowerMerged(PatternRewriter &rewriter, PadOp op,
                            const PadGeometry &g, int64_t axis, Value padValue,
                            std::optional<int64_t> streamAbove) const {
    Location loc = op.getLoc();
    int64_t rank = op.getSourceType().getRank();
    SmallVector<ReassociationIndices> merge;
    for (int64_t k = 0; k < axis; ++k)
      merge.push_back({k});
    merge.emplace_back(llvm::to_vector(llvm::seq<int64_t>(axis, rank)));
    bufferization::MaterializeInDestinationOp materialize =
        getMemRefMaterialization(op);
    if (materialize &&
        !memref::CollapseShapeOp::isGuaranteedCollapsible(
            cast<MemRefType>(materialize.getDest().getType()), merge))
      materialize = {};
    if (!materialize && llvm::count_if(ArrayRef(g.outputSizes).drop_front(axis),
                                       [](OpFoldResult size) {
                                         return !getConstantIntValue(size);
                                       }) > 1)
      return failure();

    IndexArith ia(rewriter, loc);
    PadGeometry mg = mergeGeometry(ia, g, axis);
    Value source =
        tensor::CollapseShapeOp::create(rewriter, loc, op.getSource(), merge);
    RankedTensorType mergedType =
        getOutputType(mg, op.getSourceType().getElementType());
    auto writeMerged = [&](Value init) {
      if (init.getType() != mergedType)
        init = tensor::CastOp::create(rewriter, loc, mergedType, init);
      SmallVector<int64_t> interior = op.getInteriorOrZeros();
      interior.resize(axis + 1);
      // The merged pad, only to describe the rows to write: erased once they
      // are.
      auto merged =
          PadOp::create(rewriter, loc, mergedType, source, mg.low, mg.high,
                        interior, PadMode::constant, op.getValue());
      Value rows = writeRows(rewriter, loc, merged, mg, init, padValue,
                             /*isEmpty=*/Value(), options, streamAbove);
      rewriter.eraseOp(merged);
      return rows;
    };

    if (materialize) {
      Value dest = memref::CollapseShapeOp::create(
          rewriter, loc, materialize.getDest(), merge);
      Type destTensorType = memref::getTensorTypeFromMemRefType(dest.getType());
      Value init = bufferization::ToTensorOp::create(
          rewriter, loc, destTensorType, dest, /*restrict=*/true,
          /*writable=*/true);
      Value rows = writeMerged(init);
      if (rows.getType() != destTensorType)
        rows = tensor::CastOp::create(rewriter, loc, destTensorType, rows);
      auto write = bufferization::MaterializeInDestinationOp::create(
          rewriter, loc, rows, dest);
      write.setRestrict(true);
      write.setWritable(true);
      rewriter.eraseOp(materialize);
      rewriter.eraseOp(op);
      return success();
    }
    Value init = createPadOutput(rewriter, op, g);
    Value rows = writeMerged(
        tensor::CollapseShapeOp::create(rewriter, loc, init, merge));
    replacePadOp(rewriter, op,
                 tensor::ExpandShapeOp::create(rewriter, loc, init.getType(),
                                               rows, merge, g.outputSizes));
    return success();
  }

  /// The output size in bytes above which the store loops stream, or none
  /// when they never do.
  std::optional<int64_t> getStreamThreshold(PadOp op,
                                            const PadGeometry &g) const {
    switch (options.nontemporal) {
    case NontemporalMode::Never:
      return std::nullopt;
    case NontemporalMode::Always:
      return 0;
    case NontemporalMode::Auto:
      break;
    }
    // (Negative: a target whose cache is unknown, nothing streams.)
    if (options.llcBytes < 0)
      return std::nullopt;
    int64_t llc =
        options.llcBytes > 0 ? options.llcBytes : getHostLastLevelCacheBytes();
    // Static outputs are decided here; dynamic ones by pad-lower-loops
    // (a branch at run time).
    int64_t bytes = getElementByteSize(op.getSourceType().getElementType());
    for (OpFoldResult size : g.outputSizes) {
      std::optional<int64_t> c = getConstantIntValue(size);
      if (!c)
        return llc;
      if (llvm::MulOverflow(bytes, *c, bytes))
        return llc;
    }
    if (bytes > llc)
      return llc;
    return std::nullopt;
  }

  ConvertPadToVectorPassOptions options;
};

} // namespace

void mlir::pad::populatePadToVectorPatterns(
    RewritePatternSet &patterns, const ConvertPadToVectorPassOptions &options) {
  patterns.add<ConvertPadToVectorRows>(patterns.getContext(), options);
}
