//===- LegalizeVectorForLLVM.cpp - vector ops ready for convert-to-llvm ---===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Upstream's convert-vector-to-scf and convert-vector-to-llvm apply their
// rewrite patterns greedily to the whole module: every op of a module of many
// small pads goes through the driver's worklist (and the folder) twice, to
// find the few vector ops among them. Then convert-vector-to-llvm converts
// each vector.load/store, finding its alignment through a fresh
// llvm::LLVMContext per op. This pass applies the same patterns to the vector
// ops only and writes the alignments down once per element type, so that
// convert-to-llvm converts the vector dialect in the same walk as the rest.
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Target/LLVMIR/TypeToLLVM.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/IR/LLVMContext.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADLEGALIZEVECTORFORLLVMPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

/// The ops of the vector dialect under `root`.
static SmallVector<Operation *> collectVectorOps(Operation *root) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (isa_and_present<vector::VectorDialect>(op->getDialect()))
      ops.push_back(op);
  });
  return ops;
}

/// Applies `patterns` to `ops` and to the ops they create, nothing else.
static void applyToOps(ArrayRef<Operation *> ops,
                       RewritePatternSet &&patterns) {
  if (ops.empty())
    return;
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
  (void)applyOpPatternsGreedily(ops, std::move(patterns), config);
}

namespace {
/// The alignment convert-vector-to-llvm gives a vector load or store without
/// one (`use-vector-alignment=false`): the preferred alignment of the
/// memref's element type in the LLVM data layout, computed once per type.
class ElementAlignments {
public:
  explicit ElementAlignments(Operation *root)
      : converter(
            root->getContext(),
            LowerToLLVMOptions(root->getContext(), DataLayout::closest(root))),
        translator(llvmContext) {}

  std::optional<uint64_t> get(MemRefType type) {
    Type element = type.getElementType();
    auto [it, inserted] = cache.try_emplace(element, 0);
    if (inserted) {
      if (Type converted = converter.convertType(element))
        it->second = translator.getPreferredAlignment(
            converted, converter.getDataLayout());
    }
    if (it->second == 0)
      return std::nullopt;
    return it->second;
  }

private:
  LLVMTypeConverter converter;
  llvm::LLVMContext llvmContext;
  LLVM::TypeToLLVMIRTranslator translator;
  DenseMap<Type, uint64_t> cache;
};

struct PadLegalizeVectorForLLVMPass
    : pad::impl::PadLegalizeVectorForLLVMPassBase<
          PadLegalizeVectorForLLVMPass> {
  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    // convert-to-llvm finds the vector patterns through this interface; a
    // tool that links the pipeline need not register it itself.
    vector::registerConvertVectorToLLVMInterface(registry);
  }

  void runOnOperation() override {
    Operation *root = getOperation();
    MLIRContext *ctx = &getContext();
    SmallVector<Operation *> ops = collectVectorOps(root);
    // The IR is unchanged: the pass manager skips its verifier.
    if (ops.empty())
      return markAllAnalysesPreserved();

    // 1. convert-vector-to-scf{full-unroll=true target-rank=1}.
    SmallVector<Operation *> transfers = llvm::filter_to_vector(
        ops, llvm::IsaPred<vector::TransferReadOp, vector::TransferWriteOp>);
    RewritePatternSet toSCF(ctx);
    populateVectorToSCFConversionPatterns(
        toSCF, VectorTransferToSCFOptions().enableFullUnroll());
    applyToOps(transfers, std::move(toSCF));

    // 2. The rewrite phase of convert-vector-to-llvm, with its default
    // options.
    RewritePatternSet patterns(ctx);
    vector::populateVectorToVectorCanonicalizationPatterns(patterns);
    vector::populateVectorBitCastLoweringPatterns(patterns);
    vector::populateVectorBroadcastLoweringPatterns(patterns);
    vector::populateVectorContractLoweringPatterns(
        patterns, vector::VectorContractLowering::Dot);
    vector::populateVectorMaskOpLoweringPatterns(patterns);
    vector::populateVectorShapeCastLoweringPatterns(patterns);
    vector::populateVectorInterleaveLoweringPatterns(patterns);
    vector::populateVectorTransposeLoweringPatterns(
        patterns, vector::VectorTransposeLowering::EltWise);
    vector::populateVectorTransferLoweringPatterns(patterns,
                                                   /*maxTransferRank=*/1);
    vector::populateVectorMaskMaterializationPatterns(
        patterns, /*force32BitVectorIndices=*/true);
    vector::populateVectorInsertExtractStridedSliceTransforms(patterns);
    vector::populateVectorStepLoweringPatterns(patterns);
    vector::populateVectorRankReducingFMAPattern(patterns);
    vector::populateVectorGatherLoweringPatterns(patterns);
    applyToOps(collectVectorOps(root), std::move(patterns));

    // 3. Alignments.
    ElementAlignments alignments(root);
    root->walk([&](Operation *op) {
      TypeSwitch<Operation *>(op)
          .Case<vector::LoadOp, vector::StoreOp, vector::MaskedLoadOp,
                vector::MaskedStoreOp>([&](auto memOp) {
            if (!memOp.getAlignment())
              memOp.setAlignment(alignments.get(memOp.getMemRefType()));
          });
    });
  }
};
} // namespace
