//===- Passes.td - pad conversion passes -------------------*- tablegen -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PASSES_TD
#define PAD_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertPadToLinalgPass : Pass<"convert-pad-to-linalg"> {
  let summary = "Lower pad.pad to tensor, linalg and arith ops on tensors";
  let description = [{
    Every `pad.pad` becomes a `tensor.empty` whose regions are written exactly
    once: the kept input is copied with `linalg.copy`, the border is filled with
    `linalg.fill` (constant mode) or gathered from the input by a
    `linalg.generic` (edge, reflect, symmetric, wrap), and interior padding is
    produced by a `linalg.generic` over the dilated input. Negative, dynamic
    and zero amounts, empty axes and every element type are handled; region
    bounds are clamped so that the generated code stays in bounds whatever the
    dynamic amounts are. See docs/Lowering.md.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ConvertPadToLoopsPass : Pass<"convert-pad-to-loops"> {
  let summary = "Lower pad.pad to explicit scf.for loop nests";
  let description = [{
    Every `pad.pad` becomes a `tensor.empty` and a nest of `scf.for` loops, one
    per axis, that computes each output element from the semantics of
    docs/Semantics.md and inserts it. Indices are clamped so that the generated
    code stays in bounds whatever the dynamic amounts are.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ConvertPadToVectorPass : Pass<"convert-pad-to-vector"> {
  let summary = "Lower pad.pad to vectorized loops over output rows";
  let description = [{
    Every `pad.pad` becomes a `tensor.empty` and an `scf.for` nest over the
    output rows (all axes but the last). Each row is written once: the border
    with vector stores of the pad value or of the edge element (scalar gathers
    for reflect, symmetric and wrap), the core with vector copies of the kept
    source row (`vector.transfer_read`/`vector.transfer_write`, in bounds), and
    a scalar tail. See docs/Lowering.md.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "int64_t", /*default=*/"256",
           "Width of the vectors in bits (256 for AVX2)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
}

#endif // PAD_CONVERSION_PASSES_TD
