//===- LowerPadOps.cpp - drive a lowering of every pad.pad ----------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadCommon/LowerPadOps.h"
#include "pad/Conversion/PadCommon/PadOutput.h"

#include "mlir/Transforms/DialectConversion.h"
#include "pad/IR/PadDialect.h"
#include "pad/IR/PadOps.h"

using namespace mlir;

LogicalResult mlir::pad::lowerPadOps(Operation *root,
                                     RewritePatternSet &&patterns) {
  // A constraint broken by values known at compile time is an error, whatever
  // the run-time checks (docs/Semantics.md, "Amounts known only as SSA
  // values"). Every such pad is reported.
  bool broken = false;
  root->walk([&](PadOp op) { broken |= failed(op.verifyKnownValues()); });
  if (broken)
    return failure();
  // A pad whose destination op takes an offset computed after the pad is
  // built next to it, in place.
  root->walk([](PadOp op) { moveToDestination(op); });

  ConversionTarget target(*root->getContext());
  target.addIllegalDialect<PadDialect>();
  // The run-time checks stay until pad-lower-asserts.
  target.addLegalOp<AssertOp>();
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  return applyPartialConversion(root, target, std::move(patterns));
}
