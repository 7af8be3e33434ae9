//===- PadCanonicalize.cpp - folds and canonicalizations of pad.pad -------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/IR/PadOps.h"
#include "pad/IR/PadTilingInterface.h"
#include "pad/Utils/ZeroValue.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::pad;

/// True if every amount is a static zero and there is no interior padding:
/// the op is the identity on its source, whatever the mode.
static bool isIdentityPad(PadOp op) {
  auto isZero = [](int64_t v) { return v == 0; };
  return op.getLow().empty() && op.getHigh().empty() &&
         llvm::all_of(op.getStaticLow(), isZero) &&
         llvm::all_of(op.getStaticHigh(), isZero) && !op.hasInteriorPadding();
}

OpFoldResult PadOp::fold(FoldAdaptor) {
  if (isIdentityPad(*this) && getSourceType() == getResultType())
    return getSource();
  return {};
}

namespace {

/// Replaces an identity pad.pad whose result type differs from its source type
/// by a tensor.cast.
struct FoldIdentityPadToCast : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    if (!isIdentityPad(op))
      return rewriter.notifyMatchFailure(op, "pads something");
    if (op.getSourceType() == op.getResultType())
      return rewriter.notifyMatchFailure(op, "left to the folder");
    rewriter.replaceOpWithNewOp<tensor::CastOp>(op, op.getResultType(),
                                                op.getSource());
    return success();
  }
};

/// Folds constant `index` amounts into `static_low` / `static_high` and refines
/// the result type with what the inference now knows statically. A tensor.cast
/// restores the original type for the users. An amount is not folded when the
/// folded op would break a static constraint (C8, C10, C11): it stays
/// dynamic and is checked at run time, while the other constants still fold.
struct FoldStaticAmounts : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType sourceType = op.getSourceType();
    RankedTensorType oldType = op.getResultType();
    SmallVector<int64_t> interior = op.getInteriorOrZeros();
    SmallVector<int64_t> staticLow(op.getStaticLow());
    SmallVector<int64_t> staticHigh(op.getStaticHigh());

    // The result type of the op with the current static amounts: the static
    // dims of the old type and the inferred ones elsewhere. Fails if that op
    // would break a static constraint.
    auto getRefinedType = [&]() -> FailureOr<RankedTensorType> {
      FailureOr<RankedTensorType> inferred =
          PadOp::inferResultType(sourceType, staticLow, staticHigh, interior);
      if (failed(inferred))
        return failure();
      SmallVector<int64_t> shape(oldType.getShape());
      for (auto [dim, inferredDim] : llvm::zip(shape, inferred->getShape()))
        if (ShapedType::isDynamic(dim))
          dim = inferredDim;
      auto type = RankedTensorType::get(shape, oldType.getElementType(),
                                        oldType.getEncoding());
      if (failed(PadOp::verifyStatic(sourceType, staticLow, staticHigh,
                                     interior, op.getMode(),
                                     static_cast<bool>(op.getValue()), type)))
        return failure();
      return type;
    };

    // Folds the constants of one side, one amount at a time, each only if the
    // op stays valid; collects the operands that remain dynamic.
    bool folded = false;
    auto foldSide = [&](MutableArrayRef<int64_t> staticAmounts,
                        ValueRange dynamicAmounts,
                        SmallVectorImpl<Value> &remaining) {
      auto dynamicIt = dynamicAmounts.begin();
      for (int64_t &amount : staticAmounts) {
        if (!ShapedType::isDynamic(amount))
          continue;
        Value operand = *dynamicIt++;
        std::optional<int64_t> constant = getConstantIntValue(operand);
        // kDynamic itself cannot be a static amount.
        if (constant && !ShapedType::isDynamic(*constant)) {
          amount = *constant;
          if (succeeded(getRefinedType())) {
            folded = true;
            continue;
          }
          amount = ShapedType::kDynamic;
        }
        remaining.push_back(operand);
      }
    };
    SmallVector<Value> dynamicLow, dynamicHigh;
    foldSide(staticLow, op.getLow(), dynamicLow);
    foldSide(staticHigh, op.getHigh(), dynamicHigh);
    if (!folded)
      return rewriter.notifyMatchFailure(
          op, "no constant amount that folds into a valid op");
    // Valid: the last accepted fold checked it.
    RankedTensorType newType = *getRefinedType();

    auto newOp = PadOp::create(
        rewriter, op.getLoc(), newType, op.getSource(), dynamicLow, dynamicHigh,
        rewriter.getDenseI64ArrayAttr(staticLow),
        rewriter.getDenseI64ArrayAttr(staticHigh), op.getInteriorAttr(),
        op.getModeAttr(), op.getValue());
    newOp->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    Value replacement = newOp.getResult();
    if (newType != oldType)
      replacement =
          tensor::CastOp::create(rewriter, op.getLoc(), oldType, replacement);
    rewriter.replaceOp(op, replacement);
    return success();
  }
};

/// Drops an explicit pad value equal to the default, zero.
struct DropZeroPadValue : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    Value value = op.getValue();
    Attribute attr;
    if (!value || !matchPattern(value, m_Constant(&attr)) ||
        !isZeroPadValueAttr(attr))
      return rewriter.notifyMatchFailure(op, "no explicit zero pad value");
    rewriter.modifyOpInPlace(op, [&]() { op.getValueMutable().clear(); });
    return success();
  }
};

} // namespace

void PadOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *context) {
  results.add<DropZeroPadValue, FoldIdentityPadToCast, FoldStaticAmounts>(
      context);
  populatePadTilingFoldPatterns(results);
}
