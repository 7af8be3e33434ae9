// docs/Fusion.md after bufferization: the producer writes a subview of the pad's
// output buffer, and nothing copies the interior.
// RUN: pad-opt %s --pad-fuse-into-producer --one-shot-bufferize="bufferize-function-boundaries" --cse --canonicalize | FileCheck %s --check-prefix=BUF
// The whole pipeline, every strategy: one allocation (or none, into a
// destination), no copy; without fusion the producer has its own buffer.
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | FileCheck %s --check-prefix=LLVM
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg" | FileCheck %s --check-prefix=LLVM
// RUN: pad-opt %s --pad-to-llvm="strategy=loops" | FileCheck %s --check-prefix=LLVM
// RUN: pad-opt %s --pad-to-llvm="fuse-producers=false" | FileCheck %s --check-prefix=UNFUSED

#id = affine_map<(i, j) -> (i, j)>

// BUF-LABEL: func.func @relu_reflect
//       BUF:   %[[OUT:.*]] = memref.alloc() {{.*}} : memref<6x11xf32>
//       BUF:   %[[CORE:.*]] = memref.subview %[[OUT]][1, 2] [4, 8] [1, 1]
//       BUF:   linalg.generic {{.*}} outs(%[[CORE]] : memref<4x8xf32, strided<[11, 1], offset: 13>>)
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   return %[[OUT]]
// LLVM-LABEL: llvm.func @relu_reflect
//       LLVM:   llvm.call @malloc
//   LLVM-NOT:   llvm.call @malloc
//   LLVM-NOT:   memrefCopy
//   LLVM-NOT:   memcpy
//       LLVM:   llvm.return
// UNFUSED-LABEL: llvm.func @relu_reflect
//       UNFUSED:   llvm.call @malloc
//       UNFUSED:   llvm.call @malloc
//       UNFUSED:   llvm.return
func.func @relu_reflect(%x: tensor<4x8xf32>) -> tensor<6x11xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %z = arith.constant 0.0 : f32
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %p = pad.pad %y low[1, 2] high[1, 1] mode(reflect) : tensor<4x8xf32> to tensor<6x11xf32>
  return %p : tensor<6x11xf32>
}

// Interior padding: a strided subview.
// BUF-LABEL: func.func @matmul_interior
//       BUF:   %[[OUT:.*]] = memref.alloc() {{.*}} : memref<7x9xf32>
//       BUF:   linalg.fill ins(%{{.*}} : f32) outs(%[[OUT]] : memref<7x9xf32>)
//       BUF:   %[[CORE:.*]] = memref.subview %[[OUT]][1, 2] [3, 3] [2, 3]
//       BUF:   linalg.fill ins(%{{.*}} : f32) outs(%[[CORE]] : memref<3x3xf32, strided<[18, 3], offset: 11>>)
//       BUF:   linalg.matmul ins({{.*}}) outs(%[[CORE]] : memref<3x3xf32, strided<[18, 3], offset: 11>>)
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   return %[[OUT]]
// LLVM-LABEL: llvm.func @matmul_interior
//       LLVM:   llvm.call @malloc
//   LLVM-NOT:   llvm.call @malloc
//   LLVM-NOT:   memrefCopy
//   LLVM-NOT:   memcpy
//       LLVM:   llvm.return
func.func @matmul_interior(%a: tensor<3x2xf32>, %b: tensor<2x3xf32>) -> tensor<7x9xf32> {
  %e = tensor.empty() : tensor<3x3xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x3xf32>) -> tensor<3x3xf32>
  %y = linalg.matmul ins(%a, %b : tensor<3x2xf32>, tensor<2x3xf32>) outs(%f : tensor<3x3xf32>) -> tensor<3x3xf32>
  %v = arith.constant 5.0 : f32
  %p = pad.pad %y low[1, 2] high[1, 0] interior[1, 2] value(%v) : tensor<3x3xf32> to tensor<7x9xf32>
  return %p : tensor<7x9xf32>
}

// Into the caller's buffer (docs/Lowering.md#destinations), dynamic shapes: no allocation.
// BUF-LABEL: func.func @edge_into
//  BUF-SAME:     %[[M:[^:]*]]: memref<?x?xf32>)
//   BUF-NOT:   memref.alloc
//       BUF:   %[[CORE:.*]] = memref.subview %[[M]]
//       BUF:   linalg.negf ins(%{{.*}}) outs(%[[CORE]] :
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   return
// LLVM-LABEL: llvm.func @edge_into
//   LLVM-NOT:   llvm.call @malloc
//   LLVM-NOT:   memrefCopy
//   LLVM-NOT:   memcpy
//       LLVM:   llvm.return
func.func @edge_into(%x: tensor<?x?xf32>, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %y = linalg.negf ins(%x : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %p = pad.pad %y low[1, 1] high[2, 2] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// A loop over a batch (docs/Lowering.md#destinations): each step's producer writes the core of
// its slice of the destination.
// BUF-LABEL: func.func @batch
//  BUF-SAME:     %[[X:[^:]*]]: memref<3x4x8xf32, {{.*}}>, %[[O:[^:]*]]: memref<3x6x11xf32, {{.*}}>)
//   BUF-NOT:   memref.alloc
//       BUF:   scf.for %[[B:.*]] =
//       BUF:     %[[SLICE:.*]] = memref.subview %[[O]][%[[B]], 0, 0] [1, 6, 11] [1, 1, 1]
//       BUF:     %[[CORE:.*]] = memref.subview %[[SLICE]][1, 2] [4, 8] [1, 1]
//       BUF:     linalg.generic {{.*}} outs(%[[CORE]] :
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   return
// LLVM-LABEL: llvm.func @batch
//   LLVM-NOT:   llvm.call @malloc
//   LLVM-NOT:   memrefCopy
//   LLVM-NOT:   memcpy
//       LLVM:   llvm.return
func.func @batch(%x: tensor<3x4x8xf32>, %o: tensor<3x6x11xf32> {bufferization.writable = true}) -> tensor<3x6x11xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %b = %c0 to %c3 step %c1 iter_args(%acc = %o) -> (tensor<3x6x11xf32>) {
    %xs = tensor.extract_slice %x[%b, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<3x4x8xf32> to tensor<4x8xf32>
    %e = tensor.empty() : tensor<4x8xf32>
    %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%xs : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%a: f32, %unused: f32):
      %z = arith.constant 0.0 : f32
      %m = arith.maximumf %a, %z : f32
      linalg.yield %m : f32
    } -> tensor<4x8xf32>
    %p = pad.pad %y low[1, 2] high[1, 1] mode(symmetric) : tensor<4x8xf32> to tensor<6x11xf32>
    %u = tensor.insert_slice %p into %acc[%b, 0, 0] [1, 6, 11] [1, 1, 1] : tensor<6x11xf32> into tensor<3x6x11xf32>
    scf.yield %u : tensor<3x6x11xf32>
  }
  return %r : tensor<3x6x11xf32>
}

// A consumer whose init is a tensor.empty identical to the one the pad's
// output would be: the fused pad allocates its own output (CSE does not merge
// it with the consumer's), so nothing copies the core. The consumer reads
// the pad reversed on axis 0 and writes a buffer of its own.
// BUF-LABEL: func.func @consumer_same_shape
//       BUF:   %[[OUT:.*]] = memref.alloc() {{.*}} : memref<6x6xf32>
//       BUF:   %[[CORE:.*]] = memref.subview %[[OUT]][1, 1] [4, 4] [1, 1]
//       BUF:   linalg.generic {{.*}} outs(%[[CORE]] :
//       BUF:   %[[Z:.*]] = memref.alloc() {{.*}} : memref<6x6xf32>
//   BUF-NOT:   memref.copy
//       BUF:   linalg.generic {{.*}} ins(%[[OUT]] : memref<6x6xf32>) outs(%[[Z]] : memref<6x6xf32>)
//       BUF:   return %[[Z]]
// LLVM-LABEL: llvm.func @consumer_same_shape
//   LLVM-NOT:   memrefCopy
//   LLVM-NOT:   memcpy
//       LLVM:   llvm.return
func.func @consumer_same_shape(%x: tensor<4x4xf32>) -> tensor<6x6xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<4x4xf32>
  %p = pad.pad %y low[1, 1] high[1, 1] : tensor<4x4xf32> to tensor<6x6xf32>
  %e2 = tensor.empty() : tensor<6x6xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(i, j) -> (5 - i, j)>, #id], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<6x6xf32>) outs(%e2 : tensor<6x6xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<6x6xf32>
  return %z : tensor<6x6xf32>
}

// The same with a matmul of the pad by itself, into a filled init.
// LLVM-LABEL: llvm.func @matmul_consumer_same_shape
//   LLVM-NOT:   memrefCopy
//   LLVM-NOT:   memcpy
//       LLVM:   llvm.return
func.func @matmul_consumer_same_shape(%x: tensor<4x4xf32>) -> tensor<6x6xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<4x4xf32>
  %p = pad.pad %y low[1, 1] high[1, 1] mode(edge) : tensor<4x4xf32> to tensor<6x6xf32>
  %e2 = tensor.empty() : tensor<6x6xf32>
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<6x6xf32>) -> tensor<6x6xf32>
  %z = linalg.matmul ins(%p, %p : tensor<6x6xf32>, tensor<6x6xf32>) outs(%f : tensor<6x6xf32>) -> tensor<6x6xf32>
  return %z : tensor<6x6xf32>
}
