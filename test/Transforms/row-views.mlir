// RUN: pad-opt %s -split-input-file --pad-row-views | FileCheck %s

// A row written in spans, each its own loop, and once more after them: one
// view of the row where its last index is defined, the row length where the
// buffer is; the accesses keep their attributes.
// CHECK-LABEL: func.func @spans
// CHECK-SAME:    (%[[OUT:[^:]*]]: memref<?x?x?xf32>, %{{[^:]*}}: index, %{{[^:]*}}: index, %[[W:[^:]*]]: index, %[[V:[^:]*]]: vector<4xf32>, %[[S:[^:]*]]: f32)
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[LEN:.*]] = memref.dim %[[OUT]], %[[C2]]
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:      scf.for %[[J:.*]] =
// CHECK-NEXT:        %[[ROW:.*]] = memref.subview %[[OUT]][%[[I]], %[[J]], 0] [1, 1, %[[LEN]]] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:        scf.for %[[T:.*]] = %[[C0]] to %[[W]] step
// CHECK-NEXT:          vector.store %[[V]], %[[ROW]][%[[T]]] {nontemporal = true} : memref<?xf32, strided<[1], offset: ?>>, vector<4xf32>
// CHECK:             scf.for %[[T:.*]] = %[[C0]] to %[[W]] step
// CHECK-NEXT:          memref.store %[[S]], %[[ROW]][%[[T]]]
// CHECK:             memref.store %[[S]], %[[ROW]][%[[C0]]]
// CHECK-NOT:     memref.subview
func.func @spans(%out: memref<?x?x?xf32>, %n0: index, %n1: index, %w: index,
                 %v: vector<4xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n0 step %c1 {
    scf.for %j = %c0 to %n1 step %c1 {
      scf.for %t = %c0 to %w step %c4 {
        vector.store %v, %out[%i, %j, %t] {nontemporal = true}
            : memref<?x?x?xf32>, vector<4xf32>
      }
      scf.for %t = %c0 to %w step %c1 {
        memref.store %s, %out[%i, %j, %t] : memref<?x?x?xf32>
      }
      memref.store %s, %out[%i, %j, %c0] : memref<?x?x?xf32>
    }
  }
  return
}

// -----

// A source row whose index is computed in the loop: its view right after
// that index, shared by the accesses of both branches; the output row's
// view at the loop's start. The length of a static last axis is static.
// CHECK-LABEL: func.func @source_row
// CHECK-SAME:    (%[[IN:[^:]*]]: memref<?x8xi8, strided<[?, 1]>>, %[[OUT:[^:]*]]: memref<?x?xi8>,
// CHECK:         %[[LEN:.*]] = memref.dim %[[OUT]]
// CHECK:         scf.for %[[J:.*]] =
// CHECK-NEXT:      %[[DST:.*]] = memref.subview %[[OUT]][%[[J]], 0] [1, %[[LEN]]] [1, 1]
// CHECK-NEXT:      %[[R:.*]] = arith.addi %[[J]]
// CHECK-NEXT:      %[[SRC:.*]] = memref.subview %[[IN]][%[[R]], 0] [1, 8] [1, 1] : memref<?x8xi8, strided<[?, 1]>> to memref<8xi8, strided<[1], offset: ?>>
// CHECK-NEXT:      scf.if
// CHECK-NEXT:        %[[X:.*]] = memref.load %[[SRC]][%{{.*}}]
// CHECK-NEXT:        memref.store %[[X]], %[[DST]][%{{.*}}]
// CHECK-NEXT:      } else {
// CHECK-NEXT:        %[[Y:.*]] = vector.load %[[SRC]][%{{.*}}]
// CHECK-NEXT:        vector.store %[[Y]], %[[DST]][%{{.*}}]
func.func @source_row(%in: memref<?x8xi8, strided<[?, 1]>>, %out: memref<?x?xi8>,
                      %n: index, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    %r = arith.addi %j, %c1 : index
    scf.if %flag {
      %x = memref.load %in[%r, %c0] : memref<?x8xi8, strided<[?, 1]>>
      memref.store %x, %out[%j, %c0] : memref<?x?xi8>
    } else {
      %x = vector.load %in[%r, %c1] : memref<?x8xi8, strided<[?, 1]>>, vector<4xi8>
      vector.store %x, %out[%j, %c1] : memref<?x?xi8>, vector<4xi8>
    }
  }
  return
}

// -----

// Untouched: rows at static offsets, a rank-1 buffer, rows that are not
// contiguous, 2-D vectors, a static row of one element (its view would be
// ambiguous) and a vector longer than a static row.
// CHECK-LABEL: func.func @untouched
// CHECK-NOT:     memref.subview
// CHECK:         memref.load %{{.*}} : memref<4x8xf32>
// CHECK:         memref.load %{{.*}} : memref<?x8xf32>
// CHECK:         memref.load %{{.*}} : memref<?xf32>
// CHECK:         memref.load %{{.*}} : memref<?x?xf32, strided<[?, 2]>>
// CHECK:         vector.load %{{.*}} : memref<?x?xf32>, vector<2x4xf32>
// CHECK:         memref.load %{{.*}} : memref<?x?x1xf32>
// CHECK:         vector.store %{{.*}} : memref<?x?x2xf32>, vector<4xf32>
func.func @untouched(%a: memref<4x8xf32>, %b: memref<?x8xf32>,
                     %c: memref<?xf32>, %d: memref<?x?xf32, strided<[?, 2]>>,
                     %e: memref<?x?xf32>, %f: memref<?x?x1xf32>,
                     %g: memref<?x?x2xf32>, %i: index, %v: vector<4xf32>) {
  %0 = memref.load %a[%i, %i] : memref<4x8xf32>
  %1 = memref.load %b[%i, %i] : memref<?x8xf32>
  %2 = memref.load %c[%i] : memref<?xf32>
  %3 = memref.load %d[%i, %i] : memref<?x?xf32, strided<[?, 2]>>
  %4 = vector.load %e[%i, %i] : memref<?x?xf32>, vector<2x4xf32>
  %5 = memref.load %f[%i, %i, %i] : memref<?x?x1xf32>
  vector.store %v, %g[%i, %i, %i] : memref<?x?x2xf32>, vector<4xf32>
  return
}
