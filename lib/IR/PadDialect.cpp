//===- PadDialect.cpp - pad dialect ---------------------------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/IR/PadDialect.h"

#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Transforms/InliningUtils.h"
#include "pad/IR/PadOps.h"
#include "pad/IR/PadTilingInterface.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::pad;

#include "pad/IR/PadDialect.cpp.inc"

#include "pad/IR/PadEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "pad/IR/PadAttrs.cpp.inc"

namespace {
/// pad.pad is pure and holds no region: it can be inlined anywhere, so that
/// amounts passed as constants become known at the pad.
struct PadInlinerInterface : DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

LogicalResult LoopAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               bool parallel, bool stream) {
  if (!parallel && !stream)
    return emitError() << "expected parallel = true or stream = true";
  return success();
}

LogicalResult PadDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  if (attr.getName() != LoopAttr::getAttrName())
    return op->emitError() << "unknown pad attribute '"
                           << attr.getName().getValue() << "'";
  if (!isa<LoopAttr>(attr.getValue()))
    return op->emitError() << "expected '" << attr.getName().getValue()
                           << "' to be a #pad.loop attribute";
  // (By name: the dialect does not depend on scf.)
  if (op->getName().getStringRef() != "scf.for")
    return op->emitError() << "expected '" << attr.getName().getValue()
                           << "' on an scf.for, got '" << op->getName() << "'";
  return success();
}

void PadDialect::initialize() {
  addInterfaces<PadInlinerInterface>();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "pad/IR/PadAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "pad/IR/PadOps.cpp.inc"
      >();
  // Tiling and fusion (docs/Tiling.md), in every context that loads the
  // dialect.
  attachTilingInterface(getContext());
  attachValueBoundsOpInterface(getContext());
  // SPMD partitioning (docs/Distributed.md): the model is a dialect extension
  // of the PadShardingExtensions library
  // (pad::registerShardingInterfaceExternalModels), so that the dialect does
  // not link the shard dialect; a context without it says so when the
  // partitioner asks for the interface.
  declarePromisedInterface<shard::ShardingInterface, PadOp>();
}
