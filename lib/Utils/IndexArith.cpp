//===- IndexArith.cpp - folding index arithmetic on OpFoldResults ---------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Utils/IndexArith.h"

#include "mlir/Interfaces/DataLayoutInterfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <limits>

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

/// Whether `eval` is defined on two constants (not a division by zero).
using Defined = bool (*)(int64_t, int64_t);
bool always(int64_t, int64_t) { return true; }
/// Unsigned operations fold on operands whose value does not depend on the
/// width of `index`.
bool unsignedDefined(int64_t l, int64_t r) { return l >= 0 && r > 0; }

template <typename OpTy>
OpFoldResult fold(OpBuilder &b, Location loc, OpFoldResult lhs,
                  OpFoldResult rhs, int64_t (*eval)(int64_t, int64_t),
                  Defined defined = always) {
  std::optional<int64_t> l = getConstantIntValue(lhs);
  std::optional<int64_t> r = getConstantIntValue(rhs);
  if (l && r && defined(*l, *r))
    return b.getIndexAttr(eval(*l, *r));
  Value lv = getValueOrCreateConstantIndexOp(b, loc, lhs);
  Value rv = getValueOrCreateConstantIndexOp(b, loc, rhs);
  return OpTy::create(b, loc, lv, rv).getResult();
}
} // namespace

OpFoldResult IndexArith::cst(int64_t v) { return b.getIndexAttr(v); }

std::optional<int64_t> mlir::pad::getConstantDistance(OpFoldResult lo,
                                                      OpFoldResult hi) {
  std::optional<int64_t> l = getConstantIntValue(lo);
  std::optional<int64_t> h = getConstantIntValue(hi);
  int64_t distance;
  if (!l || !h || llvm::SubOverflow(*h, *l, distance))
    return std::nullopt;
  return distance;
}

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
  if (lhs == rhs)
    return cst(0);
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

OpFoldResult IndexArith::divU(OpFoldResult lhs, OpFoldResult rhs) {
  return fold<arith::DivUIOp>(
      b, loc, lhs, rhs, [](int64_t x, int64_t y) { return x / y; },
      unsignedDefined);
}

OpFoldResult IndexArith::remU(OpFoldResult lhs, OpFoldResult rhs) {
  return fold<arith::RemUIOp>(
      b, loc, lhs, rhs, [](int64_t x, int64_t y) { return x % y; },
      unsignedDefined);
}

OpFoldResult IndexArith::ceilDivU(OpFoldResult lhs, OpFoldResult rhs) {
  return fold<arith::CeilDivUIOp>(
      b, loc, lhs, rhs,
      [](int64_t x, int64_t y) { return x / y + (x % y != 0); },
      unsignedDefined);
}

/// Whether a signed division of two constants is defined.
static bool signedDefined(int64_t x, int64_t y) {
  return y != 0 && !(y == -1 && x == std::numeric_limits<int64_t>::min());
}

OpFoldResult IndexArith::divS(OpFoldResult lhs, OpFoldResult rhs) {
  if (isConstantIntValue(rhs, 1))
    return lhs;
  return fold<arith::DivSIOp>(
      b, loc, lhs, rhs, [](int64_t x, int64_t y) { return x / y; },
      signedDefined);
}

OpFoldResult IndexArith::remS(OpFoldResult lhs, OpFoldResult rhs) {
  return fold<arith::RemSIOp>(
      b, loc, lhs, rhs, [](int64_t x, int64_t y) { return x % y; },
      signedDefined);
}

OpFoldResult IndexArith::bitAnd(OpFoldResult lhs, OpFoldResult rhs) {
  return fold<arith::AndIOp>(b, loc, lhs, rhs,
                             [](int64_t x, int64_t y) { return x & y; });
}

OpFoldResult IndexArith::select(Value cond, OpFoldResult lhs,
                                OpFoldResult rhs) {
  if (lhs == rhs)
    return lhs;
  if (std::optional<int64_t> c = getConstantIntValue(cond))
    return *c ? lhs : rhs;
  Value l = value(lhs);
  return arith::SelectOp::create(b, loc, cond, l, value(rhs)).getResult();
}

Value IndexArith::cmp(arith::CmpIPredicate pred, OpFoldResult lhs,
                      OpFoldResult rhs) {
  Value l = value(lhs);
  return arith::CmpIOp::create(b, loc, pred, l, value(rhs));
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

OpFoldResult mlir::pad::getUnpaddedSize(IndexArith &ia, OpFoldResult n,
                                        OpFoldResult p, OpFoldResult q,
                                        int64_t r) {
  OpFoldResult dilated = ia.max(ia.cst(0), ia.sub(ia.sub(n, p), q));
  if (r == 0)
    return dilated;
  // ceil(D / (r + 1)) of a non-negative D; r + 1 does not wrap (C11).
  int64_t stride = wrapAdd(r, 1);
  OpFoldResult sum = ia.add(dilated, ia.cst(r));
  if (std::optional<int64_t> c = getConstantIntValue(sum))
    return ia.cst(static_cast<int64_t>(static_cast<uint64_t>(*c) /
                                       static_cast<uint64_t>(stride)));
  return ia.divU(sum, ia.cst(stride));
}

std::pair<OpFoldResult, OpFoldResult>
mlir::pad::getShiftedAmounts(IndexArith &ia, OpFoldResult p, OpFoldResult q,
                             OpFoldResult n, OpFoldResult o, OpFoldResult s) {
  OpFoldResult low = ia.sub(p, o);
  OpFoldResult high = ia.sub(q, ia.sub(ia.sub(n, o), s));
  return {low, high};
}

int64_t mlir::pad::getElementByteSize(Type type) {
  if (auto complexType = dyn_cast<ComplexType>(type))
    return 2 * getElementByteSize(complexType.getElementType());
  if (type.isIndex())
    return 8;
  if (type.isIntOrFloat())
    return llvm::divideCeil(type.getIntOrFloatBitWidth(), 8);
  return 1;
}

Value mlir::pad::buildByteSizeOverflows(IndexArith &ia,
                                        ArrayRef<OpFoldResult> sizes,
                                        int64_t elementBytes,
                                        unsigned indexBitwidth) {
  const int64_t kMax = indexBitwidth >= 64
                           ? std::numeric_limits<int64_t>::max()
                           : (int64_t(1) << (indexBitwidth - 1)) - 1;
  // The static sizes first: their product, saturated at kMax.
  int64_t product = elementBytes;
  bool overflows = false;
  SmallVector<Value> dynamicSizes;
  for (OpFoldResult size : sizes) {
    std::optional<int64_t> c = getConstantIntValue(size);
    if (!c) {
      dynamicSizes.push_back(ia.value(size));
      continue;
    }
    if (*c == 0)
      return nullptr;
    std::optional<int64_t> next = llvm::checkedMul(product, *c);
    overflows |= !next;
    product = next ? *next : kMax;
  }
  // No size to check, or a single one (>= 0, so <= kMax) of single bytes.
  if (dynamicSizes.empty() ||
      (dynamicSizes.size() == 1 && product == 1 && !overflows))
    return nullptr;

  OpBuilder &b = ia.getBuilder();
  Location loc = ia.getLoc();
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  auto cmp = [&](arith::CmpIPredicate pred, Value lhs, Value rhs) -> Value {
    return arith::CmpIOp::create(b, loc, pred, lhs, rhs);
  };
  using Pred = arith::CmpIPredicate;

  // The static sizes alone overflow: any non-empty buffer does.
  if (overflows) {
    Value allNonZero;
    for (Value n : dynamicSizes) {
      Value nonZero = cmp(Pred::ne, n, cst(0));
      allNonZero = allNonZero
                       ? arith::AndIOp::create(b, loc, allNonZero, nonZero)
                       : nonZero;
    }
    return allNonZero;
  }
  // One dynamic size n: product * n > kMax iff n > kMax / product.
  if (dynamicSizes.size() == 1)
    return cmp(Pred::ugt, dynamicSizes.front(), cst(kMax / product));

  // Several: the running product, saturated at kMax, and whether some size
  // is 0 (the buffer is then empty, whatever the others are).
  Value acc = cst(product), tooBig, anyZero;
  for (auto [i, n] : llvm::enumerate(dynamicSizes)) {
    Value isZero = cmp(Pred::eq, n, cst(0));
    Value factor = arith::SelectOp::create(b, loc, isZero, cst(1), n);
    Value over =
        cmp(Pred::ugt, factor, arith::DivUIOp::create(b, loc, cst(kMax), acc));
    tooBig = tooBig ? arith::OrIOp::create(b, loc, tooBig, over) : over;
    anyZero = anyZero ? arith::OrIOp::create(b, loc, anyZero, isZero) : isZero;
    if (i + 1 < dynamicSizes.size())
      acc = arith::SelectOp::create(b, loc, over, cst(kMax),
                                    arith::MulIOp::create(b, loc, acc, factor));
  }
  Value notEmpty = arith::XOrIOp::create(
      b, loc, anyZero, arith::ConstantIntOp::create(b, loc, 1, 1));
  return arith::AndIOp::create(b, loc, tooBig, notEmpty);
}

unsigned mlir::pad::getIndexBitwidth(Operation *op) {
  return DataLayout::closest(op).getTypeSizeInBits(
      IndexType::get(op->getContext()));
}

std::optional<int64_t> mlir::pad::getStaticBytes(ArrayRef<OpFoldResult> sizes,
                                                 int64_t elementBytes) {
  int64_t bytes = elementBytes;
  for (OpFoldResult size : sizes) {
    std::optional<int64_t> c = getConstantIntValue(size);
    if (!c)
      return std::nullopt;
    if (llvm::MulOverflow(bytes, *c, bytes))
      return std::numeric_limits<int64_t>::max();
  }
  return bytes;
}
