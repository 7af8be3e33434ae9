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
#include "pad/Conversion/Passes.h"
#include "pad/Utils/StreamingStores.h"

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
#include "llvm/TargetParser/Host.h"

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
    if (op.getSourceType().getRank() == 0) {
      // No amounts, no interior: the identity (C9 and C10 fix the type).
      rewriter.replaceOp(op, op.getSource());
      return success();
    }
    Location loc = op.getLoc();
    IndexArith ia(rewriter, loc);
    PadGeometry g = computePadGeometry(ia, op);
    Value padValue = getPadValue(rewriter, loc, op);
    std::optional<int64_t> streamAbove = getStreamThreshold(op, g);
    if (streamAbove &&
        succeeded(lowerToStreamedLines(
            rewriter, op, padValue, options.vectorBits, *streamAbove,
            options.parallel ? std::optional<int64_t>(options.parallelMinBytes)
                             : std::nullopt)))
      return success();
    if (std::optional<int64_t> axis = getMergedAxis(op))
      if (succeeded(lowerMerged(rewriter, op, g, *axis, padValue, streamAbove)))
        return success();

    // An empty source (C8 broken) is not read: zeros instead.
    Value isEmpty = buildSourceIsEmpty(rewriter, loc, op, g);
    Value init = createPadOutput(rewriter, op, g);
    Value result = writeRows(rewriter, loc, op, g, init, padValue, isEmpty,
                             options, streamAbove);
    replacePadOp(rewriter, op, result);
    return success();
  }

private:
  /// The first of the trailing axes that merge, as OpenVINO merges them: in
  /// constant mode, when the axes after k have no padding and k no interior,
  /// padding k by p is padding the merged axis by p * (size of k+1 ...):
  /// rows of 64 NHWC channels become rows of W * 64. Not where an axis after
  /// k has a static output size but a dynamic source size (C10 broken).
  static std::optional<int64_t> getMergedAxis(PadOp op) {
    RankedTensorType type = op.getSourceType();
    int64_t rank = type.getRank();
    if (op.getMode() != PadMode::constant || rank < 2)
      return std::nullopt;
    ArrayRef<int64_t> low = op.getStaticLow(), high = op.getStaticHigh();
    SmallVector<int64_t> interior = op.getInteriorOrZeros();
    int64_t k = rank - 1;
    while (k >= 0 && low[k] == 0 && high[k] == 0 && interior[k] == 0)
      --k;
    if (k < 0 || k == rank - 1 || interior[k] != 0)
      return std::nullopt;
    for (int64_t j = k + 1; j < rank; ++j)
      if (type.isDynamicDim(j) && !op.getResultType().isDynamicDim(j))
        return std::nullopt;
    return k;
  }

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

  /// Lowers `op` with the axes from `axis` on merged, into its memref
  /// destination or its tensor collapsed the same way (expanded back after).
  /// Fails, building nothing, for a memref maybe not contiguous over them or
  /// an expansion of more than one dynamic size.
  LogicalResult lowerMerged(PatternRewriter &rewriter, PadOp op,
                            const PadGeometry &g, int64_t axis, Value padValue,
                            std::optional<int64_t> streamAbove) const {
    Location loc = op.getLoc();
    int64_t rank = op.getSourceType().getRank();
    SmallVector<ReassociationIndices> merge;
    for (int64_t k = 0; k < axis; ++k)
      merge.push_back({k});
    merge.emplace_back(llvm::to_vector(llvm::seq<int64_t>(axis, rank)));
    bufferization::MaterializeInDestinationOp materialize =
        getMemRefMaterialization(op);
    if (materialize &&
        !memref::CollapseShapeOp::isGuaranteedCollapsible(
            cast<MemRefType>(materialize.getDest().getType()), merge))
      materialize = {};
    if (!materialize && llvm::count_if(ArrayRef(g.outputSizes).drop_front(axis),
                                       [](OpFoldResult size) {
                                         return !getConstantIntValue(size);
                                       }) > 1)
      return failure();

    IndexArith ia(rewriter, loc);
    PadGeometry mg = mergeGeometry(ia, g, axis);
    Value source =
        tensor::CollapseShapeOp::create(rewriter, loc, op.getSource(), merge);
    RankedTensorType mergedType =
        getOutputType(mg, op.getSourceType().getElementType());
    auto writeMerged = [&](Value init) {
      if (init.getType() != mergedType)
        init = tensor::CastOp::create(rewriter, loc, mergedType, init);
      SmallVector<int64_t> interior = op.getInteriorOrZeros();
      interior.resize(axis + 1);
      // The merged pad only describes the rows: erased once they are built.
      auto merged =
          PadOp::create(rewriter, loc, mergedType, source, mg.low, mg.high,
                        interior, PadMode::constant, op.getValue());
      Value rows = writeRows(rewriter, loc, merged, mg, init, padValue,
                             /*isEmpty=*/Value(), options, streamAbove);
      rewriter.eraseOp(merged);
      return rows;
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
      return success();
    }
    Value init = createPadOutput(rewriter, op, g);
    Value rows = writeMerged(
        tensor::CollapseShapeOp::create(rewriter, loc, init, merge));
    replacePadOp(rewriter, op,
                 tensor::ExpandShapeOp::create(rewriter, loc, init.getType(),
                                               rows, merge, g.outputSizes));
    return success();
  }

  /// The output size in bytes above which the store loops stream (0: every
  /// size), or none when they never do.
  std::optional<int64_t> getStreamThreshold(PadOp op,
                                            const PadGeometry &g) const {
    if (options.nontemporal == NontemporalMode::Always)
      return 0;
    if (options.nontemporal == NontemporalMode::Never || options.llcBytes < 0)
      return std::nullopt;
    // The CPU's row of the table of measured CPUs, unless a size is forced.
    std::optional<int64_t> llc = options.llcBytes;
    if (options.llcBytes == 0)
      llc = getStreamingStoreThreshold(options.targetCPU.empty()
                                           ? llvm::sys::getHostCPUName()
                                           : StringRef(options.targetCPU));
    if (!llc)
      return std::nullopt;
    // Static outputs are decided here, dynamic ones at run time.
    std::optional<int64_t> bytes = getStaticBytes(
        g.outputSizes, getElementByteSize(op.getSourceType().getElementType()));
    if (!bytes)
      return llc;
    return *bytes > *llc ? std::optional<int64_t>(0) : std::nullopt;
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
