//===- InsertRuntimeChecks.cpp - the pad-insert-runtime-checks pass -------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/RuntimeChecks/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "pad/IR/PadOps.h"
#include "pad/RuntimeChecks/RuntimeChecks.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADINSERTRUNTIMECHECKSPASS
#include "pad/RuntimeChecks/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {
struct PadInsertRuntimeChecksPass
    : pad::impl::PadInsertRuntimeChecksPassBase<PadInsertRuntimeChecksPass> {
  void runOnOperation() override {
    // Static pads need no check: when nothing is inserted the IR is unchanged
    // and the pass manager skips its verifier.
    struct InsertionListener : OpBuilder::Listener {
      bool inserted = false;
      void notifyOperationInserted(Operation *, OpBuilder::InsertPoint) final {
        inserted = true;
      }
    } listener;
    OpBuilder b(&getContext(), &listener);
    getOperation()->walk([&](PadOp op) {
      // What is known at compile time is checked now; the checks left for
      // run time cover the rest.
      if (failed(op.verifyKnownValues()))
        return signalPassFailure();
      b.setInsertionPoint(op);
      buildRuntimeChecks(b, op);
      if (failed(buildDestinationChecks(b, op)))
        signalPassFailure();
    });
    getOperation()->walk([&](PadGradOp op) {
      b.setInsertionPoint(op);
      buildPadGradRuntimeChecks(b, op);
    });
    if (!listener.inserted)
      markAllAnalysesPreserved();
  }
};
} // namespace
