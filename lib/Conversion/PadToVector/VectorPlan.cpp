//===- VectorPlan.cpp - how the vector strategy writes one pad ------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// decideVectorPlan: whether a pad streams, whether it runs on threads and in
// which form its output is written, from the op, the pass options and the
// target's row of the table of measured CPUs (docs/Lowering.md, "Vector
// strategy" and "Streaming stores").
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToVector/VectorPlan.h"

#include "Rows.h"

#include "pad/Conversion/PadCommon/PadOutput.h"
#include "pad/Conversion/Passes.h"
#include "pad/Utils/IndexArith.h"
#include "pad/Utils/StreamingStores.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::pad;

/// The output size in bytes above which the target streams (0: every
/// size), or none when it never does.
static std::optional<int64_t>
getTargetStreamThreshold(const ConvertPadToVectorPassOptions &options) {
  return getStreamThreshold(options.nontemporal, options.llcBytes,
                            options.targetCPU);
}

/// The bytes of `shape`, of elements of `elementBytes` bytes, saturated at
/// INT64_MAX; none if a size before any overflow is dynamic (as
/// getStaticBytes counts a geometry's sizes). The verifier makes static every
/// output size the source and the amounts fix (C10): the result type's
/// static sizes are the geometry's.
static std::optional<int64_t> getShapeBytes(ArrayRef<int64_t> shape,
                                            int64_t elementBytes) {
  int64_t bytes = elementBytes;
  for (int64_t size : shape) {
    if (ShapedType::isDynamic(size))
      return std::nullopt;
    if (llvm::MulOverflow(bytes, size, bytes))
      return std::numeric_limits<int64_t>::max();
  }
  return bytes;
}

SmallVector<ReassociationIndices>
mlir::pad::getMergeReassociation(int64_t rank, int64_t axis) {
  SmallVector<ReassociationIndices> merge;
  for (int64_t k = 0; k < axis; ++k)
    merge.push_back({k});
  merge.emplace_back(llvm::to_vector(llvm::seq<int64_t>(axis, rank)));
  return merge;
}

bufferization::MaterializeInDestinationOp
mlir::pad::getMergeableDestination(PadOp op, int64_t axis) {
  bufferization::MaterializeInDestinationOp materialize =
      getMemRefMaterialization(op);
  if (!materialize ||
      !memref::CollapseShapeOp::isGuaranteedCollapsible(
          cast<MemRefType>(materialize.getDest().getType()),
          getMergeReassociation(op.getSourceType().getRank(), axis)))
    return {};
  return materialize;
}

/// Decided at compile time for `bytes`, else by size at run time.
static SizeDecision decideBySize(std::optional<int64_t> bytes,
                                 int64_t threshold, bool above) {
  if (!bytes)
    return SizeDecision::bySize(threshold);
  bool holds = above ? *bytes > threshold : *bytes >= threshold;
  return holds ? SizeDecision::always() : SizeDecision::never();
}

/// The first of the trailing axes that merge, as OpenVINO merges them: in
/// constant mode, when the axes after k have no padding and k no interior,
/// padding k by p is padding the merged axis by p * (size of k+1 ...):
/// rows of 64 NHWC channels become rows of W * 64. Not where an axis after
/// k has a static output size but a dynamic source size (C10 broken), nor
/// into a memref not contiguous over them when more than one of their
/// output sizes is dynamic (the tensor could not be expanded back).
static std::optional<int64_t> getMergedAxis(PadOp op) {
  RankedTensorType type = op.getSourceType();
  int64_t rank = type.getRank();
  if (op.getMode() != PadMode::constant || rank < 2)
    return std::nullopt;
  ArrayRef<int64_t> low = op.getStaticLow(), high = op.getStaticHigh();
  SmallVector<int64_t> interior = op.getInteriorOrZeros();
  int64_t k = rank - 1;
  while (k >= 0 && low[k] == 0 && high[k] == 0 && interior[k] == 0)
    --k;
  if (k < 0 || k == rank - 1 || interior[k] != 0)
    return std::nullopt;
  for (int64_t j = k + 1; j < rank; ++j)
    if (type.isDynamicDim(j) && !op.getResultType().isDynamicDim(j))
      return std::nullopt;
  if (getMergeableDestination(op, k))
    return k;
  if (llvm::count_if(op.getResultType().getShape().drop_front(k),
                     ShapedType::isDynamic) > 1)
    return std::nullopt;
  return k;
}

static int64_t getVectorWidth(Type elementType, int64_t vectorBits) {
  int64_t elementBits = elementType.isIndex() ? 64
                        : elementType.isIntOrFloat()
                            ? elementType.getIntOrFloatBitWidth()
                            : 0;
  // Vectors of i1 would be bit-packed in memory, unlike tensors of i1.
  if (elementBits < 8 || vectorBits < elementBits)
    return 0;
  return vectorBits / elementBits;
}

VectorPlan
mlir::pad::decideVectorPlan(PadOp op,
                            const ConvertPadToVectorPassOptions &options) {
  VectorPlan plan;
  if (op.getSourceType().getRank() == 0) {
    plan.form = VectorForm::Identity;
    return plan;
  }
  Type elementType = op.getSourceType().getElementType();
  plan.vectorWidth = getVectorWidth(elementType, options.vectorBits);
  ArrayRef<int64_t> shape = op.getResultType().getShape();
  int64_t elementBytes = getElementByteSize(elementType);
  std::optional<int64_t> bytes = getShapeBytes(shape, elementBytes);
  // Small outputs stay on one thread (a parallel region costs microseconds).
  if (options.parallel)
    plan.threads = decideBySize(bytes, options.parallelMinBytes,
                                /*above=*/false);
  if (std::optional<int64_t> llc = getTargetStreamThreshold(options))
    plan.stream = *llc == 0 ? SizeDecision::always()
                            : decideBySize(bytes, *llc, /*above=*/true);
  if (plan.stream.isAlways() && canWriteStreamedLines(op, plan.vectorWidth)) {
    plan.form = VectorForm::StreamedLines;
    return plan;
  }
  int64_t rowAxis = op.getSourceType().getRank() - 1;
  if (std::optional<int64_t> axis = getMergedAxis(op)) {
    plan.form = VectorForm::MergedRows;
    plan.mergedAxis = rowAxis = *axis;
  }
  // Static rows too short for pad-lower-loop-marks to stream (two vectors and a
  // line) never do.
  std::optional<int64_t> rowBytes =
      getShapeBytes(shape.drop_front(rowAxis), elementBytes);
  if (rowBytes && *rowBytes < 2 * options.vectorBits / 8 + kCacheLineBytes)
    plan.stream = SizeDecision::never();
  return plan;
}

VectorLoopNeeds
mlir::pad::getVectorLoopNeeds(const ConvertPadToVectorPassOptions &options) {
  return {getTargetStreamThreshold(options).has_value(), options.parallel};
}

StringRef mlir::pad::stringifyVectorForm(VectorForm form) {
  switch (form) {
  case VectorForm::Identity:
    return "identity";
  case VectorForm::StreamedLines:
    return "streamed-lines";
  case VectorForm::MergedRows:
    return "merged-rows";
  case VectorForm::Rows:
    return "rows";
  }
  llvm_unreachable("unknown vector form");
}
