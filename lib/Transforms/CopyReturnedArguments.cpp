//===- CopyReturnedArguments.cpp - results that are arguments as copies ---===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADCOPYRETURNEDARGUMENTSPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

namespace {
struct PadCopyReturnedArgumentsPass
    : pad::impl::PadCopyReturnedArgumentsPassBase<
          PadCopyReturnedArgumentsPass> {
  void runOnOperation() override {
    bool changed = false;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal() ||
          !func->hasAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName()))
        continue;
      func.walk([&](func::ReturnOp ret) {
        for (OpOperand &operand : ret->getOpOperands()) {
          // The returned value, through casts.
          Value value = operand.get();
          while (auto cast = value.getDefiningOp<tensor::CastOp>())
            value = cast.getSource();
          auto argument = dyn_cast<BlockArgument>(value);
          if (!argument || !isa<RankedTensorType>(operand.get().getType()) ||
              argument.getOwner() != &func.getFunctionBody().front())
            continue;
          OpBuilder b(ret);
          auto copy = bufferization::AllocTensorOp::create(
              b, ret.getLoc(), cast<RankedTensorType>(operand.get().getType()),
              ValueRange(), operand.get());
          operand.set(copy);
          changed = true;
        }
      });
    }
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
