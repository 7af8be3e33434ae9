//===- LowerAsserts.cpp - cf.assert to stderr and abort() -----------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"
#include "pad/Utils/IndexArith.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADLOWERASSERTSPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

namespace {
struct PadLowerAssertsPass
    : pad::impl::PadLowerAssertsPassBase<PadLowerAssertsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Only asserts directly in a function body: their block can be split.
    SmallVector<cf::AssertOp> asserts;
    module.walk([&](cf::AssertOp op) {
      if (isa<FunctionOpInterface>(op->getParentOp()))
        asserts.push_back(op);
    });
    // The IR is unchanged: the pass manager skips its verifier.
    if (asserts.empty())
      return markAllAnalysesPreserved();

    MLIRContext *ctx = &getContext();
    OpBuilder b(ctx);
    b.setInsertionPointToStart(module.getBody());
    // write(int, const void *, size_t): size_t has the width of index (32
    // bits on a 32-bit target).
    Type i32 = b.getI32Type(),
         sizeType = b.getIntegerType(pad::getIndexBitwidth(module));
    Type ptr = LLVM::LLVMPointerType::get(ctx);
    FailureOr<LLVM::LLVMFuncOp> writeFn = LLVM::lookupOrCreateFn(
        b, module, "write", {i32, ptr, sizeType}, sizeType);
    FailureOr<LLVM::LLVMFuncOp> abortFn = LLVM::lookupOrCreateFn(
        b, module, "abort", {}, LLVM::LLVMVoidType::get(ctx));
    if (failed(writeFn) || failed(abortFn)) {
      module.emitError("cannot declare write() and abort() for cf.assert");
      return signalPassFailure();
    }

    SymbolTable symbols(module);
    unsigned counter = 0;
    for (cf::AssertOp op : asserts) {
      Location loc = op.getLoc();
      Block *before = op->getBlock();
      Block *after = before->splitBlock(std::next(op->getIterator()));
      Block *failure = b.createBlock(after);

      std::string name;
      do
        name = "pad_assert_msg_" + std::to_string(counter++);
      while (symbols.lookup(name));
      std::string message = (op.getMsg() + "\n").str();
      Value str = LLVM::createGlobalString(loc, b, name, message,
                                           LLVM::Linkage::Internal);
      Value stderrFd = LLVM::ConstantOp::create(b, loc, i32, 2);
      Value length = LLVM::ConstantOp::create(b, loc, sizeType, message.size());
      LLVM::CallOp::create(b, loc, *writeFn, ValueRange{stderrFd, str, length});
      LLVM::CallOp::create(b, loc, *abortFn, ValueRange{});
      LLVM::UnreachableOp::create(b, loc);

      b.setInsertionPoint(op);
      cf::CondBranchOp::create(b, loc, op.getArg(), after, ValueRange{},
                               failure, ValueRange{});
      op.erase();
    }
  }
};
} // namespace
