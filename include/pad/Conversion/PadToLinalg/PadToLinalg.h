//===- PadToLinalg.h - lower pad.pad to linalg on tensors -------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PADTOLINALG_PADTOLINALG_H
#define PAD_CONVERSION_PADTOLINALG_PADTOLINALG_H

namespace mlir {
class RewritePatternSet;

namespace pad {

/// Collects the patterns that lower every pad.pad to a tensor.empty written
/// region by region with linalg.fill, linalg.copy and linalg.generic ops on
/// tensors, each output element exactly once (docs/Lowering.md).
void populatePadToLinalgPatterns(RewritePatternSet &patterns);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOLINALG_PADTOLINALG_H
