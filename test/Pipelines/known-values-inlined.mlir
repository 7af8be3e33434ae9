// docs/Semantics.md#amounts-known-only-as-ssa-values: a constant argument of a call is known at compile time once the
// call is inlined, and then a compile-time error (with or without run-time
// checks); without inlining it is a run-time value, and the program stops
// with the message of the rule.
//
// RUN: pad-opt %s --inline -verify-diagnostics -mlir-print-op-on-diagnostic=false --pad-to-llvm
// RUN: pad-opt %s --inline -verify-diagnostics -mlir-print-op-on-diagnostic=false --pad-to-llvm="runtime-checks=false"
// RUN: pad-opt %s --pad-to-llvm | not --crash mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs 2>&1 | FileCheck %s

// CHECK: pad.pad: C8: mode reflect needs a non-empty axis 0 to pad it (low > 0)
// CHECK-NOT: Unranked Memref

func.func private @printMemrefF32(tensor<*xf32>) attributes { llvm.emit_c_interface }

func.func @pad(%x: tensor<0xf32>, %l: index) -> tensor<?xf32> {
  // expected-error @+2 {{'pad.pad' op C8: mode reflect needs a non-empty axis 0 to pad it, got low 3 on an axis of size 0}}
  // expected-note @+1 {{with the values known at compile time: low [3], high [0], source shape [0]}}
  %r = pad.pad %x low[%l] high[0] mode(reflect) : tensor<0xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @main() {
  %x = arith.constant dense<> : tensor<0xf32>
  %c3 = arith.constant 3 : index
  %r = call @pad(%x, %c3) : (tensor<0xf32>, index) -> tensor<?xf32>
  %u = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
