// RUN: pad-opt %s -split-input-file --pad-align-stores | FileCheck %s

// A marked loop of at least three vectors on a buffer: one plain store at
// the lower bound, aligned stores from the first 32-byte aligned element
// after it (`first`, at most one vector on) while a whole vector fits before
// the upper bound, one plain store ending at the upper bound; the plain
// stores overlap the aligned ones with the same values (docs/Lowering.md,
// "Aligned stores"). Rows of 226 i8: first = 32 - (address of the row) mod
// 32; aligned stores while t < 224 - 32 = 192.
// CHECK-LABEL: func.func @static_long
// CHECK-SAME:    (%[[SRC:.*]]: memref<64x225xi8>, %[[OUT:.*]]: memref<64x226xi8>, %[[ROW:.*]]: index)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C31:.*]] = arith.constant 31 : index
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:     %[[C192:.*]] = arith.constant 192 : index
// CHECK-DAG:     %[[C193:.*]] = arith.constant 193 : index
// CHECK-DAG:     %[[C226:.*]] = arith.constant 226 : index
// CHECK:         %[[LIN:.*]] = arith.muli %[[ROW]], %[[C226]]
// CHECK-NEXT:    %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK-NEXT:    %[[ADDR:.*]] = arith.addi %[[PTR]], %[[LIN]]
// CHECK-NEXT:    %[[MIS:.*]] = arith.andi %[[ADDR]], %[[C31]]
// CHECK-NEXT:    %[[FIRST:.*]] = arith.subi %[[C32]], %[[MIS]]
// CHECK-NEXT:    %[[V0:.*]] = vector.transfer_read %[[SRC]][%[[ROW]], %[[C1]]]
// CHECK-NEXT:    vector.transfer_write %[[V0]], %[[OUT]][%[[ROW]], %[[C0]]] {in_bounds = [true]}
// CHECK-NEXT:    scf.for %[[T:.*]] = %[[FIRST]] to %[[C192]] step %[[C32]] {
// CHECK-NEXT:      %[[J:.*]] = arith.addi %[[T]], %[[C1]]
// CHECK-NEXT:      %[[V:.*]] = vector.transfer_read %[[SRC]][%[[ROW]], %[[J]]]
// CHECK-NEXT:      vector.store %[[V]], %[[OUT]][%[[ROW]], %[[T]]] {alignment = 32 : i64} : memref<64x226xi8>, vector<32xi8>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[VL:.*]] = vector.transfer_read %[[SRC]][%[[ROW]], %[[C193]]]
// CHECK-NEXT:    vector.transfer_write %[[VL]], %[[OUT]][%[[ROW]], %[[C192]]] {in_bounds = [true]}
// CHECK-NEXT:    return

func.func @static_long(%src: memref<64x225xi8>, %out: memref<64x226xi8>, %row: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c224 = arith.constant 224 : index
  %i0 = arith.constant 0 : i8
  scf.for %t = %c0 to %c224 step %c32 {
    %j = arith.addi %t, %c1 : index
    %v = vector.transfer_read %src[%row, %j], %i0 {in_bounds = [true]} : memref<64x225xi8>, vector<32xi8>
    vector.transfer_write %v, %out[%row, %t] {in_bounds = [true]} : vector<32xi8>, memref<64x226xi8>
  } {pad.align_stores}
  return
}

// -----

// f32 from element 2 to 98: first = 2 + (32 - (address of element 2) mod
// 32) / 4, aligned stores while t < 90.
// CHECK-LABEL: func.func @static_f32
// CHECK-SAME:    (%[[SRC:.*]]: memref<64x100xf32>, %[[OUT:.*]]: memref<64x104xf32>, %[[ROW:.*]]: index)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C31:.*]] = arith.constant 31 : index
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:     %[[C88:.*]] = arith.constant 88 : index
// CHECK-DAG:     %[[C90:.*]] = arith.constant 90 : index
// CHECK-DAG:     %[[C104:.*]] = arith.constant 104 : index
// CHECK:         %[[R:.*]] = arith.muli %[[ROW]], %[[C104]]
// CHECK-NEXT:    %[[LIN:.*]] = arith.addi %[[R]], %[[C2]]
// CHECK-NEXT:    %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK-NEXT:    %[[LINB:.*]] = arith.muli %[[LIN]], %[[C4]]
// CHECK-NEXT:    %[[ADDR:.*]] = arith.addi %[[PTR]], %[[LINB]]
// CHECK-NEXT:    %[[MIS:.*]] = arith.andi %[[ADDR]], %[[C31]]
// CHECK-NEXT:    %[[HEADB:.*]] = arith.subi %[[C32]], %[[MIS]]
// CHECK-NEXT:    %[[HEAD:.*]] = arith.divui %[[HEADB]], %[[C4]]
// CHECK-NEXT:    %[[FIRST:.*]] = arith.addi %[[HEAD]], %[[C2]]
// CHECK-NEXT:    %[[V0:.*]] = vector.transfer_read %[[SRC]][%[[ROW]], %[[C0]]]
// CHECK-NEXT:    vector.transfer_write %[[V0]], %[[OUT]][%[[ROW]], %[[C2]]] {in_bounds = [true]}
// CHECK-NEXT:    scf.for %[[T:.*]] = %[[FIRST]] to %[[C90]] step %[[C8]] {
// CHECK-NEXT:      %[[J:.*]] = arith.subi %[[T]], %[[C2]]
// CHECK-NEXT:      %[[V:.*]] = vector.transfer_read %[[SRC]][%[[ROW]], %[[J]]]
// CHECK-NEXT:      vector.store %[[V]], %[[OUT]][%[[ROW]], %[[T]]] {alignment = 32 : i64} : memref<64x104xf32>, vector<8xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[VL:.*]] = vector.transfer_read %[[SRC]][%[[ROW]], %[[C88]]]
// CHECK-NEXT:    vector.transfer_write %[[VL]], %[[OUT]][%[[ROW]], %[[C90]]] {in_bounds = [true]}
// CHECK-NEXT:    return

func.func @static_f32(%src: memref<64x100xf32>, %out: memref<64x104xf32>, %row: index) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c98 = arith.constant 98 : index
  %f0 = arith.constant 0.0 : f32
  scf.for %t = %c2 to %c98 step %c8 {
    %j = arith.subi %t, %c2 : index
    %v = vector.transfer_read %src[%row, %j], %f0 {in_bounds = [true]} : memref<64x100xf32>, vector<8xf32>
    vector.transfer_write %v, %out[%row, %t] {in_bounds = [true]} : vector<8xf32>, memref<64x104xf32>
  } {pad.align_stores}
  return
}

// -----

// Two vectors: too short to gain; the loop stays as it was, without its mark.
// CHECK-LABEL: func.func @static_short
// CHECK:         scf.for
// CHECK-NEXT:      vector.transfer_write
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    return

func.func @static_short(%out: memref<64x104xf32>, %row: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %v = arith.constant dense<1.0> : vector<8xf32>
  scf.for %t = %c0 to %c16 step %c8 {
    vector.transfer_write %v, %out[%row, %t] {in_bounds = [true]} : vector<8xf32>, memref<64x104xf32>
  } {pad.align_stores}
  return
}

// -----

// A dynamic lower bound and a static length (ub = lb + 48): aligned; the
// address and `first` as above, from lb.
// CHECK-LABEL: func.func @static_length
// CHECK-SAME:    (%[[OUT:.*]]: memref<?x?xi16>, %[[ROW:.*]]: index, %[[LB:.*]]: index)
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C31:.*]] = arith.constant 31 : index
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:     %[[V:.*]] = arith.constant dense<3> : vector<16xi16>
// CHECK:         %[[UB:.*]] = arith.addi %[[LB]], %{{.*}}
// CHECK-NEXT:    %{{.*}}, %{{.*}}, %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[OUT]]
// CHECK-NEXT:    %[[R:.*]] = arith.muli %[[ROW]], %[[STRIDES]]#0
// CHECK-NEXT:    %[[LIN:.*]] = arith.addi %[[R]], %[[LB]]
// CHECK-NEXT:    %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK-NEXT:    %[[LINB:.*]] = arith.muli %[[LIN]], %[[C2]]
// CHECK-NEXT:    %[[ADDR:.*]] = arith.addi %[[PTR]], %[[LINB]]
// CHECK-NEXT:    %[[MIS:.*]] = arith.andi %[[ADDR]], %[[C31]]
// CHECK-NEXT:    %[[HEADB:.*]] = arith.subi %[[C32]], %[[MIS]]
// CHECK-NEXT:    %[[HEAD:.*]] = arith.divui %[[HEADB]], %[[C2]]
// CHECK-NEXT:    %[[FIRST:.*]] = arith.addi %[[LB]], %[[HEAD]]
// CHECK-NEXT:    %[[LAST:.*]] = arith.subi %[[UB]], %[[C16]]
// CHECK-NEXT:    vector.store %[[V]], %[[OUT]][%[[ROW]], %[[LB]]] : memref<?x?xi16>, vector<16xi16>
// CHECK-NEXT:    scf.for %[[T:.*]] = %[[FIRST]] to %[[LAST]] step %[[C16]] {
// CHECK-NEXT:      vector.store %[[V]], %[[OUT]][%[[ROW]], %[[T]]] {alignment = 32 : i64} : memref<?x?xi16>, vector<16xi16>
// CHECK-NEXT:    }
// CHECK-NEXT:    vector.store %[[V]], %[[OUT]][%[[ROW]], %[[LAST]]] : memref<?x?xi16>, vector<16xi16>
// CHECK-NEXT:    return
func.func @static_length(%out: memref<?x?xi16>, %row: index, %lb: index) {
  %c16 = arith.constant 16 : index
  %c48 = arith.constant 48 : index
  %v = arith.constant dense<3> : vector<16xi16>
  %ub = arith.addi %lb, %c48 : index
  scf.for %t = %lb to %ub step %c16 {
    vector.store %v, %out[%row, %t] : memref<?x?xi16>, vector<16xi16>
  } {pad.align_stores}
  return
}

// -----

// A dynamic trip count: left as it was, unmarked (a branch on the trip count
// beside every span cost more than the alignment gained).
// CHECK-LABEL: func.func @dynamic
// CHECK-NEXT:    %{{.*}} = arith.constant 16 : index
// CHECK-NEXT:    %{{.*}} = arith.constant dense<3> : vector<16xi16>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      vector.store
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    return
func.func @dynamic(%out: memref<?x?xi16>, %row: index, %lb: index, %ub: index) {
  %c16 = arith.constant 16 : index
  %v = arith.constant dense<3> : vector<16xi16>
  scf.for %t = %lb to %ub step %c16 {
    vector.store %v, %out[%row, %t] : memref<?x?xi16>, vector<16xi16>
  } {pad.align_stores}
  return
}

// -----

// A body that stores twice is not one the pass knows: left alone, unmarked.
// CHECK-LABEL: func.func @two_stores
// CHECK:         scf.for
// CHECK-NEXT:      vector.transfer_write
// CHECK-NEXT:      vector.transfer_write
// CHECK-NEXT:    }{{$}}
// CHECK-NOT:     pad.align_stores
// CHECK:         return

func.func @two_stores(%out: memref<64x104xf32>, %row: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c96 = arith.constant 96 : index
  %v = arith.constant dense<1.0> : vector<8xf32>
  scf.for %t = %c0 to %c96 step %c8 {
    vector.transfer_write %v, %out[%row, %t] {in_bounds = [true]} : vector<8xf32>, memref<64x104xf32>
    vector.transfer_write %v, %out[%c0, %t] {in_bounds = [true]} : vector<8xf32>, memref<64x104xf32>
  } {pad.align_stores}
  return
}

// -----

// A row's core of a dynamic length: a loop over [lb, ub) that the core's
// last vector, at ub, follows (`pad.align_stores_before_tail`). One plain
// store at lb, then aligned stores from `first` while they start before ub:
// each ends before ub + 8, within the core, and none is needed at ub - 8.
// No branch on the length: where ub <= lb + 8 (a core of 8 to 16 elements,
// which the plain store and the last vector cover) the loop ends at lb, that
// is before `first`.
// CHECK-LABEL: func.func @before_tail
// CHECK-SAME:    (%[[SRC:.*]]: memref<?xf32>, %[[OUT:.*]]: memref<?xf32>, %[[LB:.*]]: index, %[[UB:.*]]: index)
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C31:.*]] = arith.constant 31 : index
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK:         %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK-NEXT:    %[[LINB:.*]] = arith.muli %[[LB]], %[[C4]]
// CHECK-NEXT:    %[[ADDR:.*]] = arith.addi %[[PTR]], %[[LINB]]
// CHECK-NEXT:    %[[MIS:.*]] = arith.andi %[[ADDR]], %[[C31]]
// CHECK-NEXT:    %[[HEADB:.*]] = arith.subi %[[C32]], %[[MIS]]
// CHECK-NEXT:    %[[HEAD:.*]] = arith.divui %[[HEADB]], %[[C4]]
// CHECK-NEXT:    %[[FIRST:.*]] = arith.addi %[[LB]], %[[HEAD]]
// CHECK-NEXT:    %[[SECOND:.*]] = arith.addi %[[LB]], %[[C8]]
// CHECK-NEXT:    %[[COVERED:.*]] = arith.cmpi sle, %[[UB]], %[[SECOND]]
// CHECK-NEXT:    %[[END:.*]] = arith.select %[[COVERED]], %[[LB]], %[[UB]]
// CHECK-NEXT:    %[[V0:.*]] = vector.transfer_read %[[SRC]][%[[LB]]]
// CHECK-NEXT:    vector.transfer_write %[[V0]], %[[OUT]][%[[LB]]] {in_bounds = [true]}
// CHECK-NEXT:    scf.for %[[T:.*]] = %[[FIRST]] to %[[END]] step %[[C8]] {
// CHECK-NEXT:      %[[V:.*]] = vector.transfer_read %[[SRC]][%[[T]]]
// CHECK-NEXT:      vector.store %[[V]], %[[OUT]][%[[T]]] {alignment = 32 : i64} : memref<?xf32>, vector<8xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[VL:.*]] = vector.transfer_read %[[SRC]][%[[UB]]]
// CHECK-NEXT:    vector.transfer_write %[[VL]], %[[OUT]][%[[UB]]] {in_bounds = [true]}
// CHECK-NEXT:    return

func.func @before_tail(%src: memref<?xf32>, %out: memref<?xf32>, %lb: index, %ub: index) {
  %c8 = arith.constant 8 : index
  %f0 = arith.constant 0.0 : f32
  scf.for %t = %lb to %ub step %c8 {
    %v = vector.transfer_read %src[%t], %f0 {in_bounds = [true]} : memref<?xf32>, vector<8xf32>
    vector.transfer_write %v, %out[%t] {in_bounds = [true]} : vector<8xf32>, memref<?xf32>
  } {pad.align_stores_before_tail}
  %vl = vector.transfer_read %src[%ub], %f0 {in_bounds = [true]} : memref<?xf32>, vector<8xf32>
  vector.transfer_write %vl, %out[%ub] {in_bounds = [true]} : vector<8xf32>, memref<?xf32>
  return
}
