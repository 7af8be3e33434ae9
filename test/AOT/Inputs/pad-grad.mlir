// Kernels of pad.pad_grad for test/AOT/pad-grad.test.
func.func @reflect_grad(%gy: tensor<?x?xf32>) -> tensor<?x?xf32> attributes { llvm.emit_c_interface } {
  %gx = pad.pad_grad %gy low[3, 7] high[5, 9] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  return %gx : tensor<?x?xf32>
}

func.func @constant_grad(%gy: tensor<7x9xf32>) -> (tensor<3x3xf32>, f32) attributes { llvm.emit_c_interface } {
  %gx, %gv = pad.pad_grad %gy low[1, 2] high[1, 0] interior[1, 2] value_grad : tensor<7x9xf32> to tensor<3x3xf32>, f32
  return %gx, %gv : tensor<3x3xf32>, f32
}
