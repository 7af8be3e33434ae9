// RUN: pad-opt %s --pass-pipeline="builtin.module(func.func(sharding-propagation,shard-partition))" | FileCheck %s

// pad.pad partitioned by the shard dialect (docs/Distributed.md):
// each process pads its own rows with its own amounts, taken from a table by
// its grid coordinate; wrap exchanges border rows with shard.send/recv.
shard.grid @g(shape = 2) {sym_visibility = "private"}

// constant: no data moves; the first process pads low, the last high.
func.func @constant(%x: tensor<12x5xf32>) -> tensor<17x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[2, 1] high[3, 0] : tensor<12x5xf32> to tensor<17x6xf32>
  return %p : tensor<17x6xf32>
}
// CHECK-LABEL: func.func @constant(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<6x5xf32>) -> tensor<?x6xf32> {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]] = shard.process_multi_index on @g : index
// CHECK-NEXT:    %[[CST:[^ :,#)]+]] = arith.constant dense<[2, 0]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED:[^ :,#)]+]] = tensor.extract %[[CST]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[CST_0:[^ :,#)]+]] = arith.constant dense<[0, 3]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_1:[^ :,#)]+]] = tensor.extract %[[CST_0]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[ARG0]] low[%[[EXTRACTED]], 1] high[%[[EXTRACTED_1]], 0] : tensor<6x5xf32> to tensor<?x6xf32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<?x6xf32>

// edge: the ends read their own first and last rows.
func.func @edge(%x: tensor<12x5xf32>) -> tensor<17x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[3, 0] high[2, 1] mode(edge) : tensor<12x5xf32> to tensor<17x6xf32>
  return %p : tensor<17x6xf32>
}
// CHECK-LABEL: func.func @edge(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<6x5xf32>) -> tensor<?x6xf32> {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]] = shard.process_multi_index on @g : index
// CHECK-NEXT:    %[[CST:[^ :,#)]+]] = arith.constant dense<[3, 0]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED:[^ :,#)]+]] = tensor.extract %[[CST]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[CST_0:[^ :,#)]+]] = arith.constant dense<[0, 2]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_1:[^ :,#)]+]] = tensor.extract %[[CST_0]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[ARG0]] low[%[[EXTRACTED]], 0] high[%[[EXTRACTED_1]], 1] mode(edge) : tensor<6x5xf32> to tensor<?x6xf32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<?x6xf32>

// reflect: the end shards hold more rows than the borders reflect.
func.func @reflect(%x: tensor<12x5xf32>) -> tensor<17x7xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[2, 1] high[3, 1] mode(reflect) : tensor<12x5xf32> to tensor<17x7xf32>
  return %p : tensor<17x7xf32>
}
// CHECK-LABEL: func.func @reflect(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<6x5xf32>) -> tensor<?x7xf32> {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]] = shard.process_multi_index on @g : index
// CHECK-NEXT:    %[[CST:[^ :,#)]+]] = arith.constant dense<[2, 0]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED:[^ :,#)]+]] = tensor.extract %[[CST]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[CST_0:[^ :,#)]+]] = arith.constant dense<[0, 3]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_1:[^ :,#)]+]] = tensor.extract %[[CST_0]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[ARG0]] low[%[[EXTRACTED]], 1] high[%[[EXTRACTED_1]], 1] mode(reflect) : tensor<6x5xf32> to tensor<?x7xf32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<?x7xf32>

// symmetric: as many rows as the border mirrors suffice.
func.func @symmetric(%x: tensor<12x5xf32>) -> tensor<19x7xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[4, 0] high[3, 2] mode(symmetric) : tensor<12x5xf32> to tensor<19x7xf32>
  return %p : tensor<19x7xf32>
}
// CHECK-LABEL: func.func @symmetric(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<6x5xf32>) -> tensor<?x7xf32> {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]] = shard.process_multi_index on @g : index
// CHECK-NEXT:    %[[CST:[^ :,#)]+]] = arith.constant dense<[4, 0]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED:[^ :,#)]+]] = tensor.extract %[[CST]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[CST_0:[^ :,#)]+]] = arith.constant dense<[0, 3]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_1:[^ :,#)]+]] = tensor.extract %[[CST_0]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[ARG0]] low[%[[EXTRACTED]], 0] high[%[[EXTRACTED_1]], 2] mode(symmetric) : tensor<6x5xf32> to tensor<?x7xf32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<?x7xf32>

// wrap: the first process receives the last process's last `low` rows and
// the last the first's first `high` rows; every process crops what it does not
// use.
func.func @wrap(%x: tensor<12x5xf32>) -> tensor<17x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[2, 1] high[3, 0] mode(wrap) : tensor<12x5xf32> to tensor<17x6xf32>
  return %p : tensor<17x6xf32>
}
// CHECK-LABEL: func.func @wrap(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<6x5xf32>) -> tensor<?x6xf32> {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]] = shard.process_multi_index on @g : index
// CHECK-NEXT:    %[[C0:[^ :,#)]+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[V0:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]], %[[C0]] : index
// CHECK-NEXT:    scf.if %[[V0]] {
// CHECK-NEXT:    %[[EXTRACTED_SLICE_4:[^ :,#)]+]] = tensor.extract_slice %[[ARG0]][0, 0] [3, 5] [1, 1] : tensor<6x5xf32> to tensor<3x5xf32>
// CHECK-NEXT:    %[[SEND:[^ :,#)]+]] = shard.send %[[EXTRACTED_SLICE_4]] on @g grid_axes = [0] destination = [1] : (tensor<3x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[C1:[^ :,#)]+]] = arith.constant 1 : index
// CHECK-NEXT:    %[[V1:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]], %[[C1]] : index
// CHECK-NEXT:    %[[V2:[^ :,#)]+]] = tensor.empty() : tensor<3x5xf32>
// CHECK-NEXT:    %[[V3:[^ :,#)]+]] = scf.if %[[V1]] -> (tensor<3x5xf32>) {
// CHECK-NEXT:    %[[RECV:[^ :,#)]+]] = shard.recv %[[V2]] on @g grid_axes = [0] source = [0] : (tensor<3x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT:    scf.yield %[[RECV]] : tensor<3x5xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %[[V2]] : tensor<3x5xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[C1_0:[^ :,#)]+]] = arith.constant 1 : index
// CHECK-NEXT:    %[[V4:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]], %[[C1_0]] : index
// CHECK-NEXT:    scf.if %[[V4]] {
// CHECK-NEXT:    %[[EXTRACTED_SLICE_4]] = tensor.extract_slice %[[ARG0]][4, 0] [2, 5] [1, 1] : tensor<6x5xf32> to tensor<2x5xf32>
// CHECK-NEXT:    %[[SEND]] = shard.send %[[EXTRACTED_SLICE_4]] on @g grid_axes = [0] destination = [0] : (tensor<2x5xf32>) -> tensor<2x5xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[C0_1:[^ :,#)]+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[V5:[^ :,#)]+]] = arith.cmpi eq, %[[PROC_LINEAR_IDX]], %[[C0_1]] : index
// CHECK-NEXT:    %[[V6:[^ :,#)]+]] = tensor.empty() : tensor<2x5xf32>
// CHECK-NEXT:    %[[V7:[^ :,#)]+]] = scf.if %[[V5]] -> (tensor<2x5xf32>) {
// CHECK-NEXT:    %[[RECV]] = shard.recv %[[V6]] on @g grid_axes = [0] source = [1] : (tensor<2x5xf32>) -> tensor<2x5xf32>
// CHECK-NEXT:    scf.yield %[[RECV]] : tensor<2x5xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %[[V6]] : tensor<2x5xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[CONCAT:[^ :,#)]+]] = tensor.concat dim(0) %[[V7]], %[[ARG0]], %[[V3]] : (tensor<2x5xf32>, tensor<6x5xf32>, tensor<3x5xf32>) -> tensor<11x5xf32>
// CHECK-NEXT:    %[[CST:[^ :,#)]+]] = arith.constant dense<[0, 2]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED:[^ :,#)]+]] = tensor.extract %[[CST]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[CST_2:[^ :,#)]+]] = arith.constant dense<[8, 9]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_3:[^ :,#)]+]] = tensor.extract %[[CST_2]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_SLICE:[^ :,#)]+]] = tensor.extract_slice %[[CONCAT]][%[[EXTRACTED]], 0] [%[[EXTRACTED_3]], 5] [1, 1] : tensor<11x5xf32> to tensor<?x5xf32>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[EXTRACTED_SLICE]] low[0, 1] high[0, 0] mode(wrap) : tensor<?x5xf32> to tensor<?x6xf32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<?x6xf32>

// A crop: process 1 keeps one row; amounts of processes without rows crop
// their whole shard.
func.func @crop(%x: tensor<12x5xf32>) -> tensor<4x5xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[-3, 1] high[-5, -1] mode(edge) : tensor<12x5xf32> to tensor<4x5xf32>
  return %p : tensor<4x5xf32>
}
// CHECK-LABEL: func.func @crop(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<6x5xf32>) -> tensor<?x5xf32> {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]] = shard.process_multi_index on @g : index
// CHECK-NEXT:    %[[CST:[^ :,#)]+]] = arith.constant dense<[-3, 0]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED:[^ :,#)]+]] = tensor.extract %[[CST]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[CST_0:[^ :,#)]+]] = arith.constant dense<[0, -5]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_1:[^ :,#)]+]] = tensor.extract %[[CST_0]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[ARG0]] low[%[[EXTRACTED]], 1] high[%[[EXTRACTED_1]], -1] mode(edge) : tensor<6x5xf32> to tensor<?x5xf32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<?x5xf32>

// Interior padding: the gaps after a row belong to the row's owner
// (high = interior on the first process), b_1 = 1 + 6 * 3.
func.func @interior(%x: tensor<12x5xf32>) -> tensor<37x10xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[1, 0] high[2, 1] interior[2, 1] : tensor<12x5xf32> to tensor<37x10xf32>
  return %p : tensor<37x10xf32>
}
// CHECK-LABEL: func.func @interior(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<6x5xf32>) -> tensor<?x10xf32> {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]] = shard.process_multi_index on @g : index
// CHECK-NEXT:    %[[CST:[^ :,#)]+]] = arith.constant dense<[1, 0]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED:[^ :,#)]+]] = tensor.extract %[[CST]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[ARG0]] low[%[[EXTRACTED]], 0] high[2, 1] interior[2, 1] : tensor<6x5xf32> to tensor<?x10xf32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<?x10xf32>

// The first shard holds fewer rows than the border reflects: the axis is
// gathered and each process pads its own tile [b_j, b_j+1) of docs/Distributed.md.
func.func @gathered(%x: tensor<12x5xf32>) -> tensor<20x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<12x5xf32>
  %p = pad.pad %x1 low[7, 1] high[1, 0] mode(reflect) : tensor<12x5xf32> to tensor<20x6xf32>
  return %p : tensor<20x6xf32>
}
// CHECK-LABEL: func.func @gathered(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<6x5xf32>) -> tensor<?x6xf32> {
// CHECK-NEXT:    %[[ALL_GATHER:[^ :,#)]+]] = shard.all_gather %[[ARG0]] on @g grid_axes = [0] gather_axis = 0 : tensor<6x5xf32> -> tensor<12x5xf32>
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]] = shard.process_multi_index on @g : index
// CHECK-NEXT:    %[[CST:[^ :,#)]+]] = arith.constant dense<[7, -6]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED:[^ :,#)]+]] = tensor.extract %[[CST]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[CST_0:[^ :,#)]+]] = arith.constant dense<[-6, 1]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_1:[^ :,#)]+]] = tensor.extract %[[CST_0]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[ALL_GATHER]] low[%[[EXTRACTED]], 1] high[%[[EXTRACTED_1]], 0] mode(reflect) : tensor<12x5xf32> to tensor<?x6xf32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<?x6xf32>

// Shardings given by hand (those propagation gives): a border beyond the first
// shard, with the result split as docs/Distributed.md says, is gathered by
// the partition of the pad itself.
func.func @reflect_beyond_shard(%x: tensor<8x6xf32>) -> tensor<14x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<8x6xf32>
  %p = pad.pad %x1 low[5, 0] high[1, 0] mode(reflect) : tensor<8x6xf32> to tensor<14x6xf32>
  %r = shard.sharding @g split_axes = [[0]] sharded_dims_offsets = [0, 9, 14] : !shard.sharding
  %p1 = shard.shard %p to %r : tensor<14x6xf32>
  return %p1 : tensor<14x6xf32>
}
// CHECK-LABEL: func.func @reflect_beyond_shard(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<4x6xf32>) -> tensor<?x6xf32> {
// CHECK-NEXT:    %[[ALL_GATHER:[^ :,#)]+]] = shard.all_gather %[[ARG0]] on @g grid_axes = [0] gather_axis = 0 : tensor<4x6xf32> -> tensor<8x6xf32>
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]] = shard.process_multi_index on @g : index
// CHECK-NEXT:    %[[CST:[^ :,#)]+]] = arith.constant dense<[5, -4]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED:[^ :,#)]+]] = tensor.extract %[[CST]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[CST_0:[^ :,#)]+]] = arith.constant dense<[-4, 1]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_1:[^ :,#)]+]] = tensor.extract %[[CST_0]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[ALL_GATHER]] low[%[[EXTRACTED]], 0] high[%[[EXTRACTED_1]], 0] mode(reflect) : tensor<8x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<?x6xf32>

shard.grid @g22(shape = 2x2) {sym_visibility = "private"}

// A dynamic axis and amount that are not split stay as they are.
func.func @dyn_other(%x: tensor<8x?xf32>, %h: index) -> tensor<13x?xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<8x?xf32>
  %p = pad.pad %x1 low[2, 1] high[3, %h] mode(edge) : tensor<8x?xf32> to tensor<13x?xf32>
  return %p : tensor<13x?xf32>
}
// CHECK-LABEL: func.func @dyn_other(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<4x?xf32>, %[[ARG1:[^ :,#)]+]]: index) -> tensor<?x?xf32> {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]] = shard.process_multi_index on @g : index
// CHECK-NEXT:    %[[CST:[^ :,#)]+]] = arith.constant dense<[2, 0]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED:[^ :,#)]+]] = tensor.extract %[[CST]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[CST_0:[^ :,#)]+]] = arith.constant dense<[0, 3]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_1:[^ :,#)]+]] = tensor.extract %[[CST_0]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[ARG0]] low[%[[EXTRACTED]], 1] high[%[[EXTRACTED_1]], %[[ARG1]]] mode(edge) : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<?x?xf32>

// A dynamic split axis is gathered; the result is replicated.
func.func @dyn_split(%x: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<?x6xf32>
  %p = pad.pad %x1 low[2, 0] high[3, 0] mode(edge) : tensor<?x6xf32> to tensor<?x6xf32>
  return %p : tensor<?x6xf32>
}
// CHECK-LABEL: func.func @dyn_split(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<?x6xf32>) -> tensor<?x6xf32> {
// CHECK-NEXT:    %[[ALL_GATHER:[^ :,#)]+]] = shard.all_gather %[[ARG0]] on @g grid_axes = [0] gather_axis = 0 : tensor<?x6xf32> -> tensor<?x6xf32>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[ALL_GATHER]] low[2, 0] high[3, 0] mode(edge) : tensor<?x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<?x6xf32>

// H and W split on a 2x2 grid: each axis takes its amounts from its own
// grid coordinate.
func.func @grid2d(%x: tensor<2x3x8x8xf32>) -> tensor<2x3x11x10xf32> {
  %s = shard.sharding @g22 split_axes = [[], [], [0], [1]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<2x3x8x8xf32>
  %p = pad.pad %x1 low[0, 0, 1, 1] high[0, 0, 2, 1] mode(symmetric) : tensor<2x3x8x8xf32> to tensor<2x3x11x10xf32>
  return %p : tensor<2x3x11x10xf32>
}
// CHECK-LABEL: func.func @grid2d(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<2x3x4x4xf32>) -> tensor<2x3x?x5xf32> {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]]:2 = shard.process_multi_index on @g22 : index, index
// CHECK-NEXT:    %[[CST:[^ :,#)]+]] = arith.constant dense<[1, 0]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED:[^ :,#)]+]] = tensor.extract %[[CST]][%[[PROC_LINEAR_IDX]]#0] : tensor<2xindex>
// CHECK-NEXT:    %[[CST_0:[^ :,#)]+]] = arith.constant dense<[0, 2]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_1:[^ :,#)]+]] = tensor.extract %[[CST_0]][%[[PROC_LINEAR_IDX]]#0] : tensor<2xindex>
// CHECK-NEXT:    %[[CST_2:[^ :,#)]+]] = arith.constant dense<[1, 0]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_3:[^ :,#)]+]] = tensor.extract %[[CST_2]][%[[PROC_LINEAR_IDX]]#1] : tensor<2xindex>
// CHECK-NEXT:    %[[CST_4:[^ :,#)]+]] = arith.constant dense<[0, 1]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_5:[^ :,#)]+]] = tensor.extract %[[CST_4]][%[[PROC_LINEAR_IDX]]#1] : tensor<2xindex>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[ARG0]] low[0, 0, %[[EXTRACTED]], %[[EXTRACTED_3]]] high[0, 0, %[[EXTRACTED_1]], %[[EXTRACTED_5]]] mode(symmetric) : tensor<2x3x4x4xf32> to tensor<2x3x?x5xf32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<2x3x?x5xf32>

// Uneven source shards given by sharded_dims_offsets: c = [0, 3, 8].
func.func @given_offsets(%x: tensor<8x6xf32>) -> tensor<11x6xf32> {
  %s = shard.sharding @g split_axes = [[0]] sharded_dims_offsets = [0, 3, 8] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<8x6xf32>
  %p = pad.pad %x1 low[1, 0] high[2, 0] : tensor<8x6xf32> to tensor<11x6xf32>
  return %p : tensor<11x6xf32>
}
// CHECK-LABEL: func.func @given_offsets(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<?x6xf32>) -> tensor<?x6xf32> {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]] = shard.process_multi_index on @g : index
// CHECK-NEXT:    %[[CST:[^ :,#)]+]] = arith.constant dense<[1, 0]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED:[^ :,#)]+]] = tensor.extract %[[CST]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[CST_0:[^ :,#)]+]] = arith.constant dense<[0, 2]> : tensor<2xindex>
// CHECK-NEXT:    %[[EXTRACTED_1:[^ :,#)]+]] = tensor.extract %[[CST_0]][%[[PROC_LINEAR_IDX]]] : tensor<2xindex>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[ARG0]] low[%[[EXTRACTED]], 0] high[%[[EXTRACTED_1]], 0] : tensor<?x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<?x6xf32>

shard.grid @g3(shape = 3) {sym_visibility = "private"}

// A pad value (an operand) on 3 processes: only the ends pad.
func.func @value(%x: tensor<9x4xi32>, %v: i32) -> tensor<12x4xi32> {
  %s = shard.sharding @g3 split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %s annotate_for_users : tensor<9x4xi32>
  %p = pad.pad %x1 low[1, 0] high[2, 0] value(%v) : tensor<9x4xi32> to tensor<12x4xi32>
  return %p : tensor<12x4xi32>
}
// CHECK-LABEL: func.func @value(
// CHECK-SAME:    %[[ARG0:[^ :,#)]+]]: tensor<3x4xi32>, %[[ARG1:[^ :,#)]+]]: i32) -> tensor<?x4xi32> {
// CHECK-NEXT:    %[[PROC_LINEAR_IDX:[^ :,#)]+]] = shard.process_multi_index on @g3 : index
// CHECK-NEXT:    %[[CST:[^ :,#)]+]] = arith.constant dense<[1, 0, 0]> : tensor<3xindex>
// CHECK-NEXT:    %[[EXTRACTED:[^ :,#)]+]] = tensor.extract %[[CST]][%[[PROC_LINEAR_IDX]]] : tensor<3xindex>
// CHECK-NEXT:    %[[CST_0:[^ :,#)]+]] = arith.constant dense<[0, 0, 2]> : tensor<3xindex>
// CHECK-NEXT:    %[[EXTRACTED_1:[^ :,#)]+]] = tensor.extract %[[CST_0]][%[[PROC_LINEAR_IDX]]] : tensor<3xindex>
// CHECK-NEXT:    %[[PADDED:[^ :,#)]+]] = pad.pad %[[ARG0]] low[%[[EXTRACTED]], 0] high[%[[EXTRACTED_1]], 0] value(%[[ARG1]]) : tensor<3x4xi32> to tensor<?x4xi32>
// CHECK-NEXT:    return %[[PADDED]] : tensor<?x4xi32>
