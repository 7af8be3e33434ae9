// RUN: pad-opt %s | pad-opt | FileCheck %s
// RUN: pad-opt %s -mlir-print-op-generic | pad-opt | FileCheck %s

// The `pad.loop` attribute of convert-pad-to-vector's loops round-trips in
// both of its forms (and both at once); defaults are not printed.
// CHECK-LABEL: func.func @loop_attrs
// CHECK:         } {pad.loop = #pad.loop<parallel = true>}
// CHECK:         } {pad.loop = #pad.loop<stream = true>}
// CHECK:         } {pad.loop = #pad.loop<parallel = true, stream = true>}
func.func @loop_attrs(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  } {pad.loop = #pad.loop<parallel = true>}
  scf.for %i = %c0 to %n step %c1 {
  } {pad.loop = #pad.loop<stream = true>}
  scf.for %i = %c0 to %n step %c1 {
  } {pad.loop = #pad.loop<parallel = true, stream = true>}
  return
}
