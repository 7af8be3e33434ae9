// RUN: pad-opt %s -split-input-file --pad-align-stores="straight-vectors=2" | FileCheck %s
// RUN: pad-opt %s -split-input-file --pad-align-stores="straight-vectors=-1" | FileCheck %s --check-prefix=NONE

// The rows of a plane around a core of a dynamic length that is the same in
// every row ([3, w - 8) here, its last vector at w - 8): the loop over the
// rows is versioned on n = max(0, floordiv(ub - lb + 7, 8)), the number of
// vectors the core's loop stores, from 0 to straight-vectors (2 here). In
// the version of n, the core is its n plain stores at lb + 8 i, in
// straight-line code; the last vector follows as before. The default
// version keeps the loop, aligned. The bound computed inside the loop from
// values outside it (w - 8) is computed again in front of it.
// CHECK-LABEL: func.func @rows
// CHECK-SAME:    (%[[SRC:.*]]: memref<?x?xf32>, %[[OUT:.*]]: memref<?x?xf32>, %[[ROWS:.*]]: index, %[[W:.*]]: index)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C11:.*]] = arith.constant 11 : index
// CHECK:         %[[UB0:.*]] = arith.subi %[[W]], %[[C8]]
// CHECK-NEXT:    %[[D:.*]] = arith.subi %[[UB0]], %[[C3]]
// CHECK-NEXT:    %[[D7:.*]] = arith.addi %[[D]], %[[C7]]
// CHECK-NEXT:    %[[Q:.*]] = arith.floordivsi %[[D7]], %[[C8]]
// CHECK-NEXT:    %[[N:.*]] = arith.maxsi %[[Q]], %[[C0]]
// CHECK-NEXT:    scf.index_switch %[[N]]
// CHECK-NEXT:    case 0 {
// CHECK-NEXT:      scf.for %[[R0:.*]] = %[[C0]] to %[[ROWS]] step %[[C1]] {
// CHECK-NEXT:        %[[UBA:.*]] = arith.subi %[[W]], %[[C8]]
// CHECK-NEXT:        %[[TA:.*]] = vector.transfer_read %[[SRC]][%[[R0]], %[[UBA]]]{{.*}}
// CHECK-NEXT:        vector.transfer_write %[[TA]], %[[OUT]][%[[R0]], %[[UBA]]] {in_bounds = [true]}{{.*}}
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    case 1 {
// CHECK-NEXT:      scf.for %[[R1:.*]] = %[[C0]] to %[[ROWS]] step %[[C1]] {
// CHECK-NEXT:        %[[UBB:.*]] = arith.subi %[[W]], %[[C8]]
// CHECK-NEXT:        %[[HB:.*]] = vector.transfer_read %[[SRC]][%[[R1]], %[[C3]]]{{.*}}
// CHECK-NEXT:        vector.transfer_write %[[HB]], %[[OUT]][%[[R1]], %[[C3]]] {in_bounds = [true]}{{.*}}
// CHECK-NEXT:        %[[TB:.*]] = vector.transfer_read %[[SRC]][%[[R1]], %[[UBB]]]{{.*}}
// CHECK-NEXT:        vector.transfer_write %[[TB]], %[[OUT]][%[[R1]], %[[UBB]]] {in_bounds = [true]}{{.*}}
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    case 2 {
// CHECK-NEXT:      scf.for %[[R2:.*]] = %[[C0]] to %[[ROWS]] step %[[C1]] {
// CHECK-NEXT:        %[[UBC:.*]] = arith.subi %[[W]], %[[C8]]
// CHECK-NEXT:        %[[HC:.*]] = vector.transfer_read %[[SRC]][%[[R2]], %[[C3]]]{{.*}}
// CHECK-NEXT:        vector.transfer_write %[[HC]], %[[OUT]][%[[R2]], %[[C3]]] {in_bounds = [true]}{{.*}}
// CHECK-NEXT:        %[[SC:.*]] = vector.transfer_read %[[SRC]][%[[R2]], %[[C11]]]{{.*}}
// CHECK-NEXT:        vector.transfer_write %[[SC]], %[[OUT]][%[[R2]], %[[C11]]] {in_bounds = [true]}{{.*}}
// CHECK-NEXT:        %[[TC:.*]] = vector.transfer_read %[[SRC]][%[[R2]], %[[UBC]]]{{.*}}
// CHECK-NEXT:        vector.transfer_write %[[TC]], %[[OUT]][%[[R2]], %[[UBC]]] {in_bounds = [true]}{{.*}}
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.for %[[R3:.*]] = %[[C0]] to %[[ROWS]] step %[[C1]] {
// CHECK-NEXT:        %[[UBD:.*]] = arith.subi %[[W]], %[[C8]]
// CHECK:             %[[HEADD:.*]] = arith.divui
// CHECK-NEXT:        %[[FIRSTD:.*]] = arith.addi %[[HEADD]], %[[C3]]
// CHECK-NEXT:        %[[COVERED:.*]] = arith.cmpi sle, %[[UBD]], %[[C11]]
// CHECK-NEXT:        %[[END:.*]] = arith.select %[[COVERED]], %[[C3]], %[[UBD]]
// CHECK-NEXT:        vector.transfer_read %[[SRC]][%[[R3]], %[[C3]]]{{.*}}
// CHECK-NEXT:        vector.transfer_write{{.*}}
// CHECK-NEXT:        scf.for %[[T:.*]] = %[[FIRSTD]] to %[[END]] step %[[C8]] {
// CHECK-NEXT:          vector.transfer_read %[[SRC]][%[[R3]], %[[T]]]{{.*}}
// CHECK-NEXT:          vector.store {{.*}} {alignment = 32 : i64}{{.*}}
// CHECK-NEXT:        }
// CHECK-NEXT:        vector.transfer_read %[[SRC]][%[[R3]], %[[UBD]]]{{.*}}
// CHECK-NEXT:        vector.transfer_write{{.*}}
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return

// With straight-vectors=-1, no versions: the loop form in the loop.
// NONE-LABEL: func.func @rows
// NONE-NOT:     scf.index_switch
// NONE:         scf.for
// NONE:           scf.for
// NONE-NOT:     scf.index_switch
// NONE:         return

func.func @rows(%src: memref<?x?xf32>, %out: memref<?x?xf32>, %rows: index, %w: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  scf.for %r = %c0 to %rows step %c1 {
    %c8 = arith.constant 8 : index
    %ub = arith.subi %w, %c8 : index
    scf.for %t = %c3 to %ub step %c8 {
      %v = vector.transfer_read %src[%r, %t], %f0 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
      vector.transfer_write %v, %out[%r, %t] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    } {pad.align_stores_before_tail}
    %vl = vector.transfer_read %src[%r, %ub], %f0 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    vector.transfer_write %vl, %out[%r, %ub] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
  }
  return
}

// -----

// A core whose length changes from row to row (its upper bound depends on
// the row) is aligned in its loop, and the rows are not versioned.
// CHECK-LABEL: func.func @length_per_row
// CHECK-NOT:     scf.index_switch
// CHECK:         scf.for %[[R:.*]] =
// CHECK:           scf.for
// CHECK-SAME:        step
// CHECK:             vector.store {{.*}} {alignment = 32 : i64}{{.*}}
// CHECK-NOT:     scf.index_switch
// CHECK:         return

func.func @length_per_row(%src: memref<?x?xf32>, %out: memref<?x?xf32>, %rows: index, %w: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %f0 = arith.constant 0.0 : f32
  scf.for %r = %c0 to %rows step %c1 {
    %ub = arith.addi %w, %r : index
    scf.for %t = %c3 to %ub step %c8 {
      %v = vector.transfer_read %src[%r, %t], %f0 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
      vector.transfer_write %v, %out[%r, %t] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    } {pad.align_stores_before_tail}
    %vl = vector.transfer_read %src[%r, %ub], %f0 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    vector.transfer_write %vl, %out[%r, %ub] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
  }
  return
}

// -----

// A bound read from memory inside the loop (not side-effect free) is not
// computed in front of it: no versions.
// CHECK-LABEL: func.func @bound_from_memory
// CHECK-NOT:     scf.index_switch
// CHECK:         return

func.func @bound_from_memory(%src: memref<?x?xf32>, %out: memref<?x?xf32>, %rows: index, %ubs: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %f0 = arith.constant 0.0 : f32
  scf.for %r = %c0 to %rows step %c1 {
    %ub = memref.load %ubs[%c0] : memref<1xindex>
    scf.for %t = %c3 to %ub step %c8 {
      %v = vector.transfer_read %src[%r, %t], %f0 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
      vector.transfer_write %v, %out[%r, %t] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    } {pad.align_stores_before_tail}
    %vl = vector.transfer_read %src[%r, %ub], %f0 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    vector.transfer_write %vl, %out[%r, %ub] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
  }
  return
}

// -----

// Rows for threads (`pad.parallel_rows`: pad-parallelize-rows takes the
// loop, or the nest of marked loops around it, as it is) are not versioned;
// their core is aligned in its loop.
// CHECK-LABEL: func.func @rows_on_threads
// CHECK-NOT:     scf.index_switch
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             vector.store {{.*}} {alignment = 32 : i64}
// CHECK:         } {pad.parallel_rows}
// CHECK-NOT:     scf.index_switch
// CHECK:         return

func.func @rows_on_threads(%src: memref<?x?xf32>, %out: memref<?x?xf32>, %rows: index, %w: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %f0 = arith.constant 0.0 : f32
  %ub = arith.subi %w, %c8 : index
  scf.for %r = %c0 to %rows step %c1 {
    scf.for %t = %c3 to %ub step %c8 {
      %v = vector.transfer_read %src[%r, %t], %f0 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
      vector.transfer_write %v, %out[%r, %t] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    } {pad.align_stores_before_tail}
    %vl = vector.transfer_read %src[%r, %ub], %f0 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    vector.transfer_write %vl, %out[%r, %ub] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
  } {pad.parallel_rows}
  return
}
