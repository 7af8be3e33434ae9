//===- PadToLoops.h - lower pad.pad to scf.for loop nests -------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PADTOLOOPS_PADTOLOOPS_H
#define PAD_CONVERSION_PADTOLOOPS_PADTOLOOPS_H

namespace mlir {
class RewritePatternSet;

namespace pad {

/// Collects the patterns that lower every pad.pad to a tensor.empty and a nest
/// of scf.for loops inserting each output element.
void populatePadToLoopsPatterns(RewritePatternSet &patterns);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOLOOPS_PADTOLOOPS_H
