//===- PadTransformOps.cpp - transform ops of pad -------------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The transform dialect extension of pad: `transform.pad.fuse_into_producer`,
// the rewrite of --pad-fuse-into-producer (FuseIntoProducer.cpp) for
// schedules.
//
//===----------------------------------------------------------------------===//

#include "pad/TransformOps/PadTransformOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "pad/Fusion/FuseIntoProducer.h"
#include "pad/IR/PadDialect.h"

using namespace mlir;
using namespace mlir::pad;

DiagnosedSilenceableFailure transform::FuseIntoProducerOp::applyToOne(
    transform::TransformRewriter &rewriter, PadOp target,
    transform::ApplyToEachResultList &results,
    transform::TransformState &state) {
  std::string why = getProducerFusionFailure(target);
  if (!why.empty()) {
    DiagnosedSilenceableFailure diag =
        emitSilenceableError() << "cannot fuse into its producer: " << why;
    diag.attachNote(target.getLoc()) << "when applied to this op";
    return diag;
  }
  FailureOr<FusedPad> fused = fusePadIntoProducer(rewriter, target);
  if (failed(fused))
    return emitDefaultSilenceableFailure(target);
  results.push_back(fused->producer);
  return DiagnosedSilenceableFailure::success();
}

#define GET_OP_CLASSES
#include "pad/TransformOps/PadTransformOps.cpp.inc"

namespace {
class PadTransformDialectExtension
    : public transform::TransformDialectExtension<
          PadTransformDialectExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PadTransformDialectExtension)

  PadTransformDialectExtension() {
    declareGeneratedDialect<PadDialect>();
    declareGeneratedDialect<arith::ArithDialect>();
    declareGeneratedDialect<bufferization::BufferizationDialect>();
    declareGeneratedDialect<linalg::LinalgDialect>();
    declareGeneratedDialect<scf::SCFDialect>();
    declareGeneratedDialect<tensor::TensorDialect>();
    registerTransformOps<
#define GET_OP_LIST
#include "pad/TransformOps/PadTransformOps.cpp.inc"
        >();
  }
};
} // namespace

void mlir::pad::registerTransformDialectExtension(DialectRegistry &registry) {
  registry.addExtensions<PadTransformDialectExtension>();
}
