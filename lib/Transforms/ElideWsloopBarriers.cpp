//===- ElideWsloopBarriers.cpp - drop barriers a region repeats -----------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// convert-scf-to-openmp makes each scf.parallel an omp.parallel region that
// holds one omp.wsloop: every thread runs its share of the loop, waits at the
// loop's end for the others (the work-sharing loop's implicit barrier), then
// reaches the region's end, where they all wait again before the forking
// thread goes on. Nothing between the two barriers needs the first one: the
// loop becomes nowait, and each thread goes from its share to the region's
// end (where pad-fence-streaming-stores puts its fence).
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADELIDEWSLOOPBARRIERSPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {

/// Whether the barrier at the end of `loop` orders nothing that the end of
/// its parallel region does not: the loop has no reductions (their values
/// are combined at that barrier), its block is the region's, and the ops
/// after it up to the region's terminator have no memory effects.
bool endsItsRegion(omp::WsloopOp loop) {
  if (!loop.getReductionVars().empty() ||
      !isa<omp::ParallelOp>(loop->getParentOp()))
    return false;
  Operation *op = loop->getNextNode();
  for (; op && !op->hasTrait<OpTrait::IsTerminator>(); op = op->getNextNode())
    if (!isMemoryEffectFree(op))
      return false;
  return op && isa<omp::TerminatorOp>(op);
}

struct PadElideWsloopBarriersPass
    : pad::impl::PadElideWsloopBarriersPassBase<PadElideWsloopBarriersPass> {
  using Base::Base;

  void runOnOperation() override {
    bool changed = false;
    getOperation()->walk([&](omp::WsloopOp loop) {
      if (loop.getNowait() || !endsItsRegion(loop))
        return;
      loop.setNowait(true);
      changed = true;
    });
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
