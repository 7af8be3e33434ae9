//===- DeallocateBuffers.cpp - buffer deallocation where it is needed -----===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/PassManager.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADDEALLOCATEBUFFERSPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

static bool isMemRef(Type type) { return isa<BaseMemRefType>(type); }

/// Whether `op` allocates a buffer that must be freed or handed over: any
/// Allocate effect but those of automatic allocation scopes (memref.alloca).
static bool allocates(Operation *op) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return false;
  SmallVector<MemoryEffects::EffectInstance> list;
  effects.getEffects(list);
  return llvm::any_of(list, [](const MemoryEffects::EffectInstance &e) {
    return isa<MemoryEffects::Allocate>(e.getEffect()) &&
           !isa<SideEffects::AutomaticAllocationScopeResource>(e.getResource());
  });
}

/// Whether `op` is a memref.alloc in a function body whose result the
/// function returns.
static bool isReturnedAlloc(Operation *op) {
  auto alloc = dyn_cast<memref::AllocOp>(op);
  if (!alloc || !isa<FunctionOpInterface>(op->getParentOp()))
    return false;
  return llvm::any_of(alloc->getUsers(), [&](Operation *user) {
    return user->hasTrait<OpTrait::ReturnLike>() &&
           user->getParentOp() == op->getParentOp();
  });
}

/// Whether a function return hands over only distinct buffers it allocated.
static bool returnsOwnAllocs(Operation *terminator) {
  llvm::SmallPtrSet<Value, 4> returned;
  for (Value operand : terminator->getOperands()) {
    if (!isMemRef(operand.getType()))
      continue;
    if (!operand.getDefiningOp<memref::AllocOp>() ||
        !returned.insert(operand).second)
      return false;
  }
  return true;
}

/// Whether the ownership-based deallocation could change `op`, an op
/// nested in the module (see the pass description).
static bool mayNeedDeallocation(Operation *op) {
  if (auto func = dyn_cast<FunctionOpInterface>(op))
    return !func.isExternal() && !func.getFunctionBody().hasOneBlock();
  if (isa<CallOpInterface>(op) ||
      isa_and_present<bufferization::BufferizationDialect>(op->getDialect()))
    return true;
  // Buffers crossing region or block boundaries.
  if (op->getNumRegions() != 0 && llvm::any_of(op->getResultTypes(), isMemRef))
    return true;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (llvm::any_of(block.getArgumentTypes(), isMemRef))
        return true;
  if (op->hasTrait<OpTrait::ReturnLike>() &&
      isa<FunctionOpInterface>(op->getParentOp()))
    return !returnsOwnAllocs(op);
  // Effects: an op's own (its nested ops are visited by the walk).
  if (!op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() &&
      !isa<MemoryEffectOpInterface>(op))
    return true;
  return allocates(op) && !isReturnedAlloc(op);
}

namespace {
struct PadDeallocateBuffersPass
    : pad::impl::PadDeallocateBuffersPassBase<PadDeallocateBuffersPass> {
  PadDeallocateBuffersPass() {
    bufferization::buildBufferDeallocationPipeline(deallocation);
  }
  PadDeallocateBuffersPass(const PadDeallocateBuffersPass &other)
      : PadDeallocateBuffersPassBase(other), deallocation(other.deallocation) {}

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    deallocation.getDependentDialects(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    WalkResult found = module.walk([&](Operation *op) {
      return op != module && mayNeedDeallocation(op) ? WalkResult::interrupt()
                                                     : WalkResult::advance();
    });
    // Nothing to free: the IR is unchanged (and the pass manager skips its
    // verifier).
    if (!found.wasInterrupted())
      return markAllAnalysesPreserved();
    if (failed(runPipeline(deallocation, module)))
      signalPassFailure();
  }

  OpPassManager deallocation{ModuleOp::getOperationName()};
};
} // namespace
