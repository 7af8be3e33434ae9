func.func @f(%src: tensor<1x8xi8>) -> tensor<1x9223372036854775798xi8> {
  %p = pad.pad %src low[0, 9223372036854775790] high[0, 0] : tensor<1x8xi8> to tensor<1x9223372036854775798xi8>
  return %p : tensor<1x9223372036854775798xi8>
}
