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

/// Writes `op`, a pad of a static shape by static non-negative amounts of a
/// source of two axes or more (those before the last two not padded: the
/// output is planes of 2-D pads, written one after the other), whose output
/// of more than `streamAbove` bytes goes into a memref (a restrict, writable
/// `bufferization.materialize_in_destination` with an identity layout), into
/// a tensor destination that is a function's argument nothing else uses
/// (through `bufferization.to_buffer`) or to no destination (into a buffer
/// allocated here), as the cache lines of its flat
/// output: every line from the first whole one (constant: the first of the
/// source's first row) to the last whole one (constant: the last of its last
/// row) is streamed (non-temporal stores of `vectorBits`-bit vectors), the
/// lines over the pad between two rows included: put together from two loads
/// and the pad value (constant) or gathered from the source (edge, reflect,
/// symmetric, wrap). With `parallelMinBytes`, the loop over its rows is
/// marked for pad-lower-loops when the output holds that many bytes.
/// Erases `op` and a memref materialization. Fails, building nothing, for
/// any other pad, or one whose sizes the lines cannot take (see
/// StreamedLines.cpp).
LogicalResult lowerToStreamedLines(PatternRewriter &rewriter, PadOp op,
                                   Value padValue, int64_t vectorBits,
                                   int64_t streamAbove,
                                   std::optional<int64_t> parallelMinBytes);

} // namespace pad
} // namespace mlir

#endif // PAD_LIB_CONVERSION_PADTOVECTOR_STREAMEDLINES_H
