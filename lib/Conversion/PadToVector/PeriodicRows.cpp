//===- PeriodicRows.cpp - rows of borders past one fold
//---------------------===//
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
    return periodicRuns(b, loc, out, outRow, srcRow, spans.coreHi,
                        spans.highLen, zero, spans.coreLo);
  }
  // The whole row is the periodic extension, of period P, so of period Q =
  // P * ceil(W / P) >= W too. After the core, the elements of the border
  // above from coreLo + Q on are out[t - Q], those of the border below up
  // to n - Q are out[t + Q]; the others are runs, written first, and so are
  // all of a border where its copies would be fewer than W (a copy is one
  // whole vector).
  int64_t width = vectorType.getNumElements();
  OpFoldResult period = buildPeriod(ia), repeat;
  if (std::optional<int64_t> p = getConstantIntValue(period))
    repeat = ia.cst(*p * llvm::divideCeil(width, *p));
  else
    repeat =
        ia.mul(period, arith::CeilDivUIOp::create(
                           b, loc, ia.value(ia.cst(width)), ia.value(period))
                           .getResult());
  // Copies of at least W elements, else none: where `split` leaves `copyLen`
  // below W, `noCopies`.
  auto atLeastAVector = [&](OpFoldResult &split, OpFoldResult copyLen,
                            OpFoldResult noCopies) {
    if (std::optional<int64_t> c = getConstantIntValue(copyLen)) {
      if (*c < width)
        split = noCopies;
      return;
    }
    Value enough = ia.cmp(arith::CmpIPredicate::sge, copyLen, ia.cst(width));
    split = arith::SelectOp::create(b, loc, enough, ia.value(split),
                                    ia.value(noCopies))
                .getResult();
  };
  // Above: runs [coreHi, highSplit), copies [highSplit, n). Below: copies
  // [0, lowSplit), runs [lowSplit, coreLo).
  OpFoldResult highSplit =
      ia.clamp(ia.add(spans.coreLo, repeat), spans.coreHi, n);
  atLeastAVector(highSplit, ia.sub(n, highSplit), n);
  OpFoldResult lowSplit = ia.clamp(ia.sub(n, repeat), zero, spans.coreLo);
  atLeastAVector(lowSplit, lowSplit, zero);
  out = periodicRuns(b, loc, out, outRow, srcRow, spans.coreHi,
                     ia.sub(highSplit, spans.coreHi), lowSplit,
                     ia.sub(spans.coreLo, lowSplit));
  return periodicCopies(b, loc, out, outRow, highSplit, ia.sub(n, highSplit),
                        lowSplit, repeat);
}

Value RowWriter::periodicCopies(OpBuilder &b, Location loc, Value out,
                                ValueRange outRow, OpFoldResult highStart,
                                OpFoldResult highLen, OpFoldResult lowLen,
                                OpFoldResult repeat) {
  if (isConstantIntValue(highLen, 0) && isConstantIntValue(lowLen, 0))
    return out;
  IndexArith ia(b, loc);
  int64_t width = vectorType.getNumElements();
  // Vector k: for k < H = ceil(highLen / W), at highStart + k W (up to
  // n - W), copying from Q back; then at lowLen - W - (k - H) W (down to 0),
  // copying from Q on. Each reads only elements written before it: the
  // core, the runs and the copies before.
  auto count = [&](OpFoldResult len) -> OpFoldResult {
    if (std::optional<int64_t> c = getConstantIntValue(len))
      return ia.cst(llvm::divideCeil(*c, width));
    return arith::CeilDivUIOp::create(b, loc, ia.value(len),
                                      ia.value(ia.cst(width)))
        .getResult();
  };
  OpFoldResult highCount = count(highLen);
  Value highs = ia.value(highCount);
  Value total = ia.value(ia.add(highCount, count(lowLen)));
  Value first = ia.value(highStart);
  Value highLast = ia.value(ia.sub(ia.add(highStart, highLen), ia.cst(width)));
  Value lowLast = ia.value(ia.sub(lowLen, ia.cst(width)));
  Value q = ia.value(repeat), w = ia.value(ia.cst(width));
  Value zero = ia.value(ia.cst(0));
  auto loop = scf::ForOp::create(
      b, loc, zero, total, ia.value(ia.cst(1)), ValueRange{out},
      [&](OpBuilder &nb, Location nl, Value k, ValueRange args) {
        Value isHigh =
            arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::ult, k, highs);
        Value high = arith::MinSIOp::create(
            nb, nl,
            arith::AddIOp::create(nb, nl, first,
                                  arith::MulIOp::create(nb, nl, k, w)),
            highLast);
        Value low = arith::MaxSIOp::create(
            nb, nl,
            arith::SubIOp::create(
                nb, nl, lowLast,
                arith::MulIOp::create(
                    nb, nl, arith::SubIOp::create(nb, nl, k, highs), w)),
            zero);
        Value at = arith::SelectOp::create(nb, nl, isHigh, high, low);
        Value from = arith::SelectOp::create(
            nb, nl, isHigh, arith::SubIOp::create(nb, nl, high, q),
            arith::AddIOp::create(nb, nl, low, q));
        Value v = vector::TransferReadOp::create(
            nb, nl, vectorType, args.front(), withRow(outRow, from),
            std::nullopt, ArrayRef<bool>{true});
        scf::YieldOp::create(nb, nl,
                             vector::TransferWriteOp::create(
                                 nb, nl, v, args.front(), withRow(outRow, at),
                                 ArrayRef<bool>{true})
                                 .getResult());
      });
  disableUnrolling(loop);
  return loop.getResult(0);
}

OpFoldResult RowWriter::buildPeriod(IndexArith &ia) const {
  PadMode mode = op.getMode();
  OpFoldResult d = spans.sourceSize;
  OpFoldResult size = ia.max(d, ia.cst(1));
  return mode == PadMode::reflect
             ? ia.max(ia.mul(ia.sub(d, ia.cst(1)), ia.cst(2)), ia.cst(1))
         : mode == PadMode::symmetric ? ia.mul(size, ia.cst(2))
                                      : size;
}

Value RowWriter::periodicRuns(OpBuilder &b, Location loc, Value out,
                              ValueRange outRow, ValueRange srcRow,
                              OpFoldResult start, OpFoldResult len,
                              OpFoldResult start2, OpFoldResult len2) {
  IndexArith ia(b, loc);
  if (!start2 || isConstantIntValue(len2, 0)) {
    start2 = start;
    len2 = ia.cst(0);
  }
  if (isConstantIntValue(len, 0)) {
    std::swap(start, start2);
    std::swap(len, len2);
  }
  if (isConstantIntValue(len, 0))
    return out;
  PadMode mode = op.getMode();
  OpFoldResult d = spans.sourceSize;
  // Divisions by max(d, 1): never by zero (an empty source is not read).
  OpFoldResult size = ia.max(d, ia.cst(1));
  Value period = ia.value(buildPeriod(ia)), dv = ia.value(size);
  Value p = ia.value(spans.low);
  Value zeroV = ia.value(ia.cst(0)), lastIndex = ia.value(ia.sub(d, ia.cst(1)));
  // The position v in [0, len + len2) is t = start + v in the first range,
  // start2 + (v - len) in the second: one loop for both.
  bool twoRanges = !isConstantIntValue(len2, 0);
  Value firstLen = ia.value(len), total = ia.value(ia.add(len, len2));
  Value shift1 = ia.value(start), end1 = ia.value(ia.add(start, len));
  Value shift2, end2;
  if (twoRanges) {
    shift2 = ia.value(ia.sub(start2, len));
    end2 = ia.value(ia.add(start2, len2));
  }
  Type indexType = b.getIndexType();
  auto loop = scf::WhileOp::create(
      b, loc, TypeRange{indexType, out.getType()}, ValueRange{zeroV, out},
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        Value more = arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::slt,
                                           args[0], total);
        scf::ConditionOp::create(nb, nl, more, args);
      },
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        auto sub = [&](Value x, Value y) -> Value {
          return arith::SubIOp::create(nb, nl, x, y);
        };
        auto cmp = [&](arith::CmpIPredicate pred, Value x, Value y) -> Value {
          return arith::CmpIOp::create(nb, nl, pred, x, y);
        };
        auto select = [&](Value c, Value x, Value y) -> Value {
          return arith::SelectOp::create(nb, nl, c, x, y);
        };
        // The run at t: m = (t - p) mod P, non-negative.
        Value v = args[0], t, end = end1;
        if (twoRanges) {
          Value inFirst = cmp(arith::CmpIPredicate::slt, v, firstLen);
          t = arith::AddIOp::create(nb, nl, v, select(inFirst, shift1, shift2));
          end = select(inFirst, end1, end2);
        } else {
          t = arith::AddIOp::create(nb, nl, v, shift1);
        }
        Value rem = arith::RemSIOp::create(nb, nl, sub(t, p), period);
        Value m = select(cmp(arith::CmpIPredicate::slt, rem, zeroV),
                         arith::AddIOp::create(nb, nl, rem, period), rem);
        // Forward from s = m for L elements, or backward from s for L:
        //   reflect    m < d-1: forward, L = d-1 - m; else s = P - m, L = s
        //              (down to in[1]; d == 1: in[0], one at a time)
        //   symmetric  m < d:   forward, L = d - m;   else s = 2d-1 - m,
        //              L = s + 1 (down to in[0])
        //   wrap       forward, L = d - m
        Value s = m, runLen, backward;
        IndexArith nia(nb, nl);
        Value one = nia.value(nia.cst(1));
        if (mode == PadMode::wrap) {
          runLen = sub(dv, m);
          backward = nia.value(nb.getBoolAttr(false));
        } else if (mode == PadMode::reflect) {
          Value fwdEnd = sub(dv, one);
          backward = cmp(arith::CmpIPredicate::sge, m, fwdEnd);
          Value back = sub(period, m);
          s = select(backward, back, m);
          runLen = select(backward, back, sub(fwdEnd, m));
        } else {
          backward = cmp(arith::CmpIPredicate::sge, m, dv);
          Value back = sub(sub(period, one), m);
          s = select(backward, back, m);
          runLen = select(backward, arith::AddIOp::create(nb, nl, back, one),
                          sub(dv, m));
        }
        // Clamped: in bounds whatever the amounts, and never stuck (L >= 1).
        s = arith::MinSIOp::create(
            nb, nl, arith::MaxSIOp::create(nb, nl, s, zeroV), lastIndex);
        runLen = arith::MaxSIOp::create(
            nb, nl, arith::MinSIOp::create(nb, nl, runLen, sub(end, t)), one);
        Value acc = periodicRun(nb, nl, args[1], outRow, srcRow, t, runLen, s,
                                backward);
        scf::YieldOp::create(
            nb, nl, ValueRange{arith::AddIOp::create(nb, nl, v, runLen), acc});
      });
  return loop.getResult(1);
}

Value RowWriter::periodicRun(OpBuilder &b, Location loc, Value out,
                             ValueRange outRow, ValueRange srcRow, Value t,
                             Value len, Value s, Value backward) {
  IndexArith ia(b, loc);
  OpFoldResult d = spans.sourceSize;
  Value zero = ia.value(ia.cst(0));
  Value lastIndex = ia.value(ia.sub(d, ia.cst(1)));
  auto clamp = [&](OpBuilder &nb, Location nl, Value x, Value hi) -> Value {
    return arith::MinSIOp::create(nb, nl,
                                  arith::MaxSIOp::create(nb, nl, x, zero), hi);
  };
  auto direction = [&](OpBuilder &db, Location dl, bool reversed) -> Value {
    auto srcIndex = [&](OpBuilder &nb, Location nl, Value u) -> Value {
      Value k = arith::SubIOp::create(nb, nl, u, t);
      return reversed ? arith::SubIOp::create(nb, nl, s, k).getResult()
                      : arith::AddIOp::create(nb, nl, s, k).getResult();
    };
    auto scalarBody = [&](OpBuilder &nb, Location nl, Value u,
                          Value acc) -> Value {
      Value v = readSource(nb, nl, srcRow,
                           clamp(nb, nl, srcIndex(nb, nl, u), lastIndex));
      return tensor::InsertOp::create(nb, nl, v, acc, withRow(outRow, u));
    };
    std::optional<int64_t> staticD = getConstantIntValue(d);
    if (!vectorType || (staticD && *staticD < vectorType.getNumElements()))
      return buildScalarSpan(db, dl, out, {t, len}, scalarBody);
    return spanLoops(
        db, dl, out, {t, len},
        {[&](OpBuilder &nb, Location nl, Value u, Value acc,
             int64_t w) -> Value {
           IndexArith nia(nb, nl);
           // Forward: src[s + k, s + k + w); backward: the w
           // elements ending at s - k, reversed.
           Value first = srcIndex(nb, nl, u);
           if (reversed)
             first = arith::SubIOp::create(nb, nl, first,
                                           nia.value(nia.cst(w - 1)));
           Value hi = nia.value(nia.sub(d, nia.cst(w)));
           return copySourceVector(nb, nl, acc, {outRow, srcRow},
                                   {clamp(nb, nl, first, hi), w, reversed}, u);
         },
         scalarBody},
        {Value(), 0, /*streamable=*/false});
  };
  if (op.getMode() == PadMode::wrap)
    return direction(b, loc, false);
  return buildIfElse(
      b, loc, backward,
      [&](OpBuilder &tb, Location tl) { return direction(tb, tl, true); },
      [&](OpBuilder &eb, Location el) { return direction(eb, el, false); });
}
