// The output is written in place: into the caller's buffer when the result is
// materialized in one (no allocation, no copy), into a single allocation
// otherwise, also for dynamic shapes in a border mode (whose empty-source
// guard must not split the writes into two buffers).
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops" | FileCheck %s

// CHECK-LABEL: llvm.func @reflect_into
// CHECK-NOT:     llvm.call @malloc
// CHECK-NOT:     memcpy
// CHECK-NOT:     memrefCopy
// CHECK:         llvm.return
func.func @reflect_into(%src: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %src low[1, 2] high[1, 2] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// CHECK-LABEL: llvm.func @reflect_alloc
// CHECK:         llvm.call @malloc
// CHECK-NOT:     llvm.call @malloc
// CHECK-NOT:     memcpy
// CHECK-NOT:     memrefCopy
// CHECK:         llvm.return
func.func @reflect_alloc(%src: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %src low[1, 2] high[1, 2] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// CHECK-LABEL: llvm.func @constant_into
// CHECK-NOT:     llvm.call @malloc
// CHECK-NOT:     memcpy
// CHECK-NOT:     memrefCopy
// CHECK:         llvm.return
func.func @constant_into(%src: tensor<64x64xf32>, %out: memref<66x70xf32>) {
  %r = pad.pad %src low[1, 2] high[1, 4] : tensor<64x64xf32> to tensor<66x70xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<66x70xf32>, memref<66x70xf32>) -> ()
  return
}
