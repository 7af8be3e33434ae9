//===- TosaToPad.cpp - raise tosa.pad to pad.pad --------------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// tosa.pad (TOSA 1.0, as in LLVM 22):
//
//   %r = tosa.pad %input, %padding, %pad_const
//          : (tensor<...xT>, !tosa.shape<2*rank>, tensor<1xT>) -> tensor<...xT>
//
// with `padding` = [low0, high0, low1, high1, ...] (non-negative, or -1 for a
// dynamic amount) and `pad_const` a one-element tensor that already includes
// the zero point of quantized inputs. With constant padding it is a
// constant-mode pad.pad (docs/Integration.md).
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/TosaToPad/TosaToPad.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "pad/Conversion/Interop/InteropUtils.h"
#include "pad/IR/PadOps.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

/// The scalar pad value of `op`: null when it is the constant zero (pad.pad's
/// default), an `arith.constant` when `pad_const` is a constant of a signless
/// integer or float type, else a `tensor.extract` of its only element.
Value buildPadValue(PatternRewriter &rewriter, tosa::PadOp op) {
  Location loc = op.getLoc();
  Value padConst = op.getPadConst();
  auto padConstType = cast<RankedTensorType>(padConst.getType());
  Type elementType = padConstType.getElementType();
  DenseElementsAttr elements;
  if (matchPattern(padConst, m_Constant(&elements)) && elements.isSplat()) {
    auto scalar = elements.getSplatValue<TypedAttr>();
    if (isZeroPadValueAttr(scalar))
      return {};
    if (arith::ConstantOp::isBuildableWith(scalar, elementType))
      return arith::ConstantOp::create(rewriter, loc, scalar);
  }
  SmallVector<Value> indices(
      padConstType.getRank(),
      arith::ConstantIndexOp::create(rewriter, loc, 0).getResult());
  return tensor::ExtractOp::create(rewriter, loc, padConst, indices);
}

/// tosa.pad (constant padding) -> pad.pad in constant mode.
struct TosaPadToPadPattern : OpRewritePattern<tosa::PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::PadOp op,
                                PatternRewriter &rewriter) const override {
    auto inputType = dyn_cast<RankedTensorType>(op.getInput1().getType());
    if (!inputType)
      return rewriter.notifyMatchFailure(op, "unranked input");
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (inputType.getEncoding() || (resultType && resultType.getEncoding()))
      return rewriter.notifyMatchFailure(
          op, "tensor type with an encoding (pad.pad results have none)");
    if (!isPadElementType(inputType.getElementType()))
      return rewriter.notifyMatchFailure(
          op, "element type not accepted by pad.pad (quantized types: lower "
              "them to their storage type first)");
    auto padConstType = dyn_cast<RankedTensorType>(op.getPadConst().getType());
    if (!padConstType || padConstType.getNumElements() != 1 ||
        padConstType.getElementType() != inputType.getElementType())
      return rewriter.notifyMatchFailure(
          op, "pad_const is not a one-element tensor of the input's type");

    auto shapeOp = op.getPadding().getDefiningOp<tosa::ConstShapeOp>();
    if (!shapeOp)
      return rewriter.notifyMatchFailure(op,
                                         "padding is not a tosa.const_shape");
    int64_t rank = inputType.getRank();
    auto padding = dyn_cast<DenseIntElementsAttr>(shapeOp.getValues());
    if (!padding || padding.getNumElements() != 2 * rank)
      return rewriter.notifyMatchFailure(
          op, "padding does not hold two integers per input dimension");
    SmallVector<int64_t> low, high;
    for (auto [i, amount] : llvm::enumerate(padding.getValues<APInt>())) {
      int64_t v = amount.getSExtValue();
      if (v < 0)
        return rewriter.notifyMatchFailure(
            op, "negative padding entry (-1 marks a dynamic amount)");
      (i % 2 == 0 ? low : high).push_back(v);
    }

    FailureOr<RankedTensorType> padType =
        inferRaisedResultType(inputType, low, high, op.getType());
    if (failed(padType))
      return rewriter.notifyMatchFailure(
          op, "result type incompatible with the padding, or amounts that "
              "pad.pad rejects");

    Value value = buildPadValue(rewriter, op);
    MLIRContext *ctx = rewriter.getContext();
    auto padOp = PadOp::create(rewriter, op.getLoc(), *padType, op.getInput1(),
                               getAsIndexOpFoldResult(ctx, low),
                               getAsIndexOpFoldResult(ctx, high),
                               /*interior=*/{}, PadMode::constant, value);
    replaceWithCast(rewriter, op, padOp.getResult());
    return success();
  }
};

} // namespace

void mlir::pad::populateTosaPadToPadPatterns(RewritePatternSet &patterns) {
  patterns.add<TosaPadToPadPattern>(patterns.getContext());
}
