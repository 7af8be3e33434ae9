//===- FixOpenMPILLVM.cpp - OpenMPI's ABI in LLVM 22's MPI lowering -------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Workarounds for two defects of LLVM 22's MPI-to-LLVM lowering with OpenMPI
// (see Passes.td), on the LLVM dialect it produces: the names of the
// reduction operations' globals, and the width of the communicator that
// MPI_Comm_split returns.
//
//===----------------------------------------------------------------------===//

#include "pad/Shard/Transforms/Passes.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADFIXOPENMPILLVMPASS
#include "pad/Shard/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

/// Whether the module's DLTI map names OpenMPI as its MPI library.
static bool isOpenMPI(ModuleOp module) {
  auto map = module->getAttrOfType<MapAttr>("dlti.map");
  if (!map)
    return false;
  for (DataLayoutEntryInterface entry : map.getEntries()) {
    auto key = dyn_cast<StringAttr>(entry.getKey());
    auto value = dyn_cast<StringAttr>(entry.getValue());
    if (key && key.getValue() == "MPI:Implementation")
      return value && value.getValue() == "OpenMPI";
  }
  return false;
}

/// The globals `ompi_mpi_<op>` of type `ompi_predefined_op_t` become
/// `ompi_mpi_op_<op>`, OpenMPI's names, with their uses.
static LogicalResult renameReductionOps(ModuleOp module) {
  SmallVector<LLVM::GlobalOp> globals;
  for (auto global : module.getOps<LLVM::GlobalOp>()) {
    auto type = dyn_cast<LLVM::LLVMStructType>(global.getGlobalType());
    if (type && type.isIdentified() &&
        type.getName() == "ompi_predefined_op_t" &&
        global.getSymName().starts_with("ompi_mpi_") &&
        !global.getSymName().starts_with("ompi_mpi_op_"))
      globals.push_back(global);
  }
  SymbolTable symbols(module);
  for (LLVM::GlobalOp global : globals) {
    std::string name =
        ("ompi_mpi_op_" + global.getSymName().drop_front(9)).str();
    auto newName = StringAttr::get(module.getContext(), name);
    if (failed(SymbolTable::replaceAllSymbolUses(
            global.getSymNameAttr(), newName, module.getOperation())))
      return global.emitOpError("expected its uses renamed");
    if (symbols.lookup(name))
      global.erase();
    else
      symbols.setSymbolName(global, newName);
  }
  return success();
}

/// The handle MPI_Comm_split writes is loaded as a pointer, not an i32, and
/// converted to the i64 the lowering sign-extends it to.
static void loadSplitCommsAsPointers(ModuleOp module) {
  SmallVector<LLVM::LoadOp> loads;
  module.walk([&](LLVM::CallOp call) {
    if (call.getCallee() != "MPI_Comm_split" || call.getNumOperands() != 4)
      return;
    for (Operation *user : call.getOperand(3).getUsers())
      if (auto load = dyn_cast<LLVM::LoadOp>(user))
        if (load.getType().isInteger(32))
          loads.push_back(load);
  });
  for (LLVM::LoadOp load : loads) {
    OpBuilder b(load);
    Location loc = load.getLoc();
    auto ptrType = LLVM::LLVMPointerType::get(b.getContext());
    Value handle = LLVM::LoadOp::create(b, loc, ptrType, load.getAddr());
    Value asInt = LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), handle);
    for (Operation *user : llvm::make_early_inc_range(load->getUsers())) {
      auto ext = dyn_cast<LLVM::SExtOp>(user);
      if (ext && ext.getType().isInteger(64)) {
        ext.replaceAllUsesWith(asInt);
        ext.erase();
      }
    }
    if (!load.use_empty())
      load.replaceAllUsesWith(
          LLVM::TruncOp::create(b, loc, b.getI32Type(), asInt).getResult());
    load.erase();
  }
}

namespace {

struct PadFixOpenMPILLVMPass
    : pad::impl::PadFixOpenMPILLVMPassBase<PadFixOpenMPILLVMPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!isOpenMPI(module))
      return;
    if (failed(renameReductionOps(module)))
      return signalPassFailure();
    loadSplitCommsAsPointers(module);
  }
};

} // namespace
