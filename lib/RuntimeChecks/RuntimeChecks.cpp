//===- RuntimeChecks.cpp - run-time checks of pad.pad constraints ---------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/RuntimeChecks/RuntimeChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "pad/Conversion/PadCommon/PadOutput.h"
#include "pad/IR/PadOps.h"
#include "pad/IR/PadTilingInterface.h"
#include "pad/Utils/IndexArith.h"

#include <limits>

using namespace mlir;
using namespace mlir::pad;

namespace {

/// Builds the conditions of the checks and their asserts. A condition is a
/// BoolAttr when it is known statically, an i1 value otherwise; a check that
/// statically holds emits nothing.
class CheckBuilder {
public:
  /// Index values have `indexBitwidth` bits (64, or 32 on a 32-bit target).
  CheckBuilder(OpBuilder &b, Location loc, unsigned indexBitwidth)
      : kMaxIndex(indexBitwidth >= 64
                      ? std::numeric_limits<int64_t>::max()
                      : (int64_t(1) << (indexBitwidth - 1)) - 1),
        kMinIndex(-kMaxIndex - 1), b(b), loc(loc), ia(b, loc) {}

  OpFoldResult cmp(arith::CmpIPredicate pred, OpFoldResult lhs,
                   OpFoldResult rhs) {
    std::optional<int64_t> l = getConstantIntValue(lhs);
    std::optional<int64_t> r = getConstantIntValue(rhs);
    if (l && r)
      return b.getBoolAttr(
          arith::applyCmpPredicate(pred, APInt(64, *l, /*isSigned=*/true),
                                   APInt(64, *r, /*isSigned=*/true)));
    // Comparisons with the ends of the index range.
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
  OpFoldResult andI(OpFoldResult lhs, OpFoldResult rhs) {
    if (std::optional<bool> l = getConstantBool(lhs))
      return *l ? rhs : lhs;
    if (std::optional<bool> r = getConstantBool(rhs))
      return *r ? lhs : rhs;
    return arith::AndIOp::create(b, loc, value(lhs), value(rhs)).getResult();
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
  /// A check whose message shows `values` in place of its `{}`s
  /// (pad.assert). A condition known to be false is an error on `op` now,
  /// with the values known at compile time and a note on `dest`, the op
  /// that writes `op` into its destination.
  LogicalResult check(OpFoldResult cond, Operation *op, Operation *dest,
                      StringRef message, ArrayRef<OpFoldResult> values) {
    std::optional<bool> known = getConstantBool(cond);
    if (known.value_or(false))
      return success();
    if (known) {
      std::string text;
      StringRef rest = message;
      for (OpFoldResult v : values) {
        auto [before, after] = rest.split("{}");
        text += before.str();
        std::optional<int64_t> c = getConstantIntValue(v);
        text += c ? std::to_string(*c) : "?";
        rest = after;
      }
      InFlightDiagnostic diag = op->emitOpError(text + rest.str());
      diag.attachNote(dest->getLoc())
          << "with the values known at compile time, in this destination";
      return diag;
    }
    SmallVector<Value> operands = llvm::map_to_vector(
        values, [&](OpFoldResult v) { return ia.value(v); });
    AssertOp::create(b, loc, value(cond), ("pad.pad: " + message).str(),
                     operands);
    return success();
  }
  IndexArith &arith() { return ia; }
  const int64_t kMaxIndex, kMinIndex;

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
  unsigned indexBitwidth = getIndexBitwidth(op);
  CheckBuilder cb(b, loc, indexBitwidth);
  const int64_t kMaxIndex = cb.kMaxIndex, kMinIndex = cb.kMinIndex;
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

    // C8, per amount (amounts of any width are valid: docs/Semantics.md).
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
      }
    }

    // C11: (d - 1) * (r + 1) + 1, then + p, then + q, without overflow.
    std::string overflow = ("C11: the size of axis " + Twine(k) +
                            " overflows int" + Twine(indexBitwidth))
                               .str();
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
          ia, outputSizes, getElementByteSize(resultType.getElementType()),
          indexBitwidth))
    cb.check(arith::XOrIOp::create(b, loc, overflows,
                                   arith::ConstantIntOp::create(b, loc, 1, 1))
                 .getResult(),
             "C11: the result has more than " + Twine(kMaxIndex) + " bytes");
}

/// A materialization: the destination has the result's sizes.
static LogicalResult
checkMaterialization(CheckBuilder &cb, PadOp op,
                     bufferization::MaterializeInDestinationOp materialize,
                     ArrayRef<OpFoldResult> sizes) {
  using Pred = arith::CmpIPredicate;
  OpBuilder &b = cb.arith().getBuilder();
  Location loc = op.getLoc();
  Value dest = materialize.getDest();
  bool isMemRef = isa<BaseMemRefType>(dest.getType());
  std::string form = isMemRef ? "materialize_in_destination into a memref"
                              : "materialize_in_destination into a tensor";
  for (auto [k, needs] : llvm::enumerate(sizes)) {
    OpFoldResult has = isMemRef ? memref::getMixedSize(b, loc, dest, k)
                                : tensor::getMixedSize(b, loc, dest, k);
    if (failed(cb.check(cb.cmp(Pred::eq, has, needs), op, materialize,
                        "destination has {} rows on axis " + Twine(k).str() +
                            ", the result needs {} (" + form + ")",
                        {has, needs})))
      return failure();
  }
  return success();
}

/// An insertion: the slice has the result's sizes and lies inside
/// its destination.
template <typename InsertOp>
static LogicalResult checkInsertion(CheckBuilder &cb, PadOp op, InsertOp insert,
                                    ArrayRef<OpFoldResult> sizes) {
  using Pred = arith::CmpIPredicate;
  IndexArith &ia = cb.arith();
  OpBuilder &b = ia.getBuilder();
  Location loc = op.getLoc();
  std::string form = insert->getName().getStringRef().str();
  SmallVector<OpFoldResult> offsets = insert.getMixedOffsets(),
                            sliceSizes = insert.getMixedSizes(),
                            strides = insert.getMixedStrides();
  // The axes of the destination that the result's axes are: the others are
  // unit axes a rank-reducing insertion drops, as the type of the value it
  // inserts (the result or a cast of it) tells.
  llvm::SmallBitVector dropped = insert.getDroppedDims();
  if (static_cast<int64_t>(dropped.size()) !=
          static_cast<int64_t>(sliceSizes.size()) ||
      static_cast<int64_t>(sliceSizes.size() - dropped.count()) !=
          static_cast<int64_t>(sizes.size()))
    return insert->emitOpError("cannot map the ")
           << sizes.size() << " axes of the inserted value onto the "
           << sliceSizes.size() << " axes of its slice";
  int64_t k = 0;
  for (auto [j, size] : llvm::enumerate(sliceSizes)) {
    if (dropped.test(j))
      continue;
    OpFoldResult needs = sizes[k];
    if (failed(cb.check(cb.cmp(Pred::eq, size, needs), op, insert,
                        "destination slice has {} rows on axis " +
                            Twine(k).str() + ", the result needs {} (" + form +
                            ")",
                        {size, needs})))
      return failure();
    ++k;
  }
  for (auto [j, size] : llvm::enumerate(sliceSizes)) {
    OpFoldResult offset = offsets[j], stride = strides[j];
    OpFoldResult destSize = tensor::getMixedSize(b, loc, insert.getDest(), j);
    // Rows offset, offset + stride, ..., offset + (size - 1) * stride, all in
    // [0, destSize); an empty slice writes nothing.
    OpFoldResult span =
        ia.add(ia.mul(ia.sub(size, ia.cst(1)), stride), ia.cst(1));
    OpFoldResult fits =
        cb.orI(cb.cmp(Pred::eq, size, ia.cst(0)),
               cb.andI(cb.andI(cb.cmp(Pred::sge, offset, ia.cst(0)),
                               cb.cmp(Pred::sge, stride, ia.cst(1))),
                       cb.cmp(Pred::sle, offset, ia.sub(destSize, span))));
    if (failed(cb.check(
            fits, op, insert,
            "slice of {} rows at offset {} on axis " + Twine(j).str() +
                " does not fit a destination of {} rows (" + form + ")",
            {size, offset, destSize})))
      return failure();
  }
  return success();
}

/// The checks of the destination `user` writes `written` (`op`'s result or
/// a cast of it) into, if it is a destination op that does.
static LogicalResult checkDestination(OpBuilder &b, PadOp op, Operation *user,
                                      Value written) {
  auto isWritten = [&](Value source) { return source == written; };
  auto materialize = dyn_cast<bufferization::MaterializeInDestinationOp>(user);
  auto insert = dyn_cast<tensor::InsertSliceOp>(user);
  auto parallelInsert = dyn_cast<tensor::ParallelInsertSliceOp>(user);
  if (!(materialize && isWritten(materialize.getSource())) &&
      !(insert && isWritten(insert.getSource())) &&
      !(parallelInsert && isWritten(parallelInsert.getSource())))
    return success();
  // Before the pad, which a lowering then builds in the destination; else
  // before the destination op, which copies the pad into it (that of a
  // parallel insertion stands in its loop's terminator).
  if (llvm::all_of(user->getOperands(), [&](Value operand) {
        return operand == written || isDefinedBefore(operand, op);
      }))
    b.setInsertionPoint(op);
  else if (parallelInsert)
    b.setInsertionPoint(user->getParentOp());
  else
    b.setInsertionPoint(user);
  CheckBuilder cb(b, op.getLoc(), getIndexBitwidth(op));
  SmallVector<OpFoldResult> sizes = getPadOutputSizes(cb.arith(), op);
  if (materialize)
    return checkMaterialization(cb, op, materialize, sizes);
  if (insert)
    return checkInsertion(cb, op, insert, sizes);
  return checkInsertion(cb, op, parallelInsert, sizes);
}

LogicalResult mlir::pad::buildDestinationChecks(OpBuilder &b, PadOp op) {
  // The destinations of the pad and of its casts (as getDestinationUse
  // sees them).
  for (Operation *user : op->getUsers()) {
    if (auto cast = dyn_cast<tensor::CastOp>(user)) {
      for (Operation *castUser : cast->getUsers())
        if (failed(checkDestination(b, op, castUser, cast.getResult())))
          return failure();
      continue;
    }
    if (failed(checkDestination(b, op, user, op.getResult())))
      return failure();
  }
  return success();
}
