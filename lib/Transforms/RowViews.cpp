//===- RowViews.cpp - the accesses of a row through one view of it --------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The LLVM lowering of `memref.store %v, %buf[%i, %j, %t]` computes the
// address `%i * s0 + %j * s1 + %t` at each access; where the strides are
// known at run time only, LLVM keeps, for each span of a row written by its
// own loop, a pointer of its own stepped along the outer loops. Here every
// access of the row goes through one 1-D view of it, built where the row's
// indices are defined: LLVM steps one row pointer instead.
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/TypeSwitch.h"

#include <map>

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADROWVIEWSPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::pad;

namespace {

/// The buffer and the indices of a scalar or 1-D vector load or store, and
/// its number of elements.
struct Access {
  OpOperand *memref;
  MutableOperandRange indices;
  int64_t elements;
};

std::optional<Access> getAccess(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::optional<Access>>(op)
      .Case<memref::LoadOp, memref::StoreOp>([](auto access) {
        return Access{&access.getMemrefMutable(), access.getIndicesMutable(),
                      1};
      })
      .Case<vector::LoadOp, vector::StoreOp>(
          [](auto access) -> std::optional<Access> {
            VectorType type = access.getVectorType();
            if (type.getRank() != 1 || type.isScalable())
              return std::nullopt;
            return Access{&access.getBaseMutable(), access.getIndicesMutable(),
                          type.getNumElements()};
          })
      .Default([](Operation *) { return std::nullopt; });
}

/// Whether `access` is within a row of its buffer: contiguous, longer than
/// one element (a view of a row of one would be ambiguous), and at an offset
/// known at run time only.
bool isInDynamicRow(const Access &access) {
  auto type = cast<MemRefType>(access.memref->get().getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (type.getRank() < 2 || failed(type.getStridesAndOffset(strides, offset)))
    return false;
  int64_t length = type.getShape().back();
  return strides.back() == 1 &&
         (ShapedType::isDynamic(length) ||
          length >= std::max<int64_t>(access.elements, 2)) &&
         llvm::any_of(ArrayRef(strides).drop_back(), ShapedType::isDynamic);
}

/// Places `b` right after the last of `values` to be defined, all of which
/// dominate `user`.
void setInsertionAfterAll(OpBuilder &b, ValueRange values, Operation *user) {
  for (Operation *at = user; at; at = at->getParentOp()) {
    Block *block = at->getBlock();
    Operation *last = nullptr;
    bool definedHere = false;
    for (Value v : values) {
      if (v.getParentBlock() != block)
        continue;
      definedHere = true;
      Operation *def = v.getDefiningOp();
      if (def && (!last || last->isBeforeInBlock(def)))
        last = def;
    }
    if (!definedHere)
      continue;
    if (last)
      b.setInsertionPointAfter(last);
    else
      b.setInsertionPointToStart(block);
    return;
  }
}

struct PadRowViewsPass : pad::impl::PadRowViewsPassBase<PadRowViewsPass> {
  using Base::Base;

  void runOnOperation() override {
    // The view of each row, by its buffer and outer indices, and the length
    // of the rows of each buffer.
    std::map<SmallVector<void *, 4>, Value> views;
    DenseMap<Value, OpFoldResult> rowLengths;
    OpBuilder b(&getContext());
    getOperation()->walk([&](Operation *op) {
      std::optional<Access> access = getAccess(op);
      if (!access || !isInDynamicRow(*access))
        return;
      Value memref = access->memref->get();
      auto type = cast<MemRefType>(memref.getType());
      SmallVector<Value> row = llvm::to_vector(ValueRange(access->indices));
      Value t = row.pop_back_val();
      SmallVector<void *, 4> key{memref.getAsOpaquePointer()};
      for (Value v : row)
        key.push_back(v.getAsOpaquePointer());
      Value &view = views[key];
      if (!view) {
        Location loc = memref.getLoc();
        int64_t last = type.getRank() - 1;
        OpFoldResult &size = rowLengths[memref];
        if (!size) {
          setInsertionAfterAll(b, memref, op);
          size = memref::getMixedSize(b, loc, memref, last);
        }
        SmallVector<Value> defs(row);
        defs.push_back(memref);
        if (auto length = dyn_cast<Value>(size))
          defs.push_back(length);
        setInsertionAfterAll(b, defs, op);
        SmallVector<OpFoldResult> offsets = getAsOpFoldResult(row),
                                  sizes(last, b.getIndexAttr(1)),
                                  strides(last + 1, b.getIndexAttr(1));
        offsets.push_back(b.getIndexAttr(0));
        sizes.push_back(size);
        view = memref::SubViewOp::create(
            b, loc,
            memref::SubViewOp::inferRankReducedResultType(
                {type.getDimSize(last)}, type, offsets, sizes, strides),
            memref, offsets, sizes, strides);
      }
      access->memref->set(view);
      access->indices.assign(t);
    });
  }
};

} // namespace
