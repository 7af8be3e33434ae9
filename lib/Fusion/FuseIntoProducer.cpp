//===- FuseIntoProducer.cpp - a pad that costs its border -----------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// docs/Fusion.md: the op that produces the source of a pad.pad (a linalg
// structured op, a pad.pad, or an scf.for / scf.forall loop of tiles) is
// re-created to compute into the core of the pad's output, and the pad becomes
// the writes of its borders (PadBorders.cpp). Geometry from PadGeometry, output
// from createPadOutput, as in every lowering.
//
//===----------------------------------------------------------------------===//

#include "pad/Fusion/FuseIntoProducer.h"

#include "pad/Conversion/PadCommon/PadBorders.h"
#include "pad/Conversion/PadCommon/PadOutput.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/TilingInterface.h"

using namespace mlir;
using namespace mlir::pad;

namespace {
/// The op that produces the source of a fusible pad.
struct Producer {
  enum class Kind { Linalg, Pad, Loop };
  Operation *op = nullptr;
  Kind kind = Kind::Linalg;
  /// The fill of the init that a linalg op or a loop reads; re-created on
  /// the core.
  mutable linalg::FillOp initFill;
  /// Whether some amount may be negative: then only the kept elements are
  /// computed, through the producer's TilingInterface.
  bool mayCrop = false;
  /// Whether a border mode has dynamic amounts: the borders are written from
  /// the core only when none is negative at run time (an `scf.if`), and the
  /// pad lowers as before otherwise.
  bool guarded = false;
};

/// Where the producer writes in the output, and which of its elements.
struct CoreSlice {
  SmallVector<OpFoldResult> offsets, sizes, strides; // In the output.
  SmallVector<OpFoldResult> tileOffsets;             // In the source.
  bool tiled = false;
};
} // namespace

/// The init that `producer`'s (only) result is computed in.
static OpOperand &getInit(const Producer &producer) {
  if (auto forOp = dyn_cast<scf::ForOp>(producer.op))
    return forOp.getInitArgsMutable()[0];
  if (auto forallOp = dyn_cast<scf::ForallOp>(producer.op))
    return forallOp.getOutputsMutable()[0];
  return *cast<linalg::LinalgOp>(producer.op).getDpsInitOperand(0);
}

/// The sizes of `producer`'s result, from values defined before it that
/// the fusion keeps (not the init's fill, which it re-creates).
static SmallVector<OpFoldResult> getProducedSizes(OpBuilder &b, Location loc,
                                                  const Producer &producer) {
  if (producer.kind != Producer::Kind::Loop) {
    ReifiedRankedShapedTypeDims dims;
    if (succeeded(reifyResultShapes(b, producer.op, dims)))
      return dims.front();
  }
  Value init = getInit(producer).get();
  while (auto fill = init.getDefiningOp<linalg::FillOp>())
    init = fill.getOutputs().front();
  return tensor::getMixedSizes(b, loc, init);
}

/// The source indices that the borders of one axis read, in a border mode,
/// lie in the kept ones (a crop on one side may drop what the border on the
/// other side reads).
static bool bordersReadKept(PadMode mode, int64_t d, int64_t p, int64_t q) {
  if ((p >= 0 && q >= 0) || (p <= 0 && q <= 0))
    return true;
  if (ShapedType::isDynamic(d))
    return false;
  int64_t keptLo = std::max<int64_t>(0, -p), keptHi = std::min(d, d + q);
  auto kept = [&](int64_t lo, int64_t hi) {
    return lo >= keptLo && hi < keptHi;
  };
  auto readsKept = [&](bool low, int64_t amount) {
    if (amount <= 0)
      return true;
    switch (mode) {
    case PadMode::edge:
      return low ? kept(0, 0) : kept(d - 1, d - 1);
    case PadMode::reflect:
      return low ? kept(1, amount) : kept(d - 1 - amount, d - 2);
    case PadMode::symmetric:
      return low ? kept(0, amount - 1) : kept(d - amount, d - 1);
    case PadMode::wrap:
      return low ? kept(d - amount, d - 1) : kept(0, amount - 1);
    case PadMode::constant:
      break;
    }
    return true;
  };
  return readsKept(true, p) && readsKept(false, q);
}

/// Why the amounts of `op` keep its borders from being written from the
/// core, or the empty string; `guarded` when that depends on the signs of
/// dynamic amounts.
static std::string checkAmounts(PadOp op, bool &guarded) {
  if (op.getMode() == PadMode::constant)
    return "";
  ArrayRef<int64_t> shape = op.getSourceType().getShape();
  for (auto [d, p, q] :
       llvm::zip_equal(shape, op.getStaticLow(), op.getStaticHigh())) {
    if (ShapedType::isDynamic(p) || ShapedType::isDynamic(q)) {
      if ((!ShapedType::isDynamic(p) && p < 0) ||
          (!ShapedType::isDynamic(q) && q < 0))
        return "a border mode crops an axis with a dynamic amount";
      guarded = true;
    } else if (!bordersReadKept(op.getMode(), d, p, q)) {
      return "the borders read source elements that a crop drops";
    }
  }
  return "";
}

/// ceil(x / m) for x >= 0.
static OpFoldResult ceilDiv(IndexArith &ia, OpFoldResult x, int64_t m) {
  if (m == 1)
    return x;
  if (std::optional<int64_t> c = getConstantIntValue(x))
    return ia.cst((*c + m - 1) / m);
  OpBuilder &b = ia.getBuilder();
  Value sum = ia.value(ia.add(x, ia.cst(m - 1)));
  return arith::DivUIOp::create(b, ia.getLoc(), sum, ia.value(ia.cst(m)))
      .getResult();
}

/// `offset` clamped into [0, size - 1]. A slice that keeps no element may
/// start anywhere at run time, but the verifier of tensor.extract_slice wants
/// every static offset inside its static dim, which later folds may make both;
/// for a slice that keeps elements this is the identity.
static OpFoldResult clampOffset(IndexArith &ia, OpFoldResult offset,
                                OpFoldResult size) {
  std::optional<int64_t> o = getConstantIntValue(offset);
  std::optional<int64_t> s = getConstantIntValue(size);
  if (o && s && *o >= 0 && *o < *s)
    return offset;
  return ia.max(ia.cst(0), ia.min(offset, ia.sub(size, ia.cst(1))));
}

/// The slice of the output that holds the source elements `g` keeps: all of
/// them at `low`, or (`tiled`) those of the crop, from `g`'s clamped core.
static CoreSlice getCoreSlice(IndexArith &ia, const PadGeometry &g,
                              ArrayRef<OpFoldResult> sizes, bool tiled) {
  CoreSlice core;
  core.tiled = tiled;
  for (int64_t k = 0, rank = g.getRank(); k < rank; ++k) {
    int64_t step = g.interior[k] + 1;
    core.strides.push_back(ia.cst(step));
    if (!tiled) {
      core.offsets.push_back(g.coreLo[k]);
      core.sizes.push_back(sizes[k]);
      core.tileOffsets.push_back(ia.cst(0));
      continue;
    }
    // The kept source elements: dilated coordinates in [srcOffset,
    // srcOffset + coreSize) that are multiples of the step.
    OpFoldResult first = ceilDiv(ia, g.srcOffset[k], step);
    OpFoldResult end = ceilDiv(ia, ia.add(g.srcOffset[k], g.coreSize[k]), step);
    OpFoldResult offset = ia.add(
        g.coreLo[k], ia.sub(ia.mul(first, ia.cst(step)), g.srcOffset[k]));
    core.sizes.push_back(ia.sub(end, first));
    core.tileOffsets.push_back(clampOffset(ia, first, sizes[k]));
    core.offsets.push_back(clampOffset(ia, offset, g.outputSizes[k]));
  }
  return core;
}

/// Whether the sizes and amounts known at compile time say that `op` keeps
/// no source element (an empty output, a crop past the source, or only
/// interior gaps kept): the core that the fusion would compute, built as it
/// builds it (the same folds), in a scratch block that is then dropped.
static bool keepsNoSourceElement(PadOp op, const Producer &producer) {
  Block scratch;
  OpBuilder b(op.getContext());
  b.setInsertionPointToStart(&scratch);
  IndexArith ia(b, op.getLoc());
  SmallVector<OpFoldResult> sizes = getProducedSizes(b, op.getLoc(), producer);
  PadGeometry g = computePadGeometry(ia, op, sizes);
  CoreSlice core = getCoreSlice(ia, g, sizes, /*tiled=*/true);
  return llvm::any_of(core.sizes, [](OpFoldResult size) {
    std::optional<int64_t> c = getConstantIntValue(size);
    return c && *c <= 0;
  });
}

/// Matches the producer of `op`'s source, or says why it does not fit.
static FailureOr<Producer> matchProducer(PadOp op, std::string &why) {
  Value source = op.getSource();
  Producer producer;
  producer.op = source.getDefiningOp();
  if (!producer.op) {
    why = "the source is not produced by an op";
    return failure();
  }
  // Sizes of the source are recomputed from the producer's operands.
  auto isDim = [](Operation *user) {
    auto dim = dyn_cast<tensor::DimOp>(user);
    return dim && dim.getConstantIndex();
  };
  for (Operation *user : source.getUsers())
    if (user != op && !isDim(user)) {
      why = "the source has other uses";
      return failure();
    }
  if (producer.op->getBlock() != op->getBlock()) {
    why = "the producer is in another block";
    return failure();
  }
  if (producer.op->getNumResults() != 1) {
    why = "the producer has more than one result";
    return failure();
  }
  for (auto [low, high] :
       llvm::zip_equal(op.getStaticLow(), op.getStaticHigh()))
    producer.mayCrop |= ShapedType::isDynamic(low) || low < 0 ||
                        ShapedType::isDynamic(high) || high < 0;
  if (isa<PadOp>(producer.op)) {
    producer.kind = Producer::Kind::Pad;
  } else if (isa<scf::ForOp, scf::ForallOp>(producer.op)) {
    producer.kind = Producer::Kind::Loop;
    if (producer.mayCrop) {
      why = "a loop cannot compute only the kept elements of a crop";
      return failure();
    }
  } else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(producer.op)) {
    producer.kind = Producer::Kind::Linalg;
    if (!linalgOp.hasPureTensorSemantics()) {
      why = "the producer is not on tensors";
      return failure();
    }
  } else {
    why = "the producer is not a linalg op, a pad.pad or a loop of tiles";
    return failure();
  }
  // An init whose value is read must be re-created on the core: a fill.
  if (producer.kind != Producer::Kind::Pad) {
    Value init = getInit(producer).get();
    auto linalgOp = dyn_cast<linalg::LinalgOp>(producer.op);
    bool readsInit = !linalgOp || linalgOp.payloadUsesValueFromOperand(
                                      linalgOp.getDpsInitOperand(0));
    producer.initFill = init.getDefiningOp<linalg::FillOp>();
    if (producer.initFill && !producer.initFill->hasOneUse())
      producer.initFill = {};
    if (readsInit && !producer.initFill &&
        !init.getDefiningOp<tensor::EmptyOp>()) {
      why = "the producer reads its init, which is neither a linalg.fill nor "
            "a tensor.empty";
      return failure();
    }
    if (!readsInit)
      producer.initFill = {};
  }
  why = checkAmounts(op, producer.guarded);
  if (!why.empty())
    return failure();
  // Values known at compile time that break a constraint are the lowering's
  // to report (docs/Semantics.md): leave such a pad to it.
  if (!op.getLow().empty() || !op.getHigh().empty() ||
      !op.getSourceType().hasStaticShape()) {
    ScopedDiagnosticHandler quiet(op->getContext(),
                                  [](Diagnostic &) { return success(); });
    if (failed(op.verifyKnownValues())) {
      why = "values known at compile time break a constraint";
      return failure();
    }
  }
  // Nothing of the producer's result would be read: its tile would be empty
  // (which TilingInterface implementations do not take), and the borders of a
  // border mode would have no core to read from. The pad lowers as before.
  if (keepsNoSourceElement(op, producer)) {
    why = "the pad keeps no element of its source (its output is all padding)";
    return failure();
  }
  return producer;
}

std::string mlir::pad::getProducerFusionFailure(PadOp op) {
  std::string why;
  (void)matchProducer(op, why);
  return why;
}

/// `value` as a tensor of `type`.
static Value castTo(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return tensor::CastOp::create(b, loc, type, value);
}

/// Re-creates `producer` to compute its kept elements in `slice`; null on
/// failure (nothing created then).
static Value buildProducerInto(RewriterBase &rewriter, Location loc,
                               const Producer &producer, const CoreSlice &core,
                               Value slice) {
  Operation *newOp;
  if (core.tiled) {
    FailureOr<TilingResult> tile =
        cast<TilingInterface>(producer.op)
            .generateResultTileValue(rewriter, 0, core.tileOffsets, core.sizes);
    if (failed(tile) || tile->tiledValues.size() != 1)
      return {};
    newOp = tile->tiledValues.front().getDefiningOp();
  } else {
    newOp = rewriter.clone(*producer.op);
  }
  if (producer.kind == Producer::Kind::Pad)
    return castTo(rewriter, loc, newOp->getResult(0), slice.getType());
  Producer redirected = producer;
  redirected.op = newOp;
  OpOperand &init = getInit(redirected);
  rewriter.setInsertionPoint(newOp);
  Value newInit = castTo(rewriter, loc, slice, init.get().getType());
  if (producer.initFill)
    newInit = linalg::FillOp::create(rewriter, loc,
                                     producer.initFill.getInputs(), newInit)
                  .getResult(0);
  Value oldInit = init.get();
  rewriter.modifyOpInPlace(newOp, [&] { init.set(newInit); });
  // The tile of the old init that tiling made.
  if (auto tile = oldInit.getDefiningOp<tensor::ExtractSliceOp>();
      tile && core.tiled && tile->use_empty())
    rewriter.eraseOp(tile);
  rewriter.setInsertionPointAfter(newOp);
  return castTo(rewriter, loc, newOp->getResult(0), slice.getType());
}

/// Replaces each `tensor.dim` of `source` by the size computed from values
/// defined before `producer`.
static void replaceDims(RewriterBase &rewriter, Value source,
                        const Producer &producer) {
  for (Operation *user : llvm::make_early_inc_range(source.getUsers())) {
    auto dim = dyn_cast<tensor::DimOp>(user);
    if (!dim)
      continue;
    rewriter.setInsertionPoint(dim);
    OpFoldResult size = getProducedSizes(rewriter, dim.getLoc(),
                                         producer)[*dim.getConstantIndex()];
    rewriter.replaceOp(
        dim, getValueOrCreateConstantIndexOp(rewriter, dim.getLoc(), size));
  }
}

/// Builds the output of `op` from `output`: the producer's kept elements
/// in its core, then the borders. Returns the result, and the new producer's
/// value (the old producer's kept elements, copied, if it cannot be tiled).
static std::pair<Value, Value>
buildFusedOutput(RewriterBase &rewriter, PadOp op, const Producer &producer,
                 ArrayRef<OpFoldResult> sizes, const PadGeometry &g,
                 Value output) {
  Location loc = op.getLoc();
  IndexArith ia(rewriter, loc);
  bool dilated = llvm::any_of(g.interior, [](int64_t r) { return r != 0; });
  if (op.getMode() == PadMode::constant && dilated)
    output = linalg::FillOp::create(rewriter, loc,
                                    getPadValue(rewriter, loc, op), output)
                 .getResult(0);
  // Dynamic sizes come from the clamped geometry, as in the lowerings: the
  // producer's tile then never writes outside the output.
  bool tiled = producer.kind != Producer::Kind::Loop &&
               (producer.mayCrop || !op.getSourceType().hasStaticShape());
  CoreSlice core = getCoreSlice(ia, g, sizes, tiled);
  Value slice = tensor::ExtractSliceOp::create(
      rewriter, loc, output, core.offsets, core.sizes, core.strides);
  Value computed = buildProducerInto(rewriter, loc, producer, core, slice);
  Value inserted = computed ? computed
                            : tensor::ExtractSliceOp::create(
                                  rewriter, loc, op.getSource(),
                                  core.tileOffsets, core.sizes,
                                  SmallVector<OpFoldResult>(
                                      g.getRank(), rewriter.getIndexAttr(1)));
  inserted = tensor::InsertSliceOp::create(
      rewriter, loc, inserted, output, core.offsets, core.sizes, core.strides);
  return {writePadBorders(rewriter, loc, op, g, inserted), computed};
}

/// True when every dynamic amount of `op` is non-negative.
static Value buildAmountsNonNegative(OpBuilder &b, Location loc, PadOp op) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value all;
  for (ValueRange amounts : {op.getLow(), op.getHigh()})
    for (Value amount : amounts) {
      Value nonNegative = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::sge, amount, zero);
      all = all ? arith::AndIOp::create(b, loc, all, nonNegative) : nonNegative;
    }
  return all;
}

/// Moves the `tensor.empty` that the init of `producer` (moved into the else
/// branch of `ifOp`) starts from into that branch when nothing else uses it
/// but its sizes: the fused branch then allocates nothing more.
static void moveEmptyInit(RewriterBase &rewriter, const Producer &producer,
                          scf::IfOp ifOp) {
  if (producer.kind == Producer::Kind::Pad)
    return;
  Value init = producer.initFill ? producer.initFill.getOutputs().front()
                                 : getInit(producer).get();
  auto empty = init.getDefiningOp<tensor::EmptyOp>();
  if (!empty || empty->getBlock() != ifOp->getBlock())
    return;
  Operation *user =
      producer.initFill ? producer.initFill.getOperation() : producer.op;
  SmallVector<tensor::DimOp> dims;
  for (Operation *other : empty->getUsers()) {
    auto dim = dyn_cast<tensor::DimOp>(other);
    if (dim && dim.getConstantIndex())
      dims.push_back(dim);
    else if (other != user)
      return;
  }
  SmallVector<OpFoldResult> sizes = empty.getMixedSizes();
  for (tensor::DimOp dim : dims) {
    rewriter.setInsertionPoint(dim);
    rewriter.replaceOp(
        dim, getValueOrCreateConstantIndexOp(rewriter, dim.getLoc(),
                                             sizes[*dim.getConstantIndex()]));
  }
  rewriter.moveOpBefore(empty, user);
}

/// The guarded form: `scf.if` the amounts are non-negative, the fused
/// output, else the old producer and `op`, moved into the else branch (to be
/// lowered as before) and materialized in `output`.
static std::pair<Value, Value>
buildGuardedOutput(RewriterBase &rewriter, PadOp op, const Producer &producer,
                   ArrayRef<OpFoldResult> sizes, const PadGeometry &g,
                   Value output) {
  Location loc = op.getLoc();
  Value cond = buildAmountsNonNegative(rewriter, loc, op);
  auto ifOp = scf::IfOp::create(rewriter, loc, TypeRange{output.getType()},
                                cond, /*withElseRegion=*/true);
  rewriter.setInsertionPointToStart(ifOp.thenBlock());
  auto [fused, computed] =
      buildFusedOutput(rewriter, op, producer, sizes, g, output);
  scf::YieldOp::create(rewriter, loc, fused);

  rewriter.setInsertionPointToStart(ifOp.elseBlock());
  auto yield = scf::YieldOp::create(rewriter, loc, output);
  // Without a new producer the old one stays, outside the branch.
  if (computed) {
    if (linalg::FillOp fill = producer.initFill) {
      // Tiling read sizes off the fill: the same as its init's.
      Value filled = fill.getResult(0), init = fill.getOutputs().front();
      for (OpOperand &use : llvm::make_early_inc_range(filled.getUses()))
        if (isa<tensor::DimOp>(use.getOwner()))
          rewriter.modifyOpInPlace(use.getOwner(), [&] { use.set(init); });
      rewriter.moveOpBefore(fill, yield);
    }
    rewriter.moveOpBefore(producer.op, yield);
    moveEmptyInit(rewriter, producer, ifOp);
  }
  rewriter.moveOpBefore(op, yield);
  rewriter.setInsertionPoint(yield);
  // The pad's result is the whole output: materialized in it, the pad's
  // lowering writes the output itself (createPadOutput), as the fused branch
  // does. (An insertion would have it write a slice of the output, which
  // one-shot bufferization copies when the slice is written under branches.)
  Value padded = castTo(rewriter, loc, op.getResult(), output.getType());
  auto materialize = bufferization::MaterializeInDestinationOp::create(
      rewriter, loc, padded, output);
  rewriter.modifyOpInPlace(
      yield, [&] { yield->setOperand(0, materialize.getResult()); });

  rewriter.setInsertionPointAfter(ifOp);
  Value result = castTo(rewriter, loc, ifOp.getResult(0), op.getType());
  rewriter.replaceUsesWithIf(op.getResult(), result, [&](OpOperand &use) {
    return !ifOp->isProperAncestor(use.getOwner()) &&
           use.getOwner() != result.getDefiningOp();
  });
  return {result, computed};
}

/// The output that the producer and the borders of `op` write: its
/// destination (createPadOutput), or else an allocation of its own. Not a
/// tensor.empty: CSE would make it one value with an identical tensor.empty
/// of a consumer of the pad, and one-shot bufferization would then give one
/// of the two writers a new buffer and copy the core into it.
static Value createFusedOutput(RewriterBase &rewriter, PadOp op,
                               const PadGeometry &g) {
  Value output = createPadOutput(rewriter, op, g);
  auto empty = output.getDefiningOp<tensor::EmptyOp>();
  if (!empty)
    return output;
  Value alloc = bufferization::AllocTensorOp::create(
      rewriter, empty.getLoc(), empty.getType(), empty.getDynamicSizes());
  rewriter.replaceOp(empty, alloc);
  return alloc;
}

FailureOr<FusedPad> mlir::pad::fusePadIntoProducer(RewriterBase &rewriter,
                                                   PadOp op) {
  std::string why;
  FailureOr<Producer> producer = matchProducer(op, why);
  if (failed(producer))
    return rewriter.notifyMatchFailure(op, why);
  Location loc = op.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  replaceDims(rewriter, op.getSource(), *producer);

  rewriter.setInsertionPoint(op);
  IndexArith ia(rewriter, loc);
  SmallVector<OpFoldResult> sizes = getProducedSizes(rewriter, loc, *producer);
  PadGeometry g = computePadGeometry(ia, op, sizes);
  Value output = createFusedOutput(rewriter, op, g);
  if (producer->guarded) {
    auto [result, computed] =
        buildGuardedOutput(rewriter, op, *producer, sizes, g, output);
    return FusedPad{computed ? computed.getDefiningOp() : producer->op, result,
                    op};
  }
  auto [result, computed] =
      buildFusedOutput(rewriter, op, *producer, sizes, g, output);
  replacePadOp(rewriter, op, result);
  if (!computed)
    return FusedPad{producer->op, result, nullptr};
  // The old ops, with the sizes that reification read off them and left
  // unused.
  for (Operation *old : {producer->op, producer->initFill.getOperation()}) {
    if (!old)
      continue;
    for (Operation *user : llvm::make_early_inc_range(old->getUsers()))
      if (isOpTriviallyDead(user))
        rewriter.eraseOp(user);
    rewriter.eraseOp(old);
  }
  Operation *newProducer = computed.getDefiningOp();
  if (auto cast = dyn_cast<tensor::CastOp>(newProducer))
    newProducer = cast.getSource().getDefiningOp();
  return FusedPad{newProducer, result, nullptr};
}
