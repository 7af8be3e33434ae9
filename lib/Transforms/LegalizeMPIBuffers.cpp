//===- LegalizeMPIBuffers.cpp - buffers of the MPI ops -------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Workarounds for LLVM 22's lowering of the shard dialect to MPI (see
// Passes.td): the buffers of the MPI ops are collapsed to one dimension, as
// MPI-to-LLVM counts their elements by their first; the deallocations of
// convert-shard-to-mpi's temporary buffers are left to the deallocation
// pipeline, which rejects explicit ones.
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADLEGALIZEMPIBUFFERSPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

/// `buffer` as a 1-D view, or null when it is 1-D already or not contiguous.
static Value flatten(PatternRewriter &rewriter, Location loc, Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type || type.getRank() == 1 || !type.getLayout().isIdentity())
    return Value();
  if (type.getRank() == 0)
    return memref::ExpandShapeOp::create(
        rewriter, loc, MemRefType::get({1}, type.getElementType()), buffer,
        ArrayRef<ReassociationIndices>{},
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(1)});
  ReassociationIndices all;
  for (int64_t i = 0; i < type.getRank(); ++i)
    all.push_back(i);
  return memref::CollapseShapeOp::create(rewriter, loc, buffer,
                                         ArrayRef<ReassociationIndices>{all});
}

namespace {

/// Replaces every flattenable memref operand of an op of type `OpTy`.
template <typename OpTy> struct FlattenBuffers : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    bool changed = false;
    for (OpOperand &operand : op->getOpOperands()) {
      Value flat = flatten(rewriter, op.getLoc(), operand.get());
      if (!flat)
        continue;
      rewriter.modifyOpInPlace(op, [&] { operand.set(flat); });
      changed = true;
    }
    return success(changed);
  }
};

/// A memref.dealloc of a memref.alloc of its block.
struct DropLocalDealloc : OpRewritePattern<memref::DeallocOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::DeallocOp op,
                                PatternRewriter &rewriter) const override {
    auto alloc = op.getMemref().getDefiningOp<memref::AllocOp>();
    if (!alloc || alloc->getBlock() != op->getBlock())
      return rewriter.notifyMatchFailure(op, "expected an alloc of its block");
    rewriter.eraseOp(op);
    return success();
  }
};

struct PadLegalizeMPIBuffersPass
    : pad::impl::PadLegalizeMPIBuffersPassBase<PadLegalizeMPIBuffersPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FlattenBuffers<mpi::SendOp>, FlattenBuffers<mpi::RecvOp>,
                 FlattenBuffers<mpi::AllReduceOp>, DropLocalDealloc>(
        &getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
