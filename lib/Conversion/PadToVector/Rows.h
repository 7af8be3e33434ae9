//===- Rows.h - the pieces of the vector strategy --------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The row writer (RowWriter.cpp; its borders past one fold in
// PeriodicRows.cpp, which source elements its borders read in
// BorderSource.cpp), the loop nests over the rows (RowNest.cpp), the streamed
// lines (StreamedLines.cpp) and what pad-lower-loop-marks needs of them
// (LowerLoopMarks.cpp); docs/Lowering.md, "Vector strategy".
//
//===----------------------------------------------------------------------===//

#ifndef PAD_LIB_CONVERSION_PADTOVECTOR_ROWS_H
#define PAD_LIB_CONVERSION_PADTOVECTOR_ROWS_H

#include "pad/Conversion/PadCommon/PadGeometry.h"
#include "pad/Conversion/PadToVector/VectorPlan.h"
#include "pad/IR/PadOps.h"
#include "pad/Utils/IndexArith.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir {
namespace pad {

/// The granularity of streaming stores: a cache line (64 bytes on the x86,
/// AArch64 and RISC-V cores this project targets).
constexpr int64_t kCacheLineBytes = 64;

/// Cores of a dynamic length of up to this many vectors are written in
/// straight-line code (RowWriter::versionOnCoreVectors).
constexpr int64_t kStraightVectors = 8;

/// What the row builders read of a pad.pad: its source, mode and result
/// type; for merged rows, those of the pad of the merged axes.
struct PadRows {
  Value source;
  PadMode mode;
  RankedTensorType resultType;

  explicit PadRows(PadOp op)
      : source(op.getSource()), mode(op.getMode()),
        resultType(op.getResultType()) {}
  PadRows(Value source, PadMode mode, RankedTensorType resultType)
      : source(source), mode(mode), resultType(resultType) {}

  Value getSource() const { return source; }
  PadMode getMode() const { return mode; }
  RankedTensorType getSourceType() const {
    return cast<RankedTensorType>(source.getType());
  }
  RankedTensorType getResultType() const { return resultType; }
};

/// The reassociation that merges the axes from `axis` on of a tensor of
/// `rank` axes.
SmallVector<ReassociationIndices> getMergeReassociation(int64_t rank,
                                                        int64_t axis);

/// The memref materialization of `op`, where the axes from `axis` on of its
/// destination collapse into one; else null.
bufferization::MaterializeInDestinationOp getMergeableDestination(PadOp op,
                                                                  int64_t axis);

/// Asks LLVM not to unroll `loop` (a `loop_annotation`): rows and spans are
/// long enough to gain nothing from it, and unrolled they cost code.
void disableUnrolling(scf::ForOp loop);

/// Marks `loop`, over rows, for pad-lower-loop-marks to run on threads.
void markParallel(scf::ForOp loop);

/// The indices `row` of a row, then `t` along it.
inline SmallVector<Value> withRow(ValueRange row, Value t) {
  SmallVector<Value> result(row);
  result.push_back(t);
  return result;
}

/// The spans of an output row along the last axis: [0, coreLo) low border,
/// [coreLo, coreHi) core reading dilated source coordinates from srcOffset
/// on, [coreHi, coreHi + highLen) high border.
struct RowSpans {
  OpFoldResult low, sourceSize, coreLo, coreSize, coreHi, srcOffset, highLen;
  int64_t interior;
  /// Whether the core is the whole source row, undilated.
  bool coreIsSourceRow = false;

  /// The spans of PadGeometry, valid for any amounts.
  static RowSpans general(IndexArith &ia, const PadGeometry &g);

  /// With static amounts p, q >= 0 on the last axis: the spans p, D, q, all
  /// static but D, equal to the general ones where the output size n is
  /// p + D + q (but where C10 or C11 is broken), the condition set in
  /// `equal`. None for other amounts, p = q = 0, and static general spans.
  static std::optional<RowSpans> exact(IndexArith &ia, const PadGeometry &g,
                                       Value &equal);
};

/// How the rows of reflect, symmetric and wrap write their borders: within
/// one fold of the source row (RowWriter::borderSpan), or through its
/// periodic extension (RowWriter::periodicBorders; docs/Semantics.md, "Any
/// width").
enum class RowBorders { OneFold, Periodic };

/// The indices of an output row and of the source row it reads.
struct RowIndices {
  ValueRange out, src;
};

/// Which source elements a stretch of a border reads (docs/Semantics.md):
/// the output element t reads src[base + (t - origin)], or
/// src[base - (t - origin)] where `reversed`.
struct BorderSource {
  OpFoldResult base, origin;
  bool reversed;

  /// The border on `side` (Below or Above) of a row of `mode` (reflect,
  /// symmetric or wrap), low amount `low` and source size `d`, within one
  /// fold of the source row (RowWriter::borderSpan): origin 0, base the
  /// fold's mirror point (or shift) moved by `low`.
  static BorderSource oneFold(IndexArith &ia, PadMode mode, OpFoldResult low,
                              OpFoldResult d, BorderSide side);

  /// The source index that the output element t reads.
  Value index(IndexArith &ia, Value t) const;
  /// The first source index of the w elements that a vector at t reads
  /// (reversed where `reversed`).
  Value vectorStart(IndexArith &ia, Value t, int64_t w) const;
};

/// The period of the periodic extension of a source row of `d` elements in
/// `mode`: 2(d - 1) (reflect; 1 for d <= 1), 2d (symmetric) or d (wrap), d
/// at least 1.
OpFoldResult getPeriod(IndexArith &ia, PadMode mode, OpFoldResult d);

/// A run of the periodic extension: out[at + k] = src[from + k], or
/// src[from - k] where `backward` (an i1; null in wrap mode, always
/// forward), for k in [0, len).
struct PeriodicRun {
  Value at, len;
  /// Forward from the run's first source element, at `at`.
  BorderSource source;
  Value backward;
};

/// The periodic extension of the source row of a row of `mode` (reflect,
/// symmetric or wrap) with low amount `low` and source size `d`, its loop
/// invariants built once (docs/Semantics.md, "Any width").
class PeriodicSource {
public:
  PeriodicSource(IndexArith &ia, PadMode mode, OpFoldResult low,
                 OpFoldResult d);

  /// The run of the output row that starts at `t`, up to `end` at most:
  /// at least one element, its source indices clamped into [0, d - 1].
  PeriodicRun runAt(IndexArith &ia, Value t, Value end) const;

private:
  PadMode mode;
  Value period, size, low, zero, lastIndex;
};

/// Writes a vector of w elements at t of a row into the output it carries.
using VectorBody =
    function_ref<Value(OpBuilder &, Location, Value, Value, int64_t)>;
/// Writes the element t of a row into the output it carries.
using ScalarBody = function_ref<Value(OpBuilder &, Location, Value, Value)>;

/// [start, start + len) of a row.
struct Span {
  OpFoldResult start, len;
};

/// [start, end) by `step`.
struct LoopRange {
  OpFoldResult start, end;
  int64_t step;
};

/// Builds `body` for t = start, start + step, ... below `end`, carrying
/// `out`: nothing for a range statically below one step, no loop for one.
/// With `noUnroll`, the loop is not unrolled.
Value buildSpanLoop(OpBuilder &b, Location loc, Value out, LoopRange range,
                    ScalarBody body, bool noUnroll = false);

/// Builds `body` for t = start + i, i in [0, len) of `span`: a static trip
/// count whenever `len` is, whatever `start`. Scalar loops beside vectors are
/// short or cold (`noUnroll`): unrolled, they cost code for nothing.
Value buildScalarSpan(OpBuilder &b, Location loc, Value out, Span span,
                      ScalarBody body, bool noUnroll = true);
/// What writes a vector of w elements at t, and a scalar at t.
struct SpanBodies {
  VectorBody vector;
  ScalarBody scalar;
};
/// How RowWriter::spanLoops writes a span.
struct SpanKind {
  /// An i1: vectors only where it holds (null: wherever they fit).
  Value vectorsAllowed = {};
  /// Elements per vector (0: vectorType's).
  int64_t width = 0;
  /// Whether the vector loop is marked for streaming (in a streamed row).
  bool streamable = true;
  /// Whether the last vector ends at the span's end (else scalars after
  /// the last whole vector).
  bool overlappingTail = true;
  /// The core: coreVectors for a dynamic length, and in constant mode
  /// shortSpan below a vector.
  bool isCore = false;
};
/// One RowWriter::spanLoops call, its width and the span's end resolved.
struct SpanCall {
  Span span;
  SpanBodies bodies;
  SpanKind kind;
  OpFoldResult end;
  std::optional<int64_t> staticLen;
};

/// Writes the rows of one pad.pad.
class RowWriter {
public:
  /// Vectors of `vectorWidth` elements (0: scalars); with `streamed`, the
  /// vector store loops are marked for streaming.
  RowWriter(const PadRows &op, const RowSpans &spans, Value padValue,
            int64_t vectorWidth, bool streamed,
            RowBorders borders = RowBorders::OneFold);

  /// Writes the row `outRow` (outer output indices) from the source row
  /// `srcRow`: its low border, core and high border.
  Value writeRow(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                 ValueRange srcRow);

  /// Fills the row `outRow` of `n` elements with the pad value.
  Value fillRow(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                OpFoldResult n) {
    return fillSpan(b, loc, out, outRow, {b.getIndexAttr(0), n}, padValue);
  }

  /// Whether versionOnCoreVectors applies to the rows of the core.
  bool versionsCoreRows() const;

  /// Whether the rows below and above the core go in one loop, their writer
  /// once in the code: for the reversed borders of reflect and symmetric,
  /// and for edge and wrap where they are vectors of two lanes or more (else
  /// the two parts' writers are smaller than the loop's row map).
  bool mergesBorderRows() const;

  /// Whether the rows of the innermost outer axis outside the source are
  /// written as copies of the output rows inside it (copyOutputRow): for
  /// borders past one fold on the last axis, whose rows cost more to build
  /// than to copy, where the output does not stream (a row read back must
  /// have been written by plain stores).
  bool copiesBorderRows() const;

  /// Writes the whole row `outRow` as a copy of the output row `fromRow`,
  /// written before: vectors read from the output, an overlapping tail.
  Value copyOutputRow(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                      ValueRange fromRow);

  /// Builds `rows`, a loop over rows whose core is the source row of a
  /// dynamic length, once for each number n of its vectors, 2 to
  /// kStraightVectors, under one branch on n: with a writer whose core is n
  /// stores in straight-line code, without branches on its length. Once
  /// more, with this writer, for other lengths.
  Value versionOnCoreVectors(
      OpBuilder &b, Location loc,
      function_ref<Value(OpBuilder &, Location, RowWriter &)> rows) const;

private:
  VectorType typeOf(int64_t w) const;
  Value readSource(OpBuilder &b, Location loc, ValueRange srcRow, Value j);

  /// w source elements from `index` on, reversed when `reversed`.
  struct SourceVector {
    Value index;
    int64_t w;
    bool reversed;
  };
  /// Writes `vec`, read from the source row `rows.src`, at `at` of the output
  /// row `rows.out` of `acc`.
  Value copySourceVector(OpBuilder &b, Location loc, Value acc, RowIndices rows,
                         SourceVector vec, Value at);

  /// Writes `span` of a row: where it holds a whole vector (and
  /// vectorsAllowed, if given), vectors of the kind's width and one more
  /// ending at the span's end, else scalars; a static span shorter than a
  /// vector, one short vector. The vector body gets the number of elements
  /// of its vector and must write the same values at any t.
  Value spanLoops(OpBuilder &b, Location loc, Value out, Span span,
                  SpanBodies bodies, SpanKind kind = {});
  /// An i1 that holds where spanLoops writes `c` in vectors (null: always).
  Value getVectorCondition(IndexArith &ia, const SpanCall &c) const;
  /// The scalars of a span (`belowWidth`: known shorter than a vector).
  Value spanScalars(OpBuilder &b, Location loc, Value out, const SpanCall &c,
                    bool belowWidth);
  /// The vectors of a span that holds one.
  Value spanVectors(OpBuilder &b, Location loc, Value out, const SpanCall &c);

  /// Writes the core [start, end), of at least `width` elements: vectors
  /// from `start` on, then [end - W, end); in straight-line code in a
  /// version of versionOnCoreVectors.
  Value coreVectors(OpBuilder &b, Location loc, Value out, const SpanCall &c);

  /// Writes `span`, below 2 * `width` elements, as memcpy writes short
  /// copies: two vectors, from its start and to its end, where it holds one,
  /// else the same with vectors half as wide, down to 8 bytes; scalars
  /// below.
  Value shortSpan(OpBuilder &b, Location loc, Value out, Span span,
                  int64_t width, SpanBodies bodies);

  /// Writes `value` to [start, start + len) of the row.
  Value fillSpan(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                 Span span, Value value);

  /// Copies the kept source row into the core of the output row.
  Value copyCore(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                 ValueRange srcRow);

  /// Constant mode, interior padding on the last axis: scalars up to the
  /// first grid point, then chunks of W * (r + 1) outputs, W source elements
  /// interleaved with the pad value by one vector.shuffle, then scalars.
  Value writeInteriorCore(OpBuilder &b, Location loc, Value out,
                          ValueRange outRow, ValueRange srcRow);
  /// The first grid point of the core in constant mode with interior
  /// padding (`stride` is r + 1).
  OpFoldResult getGridStart(IndexArith &ia, Value stride) const;

  /// Border modes: writes `span` of the output row, on `side` of the
  /// source, from BorderSource::oneFold.
  Value borderSpan(OpBuilder &b, Location loc, Value out, const RowIndices &row,
                   Span span, BorderSide side);
  /// A stretch of a border: the span of the output row it writes, the
  /// source it reads, and whether it is a run (a span no longer than d: it
  /// holds a vector only where d does, and its vectors do not stream).
  struct BorderStretch {
    Span span;
    BorderSource source;
    bool inRun;
  };
  /// Writes `stretch` by vectors (reversed by a shuffle) whose first source
  /// index is clamped into [0, d - W], or scalars clamped into [0, d - 1]:
  /// in bounds for any amounts.
  Value copyBorder(OpBuilder &b, Location loc, Value out, const RowIndices &row,
                   const BorderStretch &stretch);

  /// Reflect, symmetric, wrap, amounts of any width: writes both borders of
  /// the row, after its core, as the periodic extension of the source row
  /// (docs/Semantics.md, "Any width"). The whole output row has the period
  /// P, so also the period Q, the least multiple of P of at least a vector:
  /// the elements Q or more past coreLo (above) or before the row's end n
  /// (below) by periodicCopies, the others by periodicRuns.
  Value periodicBorders(OpBuilder &b, Location loc, Value out,
                        ValueRange outRow, ValueRange srcRow);

  /// What periodicCopies copies: [high.start, high.start + high.len) as
  /// out[t - Q] upwards, then [0, lowLen) as out[t + Q] downwards (`repeat`
  /// = Q >= W, each length 0 or at least W).
  struct PeriodicCopies {
    Span high;
    OpFoldResult lowLen, repeat;
  };
  /// Writes `copies`: whole vectors in one loop, the last of each side
  /// overlapping the one before.
  Value periodicCopies(OpBuilder &b, Location loc, Value out, ValueRange outRow,
                       const PeriodicCopies &copies);

  /// Writes `first`, then `second` if given, of the periodic extension run
  /// by run, in one loop, a run being a stretch that reads the source row
  /// forward or backward (periodicRun).
  Value periodicRuns(OpBuilder &b, Location loc, Value out,
                     const RowIndices &row, Span first, Span second = {});
  /// The loop of periodicRuns over the positions of `first`, then of
  /// `second` (of length 0 where there is none); `first` is not empty.
  Value buildRunLoop(OpBuilder &b, Location loc, Value out,
                     const RowIndices &row, Span first, Span second);

  /// Writes `run`: vectors where it holds one, else scalars.
  Value periodicRun(OpBuilder &b, Location loc, Value out,
                    const RowIndices &row, const PeriodicRun &run);

  /// A row in reflect, symmetric or wrap mode: its borders by borderSpan or
  /// periodicBorders (`borders`), its core by copyCore.
  Value writeMirroredRow(OpBuilder &b, Location loc, Value out,
                         ValueRange outRow, ValueRange srcRow);

  PadRows op;
  RowBorders borders;
  RowSpans spans;
  Value padValue;
  bool streamed;
  VectorType vectorType;
  /// The width of the element type in bits (index: 64).
  unsigned elementBits;
  /// Within a version of versionOnCoreVectors: the core's number of vectors.
  std::optional<int64_t> straightCore;
};

/// What writeRows writes: the rows of `op` of geometry `g` into `init`; an
/// empty source (`isEmpty`, an i1, null where it cannot be) is not read.
struct RowsInput {
  PadRows op;
  const PadGeometry &g;
  Value init, padValue, isEmpty;
};

/// Writes every row of the output of `in` as `plan` says: streamed, on
/// threads, in vectors of its width (RowNest.cpp).
Value writeRows(OpBuilder &b, Location l, const RowsInput &in,
                const VectorPlan &plan);

/// Whether `op` can be written as the streamed cache lines of its flat
/// output with vectors of `width` elements: a non-empty constant pad of a
/// static shape by static non-negative amounts on its last two axes only,
/// into a memref of identity layout, a tensor argument nothing else uses, or
/// a buffer allocated here.
bool canWriteStreamedLines(PadOp op, int64_t width);

/// Writes `op` as the streamed cache lines of its flat output
/// (StreamedLines.cpp), on threads as `plan` says. Erases `op`; fails,
/// building nothing, where canWriteStreamedLines does not hold.
LogicalResult lowerToStreamedLines(PatternRewriter &rewriter, PadOp op,
                                   Value padValue, const VectorPlan &plan);

} // namespace pad
} // namespace mlir

#endif // PAD_LIB_CONVERSION_PADTOVECTOR_ROWS_H
