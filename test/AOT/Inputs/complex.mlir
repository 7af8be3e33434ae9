// Kernels of complex<f32> tensors for test/AOT/complex.test.

// The default zero pad value: a complex.constant before the conversion to LLVM.
func.func @zero_c32(%x: tensor<?x?xcomplex<f32>>, %out: memref<?x?xcomplex<f32>>, %l: index) {
  %r = pad.pad %x low[%l, 1] high[0, 1] interior[0, 1]
      : tensor<?x?xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?x?xcomplex<f32>>, memref<?x?xcomplex<f32>>) -> ()
  return
}

func.func @edge_c64(%x: tensor<4x4xcomplex<f64>>, %out: memref<6x6xcomplex<f64>>) {
  %r = pad.pad %x low[1, 1] high[1, 1] mode(edge)
      : tensor<4x4xcomplex<f64>> to tensor<6x6xcomplex<f64>>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<6x6xcomplex<f64>>, memref<6x6xcomplex<f64>>) -> ()
  return
}
