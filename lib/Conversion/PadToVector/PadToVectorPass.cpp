//===- PadToVectorPass.cpp - the convert-pad-to-vector pass ---------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "pad/Conversion/PadCommon/LowerPadOps.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_CONVERTPADTOVECTORPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {
struct ConvertPadToVectorPass
    : pad::impl::ConvertPadToVectorPassBase<ConvertPadToVectorPass> {
  using Base::Base;

  void runOnOperation() override {
    if (vectorBits < 8) {
      getOperation()->emitError("vector-bits must be at least 8, got ")
          << static_cast<int64_t>(vectorBits);
      return signalPassFailure();
    }
    RewritePatternSet patterns(&getContext());
    ConvertPadToVectorPassOptions options;
    options.vectorBits = vectorBits;
    options.nontemporal = nontemporal;
    options.llcBytes = llcBytes;
    options.parallel = parallel;
    options.parallelMinBytes = parallelMinBytes;
    populatePadToVectorPatterns(patterns, options);
    if (failed(lowerPadOps(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
