//===- Passes.td - pad producer fusion passes --------------*- tablegen -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_FUSION_PASSES_TD
#define PAD_FUSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def PadFuseIntoProducerPass : Pass<"pad-fuse-into-producer"> {
  let summary = "Compute the source of each pad.pad in its output's core";
  let description = [{
    A pad costs its border (docs/Fusion.md). When the source of a `pad.pad`
    is the only result of a `linalg` structured op on tensors, of a
    `pad.pad`, or of an `scf.for` / `scf.forall` loop of tiles, and has no
    other use (but `tensor.dim`), the producer is re-created to compute into
    the core of the pad's output (its destination,
    docs/Lowering.md#destinations, or a new tensor) and the pad becomes the
    writes of its borders:

    ```mlir
    %y = linalg.generic ... outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    %p = pad.pad %y low[1, 1] high[1, 1] mode(edge)
        : tensor<4x8xf32> to tensor<6x10xf32>
    // becomes
    %o = bufferization.alloc_tensor() : tensor<6x10xf32>
    %c = tensor.extract_slice %o[1, 1] [4, 8] [1, 1]
    %y = linalg.generic ... outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
    %i = tensor.insert_slice %y into %o[1, 1] [4, 8] [1, 1]
    %p = scf.for ... // the borders, copied from the core
    ```

    A new output is a `bufferization.alloc_tensor`, which CSE does not merge
    with an identical `tensor.empty` of a consumer (bufferization would then
    copy the core). Interior padding computes into a strided slice. A crop
    computes only the kept elements, through the producer's
    `TilingInterface` (not for loops); a pad that keeps no source element
    (its output is all padding) is left as it is.
    An init that the producer reads must be a `linalg.fill` (re-created on
    the core) or a `tensor.empty`. The borders of `edge`, `reflect`,
    `symmetric` and `wrap` must not read a cropped element: with dynamic
    amounts, the fused form runs under an `scf.if` that they are all
    non-negative, and the producer and the pad as they were otherwise. Any
    other pad is left as it is; `emit-remarks` says why.
  }];
  let options = [
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Emit a remark on each pad.pad left unfused, saying why">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // PAD_FUSION_PASSES_TD
