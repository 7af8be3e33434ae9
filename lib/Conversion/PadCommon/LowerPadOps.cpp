//===- LowerPadOps.cpp - drive a lowering of every pad.pad ----------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadCommon/LowerPadOps.h"
#include "pad/Conversion/PadCommon/PadOutput.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Transforms/DialectConversion.h"
#include "pad/IR/PadDialect.h"
#include "pad/IR/PadOps.h"

using namespace mlir;
using namespace mlir::pad;

/// True if every amount is a static zero and there is no interior padding:
/// the op is its source, whatever the mode (docs/Semantics.md).
static bool isIdentity(PadOp op) {
  auto isZero = [](int64_t v) { return v == 0; };
  return op.getLow().empty() && op.getHigh().empty() &&
         llvm::all_of(op.getStaticLow(), isZero) &&
         llvm::all_of(op.getStaticHigh(), isZero) && !op.hasInteriorPadding();
}

/// Replaces each identity pad by its source (cast to the pad's type where
/// the two differ), before any pad is lowered: a pad it forwards then writes
/// into the destination the identity was given, rather than into a fresh
/// tensor that the destination would copy.
static void replaceIdentityPads(Operation *root) {
  SmallVector<PadOp> identities;
  root->walk([&](PadOp op) {
    if (isIdentity(op))
      identities.push_back(op);
  });
  for (PadOp op : identities) {
    Value source = op.getSource();
    // A cast of a cast is one cast: the pad that the identity forwards keeps
    // at most one cast between it and the destination.
    auto sourceCast = source.getDefiningOp<tensor::CastOp>();
    if (sourceCast && tensor::CastOp::areCastCompatible(
                          sourceCast.getSource().getType(), op.getType()))
      source = sourceCast.getSource();
    if (source.getType() != op.getType()) {
      OpBuilder b(op);
      source = tensor::CastOp::create(b, op.getLoc(), op.getType(), source);
    }
    op.getResult().replaceAllUsesWith(source);
    op.erase();
    if (sourceCast && sourceCast->use_empty())
      sourceCast.erase();
  }
}

/// The pad whose result `value` is, directly or through tensor.casts.
static PadOp getPadThroughCasts(Value value) {
  while (auto cast = value.getDefiningOp<tensor::CastOp>())
    value = cast.getSource();
  return value.getDefiningOp<PadOp>();
}

/// Replaces each tensor.dim of a pad's result (or of a cast of it) by the
/// size the pad computes from its source and amounts, built before the pad,
/// as any reifiable shape: a pad whose destination slice takes its sizes
/// from the pad's result then has that slice as its only use, and is written
/// in it (docs/Lowering.md, "Destinations").
static void resolvePadDims(Operation *root) {
  SmallVector<tensor::DimOp> dims;
  root->walk([&](tensor::DimOp dim) {
    if (dim.getConstantIndex() && getPadThroughCasts(dim.getSource()))
      dims.push_back(dim);
  });
  llvm::DenseMap<Operation *, SmallVector<OpFoldResult>> sizes;
  for (tensor::DimOp dim : dims) {
    int64_t k = *dim.getConstantIndex();
    auto sourceType = cast<RankedTensorType>(dim.getSource().getType());
    // An index out of range is left to the verifier of tensor.dim's users.
    if (k < 0 || k >= sourceType.getRank())
      continue;
    OpFoldResult size;
    if (!sourceType.isDynamicDim(k)) {
      size = OpBuilder(dim).getIndexAttr(sourceType.getDimSize(k));
    } else {
      PadOp pad = getPadThroughCasts(dim.getSource());
      auto it = sizes.find(pad);
      if (it == sizes.end()) {
        OpBuilder b(pad);
        ReifiedRankedShapedTypeDims shapes;
        if (failed(reifyResultShapes(b, pad, shapes)))
          continue;
        it = sizes.try_emplace(pad, std::move(shapes.front())).first;
      }
      size = it->second[k];
    }
    OpBuilder b(dim);
    Value value = getValueOrCreateConstantIndexOp(b, dim.getLoc(), size);
    dim.getResult().replaceAllUsesWith(value);
    dim.erase();
  }
}

LogicalResult mlir::pad::lowerPadOps(Operation *root,
                                     RewritePatternSet &&patterns,
                                     function_ref<bool(PadOp)> keep) {
  // A constraint broken by values known at compile time is an error, whatever
  // the run-time checks (docs/Semantics.md, "Amounts known only as SSA
  // values"). Every such pad is reported.
  bool broken = false;
  root->walk([&](PadOp op) { broken |= failed(op.verifyKnownValues()); });
  if (broken)
    return failure();
  replaceIdentityPads(root);
  resolvePadDims(root);
  // A pad whose destination op takes an offset computed after the pad is
  // built next to it, in place.
  root->walk([](PadOp op) { moveToDestination(op); });

  ConversionTarget target(*root->getContext());
  target.addIllegalDialect<PadDialect>();
  if (keep)
    target.addDynamicallyLegalOp<PadOp>([keep](PadOp op) { return keep(op); });
  // The run-time checks stay until pad-lower-asserts.
  target.addLegalOp<AssertOp>();
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  return applyPartialConversion(root, target, std::move(patterns));
}
