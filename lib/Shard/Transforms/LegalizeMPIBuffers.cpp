//===- LegalizeMPIBuffers.cpp - buffers of the MPI ops -------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Workarounds for LLVM 22's lowering of the shard dialect to MPI (see
// Passes.td): the buffers of the MPI ops are collapsed to one dimension, as
// MPI-to-LLVM counts their elements by their first; the deallocations of
// convert-shard-to-mpi's temporary buffers are left to the deallocation
// pipeline, which rejects explicit ones; elements MPI-to-LLVM has no datatype
// for travel through a buffer of elements it has one for.
//
//===----------------------------------------------------------------------===//

#include "pad/Shard/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADLEGALIZEMPIBUFFERSPASS
#include "pad/Shard/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

/// `buffer` as a 1-D view, or null when it is 1-D already or not contiguous.
static Value flatten(PatternRewriter &rewriter, Location loc, Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type || type.getRank() == 1 || !type.getLayout().isIdentity())
    return Value();
  if (type.getRank() == 0)
    return memref::ExpandShapeOp::create(
        rewriter, loc, MemRefType::get({1}, type.getElementType()), buffer,
        ArrayRef<ReassociationIndices>{},
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(1)});
  ReassociationIndices all;
  for (int64_t i = 0; i < type.getRank(); ++i)
    all.push_back(i);
  return memref::CollapseShapeOp::create(rewriter, loc, buffer,
                                         ArrayRef<ReassociationIndices>{all});
}

/// Whether MPI-to-LLVM of LLVM 22 has an MPI datatype for `type`: f32, f64
/// and integers of 8, 16, 32 and 64 bits.
static bool hasDatatype(Type type) {
  if (type.isF32() || type.isF64())
    return true;
  auto integer = dyn_cast<IntegerType>(type);
  return integer && llvm::is_contained({8u, 16u, 32u, 64u}, integer.getWidth());
}

/// The type an element of `type` travels as, and how many of them it takes:
/// f16 and bf16 as i16, i1 as i8, index as i64, complex<fN> as two fN; null
/// for the types MPI-to-LLVM cannot take either way.
static std::pair<Type, int64_t> getWireType(Type type) {
  Builder b(type.getContext());
  if (type.isF16() || type.isBF16())
    return {b.getI16Type(), 1};
  if (type.isInteger(1))
    return {b.getI8Type(), 1};
  if (type.isIndex())
    return {b.getI64Type(), 1};
  if (auto complex = dyn_cast<ComplexType>(type);
      complex && hasDatatype(complex.getElementType()))
    return {complex.getElementType(), 2};
  return {Type(), 0};
}

/// `value`, of a type getWireType takes, as the wire type `wireType`, or back
/// (`toWire` false: `value` is of the wire type, `type` the element type).
static Value convert(OpBuilder &b, Location loc, Value value, Type type,
                     bool toWire) {
  Type from = value.getType();
  if (isa<FloatType>(from) || isa<FloatType>(type))
    return arith::BitcastOp::create(b, loc, type, value);
  if (from.isIndex() || type.isIndex())
    return arith::IndexCastOp::create(b, loc, type, value);
  if (toWire)
    return arith::ExtUIOp::create(b, loc, type, value);
  return arith::TruncIOp::create(b, loc, type, value);
}

/// Copies the `n` elements of `elements` into `wire`, a buffer of their wire
/// type, or back (`toWire` false).
static void buildCopy(OpBuilder &b, Location loc, Value elements, Value wire,
                      Value n, bool toWire) {
  Type elementType = cast<MemRefType>(elements.getType()).getElementType();
  Type wireType = cast<MemRefType>(wire.getType()).getElementType();
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(b, loc, 1);
  scf::ForOp::create(
      b, loc, c0, n, c1, ValueRange{},
      [&](OpBuilder &b, Location loc, Value i, ValueRange) {
        if (auto complex = dyn_cast<ComplexType>(elementType)) {
          // Element i is items 2i (real part) and 2i + 1 (imaginary part).
          Value re = arith::AddIOp::create(b, loc, i, i);
          Value im = arith::AddIOp::create(b, loc, re, c1);
          if (toWire) {
            Value v = memref::LoadOp::create(b, loc, elements, i);
            memref::StoreOp::create(b, loc, complex::ReOp::create(b, loc, v),
                                    wire, re);
            memref::StoreOp::create(b, loc, complex::ImOp::create(b, loc, v),
                                    wire, im);
          } else {
            Value r = memref::LoadOp::create(b, loc, wire, re);
            Value m = memref::LoadOp::create(b, loc, wire, im);
            memref::StoreOp::create(
                b, loc, complex::CreateOp::create(b, loc, complex, r, m),
                elements, i);
          }
        } else if (toWire) {
          Value v = memref::LoadOp::create(b, loc, elements, i);
          memref::StoreOp::create(b, loc, convert(b, loc, v, wireType, true),
                                  wire, i);
        } else {
          Value w = memref::LoadOp::create(b, loc, wire, i);
          memref::StoreOp::create(
              b, loc, convert(b, loc, w, elementType, false), elements, i);
        }
        scf::YieldOp::create(b, loc);
      });
}

namespace {

/// Replaces every flattenable memref operand of an op of type `OpTy`.
template <typename OpTy> struct FlattenBuffers : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    bool changed = false;
    for (OpOperand &operand : op->getOpOperands()) {
      Value flat = flatten(rewriter, op.getLoc(), operand.get());
      if (!flat)
        continue;
      rewriter.modifyOpInPlace(op, [&] { operand.set(flat); });
      changed = true;
    }
    return success(changed);
  }
};

/// A send or receive of a 1-D contiguous buffer of elements that MPI-to-LLVM
/// has no datatype for goes through a buffer of their wire type: filled
/// before a send, read back after a receive.
template <typename OpTy> struct SendAsWireType : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Value buffer = op.getRef();
    auto type = cast<MemRefType>(buffer.getType());
    auto [wireType, items] = getWireType(type.getElementType());
    if (!wireType || type.getRank() != 1 || !type.getLayout().isIdentity())
      return rewriter.notifyMatchFailure(op, "expected a 1-D contiguous "
                                             "buffer of f16, bf16, i1, index "
                                             "or complex elements");
    Location loc = op.getLoc();
    Value n = memref::DimOp::create(rewriter, loc, buffer, 0);
    Value size = n;
    if (items != 1)
      size = arith::MulIOp::create(
          rewriter, loc, n,
          arith::ConstantIndexOp::create(rewriter, loc, items));
    // The deallocation pipeline frees it.
    Value wire = memref::AllocOp::create(
        rewriter, loc, MemRefType::get({ShapedType::kDynamic}, wireType),
        ValueRange{size});
    if (std::is_same_v<OpTy, mpi::SendOp>) {
      buildCopy(rewriter, loc, buffer, wire, n, /*toWire=*/true);
    } else {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointAfter(op);
      buildCopy(rewriter, loc, buffer, wire, n, /*toWire=*/false);
    }
    rewriter.modifyOpInPlace(op, [&] { op.getRefMutable().assign(wire); });
    return success();
  }
};

/// A memref.dealloc of a memref.alloc of its block.
struct DropLocalDealloc : OpRewritePattern<memref::DeallocOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::DeallocOp op,
                                PatternRewriter &rewriter) const override {
    auto alloc = op.getMemref().getDefiningOp<memref::AllocOp>();
    if (!alloc || alloc->getBlock() != op->getBlock())
      return rewriter.notifyMatchFailure(op, "expected an alloc of its block");
    rewriter.eraseOp(op);
    return success();
  }
};

struct PadLegalizeMPIBuffersPass
    : pad::impl::PadLegalizeMPIBuffersPassBase<PadLegalizeMPIBuffersPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FlattenBuffers<mpi::SendOp>, FlattenBuffers<mpi::RecvOp>,
                 FlattenBuffers<mpi::AllReduceOp>, SendAsWireType<mpi::SendOp>,
                 SendAsWireType<mpi::RecvOp>, DropLocalDealloc>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    // What MPI-to-LLVM would lower to a datatype of no name.
    getOperation()->walk([&](Operation *op) {
      if (!isa<mpi::SendOp, mpi::RecvOp, mpi::AllReduceOp>(op))
        return;
      for (Value operand : op->getOperands()) {
        auto type = dyn_cast<MemRefType>(operand.getType());
        if (type && !hasDatatype(type.getElementType())) {
          op->emitOpError("has no MPI datatype for its ")
              << type << " buffer (MPI-to-LLVM of LLVM 22 takes f32, f64 "
              << "and integers of 8 to 64 bits)";
          signalPassFailure();
        }
      }
    });
  }
};

} // namespace
