//===- ShardOffsets.cpp - the even split of an axis over processes --------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Shard/Extensions/ShardOffsets.h"

#include "mlir/IR/BuiltinTypeInterfaces.h"

using namespace mlir;

std::optional<SmallVector<int64_t>> mlir::pad::getEvenShardOffsets(int64_t size,
                                                                   int64_t n) {
  if (ShapedType::isDynamic(size) || ShapedType::isDynamic(n) || n <= 0 ||
      size % n != 0)
    return std::nullopt;
  SmallVector<int64_t> offsets;
  for (int64_t j = 0; j <= n; ++j)
    offsets.push_back(j * (size / n));
  return offsets;
}

bool mlir::pad::isEvenShardSplit(ArrayRef<int64_t> offsets) {
  if (offsets.size() < 2)
    return false;
  std::optional<SmallVector<int64_t>> even =
      getEvenShardOffsets(offsets.back(), offsets.size() - 1);
  return even && ArrayRef<int64_t>(*even) == offsets;
}
