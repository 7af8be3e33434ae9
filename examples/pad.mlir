// The OpenVINO Pad-12 "mixed pads" example in reflect mode, and an nGraph-style
// interior pad with a runtime value.
func.func @reflect_mixed(%src: tensor<3x4xf32>) -> tensor<4x6xf32> {
  %r = pad.pad %src low[2, -1] high[-1, 3] mode(reflect)
         : tensor<3x4xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

func.func @interior(%src: tensor<3x3xi32>, %v: i32) -> tensor<?x9xi32> {
  %c1 = arith.constant 1 : index
  %r = pad.pad %src low[%c1, 2] high[1, 0] interior[1, 2] value(%v)
         : tensor<3x3xi32> to tensor<?x9xi32>
  return %r : tensor<?x9xi32>
}
