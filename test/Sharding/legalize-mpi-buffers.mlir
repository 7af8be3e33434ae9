// RUN: pad-opt %s --convert-shard-to-mpi | FileCheck %s --check-prefix=UPSTREAM
// RUN: pad-opt %s --convert-shard-to-mpi --pad-legalize-mpi-buffers | FileCheck %s

// convert-shard-to-mpi of LLVM 22 sends and receives the halo rows of
// shard.update_halo in 2-D buffers, of which MPI-to-LLVM passes MPI the
// first dimension as the count (1 of 3 elements here), and frees them with
// memref.dealloc, which the buffer deallocation pipeline rejects.
// UPSTREAM-LABEL: func.func @halo(
// UPSTREAM:         %[[BUF:.*]] = memref.alloc() : memref<1x3xf32>
// UPSTREAM:         mpi.send(%[[BUF]], {{.*}}) : memref<1x3xf32>, i32, i32
// UPSTREAM:         mpi.recv(%[[BUF]], {{.*}}) : memref<1x3xf32>, i32, i32
// UPSTREAM:         memref.dealloc %[[BUF]] : memref<1x3xf32>

// CHECK-LABEL: func.func @halo(
// CHECK:         %[[BUF:.*]] = memref.alloc() : memref<1x3xf32>
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[BUF]] {{\[\[}}0, 1]] : memref<1x3xf32> into memref<3xf32>
// CHECK-NEXT:    mpi.send(%[[FLAT]], {{.*}}) : memref<3xf32>, i32, i32
// CHECK:         %[[FLAT2:.*]] = memref.collapse_shape %[[BUF]] {{\[\[}}0, 1]] : memref<1x3xf32> into memref<3xf32>
// CHECK-NEXT:    mpi.recv(%[[FLAT2]], {{.*}}) : memref<3xf32>, i32, i32
// CHECK-NOT:     memref.dealloc
// CHECK:         return
shard.grid @g(shape = 2) {sym_visibility = "private"}
func.func @halo(%x: tensor<6x3xf32>) -> tensor<6x3xf32> {
  %r = shard.update_halo %x on @g split_axes = [[0]] halo_sizes = [1, 1] : tensor<6x3xf32>
  return %r : tensor<6x3xf32>
}

// A 0-D buffer becomes one element; 1-D and strided buffers stay.
// CHECK-LABEL: func.func @buffers(
// CHECK-SAME:    %[[S:.*]]: memref<f32>, %[[V:.*]]: memref<4xf32>, %[[T:.*]]: memref<2x2xf32, strided<[4, 1]>>
// CHECK:         %[[E:.*]] = memref.expand_shape %[[S]] [] output_shape [1] : memref<f32> into memref<1xf32>
// CHECK-NEXT:    mpi.send(%[[E]], {{.*}}) : memref<1xf32>, i32, i32
// CHECK-NEXT:    mpi.send(%[[V]], {{.*}}) : memref<4xf32>, i32, i32
// CHECK-NEXT:    mpi.recv(%[[T]], {{.*}}) : memref<2x2xf32, strided<[4, 1]>>, i32, i32
func.func @buffers(%s: memref<f32>, %v: memref<4xf32>, %t: memref<2x2xf32, strided<[4, 1]>>, %tag: i32, %peer: i32) {
  %comm = mpi.comm_world : !mpi.comm
  mpi.send(%s, %tag, %peer, %comm) : memref<f32>, i32, i32
  mpi.send(%v, %tag, %peer, %comm) : memref<4xf32>, i32, i32
  mpi.recv(%t, %tag, %peer, %comm) : memref<2x2xf32, strided<[4, 1]>>, i32, i32
  return
}

// Elements MPI-to-LLVM has no datatype for travel through a buffer of
// elements it has one for: f16 as i16 (bitcast), i1 as i8, index as i64,
// complex<f32> as two f32; filled before a send, read back after a receive.
// CHECK-LABEL: func.func @wire_types(
// CHECK-SAME:    %[[H:.*]]: memref<4xf16>, %[[B:.*]]: memref<2xi1>, %[[C:.*]]: memref<3xcomplex<f32>>
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK:         %[[W:.*]] = memref.alloc(%[[C4]]) : memref<?xi16>
// CHECK-NEXT:    scf.for %[[I:.*]] =
// CHECK-NEXT:      %[[V:.*]] = memref.load %[[H]][%[[I]]] : memref<4xf16>
// CHECK-NEXT:      %[[X:.*]] = arith.bitcast %[[V]] : f16 to i16
// CHECK-NEXT:      memref.store %[[X]], %[[W]][%[[I]]] : memref<?xi16>
// CHECK:         mpi.send(%[[W]], {{.*}}) : memref<?xi16>, i32, i32
// CHECK-NEXT:    %[[WB:.*]] = memref.alloc(%[[C2]]) : memref<?xi8>
// CHECK-NEXT:    mpi.recv(%[[WB]], {{.*}}) : memref<?xi8>, i32, i32
// CHECK-NEXT:    scf.for %[[J:.*]] =
// CHECK-NEXT:      %[[Y:.*]] = memref.load %[[WB]][%[[J]]] : memref<?xi8>
// CHECK-NEXT:      %[[T:.*]] = arith.trunci %[[Y]] : i8 to i1
// CHECK-NEXT:      memref.store %[[T]], %[[B]][%[[J]]] : memref<2xi1>
// CHECK:         %[[WC:.*]] = memref.alloc(%[[C6]]) : memref<?xf32>
// CHECK-NEXT:    scf.for %[[K:.*]] =
// CHECK-NEXT:      %[[RE:.*]] = arith.addi %[[K]], %[[K]] : index
// CHECK-NEXT:      %[[IM:.*]] = arith.addi %[[RE]], %{{.*}} : index
// CHECK-NEXT:      %[[Z:.*]] = memref.load %[[C]][%[[K]]] : memref<3xcomplex<f32>>
// CHECK-NEXT:      %[[R:.*]] = complex.re %[[Z]] : complex<f32>
// CHECK-NEXT:      memref.store %[[R]], %[[WC]][%[[RE]]] : memref<?xf32>
// CHECK-NEXT:      %[[M:.*]] = complex.im %[[Z]] : complex<f32>
// CHECK-NEXT:      memref.store %[[M]], %[[WC]][%[[IM]]] : memref<?xf32>
// CHECK:         mpi.send(%[[WC]], {{.*}}) : memref<?xf32>, i32, i32
func.func @wire_types(%h: memref<4xf16>, %b: memref<2xi1>, %c: memref<3xcomplex<f32>>, %tag: i32, %peer: i32) {
  %comm = mpi.comm_world : !mpi.comm
  mpi.send(%h, %tag, %peer, %comm) : memref<4xf16>, i32, i32
  mpi.recv(%b, %tag, %peer, %comm) : memref<2xi1>, i32, i32
  mpi.send(%c, %tag, %peer, %comm) : memref<3xcomplex<f32>>, i32, i32
  return
}
