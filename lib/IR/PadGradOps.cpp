//===- PadGradOps.cpp - pad.pad_grad: verifier, shapes, folds -------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The adjoint of pad.pad (docs/Semantics.md, "pad.pad_grad"). The constraint
// labels G1..G8 refer to that section. The custom assembly shares pad.pad's
// directives (PadOps.cpp, where the generated parsers and printers live).
//
//===----------------------------------------------------------------------===//

#include "pad/IR/PadOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "pad/Utils/IndexArith.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::pad;

//===----------------------------------------------------------------------===//
// Builders and accessors
//===----------------------------------------------------------------------===//

void PadGradOp::build(OpBuilder &b, OperationState &state, Type gxType,
                      Value gy, ArrayRef<OpFoldResult> low,
                      ArrayRef<OpFoldResult> high, ArrayRef<int64_t> interior,
                      PadMode mode, bool valueGrad) {
  SmallVector<int64_t> staticLow, staticHigh;
  SmallVector<Value> dynamicLow, dynamicHigh;
  dispatchIndexOpFoldResults(low, dynamicLow, staticLow);
  dispatchIndexOpFoldResults(high, dynamicHigh, staticHigh);
  auto gyType = cast<RankedTensorType>(gy.getType());
  if (!gxType) {
    SmallVector<int64_t> shape;
    for (int64_t k = 0, rank = gyType.getRank(); k < rank; ++k) {
      int64_t r = k < static_cast<int64_t>(interior.size()) ? interior[k] : 0;
      std::optional<int64_t> size =
          k < static_cast<int64_t>(staticLow.size()) &&
                  k < static_cast<int64_t>(staticHigh.size())
              ? inferGxSize(gyType.getDimSize(k), staticLow[k], staticHigh[k],
                            r)
              : std::nullopt;
      shape.push_back(size.value_or(ShapedType::kDynamic));
    }
    gxType = RankedTensorType::get(shape, gyType.getElementType());
  }
  DenseI64ArrayAttr interiorAttr =
      interior.empty() ? DenseI64ArrayAttr() : b.getDenseI64ArrayAttr(interior);
  Type gvType = valueGrad ? gyType.getElementType() : Type();
  build(b, state, gxType, gvType, gy, dynamicLow, dynamicHigh,
        b.getDenseI64ArrayAttr(staticLow), b.getDenseI64ArrayAttr(staticHigh),
        interiorAttr, PadModeAttr::get(b.getContext(), mode),
        valueGrad ? b.getUnitAttr() : UnitAttr());
}

SmallVector<OpFoldResult> PadGradOp::getMixedLow() {
  return getMixedValues(getStaticLow(), getLow(), getContext());
}

SmallVector<OpFoldResult> PadGradOp::getMixedHigh() {
  return getMixedValues(getStaticHigh(), getHigh(), getContext());
}

SmallVector<int64_t> PadGradOp::getInteriorOrZeros() {
  if (std::optional<ArrayRef<int64_t>> interior = getInterior())
    return llvm::to_vector(*interior);
  return SmallVector<int64_t>(getGyType().getRank(), 0);
}

bool PadGradOp::hasInteriorPadding() {
  return llvm::any_of(getInteriorOrZeros(), [](int64_t r) { return r != 0; });
}

void PadGradOp::getAsmResultNames(
    function_ref<void(Value, StringRef)> setNameFn) {
  setNameFn(getGx(), "gx");
  if (Value gv = getGv())
    setNameFn(gv, "gv");
}

std::optional<int64_t> PadGradOp::inferGxSize(int64_t gySize, int64_t low,
                                              int64_t high, int64_t interior) {
  if (ShapedType::isDynamic(gySize) || ShapedType::isDynamic(low) ||
      ShapedType::isDynamic(high) || interior < 0)
    return std::nullopt;
  std::optional<int64_t> dilated = llvm::checkedSub(gySize, low);
  if (dilated)
    dilated = llvm::checkedSub(*dilated, high);
  if (!dilated)
    return std::nullopt;
  if (*dilated <= 0)
    return 0;
  std::optional<int64_t> stride = llvm::checkedAdd(interior, int64_t(1));
  if (!stride)
    return std::nullopt;
  return (*dilated - 1) / *stride + 1;
}

//===----------------------------------------------------------------------===//
// Verifier
//===----------------------------------------------------------------------===//

namespace {
/// The G1 checks of the entry counts and dynamic markers of one side.
LogicalResult verifyAmounts(PadGradOp op, StringRef name,
                            ArrayRef<int64_t> staticAmounts,
                            ValueRange dynamicAmounts, int64_t rank) {
  if (static_cast<int64_t>(staticAmounts.size()) != rank)
    return op.emitOpError("G1: expected ")
           << rank << " " << name << " entries (the rank of gx), got "
           << staticAmounts.size();
  int64_t markers = llvm::count_if(staticAmounts, ShapedType::isDynamic);
  if (markers != static_cast<int64_t>(dynamicAmounts.size()))
    return op.emitOpError("G1: expected ")
           << markers << " dynamic " << name
           << " operands (one per dynamic entry of static_" << name << "), got "
           << dynamicAmounts.size();
  return success();
}

/// G5: a border mode reads a source element for every output element, so
/// it cannot pad an empty axis.
LogicalResult verifyBorderAxes(PadGradOp op) {
  PadMode mode = op.getMode();
  if (mode == PadMode::constant)
    return success();
  RankedTensorType gxType = op.getGxType();
  for (int64_t k = 0, rank = gxType.getRank(); k < rank; ++k) {
    if (gxType.getDimSize(k) != 0)
      continue;
    for (auto [side, amount] :
         {std::pair<StringRef, int64_t>{"low", op.getStaticLow()[k]},
          std::pair<StringRef, int64_t>{"high", op.getStaticHigh()[k]}}) {
      if (ShapedType::isDynamic(amount) || amount <= 0)
        continue;
      return op.emitOpError("G5: mode ")
             << stringifyPadMode(mode) << " needs a non-empty axis " << k
             << " of gx to pad it, got " << side << " " << amount
             << " on an axis of size 0";
    }
  }
  return success();
}

/// G8 for gx: a static gx of more than INT64_MAX bytes.
LogicalResult verifyGxBytes(PadGradOp op) {
  RankedTensorType gxType = op.getGxType();
  int64_t bytes = getElementByteSize(gxType.getElementType());
  bool overflows = false;
  for (int64_t dim : gxType.getShape()) {
    if (dim == 0)
      return success();
    if (ShapedType::isDynamic(dim))
      continue;
    std::optional<int64_t> next = llvm::checkedMul(bytes, dim);
    overflows |= !next;
    bytes = next.value_or(bytes);
  }
  if (overflows)
    return op.emitOpError("G8: gx ")
           << gxType << " has more than 9223372036854775807 bytes";
  return success();
}
} // namespace

LogicalResult PadGradOp::verify() {
  if (int64_t gys = getODSOperandIndexAndLength(0).second; gys != 1)
    return emitOpError("expected 1 gy operand, got ") << gys;
  RankedTensorType gyType = getGyType(), gxType = getGxType();
  Type elementType = gyType.getElementType();

  // G6
  if (gxType.getElementType() != elementType)
    return emitOpError("G6: expected gx element type ")
           << elementType << " (the element type of gy), got "
           << gxType.getElementType();
  if (gxType.getRank() != gyType.getRank())
    return emitOpError("G6: expected gx rank ")
           << gyType.getRank() << " (the rank of gy), got " << gxType.getRank();
  if (elementType.isInteger(1))
    return emitOpError("G6: expected an element type other than i1, which "
                       "has no sum");

  // G1
  int64_t rank = gxType.getRank();
  if (failed(verifyAmounts(*this, "low", getStaticLow(), getLow(), rank)) ||
      failed(verifyAmounts(*this, "high", getStaticHigh(), getHigh(), rank)))
    return failure();
  ArrayRef<int64_t> interior;
  if (std::optional<ArrayRef<int64_t>> attr = getInterior()) {
    if (static_cast<int64_t>(attr->size()) != rank)
      return emitOpError("G1: expected ")
             << rank << " interior entries (the rank of gx), got "
             << attr->size();
    interior = *attr;
  }

  // G2, G3
  for (auto [k, r] : llvm::enumerate(interior)) {
    if (r < 0)
      return emitOpError("G2: expected interior entries >= 0, got ")
             << r << " on axis " << k;
    if (r != 0 && getMode() != PadMode::constant)
      return emitOpError("G3: interior padding needs mode constant, got mode ")
             << stringifyPadMode(getMode()) << " with interior " << r
             << " on axis " << k;
  }

  // G4
  if (getValueGrad() && getMode() != PadMode::constant)
    return emitOpError("G4: value_grad is only allowed in mode constant, got "
                       "mode ")
           << stringifyPadMode(getMode());
  if (getValueGrad() != static_cast<bool>(getGv()))
    return emitOpError("G4: expected ")
           << (getValueGrad() ? "a second result gv with value_grad"
                              : "no second result without value_grad");
  if (Value gv = getGv(); gv && gv.getType() != elementType)
    return emitOpError("G4: expected gv of type ")
           << elementType << " (the element type of gy), got " << gv.getType();

  // G5
  if (failed(verifyBorderAxes(*this)))
    return failure();

  // G7, G8: what pad.pad infers from gx.
  FailureOr<RankedTensorType> inferred =
      PadOp::inferResultType(gxType, getStaticLow(), getStaticHigh(), interior);
  if (failed(inferred))
    return emitOpError("G8: the shape of pad.pad of gx ")
           << gxType << " overflows int64";
  for (int64_t k = 0; k < rank; ++k) {
    int64_t expected = inferred->getDimSize(k), actual = gyType.getDimSize(k);
    if (ShapedType::isDynamic(expected) || ShapedType::isDynamic(actual) ||
        expected == actual)
      continue;
    return emitOpError("G7: expected gy dim ")
           << k << " to be " << expected << " (pad.pad of gx infers "
           << *inferred << "), got " << actual;
  }
  return verifyGxBytes(*this);
}

//===----------------------------------------------------------------------===//
// ReifyRankedShapedTypeOpInterface
//===----------------------------------------------------------------------===//

LogicalResult
PadGradOp::reifyResultShapes(OpBuilder &b,
                             ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
  IndexArith ia(b, getLoc());
  RankedTensorType gxType = getGxType();
  SmallVector<OpFoldResult> low = getMixedLow(), high = getMixedHigh();
  SmallVector<int64_t> interior = getInteriorOrZeros();
  SmallVector<OpFoldResult> &shape = reifiedReturnShapes.emplace_back();
  for (int64_t k = 0, rank = gxType.getRank(); k < rank; ++k) {
    if (!gxType.isDynamicDim(k)) {
      shape.push_back(b.getIndexAttr(gxType.getDimSize(k)));
      continue;
    }
    OpFoldResult n = tensor::getMixedSize(b, getLoc(), getGy(), k);
    shape.push_back(getUnpaddedSize(ia, n, low[k], high[k], interior[k]));
  }
  // The scalar gv has no shape.
  if (getGv())
    reifiedReturnShapes.emplace_back();
  return success();
}

//===----------------------------------------------------------------------===//
// Folds and canonicalization
//===----------------------------------------------------------------------===//

/// True if every amount is a static zero and there is no interior padding:
/// gx is gy, and no element holds the pad value.
static bool isIdentityPadGrad(PadGradOp op) {
  auto isZero = [](int64_t v) { return v == 0; };
  return op.getLow().empty() && op.getHigh().empty() &&
         llvm::all_of(op.getStaticLow(), isZero) &&
         llvm::all_of(op.getStaticHigh(), isZero) && !op.hasInteriorPadding();
}

LogicalResult PadGradOp::fold(FoldAdaptor,
                              SmallVectorImpl<OpFoldResult> &results) {
  if (!isIdentityPadGrad(*this) || getGv() || getGyType() != getGxType())
    return failure();
  results.push_back(getGy());
  return success();
}

/// The zero of `type` as a constant, or null for types arith.constant does
/// not take (signed or unsigned integers).
static Value buildZeroScalar(OpBuilder &b, Location loc, Type type) {
  if (auto complexType = dyn_cast<ComplexType>(type)) {
    Attribute zero = b.getZeroAttr(complexType.getElementType());
    return complex::ConstantOp::create(b, loc, complexType,
                                       b.getArrayAttr({zero, zero}));
  }
  if (auto intType = dyn_cast<IntegerType>(type);
      intType && !intType.isSignless())
    return {};
  return arith::ConstantOp::create(b, loc,
                                   cast<TypedAttr>(b.getZeroAttr(type)));
}

namespace {

/// An identity pad_grad (all amounts zero) whose gx type differs from gy's,
/// or that has value_grad: gx is gy (cast), gv is zero.
struct FoldIdentityPadGrad : OpRewritePattern<PadGradOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadGradOp op,
                                PatternRewriter &rewriter) const override {
    if (!isIdentityPadGrad(op))
      return rewriter.notifyMatchFailure(op, "pads something");
    if (!op.getGv() && op.getGyType() == op.getGxType())
      return rewriter.notifyMatchFailure(op, "left to the folder");
    SmallVector<Value> replacements;
    Value gx = op.getGy();
    if (gx.getType() != op.getGxType())
      gx = tensor::CastOp::create(rewriter, op.getLoc(), op.getGxType(), gx);
    replacements.push_back(gx);
    if (op.getGv()) {
      Value zero = buildZeroScalar(rewriter, op.getLoc(), op.getGv().getType());
      if (!zero)
        return rewriter.notifyMatchFailure(op, "no zero constant of gv's type");
      replacements.push_back(zero);
    }
    rewriter.replaceOp(op, replacements);
    return success();
  }
};

/// Constant mode without interior and without value_grad, static amounts and
/// a static gy: each element of gx receives exactly the element of gy it was
/// padded to, or none. gx is a tensor.extract_slice of gy, padded with zeros
/// (a constant pad.pad) where the amounts are negative (gx elements cropped
/// away by the pad).
struct PadGradToExtractSlice : OpRewritePattern<PadGradOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadGradOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getMode() != PadMode::constant || op.hasInteriorPadding() ||
        op.getGv())
      return rewriter.notifyMatchFailure(
          op, "not constant mode without interior and value_grad");
    if (!op.getLow().empty() || !op.getHigh().empty())
      return rewriter.notifyMatchFailure(op, "dynamic amounts");
    RankedTensorType gyType = op.getGyType();
    if (!gyType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic gy shape");
    if (isIdentityPadGrad(op))
      return rewriter.notifyMatchFailure(op, "an identity");

    SmallVector<int64_t> offsets, sizes, zerosLow, zerosHigh, gxShape;
    for (int64_t k = 0, rank = gyType.getRank(); k < rank; ++k) {
      int64_t n = gyType.getDimSize(k), p = op.getStaticLow()[k],
              q = op.getStaticHigh()[k];
      std::optional<int64_t> d = PadGradOp::inferGxSize(n, p, q, 0);
      if (!d)
        return rewriter.notifyMatchFailure(op, "sizes overflow");
      // A gx size that pad.pad does not take back to n is left to the
      // run-time check (docs/Semantics.md).
      if (std::max<int64_t>(0, p + *d + q) != n)
        return rewriter.notifyMatchFailure(op, "gy is no pad of any gx");
      // gx[i] = gy[i + p] for 0 <= i + p < n: i in [lo, hi).
      int64_t lo = p < 0 ? std::min(-p, *d) : 0;
      int64_t hi = std::max(lo, std::min(*d, n - p));
      offsets.push_back(hi > lo ? lo + p : 0);
      sizes.push_back(hi - lo);
      zerosLow.push_back(lo);
      zerosHigh.push_back(*d - hi);
      gxShape.push_back(*d);
    }
    Location loc = op.getLoc();
    SmallVector<int64_t> strides(gyType.getRank(), 1);
    MLIRContext *ctx = rewriter.getContext();
    Value gx = tensor::ExtractSliceOp::create(
        rewriter, loc, op.getGy(), getAsIndexOpFoldResult(ctx, offsets),
        getAsIndexOpFoldResult(ctx, sizes),
        getAsIndexOpFoldResult(ctx, strides));
    if (llvm::any_of(zerosLow, [](int64_t v) { return v != 0; }) ||
        llvm::any_of(zerosHigh, [](int64_t v) { return v != 0; }))
      gx = PadOp::create(rewriter, loc, gx, zerosLow, zerosHigh);
    if (gx.getType() != op.getGxType())
      gx = tensor::CastOp::create(rewriter, loc, op.getGxType(), gx);
    rewriter.replaceOp(op, gx);
    return success();
  }
};

} // namespace

void PadGradOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *context) {
  results.add<FoldIdentityPadGrad, PadGradToExtractSlice>(context);
}
