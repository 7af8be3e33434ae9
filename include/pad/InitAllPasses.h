//===- InitAllPasses.h - register every pass of pad -------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_INITALLPASSES_H
#define PAD_INITALLPASSES_H

#include "pad/Conversion/Passes.h"
#include "pad/Fusion/Passes.h"
#include "pad/Pipelines/Pipelines.h"
#include "pad/RuntimeChecks/Passes.h"
#include "pad/Shard/Transforms/Passes.h"
#include "pad/Transforms/Passes.h"

namespace mlir {
namespace pad {

/// Registers the pad passes and the `--pad-to-llvm` pipeline.
inline void registerAllPadPasses() {
  registerPadConversionPasses();
  registerPadTransformsPasses();
  registerPadRuntimeChecksPasses();
  registerPadShardTransformsPasses();
  registerPadFusionPasses();
  registerPadPipelines();
}

} // namespace pad
} // namespace mlir

#endif // PAD_INITALLPASSES_H
