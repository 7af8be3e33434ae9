// RUN: %pad-matrix %s crash:SIZE "strategy={vector,loops} entry=slice_size" \
// RUN:   crash:OFFSET "strategy=linalg entry=slice_offset" \
// RUN:   crash:STATIC "strategy=vector entry=static_gx" \
// RUN:   run:FITS "strategy=vector entry=fits"

// The destinations of pad.pad_grad at run time (docs/Lowering.md,
// "pad.pad_grad"): the lowerings write gx into the slice a
// tensor.insert_slice overwrites and into a materialization's destination,
// so the slice must have gx's sizes and lie inside its destination, and a
// dynamic destination of a static gx must have its sizes. gy has 8 elements,
// reflect low 1 high 2: gx has 5.

// SIZE: pad.pad_grad: destination slice has 4 rows on axis 0, the result needs 5 (tensor.insert_slice)
// SIZE-NOT: Unranked Memref
// OFFSET: pad.pad_grad: slice of 5 rows at offset 6 on axis 0 does not fit a destination of 10 rows (tensor.insert_slice)
// OFFSET-NOT: Unranked Memref
// STATIC: pad.pad_grad: destination has 6 rows on axis 0, the result needs 5 (materialize_in_destination into a memref)

// gy = 1..8. Reflect, low 1: o = 0 maps to index 1; high 2: o = 6 and 7
// map to 3 and 2.
// gx = [2, 1 + 3, 4 + 8, 5 + 7, 6] = [2, 4, 12, 12, 6] at offset 2 of ten -1s.
// FITS: [-1,  -1,  2,  4,  12,  12,  6,  -1,  -1,  -1]

func.func private @printMemrefF32(tensor<*xf32>)

func.func @grad(%gy: tensor<?xf32>, %o: tensor<?xf32>, %at: index, %n: index) -> tensor<?xf32> {
  %gx = pad.pad_grad %gy low[1] high[2] mode(reflect) : tensor<?xf32> to tensor<?xf32>
  %r = tensor.insert_slice %gx into %o[%at] [%n] [1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @run(%at: index, %n: index) {
  %gy = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %d = tensor.cast %gy : tensor<8xf32> to tensor<?xf32>
  %c = arith.constant dense<-1.0> : tensor<10xf32>
  %o = tensor.cast %c : tensor<10xf32> to tensor<?xf32>
  %r = call @grad(%d, %o, %at, %n) : (tensor<?xf32>, tensor<?xf32>, index, index) -> tensor<?xf32>
  %u = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @slice_size() {
  %at = arith.constant 2 : index
  %n = arith.constant 4 : index
  call @run(%at, %n) : (index, index) -> ()
  return
}

func.func @slice_offset() {
  %at = arith.constant 6 : index
  %n = arith.constant 5 : index
  call @run(%at, %n) : (index, index) -> ()
  return
}

func.func @fits() {
  %at = arith.constant 2 : index
  %n = arith.constant 5 : index
  call @run(%at, %n) : (index, index) -> ()
  return
}

func.func @grad_static(%gy: tensor<8xf32>, %m: memref<?xf32>) {
  %gx = pad.pad_grad %gy low[1] high[2] mode(reflect) : tensor<8xf32> to tensor<5xf32>
  bufferization.materialize_in_destination %gx in restrict writable %m : (tensor<5xf32>, memref<?xf32>) -> ()
  return
}

func.func @static_gx() {
  %gy = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %m = memref.alloca() : memref<6xf32>
  %d = memref.cast %m : memref<6xf32> to memref<?xf32>
  call @grad_static(%gy, %d) : (tensor<8xf32>, memref<?xf32>) -> ()
  return
}
