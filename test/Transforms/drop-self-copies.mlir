// RUN: pad-opt %s -split-input-file --pad-drop-self-copies | FileCheck %s

// A copy of a view onto itself, through a cast and the results of an scf.if,
// goes; a copy onto another view stays.

// CHECK-LABEL: func.func @self_copy(
// CHECK-SAME:      %[[O:.*]]: memref<8xf32>, %[[C:.*]]: i1) {
// CHECK:         %[[V:.*]] = memref.subview %[[O]][2] [4] [1]
// CHECK:         %[[W:.*]] = memref.subview %[[O]][0] [4] [1]
// CHECK-NOT:     memref.copy
// CHECK:         memref.copy %{{.*}}, %[[W]]
// CHECK-NOT:     memref.copy
// CHECK:         return
func.func @self_copy(%o: memref<8xf32>, %c: i1) {
  %v = memref.subview %o[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %w = memref.subview %o[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %r = scf.if %c -> (memref<?xf32, strided<[1], offset: 2>>) {
    %d = memref.cast %v : memref<4xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[1], offset: 2>>
    scf.yield %d : memref<?xf32, strided<[1], offset: 2>>
  } else {
    %d = memref.cast %v : memref<4xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[1], offset: 2>>
    scf.yield %d : memref<?xf32, strided<[1], offset: 2>>
  }
  %s = memref.cast %r : memref<?xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
  memref.copy %s, %v : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
  memref.copy %s, %w : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1]>>
  return
}

// -----

// Through an scf.for that yields its iteration argument back (a tile
// written row by row in the view it is then inserted into).

// CHECK-LABEL: func.func @loop_copy(
// CHECK:         scf.for
// CHECK-NOT:     memref.copy
// CHECK:         return
func.func @loop_copy(%o: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %v = memref.subview %o[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%a = %v) -> (memref<4xf32, strided<[1], offset: 2>>) {
    memref.store %f, %a[%i] : memref<4xf32, strided<[1], offset: 2>>
    scf.yield %a : memref<4xf32, strided<[1], offset: 2>>
  }
  memref.copy %l, %v : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
  return
}

// -----

// Branches of different buffers: the copy stays.

// CHECK-LABEL: func.func @branch_copy(
// CHECK:         memref.copy
func.func @branch_copy(%o: memref<4xf32>, %p: memref<4xf32>, %c: i1) {
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %o : memref<4xf32>
  } else {
    scf.yield %p : memref<4xf32>
  }
  memref.copy %r, %o : memref<4xf32> to memref<4xf32>
  return
}
