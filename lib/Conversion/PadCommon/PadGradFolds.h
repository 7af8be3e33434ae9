//===- PadGradFolds.h - the pieces of pad.pad_grad's lowerings --*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Internal to the lowerings of pad.pad_grad (PadGradLowering.cpp,
// PadGradRows.cpp): the per-axis maps of docs/Semantics.md from an output
// coordinate to its gx index, and the accumulation helpers.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_LIB_CONVERSION_PADCOMMON_PADGRADFOLDS_H
#define PAD_LIB_CONVERSION_PADCOMMON_PADGRADFOLDS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"
#include "pad/IR/PadOps.h"

namespace mlir {
namespace pad {
namespace grad {

/// The loop invariants of one axis of the pad that gy is the gradient of.
struct GradAxis {
  PadMode mode;
  Value low;     // p
  Value size;    // d, the size of the gx axis
  Value dilated; // D (constant mode)
  int64_t interior;
  /// i1, true when the gx axis is not empty; null when it is statically.
  Value nonEmpty;
  /// The periodic map of a border mode (PadGeometry), built once.
  std::optional<BorderIndexMap> borderMap;
};

/// Small helpers on `index` values.
struct Idx {
  OpBuilder &b;
  Location loc;
  Value cst(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, loc, x, y); }
  Value max(Value x, Value y) { return arith::MaxSIOp::create(b, loc, x, y); }
  Value min(Value x, Value y) { return arith::MinSIOp::create(b, loc, x, y); }
  Value cmp(arith::CmpIPredicate pred, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, pred, x, y);
  }
  Value select(Value c, Value x, Value y) {
    return arith::SelectOp::create(b, loc, c, x, y);
  }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, loc, x, y); }
  Value orI(Value x, Value y) { return arith::OrIOp::create(b, loc, x, y); }
  /// j mod m in [0, m) for m >= 1.
  Value posMod(Value j, Value m) {
    Value rem = arith::RemSIOp::create(b, loc, j, m);
    return select(cmp(arith::CmpIPredicate::slt, rem, cst(0)), add(rem, m),
                  rem);
  }
};

/// Where output coordinate `o` of `axis` goes: the gx index, whether it goes
/// anywhere (constant mode: inside and on the grid; null when always), and
/// whether it is the first to go there (null when always).
struct Target {
  Value index, valid, first;
};

/// The type the sums are computed in: f32 for floats narrower than f32.
Type getAccumulatorType(Type type);
Value buildZero(OpBuilder &b, Location loc, Type type);
/// addf, addi or complex.add, of scalars or vectors.
Value buildAdd(OpBuilder &b, Location loc, Value lhs, Value rhs);
/// `x` in `type`: extended or truncated floats, or `x` itself.
Value buildConvert(OpBuilder &b, Location loc, Value x, Type type);
/// The period of the map of a border mode on an axis of size d >= 1.
Value getPeriod(Idx &x, PadMode mode, Value d);
/// Where output coordinate `o` of `axis` goes.
Target buildTarget(Idx &x, const GradAxis &axis, Value o);
/// `acc` with the term `readTerm` builds written at `at`, the index of
/// `target`: as it is when `target.first` holds (null: always), added to
/// what is there otherwise; `acc` unchanged unless `target.valid` holds
/// (null: always).
Value buildTargetWrite(OpBuilder &b, Location loc, const Target &target,
                       Value acc, ArrayRef<Value> at,
                       function_ref<Value(OpBuilder &, Location)> readTerm);
/// A loop nest over `sizes` that threads `init` through `body`.
Value buildNest(
    OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes, Value init,
    function_ref<Value(OpBuilder &, Location, ValueRange, Value)> body);
/// The loop invariants of every axis of `op`, with `gx` of `gxSizes`.
SmallVector<GradAxis> buildAxes(OpBuilder &b, PadGradOp op,
                                ArrayRef<OpFoldResult> gxSizes);

/// The output coordinates `o` of a window [0, n) that map to gx index `i`
/// of `axis`, in increasing order: `o = start + k * step` below `end`, each
/// followed by `o + delta` when `delta` is not 0 (0 < delta < step).
struct Preimages {
  Value start, end, step, delta;
};
Preimages buildPreimages(Idx &x, const GradAxis &axis, Value i, Value n);

/// The additive identity of `type` that a sum can start from whatever its
/// first term (-0.0 for floats: -0.0 + v is v for every v; 0 for integers),
/// or null for other types (complex numbers).
Value buildIdentity(OpBuilder &b, Location l, Type type);

/// The vector rows of PadGradRowVectors.cpp: gx (`gx`, of `gxSizes`) with
/// every row written, where the window of every row holds its whole input
/// row (0 <= low, low + d <= n on the last axis, which has no interior) and
/// d >= `width`. `a` is the padded axis besides the last (-1: none), of
/// `outerN` elements in gy; `n` is gy's row length. With `stream`, the stores
/// into gx are marked for streaming.
Value buildVectorRows(OpBuilder &b, Location l, PadGradOp op,
                      ArrayRef<GradAxis> axes, int64_t a, Value outerN, Value n,
                      int64_t width, bool stream, Value gx,
                      ArrayRef<OpFoldResult> gxSizes);

} // namespace grad
} // namespace pad
} // namespace mlir

#endif // PAD_LIB_CONVERSION_PADCOMMON_PADGRADFOLDS_H
