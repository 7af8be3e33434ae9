//===- SetMPIImplementation.cpp - name the MPI library of a module --------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The MPI library that the MPI-to-LLVM lowering targets is a DLTI entry of the
// module, MPICH when absent (see Passes.td): `--pad-to-llvm="mpi=..."` sets it
// from its option, so that a module needs no attribute of its own.
//
//===----------------------------------------------------------------------===//

#include "pad/Shard/Transforms/Passes.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADSETMPIIMPLEMENTATIONPASS
#include "pad/Shard/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

namespace {

struct PadSetMPIImplementationPass
    : pad::impl::PadSetMPIImplementationPassBase<PadSetMPIImplementationPass> {
  using PadSetMPIImplementationPassBase::PadSetMPIImplementationPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = module.getContext();
    constexpr StringLiteral key = "MPI:Implementation";
    auto map = module->getAttrOfType<MapAttr>("dlti.map");
    SmallVector<DataLayoutEntryInterface> entries;
    if (map) {
      for (DataLayoutEntryInterface entry : map.getEntries()) {
        auto id = dyn_cast<StringAttr>(entry.getKey());
        if (id && id.getValue() == key) {
          auto value = dyn_cast<StringAttr>(entry.getValue());
          if (!value || value.getValue() != name) {
            module.emitOpError("expected \"MPI:Implementation\" = \"")
                << name << "\" in the module's dlti.map, found "
                << entry.getValue();
            return signalPassFailure();
          }
          return;
        }
        entries.push_back(entry);
      }
    } else if (module->hasAttr("dlti.map")) {
      module.emitOpError("expected a #dlti.map as the module's dlti.map");
      return signalPassFailure();
    }
    entries.push_back(DataLayoutEntryAttr::get(StringAttr::get(ctx, key),
                                               StringAttr::get(ctx, name)));
    module->setAttr("dlti.map", MapAttr::get(ctx, entries));
  }
};

} // namespace
