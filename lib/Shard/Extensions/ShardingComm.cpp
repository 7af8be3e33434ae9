//===- ShardingComm.cpp - The messages of a partitioned pad ---------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rows a partitioned pad.pad moves between processes (docs/Distributed.md):
// wrap's border rows between the first and the last process of a grid axis
// (shard.send/shard.recv), and the gather of a split axis that cannot be
// padded where its rows lie (shard.all_gather of shards of one size).
//
//===----------------------------------------------------------------------===//

#include "ShardingComm.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::pad;
using namespace mlir::shard;

/// The amount of process `j` among `amounts`: a constant when they are all
/// equal, else an element of a constant table.
OpFoldResult mlir::pad::pickPerProcess(OpBuilder &b, Location loc,
                                       ArrayRef<int64_t> amounts, Value j) {
  if (llvm::all_equal(amounts))
    return b.getIndexAttr(amounts.front());
  auto tableType = RankedTensorType::get({static_cast<int64_t>(amounts.size())},
                                         b.getIndexType());
  SmallVector<APInt> values;
  for (int64_t v : amounts)
    values.push_back(APInt(64, v, /*isSigned=*/true));
  Value table = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(tableType, values));
  return tensor::ExtractOp::create(b, loc, table, ValueRange{j}).getResult();
}

/// `rows` rows of `t` along axis `k` from row `offset`.
Value mlir::pad::sliceRows(OpBuilder &b, Location loc, Value t, int64_t k,
                           OpFoldResult offset, OpFoldResult rows) {
  auto type = cast<RankedTensorType>(t.getType());
  SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, t);
  SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
  offsets[k] = offset;
  sizes[k] = rows;
  return tensor::ExtractSliceOp::create(b, loc, t, offsets, sizes, strides);
}

/// An uninitialized tensor like `t` with `rows` rows along axis `k`.
static Value emptyRows(OpBuilder &b, Location loc, Value t, int64_t k,
                       int64_t rows) {
  auto type = cast<RankedTensorType>(t.getType());
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, t);
  sizes[k] = b.getIndexAttr(rows);
  return tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
}

/// Sends `rows` rows of `t` from row `offset` to the process `to` of the group
/// of `split`, when this process (`j`) is `from`.
static void sendRows(OpBuilder &b, Location loc, FlatSymbolRefAttr grid,
                     const AxisSplit &split, int64_t k, Value t, Value j,
                     int64_t from, int64_t to, OpFoldResult offset,
                     int64_t rows) {
  Value isFrom =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, j,
                            arith::ConstantIndexOp::create(b, loc, from));
  auto ifOp = scf::IfOp::create(b, loc, isFrom, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  Value slice = sliceRows(b, loc, t, k, offset, b.getIndexAttr(rows));
  shard::SendOp::create(b, loc, slice.getType(), grid,
                        b.getDenseI16ArrayAttr({split.gridAxis}), slice,
                        b.getDenseI64ArrayAttr({to}), ValueRange());
}

/// `rows` rows like those of `t` received from process `from` of the group
/// of `split` when this process (`j`) is `to`; uninitialized elsewhere.
static Value recvRows(OpBuilder &b, Location loc, FlatSymbolRefAttr grid,
                      const AxisSplit &split, int64_t k, Value t, Value j,
                      int64_t from, int64_t to, int64_t rows) {
  Value isTo =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, j,
                            arith::ConstantIndexOp::create(b, loc, to));
  Value empty = emptyRows(b, loc, t, k, rows);
  auto ifOp = scf::IfOp::create(b, loc, empty.getType(), isTo,
                                /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  Value received = shard::RecvOp::create(
      b, loc, empty.getType(), grid, b.getDenseI16ArrayAttr({split.gridAxis}),
      empty, b.getDenseI64ArrayAttr({from}), ValueRange());
  scf::YieldOp::create(b, loc, received);
  b.setInsertionPointToStart(ifOp.elseBlock());
  scf::YieldOp::create(b, loc, empty);
  return ifOp.getResult(0);
}

/// wrap along axis `k`: the first process receives the last `haloLow` source
/// rows of the last one and the last the first `haloHigh` rows of the first
/// one; every process pads its shard extended by them (the amounts of
/// `split` crop them where unused). In this order no blocking send waits for
/// a process that waits itself.
Value mlir::pad::exchangeWrapRows(OpBuilder &b, Location loc,
                                  FlatSymbolRefAttr grid,
                                  const AxisSplit &split, int64_t k,
                                  Value source, Value j) {
  int64_t last = split.n - 1;
  Value high;
  if (split.haloHigh > 0) {
    sendRows(b, loc, grid, split, k, source, j, 0, last, b.getIndexAttr(0),
             split.haloHigh);
    high = recvRows(b, loc, grid, split, k, source, j, 0, last, split.haloHigh);
  }
  SmallVector<Value, 3> pieces;
  if (split.haloLow > 0) {
    OpFoldResult rows = tensor::getMixedSize(b, loc, source, k);
    OpFoldResult offset;
    if (std::optional<int64_t> known = getConstantIntValue(rows))
      offset = b.getIndexAttr(*known - split.haloLow);
    else
      offset = arith::SubIOp::create(
                   b, loc, cast<Value>(rows),
                   arith::ConstantIndexOp::create(b, loc, split.haloLow))
                   .getResult();
    sendRows(b, loc, grid, split, k, source, j, last, 0, offset, split.haloLow);
    pieces.push_back(
        recvRows(b, loc, grid, split, k, source, j, last, 0, split.haloLow));
  }
  pieces.push_back(source);
  if (high)
    pieces.push_back(high);
  // One copy of the shard, into the extended one.
  return tensor::ConcatOp::create(b, loc, k, pieces);
}

/// all_gather of `in` along axis `k` over `gridAxes` (`n` processes).
static Value allGather(OpBuilder &b, Location loc, GridOp grid,
                       ArrayRef<GridAxis> gridAxes, int64_t n, int64_t k,
                       Value in) {
  auto type = cast<RankedTensorType>(in.getType());
  SmallVector<int64_t> shape(type.getShape());
  if (!ShapedType::isDynamic(shape[k]))
    shape[k] *= n;
  return AllGatherOp::create(
      b, loc, type.clone(shape), FlatSymbolRefAttr::get(grid.getSymNameAttr()),
      b.getDenseI16ArrayAttr(gridAxes), in, b.getIndexAttr(k));
}

/// `t` with a static size `rows` along axis `k` (a cast when it is dynamic).
static Value withStaticRows(OpBuilder &b, Location loc, Value t, int64_t k,
                            int64_t rows) {
  auto type = cast<RankedTensorType>(t.getType());
  if (type.getDimSize(k) == rows)
    return t;
  SmallVector<int64_t> shape(type.getShape());
  shape[k] = rows;
  return tensor::CastOp::create(b, loc, type.clone(shape), t);
}

Value mlir::pad::gatherAxis(OpBuilder &b, Location loc, GridOp grid,
                            const AxisGather &gather, int64_t k, Value source) {
  int64_t n = collectiveProcessGroupSize(gather.gridAxes, grid);
  ArrayRef<int64_t> c = gather.offsets;
  // A dynamic axis: the lowering of all_gather exchanges the shards' sizes
  // (pad-shard-send-recv-to-mpi).
  if (c.empty())
    return allGather(b, loc, grid, gather.gridAxes, n, k, source);
  SmallVector<int64_t> rows;
  for (int64_t m = 0; m < n; ++m)
    rows.push_back(c[m + 1] - c[m]);
  int64_t most = *llvm::max_element(rows);
  if (llvm::all_equal(rows))
    return allGather(b, loc, grid, gather.gridAxes, n, k,
                     withStaticRows(b, loc, source, k, most));
  // Uneven shards: each process sends its shard in a block of the largest
  // shard's rows (the rows past its own unused), and keeps the rows of each
  // block that hold a shard.
  auto type = cast<RankedTensorType>(source.getType());
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, source);
  SmallVector<OpFoldResult> blockSizes = sizes;
  blockSizes[k] = b.getIndexAttr(most);
  Value block =
      tensor::EmptyOp::create(b, loc, blockSizes, type.getElementType());
  SmallVector<OpFoldResult> zeros(type.getRank(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> ones(type.getRank(), b.getIndexAttr(1));
  block =
      tensor::InsertSliceOp::create(b, loc, source, block, zeros, sizes, ones);
  Value all = allGather(b, loc, grid, gather.gridAxes, n, k, block);
  SmallVector<Value> pieces;
  for (int64_t m = 0; m < n; ++m)
    if (rows[m] > 0)
      pieces.push_back(sliceRows(b, loc, all, k, b.getIndexAttr(m * most),
                                 b.getIndexAttr(rows[m])));
  if (pieces.empty())
    return sliceRows(b, loc, all, k, b.getIndexAttr(0), b.getIndexAttr(0));
  if (pieces.size() == 1)
    return pieces.front();
  return tensor::ConcatOp::create(b, loc, k, pieces);
}
