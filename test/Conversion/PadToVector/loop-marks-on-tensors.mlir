// RUN: pad-opt %s -split-input-file --pad-lower-loop-marks -verify-diagnostics | FileCheck %s

// pad-lower-loop-marks rewrites marked loops on buffers (docs/Lowering.md,
// "Streaming stores" and "Rows on several threads"). Run before
// bufferization, a marked loop still computes tensors: an error on the loop,
// and the pass fails (nothing of these functions is printed).
// CHECK-NOT: func.func
func.func @stream_on_tensors(%out: tensor<4x64xf32>, %row: index, %v: vector<8xf32>) -> tensor<4x64xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  // expected-error@+1 {{'scf.for' op is marked #pad.loop<stream = true> but computes tensors: pad-lower-loop-marks rewrites marked loops on buffers, after bufferization (docs/Lowering.md)}}
  %r = scf.for %t = %c0 to %c64 step %c8 iter_args(%acc = %out) -> tensor<4x64xf32> {
    %w = vector.transfer_write %v, %acc[%row, %t] {in_bounds = [true]} : vector<8xf32>, tensor<4x64xf32>
    scf.yield %w : tensor<4x64xf32>
  } {pad.loop = #pad.loop<stream = true>}
  return %r : tensor<4x64xf32>
}

// -----

// A loop over rows marked parallel, on tensors.
func.func @parallel_on_tensors(%out: tensor<4x64xf32>, %v: vector<64xf32>) -> tensor<4x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-error@+1 {{'scf.for' op is marked #pad.loop<parallel = true> but computes tensors}}
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %out) -> tensor<4x64xf32> {
    %w = vector.transfer_write %v, %acc[%i, %c0] {in_bounds = [true]} : vector<64xf32>, tensor<4x64xf32>
    scf.yield %w : tensor<4x64xf32>
  } {pad.loop = #pad.loop<parallel = true>}
  return %r : tensor<4x64xf32>
}

// -----

// A marked loop on buffers beside a tensor computation is rewritten as
// usual: only loops that compute tensors are errors.
// CHECK-LABEL: func.func @buffer_loop_beside_tensors
// CHECK:         scf.parallel
// CHECK-NOT:     pad.loop
func.func @buffer_loop_beside_tensors(%out: memref<4x64xf32>, %v: vector<64xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    vector.transfer_write %v, %out[%i, %c0] {in_bounds = [true]} : vector<64xf32>, memref<4x64xf32>
  } {pad.loop = #pad.loop<parallel = true>}
  return %t : tensor<4xf32>
}
