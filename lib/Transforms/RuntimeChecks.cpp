//===- RuntimeChecks.cpp - run-time checks of pad.pad constraints ---------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/RuntimeChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "pad/IR/PadOps.h"
#include "pad/Utils/IndexArith.h"

#include <limits>

using namespace mlir;
using namespace mlir::pad;

namespace {
constexpr int64_t kMaxIndex = std::numeric_limits<int64_t>::max();
constexpr int64_t kMinIndex = std::numeric_limits<int64_t>::min();

/// Builds the conditions of the checks and their asserts. A condition is a
/// BoolAttr when it is known statically, an i1 value otherwise; a check that
/// statically holds emits nothing.
class CheckBuilder {
public:
  CheckBuilder(OpBuilder &b, Location loc) : b(b), loc(loc), ia(b, loc) {}

  OpFoldResult cmp(arith::CmpIPredicate pred, OpFoldResult lhs,
                   OpFoldResult rhs) {
    std::optional<int64_t> l = getConstantIntValue(lhs);
    std::optional<int64_t> r = getConstantIntValue(rhs);
    if (l && r)
      return b.getBoolAttr(
          arith::applyCmpPredicate(pred, APInt(64, *l, /*isSigned=*/true),
                                   APInt(64, *r, /*isSigned=*/true)));
    // Comparisons with the ends of the int64 range.
    if ((pred == arith::CmpIPredicate::sge && r == kMinIndex) ||
        (pred == arith::CmpIPredicate::sle && r == kMaxIndex))
      return b.getBoolAttr(true);
    return arith::CmpIOp::create(b, loc, pred, ia.value(lhs), ia.value(rhs))
        .getResult();
  }
  OpFoldResult orI(OpFoldResult lhs, OpFoldResult rhs) {
    if (std::optional<bool> l = getConstantBool(lhs))
      return *l ? lhs : rhs;
    if (std::optional<bool> r = getConstantBool(rhs))
      return *r ? rhs : lhs;
    return arith::OrIOp::create(b, loc, value(lhs), value(rhs)).getResult();
  }
  OpFoldResult select(OpFoldResult cond, OpFoldResult ifTrue,
                      OpFoldResult ifFalse) {
    if (std::optional<bool> c = getConstantBool(cond))
      return *c ? ifTrue : ifFalse;
    return arith::SelectOp::create(b, loc, value(cond), value(ifTrue),
                                   value(ifFalse))
        .getResult();
  }
  void check(OpFoldResult cond, const Twine &message) {
    if (getConstantBool(cond).value_or(false))
      return;
    cf::AssertOp::create(b, loc, value(cond), ("pad.pad: " + message).str());
  }
  IndexArith &arith() { return ia; }

private:
  static std::optional<bool> getConstantBool(OpFoldResult ofr) {
    if (auto attr =
            dyn_cast_if_present<BoolAttr>(dyn_cast_if_present<Attribute>(ofr)))
      return attr.getValue();
    return std::nullopt;
  }
  Value value(OpFoldResult cond) {
    if (std::optional<bool> c = getConstantBool(cond))
      return arith::ConstantIntOp::create(b, loc, *c, 1);
    return cast<Value>(cond);
  }

  OpBuilder &b;
  Location loc;
  IndexArith ia;
};

bool isStaticValue(OpFoldResult ofr) {
  return getConstantIntValue(ofr).has_value();
}
} // namespace

void mlir::pad::buildRuntimeChecks(OpBuilder &b, PadOp op) {
  using Pred = arith::CmpIPredicate;
  Location loc = op.getLoc();
  CheckBuilder cb(b, loc);
  IndexArith &ia = cb.arith();
  PadMode mode = op.getMode();
  StringRef modeName = stringifyPadMode(mode);
  RankedTensorType resultType = op.getResultType();
  SmallVector<OpFoldResult> low = op.getMixedLow(), high = op.getMixedHigh();
  SmallVector<int64_t> interior = op.getInteriorOrZeros();

  for (int64_t k = 0, rank = resultType.getRank(); k < rank; ++k) {
    OpFoldResult d = tensor::getMixedSize(b, loc, op.getSource(), k);
    OpFoldResult p = low[k], q = high[k];
    bool staticD = isStaticValue(d);
    if (staticD && isStaticValue(p) && isStaticValue(q))
      continue; // Decided at compile time (PadOp::verifyKnownValues).

    // C6-C8, per amount.
    if (mode != PadMode::constant) {
      for (auto [side, amount] :
           {std::pair<StringRef, OpFoldResult>{"low", p},
            std::pair<StringRef, OpFoldResult>{"high", q}}) {
        if (staticD && isStaticValue(amount))
          continue;
        bool nonEmpty = staticD && *getConstantIntValue(d) > 0;
        if (!nonEmpty)
          cb.check(cb.orI(cb.cmp(Pred::sgt, d, ia.cst(0)),
                          cb.cmp(Pred::sle, amount, ia.cst(0))),
                   "C8: mode " + modeName + " needs a non-empty axis " +
                       Twine(k) + " to pad it (" + side + " > 0)");
        // Like the verifier, C6 and C7 bound the amounts that pad (> 0): a
        // non-positive amount reads no border, whatever the size.
        if (mode == PadMode::reflect) {
          OpFoldResult inRange =
              cb.cmp(Pred::sle, amount, ia.sub(d, ia.cst(1)));
          if (!nonEmpty)
            inRange = cb.orI(cb.cmp(Pred::sle, amount, ia.cst(0)), inRange);
          cb.check(inRange, "C6: mode reflect needs " + side +
                                " <= size - 1 on axis " + Twine(k));
        } else if (mode == PadMode::symmetric || mode == PadMode::wrap) {
          cb.check(cb.cmp(Pred::sle, amount, d),
                   "C7: mode " + modeName + " needs " + side +
                       " <= size on axis " + Twine(k));
        }
      }
    }

    // C11: (d - 1) * (r + 1) + 1, then + p, then + q, without overflow.
    std::string overflow =
        ("C11: the size of axis " + Twine(k) + " overflows int64").str();
    int64_t r = interior[k];
    if (r != 0 && !staticD)
      cb.check(cb.cmp(Pred::sle, d, ia.cst((kMaxIndex - 1) / (r + 1) + 1)),
               overflow);
    OpFoldResult dilated = getDilatedSize(ia, d, r);
    // dilated >= 0: p + dilated overflows only upwards.
    OpFoldResult pPlusDilatedOk =
        cb.orI(cb.cmp(Pred::sle, p, ia.cst(0)),
               cb.cmp(Pred::sle, dilated, ia.sub(ia.cst(kMaxIndex), p)));
    OpFoldResult sum = ia.add(p, dilated);
    OpFoldResult sumPlusQOk =
        cb.select(cb.cmp(Pred::sgt, q, ia.cst(0)),
                  cb.cmp(Pred::sle, sum, ia.sub(ia.cst(kMaxIndex), q)),
                  cb.cmp(Pred::sge, sum, ia.sub(ia.cst(kMinIndex), q)));
    cb.check(pPlusDilatedOk, overflow);
    cb.check(sumPlusQOk, overflow);

    // C10: a static result dim equals the computed size.
    if (!resultType.isDynamicDim(k)) {
      int64_t expected = resultType.getDimSize(k);
      OpFoldResult n = getPaddedSize(ia, d, p, q, r);
      cb.check(cb.cmp(Pred::eq, n, ia.cst(expected)),
               "C10: result dim " + Twine(k) + " is " + Twine(expected) +
                   " but the padded size differs");
    }
  }

  // C11: the result, once each axis is in range, has at most INT64_MAX
  // bytes; otherwise its allocation size would wrap around.
  SmallVector<OpFoldResult> outputSizes;
  for (int64_t k = 0, rank = resultType.getRank(); k < rank; ++k) {
    if (!resultType.isDynamicDim(k)) {
      outputSizes.push_back(ia.cst(resultType.getDimSize(k)));
      continue;
    }
    OpFoldResult d = tensor::getMixedSize(b, loc, op.getSource(), k);
    outputSizes.push_back(getPaddedSize(ia, d, low[k], high[k], interior[k]));
  }
  if (Value overflows = buildByteSizeOverflows(
          ia, outputSizes, getElementByteSize(resultType.getElementType())))
    cb.check(arith::XOrIOp::create(b, loc, overflows,
                                   arith::ConstantIntOp::create(b, loc, 1, 1))
                 .getResult(),
             "C11: the result has more than 9223372036854775807 bytes");
}
