//===- PadOutput.cpp - where a lowering of pad.pad writes -----------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadCommon/PadOutput.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::pad;

bool mlir::pad::isDefinedBefore(Value value, Operation *op) {
  Block *block = value.getParentBlock();
  Operation *ancestor = block->findAncestorOpInBlock(*op);
  if (!ancestor)
    return false;
  if (isa<BlockArgument>(value))
    return true;
  Operation *def = value.getDefiningOp();
  return def != ancestor && def->isBeforeInBlock(ancestor);
}

/// The op that writes `result` into a destination, and the value it writes.
static DestinationUse getDestinationUseOf(Value result) {
  if (!result.hasOneUse())
    return {};
  Value written = result;
  Operation *user = *result.user_begin();
  if (auto cast = dyn_cast<tensor::CastOp>(user)) {
    if (!cast->hasOneUse())
      return {};
    written = cast.getResult();
    user = *cast->user_begin();
  }
  if (auto materialize =
          dyn_cast<bufferization::MaterializeInDestinationOp>(user))
    return materialize.getSource() == written ? DestinationUse{user, written}
                                              : DestinationUse{};
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(user))
    return insert.getSource() == written ? DestinationUse{user, written}
                                         : DestinationUse{};
  if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(user))
    return insert.getSource() == written ? DestinationUse{user, written}
                                         : DestinationUse{};
  return {};
}

DestinationUse mlir::pad::getDestinationUse(PadOp op) {
  return getDestinationUseOf(op.getResult());
}

/// True if every operand of the destination op of `use` but the value it
/// writes is defined before `op`: the output of `op` can then be built in
/// that destination.
static bool operandsDefinedBefore(const DestinationUse &use, Operation *op) {
  return llvm::all_of(use.user->getOperands(), [&](Value operand) {
    return operand == use.written || isDefinedBefore(operand, op);
  });
}

void mlir::pad::moveToDestination(PadOp op) {
  DestinationUse use = getDestinationUse(op);
  if (!use.user || operandsDefinedBefore(use, op))
    return;
  // The insertion of a tile stands in its loop's terminator.
  Operation *anchor = use.user;
  if (isa<tensor::ParallelInsertSliceOp>(anchor))
    anchor = anchor->getParentOp();
  if (anchor->getBlock() != op->getBlock())
    return;
  op->moveBefore(anchor);
  if (Operation *cast = use.written.getDefiningOp(); cast != op)
    cast->moveBefore(anchor);
}

/// The only use of `op` when it materializes `op` in a destination whose
/// operands are defined before `op`; null otherwise.
static bufferization::MaterializeInDestinationOp getMaterialization(PadOp op) {
  DestinationUse use = getDestinationUse(op);
  auto materialize =
      dyn_cast_if_present<bufferization::MaterializeInDestinationOp>(use.user);
  if (!materialize || !operandsDefinedBefore(use, op))
    return {};
  return materialize;
}

bufferization::MaterializeInDestinationOp
mlir::pad::getMemRefMaterialization(PadOp op) {
  bufferization::MaterializeInDestinationOp materialize =
      getMaterialization(op);
  if (!materialize || !isa<BaseMemRefType>(materialize.getDest().getType()) ||
      !materialize.getRestrict() || !materialize.getWritable())
    return {};
  return materialize;
}

bufferization::MaterializeInDestinationOp
mlir::pad::getTensorMaterialization(PadOp op) {
  bufferization::MaterializeInDestinationOp materialize =
      getMaterialization(op);
  if (!materialize || !isa<TensorType>(materialize.getDest().getType()))
    return {};
  return materialize;
}

bool mlir::pad::feedsDestination(PadOp op) {
  return getDestinationUse(op).user != nullptr;
}

/// Builds the tensor that `op`'s output is to be written into when its only
/// use writes it into a destination, or returns null.
static Value buildDestination(RewriterBase &rewriter, Operation *op,
                              Value result) {
  DestinationUse use = getDestinationUseOf(result);
  if (!use.user || !operandsDefinedBefore(use, op))
    return {};
  Operation *user = use.user;
  Location loc = op->getLoc();
  if (auto materialize =
          dyn_cast<bufferization::MaterializeInDestinationOp>(user)) {
    Value dest = materialize.getDest();
    if (isa<TensorType>(dest.getType())) {
      // The materialization of a value built in its destination is that
      // value (cast to the destination's type where the two differ); left
      // in place, it would keep one-shot bufferization from writing a loop's
      // output in place.
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPoint(materialize);
      Value built = use.written;
      if (built.getType() != materialize.getType())
        built =
            tensor::CastOp::create(rewriter, loc, materialize.getType(), built);
      rewriter.replaceOp(materialize, built);
      return dest;
    }
    // A memref destination, as empty-tensor elimination does it.
    if (!materialize.getRestrict() || !materialize.getWritable())
      return {};
    // A destination of another static shape than the result (a memref of
    // dynamic sizes) is cast to the result's shape, and the materialization
    // writes into the cast: it then copies a buffer onto itself, which
    // bufferization drops, rather than onto a view of another type.
    auto memrefType = dyn_cast<MemRefType>(dest.getType());
    ArrayRef<int64_t> shape =
        cast<RankedTensorType>(use.written.getType()).getShape();
    if (memrefType && memrefType.getShape() != shape) {
      MemRefType castType = MemRefType::Builder(memrefType).setShape(shape);
      if (memref::CastOp::areCastCompatible(memrefType, castType)) {
        dest = memref::CastOp::create(rewriter, loc, castType, dest);
        rewriter.modifyOpInPlace(
            materialize, [&] { materialize.getDestMutable().assign(dest); });
      }
    }
    return bufferization::ToTensorOp::create(
        rewriter, loc, memref::getTensorTypeFromMemRefType(dest.getType()),
        dest, /*restrict=*/true, /*writable=*/true);
  }
  // The slice of the destination that an insertion overwrites.
  auto overwrittenSlice = [&](auto insert) -> Value {
    return tensor::ExtractSliceOp::create(
        rewriter, loc, insert.getSourceType(), insert.getDest(),
        insert.getMixedOffsets(), insert.getMixedSizes(),
        insert.getMixedStrides());
  };
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(user))
    return overwrittenSlice(insert);
  if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(user))
    return overwrittenSlice(insert);
  return {};
}

Value mlir::pad::createPadOutput(RewriterBase &rewriter, PadOp op,
                                 const PadGeometry &g) {
  Location loc = op.getLoc();
  Type elementType = op.getSourceType().getElementType();
  Value dest = buildDestination(rewriter, op, op.getResult());
  if (!dest)
    return tensor::EmptyOp::create(rewriter, loc, g.outputSizes, elementType);
  // The lowerings build on the type of the computed sizes.
  RankedTensorType outputType = getOutputType(g, elementType);
  if (dest.getType() == outputType)
    return dest;
  return tensor::CastOp::create(rewriter, loc, outputType, dest);
}

Value mlir::pad::getPadGradDestination(PadGradOp op) {
  DestinationUse use = getDestinationUseOf(op.getGx());
  auto materialize =
      dyn_cast_or_null<bufferization::MaterializeInDestinationOp>(use.user);
  if (!materialize || !operandsDefinedBefore(use, op))
    return {};
  return materialize.getDest();
}

Value mlir::pad::createPadGradOutput(RewriterBase &rewriter, PadGradOp op,
                                     ArrayRef<OpFoldResult> sizes) {
  Location loc = op.getLoc();
  Type elementType = op.getGxType().getElementType();
  Value dest = buildDestination(rewriter, op, op.getGx());
  if (!dest)
    return tensor::EmptyOp::create(rewriter, loc, sizes, elementType);
  auto outputType = RankedTensorType::get(
      llvm::map_to_vector(sizes,
                          [](OpFoldResult size) {
                            return getConstantIntValue(size).value_or(
                                ShapedType::kDynamic);
                          }),
      elementType);
  if (dest.getType() == outputType)
    return dest;
  return tensor::CastOp::create(rewriter, loc, outputType, dest);
}
