//===- PadGeometry.cpp - regions and index maps of a pad.pad --------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadCommon/PadGeometry.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::pad;

PadGeometry mlir::pad::computePadGeometry(IndexArith &ia, PadOp op) {
  return computePadGeometry(
      ia, op,
      tensor::getMixedSizes(ia.getBuilder(), ia.getLoc(), op.getSource()));
}

PadGeometry mlir::pad::computePadGeometry(IndexArith &ia, PadOp op,
                                          ArrayRef<OpFoldResult> sourceSizes) {
  OpBuilder &b = ia.getBuilder();
  Location loc = ia.getLoc();
  RankedTensorType resultType = op.getResultType();
  PadGeometry g;
  g.sourceSizes.assign(sourceSizes.begin(), sourceSizes.end());
  g.low = op.getMixedLow();
  g.interior = op.getInteriorOrZeros();
  g.high = op.getMixedHigh();
  SmallVector<OpFoldResult> outputSizes;
  for (int64_t k = 0, rank = g.getRank(); k < rank; ++k)
    outputSizes.push_back(
        resultType.isDynamicDim(k)
            ? getPaddedSize(ia, g.sourceSizes[k], g.low[k], g.high[k],
                            g.interior[k])
            : OpFoldResult(b.getIndexAttr(resultType.getDimSize(k))));
  // Amounts within C11 can still give an output of more than INT64_MAX bytes,
  // whose allocation size would wrap around to a small buffer that the writes
  // overrun. Such an output gets no elements (the run-time check of C11 stops
  // the program first when enabled).
  if (Value overflows = buildByteSizeOverflows(
          ia, outputSizes, getElementByteSize(resultType.getElementType()),
          getIndexBitwidth(op))) {
    Value zero = ia.value(ia.cst(0));
    for (int64_t k = 0, rank = g.getRank(); k < rank; ++k)
      if (resultType.isDynamicDim(k))
        outputSizes[k] = arith::SelectOp::create(b, loc, overflows, zero,
                                                 ia.value(outputSizes[k]))
                             .getResult();
  }
  for (int64_t k = 0, rank = g.getRank(); k < rank; ++k) {
    OpFoldResult d = g.sourceSizes[k], p = g.low[k];
    OpFoldResult n = outputSizes[k];
    OpFoldResult dilated = getDilatedSize(ia, d, g.interior[k]);
    OpFoldResult coreLo, srcOffset, coreSize;
    if (isConstantIntValue(n, 0) || isConstantIntValue(dilated, 0)) {
      // A statically empty output or source axis: no core. Decided here so
      // that no slice of a static empty dim gets an offset (the verifier of
      // tensor.extract_slice rejects any offset on a static size-0 dim).
      coreLo = isConstantIntValue(n, 0) ? ia.cst(0) : ia.clamp(p, ia.cst(0), n);
      srcOffset = ia.cst(0);
      coreSize = ia.cst(0);
    } else {
      // Folded where the amounts say it: no low border for p <= 0 (n >= 0:
      // a static size, or max(0, ...) or 0 when computed), and an unpadded
      // axis of computed size is all core (n = d, or 0). Fewer row loops
      // and branches for one-shot bufferization, whose time grows with
      // their product (docs/Lowering.md, "Short rows").
      std::optional<int64_t> staticLow = getConstantIntValue(p);
      coreLo =
          staticLow && *staticLow <= 0 ? ia.cst(0) : ia.clamp(p, ia.cst(0), n);
      srcOffset = ia.max(ia.sub(coreLo, p), ia.cst(0));
      bool unpadded = staticLow == 0 && isConstantIntValue(g.high[k], 0) &&
                      g.interior[k] == 0 && resultType.isDynamicDim(k);
      coreSize = unpadded
                     ? n
                     : ia.max(ia.cst(0), ia.min(ia.sub(n, coreLo),
                                                ia.sub(dilated, srcOffset)));
      // A core that starts statically at the end of its axis is empty; say so
      // statically, for the same reason.
      auto atEnd = [](OpFoldResult offset, OpFoldResult size) {
        std::optional<int64_t> o = getConstantIntValue(offset);
        std::optional<int64_t> s = getConstantIntValue(size);
        return o && s && *o >= *s;
      };
      if (atEnd(coreLo, n) || atEnd(srcOffset, dilated))
        coreSize = ia.cst(0);
    }
    g.outputSizes.push_back(n);
    g.coreLo.push_back(coreLo);
    g.srcOffset.push_back(srcOffset);
    g.coreSize.push_back(coreSize);
  }
  return g;
}

Value mlir::pad::getPadValue(OpBuilder &b, Location loc, PadOp op) {
  if (Value value = op.getValue())
    return value;
  Type type = op.getSourceType().getElementType();
  if (auto complexType = dyn_cast<ComplexType>(type)) {
    Attribute zero = b.getZeroAttr(complexType.getElementType());
    return complex::ConstantOp::create(b, loc, complexType,
                                       b.getArrayAttr({zero, zero}));
  }
  if (auto intType = dyn_cast<IntegerType>(type);
      intType && !intType.isSignless()) {
    // arith.constant takes signless integers only; a 0-d dense constant of a
    // signed or unsigned type is fine.
    auto tensorType = RankedTensorType::get({}, type);
    Value zero = arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(tensorType, b.getZeroAttr(type)));
    return tensor::ExtractOp::create(b, loc, zero, ValueRange{});
  }
  return arith::ConstantOp::create(b, loc,
                                   cast<TypedAttr>(b.getZeroAttr(type)));
}

BorderFold mlir::pad::getBorderFold(IndexArith &ia, PadMode mode,
                                    OpFoldResult d) {
  OpFoldResult last = ia.sub(d, ia.cst(1));
  switch (mode) {
  case PadMode::edge:
    return {ia.cst(0), last};
  case PadMode::reflect:
    return {ia.cst(0), ia.add(last, last)};
  case PadMode::symmetric:
    return {ia.cst(-1), ia.add(last, d)};
  case PadMode::wrap:
    return {d, ia.sub(ia.cst(0), d)};
  case PadMode::constant:
    break;
  }
  llvm_unreachable("constant mode reads no border");
}

OpFoldResult mlir::pad::getOneFoldLimit(IndexArith &ia, PadMode mode,
                                        OpFoldResult d) {
  return mode == PadMode::reflect ? ia.sub(d, ia.cst(1)) : d;
}

bool mlir::pad::isWithinOneFold(PadMode mode, OpFoldResult d, OpFoldResult low,
                                OpFoldResult high) {
  if (mode == PadMode::constant || mode == PadMode::edge)
    return true;
  std::optional<int64_t> size = getConstantIntValue(d);
  for (OpFoldResult amount : {low, high}) {
    std::optional<int64_t> a = getConstantIntValue(amount);
    if (!a)
      return false;
    if (*a <= 0)
      continue;
    if (!size || *a > (mode == PadMode::reflect ? *size - 1 : *size))
      return false;
  }
  return true;
}

bool mlir::pad::isWithinOneFold(const PadGeometry &g, PadMode mode, int64_t k) {
  return isWithinOneFold(mode, g.sourceSizes[k], g.low[k], g.high[k]);
}

OpFoldResult mlir::pad::buildWithinOneFold(IndexArith &ia, PadMode mode,
                                           OpFoldResult d, OpFoldResult low,
                                           OpFoldResult high) {
  if (isWithinOneFold(mode, d, low, high))
    return ia.getBuilder().getBoolAttr(true);
  OpFoldResult limit = getOneFoldLimit(ia, mode, d);
  // An amount <= 0 reads no border, whatever the size; the limit of a
  // static non-empty axis is >= 0 and covers it.
  std::optional<int64_t> staticD = getConstantIntValue(d);
  auto fits = [&](OpFoldResult amount) -> Value {
    OpBuilder &b = ia.getBuilder();
    Location loc = ia.getLoc();
    Value a = ia.value(amount);
    Value withinLimit = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle,
                                              a, ia.value(limit));
    if (staticD && *staticD > 0)
      return withinLimit;
    Value zero = ia.value(ia.cst(0));
    return arith::OrIOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, a, zero),
        withinLimit);
  };
  return arith::AndIOp::create(ia.getBuilder(), ia.getLoc(), fits(low),
                               fits(high))
      .getResult();
}

BorderIndexMap::BorderIndexMap(OpBuilder &b, Location loc, PadMode mode,
                               OpFoldResult d, bool periodic)
    : mode(mode) {
  assert(mode != PadMode::constant && "constant mode reads no border");
  IndexArith ia(b, loc);
  // The map may be evaluated (its result unused) where the source is empty:
  // divide by max(d, 1), never by zero. For d >= 1 it is d.
  size = ia.value(ia.max(d, ia.cst(1)));
  zero = ia.value(ia.cst(0));
  last = ia.value(ia.sub(d, ia.cst(1)));
  if (periodic && (mode == PadMode::reflect || mode == PadMode::symmetric)) {
    // reflect: P = 2(d - 1), 1 for d == 1 (every j maps to 0), never 0.
    OpFoldResult p =
        mode == PadMode::reflect
            ? ia.max(ia.mul(ia.sub(d, ia.cst(1)), ia.cst(2)), ia.cst(1))
            : ia.mul(ia.max(d, ia.cst(1)), ia.cst(2));
    period = ia.value(p);
    periodMirror =
        ia.value(mode == PadMode::reflect ? p : ia.sub(p, ia.cst(1)));
  } else if (periodic && mode == PadMode::wrap) {
    period = size;
  } else if (mode == PadMode::reflect || mode == PadMode::symmetric) {
    BorderFold fold = getBorderFold(ia, mode, d);
    lowMirror = ia.value(fold.below);
    highMirror = ia.value(fold.above);
  }
}

BorderIndexMap::BorderIndexMap(OpBuilder &b, Location loc, PadMode mode,
                               const PadGeometry &g, int64_t k)
    : BorderIndexMap(b, loc, mode, g.sourceSizes[k],
                     !isWithinOneFold(g, mode, k)) {}

Value BorderIndexMap::mapPeriodic(OpBuilder &b, Location loc, Value j) const {
  // m = j mod P, non-negative: the remainder has the sign of j; P >= 1, so
  // this never divides by zero or overflows.
  Value rem = arith::RemSIOp::create(b, loc, j, period);
  Value isNegative =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, rem, zero);
  Value m = arith::SelectOp::create(
      b, loc, isNegative, arith::AddIOp::create(b, loc, rem, period), rem);
  if (mode == PadMode::wrap)
    return clamp(b, loc, m);
  // reflect: in[m < d ? m : P - m]; symmetric: in[m < d ? m : P - 1 - m].
  Value inFirstHalf =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, m, size);
  Value mirrored = arith::SubIOp::create(b, loc, periodMirror, m);
  return clamp(b, loc,
               arith::SelectOp::create(b, loc, inFirstHalf, m, mirrored));
}

Value BorderIndexMap::clamp(OpBuilder &b, Location loc, Value j) const {
  return arith::MinSIOp::create(b, loc, arith::MaxSIOp::create(b, loc, j, zero),
                                last);
}

Value BorderIndexMap::map(OpBuilder &b, Location loc, Value j,
                          BorderSide side) const {
  auto select = [&](arith::CmpIPredicate pred, Value lhs, Value rhs,
                    Value ifTrue, Value ifFalse) -> Value {
    Value cond = arith::CmpIOp::create(b, loc, pred, lhs, rhs);
    return arith::SelectOp::create(b, loc, cond, ifTrue, ifFalse);
  };
  if (period)
    return mapPeriodic(b, loc, j);
  switch (mode) {
  case PadMode::edge:
    if (side == BorderSide::Below)
      return zero;
    if (side == BorderSide::Above)
      return last;
    return clamp(b, loc, j);
  case PadMode::reflect:
  case PadMode::symmetric: {
    // Mirror at the edges: reflect maps j < 0 to -j and j >= d to 2(d-1) - j;
    // symmetric maps j < 0 to -1 - j and j >= d to 2d-1 - j.
    Value below, above;
    if (side != BorderSide::Above)
      below = arith::SubIOp::create(b, loc, lowMirror, j);
    if (side != BorderSide::Below)
      above = arith::SubIOp::create(b, loc, highMirror, j);
    if (side == BorderSide::Below)
      return clamp(b, loc, below);
    if (side == BorderSide::Above)
      return clamp(b, loc, above);
    return clamp(b, loc,
                 select(arith::CmpIPredicate::slt, j, zero, below,
                        select(arith::CmpIPredicate::sge, j, size, above, j)));
  }
  case PadMode::wrap: {
    // Within one fold, j is in [-d, 2d): one shift by d on a known side.
    if (side == BorderSide::Below)
      return clamp(b, loc, arith::AddIOp::create(b, loc, j, size));
    if (side == BorderSide::Above)
      return clamp(b, loc, arith::SubIOp::create(b, loc, j, size));
    // The remainder has the sign of j: shift negative ones by d. d >= 1, so
    // this never divides by zero or overflows.
    Value rem = arith::RemSIOp::create(b, loc, j, size);
    Value shifted = arith::AddIOp::create(b, loc, rem, size);
    return clamp(b, loc,
                 select(arith::CmpIPredicate::slt, rem, zero, shifted, rem));
  }
  case PadMode::constant:
    break;
  }
  llvm_unreachable("constant mode reads no border");
}

Value mlir::pad::buildSourceIsEmpty(OpBuilder &b, Location loc, PadOp op,
                                    const PadGeometry &g) {
  if (op.getMode() == PadMode::constant)
    return Value();
  Value anyEmpty;
  for (OpFoldResult size : g.sourceSizes) {
    std::optional<int64_t> c = getConstantIntValue(size);
    if (c && *c != 0)
      continue;
    Value isEmpty;
    if (c) {
      isEmpty = arith::ConstantIntOp::create(b, loc, 1, 1);
    } else {
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      isEmpty = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                      cast<Value>(size), zero);
    }
    anyEmpty =
        anyEmpty ? arith::OrIOp::create(b, loc, anyEmpty, isEmpty) : isEmpty;
  }
  return anyEmpty;
}

Value mlir::pad::buildUnlessEmpty(
    OpBuilder &b, Location loc, Value isEmpty,
    function_ref<Value(OpBuilder &, Location)> read,
    function_ref<Value(OpBuilder &, Location)> fallback) {
  if (!isEmpty)
    return read(b, loc);
  return buildIfElse(b, loc, isEmpty, fallback, read);
}

Value mlir::pad::buildIfElse(
    OpBuilder &b, Location loc, Value cond,
    function_ref<Value(OpBuilder &, Location)> thenBody,
    function_ref<Value(OpBuilder &, Location)> elseBody) {
  auto ifOp = scf::IfOp::create(
      b, loc, cond,
      [&](OpBuilder &nb, Location nloc) {
        scf::YieldOp::create(nb, nloc, thenBody(nb, nloc));
      },
      [&](OpBuilder &nb, Location nloc) {
        scf::YieldOp::create(nb, nloc, elseBody(nb, nloc));
      });
  return ifOp.getResult(0);
}

RankedTensorType mlir::pad::getOutputType(const PadGeometry &g,
                                          Type elementType) {
  return RankedTensorType::get(
      llvm::map_to_vector(g.outputSizes,
                          [](OpFoldResult size) {
                            return getConstantIntValue(size).value_or(
                                ShapedType::kDynamic);
                          }),
      elementType);
}

void mlir::pad::replacePadOp(RewriterBase &rewriter, PadOp op, Value result) {
  if (result.getType() != op.getResultType())
    result = tensor::CastOp::create(rewriter, op.getLoc(), op.getResultType(),
                                    result);
  rewriter.replaceOp(op, result);
}
