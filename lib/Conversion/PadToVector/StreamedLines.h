//===- StreamedLines.h - large pads written as streamed lines -------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_LIB_CONVERSION_PADTOVECTOR_STREAMEDLINES_H
#define PAD_LIB_CONVERSION_PADTOVECTOR_STREAMEDLINES_H

#include "pad/IR/PadOps.h"

#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir {
namespace pad {

/// The granularity of streaming stores: a cache line (64 bytes on the x86,
/// AArch64 and RISC-V cores this project targets).
constexpr int64_t kCacheLineBytes = 64;

/// Writes `op` as the streamed cache lines of its flat output
/// (StreamedLines.cpp): a pad of a static shape by static non-negative amounts
/// on its last two axes only, whose output of more than `streamAbove` bytes
/// goes into a memref destination of identity layout, a tensor argument
/// nothing else uses, or a buffer allocated here. With `parallelMinBytes`,
/// outputs that large get their rows marked for threads. Erases `op` (and its
/// materialization); fails, building nothing, for any other pad.
LogicalResult lowerToStreamedLines(PatternRewriter &rewriter, PadOp op,
                                   Value padValue, int64_t vectorBits,
                                   int64_t streamAbove,
                                   std::optional<int64_t> parallelMinBytes);

} // namespace pad
} // namespace mlir

#endif // PAD_LIB_CONVERSION_PADTOVECTOR_STREAMEDLINES_H
