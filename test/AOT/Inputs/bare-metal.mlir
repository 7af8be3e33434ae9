// Destination-passing kernels for bare-metal targets (test/AOT/bare-metal.test,
// docs/Kernels.md): nothing allocated, the output written into the caller's
// buffer.

// embARC MLI padding2d, CHW i8, runtime amounts.
func.func @chw_i8(%src: tensor<?x?x?xi8>, %dst: memref<?x?x?xi8>,
                  %top: index, %bottom: index, %left: index, %right: index) {
  %r = pad.pad %src low[0, %top, %left] high[0, %bottom, %right]
      : tensor<?x?x?xi8> to tensor<?x?x?xi8>
  bufferization.materialize_in_destination %r in restrict writable %dst
      : (tensor<?x?x?xi8>, memref<?x?x?xi8>) -> ()
  return
}

// embARC MLI padding2d, HWC i16, runtime amounts.
func.func @hwc_i16(%src: tensor<?x?x?xi16>, %dst: memref<?x?x?xi16>,
                   %top: index, %bottom: index, %left: index, %right: index) {
  %r = pad.pad %src low[%top, %left, 0] high[%bottom, %right, 0]
      : tensor<?x?x?xi16> to tensor<?x?x?xi16>
  bufferization.materialize_in_destination %r in restrict writable %dst
      : (tensor<?x?x?xi16>, memref<?x?x?xi16>) -> ()
  return
}

// A static reflect pad of a 32x32 f32 tile.
func.func @reflect_f32(%src: tensor<32x32xf32>, %dst: memref<34x34xf32>) {
  %r = pad.pad %src low[1, 1] high[1, 1] mode(reflect)
      : tensor<32x32xf32> to tensor<34x34xf32>
  bufferization.materialize_in_destination %r in restrict writable %dst
      : (tensor<34x34xf32>, memref<34x34xf32>) -> ()
  return
}
