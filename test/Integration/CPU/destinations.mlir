// docs/Lowering.md#destinations: --pad-to-llvm writes a pad straight into the destination it is
// given, in every strategy, mode, static or dynamic shape, for each of the
// four destination forms: a memref destination, a writable tensor argument
// with materialize_in_destination (IREE style), a tensor.insert_slice into a
// slice of a writable tensor argument, and an scf.for over a batch with the
// output in iter_args. The kernels call no malloc and copy nothing, for
// static and dynamic shapes alike (IR lines); every kernel gives the numbers
// of numpy (CHECK lines).
//
// RUN: %pad-matrix %s \
// RUN:   ir:IR @strategies "strategy=vector parallel=true --pad-parallel-min-bytes=0" \
// RUN:   run @strategies "strategy=vector runtime-checks=false" \
// RUN:     "strategy=vector parallel=true --pad-parallel-min-bytes=0"
// On threads too: each row branching to its part inside one loop over the
// rows (few planes, docs/Lowering.md#options) still writes in place.

// The expected values: each `numpy:` line is evaluated on the inputs of the
// `PY:` lines with Inputs/numpy_ref.py; expectations.test re-derives every
// CHECK block. The destinations start filled with -1: what the pad does not
// own must stay -1.
// PY: x = np.arange(1, 13, dtype=np.float32).reshape(3, 4)
// PY: xs = np.stack([x, x + 12])
// PY: old = np.full((6, 7), -1, dtype=np.float32)

func.func private @printMemrefF32(tensor<*xf32>)

// IR-LABEL: llvm.func @into_memref_constant(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_memref_constant(%x: tensor<3x4xf32>, %m: memref<6x7xf32>) {
  %p = pad.pad %x low[1, 2] high[2, 1] : tensor<3x4xf32> to tensor<6x7xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<6x7xf32>, memref<6x7xf32>) -> ()
  return
}

// IR-LABEL: llvm.func @into_tensor_constant(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_tensor_constant(%x: tensor<3x4xf32>, %o: tensor<6x7xf32> {bufferization.writable = true}) -> tensor<6x7xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] : tensor<3x4xf32> to tensor<6x7xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<6x7xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
  return %r : tensor<6x7xf32>
}

// IR-LABEL: llvm.func @into_slice_constant(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_slice_constant(%x: tensor<3x4xf32>, %o: tensor<2x6x7xf32> {bufferization.writable = true}) -> tensor<2x6x7xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] : tensor<3x4xf32> to tensor<6x7xf32>
  %r = tensor.insert_slice %p into %o[1, 0, 0] [1, 6, 7] [1, 1, 1] : tensor<6x7xf32> into tensor<2x6x7xf32>
  return %r : tensor<2x6x7xf32>
}

// IR-LABEL: llvm.func @batch_constant(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @batch_constant(%xs: tensor<2x3x4xf32>, %o: tensor<2x6x7xf32> {bufferization.writable = true}) -> tensor<2x6x7xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %xs, %c0 : tensor<2x3x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %o) -> tensor<2x6x7xf32> {
    %x = tensor.extract_slice %xs[%i, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<3x4xf32>
    %p = pad.pad %x low[1, 2] high[2, 1] : tensor<3x4xf32> to tensor<6x7xf32>
    %ins = tensor.insert_slice %p into %acc[%i, 0, 0] [1, 6, 7] [1, 1, 1] : tensor<6x7xf32> into tensor<2x6x7xf32>
    scf.yield %ins : tensor<2x6x7xf32>
  }
  return %r : tensor<2x6x7xf32>
}

// IR-LABEL: llvm.func @into_memref_edge(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_memref_edge(%x: tensor<3x4xf32>, %m: memref<6x7xf32>) {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(edge) : tensor<3x4xf32> to tensor<6x7xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<6x7xf32>, memref<6x7xf32>) -> ()
  return
}

// IR-LABEL: llvm.func @into_tensor_edge(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_tensor_edge(%x: tensor<3x4xf32>, %o: tensor<6x7xf32> {bufferization.writable = true}) -> tensor<6x7xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(edge) : tensor<3x4xf32> to tensor<6x7xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<6x7xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
  return %r : tensor<6x7xf32>
}

// IR-LABEL: llvm.func @into_slice_edge(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_slice_edge(%x: tensor<3x4xf32>, %o: tensor<2x6x7xf32> {bufferization.writable = true}) -> tensor<2x6x7xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(edge) : tensor<3x4xf32> to tensor<6x7xf32>
  %r = tensor.insert_slice %p into %o[1, 0, 0] [1, 6, 7] [1, 1, 1] : tensor<6x7xf32> into tensor<2x6x7xf32>
  return %r : tensor<2x6x7xf32>
}

// IR-LABEL: llvm.func @batch_edge(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @batch_edge(%xs: tensor<2x3x4xf32>, %o: tensor<2x6x7xf32> {bufferization.writable = true}) -> tensor<2x6x7xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %xs, %c0 : tensor<2x3x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %o) -> tensor<2x6x7xf32> {
    %x = tensor.extract_slice %xs[%i, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<3x4xf32>
    %p = pad.pad %x low[1, 2] high[2, 1] mode(edge) : tensor<3x4xf32> to tensor<6x7xf32>
    %ins = tensor.insert_slice %p into %acc[%i, 0, 0] [1, 6, 7] [1, 1, 1] : tensor<6x7xf32> into tensor<2x6x7xf32>
    scf.yield %ins : tensor<2x6x7xf32>
  }
  return %r : tensor<2x6x7xf32>
}

// IR-LABEL: llvm.func @into_memref_reflect(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_memref_reflect(%x: tensor<3x4xf32>, %m: memref<6x7xf32>) {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(reflect) : tensor<3x4xf32> to tensor<6x7xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<6x7xf32>, memref<6x7xf32>) -> ()
  return
}

// IR-LABEL: llvm.func @into_tensor_reflect(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_tensor_reflect(%x: tensor<3x4xf32>, %o: tensor<6x7xf32> {bufferization.writable = true}) -> tensor<6x7xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(reflect) : tensor<3x4xf32> to tensor<6x7xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<6x7xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
  return %r : tensor<6x7xf32>
}

// IR-LABEL: llvm.func @into_slice_reflect(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_slice_reflect(%x: tensor<3x4xf32>, %o: tensor<2x6x7xf32> {bufferization.writable = true}) -> tensor<2x6x7xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(reflect) : tensor<3x4xf32> to tensor<6x7xf32>
  %r = tensor.insert_slice %p into %o[1, 0, 0] [1, 6, 7] [1, 1, 1] : tensor<6x7xf32> into tensor<2x6x7xf32>
  return %r : tensor<2x6x7xf32>
}

// IR-LABEL: llvm.func @batch_reflect(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @batch_reflect(%xs: tensor<2x3x4xf32>, %o: tensor<2x6x7xf32> {bufferization.writable = true}) -> tensor<2x6x7xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %xs, %c0 : tensor<2x3x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %o) -> tensor<2x6x7xf32> {
    %x = tensor.extract_slice %xs[%i, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<3x4xf32>
    %p = pad.pad %x low[1, 2] high[2, 1] mode(reflect) : tensor<3x4xf32> to tensor<6x7xf32>
    %ins = tensor.insert_slice %p into %acc[%i, 0, 0] [1, 6, 7] [1, 1, 1] : tensor<6x7xf32> into tensor<2x6x7xf32>
    scf.yield %ins : tensor<2x6x7xf32>
  }
  return %r : tensor<2x6x7xf32>
}

// IR-LABEL: llvm.func @into_memref_symmetric(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_memref_symmetric(%x: tensor<3x4xf32>, %m: memref<6x7xf32>) {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(symmetric) : tensor<3x4xf32> to tensor<6x7xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<6x7xf32>, memref<6x7xf32>) -> ()
  return
}

// IR-LABEL: llvm.func @into_tensor_symmetric(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_tensor_symmetric(%x: tensor<3x4xf32>, %o: tensor<6x7xf32> {bufferization.writable = true}) -> tensor<6x7xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(symmetric) : tensor<3x4xf32> to tensor<6x7xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<6x7xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
  return %r : tensor<6x7xf32>
}

// IR-LABEL: llvm.func @into_slice_symmetric(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_slice_symmetric(%x: tensor<3x4xf32>, %o: tensor<2x6x7xf32> {bufferization.writable = true}) -> tensor<2x6x7xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(symmetric) : tensor<3x4xf32> to tensor<6x7xf32>
  %r = tensor.insert_slice %p into %o[1, 0, 0] [1, 6, 7] [1, 1, 1] : tensor<6x7xf32> into tensor<2x6x7xf32>
  return %r : tensor<2x6x7xf32>
}

// IR-LABEL: llvm.func @batch_symmetric(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @batch_symmetric(%xs: tensor<2x3x4xf32>, %o: tensor<2x6x7xf32> {bufferization.writable = true}) -> tensor<2x6x7xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %xs, %c0 : tensor<2x3x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %o) -> tensor<2x6x7xf32> {
    %x = tensor.extract_slice %xs[%i, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<3x4xf32>
    %p = pad.pad %x low[1, 2] high[2, 1] mode(symmetric) : tensor<3x4xf32> to tensor<6x7xf32>
    %ins = tensor.insert_slice %p into %acc[%i, 0, 0] [1, 6, 7] [1, 1, 1] : tensor<6x7xf32> into tensor<2x6x7xf32>
    scf.yield %ins : tensor<2x6x7xf32>
  }
  return %r : tensor<2x6x7xf32>
}

// IR-LABEL: llvm.func @into_memref_wrap(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_memref_wrap(%x: tensor<3x4xf32>, %m: memref<6x7xf32>) {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(wrap) : tensor<3x4xf32> to tensor<6x7xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<6x7xf32>, memref<6x7xf32>) -> ()
  return
}

// IR-LABEL: llvm.func @into_tensor_wrap(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_tensor_wrap(%x: tensor<3x4xf32>, %o: tensor<6x7xf32> {bufferization.writable = true}) -> tensor<6x7xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(wrap) : tensor<3x4xf32> to tensor<6x7xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<6x7xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
  return %r : tensor<6x7xf32>
}

// IR-LABEL: llvm.func @into_slice_wrap(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_slice_wrap(%x: tensor<3x4xf32>, %o: tensor<2x6x7xf32> {bufferization.writable = true}) -> tensor<2x6x7xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(wrap) : tensor<3x4xf32> to tensor<6x7xf32>
  %r = tensor.insert_slice %p into %o[1, 0, 0] [1, 6, 7] [1, 1, 1] : tensor<6x7xf32> into tensor<2x6x7xf32>
  return %r : tensor<2x6x7xf32>
}

// IR-LABEL: llvm.func @batch_wrap(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @batch_wrap(%xs: tensor<2x3x4xf32>, %o: tensor<2x6x7xf32> {bufferization.writable = true}) -> tensor<2x6x7xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %xs, %c0 : tensor<2x3x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %o) -> tensor<2x6x7xf32> {
    %x = tensor.extract_slice %xs[%i, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<3x4xf32>
    %p = pad.pad %x low[1, 2] high[2, 1] mode(wrap) : tensor<3x4xf32> to tensor<6x7xf32>
    %ins = tensor.insert_slice %p into %acc[%i, 0, 0] [1, 6, 7] [1, 1, 1] : tensor<6x7xf32> into tensor<2x6x7xf32>
    scf.yield %ins : tensor<2x6x7xf32>
  }
  return %r : tensor<2x6x7xf32>
}

// IR-LABEL: llvm.func @into_memref_constant_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_memref_constant_dyn(%x: tensor<?x?xf32>, %m: memref<?x?xf32>) {
  %p = pad.pad %x low[1, 2] high[2, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// IR-LABEL: llvm.func @into_tensor_constant_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_tensor_constant_dyn(%x: tensor<?x?xf32>, %o: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// IR-LABEL: llvm.func @into_slice_constant_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_slice_constant_dyn(%x: tensor<?x?xf32>, %o: tensor<?x?x?xf32> {bufferization.writable = true}) -> tensor<?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n0 = tensor.dim %o, %c1 : tensor<?x?x?xf32>
  %n1 = tensor.dim %o, %c2 : tensor<?x?x?xf32>
  %p = pad.pad %x low[1, 2] high[2, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %p into %o[1, 0, 0] [1, %n0, %n1] [1, 1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// IR-LABEL: llvm.func @batch_constant_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @batch_constant_dyn(%xs: tensor<?x?x?xf32>, %o: tensor<?x?x?xf32> {bufferization.writable = true}) -> tensor<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = tensor.dim %xs, %c1 : tensor<?x?x?xf32>
  %d1 = tensor.dim %xs, %c2 : tensor<?x?x?xf32>
  %n0 = tensor.dim %o, %c1 : tensor<?x?x?xf32>
  %n1 = tensor.dim %o, %c2 : tensor<?x?x?xf32>
  %n = tensor.dim %xs, %c0 : tensor<?x?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %o) -> tensor<?x?x?xf32> {
    %x = tensor.extract_slice %xs[%i, 0, 0] [1, %d0, %d1] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?xf32>
    %p = pad.pad %x low[1, 2] high[2, 1] : tensor<?x?xf32> to tensor<?x?xf32>
    %ins = tensor.insert_slice %p into %acc[%i, 0, 0] [1, %n0, %n1] [1, 1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
    scf.yield %ins : tensor<?x?x?xf32>
  }
  return %r : tensor<?x?x?xf32>
}

// IR-LABEL: llvm.func @into_memref_edge_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_memref_edge_dyn(%x: tensor<?x?xf32>, %m: memref<?x?xf32>) {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// IR-LABEL: llvm.func @into_tensor_edge_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_tensor_edge_dyn(%x: tensor<?x?xf32>, %o: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// IR-LABEL: llvm.func @into_slice_edge_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_slice_edge_dyn(%x: tensor<?x?xf32>, %o: tensor<?x?x?xf32> {bufferization.writable = true}) -> tensor<?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n0 = tensor.dim %o, %c1 : tensor<?x?x?xf32>
  %n1 = tensor.dim %o, %c2 : tensor<?x?x?xf32>
  %p = pad.pad %x low[1, 2] high[2, 1] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %p into %o[1, 0, 0] [1, %n0, %n1] [1, 1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// IR-LABEL: llvm.func @batch_edge_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @batch_edge_dyn(%xs: tensor<?x?x?xf32>, %o: tensor<?x?x?xf32> {bufferization.writable = true}) -> tensor<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = tensor.dim %xs, %c1 : tensor<?x?x?xf32>
  %d1 = tensor.dim %xs, %c2 : tensor<?x?x?xf32>
  %n0 = tensor.dim %o, %c1 : tensor<?x?x?xf32>
  %n1 = tensor.dim %o, %c2 : tensor<?x?x?xf32>
  %n = tensor.dim %xs, %c0 : tensor<?x?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %o) -> tensor<?x?x?xf32> {
    %x = tensor.extract_slice %xs[%i, 0, 0] [1, %d0, %d1] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?xf32>
    %p = pad.pad %x low[1, 2] high[2, 1] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
    %ins = tensor.insert_slice %p into %acc[%i, 0, 0] [1, %n0, %n1] [1, 1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
    scf.yield %ins : tensor<?x?x?xf32>
  }
  return %r : tensor<?x?x?xf32>
}

// IR-LABEL: llvm.func @into_memref_reflect_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_memref_reflect_dyn(%x: tensor<?x?xf32>, %m: memref<?x?xf32>) {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// IR-LABEL: llvm.func @into_tensor_reflect_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_tensor_reflect_dyn(%x: tensor<?x?xf32>, %o: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// IR-LABEL: llvm.func @into_slice_reflect_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_slice_reflect_dyn(%x: tensor<?x?xf32>, %o: tensor<?x?x?xf32> {bufferization.writable = true}) -> tensor<?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n0 = tensor.dim %o, %c1 : tensor<?x?x?xf32>
  %n1 = tensor.dim %o, %c2 : tensor<?x?x?xf32>
  %p = pad.pad %x low[1, 2] high[2, 1] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %p into %o[1, 0, 0] [1, %n0, %n1] [1, 1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// IR-LABEL: llvm.func @batch_reflect_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @batch_reflect_dyn(%xs: tensor<?x?x?xf32>, %o: tensor<?x?x?xf32> {bufferization.writable = true}) -> tensor<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = tensor.dim %xs, %c1 : tensor<?x?x?xf32>
  %d1 = tensor.dim %xs, %c2 : tensor<?x?x?xf32>
  %n0 = tensor.dim %o, %c1 : tensor<?x?x?xf32>
  %n1 = tensor.dim %o, %c2 : tensor<?x?x?xf32>
  %n = tensor.dim %xs, %c0 : tensor<?x?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %o) -> tensor<?x?x?xf32> {
    %x = tensor.extract_slice %xs[%i, 0, 0] [1, %d0, %d1] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?xf32>
    %p = pad.pad %x low[1, 2] high[2, 1] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
    %ins = tensor.insert_slice %p into %acc[%i, 0, 0] [1, %n0, %n1] [1, 1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
    scf.yield %ins : tensor<?x?x?xf32>
  }
  return %r : tensor<?x?x?xf32>
}

// IR-LABEL: llvm.func @into_memref_symmetric_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_memref_symmetric_dyn(%x: tensor<?x?xf32>, %m: memref<?x?xf32>) {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// IR-LABEL: llvm.func @into_tensor_symmetric_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_tensor_symmetric_dyn(%x: tensor<?x?xf32>, %o: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// IR-LABEL: llvm.func @into_slice_symmetric_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_slice_symmetric_dyn(%x: tensor<?x?xf32>, %o: tensor<?x?x?xf32> {bufferization.writable = true}) -> tensor<?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n0 = tensor.dim %o, %c1 : tensor<?x?x?xf32>
  %n1 = tensor.dim %o, %c2 : tensor<?x?x?xf32>
  %p = pad.pad %x low[1, 2] high[2, 1] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %p into %o[1, 0, 0] [1, %n0, %n1] [1, 1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// IR-LABEL: llvm.func @batch_symmetric_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @batch_symmetric_dyn(%xs: tensor<?x?x?xf32>, %o: tensor<?x?x?xf32> {bufferization.writable = true}) -> tensor<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = tensor.dim %xs, %c1 : tensor<?x?x?xf32>
  %d1 = tensor.dim %xs, %c2 : tensor<?x?x?xf32>
  %n0 = tensor.dim %o, %c1 : tensor<?x?x?xf32>
  %n1 = tensor.dim %o, %c2 : tensor<?x?x?xf32>
  %n = tensor.dim %xs, %c0 : tensor<?x?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %o) -> tensor<?x?x?xf32> {
    %x = tensor.extract_slice %xs[%i, 0, 0] [1, %d0, %d1] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?xf32>
    %p = pad.pad %x low[1, 2] high[2, 1] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
    %ins = tensor.insert_slice %p into %acc[%i, 0, 0] [1, %n0, %n1] [1, 1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
    scf.yield %ins : tensor<?x?x?xf32>
  }
  return %r : tensor<?x?x?xf32>
}

// IR-LABEL: llvm.func @into_memref_wrap_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_memref_wrap_dyn(%x: tensor<?x?xf32>, %m: memref<?x?xf32>) {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// IR-LABEL: llvm.func @into_tensor_wrap_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_tensor_wrap_dyn(%x: tensor<?x?xf32>, %o: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> {
  %p = pad.pad %x low[1, 2] high[2, 1] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// IR-LABEL: llvm.func @into_slice_wrap_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @into_slice_wrap_dyn(%x: tensor<?x?xf32>, %o: tensor<?x?x?xf32> {bufferization.writable = true}) -> tensor<?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n0 = tensor.dim %o, %c1 : tensor<?x?x?xf32>
  %n1 = tensor.dim %o, %c2 : tensor<?x?x?xf32>
  %p = pad.pad %x low[1, 2] high[2, 1] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %p into %o[1, 0, 0] [1, %n0, %n1] [1, 1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// IR-LABEL: llvm.func @batch_wrap_dyn(
// IR-NOT: @malloc
// IR-NOT: memcpy
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @batch_wrap_dyn(%xs: tensor<?x?x?xf32>, %o: tensor<?x?x?xf32> {bufferization.writable = true}) -> tensor<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = tensor.dim %xs, %c1 : tensor<?x?x?xf32>
  %d1 = tensor.dim %xs, %c2 : tensor<?x?x?xf32>
  %n0 = tensor.dim %o, %c1 : tensor<?x?x?xf32>
  %n1 = tensor.dim %o, %c2 : tensor<?x?x?xf32>
  %n = tensor.dim %xs, %c0 : tensor<?x?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %o) -> tensor<?x?x?xf32> {
    %x = tensor.extract_slice %xs[%i, 0, 0] [1, %d0, %d1] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?xf32>
    %p = pad.pad %x low[1, 2] high[2, 1] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
    %ins = tensor.insert_slice %p into %acc[%i, 0, 0] [1, %n0, %n1] [1, 1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
    scf.yield %ins : tensor<?x?x?xf32>
  }
  return %r : tensor<?x?x?xf32>
}

func.func @main() {
  %minus1 = arith.constant -1.0 : f32
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %xs = arith.constant dense<[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]], [[13.0, 14.0, 15.0, 16.0], [17.0, 18.0, 19.0, 20.0], [21.0, 22.0, 23.0, 24.0]]]> : tensor<2x3x4xf32>
  %xd = tensor.cast %x : tensor<3x4xf32> to tensor<?x?xf32>
  %xsd = tensor.cast %xs : tensor<2x3x4xf32> to tensor<?x?x?xf32>
  %e2 = tensor.empty() : tensor<6x7xf32>
  %e3 = tensor.empty() : tensor<2x6x7xf32>
  %m1 = memref.alloc() : memref<6x7xf32>
  linalg.fill ins(%minus1 : f32) outs(%m1 : memref<6x7xf32>)
  call @into_memref_constant(%x, %m1) : (tensor<3x4xf32>, memref<6x7xf32>) -> ()
  %t1 = bufferization.to_tensor %m1 restrict : memref<6x7xf32> to tensor<6x7xf32>
  %u1 = tensor.cast %t1 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %o2 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<6x7xf32>) -> tensor<6x7xf32>
  %r2 = call @into_tensor_constant(%x, %o2) : (tensor<3x4xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
  %u2 = tensor.cast %r2 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %o3 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %r3 = call @into_slice_constant(%x, %o3) : (tensor<3x4xf32>, tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %u3 = tensor.cast %r3 : tensor<2x6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  %o4 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %r4 = call @batch_constant(%xs, %o4) : (tensor<2x3x4xf32>, tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %u4 = tensor.cast %r4 : tensor<2x6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  %m5 = memref.alloc() : memref<6x7xf32>
  linalg.fill ins(%minus1 : f32) outs(%m5 : memref<6x7xf32>)
  call @into_memref_edge(%x, %m5) : (tensor<3x4xf32>, memref<6x7xf32>) -> ()
  %t5 = bufferization.to_tensor %m5 restrict : memref<6x7xf32> to tensor<6x7xf32>
  %u5 = tensor.cast %t5 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  %o6 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<6x7xf32>) -> tensor<6x7xf32>
  %r6 = call @into_tensor_edge(%x, %o6) : (tensor<3x4xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
  %u6 = tensor.cast %r6 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u6) : (tensor<*xf32>) -> ()
  %o7 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %r7 = call @into_slice_edge(%x, %o7) : (tensor<3x4xf32>, tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %u7 = tensor.cast %r7 : tensor<2x6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u7) : (tensor<*xf32>) -> ()
  %o8 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %r8 = call @batch_edge(%xs, %o8) : (tensor<2x3x4xf32>, tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %u8 = tensor.cast %r8 : tensor<2x6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u8) : (tensor<*xf32>) -> ()
  %m9 = memref.alloc() : memref<6x7xf32>
  linalg.fill ins(%minus1 : f32) outs(%m9 : memref<6x7xf32>)
  call @into_memref_reflect(%x, %m9) : (tensor<3x4xf32>, memref<6x7xf32>) -> ()
  %t9 = bufferization.to_tensor %m9 restrict : memref<6x7xf32> to tensor<6x7xf32>
  %u9 = tensor.cast %t9 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u9) : (tensor<*xf32>) -> ()
  %o10 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<6x7xf32>) -> tensor<6x7xf32>
  %r10 = call @into_tensor_reflect(%x, %o10) : (tensor<3x4xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
  %u10 = tensor.cast %r10 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u10) : (tensor<*xf32>) -> ()
  %o11 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %r11 = call @into_slice_reflect(%x, %o11) : (tensor<3x4xf32>, tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %u11 = tensor.cast %r11 : tensor<2x6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u11) : (tensor<*xf32>) -> ()
  %o12 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %r12 = call @batch_reflect(%xs, %o12) : (tensor<2x3x4xf32>, tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %u12 = tensor.cast %r12 : tensor<2x6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u12) : (tensor<*xf32>) -> ()
  %m13 = memref.alloc() : memref<6x7xf32>
  linalg.fill ins(%minus1 : f32) outs(%m13 : memref<6x7xf32>)
  call @into_memref_symmetric(%x, %m13) : (tensor<3x4xf32>, memref<6x7xf32>) -> ()
  %t13 = bufferization.to_tensor %m13 restrict : memref<6x7xf32> to tensor<6x7xf32>
  %u13 = tensor.cast %t13 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u13) : (tensor<*xf32>) -> ()
  %o14 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<6x7xf32>) -> tensor<6x7xf32>
  %r14 = call @into_tensor_symmetric(%x, %o14) : (tensor<3x4xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
  %u14 = tensor.cast %r14 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u14) : (tensor<*xf32>) -> ()
  %o15 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %r15 = call @into_slice_symmetric(%x, %o15) : (tensor<3x4xf32>, tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %u15 = tensor.cast %r15 : tensor<2x6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u15) : (tensor<*xf32>) -> ()
  %o16 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %r16 = call @batch_symmetric(%xs, %o16) : (tensor<2x3x4xf32>, tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %u16 = tensor.cast %r16 : tensor<2x6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u16) : (tensor<*xf32>) -> ()
  %m17 = memref.alloc() : memref<6x7xf32>
  linalg.fill ins(%minus1 : f32) outs(%m17 : memref<6x7xf32>)
  call @into_memref_wrap(%x, %m17) : (tensor<3x4xf32>, memref<6x7xf32>) -> ()
  %t17 = bufferization.to_tensor %m17 restrict : memref<6x7xf32> to tensor<6x7xf32>
  %u17 = tensor.cast %t17 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u17) : (tensor<*xf32>) -> ()
  %o18 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<6x7xf32>) -> tensor<6x7xf32>
  %r18 = call @into_tensor_wrap(%x, %o18) : (tensor<3x4xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
  %u18 = tensor.cast %r18 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u18) : (tensor<*xf32>) -> ()
  %o19 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %r19 = call @into_slice_wrap(%x, %o19) : (tensor<3x4xf32>, tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %u19 = tensor.cast %r19 : tensor<2x6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u19) : (tensor<*xf32>) -> ()
  %o20 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %r20 = call @batch_wrap(%xs, %o20) : (tensor<2x3x4xf32>, tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %u20 = tensor.cast %r20 : tensor<2x6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u20) : (tensor<*xf32>) -> ()
  %m21 = memref.alloc() : memref<6x7xf32>
  linalg.fill ins(%minus1 : f32) outs(%m21 : memref<6x7xf32>)
  %md21 = memref.cast %m21 : memref<6x7xf32> to memref<?x?xf32>
  call @into_memref_constant_dyn(%xd, %md21) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  %t21 = bufferization.to_tensor %m21 restrict : memref<6x7xf32> to tensor<6x7xf32>
  %u21 = tensor.cast %t21 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u21) : (tensor<*xf32>) -> ()
  %o22 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<6x7xf32>) -> tensor<6x7xf32>
  %od22 = tensor.cast %o22 : tensor<6x7xf32> to tensor<?x?xf32>
  %r22 = call @into_tensor_constant_dyn(%xd, %od22) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u22 = tensor.cast %r22 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u22) : (tensor<*xf32>) -> ()
  %o23 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %od23 = tensor.cast %o23 : tensor<2x6x7xf32> to tensor<?x?x?xf32>
  %r23 = call @into_slice_constant_dyn(%xd, %od23) : (tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %u23 = tensor.cast %r23 : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u23) : (tensor<*xf32>) -> ()
  %o24 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %od24 = tensor.cast %o24 : tensor<2x6x7xf32> to tensor<?x?x?xf32>
  %r24 = call @batch_constant_dyn(%xsd, %od24) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %u24 = tensor.cast %r24 : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u24) : (tensor<*xf32>) -> ()
  %m25 = memref.alloc() : memref<6x7xf32>
  linalg.fill ins(%minus1 : f32) outs(%m25 : memref<6x7xf32>)
  %md25 = memref.cast %m25 : memref<6x7xf32> to memref<?x?xf32>
  call @into_memref_edge_dyn(%xd, %md25) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  %t25 = bufferization.to_tensor %m25 restrict : memref<6x7xf32> to tensor<6x7xf32>
  %u25 = tensor.cast %t25 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u25) : (tensor<*xf32>) -> ()
  %o26 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<6x7xf32>) -> tensor<6x7xf32>
  %od26 = tensor.cast %o26 : tensor<6x7xf32> to tensor<?x?xf32>
  %r26 = call @into_tensor_edge_dyn(%xd, %od26) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u26 = tensor.cast %r26 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u26) : (tensor<*xf32>) -> ()
  %o27 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %od27 = tensor.cast %o27 : tensor<2x6x7xf32> to tensor<?x?x?xf32>
  %r27 = call @into_slice_edge_dyn(%xd, %od27) : (tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %u27 = tensor.cast %r27 : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u27) : (tensor<*xf32>) -> ()
  %o28 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %od28 = tensor.cast %o28 : tensor<2x6x7xf32> to tensor<?x?x?xf32>
  %r28 = call @batch_edge_dyn(%xsd, %od28) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %u28 = tensor.cast %r28 : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u28) : (tensor<*xf32>) -> ()
  %m29 = memref.alloc() : memref<6x7xf32>
  linalg.fill ins(%minus1 : f32) outs(%m29 : memref<6x7xf32>)
  %md29 = memref.cast %m29 : memref<6x7xf32> to memref<?x?xf32>
  call @into_memref_reflect_dyn(%xd, %md29) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  %t29 = bufferization.to_tensor %m29 restrict : memref<6x7xf32> to tensor<6x7xf32>
  %u29 = tensor.cast %t29 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u29) : (tensor<*xf32>) -> ()
  %o30 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<6x7xf32>) -> tensor<6x7xf32>
  %od30 = tensor.cast %o30 : tensor<6x7xf32> to tensor<?x?xf32>
  %r30 = call @into_tensor_reflect_dyn(%xd, %od30) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u30 = tensor.cast %r30 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u30) : (tensor<*xf32>) -> ()
  %o31 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %od31 = tensor.cast %o31 : tensor<2x6x7xf32> to tensor<?x?x?xf32>
  %r31 = call @into_slice_reflect_dyn(%xd, %od31) : (tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %u31 = tensor.cast %r31 : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u31) : (tensor<*xf32>) -> ()
  %o32 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %od32 = tensor.cast %o32 : tensor<2x6x7xf32> to tensor<?x?x?xf32>
  %r32 = call @batch_reflect_dyn(%xsd, %od32) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %u32 = tensor.cast %r32 : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u32) : (tensor<*xf32>) -> ()
  %m33 = memref.alloc() : memref<6x7xf32>
  linalg.fill ins(%minus1 : f32) outs(%m33 : memref<6x7xf32>)
  %md33 = memref.cast %m33 : memref<6x7xf32> to memref<?x?xf32>
  call @into_memref_symmetric_dyn(%xd, %md33) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  %t33 = bufferization.to_tensor %m33 restrict : memref<6x7xf32> to tensor<6x7xf32>
  %u33 = tensor.cast %t33 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u33) : (tensor<*xf32>) -> ()
  %o34 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<6x7xf32>) -> tensor<6x7xf32>
  %od34 = tensor.cast %o34 : tensor<6x7xf32> to tensor<?x?xf32>
  %r34 = call @into_tensor_symmetric_dyn(%xd, %od34) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u34 = tensor.cast %r34 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u34) : (tensor<*xf32>) -> ()
  %o35 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %od35 = tensor.cast %o35 : tensor<2x6x7xf32> to tensor<?x?x?xf32>
  %r35 = call @into_slice_symmetric_dyn(%xd, %od35) : (tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %u35 = tensor.cast %r35 : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u35) : (tensor<*xf32>) -> ()
  %o36 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %od36 = tensor.cast %o36 : tensor<2x6x7xf32> to tensor<?x?x?xf32>
  %r36 = call @batch_symmetric_dyn(%xsd, %od36) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %u36 = tensor.cast %r36 : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u36) : (tensor<*xf32>) -> ()
  %m37 = memref.alloc() : memref<6x7xf32>
  linalg.fill ins(%minus1 : f32) outs(%m37 : memref<6x7xf32>)
  %md37 = memref.cast %m37 : memref<6x7xf32> to memref<?x?xf32>
  call @into_memref_wrap_dyn(%xd, %md37) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  %t37 = bufferization.to_tensor %m37 restrict : memref<6x7xf32> to tensor<6x7xf32>
  %u37 = tensor.cast %t37 : tensor<6x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u37) : (tensor<*xf32>) -> ()
  %o38 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<6x7xf32>) -> tensor<6x7xf32>
  %od38 = tensor.cast %o38 : tensor<6x7xf32> to tensor<?x?xf32>
  %r38 = call @into_tensor_wrap_dyn(%xd, %od38) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u38 = tensor.cast %r38 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u38) : (tensor<*xf32>) -> ()
  %o39 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %od39 = tensor.cast %o39 : tensor<2x6x7xf32> to tensor<?x?x?xf32>
  %r39 = call @into_slice_wrap_dyn(%xd, %od39) : (tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %u39 = tensor.cast %r39 : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u39) : (tensor<*xf32>) -> ()
  %o40 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %od40 = tensor.cast %o40 : tensor<2x6x7xf32> to tensor<?x?x?xf32>
  %r40 = call @batch_wrap_dyn(%xsd, %od40) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %u40 = tensor.cast %r40 : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u40) : (tensor<*xf32>) -> ()
  return
}

// numpy: pad(x, [1, 2], [2, 1], 'constant')
// CHECK: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   1,   2,   3,   4,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   5,   6,   7,   8,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   9,   10,   11,   12,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0]]
// numpy: pad(x, [1, 2], [2, 1], 'constant')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   1,   2,   3,   4,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   5,   6,   7,   8,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   9,   10,   11,   12,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0]]
// numpy: np.stack([old, pad(x, [1, 2], [2, 1], 'constant')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1]],
// CHECK-NEXT{LITERAL}:  [[0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    1,    2,    3,    4,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    5,    6,    7,    8,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    9,    10,    11,    12,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0]]]
// numpy: np.stack([pad(x, [1, 2], [2, 1], 'constant'), pad(x + 12, [1, 2], [2, 1], 'constant')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    1,    2,    3,    4,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    5,    6,    7,    8,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    9,    10,    11,    12,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0]],
// CHECK-NEXT{LITERAL}:  [[0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    13,    14,    15,    16,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    17,    18,    19,    20,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    21,    22,    23,    24,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0]]]
// numpy: pad(x, [1, 2], [2, 1], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [5,   5,   5,   6,   7,   8,   8],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12]]
// numpy: pad(x, [1, 2], [2, 1], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [5,   5,   5,   6,   7,   8,   8],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12]]
// numpy: np.stack([old, pad(x, [1, 2], [2, 1], 'edge')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1]],
// CHECK-NEXT{LITERAL}:  [[1,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [1,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [5,    5,    5,    6,    7,    8,    8],
// CHECK-NEXT{LITERAL}:   [9,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [9,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [9,    9,    9,    10,    11,    12,    12]]]
// numpy: np.stack([pad(x, [1, 2], [2, 1], 'edge'), pad(x + 12, [1, 2], [2, 1], 'edge')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[1,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [1,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [5,    5,    5,    6,    7,    8,    8],
// CHECK-NEXT{LITERAL}:   [9,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [9,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [9,    9,    9,    10,    11,    12,    12]],
// CHECK-NEXT{LITERAL}:  [[13,    13,    13,    14,    15,    16,    16],
// CHECK-NEXT{LITERAL}:   [13,    13,    13,    14,    15,    16,    16],
// CHECK-NEXT{LITERAL}:   [17,    17,    17,    18,    19,    20,    20],
// CHECK-NEXT{LITERAL}:   [21,    21,    21,    22,    23,    24,    24],
// CHECK-NEXT{LITERAL}:   [21,    21,    21,    22,    23,    24,    24],
// CHECK-NEXT{LITERAL}:   [21,    21,    21,    22,    23,    24,    24]]]
// numpy: pad(x, [1, 2], [2, 1], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [3,   2,   1,   2,   3,   4,   3],
// CHECK-NEXT{LITERAL}:  [7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [11,   10,   9,   10,   11,   12,   11],
// CHECK-NEXT{LITERAL}:  [7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [3,   2,   1,   2,   3,   4,   3]]
// numpy: pad(x, [1, 2], [2, 1], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [3,   2,   1,   2,   3,   4,   3],
// CHECK-NEXT{LITERAL}:  [7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [11,   10,   9,   10,   11,   12,   11],
// CHECK-NEXT{LITERAL}:  [7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [3,   2,   1,   2,   3,   4,   3]]
// numpy: np.stack([old, pad(x, [1, 2], [2, 1], 'reflect')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1]],
// CHECK-NEXT{LITERAL}:  [[7,    6,    5,    6,    7,    8,    7],
// CHECK-NEXT{LITERAL}:   [3,    2,    1,    2,    3,    4,    3],
// CHECK-NEXT{LITERAL}:   [7,    6,    5,    6,    7,    8,    7],
// CHECK-NEXT{LITERAL}:   [11,    10,    9,    10,    11,    12,    11],
// CHECK-NEXT{LITERAL}:   [7,    6,    5,    6,    7,    8,    7],
// CHECK-NEXT{LITERAL}:   [3,    2,    1,    2,    3,    4,    3]]]
// numpy: np.stack([pad(x, [1, 2], [2, 1], 'reflect'), pad(x + 12, [1, 2], [2, 1], 'reflect')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[7,    6,    5,    6,    7,    8,    7],
// CHECK-NEXT{LITERAL}:   [3,    2,    1,    2,    3,    4,    3],
// CHECK-NEXT{LITERAL}:   [7,    6,    5,    6,    7,    8,    7],
// CHECK-NEXT{LITERAL}:   [11,    10,    9,    10,    11,    12,    11],
// CHECK-NEXT{LITERAL}:   [7,    6,    5,    6,    7,    8,    7],
// CHECK-NEXT{LITERAL}:   [3,    2,    1,    2,    3,    4,    3]],
// CHECK-NEXT{LITERAL}:  [[19,    18,    17,    18,    19,    20,    19],
// CHECK-NEXT{LITERAL}:   [15,    14,    13,    14,    15,    16,    15],
// CHECK-NEXT{LITERAL}:   [19,    18,    17,    18,    19,    20,    19],
// CHECK-NEXT{LITERAL}:   [23,    22,    21,    22,    23,    24,    23],
// CHECK-NEXT{LITERAL}:   [19,    18,    17,    18,    19,    20,    19],
// CHECK-NEXT{LITERAL}:   [15,    14,    13,    14,    15,    16,    15]]]
// numpy: pad(x, [1, 2], [2, 1], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8]]
// numpy: pad(x, [1, 2], [2, 1], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8]]
// numpy: np.stack([old, pad(x, [1, 2], [2, 1], 'symmetric')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1]],
// CHECK-NEXT{LITERAL}:  [[2,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [2,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [6,    5,    5,    6,    7,    8,    8],
// CHECK-NEXT{LITERAL}:   [10,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [10,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [6,    5,    5,    6,    7,    8,    8]]]
// numpy: np.stack([pad(x, [1, 2], [2, 1], 'symmetric'), pad(x + 12, [1, 2], [2, 1], 'symmetric')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[2,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [2,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [6,    5,    5,    6,    7,    8,    8],
// CHECK-NEXT{LITERAL}:   [10,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [10,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [6,    5,    5,    6,    7,    8,    8]],
// CHECK-NEXT{LITERAL}:  [[14,    13,    13,    14,    15,    16,    16],
// CHECK-NEXT{LITERAL}:   [14,    13,    13,    14,    15,    16,    16],
// CHECK-NEXT{LITERAL}:   [18,    17,    17,    18,    19,    20,    20],
// CHECK-NEXT{LITERAL}:   [22,    21,    21,    22,    23,    24,    24],
// CHECK-NEXT{LITERAL}:   [22,    21,    21,    22,    23,    24,    24],
// CHECK-NEXT{LITERAL}:   [18,    17,    17,    18,    19,    20,    20]]]
// numpy: pad(x, [1, 2], [2, 1], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[11,   12,   9,   10,   11,   12,   9],
// CHECK-NEXT{LITERAL}:  [3,   4,   1,   2,   3,   4,   1],
// CHECK-NEXT{LITERAL}:  [7,   8,   5,   6,   7,   8,   5],
// CHECK-NEXT{LITERAL}:  [11,   12,   9,   10,   11,   12,   9],
// CHECK-NEXT{LITERAL}:  [3,   4,   1,   2,   3,   4,   1],
// CHECK-NEXT{LITERAL}:  [7,   8,   5,   6,   7,   8,   5]]
// numpy: pad(x, [1, 2], [2, 1], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[11,   12,   9,   10,   11,   12,   9],
// CHECK-NEXT{LITERAL}:  [3,   4,   1,   2,   3,   4,   1],
// CHECK-NEXT{LITERAL}:  [7,   8,   5,   6,   7,   8,   5],
// CHECK-NEXT{LITERAL}:  [11,   12,   9,   10,   11,   12,   9],
// CHECK-NEXT{LITERAL}:  [3,   4,   1,   2,   3,   4,   1],
// CHECK-NEXT{LITERAL}:  [7,   8,   5,   6,   7,   8,   5]]
// numpy: np.stack([old, pad(x, [1, 2], [2, 1], 'wrap')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1]],
// CHECK-NEXT{LITERAL}:  [[11,    12,    9,    10,    11,    12,    9],
// CHECK-NEXT{LITERAL}:   [3,    4,    1,    2,    3,    4,    1],
// CHECK-NEXT{LITERAL}:   [7,    8,    5,    6,    7,    8,    5],
// CHECK-NEXT{LITERAL}:   [11,    12,    9,    10,    11,    12,    9],
// CHECK-NEXT{LITERAL}:   [3,    4,    1,    2,    3,    4,    1],
// CHECK-NEXT{LITERAL}:   [7,    8,    5,    6,    7,    8,    5]]]
// numpy: np.stack([pad(x, [1, 2], [2, 1], 'wrap'), pad(x + 12, [1, 2], [2, 1], 'wrap')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[11,    12,    9,    10,    11,    12,    9],
// CHECK-NEXT{LITERAL}:   [3,    4,    1,    2,    3,    4,    1],
// CHECK-NEXT{LITERAL}:   [7,    8,    5,    6,    7,    8,    5],
// CHECK-NEXT{LITERAL}:   [11,    12,    9,    10,    11,    12,    9],
// CHECK-NEXT{LITERAL}:   [3,    4,    1,    2,    3,    4,    1],
// CHECK-NEXT{LITERAL}:   [7,    8,    5,    6,    7,    8,    5]],
// CHECK-NEXT{LITERAL}:  [[23,    24,    21,    22,    23,    24,    21],
// CHECK-NEXT{LITERAL}:   [15,    16,    13,    14,    15,    16,    13],
// CHECK-NEXT{LITERAL}:   [19,    20,    17,    18,    19,    20,    17],
// CHECK-NEXT{LITERAL}:   [23,    24,    21,    22,    23,    24,    21],
// CHECK-NEXT{LITERAL}:   [15,    16,    13,    14,    15,    16,    13],
// CHECK-NEXT{LITERAL}:   [19,    20,    17,    18,    19,    20,    17]]]
// numpy: pad(x, [1, 2], [2, 1], 'constant')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   1,   2,   3,   4,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   5,   6,   7,   8,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   9,   10,   11,   12,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0]]
// numpy: pad(x, [1, 2], [2, 1], 'constant')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   1,   2,   3,   4,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   5,   6,   7,   8,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   9,   10,   11,   12,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0]]
// numpy: np.stack([old, pad(x, [1, 2], [2, 1], 'constant')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1]],
// CHECK-NEXT{LITERAL}:  [[0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    1,    2,    3,    4,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    5,    6,    7,    8,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    9,    10,    11,    12,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0]]]
// numpy: np.stack([pad(x, [1, 2], [2, 1], 'constant'), pad(x + 12, [1, 2], [2, 1], 'constant')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    1,    2,    3,    4,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    5,    6,    7,    8,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    9,    10,    11,    12,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0]],
// CHECK-NEXT{LITERAL}:  [[0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    13,    14,    15,    16,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    17,    18,    19,    20,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    21,    22,    23,    24,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0],
// CHECK-NEXT{LITERAL}:   [0,    0,    0,    0,    0,    0,    0]]]
// numpy: pad(x, [1, 2], [2, 1], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [5,   5,   5,   6,   7,   8,   8],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12]]
// numpy: pad(x, [1, 2], [2, 1], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [5,   5,   5,   6,   7,   8,   8],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12]]
// numpy: np.stack([old, pad(x, [1, 2], [2, 1], 'edge')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1]],
// CHECK-NEXT{LITERAL}:  [[1,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [1,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [5,    5,    5,    6,    7,    8,    8],
// CHECK-NEXT{LITERAL}:   [9,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [9,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [9,    9,    9,    10,    11,    12,    12]]]
// numpy: np.stack([pad(x, [1, 2], [2, 1], 'edge'), pad(x + 12, [1, 2], [2, 1], 'edge')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[1,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [1,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [5,    5,    5,    6,    7,    8,    8],
// CHECK-NEXT{LITERAL}:   [9,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [9,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [9,    9,    9,    10,    11,    12,    12]],
// CHECK-NEXT{LITERAL}:  [[13,    13,    13,    14,    15,    16,    16],
// CHECK-NEXT{LITERAL}:   [13,    13,    13,    14,    15,    16,    16],
// CHECK-NEXT{LITERAL}:   [17,    17,    17,    18,    19,    20,    20],
// CHECK-NEXT{LITERAL}:   [21,    21,    21,    22,    23,    24,    24],
// CHECK-NEXT{LITERAL}:   [21,    21,    21,    22,    23,    24,    24],
// CHECK-NEXT{LITERAL}:   [21,    21,    21,    22,    23,    24,    24]]]
// numpy: pad(x, [1, 2], [2, 1], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [3,   2,   1,   2,   3,   4,   3],
// CHECK-NEXT{LITERAL}:  [7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [11,   10,   9,   10,   11,   12,   11],
// CHECK-NEXT{LITERAL}:  [7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [3,   2,   1,   2,   3,   4,   3]]
// numpy: pad(x, [1, 2], [2, 1], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [3,   2,   1,   2,   3,   4,   3],
// CHECK-NEXT{LITERAL}:  [7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [11,   10,   9,   10,   11,   12,   11],
// CHECK-NEXT{LITERAL}:  [7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [3,   2,   1,   2,   3,   4,   3]]
// numpy: np.stack([old, pad(x, [1, 2], [2, 1], 'reflect')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1]],
// CHECK-NEXT{LITERAL}:  [[7,    6,    5,    6,    7,    8,    7],
// CHECK-NEXT{LITERAL}:   [3,    2,    1,    2,    3,    4,    3],
// CHECK-NEXT{LITERAL}:   [7,    6,    5,    6,    7,    8,    7],
// CHECK-NEXT{LITERAL}:   [11,    10,    9,    10,    11,    12,    11],
// CHECK-NEXT{LITERAL}:   [7,    6,    5,    6,    7,    8,    7],
// CHECK-NEXT{LITERAL}:   [3,    2,    1,    2,    3,    4,    3]]]
// numpy: np.stack([pad(x, [1, 2], [2, 1], 'reflect'), pad(x + 12, [1, 2], [2, 1], 'reflect')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[7,    6,    5,    6,    7,    8,    7],
// CHECK-NEXT{LITERAL}:   [3,    2,    1,    2,    3,    4,    3],
// CHECK-NEXT{LITERAL}:   [7,    6,    5,    6,    7,    8,    7],
// CHECK-NEXT{LITERAL}:   [11,    10,    9,    10,    11,    12,    11],
// CHECK-NEXT{LITERAL}:   [7,    6,    5,    6,    7,    8,    7],
// CHECK-NEXT{LITERAL}:   [3,    2,    1,    2,    3,    4,    3]],
// CHECK-NEXT{LITERAL}:  [[19,    18,    17,    18,    19,    20,    19],
// CHECK-NEXT{LITERAL}:   [15,    14,    13,    14,    15,    16,    15],
// CHECK-NEXT{LITERAL}:   [19,    18,    17,    18,    19,    20,    19],
// CHECK-NEXT{LITERAL}:   [23,    22,    21,    22,    23,    24,    23],
// CHECK-NEXT{LITERAL}:   [19,    18,    17,    18,    19,    20,    19],
// CHECK-NEXT{LITERAL}:   [15,    14,    13,    14,    15,    16,    15]]]
// numpy: pad(x, [1, 2], [2, 1], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8]]
// numpy: pad(x, [1, 2], [2, 1], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8]]
// numpy: np.stack([old, pad(x, [1, 2], [2, 1], 'symmetric')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1]],
// CHECK-NEXT{LITERAL}:  [[2,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [2,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [6,    5,    5,    6,    7,    8,    8],
// CHECK-NEXT{LITERAL}:   [10,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [10,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [6,    5,    5,    6,    7,    8,    8]]]
// numpy: np.stack([pad(x, [1, 2], [2, 1], 'symmetric'), pad(x + 12, [1, 2], [2, 1], 'symmetric')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[2,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [2,    1,    1,    2,    3,    4,    4],
// CHECK-NEXT{LITERAL}:   [6,    5,    5,    6,    7,    8,    8],
// CHECK-NEXT{LITERAL}:   [10,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [10,    9,    9,    10,    11,    12,    12],
// CHECK-NEXT{LITERAL}:   [6,    5,    5,    6,    7,    8,    8]],
// CHECK-NEXT{LITERAL}:  [[14,    13,    13,    14,    15,    16,    16],
// CHECK-NEXT{LITERAL}:   [14,    13,    13,    14,    15,    16,    16],
// CHECK-NEXT{LITERAL}:   [18,    17,    17,    18,    19,    20,    20],
// CHECK-NEXT{LITERAL}:   [22,    21,    21,    22,    23,    24,    24],
// CHECK-NEXT{LITERAL}:   [22,    21,    21,    22,    23,    24,    24],
// CHECK-NEXT{LITERAL}:   [18,    17,    17,    18,    19,    20,    20]]]
// numpy: pad(x, [1, 2], [2, 1], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[11,   12,   9,   10,   11,   12,   9],
// CHECK-NEXT{LITERAL}:  [3,   4,   1,   2,   3,   4,   1],
// CHECK-NEXT{LITERAL}:  [7,   8,   5,   6,   7,   8,   5],
// CHECK-NEXT{LITERAL}:  [11,   12,   9,   10,   11,   12,   9],
// CHECK-NEXT{LITERAL}:  [3,   4,   1,   2,   3,   4,   1],
// CHECK-NEXT{LITERAL}:  [7,   8,   5,   6,   7,   8,   5]]
// numpy: pad(x, [1, 2], [2, 1], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[11,   12,   9,   10,   11,   12,   9],
// CHECK-NEXT{LITERAL}:  [3,   4,   1,   2,   3,   4,   1],
// CHECK-NEXT{LITERAL}:  [7,   8,   5,   6,   7,   8,   5],
// CHECK-NEXT{LITERAL}:  [11,   12,   9,   10,   11,   12,   9],
// CHECK-NEXT{LITERAL}:  [3,   4,   1,   2,   3,   4,   1],
// CHECK-NEXT{LITERAL}:  [7,   8,   5,   6,   7,   8,   5]]
// numpy: np.stack([old, pad(x, [1, 2], [2, 1], 'wrap')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1]],
// CHECK-NEXT{LITERAL}:  [[11,    12,    9,    10,    11,    12,    9],
// CHECK-NEXT{LITERAL}:   [3,    4,    1,    2,    3,    4,    1],
// CHECK-NEXT{LITERAL}:   [7,    8,    5,    6,    7,    8,    5],
// CHECK-NEXT{LITERAL}:   [11,    12,    9,    10,    11,    12,    9],
// CHECK-NEXT{LITERAL}:   [3,    4,    1,    2,    3,    4,    1],
// CHECK-NEXT{LITERAL}:   [7,    8,    5,    6,    7,    8,    5]]]
// numpy: np.stack([pad(x, [1, 2], [2, 1], 'wrap'), pad(x + 12, [1, 2], [2, 1], 'wrap')])
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 6, 7] strides = [42, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[11,    12,    9,    10,    11,    12,    9],
// CHECK-NEXT{LITERAL}:   [3,    4,    1,    2,    3,    4,    1],
// CHECK-NEXT{LITERAL}:   [7,    8,    5,    6,    7,    8,    5],
// CHECK-NEXT{LITERAL}:   [11,    12,    9,    10,    11,    12,    9],
// CHECK-NEXT{LITERAL}:   [3,    4,    1,    2,    3,    4,    1],
// CHECK-NEXT{LITERAL}:   [7,    8,    5,    6,    7,    8,    5]],
// CHECK-NEXT{LITERAL}:  [[23,    24,    21,    22,    23,    24,    21],
// CHECK-NEXT{LITERAL}:   [15,    16,    13,    14,    15,    16,    13],
// CHECK-NEXT{LITERAL}:   [19,    20,    17,    18,    19,    20,    17],
// CHECK-NEXT{LITERAL}:   [23,    24,    21,    22,    23,    24,    21],
// CHECK-NEXT{LITERAL}:   [15,    16,    13,    14,    15,    16,    13],
// CHECK-NEXT{LITERAL}:   [19,    20,    17,    18,    19,    20,    17]]]
