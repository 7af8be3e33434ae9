//===- FullRankSlices.cpp - the pad-full-rank-slices pass -----------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADFULLRANKSLICESPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

/// The reassociation that collapses the axes of a slice to those it keeps:
/// each dropped axis joins the group of the kept axis before it (the first
/// kept axis's group where there is none). Empty when no axis is kept.
static SmallVector<ReassociationIndices>
getReassociation(const llvm::SmallBitVector &dropped) {
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices leading;
  for (int64_t j = 0, e = dropped.size(); j < e; ++j) {
    if (dropped.test(j)) {
      (groups.empty() ? leading : groups.back()).push_back(j);
      continue;
    }
    groups.emplace_back(leading.begin(), leading.end());
    leading.clear();
    groups.back().push_back(j);
  }
  return groups;
}

/// True if a rank-reducing slice of `sliced`, of sizes `sizes`,
/// drops fewer of its unit axes (static size 1) than it has while `sliced`
/// has dynamic sizes: the axes a memref.subview of its buffer would drop are
/// then chosen from strides that are all dynamic, alike, and need not be the
/// axes the tensor op drops. (Static sizes give static strides, from which
/// the subview drops the tensor op's axes or unit axes of the same strides.)
static bool isAmbiguous(RankedTensorType sliced, ArrayRef<OpFoldResult> sizes,
                        const llvm::SmallBitVector &dropped) {
  // Constant sizes count as static: the canonicalizer folds them.
  int64_t units = llvm::count_if(
      sizes, [](OpFoldResult size) { return getConstantIntValue(size) == 1; });
  return !sliced.hasStaticShape() &&
         units > static_cast<int64_t>(dropped.count());
}

/// The tensor type of the full-rank slice of `sizes`.
static RankedTensorType getFullType(ArrayRef<int64_t> staticSizes,
                                    Type elementType) {
  return RankedTensorType::get(staticSizes, elementType);
}

namespace {
struct PadFullRankSlicesPass
    : pad::impl::PadFullRankSlicesPassBase<PadFullRankSlicesPass> {
  void runOnOperation() override {
    SmallVector<tensor::ExtractSliceOp> extracts;
    SmallVector<tensor::InsertSliceOp> inserts;
    getOperation()->walk([&](Operation *op) {
      if (auto extract = dyn_cast<tensor::ExtractSliceOp>(op)) {
        if (extract.getType().getRank() != extract.getSourceType().getRank() &&
            extract.getType().getRank() != 0 &&
            isAmbiguous(extract.getSourceType(), extract.getMixedSizes(),
                        extract.getDroppedDims()))
          extracts.push_back(extract);
      } else if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
        if (insert.getSourceType().getRank() != insert.getType().getRank() &&
            insert.getSourceType().getRank() != 0 &&
            isAmbiguous(insert.getType(), insert.getMixedSizes(),
                        insert.getDroppedDims()))
          inserts.push_back(insert);
      }
    });
    if (extracts.empty() && inserts.empty())
      return markAllAnalysesPreserved();

    for (tensor::ExtractSliceOp extract : extracts) {
      OpBuilder b(extract);
      auto fullType = getFullType(extract.getStaticSizes(),
                                  extract.getType().getElementType());
      auto full = tensor::ExtractSliceOp::create(
          b, extract.getLoc(), fullType, extract.getSource(),
          extract.getMixedOffsets(), extract.getMixedSizes(),
          extract.getMixedStrides());
      auto collapsed = tensor::CollapseShapeOp::create(
          b, extract.getLoc(), extract.getType(), full,
          getReassociation(extract.getDroppedDims()));
      extract.replaceAllUsesWith(collapsed.getResult());
      extract.erase();
    }
    for (tensor::InsertSliceOp insert : inserts) {
      OpBuilder b(insert);
      auto fullType = getFullType(insert.getStaticSizes(),
                                  insert.getSourceType().getElementType());
      auto expanded = tensor::ExpandShapeOp::create(
          b, insert.getLoc(), fullType, insert.getSource(),
          getReassociation(insert.getDroppedDims()), insert.getMixedSizes());
      auto full = tensor::InsertSliceOp::create(
          b, insert.getLoc(), expanded.getResult(), insert.getDest(),
          insert.getMixedOffsets(), insert.getMixedSizes(),
          insert.getMixedStrides());
      insert.replaceAllUsesWith(full.getResult());
      insert.erase();
    }
  }
};
} // namespace
