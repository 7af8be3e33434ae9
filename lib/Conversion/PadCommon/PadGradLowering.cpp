//===- PadGradLowering.cpp - lower pad.pad_grad to folds of axes ----------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The sums of pad.pad_grad in the order of docs/Semantics.md ("pad.pad_grad"):
// fold axis 0, then axis 1, and so on. Folding axis `a` walks its input in
// increasing coordinates `o` along `a` and writes each element into target
// index `i = M_a(o)`: as it is when `o` is the first coordinate that maps to
// `i` (a single term is itself), added to what is there otherwise. Targets
// that nothing maps to keep the zero they start with. f16 and bf16 are summed
// in f32 and rounded once at the end.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadCommon/PadGradLowering.h"
#include "PadGradFolds.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"
#include "pad/Conversion/PadCommon/PadOutput.h"
#include "pad/Utils/IndexArith.h"

using namespace mlir;
using namespace mlir::pad;

SmallVector<OpFoldResult> mlir::pad::getGxSizes(OpBuilder &b, PadGradOp op) {
  IndexArith ia(b, op.getLoc());
  RankedTensorType gxType = op.getGxType();
  SmallVector<OpFoldResult> low = op.getMixedLow(), high = op.getMixedHigh();
  SmallVector<int64_t> interior = op.getInteriorOrZeros();
  SmallVector<OpFoldResult> sizes;
  Value dest = getPadGradDestination(op);
  for (int64_t k = 0, rank = gxType.getRank(); k < rank; ++k) {
    if (!gxType.isDynamicDim(k)) {
      sizes.push_back(b.getIndexAttr(gxType.getDimSize(k)));
      continue;
    }
    if (dest) {
      sizes.push_back(isa<BaseMemRefType>(dest.getType())
                          ? memref::getMixedSize(b, op.getLoc(), dest, k)
                          : tensor::getMixedSize(b, op.getLoc(), dest, k));
      continue;
    }
    OpFoldResult n = tensor::getMixedSize(b, op.getLoc(), op.getGy(), k);
    sizes.push_back(getUnpaddedSize(ia, n, low[k], high[k], interior[k]));
  }
  return sizes;
}

namespace mlir {
namespace pad {
namespace grad {

/// The type the sums are computed in: f32 for floats narrower than f32.
Type getAccumulatorType(Type type) {
  if (auto floatType = dyn_cast<FloatType>(type);
      floatType && floatType.getWidth() < 32)
    return Float32Type::get(type.getContext());
  return type;
}

Value buildZero(OpBuilder &b, Location loc, Type type) {
  if (auto complexType = dyn_cast<ComplexType>(type)) {
    Attribute zero = b.getZeroAttr(complexType.getElementType());
    return complex::ConstantOp::create(b, loc, complexType,
                                       b.getArrayAttr({zero, zero}));
  }
  return arith::ConstantOp::create(b, loc,
                                   cast<TypedAttr>(b.getZeroAttr(type)));
}

Value buildAdd(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  Type type = getElementTypeOrSelf(lhs.getType());
  if (isa<FloatType>(type))
    return arith::AddFOp::create(b, loc, lhs, rhs);
  if (isa<ComplexType>(type))
    return complex::AddOp::create(b, loc, lhs, rhs);
  return arith::AddIOp::create(b, loc, lhs, rhs);
}

/// `x` in `type`: extended or truncated floats, or `x` itself.
Value buildConvert(OpBuilder &b, Location loc, Value x, Type type) {
  auto from = dyn_cast<FloatType>(x.getType());
  auto to = dyn_cast<FloatType>(type);
  if (!from || !to || from == to)
    return x;
  if (from.getWidth() < to.getWidth())
    return arith::ExtFOp::create(b, loc, to, x);
  return arith::TruncFOp::create(b, loc, to, x);
}

/// The period of the map of a border mode on an axis of size d >= 1
/// (docs/Semantics.md, "Any width"): edge none (1), reflect 2(d - 1) (1 for
/// d == 1), symmetric 2d, wrap d.
Value getPeriod(Idx &x, PadMode mode, Value d) {
  switch (mode) {
  case PadMode::reflect:
    return x.max(x.mul(x.sub(d, x.cst(1)), x.cst(2)), x.cst(1));
  case PadMode::symmetric:
    return x.mul(d, x.cst(2));
  default:
    return d;
  }
}

/// True when output coordinate `o` (input coordinate `j = o - p`) is the
/// first of the window [0, n) that maps to its gx index in a border mode: the
/// previous coordinate with the same index, `o - gap`, is below 0. `d` >= 1.
Value buildIsFirst(Idx &x, PadMode mode, Value o, Value j, Value d) {
  using Pred = arith::CmpIPredicate;
  Value zero = x.cst(0), last = x.sub(d, x.cst(1));
  switch (mode) {
  case PadMode::edge: {
    // Every j <= 0 maps to 0, every j >= d - 1 to d - 1, the rest to j.
    Value atZero = x.cmp(Pred::eq, o, zero);
    Value firstHigh = x.orI(atZero, x.cmp(Pred::eq, j, last));
    Value always = arith::ConstantIntOp::create(x.b, x.loc, 1, 1);
    Value high = x.select(x.cmp(Pred::sge, j, last), firstHigh, always);
    return x.select(x.cmp(Pred::sle, j, zero), atZero, high);
  }
  case PadMode::wrap:
    return x.cmp(Pred::slt, o, d);
  case PadMode::reflect: {
    // m = j mod P: the turning points 0 and d - 1 come back after P, an
    // ascending m after 2m (its mirror -m), a descending m after 2m - P.
    Value period = getPeriod(x, mode, d);
    Value m = x.posMod(j, period);
    Value twice = x.add(m, m);
    Value turn = x.orI(x.cmp(Pred::eq, m, zero), x.cmp(Pred::eq, m, last));
    Value gap = x.select(
        turn, period,
        x.select(x.cmp(Pred::slt, m, last), twice, x.sub(twice, period)));
    return x.cmp(Pred::slt, o, gap);
  }
  case PadMode::symmetric: {
    // m = j mod 2d: an ascending m comes back after 2m + 1, a descending one
    // after 2m + 1 - 2d.
    Value period = getPeriod(x, mode, d);
    Value m = x.posMod(j, period);
    Value gap = x.add(x.add(m, m), x.cst(1));
    gap = x.select(x.cmp(Pred::slt, m, d), gap, x.sub(gap, period));
    return x.cmp(Pred::slt, o, gap);
  }
  case PadMode::constant:
    break;
  }
  llvm_unreachable("constant mode maps one coordinate to an index");
}

Target buildTarget(Idx &x, const GradAxis &axis, Value o) {
  using Pred = arith::CmpIPredicate;
  Value j = x.sub(o, axis.low);
  if (axis.mode == PadMode::constant) {
    Value zero = x.cst(0);
    Value valid =
        x.andI(x.cmp(Pred::sge, j, zero), x.cmp(Pred::slt, j, axis.dilated));
    Value i = j;
    if (axis.interior != 0) {
      Value stride = x.cst(axis.interior + 1);
      valid = x.andI(
          valid,
          x.cmp(Pred::eq, arith::RemSIOp::create(x.b, x.loc, j, stride), zero));
      i = arith::DivSIOp::create(x.b, x.loc, j, stride);
    }
    // In bounds whenever `valid` holds; clamped for the rest.
    i = x.min(x.max(i, zero), x.max(x.sub(axis.size, x.cst(1)), zero));
    return {i, valid, Value()};
  }
  // The map of an empty axis is evaluated (not used) on max(d, 1).
  Value d = x.max(axis.size, x.cst(1));
  return {axis.borderMap->map(x.b, x.loc, j), axis.nonEmpty,
          buildIsFirst(x, axis.mode, o, j, d)};
}

Value buildTargetWrite(OpBuilder &b, Location loc, const Target &target,
                       Value acc, ArrayRef<Value> at,
                       function_ref<Value(OpBuilder &, Location)> readTerm) {
  auto write = [&](OpBuilder &wb, Location wloc) -> Value {
    Value term = readTerm(wb, wloc);
    if (target.first) {
      Value old = tensor::ExtractOp::create(wb, wloc, acc, at);
      term = arith::SelectOp::create(wb, wloc, target.first, term,
                                     buildAdd(wb, wloc, old, term));
    }
    return tensor::InsertOp::create(wb, wloc, term, acc, at);
  };
  if (!target.valid)
    return write(b, loc);
  return buildIfElse(b, loc, target.valid, write,
                     [&](OpBuilder &, Location) { return acc; });
}

/// A loop nest over `sizes` that threads `init` through `body`.
Value buildNest(
    OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes, Value init,
    function_ref<Value(OpBuilder &, Location, ValueRange, Value)> body) {
  IndexArith ia(b, loc);
  SmallVector<Value> lbs, ubs, steps;
  for (OpFoldResult size : sizes) {
    lbs.push_back(ia.value(ia.cst(0)));
    ubs.push_back(ia.value(size));
    steps.push_back(ia.value(ia.cst(1)));
  }
  scf::LoopNest nest =
      scf::buildLoopNest(b, loc, lbs, ubs, steps, ValueRange{init},
                         [&](OpBuilder &nb, Location nloc, ValueRange ivs,
                             ValueRange iterArgs) -> scf::ValueVector {
                           return {body(nb, nloc, ivs, iterArgs[0])};
                         });
  if (nest.loops.empty())
    return nest.results.front();
  return nest.loops.front().getResult(0);
}

/// `into` (a tensor.empty when null) of `sizes` filled with zeros of `type`.
Value buildZeros(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
                 Type type, Value into) {
  Value empty = into ? into : tensor::EmptyOp::create(b, loc, sizes, type);
  Value zero = buildZero(b, loc, type);
  return buildNest(b, loc, sizes, empty,
                   [&](OpBuilder &nb, Location nloc, ValueRange ivs, Value t) {
                     return tensor::InsertOp::create(nb, nloc, zero, t, ivs);
                   });
}

/// Folds axis `a` of `input` (of `inSizes`, in the accumulator type after
/// conversion) into `into` (a new tensor when null) of `outSizes`.
Value buildFold(OpBuilder &b, Location loc, Value input,
                ArrayRef<OpFoldResult> inSizes, ArrayRef<OpFoldResult> outSizes,
                int64_t a, const GradAxis &axis, Type accType, Value into) {
  Value out = buildZeros(b, loc, outSizes, accType, into);
  return buildNest(
      b, loc, inSizes, out,
      [&](OpBuilder &nb, Location nloc, ValueRange ivs, Value acc) -> Value {
        Idx x{nb, nloc};
        Target target = buildTarget(x, axis, ivs[a]);
        SmallVector<Value> at(ivs);
        at[a] = target.index;
        return buildTargetWrite(
            nb, nloc, target, acc, at, [&](OpBuilder &wb, Location wloc) {
              Value term = tensor::ExtractOp::create(wb, wloc, input, ivs);
              return buildConvert(wb, wloc, term, accType);
            });
      });
}

/// gv: the sum of the elements of gy that hold the pad value, in f64 for
/// floats up to f32 (docs/Semantics.md prescribes no order for it).
Value buildValueGrad(OpBuilder &b, Location loc, PadGradOp op,
                     ArrayRef<GradAxis> axes, ArrayRef<OpFoldResult> gySizes) {
  Type type = op.getGyType().getElementType();
  Type accType = type;
  if (auto floatType = dyn_cast<FloatType>(type);
      floatType && floatType.getWidth() <= 32)
    accType = Float64Type::get(b.getContext());
  Value zero = buildZero(b, loc, accType);
  Value sum = buildNest(
      b, loc, gySizes, zero,
      [&](OpBuilder &nb, Location nloc, ValueRange ivs, Value acc) -> Value {
        Idx x{nb, nloc};
        Value inside;
        for (auto [axis, iv] : llvm::zip(axes, ivs)) {
          Value valid = buildTarget(x, axis, iv).valid;
          inside = inside ? x.andI(inside, valid) : valid;
        }
        if (!inside) // rank 0: nothing is padded
          return acc;
        Value term = tensor::ExtractOp::create(nb, nloc, op.getGy(), ivs);
        term = buildConvert(nb, nloc, term, accType);
        return arith::SelectOp::create(nb, nloc, inside, acc,
                                       buildAdd(nb, nloc, acc, term));
      });
  return buildConvert(b, loc, sum, type);
}

/// The loop invariants of every axis of `op`, with `gx` of `gxSizes`.
SmallVector<GradAxis> buildAxes(OpBuilder &b, PadGradOp op,
                                ArrayRef<OpFoldResult> gxSizes) {
  IndexArith ia(b, op.getLoc());
  SmallVector<OpFoldResult> low = op.getMixedLow();
  SmallVector<int64_t> interior = op.getInteriorOrZeros();
  SmallVector<GradAxis> axes;
  for (int64_t k = 0, e = op.getGyType().getRank(); k < e; ++k) {
    GradAxis axis{op.getMode(),
                  ia.value(low[k]),
                  ia.value(gxSizes[k]),
                  ia.value(getDilatedSize(ia, gxSizes[k], interior[k])),
                  interior[k],
                  Value(),
                  std::nullopt};
    std::optional<int64_t> d = getConstantIntValue(gxSizes[k]);
    if (op.getMode() != PadMode::constant && !(d && *d > 0))
      axis.nonEmpty = ia.cmp(arith::CmpIPredicate::sgt, gxSizes[k], ia.cst(0));
    if (op.getMode() != PadMode::constant)
      axis.borderMap.emplace(b, op.getLoc(), op.getMode(), gxSizes[k],
                             /*periodic=*/true);
    axes.push_back(axis);
  }
  return axes;
}

} // namespace grad
} // namespace pad
} // namespace mlir

using namespace mlir::pad::grad;

namespace {

struct LowerPadGrad : OpRewritePattern<PadGradOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadGradOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getGyType().getElementType();
    if (auto intType = dyn_cast<IntegerType>(type);
        intType && !intType.isSignless())
      return rewriter.notifyMatchFailure(
          op, "signed and unsigned integers have no arith add");
    Location loc = op.getLoc();
    SmallVector<OpFoldResult> gySizes =
        tensor::getMixedSizes(rewriter, loc, op.getGy());
    SmallVector<OpFoldResult> gxSizes = getGxSizes(rewriter, op);
    SmallVector<GradAxis> axes = buildAxes(rewriter, op, gxSizes);

    // The folds, axis 0 first, in the accumulator type; the last one, or the
    // rounding after it, writes into gx's destination when it has one.
    Type accType = getAccumulatorType(type);
    int64_t rank = axes.size();
    Value dest;
    if (rank != 0)
      dest = createPadGradOutput(rewriter, op, gxSizes);
    Value t = op.getGy();
    SmallVector<OpFoldResult> sizes(gySizes);
    for (int64_t a = 0; a < rank; ++a) {
      SmallVector<OpFoldResult> outSizes(sizes);
      outSizes[a] = gxSizes[a];
      Value into = a == rank - 1 && accType == type ? dest : Value();
      t = buildFold(rewriter, loc, t, sizes, outSizes, a, axes[a], accType,
                    into);
      sizes = outSizes;
    }
    // Rounded once at the end.
    if (accType != type && rank != 0) {
      Value acc = t;
      t = buildNest(rewriter, loc, gxSizes, dest,
                    [&](OpBuilder &b, Location l, ValueRange ivs, Value out) {
                      Value v = tensor::ExtractOp::create(b, l, acc, ivs);
                      return tensor::InsertOp::create(
                          b, l, buildConvert(b, l, v, type), out, ivs);
                    });
    }
    if (t.getType() != op.getGxType())
      t = tensor::CastOp::create(rewriter, loc, op.getGxType(), t);
    SmallVector<Value> results{t};
    if (op.getGv())
      results.push_back(buildValueGrad(rewriter, loc, op, axes, gySizes));
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

void mlir::pad::populatePadGradLoweringPatterns(RewritePatternSet &patterns) {
  patterns.add<LowerPadGrad>(patterns.getContext());
}
