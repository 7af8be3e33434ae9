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
#include "llvm/Support/MathExtras.h"

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
            Value padValue, int64_t vectorBits,
            std::optional<int64_t> streamAbove)
      : op(op), g(g), padValue(padValue), last(g.getRank() - 1),
        streamAbove(streamAbove) {
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
      out = borderSpan(b, loc, out, outRow, srcRow, zero, g.coreLo[last],
                       BorderSide::Below);
      out = copyCore(b, loc, out, outRow, srcRow);
      return borderSpan(b, loc, out, outRow, srcRow, coreHi, n,
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
  /// With `vectorsAllowed` (an i1), only scalars where it is false. Vectors
  /// of `width` elements (default: those of vectorType). The vector loop is
  /// marked for streaming stores when `streamable`: its body must then write
  /// the same values whatever t it runs at (pad-streaming-stores moves its
  /// start to an aligned address and adds overlapping stores).
  Value
  spanLoops(OpBuilder &b, Location loc, Value out, OpFoldResult start,
            OpFoldResult end,
            function_ref<Value(OpBuilder &, Location, Value, Value)> vectorBody,
            function_ref<Value(OpBuilder &, Location, Value, Value)> scalarBody,
            Value vectorsAllowed = {}, int64_t width = 0,
            bool streamable = true) {
    if (!vectorType)
      return buildSpanLoop(b, loc, out, start, end, 1, scalarBody);
    IndexArith ia(b, loc);
    if (!width)
      width = vectorType.getNumElements();
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
    if (vectorsAllowed)
      vectorEnd = arith::SelectOp::create(b, loc, vectorsAllowed,
                                          ia.value(vectorEnd), ia.value(start))
                      .getResult();
    Value before = out;
    out = buildSpanLoop(b, loc, out, start, vectorEnd, width, vectorBody);
    if (auto loop = out.getDefiningOp<scf::ForOp>();
        loop && out != before && streamAbove && streamable)
      loop->setAttr(kNontemporalAttrName, b.getI64IntegerAttr(*streamAbove));
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
  /// source elements on the grid and the pad value between them. Scalars up
  /// to the first grid point, then chunks of W * (r + 1) outputs made of W
  /// source elements interleaved with the pad value by one vector.shuffle,
  /// then scalars.
  Value writeInteriorCore(OpBuilder &b, Location loc, Value out,
                          ValueRange outRow, ValueRange srcRow) {
    IndexArith ia(b, loc);
    int64_t r = g.interior[last], s = r + 1;
    Value shift = ia.value(ia.sub(g.srcOffset[last], g.coreLo[last]));
    Value stride = ia.value(ia.cst(s));
    Value zero = ia.value(ia.cst(0));
    Value lastIndex = ia.value(ia.sub(g.sourceSizes[last], ia.cst(1)));
    auto scalarBody = [&](OpBuilder &nb, Location nl, Value t,
                          Value acc) -> Value {
      // The dilated coordinate j >= 0 within the core.
      Value j = arith::AddIOp::create(nb, nl, t, shift);
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
      return buildSpanLoop(b, loc, out, g.coreLo[last], coreHi, 1, scalarBody);
    int64_t width = vectorType.getNumElements();
    // The first grid point of the core: coreLo + (-srcOffset mod s), with
    // srcOffset >= 0.
    auto remS = [&](OpFoldResult x) -> OpFoldResult {
      if (std::optional<int64_t> c = getConstantIntValue(x))
        return ia.cst(*c % s);
      return arith::RemUIOp::create(b, loc, ia.value(x), stride).getResult();
    };
    OpFoldResult gridStart =
        ia.min(ia.add(g.coreLo[last],
                      remS(ia.sub(ia.cst(s), remS(g.srcOffset[last])))),
               coreHi);
    out = buildSpanLoop(b, loc, out, g.coreLo[last], gridStart, 1, scalarBody);
    Value splat = vector::BroadcastOp::create(b, loc, vectorType, padValue);
    SmallVector<int64_t> mask;
    for (int64_t k = 0; k < width * s; ++k)
      mask.push_back(k % s == 0 ? k / s : width);
    auto wideType = VectorType::get({width * s}, vectorType.getElementType());
    // A chunk inside the core reads source elements [j / s, j / s + W)
    // within [0, d): its last output (a pad) is at most the last of the core.
    return spanLoops(
        b, loc, out, gridStart, coreHi,
        [&](OpBuilder &nb, Location nl, Value t, Value acc) -> Value {
          Value j = arith::AddIOp::create(nb, nl, t, shift);
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
        // A chunk must start on the grid: pad-streaming-stores would shift
        // the loop to an aligned start.
        /*streamable=*/false);
  }

  /// Border modes: writes [start, end) of the row, a span on `side` of the
  /// source, as a copy of source elements: forward for wrap, reversed for
  /// reflect and symmetric (docs/Semantics.md), with j = t - p:
  ///   reflect    below: -j           above: 2(d - 1) - j
  ///   symmetric  below: -1 - j       above: 2d - 1 - j
  ///   wrap       below: j + d        above: j - d
  Value borderSpan(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                   ValueRange srcRow, OpFoldResult start, OpFoldResult end,
                   BorderSide side) {
    IndexArith ia(b, loc);
    OpFoldResult p = g.low[last], d = g.sourceSizes[last];
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
    return copySpan(b, loc, out, outRow, srcRow, start, end, ia.value(c),
                    reversed);
  }

  /// Writes out[t] = src[c + t] (forward) or src[c - t] (reversed) for t in
  /// [start, end): whole vectors (reversed by a vector.shuffle) whose first
  /// source index is clamped into [0, d - W] once per vector, then scalars
  /// whose index is clamped into [0, d - 1]. The clamps change no index for
  /// amounts that satisfy C6-C8; for others they keep the reads in bounds.
  Value copySpan(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                 ValueRange srcRow, OpFoldResult start, OpFoldResult end,
                 Value c, bool reversed) {
    IndexArith ia(b, loc);
    OpFoldResult d = g.sourceSizes[last];
    Value zero = ia.value(ia.cst(0));
    Value lastIndex = ia.value(ia.sub(d, ia.cst(1)));
    auto clamp = [&](OpBuilder &nb, Location nl, Value x, Value hi) -> Value {
      return arith::MinSIOp::create(
          nb, nl, arith::MaxSIOp::create(nb, nl, x, zero), hi);
    };
    auto scalarBody = [&](OpBuilder &nb, Location nl, Value t,
                          Value acc) -> Value {
      Value j = reversed ? arith::SubIOp::create(nb, nl, c, t).getResult()
                         : arith::AddIOp::create(nb, nl, t, c).getResult();
      Value v = readSource(nb, nl, srcRow, clamp(nb, nl, j, lastIndex));
      return tensor::InsertOp::create(nb, nl, v, acc, indices(outRow, t));
    };
    std::optional<int64_t> staticD = getConstantIntValue(d);
    if (!vectorType || (staticD && *staticD < vectorType.getNumElements()))
      return buildSpanLoop(b, loc, out, start, end, 1, scalarBody);
    int64_t width = vectorType.getNumElements();
    Value maxFirst = ia.value(ia.sub(d, ia.cst(width)));
    Value vectorsAllowed;
    if (!staticD)
      vectorsAllowed = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge,
                                             maxFirst, zero);
    SmallVector<int64_t> reverse;
    for (int64_t k = width - 1; k >= 0; --k)
      reverse.push_back(k);
    Value offset = ia.value(ia.cst(width - 1));
    return spanLoops(
        b, loc, out, start, end,
        [&](OpBuilder &nb, Location nl, Value t, Value acc) -> Value {
          Value first =
              reversed
                  ? arith::SubIOp::create(
                        nb, nl, c, arith::AddIOp::create(nb, nl, t, offset))
                        .getResult()
                  : arith::AddIOp::create(nb, nl, t, c).getResult();
          Value v = vector::TransferReadOp::create(
              nb, nl, vectorType, op.getSource(),
              indices(srcRow, clamp(nb, nl, first, maxFirst)), std::nullopt,
              ArrayRef<bool>{true});
          if (reversed)
            v = vector::ShuffleOp::create(nb, nl, v, v, reverse);
          return vector::TransferWriteOp::create(
                     nb, nl, v, acc, indices(outRow, t), ArrayRef<bool>{true})
              .getResult();
        },
        scalarBody, vectorsAllowed);
  }

  PadOp op;
  const PadGeometry &g;
  Value padValue;
  int64_t last;
  OpFoldResult coreHi;
  /// Vector store loops are marked for streaming stores above this many
  /// output bytes.
  std::optional<int64_t> streamAbove;
  VectorType vectorType;
};

/// Static outputs smaller than this are written by one thread.
constexpr int64_t kParallelMinBytes = int64_t(1) << 20;

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

/// Writes every row of the output of `op` into `init`: a loop nest over the
/// outer axes maps each outer index to a source row (through the mode's index
/// map, or in constant mode onto the dilated grid) and writes the row once.
Value writeRows(OpBuilder &b, Location l, PadOp op, const PadGeometry &g,
                Value init, Value padValue, Value isEmpty, int64_t vectorBits,
                std::optional<int64_t> streamAbove, bool parallelRows) {
  int64_t rank = g.getRank();
  PadMode mode = op.getMode();
  IndexArith ia(b, l);
  RowWriter rows(b, l, op, g, padValue, vectorBits, streamAbove);
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
            srcRow.push_back(mode == PadMode::wrap
                                 ? mapWrapRow(nb, nl, j, g.sourceSizes[k])
                                 : maps[k]->map(nb, nl, j));
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
  // Small static outputs stay on one thread: starting a parallel region
  // costs microseconds.
  if (parallelRows) {
    int64_t bytes = getElementByteSize(op.getSourceType().getElementType());
    for (OpFoldResult size : g.outputSizes) {
      std::optional<int64_t> c = getConstantIntValue(size);
      if (!c || llvm::MulOverflow(bytes, *c, bytes)) {
        bytes = INT64_MAX;
        break;
      }
    }
    parallelRows = bytes >= kParallelMinBytes;
  }
  if (parallelRows) {
    // The outermost loop that may run more than once.
    for (scf::ForOp loop : nest.loops) {
      std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
      std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
      if (lb && ub && *ub - *lb <= 1) // Steps are 1.
        continue;
      loop->setAttr(kParallelRowsAttrName, b.getUnitAttr());
      break;
    }
  }
  return nest.loops.empty() ? nest.results.front()
                            : nest.loops.front().getResult(0);
}

/// Lowers a pad.pad to row loops (writeRows).
struct ConvertPadToVectorRows : OpRewritePattern<PadOp> {
  ConvertPadToVectorRows(MLIRContext *context, int64_t vectorBits,
                         NontemporalMode nontemporal, int64_t llcBytes,
                         bool parallelRows)
      : OpRewritePattern(context), vectorBits(vectorBits),
        nontemporal(nontemporal), llcBytes(llcBytes),
        parallelRows(parallelRows) {}

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
        writeRows(rewriter, loc, op, g, init, padValue, isEmpty, vectorBits,
                  getStreamThreshold(op, g), parallelRows);
    replacePadOp(rewriter, op, result);
    return success();
  }

private:
  /// The output size in bytes above which the store loops stream, or none
  /// when they never do.
  std::optional<int64_t> getStreamThreshold(PadOp op,
                                            const PadGeometry &g) const {
    switch (nontemporal) {
    case NontemporalMode::Never:
      return std::nullopt;
    case NontemporalMode::Always:
      return 0;
    case NontemporalMode::Auto:
      break;
    }
    int64_t llc = llcBytes > 0 ? llcBytes : getHostLastLevelCacheBytes();
    // Static outputs are decided here; dynamic ones by pad-streaming-stores
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

  int64_t vectorBits;
  NontemporalMode nontemporal;
  int64_t llcBytes;
  bool parallelRows;
};

} // namespace

void mlir::pad::populatePadToVectorPatterns(RewritePatternSet &patterns,
                                            int64_t vectorBits,
                                            NontemporalMode nontemporal,
                                            int64_t llcBytes,
                                            bool parallelRows) {
  patterns.add<ConvertPadToVectorRows>(patterns.getContext(), vectorBits,
                                       nontemporal, llcBytes, parallelRows);
}
