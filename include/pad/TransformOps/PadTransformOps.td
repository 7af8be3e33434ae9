//===- PadTransformOps.td - transform ops of pad -----------*- tablegen -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_TRANSFORMOPS_PADTRANSFORMOPS_TD
#define PAD_TRANSFORMOPS_PADTRANSFORMOPS_TD

include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Dialect/Transform/IR/TransformTypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

def FuseIntoProducerOp
    : Op<Transform_Dialect, "pad.fuse_into_producer",
         [FunctionalStyleTransformOpTrait, MemoryEffectsOpInterface,
          TransformEachOpTrait, TransformOpInterface,
          ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Compute the source of each pad.pad in its output's core";
  let description = [{
    Applies `--pad-fuse-into-producer`'s rewrite (docs/Fusion.md) to each
    `pad.pad` that `target` holds: the op that produces its source is
    re-created to compute into the core of the pad's output, and the pad
    becomes the writes of its borders. `target` is consumed; `producer` holds, per fused pad,
    the re-created producer (a `linalg` op, a `pad.pad` or a loop).

    Emits a silenceable failure naming the reason for a pad it cannot fuse
    (the same reasons as the pass's remarks).

    ```mlir
    %pads = transform.structured.match ops{["pad.pad"]} in %root
        : (!transform.any_op) -> !transform.op<"pad.pad">
    %producers = transform.pad.fuse_into_producer %pads
        : (!transform.op<"pad.pad">) -> !transform.any_op
    ```
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$producer);
  let assemblyFormat = "$target attr-dict `:` functional-type(operands, results)";
  let extraClassDeclaration = [{
    ::mlir::DiagnosedSilenceableFailure applyToOne(
        ::mlir::transform::TransformRewriter &rewriter,
        ::mlir::pad::PadOp target,
        ::mlir::transform::ApplyToEachResultList &results,
        ::mlir::transform::TransformState &state);
  }];
}

#endif // PAD_TRANSFORMOPS_PADTRANSFORMOPS_TD
