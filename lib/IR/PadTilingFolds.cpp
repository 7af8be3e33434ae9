//===- PadTilingFolds.cpp - folds of slices, nested pads and casts --------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Canonicalizations that follow from the shifted-window rule (docs/Tiling.md):
// a slice of a pad is a pad of the same source, two nested pads compose into
// one where exact, and tensor.casts around a pad fold into it. The proofs are
// in docs/Tiling.md, "Folds".
//
//===----------------------------------------------------------------------===//

#include "pad/IR/PadTilingInterface.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

/// tensor.extract_slice (unit strides, same rank) of a pad.pad -> the pad.pad
/// of the same source with the amounts shifted by the window.
struct FoldExtractSliceOfPad : OpRewritePattern<tensor::ExtractSliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExtractSliceOp slice,
                                PatternRewriter &rewriter) const override {
    auto pad = slice.getSource().getDefiningOp<PadOp>();
    if (!pad)
      return rewriter.notifyMatchFailure(slice, "source is not a pad.pad");
    if (!llvm::all_of(slice.getMixedStrides(),
                      [](OpFoldResult s) { return isConstantIntValue(s, 1); }))
      return rewriter.notifyMatchFailure(slice, "non-unit strides");
    if (slice.getType().getRank() != pad.getResultType().getRank())
      return rewriter.notifyMatchFailure(slice, "rank-reducing slice");
    FailureOr<PadOp> tile =
        buildPadTile(rewriter, slice.getLoc(), pad, slice.getMixedOffsets(),
                     slice.getMixedSizes());
    if (failed(tile))
      return rewriter.notifyMatchFailure(
          slice, "the shifted pad would break a static constraint");
    Value result = tile->getResult();
    if (result.getType() != slice.getType())
      result = tensor::CastOp::create(rewriter, slice.getLoc(), slice.getType(),
                                      result);
    rewriter.replaceOp(slice, result);
    return success();
  }
};

/// The pad value of a constant-mode pad as something comparable: the
/// constant attribute when it is one (zero when absent), else the SSA value.
struct PadValueKey {
  Attribute attr;
  Value value;
};

static PadValueKey getPadValueKey(PadOp op) {
  Value v = op.getValue();
  if (!v)
    return {Builder(op.getContext())
                .getZeroAttr(op.getSourceType().getElementType()),
            nullptr};
  Attribute attr;
  if (matchPattern(v, m_Constant(&attr)))
    return {attr, nullptr};
  return {nullptr, v};
}

static bool haveSamePadValue(PadOp a, PadOp b) {
  PadValueKey x = getPadValueKey(a), y = getPadValueKey(b);
  if (x.value || y.value)
    return x.value == y.value;
  return x.attr && x.attr == y.attr;
}

/// pad.pad of a pad.pad -> one pad.pad with the summed amounts, where that is
/// exact (docs/Tiling.md, "Composing two pads"): both `constant` with the same
/// value and no interior on the outer one, or both `edge`; static amounts;
/// the inner result size not clamped at 0; and never an inner crop followed
/// by an outer pad on the same side.
struct ComposePadOfPad : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp outer,
                                PatternRewriter &rewriter) const override {
    auto inner = outer.getSource().getDefiningOp<PadOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(outer, "source is not a pad.pad");
    PadMode mode = outer.getMode();
    if (inner.getMode() != mode)
      return rewriter.notifyMatchFailure(outer, "different modes");
    if (mode != PadMode::constant && mode != PadMode::edge)
      return rewriter.notifyMatchFailure(outer,
                                         "only constant and edge compose");
    if (outer.hasInteriorPadding())
      return rewriter.notifyMatchFailure(outer, "interior on the outer pad");
    if (mode == PadMode::constant && !haveSamePadValue(inner, outer))
      return rewriter.notifyMatchFailure(outer, "different pad values");
    if (!outer.getLow().empty() || !outer.getHigh().empty() ||
        !inner.getLow().empty() || !inner.getHigh().empty())
      return rewriter.notifyMatchFailure(outer, "dynamic amounts");

    RankedTensorType sourceType = inner.getSourceType();
    SmallVector<int64_t> interior = inner.getInteriorOrZeros();
    SmallVector<int64_t> low, high;
    for (int64_t k = 0, rank = sourceType.getRank(); k < rank; ++k) {
      int64_t p1 = inner.getStaticLow()[k], q1 = inner.getStaticHigh()[k];
      int64_t p2 = outer.getStaticLow()[k], q2 = outer.getStaticHigh()[k];
      if ((p1 < 0 && p2 > 0) || (q1 < 0 && q2 > 0))
        return rewriter.notifyMatchFailure(
            outer, "a crop followed by a pad on the same side");
      // n1 = max(0, p1 + D1 + q1) must not be clamped: p1 + D1 + q1 >= 0.
      if (p1 < 0 || q1 < 0) {
        if (sourceType.isDynamicDim(k))
          return rewriter.notifyMatchFailure(
              outer, "inner crop of a dynamic axis may empty it");
        int64_t d = sourceType.getDimSize(k);
        int64_t dilated = d == 0 ? 0 : (d - 1) * (interior[k] + 1) + 1;
        if (p1 + dilated + q1 < 0)
          return rewriter.notifyMatchFailure(outer,
                                             "inner pad empties an axis");
      }
      std::optional<int64_t> p = llvm::checkedAdd(p1, p2);
      std::optional<int64_t> q = llvm::checkedAdd(q1, q2);
      if (!p || !q || ShapedType::isDynamic(*p) || ShapedType::isDynamic(*q))
        return rewriter.notifyMatchFailure(outer, "amounts overflow");
      low.push_back(*p);
      high.push_back(*q);
    }
    Value value = inner.getValue() ? inner.getValue() : outer.getValue();
    if (failed(PadOp::verifyStatic(sourceType, low, high, interior, mode,
                                   static_cast<bool>(value),
                                   outer.getResultType())))
      return rewriter.notifyMatchFailure(
          outer, "the composed pad would break a static constraint");
    auto composed = PadOp::create(
        rewriter, outer.getLoc(), outer.getResultType(), inner.getSource(),
        ValueRange(), ValueRange(), rewriter.getDenseI64ArrayAttr(low),
        rewriter.getDenseI64ArrayAttr(high), inner.getInteriorAttr(),
        outer.getModeAttr(), value);
    composed->setDiscardableAttrs(outer->getDiscardableAttrDictionary());
    rewriter.replaceOp(outer, composed.getResult());
    return success();
  }
};

/// pad.pad(tensor.cast %x) where the cast only drops static information ->
/// pad.pad %x, with the result type refined by what is now known and a
/// tensor.cast back to the original type for the users.
struct FoldSourceCast : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    auto cast = op.getSource().getDefiningOp<tensor::CastOp>();
    if (!cast || !tensor::canFoldIntoConsumerOp(cast))
      return rewriter.notifyMatchFailure(
          op, "source is not a cast that drops static information");
    auto sourceType = dyn_cast<RankedTensorType>(cast.getSource().getType());
    if (!sourceType)
      return rewriter.notifyMatchFailure(op, "unranked cast source");
    SmallVector<int64_t> interior = op.getInteriorOrZeros();
    FailureOr<RankedTensorType> inferred = PadOp::inferResultType(
        sourceType, op.getStaticLow(), op.getStaticHigh(), interior);
    if (failed(inferred))
      return rewriter.notifyMatchFailure(op, "inference fails");
    RankedTensorType oldType = op.getResultType();
    SmallVector<int64_t> shape(oldType.getShape());
    for (auto [dim, inferredDim] : llvm::zip(shape, inferred->getShape()))
      if (ShapedType::isDynamic(dim))
        dim = inferredDim;
    auto newType = RankedTensorType::get(shape, oldType.getElementType(),
                                         oldType.getEncoding());
    if (failed(PadOp::verifyStatic(sourceType, op.getStaticLow(),
                                   op.getStaticHigh(), interior, op.getMode(),
                                   static_cast<bool>(op.getValue()), newType)))
      return rewriter.notifyMatchFailure(
          op, "the static source breaks a constraint (left to run time)");
    auto newOp = PadOp::create(rewriter, op.getLoc(), newType, cast.getSource(),
                               op.getLow(), op.getHigh(), op.getStaticLowAttr(),
                               op.getStaticHighAttr(), op.getInteriorAttr(),
                               op.getModeAttr(), op.getValue());
    newOp->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    Value result = newOp.getResult();
    if (newType != oldType)
      result = tensor::CastOp::create(rewriter, op.getLoc(), oldType, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// tensor.cast(pad.pad) to a more static type -> pad.pad with that result
/// type (C10 allows a static result dim where the inference is dynamic; it is
/// then checked at run time).
struct FoldResultCast : OpRewritePattern<tensor::CastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::CastOp cast,
                                PatternRewriter &rewriter) const override {
    auto op = cast.getSource().getDefiningOp<PadOp>();
    if (!op)
      return rewriter.notifyMatchFailure(cast, "source is not a pad.pad");
    if (!op->hasOneUse())
      return rewriter.notifyMatchFailure(cast, "the pad has other users");
    auto newType = dyn_cast<RankedTensorType>(cast.getType());
    if (!newType ||
        !tensor::preservesStaticInformation(op.getResultType(), newType) ||
        newType == op.getResultType())
      return rewriter.notifyMatchFailure(cast, "not a more static type");
    if (failed(PadOp::verifyStatic(op.getSourceType(), op.getStaticLow(),
                                   op.getStaticHigh(), op.getInteriorOrZeros(),
                                   op.getMode(),
                                   static_cast<bool>(op.getValue()), newType)))
      return rewriter.notifyMatchFailure(
          cast, "the cast type contradicts the pad's static shape");
    auto newOp = PadOp::create(rewriter, op.getLoc(), newType, op.getSource(),
                               op.getLow(), op.getHigh(), op.getStaticLowAttr(),
                               op.getStaticHighAttr(), op.getInteriorAttr(),
                               op.getModeAttr(), op.getValue());
    newOp->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    rewriter.replaceOp(cast, newOp.getResult());
    return success();
  }
};

} // namespace

void mlir::pad::populatePadTilingFoldPatterns(RewritePatternSet &patterns) {
  patterns.add<FoldExtractSliceOfPad, ComposePadOfPad, FoldSourceCast,
               FoldResultCast>(patterns.getContext());
}
