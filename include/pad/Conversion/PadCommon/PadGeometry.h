//===- PadGeometry.h - regions and index maps of a pad.pad ------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What every lowering of pad.pad needs: the output sizes, the core box of the
// output that maps into the (dilated) source, and the per-element map from an
// output coordinate to a source coordinate in each mode. All of it is clamped
// so that the generated code stays in bounds whatever the dynamic amounts are
// (docs/Lowering.md, "Safety").
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PADCOMMON_PADGEOMETRY_H
#define PAD_CONVERSION_PADCOMMON_PADGEOMETRY_H

#include "pad/IR/PadOps.h"
#include "pad/Utils/IndexArith.h"

namespace mlir {
namespace pad {

/// Per axis k, with d = source size, p = low, r = interior, D = dilated size,
/// n = output size:
///
///   [0, coreLo)                  low border
///   [coreLo, coreLo + coreSize)  core: output i reads dilated source
///                                coordinate srcOffset + (i - coreLo)
///   [coreLo + coreSize, n)       high border
///
/// with coreLo = clamp(p, 0, n), srcOffset = max(coreLo - p, 0) and
/// coreSize = max(0, min(n - coreLo, D - srcOffset)). For valid ops this is
/// exactly the split of docs/Semantics.md; for any values the core reads
/// [srcOffset, srcOffset + coreSize) within [0, D) and writes within [0, n).
struct PadGeometry {
  SmallVector<OpFoldResult> sourceSizes; // d
  SmallVector<OpFoldResult> low;         // p
  SmallVector<OpFoldResult> high;        // q
  SmallVector<OpFoldResult> outputSizes; // n
  SmallVector<OpFoldResult> coreLo;
  SmallVector<OpFoldResult> coreSize;
  SmallVector<OpFoldResult> srcOffset;
  SmallVector<int64_t> interior; // r

  int64_t getRank() const { return sourceSizes.size(); }
  /// coreLo + coreSize.
  OpFoldResult getCoreHi(IndexArith &ia, int64_t k) const {
    return ia.add(coreLo[k], coreSize[k]);
  }
};

/// Computes the geometry of `op`. A static result dim is taken as the output
/// size even where the computed size would differ (C10 is then checked at run
/// time), so the output buffer is never overrun.
PadGeometry computePadGeometry(IndexArith &ia, PadOp op);
/// The same with the source sizes given: values that may be defined before
/// the source (the sizes of the init of the op that produces it).
PadGeometry computePadGeometry(IndexArith &ia, PadOp op,
                               ArrayRef<OpFoldResult> sourceSizes);

/// The pad value of a constant-mode `op`: its `value` operand or the zero of
/// the element type.
Value getPadValue(OpBuilder &b, Location loc, PadOp op);

/// Where a source coordinate `j` of an axis of size `d` may fall: anywhere, or
/// known to be below the source (j < 0) or above it (j >= d), as in a low or a
/// high border span. The known cases map with fewer operations.
enum class BorderSide { Any, Below, Above };

/// The constants of the single fold of a border mode on an axis of size `d`
/// (docs/Semantics.md): a coordinate j < 0 maps to `below - j` (reflect,
/// symmetric), `j + below` (wrap) or `below` (edge), one j >= d to `above - j`,
/// `j + above` or `above`. reflect: 0 and 2(d - 1); symmetric: -1 and
/// 2d - 1; wrap: d and -d; edge: 0 and d - 1.
struct BorderFold {
  OpFoldResult below, above;
};
BorderFold getBorderFold(IndexArith &ia, PadMode mode, OpFoldResult d);

/// The widest positive amount that one fold of `mode` maps into an axis of
/// size `d`: reflect d - 1, symmetric and wrap d (docs/Semantics.md). Wider
/// amounts reach into the periodic extension of the input ("Any width").
OpFoldResult getOneFoldLimit(IndexArith &ia, PadMode mode, OpFoldResult d);

/// Whether every source coordinate that the amounts `low` and `high` of an
/// axis of size `d` reach is, statically, within one fold of `mode`: always
/// for constant and edge; for reflect, symmetric and wrap when each amount is
/// a constant <= 0, or at most getOneFoldLimit of a static `d`.
bool isWithinOneFold(PadMode mode, OpFoldResult d, OpFoldResult low,
                     OpFoldResult high);
/// The same for axis `k` of `g`.
bool isWithinOneFold(const PadGeometry &g, PadMode mode, int64_t k);
/// At run time: an i1 that holds when `low` and `high` are at most one fold
/// of `mode` on an axis of size `d` (constants folded).
OpFoldResult buildWithinOneFold(IndexArith &ia, PadMode mode, OpFoldResult d,
                                OpFoldResult low, OpFoldResult high);

/// The index map of a border mode (edge, reflect, symmetric, wrap) on one
/// axis of size `d`, with its loop invariants built once, where the map is
/// constructed. Requires d >= 1 at run time. With `periodic`, it maps any
/// coordinate through the periodic extension of docs/Semantics.md ("Any
/// width"); without, it folds once, which is exact for coordinates within
/// one fold of the input (isWithinOneFold).
class BorderIndexMap {
public:
  BorderIndexMap(OpBuilder &b, Location loc, PadMode mode, OpFoldResult d,
                 bool periodic = false);
  /// The map of axis `k` of `g`: periodic unless isWithinOneFold.
  BorderIndexMap(OpBuilder &b, Location loc, PadMode mode, const PadGeometry &g,
                 int64_t k);

  /// Maps the (possibly out of range) source coordinate `j`, on `side`, into
  /// [0, d) according to the mode (docs/Semantics.md), then clamps the result
  /// into [0, d - 1] so that the access stays in bounds even for amounts that
  /// break C8 or for a `j` not on `side`.
  Value map(OpBuilder &b, Location loc, Value j,
            BorderSide side = BorderSide::Any) const;

  bool isPeriodic() const { return bool(period); }

private:
  Value clamp(OpBuilder &b, Location loc, Value j) const;
  Value mapPeriodic(OpBuilder &b, Location loc, Value j) const;

  PadMode mode;
  Value size, zero, last;
  /// The mirror points: j < 0 maps to lowMirror - j, j >= d to
  /// highMirror - j. reflect: 0 and 2(d - 1); symmetric: -1 and 2d - 1.
  Value lowMirror, highMirror;
  /// Periodic maps of reflect and symmetric: the period P (reflect
  /// max(2(d - 1), 1), symmetric 2d) and the mirror point of its second half,
  /// m >= d maps to periodMirror - m (reflect P, symmetric P - 1). Wrap's
  /// period is `size`.
  Value period, periodMirror;
};

/// A border mode can read nothing from an empty source. Returns an i1 that is
/// true when some source axis of `op` is empty at run time, or null when no
/// guard is needed: every axis is statically non-empty, or the mode is
/// constant (which reads the source only inside it). The output is non-empty
/// under the guard only for amounts that break C8.
Value buildSourceIsEmpty(OpBuilder &b, Location loc, PadOp op,
                         const PadGeometry &g);

/// An `scf.if` on `cond` that yields what `thenBody` or `elseBody` builds.
Value buildIfElse(OpBuilder &b, Location loc, Value cond,
                  function_ref<Value(OpBuilder &, Location)> thenBody,
                  function_ref<Value(OpBuilder &, Location)> elseBody);

/// Emits `read` when `isEmpty` is null; otherwise an `scf.if` on `isEmpty`
/// with `fallback` (which must not read the source) and `read` as branches.
/// Guarding each read rather than the whole output keeps a single chain of
/// writes into one output tensor, which bufferizes in place and into a
/// destination buffer.
Value buildUnlessEmpty(OpBuilder &b, Location loc, Value isEmpty,
                       function_ref<Value(OpBuilder &, Location)> read,
                       function_ref<Value(OpBuilder &, Location)> fallback);

/// The tensor type of `g`'s output sizes: static where they are constants.
/// The lowerings build on it (rather than on the op's result type, which may
/// be static where the sizes are computed, or the reverse).
RankedTensorType getOutputType(const PadGeometry &g, Type elementType);

/// Replaces `op` by `result`, cast to the op's result type if it differs.
void replacePadOp(RewriterBase &rewriter, PadOp op, Value result);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADCOMMON_PADGEOMETRY_H
