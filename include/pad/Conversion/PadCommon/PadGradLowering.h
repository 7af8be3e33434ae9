//===- PadGradLowering.h - lower pad.pad_grad to folds of axes --*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// pad.pad_grad as the sums of docs/Semantics.md, in their order: one fold per
// axis, axis 0 first, each a loop nest over its input that adds every element
// into the element of the target index it maps to.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PADCOMMON_PADGRADLOWERING_H
#define PAD_CONVERSION_PADCOMMON_PADGRADLOWERING_H

#include "pad/IR/PadOps.h"
#include "pad/Utils/StreamingStores.h"

#include <string>

namespace mlir {
class RewritePatternSet;

namespace pad {

/// The sizes of `op`'s gx: its static dims, and for the dynamic ones the
/// sizes of the destination gx is materialized in (getPadGradDestination),
/// else the size rule of docs/Semantics.md ("pad.pad_grad") from gy's sizes.
/// The run-time check of G7 then compares a destination's sizes with gy's,
/// and the lowerings write no further than the destination.
SmallVector<OpFoldResult> getGxSizes(OpBuilder &b, PadGradOp op);

/// Collects the pattern that lowers every pad.pad_grad to `scf.for` folds on
/// tensors (shared by --convert-pad-to-loops, --convert-pad-to-linalg and
/// --convert-pad-to-vector: the folds fix the order of the sums, so every
/// strategy gives the same bits).
void populatePadGradLoweringPatterns(RewritePatternSet &patterns);

/// The options of the vector strategy's rows, as convert-pad-to-vector's
/// (Passes.td): vector width, and when the stores into gx stream
/// (docs/Lowering.md, "Streaming stores").
struct PadGradRowOptions {
  int64_t vectorBits = 256;
  NontemporalMode nontemporal = NontemporalMode::Auto;
  int64_t llcBytes = 0;
  std::string targetCPU;
};

/// Collects the vector strategy's pattern, tried before the folds: one pass
/// over the rows of gy (docs/Lowering.md, "pad.pad_grad") for ranks >= 2,
/// element types summed in their own type, no value_grad and at most one
/// padded axis besides the last; the same bits as the folds.
void populatePadGradRowPatterns(RewritePatternSet &patterns,
                                const PadGradRowOptions &options = {});

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADCOMMON_PADGRADLOWERING_H
