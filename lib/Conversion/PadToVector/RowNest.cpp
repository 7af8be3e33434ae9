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
  Value shifted = arith::SelectOp::create(
      b, l, below, arith::AddIOp::create(b, l, j, size),
      arith::SelectOp::create(b, l, above, arith::SubIOp::create(b, l, j, size),
                              j));
  return arith::MinSIOp::create(
      b, l, arith::MaxSIOp::create(b, l, shifted, zero), last);
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
/// Builds the core's row loop that its callback builds, in versions.
using RowVersions = function_ref<Value(
    OpBuilder &, Location, function_ref<Value(OpBuilder &, Location)>)>;

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

/// Row `iv` of the split axis in the plane `ivs`, written as its part.
static Value writeRowInParts(OpBuilder &b, Location l, ValueRange ivs, Value iv,
                             ArrayRef<RowRange> parts, Value out,
                             RowBody body) {
  if (parts.empty())
    return out;
  if (parts.size() == 1)
    return body(b, l, withRow(ivs, iv), parts.front().part, out);
  IndexArith ia(b, l);
  Value inFirst = ia.cmp(arith::CmpIPredicate::slt, iv, parts.front().hi);
  return buildIfElse(
      b, l, inFirst,
      [&](OpBuilder &tb, Location tl) {
        return body(tb, tl, withRow(ivs, iv), parts.front().part, out);
      },
      [&](OpBuilder &eb, Location el) {
        return writeRowInParts(eb, el, ivs, iv, parts.drop_front(), out, body);
      });
}

/// One loop over the rows of every plane (with `peel`, of the split axis
/// too), marked for threads. Its indices come from signed divisions: LLVM's
/// loop strength reduction moves unsigned ones into the row's vector loops.
static Value buildFlatRows(OpBuilder &b, Location l, const PadGeometry &g,
                           Value init, ArrayRef<bool> looped,
                           ArrayRef<Value> loopSizes, bool peel, RowBody body) {
  IndexArith ia(b, l);
  SmallVector<Value> sizes(loopSizes);
  if (peel)
    sizes.push_back(ia.value(g.outputSizes[g.getRank() - 2]));
  Value total = sizes.front();
  for (Value size : ArrayRef<Value>(sizes).drop_front())
    total = arith::MulIOp::create(b, l, total, size);
  auto loop = scf::ForOp::create(
      b, l, ia.value(ia.cst(0)), total, ia.value(ia.cst(1)), ValueRange{init},
      [&](OpBuilder &fb, Location fl, Value t, ValueRange args) {
        IndexArith fia(fb, fl);
        SmallVector<Value> indices(sizes.size());
        Value rest = t;
        for (size_t i = sizes.size() - 1; i > 0; --i) {
          indices[i] = arith::RemSIOp::create(fb, fl, rest, sizes[i]);
          rest = arith::DivSIOp::create(fb, fl, rest, sizes[i]);
        }
        indices.front() = rest;
        SmallVector<Value> ivs;
        auto next = indices.begin();
        for (bool isLooped : looped)
          ivs.push_back(isLooped ? *next++ : fia.value(fia.cst(0)));
        Value out = args.front();
        scf::YieldOp::create(fb, fl,
                             peel ? writeRowInParts(fb, fl, ivs, *next,
                                                    getRowParts(fia, g), out,
                                                    body)
                                  : body(fb, fl, ivs, RowPart::Any, out));
      });
  markParallel(loop);
  disableUnrolling(loop);
  return loop.getResult(0);
}

/// Writes the rows of `parts` of the plane `ivs`: a loop per part (inline
/// for one row). With `mergeBorderRows`, the rows below and above the core
/// in one loop (their writer once in the code). With `versionCoreRows`, the
/// core's rows first, in versions: from the nest's own tensor, which one-shot
/// bufferization keeps in place under a branch, unlike a loop's result.
static Value writeSplitRows(OpBuilder &b, Location l, ValueRange ivs,
                            ArrayRef<RowRange> parts, bool mergeBorderRows,
                            Value out, RowBody body,
                            RowVersions versionCoreRows) {
  IndexArith ia(b, l);
  auto buildLoop = [&](OpBuilder &lb, Location ll, OpFoldResult lo,
                       OpFoldResult hi, RowPart part,
                       function_ref<Value(OpBuilder &, Value)> row) -> Value {
    IndexArith lia(lb, ll);
    auto loop = scf::ForOp::create(
        lb, ll, lia.value(lo), lia.value(hi), lia.value(lia.cst(1)),
        ValueRange{out},
        [&](OpBuilder &rb, Location rl, Value iv, ValueRange args) {
          scf::YieldOp::create(
              rb, rl,
              body(rb, rl, withRow(ivs, row(rb, iv)), part, args.front()));
        });
    disableUnrolling(loop);
    return loop.getResult(0);
  };
  auto same = [](OpBuilder &, Value iv) { return iv; };
  auto writePart = [&](const RowRange &range) {
    if (getConstantDistance(range.lo, range.hi) == 1)
      return body(b, l, withRow(ivs, ia.value(range.lo)), range.part, out);
    auto loop = [&](OpBuilder &lb, Location ll) {
      return buildLoop(lb, ll, range.lo, range.hi, range.part, same);
    };
    return range.part == RowPart::Core && versionCoreRows
               ? versionCoreRows(b, l, loop)
               : loop(b, l);
  };
  bool merge = mergeBorderRows && parts.size() == 3;
  bool coreFirst = versionCoreRows || merge;
  if (coreFirst)
    for (const RowRange &range : parts)
      if (range.part == RowPart::Core)
        out = writePart(range);
  if (merge) {
    // Row i, or i + (coreHi - coreLo) past the rows below.
    const RowRange &below = parts.front(), &above = parts.back();
    OpFoldResult belowRows = ia.sub(below.hi, below.lo);
    return buildLoop(
        b, l, ia.cst(0), ia.add(belowRows, ia.sub(above.hi, above.lo)),
        RowPart::Any, [&](OpBuilder &rb, Value i) -> Value {
          IndexArith ria(rb, l);
          Value isBelow = ria.cmp(arith::CmpIPredicate::slt, i, belowRows);
          return arith::SelectOp::create(
              rb, l, isBelow, i,
              ria.value(ria.add(i, ria.sub(above.lo, below.hi))));
        });
  }
  for (const RowRange &range : parts)
    if (!coreFirst || range.part != RowPart::Core)
      out = writePart(range);
  return out;
}

/// Builds a loop nest over the outer axes (none for rank 1) that carries
/// `init` through `body` once per row. With `peel`, the rows of the
/// innermost outer axis are split at its core into three parts, which `body`
/// learns: a loop per part (writeSplitRows), or on threads one loop that
/// branches per row.
///
/// With `parallelRows`, the loops over the planes (the outer axes but the
/// split one) are marked for threads (one parallel region per pad). Few
/// planes (< kMinParallelPlanes) or none: one marked loop over the split
/// axis's rows, each picking its part. Planes or their rows of a number
/// known at run time only: one flat loop over all rows (buildFlatRows).
static Value buildRowNest(OpBuilder &b, Location l, const PadGeometry &g,
                          Value init, bool parallelRows, bool peel,
                          bool mergeBorderRows, RowBody body,
                          RowVersions versionCoreRows = nullptr) {
  IndexArith ia(b, l);
  int64_t outer = g.getRank() - 1;
  peel = peel && outer > 0 && g.interior[outer - 1] == 0;
  // No loop over an axis of size 1: its index is 0.
  SmallVector<Value> lbs, ubs, steps;
  SmallVector<bool> looped;
  for (int64_t k = 0; k < (peel ? outer - 1 : outer); ++k) {
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
  bool rowsOnThreads =
      parallelRows && planes && *planes < kMinParallelPlanes &&
      (!planeLoops || getConstantIntValue(g.outputSizes[outer - 1]));
  bool flatRows = parallelRows && planeLoops && !rowsOnThreads &&
                  !(planes && *planes >= kMinParallelPlanes);

  if (flatRows)
    return buildFlatRows(b, l, g, init, looped, ubs, peel, body);

  SmallVector<scf::ForOp> rowLoops;
  scf::LoopNest nest = scf::buildLoopNest(
      b, l, lbs, ubs, steps, ValueRange{init},
      [&](OpBuilder &nb, Location nl, ValueRange loopIvs,
          ValueRange iterArgs) -> scf::ValueVector {
        IndexArith nia(nb, nl);
        SmallVector<Value> ivs;
        auto next = loopIvs.begin();
        for (bool isLooped : looped)
          ivs.push_back(isLooped ? *next++ : nia.value(nia.cst(0)));
        if (!peel)
          return {body(nb, nl, ivs, RowPart::Any, iterArgs[0])};
        SmallVector<RowRange, 3> parts = getRowParts(nia, g);
        if (rowsOnThreads) {
          // One loop over the rows; each row branches to its part.
          auto loop = scf::ForOp::create(
              nb, nl, nia.value(nia.cst(0)),
              nia.value(g.outputSizes[outer - 1]), nia.value(nia.cst(1)),
              ValueRange{iterArgs[0]},
              [&](OpBuilder &rb, Location rl, Value iv, ValueRange args) {
                scf::YieldOp::create(rb, rl,
                                     writeRowInParts(rb, rl, ivs, iv, parts,
                                                     args.front(), body));
              });
          rowLoops.push_back(loop);
          disableUnrolling(loop);
          return {loop.getResult(0)};
        }
        return {writeSplitRows(nb, nl, ivs, parts, mergeBorderRows, iterArgs[0],
                               body, versionCoreRows)};
      });
  for (scf::ForOp loop : nest.loops)
    disableUnrolling(loop);
  if (parallelRows) {
    // Without peeling, the innermost loop is over the rows of many planes.
    SmallVector<scf::ForOp> marked(nest.loops.begin(), nest.loops.end());
    if (!peel && !rowsOnThreads && looped.back())
      marked.pop_back();
    marked.append(rowLoops);
    for (scf::ForOp loop : marked)
      markParallel(loop);
  }
  return nest.loops.empty() ? nest.results.front()
                            : nest.loops.front().getResult(0);
}

/// Maps output rows to source rows (the mode's index map, or in constant
/// mode the dilated grid) and writes them.
class SourceRows {
public:
  /// Builds per outer axis, once for every nest, the index map or the grid.
  SourceRows(OpBuilder &b, Location l, PadOp op, const PadGeometry &g)
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

private:
  /// Appends to `srcRow` the source row of `ivs`; in constant mode returns
  /// whether the row reads the source at all (none: always).
  Value mapRow(OpBuilder &nb, Location nl, ValueRange ivs, RowPart part,
               SmallVectorImpl<Value> &srcRow) {
    int64_t split = part == RowPart::Any ? -1 : g.getRank() - 2;
    Value inside;
    for (auto [k, iv] : llvm::enumerate(ivs)) {
      if (int64_t(k) == split && part == RowPart::Core) {
        // Inside the source: its row iv - coreLo + srcOffset.
        IndexArith nia(nb, nl);
        srcRow.push_back(
            nia.value(nia.add(iv, nia.sub(g.srcOffset[k], g.coreLo[k]))));
        continue;
      }
      Value j = nb.createOrFold<arith::SubIOp>(nl, iv, low[k]);
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
        Value rem = nb.createOrFold<arith::RemSIOp>(nl, j, stride[k]);
        isInside = nb.createOrFold<arith::AndIOp>(
            nl, isInside,
            nb.createOrFold<arith::CmpIOp>(nl, arith::CmpIPredicate::eq, rem,
                                           zero));
        j = nb.createOrFold<arith::DivSIOp>(nl, j, stride[k]);
      }
      inside = inside ? nb.createOrFold<arith::AndIOp>(nl, inside, isInside)
                      : isInside;
      srcRow.push_back(nb.createOrFold<arith::MinSIOp>(
          nl, nb.createOrFold<arith::MaxSIOp>(nl, j, zero), lastIndex[k]));
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

/// Writes every row of the output once. A possibly empty source (C8) fills
/// the output instead, under one branch. Where RowSpans::exact applies, its
/// nest runs under a branch on its condition, the general one otherwise
/// (cold: amounts that break C10 or C11). The hot nest's innermost outer
/// axis is split at its core: rows inside read their source row without a
/// map or a check, rows outside a constant pad are fills.
Value mlir::pad::writeRows(OpBuilder &b, Location l, PadOp op,
                           const PadGeometry &g, Value init, Value padValue,
                           Value isEmpty,
                           const ConvertPadToVectorPassOptions &options,
                           std::optional<int64_t> streamAbove) {
  int64_t rank = g.getRank(), last = rank - 1;
  IndexArith ia(b, l);
  int64_t elementBytes =
      getElementByteSize(op.getSourceType().getElementType());
  OpFoldResult outputBytes = ia.cst(elementBytes);
  for (OpFoldResult size : g.outputSizes)
    outputBytes = ia.mul(outputBytes, size);
  // Small outputs stay on one thread (a parallel region costs microseconds):
  // decided here for a static output, at run time for a dynamic one.
  std::optional<int64_t> staticBytes =
      getStaticBytes(g.outputSizes, elementBytes);
  bool parallelRows =
      options.parallel &&
      (!staticBytes || *staticBytes >= options.parallelMinBytes);
  SourceRows sourceRows(b, l, op, g);
  auto writeNest = [&](OpBuilder &nb, Location nl, RowWriter &rows, bool peel,
                       bool threads) {
    return buildRowNest(
        nb, nl, g, init, threads, peel, rows.mergesBorderRows(),
        [&](OpBuilder &rb, Location rl, ValueRange ivs, RowPart part,
            Value out) {
          return sourceRows.write(rb, rl, rows, ivs, part, out);
        },
        rows.versionsCoreRows()
            ? RowVersions([&](OpBuilder &vb, Location vl,
                              function_ref<Value(OpBuilder &, Location)> loop) {
                return rows.versionOnCoreVectors(vb, vl, loop);
              })
            : nullptr);
  };

  // The split, where the innermost outer axis's amounts are static (else
  // three loops would triple the code for a gain in few rows).
  bool splitRows = rank >= 2 && getConstantIntValue(g.low[last - 1]) &&
                   getConstantIntValue(g.high[last - 1]);
  RowSpans generalSpans = RowSpans::general(ia, g);
  // The cold nests (broken C10 or C11, an empty source) never stream.
  RowWriter cold(op, generalSpans, padValue, options.vectorBits,
                 /*streamed=*/false);
  // How the nests being built write the borders of the last axis (below).
  RowBorders borders = RowBorders::OneFold;
  Value exactHolds;
  std::optional<RowSpans> exactSpans = RowSpans::exact(ia, g, exactHolds);
  // `nest` streamed where the output has more than streamAbove bytes:
  // decided for 0 (a static output, nontemporal=always), else the nest twice
  // under a branch on the size. Never for static rows too short for
  // pad-lower-loop-marks to stream (two vectors and a line).
  std::optional<int64_t> rowBytes =
      getStaticBytes(g.outputSizes[last], elementBytes);
  bool rowsStream =
      !rowBytes || *rowBytes >= 2 * options.vectorBits / 8 + kCacheLineBytes;
  auto streamedOrNot =
      [&](OpBuilder &nb, Location nl,
          function_ref<Value(OpBuilder &, Location, bool)> nest) -> Value {
    if (!streamAbove || *streamAbove == 0 || !rowsStream)
      return nest(nb, nl, streamAbove.has_value() && rowsStream);
    IndexArith nia(nb, nl);
    Value large =
        nia.cmp(arith::CmpIPredicate::sgt, outputBytes, nia.cst(*streamAbove));
    return buildIfElse(
        nb, nl, large,
        [&](OpBuilder &tb, Location tl) { return nest(tb, tl, true); },
        [&](OpBuilder &eb, Location el) { return nest(eb, el, false); });
  };
  auto writeHot = [&](OpBuilder &nb, Location nl, bool threads) -> Value {
    // The general nest is split too where it is the only one.
    if (!exactSpans)
      return streamedOrNot(nb, nl, [&](OpBuilder &eb, Location el, bool s) {
        RowWriter general(op, generalSpans, padValue, options.vectorBits, s);
        general.setBorders(borders);
        return writeNest(eb, el, general, splitRows, threads);
      });
    // Within the exact nest's branch the byte size does not overflow (C11).
    auto exact = [&](OpBuilder &eb, Location el) {
      return streamedOrNot(eb, el, [&](OpBuilder &sb, Location sl, bool s) {
        RowWriter rows(op, *exactSpans, padValue, options.vectorBits, s);
        rows.setBorders(borders);
        // Streamed rows are bound by memory: one loop, not three.
        return writeNest(sb, sl, rows, splitRows && !s, threads);
      });
    };
    return buildIfElse(nb, nl, exactHolds, exact,
                       [&](OpBuilder &eb, Location el) {
                         return writeNest(eb, el, cold, false, threads);
                       });
  };
  // A dynamic output under parallelMinBytes on one thread: the nests twice
  // under a branch on its size (an overflowing size may pick one: slower).
  auto writeAllOnThreads = [&](OpBuilder &nb, Location nl) -> Value {
    if (!parallelRows || staticBytes)
      return writeHot(nb, nl, parallelRows);
    IndexArith nia(nb, nl);
    Value large = nia.cmp(arith::CmpIPredicate::sge, outputBytes,
                          nia.cst(options.parallelMinBytes));
    return buildIfElse(
        nb, nl, large,
        [&](OpBuilder &tb, Location tl) { return writeHot(tb, tl, true); },
        [&](OpBuilder &eb, Location el) { return writeHot(eb, el, false); });
  };
  auto writeAll = [&](OpBuilder &nb, Location nl) {
    cold.setBorders(borders);
    return buildUnlessEmpty(
        nb, nl, isEmpty, writeAllOnThreads, [&](OpBuilder &fb, Location fl) {
          return buildRowNest(fb, fl, g, init, parallelRows, /*peel=*/false,
                              /*mergeBorderRows=*/false,
                              [&](OpBuilder &rb, Location rl, ValueRange ivs,
                                  RowPart, Value out) {
                                return cold.fillRow(rb, rl, out, ivs,
                                                    g.outputSizes.back());
                              });
        });
  };
  // The borders of the last axis in reflect, symmetric and wrap mode: within
  // one fold or past it, decided statically where the amounts and the size
  // say it, else by one branch around the nests, built twice (a branch per
  // row would multiply the versions of the rows: one-shot bufferization's
  // time grows with their product).
  PadMode mode = op.getMode();
  if (mode == PadMode::constant || mode == PadMode::edge)
    return writeAll(b, l);
  OpFoldResult within = buildWithinOneFold(ia, mode, g.sourceSizes[last],
                                           g.low[last], g.high[last]);
  if (std::optional<int64_t> known = getConstantIntValue(within)) {
    borders = *known ? RowBorders::OneFold : RowBorders::Periodic;
    return writeAll(b, l);
  }
  return buildIfElse(
      b, l, ia.value(within),
      [&](OpBuilder &tb, Location tl) {
        borders = RowBorders::OneFold;
        return writeAll(tb, tl);
      },
      [&](OpBuilder &eb, Location el) {
        borders = RowBorders::Periodic;
        return writeAll(eb, el);
      });
}
