//===- FuseIntoProducer.h - a pad that costs its border ---------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_FUSION_FUSEINTOPRODUCER_H
#define PAD_FUSION_FUSEINTOPRODUCER_H

#include "pad/IR/PadOps.h"

#include <string>

namespace mlir {
class RewriterBase;

namespace pad {

/// Why the source of `op` cannot be computed straight into the core of its
/// output (docs/Fusion.md), or the empty string when it can.
std::string getProducerFusionFailure(PadOp op);

/// What fusePadIntoProducer built: the re-created producer, the value that
/// replaced the pad, and, for a border mode with dynamic amounts, the pad
/// itself, moved into the branch taken when some amount is negative (where
/// it lowers as before: not to be fused again).
struct FusedPad {
  Operation *producer;
  Value result;
  PadOp fallback;
};

/// Fuses `op` into the op that produces its source (docs/Fusion.md): builds the
/// pad's output (createPadOutput: its destination, or else a
/// bufferization.alloc_tensor), has a new producer compute the kept source
/// elements into the core of that output (a strided slice for interior
/// padding; for crops, the producer's tile through its TilingInterface), and
/// writes the borders around it (writePadBorders). The old producer is
/// erased. Fails, without changing the IR, with getProducerFusionFailure's
/// reason (among them: a pad that keeps no source element).
FailureOr<FusedPad> fusePadIntoProducer(RewriterBase &rewriter, PadOp op);

} // namespace pad
} // namespace mlir

#endif // PAD_FUSION_FUSEINTOPRODUCER_H
