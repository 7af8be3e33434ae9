// REQUIRES: valgrind
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg runtime-checks=false" | mlir-translate --mlir-to-llvmir -o %t.linalg.ll
// RUN: %clang -O0 -Wno-override-module %t.linalg.ll %S/Inputs/memcheck-driver.c -o %t.linalg
// RUN: valgrind -q --error-exitcode=1 %t.linalg | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops runtime-checks=false" | mlir-translate --mlir-to-llvmir -o %t.loops.ll
// RUN: %clang -O0 -Wno-override-module %t.loops.ll %S/Inputs/memcheck-driver.c -o %t.loops
// RUN: valgrind -q --error-exitcode=1 %t.loops | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector runtime-checks=false" | mlir-translate --mlir-to-llvmir -o %t.vector.ll
// RUN: %clang -O0 -Wno-override-module %t.vector.ll %S/Inputs/memcheck-driver.c -o %t.vector
// RUN: valgrind -q --error-exitcode=1 %t.vector | FileCheck %s

// SPEC §5: "Whatever the option, generated code never reads or writes
// outside its buffers." The inputs of every runtime-check test of this
// directory, and harder ones, compiled with runtime-checks=false ahead of
// time and run under valgrind's memcheck: any invalid read or write (an
// empty input read, a reflected index out of range, a static result buffer
// smaller than the padded size) makes valgrind exit with 1. The inputs come
// from the driver, allocated at their exact size: buffers allocated by the
// generated code have up to 64 bytes of alignment slack, where memcheck
// cannot see an overrun, hence also the large amounts. The results are
// unspecified: only their sizes are printed (by Inputs/memcheck-driver.c),
// and only the number of results is checked.

// CHECK-COUNT-22: sizes = [
// CHECK-NEXT: done

func.func private @report(tensor<?x?xf32>)

func.func @reflect(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @symmetric(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @wrap(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @edge(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @constant(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// C10: static result dims that differ from the padded size, both ways.
func.func @static_result_big(%x: tensor<3x4xf32>, %l: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l, 0] high[0, 0] mode(edge) : tensor<3x4xf32> to tensor<6x4xf32>
  %d = tensor.cast %r : tensor<6x4xf32> to tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}

func.func @static_result_small(%x: tensor<3x4xf32>, %l: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l, 0] high[0, 0] mode(reflect) : tensor<3x4xf32> to tensor<3x4xf32>
  %d = tensor.cast %r : tensor<3x4xf32> to tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}

func.func @static_result_small_constant(%x: tensor<3x4xf32>, %h: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[0, 0] high[0, %h] : tensor<3x4xf32> to tensor<3x2xf32>
  %d = tensor.cast %r : tensor<3x2xf32> to tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}

func.func @static_result_small_edge(%x: tensor<3x4xf32>, %l: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l, 0] high[0, 0] mode(edge) : tensor<3x4xf32> to tensor<3x4xf32>
  %d = tensor.cast %r : tensor<3x4xf32> to tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}

// Rows of the merged axes (constant mode, the last axis unpadded): amounts
// whose products with the inner size (4) wrap around.
func.func @merged(%x: tensor<3x4xf32>, %l: index, %h: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l, 0] high[%h, 0] : tensor<3x4xf32> to tensor<?x4xf32>
  %d = tensor.cast %r : tensor<?x4xf32> to tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}

// C11: a dilated size that overflows.
func.func @interior_huge(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %x low[0, 0] high[0, 0] interior[4611686018427387904, 0] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// %xd is a 3x4 and %ed a 0x4 buffer that the driver allocates with malloc
// at their exact size, so that memcheck sees any access past their ends.
func.func @entry(%xd: tensor<?x?xf32>, %ed: tensor<?x?xf32>) {
  %x = tensor.cast %xd : tensor<?x?xf32> to tensor<3x4xf32>
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c100 = arith.constant 100 : index
  %c1000 = arith.constant 1000 : index
  %max = arith.constant 9223372036854775807 : index

  // C6: reflect beyond d - 1, a little and far; zero amounts on an empty axis
  // (invalid by the letter of SPEC §3.4, accepted by the verifier).
  %a0 = call @reflect(%xd, %c3, %c0, %c0, %c0) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%a0) : (tensor<?x?xf32>) -> ()
  %a1 = call @reflect(%xd, %c2, %c3, %c2, %c4) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%a1) : (tensor<?x?xf32>) -> ()
  %a2 = call @reflect(%xd, %c100, %c100, %c100, %c100) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%a2) : (tensor<?x?xf32>) -> ()
  %a3 = call @reflect(%ed, %c0, %c1, %m1, %c1) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%a3) : (tensor<?x?xf32>) -> ()

  // C7: symmetric and wrap beyond d.
  %b0 = call @symmetric(%xd, %c3, %c4, %c3, %c5) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%b0) : (tensor<?x?xf32>) -> ()
  %b1 = call @symmetric(%xd, %c100, %c5, %c4, %c100) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%b1) : (tensor<?x?xf32>) -> ()
  %b2 = call @wrap(%xd, %c4, %c0, %c0, %c0) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%b2) : (tensor<?x?xf32>) -> ()
  %b3 = call @wrap(%xd, %c100, %c5, %c4, %c100) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%b3) : (tensor<?x?xf32>) -> ()

  // C8: padding an empty axis in every mode that reads the input.
  %c8e = call @edge(%ed, %c1, %c0, %c2, %c0) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%c8e) : (tensor<?x?xf32>) -> ()
  %c8r = call @reflect(%ed, %c1, %c0, %c2, %c0) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%c8r) : (tensor<?x?xf32>) -> ()
  %c8s = call @symmetric(%ed, %c1, %c0, %c2, %c0) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%c8s) : (tensor<?x?xf32>) -> ()
  %c8w = call @wrap(%ed, %c1, %c0, %c2, %c0) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%c8w) : (tensor<?x?xf32>) -> ()

  // C10.
  %d0 = call @static_result_big(%x, %c1) : (tensor<3x4xf32>, index) -> tensor<?x?xf32>
  call @report(%d0) : (tensor<?x?xf32>) -> ()
  %d1 = call @static_result_small(%x, %c2) : (tensor<3x4xf32>, index) -> tensor<?x?xf32>
  call @report(%d1) : (tensor<?x?xf32>) -> ()
  %d2 = call @static_result_small_constant(%x, %c1000) : (tensor<3x4xf32>, index) -> tensor<?x?xf32>
  call @report(%d2) : (tensor<?x?xf32>) -> ()
  %d3 = call @static_result_small_edge(%x, %c1000) : (tensor<3x4xf32>, index) -> tensor<?x?xf32>
  call @report(%d3) : (tensor<?x?xf32>) -> ()

  // C11: sizes that overflow int64.
  %f0 = call @constant(%xd, %max, %c0, %c0, %c0) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%f0) : (tensor<?x?xf32>) -> ()
  %f1 = call @constant(%xd, %c0, %c1, %c0, %max) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%f1) : (tensor<?x?xf32>) -> ()
  %f2 = call @edge(%xd, %max, %c0, %max, %c0) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @report(%f2) : (tensor<?x?xf32>) -> ()
  %f3 = call @interior_huge(%xd) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  call @report(%f3) : (tensor<?x?xf32>) -> ()

  // Merged rows: low -2^62 + 1 and high 2^62 + 1 (5 rows, both amounts 4
  // once multiplied by 4), low 2^62 (an output too large).
  %wl = arith.constant -4611686018427387903 : index
  %wh = arith.constant 4611686018427387905 : index
  %big = arith.constant 4611686018427387904 : index
  %g0 = call @merged(%x, %wl, %wh) : (tensor<3x4xf32>, index, index) -> tensor<?x?xf32>
  call @report(%g0) : (tensor<?x?xf32>) -> ()
  %g1 = call @merged(%x, %big, %c0) : (tensor<3x4xf32>, index, index) -> tensor<?x?xf32>
  call @report(%g1) : (tensor<?x?xf32>) -> ()
  return
}
