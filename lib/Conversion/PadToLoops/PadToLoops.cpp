//===- PadToLoops.cpp - lower pad.pad to scf.for loop nests ---------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The direct reading of docs/Semantics.md: one loop per output axis, and per
// output element the source coordinate of each axis, resolved by the mode.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToLoops/PadToLoops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"
#include "pad/Conversion/PadCommon/PadOutput.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

/// The per-axis loop invariants of the element computation.
struct AxisValues {
  Value low;                               // p
  Value size;                              // d
  Value dilated;                           // D
  std::optional<BorderIndexMap> borderMap; // border modes only
};

/// Constant mode: the source element if every axis maps inside the dilated
/// source onto the grid, the pad value otherwise. The source is read only
/// then, when every axis is non-empty.
Value buildConstantElement(OpBuilder &b, Location loc, PadOp op,
                           ArrayRef<AxisValues> axes,
                           ArrayRef<int64_t> interior, Value padValue,
                           ValueRange ivs) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value inside;
  SmallVector<Value> srcIndices;
  for (auto [k, iv] : llvm::enumerate(ivs)) {
    Value j = arith::SubIOp::create(b, loc, iv, axes[k].low);
    Value isInside = arith::AndIOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, j, zero),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, j,
                              axes[k].dilated));
    if (int64_t r = interior[k]) {
      Value stride = arith::ConstantIndexOp::create(b, loc, r + 1);
      Value rem = arith::RemSIOp::create(b, loc, j, stride);
      isInside = arith::AndIOp::create(
          b, loc, isInside,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rem, zero));
      j = arith::DivSIOp::create(b, loc, j, stride);
    }
    inside =
        inside ? arith::AndIOp::create(b, loc, inside, isInside) : isInside;
    // In bounds whenever `inside` holds, even for sizes that overflowed.
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    Value last = arith::SubIOp::create(b, loc, axes[k].size, one);
    srcIndices.push_back(arith::MinSIOp::create(
        b, loc, arith::MaxSIOp::create(b, loc, j, zero), last));
  }
  if (!inside) // rank 0
    return tensor::ExtractOp::create(b, loc, op.getSource(), ValueRange{});
  auto ifOp = scf::IfOp::create(
      b, loc, inside,
      [&](OpBuilder &nb, Location nloc) {
        Value element =
            tensor::ExtractOp::create(nb, nloc, op.getSource(), srcIndices);
        scf::YieldOp::create(nb, nloc, element);
      },
      [&](OpBuilder &nb, Location nloc) {
        scf::YieldOp::create(nb, nloc, padValue);
      });
  return ifOp.getResult(0);
}

/// Edge, reflect, symmetric, wrap: the source element at the mapped
/// coordinates. Requires a non-empty source.
Value buildBorderElement(OpBuilder &b, Location loc, PadOp op,
                         ArrayRef<AxisValues> axes, ValueRange ivs) {
  SmallVector<Value> srcIndices;
  for (auto [k, iv] : llvm::enumerate(ivs)) {
    Value j = arith::SubIOp::create(b, loc, iv, axes[k].low);
    srcIndices.push_back(axes[k].borderMap->map(b, loc, j));
  }
  return tensor::ExtractOp::create(b, loc, op.getSource(), srcIndices);
}

/// Builds a loop nest over `sizes` that inserts `element(ivs)` into `dest`.
Value buildElementLoops(
    OpBuilder &b, Location loc, Value dest, ArrayRef<OpFoldResult> sizes,
    function_ref<Value(OpBuilder &, Location, ValueRange)> element) {
  IndexArith ia(b, loc);
  SmallVector<Value> lbs, ubs, steps;
  for (OpFoldResult size : sizes) {
    lbs.push_back(ia.value(ia.cst(0)));
    ubs.push_back(ia.value(size));
    steps.push_back(ia.value(ia.cst(1)));
  }
  scf::LoopNest nest = scf::buildLoopNest(
      b, loc, lbs, ubs, steps, ValueRange{dest},
      [&](OpBuilder &nb, Location nloc, ValueRange ivs,
          ValueRange iterArgs) -> scf::ValueVector {
        Value value = element(nb, nloc, ivs);
        return {tensor::InsertOp::create(nb, nloc, value, iterArgs[0], ivs)};
      });
  if (nest.loops.empty())
    return nest.results.front();
  return nest.loops.front().getResult(0);
}

struct ConvertPadToLoops : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    IndexArith ia(rewriter, loc);
    PadGeometry g = computePadGeometry(ia, op);
    SmallVector<AxisValues> axes;
    for (int64_t k = 0; k < g.getRank(); ++k) {
      Value size = ia.value(g.sourceSizes[k]);
      axes.push_back(
          {ia.value(g.low[k]), size,
           ia.value(getDilatedSize(ia, g.sourceSizes[k], g.interior[k])),
           std::nullopt});
    }

    Value init = createPadOutput(rewriter, op, g);
    Value result;
    if (op.getMode() == PadMode::constant) {
      // The source is read under a condition (buildConstantElement).
      Value padValue = getPadValue(rewriter, loc, op);
      result = buildElementLoops(rewriter, loc, init, g.outputSizes,
                                 [&](OpBuilder &b, Location l, ValueRange ivs) {
                                   return buildConstantElement(b, l, op, axes,
                                                               g.interior,
                                                               padValue, ivs);
                                 });
    } else {
      // The border modes read the source everywhere, through the index map of
      // each axis; nothing can be read from an empty source: zeros instead
      // (C8 broken).
      for (auto [k, axis] : llvm::enumerate(axes))
        axis.borderMap.emplace(rewriter, loc, op.getMode(), g, k);
      Value isEmpty = buildSourceIsEmpty(rewriter, loc, op, g);
      Value zero = isEmpty ? getPadValue(rewriter, loc, op) : Value();
      result = buildElementLoops(
          rewriter, loc, init, g.outputSizes,
          [&](OpBuilder &b, Location l, ValueRange ivs) {
            return buildUnlessEmpty(
                b, l, isEmpty,
                [&](OpBuilder &nb, Location nl) {
                  return buildBorderElement(nb, nl, op, axes, ivs);
                },
                [&](OpBuilder &, Location) { return zero; });
          });
    }
    replacePadOp(rewriter, op, result);
    return success();
  }
};

} // namespace

void mlir::pad::populatePadToLoopsPatterns(RewritePatternSet &patterns) {
  patterns.add<ConvertPadToLoops>(patterns.getContext());
}
