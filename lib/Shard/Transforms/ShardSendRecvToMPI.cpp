//===- ShardSendRecvToMPI.cpp - shard.send/recv to the mpi dialect --------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The point-to-point ops of the `shard` dialect, which LLVM 22's
// convert-shard-to-mpi does not lower (see Passes.td), as `mpi.send` and
// `mpi.recv` on contiguous one-dimensional buffers of the whole slice, between
// the processes' ranks in MPI_COMM_WORLD (the linear index in the grid, as
// convert-shard-to-mpi numbers them).
//
//===----------------------------------------------------------------------===//

#include "pad/Shard/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADSHARDSENDRECVTOMPIPASS
#include "pad/Shard/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

/// The MPI_COMM_WORLD rank, as i32, of the process of `grid` whose in-group
/// index along `gridAxes` is `peer` and whose other coordinates are this
/// process's.
static FailureOr<Value> getPeerRank(OpBuilder &b, Location loc,
                                    shard::GridOp grid,
                                    ArrayRef<shard::GridAxis> gridAxes,
                                    ArrayRef<int64_t> peer) {
  ArrayRef<int64_t> shape = grid.getShape();
  if (peer.size() != gridAxes.size() ||
      llvm::any_of(shape, ShapedType::isDynamic))
    return failure();
  ValueRange self =
      shard::ProcessMultiIndexOp::create(b, loc, grid).getResults();
  SmallVector<Value> coords(self.begin(), self.end());
  for (auto [axis, index] : llvm::zip(gridAxes, peer))
    coords[axis] = arith::ConstantIndexOp::create(b, loc, index);
  Value rank = arith::ConstantIndexOp::create(b, loc, 0);
  for (auto [size, coord] : llvm::zip(shape, coords)) {
    Value scaled = arith::MulIOp::create(
        b, loc, rank, arith::ConstantIndexOp::create(b, loc, size));
    rank = arith::AddIOp::create(b, loc, scaled, coord);
  }
  return arith::IndexCastOp::create(b, loc, b.getI32Type(), rank).getResult();
}

/// The number of elements of `t`, as an index value.
static Value getNumElements(OpBuilder &b, Location loc, Value t) {
  Value count = arith::ConstantIndexOp::create(b, loc, 1);
  for (OpFoldResult size : tensor::getMixedSizes(b, loc, t))
    count = arith::MulIOp::create(
        b, loc, count, getValueOrCreateConstantIndexOp(b, loc, size));
  return count;
}

/// A fresh contiguous 1-D buffer of the elements of `t`.
static Value allocFlat(OpBuilder &b, Location loc, Value t) {
  auto type = cast<RankedTensorType>(t.getType());
  int64_t n =
      type.hasStaticShape() ? type.getNumElements() : ShapedType::kDynamic;
  auto bufferType = MemRefType::get({n}, type.getElementType());
  SmallVector<Value> dynamic;
  if (ShapedType::isDynamic(n))
    dynamic.push_back(getNumElements(b, loc, t));
  return memref::AllocOp::create(b, loc, bufferType, dynamic);
}

/// The reassociation that collapses every dim of a rank-`rank` tensor.
static SmallVector<ReassociationIndices> collapseAll(int64_t rank) {
  ReassociationIndices all;
  for (int64_t i = 0; i < rank; ++i)
    all.push_back(i);
  return {all};
}

namespace {

struct SendToMPI : OpRewritePattern<shard::SendOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(shard::SendOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SymbolTableCollection symbols;
    shard::GridOp grid = shard::getGridOrNull(op, op.getGridAttr(), symbols);
    if (!grid || !op.getDestinationDynamic().empty())
      return rewriter.notifyMatchFailure(op, "expected a static destination");
    FailureOr<Value> dest =
        getPeerRank(rewriter, loc, grid, op.getGridAxes(), op.getDestination());
    if (failed(dest))
      return rewriter.notifyMatchFailure(op, "expected a static grid");
    Value input = op.getInput();
    auto type = cast<RankedTensorType>(input.getType());
    Value flat = tensor::CollapseShapeOp::create(rewriter, loc, input,
                                                 collapseAll(type.getRank()));
    Value buffer = allocFlat(rewriter, loc, input);
    bufferization::MaterializeInDestinationOp::create(
        rewriter, loc, Type(), flat, buffer, /*restrict=*/true,
        /*writable=*/true);
    Value comm = mpi::CommWorldOp::create(
        rewriter, loc, mpi::CommType::get(rewriter.getContext()));
    Value tag = arith::ConstantIntOp::create(rewriter, loc, 0, 32);
    mpi::SendOp::create(rewriter, loc, TypeRange(), buffer, tag, *dest, comm);
    rewriter.replaceOp(op, input);
    return success();
  }
};

struct RecvToMPI : OpRewritePattern<shard::RecvOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(shard::RecvOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SymbolTableCollection symbols;
    shard::GridOp grid = shard::getGridOrNull(op, op.getGridAttr(), symbols);
    if (!grid || !op.getSource() || !op.getSourceDynamic().empty())
      return rewriter.notifyMatchFailure(op, "expected a static source");
    FailureOr<Value> source =
        getPeerRank(rewriter, loc, grid, op.getGridAxes(), *op.getSource());
    if (failed(source))
      return rewriter.notifyMatchFailure(op, "expected a static grid");
    Value input = op.getInput();
    auto type = cast<RankedTensorType>(op.getResult().getType());
    // With several dynamic dims, a buffer of the slice's shape
    // (pad-legalize-mpi-buffers collapses it for MPI): a flat one expanded to
    // them would crash expand-strided-metadata of LLVM 22.
    bool shaped = type.getNumDynamicDims() > 1;
    Value buffer;
    if (shaped) {
      SmallVector<Value> dynamicSizes;
      for (auto [k, size] :
           llvm::enumerate(tensor::getMixedSizes(rewriter, loc, input)))
        if (type.isDynamicDim(k))
          dynamicSizes.push_back(
              getValueOrCreateConstantIndexOp(rewriter, loc, size));
      buffer = memref::AllocOp::create(
          rewriter, loc,
          MemRefType::get(type.getShape(), type.getElementType()),
          dynamicSizes);
    } else {
      buffer = allocFlat(rewriter, loc, input);
    }
    Value comm = mpi::CommWorldOp::create(
        rewriter, loc, mpi::CommType::get(rewriter.getContext()));
    Value tag = arith::ConstantIntOp::create(rewriter, loc, 0, 32);
    mpi::RecvOp::create(rewriter, loc, TypeRange(), buffer, tag, *source, comm);
    if (shaped) {
      rewriter.replaceOpWithNewOp<bufferization::ToTensorOp>(
          op, type, buffer, /*restrict=*/true, /*writable=*/true);
      return success();
    }
    Value flat = bufferization::ToTensorOp::create(
        rewriter, loc,
        RankedTensorType::get(cast<MemRefType>(buffer.getType()).getShape(),
                              type.getElementType()),
        buffer, /*restrict=*/true, /*writable=*/true);
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
        op, type, flat, collapseAll(type.getRank()),
        tensor::getMixedSizes(rewriter, loc, input));
    return success();
  }
};

/// The sends and receives between the processes of the group of `op`: each
/// value of every process to every other, pair by pair.
class GroupExchange {
public:
  GroupExchange(PatternRewriter &rewriter, shard::AllGatherOp op,
                shard::GridOp grid)
      : rewriter(rewriter), op(op), loc(op.getLoc()) {
    for (shard::GridAxis axis : op.getGridAxes())
      groupShape.push_back(grid.getShape()[axis]);
    // This process's index in its group.
    ValueRange coords =
        shard::ProcessMultiIndexOp::create(rewriter, loc, grid).getResults();
    me = arith::ConstantIndexOp::create(rewriter, loc, 0);
    for (auto [gridAxis, size] : llvm::zip(op.getGridAxes(), groupShape))
      me = arith::AddIOp::create(
          rewriter, loc,
          arith::MulIOp::create(
              rewriter, loc, me,
              arith::ConstantIndexOp::create(rewriter, loc, size)),
          coords[gridAxis]);
  }

  /// slots[m]: `mine` of process m (this process's own is `mine`), of the
  /// sizes `shapeOf(m)`. The lower index sends first.
  SmallVector<Value>
  exchange(int64_t n, Value mine,
           function_ref<SmallVector<OpFoldResult>(int64_t)> shapeOf) {
    SmallVector<Value> slots(n, mine);
    for (int64_t a = 0; a < n; ++a) {
      for (int64_t b = a + 1; b < n; ++b) {
        send(a, b, mine);
        slots[a] = recv(a, b, mine, shapeOf(a), slots[a]);
        send(b, a, mine);
        slots[b] = recv(b, a, mine, shapeOf(b), slots[b]);
      }
    }
    return slots;
  }

private:
  DenseI64ArrayAttr peer(int64_t m) {
    SmallVector<int64_t> index(groupShape.size());
    for (int64_t i = groupShape.size() - 1; i >= 0; --i) {
      index[i] = m % groupShape[i];
      m /= groupShape[i];
    }
    return rewriter.getDenseI64ArrayAttr(index);
  }

  Value is(int64_t m) {
    return arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, me,
        arith::ConstantIndexOp::create(rewriter, loc, m));
  }

  void send(int64_t from, int64_t to, Value value) {
    auto ifOp = scf::IfOp::create(rewriter, loc, is(from), false);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(ifOp.thenBlock());
    shard::SendOp::create(rewriter, loc, value.getType(), op.getGridAttr(),
                          op.getGridAxesAttr(), value, peer(to), ValueRange());
  }

  /// A value like `like` (of the sizes `shape`) received from process `from`
  /// on process `to`; `otherwise` elsewhere.
  Value recv(int64_t from, int64_t to, Value like, ArrayRef<OpFoldResult> shape,
             Value otherwise) {
    auto type = cast<RankedTensorType>(like.getType());
    auto ifOp =
        scf::IfOp::create(rewriter, loc, otherwise.getType(), is(to), true);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(ifOp.thenBlock());
    Value empty =
        tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType());
    Value got = shard::RecvOp::create(rewriter, loc, type, op.getGridAttr(),
                                      op.getGridAxesAttr(), empty, peer(from),
                                      ValueRange());
    if (got.getType() != otherwise.getType())
      got = tensor::CastOp::create(rewriter, loc, otherwise.getType(), got);
    scf::YieldOp::create(rewriter, loc, got);
    rewriter.setInsertionPointToStart(ifOp.elseBlock());
    scf::YieldOp::create(rewriter, loc, otherwise);
    return ifOp.getResult(0);
  }

  PatternRewriter &rewriter;
  shard::AllGatherOp op;
  Location loc;
  SmallVector<int64_t> groupShape;
  Value me;
};

/// shard.all_gather as sends and receives between every pair of processes of
/// a group, pair by pair in one order on every process (the lower index
/// sends first), so that no blocking send waits for a process that waits
/// itself; each process inserts the shards it receives at their place. Along
/// a dynamic gather axis the shards may differ in size (a dynamic split axis,
/// docs/Distributed.md): their sizes are exchanged first, in the same order.
struct AllGatherToSendRecv : OpRewritePattern<shard::AllGatherOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(shard::AllGatherOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SymbolTableCollection symbols;
    shard::GridOp grid = shard::getGridOrNull(op, op.getGridAttr(), symbols);
    if (!grid)
      return rewriter.notifyMatchFailure(op, "expected a grid");
    int64_t n = shard::collectiveProcessGroupSize(op.getGridAxes(), grid);
    Value input = op.getInput();
    auto inputType = cast<RankedTensorType>(input.getType());
    int64_t axis = op.getGatherAxis().getSExtValue();
    if (ShapedType::isDynamic(n) || n > 64)
      return rewriter.notifyMatchFailure(
          op, "expected a static group of at most 64 processes");
    // Every shard has this process's shape but along a dynamic gather axis.
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, input);
    GroupExchange group(rewriter, op, grid);
    // rows[m]: the rows of process m's shard along the gather axis. A
    // dynamic axis may differ from process to process: each sends the
    // others its count first (one index), in the same order as the shards.
    SmallVector<OpFoldResult> rows(n, sizes[axis]);
    if (inputType.isDynamicDim(axis)) {
      Value own = getValueOrCreateConstantIndexOp(rewriter, loc, sizes[axis]);
      Value count = tensor::FromElementsOp::create(rewriter, loc, own);
      SmallVector<OpFoldResult> one = {rewriter.getIndexAttr(1)};
      SmallVector<Value> counts =
          group.exchange(n, count, [&](int64_t) { return one; });
      Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
      for (int64_t m = 0; m < n; ++m)
        rows[m] = tensor::ExtractOp::create(rewriter, loc, counts[m], zero)
                      .getResult();
    }
    auto shapeOf = [&](int64_t m) {
      SmallVector<OpFoldResult> shape = sizes;
      shape[axis] = rows[m];
      return shape;
    };
    SmallVector<Value> slots = group.exchange(n, input, shapeOf);
    rewriter.replaceOp(op, insertShards(rewriter, op, slots, rows, shapeOf));
    return success();
  }

private:
  /// The shards `slots` of `rows` rows one after the other along the gather
  /// axis of `op`.
  static Value
  insertShards(PatternRewriter &rewriter, shard::AllGatherOp op,
               ArrayRef<Value> slots, ArrayRef<OpFoldResult> rows,
               function_ref<SmallVector<OpFoldResult>(int64_t)> shapeOf) {
    Location loc = op.getLoc();
    int64_t axis = op.getGatherAxis().getSExtValue();
    auto resultType = cast<RankedTensorType>(op.getResult().getType());
    // The first row of each shard in the result, folded when static.
    auto add = [&](OpFoldResult x, OpFoldResult y) -> OpFoldResult {
      std::optional<int64_t> a = getConstantIntValue(x);
      std::optional<int64_t> b = getConstantIntValue(y);
      if (a && b)
        return rewriter.getIndexAttr(*a + *b);
      return arith::AddIOp::create(
                 rewriter, loc,
                 getValueOrCreateConstantIndexOp(rewriter, loc, x),
                 getValueOrCreateConstantIndexOp(rewriter, loc, y))
          .getResult();
    };
    SmallVector<OpFoldResult> starts = {rewriter.getIndexAttr(0)};
    for (OpFoldResult r : rows)
      starts.push_back(add(starts.back(), r));
    SmallVector<OpFoldResult> resultSizes = shapeOf(0);
    resultSizes[axis] = starts.back();
    Value result = tensor::EmptyOp::create(rewriter, loc, resultSizes,
                                           resultType.getElementType());
    for (auto [m, slot] : llvm::enumerate(slots)) {
      SmallVector<OpFoldResult> offsets(resultType.getRank(),
                                        rewriter.getIndexAttr(0));
      offsets[axis] = starts[m];
      SmallVector<OpFoldResult> strides(resultType.getRank(),
                                        rewriter.getIndexAttr(1));
      result = tensor::InsertSliceOp::create(rewriter, loc, slot, result,
                                             offsets, shapeOf(m), strides);
    }
    if (result.getType() != resultType)
      result = tensor::CastOp::create(rewriter, loc, resultType, result);
    return result;
  }
};

/// mpi.send, mpi.recv and mpi.allreduce declare no memory effects in LLVM 22
/// (upstream `mlir/include/mlir/Dialect/MPI/IR/MPIOps.td`), and the buffer
/// deallocation pipeline rejects ops with unknown effects: they read (send)
/// or write (recv) their buffer, and both touch the MPI library's state, so
/// that they are neither reordered nor removed.
template <typename OpTy>
struct MPIMemoryEffects
    : MemoryEffectOpInterface::ExternalModel<MPIMemoryEffects<OpTy>, OpTy> {
  void
  getEffects(Operation *op,
             SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
                 &effects) const {
    for (OpOperand &operand : op->getOpOperands()) {
      if (!isa<MemRefType>(operand.get().getType()))
        continue;
      effects.emplace_back(MemoryEffects::Read::get(), &operand);
      if (!isa<mpi::SendOp>(op))
        effects.emplace_back(MemoryEffects::Write::get(), &operand);
    }
    effects.emplace_back(MemoryEffects::Read::get());
    effects.emplace_back(MemoryEffects::Write::get());
  }
};

struct PadShardSendRecvToMPIPass
    : pad::impl::PadShardSendRecvToMPIPassBase<PadShardSendRecvToMPIPass> {
  using PadShardSendRecvToMPIPassBase::PadShardSendRecvToMPIPassBase;

  void getDependentDialects(DialectRegistry &registry) const override {
    PadShardSendRecvToMPIPassBase::getDependentDialects(registry);
    pad::registerMPIMemoryEffects(registry);
  }

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<AllGatherToSendRecv, SendToMPI, RecvToMPI>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    WalkResult left = getOperation()->walk([](Operation *op) {
      if (isa<shard::SendOp, shard::RecvOp, shard::AllGatherOp>(op)) {
        op->emitOpError("expected static peers and a grid of static shape");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (left.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace

void mlir::pad::registerMPIMemoryEffects(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, mpi::MPIDialect *) {
    mpi::SendOp::attachInterface<MPIMemoryEffects<mpi::SendOp>>(*ctx);
    mpi::RecvOp::attachInterface<MPIMemoryEffects<mpi::RecvOp>>(*ctx);
    mpi::AllReduceOp::attachInterface<MPIMemoryEffects<mpi::AllReduceOp>>(*ctx);
  });
}
