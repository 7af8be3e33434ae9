// RUN: pad-opt %s --pad-sort-globals --split-input-file | FileCheck %s

// The globals move, in the order of their names, to where the first was;
// the other ops keep their order.
// CHECK-LABEL: module
// CHECK-NEXT:    func.func private @before()
// CHECK-NEXT:    memref.global "private" constant @a : memref<1xf32> = dense<1.000000e+00>
// CHECK-NEXT:    memref.global "private" constant @b : memref<1xf32> = dense<2.000000e+00>
// CHECK-NEXT:    memref.global "private" constant @c : memref<1xf32> = dense<3.000000e+00>
// CHECK-NEXT:    func.func private @between()
// CHECK-NEXT:    func.func @use() -> memref<1xf32> {
// CHECK-NEXT:      memref.get_global @b : memref<1xf32>
module {
  func.func private @before()
  memref.global "private" constant @c : memref<1xf32> = dense<3.0>
  memref.global "private" constant @a : memref<1xf32> = dense<1.0>
  func.func private @between()
  memref.global "private" constant @b : memref<1xf32> = dense<2.0>
  func.func @use() -> memref<1xf32> {
    %g = memref.get_global @b : memref<1xf32>
    return %g : memref<1xf32>
  }
}

// -----

// Already in order, the first global first: nothing moves.
// CHECK-LABEL: module
// CHECK-NEXT:    memref.global "private" constant @a : memref<1xf32> = dense<1.000000e+00>
// CHECK-NEXT:    memref.global "private" constant @b : memref<1xf32> = dense<2.000000e+00>
// CHECK-NEXT:    func.func private @after()
module {
  memref.global "private" constant @a : memref<1xf32> = dense<1.0>
  memref.global "private" constant @b : memref<1xf32> = dense<2.0>
  func.func private @after()
}
