//===- RowNest.cpp - the loop nests over the rows of pad.pad --------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// writeRows: the loop nests over the outer axes of the output, each row
// mapped to its source row and written by a RowWriter (docs/Lowering.md).
//
//===----------------------------------------------------------------------===//

#include "Rows.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::pad;

void mlir::pad::markParallel(scf::ForOp loop) {
  loop->setAttr(LoopAttr::getAttrName(),
                LoopAttr::get(loop.getContext(), /*parallel=*/true,
                              /*stream=*/false));
}

namespace {

/// The source row of j (= output index - low) on a wrap axis of size d: one
/// shift by d maps j in [-d, 2d) (within one fold), a clamp keeps any other
/// in bounds.
static Value mapWrapRow(OpBuilder &b, Location l, Value j, OpFoldResult d) {
  IndexArith ia(b, l);
  Value size = ia.value(d), zero = ia.value(ia.cst(0));
  Value last = ia.value(ia.sub(d, ia.cst(1)));
  Value below = ia.cmp(arith::CmpIPredicate::slt, j, zero);
  Value above = ia.cmp(arith::CmpIPredicate::sge, j, size);
  OpFoldResult plus = ia.add(j, size);
  OpFoldResult minus = ia.sub(j, size);
  OpFoldResult shifted = ia.select(below, plus, ia.select(above, minus, j));
  return ia.value(ia.clamp(shifted, zero, last));
}

/// With parallel=true, the rows of fewer planes than this are split across
/// the threads too (buildRowNest).
constexpr int64_t kMinParallelPlanes = 16;

/// The rows of a row loop on the innermost outer axis: any, or only those
/// below, inside (the core) or above the source.
enum class RowPart { Any, Below, Core, Above };

/// Rows [lo, hi) of the innermost outer axis, all in `part`.
struct RowRange {
  RowPart part;
  OpFoldResult lo, hi;
};

using RowBody =
    function_ref<Value(OpBuilder &, Location, ValueRange, RowPart, Value)>;
/// Builds a loop over rows, each written by the body it is given.
using RowLoop = function_ref<Value(OpBuilder &, Location, RowBody)>;
/// Builds the core's row loop, in versions, each with the body of its own.
using RowVersions = function_ref<Value(OpBuilder &, Location, RowLoop)>;

/// What buildRowNest builds: the rows of `g`, each written by `body`.
/// With `threads`, marked to run on threads; with `peel`, the rows of the
/// innermost outer axis split at its core; with `mergeBorderRows`, the rows
/// below and above the core in one loop; with `versions`, the core's rows
/// in versions; with `borderBody`, the rows below and above the core written
/// by it, after the core (rows of a plane stay on one thread: SplitRows).
struct RowNestSpec {
  const PadGeometry &g;
  bool threads, peel, mergeBorderRows;
  RowBody body;
  RowVersions versions = nullptr;
  RowBody borderBody = nullptr;
};

/// The parts of the innermost outer axis that hold rows, in order.
static SmallVector<RowRange, 3> getRowParts(IndexArith &ia,
                                            const PadGeometry &g) {
  int64_t k = g.getRank() - 2;
  OpFoldResult coreHi = g.getCoreHi(ia, k);
  SmallVector<RowRange, 3> parts;
  for (RowRange range : {RowRange{RowPart::Below, ia.cst(0), g.coreLo[k]},
                         RowRange{RowPart::Core, g.coreLo[k], coreHi},
                         RowRange{RowPart::Above, coreHi, g.outputSizes[k]}}) {
    std::optional<int64_t> lo = getConstantIntValue(range.lo);
    std::optional<int64_t> hi = getConstantIntValue(range.hi);
    if (!(lo && hi && *hi <= *lo) && range.lo != range.hi)
      parts.push_back(range);
  }
  return parts;
}

/// The row `row` (its last index on the split axis), written as its part.
static Value writeRowInParts(OpBuilder &b, Location l, Value out,
                             ValueRange row, ArrayRef<RowRange> parts,
                             RowBody body) {
  if (parts.empty())
    return out;
  if (parts.size() == 1)
    return body(b, l, row, parts.front().part, out);
  IndexArith ia(b, l);
  Value inFirst =
      ia.cmp(arith::CmpIPredicate::slt, row.back(), parts.front().hi);
  return buildIfElse(
      b, l, inFirst,
      [&](OpBuilder &tb, Location tl) {
        return body(tb, tl, row, parts.front().part, out);
      },
      [&](OpBuilder &eb, Location el) {
        return writeRowInParts(eb, el, out, row, parts.drop_front(), body);
      });
}

/// The indices `ivs` of a row: those of the looped axes from `loopIvs`, 0
/// for the others.
static SmallVector<Value> getRowIndices(IndexArith &ia, ArrayRef<bool> looped,
                                        ValueRange loopIvs) {
  SmallVector<Value> ivs;
  auto next = loopIvs.begin();
  for (bool isLooped : looped)
    ivs.push_back(isLooped ? *next++ : ia.value(ia.cst(0)));
  return ivs;
}

/// One loop over the rows of every plane (with `peel`, of the split axis
/// too), marked for threads. Its indices come from signed divisions: LLVM's
/// loop strength reduction moves unsigned ones into the row's vector loops.
static Value buildFlatRows(OpBuilder &b, Location l, Value init,
                           const RowNestSpec &spec, ArrayRef<bool> looped,
                           ArrayRef<Value> loopSizes) {
  const PadGeometry &g = spec.g;
  IndexArith ia(b, l);
  SmallVector<Value> sizes(loopSizes);
  if (spec.peel)
    sizes.push_back(ia.value(g.outputSizes[g.getRank() - 2]));
  OpFoldResult total = sizes.front();
  for (Value size : ArrayRef<Value>(sizes).drop_front())
    total = ia.mul(total, size);
  Value upper = ia.value(total);
  auto loop = scf::ForOp::create(
      b, l, ia.value(ia.cst(0)), upper, ia.value(ia.cst(1)), ValueRange{init},
      [&](OpBuilder &fb, Location fl, Value t, ValueRange args) {
        IndexArith fia(fb, fl);
        SmallVector<Value> indices(sizes.size());
        Value rest = t;
        for (size_t i = sizes.size() - 1; i > 0; --i) {
          indices[i] = fia.value(fia.remS(rest, sizes[i]));
          rest = fia.value(fia.divS(rest, sizes[i]));
        }
        indices.front() = rest;
        SmallVector<Value> ivs = getRowIndices(fia, looped, indices);
        Value out = args.front();
        // With `peel`, the last index is the split axis's row.
        scf::YieldOp::create(
            fb, fl,
            spec.peel
                ? writeRowInParts(fb, fl, out, withRow(ivs, indices.back()),
                                  getRowParts(fia, g), spec.body)
                : spec.body(fb, fl, ivs, RowPart::Any, out));
      });
  markParallel(loop);
  disableUnrolling(loop);
  return loop.getResult(0);
}

namespace {
/// Writes the rows of `parts` of the plane `ivs`: a loop per part (inline
/// for one row). With `mergeBorderRows`, the rows below and above the core
/// in one loop (their writer once in the code). With `versions`, the core's
/// rows first, in versions: from the nest's own tensor, which one-shot
/// bufferization keeps in place under a branch, unlike a loop's result. With
/// `borderBody`, the core's rows first too, the others copied from them.
struct SplitRows {
  ValueRange ivs;
  ArrayRef<RowRange> parts;
  const RowNestSpec &spec;

  Value write(OpBuilder &b, Location l, Value out) const;

private:
  /// The loop over rows lo + i, i in [0, hi - lo) (`row(i)`, else lo + i).
  Value buildLoop(OpBuilder &b, Location l, Value out, const RowRange &range,
                  RowBody body,
                  function_ref<Value(OpBuilder &, Value)> row = nullptr) const;
  Value writePart(OpBuilder &b, Location l, Value out,
                  const RowRange &range) const;
  /// The rows below and above the core, in one loop.
  Value writeBorderRows(OpBuilder &b, Location l, Value out) const;
};
} // namespace

Value SplitRows::buildLoop(OpBuilder &b, Location l, Value out,
                           const RowRange &range, RowBody body,
                           function_ref<Value(OpBuilder &, Value)> row) const {
  IndexArith ia(b, l);
  auto loop = scf::ForOp::create(
      b, l, ia.value(range.lo), ia.value(range.hi), ia.value(ia.cst(1)),
      ValueRange{out},
      [&](OpBuilder &rb, Location rl, Value iv, ValueRange args) {
        Value r = row ? row(rb, iv) : iv;
        scf::YieldOp::create(
            rb, rl, body(rb, rl, withRow(ivs, r), range.part, args.front()));
      });
  disableUnrolling(loop);
  return loop.getResult(0);
}

Value SplitRows::writePart(OpBuilder &b, Location l, Value out,
                           const RowRange &range) const {
  IndexArith ia(b, l);
  RowBody body = range.part != RowPart::Core && spec.borderBody
                     ? spec.borderBody
                     : spec.body;
  if (getConstantDistance(range.lo, range.hi) == 1)
    return body(b, l, withRow(ivs, ia.value(range.lo)), range.part, out);
  if (range.part != RowPart::Core || !spec.versions)
    return buildLoop(b, l, out, range, body);
  return spec.versions(b, l, [&](OpBuilder &lb, Location ll, RowBody body) {
    return buildLoop(lb, ll, out, range, body);
  });
}

Value SplitRows::writeBorderRows(OpBuilder &b, Location l, Value out) const {
  // Row i, or i + (coreHi - coreLo) past the rows below.
  IndexArith ia(b, l);
  const RowRange &below = parts.front(), &above = parts.back();
  OpFoldResult belowRows = ia.sub(below.hi, below.lo);
  RowRange all{RowPart::Any, ia.cst(0),
               ia.add(belowRows, ia.sub(above.hi, above.lo))};
  return buildLoop(
      b, l, out, all, spec.borderBody ? spec.borderBody : spec.body,
      [&](OpBuilder &rb, Value i) -> Value {
        IndexArith ria(rb, l);
        Value isBelow = ria.cmp(arith::CmpIPredicate::slt, i, belowRows);
        OpFoldResult shifted = ria.add(i, ria.sub(above.lo, below.hi));
        return ria.value(ria.select(isBelow, i, shifted));
      });
}

Value SplitRows::write(OpBuilder &b, Location l, Value out) const {
  bool merge = spec.mergeBorderRows && parts.size() == 3;
  bool coreFirst = spec.versions || merge || spec.borderBody;
  if (coreFirst)
    for (const RowRange &range : parts)
      if (range.part == RowPart::Core)
        out = writePart(b, l, out, range);
  if (merge)
    return writeBorderRows(b, l, out);
  for (const RowRange &range : parts)
    if (!coreFirst || range.part != RowPart::Core)
      out = writePart(b, l, out, range);
  return out;
}

namespace {
/// How buildRowNest loops over the rows: the axes it loops over (an axis of
/// size 1 has index 0) and which loops run on threads.
struct NestLoops {
  SmallVector<Value> lbs, ubs, steps;
  SmallVector<bool> looped;
  /// One loop over the split axis's rows, each picking its part, on threads.
  bool rowsOnThreads = false;
  /// One flat loop over all rows, on threads (buildFlatRows).
  bool flatRows = false;

  NestLoops(IndexArith &ia, const RowNestSpec &spec);
};
} // namespace

NestLoops::NestLoops(IndexArith &ia, const RowNestSpec &spec) {
  const PadGeometry &g = spec.g;
  int64_t outer = g.getRank() - 1;
  for (int64_t k = 0; k < (spec.peel ? outer - 1 : outer); ++k) {
    looped.push_back(!isConstantIntValue(g.outputSizes[k], 1));
    if (!looped.back())
      continue;
    lbs.push_back(ia.value(ia.cst(0)));
    ubs.push_back(ia.value(g.outputSizes[k]));
    steps.push_back(ia.value(ia.cst(1)));
  }
  // How many planes, where known, and whether any of their axes has a loop.
  std::optional<int64_t> planes = 1;
  bool planeLoops = false;
  for (int64_t k = 0; k < outer - 1; ++k) {
    std::optional<int64_t> size = getConstantIntValue(g.outputSizes[k]);
    if (!size || (planes && llvm::MulOverflow(*planes, *size, *planes)))
      planes = std::nullopt;
    planeLoops |= size != 1;
  }
  rowsOnThreads =
      spec.threads && planes && *planes < kMinParallelPlanes &&
      (!planeLoops || getConstantIntValue(g.outputSizes[outer - 1]));
  flatRows = spec.threads && planeLoops && !rowsOnThreads &&
             !(planes && *planes >= kMinParallelPlanes);
}

/// One loop over the split axis's rows of the plane `ivs`, each row
/// branching to its part.
static scf::ForOp buildRowsOnThreads(OpBuilder &b, Location l, Value out,
                                     const RowNestSpec &spec, ValueRange ivs,
                                     ArrayRef<RowRange> parts) {
  IndexArith ia(b, l);
  auto loop = scf::ForOp::create(
      b, l, ia.value(ia.cst(0)),
      ia.value(spec.g.outputSizes[spec.g.getRank() - 2]), ia.value(ia.cst(1)),
      ValueRange{out},
      [&](OpBuilder &rb, Location rl, Value iv, ValueRange args) {
        scf::YieldOp::create(rb, rl,
                             writeRowInParts(rb, rl, args.front(),
                                             withRow(ivs, iv), parts,
                                             spec.body));
      });
  disableUnrolling(loop);
  return loop;
}

/// Builds a loop nest over the outer axes (none for rank 1) that carries
/// `init` through the spec's body once per row. With `peel`, the rows of the
/// innermost outer axis are split at its core into three parts, which the
/// body learns: a loop per part (SplitRows), or on threads one loop that
/// branches per row.
///
/// With `threads`, the loops over the planes (the outer axes but the split
/// one) are marked for threads (one parallel region per pad). Few planes
/// (< kMinParallelPlanes) or none: one marked loop over the split axis's
/// rows, each picking its part. Planes or their rows of a number known at
/// run time only: one flat loop over all rows (buildFlatRows).
static Value buildRowNest(OpBuilder &b, Location l, Value init,
                          RowNestSpec spec) {
  IndexArith ia(b, l);
  const PadGeometry &g = spec.g;
  int64_t outer = g.getRank() - 1;
  spec.peel = spec.peel && outer > 0 && g.interior[outer - 1] == 0;
  NestLoops nest(ia, spec);
  if (nest.flatRows)
    return buildFlatRows(b, l, init, spec, nest.looped, nest.ubs);

  SmallVector<scf::ForOp> rowLoops;
  scf::LoopNest loops = scf::buildLoopNest(
      b, l, nest.lbs, nest.ubs, nest.steps, ValueRange{init},
      [&](OpBuilder &nb, Location nl, ValueRange loopIvs,
          ValueRange iterArgs) -> scf::ValueVector {
        IndexArith nia(nb, nl);
        SmallVector<Value> ivs = getRowIndices(nia, nest.looped, loopIvs);
        if (!spec.peel)
          return {spec.body(nb, nl, ivs, RowPart::Any, iterArgs[0])};
        SmallVector<RowRange, 3> parts = getRowParts(nia, g);
        if (!nest.rowsOnThreads)
          return {SplitRows{ivs, parts, spec}.write(nb, nl, iterArgs[0])};
        rowLoops.push_back(
            buildRowsOnThreads(nb, nl, iterArgs[0], spec, ivs, parts));
        return {rowLoops.back().getResult(0)};
      });
  for (scf::ForOp loop : loops.loops)
    disableUnrolling(loop);
  if (spec.threads) {
    // Without peeling, the innermost loop is over the rows of many planes.
    SmallVector<scf::ForOp> marked(loops.loops.begin(), loops.loops.end());
    if (!spec.peel && !nest.rowsOnThreads && nest.looped.back())
      marked.pop_back();
    marked.append(rowLoops);
    for (scf::ForOp loop : marked)
      markParallel(loop);
  }
  return loops.loops.empty() ? loops.results.front()
                             : loops.loops.front().getResult(0);
}

/// Maps output rows to source rows (the mode's index map, or in constant
/// mode the dilated grid) and writes them.
class SourceRows {
public:
  /// Builds per outer axis, once for every nest, the index map or the grid.
  SourceRows(OpBuilder &b, Location l, const PadRows &op, const PadGeometry &g)
      : g(g), mode(op.getMode()) {
    IndexArith ia(b, l);
    for (int64_t k = 0; k + 1 < g.getRank(); ++k) {
      // No padding, and an output size of 0 or the source's (C10 holds).
      unpadded.push_back(isConstantIntValue(g.low[k], 0) &&
                         isConstantIntValue(g.high[k], 0) && !g.interior[k] &&
                         (op.getResultType().isDynamicDim(k) ||
                          !op.getSourceType().isDynamicDim(k)));
      low.push_back(ia.value(g.low[k]));
      if (mode == PadMode::constant) {
        dilated.push_back(
            ia.value(getDilatedSize(ia, g.sourceSizes[k], g.interior[k])));
        stride.push_back(ia.value(ia.cst(g.interior[k] + 1)));
        lastIndex.push_back(ia.value(ia.sub(g.sourceSizes[k], ia.cst(1))));
      } else {
        maps.emplace_back(BorderIndexMap(b, l, mode, g, k));
      }
    }
    zero = ia.value(ia.cst(0));
  }

  /// Writes the row `ivs`, in `part` of the innermost outer axis.
  Value write(OpBuilder &b, Location l, RowWriter &rows, ValueRange ivs,
              RowPart part, Value out) {
    int64_t last = g.getRank() - 1;
    if (mode == PadMode::constant &&
        (part == RowPart::Below || part == RowPart::Above))
      return rows.fillRow(b, l, out, ivs, g.outputSizes[last]);
    SmallVector<Value> srcRow;
    Value inside = mapRow(b, l, ivs, part, srcRow);
    // Border modes, rank 1, every outer axis split, or inside for sure.
    if (!inside || matchPattern(inside, m_One()))
      return rows.writeRow(b, l, out, ivs, srcRow);
    if (matchPattern(inside, m_Zero()))
      return rows.fillRow(b, l, out, ivs, g.outputSizes[last]);
    return buildIfElse(
        b, l, inside,
        [&](OpBuilder &tb, Location tl) {
          return rows.writeRow(tb, tl, out, ivs, srcRow);
        },
        [&](OpBuilder &eb, Location el) {
          return rows.fillRow(eb, el, out, ivs, g.outputSizes[last]);
        });
  }

  /// Writes the row `ivs`, in `part` outside the core of the innermost outer
  /// axis, as a copy of the output row of the source row it maps to, low +
  /// map(r - low), written before it (canCopyBorderRows).
  Value copy(OpBuilder &b, Location l, RowWriter &rows, ValueRange ivs,
             RowPart part, Value out) {
    int64_t k = g.getRank() - 2;
    BorderSide side = part == RowPart::Below   ? BorderSide::Below
                      : part == RowPart::Above ? BorderSide::Above
                                               : BorderSide::Any;
    IndexArith ia(b, l);
    Value j = ia.value(ia.sub(ivs[k], low[k]));
    SmallVector<Value> from(ivs);
    from[k] = ia.value(ia.add(maps[k]->map(b, l, j, side), low[k]));
    return rows.copyOutputRow(b, l, out, ivs, from);
  }

private:
  /// Appends to `srcRow` the source row of `ivs`; in constant mode returns
  /// whether the row reads the source at all (none: always).
  Value mapRow(OpBuilder &nb, Location nl, ValueRange ivs, RowPart part,
               SmallVectorImpl<Value> &srcRow) {
    int64_t split = part == RowPart::Any ? -1 : g.getRank() - 2;
    IndexArith nia(nb, nl);
    Value inside;
    for (auto [k, iv] : llvm::enumerate(ivs)) {
      if (int64_t(k) == split && part == RowPart::Core) {
        // Inside the source: its row iv - coreLo + srcOffset.
        srcRow.push_back(
            nia.value(nia.add(iv, nia.sub(g.srcOffset[k], g.coreLo[k]))));
        continue;
      }
      Value j = nia.value(nia.sub(iv, low[k]));
      if (mode != PadMode::constant) {
        BorderSide side = int64_t(k) != split      ? BorderSide::Any
                          : part == RowPart::Below ? BorderSide::Below
                                                   : BorderSide::Above;
        srcRow.push_back(mode == PadMode::wrap && side == BorderSide::Any &&
                                 !maps[k]->isPeriodic()
                             ? mapWrapRow(nb, nl, j, g.sourceSizes[k])
                             : maps[k]->map(nb, nl, j, side));
        continue;
      }
      // Constant mode: inside the dilated source and on its grid (folded
      // where the axis has no loop), on an unpadded axis always.
      if (unpadded[k]) {
        srcRow.push_back(iv);
        continue;
      }
      Value isInside = nb.createOrFold<arith::AndIOp>(
          nl,
          nb.createOrFold<arith::CmpIOp>(nl, arith::CmpIPredicate::sge, j,
                                         zero),
          nb.createOrFold<arith::CmpIOp>(nl, arith::CmpIPredicate::slt, j,
                                         dilated[k]));
      if (g.interior[k]) {
        Value rem = nia.value(nia.remS(j, stride[k]));
        isInside = nb.createOrFold<arith::AndIOp>(
            nl, isInside,
            nb.createOrFold<arith::CmpIOp>(nl, arith::CmpIPredicate::eq, rem,
                                           zero));
        j = nia.value(nia.divS(j, stride[k]));
      }
      inside = inside ? nb.createOrFold<arith::AndIOp>(nl, inside, isInside)
                      : isInside;
      srcRow.push_back(nia.value(nia.clamp(j, zero, lastIndex[k])));
    }
    return inside;
  }

  const PadGeometry &g;
  PadMode mode;
  SmallVector<Value> low, dilated, stride, lastIndex;
  SmallVector<bool> unpadded;
  SmallVector<std::optional<BorderIndexMap>> maps;
  Value zero;
};

} // namespace

namespace {
/// The nests of writeRows: the hot one and, where RowSpans::exact applies,
/// the cold general one; twice where a decision is left to run time.
class RowNests {
public:
  RowNests(OpBuilder &b, Location l, const RowsInput &in,
           const VectorPlan &plan);

  /// Writes every row, its borders as decided for the amounts.
  Value build(OpBuilder &b, Location l);

private:
  /// Unless the source is empty: on threads as the plan says.
  Value writeAll(OpBuilder &b, Location l, RowBorders borders);
  /// The exact nest under its condition, else the general one.
  Value writeHot(OpBuilder &b, Location l, RowBorders borders, bool threads);
  /// `nest(streamed)`, streamed as the plan says.
  Value streamedOrNot(OpBuilder &b, Location l,
                      function_ref<Value(OpBuilder &, Location, bool)> nest);
  /// The nest of the rows written by `rows`.
  Value writeNest(OpBuilder &b, Location l, RowWriter &rows, bool peel,
                  bool threads);
  /// Fills every row: the output of an empty source.
  Value fillAll(OpBuilder &b, Location l, RowBorders borders);

  const RowsInput &in;
  const VectorPlan &plan;
  OpFoldResult outputBytes;
  SourceRows sourceRows;
  /// The split, where the innermost outer axis's amounts are static (else
  /// three loops would triple the code for a gain in few rows).
  bool splitRows;
  RowSpans generalSpans;
  Value exactHolds;
  std::optional<RowSpans> exactSpans;
};
} // namespace

/// Whether each source row of the innermost outer axis has its output row
/// in the core, p rows on: static amounts, neither negative, no interior
/// padding, and an output size of p + d + q (computed, so p + d + q or 0, or
/// static with a static source).
static bool canCopyBorderRows(const RowsInput &in) {
  const PadGeometry &g = in.g;
  int64_t k = g.getRank() - 2;
  if (k < 0 || g.interior[k] || in.op.getMode() == PadMode::constant)
    return false;
  std::optional<int64_t> p = getConstantIntValue(g.low[k]);
  std::optional<int64_t> q = getConstantIntValue(g.high[k]);
  if (!p || !q || *p < 0 || *q < 0)
    return false;
  if (in.op.getResultType().isDynamicDim(k))
    return true;
  std::optional<int64_t> d = getConstantIntValue(g.sourceSizes[k]);
  return d && isConstantIntValue(g.coreLo[k], *p) &&
         isConstantIntValue(g.coreSize[k], *d);
}

static OpFoldResult getOutputBytes(IndexArith &ia, const RowsInput &in) {
  OpFoldResult bytes =
      ia.cst(getElementByteSize(in.op.getSourceType().getElementType()));
  for (OpFoldResult size : in.g.outputSizes)
    bytes = ia.mul(bytes, size);
  return bytes;
}

RowNests::RowNests(OpBuilder &b, Location l, const RowsInput &in,
                   const VectorPlan &plan)
    : in(in), plan(plan), outputBytes([&] {
        IndexArith ia(b, l);
        return getOutputBytes(ia, in);
      }()),
      sourceRows(b, l, in.op, in.g) {
  const PadGeometry &g = in.g;
  int64_t last = g.getRank() - 1;
  IndexArith ia(b, l);
  splitRows = last >= 1 && getConstantIntValue(g.low[last - 1]) &&
              getConstantIntValue(g.high[last - 1]);
  generalSpans = RowSpans::general(ia, g);
  exactSpans = RowSpans::exact(ia, g, exactHolds);
}

Value RowNests::writeNest(OpBuilder &b, Location l, RowWriter &rows, bool peel,
                          bool threads) {
  auto bodyOf = [&](RowWriter &writer) {
    return [this, w = &writer](OpBuilder &rb, Location rl, ValueRange ivs,
                               RowPart part, Value out) {
      return sourceRows.write(rb, rl, *w, ivs, part, out);
    };
  };
  auto body = bodyOf(rows);
  auto versions = [&](OpBuilder &vb, Location vl, RowLoop loop) {
    return rows.versionOnCoreVectors(
        vb, vl, [&](OpBuilder &ob, Location ol, RowWriter &version) {
          auto versionBody = bodyOf(version);
          return loop(ob, ol, versionBody);
        });
  };
  RowNestSpec spec{in.g, threads, peel, rows.mergesBorderRows(), body};
  if (rows.versionsCoreRows())
    spec.versions = versions;
  auto copyBody = [&](OpBuilder &rb, Location rl, ValueRange ivs, RowPart part,
                      Value out) {
    return sourceRows.copy(rb, rl, rows, ivs, part, out);
  };
  if (peel && rows.copiesBorderRows() && canCopyBorderRows(in))
    spec.borderBody = copyBody;
  return buildRowNest(b, l, in.init, spec);
}

Value RowNests::streamedOrNot(
    OpBuilder &b, Location l,
    function_ref<Value(OpBuilder &, Location, bool)> nest) {
  if (!plan.stream.isBySize())
    return nest(b, l, plan.stream.isAlways());
  IndexArith ia(b, l);
  Value large =
      ia.cmp(arith::CmpIPredicate::sgt, outputBytes, ia.cst(plan.stream.bytes));
  return buildIfElse(
      b, l, large,
      [&](OpBuilder &tb, Location tl) { return nest(tb, tl, true); },
      [&](OpBuilder &eb, Location el) { return nest(eb, el, false); });
}

Value RowNests::writeHot(OpBuilder &b, Location l, RowBorders borders,
                         bool threads) {
  // The general nest is split too where it is the only one.
  if (!exactSpans)
    return streamedOrNot(b, l, [&](OpBuilder &eb, Location el, bool s) {
      RowWriter general(in.op, generalSpans, in.padValue, plan.vectorWidth, s,
                        borders);
      return writeNest(eb, el, general, splitRows, threads);
    });
  // Within the exact nest's branch the byte size does not overflow (C11).
  auto exact = [&](OpBuilder &eb, Location el) {
    return streamedOrNot(eb, el, [&](OpBuilder &sb, Location sl, bool s) {
      RowWriter rows(in.op, *exactSpans, in.padValue, plan.vectorWidth, s,
                     borders);
      // Streamed rows are bound by memory: one loop, not three.
      return writeNest(sb, sl, rows, splitRows && !s, threads);
    });
  };
  // The cold nest (broken C10 or C11) never streams.
  return buildIfElse(b, l, exactHolds, exact, [&](OpBuilder &eb, Location el) {
    RowWriter cold(in.op, generalSpans, in.padValue, plan.vectorWidth,
                   /*streamed=*/false, borders);
    return writeNest(eb, el, cold, false, threads);
  });
}

Value RowNests::fillAll(OpBuilder &b, Location l, RowBorders borders) {
  RowWriter fill(in.op, generalSpans, in.padValue, plan.vectorWidth,
                 /*streamed=*/false, borders);
  auto body = [&](OpBuilder &rb, Location rl, ValueRange ivs, RowPart,
                  Value out) {
    return fill.fillRow(rb, rl, out, ivs, in.g.outputSizes.back());
  };
  return buildRowNest(b, l, in.init,
                      {in.g, !plan.threads.isNever(), /*peel=*/false,
                       /*mergeBorderRows=*/false, body});
}

Value RowNests::writeAll(OpBuilder &b, Location l, RowBorders borders) {
  // A dynamic output under the plan's bytes on one thread: the nests twice
  // under a branch on its size (an overflowing size may pick one: slower).
  auto onThreadsOrNot = [&](OpBuilder &nb, Location nl) -> Value {
    if (!plan.threads.isBySize())
      return writeHot(nb, nl, borders, plan.threads.isAlways());
    IndexArith nia(nb, nl);
    Value large = nia.cmp(arith::CmpIPredicate::sge, outputBytes,
                          nia.cst(plan.threads.bytes));
    return buildIfElse(
        nb, nl, large,
        [&](OpBuilder &tb, Location tl) {
          return writeHot(tb, tl, borders, true);
        },
        [&](OpBuilder &eb, Location el) {
          return writeHot(eb, el, borders, false);
        });
  };
  return buildUnlessEmpty(
      b, l, in.isEmpty, onThreadsOrNot,
      [&](OpBuilder &fb, Location fl) { return fillAll(fb, fl, borders); });
}

Value RowNests::build(OpBuilder &b, Location l) {
  // The borders of the last axis in reflect, symmetric and wrap mode: within
  // one fold or past it, decided statically where the amounts and the size
  // say it, else by one branch around the nests, built twice (a branch per
  // row would multiply the versions of the rows: one-shot bufferization's
  // time grows with their product).
  PadMode mode = in.op.getMode();
  if (mode == PadMode::constant || mode == PadMode::edge)
    return writeAll(b, l, RowBorders::OneFold);
  const PadGeometry &g = in.g;
  int64_t last = g.getRank() - 1;
  IndexArith ia(b, l);
  OpFoldResult within = buildWithinOneFold(ia, mode, g.sourceSizes[last],
                                           g.low[last], g.high[last]);
  if (std::optional<int64_t> known = getConstantIntValue(within))
    return writeAll(b, l, *known ? RowBorders::OneFold : RowBorders::Periodic);
  return buildIfElse(
      b, l, ia.value(within),
      [&](OpBuilder &tb, Location tl) {
        return writeAll(tb, tl, RowBorders::OneFold);
      },
      [&](OpBuilder &eb, Location el) {
        return writeAll(eb, el, RowBorders::Periodic);
      });
}

/// Writes every row of the output once. A possibly empty source (C8) fills
/// the output instead, under one branch. Where RowSpans::exact applies, its
/// nest runs under a branch on its condition, the general one otherwise
/// (cold: amounts that break C10 or C11). The hot nest's innermost outer
/// axis is split at its core: rows inside read their source row without a
/// map or a check, rows outside a constant pad are fills.
Value mlir::pad::writeRows(OpBuilder &b, Location l, const RowsInput &in,
                           const VectorPlan &plan) {
  return RowNests(b, l, in, plan).build(b, l);
}
