//===- MarkedLoops.h - the loops pad-lower-loops rewrites -------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// convert-pad-to-vector marks loops `#pad.loop` for pad-lower-loops, which
// runs on buffers after bufferization: store loops that stream, row loops
// that run on threads. What its two steps share: finding the marks,
// applying their patterns, and the store loops, rewritten into stores at
// addresses chosen from the buffer's, cloning the body at those starts (it
// writes the same values whatever start it runs at).
//
//===----------------------------------------------------------------------===//

#ifndef PAD_LIB_CONVERSION_PADTOVECTOR_MARKEDLOOPS_H
#define PAD_LIB_CONVERSION_PADTOVECTOR_MARKEDLOOPS_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"

#include <optional>

namespace mlir {
class RewritePatternSet;

namespace pad {

/// Whether `root` holds an `scf.for` marked `pad.loop`.
bool hasMarkedLoop(Operation *root);

/// Takes the size check of the loops marked with a threshold into a dynamic
/// buffer out of the loops around them: the outermost `scf.for`/`scf.if`
/// around a marked loop that the buffer is defined outside of is copied,
///
///   scf.if (buffer bytes > threshold) { copy, its loops marked 0 }
///   else                              { original, its loops unmarked }
///
/// so that the rows of a small output run the loops as they were, without a
/// branch and the streamed form beside every span (which made embARC MLI's
/// CHW maps 40 % slower), and those of a large one stream without a check.
void unswitchSizeChecks(Operation *root);

/// Asks LLVM not to unroll `loop` (the `loop_annotation` that convert-scf-to-cf
/// moves onto the loop's back edge): rows and their spans are long enough to
/// gain nothing from it, and unrolled they cost code and registers.
void disableUnrolling(scf::ForOp loop);

/// Applies `patterns` to `root` greedily, without region simplification:
/// the passes rewrite their marked loops and leave the rest of the module
/// as it is.
LogicalResult applyMarkedLoopPatterns(Operation *root,
                                      RewritePatternSet &&patterns);

/// The one vector store of a store loop's body: its vector, buffer and
/// indices.
struct LoopStore {
  Operation *op;
  Value vector, memref;
  SmallVector<Value> indices;
};

/// A store loop as the passes rewrite it: `scf.for %t = lb to ub step W`
/// whose body is side-effect-free ops and reads, and one in-bounds 1-D
/// store of a vector of W elements of whole bytes (a power of two of bytes)
/// at `[..., %t]` into a buffer with a unit innermost stride, defined
/// outside the loop like its other indices.
struct StoreLoop {
  /// (Mutable: the accessors of an op handle are not const.)
  mutable scf::ForOp loop;
  LoopStore store;
  /// W and the bytes of an element and of a vector.
  int64_t width, elementBytes, vectorBytes;

  /// Matches `loop`; failure for any other loop.
  static FailureOr<StoreLoop> match(scf::ForOp loop);

  /// Clones the body at `t`; its store becomes a `vector.store` with
  /// `alignment` (and `nontemporal`) where `alignment` is set.
  void cloneBody(OpBuilder &b, Value t, std::optional<int64_t> alignment = {},
                 bool nontemporal = false) const;

  /// The byte address of the store at `t`.
  Value buildAddress(OpBuilder &b, Location loc, Value t) const;

  /// The buffer the loop writes.
  Value getBuffer() const;
};

} // namespace pad
} // namespace mlir

#endif // PAD_LIB_CONVERSION_PADTOVECTOR_MARKEDLOOPS_H
