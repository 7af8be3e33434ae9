//===- PadOps.td - pad dialect operations ------------------*- tablegen -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_IR_PADOPS_TD
#define PAD_IR_PADOPS_TD

include "pad/IR/PadBase.td"
include "pad/IR/PadEnums.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/BuiltinAttributes.td"

/// Element types a pad.pad accepts: integers, index, floats and complex.
def Pad_ElementType : AnyTypeOf<[AnyInteger, Index, AnyFloat, AnyComplex]>;

def Pad_PadOp : Pad_Op<"pad", [
    Pure,
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                              ["reifyResultShapes"]>]> {
  let summary = "pads a tensor in any mode, with crop, interior and dynamic amounts";
  let description = [{
    `pad.pad` adds `low[k]` elements before and `high[k]` elements after each
    axis `k` of `source`, and `interior[k]` elements between neighbours. Per
    axis, with input size `d`, amounts `p = low`, `q = high`, `r = interior`:

    ```
    D = d == 0 ? 0 : (d - 1) * (r + 1) + 1   // size after interior dilation
    n = max(0, p + D + q)                   // output size
    j = i - p                               // output index i -> input coordinate j
    ```

    The `mode` resolves coordinates `j` outside the input:

    | mode | in range `0 <= j < D` | outside |
    |---|---|---|
    | `constant` | `in[j/(r+1)]` if `j % (r+1) == 0`, else value | value |
    | `edge` | `in[j]` | `in[clamp(j, 0, d-1)]` |
    | `reflect` | `in[j]` | `in[-j]` below, `in[2(d-1) - j]` above |
    | `symmetric` | `in[j]` | `in[-j-1]` below, `in[2d-1 - j]` above |
    | `wrap` | `in[j]` | `in[j mod d]` |

    The border modes take amounts of any width: the input is extended
    periodically as far as they reach (numpy >= 2.1, JAX). For any `j`, with
    `m = j mod P` non-negative: `reflect` reads `in[m < d ? m : P - m]` with
    `P = 2(d-1)` (`in[0]` when `d == 1`), `symmetric` `in[m < d ? m : P-1 - m]`
    with `P = 2d`, `wrap` `in[j mod d]`, `edge` `in[clamp(j, 0, d-1)]`; within
    one fold this is the table above.

    Negative amounts crop the output window; they never change which input
    element a kept output element maps to. Amounts are integer literals or SSA
    `index` values (stored in `static_low`/`static_high`, dynamic entries
    marked `ShapedType::kDynamic`, as in `tensor.pad`). `interior` is static;
    it is printed only when some entry is non-zero. `mode` is printed only when
    it is not `constant`. `value(%v)` is an optional scalar of the element type
    (default zero, `false` for `i1`), allowed in `constant` mode only.

    Constraints (numbered as in `docs/Semantics.md`; each is an error of the
    verifier):

    - C1: `low`, `high` (and `interior` when present) have `rank(source)`
      entries; the dynamic entries of `static_low`/`static_high` match the
      `low`/`high` operands in number.
    - C2: `interior` entries are `>= 0`.
    - C3: a non-zero `interior` entry needs mode `constant`.
    - C4: `value` is only allowed in mode `constant`.
    - C5: `value` has the element type of `source`.
    - C6, C7: no longer constraints (they bounded the border modes' amounts
      by the axis size; amounts of any width are valid).
    - C8: `edge`, `reflect`, `symmetric` and `wrap` need `d > 0` when `p` or
      `q` is positive.
    - C9: the result has the element type and rank of `source`.
    - C10: the result shape is compatible with the inferred one: a dimension
      static in both is equal, a dimension the inference knows statically is
      static in the result.
    - C11: the shape arithmetic does not overflow `int64`.

    C8, C10 and C11 are checked when the sizes and amounts involved are
    static; `--pad-to-llvm="runtime-checks=true"` checks them at run time.

    Examples:

    ```mlir
    // constant mode (the default), pad value 0 of the element type
    %r = pad.pad %src low[0, 1] high[2, 3] : tensor<3x4xf32> to tensor<5x8xf32>

    // any mode; negative amounts crop
    %r = pad.pad %src low[2, -1] high[-1, 3] mode(reflect)
           : tensor<3x4xf32> to tensor<4x6xf32>

    // interior padding and a runtime pad value (constant mode only)
    %r = pad.pad %src low[1, 2] high[1, 0] interior[1, 2] value(%v)
           : tensor<3x3xi32> to tensor<7x9xi32>

    // dynamic amounts are SSA `index` values, mixed freely with constants
    %r = pad.pad %src low[%l, 0] high[0, %h] mode(edge)
           : tensor<?x4xf16> to tensor<?x?xf16>
    ```
  }];

  let arguments = (ins
    RankedTensorOf<[Pad_ElementType]>:$source,
    Variadic<Index>:$low,
    Variadic<Index>:$high,
    DenseI64ArrayAttr:$static_low,
    DenseI64ArrayAttr:$static_high,
    OptionalAttr<DenseI64ArrayAttr>:$interior,
    DefaultValuedAttr<Pad_PadModeAttr, "::mlir::pad::PadMode::constant">:$mode,
    Optional<Pad_ElementType>:$value);

  let results = (outs RankedTensorOf<[Pad_ElementType]>:$result);

  // The type of `value` is implied by the source (C5): PadValueType, last
  // because the source type is parsed last, gives it the element type. C5 is
  // checked in verify(), not by an OptionalTypesMatchWith trait, whose
  // generated check reads the source before anything has checked that the
  // source segment holds one operand (an llvm::cast on the wrong operand).
  let assemblyFormat = [{
    $source
    `low` `` custom<DynamicIndexList>($low, $static_low)
    `high` `` custom<DynamicIndexList>($high, $static_high)
    `` custom<Interior>($interior)
    `` custom<Mode>($mode)
    (`value` `(` $value^ `)`)?
    attr-dict `:` type($source) `to` type($result)
    `` custom<PadValueType>(ref($value), type($value), ref(type($source)))
  }];

  let builders = [
    // Static amounts; the result type is inferred.
    OpBuilder<(ins "Value":$source, "ArrayRef<int64_t>":$staticLow,
      "ArrayRef<int64_t>":$staticHigh,
      CArg<"ArrayRef<int64_t>", "{}">:$interior,
      CArg<"PadMode", "PadMode::constant">:$mode,
      CArg<"Value", "nullptr">:$value)>,
    // Mixed static/dynamic amounts; a null `resultType` is inferred.
    OpBuilder<(ins "Type":$resultType, "Value":$source,
      "ArrayRef<OpFoldResult>":$low, "ArrayRef<OpFoldResult>":$high,
      CArg<"ArrayRef<int64_t>", "{}">:$interior,
      CArg<"PadMode", "PadMode::constant">:$mode,
      CArg<"Value", "nullptr">:$value)>
  ];

  let extraClassDeclaration = [{
    RankedTensorType getSourceType() {
      return ::llvm::cast<RankedTensorType>(getSource().getType());
    }
    RankedTensorType getResultType() {
      return ::llvm::cast<RankedTensorType>(getResult().getType());
    }

    /// The `low` / `high` amounts as constants or SSA values.
    SmallVector<OpFoldResult> getMixedLow();
    SmallVector<OpFoldResult> getMixedHigh();

    /// The interior amounts, one per axis; zeros when the attribute is absent.
    SmallVector<int64_t> getInteriorOrZeros();

    /// True if some interior entry is non-zero.
    bool hasInteriorPadding();

    /// The result type implied by `sourceType` and static amounts
    /// (`ShapedType::kDynamic` for dynamic entries): `n` of
    /// docs/Semantics.md per axis, dynamic when `d` or an amount is dynamic.
    /// Fails, reporting through `emitError` when given, if the entry counts
    /// do not match the rank (C1), an interior entry is negative (C2) or the
    /// arithmetic overflows (C11).
    static FailureOr<RankedTensorType>
    inferResultType(RankedTensorType sourceType, ArrayRef<int64_t> staticLow,
                    ArrayRef<int64_t> staticHigh, ArrayRef<int64_t> interior,
                    function_ref<InFlightDiagnostic()> emitError = {});

    /// Checks the static constraints C1-C11 on the given operands and
    /// attributes, reporting the first violation through `emitError` when
    /// given. Shared by the verifier and the canonicalization patterns that
    /// must not produce invalid ops.
    static LogicalResult
    verifyStatic(RankedTensorType sourceType, ArrayRef<int64_t> staticLow,
                 ArrayRef<int64_t> staticHigh, ArrayRef<int64_t> interior,
                 PadMode mode, bool hasValue, RankedTensorType resultType,
                 function_ref<InFlightDiagnostic()> emitError = {});

    /// Checks the static constraints C8, C10 and C11 once more, now taking
    /// as static every dynamic amount and source size whose value is known at
    /// compile time: an `arith.constant`, arithmetic on constants, the size
    /// of a static tensor, as far as `ValueBoundsOpInterface` can tell. The
    /// verifier sees only the static attributes, and the canonicalizer keeps
    /// such an amount dynamic when folding it would break a constraint
    /// (docs/Semantics.md, "Amounts known only as SSA values"). Reports the
    /// first violation as an error on the op.
    LogicalResult verifyKnownValues();
  }];

  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Pad_AssertOp : Pad_Op<"assert", [MemoryEffects<[MemWrite]>]> {
  let summary = "stops the program with a message that shows run-time values";
  let description = [{
    `cf.assert` with `index` values in its message: when `arg` is false, the
    program writes `msg` to stderr, each `{}` replaced by the next of `values`
    in decimal, and aborts. The run-time checks of `pad.pad`
    (`pad-insert-runtime-checks`) use it to show the sizes that a destination
    has and that the result needs; `pad-lower-asserts` lowers it to `write`
    and `abort`, the only functions the generated code then calls.

    ```mlir
    pad.assert %ok, "pad.pad: destination has {} rows on axis 0, the result needs {}"(%has, %needs)
    ```
  }];
  let arguments = (ins I1:$arg, StrAttr:$msg, Variadic<Index>:$values);
  let assemblyFormat = "$arg `,` $msg (`(` $values^ `)`)? attr-dict";
  let hasVerifier = 1;
  let hasCanonicalizeMethod = 1;
}

def Pad_PadGradOp : Pad_Op<"pad_grad", [
    Pure,
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                              ["reifyResultShapes"]>]> {
  let summary = "the gradient of pad.pad: adds each output element into its source";
  let description = [{
    `pad.pad_grad` is the adjoint (transpose) of `pad.pad` with the same
    amounts, interior and mode: given `gy`, the gradient of a `pad.pad`
    result, it returns `gx`, the gradient of its source, and with
    `value_grad` (mode `constant` only) `gv`, the gradient of the pad value.
    With `M(o)` the source element that `pad.pad` reads for its output
    element `o` (docs/Semantics.md, any mode, interior, negative and wide
    amounts):

    ```
    gx[i] = sum of gy[o] over all o with M(o) = i      (0 where there is none)
    gv    = sum of gy[o] over all o that hold the pad value
    ```

    The sums have a fixed order, the same in every lowering: the axes are
    folded one at a time, axis 0 first; folding axis `a` sums, for each target
    index `i`, the slices at the coordinates `o` with `M_a(o) = i` in
    increasing `o`, starting from the first (a single term is itself).
    `f16`, `bf16` (and narrower floats) are summed in `f32` and rounded once
    at the end; integers wrap. `gv` has no prescribed order.

    A dynamic size of `gx` is taken from `gy`'s: with `R` the size of `gy`
    and `D = R - low - high`, it is `D <= 0 ? 0 : (D - 1) / (interior + 1) + 1`
    (`--pad-to-llvm="runtime-checks=true"` stops the program when `pad.pad`
    of that size does not give `R`).

    Constraints (numbered as in docs/Semantics.md, "pad.pad_grad"; each is an
    error of the verifier):

    - G1: `low`, `high` (and `interior` when present) have `rank(gx)`
      entries; the dynamic entries of `static_low`/`static_high` match the
      `low`/`high` operands in number.
    - G2: `interior` entries are `>= 0`.
    - G3: a non-zero `interior` entry needs mode `constant`.
    - G4: `value_grad` is only allowed in mode `constant`, and it is there
      exactly when the op has the second result `gv`, of the element type.
    - G5: `edge`, `reflect`, `symmetric` and `wrap` need a non-empty axis of
      `gx` where `low` or `high` is positive.
    - G6: `gx` has the element type and rank of `gy`; the element type is not
      `i1`.
    - G7: `gy`'s shape is compatible with the shape `pad.pad` infers from
      `gx`'s: a dimension static in both is equal.
    - G8: the shape arithmetic does not overflow `int64`.

    Examples:

    ```mlir
    // torch reflection_pad2d_backward, TF MirrorPadGrad
    %gx = pad.pad_grad %gy low[0, 0, 1, 2] high[0, 0, 4, 3] mode(reflect)
            : tensor<2x3x10x11xf32> to tensor<2x3x5x6xf32>

    // constant mode; value_grad also returns the pad value's gradient
    %gx, %gv = pad.pad_grad %gy low[1, 2] high[1, 0] interior[1, 2] value_grad
            : tensor<7x9xf32> to tensor<3x3xf32>, f32

    // dynamic amounts and sizes
    %gx = pad.pad_grad %gy low[%l, 0] high[0, %h] mode(wrap)
            : tensor<?x?xf16> to tensor<?x?xf16>
    ```
  }];

  let arguments = (ins
    RankedTensorOf<[Pad_ElementType]>:$gy,
    Variadic<Index>:$low,
    Variadic<Index>:$high,
    DenseI64ArrayAttr:$static_low,
    DenseI64ArrayAttr:$static_high,
    OptionalAttr<DenseI64ArrayAttr>:$interior,
    DefaultValuedAttr<Pad_PadModeAttr, "::mlir::pad::PadMode::constant">:$mode,
    UnitAttr:$value_grad);

  let results = (outs RankedTensorOf<[Pad_ElementType]>:$gx,
                      Optional<Pad_ElementType>:$gv);

  let assemblyFormat = [{
    $gy
    `low` `` custom<DynamicIndexList>($low, $static_low)
    `high` `` custom<DynamicIndexList>($high, $static_high)
    `` custom<Interior>($interior)
    `` custom<Mode>($mode)
    (`value_grad` $value_grad^)?
    attr-dict `:` type($gy) `to` type($gx) (`,` type($gv)^)?
  }];

  let builders = [
    // Mixed static/dynamic amounts; a null `gxType` is inferred from `gy`
    // (dynamic where a size depends on a dynamic amount or size).
    OpBuilder<(ins "Type":$gxType, "Value":$gy,
      "ArrayRef<OpFoldResult>":$low, "ArrayRef<OpFoldResult>":$high,
      CArg<"ArrayRef<int64_t>", "{}">:$interior,
      CArg<"PadMode", "PadMode::constant">:$mode,
      CArg<"bool", "false">:$valueGrad)>
  ];

  let extraClassDeclaration = [{
    RankedTensorType getGyType() {
      return ::llvm::cast<RankedTensorType>(getGy().getType());
    }
    RankedTensorType getGxType() {
      return ::llvm::cast<RankedTensorType>(getGx().getType());
    }

    /// The `low` / `high` amounts as constants or SSA values.
    SmallVector<OpFoldResult> getMixedLow();
    SmallVector<OpFoldResult> getMixedHigh();

    /// The interior amounts, one per axis; zeros when the attribute is absent.
    SmallVector<int64_t> getInteriorOrZeros();

    /// True if some interior entry is non-zero.
    bool hasInteriorPadding();

    /// The size of a `gx` axis from the size `R` of the `gy` axis and static
    /// amounts: `D <= 0 ? 0 : (D - 1) / (r + 1) + 1` with `D = R - p - q`
    /// (docs/Semantics.md); std::nullopt when an input is dynamic or the
    /// arithmetic overflows.
    static std::optional<int64_t> inferGxSize(int64_t gySize, int64_t low,
                                              int64_t high, int64_t interior);
  }];

  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

#endif // PAD_IR_PADOPS_TD
