//===- PadTilingInterface.cpp - TilingInterface of pad.pad ----------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The iteration domain of a pad.pad is its result shape, every loop parallel.
// The tile at offsets o and sizes s is the pad.pad of the same source with
// low' = low - o and high' = high - (n - o - s) (docs/Tiling.md):
// negative amounts crop without changing which source element a kept output
// element maps to, so this holds in every mode, with interior padding and
// dynamic amounts, and needs no guard for tiles that read only padding.
//
//===----------------------------------------------------------------------===//

#include "pad/IR/PadTilingInterface.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::pad;

SmallVector<OpFoldResult> mlir::pad::getPadOutputSizes(IndexArith &ia,
                                                       PadOp op) {
  RankedTensorType resultType = op.getResultType();
  SmallVector<OpFoldResult> low = op.getMixedLow(), high = op.getMixedHigh();
  SmallVector<int64_t> interior = op.getInteriorOrZeros();
  SmallVector<OpFoldResult> sizes;
  for (int64_t k = 0, rank = resultType.getRank(); k < rank; ++k) {
    if (!resultType.isDynamicDim(k)) {
      sizes.push_back(ia.cst(resultType.getDimSize(k)));
      continue;
    }
    OpFoldResult d =
        tensor::getMixedSize(ia.getBuilder(), ia.getLoc(), op.getSource(), k);
    sizes.push_back(getPaddedSize(ia, d, low[k], high[k], interior[k]));
  }
  return sizes;
}

/// The static output size of axis `k` of `op`, if known without building IR.
static std::optional<int64_t> getStaticOutputSize(PadOp op, int64_t k) {
  RankedTensorType resultType = op.getResultType();
  if (!resultType.isDynamicDim(k))
    return resultType.getDimSize(k);
  // The verifier makes a result dim static whenever the inference knows it.
  return std::nullopt;
}

FailureOr<PadOp> mlir::pad::buildPadTile(OpBuilder &b, Location loc, PadOp op,
                                         ArrayRef<OpFoldResult> offsets,
                                         ArrayRef<OpFoldResult> sizes) {
  int64_t rank = op.getSourceType().getRank();
  if (static_cast<int64_t>(offsets.size()) != rank ||
      static_cast<int64_t>(sizes.size()) != rank)
    return failure();
  SmallVector<OpFoldResult> low = op.getMixedLow(), high = op.getMixedHigh();
  SmallVector<int64_t> interior = op.getInteriorOrZeros();

  // First, without building anything: the static amounts and type of the tile,
  // and whether that op is valid.
  SmallVector<int64_t> staticLow, staticHigh, tileShape;
  for (int64_t k = 0; k < rank; ++k) {
    std::optional<int64_t> p = getConstantIntValue(low[k]);
    std::optional<int64_t> q = getConstantIntValue(high[k]);
    std::optional<int64_t> o = getConstantIntValue(offsets[k]);
    std::optional<int64_t> s = getConstantIntValue(sizes[k]);
    std::optional<int64_t> n = getStaticOutputSize(op, k);
    std::optional<int64_t> newLow, newHigh;
    if (p && o)
      newLow = llvm::checkedSub(*p, *o);
    if (q && n && o && s) {
      std::optional<int64_t> rest = llvm::checkedSub(*n, *o);
      if (rest)
        rest = llvm::checkedSub(*rest, *s);
      if (rest)
        newHigh = llvm::checkedSub(*q, *rest);
    }
    if ((p && o && !newLow) || (q && n && o && s && !newHigh))
      return failure(); // Overflow: a window far outside the result.
    // kDynamic is not a static amount.
    if (newLow && ShapedType::isDynamic(*newLow))
      return failure();
    if (newHigh && ShapedType::isDynamic(*newHigh))
      return failure();
    staticLow.push_back(newLow.value_or(ShapedType::kDynamic));
    staticHigh.push_back(newHigh.value_or(ShapedType::kDynamic));
    tileShape.push_back(s ? *s : ShapedType::kDynamic);
  }
  FailureOr<RankedTensorType> inferred = PadOp::inferResultType(
      op.getSourceType(), staticLow, staticHigh, interior);
  if (failed(inferred))
    return failure();
  for (auto [dim, inferredDim] : llvm::zip(tileShape, inferred->getShape()))
    if (ShapedType::isDynamic(dim))
      dim = inferredDim;
  auto tileType = RankedTensorType::get(tileShape, inferred->getElementType(),
                                        op.getResultType().getEncoding());
  if (failed(PadOp::verifyStatic(op.getSourceType(), staticLow, staticHigh,
                                 interior, op.getMode(),
                                 static_cast<bool>(op.getValue()), tileType)))
    return failure();

  // Then the amounts as IR: constants fold, the rest is index arithmetic.
  IndexArith ia(b, loc);
  SmallVector<OpFoldResult> outputSizes = getPadOutputSizes(ia, op);
  SmallVector<OpFoldResult> newLow, newHigh;
  for (int64_t k = 0; k < rank; ++k) {
    auto [l, h] = getShiftedAmounts(ia, low[k], high[k], outputSizes[k],
                                    offsets[k], sizes[k]);
    newLow.push_back(l);
    newHigh.push_back(h);
  }
  // An absent interior stays absent.
  ArrayRef<int64_t> tileInterior =
      op.getInteriorAttr() ? ArrayRef<int64_t>(interior) : ArrayRef<int64_t>();
  auto tile = PadOp::create(b, loc, tileType, op.getSource(), newLow, newHigh,
                            tileInterior, op.getMode(), op.getValue());
  tile->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  return tile;
}

namespace {

struct PadOpTilingInterface
    : public TilingInterface::ExternalModel<PadOpTilingInterface, PadOp> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return SmallVector<utils::IteratorType>(
        cast<PadOp>(op).getResultType().getRank(),
        utils::IteratorType::parallel);
  }

  SmallVector<Range> getIterationDomain(Operation *op, OpBuilder &b) const {
    auto padOp = cast<PadOp>(op);
    IndexArith ia(b, op->getLoc());
    SmallVector<Range> domain;
    for (OpFoldResult n : getPadOutputSizes(ia, padOp))
      domain.push_back(Range{b.getIndexAttr(0), n, b.getIndexAttr(1)});
    return domain;
  }

  FailureOr<TilingResult>
  getTiledImplementation(Operation *op, OpBuilder &b,
                         ArrayRef<OpFoldResult> offsets,
                         ArrayRef<OpFoldResult> sizes) const {
    FailureOr<PadOp> tile =
        buildPadTile(b, op->getLoc(), cast<PadOp>(op), offsets, sizes);
    if (failed(tile))
      return failure();
    return TilingResult{{*tile}, {tile->getResult()}, {}};
  }

  LogicalResult
  getResultTilePosition(Operation *op, OpBuilder &b, unsigned resultNumber,
                        ArrayRef<OpFoldResult> offsets,
                        ArrayRef<OpFoldResult> sizes,
                        SmallVector<OpFoldResult> &resultOffsets,
                        SmallVector<OpFoldResult> &resultSizes) const {
    if (resultNumber != 0)
      return failure();
    resultOffsets.assign(offsets.begin(), offsets.end());
    resultSizes.assign(sizes.begin(), sizes.end());
    return success();
  }

  LogicalResult getIterationDomainTileFromResultTile(
      Operation *op, OpBuilder &b, unsigned resultNumber,
      ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
      SmallVectorImpl<OpFoldResult> &iterDomainOffsets,
      SmallVectorImpl<OpFoldResult> &iterDomainSizes) const {
    if (resultNumber != 0)
      return failure();
    iterDomainOffsets.assign(offsets.begin(), offsets.end());
    iterDomainSizes.assign(sizes.begin(), sizes.end());
    return success();
  }

  FailureOr<TilingResult>
  generateResultTileValue(Operation *op, OpBuilder &b, unsigned resultNumber,
                          ArrayRef<OpFoldResult> offsets,
                          ArrayRef<OpFoldResult> sizes) const {
    if (resultNumber != 0)
      return failure();
    return getTiledImplementation(op, b, offsets, sizes);
  }
};

} // namespace

void mlir::pad::attachTilingInterface(MLIRContext *context) {
  PadOp::attachInterface<PadOpTilingInterface>(*context);
}
