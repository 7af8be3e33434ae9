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

def PadLowerAssertsPass : Pass<"pad-lower-asserts", "::mlir::ModuleOp"> {
  let summary = "Lower cf.assert to a message on stderr and abort()";
  let description = [{
    Rewrites every `cf.assert` directly in a function body (control flow
    already lowered to blocks) into a conditional branch to a block that writes
    the message and a newline to file descriptor 2 with `write` and calls
    `abort`. Upstream's lowering prints with `puts` to stdout, whose buffer is
    lost when `abort` kills a program whose output goes to a pipe or a file;
    this one always reaches the user. Run it before `convert-to-llvm`.
  }];
  let dependentDialects = [
    "::mlir::cf::ControlFlowDialect",
    "::mlir::LLVM::LLVMDialect",
  ];
}

#endif // PAD_TRANSFORMS_PASSES_TD
