//===- PadBase.td - pad dialect definition -----------------*- tablegen -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_IR_PADBASE_TD
#define PAD_IR_PADBASE_TD

include "mlir/IR/OpBase.td"

def Pad_Dialect : Dialect {
  let name = "pad";
  let cppNamespace = "::mlir::pad";
  let summary = "One op for every padding of ML frameworks and kernel libraries";
  let description = [{
    The `pad` dialect is built around one operation, `pad.pad`, that covers the
    padding operators of OpenVINO (Pad-1, Pad-12), nGraph (interior padding,
    runtime pad values), embARC MLI (`padding2d`) and more: the modes
    `constant`, `edge`, `reflect`, `symmetric` and `wrap`, negative amounts
    that crop, interior padding between elements, dynamic shapes and dynamic
    (SSA) amounts. Its adjoint, `pad.pad_grad`, adds each element of a
    pad's output gradient into the source element it was padded from.

    The semantics, with numbered constraints C1..C11, are in
    `docs/Semantics.md`; the lowerings to `linalg`, `scf` and LLVM are in
    `docs/Lowering.md`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasConstantMaterializer = 0;
}

class Pad_Op<string mnemonic, list<Trait> traits = []>
    : Op<Pad_Dialect, mnemonic, traits>;

#endif // PAD_IR_PADBASE_TD
