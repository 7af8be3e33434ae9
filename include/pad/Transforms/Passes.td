//===- Passes.td - pad dialect passes ----------------------*- tablegen -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_TRANSFORMS_PASSES_TD
#define PAD_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def PadInsertRuntimeChecksPass : Pass<"pad-insert-runtime-checks"> {
  let summary = "Check the constraints of pad.pad that depend on runtime values";
  let description = [{
    Inserts, before every `pad.pad` whose sizes or amounts are dynamic, a
    `cf.assert` per constraint that cannot be decided statically: C6 (reflect
    amounts), C7 (symmetric and wrap amounts), C8 (non-empty axis for the
    border modes), C10 (static result dims equal the computed sizes) and C11
    (no int64 overflow in the size computation). A failing check stops the
    program with a message that names `pad.pad` and the constraint.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // PAD_TRANSFORMS_PASSES_TD
