//===- LowerToLLVMWithIndexBitwidth.cpp - LLVM lowering, any index width --===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "LowerToLLVMWithIndexBitwidth.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

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

} // namespace

std::unique_ptr<Pass>
mlir::pad::createSetIndexBitwidthPass(unsigned indexBitwidth) {
  return std::make_unique<SetIndexBitwidthPass>(indexBitwidth);
}

void mlir::pad::buildLowerToLLVMWithIndexBitwidth(OpPassManager &pm) {
  // The dynamic convert-to-llvm builds its type converter from the data
  // layout: index in the width createSetIndexBitwidthPass gave the module.
  // Every dialect the static one converts (vector, OpenMP, complex...)
  // converts here too, through the same interfaces.
  ConvertToLLVMPassOptions options;
  options.useDynamic = true;
  pm.addPass(createConvertToLLVMPass(options));
  pm.addPass(createReconcileUnrealizedCastsPass());
}
