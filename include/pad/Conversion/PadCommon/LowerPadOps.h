//===- LowerPadOps.h - drive a lowering of every pad.pad --------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PADCOMMON_LOWERPADOPS_H
#define PAD_CONVERSION_PADCOMMON_LOWERPADOPS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir {
class Operation;
class RewritePatternSet;

namespace pad {
class PadOp;

/// Applies `patterns` to every pad.pad nested in `root`, leaving every other
/// op alone. Fails, with an error on the op, if some pad.pad breaks a
/// constraint with the values known at compile time
/// (`PadOp::verifyKnownValues`) or is left, except the pads that `keep`
/// holds for, which stay as they are.
LogicalResult lowerPadOps(Operation *root, RewritePatternSet &&patterns,
                          function_ref<bool(PadOp)> keep = nullptr);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADCOMMON_LOWERPADOPS_H
