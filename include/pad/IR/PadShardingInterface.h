//===- PadShardingInterface.h - pad.pad in the SPMD partitioner -*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The registration of pad.pad's model of the `shard` dialect's
// ShardingInterface (docs/Distributed.md): sharding propagation
// through a pad and its partition into per-process pads.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_IR_PADSHARDINGINTERFACE_H
#define PAD_IR_PADSHARDINGINTERFACE_H

namespace mlir {
class MLIRContext;

namespace pad {

/// Attaches `shard::ShardingInterface` to pad.pad. Called by the dialect's
/// initializer, like the tiling model.
void attachShardingInterface(MLIRContext *context);

} // namespace pad
} // namespace mlir

#endif // PAD_IR_PADSHARDINGINTERFACE_H
