//===- PadToTensorPass.cpp - the convert-pad-to-tensor pass ---------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "pad/Conversion/PadCommon/LowerPadOps.h"
#include "pad/IR/PadOps.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_CONVERTPADTOTENSORPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {
struct ConvertPadToTensorPass
    : pad::impl::ConvertPadToTensorPassBase<ConvertPadToTensorPass> {
  void runOnOperation() override {
    // A pad whose borders reach past one fold stays, with a remark; every
    // other pad.pad upstream cannot express is reported, then the pass fails.
    bool unsupported = false;
    getOperation()->walk([&](PadOp op) {
      if (reachesPastOneFold(op))
        op.emitRemark("left as pad.pad: tensor.pad cannot express a border "
                      "that reaches past one fold of the input "
                      "(docs/Semantics.md, \"Any width\")");
      else if (failed(checkPadToTensorSupported(op)))
        unsupported = true;
    });
    if (unsupported)
      return signalPassFailure();

    RewritePatternSet patterns(&getContext());
    populatePadToTensorPatterns(patterns);
    if (failed(lowerPadOps(getOperation(), std::move(patterns),
                           reachesPastOneFold)))
      signalPassFailure();
  }
};
} // namespace
