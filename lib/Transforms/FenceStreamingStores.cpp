//===- FenceStreamingStores.cpp - order non-temporal stores ---------------===//
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
// `llvm.fence seq_cst` before it returns: a locked `or` (LLVM 22; `mfence`
// on older x86 tunings), which the Intel SDM does not let writes pass
// (8.2.2), `dmb ish` on AArch64, `fence rw,rw` on RISC-V.
//
// The threads of an OpenMP parallel region each execute its body, their
// share of the work-sharing loop, then the region's end, where they join the
// thread that forked them: a fence in front of the region's terminator orders
// each thread's streaming stores before it reports at that barrier (OpenMP's
// barrier implies a flush, and libomp releases its barrier flags with a
// `lock xadd`, which the x86 manuals do not let writes pass either; the fence
// does not leave it to that). A fence at the end of each iteration of the
// loop instead would order each row rather than each thread: the
// 1x64x512x512 constant pad on two threads ran 1.6x slower so (2 KB rows;
// bench/tools/ab_pad_opt.sh).
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADFENCESTREAMINGSTORESPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {

/// Whether `root` holds a non-temporal vector store.
bool streams(Operation *root) {
  return root
      ->walk([](vector::StoreOp store) {
        return store.getNontemporal() ? WalkResult::interrupt()
                                      : WalkResult::advance();
      })
      .wasInterrupted();
}

/// An `llvm.fence seq_cst` in front of `op`.
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
      function->walk([](omp::ParallelOp region) {
        if (streams(region))
          for (Block &block : region.getRegion())
            if (block.mightHaveTerminator() &&
                isa<omp::TerminatorOp>(block.getTerminator()))
              fenceBefore(block.getTerminator());
      });
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
