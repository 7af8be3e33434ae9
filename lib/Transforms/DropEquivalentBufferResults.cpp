//===- DropEquivalentBufferResults.cpp - drop results that are arguments --===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/BitVector.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADDROPEQUIVALENTBUFFERRESULTSPASS
#define GEN_PASS_DEF_PADDROPSELFCOPIESPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

/// The buffer that `value` is, seen through memref.casts, through scf.if
/// results whose branches all yield that buffer, and through scf.for results
/// whose loop yields its iteration argument (or that buffer) back: the
/// buffer a pad lowered in its destination returns, whatever the branches
/// of its lowering. Null where the buffers differ.
static Value getUnderlyingBuffer(Value value) {
  if (auto cast = value.getDefiningOp<memref::CastOp>())
    return getUnderlyingBuffer(cast.getSource());
  auto result = dyn_cast<OpResult>(value);
  if (!result)
    return value;
  unsigned k = result.getResultNumber();
  if (auto ifOp = dyn_cast<scf::IfOp>(result.getOwner())) {
    if (!ifOp.elseBlock())
      return {};
    Value thenBuffer = getUnderlyingBuffer(ifOp.thenYield().getOperand(k));
    Value elseBuffer = getUnderlyingBuffer(ifOp.elseYield().getOperand(k));
    return thenBuffer == elseBuffer ? thenBuffer : Value();
  }
  if (auto forOp = dyn_cast<scf::ForOp>(result.getOwner())) {
    Value init = getUnderlyingBuffer(forOp.getInitArgs()[k]);
    Value yielded = getUnderlyingBuffer(forOp.getYieldedValues()[k]);
    if (init && (yielded == forOp.getRegionIterArgs()[k] || yielded == init))
      return init;
    return {};
  }
  return value;
}

/// The argument of `func` that every return of `func` returns as result
/// `index` (getUnderlyingBuffer), if there is one.
static BlockArgument getReturnedArgument(func::FuncOp func,
                                         ArrayRef<func::ReturnOp> returns,
                                         unsigned index) {
  if (!isa<BaseMemRefType>(func.getResultTypes()[index]))
    return {};
  BlockArgument argument;
  for (func::ReturnOp ret : returns) {
    auto blockArgument = dyn_cast_if_present<BlockArgument>(
        getUnderlyingBuffer(ret.getOperand(index)));
    if (!blockArgument ||
        blockArgument.getOwner() != &func.getFunctionBody().front() ||
        (argument && argument != blockArgument))
      return {};
    argument = blockArgument;
  }
  return argument;
}

namespace {
struct PadDropEquivalentBufferResultsPass
    : pad::impl::PadDropEquivalentBufferResultsPassBase<
          PadDropEquivalentBufferResultsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The uses of every symbol of the module, gathered in one walk: asking
    // each function for its own uses walks the whole module per function,
    // quadratic in the number of functions (80% of the pipeline's time on a
    // module of 1,000 small functions). Rewriting the calls of one function
    // below touches no use of another, so the map stays valid.
    std::optional<SymbolTable::UseRange> allUses =
        SymbolTable::getSymbolUses(&module.getBodyRegion());
    if (!allUses)
      return markAllAnalysesPreserved();
    // Per function name: its calls, or std::nullopt once the symbol has a use
    // that is not a call (which the pass cannot rewrite).
    DenseMap<StringAttr, std::optional<SmallVector<func::CallOp>>> callsOf;
    for (const SymbolTable::SymbolUse &use : *allUses) {
      std::optional<SmallVector<func::CallOp>> &calls =
          callsOf
              .try_emplace(use.getSymbolRef().getRootReference(),
                           SmallVector<func::CallOp>())
              .first->second;
      auto call = dyn_cast<func::CallOp>(use.getUser());
      if (!call || !calls)
        calls = std::nullopt;
      else
        calls->push_back(call);
    }

    bool changed = false;
    for (func::FuncOp func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      // Every use of the symbol must be a call that can be rewritten.
      SmallVector<func::CallOp> calls;
      auto it = callsOf.find(func.getSymNameAttr());
      if (it != callsOf.end()) {
        if (!it->second)
          continue;
        calls = std::move(*it->second);
      }

      SmallVector<func::ReturnOp> returns;
      func.walk([&](func::ReturnOp ret) { returns.push_back(ret); });
      if (returns.empty())
        continue;
      unsigned numResults = func.getNumResults();
      llvm::BitVector dropped(numResults);
      SmallVector<BlockArgument> arguments(numResults);
      for (unsigned i = 0; i < numResults; ++i) {
        arguments[i] = getReturnedArgument(func, returns, i);
        if (arguments[i])
          dropped.set(i);
      }
      if (dropped.none())
        continue;
      changed = true;

      for (func::ReturnOp ret : returns)
        ret->eraseOperands(dropped);
      if (failed(func.eraseResults(dropped)))
        return signalPassFailure();

      for (func::CallOp call : calls) {
        OpBuilder b(call);
        auto newCall =
            func::CallOp::create(b, call.getLoc(), func, call.getOperands());
        newCall->setDiscardableAttrs(call->getDiscardableAttrDictionary());
        unsigned next = 0;
        for (unsigned i = 0; i < numResults; ++i) {
          Value replacement;
          if (dropped.test(i)) {
            replacement = call.getOperand(arguments[i].getArgNumber());
            Type type = call.getResult(i).getType();
            if (replacement.getType() != type)
              replacement =
                  memref::CastOp::create(b, call.getLoc(), type, replacement);
          } else {
            replacement = newCall.getResult(next++);
          }
          call.getResult(i).replaceAllUsesWith(replacement);
        }
        call.erase();
      }
    }
    // The IR is unchanged: the pass manager skips its verifier.
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace

namespace {
struct PadDropSelfCopiesPass
    : pad::impl::PadDropSelfCopiesPassBase<PadDropSelfCopiesPass> {
  void runOnOperation() override {
    SmallVector<memref::CopyOp> selfCopies;
    getOperation()->walk([&](memref::CopyOp copy) {
      Value source = getUnderlyingBuffer(copy.getSource());
      if (source && source == getUnderlyingBuffer(copy.getTarget()))
        selfCopies.push_back(copy);
    });
    if (selfCopies.empty())
      return markAllAnalysesPreserved();
    for (memref::CopyOp copy : selfCopies)
      copy.erase();
  }
};
} // namespace
