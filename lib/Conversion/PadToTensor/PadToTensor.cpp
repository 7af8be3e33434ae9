//===- PadToTensor.cpp - lower pad.pad to upstream tensor ops -------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A constant-mode pad.pad without interior padding is a crop followed by a pad
// (docs/Integration.md). Per axis, with source size d, amounts p and q and
// output size n = max(0, p + d + q) (docs/Semantics.md):
//
//   offset   o = clamp(-p, 0, d)               first kept source element
//   lowPad   l = clamp(p, 0, n)                 value elements before it
//   size     s = max(0, min(n - l, d - o))      kept source elements
//   highPad  h = n - l - s                      value elements after them
//
// which is `tensor.extract_slice [o][s]` then `tensor.pad low[l] high[h]`.
// For amounts known to be non-negative this is simply o = 0, s = d, l = p,
// h = q; the general form (dynamic amounts of either sign, crops larger than
// the axis) is built with arith.maxsi/minsi and folds away when static.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToTensor/PadToTensor.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"
#include "pad/IR/PadOps.h"
#include "pad/Utils/IndexArith.h"

#include <functional>

using namespace mlir;
using namespace mlir::pad;

LogicalResult mlir::pad::checkPadToTensorSupported(PadOp op) {
  if (op.getMode() != PadMode::constant)
    return op.emitOpError("mode ")
           << stringifyPadMode(op.getMode())
           << " cannot be expressed with upstream tensor ops: tensor.pad only "
              "pads with a constant value (use --convert-pad-to-linalg)";
  if (op.hasInteriorPadding())
    return op.emitOpError(
        "interior padding cannot be expressed with upstream tensor ops: "
        "tensor.pad cannot insert elements between neighbours (use "
        "--convert-pad-to-linalg)");
  return success();
}

bool mlir::pad::reachesPastOneFold(PadOp op) {
  PadMode mode = op.getMode();
  if (mode == PadMode::constant || mode == PadMode::edge)
    return false;
  ArrayRef<int64_t> shape = op.getSourceType().getShape();
  SmallVector<OpFoldResult> low = op.getMixedLow(), high = op.getMixedHigh();
  for (auto [k, d] : llvm::enumerate(shape)) {
    if (ShapedType::isDynamic(d))
      continue;
    int64_t limit = mode == PadMode::reflect ? d - 1 : d;
    for (OpFoldResult amount : {low[k], high[k]})
      if (std::optional<int64_t> a = getConstantIntValue(amount);
          a && *a > limit)
        return true;
  }
  return false;
}

namespace {

bool isStaticNonNegative(OpFoldResult ofr) {
  std::optional<int64_t> v = getConstantIntValue(ofr);
  return v && *v >= 0;
}

bool isStaticValue(OpFoldResult ofr, int64_t value) {
  std::optional<int64_t> v = getConstantIntValue(ofr);
  return v && *v == value;
}

/// pad.pad (constant mode, no interior) -> tensor.extract_slice + tensor.pad.
struct PadToTensorPattern : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getMode() != PadMode::constant)
      return rewriter.notifyMatchFailure(op, "not in constant mode");
    if (op.hasInteriorPadding())
      return rewriter.notifyMatchFailure(op, "interior padding");

    Location loc = op.getLoc();
    IndexArith ia(rewriter, loc);
    Value source = op.getSource();
    RankedTensorType resultType = op.getResultType();
    SmallVector<OpFoldResult> low = op.getMixedLow(), high = op.getMixedHigh();
    int64_t rank = op.getSourceType().getRank();

    SmallVector<OpFoldResult> offsets, sizes, lowPad, highPad;
    SmallVector<std::function<OpFoldResult()>> outputSizes;
    bool needSlice = false, needPad = false, keepsNothing = false;
    for (int64_t k = 0; k < rank; ++k) {
      // The source size, built as a tensor.dim only where it is used.
      auto sourceSize = [&rewriter, loc, source, k]() -> OpFoldResult {
        return tensor::getMixedSize(rewriter, loc, source, k);
      };
      OpFoldResult p = low[k], q = high[k];
      // The output size, from the source size `d`.
      auto outputSize = [&ia, resultType, p, q, k](OpFoldResult d) {
        return resultType.isDynamicDim(k) ? getPaddedSize(ia, d, p, q, /*r=*/0)
                                          : ia.cst(resultType.getDimSize(k));
      };
      if (isStaticNonNegative(p) && isStaticNonNegative(q)) {
        offsets.push_back(ia.cst(0));
        // Null for a dynamic size: built only if a slice is needed.
        int64_t dim = op.getSourceType().getDimSize(k);
        sizes.push_back(ShapedType::isDynamic(dim) ? OpFoldResult()
                                                   : ia.cst(dim));
        lowPad.push_back(p);
        highPad.push_back(q);
        outputSizes.push_back(
            [outputSize, sourceSize]() { return outputSize(sourceSize()); });
      } else {
        OpFoldResult d = sourceSize();
        OpFoldResult n = outputSize(d);
        OpFoldResult zero = ia.cst(0);
        OpFoldResult o = ia.clamp(ia.sub(zero, p), zero, d);
        OpFoldResult l = ia.clamp(p, zero, n);
        OpFoldResult nl = ia.sub(n, l);
        OpFoldResult left = ia.sub(d, o);
        // Nothing left of a static axis: s = 0 statically (the fill below).
        std::optional<int64_t> staticLeft = getConstantIntValue(left);
        OpFoldResult s = staticLeft && *staticLeft <= 0
                             ? zero
                             : ia.max(zero, ia.min(nl, left));
        // tensor.extract_slice rejects a static offset at the end of a
        // static axis even for an empty slice: when s = 0 the offset does
        // not matter, and min(o, d - 1) is o whenever s > 0.
        if (std::optional<int64_t> dim = getConstantIntValue(d);
            dim && *dim > 0)
          o = ia.min(o, ia.cst(*dim - 1));
        offsets.push_back(o);
        sizes.push_back(s);
        lowPad.push_back(l);
        highPad.push_back(ia.sub(nl, s));
        outputSizes.push_back([n]() { return n; });
        needSlice = true;
      }
      if (sizes.back() && isStaticValue(sizes.back(), 0))
        keepsNothing = true;
      if (!isStaticValue(lowPad.back(), 0) || !isStaticValue(highPad.back(), 0))
        needPad = true;
    }

    // Nothing of the source is kept: the output is the value everywhere.
    // (Upstream's tensor.pad of an empty tensor does not bufferize.)
    if (keepsNothing) {
      SmallVector<OpFoldResult> outSizes;
      for (auto &outputSize : outputSizes)
        outSizes.push_back(outputSize());
      Value empty = tensor::EmptyOp::create(rewriter, loc, outSizes,
                                            resultType.getElementType());
      Value filled = linalg::FillOp::create(
                         rewriter, loc, getPadValue(rewriter, loc, op), empty)
                         .getResult(0);
      replacePadOp(rewriter, op, filled);
      return success();
    }

    Value result = source;
    if (needSlice) {
      for (int64_t k = 0; k < rank; ++k)
        if (!sizes[k])
          sizes[k] = tensor::getMixedSize(rewriter, loc, source, k);
      SmallVector<OpFoldResult> strides(rank, rewriter.getIndexAttr(1));
      result = tensor::ExtractSliceOp::create(rewriter, loc, result, offsets,
                                              sizes, strides);
    }
    if (needPad) {
      result = tensor::PadOp::create(rewriter, loc, /*resultType=*/Type(),
                                     result, lowPad, highPad,
                                     getPadValue(rewriter, loc, op));
    }
    replacePadOp(rewriter, op, result);
    return success();
  }
};

} // namespace

void mlir::pad::populatePadToTensorPatterns(RewritePatternSet &patterns) {
  patterns.add<PadToTensorPattern>(patterns.getContext());
}
