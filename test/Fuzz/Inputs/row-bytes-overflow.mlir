func.func @empty_dim(%src: tensor<0x3xf32>) -> tensor<0x4611686018427387907xf32> {
  %r = pad.pad %src low[0, 4611686018427387904] high[0, 0] : tensor<0x3xf32> to tensor<0x4611686018427387907xf32>
  return %r : tensor<0x4611686018427387907xf32>
}
