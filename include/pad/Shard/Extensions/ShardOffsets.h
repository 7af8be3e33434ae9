//===- ShardOffsets.h - the even split of an axis ---------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The split that shard-partition makes of an axis without
// `sharded_dims_offsets`: `n` shards of `size / n` rows each, which exists
// only where `n` divides `size` (docs/Distributed.md).
//
//===----------------------------------------------------------------------===//

#ifndef PAD_SHARD_EXTENSIONS_SHARDOFFSETS_H
#define PAD_SHARD_EXTENSIONS_SHARDOFFSETS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir {
namespace pad {

/// The first row of each of `n` even shards of an axis of `size` rows, and
/// `size` at the end (n + 1 entries); none when either is dynamic, `n` is
/// not positive or does not divide `size`.
std::optional<SmallVector<int64_t>> getEvenShardOffsets(int64_t size,
                                                        int64_t n);

/// Whether `offsets` (n + 1 entries, the last the axis size) are the even
/// split of their axis.
bool isEvenShardSplit(ArrayRef<int64_t> offsets);

} // namespace pad
} // namespace mlir

#endif // PAD_SHARD_EXTENSIONS_SHARDOFFSETS_H
