//===- InteropUtils.cpp - helpers of the conversions from upstream --------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/Interop/InteropUtils.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "pad/IR/PadOps.h"

using namespace mlir;
using namespace mlir::pad;

bool mlir::pad::isPadElementType(Type type) {
  return isa<IntegerType, IndexType, FloatType, ComplexType>(type);
}

FailureOr<RankedTensorType>
mlir::pad::inferRaisedResultType(RankedTensorType sourceType,
                                 ArrayRef<int64_t> staticLow,
                                 ArrayRef<int64_t> staticHigh, Type declared) {
  FailureOr<RankedTensorType> inferred =
      PadOp::inferResultType(sourceType, staticLow, staticHigh, {});
  if (failed(inferred))
    return failure();
  auto declaredRanked = dyn_cast_or_null<RankedTensorType>(declared);
  if (!declaredRanked)
    return *inferred;
  if (declaredRanked.getRank() != inferred->getRank())
    return failure();
  SmallVector<int64_t> shape(inferred->getShape());
  for (auto [dim, declaredDim] :
       llvm::zip_equal(shape, declaredRanked.getShape())) {
    if (ShapedType::isDynamic(dim))
      dim = declaredDim;
    else if (!ShapedType::isDynamic(declaredDim) && dim != declaredDim)
      return failure();
  }
  auto type = RankedTensorType::get(shape, sourceType.getElementType());
  if (failed(PadOp::verifyStatic(sourceType, staticLow, staticHigh, {},
                                 PadMode::constant, /*hasValue=*/false, type)))
    return failure();
  return type;
}

void mlir::pad::replaceWithCast(RewriterBase &rewriter, Operation *op,
                                Value value) {
  Type type = op->getResult(0).getType();
  if (value.getType() != type)
    value = tensor::CastOp::create(rewriter, op->getLoc(), type, value);
  rewriter.replaceOp(op, value);
}

void MatchFailureRemarks::notifyMatchFailure(
    Location loc, function_ref<void(Diagnostic &)> reasonCallback) {
  InFlightDiagnostic remark = emitRemark(loc);
  Diagnostic *diag = remark.getUnderlyingDiagnostic();
  *diag << prefix << ": ";
  reasonCallback(*diag);
}
