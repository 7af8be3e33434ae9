// RUN: pad-opt %s --transform-interpreter --split-input-file -verify-diagnostics | FileCheck %s

// transform.pad.fuse_into_producer: the rewrite of --pad-fuse-into-producer
// for schedules; its result is the re-created producer.

// CHECK-LABEL: func.func @exp_edge
//       CHECK:   %[[OUT:.*]] = bufferization.alloc_tensor() : tensor<6xf32>
//       CHECK:   %[[CORE:.*]] = tensor.extract_slice %[[OUT]][1] [4] [1]
//       CHECK:   %[[Y:.*]] = linalg.exp {fused} ins(%{{.*}} : tensor<4xf32>) outs(%[[CORE]] : tensor<4xf32>)
//       CHECK:   tensor.insert_slice %[[Y]] into %[[OUT]][1] [4] [1]
//   CHECK-NOT:   pad.pad
//       CHECK:   return
func.func @exp_edge(%x: tensor<4xf32>) -> tensor<6xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %p = pad.pad %y low[1] high[1] mode(edge) : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pads = transform.structured.match ops{["pad.pad"]} in %root
        : (!transform.any_op) -> !transform.op<"pad.pad">
    %producer = transform.pad.fuse_into_producer %pads
        : (!transform.op<"pad.pad">) -> !transform.any_op
    transform.annotate %producer "fused" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @argument(%x: tensor<4xf32>) -> tensor<6xf32> {
  // expected-note @+1 {{when applied to this op}}
  %p = pad.pad %x low[1] high[1] : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pads = transform.structured.match ops{["pad.pad"]} in %root
        : (!transform.any_op) -> !transform.op<"pad.pad">
    // expected-error @+1 {{cannot fuse into its producer: the source is not produced by an op}}
    %producer = transform.pad.fuse_into_producer %pads
        : (!transform.op<"pad.pad">) -> !transform.any_op
    transform.yield
  }
}

// -----

// A crop that keeps no source element: nothing to compute in the core.
func.func @keeps_nothing(%x: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %y = linalg.exp ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  // expected-note @+1 {{when applied to this op}}
  %p = pad.pad %y low[2] high[-2] : tensor<2xf32> to tensor<2xf32>
  return %p : tensor<2xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pads = transform.structured.match ops{["pad.pad"]} in %root
        : (!transform.any_op) -> !transform.op<"pad.pad">
    // expected-error @+1 {{cannot fuse into its producer: the pad keeps no element of its source (its output is all padding)}}
    %producer = transform.pad.fuse_into_producer %pads
        : (!transform.op<"pad.pad">) -> !transform.any_op
    transform.yield
  }
}
