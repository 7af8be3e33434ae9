//===- PadToLinalg.cpp - lower pad.pad to linalg on tensors ---------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A pad.pad becomes a tensor.empty whose regions are each written once
// (docs/Lowering.md): per axis, the low and the high border slab are peeled
// off, axis by axis, and what remains is the core box that maps into the
// source. One pattern per kind of pad decides how a border slab and the core
// are written:
//
//   constant, no interior   border: linalg.fill   core: linalg.copy
//   constant, interior      border: linalg.fill   core: gather or value
//   edge/reflect/symm./wrap border: gather        core: linalg.copy
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToLinalg/PadToLinalg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"
#include "pad/Conversion/PadCommon/PadOutput.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

/// Which range of an axis a box spans.
enum class AxisRange {
  Full, // the whole axis
  Low,  // the low border: source coordinates below the source
  Core, // exactly the core: source coordinates inside the source
  High, // the high border: source coordinates above the source
};

/// A box of the output: per axis an offset, a size and the range it spans.
struct Box {
  SmallVector<OpFoldResult> offsets;
  SmallVector<OpFoldResult> sizes;
  SmallVector<AxisRange> ranges;
};

/// Writes one box of the output: gets the slice `tile` of the output at `box`
/// and returns its new contents.
using RegionWriter =
    function_ref<Value(OpBuilder &b, Location loc, Value tile, const Box &box)>;

/// Builds the output of a pad with geometry `g` into `init` (createPadOutput),
/// box by box: the 2 * rank border slabs, axis by axis, then the core box.
/// Every output element lies in exactly one of these boxes. Boxes with a
/// static zero size are skipped.
Value buildRegions(OpBuilder &b, Location loc, const PadGeometry &g, Value init,
                   RegionWriter writeBorder, RegionWriter writeCore) {
  IndexArith ia(b, loc);
  int64_t rank = g.getRank();
  Value result = init;
  Box box{SmallVector<OpFoldResult>(rank, b.getIndexAttr(0)), g.outputSizes,
          SmallVector<AxisRange>(rank, AxisRange::Full)};
  SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
  auto writeBox = [&](RegionWriter writer) {
    if (llvm::any_of(box.sizes,
                     [](OpFoldResult s) { return isConstantIntValue(s, 0); }))
      return;
    Value tile = tensor::ExtractSliceOp::create(b, loc, result, box.offsets,
                                                box.sizes, strides);
    Value written = writer(b, loc, tile, box);
    result = tensor::InsertSliceOp::create(b, loc, written, result, box.offsets,
                                           box.sizes, strides);
  };
  for (int64_t k = 0; k < rank; ++k) {
    OpFoldResult coreHi = g.getCoreHi(ia, k);
    box.offsets[k] = b.getIndexAttr(0);
    box.sizes[k] = g.coreLo[k];
    box.ranges[k] = AxisRange::Low;
    writeBox(writeBorder);
    box.offsets[k] = coreHi;
    box.sizes[k] = ia.sub(g.outputSizes[k], coreHi);
    box.ranges[k] = AxisRange::High;
    writeBox(writeBorder);
    box.offsets[k] = g.coreLo[k];
    box.sizes[k] = g.coreSize[k];
    box.ranges[k] = AxisRange::Core;
  }
  writeBox(writeCore);
  return result;
}

/// linalg.fill of `tile` with `value`.
Value fillTile(OpBuilder &b, Location loc, Value value, Value tile) {
  return linalg::FillOp::create(b, loc, value, tile).getResult(0);
}

/// A linalg.generic writing every element of `tile` with `bodyBuilder`, which
/// gets the coordinates of the element within the tile.
Value buildGenerate(
    OpBuilder &b, Location loc, Value tile,
    function_ref<Value(OpBuilder &, Location, ValueRange)> bodyBuilder) {
  auto tileType = cast<RankedTensorType>(tile.getType());
  int64_t rank = tileType.getRank();
  SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{tileType}, ValueRange{}, ValueRange{tile}, maps,
      iterators, [&](OpBuilder &nb, Location nloc, ValueRange) {
        SmallVector<Value> indices;
        for (int64_t k = 0; k < rank; ++k)
          indices.push_back(linalg::IndexOp::create(nb, nloc, k));
        linalg::YieldOp::create(nb, nloc, bodyBuilder(nb, nloc, indices));
      });
  return generic.getResult(0);
}

/// linalg.copy of the source box at `srcOffsets` into `tile`.
Value copySourceTile(OpBuilder &b, Location loc, Value source,
                     ArrayRef<OpFoldResult> srcOffsets,
                     ArrayRef<OpFoldResult> sizes, Value tile) {
  SmallVector<OpFoldResult> strides(sizes.size(), b.getIndexAttr(1));
  Value slice = tensor::ExtractSliceOp::create(b, loc, source, srcOffsets,
                                               sizes, strides);
  return linalg::CopyOp::create(b, loc, slice, tile).getResult(0);
}

/// Constant mode without interior padding: fill the border with the pad value,
/// copy the kept input into the core.
struct ConvertConstantPadToLinalg : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getMode() != PadMode::constant)
      return rewriter.notifyMatchFailure(op, "not constant mode");
    if (op.hasInteriorPadding())
      return rewriter.notifyMatchFailure(op, "has interior padding");
    Location loc = op.getLoc();
    IndexArith ia(rewriter, loc);
    PadGeometry g = computePadGeometry(ia, op);
    Value padValue = getPadValue(rewriter, loc, op);
    Value result = buildRegions(
        rewriter, loc, g, createPadOutput(rewriter, op, g),
        [&](OpBuilder &b, Location l, Value tile, const Box &) {
          return fillTile(b, l, padValue, tile);
        },
        [&](OpBuilder &b, Location l, Value tile, const Box &box) {
          return copySourceTile(b, l, op.getSource(), g.srcOffset, box.sizes,
                                tile);
        });
    replacePadOp(rewriter, op, result);
    return success();
  }
};

/// Constant mode with interior padding: fill the border with the pad value;
/// in the core, an element whose dilated coordinate is on the grid of every
/// axis reads the source, the others get the pad value.
struct ConvertInteriorPadToLinalg : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getMode() != PadMode::constant)
      return rewriter.notifyMatchFailure(op, "not constant mode");
    if (!op.hasInteriorPadding())
      return rewriter.notifyMatchFailure(op, "has no interior padding");
    Location loc = op.getLoc();
    IndexArith ia(rewriter, loc);
    PadGeometry g = computePadGeometry(ia, op);
    Value padValue = getPadValue(rewriter, loc, op);
    Value source = op.getSource();

    auto writeCore = [&](OpBuilder &b, Location l, Value tile, const Box &) {
      // Loop invariants, materialized outside the body.
      IndexArith ia(b, l);
      SmallVector<Value> srcOffset, last, stride;
      Value zero = ia.value(ia.cst(0));
      for (int64_t k = 0; k < g.getRank(); ++k) {
        srcOffset.push_back(isConstantIntValue(g.srcOffset[k], 0)
                                ? Value()
                                : ia.value(g.srcOffset[k]));
        last.push_back(ia.value(ia.sub(g.sourceSizes[k], ia.cst(1))));
        stride.push_back(g.interior[k] ? ia.value(ia.cst(g.interior[k] + 1))
                                       : Value());
      }
      return buildGenerate(
          b, l, tile,
          [&](OpBuilder &nb, Location nl, ValueRange indices) -> Value {
            Value onGrid;
            SmallVector<Value> srcIndices;
            for (auto [k, index] : llvm::enumerate(indices)) {
              // The dilated source coordinate, >= 0 in the core.
              Value j = srcOffset[k]
                            ? arith::AddIOp::create(nb, nl, index, srcOffset[k])
                            : index;
              if (stride[k]) {
                Value rem = arith::RemUIOp::create(nb, nl, j, stride[k]);
                Value isOnGrid = arith::CmpIOp::create(
                    nb, nl, arith::CmpIPredicate::eq, rem, zero);
                onGrid = onGrid
                             ? arith::AndIOp::create(nb, nl, onGrid, isOnGrid)
                             : isOnGrid;
                j = arith::DivUIOp::create(nb, nl, j, stride[k]);
              }
              // In bounds for valid ops; a guard for the others.
              srcIndices.push_back(arith::MinSIOp::create(nb, nl, j, last[k]));
            }
            Value element =
                tensor::ExtractOp::create(nb, nl, source, srcIndices);
            return arith::SelectOp::create(nb, nl, onGrid, element, padValue);
          });
    };
    Value result = buildRegions(
        rewriter, loc, g, createPadOutput(rewriter, op, g),
        [&](OpBuilder &b, Location l, Value tile, const Box &) {
          return fillTile(b, l, padValue, tile);
        },
        writeCore);
    replacePadOp(rewriter, op, result);
    return success();
  }
};

/// Edge, reflect, symmetric and wrap: gather each border element from the
/// source through the mode's index map, copy the kept input into the core.
/// When some source axis may be empty there is nothing to read: the gathered
/// elements (which exist only for amounts that break C8) are then zeros.
struct ConvertBorderPadToLinalg : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    PadMode mode = op.getMode();
    if (mode == PadMode::constant)
      return rewriter.notifyMatchFailure(op, "constant mode");
    Location loc = op.getLoc();
    IndexArith ia(rewriter, loc);
    PadGeometry g = computePadGeometry(ia, op);
    Value source = op.getSource();
    // Nothing can be read from an empty source: zeros instead (C8 broken).
    Value isEmpty = buildSourceIsEmpty(rewriter, loc, op, g);
    Value zero = isEmpty ? getPadValue(rewriter, loc, op) : Value();

    auto writeBorder = [&](OpBuilder &b, Location l, Value tile,
                           const Box &box) {
      // Per axis, the shift from tile coordinates to source coordinates and,
      // off the core, the mode's index map; built outside the body.
      IndexArith ia(b, l);
      SmallVector<Value> shift;
      SmallVector<std::optional<BorderIndexMap>> maps;
      SmallVector<BorderSide> sides;
      for (int64_t k = 0; k < g.getRank(); ++k) {
        AxisRange range = box.ranges[k];
        OpFoldResult kShift = range == AxisRange::Core
                                  ? g.srcOffset[k]
                                  : ia.sub(box.offsets[k], g.low[k]);
        shift.push_back(isConstantIntValue(kShift, 0) ? Value()
                                                      : ia.value(kShift));
        sides.push_back(range == AxisRange::Low    ? BorderSide::Below
                        : range == AxisRange::High ? BorderSide::Above
                                                   : BorderSide::Any);
        if (range == AxisRange::Core)
          maps.emplace_back();
        else
          maps.emplace_back(BorderIndexMap(b, l, mode, g, k));
      }
      return buildGenerate(
          b, l, tile,
          [&](OpBuilder &nb, Location nl, ValueRange indices) -> Value {
            SmallVector<Value> srcIndices;
            for (auto [k, index] : llvm::enumerate(indices)) {
              Value j = shift[k]
                            ? arith::AddIOp::create(nb, nl, index, shift[k])
                            : index;
              srcIndices.push_back(maps[k] ? maps[k]->map(nb, nl, j, sides[k])
                                           : j);
            }
            // A branch on a loop invariant, hoisted by LLVM.
            return buildUnlessEmpty(
                nb, nl, isEmpty,
                [&](OpBuilder &rb, Location rl) {
                  return tensor::ExtractOp::create(rb, rl, source, srcIndices)
                      .getResult();
                },
                [&](OpBuilder &, Location) { return zero; });
          });
    };
    auto writeCore = [&](OpBuilder &b, Location l, Value tile, const Box &box) {
      return copySourceTile(b, l, source, g.srcOffset, box.sizes, tile);
    };

    Value result =
        buildRegions(rewriter, loc, g, createPadOutput(rewriter, op, g),
                     writeBorder, writeCore);
    replacePadOp(rewriter, op, result);
    return success();
  }
};

} // namespace

void mlir::pad::populatePadToLinalgPatterns(RewritePatternSet &patterns) {
  patterns.add<ConvertBorderPadToLinalg, ConvertConstantPadToLinalg,
               ConvertInteriorPadToLinalg>(patterns.getContext());
}
