// A tensor.insert_slice whose constant size operand writes past the end of its
// destination (0 + (7 - 1) * 2 >= 10). The verifier sees only static operands
// and accepts it; upstream's -canonicalize casts the source to tensor<7xf32>
// but keeps the size operand, and the result fails verification.
func.func @f(%x: tensor<?xf32>, %o: tensor<10xf32>) -> tensor<10xf32> {
  %c7 = arith.constant 7 : index
  %r = tensor.insert_slice %x into %o[0] [%c7] [2] : tensor<?xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}
