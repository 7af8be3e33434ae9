//===- MarkedLoops.cpp - loops marked for the passes on buffers -----------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MarkedLoops.h"

#include "pad/Conversion/PadToVector/PadToVector.h"
#include "pad/Utils/IndexArith.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::pad;

bool mlir::pad::hasMarkedLoop(Operation *root, ArrayRef<StringRef> marks) {
  return root
      ->walk([&](scf::ForOp loop) {
        return llvm::any_of(marks,
                            [&](StringRef mark) { return loop->hasAttr(mark); })
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

LogicalResult mlir::pad::applyMarkedLoopPatterns(Operation *root,
                                                 RewritePatternSet &&patterns) {
  GreedyRewriteConfig config;
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  return applyPatternsGreedily(root, std::move(patterns), config);
}

/// The store of `op` if it is one a store loop may hold.
static std::optional<LoopStore> getStore(Operation &op) {
  if (auto write = dyn_cast<vector::TransferWriteOp>(op)) {
    if (write.getMask() || !write.getPermutationMap().isMinorIdentity() ||
        write.getVectorType().getRank() != 1 || !write.isDimInBounds(0) ||
        !isa<MemRefType>(write.getBase().getType()))
      return std::nullopt;
    return LoopStore{&op, write.getVector(), write.getBase(),
                     llvm::to_vector(write.getIndices())};
  }
  if (auto store = dyn_cast<vector::StoreOp>(op)) {
    if (store.getVectorType().getRank() != 1)
      return std::nullopt;
    return LoopStore{&op, store.getValueToStore(), store.getBase(),
                     llvm::to_vector(store.getIndices())};
  }
  return std::nullopt;
}

FailureOr<StoreLoop> StoreLoop::match(scf::ForOp loop) {
  if (loop.getNumResults() != 0)
    return failure();
  std::optional<LoopStore> found;
  for (Operation &op : loop.getBody()->without_terminator()) {
    if (op.getNumRegions())
      return failure();
    if (isMemoryEffectFree(&op) || (isa<MemoryEffectOpInterface>(op) &&
                                    !hasEffect<MemoryEffects::Write>(&op) &&
                                    !hasEffect<MemoryEffects::Allocate>(&op) &&
                                    !hasEffect<MemoryEffects::Free>(&op)))
      continue;
    std::optional<LoopStore> store = getStore(op);
    if (!store || found || store->indices.empty() ||
        store->indices.back() != loop.getInductionVar() ||
        !cast<MemRefType>(store->memref.getType()).isLastDimUnitStride() ||
        !loop.isDefinedOutsideOfLoop(store->memref) ||
        !llvm::all_of(ArrayRef(store->indices).drop_back(),
                      [&](Value v) { return loop.isDefinedOutsideOfLoop(v); }))
      return failure();
    found = std::move(store);
  }
  if (!found)
    return failure();
  // Whole bytes per element (index: 8), as the memref lowering lays out.
  Type elementType = cast<MemRefType>(found->memref.getType()).getElementType();
  if (!elementType.isIntOrIndexOrFloat() ||
      (!elementType.isIndex() && elementType.getIntOrFloatBitWidth() % 8))
    return failure();
  StoreLoop result{loop, *found, 0, getElementByteSize(elementType), 0};
  result.width = cast<VectorType>(found->vector.getType()).getNumElements();
  result.vectorBytes = result.width * result.elementBytes;
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!llvm::isPowerOf2_64(result.vectorBytes) || !step ||
      *step != result.width)
    return failure();
  return result;
}

void StoreLoop::cloneBody(OpBuilder &b, Value t,
                          std::optional<int64_t> alignment,
                          bool nontemporal) const {
  IRMapping map;
  map.map(loop.getInductionVar(), t);
  for (Operation &op : loop.getBody()->without_terminator()) {
    if (&op != store.op || !alignment) {
      b.clone(op, map);
      continue;
    }
    SmallVector<Value> indices = llvm::map_to_vector(
        store.indices, [&](Value v) { return map.lookupOrDefault(v); });
    vector::StoreOp::create(b, op.getLoc(), map.lookupOrDefault(store.vector),
                            store.memref, indices, nontemporal,
                            llvm::MaybeAlign(*alignment));
  }
}

Value StoreLoop::buildAddress(OpBuilder &b, Location loc, Value t) const {
  auto metadata =
      memref::ExtractStridedMetadataOp::create(b, loc, store.memref);
  Value linear = metadata.getOffset();
  SmallVector<Value> indices(store.indices);
  indices.back() = t;
  for (auto [index, stride] : llvm::zip(indices, metadata.getStrides()))
    linear = arith::AddIOp::create(
        b, loc, linear, arith::MulIOp::create(b, loc, index, stride));
  Value base =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, store.memref);
  return arith::AddIOp::create(
      b, loc, base,
      arith::MulIOp::create(
          b, loc, linear,
          arith::ConstantIndexOp::create(b, loc, elementBytes)));
}

Value StoreLoop::getBuffer() const {
  auto row = store.memref.getDefiningOp<memref::ReinterpretCastOp>();
  return row && row->hasAttr(kRowViewAttrName) ? row.getSource() : store.memref;
}
