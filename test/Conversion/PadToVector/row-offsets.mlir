// RUN: pad-opt %s -split-input-file --pad-row-offsets | FileCheck %s

// A row loop of dynamic strides: the loop carries the linear offset of the
// source row (iv + shift, the shift hoisted with the rest of the invariant
// index arithmetic) and of the output row, stepped by the row strides; the
// row's accesses, also those of its inner loop, go through a 1-D view of
// the row at that offset, with their attributes; the old row index, used
// only by them, goes. The mark is removed; the loop annotation stays.
// CHECK:       #[[$UNROLL:.*]] = #llvm.loop_annotation<unroll = #{{.*}}>
// CHECK-LABEL: func.func @rows
// CHECK-SAME:    (%[[SRC:.*]]: memref<?x?x?xf32>, %[[OUT:.*]]: memref<?x?x?xf32>, %[[PLANE:.*]]: index, %[[LB:.*]]: index, %[[UB:.*]]: index, %[[A:.*]]: index, %[[B:.*]]: index, %[[D:.*]]: index)
// CHECK:         %[[SHIFT:.*]] = arith.subi %[[A]], %[[B]] : index
// CHECK:         %{{.*}}, %{{.*}}, %[[SIZES:.*]]:3, %[[STRIDES:.*]]:3 = memref.extract_strided_metadata %[[SRC]]
// CHECK-NEXT:    %[[P:.*]] = arith.muli %[[PLANE]], %[[STRIDES]]#0 : index
// CHECK-NEXT:    %[[FIRST:.*]] = arith.addi %[[LB]], %[[SHIFT]] : index
// CHECK-NEXT:    %[[R:.*]] = arith.muli %[[FIRST]], %[[STRIDES]]#1 : index
// CHECK-NEXT:    %[[SRC0:.*]] = arith.addi %[[P]], %[[R]] : index
// CHECK-NEXT:    %{{.*}}, %{{.*}}, %[[OSIZES:.*]]:3, %[[OSTRIDES:.*]]:3 = memref.extract_strided_metadata %[[OUT]]
// CHECK-NEXT:    %[[OP:.*]] = arith.muli %[[PLANE]], %[[OSTRIDES]]#0 : index
// CHECK-NEXT:    %[[OR:.*]] = arith.muli %[[LB]], %[[OSTRIDES]]#1 : index
// CHECK-NEXT:    %[[OUT0:.*]] = arith.addi %[[OP]], %[[OR]] : index
// CHECK:         scf.for %{{.*}} = %[[LB]] to %[[UB]] step %c1 iter_args(%[[S:.*]] = %[[SRC0]], %[[O:.*]] = %[[OUT0]]) -> (index, index) {
// CHECK-NEXT:      %[[OROW:.*]] = memref.reinterpret_cast %[[OUT]] to offset: [%[[O]]], sizes: [%[[OSIZES]]#2], strides: [1] {pad.row_view} : memref<?x?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      %[[SROW:.*]] = memref.reinterpret_cast %[[SRC]] to offset: [%[[S]]], sizes: [%[[SIZES]]#2], strides: [1] {pad.row_view} : memref<?x?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      %[[V:.*]] = vector.load %[[SROW]][%c0] {alignment = 4 : i64} : memref<?xf32, strided<[1], offset: ?>>, vector<4xf32>
// CHECK-NEXT:      vector.store %[[V]], %[[OROW]][%c0] {alignment = 4 : i64, nontemporal = true} : memref<?xf32, strided<[1], offset: ?>>, vector<4xf32>
// CHECK-NEXT:      scf.for %[[T:.*]] = %c0 to %[[D]] step %c8 {
// CHECK-NEXT:        %[[W:.*]] = vector.transfer_read %[[SROW]][%[[T]]], %{{.*}} {in_bounds = [true]} : memref<?xf32, strided<[1], offset: ?>>, vector<8xf32>
// CHECK-NEXT:        vector.transfer_write %[[W]], %[[OROW]][%[[T]]] {in_bounds = [true]} : vector<8xf32>, memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      } {pad.align_stores}
// CHECK-NEXT:      %[[X:.*]] = memref.load %[[SROW]][%[[D]]] : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      memref.store %[[X]], %[[OROW]][%[[D]]] : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      %[[NS:.*]] = arith.addi %[[S]], %[[STRIDES]]#1 : index
// CHECK-NEXT:      %[[NO:.*]] = arith.addi %[[O]], %[[OSTRIDES]]#1 : index
// CHECK-NEXT:      scf.yield %[[NS]], %[[NO]] : index, index
// CHECK-NEXT:    } {loop_annotation = #[[$UNROLL]]}
// CHECK-NOT:     pad.row_loop
#unroll = #llvm.loop_annotation<unroll = <disable = true>>
func.func @rows(%src: memref<?x?x?xf32>, %out: memref<?x?x?xf32>, %plane: index, %lb: index, %ub: index, %a: index, %b: index, %d: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %f0 = arith.constant 0.0 : f32
  scf.for %r = %lb to %ub step %c1 {
    %shift = arith.subi %a, %b : index
    %s = arith.addi %r, %shift : index
    %v = vector.load %src[%plane, %s, %c0] {alignment = 4 : i64} : memref<?x?x?xf32>, vector<4xf32>
    vector.store %v, %out[%plane, %r, %c0] {alignment = 4 : i64, nontemporal = true} : memref<?x?x?xf32>, vector<4xf32>
    scf.for %t = %c0 to %d step %c8 {
      %w = vector.transfer_read %src[%plane, %s, %t], %f0 {in_bounds = [true]} : memref<?x?x?xf32>, vector<8xf32>
      vector.transfer_write %w, %out[%plane, %r, %t] {in_bounds = [true]} : vector<8xf32>, memref<?x?x?xf32>
    } {pad.align_stores}
    %x = memref.load %src[%plane, %s, %d] : memref<?x?x?xf32>
    memref.store %x, %out[%plane, %r, %d] : memref<?x?x?xf32>
  } {loop_annotation = #unroll, pad.row_loop}
  return
}

// -----

// Rows of a static stride (a multiply by a constant, no register) keep
// their indices; a static row length sizes the view. The marks go.
// CHECK-LABEL: func.func @static_rows
// CHECK-NOT:     reinterpret_cast
// CHECK:         scf.for %[[R:.*]] = %c0 to %c4 step %c1 {
// CHECK-NEXT:      vector.store %{{.*}}, %{{.*}}[%[[R]], %c8] : memref<4x16xf32>, vector<8xf32>
// CHECK-NEXT:    }
// CHECK:         scf.for %{{.*}} = %c0 to %c4 step %c1 iter_args(%[[O:.*]] = %{{.*}}) -> (index) {
// CHECK-NEXT:      %[[ROW:.*]] = memref.reinterpret_cast %{{.*}} to offset: [%[[O]]], sizes: [16], strides: [1] {pad.row_view} : memref<4x16xf32, strided<[?, 1]>> to memref<16xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      vector.store %{{.*}}, %[[ROW]][%c8] : memref<16xf32, strided<[1], offset: ?>>, vector<8xf32>
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[O]], %{{.*}} : index
// CHECK-NEXT:      scf.yield %[[N]] : index
// CHECK-NOT:     pad.row_loop
func.func @static_rows(%out: memref<4x16xf32>, %strided: memref<4x16xf32, strided<[?, 1]>>, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %r = %c0 to %c4 step %c1 {
    vector.store %v, %out[%r, %c8] : memref<4x16xf32>, vector<8xf32>
  } {pad.row_loop}
  scf.for %r = %c0 to %c4 step %c1 {
    vector.store %v, %strided[%r, %c8] : memref<4x16xf32, strided<[?, 1]>>, vector<8xf32>
  } {pad.row_loop}
  return
}

// -----

// Rows not at a shift from the induction variable (a border row's reflected
// source row), accesses of a buffer defined in the loop, and loops whose
// rows go to threads keep their indices; every mark goes.
// CHECK-LABEL: func.func @left_alone
// CHECK:         scf.for %[[R:.*]] = %c0 to %[[N:.*]] step %c1 iter_args(%[[O:.*]] = %{{.*}}) -> (index) {
// CHECK-NEXT:      %[[ROW:.*]] = memref.reinterpret_cast %{{.*}} to offset: [%[[O]]]
// CHECK-NEXT:      %[[M:.*]] = arith.subi %[[N]], %[[R]] : index
// CHECK-NEXT:      %[[V:.*]] = vector.load %{{.*}}[%[[M]], %c0] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT:      vector.store %[[V]], %[[ROW]][%c0]
// CHECK-NEXT:      %[[TMP:.*]] = memref.alloca(%[[N]]) : memref<2x?xf32>
// CHECK-NEXT:      vector.store %[[V]], %[[TMP]][%[[R]], %c0] : memref<2x?xf32>, vector<8xf32>
// CHECK:         scf.for %[[R2:.*]] = %c0 to %[[N]] step %c1 {
// CHECK-NEXT:      %[[V2:.*]] = vector.load %{{.*}}[%[[R2]], %c0] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT:      vector.store %[[V2]], %{{.*}}[%[[R2]], %c0] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT:    } {pad.parallel_rows}
// CHECK-NOT:     pad.row_loop
func.func @left_alone(%src: memref<?x?xf32>, %out: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %r = %c0 to %n step %c1 {
    %m = arith.subi %n, %r : index
    %v = vector.load %src[%m, %c0] : memref<?x?xf32>, vector<8xf32>
    vector.store %v, %out[%r, %c0] : memref<?x?xf32>, vector<8xf32>
    %tmp = memref.alloca(%n) : memref<2x?xf32>
    vector.store %v, %tmp[%r, %c0] : memref<2x?xf32>, vector<8xf32>
  } {pad.row_loop}
  scf.for %r = %c0 to %n step %c1 {
    %v = vector.load %src[%r, %c0] : memref<?x?xf32>, vector<8xf32>
    vector.store %v, %out[%r, %c0] : memref<?x?xf32>, vector<8xf32>
  } {pad.parallel_rows, pad.row_loop}
  return
}
