//===- ShardingExtensions.h - pad.pad in the SPMD partitioner ---*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The registration of pad.pad's model of the `shard` dialect's
// ShardingInterface (docs/Distributed.md): sharding propagation through a
// pad and its partition into per-process pads. Like upstream's
// `tensor::registerShardingInterfaceExternalModels`, a dialect extension: the
// pad dialect itself does not depend on the shard dialect.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_SHARD_EXTENSIONS_SHARDINGEXTENSIONS_H
#define PAD_SHARD_EXTENSIONS_SHARDINGEXTENSIONS_H

namespace mlir {
class DialectRegistry;

namespace pad {

/// Attaches `shard::ShardingInterface` to pad.pad in every context that loads
/// the pad dialect from `registry`.
void registerShardingInterfaceExternalModels(DialectRegistry &registry);

} // namespace pad
} // namespace mlir

#endif // PAD_SHARD_EXTENSIONS_SHARDINGEXTENSIONS_H
