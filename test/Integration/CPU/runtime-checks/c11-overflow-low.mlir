// RUN: %pad-matrix %s \
// RUN:   crash @strategies \
// RUN:   run:UNCHECKED "strategy={linalg,loops} runtime-checks=false"

// C11: p + D overflows int64. Low 9223372036854775807 on axis 0 of size 3,
// constant mode (no other rule applies).
// With runtime-checks=true the program stops at the pad.pad with the message
// of the broken rule (docs/Semantics.md#3-constraints and docs/Lowering.md#safety) and prints nothing after it. With
// runtime-checks=false the result is unspecified, but the program must still
// run to its end without touching memory outside its buffers (see
// no-checks-memcheck.mlir for the same inputs under valgrind).

// CHECK: pad.pad: C11: the size of axis 0 overflows int64
// CHECK-NOT: Unranked Memref

// UNCHECKED: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [{{[0-9]+}}, {{[0-9]+}}]

func.func private @printMemrefShapeF32(tensor<*xf32>) attributes { llvm.emit_c_interface }

func.func @print_shape(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefShapeF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @pad(%src: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index,
               %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %src low[%l0, %l1] high[%h0, %h1]
      : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0],
                             [5.0, 6.0, 7.0, 8.0],
                             [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %d = tensor.cast %x : tensor<3x4xf32> to tensor<?x?xf32>
  %a0 = arith.constant 9223372036854775807 : index
  %a1 = arith.constant 0 : index
  %a2 = arith.constant 0 : index
  %a3 = arith.constant 0 : index
  %r = call @pad(%d, %a0, %a1, %a2, %a3)
      : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print_shape(%r) : (tensor<?x?xf32>) -> ()
  return
}
