func.func @dynamic_dim_and_amounts(%src: tensor<?xf32>, %l: index, %h: index) -> index {
  %c0 = arith.constant 2 : index
  %0 = pad.pad %src low[%l] high[%h] mode(edge) : tensor<?xf32> to tensor<?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?xf32>
  return %d0 : index
}
