// RUN: pad-opt %s -pad-insert-runtime-checks -cse -split-input-file | FileCheck %s

// Each destination a pad is written into is checked before the pad: a
// pad.assert per axis whose message names the form and shows the sizes.

// CHECK-LABEL: func @into_memref
// CHECK-SAME:    %[[X:.*]]: tensor<64x64xf32>, %[[M:.*]]: memref<?x66xf32>
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D0:.*]] = memref.dim %[[M]], %[[C0]]
// CHECK:         %[[C66:.*]] = arith.constant 66 : index
// CHECK:         %[[EQ:.*]] = arith.cmpi eq, %[[D0]], %[[C66]]
// CHECK:         pad.assert %[[EQ]], "pad.pad: destination has {} rows on axis 0, the result needs {} (materialize_in_destination into a memref)"(%[[D0]], %[[C66]])
// CHECK-NOT:     pad.assert
// CHECK:         pad.pad
func.func @into_memref(%x: tensor<64x64xf32>, %m: memref<?x66xf32>) {
  %p = pad.pad %x low[1, 1] high[1, 1] : tensor<64x64xf32> to tensor<66x66xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<66x66xf32>, memref<?x66xf32>) -> ()
  return
}

// -----

// A dynamic result: its size computed from the source's.

// CHECK-LABEL: func @into_tensor_dynamic
// CHECK-SAME:    %[[X:.*]]: tensor<?xf32>, %[[O:.*]]: tensor<?xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D:.*]] = tensor.dim %[[X]], %[[C0]]
// CHECK:         %[[N:.*]] = arith.maxsi %[[C0]]
// CHECK:         %[[HAS:.*]] = tensor.dim %[[O]], %[[C0]]
// CHECK:         %[[EQ:.*]] = arith.cmpi eq, %[[HAS]], %[[N]]
// CHECK:         pad.assert %[[EQ]], "pad.pad: destination has {} rows on axis 0, the result needs {} (materialize_in_destination into a tensor)"(%[[HAS]], %[[N]])
// CHECK:         pad.pad
func.func @into_tensor_dynamic(%x: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %p = pad.pad %x low[2] high[1] : tensor<?xf32> to tensor<?xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// A slice at a run-time offset: 0 <= offset <= 70 - 66 (a static slice
// size needs no size check).

// CHECK-LABEL: func @into_slice
// CHECK-SAME:    %[[O:.*]]: tensor<70x66xf32>, %[[I:.*]]: index
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[GE:.*]] = arith.cmpi sge, %[[I]], %[[C0]]
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         %[[LE:.*]] = arith.cmpi sle, %[[I]], %[[C4]]
// CHECK:         %[[OK:.*]] = arith.andi %[[GE]], %[[LE]]
// CHECK:         %[[C66:.*]] = arith.constant 66 : index
// CHECK:         %[[C70:.*]] = arith.constant 70 : index
// CHECK:         pad.assert %[[OK]], "pad.pad: slice of {} rows at offset {} on axis 0 does not fit a destination of {} rows (tensor.insert_slice)"(%[[C66]], %[[I]], %[[C70]])
// CHECK-NOT:     pad.assert
// CHECK:         pad.pad
func.func @into_slice(%x: tensor<64x64xf32>, %o: tensor<70x66xf32>, %i: index) -> tensor<70x66xf32> {
  %p = pad.pad %x low[1, 1] high[1, 1] : tensor<64x64xf32> to tensor<66x66xf32>
  %r = tensor.insert_slice %p into %o[%i, 0] [66, 66] [1, 1] : tensor<66x66xf32> into tensor<70x66xf32>
  return %r : tensor<70x66xf32>
}

// -----

// A slice of a dynamic size: it must be the result's, then fit.

// CHECK-LABEL: func @into_slice_dynamic_size
// CHECK-SAME:    %[[X:.*]]: tensor<?xf32>, %[[O:.*]]: tensor<?xf32>, %[[S:.*]]: index
// CHECK:         %[[N:.*]] = arith.maxsi
// CHECK:         %[[EQ:.*]] = arith.cmpi eq, %[[S]], %[[N]]
// CHECK:         pad.assert %[[EQ]], "pad.pad: destination slice has {} rows on axis 0, the result needs {} (tensor.insert_slice)"(%[[S]], %[[N]])
// CHECK:         %[[HAS:.*]] = tensor.dim %[[O]]
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK:         pad.assert %{{.*}}, "pad.pad: slice of {} rows at offset {} on axis 0 does not fit a destination of {} rows (tensor.insert_slice)"(%[[S]], %[[C2]], %[[HAS]])
// CHECK:         pad.pad
func.func @into_slice_dynamic_size(%x: tensor<?xf32>, %o: tensor<?xf32>, %s: index) -> tensor<?xf32> {
  %p = pad.pad %x low[1] high[1] : tensor<?xf32> to tensor<?xf32>
  %r = tensor.insert_slice %p into %o[2] [%s] [1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// An offset computed after the pad: the checks stand before the insertion.

// CHECK-LABEL: func @offset_after_pad
// CHECK:         pad.pad
// CHECK:         %[[AT:.*]] = arith.addi
// CHECK:         pad.assert %{{.*}}, "pad.pad: slice of {} rows at offset {} on axis 0 does not fit a destination of {} rows (tensor.insert_slice)"(%{{.*}}, %[[AT]], %{{.*}})
// CHECK:         tensor.insert_slice
func.func @offset_after_pad(%x: tensor<4xf32>, %o: tensor<10xf32>, %j: index) -> tensor<10xf32> {
  %p = pad.pad %x low[1] high[1] : tensor<4xf32> to tensor<6xf32>
  %c1 = arith.constant 1 : index
  %at = arith.addi %j, %c1 : index
  %r = tensor.insert_slice %p into %o[%at] [6] [1] : tensor<6xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// -----

// The tiles of an scf.forall: checked in the loop's body, before the pad.

// CHECK-LABEL: func @into_tiles
// CHECK:         scf.forall (%[[K:.*]]) in
// CHECK:           %[[AT:.*]] = arith.addi
// CHECK:           pad.assert %{{.*}}, "pad.pad: slice of {} rows at offset {} on axis 0 does not fit a destination of {} rows (tensor.parallel_insert_slice)"(%{{.*}}, %[[AT]], %{{.*}})
// CHECK:           pad.pad
// CHECK:           scf.forall.in_parallel
func.func @into_tiles(%xs: tensor<3x4xf32>, %o: tensor<?x6xf32>, %first: index) -> tensor<?x6xf32> {
  %r = scf.forall (%k) in (3) shared_outs(%acc = %o) -> tensor<?x6xf32> {
    %at = arith.addi %first, %k : index
    %x = tensor.extract_slice %xs[%k, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<4xf32>
    %p = pad.pad %x low[1] high[1] : tensor<4xf32> to tensor<6xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %p into %acc[%at, 0] [1, 6] [1, 1] : tensor<6xf32> into tensor<?x6xf32>
    }
  }
  return %r : tensor<?x6xf32>
}

// -----

// Through a tensor.cast of the pad (which the lowerings build in the
// destination too); a pad that is the destination, not the value written,
// is not checked.

// CHECK-LABEL: func @through_cast
// CHECK:         pad.assert %{{.*}}, "pad.pad: destination slice has {} rows on axis 0, the result needs {} (tensor.insert_slice)"
// CHECK:         pad.assert %{{.*}}, "pad.pad: slice of {} rows at offset {} on axis 0 does not fit a destination of {} rows (tensor.insert_slice)"
// CHECK:         pad.pad
// CHECK:         tensor.cast
// CHECK-NOT:     pad.assert
// CHECK:         bufferization.materialize_in_destination
func.func @through_cast(%x: tensor<?xf32>, %o: tensor<10xf32>, %i: index, %y: tensor<6xf32>) -> (tensor<10xf32>, tensor<6xf32>) {
  %p = pad.pad %x low[1] high[1] : tensor<?xf32> to tensor<?xf32>
  %q = tensor.cast %p : tensor<?xf32> to tensor<6xf32>
  %r = tensor.insert_slice %q into %o[%i] [6] [1] : tensor<6xf32> into tensor<10xf32>
  %d = pad.pad %x low[1] high[1] : tensor<?xf32> to tensor<?xf32>
  %e = tensor.cast %d : tensor<?xf32> to tensor<6xf32>
  %m = bufferization.materialize_in_destination %y in %e : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  return %r, %m : tensor<10xf32>, tensor<6xf32>
}

// -----

// A rank-reducing insertion whose sizes hold several unit dims: each axis of
// the result is checked against its axis of the slice, the one the inserted
// type keeps (here axis 1 of [1, 3, 1]; with [1, 1], either unit axis).

// CHECK-LABEL: func @unit_dims
// CHECK:         %[[C3:.*]] = arith.constant 3 : index
// CHECK:         %[[EQ3:.*]] = arith.cmpi eq, %[[C3]], %[[N:.*]] : index
// CHECK:         pad.assert %[[EQ3]], "pad.pad: destination slice has {} rows on axis 0, the result needs {} (tensor.insert_slice)"(%[[C3]], %[[N]])
// CHECK-NOT:     pad.assert
// CHECK:         pad.pad
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[EQ1:.*]] = arith.cmpi eq, %[[C1]], %[[M:.*]] : index
// CHECK:         pad.assert %[[EQ1]], "pad.pad: destination slice has {} rows on axis 0, the result needs {} (tensor.insert_slice)"(%[[C1]], %[[M]])
// CHECK-NOT:     pad.assert
// CHECK:         pad.pad
func.func @unit_dims(%x: tensor<?xf32>, %acc: tensor<2x3x1xf32>, %acc2: tensor<2x1xf32>) -> (tensor<2x3x1xf32>, tensor<2x1xf32>) {
  %p = pad.pad %x low[-1] high[0] : tensor<?xf32> to tensor<?xf32>
  %c = tensor.cast %p : tensor<?xf32> to tensor<3xf32>
  %u = tensor.insert_slice %c into %acc[1, 0, 0] [1, 3, 1] [1, 1, 1] : tensor<3xf32> into tensor<2x3x1xf32>
  %q = pad.pad %x low[0] high[-1] : tensor<?xf32> to tensor<?xf32>
  %d = tensor.cast %q : tensor<?xf32> to tensor<1xf32>
  %v = tensor.insert_slice %d into %acc2[0, 0] [1, 1] [1, 1] : tensor<1xf32> into tensor<2x1xf32>
  return %u, %v : tensor<2x3x1xf32>, tensor<2x1xf32>
}
