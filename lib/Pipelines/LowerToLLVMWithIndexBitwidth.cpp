//===- LowerToLLVMWithIndexBitwidth.cpp - LLVM lowering, any index width --===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "LowerToLLVMWithIndexBitwidth.h"

#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;

namespace {
/// Sets the width of index in the module's data layout.
struct SetIndexBitwidthPass
    : PassWrapper<SetIndexBitwidthPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(SetIndexBitwidthPass)

  explicit SetIndexBitwidthPass(unsigned indexBitwidth)
      : indexBitwidth(indexBitwidth) {}

  StringRef getArgument() const override { return "pad-set-index-bitwidth"; }
  StringRef getDescription() const override {
    return "Sets the width of index in the module's data layout";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<DLTIDialect>();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    Type index = IndexType::get(ctx);
    unsigned current = DataLayout(module).getTypeSizeInBits(index);
    SmallVector<DataLayoutEntryInterface> entries;
    if (DataLayoutSpecInterface spec = module.getDataLayoutSpec()) {
      if (spec.getSpecForType(IndexType::getTypeID()).size() != 0) {
        if (current == indexBitwidth)
          return;
        module.emitError() << "the data layout gives index " << current
                           << " bits, but the target needs " << indexBitwidth;
        return signalPassFailure();
      }
      llvm::append_range(entries, spec.getEntries());
    }
    entries.push_back(DataLayoutEntryAttr::get(
        index, IntegerAttr::get(IntegerType::get(ctx, 64), indexBitwidth)));
    module->setAttr(DLTIDialect::kDataLayoutAttrName,
                    DataLayoutSpecAttr::get(ctx, entries));
  }

  unsigned indexBitwidth;
};

/// The conversion phase of `convert-vector-to-llvm` with its default options,
/// but with an index of `indexBitwidth` bits.
struct VectorToLLVMWithIndexBitwidthPass
    : PassWrapper<VectorToLLVMWithIndexBitwidthPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(
      VectorToLLVMWithIndexBitwidthPass)

  explicit VectorToLLVMWithIndexBitwidthPass(unsigned indexBitwidth)
      : indexBitwidth(indexBitwidth) {}

  StringRef getArgument() const override {
    return "pad-vector-to-llvm-with-index-bitwidth";
  }
  StringRef getDescription() const override {
    return "convert-vector-to-llvm with a given index width";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<LLVM::LLVMDialect, arith::ArithDialect,
                    memref::MemRefDialect>();
  }

  void runOnOperation() override {
    // pad-legalize-vector-for-llvm, earlier in the pipeline, lowered the
    // vector ops that do not convert one to one.
    MLIRContext *ctx = &getContext();
    LowerToLLVMOptions options(ctx);
    options.overrideIndexBitwidth(indexBitwidth);
    LLVMTypeConverter converter(ctx, options);
    RewritePatternSet patterns(ctx);
    vector::populateVectorTransferLoweringPatterns(patterns);
    populateVectorToLLVMConversionPatterns(converter, patterns,
                                           /*reassociateFPReductions=*/false,
                                           /*force32BitVectorIndices=*/true);
    LLVMConversionTarget target(*ctx);
    target.addLegalDialect<arith::ArithDialect, memref::MemRefDialect>();
    target.addLegalOp<UnrealizedConversionCastOp>();
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }

  unsigned indexBitwidth;
};
} // namespace

std::unique_ptr<Pass>
mlir::pad::createSetIndexBitwidthPass(unsigned indexBitwidth) {
  return std::make_unique<SetIndexBitwidthPass>(indexBitwidth);
}

void mlir::pad::buildLowerToLLVMWithIndexBitwidth(OpPassManager &pm,
                                                  unsigned indexBitwidth) {
  pm.addPass(
      std::make_unique<VectorToLLVMWithIndexBitwidthPass>(indexBitwidth));

  FinalizeMemRefToLLVMConversionPassOptions memrefOptions;
  memrefOptions.indexBitwidth = indexBitwidth;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefOptions));
  ArithToLLVMConversionPassOptions arithOptions;
  arithOptions.indexBitwidth = indexBitwidth;
  pm.addPass(createArithToLLVMConversionPass(arithOptions));
  pm.addPass(createConvertMathToLLVMPass());
  // The zero pad value of a complex element type is a complex.constant
  // (getPadValue), and complex ops may come with the module; the default
  // pipeline's convert-to-llvm converts them, this one must too.
  pm.addPass(createConvertComplexToLLVMPass());
  ConvertIndexToLLVMPassOptions indexOptions;
  indexOptions.indexBitwidth = indexBitwidth;
  pm.addPass(createConvertIndexToLLVMPass(indexOptions));
  UBToLLVMConversionPassOptions ubOptions;
  ubOptions.indexBitwidth = indexBitwidth;
  pm.addPass(createUBToLLVMConversionPass(ubOptions));
  ConvertControlFlowToLLVMPassOptions cfOptions;
  cfOptions.indexBitwidth = indexBitwidth;
  pm.addPass(createConvertControlFlowToLLVMPass(cfOptions));
  ConvertFuncToLLVMPassOptions funcOptions;
  funcOptions.indexBitwidth = indexBitwidth;
  pm.addPass(createConvertFuncToLLVMPass(funcOptions));
  pm.addPass(createReconcileUnrealizedCastsPass());
}
