//===- MarkedLoops.h - loops marked for the passes on buffers ---*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// convert-pad-to-vector marks loops for the passes that run on buffers,
// after bufferization: pad-streaming-stores, pad-align-stores and
// pad-parallelize-rows. What they share: finding the marks, applying their
// patterns, and for the first two the store loops, which they rewrite into
// stores at addresses chosen from the buffer's, cloning the body at those
// starts (it writes the same values whatever start it runs at).
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

/// Whether `root` holds an `scf.for` with one of the attributes `marks`.
bool hasMarkedLoop(Operation *root, ArrayRef<StringRef> marks);

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

  /// The buffer the loop writes: the store's memref, or the buffer whose row
  /// it is (a view of `pad-row-offsets`, marked `pad.row_view`).
  Value getBuffer() const;
};

} // namespace pad
} // namespace mlir

#endif // PAD_LIB_CONVERSION_PADTOVECTOR_MARKEDLOOPS_H
