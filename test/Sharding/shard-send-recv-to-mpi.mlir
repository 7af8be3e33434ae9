// RUN: pad-opt %s --pad-shard-send-recv-to-mpi | FileCheck %s

// shard.send, shard.recv and shard.all_gather, which LLVM 22's
// convert-shard-to-mpi does not lower, as mpi ops on 1-D buffers.
shard.grid @g(shape = 2x3) {sym_visibility = "private"}

// A send to process 2 of the group along grid axis 1: MPI rank
// row * 3 + 2; the slice is copied into a contiguous 1-D buffer, whose first
// dimension is the whole count.
func.func @send(%t: tensor<2x5xf32>) {
  %0 = shard.send %t on @g grid_axes = [1] destination = [2] : (tensor<2x5xf32>) -> tensor<2x5xf32>
  return
}
// CHECK-LABEL: func.func @send(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<2x5xf32>) {
// CHECK-NEXT:    %[[C0_I32:[^ :,#)]+]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C3:[^ :,#)]+]] = arith.constant 3 : index
// CHECK-NEXT:    %[[C2:[^ :,#)]+]] = arith.constant 2 : index
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V0:[^ :,#)]+]] = arith.muli %[[PROC_LINEAR_IDX]]#0, %[[C3]] : index
// CHECK-NEXT:    %[[V1:[^ :,#)]+]] = arith.addi %[[V0]], %[[C2]] : index
// CHECK-NEXT:    %[[V2:[^ :,#)]+]] = arith.index_cast %[[V1]] : index to i32
// CHECK-NEXT:    %[[COLLAPSED:[^ :,#)]+]] = tensor.collapse_shape %[[ARG0]] {{\[\[}}0, 1{{\]\]}} : tensor<2x5xf32> into tensor<10xf32>
// CHECK-NEXT:    %[[ALLOC:[^ :,#)]+]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    bufferization.materialize_in_destination %[[COLLAPSED]] in restrict writable %[[ALLOC]] : (tensor<10xf32>, memref<10xf32>) -> ()
// CHECK-NEXT:    %[[V3:[^ :,#)]+]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.send(%[[ALLOC]], %[[C0_I32]], %[[V2]], %[[V3]]) : memref<10xf32>, i32, i32
// CHECK-NEXT:    return

// A receive from process 1 along grid axis 0 (rank 3 + column), dynamic
// sizes included.
func.func @recv(%t: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = shard.recv %t on @g grid_axes = [0] source = [1] : (tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}
// CHECK-LABEL: func.func @recv(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<2x?xf32>) -> tensor<2x?xf32> {
// CHECK-NEXT:    %[[C0_I32:[^ :,#)]+]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C2:[^ :,#)]+]] = arith.constant 2 : index
// CHECK-NEXT:    %[[C1:[^ :,#)]+]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C3:[^ :,#)]+]] = arith.constant 3 : index
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V0:[^ :,#)]+]] = arith.addi %[[PROC_LINEAR_IDX]]#1, %[[C3]] : index
// CHECK-NEXT:    %[[V1:[^ :,#)]+]] = arith.index_cast %[[V0]] : index to i32
// CHECK-NEXT:    %[[DIM:[^ :,#)]+]] = tensor.dim %[[ARG0]], %[[C1]] : tensor<2x?xf32>
// CHECK-NEXT:    %[[V2:[^ :,#)]+]] = arith.muli %[[DIM]], %[[C2]] : index
// CHECK-NEXT:    %[[ALLOC:[^ :,#)]+]] = memref.alloc(%[[V2]]) : memref<?xf32>
// CHECK-NEXT:    %[[V3:[^ :,#)]+]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.recv(%[[ALLOC]], %[[C0_I32]], %[[V1]], %[[V3]]) : memref<?xf32>, i32, i32
// CHECK-NEXT:    %[[V4:[^ :,#)]+]] = bufferization.to_tensor %[[ALLOC]] restrict writable : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT:    %[[DIM_0:[^ :,#)]+]] = tensor.dim %[[ARG0]], %[[C1]] : tensor<2x?xf32>
// CHECK-NEXT:    %[[EXPANDED:[^ :,#)]+]] = tensor.expand_shape %[[V4]] {{\[\[}}0, 1{{\]\]}} output_shape [2, %[[DIM_0]]] : tensor<?xf32> into tensor<2x?xf32>
// CHECK-NEXT:    return %[[EXPANDED]] : tensor<2x?xf32>

// An all-gather of three shards: sends and receives pair by pair, the
// lower index first, then the shards inserted at their places.
func.func @all_gather(%t: tensor<2x5xf32>) -> tensor<2x15xf32> {
  %0 = shard.all_gather %t on @g grid_axes = [1] gather_axis = 1 : tensor<2x5xf32> -> tensor<2x15xf32>
  return %0 : tensor<2x15xf32>
}
// CHECK-LABEL: func.func @all_gather(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<2x5xf32>) -> tensor<2x15xf32> {
// CHECK-NEXT:    %[[C2:[^ :,#)]+]] = arith.constant 2 : index
// CHECK-NEXT:    %[[C0_I32:[^ :,#)]+]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C3:[^ :,#)]+]] = arith.constant 3 : index
// CHECK-NEXT:    %[[C1:[^ :,#)]+]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C0:[^ :,#)]+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V0:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]]#1, %[[C0]] : index
// CHECK-NEXT:    scf.if %[[V0]] {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX_2:[^ :,#)]+]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V19:[^ :,#)]+]] = arith.muli %[[PROC_LINEAR_IDX_2]]#0, %[[C3]] : index
// CHECK-NEXT:    %[[V20:[^ :,#)]+]] = arith.addi %[[V19]], %[[C1]] : index
// CHECK-NEXT:    %[[V21:[^ :,#)]+]] = arith.index_cast %[[V20]] : index to i32
// CHECK-NEXT:    %[[COLLAPSED:[^ :,#)]+]] = tensor.collapse_shape %[[ARG0]] {{\[\[}}0, 1{{\]\]}} : tensor<2x5xf32> into tensor<10xf32>
// CHECK-NEXT:    %[[ALLOC:[^ :,#)]+]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    bufferization.materialize_in_destination %[[COLLAPSED]] in restrict writable %[[ALLOC]] : (tensor<10xf32>, memref<10xf32>) -> ()
// CHECK-NEXT:    %[[V22:[^ :,#)]+]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.send(%[[ALLOC]], %[[C0_I32]], %[[V21]], %[[V22]]) : memref<10xf32>, i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V1:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]]#1, %[[C1]] : index
// CHECK-NEXT:    %[[V2:[^ :,#)]+]] = scf.if %[[V1]] -> (tensor<2x5xf32>) {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX_2]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V19]] = arith.muli %[[PROC_LINEAR_IDX_2]]#0, %[[C3]] : index
// CHECK-NEXT:    %[[V20]] = arith.index_cast %[[V19]] : index to i32
// CHECK-NEXT:    %[[ALLOC]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %[[V21]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.recv(%[[ALLOC]], %[[C0_I32]], %[[V20]], %[[V21]]) : memref<10xf32>, i32, i32
// CHECK-NEXT:    %[[V22]] = bufferization.to_tensor %[[ALLOC]] restrict writable : memref<10xf32> to tensor<10xf32>
// CHECK-NEXT:    %[[EXPANDED:[^ :,#)]+]] = tensor.expand_shape %[[V22]] {{\[\[}}0, 1{{\]\]}} output_shape [2, 5] : tensor<10xf32> into tensor<2x5xf32>
// CHECK-NEXT:    scf.yield %[[EXPANDED]] : tensor<2x5xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %[[ARG0]] : tensor<2x5xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V3:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]]#1, %[[C1]] : index
// CHECK-NEXT:    scf.if %[[V3]] {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX_2]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V19]] = arith.muli %[[PROC_LINEAR_IDX_2]]#0, %[[C3]] : index
// CHECK-NEXT:    %[[V20]] = arith.index_cast %[[V19]] : index to i32
// CHECK-NEXT:    %[[COLLAPSED]] = tensor.collapse_shape %[[ARG0]] {{\[\[}}0, 1{{\]\]}} : tensor<2x5xf32> into tensor<10xf32>
// CHECK-NEXT:    %[[ALLOC]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    bufferization.materialize_in_destination %[[COLLAPSED]] in restrict writable %[[ALLOC]] : (tensor<10xf32>, memref<10xf32>) -> ()
// CHECK-NEXT:    %[[V21]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.send(%[[ALLOC]], %[[C0_I32]], %[[V20]], %[[V21]]) : memref<10xf32>, i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V4:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]]#1, %[[C0]] : index
// CHECK-NEXT:    %[[V5:[^ :,#)]+]] = scf.if %[[V4]] -> (tensor<2x5xf32>) {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX_2]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V19]] = arith.muli %[[PROC_LINEAR_IDX_2]]#0, %[[C3]] : index
// CHECK-NEXT:    %[[V20]] = arith.addi %[[V19]], %[[C1]] : index
// CHECK-NEXT:    %[[V21]] = arith.index_cast %[[V20]] : index to i32
// CHECK-NEXT:    %[[ALLOC]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %[[V22]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.recv(%[[ALLOC]], %[[C0_I32]], %[[V21]], %[[V22]]) : memref<10xf32>, i32, i32
// CHECK-NEXT:    %[[V23:[^ :,#)]+]] = bufferization.to_tensor %[[ALLOC]] restrict writable : memref<10xf32> to tensor<10xf32>
// CHECK-NEXT:    %[[EXPANDED]] = tensor.expand_shape %[[V23]] {{\[\[}}0, 1{{\]\]}} output_shape [2, 5] : tensor<10xf32> into tensor<2x5xf32>
// CHECK-NEXT:    scf.yield %[[EXPANDED]] : tensor<2x5xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %[[ARG0]] : tensor<2x5xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V6:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]]#1, %[[C0]] : index
// CHECK-NEXT:    scf.if %[[V6]] {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX_2]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V19]] = arith.muli %[[PROC_LINEAR_IDX_2]]#0, %[[C3]] : index
// CHECK-NEXT:    %[[V20]] = arith.addi %[[V19]], %[[C2]] : index
// CHECK-NEXT:    %[[V21]] = arith.index_cast %[[V20]] : index to i32
// CHECK-NEXT:    %[[COLLAPSED]] = tensor.collapse_shape %[[ARG0]] {{\[\[}}0, 1{{\]\]}} : tensor<2x5xf32> into tensor<10xf32>
// CHECK-NEXT:    %[[ALLOC]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    bufferization.materialize_in_destination %[[COLLAPSED]] in restrict writable %[[ALLOC]] : (tensor<10xf32>, memref<10xf32>) -> ()
// CHECK-NEXT:    %[[V22]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.send(%[[ALLOC]], %[[C0_I32]], %[[V21]], %[[V22]]) : memref<10xf32>, i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V7:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]]#1, %[[C2]] : index
// CHECK-NEXT:    %[[V8:[^ :,#)]+]] = scf.if %[[V7]] -> (tensor<2x5xf32>) {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX_2]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V19]] = arith.muli %[[PROC_LINEAR_IDX_2]]#0, %[[C3]] : index
// CHECK-NEXT:    %[[V20]] = arith.index_cast %[[V19]] : index to i32
// CHECK-NEXT:    %[[ALLOC]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %[[V21]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.recv(%[[ALLOC]], %[[C0_I32]], %[[V20]], %[[V21]]) : memref<10xf32>, i32, i32
// CHECK-NEXT:    %[[V22]] = bufferization.to_tensor %[[ALLOC]] restrict writable : memref<10xf32> to tensor<10xf32>
// CHECK-NEXT:    %[[EXPANDED]] = tensor.expand_shape %[[V22]] {{\[\[}}0, 1{{\]\]}} output_shape [2, 5] : tensor<10xf32> into tensor<2x5xf32>
// CHECK-NEXT:    scf.yield %[[EXPANDED]] : tensor<2x5xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %[[V2]] : tensor<2x5xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V9:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]]#1, %[[C2]] : index
// CHECK-NEXT:    scf.if %[[V9]] {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX_2]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V19]] = arith.muli %[[PROC_LINEAR_IDX_2]]#0, %[[C3]] : index
// CHECK-NEXT:    %[[V20]] = arith.index_cast %[[V19]] : index to i32
// CHECK-NEXT:    %[[COLLAPSED]] = tensor.collapse_shape %[[ARG0]] {{\[\[}}0, 1{{\]\]}} : tensor<2x5xf32> into tensor<10xf32>
// CHECK-NEXT:    %[[ALLOC]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    bufferization.materialize_in_destination %[[COLLAPSED]] in restrict writable %[[ALLOC]] : (tensor<10xf32>, memref<10xf32>) -> ()
// CHECK-NEXT:    %[[V21]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.send(%[[ALLOC]], %[[C0_I32]], %[[V20]], %[[V21]]) : memref<10xf32>, i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V10:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]]#1, %[[C0]] : index
// CHECK-NEXT:    %[[V11:[^ :,#)]+]] = scf.if %[[V10]] -> (tensor<2x5xf32>) {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX_2]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V19]] = arith.muli %[[PROC_LINEAR_IDX_2]]#0, %[[C3]] : index
// CHECK-NEXT:    %[[V20]] = arith.addi %[[V19]], %[[C2]] : index
// CHECK-NEXT:    %[[V21]] = arith.index_cast %[[V20]] : index to i32
// CHECK-NEXT:    %[[ALLOC]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %[[V22]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.recv(%[[ALLOC]], %[[C0_I32]], %[[V21]], %[[V22]]) : memref<10xf32>, i32, i32
// CHECK-NEXT:    %[[V23]] = bufferization.to_tensor %[[ALLOC]] restrict writable : memref<10xf32> to tensor<10xf32>
// CHECK-NEXT:    %[[EXPANDED]] = tensor.expand_shape %[[V23]] {{\[\[}}0, 1{{\]\]}} output_shape [2, 5] : tensor<10xf32> into tensor<2x5xf32>
// CHECK-NEXT:    scf.yield %[[EXPANDED]] : tensor<2x5xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %[[ARG0]] : tensor<2x5xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V12:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]]#1, %[[C1]] : index
// CHECK-NEXT:    scf.if %[[V12]] {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX_2]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V19]] = arith.muli %[[PROC_LINEAR_IDX_2]]#0, %[[C3]] : index
// CHECK-NEXT:    %[[V20]] = arith.addi %[[V19]], %[[C2]] : index
// CHECK-NEXT:    %[[V21]] = arith.index_cast %[[V20]] : index to i32
// CHECK-NEXT:    %[[COLLAPSED]] = tensor.collapse_shape %[[ARG0]] {{\[\[}}0, 1{{\]\]}} : tensor<2x5xf32> into tensor<10xf32>
// CHECK-NEXT:    %[[ALLOC]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    bufferization.materialize_in_destination %[[COLLAPSED]] in restrict writable %[[ALLOC]] : (tensor<10xf32>, memref<10xf32>) -> ()
// CHECK-NEXT:    %[[V22]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.send(%[[ALLOC]], %[[C0_I32]], %[[V21]], %[[V22]]) : memref<10xf32>, i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V13:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]]#1, %[[C2]] : index
// CHECK-NEXT:    %[[V14:[^ :,#)]+]] = scf.if %[[V13]] -> (tensor<2x5xf32>) {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX_2]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V19]] = arith.muli %[[PROC_LINEAR_IDX_2]]#0, %[[C3]] : index
// CHECK-NEXT:    %[[V20]] = arith.addi %[[V19]], %[[C1]] : index
// CHECK-NEXT:    %[[V21]] = arith.index_cast %[[V20]] : index to i32
// CHECK-NEXT:    %[[ALLOC]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %[[V22]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.recv(%[[ALLOC]], %[[C0_I32]], %[[V21]], %[[V22]]) : memref<10xf32>, i32, i32
// CHECK-NEXT:    %[[V23]] = bufferization.to_tensor %[[ALLOC]] restrict writable : memref<10xf32> to tensor<10xf32>
// CHECK-NEXT:    %[[EXPANDED]] = tensor.expand_shape %[[V23]] {{\[\[}}0, 1{{\]\]}} output_shape [2, 5] : tensor<10xf32> into tensor<2x5xf32>
// CHECK-NEXT:    scf.yield %[[EXPANDED]] : tensor<2x5xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %[[V5]] : tensor<2x5xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V15:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]]#1, %[[C2]] : index
// CHECK-NEXT:    scf.if %[[V15]] {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX_2]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V19]] = arith.muli %[[PROC_LINEAR_IDX_2]]#0, %[[C3]] : index
// CHECK-NEXT:    %[[V20]] = arith.addi %[[V19]], %[[C1]] : index
// CHECK-NEXT:    %[[V21]] = arith.index_cast %[[V20]] : index to i32
// CHECK-NEXT:    %[[COLLAPSED]] = tensor.collapse_shape %[[ARG0]] {{\[\[}}0, 1{{\]\]}} : tensor<2x5xf32> into tensor<10xf32>
// CHECK-NEXT:    %[[ALLOC]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    bufferization.materialize_in_destination %[[COLLAPSED]] in restrict writable %[[ALLOC]] : (tensor<10xf32>, memref<10xf32>) -> ()
// CHECK-NEXT:    %[[V22]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.send(%[[ALLOC]], %[[C0_I32]], %[[V21]], %[[V22]]) : memref<10xf32>, i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V16:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]]#1, %[[C1]] : index
// CHECK-NEXT:    %[[V17:[^ :,#)]+]] = scf.if %[[V16]] -> (tensor<2x5xf32>) {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX_2]]:2 = shard.process_multi_index on @g : index, index
// CHECK-NEXT:    %[[V19]] = arith.muli %[[PROC_LINEAR_IDX_2]]#0, %[[C3]] : index
// CHECK-NEXT:    %[[V20]] = arith.addi %[[V19]], %[[C2]] : index
// CHECK-NEXT:    %[[V21]] = arith.index_cast %[[V20]] : index to i32
// CHECK-NEXT:    %[[ALLOC]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %[[V22]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.recv(%[[ALLOC]], %[[C0_I32]], %[[V21]], %[[V22]]) : memref<10xf32>, i32, i32
// CHECK-NEXT:    %[[V23]] = bufferization.to_tensor %[[ALLOC]] restrict writable : memref<10xf32> to tensor<10xf32>
// CHECK-NEXT:    %[[EXPANDED]] = tensor.expand_shape %[[V23]] {{\[\[}}0, 1{{\]\]}} output_shape [2, 5] : tensor<10xf32> into tensor<2x5xf32>
// CHECK-NEXT:    scf.yield %[[EXPANDED]] : tensor<2x5xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %[[V11]] : tensor<2x5xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V18:[^ :,#)]+]] = tensor.empty() : tensor<2x15xf32>
// CHECK-NEXT:    %[[INSERTED_SLICE:[^ :,#)]+]] = tensor.insert_slice %[[V8]] into %[[V18]][0, 0] [2, 5] [1, 1] : tensor<2x5xf32> into tensor<2x15xf32>
// CHECK-NEXT:    %[[INSERTED_SLICE_0:[^ :,#)]+]] = tensor.insert_slice %[[V14]] into %[[INSERTED_SLICE]][0, 5] [2, 5] [1, 1] : tensor<2x5xf32> into tensor<2x15xf32>
// CHECK-NEXT:    %[[INSERTED_SLICE_1:[^ :,#)]+]] = tensor.insert_slice %[[V17]] into %[[INSERTED_SLICE_0]][0, 10] [2, 5] [1, 1] : tensor<2x5xf32> into tensor<2x15xf32>
// CHECK-NEXT:    return %[[INSERTED_SLICE_1]] : tensor<2x15xf32>

// Several dynamic dims: the receive buffer has the slice's shape (a flat one
// expanded to two dynamic dims would crash expand-strided-metadata).
func.func @recv_dynamic(%t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = shard.recv %t on @g grid_axes = [0] source = [1] : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// CHECK-LABEL: func.func @recv_dynamic(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK:         %[[D0:.+]] = tensor.dim %[[ARG0]], %{{.+}} : tensor<?x?xf32>
// CHECK-NEXT:    %[[D1:.+]] = tensor.dim %[[ARG0]], %{{.+}} : tensor<?x?xf32>
// CHECK-NEXT:    %[[ALLOC:.+]] = memref.alloc(%[[D0]], %[[D1]]) : memref<?x?xf32>
// CHECK-NEXT:    %[[COMM:.+]] = mpi.comm_world : !mpi.comm
// CHECK-NEXT:    mpi.recv(%[[ALLOC]], %{{.+}}, %{{.+}}, %[[COMM]]) : memref<?x?xf32>, i32, i32
// CHECK-NEXT:    %[[T:.+]] = bufferization.to_tensor %[[ALLOC]] restrict writable : memref<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:    return %[[T]] : tensor<?x?xf32>

// Along a dynamic gather axis the shards may differ: each process sends the
// others the count of its rows (one index) first, then its shard; the shards
// are inserted one after the other.
func.func @all_gather_dynamic(%t: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = shard.all_gather %t on @g grid_axes = [0] gather_axis = 0 : tensor<?x3xf32> -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
// CHECK-LABEL: func.func @all_gather_dynamic(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<?x3xf32>) -> tensor<?x3xf32> {
// CHECK:         %[[ROWS:.+]] = tensor.dim %[[ARG0]], %{{.+}} : tensor<?x3xf32>
// CHECK:         %[[COUNT:.+]] = tensor.from_elements %[[ROWS]] : tensor<1xindex>
// CHECK:         mpi.send(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : memref<1xindex>, i32, i32
// CHECK:         mpi.recv(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : memref<1xindex>, i32, i32
// CHECK:         %[[N0:.+]] = tensor.extract %{{.+}}[%{{.+}}] : tensor<1xindex>
// CHECK-NEXT:    %[[N1:.+]] = tensor.extract %{{.+}}[%{{.+}}] : tensor<1xindex>
// CHECK:         mpi.send(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : memref<?xf32>, i32, i32
// CHECK:         tensor.empty(%[[N0]]) : tensor<?x3xf32>
// CHECK:         mpi.recv(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : memref<?xf32>, i32, i32
// CHECK:         tensor.empty(%[[N1]]) : tensor<?x3xf32>
// CHECK:         mpi.recv(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : memref<?xf32>, i32, i32
// CHECK:         %[[TOTAL:.+]] = arith.addi %[[N0]], %[[N1]] : index
// CHECK-NEXT:    %[[E:.+]] = tensor.empty(%[[TOTAL]]) : tensor<?x3xf32>
// CHECK-NEXT:    %[[I0:.+]] = tensor.insert_slice %{{.+}} into %[[E]][0, 0] [%[[N0]], 3] [1, 1]
// CHECK-NEXT:    %[[I1:.+]] = tensor.insert_slice %{{.+}} into %[[I0]][%[[N0]], 0] [%[[N1]], 3] [1, 1]
// CHECK-NEXT:    return %[[I1]] : tensor<?x3xf32>
