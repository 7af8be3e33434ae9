//===- Passes.td - pad run-time check passes ---------------*- tablegen -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_RUNTIMECHECKS_PASSES_TD
#define PAD_RUNTIMECHECKS_PASSES_TD

include "mlir/Pass/PassBase.td"

def PadInsertRuntimeChecksPass : Pass<"pad-insert-runtime-checks"> {
  let summary = "Check the constraints of pad.pad that depend on runtime values";
  let description = [{
    Inserts, before every `pad.pad` whose sizes or amounts are dynamic, a
    `cf.assert` per constraint that cannot be decided statically: C8
    (non-empty axis for the border modes' positive amounts), C10 (static result dims equal the computed sizes) and C11
    (no int64 overflow in the size computation). A failing check stops the
    program with a message that names `pad.pad` and the constraint.

    Each destination a pad is written into (docs/Lowering.md#destinations) is
    checked too, before anything is written: the destination of a
    `bufferization.materialize_in_destination` has the result's sizes, the
    slice of a `tensor.insert_slice` or `tensor.parallel_insert_slice` has
    them and lies inside its destination. These checks are `pad.assert`s
    whose messages name the form and show the sizes:
    `pad.pad: destination has 4 rows on axis 0, the result needs 66
    (materialize_in_destination into a memref)`.

    Amounts and sizes that are SSA values known at compile time (constants,
    arithmetic on constants) are checked first, at compile time: a broken
    constraint is then an error on the op (`PadOp::verifyKnownValues`).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def PadLowerAssertsPass : Pass<"pad-lower-asserts", "::mlir::ModuleOp"> {
  let summary = "Lower cf.assert and pad.assert to a message on stderr and abort()";
  let description = [{
    Rewrites every `cf.assert` and `pad.assert` in a region of blocks (control
    flow already lowered) into a conditional branch to a block that writes
    the message and a newline to file descriptor 2 with `write` and calls
    `abort`. The values of a `pad.assert` take the places of the `{}` of its
    message, in decimal, written by one internal function of the module.
    Upstream's lowering prints with `puts` to stdout, whose buffer is lost
    when `abort` kills a program whose output goes to a pipe or a file; this
    one always reaches the user. Run it before `convert-to-llvm`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::LLVM::LLVMDialect",
  ];
}

#endif // PAD_RUNTIMECHECKS_PASSES_TD
