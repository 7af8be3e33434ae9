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
// Spans are written with full vectors of `vector-bits` bits and a scalar tail.
// Element types without a byte-addressable vector form (i1, complex) use the
// scalar loops only.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToVector/PadToVector.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"
#include "pad/Conversion/PadCommon/PadOutput.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

/// Builds `body` for t = start, start + step, ... below `end`, carrying the
/// tensor `out`; returns its final value. Nothing is built when the range is
/// statically shorter than one step.
Value buildSpanLoop(
    OpBuilder &b, Location loc, Value out, OpFoldResult start, OpFoldResult end,
    int64_t step,
    function_ref<Value(OpBuilder &, Location, Value, Value)> body) {
  IndexArith ia(b, loc);
  std::optional<int64_t> s = getConstantIntValue(start);
  std::optional<int64_t> e = getConstantIntValue(end);
  if (s && e && *e - *s < step)
    return out; // Statically empty.
  auto loop = scf::ForOp::create(
      b, loc, ia.value(start), ia.value(end), ia.value(ia.cst(step)),
      ValueRange{out},
      [&](OpBuilder &nb, Location nloc, Value t, ValueRange iterArgs) {
        scf::YieldOp::create(nb, nloc, body(nb, nloc, t, iterArgs[0]));
      });
  return loop.getResult(0);
}

/// Writes the rows of one pad.pad.
class RowWriter {
public:
  RowWriter(OpBuilder &b, Location loc, PadOp op, const PadGeometry &g,
            Value padValue, int64_t vectorBits)
      : op(op), g(g), padValue(padValue), last(g.getRank() - 1) {
    Type elementType = op.getSourceType().getElementType();
    unsigned bits = elementType.isIndex() ? 64
                    : elementType.isIntOrFloat()
                        ? elementType.getIntOrFloatBitWidth()
                        : 0;
    // Vectors of i1 would be bit-packed in memory, unlike tensors of i1.
    if (bits >= 8 && vectorBits >= bits)
      vectorType = VectorType::get({vectorBits / bits}, elementType);
    IndexArith ia(b, loc);
    coreHi = g.getCoreHi(ia, last);
    if (op.getMode() != PadMode::constant)
      borderMap.emplace(b, loc, op.getMode(), g.sourceSizes[last]);
  }

  /// Writes the row `outRow` (outer output indices) from the source row
  /// `srcRow` (outer source indices).
  Value writeRow(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                 ValueRange srcRow) {
    IndexArith ia(b, loc);
    OpFoldResult zero = ia.cst(0), n = g.outputSizes[last];
    switch (op.getMode()) {
    case PadMode::constant:
      out = fillSpan(b, loc, out, outRow, zero, g.coreLo[last], padValue);
      out = g.interior[last] ? writeInteriorCore(b, loc, out, outRow, srcRow)
                             : copyCore(b, loc, out, outRow, srcRow);
      return fillSpan(b, loc, out, outRow, coreHi, n, padValue);
    case PadMode::edge: {
      Value first = readSource(b, loc, srcRow, ia.value(zero));
      Value lastElement = readSource(
          b, loc, srcRow, ia.value(ia.sub(g.sourceSizes[last], ia.cst(1))));
      out = fillSpan(b, loc, out, outRow, zero, g.coreLo[last], first);
      out = copyCore(b, loc, out, outRow, srcRow);
      return fillSpan(b, loc, out, outRow, coreHi, n, lastElement);
    }
    case PadMode::reflect:
    case PadMode::symmetric:
    case PadMode::wrap:
      out = gatherSpan(b, loc, out, outRow, srcRow, zero, g.coreLo[last],
                       BorderSide::Below);
      out = copyCore(b, loc, out, outRow, srcRow);
      return gatherSpan(b, loc, out, outRow, srcRow, coreHi, n,
                        BorderSide::Above);
    }
    llvm_unreachable("unknown pad mode");
  }

  /// Fills the row `outRow` with the pad value.
  Value fillRow(OpBuilder &b, Location loc, Value out, ValueRange outRow) {
    IndexArith ia(b, loc);
    return fillSpan(b, loc, out, outRow, ia.cst(0), g.outputSizes[last],
                    padValue);
  }

private:
  SmallVector<Value> indices(ValueRange row, Value t) {
    SmallVector<Value> result(row);
    result.push_back(t);
    return result;
  }

  Value readSource(OpBuilder &b, Location loc, ValueRange srcRow, Value j) {
    return tensor::ExtractOp::create(b, loc, op.getSource(),
                                     indices(srcRow, j));
  }

  /// Vector chunks over [start, end) while a whole vector fits, then scalars.
  Value spanLoops(
      OpBuilder &b, Location loc, Value out, OpFoldResult start,
      OpFoldResult end,
      function_ref<Value(OpBuilder &, Location, Value, Value)> vectorBody,
      function_ref<Value(OpBuilder &, Location, Value, Value)> scalarBody) {
    if (!vectorType)
      return buildSpanLoop(b, loc, out, start, end, 1, scalarBody);
    IndexArith ia(b, loc);
    int64_t width = vectorType.getNumElements();
    // end - (end - start) % width, with end >= start.
    OpFoldResult len = ia.sub(end, start);
    OpFoldResult vectorEnd;
    std::optional<int64_t> staticLen = getConstantIntValue(len);
    if (staticLen)
      vectorEnd = ia.sub(end, ia.cst(*staticLen % width));
    else
      vectorEnd = ia.sub(end, arith::RemUIOp::create(b, loc, ia.value(len),
                                                     ia.value(ia.cst(width)))
                                  .getResult());
    out = buildSpanLoop(b, loc, out, start, vectorEnd, width, vectorBody);
    return buildSpanLoop(b, loc, out, vectorEnd, end, 1, scalarBody);
  }

  /// Writes `value` to [start, end) of the row.
  Value fillSpan(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                 OpFoldResult start, OpFoldResult end, Value value) {
    Value splat;
    if (vectorType)
      splat = vector::BroadcastOp::create(b, loc, vectorType, value);
    return spanLoops(
        b, loc, out, start, end,
        [&](OpBuilder &nb, Location nl, Value t, Value acc) -> Value {
          return vector::TransferWriteOp::create(nb, nl, splat, acc,
                                                 indices(outRow, t),
                                                 ArrayRef<bool>{true})
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
    Value shift = ia.value(ia.sub(g.srcOffset[last], g.coreLo[last]));
    auto srcIndex = [&](OpBuilder &nb, Location nl, Value t) {
      return arith::AddIOp::create(nb, nl, t, shift).getResult();
    };
    return spanLoops(
        b, loc, out, g.coreLo[last], coreHi,
        [&](OpBuilder &nb, Location nl, Value t, Value acc) -> Value {
          Value v = vector::TransferReadOp::create(
              nb, nl, vectorType, op.getSource(),
              indices(srcRow, srcIndex(nb, nl, t)), std::nullopt,
              ArrayRef<bool>{true});
          return vector::TransferWriteOp::create(
                     nb, nl, v, acc, indices(outRow, t), ArrayRef<bool>{true})
              .getResult();
        },
        [&](OpBuilder &nb, Location nl, Value t, Value acc) -> Value {
          Value v = readSource(nb, nl, srcRow, srcIndex(nb, nl, t));
          return tensor::InsertOp::create(nb, nl, v, acc, indices(outRow, t));
        });
  }

  /// Constant mode with interior padding on the last axis: the core holds the
  /// source elements on the grid and the pad value between them.
  Value writeInteriorCore(OpBuilder &b, Location loc, Value out,
                          ValueRange outRow, ValueRange srcRow) {
    IndexArith ia(b, loc);
    Value shift = ia.value(ia.sub(g.srcOffset[last], g.coreLo[last]));
    Value stride = ia.value(ia.cst(g.interior[last] + 1));
    Value zero = ia.value(ia.cst(0));
    Value lastIndex = ia.value(ia.sub(g.sourceSizes[last], ia.cst(1)));
    return buildSpanLoop(
        b, loc, out, g.coreLo[last], coreHi, 1,
        [&](OpBuilder &nb, Location nl, Value t, Value acc) -> Value {
          // The dilated coordinate j >= 0 within the core.
          Value j = arith::AddIOp::create(nb, nl, t, shift);
          Value onGrid = arith::CmpIOp::create(
              nb, nl, arith::CmpIPredicate::eq,
              arith::RemUIOp::create(nb, nl, j, stride), zero);
          Value s = arith::MinSIOp::create(
              nb, nl, arith::DivUIOp::create(nb, nl, j, stride), lastIndex);
          Value v = readSource(nb, nl, srcRow, s);
          Value element = arith::SelectOp::create(nb, nl, onGrid, v, padValue);
          return tensor::InsertOp::create(nb, nl, element, acc,
                                          indices(outRow, t));
        });
  }

  /// Border modes: gathers [start, end) of the row, a span on `side` of the
  /// source, through the index map.
  Value gatherSpan(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                   ValueRange srcRow, OpFoldResult start, OpFoldResult end,
                   BorderSide side) {
    IndexArith ia(b, loc);
    Value low = ia.value(g.low[last]);
    return buildSpanLoop(
        b, loc, out, start, end, 1,
        [&](OpBuilder &nb, Location nl, Value t, Value acc) -> Value {
          Value j = arith::SubIOp::create(nb, nl, t, low);
          Value v = readSource(nb, nl, srcRow, borderMap->map(nb, nl, j, side));
          return tensor::InsertOp::create(nb, nl, v, acc, indices(outRow, t));
        });
  }

  PadOp op;
  const PadGeometry &g;
  Value padValue;
  int64_t last;
  OpFoldResult coreHi;
  VectorType vectorType;
  std::optional<BorderIndexMap> borderMap;
};

/// Writes every row of the output of `op` into `init`: a loop nest over the
/// outer axes maps each outer index to a source row (through the mode's index
/// map, or in constant mode onto the dilated grid) and writes the row once.
Value writeRows(OpBuilder &b, Location l, PadOp op, const PadGeometry &g,
                Value init, Value padValue, Value isEmpty, int64_t vectorBits) {
  int64_t rank = g.getRank();
  PadMode mode = op.getMode();
  IndexArith ia(b, l);
  RowWriter rows(b, l, op, g, padValue, vectorBits);
  // Per outer axis: p, D and the step of the grid, or the index map.
  SmallVector<Value> low, dilated, stride, lastIndex;
  SmallVector<std::optional<BorderIndexMap>> maps;
  SmallVector<Value> lbs, ubs, steps;
  for (int64_t k = 0; k + 1 < rank; ++k) {
    low.push_back(ia.value(g.low[k]));
    lbs.push_back(ia.value(ia.cst(0)));
    ubs.push_back(ia.value(g.outputSizes[k]));
    steps.push_back(ia.value(ia.cst(1)));
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
  scf::LoopNest nest = scf::buildLoopNest(
      b, l, lbs, ubs, steps, ValueRange{init},
      [&](OpBuilder &nb, Location nl, ValueRange ivs,
          ValueRange iterArgs) -> scf::ValueVector {
        Value out = iterArgs[0];
        SmallVector<Value> srcRow;
        if (mode != PadMode::constant) {
          for (auto [k, iv] : llvm::enumerate(ivs)) {
            Value j = arith::SubIOp::create(nb, nl, iv, low[k]);
            srcRow.push_back(maps[k]->map(nb, nl, j));
          }
          return {buildUnlessEmpty(
              nb, nl, isEmpty,
              [&](OpBuilder &rb, Location rl) {
                return rows.writeRow(rb, rl, out, ivs, srcRow);
              },
              [&](OpBuilder &fb, Location fl) {
                return rows.fillRow(fb, fl, out, ivs);
              })};
        }
        // Constant mode: the row reads the source only if every outer
        // axis maps inside the dilated source, onto its grid.
        Value inside;
        for (auto [k, iv] : llvm::enumerate(ivs)) {
          Value j = arith::SubIOp::create(nb, nl, iv, low[k]);
          Value isInside = arith::AndIOp::create(
              nb, nl,
              arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::sge, j, zero),
              arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::slt, j,
                                    dilated[k]));
          if (g.interior[k]) {
            Value rem = arith::RemSIOp::create(nb, nl, j, stride[k]);
            isInside = arith::AndIOp::create(
                nb, nl, isInside,
                arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::eq, rem,
                                      zero));
            j = arith::DivSIOp::create(nb, nl, j, stride[k]);
          }
          inside = inside ? arith::AndIOp::create(nb, nl, inside, isInside)
                          : isInside;
          srcRow.push_back(arith::MinSIOp::create(
              nb, nl, arith::MaxSIOp::create(nb, nl, j, zero), lastIndex[k]));
        }
        if (!inside) // rank 1
          return {rows.writeRow(nb, nl, out, ivs, srcRow)};
        auto ifOp = scf::IfOp::create(
            nb, nl, inside,
            [&](OpBuilder &tb, Location tl) {
              scf::YieldOp::create(tb, tl,
                                   rows.writeRow(tb, tl, out, ivs, srcRow));
            },
            [&](OpBuilder &eb, Location el) {
              scf::YieldOp::create(eb, el, rows.fillRow(eb, el, out, ivs));
            });
        return {ifOp.getResult(0)};
      });
  return nest.loops.empty() ? nest.results.front()
                            : nest.loops.front().getResult(0);
}

/// Lowers a pad.pad to row loops (writeRows).
struct ConvertPadToVectorRows : OpRewritePattern<PadOp> {
  ConvertPadToVectorRows(MLIRContext *context, int64_t vectorBits)
      : OpRewritePattern(context), vectorBits(vectorBits) {}

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

    // Nothing can be read from an empty source: rows of zeros (the pad value
    // of a border mode) instead (C8 broken).
    Value isEmpty = buildSourceIsEmpty(rewriter, loc, op, g);
    Value init = createPadOutput(rewriter, op, g);
    Value result =
        writeRows(rewriter, loc, op, g, init, padValue, isEmpty, vectorBits);
    replacePadOp(rewriter, op, result);
    return success();
  }

private:
  int64_t vectorBits;
};

} // namespace

void mlir::pad::populatePadToVectorPatterns(RewritePatternSet &patterns,
                                            int64_t vectorBits) {
  patterns.add<ConvertPadToVectorRows>(patterns.getContext(), vectorBits);
}
