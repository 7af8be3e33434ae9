// RUN: pad-opt %s -split-input-file --pad-eliminate-empty-tensors | FileCheck %s

// A tensor.empty that flows into a tensor.insert_slice: upstream's
// eliminate-empty-tensors runs and writes the fill into the destination.

// CHECK-LABEL: func.func @eliminated(
// CHECK-SAME:      %[[T:.*]]: tensor<10xf32>, %[[F:.*]]: f32)
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[T]][2] [5] [1]
// CHECK:         %[[FILL:.*]] = linalg.fill ins(%[[F]] : f32) outs(%[[S]] : tensor<5xf32>)
// CHECK:         tensor.insert_slice %[[FILL]] into %[[T]][2] [5] [1]
func.func @eliminated(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.insert_slice %fill into %t[2] [5] [1]
      : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// -----

// Only vector stores into the empty tensor (as the pad lowerings make): no
// subset insertion of a tensor, the module is left as it is.

// CHECK-LABEL: func.func @kept(
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<8xf32>
// CHECK:         vector.transfer_write %{{.*}}, %[[E]][%{{.*}}]
func.func @kept(%v: vector<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  %w = vector.transfer_write %v, %e[%c0] {in_bounds = [true]}
      : vector<8xf32>, tensor<8xf32>
  return %w : tensor<8xf32>
}

// -----

// A loop over a tensor.empty materialized in a tensor argument (an identity
// pad of the loop, replaced by its source): the empty tensor is the argument,
// and the materialization of the loop, built in place in it, is the loop
// (One-Shot Bufferize's analysis reports a read-after-write conflict it
// cannot avoid for the materialization of a loop over its destination).

// CHECK-LABEL: func.func @loop_into(
// CHECK-SAME:      %[[X:.*]]: tensor<?xf32>, %[[D:.*]]: tensor<?xf32> {bufferization.writable = true})
// CHECK:         %[[L:.*]] = scf.for {{.*}} iter_args(%[[O:.*]] = %[[D]])
// CHECK:           tensor.insert_slice %{{.*}} into %[[O]]
// CHECK-NOT:     materialize_in_destination
// CHECK:         return %[[L]]
func.func @loop_into(%x: tensor<?xf32>, %dest: tensor<?xf32> {bufferization.writable = true}) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %y = scf.for %i = %c0 to %n step %c1 iter_args(%o = %e) -> (tensor<?xf32>) {
    %xs = tensor.extract_slice %x[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    %os = tensor.extract_slice %o[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    %c = linalg.copy ins(%xs : tensor<1xf32>) outs(%os : tensor<1xf32>) -> tensor<1xf32>
    %u = tensor.insert_slice %c into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    scf.yield %u : tensor<?xf32>
  }
  %r = bufferization.materialize_in_destination %y in %dest : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// The same loop yielding another tensor than its iter_arg written over: not
// built in the destination, the materialization stays (a copy).

// CHECK-LABEL: func.func @loop_not_into(
// CHECK:         bufferization.materialize_in_destination
func.func @loop_not_into(%x: tensor<?xf32>, %dest: tensor<?xf32> {bufferization.writable = true}) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %y = scf.for %i = %c0 to %n step %c1 iter_args(%o = %dest) -> (tensor<?xf32>) {
    scf.yield %x : tensor<?xf32>
  }
  %r = bufferization.materialize_in_destination %y in %dest : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
