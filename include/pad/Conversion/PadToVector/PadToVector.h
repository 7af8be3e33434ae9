//===- PadToVector.h - lower pad.pad to vectorized row loops ----*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PADTOVECTOR_PADTOVECTOR_H
#define PAD_CONVERSION_PADTOVECTOR_PADTOVECTOR_H

#include "pad/Utils/StreamingStores.h"

#include <cstdint>

namespace mlir {
class RewritePatternSet;

namespace pad {
struct ConvertPadToVectorPassOptions;

/// The `#llvm.loop_annotation` of an `scf.for` that convert-scf-to-cf moves
/// onto the loop's back edge (`!llvm.loop` metadata in LLVM IR): the loops
/// of a row nest carry one that disables LLVM's unrolling.
constexpr char kLoopAnnotationAttrName[] = "loop_annotation";

/// Collects the patterns that lower every pad.pad to a loop nest over output
/// rows that writes each row once: vector stores of the pad value or of an
/// edge element, vector copies of the kept source row and (reversed) vector
/// copies for the mirrored and wrapped borders, `options.vectorBits`-bit
/// vectors with a last one overlapping the one before, or scalars for spans
/// shorter than a vector (the options of convert-pad-to-vector, Passes.td).
void populatePadToVectorPatterns(RewritePatternSet &patterns,
                                 const ConvertPadToVectorPassOptions &options);

/// Rewrites each result-free `scf.for` marked `#pad.loop<parallel = true>`
/// (on buffers, after bufferization) into an `scf.parallel`, for
/// convert-scf-to-openmp.
void populateParallelRowsPatterns(RewritePatternSet &patterns);

/// Rewrites each `scf.for` marked `#pad.loop<stream = true>` (on buffers,
/// after bufferization) whose body stores one in-bounds vector at the
/// induction variable: plain stores up to the first whole 64-byte line,
/// non-temporal aligned `vector.store`s over whole lines, plain stores after
/// them.
void populateStreamingStoresPatterns(RewritePatternSet &patterns);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOVECTOR_PADTOVECTOR_H
