func.func @f(%src: tensor<?x2xi8>, %a0: index) -> (tensor<?x?xi8>) {
  %c0 = arith.constant -3 : index
  %c1 = arith.constant 4611686018427387904 : index
  %v = arith.constant 1 : i8
  %p = pad.pad %src low[%a0, %c1] high[%c0, 0] mode(constant) value(%v) : tensor<?x2xi8> to tensor<?x?xi8>
  return %p : tensor<?x?xi8>
}
