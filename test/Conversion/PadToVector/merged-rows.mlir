// RUN: pad-opt %s -split-input-file --convert-pad-to-vector --canonicalize --cse | FileCheck %s
// RUN: pad-opt %s -split-input-file --pad-to-llvm | FileCheck %s --check-prefix=LLVM

// A constant pad whose trailing axes carry no padding is written as the pad
// of the merged axes (as OpenVINO does): NHWC with C unpadded, rows of
// W * C = 12 elements padded by 1 * 4 and 2 * 4, in the output collapsed the
// same way and expanded back. Values: test/Integration/CPU/merged-rows.mlir.
// CHECK-LABEL: func.func @nhwc
//  CHECK-SAME:   (%[[X:.*]]: tensor<1x2x3x4xf32>)
//   CHECK-DAG:   %[[SRC:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0], [1], [2, 3]] : tensor<1x2x3x4xf32> into tensor<1x2x12xf32>
//   CHECK-DAG:   %[[OUT:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0], [1], [2, 3]] : tensor<1x4x6x4xf32> into tensor<1x4x24xf32>
//       CHECK:   vector.transfer_read %[[SRC]]{{.*}} : tensor<1x2x12xf32>, vector<8xf32>
//       CHECK:   vector.transfer_write {{.*}} : vector<8xf32>, tensor<1x4x24xf32>
//       CHECK:   %[[R:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0], [1], [2, 3]] output_shape [1, 4, 6, 4] : tensor<1x4x24xf32> into tensor<1x4x6x4xf32>
//       CHECK:   return %[[R]]
func.func @nhwc(%x: tensor<1x2x3x4xf32>) -> tensor<1x4x6x4xf32> {
  %r = pad.pad %x low[0, 1, 1, 0] high[0, 1, 2, 0] : tensor<1x2x3x4xf32> to tensor<1x4x6x4xf32>
  return %r : tensor<1x4x6x4xf32>
}

// -----

// Written in place into a memref destination: no allocation, no copy.
// LLVM-LABEL: llvm.func @nhwc_into
//   LLVM-NOT:   malloc
//   LLVM-NOT:   memcpy
//       LLVM:   llvm.return
func.func @nhwc_into(%x: tensor<2x56x56x64xf32>, %o: memref<2x62x62x64xf32>) {
  %r = pad.pad %x low[0, 3, 3, 0] high[0, 3, 3, 0] : tensor<2x56x56x64xf32> to tensor<2x62x62x64xf32>
  bufferization.materialize_in_destination %r in restrict writable %o
      : (tensor<2x62x62x64xf32>, memref<2x62x62x64xf32>) -> ()
  return
}

// -----

// So is a tensor destination (its function returns nothing for it) and a
// slice of one.
// LLVM-LABEL: llvm.func @nhwc_tensor_destination(
//  LLVM-SAME:   ) {
//   LLVM-NOT:   malloc
//   LLVM-NOT:   memcpy
//       LLVM:   llvm.return{{$}}
func.func @nhwc_tensor_destination(%x: tensor<2x56x56x64xf32>,
    %o: tensor<2x62x62x64xf32> {bufferization.writable = true}) -> tensor<2x62x62x64xf32> {
  %r = pad.pad %x low[0, 3, 3, 0] high[0, 3, 3, 0] : tensor<2x56x56x64xf32> to tensor<2x62x62x64xf32>
  %m = bufferization.materialize_in_destination %r in %o
      : (tensor<2x62x62x64xf32>, tensor<2x62x62x64xf32>) -> tensor<2x62x62x64xf32>
  return %m : tensor<2x62x62x64xf32>
}

// -----

// LLVM-LABEL: llvm.func @nhwc_slice(
//  LLVM-SAME:   ) {
//   LLVM-NOT:   malloc
//   LLVM-NOT:   memcpy
//       LLVM:   llvm.return{{$}}
func.func @nhwc_slice(%x: tensor<56x56x64xf32>,
    %o: tensor<2x62x62x64xf32> {bufferization.writable = true}) -> tensor<2x62x62x64xf32> {
  %r = pad.pad %x low[3, 3, 0] high[3, 3, 0] : tensor<56x56x64xf32> to tensor<62x62x64xf32>
  %m = tensor.insert_slice %r into %o[1, 0, 0, 0] [1, 62, 62, 64] [1, 1, 1, 1]
      : tensor<62x62x64xf32> into tensor<2x62x62x64xf32>
  return %m : tensor<2x62x62x64xf32>
}

// -----

// Two trailing axes merged into the padded one, with dynamic leading sizes
// (one dynamic size in the group to expand back: inferred from the others).
// CHECK-LABEL: func.func @two_axes
//       CHECK:   tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2]] : tensor<?x2x2xf32> into tensor<?xf32>
//       CHECK:   tensor.expand_shape %{{.*}} {{\[}}[0, 1, 2]] output_shape [%{{.*}}, 2, 2] : tensor<?xf32> into tensor<?x2x2xf32>
func.func @two_axes(%z: tensor<?x2x2xf32>) -> tensor<?x2x2xf32> {
  %r = pad.pad %z low[1, 0, 0] high[2, 0, 0] : tensor<?x2x2xf32> to tensor<?x2x2xf32>
  return %r : tensor<?x2x2xf32>
}

// -----

// Runtime amounts: the merged core is the clamped core of the axis scaled
// by the inner size (4), not the amounts times 4, which could wrap around.
// CHECK-LABEL: func.func @runtime_amounts
//  CHECK-SAME:   (%[[X:.*]]: tensor<1x2x3x4xf32>, %[[L:.*]]: index, %[[H:.*]]: index)
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   CHECK-DAG:   %[[LO:.*]] = arith.minsi %{{.*}}, %[[N:.*]] : index
//   CHECK-DAG:   arith.muli %[[LO]], %[[C4]] : index
//   CHECK-DAG:   %[[SRC:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0], [1], [2, 3]] : tensor<1x2x3x4xf32> into tensor<1x2x12xf32>
//   CHECK-DAG:   %[[EMPTY:.*]] = tensor.empty(%[[N]]) : tensor<1x4x?x4xf32>
//   CHECK-DAG:   tensor.collapse_shape %[[EMPTY]] {{\[}}[0], [1], [2, 3]] : tensor<1x4x?x4xf32> into tensor<1x4x?xf32>
//       CHECK:   vector.transfer_read %[[SRC]]{{.*}} : tensor<1x2x12xf32>, vector<8xf32>
//       CHECK:   %[[R:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0], [1], [2, 3]] output_shape [1, 4, %[[N]], 4] : tensor<1x4x?xf32> into tensor<1x4x?x4xf32>
//       CHECK:   return %[[R]]
func.func @runtime_amounts(%x: tensor<1x2x3x4xf32>, %l: index, %h: index) -> tensor<1x4x?x4xf32> {
  %r = pad.pad %x low[0, 1, %l, 0] high[0, 1, %h, 0] : tensor<1x2x3x4xf32> to tensor<1x4x?x4xf32>
  return %r : tensor<1x4x?x4xf32>
}

// -----

// embARC MLI's HWC kernel: runtime amounts and sizes. Its memref destination
// is collapsed as a memref and the rows are written in it: nothing to expand
// back (expand-strided-metadata cannot expand W x C, both dynamic), no
// allocation, no copy.
// CHECK-LABEL: func.func @hwc_into_memref
//  CHECK-SAME:   (%[[X:.*]]: tensor<?x?x?xi16>, %[[O:.*]]: memref<?x?x?xi16>,
//   CHECK-DAG:   %[[SRC:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0], [1, 2]] : tensor<?x?x?xi16> into tensor<?x?xi16>
//   CHECK-DAG:   %[[DEST:.*]] = memref.collapse_shape %[[O]] {{\[}}[0], [1, 2]] : memref<?x?x?xi16> into memref<?x?xi16>
//       CHECK:   %[[INIT:.*]] = bufferization.to_tensor %[[DEST]] restrict writable : memref<?x?xi16> to tensor<?x?xi16>
//       CHECK:   vector.transfer_read %[[SRC]]{{.*}} : tensor<?x?xi16>, vector<16xi16>
//   CHECK-NOT:   expand_shape
//       CHECK:   bufferization.materialize_in_destination %{{.*}} in restrict writable %[[DEST]] : (tensor<?x?xi16>, memref<?x?xi16>) -> ()
//  CHECK-NEXT:   return
// LLVM-LABEL: llvm.func @hwc_into_memref
//   LLVM-NOT:   malloc
//   LLVM-NOT:   memcpy
//       LLVM:   llvm.return
func.func @hwc_into_memref(%x: tensor<?x?x?xi16>, %o: memref<?x?x?xi16>,
    %t: index, %b: index, %l: index, %r: index) {
  %p = pad.pad %x low[%t, %l, 0] high[%b, %r, 0] : tensor<?x?x?xi16> to tensor<?x?x?xi16>
  bufferization.materialize_in_destination %p in restrict writable %o
      : (tensor<?x?x?xi16>, memref<?x?x?xi16>) -> ()
  return
}

// -----

// Not merged: a border mode (the border of a merged row is not that of the
// rows), interior padding, padding on the last axis, a trailing axis whose
// static result size may differ from its dynamic source size (C10 broken at
// run time), two dynamic sizes in the group to expand back into a tensor,
// and a memref destination that may not be contiguous over the group.
// CHECK-LABEL: func.func @not_merged
//   CHECK-NOT:   collapse_shape
//   CHECK-NOT:   expand_shape
//       CHECK:   return
func.func @not_merged(%x: tensor<1x2x3x4xf32>, %d: tensor<2x3x?xf32>, %l: index,
    %s: tensor<?x?x?xi16>, %o: memref<?x?x?xi16, strided<[?, ?, ?]>>)
    -> (tensor<1x4x6x4xf32>, tensor<1x4x5x4xf32>, tensor<1x2x3x6xf32>, tensor<2x5x4xf32>, tensor<2x?x?xf32>) {
  %a = pad.pad %x low[0, 1, 1, 0] high[0, 1, 2, 0] mode(edge) : tensor<1x2x3x4xf32> to tensor<1x4x6x4xf32>
  %e = pad.pad %x low[0, 1, 0, 0] high[0, 1, 0, 0] interior[0, 0, 1, 0] : tensor<1x2x3x4xf32> to tensor<1x4x5x4xf32>
  %f = pad.pad %x low[0, 0, 0, 1] high[0, 0, 0, 1] : tensor<1x2x3x4xf32> to tensor<1x2x3x6xf32>
  %g = pad.pad %d low[0, 1, 0] high[0, 1, 0] : tensor<2x3x?xf32> to tensor<2x5x4xf32>
  %h = pad.pad %d low[0, %l, 0] high[0, 1, 0] : tensor<2x3x?xf32> to tensor<2x?x?xf32>
  %p = pad.pad %s low[%l, %l, 0] high[%l, %l, 0] : tensor<?x?x?xi16> to tensor<?x?x?xi16>
  bufferization.materialize_in_destination %p in restrict writable %o
      : (tensor<?x?x?xi16>, memref<?x?x?xi16, strided<[?, ?, ?]>>) -> ()
  return %a, %e, %f, %g, %h : tensor<1x4x6x4xf32>, tensor<1x4x5x4xf32>, tensor<1x2x3x6xf32>, tensor<2x5x4xf32>, tensor<2x?x?xf32>
}
