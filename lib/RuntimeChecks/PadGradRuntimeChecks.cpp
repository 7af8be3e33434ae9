//===- PadGradRuntimeChecks.cpp - run-time checks of pad.pad_grad ---------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The constraints of pad.pad_grad that depend on dynamic sizes or amounts
// (docs/Semantics.md, "pad.pad_grad"): G7, gy is pad.pad of gx (with gx's
// size taken from gy's where it is dynamic), and G5, a border mode pads no
// empty axis. Each is a pad.assert naming pad.pad_grad, the rule and the
// values.
//
//===----------------------------------------------------------------------===//

#include "pad/RuntimeChecks/RuntimeChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "pad/Conversion/PadCommon/PadGradLowering.h"
#include "pad/IR/PadOps.h"
#include "pad/Utils/IndexArith.h"

using namespace mlir;
using namespace mlir::pad;

void mlir::pad::buildPadGradRuntimeChecks(OpBuilder &b, PadGradOp op) {
  if (op.getLow().empty() && op.getHigh().empty() &&
      op.getGyType().hasStaticShape() && op.getGxType().hasStaticShape())
    return; // The verifier checked everything.
  Location loc = op.getLoc();
  IndexArith ia(b, loc);
  SmallVector<OpFoldResult> gySizes = tensor::getMixedSizes(b, loc, op.getGy());
  SmallVector<OpFoldResult> gxSizes = getGxSizes(b, op);
  SmallVector<OpFoldResult> low = op.getMixedLow(), high = op.getMixedHigh();
  SmallVector<int64_t> interior = op.getInteriorOrZeros();
  auto check = [&](Value ok, const Twine &message,
                   ArrayRef<OpFoldResult> values) {
    SmallVector<Value> operands = llvm::map_to_vector(
        values, [&](OpFoldResult v) { return ia.value(v); });
    AssertOp::create(b, loc, ok, ("pad.pad_grad: " + message).str(), operands);
  };
  for (int64_t k = 0, rank = gySizes.size(); k < rank; ++k) {
    OpFoldResult d = gxSizes[k], n = gySizes[k], p = low[k], q = high[k];
    if (llvm::all_of(ArrayRef<OpFoldResult>{d, n, p, q}, [](OpFoldResult v) {
          return getConstantIntValue(v).has_value();
        }))
      continue;
    OpFoldResult padded = getPaddedSize(ia, d, p, q, interior[k]);
    check(ia.cmp(arith::CmpIPredicate::eq, padded, n),
          "G7: gy has {} elements on axis " + Twine(k) +
              ", pad.pad of gx ({} elements, low {}, high {}) gives {}",
          {n, d, p, q, padded});
    if (op.getMode() == PadMode::constant)
      continue;
    Value nonEmpty = ia.cmp(arith::CmpIPredicate::sgt, d, ia.cst(0));
    Value unpadded = arith::AndIOp::create(
        b, loc, ia.cmp(arith::CmpIPredicate::sle, p, ia.cst(0)),
        ia.cmp(arith::CmpIPredicate::sle, q, ia.cst(0)));
    check(arith::OrIOp::create(b, loc, nonEmpty, unpadded),
          "G5: mode " + stringifyPadMode(op.getMode()) +
              " needs a non-empty axis " + Twine(k) +
              " of gx to pad it, got low {} and high {} on an axis of size 0",
          {p, q});
  }
}
