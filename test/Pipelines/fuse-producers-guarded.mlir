// A border mode with a dynamic amount, fused under a run-time test that no
// amount is negative (docs/Fusion.md), into a tensor destination: the pad of
// the branch taken otherwise writes the destination itself, and no branch
// copies, in any strategy.
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg" | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops" | FileCheck %s
// RUN: pad-opt %s --pad-fuse-into-producer | FileCheck %s --check-prefix=FUSED

// CHECK-LABEL: llvm.func @guarded_into
//   CHECK-NOT:   memrefCopy
//   CHECK-NOT:   memcpy
//       CHECK:   llvm.return
// FUSED-LABEL: func.func @guarded_into
//  FUSED-SAME:     %[[O:[^:]*]]: tensor<3x?xf32> {bufferization.writable = true}
//       FUSED:   scf.if
//       FUSED:     linalg.matmul
//       FUSED:   } else {
//       FUSED:     %[[P:.*]] = pad.pad
//       FUSED:     %[[M:.*]] = bufferization.materialize_in_destination %[[P]] in %[[O]]
//       FUSED:     scf.yield %[[M]]
func.func @guarded_into(%a: tensor<2x1xf32>, %b: tensor<1x2xf32>, %l: index, %o: tensor<3x?xf32> {bufferization.writable = true}) -> tensor<3x?xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %v = arith.constant -3.0 : f32
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %y = linalg.matmul ins(%a, %b : tensor<2x1xf32>, tensor<1x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %p = pad.pad %y low[1, %l] high[0, 0] mode(symmetric) : tensor<2x2xf32> to tensor<3x?xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<3x?xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>
  return %r : tensor<3x?xf32>
}
