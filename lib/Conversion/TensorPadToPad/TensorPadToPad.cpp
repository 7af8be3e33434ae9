//===- TensorPadToPad.cpp - raise tensor.pad to pad.pad -------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A `tensor.pad` whose region yields the same value for every element is a
// constant-mode `pad.pad` (docs/Integration.md). The value is the yielded one
// when it is defined outside the region, or a copy of the constant op that
// defines it inside the region; a zero value is dropped (pad.pad's default).
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/TensorPadToPad/TensorPadToPad.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "pad/Conversion/Interop/InteropUtils.h"
#include "pad/IR/PadOps.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

/// tensor.pad (uniform pad value) -> pad.pad in constant mode.
struct TensorPadToPadPattern : OpRewritePattern<tensor::PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::PadOp op,
                                PatternRewriter &rewriter) const override {
    // pad.pad folds a pad with zero amounts to its source; `nofold` asks
    // for the new tensor to be kept, so such pads stay tensor.pad.
    if (op.getNofold())
      return rewriter.notifyMatchFailure(
          op, "nofold: pad.pad would fold an identity pad away");

    RankedTensorType sourceType = op.getSourceType();
    if (sourceType.getEncoding() || op.getResultType().getEncoding())
      return rewriter.notifyMatchFailure(
          op, "tensor type with an encoding (pad.pad results have none)");
    if (!isPadElementType(sourceType.getElementType()))
      return rewriter.notifyMatchFailure(
          op, "element type not accepted by pad.pad");

    // tensor.pad does not define negative amounts; pad.pad crops with them.
    auto isNegative = [](int64_t v) {
      return !ShapedType::isDynamic(v) && v < 0;
    };
    if (llvm::any_of(op.getStaticLow(), isNegative) ||
        llvm::any_of(op.getStaticHigh(), isNegative))
      return rewriter.notifyMatchFailure(
          op, "negative static amount, which tensor.pad does not define");

    // The yielded value must be the same for every element.
    Region &region = op.getRegion();
    if (!region.hasOneBlock())
      return rewriter.notifyMatchFailure(op, "region without a single block");
    auto yield = dyn_cast<tensor::YieldOp>(region.front().getTerminator());
    if (!yield)
      return rewriter.notifyMatchFailure(op, "region not ended by yield");
    Value yielded = yield.getValue();
    Attribute constant;
    bool isConstant = matchPattern(yielded, m_Constant(&constant));
    bool definedInside = region.isAncestor(yielded.getParentRegion());
    if (definedInside && !isConstant)
      return rewriter.notifyMatchFailure(
          op, "yielded value computed inside the region (not a constant)");

    // The value: dropped when zero, else the outside value or a copy of the
    // constant op before the pad.
    Value value;
    if (!isConstant || !isZeroPadValueAttr(constant)) {
      value = yielded;
      if (definedInside)
        value = rewriter.clone(*yielded.getDefiningOp())->getResult(0);
    }

    FailureOr<RankedTensorType> resultType = inferRaisedResultType(
        sourceType, op.getStaticLow(), op.getStaticHigh(), op.getResultType());
    if (failed(resultType))
      return rewriter.notifyMatchFailure(
          op, "amounts that pad.pad rejects (shape arithmetic overflows)");

    auto padOp = PadOp::create(
        rewriter, op.getLoc(), *resultType, op.getSource(), op.getMixedLowPad(),
        op.getMixedHighPad(), /*interior=*/{}, PadMode::constant, value);
    replaceWithCast(rewriter, op, padOp.getResult());
    return success();
  }
};

} // namespace

void mlir::pad::populateTensorPadToPadPatterns(RewritePatternSet &patterns) {
  patterns.add<TensorPadToPadPattern>(patterns.getContext());
}
