//===- Rows.h - the rows of pad.pad in vector form ------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The row writer of the vector strategy (RowWriter.cpp) and the loop nests
// over the rows (RowNest.cpp); docs/Lowering.md, "Vector strategy".
//
//===----------------------------------------------------------------------===//

#ifndef PAD_LIB_CONVERSION_PADTOVECTOR_ROWS_H
#define PAD_LIB_CONVERSION_PADTOVECTOR_ROWS_H

#include "pad/Conversion/PadCommon/PadGeometry.h"
#include "pad/Conversion/Passes.h"
#include "pad/IR/PadOps.h"
#include "pad/Utils/IndexArith.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include <optional>

namespace mlir {
namespace pad {

/// The spans of an output row along the last axis: [0, coreLo) low border,
/// [coreLo, coreHi) core reading dilated source coordinates from srcOffset
/// on, [coreHi, coreHi + highLen) high border.
struct RowSpans {
  OpFoldResult low, sourceSize, coreLo, coreSize, coreHi, srcOffset, highLen;
  int64_t interior;
  /// Whether the core holds the whole source row, undilated: its first
  /// element is the source's first, its last the source's last.
  bool coreIsSourceRow = false;

  /// The spans of PadGeometry, valid for any amounts.
  static RowSpans general(IndexArith &ia, const PadGeometry &g);

  /// With static amounts p, q >= 0 on the last axis: the spans p, D, q, all
  /// static but D, which equal the general ones whenever the output size n
  /// equals p + D + q (it does but where C10 or C11 is broken). Sets `equal`
  /// to that condition. None for other amounts, p = q = 0, and where the
  /// general spans are static already.
  static std::optional<RowSpans> exact(IndexArith &ia, const PadGeometry &g,
                                       Value &equal);
};

/// Cores of a dynamic length of up to this many vectors are written in
/// straight-line code (RowWriter::versionOnCoreVectors).
constexpr int64_t kStraightVectors = 8;

/// Writes the rows of one pad.pad.
class RowWriter {
public:
  /// With `streamed`, the vector store loops are marked for streaming
  /// stores.
  RowWriter(PadOp op, const RowSpans &spans, Value padValue, int64_t vectorBits,
            bool streamed);

  /// Writes the row `outRow` (outer output indices) from the source row
  /// `srcRow` (outer source indices): its low border, core and high border.
  Value writeRow(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                 ValueRange srcRow);

  /// Fills the row `outRow` of `n` elements with the pad value.
  Value fillRow(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                OpFoldResult n);

  /// Whether versionOnCoreVectors applies to the rows of the core.
  bool versionsCoreRows() const;

  /// Builds `rows`, a loop over rows of one source row length, once for
  /// each number n of vectors, 2 to kStraightVectors, of a dynamic core that
  /// is the source row, under one branch on n per nest: in each copy the
  /// core is its n stores in straight-line code (coreVectors), without the
  /// branches on the row holding a vector. Once more, as it is, for other
  /// lengths (n = 1 is one store either way).
  Value versionOnCoreVectors(OpBuilder &b, Location loc,
                             function_ref<Value(OpBuilder &, Location)> rows);

private:
  SmallVector<Value> indices(ValueRange row, Value t);

  /// A vector of `w` elements of the element type.
  VectorType typeOf(int64_t w) const;

  Value readSource(OpBuilder &b, Location loc, ValueRange srcRow, Value j);

  /// Writes [start, start + len) of a row: where it holds a whole vector
  /// (and `vectorsAllowed`, an i1, if given), vectors of `width` elements
  /// (default: vectorType's) and one more ending at the span's end, else
  /// scalars; a static span shorter than a vector, one short vector. Without
  /// `overlappingTail`, the vectors stop at the last whole one and scalars
  /// write the rest. With `streamable`, the vector loop is marked for
  /// streaming stores. Both need `vectorBody` to write the same values
  /// whatever t it runs at. With `isCore`: coreVectors for a dynamic length,
  /// and in constant mode shortSpan below a vector. `vectorBody` gets the
  /// number of elements of its vector.
  Value
  spanLoops(OpBuilder &b, Location loc, Value out, OpFoldResult start,
            OpFoldResult len,
            function_ref<Value(OpBuilder &, Location, Value, Value, int64_t)>
                vectorBody,
            function_ref<Value(OpBuilder &, Location, Value, Value)> scalarBody,
            Value vectorsAllowed = {}, int64_t width = 0,
            bool streamable = true, bool overlappingTail = true,
            bool isCore = false);

  /// Writes the core [start, end) of a dynamic length of at least `width`
  /// elements: vectors from `start` on below end - W, then [end - W, end),
  /// in a loop or, in a version of versionOnCoreVectors, in straight-line
  /// code: ceil(len / W) stores, the fewest (short rows are bound by their
  /// stores).
  Value
  coreVectors(OpBuilder &b, Location loc, Value out, OpFoldResult start,
              OpFoldResult end, int64_t width,
              function_ref<Value(OpBuilder &, Location, Value, Value, int64_t)>
                  vectorBody);

  /// Writes [start, start + len), a span of dynamic length below 2 * `width`
  /// elements, as memcpy writes short copies: two vectors of `width`
  /// elements, one from its start and one to its end, where it holds one,
  /// else the same with vectors half as wide, down to 8 bytes; scalars
  /// below. Only for the core of a constant pad: each level is one more
  /// scf.if carrying the row, and one-shot bufferization's time grows with
  /// the product of the branches along a row.
  Value shortSpan(
      OpBuilder &b, Location loc, Value out, OpFoldResult start,
      OpFoldResult len, int64_t width,
      function_ref<Value(OpBuilder &, Location, Value, Value, int64_t)>
          vectorBody,
      function_ref<Value(OpBuilder &, Location, Value, Value)> scalarBody);

  /// Writes `value` to [start, start + len) of the row.
  Value fillSpan(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                 OpFoldResult start, OpFoldResult len, Value value);

  /// Copies the kept source row into the core of the output row.
  Value copyCore(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                 ValueRange srcRow);

  /// Constant mode with interior padding on the last axis: the core holds the
  /// source elements on the grid and the pad value between them. Scalars up
  /// to the first grid point, then chunks of W * (r + 1) outputs made of W
  /// source elements interleaved with the pad value by one vector.shuffle,
  /// then scalars.
  Value writeInteriorCore(OpBuilder &b, Location loc, Value out,
                          ValueRange outRow, ValueRange srcRow);

  /// Border modes: writes [start, start + len) of the row, a span on `side`
  /// of the source, as out[t] = src[c + t] (wrap) or src[c - t] (reflect,
  /// symmetric), with j = t - p:
  ///   reflect    below: -j           above: 2(d - 1) - j
  ///   symmetric  below: -1 - j       above: 2d - 1 - j
  ///   wrap       below: j + d        above: j - d
  /// by whole vectors (reversed by a vector.shuffle) whose first source
  /// index is clamped into [0, d - W], or scalars whose index is clamped into
  /// [0, d - 1]: no change for amounts within C6-C8, reads in bounds for any.
  Value borderSpan(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                   ValueRange srcRow, OpFoldResult start, OpFoldResult len,
                   BorderSide side);

  PadOp op;
  RowSpans spans;
  Value padValue;
  bool streamed;
  VectorType vectorType;
  /// The width of the element type in bits (index: 64).
  unsigned elementBits;
  /// Within a case of versionOnCoreVectors: the core's number of vectors.
  std::optional<int64_t> straightCore;
};

/// Writes every row of the output of `op` into `init`, with streaming stores
/// for outputs of more than `streamAbove` bytes (RowNest.cpp).
Value writeRows(OpBuilder &b, Location l, PadOp op, const PadGeometry &g,
                Value init, Value padValue, Value isEmpty,
                const ConvertPadToVectorPassOptions &options,
                std::optional<int64_t> streamAbove);

} // namespace pad
} // namespace mlir

#endif // PAD_LIB_CONVERSION_PADTOVECTOR_ROWS_H
