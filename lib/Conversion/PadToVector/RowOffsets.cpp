//===- RowOffsets.cpp - rows at offsets their loop carries ----------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// convert-pad-to-vector marks its loops over output rows of a length known
// at run time only. Once bufferized, a row's accesses index an n-D buffer:
// `%buf[%i, %j, %row + %c, %t]`, whose address the memref lowering computes
// as `%row * stride` plus the rest in every row. LLVM keeps that multiply
// per row and, beside it, pointers it steps for the row's vector loops: more
// live values than x86-64 has registers, so the row loop reloads some from
// the stack in every row (1x64x56x56 pads by 3 of dynamic sizes on a Zen 4:
// 5-8 reloads per row, docs/Lowering.md). Here the loop carries the linear
// offset of each row it accesses, stepped by the row stride, and the row's
// accesses go through a 1-D view of the row at that offset
// (`memref.reinterpret_cast`): LLVM then steps one offset per row accessed,
// without multiplies (it still steps pointers of its own for the vector
// loops).
//
//===----------------------------------------------------------------------===//

#include "MarkedLoops.h"

#include "pad/Conversion/Passes.h"
#include "pad/Utils/IndexArith.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADROWOFFSETSPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {

/// An access of a row: the buffer and the indices of an op that reads or
/// writes it.
struct RowAccess {
  Operation *op;
  Value memref;
  SmallVector<Value> indices;
};

/// The accesses this pass rewrites: scalar loads and stores, and 1-D vector
/// ones along the last axis (transfers in bounds, without a mask).
std::optional<RowAccess> getRowAccess(Operation *op) {
  auto isRowTransfer = [](VectorTransferOpInterface t) {
    return !t.getMask() && t.getVectorType().getRank() == 1 &&
           t.getPermutationMap().isMinorIdentity() && t.isDimInBounds(0) &&
           isa<MemRefType>(t.getBase().getType());
  };
  auto access = [&](Value memref, ValueRange indices) {
    return RowAccess{op, memref, llvm::to_vector(indices)};
  };
  if (auto load = dyn_cast<memref::LoadOp>(op))
    return access(load.getMemRef(), load.getIndices());
  if (auto store = dyn_cast<memref::StoreOp>(op))
    return access(store.getMemRef(), store.getIndices());
  if (auto load = dyn_cast<vector::LoadOp>(op))
    if (load.getVectorType().getRank() == 1)
      return access(load.getBase(), load.getIndices());
  if (auto store = dyn_cast<vector::StoreOp>(op))
    if (store.getVectorType().getRank() == 1)
      return access(store.getBase(), store.getIndices());
  if (auto read = dyn_cast<vector::TransferReadOp>(op))
    if (isRowTransfer(read))
      return access(read.getBase(), read.getIndices());
  if (auto write = dyn_cast<vector::TransferWriteOp>(op))
    if (isRowTransfer(write))
      return access(write.getBase(), write.getIndices());
  return std::nullopt;
}

/// The rows of one buffer a row loop accesses: those at `iv + shift` (no
/// shift: `iv`) of the plane at `planeIndices`.
struct RowGroup {
  Value memref;
  SmallVector<Value> planeIndices;
  Value shift;
  SmallVector<RowAccess> accesses;
};

/// The shift of a row index `index` from the induction variable of `loop`:
/// `iv` (a null shift) or `iv + c`, `c + iv` with `c` defined outside it.
FailureOr<Value> getRowShift(scf::ForOp loop, Value index) {
  Value iv = loop.getInductionVar();
  if (index == iv)
    return Value();
  auto add = index.getDefiningOp<arith::AddIOp>();
  if (!add)
    return failure();
  for (auto [a, b] : {std::pair(add.getLhs(), add.getRhs()),
                      std::pair(add.getRhs(), add.getLhs())})
    if (a == iv && loop.isDefinedOutsideOfLoop(b))
      return b;
  return failure();
}

/// Whether `access` is of a buffer whose rows have a dynamic stride: the
/// rows this pass is for.
bool hasDynamicRowStride(const RowAccess &access) {
  auto type = cast<MemRefType>(access.memref.getType());
  return access.indices.size() >= 2 && type.isLastDimUnitStride() &&
         type.isStrided() &&
         ShapedType::isDynamic(
             type.getStridesAndOffset().first[type.getRank() - 2]);
}

/// Groups the accesses of the rows of `loop` by the rows they access;
/// accesses of other kinds, of rows not at a shift from the induction
/// variable, or of a static row stride are left out.
SmallVector<RowGroup> groupRowAccesses(scf::ForOp loop) {
  SmallVector<RowGroup> groups;
  loop.getBody()->walk([&](Operation *op) {
    // Rows of a static stride cost LLVM no multiply, nor a register.
    std::optional<RowAccess> access = getRowAccess(op);
    if (!access || !hasDynamicRowStride(*access) ||
        !loop.isDefinedOutsideOfLoop(access->memref))
      return;
    ArrayRef<Value> indices = access->indices;
    ArrayRef<Value> planeIndices = indices.drop_back(2);
    if (!llvm::all_of(planeIndices,
                      [&](Value v) { return loop.isDefinedOutsideOfLoop(v); }))
      return;
    FailureOr<Value> shift = getRowShift(loop, indices[indices.size() - 2]);
    if (failed(shift))
      return;
    auto *group = llvm::find_if(groups, [&](const RowGroup &g) {
      return g.memref == access->memref && g.shift == *shift &&
             llvm::equal(g.planeIndices, planeIndices);
    });
    if (group == groups.end()) {
      groups.push_back(
          {access->memref, llvm::to_vector(planeIndices), *shift, {}});
      group = std::prev(groups.end());
    }
    group->accesses.push_back(std::move(*access));
  });
  return groups;
}

/// Rewrites `op` (an access of `getRowAccess`) to access the 1-D `row` at
/// `index`, keeping its attributes (alignment, nontemporal, the marks of the
/// passes on buffers).
void replaceAccess(RewriterBase &rewriter, Operation *op, Value row,
                   Value index) {
  auto rebuild = [&](Operation *replacement) {
    replacement->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    rewriter.replaceOp(op, replacement);
  };
  rewriter.setInsertionPoint(op);
  // A transfer's permutation map names the buffer's axes: built anew.
  if (auto read = dyn_cast<vector::TransferReadOp>(op))
    return rebuild(vector::TransferReadOp::create(
        rewriter, op->getLoc(), read.getVectorType(), row, index,
        read.getPadding(), ArrayRef<bool>{true}));
  if (auto write = dyn_cast<vector::TransferWriteOp>(op))
    return rebuild(vector::TransferWriteOp::create(
        rewriter, op->getLoc(), write.getVector(), row, index,
        ArrayRef<bool>{true}));
  // Loads and stores: (the stored value,) the buffer, its indices.
  SmallVector<Value> operands;
  if (isa<memref::StoreOp, vector::StoreOp>(op))
    operands.push_back(op->getOperand(0));
  operands.append({row, index});
  rewriter.modifyOpInPlace(op, [&] { op->setOperands(operands); });
}

/// Carries the linear offset of each group of rows `loop` accesses, and
/// rewrites the accesses onto a 1-D view of their row.
LogicalResult carryRowOffsets(RewriterBase &rewriter, scf::ForOp loop) {
  // Index arithmetic of invariant values out of the loop first: a row
  // index `iv + (a - b)` then has its shift defined outside.
  moveLoopInvariantCode(cast<LoopLikeOpInterface>(loop.getOperation()));
  SmallVector<RowGroup> groups = groupRowAccesses(loop);
  if (groups.empty())
    return success();

  Location loc = loop.getLoc();
  rewriter.setInsertionPoint(loop);
  IndexArith ia(rewriter, loc);
  SmallVector<Value> inits, steps;
  SmallVector<OpFoldResult> rowSizes;
  for (const RowGroup &group : groups) {
    // The layout's static strides and offset as constants, the others read.
    auto type = cast<MemRefType>(group.memref.getType());
    auto [staticStrides, staticOffset] = type.getStridesAndOffset();
    memref::ExtractStridedMetadataOp metadata;
    auto read = [&]() {
      if (!metadata)
        metadata = memref::ExtractStridedMetadataOp::create(rewriter, loc,
                                                            group.memref);
      return metadata;
    };
    int64_t rank = type.getRank(), rowAxis = rank - 2;
    SmallVector<OpFoldResult> strides;
    for (int64_t k = 0; k < rank; ++k)
      strides.push_back(ShapedType::isDynamic(staticStrides[k])
                            ? OpFoldResult(read().getStrides()[k])
                            : ia.cst(staticStrides[k]));
    OpFoldResult offset = ShapedType::isDynamic(staticOffset)
                              ? OpFoldResult(read().getOffset())
                              : ia.cst(staticOffset);
    for (auto [index, stride] : llvm::zip(group.planeIndices, strides))
      offset = ia.add(offset, ia.mul(index, stride));
    OpFoldResult firstRow = loop.getLowerBound();
    if (group.shift)
      firstRow = ia.add(firstRow, group.shift);
    inits.push_back(
        ia.value(ia.add(offset, ia.mul(firstRow, strides[rowAxis]))));
    steps.push_back(ia.value(ia.mul(loop.getStep(), strides[rowAxis])));
    rowSizes.push_back(type.isDynamicDim(rank - 1)
                           ? OpFoldResult(read().getSizes().back())
                           : ia.cst(type.getDimSize(rank - 1)));
  }

  // The new loop keeps the discardable attributes (the loop annotation).
  FailureOr<LoopLikeOpInterface> replaced =
      cast<LoopLikeOpInterface>(loop.getOperation())
          .replaceWithAdditionalYields(
              rewriter, inits, /*replaceInitOperandUsesInLoop=*/false,
              [&](OpBuilder &b, Location yieldLoc,
                  ArrayRef<BlockArgument> offsets) {
                SmallVector<Value> next;
                for (auto [offset, step] : llvm::zip(offsets, steps))
                  next.push_back(
                      arith::AddIOp::create(b, yieldLoc, offset, step));
                return next;
              });
  if (failed(replaced))
    return failure();
  auto newLoop = cast<scf::ForOp>(replaced->getOperation());

  rewriter.setInsertionPointToStart(newLoop.getBody());
  ArrayRef<BlockArgument> offsets =
      newLoop.getRegionIterArgs().take_back(groups.size());
  for (auto [group, offset, rowSize] : llvm::zip(groups, offsets, rowSizes)) {
    auto type = cast<MemRefType>(group.memref.getType());
    auto rowType = MemRefType::get(
        {getConstantIntValue(rowSize).value_or(ShapedType::kDynamic)},
        type.getElementType(),
        StridedLayoutAttr::get(rewriter.getContext(), ShapedType::kDynamic,
                               {1}),
        type.getMemorySpace());
    rewriter.setInsertionPointToStart(newLoop.getBody());
    auto row = memref::ReinterpretCastOp::create(
        rewriter, loc, rowType, group.memref, OpFoldResult(offset), {rowSize},
        {ia.cst(1)});
    row->setAttr(kRowViewAttrName, rewriter.getUnitAttr());
    for (const RowAccess &access : group.accesses)
      replaceAccess(rewriter, access.op, row, access.indices.back());
  }
  // The rows' indices that only the accesses used.
  for (Operation &op :
       llvm::make_early_inc_range(llvm::reverse(*newLoop.getBody())))
    if (isOpTriviallyDead(&op))
      rewriter.eraseOp(&op);
  return success();
}

struct PadRowOffsetsPass : pad::impl::PadRowOffsetsPassBase<PadRowOffsetsPass> {
  using Base::Base;

  void runOnOperation() override {
    // Most modules have no marked loop (static pads): the IR is unchanged.
    if (!hasMarkedLoop(getOperation(), {kRowLoopAttrName}))
      return markAllAnalysesPreserved();
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) {
      if (loop->hasAttr(kRowLoopAttrName))
        loops.push_back(loop);
    });
    IRRewriter rewriter(&getContext());
    for (scf::ForOp loop : loops) {
      loop->removeAttr(kRowLoopAttrName);
      // The rows of a loop split across threads stay indexed by their loop:
      // pad-parallelize-rows takes only loops that carry nothing.
      if (loop->hasAttr(kParallelRowsAttrName))
        continue;
      if (failed(carryRowOffsets(rewriter, loop)))
        return signalPassFailure();
    }
  }
};

} // namespace
