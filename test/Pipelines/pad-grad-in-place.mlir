// pad.pad_grad writes gx in place, in every strategy: into the caller's
// buffer when gx is materialized in one or inserted into a writable tensor
// argument (no allocation, no copy). Its folds before the last one need
// buffers of their own (rank 2: one).
// The vector strategy's rows need row-sized buffers and index tables of
// their own instead (docs/Lowering.md, "pad.pad_grad"), never gx's size.
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops" | FileCheck %s --check-prefixes=CHECK,FOLDS
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg" | FileCheck %s --check-prefixes=CHECK,FOLDS

// CHECK-LABEL: llvm.func @memref_dest
// CHECK-NOT:     llvm.call @malloc
// CHECK-NOT:     memcpy
// CHECK-NOT:     memrefCopy
// CHECK:         llvm.return
func.func @memref_dest(%gy: tensor<?xf32>, %m: memref<?xf32>) {
  %gx = pad.pad_grad %gy low[3] high[5] mode(reflect) : tensor<?xf32> to tensor<?xf32>
  bufferization.materialize_in_destination %gx in restrict writable %m : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

// CHECK-LABEL: llvm.func @tensor_dest
// CHECK-NOT:     llvm.call @malloc
// CHECK-NOT:     memcpy
// CHECK-NOT:     memrefCopy
// CHECK:         llvm.return
func.func @tensor_dest(%gy: tensor<19xf32>, %o: tensor<11xf32> {bufferization.writable = true}) -> tensor<11xf32> {
  %gx = pad.pad_grad %gy low[3] high[5] mode(wrap) : tensor<19xf32> to tensor<11xf32>
  %r = bufferization.materialize_in_destination %gx in %o : (tensor<11xf32>, tensor<11xf32>) -> tensor<11xf32>
  return %r : tensor<11xf32>
}

// CHECK-LABEL: llvm.func @slice_dest
// CHECK-NOT:     llvm.call @malloc
// CHECK-NOT:     memcpy
// CHECK-NOT:     memrefCopy
// CHECK:         llvm.return
func.func @slice_dest(%gy: tensor<19xf32>, %o: tensor<20xf32> {bufferization.writable = true}) -> tensor<20xf32> {
  %gx = pad.pad_grad %gy low[3] high[5] mode(edge) : tensor<19xf32> to tensor<11xf32>
  %r = tensor.insert_slice %gx into %o[4] [11] [1] : tensor<11xf32> into tensor<20xf32>
  return %r : tensor<20xf32>
}

// CHECK-LABEL: llvm.func @rank2_memref_dest
// CHECK:         llvm.call @malloc
// FOLDS-NOT:     llvm.call @malloc
// CHECK-NOT:     memcpy
// CHECK-NOT:     memrefCopy
// CHECK:         llvm.return
func.func @rank2_memref_dest(%gy: tensor<?x?xf32>, %m: memref<?x?xf32>) {
  %gx = pad.pad_grad %gy low[3, 7] high[5, 9] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %gx in restrict writable %m : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}
