//===- IndexArith.cpp - folding index arithmetic on OpFoldResults ---------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Utils/IndexArith.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::pad;

namespace {
/// Wrapping two's complement arithmetic, as `arith` ops without overflow flags.
int64_t wrapAdd(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) +
                              static_cast<uint64_t>(b));
}
int64_t wrapSub(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) -
                              static_cast<uint64_t>(b));
}
int64_t wrapMul(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) *
                              static_cast<uint64_t>(b));
}

template <typename OpTy>
OpFoldResult fold(OpBuilder &b, Location loc, OpFoldResult lhs,
                  OpFoldResult rhs, int64_t (*eval)(int64_t, int64_t)) {
  std::optional<int64_t> l = getConstantIntValue(lhs);
  std::optional<int64_t> r = getConstantIntValue(rhs);
  if (l && r)
    return b.getIndexAttr(eval(*l, *r));
  Value lv = getValueOrCreateConstantIndexOp(b, loc, lhs);
  Value rv = getValueOrCreateConstantIndexOp(b, loc, rhs);
  return OpTy::create(b, loc, lv, rv).getResult();
}
} // namespace

OpFoldResult IndexArith::cst(int64_t v) { return b.getIndexAttr(v); }

OpFoldResult IndexArith::add(OpFoldResult lhs, OpFoldResult rhs) {
  if (isConstantIntValue(rhs, 0))
    return lhs;
  if (isConstantIntValue(lhs, 0))
    return rhs;
  return fold<arith::AddIOp>(b, loc, lhs, rhs, wrapAdd);
}

OpFoldResult IndexArith::sub(OpFoldResult lhs, OpFoldResult rhs) {
  if (isConstantIntValue(rhs, 0))
    return lhs;
  return fold<arith::SubIOp>(b, loc, lhs, rhs, wrapSub);
}

OpFoldResult IndexArith::mul(OpFoldResult lhs, OpFoldResult rhs) {
  if (isConstantIntValue(rhs, 1))
    return lhs;
  if (isConstantIntValue(lhs, 1))
    return rhs;
  return fold<arith::MulIOp>(b, loc, lhs, rhs, wrapMul);
}

OpFoldResult IndexArith::max(OpFoldResult lhs, OpFoldResult rhs) {
  if (lhs == rhs)
    return lhs;
  return fold<arith::MaxSIOp>(
      b, loc, lhs, rhs, [](int64_t x, int64_t y) { return std::max(x, y); });
}

OpFoldResult IndexArith::min(OpFoldResult lhs, OpFoldResult rhs) {
  if (lhs == rhs)
    return lhs;
  return fold<arith::MinSIOp>(
      b, loc, lhs, rhs, [](int64_t x, int64_t y) { return std::min(x, y); });
}

OpFoldResult IndexArith::clamp(OpFoldResult x, OpFoldResult lo,
                               OpFoldResult hi) {
  return min(max(x, lo), hi);
}

Value IndexArith::value(OpFoldResult ofr) {
  return getValueOrCreateConstantIndexOp(b, loc, ofr);
}

OpFoldResult mlir::pad::getDilatedSize(IndexArith &ia, OpFoldResult d,
                                       int64_t r) {
  if (r == 0)
    return d;
  // r + 1 wraps for r == INT64_MAX, which the verifier rejects (C11).
  int64_t stride = wrapAdd(r, 1);
  return ia.max(ia.cst(0), ia.sub(ia.mul(d, ia.cst(stride)), ia.cst(r)));
}

OpFoldResult mlir::pad::getPaddedSize(IndexArith &ia, OpFoldResult d,
                                      OpFoldResult p, OpFoldResult q,
                                      int64_t r) {
  OpFoldResult dilated = getDilatedSize(ia, d, r);
  return ia.max(ia.cst(0), ia.add(ia.add(p, dilated), q));
}
