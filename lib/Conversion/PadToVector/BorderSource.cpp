//===- BorderSource.cpp - the source elements a border reads --------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Which source elements the borders of a row in reflect, symmetric or wrap
// mode read: within one fold of the source row, or through its periodic
// extension, run by run (docs/Semantics.md, "Any width").
//
//===----------------------------------------------------------------------===//

#include "Rows.h"

using namespace mlir;
using namespace mlir::pad;

BorderSource BorderSource::oneFold(IndexArith &ia, PadMode mode,
                                   OpFoldResult low, OpFoldResult d,
                                   BorderSide side) {
  OpFoldResult p = low;
  bool below = side == BorderSide::Below;
  switch (mode) {
  case PadMode::reflect:
    return {below ? p : ia.add(ia.add(d, d), ia.sub(p, ia.cst(2))), ia.cst(0),
            /*reversed=*/true};
  case PadMode::symmetric:
    return {below ? ia.sub(p, ia.cst(1))
                  : ia.add(ia.add(d, d), ia.sub(p, ia.cst(1))),
            ia.cst(0), /*reversed=*/true};
  case PadMode::wrap:
    return {below ? ia.sub(d, p) : ia.sub(ia.cst(0), ia.add(p, d)), ia.cst(0),
            /*reversed=*/false};
  default:
    llvm_unreachable("not a mirrored or wrapped border");
  }
}

Value BorderSource::index(IndexArith &ia, Value t) const {
  Value k = ia.value(ia.sub(t, origin));
  return ia.value(reversed ? ia.sub(base, k) : ia.add(k, base));
}

Value BorderSource::vectorStart(IndexArith &ia, Value t, int64_t w) const {
  if (!reversed)
    return index(ia, t);
  // The w elements ending at index(t), read in reverse.
  Value k = ia.value(ia.sub(t, origin));
  return ia.value(ia.sub(base, ia.add(k, ia.cst(w - 1))));
}

OpFoldResult pad::getPeriod(IndexArith &ia, PadMode mode, OpFoldResult d) {
  OpFoldResult size = ia.max(d, ia.cst(1));
  return mode == PadMode::reflect
             ? ia.max(ia.mul(ia.sub(d, ia.cst(1)), ia.cst(2)), ia.cst(1))
         : mode == PadMode::symmetric ? ia.mul(size, ia.cst(2))
                                      : size;
}

PeriodicSource::PeriodicSource(IndexArith &ia, PadMode mode, OpFoldResult low,
                               OpFoldResult d)
    : mode(mode) {
  // Divisions by max(d, 1): never by zero (an empty source is not read).
  OpFoldResult positive = ia.max(d, ia.cst(1));
  period = ia.value(getPeriod(ia, mode, d));
  size = ia.value(positive);
  this->low = ia.value(low);
  zero = ia.value(ia.cst(0));
  lastIndex = ia.value(ia.sub(d, ia.cst(1)));
}

PeriodicRun PeriodicSource::runAt(IndexArith &ia, Value t, Value end) const {
  auto v = [&](OpFoldResult x) { return ia.value(x); };
  using Pred = arith::CmpIPredicate;
  // m = (t - p) mod P, non-negative.
  Value rem = v(ia.remS(ia.sub(t, low), period));
  Value isNegative = ia.cmp(Pred::slt, rem, zero);
  Value m = v(ia.select(isNegative, ia.add(rem, period), rem));
  // Forward from s = m for L elements, or backward from s for L:
  //   reflect    m < d-1: forward, L = d-1 - m; else s = P - m, L = s
  //              (down to in[1]; d == 1: in[0], one at a time)
  //   symmetric  m < d:   forward, L = d - m;   else s = 2d-1 - m,
  //              L = s + 1 (down to in[0])
  //   wrap       forward, L = d - m
  Value s = m, runLen, backward;
  Value one = v(ia.cst(1));
  if (mode == PadMode::wrap) {
    runLen = v(ia.sub(size, m));
  } else if (mode == PadMode::reflect) {
    Value fwdEnd = v(ia.sub(size, one));
    backward = ia.cmp(Pred::sge, m, fwdEnd);
    Value back = v(ia.sub(period, m));
    s = v(ia.select(backward, back, m));
    runLen = v(ia.select(backward, back, ia.sub(fwdEnd, m)));
  } else {
    backward = ia.cmp(Pred::sge, m, size);
    Value back = v(ia.sub(ia.sub(period, one), m));
    s = v(ia.select(backward, back, m));
    OpFoldResult backLen = ia.add(back, one);
    runLen = v(ia.select(backward, backLen, ia.sub(size, m)));
  }
  // Clamped: in bounds whatever the amounts, and never stuck (L >= 1).
  s = v(ia.clamp(s, zero, lastIndex));
  runLen = v(ia.max(ia.min(runLen, ia.sub(end, t)), one));
  return {t, runLen, {s, t, /*reversed=*/false}, backward};
}
