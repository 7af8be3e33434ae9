// Kernels of the pad-aot tests (test/AOT/*.test), called by kernels.c.

// embARC MLI padding2d, CHW i8: runtime top/bottom/left/right, written into
// the caller's buffer.
func.func @chw_i8(%src: tensor<?x?x?xi8>, %dst: memref<?x?x?xi8>,
                  %top: index, %bottom: index, %left: index, %right: index) {
  %r = pad.pad %src low[0, %top, %left] high[0, %bottom, %right]
      : tensor<?x?x?xi8> to tensor<?x?x?xi8>
  bufferization.materialize_in_destination %r in restrict writable %dst
      : (tensor<?x?x?xi8>, memref<?x?x?xi8>) -> ()
  return
}

// Edge mode, i16 HWC, static amounts on a dynamic shape, into the caller's
// buffer.
func.func @hwc_edge_i16(%src: tensor<?x?x4xi16>, %dst: memref<?x?x4xi16>) {
  %r = pad.pad %src low[1, 2, 0] high[2, 1, 0] mode(edge)
      : tensor<?x?x4xi16> to tensor<?x?x4xi16>
  bufferization.materialize_in_destination %r in restrict writable %dst
      : (tensor<?x?x4xi16>, memref<?x?x4xi16>) -> ()
  return
}

// Reflect mode, f32, static shapes; the result is allocated by the kernel
// (the caller frees `allocated`).
func.func @reflect_f32(%src: tensor<5x7xf32>) -> tensor<8x12xf32> {
  %r = pad.pad %src low[1, 3] high[2, 2] mode(reflect)
      : tensor<5x7xf32> to tensor<8x12xf32>
  return %r : tensor<8x12xf32>
}

// Interior padding with a runtime pad value, i32, and a scalar result.
func.func @interior_i32(%src: tensor<3x3xi32>, %v: i32, %dst: memref<7x9xi32>)
    -> index {
  %r = pad.pad %src low[1, 2] high[1, 0] interior[1, 2] value(%v)
      : tensor<3x3xi32> to tensor<7x9xi32>
  bufferization.materialize_in_destination %r in restrict writable %dst
      : (tensor<7x9xi32>, memref<7x9xi32>) -> ()
  %n = arith.constant 63 : index
  return %n : index
}

// IREE style: a writable tensor destination, written in place and returned.
// The lowered function returns nothing for it: its C interface takes the
// destination only.
func.func @wrap_into_tensor(%src: tensor<?x5xf32>,
                            %out: tensor<?x9xf32> {bufferization.writable = true})
    -> tensor<?x9xf32> {
  %r = pad.pad %src low[1, 2] high[1, 2] mode(wrap)
      : tensor<?x5xf32> to tensor<?x9xf32>
  %d = bufferization.materialize_in_destination %r in %out
      : (tensor<?x9xf32>, tensor<?x9xf32>) -> tensor<?x9xf32>
  return %d : tensor<?x9xf32>
}

// Two results, returned through a struct: a symmetric pad the kernel
// allocates, and its size.
func.func @symmetric_i16(%src: tensor<?xi16>) -> (tensor<?xi16>, index) {
  %r = pad.pad %src low[2] high[3] mode(symmetric)
      : tensor<?xi16> to tensor<?xi16>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %r, %c0 : tensor<?xi16>
  return %r, %n : tensor<?xi16>, index
}
