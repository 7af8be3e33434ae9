//===- PadOps.cpp - pad.pad: builders, verifier, shape inference ----------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The constraint labels C1..C11 refer to docs/Semantics.md.
//
//===----------------------------------------------------------------------===//

#include "pad/IR/PadOps.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "pad/Utils/IndexArith.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::pad;

//===----------------------------------------------------------------------===//
// Custom directive: `interior[...]`, printed only when some entry is non-zero.
//===----------------------------------------------------------------------===//

static ParseResult parseInterior(OpAsmParser &parser,
                                 DenseI64ArrayAttr &interior) {
  if (failed(parser.parseOptionalKeyword("interior")))
    return success();
  SmallVector<int64_t> values;
  if (parser.parseCommaSeparatedList(
          OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
            return parser.parseInteger(values.emplace_back());
          }))
    return failure();
  interior = parser.getBuilder().getDenseI64ArrayAttr(values);
  return success();
}

static void printInterior(OpAsmPrinter &printer, Operation *,
                          DenseI64ArrayAttr interior) {
  if (!interior ||
      llvm::all_of(interior.asArrayRef(), [](int64_t r) { return r == 0; }))
    return;
  printer << " interior[";
  llvm::interleaveComma(interior.asArrayRef(), printer);
  printer << "]";
}

//===----------------------------------------------------------------------===//
// Custom directive: `mode(<mode>)`, printed only when not `constant`.
//===----------------------------------------------------------------------===//

static ParseResult parseMode(OpAsmParser &parser, PadModeAttr &mode) {
  if (failed(parser.parseOptionalKeyword("mode")))
    return success();
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLParen() || parser.parseKeyword(&keyword))
    return failure();
  std::optional<PadMode> parsed = symbolizePadMode(keyword);
  if (!parsed)
    return parser.emitError(loc, "expected a pad mode (constant, edge, "
                                 "reflect, symmetric or wrap), got '")
           << keyword << "'";
  mode = PadModeAttr::get(parser.getContext(), *parsed);
  return parser.parseRParen();
}

static void printMode(OpAsmPrinter &printer, Operation *, PadModeAttr mode) {
  if (mode && mode.getValue() != PadMode::constant)
    printer << " mode(" << stringifyPadMode(mode.getValue()) << ")";
}

//===----------------------------------------------------------------------===//
// Custom directive: the type of `value(%v)`, implied by the source type.
//===----------------------------------------------------------------------===//

/// Gives the pad value, when there is one, the element type of the source
/// (C5): the custom form writes no type for it. The directive parses and
/// prints nothing; it comes last in the format, where the source type is
/// known. C5 itself is checked by the verifier (PadOp::verify), after the
/// operand segments: an ODS type-matching trait would read the source before
/// anything has checked that there is one.
static ParseResult
parsePadValueType(OpAsmParser &parser,
                  std::optional<OpAsmParser::UnresolvedOperand> value,
                  Type &valueType, Type sourceType) {
  if (value)
    valueType = getElementTypeOrSelf(sourceType);
  return success();
}

static void printPadValueType(OpAsmPrinter &, Operation *, Value, Type, Type) {}

#define GET_OP_CLASSES
#include "pad/IR/PadOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Builders and accessors
//===----------------------------------------------------------------------===//

void PadOp::build(OpBuilder &b, OperationState &state, Value source,
                  ArrayRef<int64_t> staticLow, ArrayRef<int64_t> staticHigh,
                  ArrayRef<int64_t> interior, PadMode mode, Value value) {
  build(b, state, Type(), source,
        getAsIndexOpFoldResult(b.getContext(), staticLow),
        getAsIndexOpFoldResult(b.getContext(), staticHigh), interior, mode,
        value);
}

void PadOp::build(OpBuilder &b, OperationState &state, Type resultType,
                  Value source, ArrayRef<OpFoldResult> low,
                  ArrayRef<OpFoldResult> high, ArrayRef<int64_t> interior,
                  PadMode mode, Value value) {
  SmallVector<int64_t> staticLow, staticHigh;
  SmallVector<Value> dynamicLow, dynamicHigh;
  dispatchIndexOpFoldResults(low, dynamicLow, staticLow);
  dispatchIndexOpFoldResults(high, dynamicHigh, staticHigh);
  auto sourceType = cast<RankedTensorType>(source.getType());
  if (!resultType) {
    // An invalid combination gets a fully dynamic type; the verifier reports
    // the actual problem.
    FailureOr<RankedTensorType> inferred =
        inferResultType(sourceType, staticLow, staticHigh, interior);
    resultType =
        succeeded(inferred)
            ? *inferred
            : RankedTensorType::get(SmallVector<int64_t>(sourceType.getRank(),
                                                         ShapedType::kDynamic),
                                    sourceType.getElementType());
  }
  DenseI64ArrayAttr interiorAttr =
      interior.empty() ? DenseI64ArrayAttr() : b.getDenseI64ArrayAttr(interior);
  build(b, state, resultType, source, dynamicLow, dynamicHigh,
        b.getDenseI64ArrayAttr(staticLow), b.getDenseI64ArrayAttr(staticHigh),
        interiorAttr, PadModeAttr::get(b.getContext(), mode), value);
}

SmallVector<OpFoldResult> PadOp::getMixedLow() {
  return getMixedValues(getStaticLow(), getLow(), getContext());
}

SmallVector<OpFoldResult> PadOp::getMixedHigh() {
  return getMixedValues(getStaticHigh(), getHigh(), getContext());
}

SmallVector<int64_t> PadOp::getInteriorOrZeros() {
  if (std::optional<ArrayRef<int64_t>> interior = getInterior())
    return llvm::to_vector(*interior);
  return SmallVector<int64_t>(getSourceType().getRank(), 0);
}

bool PadOp::hasInteriorPadding() {
  return llvm::any_of(getInteriorOrZeros(), [](int64_t r) { return r != 0; });
}

void PadOp::getAsmResultNames(function_ref<void(Value, StringRef)> setNameFn) {
  setNameFn(getResult(), "padded");
}

//===----------------------------------------------------------------------===//
// Shape inference
//===----------------------------------------------------------------------===//

namespace {
/// Reports through `emitError` when it is set; a no-op otherwise.
struct Reporter {
  function_ref<InFlightDiagnostic()> emitError;

  LogicalResult fail(llvm::function_ref<void(InFlightDiagnostic &)> fill) {
    if (emitError) {
      InFlightDiagnostic diag = emitError();
      fill(diag);
    }
    return failure();
  }
};

bool isStatic(int64_t v) { return !ShapedType::isDynamic(v); }

/// Returns `n` of docs/Semantics.md for static `d`, `p`, `q`, `r`, or
/// std::nullopt when the arithmetic overflows int64 (C11).
std::optional<int64_t> staticPaddedSize(int64_t d, int64_t p, int64_t q,
                                        int64_t r) {
  int64_t dilated = 0;
  if (d != 0) {
    std::optional<int64_t> stride = llvm::checkedAdd(r, int64_t(1));
    if (!stride)
      return std::nullopt;
    std::optional<int64_t> scaled = llvm::checkedMul(d - 1, *stride);
    if (!scaled)
      return std::nullopt;
    std::optional<int64_t> plusOne = llvm::checkedAdd(*scaled, int64_t(1));
    if (!plusOne)
      return std::nullopt;
    dilated = *plusOne;
  }
  std::optional<int64_t> sum = llvm::checkedAdd(p, dilated);
  if (!sum)
    return std::nullopt;
  sum = llvm::checkedAdd(*sum, q);
  if (!sum)
    return std::nullopt;
  return std::max<int64_t>(0, *sum);
}
} // namespace

FailureOr<RankedTensorType>
PadOp::inferResultType(RankedTensorType sourceType, ArrayRef<int64_t> staticLow,
                       ArrayRef<int64_t> staticHigh, ArrayRef<int64_t> interior,
                       function_ref<InFlightDiagnostic()> emitError) {
  Reporter report{emitError};
  int64_t rank = sourceType.getRank();
  auto checkCount = [&](StringRef name, size_t count) {
    if (static_cast<int64_t>(count) == rank)
      return success();
    return report.fail([&](InFlightDiagnostic &diag) {
      diag << "C1: expected " << rank << " " << name
           << " entries (the source rank), got " << count;
    });
  };
  if (failed(checkCount("low", staticLow.size())) ||
      failed(checkCount("high", staticHigh.size())) ||
      (!interior.empty() && failed(checkCount("interior", interior.size()))))
    return failure();

  SmallVector<int64_t> shape;
  for (int64_t k = 0; k < rank; ++k) {
    int64_t d = sourceType.getDimSize(k), p = staticLow[k], q = staticHigh[k],
            r = interior.empty() ? 0 : interior[k];
    if (r < 0)
      return report.fail([&](InFlightDiagnostic &diag) {
        diag << "C2: expected interior entries >= 0, got " << r << " on axis "
             << k;
      });
    // r + 1 must be representable whatever `d` turns out to be.
    if (r == std::numeric_limits<int64_t>::max())
      return report.fail([&](InFlightDiagnostic &diag) {
        diag << "C11: interior amount " << r << " on axis " << k
             << " overflows int64";
      });
    if (!isStatic(d) || !isStatic(p) || !isStatic(q)) {
      // With a dynamic size, `n >= p + q` (the dilated size is never
      // negative): static amounts whose sum overflows overflow whatever `d`.
      if (isStatic(p) && isStatic(q) && p > 0 && q > 0 &&
          !llvm::checkedAdd(p, q))
        return report.fail([&](InFlightDiagnostic &diag) {
          diag << "C11: the size of axis " << k << " (low " << p
               << ", dynamic size, interior " << r << ", high " << q
               << ") overflows int64";
        });
      shape.push_back(ShapedType::kDynamic);
      continue;
    }
    std::optional<int64_t> n = staticPaddedSize(d, p, q, r);
    if (!n)
      return report.fail([&](InFlightDiagnostic &diag) {
        diag << "C11: the size of axis " << k << " (low " << p << ", size " << d
             << ", interior " << r << ", high " << q << ") overflows int64";
      });
    shape.push_back(*n);
  }
  return RankedTensorType::get(shape, sourceType.getElementType());
}

//===----------------------------------------------------------------------===//
// Verifier
//===----------------------------------------------------------------------===//

LogicalResult
PadOp::verifyStatic(RankedTensorType sourceType, ArrayRef<int64_t> staticLow,
                    ArrayRef<int64_t> staticHigh, ArrayRef<int64_t> interior,
                    PadMode mode, bool hasValue, RankedTensorType resultType,
                    function_ref<InFlightDiagnostic()> emitError) {
  Reporter report{emitError};
  // C1, C2 and C11 come with the inference.
  FailureOr<RankedTensorType> inferred =
      inferResultType(sourceType, staticLow, staticHigh, interior, emitError);
  if (failed(inferred))
    return failure();

  StringRef modeName = stringifyPadMode(mode);
  if (mode != PadMode::constant) {
    // C3
    for (size_t k = 0; k < interior.size(); ++k) {
      int64_t r = interior[k];
      if (r != 0)
        return report.fail([&](InFlightDiagnostic &diag) {
          diag << "C3: interior padding needs mode constant, got mode "
               << modeName << " with interior " << r << " on axis " << k;
        });
    }
    // C4
    if (hasValue)
      return report.fail([&](InFlightDiagnostic &diag) {
        diag << "C4: a pad value is only allowed in mode constant, got mode "
             << modeName;
      });
  }

  for (int64_t k = 0, rank = sourceType.getRank(); k < rank; ++k) {
    int64_t d = sourceType.getDimSize(k), p = staticLow[k], q = staticHigh[k];
    if (mode == PadMode::constant || !isStatic(d))
      continue;
    for (const std::pair<StringRef, int64_t> &sideAndAmount :
         {std::pair<StringRef, int64_t>{"low", p},
          std::pair<StringRef, int64_t>{"high", q}}) {
      StringRef side = sideAndAmount.first;
      int64_t amount = sideAndAmount.second;
      if (!isStatic(amount) || amount <= 0)
        continue;
      // C8
      if (d == 0)
        return report.fail([&](InFlightDiagnostic &diag) {
          diag << "C8: mode " << modeName << " needs a non-empty axis " << k
               << " to pad it, got " << side << " " << amount
               << " on an axis of size 0";
        });
    }
  }

  // C9
  if (resultType.getElementType() != sourceType.getElementType())
    return report.fail([&](InFlightDiagnostic &diag) {
      diag << "C9: expected result element type " << sourceType.getElementType()
           << " (the source element type), got " << resultType.getElementType();
    });
  if (resultType.getRank() != sourceType.getRank())
    return report.fail([&](InFlightDiagnostic &diag) {
      diag << "C9: expected result rank " << sourceType.getRank()
           << " (the source rank), got " << resultType.getRank();
    });

  // C10
  for (int64_t k = 0, rank = resultType.getRank(); k < rank; ++k) {
    int64_t expected = inferred->getDimSize(k);
    int64_t actual = resultType.getDimSize(k);
    if (!isStatic(expected) || expected == actual)
      continue;
    return report.fail([&](InFlightDiagnostic &diag) {
      diag << "C10: expected result dim " << k << " to be " << expected
           << " (inferred " << *inferred << "), got ";
      if (isStatic(actual))
        diag << actual;
      else
        diag << "dynamic";
    });
  }

  // C11: the static dims of the result, with its element size, fit in int64
  // bytes; the allocation size of a bigger result would wrap around.
  int64_t bytes = getElementByteSize(resultType.getElementType());
  bool overflows = false;
  for (int64_t dim : resultType.getShape()) {
    if (dim == 0)
      return success();
    if (!isStatic(dim))
      continue;
    std::optional<int64_t> next = llvm::checkedMul(bytes, dim);
    overflows |= !next;
    bytes = next.value_or(bytes);
  }
  if (overflows)
    return report.fail([&](InFlightDiagnostic &diag) {
      diag << "C11: the result " << resultType
           << " has more than 9223372036854775807 bytes";
    });
  return success();
}

LogicalResult PadOp::verify() {
  // The generated verifier accepts any size for the segment of a single
  // operand; getSource() and every accessor after it rely on exactly one.
  if (int64_t sources = getODSOperandIndexAndLength(0).second; sources != 1)
    return emitOpError("expected 1 source operand, got ") << sources;

  // C5. Not an ODS TypesMatchWith trait: its generated check runs before this
  // function and read the pad value (or an amount) as the source when the
  // source segment was empty. First among the constraints and in the trait's
  // words, as it used to be, with the types added.
  if (Value value = getValue()) {
    Type elementType = getSourceType().getElementType();
    if (value.getType() != elementType)
      return emitOpError("failed to verify that C5: `value` has the element "
                         "type of `source`: expected ")
             << elementType << ", got " << value.getType();
  }

  // C1: the dynamic markers match the operands. Checked first: every accessor
  // of mixed amounts relies on it.
  auto checkMarkers = [&](StringRef name, ArrayRef<int64_t> staticAmounts,
                          ValueRange dynamicAmounts) -> LogicalResult {
    int64_t markers = llvm::count_if(staticAmounts, ShapedType::isDynamic);
    if (markers == static_cast<int64_t>(dynamicAmounts.size()))
      return success();
    return emitOpError("C1: expected ")
           << markers << " dynamic " << name
           << " operands (one per dynamic entry of static_" << name << "), got "
           << dynamicAmounts.size();
  };
  if (failed(checkMarkers("low", getStaticLow(), getLow())) ||
      failed(checkMarkers("high", getStaticHigh(), getHigh())))
    return failure();

  ArrayRef<int64_t> interior;
  if (std::optional<ArrayRef<int64_t>> attr = getInterior()) {
    // C1: an empty `interior` would read as an absent one below.
    int64_t rank = getSourceType().getRank();
    if (static_cast<int64_t>(attr->size()) != rank)
      return emitOpError("C1: expected ")
             << rank << " interior entries (the source rank), got "
             << attr->size();
    interior = *attr;
  }
  return verifyStatic(getSourceType(), getStaticLow(), getStaticHigh(),
                      interior, getMode(), static_cast<bool>(getValue()),
                      getResultType(), [&]() { return emitOpError(); });
}

/// The value of `v` if it is known at compile time.
static std::optional<int64_t> getKnownValue(OpFoldResult v) {
  if (std::optional<int64_t> c = getConstantIntValue(v))
    return c;
  FailureOr<int64_t> bound = ValueBoundsConstraintSet::computeConstantBound(
      presburger::BoundType::EQ, ValueBoundsConstraintSet::Variable(v));
  return succeeded(bound) ? std::optional<int64_t>(*bound) : std::nullopt;
}

LogicalResult PadOp::verifyKnownValues() {
  RankedTensorType sourceType = getSourceType();
  if (getLow().empty() && getHigh().empty() && sourceType.hasStaticShape())
    return success(); // Nothing more is known than what the verifier saw.

  auto knownAmounts = [](ArrayRef<int64_t> staticAmounts,
                         ValueRange dynamicAmounts) {
    SmallVector<int64_t> amounts(staticAmounts);
    auto dynamic = dynamicAmounts.begin();
    for (int64_t &amount : amounts)
      if (ShapedType::isDynamic(amount))
        amount = getKnownValue(*dynamic++).value_or(ShapedType::kDynamic);
    return amounts;
  };
  SmallVector<int64_t> low = knownAmounts(getStaticLow(), getLow());
  SmallVector<int64_t> high = knownAmounts(getStaticHigh(), getHigh());
  SmallVector<int64_t> shape(sourceType.getShape());
  for (auto [k, d] : llvm::enumerate(shape)) {
    if (!ShapedType::isDynamic(d))
      continue;
    FailureOr<int64_t> size = ValueBoundsConstraintSet::computeConstantBound(
        presburger::BoundType::EQ,
        ValueBoundsConstraintSet::Variable(getSource(), k));
    if (succeeded(size) && *size >= 0)
      d = *size;
  }
  auto print = [](ArrayRef<int64_t> values) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "[";
    llvm::interleaveComma(values, os, [&](int64_t v) {
      if (ShapedType::isDynamic(v))
        os << "?";
      else
        os << v;
    });
    os << "]";
    return text;
  };
  // The result's dynamic dims may be known now too: C10 compares only the
  // static ones, C11 bounds the size of the whole result.
  RankedTensorType knownSource = sourceType.clone(shape);
  SmallVector<int64_t> interior = getInteriorOrZeros();
  SmallVector<int64_t> resultShape(getResultType().getShape());
  if (FailureOr<RankedTensorType> inferred =
          inferResultType(knownSource, low, high, interior);
      succeeded(inferred))
    for (auto [dim, inferredDim] :
         llvm::zip_equal(resultShape, inferred->getShape()))
      if (ShapedType::isDynamic(dim))
        dim = inferredDim;
  return verifyStatic(knownSource, low, high, interior, getMode(),
                      static_cast<bool>(getValue()),
                      getResultType().clone(resultShape), [&]() {
                        InFlightDiagnostic diag = emitOpError();
                        diag.attachNote()
                            << "with the values known at compile time: low "
                            << print(low) << ", high " << print(high)
                            << ", source shape " << print(shape);
                        return diag;
                      });
}

//===----------------------------------------------------------------------===//
// ReifyRankedShapedTypeOpInterface
//===----------------------------------------------------------------------===//

LogicalResult
PadOp::reifyResultShapes(OpBuilder &b,
                         ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
  IndexArith ia(b, getLoc());
  RankedTensorType resultType = getResultType();
  SmallVector<OpFoldResult> low = getMixedLow(), high = getMixedHigh();
  SmallVector<int64_t> interior = getInteriorOrZeros();
  SmallVector<OpFoldResult> &shape = reifiedReturnShapes.emplace_back();
  for (int64_t k = 0, rank = resultType.getRank(); k < rank; ++k) {
    if (!resultType.isDynamicDim(k)) {
      shape.push_back(b.getIndexAttr(resultType.getDimSize(k)));
      continue;
    }
    OpFoldResult d = tensor::getMixedSize(b, getLoc(), getSource(), k);
    shape.push_back(getPaddedSize(ia, d, low[k], high[k], interior[k]));
  }
  return success();
}
