//===- PadToVector.h - lower pad.pad to vectorized row loops ----*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PADTOVECTOR_PADTOVECTOR_H
#define PAD_CONVERSION_PADTOVECTOR_PADTOVECTOR_H

#include <cstdint>

namespace mlir {
class RewritePatternSet;

namespace pad {

/// Collects the patterns that lower every pad.pad to a loop nest over output
/// rows that writes each row once: vector stores of the pad value or of an
/// edge element, vector copies of the kept source row (`vectorBits`-bit
/// vectors with a scalar tail), and scalar gathers for the mirrored and
/// wrapped borders.
void populatePadToVectorPatterns(RewritePatternSet &patterns,
                                 int64_t vectorBits = 256);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOVECTOR_PADTOVECTOR_H
