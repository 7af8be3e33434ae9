//===- PadBorders.cpp - write the borders of a pad around its core --------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The borders of a pad whose core is already in its output buffer (a producer
// fused into the pad wrote it there): fills in constant mode, copies of core
// elements, axis by axis, in the other modes. The geometry is PadGeometry's.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadCommon/PadBorders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::pad;

namespace {
/// The box of output elements that one border of axis `k` covers: the full
/// extent of the axes before `k`, the border's span on `k`, the core of the
/// axes after `k`.
struct BorderBox {
  SmallVector<OpFoldResult> lo, hi;
};
} // namespace

static BorderBox getBorderBox(IndexArith &ia, const PadGeometry &g, int64_t k,
                              bool low) {
  BorderBox box;
  for (int64_t m = 0, rank = g.getRank(); m < rank; ++m) {
    if (m < k) {
      box.lo.push_back(ia.cst(0));
      box.hi.push_back(g.outputSizes[m]);
    } else if (m > k) {
      box.lo.push_back(g.coreLo[m]);
      box.hi.push_back(g.getCoreHi(ia, m));
    } else if (low) {
      box.lo.push_back(ia.cst(0));
      box.hi.push_back(g.coreLo[m]);
    } else {
      box.lo.push_back(g.getCoreHi(ia, m));
      box.hi.push_back(g.outputSizes[m]);
    }
  }
  return box;
}

/// True when the span [lo, hi) of axis `k` is statically empty.
static bool isEmptySpan(const BorderBox &box, int64_t k) {
  std::optional<int64_t> distance = getConstantDistance(box.lo[k], box.hi[k]);
  return distance && *distance <= 0;
}

/// Fills the border slab `box` of `output` with `value`.
static Value fillBox(IndexArith &ia, const BorderBox &box, Value value,
                     Value output) {
  OpBuilder &b = ia.getBuilder();
  Location loc = ia.getLoc();
  SmallVector<OpFoldResult> sizes, strides;
  for (auto [lo, hi] : llvm::zip_equal(box.lo, box.hi)) {
    sizes.push_back(ia.max(ia.sub(hi, lo), ia.cst(0)));
    strides.push_back(ia.cst(1));
  }
  Value slab =
      tensor::ExtractSliceOp::create(b, loc, output, box.lo, sizes, strides);
  Value filled = linalg::FillOp::create(b, loc, value, slab).getResult(0);
  return tensor::InsertSliceOp::create(b, loc, filled, output, box.lo, sizes,
                                       strides);
}

/// Copies into each element of the border slab `box` of axis `k` the core
/// element that the mode maps it to along `k`.
static Value copyBox(IndexArith &ia, const PadGeometry &g, PadMode mode,
                     int64_t k, bool low, const BorderBox &box, Value output) {
  OpBuilder &b = ia.getBuilder();
  Location loc = ia.getLoc();
  // Periodic for amounts past one fold: such a border reads the core several
  // times over (docs/Semantics.md, "Any width").
  BorderIndexMap indexMap(b, loc, mode, g, k);
  Value p = ia.value(g.low[k]);
  SmallVector<Value> lbs, ubs, steps;
  for (auto [lo, hi] : llvm::zip_equal(box.lo, box.hi)) {
    lbs.push_back(ia.value(lo));
    ubs.push_back(ia.value(hi));
    steps.push_back(ia.value(ia.cst(1)));
  }
  BorderSide side = low ? BorderSide::Below : BorderSide::Above;
  scf::LoopNest nest = scf::buildLoopNest(
      b, loc, lbs, ubs, steps, ValueRange{output},
      [&](OpBuilder &nb, Location nloc, ValueRange ivs,
          ValueRange args) -> scf::ValueVector {
        // Output i of axis k holds source coordinate j = i - p, which the
        // mode maps to j' in [0, d), held at output p + j'.
        Value j = arith::SubIOp::create(nb, nloc, ivs[k], p);
        Value mapped = indexMap.map(nb, nloc, j, side);
        SmallVector<Value> from(ivs);
        from[k] = arith::AddIOp::create(nb, nloc, p, mapped);
        Value element = tensor::ExtractOp::create(nb, nloc, args[0], from);
        return {tensor::InsertOp::create(nb, nloc, element, args[0], ivs)};
      });
  return nest.results.front();
}

Value mlir::pad::writePadBorders(OpBuilder &b, Location loc, PadOp op,
                                 const PadGeometry &g, Value output) {
  PadMode mode = op.getMode();
  bool dilated = llvm::any_of(g.interior, [](int64_t r) { return r != 0; });
  if (mode == PadMode::constant && dilated)
    return output; // The caller filled the whole output.
  Value value = mode == PadMode::constant ? getPadValue(b, loc, op) : Value();
  auto writeAll = [&](OpBuilder &nb, Location nloc) {
    IndexArith ia(nb, nloc);
    Value result = output;
    for (int64_t k = 0, rank = g.getRank(); k < rank; ++k) {
      for (bool low : {true, false}) {
        BorderBox box = getBorderBox(ia, g, k, low);
        if (isEmptySpan(box, k))
          continue;
        result = value ? fillBox(ia, box, value, result)
                       : copyBox(ia, g, mode, k, low, box, result);
      }
    }
    return result;
  };
  // A border mode reads nothing from an empty source (C8 broken, without
  // run-time checks): the borders are then left unwritten.
  Value isEmpty = buildSourceIsEmpty(b, loc, op, g);
  return buildUnlessEmpty(b, loc, isEmpty, writeAll,
                          [&](OpBuilder &, Location) { return output; });
}
