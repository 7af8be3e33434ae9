//===- InitAllExtensions.h - register every extension of pad ----*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The dialect extensions of pad, as upstream's mlir/InitAllExtensions.h: the
// models of other dialects' interfaces that the pad dialect does not carry
// itself (it links neither), and the ops pad adds to other dialects.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_INITALLEXTENSIONS_H
#define PAD_INITALLEXTENSIONS_H

#include "pad/Shard/Extensions/ShardingExtensions.h"
#include "pad/TransformOps/PadTransformOps.h"

namespace mlir {
namespace pad {

/// Adds to `registry` pad.pad's sharding model (PadShardingExtensions,
/// docs/Distributed.md) and the pad ops of the transform dialect
/// (PadTransformOps, docs/Tiling.md).
inline void registerAllPadExtensions(DialectRegistry &registry) {
  registerShardingInterfaceExternalModels(registry);
  registerTransformDialectExtension(registry);
}

} // namespace pad
} // namespace mlir

#endif // PAD_INITALLEXTENSIONS_H
