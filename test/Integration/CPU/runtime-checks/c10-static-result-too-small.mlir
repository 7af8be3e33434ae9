// RUN: %pad-matrix %s \
// RUN:   crash @strategies \
// RUN:   run:UNCHECKED "strategy={linalg,loops} runtime-checks=false"

// C10, the dangerous direction: the static result dim (3) is smaller than
// the padded size from the dynamic amounts (low 2: 5 rows), so the code
// must not write 5 rows into the 3-row buffer.
// With runtime-checks=true the program stops at the pad.pad with the message
// of the broken rule (docs/Semantics.md#3-constraints and docs/Lowering.md#safety) and prints nothing after it. With
// runtime-checks=false the result is unspecified, but the program must still
// run to its end without touching memory outside its buffers (see
// no-checks-memcheck.mlir for the same inputs under valgrind).

// CHECK: pad.pad: C10: result dim 0 is 3 but the padded size differs
// CHECK-NOT: Unranked Memref

// UNCHECKED: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [{{[0-9]+}}, {{[0-9]+}}]

func.func private @printMemrefShapeF32(tensor<*xf32>) attributes { llvm.emit_c_interface }

func.func @print_shape(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefShapeF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @pad(%src: tensor<3x4xf32>, %l: index) -> tensor<?x?xf32> {
  %r = pad.pad %src low[%l, 0] high[0, 0] mode(reflect) : tensor<3x4xf32> to tensor<3x4xf32>
  %d = tensor.cast %r : tensor<3x4xf32> to tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0],
                             [5.0, 6.0, 7.0, 8.0],
                             [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %c2 = arith.constant 2 : index
  %r = call @pad(%x, %c2) : (tensor<3x4xf32>, index) -> tensor<?x?xf32>
  call @print_shape(%r) : (tensor<?x?xf32>) -> ()
  return
}
