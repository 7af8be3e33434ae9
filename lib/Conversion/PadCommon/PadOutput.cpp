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

/// True if `value` is defined before `op`: in a block that holds `op`, as an
/// argument or by an op before it.
static bool isDefinedBefore(Value value, Operation *op) {
  Block *block = value.getParentBlock();
  Operation *ancestor = block->findAncestorOpInBlock(*op);
  if (!ancestor)
    return false;
  if (isa<BlockArgument>(value))
    return true;
  Operation *def = value.getDefiningOp();
  return def != ancestor && def->isBeforeInBlock(ancestor);
}

/// True if `op` and every operand of `user` but `op`'s result are defined
/// before `op`: the output of `op` can then be built in `user`'s destination.
static bool operandsDefinedBefore(Operation *user, PadOp op) {
  return llvm::all_of(user->getOperands(), [&](Value operand) {
    return operand == op.getResult() || isDefinedBefore(operand, op);
  });
}

/// The only use of `op` when it materializes `op` in a destination whose
/// operands are defined before `op`; null otherwise.
static bufferization::MaterializeInDestinationOp getMaterialization(PadOp op) {
  if (!op->hasOneUse())
    return {};
  auto materialize =
      dyn_cast<bufferization::MaterializeInDestinationOp>(*op->user_begin());
  if (!materialize || !operandsDefinedBefore(materialize, op))
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
  return llvm::any_of(op->getUsers(), [](Operation *user) {
    return isa<bufferization::MaterializeInDestinationOp, tensor::InsertSliceOp,
               tensor::ParallelInsertSliceOp>(user);
  });
}

/// Builds the tensor that `op`'s output is to be written into when its only
/// use writes it into a destination, or returns null.
static Value buildDestination(RewriterBase &rewriter, PadOp op) {
  if (!op->hasOneUse())
    return {};
  Operation *user = *op->user_begin();
  if (!operandsDefinedBefore(user, op))
    return {};
  Location loc = op.getLoc();
  if (auto materialize =
          dyn_cast<bufferization::MaterializeInDestinationOp>(user)) {
    Value dest = materialize.getDest();
    if (isa<TensorType>(dest.getType())) {
      // The materialization of a value built in its destination is that
      // value; left in place, it would keep one-shot bufferization from
      // writing a loop's output in place.
      rewriter.replaceOp(materialize, op.getResult());
      return dest;
    }
    // A memref destination, as empty-tensor elimination does it.
    if (!getMemRefMaterialization(op))
      return {};
    return bufferization::ToTensorOp::create(
        rewriter, loc, memref::getTensorTypeFromMemRefType(dest.getType()),
        dest, /*restrict=*/true, /*writable=*/true);
  }
  // The slice of the destination that an insertion overwrites.
  auto overwrittenSlice = [&](auto insert) -> Value {
    if (insert.getSource() != op.getResult())
      return {};
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
  Value dest = buildDestination(rewriter, op);
  if (!dest)
    return tensor::EmptyOp::create(rewriter, loc, g.outputSizes, elementType);
  // The lowerings build on the type of the computed sizes.
  RankedTensorType outputType = getOutputType(g, elementType);
  if (dest.getType() == outputType)
    return dest;
  return tensor::CastOp::create(rewriter, loc, outputType, dest);
}
