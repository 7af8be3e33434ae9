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
    "::mlir::complex::ComplexDialect",
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
    "::mlir::complex::ComplexDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ConvertPadToVectorPass : Pass<"convert-pad-to-vector"> {
  let summary = "Lower pad.pad to vectorized loops over output rows";
  let description = [{
    Every `pad.pad` becomes a `tensor.empty` (or its destination) and an
    `scf.for` nest over the output rows (all axes but the last). Each row is
    written once: the borders with vector stores of the pad value or of the
    edge element, or with (reversed) vector copies of source elements for
    reflect, symmetric and wrap; the core with vector copies of the kept
    source row (`vector.transfer_read`/`vector.transfer_write`, in bounds).
    A span of at least one vector ends with a vector that overlaps the one
    before; shorter spans are scalar. A large constant pad by static amounts
    written into a memref (or, for static sizes without a destination, into
    a buffer of its own) goes out as streamed lines instead: the cache lines
    of its flat output, each written whole by aligned non-temporal stores.
    See docs/Lowering.md.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "int64_t", /*default=*/"256",
           "Width of the vectors in bits (256 for AVX2)">,
    Option<"nontemporal", "nontemporal", "::mlir::pad::NontemporalMode",
           /*default=*/"::mlir::pad::NontemporalMode::Auto",
           "Mark the output's vector store loops for streaming stores "
           "(pad-lower-loop-marks): auto (outputs larger than the last-level "
           "cache, on CPUs whose streaming stores beat plain ones), always "
           "or never",
           [{::llvm::cl::values(
             clEnumValN(::mlir::pad::NontemporalMode::Auto, "auto",
                        "outputs larger than the last-level cache, on CPUs "
                        "whose streaming stores beat plain ones"),
             clEnumValN(::mlir::pad::NontemporalMode::Always, "always",
                        "every output"),
             clEnumValN(::mlir::pad::NontemporalMode::Never, "never",
                        "plain stores only"))}]>,
    Option<"llcBytes", "llc-bytes", "int64_t", /*default=*/"0",
           "For development: the output size in bytes above which "
           "nontemporal=auto streams, whatever the CPU (0: the CPU's row of "
           "the table of measured CPUs; negative: nothing streams)">,
    Option<"targetCPU", "target-cpu", "std::string", /*default=*/"\"\"",
           "The LLVM name of the CPU the code is for, whose row of the table "
           "of measured CPUs decides nontemporal=auto "
           "(docs/Lowering.md#streaming-stores; a CPU not in it gets plain "
           "stores); empty: the host's">,
    Option<"parallel", "parallel", "bool", /*default=*/"false",
           "Mark the outermost loop over output rows for pad-lower-loop-marks "
           "(rows split across threads)">,
    Option<"parallelMinBytes", "parallel-min-bytes", "int64_t",
           /*default=*/"1048576",
           "For development: with parallel=true, outputs smaller than this "
           "many bytes stay on one thread (checked at run time for dynamic "
           "sizes)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
}

//===----------------------------------------------------------------------===//
// The marks the vector strategy leaves on its loops, acted on after
// bufferization (docs/Lowering.md, "Streaming stores")
//===----------------------------------------------------------------------===//

def PadLowerLoopMarksPass : Pass<"pad-lower-loop-marks"> {
  let summary = "Stream and parallelize the loops marked #pad.loop";
  let description = [{
    Runs on buffers, after bufferization, on the `scf.for` loops that
    `convert-pad-to-vector` marked with the `pad.loop` attribute
    (`#pad.loop`, verified by the dialect), and removes every mark. A marked
    loop that still computes tensors (the pass run before bufferization,
    where no mark can apply) is an error on that loop, and the IR is left as
    it is:
    `'scf.for' op is marked #pad.loop<stream = true> but computes tensors`.

    `#pad.loop<stream = true>`: a loop whose body stores one in-bounds 1-D
    `vector.transfer_write` whose last index is the
    induction variable becomes:

    - plain vector stores up to the first 64-byte line that starts at least
      one vector after the lower bound,
    - a loop over whole lines of `vector.store`s with `nontemporal = true`
      and the vector's alignment (`vmovntps`/`vmovntdq` on x86, `stnp` on
      AArch64),
    - plain vector stores from the last line that ends at least one vector
      before the upper bound; the loop as it was where there is no whole
      line between them.

    The plain stores overlap each other and write the same values; no line
    is written by both kinds of store.

    `#pad.loop<parallel = true>`: a loop over output rows without results,
    whose iterations write disjoint rows of the output and only read the
    source, becomes an `scf.parallel` with the same bounds and body, which
    `convert-scf-to-openmp` turns into an OpenMP work-sharing loop. A marked
    loop whose body holds a marked loop and only side-effect-free ops beside
    it (streamed lines: the planes and their rows), the inner loop's bounds
    defined outside the outer one, becomes one two-dimensional
    `scf.parallel` (OpenMP's `collapse(2)`: one parallel region); a marked
    loop in any other marked loop stays sequential.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

//===----------------------------------------------------------------------===//
// Interop with upstream ops (docs/Integration.md)
//===----------------------------------------------------------------------===//

def ConvertTensorPadToPadPass : Pass<"convert-tensor-pad-to-pad"> {
  let summary = "Raise tensor.pad with a uniform pad value to pad.pad";
  let description = [{
    Every `tensor.pad` whose region yields one value defined outside the
    region, or a constant, becomes a `pad.pad` in constant mode with that
    value; the value is dropped when it is zero (integer 0, floating-point
    +0.0 but not -0.0, complex (+0.0, +0.0)). Static and dynamic amounts and
    shapes are kept as they are; where the pad.pad infers a more static result
    type than the tensor.pad declares, a `tensor.cast` restores the declared
    type.

    Left as they are, each with a match-failure reason (`--debug`):
    `tensor.pad` ops marked `nofold` (pad.pad folds an identity pad away,
    `nofold` forbids it), ops whose region yields a value computed from the
    block arguments or by a non-constant op inside the region, ops with a
    static negative amount (which tensor.pad does not define), and element
    types that pad.pad does not accept. LLVM's `--debug` is absent from
    release builds of LLVM; `emit-remarks=true` reports each reason as a
    remark at the op.

    ```mlir
    %p = tensor.pad %t low[1, %l] high[2, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<3x?xf32> to tensor<6x?xf32>
    // becomes
    %p = pad.pad %t low[1, %l] high[2, 0] value(%v)
           : tensor<3x?xf32> to tensor<6x?xf32>
    ```
  }];
  let options = [
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Emit a remark with the reason at every tensor.pad left as is">,
  ];
  let dependentDialects = [
    "::mlir::pad::PadDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ConvertTosaPadToPadPass : Pass<"convert-tosa-pad-to-pad"> {
  let summary = "Raise tosa.pad with constant padding to pad.pad";
  let description = [{
    Every `tosa.pad` whose `padding` is a `tosa.const_shape` becomes a
    `pad.pad` in constant mode. The `padding` values
    `[low0, high0, low1, high1, ...]` become the static amounts; the
    `pad_const` tensor becomes the scalar `value`: a constant `pad_const`
    (`tosa.const`) is folded to an `arith.constant` (dropped when it is zero),
    any other one is read with `tensor.extract`. Since TOSA 1.0 `pad_const`
    already includes the zero point of a quantized input, so integer inputs
    need nothing more. Where the pad.pad infers a more static result type
    than the tosa.pad declares, a `tensor.cast` restores the declared type.

    Left as they are, each with a match-failure reason (`--debug`):
    padding that is not a `tosa.const_shape`, padding entries of `-1` (TOSA's
    marker of a dynamic amount), unranked inputs, and element types that
    pad.pad does not accept (`!quant.uniform` and other quantized types: lower
    them to their storage type first). `emit-remarks=true` reports each
    reason as a remark at the op.
  }];
  let options = [
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Emit a remark with the reason at every tosa.pad left as is">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::pad::PadDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ConvertPadToTensorPass : Pass<"convert-pad-to-tensor"> {
  let summary = "Lower constant-mode pad.pad to tensor.extract_slice and tensor.pad";
  let description = [{
    Every `pad.pad` in constant mode without interior padding becomes upstream
    ops only: a `tensor.extract_slice` that applies the negative amounts
    (crops) and a `tensor.pad` that applies the positive ones, yielding the
    pad value. Either is omitted when it would do nothing; static and dynamic
    amounts and shapes are handled, dynamic amounts of either sign with
    `arith.maxsi`/`arith.minsi` on `index` values. A pad whose kept source is
    statically empty becomes a `tensor.empty` filled with `linalg.fill`
    (upstream's `tensor.pad` does not bufferize on empty dimensions).

    A pad in reflect, symmetric or wrap mode with a static amount past one
    fold of its input (docs/Semantics.md, "Any width") is left as it is, with
    a remark. Any other `pad.pad` (modes edge, reflect, symmetric, wrap;
    interior padding) is reported with an error naming what upstream cannot
    express, and the pass fails.

    ```mlir
    %r = pad.pad %t low[-1, 2] high[1, -2] : tensor<4x5xf32> to tensor<4x5xf32>
    // becomes
    %s = tensor.extract_slice %t[1, 0] [3, 3] [1, 1]
           : tensor<4x5xf32> to tensor<3x3xf32>
    %r = tensor.pad %s low[0, 2] high[1, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %zero : f32
    } : tensor<3x3xf32> to tensor<4x5xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::complex::ComplexDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // PAD_CONVERSION_PASSES_TD
