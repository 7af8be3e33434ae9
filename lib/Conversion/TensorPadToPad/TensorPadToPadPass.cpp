//===- TensorPadToPadPass.cpp - the convert-tensor-pad-to-pad pass --------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "pad/Conversion/Interop/InteropUtils.h"
#include "pad/IR/PadDialect.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_CONVERTTENSORPADTOPADPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {
struct ConvertTensorPadToPadPass
    : pad::impl::ConvertTensorPadToPadPassBase<ConvertTensorPadToPadPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateTensorPadToPadPatterns(patterns);
    // Only the raising: one walk, no folding or dead-code removal of
    // other ops.
    MatchFailureRemarks remarks("tensor.pad left as is");
    walkAndApplyPatterns(getOperation(), std::move(patterns),
                         emitRemarks ? &remarks : nullptr);
  }
};
} // namespace
