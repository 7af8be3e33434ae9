//===- RowCopies.cpp - rows written as copies of output rows --------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rows of the innermost outer axis outside the source, in reflect,
// symmetric and wrap mode past one fold on the last axis: each equals the
// output row of the source row it maps to, written before it, and is copied
// from it whole (docs/Lowering.md, "Borders past one fold").
//
//===----------------------------------------------------------------------===//

#include "Rows.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::pad;

bool RowWriter::copiesBorderRows() const {
  return borders == RowBorders::Periodic && !streamed;
}

Value RowWriter::copyOutputRow(OpBuilder &b, Location loc, Value out,
                               ValueRange outRow, ValueRange fromRow) {
  IndexArith ia(b, loc);
  OpFoldResult n = ia.add(spans.coreHi, spans.highLen);
  return spanLoops(
      b, loc, out, {ia.cst(0), n},
      {[&](OpBuilder &nb, Location nl, Value t, Value acc, int64_t w) -> Value {
         Value v = vector::TransferReadOp::create(
             nb, nl, typeOf(w), acc, withRow(fromRow, t), std::nullopt,
             ArrayRef<bool>{true});
         return vector::TransferWriteOp::create(
                    nb, nl, v, acc, withRow(outRow, t), ArrayRef<bool>{true})
             .getResult();
       },
       [&](OpBuilder &nb, Location nl, Value t, Value acc) -> Value {
         Value v = tensor::ExtractOp::create(nb, nl, acc, withRow(fromRow, t));
         return tensor::InsertOp::create(nb, nl, v, acc, withRow(outRow, t));
       }},
      {Value(), 0, /*streamable=*/false});
}
