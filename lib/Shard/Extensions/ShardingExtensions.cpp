//===- ShardingExtensions.cpp - ShardingInterface of pad.pad --------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// pad.pad in the `shard` dialect's partitioner (docs/Distributed.md).
// Every result axis follows the source axis it pads. Along a split axis the
// process whose source shard starts at row c_j owns the result rows from
// b_j = clamp(low + c_j * (interior + 1), 0, R): the result sharding carries
// these offsets as `sharded_dims_offsets`, and each process pads its own shard
// with its own amounts (the low border on the first process, the high border
// on the last, the interior gaps after a row on the row's owner). Constant and
// edge modes never communicate; reflect and symmetric do not while the end
// shards hold enough rows; wrap receives the other end's border rows
// (`shard.send`/`shard.recv` between the first and last process). An axis
// whose borders read rows no end shard holds, or split over several grid
// axes, is gathered by the partition of the pad itself (the source keeps its
// sharding: shard-partition reshards no shards with offsets), and each
// process pads its tile [b_j, b_j+1) of the result (docs/Tiling.md); a dynamic
// one, or one of several grid axes, is gathered and its result replicated. An
// uneven split without offsets is an error (docs/Distributed.md).
//
//===----------------------------------------------------------------------===//

#include "pad/Shard/Extensions/ShardingExtensions.h"

#include "ShardingComm.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "pad/IR/PadDialect.h"
#include "pad/IR/PadOps.h"
#include "pad/Shard/Extensions/ShardOffsets.h"

using namespace mlir;
using namespace mlir::pad;
using namespace mlir::shard;

namespace {

/// How axis `k` of a pad is partitioned: its source shards gathered first or
/// not, and its result rows split across processes or whole on each.
struct AxisPlan {
  std::optional<AxisGather> gather;
  std::optional<AxisSplit> split;
};

using AxisPlans = SmallVector<AxisPlan, 4>;

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
  std::optional<SmallVector<int64_t>> even = getEvenShardOffsets(d, n);
  if (!even)
    return failure();
  return *even;
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

/// docs/Distributed.md ownership of result axis `k` of `op` on `n` processes
/// whose source shards start at `c`: b_0 = 0, b_n = R and b_j = clamp(low + c_j
/// * (interior + 1), 0, R).
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
/// low - b_j and high - (R - b_j+1) (docs/Tiling.md).
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

/// Plans axis `k` of `op` whose source is split as `source` says: padded
/// where its rows lie when the end shards hold the rows the borders read (or
/// wrap can receive them), else gathered; a gathered axis of static size and
/// amounts split over one grid axis is padded by tiles along that axis
/// (docs/Distributed.md, "Who owns what"), any other is whole on every process.
/// Failure with `reason` when the shards of the source are not known.
static FailureOr<AxisPlan> planSplitSource(PadOp op, GridOp grid, int64_t k,
                                           const Sharding &source,
                                           std::string &reason) {
  ArrayRef<GridAxis> axes = getAxes(source, k);
  int64_t n =
      grid ? collectiveProcessGroupSize(axes, grid) : ShapedType::kDynamic;
  if (ShapedType::isDynamic(n)) {
    reason = "expected a grid of static shape";
    return failure();
  }
  if (!source.getStaticHaloSizes().empty() ||
      !source.getDynamicHaloSizes().empty() ||
      !source.getDynamicShardedDimsOffsets().empty()) {
    reason = "expected a source sharding without halo sizes and with static "
             "sharded_dims_offsets";
    return failure();
  }
  ArrayRef<int64_t> given = getGivenOffsets(source, grid, k);
  AxisPlan plan;
  if (axes.size() == 1) {
    FailureOr<AxisSplit> split = getAxisSplit(op, k, axes.front(), n, given);
    if (succeeded(split)) {
      plan.split = *split;
      return plan;
    }
  }
  AxisGather gather;
  gather.gridAxes.assign(axes.begin(), axes.end());
  int64_t d = op.getSourceType().getDimSize(k);
  if (ShapedType::isDynamic(d)) {
    if (!given.empty()) {
      reason = "expected no sharded_dims_offsets on an axis of dynamic size";
      return failure();
    }
    plan.gather = gather;
    return plan;
  }
  if (!given.empty() && axes.size() > 1) {
    reason = "expected no sharded_dims_offsets on a tensor axis split over "
             "several grid axes";
    return failure();
  }
  FailureOr<SmallVector<int64_t>> c = getSourceOffsets(d, n, given);
  if (failed(c)) {
    reason = given.empty()
                 ? "expected sharded_dims_offsets: " + std::to_string(d) +
                       " rows split unevenly over " + std::to_string(n) +
                       " processes (shard-partition gives such shards d/N "
                       "rows)"
                 : "expected sharded_dims_offsets of " + std::to_string(n + 1) +
                       " entries from 0 to " + std::to_string(d);
    return failure();
  }
  gather.offsets = *c;
  plan.gather = gather;
  if (axes.size() == 1 && hasStaticAxis(op, k))
    plan.split =
        *getGatheredAxisSplit(op, k, axes.front(), getResultOffsets(op, k, *c));
  return plan;
}

/// The plan of every axis of `op` in sharding propagation, with the loops
/// split as `loops`. A split source axis is planned as planSplitSource says
/// (one it cannot plan stays as it is, for the partition to report); without
/// a source sharding, an axis of the loops is split where its rows lie when
/// it can be. A whole source axis whose loops are split along one free grid
/// axis is padded by tiles, the result's offsets (if given) or even ones.
static AxisPlans planPropagation(PadOp op, GridOp grid, ShardingArrayRef loops,
                                 const Sharding &source,
                                 const Sharding &result) {
  int64_t rank = op.getSourceType().getRank();
  AxisPlans plans(rank);
  llvm::SmallDenseSet<GridAxis> used;
  auto loopAxes = [&](int64_t k) {
    return k < static_cast<int64_t>(loops.size()) ? ArrayRef<GridAxis>(loops[k])
                                                  : ArrayRef<GridAxis>();
  };
  for (int64_t k = 0; k < rank; ++k)
    for (GridAxis axis : source ? getAxes(source, k) : loopAxes(k))
      used.insert(axis);
  for (int64_t k = 0; k < rank; ++k) {
    if (!grid)
      break;
    if (source && !getAxes(source, k).empty()) {
      std::string reason;
      if (FailureOr<AxisPlan> plan =
              planSplitSource(op, grid, k, source, reason);
          succeeded(plan))
        plans[k] = *plan;
      continue;
    }
    ArrayRef<GridAxis> axes = loopAxes(k);
    if (axes.size() != 1)
      continue;
    int64_t n = grid.getShape()[axes.front()];
    if (!source) {
      if (FailureOr<AxisSplit> split = getAxisSplit(op, k, axes.front(), n, {});
          succeeded(split)) {
        plans[k].split = *split;
        continue;
      }
    }
    if (used.contains(axes.front()) && source)
      continue;
    SmallVector<int64_t> b(getGivenOffsets(result, grid, k));
    if (b.empty())
      b = getEvenShardOffsets(op.getResultType().getDimSize(k), n)
              .value_or(SmallVector<int64_t>());
    if (FailureOr<AxisSplit> split =
            getGatheredAxisSplit(op, k, axes.front(), b);
        succeeded(split)) {
      plans[k].split = *split;
      used.insert(axes.front());
    }
  }
  return plans;
}

/// Whether result axis `k` is split as `split` says by `result`.
static bool isSplitAs(const Sharding &result, GridOp grid, int64_t k,
                      const AxisSplit &split) {
  if (getAxes(result, k) != ArrayRef<GridAxis>(split.gridAxis))
    return false;
  ArrayRef<int64_t> given = getGivenOffsets(result, grid, k);
  if (!given.empty())
    return given == ArrayRef<int64_t>(split.resultOffsets);
  return isEvenShardSplit(split.resultOffsets);
}

/// The shardings of the source and the result of `op` planned as `plans`:
/// the source keeps its sharding `source` when it has one, the result gets
/// the offsets b_j of each split axis unless every axis is evenly split.
static std::pair<Sharding, Sharding> getPadShardings(PadOp op,
                                                     FlatSymbolRefAttr gridSym,
                                                     ArrayRef<AxisPlan> plans,
                                                     const Sharding &source) {
  MLIRContext *ctx = op.getContext();
  SmallVector<GridAxesAttr> sourceAxes, resultAxes;
  SmallVector<int64_t> sourceOffsets, resultOffsets;
  bool sourceEven = true, resultEven = true;
  for (const AxisPlan &plan : plans) {
    const std::optional<AxisSplit> &split = plan.split;
    SmallVector<GridAxis> axes;
    if (split)
      axes.push_back(split->gridAxis);
    resultAxes.push_back(GridAxesAttr::get(ctx, axes));
    sourceAxes.push_back(GridAxesAttr::get(
        ctx, split && split->gathered ? ArrayRef<GridAxis>() : axes));
    if (!split)
      continue;
    llvm::append_range(resultOffsets, split->resultOffsets);
    resultEven &= isEvenShardSplit(split->resultOffsets);
    if (split->gathered)
      continue;
    llvm::append_range(sourceOffsets, split->sourceOffsets);
    sourceEven &= isEvenShardSplit(split->sourceOffsets);
  }
  for (SmallVector<GridAxesAttr> *axes : {&sourceAxes, &resultAxes})
    while (axes->size() > 1 && axes->back().empty())
      axes->pop_back();
  if (sourceEven)
    sourceOffsets.clear();
  if (resultEven)
    resultOffsets.clear();
  Sharding resultSharding =
      Sharding::get(gridSym, resultAxes, {}, resultOffsets);
  // A source sharding is kept as it is: the pad gathers what it needs itself
  // (shard-partition reshards no shards with offsets, nor uneven ones).
  if (source)
    return {source, resultSharding};
  return {Sharding::get(gridSym, sourceAxes, {}, sourceOffsets),
          resultSharding};
}

/// The plans of `op` whose source and result are sharded as `source` and
/// `result` (by sharding propagation, or by hand), or failure with an error.
/// A gathered source axis, or one never split, is padded by the tiles the
/// result's sharding gives each process along one grid axis, or whole.
static FailureOr<AxisPlans> planPartition(PadOp op, GridOp grid,
                                          const Sharding &source,
                                          const Sharding &result) {
  int64_t rank = op.getResultType().getRank();
  AxisPlans plans(rank);
  for (int64_t k = 0; k < rank; ++k) {
    ArrayRef<GridAxis> sourceAxes = getAxes(source, k);
    ArrayRef<GridAxis> resultAxes = getAxes(result, k);
    AxisPlan plan;
    if (!sourceAxes.empty()) {
      std::string reason;
      FailureOr<AxisPlan> planned =
          planSplitSource(op, grid, k, source, reason);
      if (failed(planned))
        return op.emitOpError("cannot partition axis ")
               << k << ": " << reason << " (docs/Distributed.md)";
      plan = *planned;
      if (!plan.gather) {
        if (resultAxes != sourceAxes)
          return op.emitOpError("expected the result of axis ")
                 << k << " split along the grid axes of its source or its "
                 << "source whole";
        if (!isSplitAs(result, grid, k, *plan.split))
          return op.emitOpError("expected the result's sharding to give each "
                                "process the rows its source rows pad into");
        plans[k] = plan;
        continue;
      }
      plan.split.reset();
    }
    // The source axis is whole on every process: the result's sharding says
    // which tile is whose.
    if (!resultAxes.empty()) {
      FailureOr<AxisSplit> split = failure();
      if (resultAxes.size() == 1 && grid) {
        SmallVector<int64_t> b(getGivenOffsets(result, grid, k));
        if (b.empty())
          b = getEvenShardOffsets(op.getResultType().getDimSize(k),
                                  grid.getShape()[resultAxes.front()])
                  .value_or(SmallVector<int64_t>());
        split = getGatheredAxisSplit(op, k, resultAxes.front(), b);
      }
      if (failed(split))
        return op.emitOpError("expected axis ")
               << k << " to have a static size and amounts, one grid axis and "
               << "end shards that hold the rows its borders read";
      plan.split = *split;
    }
    plans[k] = plan;
  }
  return plans;
}

/// The type of the local result of `op` on a process: static along a split
/// axis when every process gets as many rows, else dynamic.
static RankedTensorType getLocalResultType(PadOp op, ArrayRef<AxisPlan> plans) {
  SmallVector<int64_t> shape(op.getResultType().getShape());
  for (auto [k, plan] : llvm::enumerate(plans)) {
    if (!plan.split)
      continue;
    const AxisSplit &split = *plan.split;
    SmallVector<int64_t> sizes;
    for (int64_t j = 0; j < split.n; ++j)
      sizes.push_back(split.resultOffsets[j + 1] - split.resultOffsets[j]);
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

  /// The default choice, with each axis split as the pad's plan says: an
  /// axis that cannot be padded where its rows lie is gathered, its loops
  /// split along the source's grid axis (tiles) or not at all.
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
    Sharding result = resultShardings.empty() ? Sharding() : resultShardings[0];
    AxisPlans plans = planPropagation(cast<PadOp>(op), grid,
                                      option->shardingArray, source, result);
    option->shardingArray.assign(plans.size(), {});
    for (auto [k, plan] : llvm::enumerate(plans))
      if (plan.split)
        option->shardingArray[k].push_back(plan.split->gridAxis);
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
    AxisPlans plans = planPropagation(padOp, grid, shardingOption.shardingArray,
                                      source, result);
    auto [sourceSharding, resultSharding] =
        getPadShardings(padOp, shardingOption.grid, plans, source);
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
    FlatSymbolRefAttr gridSym =
        result ? result.getGridAttr() : source.getGridAttr();
    GridOp grid = getGridOrNull(op, gridSym, symbolTable);
    if (!grid)
      return op->emitOpError("expected the grid of its shardings");
    if (source && !isFullReplication(source) && result &&
        !isFullReplication(result) &&
        source.getGridAttr() != result.getGridAttr())
      return op->emitOpError("expected its source and result on one grid");
    FailureOr<AxisPlans> plans = planPartition(padOp, grid, source, result);
    if (failed(plans))
      return failure();
    buildLocalPad(padOp, partitionedOperands, *plans, grid, gridSym, result,
                  partitionMap, builder);
    return success();
  }

private:
  /// Every process gathers the axes that need it, then pads its shard with
  /// its own amounts along the split axes.
  static void buildLocalPad(PadOp op, ArrayRef<Value> partitionedOperands,
                            ArrayRef<AxisPlan> plans, GridOp grid,
                            FlatSymbolRefAttr gridSym, const Sharding &result,
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
    for (auto [k, plan] : llvm::enumerate(plans))
      if (plan.gather)
        source = gatherAxis(b, loc, grid, *plan.gather, k, source);
    ValueRange process;
    if (llvm::any_of(plans, [](const AxisPlan &plan) { return plan.split; }))
      process = ProcessMultiIndexOp::create(b, loc, grid).getResults();
    for (auto [k, plan] : llvm::enumerate(plans)) {
      if (!plan.split)
        continue;
      const AxisSplit &split = *plan.split;
      Value j = process[split.gridAxis];
      if (split.haloLow == 0 && split.haloHigh == 0) {
        low[k] = pickPerProcess(b, loc, split.low, j);
        high[k] = pickPerProcess(b, loc, split.high, j);
        continue;
      }
      // wrap: the amounts left after the exchange only crop (<= 0), a slice
      // of the extended shard; along k the pad then has static amounts.
      source = exchangeWrapRows(b, loc, gridSym, split, k, source, j);
      SmallVector<int64_t> offsets, sizes;
      for (int64_t p = 0; p < split.n; ++p) {
        offsets.push_back(-split.low[p]);
        sizes.push_back(split.resultOffsets[p + 1] - split.resultOffsets[p]);
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
    RankedTensorType localType = getLocalResultType(op, plans);
    Value local = PadOp::create(b, loc, localType, source, low, high, interior,
                                op.getMode(), value);
    auto shardedType = cast<RankedTensorType>(shardType(
        op.getResultType(), grid, result ? result : Sharding(gridSym)));
    if (shardedType != localType)
      local = tensor::CastOp::create(b, loc, shardedType, local);
    partitionMap.map(op.getResult(), local);
  }
};

} // namespace

void mlir::pad::registerShardingInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, PadDialect *) {
    PadOp::attachInterface<PadOpShardingInterface>(*ctx);
  });
}
