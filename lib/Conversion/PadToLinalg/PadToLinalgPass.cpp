//===- PadToLinalgPass.cpp - the convert-pad-to-linalg pass ---------------===//
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
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "pad/Conversion/PadCommon/LowerPadOps.h"
#include "pad/Conversion/PadCommon/PadGradLowering.h"
#include "pad/IR/PadOps.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_CONVERTPADTOLINALGPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {
struct ConvertPadToLinalgPass
    : pad::impl::ConvertPadToLinalgPassBase<ConvertPadToLinalgPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populatePadToLinalgPatterns(patterns);
    populatePadGradLoweringPatterns(patterns);
    if (failed(lowerPadOps(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
