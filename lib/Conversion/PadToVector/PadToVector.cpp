//===- PadToVector.cpp - lower pad.pad to vectorized row loops ------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The output is written row by row, each element once: a loop nest maps each
// row to a source row, and a row is its low border, its core and its high
// border, each of whole vectors (docs/Lowering.md, "Vector strategy").
// Large pads go as streamed lines, trailing axes without padding are merged
// into longer rows (lowerMerged).
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToVector/PadToVector.h"

#include "Rows.h"

#include "pad/Conversion/PadCommon/LowerPadOps.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"
#include "pad/Conversion/PadCommon/PadGradLowering.h"
#include "pad/Conversion/PadCommon/PadOutput.h"
#include "pad/Conversion/PadToVector/VectorPlan.h"
#include "pad/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/MathExtras.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_CONVERTPADTOVECTORPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {

struct ConvertPadToVectorRows : OpRewritePattern<PadOp> {
  ConvertPadToVectorRows(MLIRContext *context,
                         const ConvertPadToVectorPassOptions &options)
      : OpRewritePattern(context), options(options) {}

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    VectorPlan plan = decideVectorPlan(op, options);
    if (plan.form == VectorForm::Identity) {
      // No amounts, no interior: the identity (C9 and C10 fix the type).
      rewriter.replaceOp(op, op.getSource());
      return success();
    }
    Location loc = op.getLoc();
    IndexArith ia(rewriter, loc);
    PadGeometry g = computePadGeometry(ia, op);
    Value padValue = getPadValue(rewriter, loc, op);
    switch (plan.form) {
    case VectorForm::StreamedLines:
      return lowerToStreamedLines(rewriter, op, padValue, plan);
    case VectorForm::MergedRows:
      lowerMerged(rewriter, op, g, padValue, plan);
      return success();
    default:
      break;
    }
    // An empty source (C8 broken) is not read: zeros instead.
    Value isEmpty = buildSourceIsEmpty(rewriter, loc, op, g);
    Value init = createPadOutput(rewriter, op, g);
    Value result = writeRows(rewriter, loc,
                             {PadRows(op), g, init, padValue, isEmpty}, plan);
    replacePadOp(rewriter, op, result);
    return success();
  }

private:
  /// The geometry of `g` with the axes from `axis` on merged: sizes, core
  /// and source offset those of `axis` times the size of the axes after it
  /// (no product overflows), so any amounts give the unmerged core; the
  /// amounts scaled where static (RowSpans::exact applies), else clamped.
  static PadGeometry mergeGeometry(IndexArith &ia, const PadGeometry &g,
                                   int64_t axis) {
    PadGeometry m;
    for (auto [from, to] : {std::pair(&g.sourceSizes, &m.sourceSizes),
                            {&g.low, &m.low},
                            {&g.high, &m.high},
                            {&g.outputSizes, &m.outputSizes},
                            {&g.coreLo, &m.coreLo},
                            {&g.coreSize, &m.coreSize},
                            {&g.srcOffset, &m.srcOffset}})
      to->assign(from->begin(), from->begin() + axis);
    m.interior.assign(g.interior.begin(), g.interior.begin() + axis + 1);
    // Trailing sizes of source and output are equal but where the output's
    // byte size overflows (then 0): the output's product keeps the core empty.
    OpFoldResult innerSource = ia.cst(1), innerOutput = ia.cst(1);
    for (int64_t k = axis + 1, rank = g.getRank(); k < rank; ++k) {
      innerSource = ia.mul(innerSource, g.sourceSizes[k]);
      innerOutput = ia.mul(innerOutput, g.outputSizes[k]);
    }
    m.sourceSizes.push_back(ia.mul(g.sourceSizes[axis], innerSource));
    m.outputSizes.push_back(ia.mul(g.outputSizes[axis], innerOutput));
    m.coreLo.push_back(ia.mul(g.coreLo[axis], innerOutput));
    m.coreSize.push_back(ia.mul(g.coreSize[axis], innerOutput));
    // (Beyond the source only where the core is empty: clamped to it.)
    m.srcOffset.push_back(
        ia.mul(ia.min(g.srcOffset[axis], g.sourceSizes[axis]), innerSource));
    std::optional<int64_t> inner = getConstantIntValue(innerSource);
    auto scaled = [&](OpFoldResult amount) -> std::optional<int64_t> {
      std::optional<int64_t> a = getConstantIntValue(amount);
      int64_t product;
      if (!a || !inner || llvm::MulOverflow(*a, *inner, product))
        return std::nullopt;
      return product;
    };
    std::optional<int64_t> staticLow = scaled(g.low[axis]);
    std::optional<int64_t> staticHigh = scaled(g.high[axis]);
    OpFoldResult low = staticLow ? ia.cst(*staticLow)
                                 : ia.sub(m.coreLo.back(), m.srcOffset.back());
    m.low.push_back(low);
    m.high.push_back(staticHigh ? ia.cst(*staticHigh)
                                : ia.sub(m.outputSizes.back(),
                                         ia.add(low, m.sourceSizes.back())));
    return m;
  }

  /// Lowers `op` with the axes from the plan's mergedAxis on merged, into
  /// its memref destination where they collapse in it, else into its tensor
  /// collapsed the same way (expanded back after).
  void lowerMerged(PatternRewriter &rewriter, PadOp op, const PadGeometry &g,
                   Value padValue, const VectorPlan &plan) const {
    Location loc = op.getLoc();
    int64_t axis = plan.mergedAxis;
    SmallVector<ReassociationIndices> merge =
        getMergeReassociation(op.getSourceType().getRank(), axis);
    bufferization::MaterializeInDestinationOp materialize =
        getMergeableDestination(op, axis);
    IndexArith ia(rewriter, loc);
    PadGeometry mg = mergeGeometry(ia, g, axis);
    Value source =
        tensor::CollapseShapeOp::create(rewriter, loc, op.getSource(), merge);
    RankedTensorType mergedType =
        getOutputType(mg, op.getSourceType().getElementType());
    auto writeMerged = [&](Value init) {
      if (init.getType() != mergedType)
        init = tensor::CastOp::create(rewriter, loc, mergedType, init);
      // The rows of the constant pad of the merged axes.
      RowsInput in{PadRows(source, PadMode::constant, mergedType), mg, init,
                   padValue, /*isEmpty=*/Value()};
      return writeRows(rewriter, loc, in, plan);
    };

    if (materialize) {
      Value dest = memref::CollapseShapeOp::create(
          rewriter, loc, materialize.getDest(), merge);
      Type destTensorType = memref::getTensorTypeFromMemRefType(dest.getType());
      Value init = bufferization::ToTensorOp::create(
          rewriter, loc, destTensorType, dest, /*restrict=*/true,
          /*writable=*/true);
      Value rows = writeMerged(init);
      if (rows.getType() != destTensorType)
        rows = tensor::CastOp::create(rewriter, loc, destTensorType, rows);
      auto write = bufferization::MaterializeInDestinationOp::create(
          rewriter, loc, rows, dest);
      write.setRestrict(true);
      write.setWritable(true);
      rewriter.eraseOp(materialize);
      rewriter.eraseOp(op);
      return;
    }
    Value init = createPadOutput(rewriter, op, g);
    Value rows = writeMerged(
        tensor::CollapseShapeOp::create(rewriter, loc, init, merge));
    replacePadOp(rewriter, op,
                 tensor::ExpandShapeOp::create(rewriter, loc, init.getType(),
                                               rows, merge, g.outputSizes));
  }

  ConvertPadToVectorPassOptions options;
};

} // namespace

void mlir::pad::populatePadToVectorPatterns(
    RewritePatternSet &patterns, const ConvertPadToVectorPassOptions &options) {
  patterns.add<ConvertPadToVectorRows>(patterns.getContext(), options);
}

namespace {
struct ConvertPadToVectorPass
    : pad::impl::ConvertPadToVectorPassBase<ConvertPadToVectorPass> {
  using Base::Base;

  void runOnOperation() override {
    if (vectorBits < 8) {
      getOperation()->emitError("vector-bits must be at least 8, got ")
          << static_cast<int64_t>(vectorBits);
      return signalPassFailure();
    }
    RewritePatternSet patterns(&getContext());
    populatePadToVectorPatterns(patterns,
                                {vectorBits, nontemporal, llcBytes, targetCPU,
                                 parallel, parallelMinBytes});
    populatePadGradRowPatterns(patterns,
                               {vectorBits, nontemporal, llcBytes, targetCPU});
    populatePadGradLoweringPatterns(patterns);
    if (failed(lowerPadOps(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
