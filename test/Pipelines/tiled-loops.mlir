// RUN: pad-opt %s --pad-to-llvm -split-input-file | FileCheck %s

// --pad-to-llvm lowers the loops that tiling produces (docs/Tiling.md).

// An scf.forall of tiled pads: lowered sequentially, nothing of scf or pad
// left.
// CHECK-LABEL: llvm.func @forall_of_pads(
// CHECK-NOT:     scf.
// CHECK-NOT:     pad.pad
// CHECK:         llvm.return
func.func @forall_of_pads(%src: tensor<4x4xf32>) -> tensor<6x8xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<6x8xf32>
  %r = scf.forall (%i, %j) in (3, 4) shared_outs(%out = %e) -> (tensor<6x8xf32>) {
    %o0 = arith.muli %i, %c2 : index
    %o1 = arith.muli %j, %c2 : index
    %l0 = arith.subi %c1, %o0 : index
    %h0 = arith.subi %o0, %c1 : index
    %l1 = arith.subi %c2, %o1 : index
    %h1 = arith.subi %o1, %c2 : index
    %t = pad.pad %src low[%l0, %l1] high[%h0, %h1] mode(symmetric) : tensor<4x4xf32> to tensor<2x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %out[%o0, %o1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<6x8xf32>
    }
  }
  return %r : tensor<6x8xf32>
}

// -----

// A multi-dimensional vector transfer in a loop (as a vectorized convolution
// next to tiled pads has): unrolled into 1-D transfers, with no stack buffer
// (llvm.alloca) that would grow the stack at every iteration.
// CHECK-LABEL: llvm.func @transfer_2d_in_loop(
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.return
func.func @transfer_2d_in_loop(%m: memref<64x8x16xf32>, %acc: vector<8x16xf32>) -> vector<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %f0 = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c64 step %c1 iter_args(%a = %acc) -> (vector<8x16xf32>) {
    %v = vector.transfer_read %m[%i, %c0, %c0], %f0 {in_bounds = [true, true]} : memref<64x8x16xf32>, vector<8x16xf32>
    %s = arith.addf %a, %v : vector<8x16xf32>
    scf.yield %s : vector<8x16xf32>
  }
  return %r : vector<8x16xf32>
}
