//===- ShardingComm.h - The messages of a partitioned pad -------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What the partition of pad.pad (ShardingExtensions.cpp) plans for each
// axis and the ops it builds to move rows between processes
// (docs/Distributed.md): the wrap exchange and the gather of a split axis.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_LIB_SHARD_EXTENSIONS_SHARDINGCOMM_H
#define PAD_LIB_SHARD_EXTENSIONS_SHARDINGCOMM_H

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace pad {

/// One result axis split across the `n` processes of a grid axis: the first
/// source row and the first result row of each process, with the ends (n + 1
/// entries each), and the amounts each process pads its shard with.
struct AxisSplit {
  shard::GridAxis gridAxis = 0;
  int64_t n = 1;
  SmallVector<int64_t> sourceOffsets, resultOffsets;
  SmallVector<int64_t> low, high; // per process
  // wrap: rows received by the first process from the last (haloLow) and by
  // the last from the first (haloHigh).
  int64_t haloLow = 0, haloHigh = 0;
  // The source axis is whole on every process (gathered or never split):
  // each pads the window [b_j, b_j+1) of the result, a tile (docs/Tiling.md).
  bool gathered = false;
};

/// A source axis split over the processes of `gridAxes` that every process
/// of the group gets whole before it pads: shard `m` (the in-group index,
/// row-major over `gridAxes`) starts at row `offsets[m]`; no offsets when the
/// axis is dynamic (the shards' sizes are exchanged at run time).
struct AxisGather {
  SmallVector<shard::GridAxis> gridAxes;
  SmallVector<int64_t> offsets;
};

/// The amount of process `j` among `amounts`: a constant when they are all
/// equal, else an element of a constant table.
OpFoldResult pickPerProcess(OpBuilder &b, Location loc,
                            ArrayRef<int64_t> amounts, Value j);

/// `rows` rows of `t` along axis `k` from row `offset`.
Value sliceRows(OpBuilder &b, Location loc, Value t, int64_t k,
                OpFoldResult offset, OpFoldResult rows);

/// wrap along axis `k`: the first process receives the last `haloLow` source
/// rows of the last one and the last the first `haloHigh` rows of the first
/// one; every process gets its shard extended by them.
Value exchangeWrapRows(OpBuilder &b, Location loc, FlatSymbolRefAttr grid,
                       const AxisSplit &split, int64_t k, Value source,
                       Value j);

/// The whole axis `k` of `source` on every process of the group of
/// `gather` (its shards concatenated in in-group order).
Value gatherAxis(OpBuilder &b, Location loc, shard::GridOp grid,
                 const AxisGather &gather, int64_t k, Value source);

} // namespace pad
} // namespace mlir

#endif // PAD_LIB_SHARD_EXTENSIONS_SHARDINGCOMM_H
