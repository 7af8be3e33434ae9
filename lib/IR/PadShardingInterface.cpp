//===- PadShardingInterface.cpp - ShardingInterface of pad.pad ------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// pad.pad in the `shard` dialect's partitioner (SPEC §10, docs/Distributed.md).
// Every result axis follows the source axis it pads. Along a split axis the
// process whose source shard starts at row c_j owns the result rows from
// b_j = clamp(low + c_j * (interior + 1), 0, R): the result sharding carries
// these offsets as `sharded_dims_offsets`, and each process pads its own shard
// with its own amounts (the low border on the first process, the high border
// on the last, the interior gaps after a row on the row's owner). Constant and
// edge modes never communicate; reflect and symmetric do not while the end
// shards hold enough rows; wrap receives the other end's border rows
// (`shard.send`/`shard.recv` between the first and last process). An axis
// whose borders read rows no end shard holds, or whose shards are uneven
// without offsets, is gathered by propagation, and each process pads its
// tile [b_j, b_j+1) of the result (SPEC §6); a dynamic one is gathered and
// its result replicated.
//
//===----------------------------------------------------------------------===//

#include "pad/IR/PadShardingInterface.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "pad/IR/PadOps.h"

using namespace mlir;
using namespace mlir::pad;
using namespace mlir::shard;

namespace {

/// One result axis split across the `n` processes of a grid axis: the first
/// source row and the first result row of each process, with the ends (n + 1
/// entries each), and the amounts each process pads its shard with.
struct AxisSplit {
  GridAxis gridAxis = 0;
  int64_t n = 1;
  SmallVector<int64_t> sourceOffsets, resultOffsets;
  SmallVector<int64_t> low, high; // per process
  // wrap: rows received by the first process from the last (haloLow) and by
  // the last from the first (haloHigh).
  int64_t haloLow = 0, haloHigh = 0;
  // The source axis is whole on every process (gathered): each pads the
  // window [b_j, b_j+1) of the result, a tile (SPEC §6).
  bool gathered = false;
};

/// The split of each axis of a pad, if split.
using AxisSplits = SmallVector<std::optional<AxisSplit>, 4>;

} // namespace

/// The first source row of each of `n` shards of an axis of size `d`: the
/// sharding's offsets when it has them, else the even split.
static FailureOr<SmallVector<int64_t>>
getSourceOffsets(int64_t d, int64_t n, ArrayRef<int64_t> given) {
  if (!given.empty()) {
    if (static_cast<int64_t>(given.size()) != n + 1 || given.front() != 0 ||
        given.back() != d || llvm::is_contained(given, ShapedType::kDynamic))
      return failure();
    return SmallVector<int64_t>(given);
  }
  if (n <= 0 || d % n != 0)
    return failure();
  SmallVector<int64_t> offsets;
  for (int64_t j = 0; j <= n; ++j)
    offsets.push_back(j * (d / n));
  return offsets;
}

static int64_t dilated(int64_t d, int64_t r) {
  return d == 0 ? 0 : (d - 1) * (r + 1) + 1;
}

/// The static p, q, d of axis `k` of `op`, if all are static and small
/// enough for the arithmetic of the splits not to overflow.
static bool hasStaticAxis(PadOp op, int64_t k) {
  int64_t d = op.getSourceType().getDimSize(k);
  int64_t p = op.getStaticLow()[k], q = op.getStaticHigh()[k];
  int64_t r = op.getInteriorOrZeros()[k];
  int64_t big = int64_t(1) << 40;
  return !ShapedType::isDynamic(d) && !ShapedType::isDynamic(p) &&
         !ShapedType::isDynamic(q) && d <= big && std::abs(p) <= big &&
         std::abs(q) <= big && r <= big;
}

/// SPEC §10's ownership of result axis `k` of `op` on `n` processes whose
/// source shards start at `c`: b_0 = 0, b_n = R and
/// b_j = clamp(low + c_j * (interior + 1), 0, R).
static SmallVector<int64_t> getResultOffsets(PadOp op, int64_t k,
                                             ArrayRef<int64_t> c) {
  int64_t d = op.getSourceType().getDimSize(k);
  int64_t p = op.getStaticLow()[k], q = op.getStaticHigh()[k];
  int64_t r = op.getInteriorOrZeros()[k];
  int64_t n = c.size() - 1;
  int64_t resultSize = std::max<int64_t>(0, p + dilated(d, r) + q);
  SmallVector<int64_t> b;
  for (int64_t j = 0; j <= n; ++j) {
    int64_t bj = std::clamp<int64_t>(p + c[j] * (r + 1), 0, resultSize);
    b.push_back(j == 0 ? 0 : j == n ? resultSize : bj);
  }
  return b;
}

/// The split of result axis `k` of `op` whose source is whole on each of the
/// `n` processes of `gridAxis`: process j pads the tile [b_j, b_j+1) with
/// low - b_j and high - (R - b_j+1) (SPEC §6).
static FailureOr<AxisSplit> getGatheredAxisSplit(PadOp op, int64_t k,
                                                 GridAxis gridAxis,
                                                 ArrayRef<int64_t> b) {
  if (!hasStaticAxis(op, k) || b.size() < 2)
    return failure();
  int64_t p = op.getStaticLow()[k], q = op.getStaticHigh()[k];
  int64_t resultSize = b.back();
  AxisSplit split;
  split.gridAxis = gridAxis;
  split.n = b.size() - 1;
  split.resultOffsets.assign(b.begin(), b.end());
  split.gathered = true;
  for (int64_t j = 0; j < split.n; ++j) {
    split.low.push_back(p - b[j]);
    split.high.push_back(q - (resultSize - b[j + 1]));
  }
  return split;
}

/// The split of result axis `k` of `op` along `gridAxis` of size `n`, from the
/// source offsets `given` (possibly empty), or failure when a process would
/// need rows it does not hold and cannot receive from the other end.
static FailureOr<AxisSplit> getAxisSplit(PadOp op, int64_t k, GridAxis gridAxis,
                                         int64_t n, ArrayRef<int64_t> given) {
  if (!hasStaticAxis(op, k) || ShapedType::isDynamic(n))
    return failure();
  int64_t d = op.getSourceType().getDimSize(k);
  int64_t p = op.getStaticLow()[k], q = op.getStaticHigh()[k];
  int64_t r = op.getInteriorOrZeros()[k];
  FailureOr<SmallVector<int64_t>> c = getSourceOffsets(d, n, given);
  if (failed(c))
    return failure();
  AxisSplit split;
  split.gridAxis = gridAxis;
  split.n = n;
  split.sourceOffsets = *c;
  split.resultOffsets = getResultOffsets(op, k, *c);
  int64_t first = (*c)[1] - (*c)[0], last = (*c)[n] - (*c)[n - 1];
  PadMode mode = op.getMode();
  // Whether the border of `amount` rows of an end shard of `rows` rows reads
  // only that shard's rows (wrap reads the other end's).
  auto fromOwnRows = [&](int64_t amount, int64_t rows) {
    if (amount <= 0 || mode == PadMode::constant)
      return true;
    switch (mode) {
    case PadMode::edge:
      return rows > 0;
    case PadMode::reflect:
      return amount < rows;
    case PadMode::symmetric:
      return amount <= rows;
    default:
      return n == 1 && amount <= rows;
    }
  };
  bool local = fromOwnRows(p, first) && fromOwnRows(q, last);
  if (!local && mode == PadMode::wrap && n > 1 && p <= last && q <= first) {
    split.haloLow = std::max<int64_t>(p, 0);
    split.haloHigh = std::max<int64_t>(q, 0);
    local = true;
  }
  if (!local)
    return failure();
  for (int64_t j = 0; j < n; ++j) {
    int64_t dj = (*c)[j + 1] - (*c)[j];
    int64_t lj = p + (*c)[j] * (r + 1) - split.resultOffsets[j];
    int64_t nj = split.resultOffsets[j + 1] - split.resultOffsets[j];
    int64_t hj = nj - lj - dilated(dj, r);
    // Every process extends its shard by the received rows (unused but on
    // the ends): what remains of the amounts crops them.
    lj -= split.haloLow;
    hj -= split.haloHigh;
    // A process left without rows crops all of its own, whatever the clamp
    // of b_j made of its amounts (they stay within every mode's bounds).
    if (nj == 0) {
      lj = -split.haloLow;
      hj = -(dilated(dj, r) + split.haloHigh);
    }
    split.low.push_back(lj);
    split.high.push_back(hj);
  }
  return split;
}

/// The grid axes that split tensor axis `k` of `sharding`.
static ArrayRef<GridAxis> getAxes(const Sharding &sharding, int64_t k) {
  if (!sharding || k >= static_cast<int64_t>(sharding.getSplitAxes().size()))
    return {};
  return sharding.getSplitAxes()[k].asArrayRef();
}

/// The offsets that `sharding` gives to tensor axis `k` (flattened over the
/// split axes, each with one entry per process of its group and the end), or
/// none.
static ArrayRef<int64_t> getGivenOffsets(const Sharding &sharding, GridOp grid,
                                         int64_t k) {
  ArrayRef<int64_t> all =
      sharding ? sharding.getStaticShardedDimsOffsets() : ArrayRef<int64_t>();
  if (all.empty() || getAxes(sharding, k).empty())
    return {};
  size_t pos = 0;
  for (int64_t i = 0; i <= k; ++i) {
    ArrayRef<GridAxis> axes = getAxes(sharding, i);
    if (axes.empty())
      continue;
    int64_t size = collectiveProcessGroupSize(axes, grid);
    if (ShapedType::isDynamic(size) || pos + size + 1 > all.size())
      return {};
    if (i == k)
      return all.slice(pos, size + 1);
    pos += size + 1;
  }
  return {};
}

/// The split of axis `k` of `op` along `splitAxes` (one grid axis) given the
/// sharding of the source, or failure when it cannot be padded where its rows
/// lie.
static FailureOr<AxisSplit> getLocalAxisSplit(PadOp op, GridOp grid, int64_t k,
                                              ArrayRef<GridAxis> splitAxes,
                                              const Sharding &source) {
  if (splitAxes.size() != 1 || !grid)
    return failure();
  GridAxis axis = splitAxes.front();
  ArrayRef<int64_t> given;
  if (getAxes(source, k) == splitAxes)
    given = getGivenOffsets(source, grid, k);
  return getAxisSplit(op, k, axis, grid.getShape()[axis], given);
}

/// The split of axis `k` of `op` whose loops are not split but whose source
/// is (on a grid axis for which `used` is false): gathered, with the result
/// rows of SPEC §10; or, once the source is gathered, whose result already
/// is split so.
template <typename Used>
static std::optional<AxisSplit>
getGatheredSplit(PadOp op, GridOp grid, int64_t k, const Sharding &source,
                 const Sharding &result, Used used) {
  if (!grid || !hasStaticAxis(op, k))
    return std::nullopt;
  ArrayRef<GridAxis> sourceAxes = getAxes(source, k);
  ArrayRef<GridAxis> resultAxes = getAxes(result, k);
  if (sourceAxes.size() == 1 && !used(sourceAxes.front())) {
    int64_t n = grid.getShape()[sourceAxes.front()];
    if (ShapedType::isDynamic(n))
      return std::nullopt;
    FailureOr<SmallVector<int64_t>> c = getSourceOffsets(
        op.getSourceType().getDimSize(k), n, getGivenOffsets(source, grid, k));
    if (failed(c))
      return std::nullopt;
    return *getGatheredAxisSplit(op, k, sourceAxes.front(),
                                 getResultOffsets(op, k, *c));
  }
  if (!sourceAxes.empty() || resultAxes.size() != 1 || used(resultAxes.front()))
    return std::nullopt;
  int64_t n = grid.getShape()[resultAxes.front()];
  int64_t size = op.getResultType().getDimSize(k);
  SmallVector<int64_t> b(getGivenOffsets(result, grid, k));
  if (b.empty() && !ShapedType::isDynamic(n) && size % n == 0)
    for (int64_t j = 0; j <= n; ++j)
      b.push_back(j * (size / n));
  FailureOr<AxisSplit> split =
      getGatheredAxisSplit(op, k, resultAxes.front(), b);
  if (failed(split))
    return std::nullopt;
  return *split;
}

/// The splits of the axes of `op` when its loops are split as `splitAxes`
/// says and its source is sharded as `source`: failure (and `(*ok)[k] =
/// false`) for an axis that cannot be padded where its rows lie. An axis the
/// loops do not split but the source does (on a grid axis the loops leave
/// free) is gathered, and its result split as SPEC §10 says.
static FailureOr<AxisSplits> planAxes(PadOp op, GridOp grid,
                                      ShardingArrayRef splitAxes,
                                      const Sharding &source,
                                      const Sharding &result,
                                      SmallVectorImpl<bool> *ok = nullptr) {
  int64_t rank = op.getSourceType().getRank();
  AxisSplits splits(rank);
  bool all = true;
  auto used = [&](GridAxis axis) {
    return llvm::any_of(splitAxes, [&](ArrayRef<GridAxis> axes) {
      return llvm::is_contained(axes, axis);
    });
  };
  for (int64_t k = 0; k < rank; ++k) {
    ArrayRef<GridAxis> axes;
    if (k < static_cast<int64_t>(splitAxes.size()))
      axes = splitAxes[k];
    if (axes.empty()) {
      if (std::optional<AxisSplit> split =
              getGatheredSplit(op, grid, k, source, result, used))
        splits[k] = *split;
      continue;
    }
    FailureOr<AxisSplit> split = getLocalAxisSplit(op, grid, k, axes, source);
    if (ok)
      (*ok)[k] = succeeded(split);
    if (failed(split)) {
      all = false;
      continue;
    }
    splits[k] = *split;
  }
  if (!all)
    return failure();
  return splits;
}

/// Whether `offsets` split `size` rows evenly.
static bool isEvenSplit(ArrayRef<int64_t> offsets, int64_t size) {
  int64_t n = offsets.size() - 1;
  if (size % n != 0)
    return false;
  for (int64_t j = 0; j <= n; ++j)
    if (offsets[j] != j * (size / n))
      return false;
  return true;
}

/// The shardings of the source and the result of `op` split as `splits`: the
/// source keeps its offsets, the result gets the offsets b_j of each split
/// axis unless every axis is evenly split.
static std::pair<Sharding, Sharding>
getPadShardings(PadOp op, FlatSymbolRefAttr gridSym,
                ArrayRef<std::optional<AxisSplit>> splits) {
  MLIRContext *ctx = op.getContext();
  SmallVector<GridAxesAttr> sourceAxes, resultAxes;
  SmallVector<int64_t> sourceOffsets, resultOffsets;
  bool sourceEven = true, resultEven = true;
  for (auto [k, split] : llvm::enumerate(splits)) {
    SmallVector<GridAxis> axes;
    if (split)
      axes.push_back(split->gridAxis);
    resultAxes.push_back(GridAxesAttr::get(ctx, axes));
    sourceAxes.push_back(GridAxesAttr::get(
        ctx, split && split->gathered ? ArrayRef<GridAxis>() : axes));
    if (!split)
      continue;
    llvm::append_range(resultOffsets, split->resultOffsets);
    resultEven &=
        isEvenSplit(split->resultOffsets, split->resultOffsets.back());
    if (split->gathered)
      continue;
    llvm::append_range(sourceOffsets, split->sourceOffsets);
    sourceEven &=
        isEvenSplit(split->sourceOffsets, split->sourceOffsets.back());
  }
  for (SmallVector<GridAxesAttr> *axes : {&sourceAxes, &resultAxes})
    while (axes->size() > 1 && axes->back().empty())
      axes->pop_back();
  if (sourceEven)
    sourceOffsets.clear();
  if (resultEven)
    resultOffsets.clear();
  return {Sharding::get(gridSym, sourceAxes, {}, sourceOffsets),
          Sharding::get(gridSym, resultAxes, {}, resultOffsets)};
}

/// The splits of `op` whose source and result are sharded as `source` and
/// `result` (by sharding propagation, or by hand), or failure with an error.
static FailureOr<AxisSplits> getPartitionSplits(PadOp op, GridOp grid,
                                                const Sharding &source,
                                                const Sharding &result) {
  int64_t rank = op.getResultType().getRank();
  AxisSplits splits(rank);
  for (int64_t k = 0; k < rank; ++k) {
    ArrayRef<GridAxis> sourceAxes = getAxes(source, k);
    ArrayRef<GridAxis> resultAxes = getAxes(result, k);
    if (resultAxes.empty() && sourceAxes.empty())
      continue;
    FailureOr<AxisSplit> split = failure();
    if (sourceAxes == resultAxes) {
      split = getLocalAxisSplit(op, grid, k, resultAxes, source);
    } else if (sourceAxes.empty() && resultAxes.size() == 1 && grid &&
               hasStaticAxis(op, k)) {
      // A gathered source: the result's offsets say which tile is whose.
      ArrayRef<int64_t> b = getGivenOffsets(result, grid, k);
      int64_t size = op.getResultType().getDimSize(k);
      int64_t n = grid.getShape()[resultAxes.front()];
      SmallVector<int64_t> even;
      if (b.empty() && !ShapedType::isDynamic(n) && size % n == 0) {
        for (int64_t j = 0; j <= n; ++j)
          even.push_back(j * (size / n));
        b = even;
      }
      split = getGatheredAxisSplit(op, k, resultAxes.front(), b);
    } else {
      return op.emitOpError("expected the result of axis ")
             << k << " split along the grid axes of its source or its "
             << "source whole";
    }
    if (failed(split))
      return op.emitOpError("expected axis ")
             << k << " to have a static size and amounts, one grid axis and "
             << "end shards that hold the rows its borders read";
    splits[k] = *split;
  }
  return splits;
}

/// The amount of process `j` among `amounts`: a constant when they are all
/// equal, else an element of a constant table.
static OpFoldResult pickPerProcess(OpBuilder &b, Location loc,
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
static Value sliceRows(OpBuilder &b, Location loc, Value t, int64_t k,
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
static Value exchangeWrapRows(OpBuilder &b, Location loc,
                              FlatSymbolRefAttr grid, const AxisSplit &split,
                              int64_t k, Value source, Value j) {
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

/// The type of the local result of `op` on a process: static along a split
/// axis when every process gets as many rows, else dynamic.
static RankedTensorType
getLocalResultType(PadOp op, ArrayRef<std::optional<AxisSplit>> splits) {
  SmallVector<int64_t> shape(op.getResultType().getShape());
  for (auto [k, split] : llvm::enumerate(splits)) {
    if (!split)
      continue;
    SmallVector<int64_t> sizes;
    for (int64_t j = 0; j < split->n; ++j)
      sizes.push_back(split->resultOffsets[j + 1] - split->resultOffsets[j]);
    shape[k] = llvm::all_equal(sizes) ? sizes.front() : ShapedType::kDynamic;
  }
  return op.getResultType().clone(shape);
}

namespace {

struct PadOpShardingInterface
    : public ShardingInterface::ExternalModel<PadOpShardingInterface, PadOp> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return SmallVector<utils::IteratorType>(
        cast<PadOp>(op).getResultType().getRank(),
        utils::IteratorType::parallel);
  }

  /// Result axis k comes from source axis k; the amounts and the value are
  /// scalars.
  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    MLIRContext *ctx = op->getContext();
    int64_t rank = cast<PadOp>(op).getResultType().getRank();
    AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
    SmallVector<AffineMap> maps(op->getNumOperands(),
                                AffineMap::get(rank, 0, {}, ctx));
    maps.front() = identity;
    maps.push_back(identity);
    return maps;
  }

  /// The default choice, without the split of the axes that cannot be padded
  /// where their rows lie: those are gathered.
  FailureOr<ShardingOption>
  getShardingOption(Operation *op, ArrayRef<Sharding> operandShardings,
                    ArrayRef<Sharding> resultShardings) const {
    FailureOr<ShardingOption> option = shard::detail::defaultGetShardingOption(
        op, operandShardings, resultShardings);
    if (failed(option) || option->empty || !option->grid)
      return option;
    SymbolTableCollection symbols;
    GridOp grid = getGridOrNull(op, option->grid, symbols);
    Sharding source =
        operandShardings.empty() ? Sharding() : operandShardings[0];
    auto padOp = cast<PadOp>(op);
    SmallVector<bool> ok(padOp.getResultType().getRank(), true);
    Sharding result = resultShardings.empty() ? Sharding() : resultShardings[0];
    (void)planAxes(padOp, grid, option->shardingArray, source, result, &ok);
    for (auto [k, axes] : llvm::enumerate(option->shardingArray))
      if (k < ok.size() && !ok[k])
        axes.clear();
    removeTrailingEmptySubArray(option->shardingArray);
    return option;
  }

  FailureOr<std::vector<Sharding>>
  getShardingAnnotations(Operation *op,
                         const ShardingOption &shardingOption) const {
    auto padOp = cast<PadOp>(op);
    SymbolTableCollection symbols;
    GridOp grid = getGridOrNull(op, shardingOption.grid, symbols);
    Sharding source;
    if (FailureOr<std::pair<bool, Sharding>> s =
            getSharding(op->getOpOperand(0));
        succeeded(s))
      source = s->second;
    Sharding result;
    if (FailureOr<std::pair<bool, Sharding>> r = getSharding(op->getResult(0));
        succeeded(r))
      result = r->second;
    FailureOr<AxisSplits> splits =
        planAxes(padOp, grid, shardingOption.shardingArray, source, result);
    if (failed(splits))
      return failure();
    auto [sourceSharding, resultSharding] =
        getPadShardings(padOp, shardingOption.grid, *splits);
    std::vector<Sharding> shardings(op->getNumOperands(), Sharding());
    shardings.front() = sourceSharding;
    shardings.push_back(resultSharding);
    return shardings;
  }

  LogicalResult addShardingAnnotations(Operation *op, OpBuilder &b,
                                       const ShardingOption &option) const {
    FailureOr<std::vector<Sharding>> shardings =
        getShardingAnnotations(op, option);
    if (failed(shardings))
      return failure();
    maybeInsertTargetShardingAnnotation(shardings->back(), op->getResult(0), b);
    OpBuilder::InsertionGuard guard(b);
    maybeInsertSourceShardingAnnotation(shardings->front(), op->getOpOperand(0),
                                        b);
    return success();
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<Sharding> operandShardings,
                          ArrayRef<Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbolTable,
                          OpBuilder &builder) const {
    auto padOp = cast<PadOp>(op);
    Sharding source = operandShardings.front(), result = resultShardings[0];
    if ((!source || isFullReplication(source)) &&
        (!result || isFullReplication(result))) {
      builder.clone(*op, partitionMap);
      return success();
    }
    GridOp grid = getGridOrNull(op, result.getGridAttr(), symbolTable);
    FailureOr<AxisSplits> splits =
        getPartitionSplits(padOp, grid, source, result);
    if (failed(splits))
      return failure();
    if (!getPadShardings(padOp, result.getGridAttr(), *splits)
             .second.equalShardSizes(result))
      return op->emitOpError("expected the result's sharding to give each "
                             "process the rows its source rows pad into");
    buildLocalPad(padOp, partitionedOperands, *splits, grid, result,
                  partitionMap, builder);
    return success();
  }

private:
  /// Every process pads its shard with its own amounts along the split axes.
  static void buildLocalPad(PadOp op, ArrayRef<Value> partitionedOperands,
                            ArrayRef<std::optional<AxisSplit>> splits,
                            GridOp grid, const Sharding &result,
                            IRMapping &partitionMap, OpBuilder &b) {
    Location loc = op.getLoc();
    IRMapping operands;
    operands.map(op->getOperands(), partitionedOperands);
    auto remap = [&](OpFoldResult ofr) -> OpFoldResult {
      if (auto v = dyn_cast<Value>(ofr))
        return operands.lookupOrDefault(v);
      return ofr;
    };
    SmallVector<OpFoldResult> low =
        llvm::map_to_vector(op.getMixedLow(), remap);
    SmallVector<OpFoldResult> high =
        llvm::map_to_vector(op.getMixedHigh(), remap);
    Value source = partitionedOperands.front();
    ValueRange process = ProcessMultiIndexOp::create(b, loc, grid).getResults();
    FlatSymbolRefAttr gridSym = result.getGridAttr();
    for (auto [k, split] : llvm::enumerate(splits)) {
      if (!split)
        continue;
      Value j = process[split->gridAxis];
      if (split->haloLow == 0 && split->haloHigh == 0) {
        low[k] = pickPerProcess(b, loc, split->low, j);
        high[k] = pickPerProcess(b, loc, split->high, j);
        continue;
      }
      // wrap: the amounts left after the exchange only crop (<= 0), a slice
      // of the extended shard; along k the pad then has static amounts.
      source = exchangeWrapRows(b, loc, gridSym, *split, k, source, j);
      SmallVector<int64_t> offsets, sizes;
      for (int64_t p = 0; p < split->n; ++p) {
        offsets.push_back(-split->low[p]);
        sizes.push_back(split->resultOffsets[p + 1] - split->resultOffsets[p]);
      }
      source = sliceRows(b, loc, source, k, pickPerProcess(b, loc, offsets, j),
                         pickPerProcess(b, loc, sizes, j));
      low[k] = high[k] = b.getIndexAttr(0);
    }
    Value value =
        op.getValue() ? operands.lookupOrDefault(op.getValue()) : Value();
    ArrayRef<int64_t> interior = op.getInteriorAttr()
                                     ? op.getInteriorAttr().asArrayRef()
                                     : ArrayRef<int64_t>();
    RankedTensorType localType = getLocalResultType(op, splits);
    Value local = PadOp::create(b, loc, localType, source, low, high, interior,
                                op.getMode(), value);
    auto shardedType =
        cast<RankedTensorType>(shardType(op.getResultType(), grid, result));
    if (shardedType != localType)
      local = tensor::CastOp::create(b, loc, shardedType, local);
    partitionMap.map(op.getResult(), local);
  }
};

} // namespace

void mlir::pad::attachShardingInterface(MLIRContext *context) {
  PadOp::attachInterface<PadOpShardingInterface>(*context);
}
