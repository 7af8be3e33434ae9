// RUN: pad-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(pad-if-contains{ops=linalg,scf.forall pipeline=convert-linalg-to-loops,canonicalize})' \
// RUN:   | FileCheck %s
// RUN: pad-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(pad-if-contains{ops=linalg pipeline=convert-linalg-to-loops,canonicalize})' \
// RUN:   --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP

// RUN: pad-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(pad-if-contains{ops=linalg pipeline=convert-linalg-to-loops,canonicalize}))' \
// RUN:   | FileCheck %s --check-prefix=FUNC

// DUMP: pad-if-contains{ops={linalg} pipeline=convert-linalg-to-loops,canonicalize}


// A module with a linalg op: the pipeline runs.

// CHECK-LABEL: func.func @linalg(
// CHECK:         scf.for
// CHECK:           memref.store
// CHECK-NOT:     linalg.fill
func.func @linalg(%m: memref<4xf32>, %f: f32) {
  linalg.fill ins(%f : f32) outs(%m : memref<4xf32>)
  return
}

// -----

// None of the ops: the module is left as it is (the canonicalizer would have
// folded the addition).

// CHECK-LABEL: func.func @none(
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK:         %[[S:.*]] = arith.addi %[[C1]], %[[C2]] : index
// CHECK:         return %[[S]]
func.func @none() -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.addi %c1, %c2 : index
  return %s : index
}

// -----

// One module, two functions. On the module, the pipeline runs on both: the
// addition is folded. Nested on functions, each is guarded on its own: the
// pipeline runs on @with_linalg only, and @beside keeps its addition.

// CHECK-LABEL: func.func @with_linalg(
// CHECK:         scf.for
// CHECK-LABEL: func.func @beside(
// CHECK-NOT:     arith.addi
// FUNC-LABEL:  func.func @with_linalg(
// FUNC:          scf.for
// FUNC-NOT:      linalg.fill
// FUNC-LABEL:  func.func @beside(
// FUNC:          arith.addi
func.func @with_linalg(%m: memref<4xf32>, %f: f32) {
  linalg.fill ins(%f : f32) outs(%m : memref<4xf32>)
  return
}
func.func @beside() -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.addi %c1, %c2 : index
  return %s : index
}
