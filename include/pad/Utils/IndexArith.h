//===- IndexArith.h - folding index arithmetic on OpFoldResults -*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Shape and region computations of pad.pad mix static and dynamic values. This
// helper builds them as `arith` ops on `index` values, folding every operation
// whose operands are all constants so that the fully static case produces no IR
// at all. Arithmetic wraps like `arith` ops without overflow flags.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_UTILS_INDEXARITH_H
#define PAD_UTILS_INDEXARITH_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"

namespace mlir {
namespace pad {

class IndexArith {
public:
  IndexArith(OpBuilder &builder, Location loc) : b(builder), loc(loc) {}

  OpFoldResult cst(int64_t v);
  OpFoldResult add(OpFoldResult lhs, OpFoldResult rhs);
  OpFoldResult sub(OpFoldResult lhs, OpFoldResult rhs);
  OpFoldResult mul(OpFoldResult lhs, OpFoldResult rhs);
  OpFoldResult max(OpFoldResult lhs, OpFoldResult rhs);
  OpFoldResult min(OpFoldResult lhs, OpFoldResult rhs);
  /// min(max(x, lo), hi).
  OpFoldResult clamp(OpFoldResult x, OpFoldResult lo, OpFoldResult hi);
  /// Unsigned division, remainder and division rounded up, of operands
  /// known to be non-negative: folded where `lhs` >= 0 and `rhs` > 0 are
  /// both constants.
  OpFoldResult divU(OpFoldResult lhs, OpFoldResult rhs);
  OpFoldResult remU(OpFoldResult lhs, OpFoldResult rhs);
  OpFoldResult ceilDivU(OpFoldResult lhs, OpFoldResult rhs);
  /// The quotient (rounded toward zero) and the remainder (of the sign of
  /// `lhs`) of a signed division: folded where both are constants and the
  /// division is defined.
  OpFoldResult divS(OpFoldResult lhs, OpFoldResult rhs);
  OpFoldResult remS(OpFoldResult lhs, OpFoldResult rhs);
  /// Bitwise and.
  OpFoldResult bitAnd(OpFoldResult lhs, OpFoldResult rhs);
  /// `cond ? lhs : rhs` of an i1 `cond`: folded where `cond` is a constant
  /// or both are the same.
  OpFoldResult select(Value cond, OpFoldResult lhs, OpFoldResult rhs);
  /// An `arith.cmpi` of the two, materialized (never folded).
  Value cmp(arith::CmpIPredicate pred, OpFoldResult lhs, OpFoldResult rhs);

  /// Materializes `ofr` as an `index` value.
  Value value(OpFoldResult ofr);

  OpBuilder &getBuilder() { return b; }
  Location getLoc() const { return loc; }

private:
  OpBuilder &b;
  Location loc;
};

/// `hi - lo` where both are constants and the difference fits in 64 bits
/// (amounts and sizes reach INT64_MAX: their differences may not fit).
std::optional<int64_t> getConstantDistance(OpFoldResult lo, OpFoldResult hi);

/// The size of an axis of `d` elements after inserting `r` elements between
/// neighbours: `max(0, d * (r + 1) - r)`, i.e. 0 for d == 0 and
/// (d - 1) * (r + 1) + 1 otherwise (docs/Semantics.md, `D`).
OpFoldResult getDilatedSize(IndexArith &ia, OpFoldResult d, int64_t r);

/// The output size of an axis: `max(0, p + D + q)` (docs/Semantics.md, `n`).
OpFoldResult getPaddedSize(IndexArith &ia, OpFoldResult d, OpFoldResult p,
                           OpFoldResult q, int64_t r);

/// The size of the source axis of a pad whose output axis has `n` elements:
/// `ceil(max(0, n - p - q) / (r + 1))`, i.e. `D <= 0 ? 0 : (D - 1)/(r + 1) + 1`
/// with `D = n - p - q` (docs/Semantics.md, the size of `gx` in
/// `pad.pad_grad`).
OpFoldResult getUnpaddedSize(IndexArith &ia, OpFoldResult n, OpFoldResult p,
                             OpFoldResult q, int64_t r);

/// The amounts `{low', high'}` of the pad that produces the elements
/// [o, o + s) of an axis of a pad with amounts `p`, `q` and output size `n`:
/// the pad of the same source with `low' = p - o` and
/// `high' = q - (n - o - s)` (docs/Tiling.md, "The shifted window"). Shared by
/// the TilingInterface of pad.pad and the fold of tensor.extract_slice.
std::pair<OpFoldResult, OpFoldResult>
getShiftedAmounts(IndexArith &ia, OpFoldResult p, OpFoldResult q,
                  OpFoldResult n, OpFoldResult o, OpFoldResult s);

/// The size in bytes of an element of `type` in a buffer, as the memref
/// lowering lays it out: whole bytes per integer or float, 8 for `index`, two
/// components for `complex`.
int64_t getElementByteSize(Type type);

/// The bytes of a buffer of `sizes` elements of `elementBytes` bytes each,
/// saturated at INT64_MAX; none if a size before any overflow is dynamic.
std::optional<int64_t> getStaticBytes(ArrayRef<OpFoldResult> sizes,
                                      int64_t elementBytes);

/// An i1 that is true when a buffer of `sizes` (all >= 0) elements of
/// `elementBytes` bytes each has more than INT64_MAX bytes (the largest
/// `index` of `indexBitwidth` bits): its allocation size would wrap around
/// (C11, docs/Semantics.md). Null when that cannot happen: `sizes` are all
/// static (the verifier decides those), some is statically 0, or a single
/// dynamic size counts single bytes.
Value buildByteSizeOverflows(IndexArith &ia, ArrayRef<OpFoldResult> sizes,
                             int64_t elementBytes, unsigned indexBitwidth = 64);

/// The width of `index` where `op` is: its data layout's (DLTI), 64 bits by
/// default. A 32-bit target's index is 32 bits wide (pad-aot sets it).
unsigned getIndexBitwidth(Operation *op);

} // namespace pad
} // namespace mlir

#endif // PAD_UTILS_INDEXARITH_H
