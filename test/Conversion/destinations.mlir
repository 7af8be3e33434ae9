// Every lowering builds a pad's output in the destination its only use
// writes it into (createPadOutput, docs/Lowering.md "Destinations"): checked
// here on the loops strategy, whose output is the init of one loop nest, and
// for each strategy on the tiles of an scf.forall, which bufferize without
// an allocation or a copy.
// RUN: pad-opt %s -split-input-file --convert-pad-to-loops | FileCheck %s
// RUN: pad-opt %s -split-input-file --convert-pad-to-loops --canonicalize --cse --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --cse --canonicalize | FileCheck %s --check-prefix=BUF
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector --canonicalize --cse --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --cse --canonicalize | FileCheck %s --check-prefix=BUF
// RUN: pad-opt %s -split-input-file --convert-pad-to-linalg --canonicalize --cse --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --cse --canonicalize | FileCheck %s --check-prefix=BUF

// CHECK-LABEL: func.func @tensor_destination(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<6xf32>
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[O]])
// CHECK-NOT:     materialize_in_destination
// CHECK:         return %[[R]]
// BUF-LABEL: func.func @tensor_destination(
// BUF-NOT:     memref.alloc
// BUF-NOT:     memref.copy
// BUF:         return
func.func @tensor_destination(%x: tensor<3xf32>, %o: tensor<6xf32> {bufferization.writable = true}) -> tensor<6xf32> {
  %p = pad.pad %x low[1] high[2] mode(edge) : tensor<3xf32> to tensor<6xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// CHECK-LABEL: func.func @memref_destination(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf32>, %[[M:.*]]: memref<6xf32>
// CHECK:         %[[T:.*]] = bufferization.to_tensor %[[M]] restrict writable
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[T]])
// CHECK:         bufferization.materialize_in_destination %[[R]] in restrict writable %[[M]]
// BUF-LABEL: func.func @memref_destination(
// BUF-NOT:     memref.alloc
// BUF-NOT:     memref.copy
// BUF:         return
func.func @memref_destination(%x: tensor<3xf32>, %m: memref<6xf32>) {
  %p = pad.pad %x low[1] high[2] mode(wrap) : tensor<3xf32> to tensor<6xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<6xf32>, memref<6xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @slice_destination(
// CHECK-SAME:      %[[X:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<2x6xf32>
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[O]][1, 0] [1, 6] [1, 1] : tensor<2x6xf32> to tensor<6xf32>
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[S]])
// CHECK:         tensor.insert_slice %[[R]] into %[[O]][1, 0] [1, 6] [1, 1]
// BUF-LABEL: func.func @slice_destination(
// BUF-NOT:     memref.alloc
// BUF-NOT:     memref.copy
// BUF:         return
func.func @slice_destination(%x: tensor<3xf32>, %o: tensor<2x6xf32> {bufferization.writable = true}) -> tensor<2x6xf32> {
  %p = pad.pad %x low[1] high[2] mode(symmetric) : tensor<3xf32> to tensor<6xf32>
  %r = tensor.insert_slice %p into %o[1, 0] [1, 6] [1, 1] : tensor<6xf32> into tensor<2x6xf32>
  return %r : tensor<2x6xf32>
}

// -----

// CHECK-LABEL: func.func @forall_tiles(
// CHECK:         scf.forall (%[[I:.*]]) in (4) shared_outs(%[[ACC:.*]] = %{{.*}})
// CHECK:           %[[S:.*]] = tensor.extract_slice %[[ACC]][%[[I]], 0, 0] [1, 6, 7] [1, 1, 1]
// CHECK:           %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[S]])
// CHECK:           tensor.parallel_insert_slice %[[R]] into %[[ACC]][%[[I]], 0, 0] [1, 6, 7] [1, 1, 1]
// BUF-LABEL: func.func @forall_tiles(
// BUF-NOT:     memref.alloc
// BUF-NOT:     memref.copy
// BUF:         return
func.func @forall_tiles(%x: tensor<4x3x4xf32>, %o: tensor<4x6x7xf32> {bufferization.writable = true}) -> tensor<4x6x7xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%acc = %o) -> tensor<4x6x7xf32> {
    %s = tensor.extract_slice %x[%i, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<4x3x4xf32> to tensor<3x4xf32>
    %p = pad.pad %s low[1, 2] high[2, 1] mode(reflect) : tensor<3x4xf32> to tensor<6x7xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %p into %acc[%i, 0, 0] [1, 6, 7] [1, 1, 1] : tensor<6x7xf32> into tensor<4x6x7xf32>
    }
  }
  return %r : tensor<4x6x7xf32>
}

// -----

// No destination: two uses.
// CHECK-LABEL: func.func @two_uses(
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<6xf32>
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %[[E]])
func.func @two_uses(%x: tensor<3xf32>, %o: tensor<6xf32> {bufferization.writable = true}) -> (tensor<6xf32>, tensor<6xf32>) {
  %p = pad.pad %x low[1] high[2] : tensor<3xf32> to tensor<6xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  return %r, %p : tensor<6xf32>, tensor<6xf32>
}

// -----

// Sizes of the insertion taken from the pad's result (tensor.dim): they are
// the sizes the pad computes from its source, and the pad is written in its
// slice (docs/Lowering.md, "Destinations").
// CHECK-LABEL: func.func @sizes_after(
// CHECK-SAME:      %[[X:.*]]: tensor<?xf32>, %[[O:.*]]: tensor<2x?xf32>
// CHECK-NOT:     tensor.empty
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[O]][1, 0] [1, %[[N:.*]]] [1, 1]
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[S]])
// CHECK:         tensor.insert_slice %[[R]] into %[[O]][1, 0] [1, %[[N]]] [1, 1]
func.func @sizes_after(%x: tensor<?xf32>, %o: tensor<2x?xf32> {bufferization.writable = true}) -> tensor<2x?xf32> {
  %c0 = arith.constant 0 : index
  %p = pad.pad %x low[1] high[2] : tensor<?xf32> to tensor<?xf32>
  %n = tensor.dim %p, %c0 : tensor<?xf32>
  %r = tensor.insert_slice %p into %o[1, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<2x?xf32>
  return %r : tensor<2x?xf32>
}

// -----

// The same in 2-D, into a slice at a dynamic offset: no allocation, no copy
// in any strategy.
// CHECK-LABEL: func.func @sizes_from_result(
// CHECK-SAME:      %[[X:.*]]: tensor<?x?xf32>, %[[O:.*]]: tensor<?x?xf32>
// CHECK-NOT:     tensor.empty
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[O]][%{{.*}}, 0] [%[[N0:.*]], %[[N1:.*]]] [1, 1]
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[S]])
// CHECK:         tensor.insert_slice %[[R]] into %[[O]][%{{.*}}, 0] [%[[N0]], %[[N1]]] [1, 1]
// BUF-LABEL: func.func @sizes_from_result(
// BUF-NOT:     memref.alloc
// BUF-NOT:     memref.copy
// BUF:         return
func.func @sizes_from_result(%x: tensor<?x?xf32>, %o: tensor<?x?xf32> {bufferization.writable = true}, %i: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = pad.pad %x low[1, 2] high[2, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %r, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %r, %c1 : tensor<?x?xf32>
  %u = tensor.insert_slice %r into %o[%i, 0] [%d0, %d1] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %u : tensor<?x?xf32>
}

// -----

// An identity pad (all amounts zero) is its source: the pad it forwards is
// built in the identity's destination, through one cast at most.
// CHECK-LABEL: func.func @identity_forwards(
// CHECK-SAME:      %[[X:.*]]: tensor<5x4xf32>, %[[O:.*]]: tensor<3x4xf32>
// CHECK-NOT:     tensor.empty
// CHECK-NOT:     materialize_in_destination
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[O]])
// CHECK-NOT:     materialize_in_destination
// CHECK:         return %[[R]]
// BUF-LABEL: func.func @identity_forwards(
// BUF-NOT:     memref.alloc
// BUF-NOT:     memref.copy
// BUF:         return
func.func @identity_forwards(%x: tensor<5x4xf32>, %o: tensor<3x4xf32> {bufferization.writable = true}) -> tensor<3x4xf32> {
  %a = pad.pad %x low[-1, 0] high[-1, 0] : tensor<5x4xf32> to tensor<3x4xf32>
  %c = tensor.cast %a : tensor<3x4xf32> to tensor<?x4xf32>
  %b = pad.pad %c low[0, 0] high[0, 0] mode(edge) : tensor<?x4xf32> to tensor<3x4xf32>
  %r = bufferization.materialize_in_destination %b in %o : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
