//===- PadGradRows.cpp - pad.pad_grad in one pass over gy's rows ----------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The vector strategy's pad.pad_grad: per row of gx, the rows of gy that fold
// into it are accumulated into one row (in increasing coordinates: the fold
// of the outer axis), then that row is folded into the row of gx (the fold of
// the last axis). Each row of gy is read once, each row of gx written once
// (docs/Lowering.md, "pad.pad_grad"). Axes without padding fold to
// themselves and are skipped; one padded axis besides the last is taken,
// more are left to the per-axis folds, which give the same bits. Where the
// window of every row holds its input row and gx's rows hold a vector, the
// rows are vector copies (PadGradRowVectors.cpp); elsewhere they are folded
// element by element here.
//
//===----------------------------------------------------------------------===//

#include "PadGradFolds.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"
#include "pad/Conversion/PadCommon/PadGradLowering.h"
#include "pad/Conversion/PadCommon/PadOutput.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "pad/Utils/IndexArith.h"
#include "pad/Utils/StreamingStores.h"

using namespace mlir;
using namespace mlir::pad;
using namespace mlir::pad::grad;

Preimages mlir::pad::grad::buildPreimages(Idx &x, const GradAxis &axis, Value i,
                                          Value n) {
  using Pred = arith::CmpIPredicate;
  Value zero = x.cst(0), one = x.cst(1), p = axis.low;
  switch (axis.mode) {
  case PadMode::constant: {
    Value o = x.add(p, x.mul(i, x.cst(axis.interior + 1)));
    Value inside = x.andI(x.cmp(Pred::sge, o, zero), x.cmp(Pred::slt, o, n));
    return {o, x.select(inside, x.add(o, one), o), one, zero};
  }
  case PadMode::edge: {
    // j <= 0 maps to 0, j >= d - 1 to d - 1: a run of coordinates.
    Value last = x.sub(axis.size, one);
    Value lo = x.select(x.cmp(Pred::eq, i, zero), zero, x.add(p, i));
    Value hi = x.select(x.cmp(Pred::eq, i, last), n, x.add(x.add(p, i), one));
    lo = x.min(x.max(lo, zero), n);
    hi = x.min(x.max(hi, lo), n);
    return {lo, hi, one, zero};
  }
  case PadMode::wrap: {
    Value d = x.max(axis.size, one);
    return {x.posMod(x.add(p, i), d), n, d, zero};
  }
  case PadMode::reflect:
  case PadMode::symmetric: {
    // j = i and j = -i (reflect) or -1 - i (symmetric), modulo the period.
    Value d = x.max(axis.size, one);
    Value period = getPeriod(x, axis.mode, d);
    Value mirror =
        axis.mode == PadMode::reflect ? x.sub(p, i) : x.sub(x.sub(p, one), i);
    Value a = x.posMod(x.add(p, i), period), b = x.posMod(mirror, period);
    Value lo = x.min(a, b);
    return {lo, n, period, x.sub(x.max(a, b), lo)};
  }
  }
  llvm_unreachable("unknown mode");
}

Value mlir::pad::grad::buildIdentity(OpBuilder &b, Location l, Type type) {
  if (auto floatType = dyn_cast<FloatType>(type))
    return arith::ConstantOp::create(b, l, b.getFloatAttr(floatType, -0.0));
  if (isa<IntegerType>(type))
    return buildZero(b, l, type);
  return Value();
}

namespace {

/// `row` with the row of `gy` at `offsets` (its last entry 0) added, or the
/// row itself when `first`.
Value accumulateRow(OpBuilder &b, Location loc, Value gy,
                    ArrayRef<OpFoldResult> offsets, OpFoldResult length,
                    Value row, Value first) {
  auto gyType = cast<RankedTensorType>(gy.getType());
  int64_t rank = gyType.getRank();
  SmallVector<OpFoldResult> sizes(rank - 1, b.getIndexAttr(1));
  sizes.push_back(length);
  SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
  auto rowType = cast<RankedTensorType>(row.getType());
  Value slice = tensor::ExtractSliceOp::create(b, loc, rowType, gy, offsets,
                                               sizes, strides);
  AffineMap id = b.getMultiDimIdentityMap(1);
  auto generic = linalg::GenericOp::create(
      b, loc, rowType, ValueRange{slice}, ValueRange{row},
      ArrayRef<AffineMap>{id, id},
      ArrayRef<utils::IteratorType>{utils::IteratorType::parallel},
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value sum = buildAdd(nb, nloc, args[1], args[0]);
        Value v = arith::SelectOp::create(nb, nloc, first, args[0], sum);
        linalg::YieldOp::create(nb, nloc, v);
      });
  return generic.getResult(0);
}

/// The sum, in increasing coordinates, of the rows of `gy` at `offsets` with
/// axis `a` at each coordinate that maps to gx index `i` (a window of `n`),
/// accumulated into `row`; and an i1, true when there was some.
std::pair<Value, Value> buildRowSum(OpBuilder &b, Location l, Value gy,
                                    const GradAxis &axis, int64_t a, Value i,
                                    Value n, ArrayRef<OpFoldResult> offsets,
                                    OpFoldResult length, Value row) {
  Idx x{b, l};
  Preimages pre = buildPreimages(x, axis, i, n);
  Value yes = arith::ConstantIntOp::create(b, l, 1, 1);
  auto term = [&](OpBuilder &tb, Location tl, Value at, Value r, Value first) {
    SmallVector<OpFoldResult> off(offsets);
    off[a] = at;
    return accumulateRow(tb, tl, gy, off, length, r, first);
  };
  auto loop = scf::ForOp::create(
      b, l, pre.start, pre.end, pre.step, ValueRange{row, yes},
      [&](OpBuilder &fb, Location fl, Value o, ValueRange state) {
        Idx y{fb, fl};
        Value r = term(fb, fl, o, state[0], state[1]);
        Value no = arith::ConstantIntOp::create(fb, fl, 0, 1);
        Value second = y.add(o, pre.delta);
        Value has = y.andI(y.cmp(arith::CmpIPredicate::ne, pre.delta, y.cst(0)),
                           y.cmp(arith::CmpIPredicate::slt, second, pre.end));
        r = buildIfElse(
            fb, fl, has,
            [&](OpBuilder &tb, Location tl) {
              return term(tb, tl, second, r, no);
            },
            [&](OpBuilder &, Location) { return r; });
        scf::YieldOp::create(fb, fl, ValueRange{r, no});
      });
  Value any = x.cmp(arith::CmpIPredicate::eq, loop.getResult(1),
                    arith::ConstantIntOp::create(b, l, 0, 1));
  return {loop.getResult(0), any};
}

/// `gx` with its row at `at` filled with `v`.
Value buildRowFill(OpBuilder &b, Location l, Value gx, ValueRange at,
                   OpFoldResult gxLength, Value v) {
  return buildNest(b, l, ArrayRef<OpFoldResult>{gxLength}, gx,
                   [&](OpBuilder &nb, Location nl, ValueRange c, Value t) {
                     SmallVector<Value> idx(at);
                     idx.push_back(c[0]);
                     return tensor::InsertOp::create(nb, nl, v, t, idx);
                   });
}

/// `t` with `src[o]` added to its element at `at` and `index`.
Value addInto(OpBuilder &b, Location l, Value t, ValueRange at, Value index,
              Value src, Value o) {
  SmallVector<Value> idx(at);
  idx.push_back(index);
  Value v = tensor::ExtractOp::create(b, l, src, o);
  Value old = tensor::ExtractOp::create(b, l, t, idx);
  return tensor::InsertOp::create(b, l, buildAdd(b, l, old, v), t, idx);
}

/// The fold of `src` (of `n`) into the row of `gx` at `at` when the window
/// holds every coordinate [p, p + d) of the input (0 <= p, p + d <= n, and no
/// interior): the row starts as the additive identity (-0.0 for floats:
/// -0.0 + v is v, whatever v), then the coordinates in increasing order add
/// into it: the border before the input one by one, the input's own
/// coordinates as a plain loop over the row (which LLVM vectorizes), then the
/// border after it. Every index has a term, so every sum starts from its
/// first, as the general fold's.
Value buildFastRowFold(OpBuilder &b, Location l, Value gx, ValueRange at,
                       Value src, Value n, OpFoldResult gxLength,
                       const GradAxis &axis, Value identity) {
  Idx x{b, l};
  Value p = axis.low, d = axis.size;
  Value out = buildRowFill(b, l, gx, at, gxLength, identity);
  auto border = [&](Value from, Value count, Value t) {
    return buildNest(
        b, l, ArrayRef<OpFoldResult>{count}, t,
        [&](OpBuilder &nb, Location nl, ValueRange k, Value u) -> Value {
          Idx y{nb, nl};
          Value o = y.add(from, k[0]);
          return addInto(nb, nl, u, at, buildTarget(y, axis, o).index, src, o);
        });
  };
  // Constant mode has no border terms.
  if (axis.mode != PadMode::constant)
    out = border(x.cst(0), p, out);
  out = buildNest(b, l, ArrayRef<OpFoldResult>{d}, out,
                  [&](OpBuilder &nb, Location nl, ValueRange i, Value u) {
                    Idx y{nb, nl};
                    return addInto(nb, nl, u, at, i[0], src, y.add(p, i[0]));
                  });
  if (axis.mode != PadMode::constant) {
    Value end = x.add(p, d);
    out = border(end, x.sub(n, end), out);
  }
  return out;
}

/// `gx` with its row at `at` set to zeros, then, when `any` holds (null:
/// always), `src` (of `length`) folded into it along the last axis.
Value buildRowFold(OpBuilder &b, Location l, Value gx, ValueRange at, Value src,
                   OpFoldResult length, OpFoldResult gxLength,
                   const GradAxis &axis, Value zero, Value any) {
  auto zeros = [&](OpBuilder &zb, Location zl) {
    return buildRowFill(zb, zl, gx, at, gxLength, zero);
  };
  auto slowFold = [&](OpBuilder &fb, Location fl) -> Value {
    return buildNest(
        fb, fl, ArrayRef<OpFoldResult>{length}, zeros(fb, fl),
        [&](OpBuilder &nb, Location nl, ValueRange o, Value t) -> Value {
          Idx y{nb, nl};
          Target target = buildTarget(y, axis, o[0]);
          SmallVector<Value> idx(at);
          idx.push_back(target.index);
          return buildTargetWrite(
              nb, nl, target, t, idx, [&](OpBuilder &wb, Location wl) {
                return tensor::ExtractOp::create(wb, wl, src, o[0]).getResult();
              });
        });
  };
  Type type = cast<RankedTensorType>(src.getType()).getElementType();
  Value identity = buildIdentity(b, l, type);
  auto fold = [&](OpBuilder &fb, Location fl) -> Value {
    if (!identity || (axis.mode == PadMode::constant && axis.interior != 0))
      return slowFold(fb, fl);
    using Pred = arith::CmpIPredicate;
    Idx y{fb, fl};
    Value n = getValueOrCreateConstantIndexOp(fb, fl, length);
    Value inside = y.andI(y.cmp(Pred::sge, axis.low, y.cst(0)),
                          y.cmp(Pred::sle, y.add(axis.low, axis.size), n));
    return buildIfElse(
        fb, fl, inside,
        [&](OpBuilder &tb, Location tl) {
          return buildFastRowFold(tb, tl, gx, at, src, n, gxLength, axis,
                                  identity);
        },
        slowFold);
  };
  if (!any)
    return fold(b, l);
  return buildIfElse(b, l, any, fold, zeros);
}

/// The rows of `op` without vectors: gx (`gx`, of `gxSizes`) with every row
/// folded element by element, or with the fast fold where the window of a
/// row holds its input row.
Value buildScalarRows(OpBuilder &b, Location loc, PadGradOp op,
                      ArrayRef<GradAxis> axes, int64_t a, Value outerN,
                      OpFoldResult length, Value gx,
                      ArrayRef<OpFoldResult> gxSizes) {
  RankedTensorType gyType = op.getGyType();
  int64_t rank = gyType.getRank();
  Type type = gyType.getElementType();
  IndexArith ia(b, loc);
  auto rowType = RankedTensorType::get(
      {getConstantIntValue(length).value_or(ShapedType::kDynamic)}, type);
  Value row = a < 0 ? Value()
                    : tensor::EmptyOp::create(
                          b, loc, ArrayRef<OpFoldResult>{length}, type)
                          .getResult();
  Value zero = buildZero(b, loc, type);
  SmallVector<Value> lbs, ubs, steps, inits{gx};
  for (int64_t k = 0; k + 1 < rank; ++k) {
    lbs.push_back(ia.value(ia.cst(0)));
    ubs.push_back(ia.value(gxSizes[k]));
    steps.push_back(ia.value(ia.cst(1)));
  }
  if (row)
    inits.push_back(row);
  scf::LoopNest nest = scf::buildLoopNest(
      b, loc, lbs, ubs, steps, inits,
      [&](OpBuilder &nb, Location l, ValueRange ivs,
          ValueRange iterArgs) -> scf::ValueVector {
        SmallVector<OpFoldResult> offsets(ivs.begin(), ivs.end());
        offsets.push_back(nb.getIndexAttr(0));
        // The row of gy to fold into this row of gx: gy's own row, or the
        // sum of the rows of the padded axis that map here.
        if (a < 0) {
          SmallVector<OpFoldResult> sizes(rank - 1, nb.getIndexAttr(1));
          sizes.push_back(length);
          Value src = tensor::ExtractSliceOp::create(
              nb, l, rowType, op.getGy(), offsets, sizes,
              SmallVector<OpFoldResult>(rank, nb.getIndexAttr(1)));
          return {buildRowFold(nb, l, iterArgs[0], ivs, src, length,
                               gxSizes.back(), axes.back(), zero, Value())};
        }
        auto [acc, any] = buildRowSum(nb, l, op.getGy(), axes[a], a, ivs[a],
                                      outerN, offsets, length, iterArgs[1]);
        return {buildRowFold(nb, l, iterArgs[0], ivs, acc, length,
                             gxSizes.back(), axes.back(), zero, any),
                acc};
      });
  return nest.loops.empty() ? nest.results.front()
                            : nest.loops.front().getResult(0);
}

struct LowerPadGradByRows : OpRewritePattern<PadGradOp> {
  LowerPadGradByRows(MLIRContext *context, const PadGradRowOptions &options)
      : OpRewritePattern(context, /*benefit=*/2), options(options) {}

  /// The lanes of the vector rows for `type`, or none.
  std::optional<int64_t> getWidth(PadGradOp op) const {
    Type type = op.getGyType().getElementType();
    if (!isa<FloatType, IntegerType>(type) ||
        op.getInteriorOrZeros().back() != 0)
      return std::nullopt;
    int64_t bits = type.getIntOrFloatBitWidth();
    if (bits % 8 != 0 || options.vectorBits < 2 * bits)
      return std::nullopt;
    return options.vectorBits / bits;
  }

  /// The byte size of gx above which its stores stream (0: always), or none:
  /// the rule of the vector strategy's outputs.
  std::optional<int64_t> getStreamThreshold() const {
    return pad::getStreamThreshold(options.nontemporal, options.llcBytes,
                                   options.targetCPU);
  }

  LogicalResult matchAndRewrite(PadGradOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType gyType = op.getGyType();
    int64_t rank = gyType.getRank();
    Type type = gyType.getElementType();
    if (rank < 2)
      return rewriter.notifyMatchFailure(op, "no rows: left to the folds");
    // (A slice of a static empty axis takes no offset, not even 0.)
    if (llvm::is_contained(gyType.getShape(), 0))
      return rewriter.notifyMatchFailure(op, "gy is empty: left to the folds");
    if (getAccumulatorType(type) != type)
      return rewriter.notifyMatchFailure(
          op, "a row summed in f32: left to the folds");
    if (op.getGv())
      return rewriter.notifyMatchFailure(op, "value_grad: left to the folds");
    if (auto intType = dyn_cast<IntegerType>(type);
        intType && !intType.isSignless())
      return rewriter.notifyMatchFailure(
          op, "signed and unsigned integers have no arith add");
    // The padded axes besides the last; the others fold to themselves.
    SmallVector<int64_t> padded;
    SmallVector<int64_t> interior = op.getInteriorOrZeros();
    for (int64_t k = 0; k + 1 < rank; ++k)
      if (op.getStaticLow()[k] != 0 || op.getStaticHigh()[k] != 0 ||
          interior[k] != 0)
        padded.push_back(k);
    if (padded.size() > 1)
      return rewriter.notifyMatchFailure(
          op, "several padded outer axes: left to the folds");
    int64_t a = padded.empty() ? -1 : padded.front();

    Location loc = op.getLoc();
    IndexArith ia(rewriter, loc);
    SmallVector<OpFoldResult> gySizes =
        tensor::getMixedSizes(rewriter, loc, op.getGy());
    SmallVector<OpFoldResult> gxSizes = getGxSizes(rewriter, op);
    SmallVector<GradAxis> axes = buildAxes(rewriter, op, gxSizes);
    OpFoldResult length = gySizes.back();
    Value outerN = a < 0 ? Value() : ia.value(gySizes[a]);
    Value gx = createPadGradOutput(rewriter, op, gxSizes);
    auto scalarRows = [&](OpBuilder &b, Location l) {
      return buildScalarRows(b, l, op, axes, a, outerN, length, gx, gxSizes);
    };
    Value result;
    std::optional<int64_t> width = getWidth(op);
    Value vectorsApply;
    if (width)
      vectorsApply = buildVectorCondition(ia, op, axes.back(), length, *width);
    std::optional<int64_t> known =
        vectorsApply ? getConstantIntValue(vectorsApply) : std::nullopt;
    auto vectorRows = [&](OpBuilder &b, Location l) {
      return buildStreamedOrNot(b, l, op, axes, a, outerN, length, *width, gx,
                                gxSizes);
    };
    if (known && *known)
      result = vectorRows(rewriter, loc);
    else if (vectorsApply && !known)
      result = buildIfElse(rewriter, loc, vectorsApply, vectorRows, scalarRows);
    else
      result = scalarRows(rewriter, loc);
    if (result.getType() != op.getGxType())
      result = tensor::CastOp::create(rewriter, loc, op.getGxType(), result);
    rewriter.replaceOp(op, result);
    return success();
  }

  /// True when the vector rows apply: 0 <= low, low + d <= n (low + d +
  /// high == n for a static high) and d >= width on the last axis.
  static Value buildVectorCondition(IndexArith &ia, PadGradOp op,
                                    const GradAxis &axis, OpFoldResult n,
                                    int64_t width) {
    using Pred = arith::CmpIPredicate;
    int64_t high = op.getStaticHigh().back();
    OpFoldResult end = ia.add(axis.low, axis.size);
    Value fits = ia.cmp(Pred::sle, end, n);
    if (!ShapedType::isDynamic(high))
      fits =
          arith::AndIOp::create(ia.getBuilder(), ia.getLoc(), fits,
                                ia.cmp(Pred::eq, ia.add(end, ia.cst(high)), n));
    Value holds = ia.cmp(Pred::sge, axis.size, ia.cst(width));
    Value nonNegative = ia.cmp(Pred::sge, axis.low, ia.cst(0));
    OpBuilder &b = ia.getBuilder();
    Location l = ia.getLoc();
    return arith::AndIOp::create(b, l, nonNegative,
                                 arith::AndIOp::create(b, l, fits, holds));
  }

  /// The vector rows, with streaming stores when gx is larger than the
  /// threshold: decided here for a static gx, by a branch on its byte size
  /// for a dynamic one.
  Value buildStreamedOrNot(OpBuilder &b, Location l, PadGradOp op,
                           ArrayRef<GradAxis> axes, int64_t a, Value outerN,
                           OpFoldResult length, int64_t width, Value gx,
                           ArrayRef<OpFoldResult> gxSizes) const {
    IndexArith ia(b, l);
    Value n = ia.value(length);
    auto rows = [&](bool stream) {
      return [&, stream](OpBuilder &rb, Location rl) {
        return buildVectorRows(rb, rl, op, axes, a, outerN, n, width, stream,
                               gx, gxSizes);
      };
    };
    std::optional<int64_t> threshold = getStreamThreshold();
    if (!threshold)
      return rows(false)(b, l);
    int64_t elementBytes =
        op.getGyType().getElementType().getIntOrFloatBitWidth() / 8;
    OpFoldResult bytes = ia.cst(elementBytes);
    for (OpFoldResult size : gxSizes)
      bytes = ia.mul(bytes, size);
    if (std::optional<int64_t> known = getConstantIntValue(bytes))
      return rows(*known > *threshold)(b, l);
    return buildIfElse(
        b, l, ia.cmp(arith::CmpIPredicate::sgt, bytes, ia.cst(*threshold)),
        rows(true), rows(false));
  }

  PadGradRowOptions options;
};

} // namespace

void mlir::pad::populatePadGradRowPatterns(RewritePatternSet &patterns,
                                           const PadGradRowOptions &options) {
  patterns.add<LowerPadGradByRows>(patterns.getContext(), options);
}
