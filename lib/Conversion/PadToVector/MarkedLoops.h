//===- MarkedLoops.h - the loops pad-lower-loops rewrites -------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// convert-pad-to-vector marks loops `#pad.loop` for pad-lower-loops, which
// runs on buffers after bufferization: store loops that stream
// (StreamingStores.cpp), row loops that run on threads (ParallelRows.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef PAD_LIB_CONVERSION_PADTOVECTOR_MARKEDLOOPS_H
#define PAD_LIB_CONVERSION_PADTOVECTOR_MARKEDLOOPS_H

#include "mlir/Dialect/SCF/IR/SCF.h"
namespace mlir {
namespace pad {

/// Asks LLVM not to unroll `loop` (the `loop_annotation` that convert-scf-to-cf
/// moves onto the loop's back edge): rows and their spans are long enough to
/// gain nothing from it, and unrolled they cost code and registers.
void disableUnrolling(scf::ForOp loop);

} // namespace pad
} // namespace mlir

#endif // PAD_LIB_CONVERSION_PADTOVECTOR_MARKEDLOOPS_H
