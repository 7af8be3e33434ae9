//===- PadTilingInterface.h - tiles of a pad.pad ----------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A tile of a pad is a pad: the elements [o, o + s) of the result of a pad.pad
// are the result of the pad.pad of the same source with the amounts shifted by
// the window (docs/Tiling.md). This header exposes that construction
// (used by the TilingInterface and by the fold of tensor.extract_slice) and the
// registration of the op's external interface models.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_IR_PADTILINGINTERFACE_H
#define PAD_IR_PADTILINGINTERFACE_H

#include "pad/IR/PadOps.h"
#include "pad/Utils/IndexArith.h"

namespace mlir {
class RewritePatternSet;

namespace pad {

/// The output sizes of `op`: its static result dims, and `n` of
/// docs/Semantics.md computed from the source and the amounts elsewhere. Never
/// a `tensor.dim` of the result, so that a tile does not keep the whole op
/// alive.
SmallVector<OpFoldResult> getPadOutputSizes(IndexArith &ia, PadOp op);

/// Builds the pad.pad that produces the tile of `op`'s result at `offsets`
/// with `sizes` (unit strides): the same source, mode, interior and value,
/// with the amounts of `getShiftedAmounts`. Its result type is static where
/// the size of the tile is. Fails, creating nothing, when the tile would break
/// a static constraint (only possible for a window outside the result).
FailureOr<PadOp> buildPadTile(OpBuilder &b, Location loc, PadOp op,
                              ArrayRef<OpFoldResult> offsets,
                              ArrayRef<OpFoldResult> sizes);

/// The canonicalizations that follow from the shifted-window rule
/// (docs/Tiling.md, "Folds"): tensor.extract_slice of a pad.pad, pad.pad of a
/// pad.pad where exact, and tensor.cast producers and consumers of a pad.pad.
void populatePadTilingFoldPatterns(RewritePatternSet &patterns);

/// Attaches `TilingInterface` and `ValueBoundsOpInterface` to pad.pad. Called
/// by the dialect's initializer, so that every context that loads the dialect
/// (pad-opt, the C API, pad-aot) can tile and fuse pads.
void attachTilingInterface(MLIRContext *context);
void attachValueBoundsOpInterface(MLIRContext *context);

} // namespace pad
} // namespace mlir

#endif // PAD_IR_PADTILINGINTERFACE_H
