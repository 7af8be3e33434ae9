// An invalid module (test/AOT/errors.test).
func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
  %r = pad.pad %x low[2] high[0] mode(reflect) : tensor<?xf32> to tensor<5xf32>
  return %r : tensor<5xf32>
}
