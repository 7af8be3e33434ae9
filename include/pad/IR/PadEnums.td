//===- PadEnums.td - pad dialect enums ---------------------*- tablegen -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_IR_PADENUMS_TD
#define PAD_IR_PADENUMS_TD

include "pad/IR/PadBase.td"
include "mlir/IR/EnumAttr.td"

def Pad_PadMode : I32EnumAttr<"PadMode", "how the border of a pad.pad is filled", [
    I32EnumAttrCase<"constant", 0>,
    I32EnumAttrCase<"edge", 1>,
    I32EnumAttrCase<"reflect", 2>,
    I32EnumAttrCase<"symmetric", 3>,
    I32EnumAttrCase<"wrap", 4>]> {
  let cppNamespace = "::mlir::pad";
  let genSpecializedAttr = 0;
  let description = [{
    Per axis, with input size `d` and input coordinate `j` of an output element
    outside `[0, d)`:

    | mode | value read |
    |---|---|
    | `constant` | the pad value |
    | `edge` | `in[clamp(j, 0, d-1)]` |
    | `reflect` | `in[-j]` below, `in[2(d-1) - j]` above (edge not repeated) |
    | `symmetric` | `in[-j-1]` below, `in[2d-1 - j]` above (edge repeated) |
    | `wrap` | `in[j mod d]` (circular) |
  }];
}

def Pad_PadModeAttr : EnumAttr<Pad_Dialect, Pad_PadMode, "mode"> {
  let summary = "padding mode of a pad.pad: constant, edge, reflect, symmetric or wrap";
}

#endif // PAD_IR_PADENUMS_TD
