//===- PadEnums.td - pad dialect enums and attributes ------*- tablegen -*-===//
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

def Pad_LoopAttr : AttrDef<Pad_Dialect, "Loop"> {
  let mnemonic = "loop";
  let summary = "what the buffer passes make of a loop of the vector lowering";
  let description = [{
    The discardable attribute `pad.loop` that `convert-pad-to-vector` puts on
    some of its `scf.for` loops, for `pad-lower-loop-marks` to act on once the
    loops write buffers (after bufferization), and that it removes:

    - `#pad.loop<parallel = true>`: a loop over output rows whose iterations
      write disjoint rows and only read the source: it becomes an
      `scf.parallel` (OpenMP with `convert-scf-to-openmp`).
    - `#pad.loop<stream = true>`: a loop that stores one vector per
      iteration at its induction variable: its stores become non-temporal
      ones over whole cache lines.

    The dialect verifies that `pad.loop` is this attribute, on an `scf.for`,
    asking for one of the two.

    ```mlir
    scf.for %i = %c0 to %n step %c1 { ... } {pad.loop = #pad.loop<parallel = true>}
    ```
  }];
  let parameters = (ins DefaultValuedParameter<"bool", "false">:$parallel,
                        DefaultValuedParameter<"bool", "false">:$stream);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The name of the discardable attribute that holds it.
    static constexpr ::llvm::StringLiteral getAttrName() { return "pad.loop"; }
  }];
}

#endif // PAD_IR_PADENUMS_TD
