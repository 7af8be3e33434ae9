//===- BF16VectorsAsI16.cpp - move bf16 vectors as i16 vectors ------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A workaround for LLVM 22's X86 backend, which aborts on vectors of 8k + 1
// bf16 (k >= 1) for cores with AVX512-BF16 (see Passes.td). A pad only moves
// its elements: the ops that move bf16 vectors move their bits as i16
// vectors instead, and no such vector reaches the backend. The types change
// in place: the results of the moving ops, then bitcasts where an operand
// comes from elsewhere or a result goes elsewhere.
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADBF16VECTORSASI16PASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

static bool isBF16Vector(Type type) {
  auto vector = dyn_cast<VectorType>(type);
  return vector && vector.getElementType().isBF16();
}

/// `type` with i16 for bf16: a vector of bf16 or a bf16 scalar.
static Type toBits(Type type) {
  auto i16 = IntegerType::get(type.getContext(), 16);
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(i16);
  return i16;
}

/// Ops that only move their elements, whose bf16 vectors can be i16 ones.
static bool movesElements(Operation *op) {
  return isa<LLVM::LoadOp, LLVM::StoreOp, LLVM::MaskedLoadOp,
             LLVM::MaskedStoreOp, LLVM::masked_gather, LLVM::masked_scatter,
             LLVM::ShuffleVectorOp, LLVM::SelectOp, LLVM::InsertElementOp,
             LLVM::ExtractElementOp, LLVM::BitcastOp, LLVM::PoisonOp,
             LLVM::UndefOp, LLVM::ZeroOp>(op);
}

/// Whether `op` moves a bf16 vector: one of its operands or results is one
/// (a constant: a dense one, whose bits it then holds).
static bool movesBF16Vector(Operation *op) {
  if (auto constant = dyn_cast<LLVM::ConstantOp>(op))
    return isBF16Vector(constant.getType()) &&
           isa<DenseElementsAttr>(constant.getValue());
  return movesElements(op) &&
         (llvm::any_of(op->getOperandTypes(), isBF16Vector) ||
          llvm::any_of(op->getResultTypes(), isBF16Vector));
}

namespace {
struct PadBF16VectorsAsI16Pass
    : pad::impl::PadBF16VectorsAsI16PassBase<PadBF16VectorsAsI16Pass> {
  void runOnOperation() override {
    llvm::SetVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (movesBF16Vector(op))
        ops.insert(op);
    });
    if (ops.empty())
      return markAllAnalysesPreserved();

    // 1. The results: i16 vectors (and the scalar an extraction of a bf16
    // vector gives: i16), each changed result with its old type (all found
    // before any type changes).
    SmallVector<std::pair<Value, Type>> changed;
    for (Operation *op : ops) {
      bool extractsBF16 = isa<LLVM::ExtractElementOp>(op) &&
                          isBF16Vector(op->getOperand(0).getType());
      for (Value result : op->getResults())
        if (isBF16Vector(result.getType()) || extractsBF16)
          changed.emplace_back(result, result.getType());
    }
    for (auto [result, type] : changed)
      result.setType(toBits(type));
    for (Operation *op : ops)
      if (auto constant = dyn_cast<LLVM::ConstantOp>(op)) {
        auto dense = cast<DenseElementsAttr>(constant.getValue());
        constant.setValueAttr(dense.bitcast(toBits(dense.getElementType())));
      }
    // 2. The operands that do not come from those ops: bitcast to their bits
    // (a bf16 scalar inserted into a vector too).
    for (Operation *op : ops) {
      OpBuilder b(op);
      for (OpOperand &operand : op->getOpOperands()) {
        Type type = operand.get().getType();
        bool insertedScalar = isa<LLVM::InsertElementOp>(op) &&
                              operand.getOperandNumber() == 1 && type.isBF16();
        if (isBF16Vector(type) || insertedScalar)
          operand.set(LLVM::BitcastOp::create(b, op->getLoc(), toBits(type),
                                              operand.get()));
      }
    }
    // 3. The uses elsewhere of the changed results: bitcast back.
    for (auto [result, type] : changed) {
      Value back;
      for (OpOperand &use : llvm::make_early_inc_range(result.getUses())) {
        if (ops.contains(use.getOwner()))
          continue;
        if (!back) {
          OpBuilder b(result.getContext());
          b.setInsertionPointAfterValue(result);
          back = LLVM::BitcastOp::create(b, result.getLoc(), type, result);
        }
        use.set(back);
      }
    }
    // 4. Bitcasts between a bf16 vector and its bits now cast to their own
    // type: gone.
    for (Operation *op : ops) {
      auto cast = dyn_cast<LLVM::BitcastOp>(op);
      if (cast && cast.getArg().getType() == cast.getType()) {
        cast.replaceAllUsesWith(cast.getArg());
        cast.erase();
      }
    }
  }
};
} // namespace
