//===- MarkedLoops.cpp - the pad-lower-loops pass -------------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// pad-lower-loops: the loops convert-pad-to-vector marked `#pad.loop`, once
// they write buffers: streaming stores (StreamingStores.cpp), then rows on
// threads (ParallelRows.cpp); every mark is removed.
//
//===----------------------------------------------------------------------===//

#include "MarkedLoops.h"

#include "pad/Conversion/PadToVector/PadToVector.h"
#include "pad/Conversion/Passes.h"
#include "pad/IR/PadDialect.h"
#include "pad/Utils/IndexArith.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/MathExtras.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADLOWERLOOPSPASS
#include "pad/Conversion/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

bool mlir::pad::hasMarkedLoop(Operation *root) {
  return root
      ->walk([&](scf::ForOp loop) {
        return loop->hasAttr(LoopAttr::getAttrName()) ? WalkResult::interrupt()
                                                      : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Asks LLVM not to unroll `loop` of a row nest (the `loop_annotation` that
/// convert-scf-to-cf puts on the loop's back edge): a row is long enough to
/// gain nothing from it, and with sizes known at run time the unrolled nest
/// (border parts of up to 3 rows fully, core rows in pairs) kept fewer of a
/// row's values in registers (docs/Lowering.md, "Rows at carried offsets").
void mlir::pad::disableUnrolling(scf::ForOp loop) {
  MLIRContext *ctx = loop.getContext();
  auto unroll = LLVM::LoopUnrollAttr::get(
      ctx, /*disable=*/BoolAttr::get(ctx, true), /*count=*/{},
      /*runtimeDisable=*/{}, /*full=*/{}, /*followupUnrolled=*/{},
      /*followupRemainder=*/{}, /*followupAll=*/{});
  loop->setAttr(kLoopAnnotationAttrName,
                LLVM::LoopAnnotationAttr::get(
                    ctx, /*disableNonforced=*/{}, /*vectorize=*/{},
                    /*interleave=*/{}, unroll, /*unrollAndJam=*/{},
                    /*licm=*/{}, /*distribute=*/{}, /*pipeline=*/{},
                    /*peeled=*/{}, /*unswitch=*/{}, /*mustProgress=*/{},
                    /*isVectorized=*/{}, /*startLoc=*/{}, /*endLoc=*/{},
                    /*parallelAccesses=*/{}));
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

Value StoreLoop::getBuffer() const { return store.memref; }

namespace {
struct PadLowerLoopsPass : pad::impl::PadLowerLoopsPassBase<PadLowerLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    Operation *root = getOperation();
    // Most modules have no marked loop: no greedy rewrite over the whole IR
    // then, and the IR is unchanged (the pass manager skips its verifier).
    if (!hasMarkedLoop(root))
      return markAllAnalysesPreserved();
    // Streaming stores first: the row loops around them are still loops.
    unswitchSizeChecks(root);
    RewritePatternSet streaming(&getContext()), parallel(&getContext());
    populateStreamingStoresPatterns(streaming);
    populateParallelRowsPatterns(parallel);
    if (failed(applyMarkedLoopPatterns(root, std::move(streaming))) ||
        failed(applyMarkedLoopPatterns(root, std::move(parallel))))
      return signalPassFailure();
    // The marks the patterns did not take.
    root->walk(
        [](scf::ForOp loop) { loop->removeAttr(LoopAttr::getAttrName()); });
  }
};
} // namespace
