//===- LowerAsserts.cpp - assertions to stderr and abort() ----------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// cf.assert and pad.assert become a branch to a block that writes the message
// to file descriptor 2 with write() and calls abort(). The values of a
// pad.assert are written in decimal by one internal function of the module,
// so that a kernel needs nothing but write() and abort() from its C library.
//
//===----------------------------------------------------------------------===//

#include "pad/IR/PadOps.h"
#include "pad/RuntimeChecks/Passes.h"
#include "pad/Utils/IndexArith.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADLOWERASSERTSPASS
#include "pad/RuntimeChecks/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

namespace {
/// Builds the failure blocks of the assertions of one module.
class AssertLowering {
public:
  AssertLowering(ModuleOp module)
      : module(module), b(module.getContext()), symbols(module),
        i8(b.getI8Type()), i32(b.getI32Type()),
        sizeType(b.getIntegerType(pad::getIndexBitwidth(module))),
        ptr(LLVM::LLVMPointerType::get(module.getContext())) {}

  /// Declares write() and abort().
  LogicalResult declareFunctions();

  /// Replaces `op` by a branch on `cond` to a block that writes `msg`, each
  /// `{}` replaced by the next of `values`, and aborts.
  void lower(Operation *op, Value cond, StringRef msg, ValueRange values);

private:
  std::string uniqueName(StringRef prefix);
  void writeText(Location loc, StringRef text);
  void writeValue(Location loc, Value value);
  LLVM::LLVMFuncOp getWriteIntFn(Location loc);

  ModuleOp module;
  OpBuilder b;
  SymbolTable symbols;
  Type i8, i32, sizeType, ptr;
  LLVM::LLVMFuncOp writeFn, abortFn, writeIntFn;
  unsigned counter = 0;
};
} // namespace

LogicalResult AssertLowering::declareFunctions() {
  b.setInsertionPointToStart(module.getBody());
  // write(int, const void *, size_t): size_t has the width of index (32 bits
  // on a 32-bit target).
  FailureOr<LLVM::LLVMFuncOp> write = LLVM::lookupOrCreateFn(
      b, module, "write", {i32, ptr, sizeType}, sizeType);
  FailureOr<LLVM::LLVMFuncOp> abort = LLVM::lookupOrCreateFn(
      b, module, "abort", {}, LLVM::LLVMVoidType::get(module.getContext()));
  if (failed(write) || failed(abort))
    return module.emitError("cannot declare write() and abort() for asserts");
  writeFn = *write;
  abortFn = *abort;
  return success();
}

std::string AssertLowering::uniqueName(StringRef prefix) {
  std::string name;
  do
    name = (prefix + Twine(counter++)).str();
  while (symbols.lookup(name));
  return name;
}

void AssertLowering::writeText(Location loc, StringRef text) {
  if (text.empty())
    return;
  Value str = LLVM::createGlobalString(loc, b, uniqueName("pad_assert_msg_"),
                                       text, LLVM::Linkage::Internal);
  Value stderrFd = LLVM::ConstantOp::create(b, loc, i32, 2);
  Value length = LLVM::ConstantOp::create(b, loc, sizeType, text.size());
  LLVM::CallOp::create(b, loc, writeFn, ValueRange{stderrFd, str, length});
}

/// `void pad_assert_write_int(iN v)`: writes `v` in decimal to stderr; N is the
/// width of index (32 bits on a 32-bit target, whose division of 64-bit
/// integers would need a function of libgcc).
LLVM::LLVMFuncOp AssertLowering::getWriteIntFn(Location loc) {
  if (writeIntFn)
    return writeIntFn;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(module.getBody());
  auto voidType = LLVM::LLVMVoidType::get(module.getContext());
  writeIntFn = LLVM::LLVMFuncOp::create(
      b, loc, uniqueName("pad_assert_write_int_"),
      LLVM::LLVMFunctionType::get(voidType, {sizeType}),
      LLVM::Linkage::Internal);
  Region &body = writeIntFn.getBody();
  constexpr int64_t kDigits = 24; // 20 digits and a sign fit.
  Block *entry = b.createBlock(&body, {}, {sizeType}, {loc});
  Block *loop = b.createBlock(&body, {}, {sizeType, sizeType}, {loc, loc});
  Block *sign = b.createBlock(&body, {}, {sizeType}, {loc});
  Block *minus = b.createBlock(&body, {}, {}, {});
  Block *out = b.createBlock(&body, {}, {sizeType}, {loc});
  auto cst = [&](Type type, int64_t v) -> Value {
    return LLVM::ConstantOp::create(b, loc, type, v);
  };
  auto storeAt = [&](Value buffer, Value pos, Value byte) {
    Value at = LLVM::GEPOp::create(b, loc, ptr, i8, buffer, ValueRange{pos});
    LLVM::StoreOp::create(b, loc, byte, at);
  };

  // The digits from the last: the magnitude as unsigned (INT64_MIN too).
  b.setInsertionPointToStart(entry);
  Value v = entry->getArgument(0);
  Value buffer =
      LLVM::AllocaOp::create(b, loc, ptr, i8, cst(sizeType, kDigits));
  Value negative = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::slt, v,
                                        cst(sizeType, 0));
  Value magnitude = LLVM::SelectOp::create(
      b, loc, negative, LLVM::SubOp::create(b, loc, cst(sizeType, 0), v), v);
  LLVM::BrOp::create(b, loc, ValueRange{magnitude, cst(sizeType, kDigits)},
                     loop);

  b.setInsertionPointToStart(loop);
  Value rest = loop->getArgument(0);
  Value pos =
      LLVM::SubOp::create(b, loc, loop->getArgument(1), cst(sizeType, 1));
  Value digit = LLVM::URemOp::create(b, loc, rest, cst(sizeType, 10));
  storeAt(buffer, pos,
          LLVM::AddOp::create(b, loc, LLVM::TruncOp::create(b, loc, i8, digit),
                              cst(i8, '0')));
  Value next = LLVM::UDivOp::create(b, loc, rest, cst(sizeType, 10));
  Value more = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, next,
                                    cst(sizeType, 0));
  LLVM::CondBrOp::create(b, loc, more, loop, ValueRange{next, pos}, sign,
                         ValueRange{pos});

  b.setInsertionPointToStart(sign);
  LLVM::CondBrOp::create(b, loc, negative, minus, ValueRange{}, out,
                         ValueRange{sign->getArgument(0)});

  b.setInsertionPointToStart(minus);
  Value minusPos =
      LLVM::SubOp::create(b, loc, sign->getArgument(0), cst(sizeType, 1));
  storeAt(buffer, minusPos, cst(i8, '-'));
  LLVM::BrOp::create(b, loc, ValueRange{minusPos}, out);

  b.setInsertionPointToStart(out);
  Value start = out->getArgument(0);
  Value first = LLVM::GEPOp::create(b, loc, ptr, i8, buffer, ValueRange{start});
  Value length = LLVM::SubOp::create(b, loc, cst(sizeType, kDigits), start);
  LLVM::CallOp::create(b, loc, writeFn, ValueRange{cst(i32, 2), first, length});
  LLVM::ReturnOp::create(b, loc, ValueRange{});
  return writeIntFn;
}

void AssertLowering::writeValue(Location loc, Value value) {
  Value integer = arith::IndexCastOp::create(b, loc, sizeType, value);
  LLVM::CallOp::create(b, loc, getWriteIntFn(loc), ValueRange{integer});
}

void AssertLowering::lower(Operation *op, Value cond, StringRef msg,
                           ValueRange values) {
  Location loc = op->getLoc();
  Block *before = op->getBlock();
  Block *after = before->splitBlock(std::next(op->getIterator()));
  Block *failure = b.createBlock(after);
  for (Value value : values) {
    auto [text, rest] = msg.split("{}");
    writeText(loc, text);
    writeValue(loc, value);
    msg = rest;
  }
  writeText(loc, (msg + "\n").str());
  LLVM::CallOp::create(b, loc, abortFn, ValueRange{});
  LLVM::UnreachableOp::create(b, loc);

  b.setInsertionPoint(op);
  cf::CondBranchOp::create(b, loc, cond, after, ValueRange{}, failure,
                           ValueRange{});
  op->erase();
}

namespace {
struct PadLowerAssertsPass
    : pad::impl::PadLowerAssertsPassBase<PadLowerAssertsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Only assertions whose block can be split: directly in a function body,
    // or in a region of many blocks (an OpenMP loop's body).
    SmallVector<Operation *> asserts;
    module.walk([&](Operation *op) {
      if (isa<cf::AssertOp, pad::AssertOp>(op) &&
          !op->getParentOp()->hasTrait<OpTrait::SingleBlock>())
        asserts.push_back(op);
    });
    // The IR is unchanged: the pass manager skips its verifier.
    if (asserts.empty())
      return markAllAnalysesPreserved();

    AssertLowering lowering(module);
    if (failed(lowering.declareFunctions()))
      return signalPassFailure();
    for (Operation *op : asserts) {
      if (auto assert = dyn_cast<cf::AssertOp>(op))
        lowering.lower(op, assert.getArg(), assert.getMsg(), {});
      else if (auto assert = dyn_cast<pad::AssertOp>(op))
        lowering.lower(op, assert.getArg(), assert.getMsg(),
                       assert.getValues());
    }
  }
};
} // namespace
