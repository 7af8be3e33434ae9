//===- PadToTensor.h - lower pad.pad to upstream tensor ops -----*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PADTOTENSOR_PADTOTENSOR_H
#define PAD_CONVERSION_PADTOTENSOR_PADTOTENSOR_H

#include "mlir/Support/LLVM.h"

namespace mlir {
class Operation;
class RewritePatternSet;

namespace pad {
class PadOp;

/// Collects the pattern that rewrites a constant-mode `pad.pad` without
/// interior padding into `tensor.extract_slice` (negative amounts) and
/// `tensor.pad` (positive amounts), or into a filled `tensor.empty` when no
/// source element is kept (docs/Integration.md).
void populatePadToTensorPatterns(RewritePatternSet &patterns);

/// Succeeds if `op` can be expressed with upstream tensor ops (constant mode,
/// no interior padding); otherwise reports on `op` what upstream cannot
/// express and fails.
LogicalResult checkPadToTensorSupported(PadOp op);

/// Whether a static amount of `op` reaches past one fold of its input
/// (reflect, symmetric or wrap; docs/Semantics.md, "Any width"): tensor.pad
/// cannot express it, and --convert-pad-to-tensor leaves the pad as it is,
/// with a remark.
bool reachesPastOneFold(PadOp op);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOTENSOR_PADTOTENSOR_H
