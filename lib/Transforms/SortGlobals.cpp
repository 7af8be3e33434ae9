//===- SortGlobals.cpp - memref.global ops in the order of their names ----===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADSORTGLOBALSPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

namespace {
struct PadSortGlobalsPass
    : pad::impl::PadSortGlobalsPassBase<PadSortGlobalsPass> {
  void runOnOperation() override {
    auto globals =
        llvm::to_vector(getOperation().getBody()->getOps<memref::GlobalOp>());
    auto sorted = globals;
    // Symbol names are unique: a total order.
    llvm::sort(sorted, [](memref::GlobalOp a, memref::GlobalOp b) {
      return a.getSymName() < b.getSymName();
    });
    if (sorted == globals)
      return markAllAnalysesPreserved();
    // Each after the one before it, the first where the first global was.
    Operation *previous = nullptr;
    for (memref::GlobalOp global : sorted) {
      if (previous)
        global->moveAfter(previous);
      else if (global != globals.front())
        global->moveBefore(globals.front());
      previous = global;
    }
  }
};
} // namespace
