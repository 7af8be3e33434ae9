//===- StreamingFences.cpp - order non-temporal stores --------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Non-temporal stores are weakly ordered: on x86 they go through
// write-combining buffers and may become visible to other cores after later
// ordinary stores of the same thread. A caller that hands the output to
// another thread with a release store (a plain `mov` on x86) could let the
// reader see the output's old bytes; glibc ends its streaming memcpy with an
// `sfence` for that reason. So a function that streams gets an
// `llvm.fence seq_cst` (`mfence` on x86, `dmb ish` on AArch64, `fence rw,rw`
// on RISC-V) before it returns.
//
// The other threads of a parallel loop end it at the OpenMP barrier, which
// implies a flush in OpenMP's memory model; libomp releases its barrier
// flags with test_then_add4 (kmp_wait_release.h: a `lock xadd` on x86), and
// the x86 manuals count a locked instruction among the events that empty the
// write-combining buffers, as a fence does. A fence at the end of each
// iteration of the parallel loop would order each row rather than each
// thread: the 1x64x512x512 constant pad on two threads ran 1.6x slower so
// (2 KB rows; bench/ab_pad_opt.sh, session 11).
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADFENCESTREAMINGSTORESPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {

bool streams(Operation *root) {
  return root
      ->walk([](vector::StoreOp store) {
        return store.getNontemporal() ? WalkResult::interrupt()
                                      : WalkResult::advance();
      })
      .wasInterrupted();
}

void fenceBefore(Operation *op) {
  OpBuilder b(op);
  LLVM::FenceOp::create(b, op->getLoc(), LLVM::AtomicOrdering::seq_cst);
}

struct PadFenceStreamingStoresPass
    : pad::impl::PadFenceStreamingStoresPassBase<PadFenceStreamingStoresPass> {
  using Base::Base;

  void runOnOperation() override {
    bool changed = false;
    getOperation()->walk([&](FunctionOpInterface function) {
      if (function.isExternal() || !streams(function))
        return;
      changed = true;
      for (Block &block : function.getFunctionBody())
        if (block.mightHaveTerminator() &&
            block.getTerminator()->hasTrait<OpTrait::ReturnLike>())
          fenceBefore(block.getTerminator());
    });
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
