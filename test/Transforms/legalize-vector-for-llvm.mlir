// RUN: pad-opt %s -split-input-file --pad-legalize-vector-for-llvm | FileCheck %s
// convert-to-llvm then converts the vector ops (through the interface the
// pass registers) with the alignments the pass wrote down:
// RUN: pad-opt %s -split-input-file --pad-legalize-vector-for-llvm \
// RUN:   --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// In-bounds 1-D transfers are loads and stores with the alignment of the
// element type.
// CHECK-LABEL: func.func @transfers_1d
//  CHECK-SAME: (%[[SRC:.*]]: memref<4x16xf32>, %[[DST:.*]]: memref<4x16xf32>, %[[I:.*]]: index)
//       CHECK:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   %[[V:.*]] = vector.load %[[SRC]][%[[I]], %[[C0]]] {alignment = 4 : i64} : memref<4x16xf32>, vector<8xf32>
//       CHECK:   vector.store %[[V]], %[[DST]][%[[I]], %[[C0]]] {alignment = 4 : i64} : memref<4x16xf32>, vector<8xf32>
//   CHECK-NOT:   vector.transfer
// LLVM-LABEL: llvm.func @transfers_1d
//       LLVM:   llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
//       LLVM:   llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
func.func @transfers_1d(%src: memref<4x16xf32>, %dst: memref<4x16xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %pad = ub.poison : f32
  %v = vector.transfer_read %src[%i, %c0], %pad {in_bounds = [true]} : memref<4x16xf32>, vector<8xf32>
  vector.transfer_write %v, %dst[%i, %c0] {in_bounds = [true]} : vector<8xf32>, memref<4x16xf32>
  return
}

// -----

// Out-of-bounds ones are masked, with a mask of 32-bit lanes.
// CHECK-LABEL: func.func @out_of_bounds
//       CHECK:   %[[DIM:.*]] = memref.dim %{{.*}}, %{{.*}} : memref<?xi8>
//       CHECK:   %[[N:.*]] = arith.subi %[[DIM]], %{{.*}} : index
//       CHECK:   %[[N32:.*]] = arith.index_cast %[[N]] : index to i32
//       CHECK:   %[[NV:.*]] = vector.broadcast %[[N32]] : i32 to vector<16xi32>
//       CHECK:   %[[MASK:.*]] = arith.cmpi sgt, %[[NV]], %{{.*}} : vector<16xi32>
//       CHECK:   %[[V:.*]] = vector.maskedload %{{.*}}[%{{.*}}], %[[MASK]], %{{.*}} {alignment = 1 : i64} : memref<?xi8>, vector<16xi1>, vector<16xi8> into vector<16xi8>
//       CHECK:   vector.maskedstore %{{.*}}[%{{.*}}], %{{.*}}, %[[V]] {alignment = 1 : i64} : memref<?xi8>, vector<16xi1>, vector<16xi8>
// LLVM-LABEL: llvm.func @out_of_bounds
//       LLVM:   llvm.intr.masked.load %{{.*}} {alignment = 1 : i32} : (!llvm.ptr, vector<16xi1>, vector<16xi8>) -> vector<16xi8>
//       LLVM:   llvm.intr.masked.store %{{.*}} {alignment = 1 : i32} : vector<16xi8>, vector<16xi1> into !llvm.ptr
func.func @out_of_bounds(%src: memref<?xi8>, %dst: memref<?xi8>, %i: index) {
  %pad = arith.constant 0 : i8
  %v = vector.transfer_read %src[%i], %pad : memref<?xi8>, vector<16xi8>
  vector.transfer_write %v, %dst[%i] : vector<16xi8>, memref<?xi8>
  return
}

// -----

// Transfers of rank 2 are unrolled into rows, with no stack buffer.
// CHECK-LABEL: func.func @rank_2
//   CHECK-NOT:   memref.alloca
//       CHECK:   %[[R0:.*]] = vector.load %{{.*}}[%{{.*}}, %[[C0:.*]]] {alignment = 8 : i64} : memref<4x16xf64>, vector<4xf64>
//       CHECK:   %[[C1:.*]] = arith.constant 1 : index
//       CHECK:   %[[R1:.*]] = vector.load %{{.*}}[%[[C1]], %[[C0]]] {alignment = 8 : i64} : memref<4x16xf64>, vector<4xf64>
//       CHECK:   vector.store %[[R0]], %{{.*}} {alignment = 8 : i64} : memref<4x16xf64>, vector<4xf64>
//       CHECK:   vector.store %[[R1]], %{{.*}} {alignment = 8 : i64} : memref<4x16xf64>, vector<4xf64>
//   CHECK-NOT:   vector.transfer
func.func @rank_2(%src: memref<4x16xf64>, %dst: memref<4x16xf64>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f64
  %v = vector.transfer_read %src[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x16xf64>, vector<2x4xf64>
  vector.transfer_write %v, %dst[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf64>, memref<4x16xf64>
  return
}

// -----

// An alignment already given is kept.
// CHECK-LABEL: func.func @kept_alignment
//       CHECK:   vector.store %{{.*}} {alignment = 16 : i64} : memref<16xf32>, vector<4xf32>
// LLVM-LABEL: llvm.func @kept_alignment
//       LLVM:   llvm.store %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
func.func @kept_alignment(%m: memref<16xf32>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  vector.store %v, %m[%c0] {alignment = 16} : memref<16xf32>, vector<4xf32>
  return
}

// -----

// Only vector ops are visited: the rest is not folded.
// CHECK-LABEL: func.func @not_vector_ops
//       CHECK:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   %[[S:.*]] = arith.addi %{{.*}}, %[[C0]] : index
//       CHECK:   %[[V:.*]] = vector.broadcast %[[S]] : index to vector<4xindex>
//       CHECK:   vector.store %[[V]], %{{.*}}[%[[C0]]] {alignment = 8 : i64} : memref<4xindex>, vector<4xindex>
func.func @not_vector_ops(%a: index, %m: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %s = arith.addi %a, %c0 : index
  %v = vector.broadcast %s : index to vector<4xindex>
  vector.store %v, %m[%c0] : memref<4xindex>, vector<4xindex>
  return
}
