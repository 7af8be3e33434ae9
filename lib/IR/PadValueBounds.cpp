//===- PadValueBounds.cpp - ValueBoundsOpInterface of pad.pad -------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Bounds of the result dims of a pad.pad, n = max(0, p + D + q) with
// D = max(0, d * (r + 1) - r) (docs/Semantics.md). The constraint set is
// linear, so the maxima become inequalities, and an equality where the
// operands of a maximum are known to be ordered.
//
//===----------------------------------------------------------------------===//

#include "pad/IR/PadTilingInterface.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

struct PadOpValueBounds
    : public ValueBoundsOpInterface::ExternalModel<PadOpValueBounds, PadOp> {
  void populateBoundsForShapedValueDim(Operation *op, Value value, int64_t dim,
                                       ValueBoundsConstraintSet &cstr) const {
    auto padOp = cast<PadOp>(op);
    assert(value == padOp.getResult() && "invalid value");
    OpFoldResult p = padOp.getMixedLow()[dim];
    OpFoldResult q = padOp.getMixedHigh()[dim];
    int64_t r = padOp.getInteriorOrZeros()[dim];
    AffineExpr d = cstr.getExpr(padOp.getSource(), dim);
    // The dilated size: d when r == 0, otherwise d * (r + 1) - r as soon as
    // d >= 1 (and 0 for d == 0), so only a lower bound in general.
    std::optional<int64_t> staticD =
        padOp.getSourceType().isDynamicDim(dim)
            ? std::nullopt
            : std::optional<int64_t>(padOp.getSourceType().getDimSize(dim));
    bool dilatedExact = r == 0 || (staticD && *staticD >= 1);
    AffineExpr dilated = r == 0 ? d : d * (r + 1) - r;
    AffineExpr sum = cstr.getExpr(p) + dilated + cstr.getExpr(q);
    cstr.bound(value)[dim] >= 0;
    if (!dilatedExact) {
      // D >= 0 and D >= d * (r + 1) - r give nothing exact for n.
      cstr.bound(value)[dim] >= sum;
      return;
    }
    // n == p + D + q when that sum cannot be negative: static amounts with
    // p + q >= 0 (D >= 0). Otherwise only n >= p + D + q.
    std::optional<int64_t> staticP = getConstantIntValue(p);
    std::optional<int64_t> staticQ = getConstantIntValue(q);
    std::optional<int64_t> amounts = staticP && staticQ
                                         ? llvm::checkedAdd(*staticP, *staticQ)
                                         : std::nullopt;
    if (amounts && *amounts >= 0)
      cstr.bound(value)[dim] == sum;
    else
      cstr.bound(value)[dim] >= sum;
  }
};

} // namespace

void mlir::pad::attachValueBoundsOpInterface(MLIRContext *context) {
  PadOp::attachInterface<PadOpValueBounds>(*context);
}
