//===- PeriodicRows.cpp - rows of borders past one fold -------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The borders of a row in reflect, symmetric or wrap mode whose amounts go
// past one fold: the periodic extension of the source row, written as runs
// that read the source forward or backward, then as vector copies within the
// row (docs/Lowering.md, "Borders past one fold").
//
//===----------------------------------------------------------------------===//

#include "Rows.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"

using namespace mlir;
using namespace mlir::pad;

Value RowWriter::periodicBorders(OpBuilder &b, Location loc, Value out,
                                 ValueRange outRow, ValueRange srcRow) {
  IndexArith ia(b, loc);
  OpFoldResult zero = ia.cst(0), n = ia.add(spans.coreHi, spans.highLen);
  if (!vectorType) {
    return periodicRuns(b, loc, out, {outRow, srcRow},
                        {spans.coreHi, spans.highLen}, {zero, spans.coreLo});
  }
  // The whole row is the periodic extension, of period P, so of period Q =
  // P * ceil(W / P) >= W too. After the core, the elements of the border
  // above from coreLo + Q on are out[t - Q], those of the border below up
  // to n - Q are out[t + Q]; the others are runs, written first, and so are
  // all of a border where its copies would be fewer than W (a copy is one
  // whole vector).
  OpFoldResult width = ia.cst(vectorType.getNumElements());
  OpFoldResult period = getPeriod(ia, op.getMode(), spans.sourceSize);
  OpFoldResult repeat = ia.mul(period, ia.ceilDivU(width, period));
  // Copies of at least W elements, else none: where `split` leaves `copyLen`
  // below W, `noCopies`.
  auto atLeastAVector = [&](OpFoldResult &split, OpFoldResult copyLen,
                            OpFoldResult noCopies) {
    if (std::optional<int64_t> c = getConstantIntValue(copyLen)) {
      if (*c < vectorType.getNumElements())
        split = noCopies;
      return;
    }
    Value enough = ia.cmp(arith::CmpIPredicate::sge, copyLen, width);
    split = ia.select(enough, split, noCopies);
  };
  // Above: runs [coreHi, highSplit), copies [highSplit, n). Below: copies
  // [0, lowSplit), runs [lowSplit, coreLo).
  OpFoldResult highSplit =
      ia.clamp(ia.add(spans.coreLo, repeat), spans.coreHi, n);
  atLeastAVector(highSplit, ia.sub(n, highSplit), n);
  OpFoldResult lowSplit = ia.clamp(ia.sub(n, repeat), zero, spans.coreLo);
  atLeastAVector(lowSplit, lowSplit, zero);
  out = periodicRuns(b, loc, out, {outRow, srcRow},
                     {spans.coreHi, ia.sub(highSplit, spans.coreHi)},
                     {lowSplit, ia.sub(spans.coreLo, lowSplit)});
  return periodicCopies(b, loc, out, outRow,
                        {{highSplit, ia.sub(n, highSplit)}, lowSplit, repeat});
}

Value RowWriter::periodicCopies(OpBuilder &b, Location loc, Value out,
                                ValueRange outRow,
                                const PeriodicCopies &copies) {
  auto [high, lowLen, repeat] = copies;
  if (isConstantIntValue(high.len, 0) && isConstantIntValue(lowLen, 0))
    return out;
  IndexArith ia(b, loc);
  OpFoldResult width = ia.cst(vectorType.getNumElements());
  // Vector k: for k < H = ceil(highLen / W), at highStart + k W (up to
  // n - W), copying from Q back; then at lowLen - W - (k - H) W (down to 0),
  // copying from Q on. Each reads only elements written before it: the
  // core, the runs and the copies before.
  OpFoldResult highCount = ia.ceilDivU(high.len, width);
  Value highs = ia.value(highCount);
  Value total = ia.value(ia.add(highCount, ia.ceilDivU(lowLen, width)));
  Value first = ia.value(high.start);
  Value highLast = ia.value(ia.sub(ia.add(high.start, high.len), width));
  Value lowLast = ia.value(ia.sub(lowLen, width));
  Value q = ia.value(repeat), w = ia.value(width);
  Value zero = ia.value(ia.cst(0));
  auto loop = scf::ForOp::create(
      b, loc, zero, total, ia.value(ia.cst(1)), ValueRange{out},
      [&](OpBuilder &nb, Location nl, Value k, ValueRange args) {
        IndexArith nia(nb, nl);
        auto v = [&](OpFoldResult x) { return nia.value(x); };
        Value isHigh = nia.cmp(arith::CmpIPredicate::ult, k, highs);
        Value at = v(nia.add(first, nia.mul(k, w)));
        Value high = v(nia.min(at, highLast));
        Value back = v(nia.mul(nia.sub(k, highs), w));
        Value low = v(nia.max(nia.sub(lowLast, back), zero));
        Value to = v(nia.select(isHigh, high, low));
        Value fromHigh = v(nia.sub(high, q));
        Value from = v(nia.select(isHigh, fromHigh, nia.add(low, q)));
        Value vec = vector::TransferReadOp::create(
            nb, nl, vectorType, args.front(), withRow(outRow, from),
            std::nullopt, ArrayRef<bool>{true});
        scf::YieldOp::create(nb, nl,
                             vector::TransferWriteOp::create(
                                 nb, nl, vec, args.front(), withRow(outRow, to),
                                 ArrayRef<bool>{true})
                                 .getResult());
      });
  disableUnrolling(loop);
  return loop.getResult(0);
}

Value RowWriter::periodicRuns(OpBuilder &b, Location loc, Value out,
                              const RowIndices &row, Span first, Span second) {
  IndexArith ia(b, loc);
  if (!second.start || isConstantIntValue(second.len, 0))
    second = {first.start, ia.cst(0)};
  if (isConstantIntValue(first.len, 0))
    std::swap(first, second);
  if (isConstantIntValue(first.len, 0))
    return out;
  return buildRunLoop(b, loc, out, row, first, second);
}

Value RowWriter::buildRunLoop(OpBuilder &b, Location loc, Value out,
                              const RowIndices &row, Span first, Span second) {
  IndexArith ia(b, loc);
  PeriodicSource periodic(ia, op.getMode(), spans.low, spans.sourceSize);
  // The position v in [0, len + len2) is t = start + v in the first range,
  // start2 + (v - len) in the second: one loop for both.
  bool twoRanges = !isConstantIntValue(second.len, 0);
  Value zero = ia.value(ia.cst(0));
  Value firstLen = ia.value(first.len);
  Value total = ia.value(ia.add(first.len, second.len));
  Value shift1 = ia.value(first.start);
  Value end1 = ia.value(ia.add(first.start, first.len));
  Value shift2, end2;
  if (twoRanges) {
    shift2 = ia.value(ia.sub(second.start, first.len));
    end2 = ia.value(ia.add(second.start, second.len));
  }
  Type indexType = b.getIndexType();
  auto loop = scf::WhileOp::create(
      b, loc, TypeRange{indexType, out.getType()}, ValueRange{zero, out},
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        IndexArith nia(nb, nl);
        Value more = nia.cmp(arith::CmpIPredicate::slt, args[0], total);
        scf::ConditionOp::create(nb, nl, more, args);
      },
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        IndexArith nia(nb, nl);
        Value v = args[0], t, end = end1;
        if (twoRanges) {
          Value inFirst = nia.cmp(arith::CmpIPredicate::slt, v, firstLen);
          t = nia.value(nia.add(v, nia.select(inFirst, shift1, shift2)));
          end = nia.value(nia.select(inFirst, end1, end2));
        } else {
          t = nia.value(nia.add(v, shift1));
        }
        PeriodicRun run = periodic.runAt(nia, t, end);
        Value acc = periodicRun(nb, nl, args[1], row, run);
        Value next = nia.value(nia.add(v, run.len));
        scf::YieldOp::create(nb, nl, ValueRange{next, acc});
      });
  return loop.getResult(1);
}

Value RowWriter::periodicRun(OpBuilder &b, Location loc, Value out,
                             const RowIndices &row, const PeriodicRun &run) {
  auto direction = [&](OpBuilder &db, Location dl, bool reversed) -> Value {
    BorderSource source = run.source;
    source.reversed = reversed;
    return copyBorder(db, dl, out, row,
                      {{run.at, run.len}, source, /*inRun=*/true});
  };
  if (!run.backward)
    return direction(b, loc, false);
  return buildIfElse(
      b, loc, run.backward,
      [&](OpBuilder &tb, Location tl) { return direction(tb, tl, true); },
      [&](OpBuilder &eb, Location el) { return direction(eb, el, false); });
}
