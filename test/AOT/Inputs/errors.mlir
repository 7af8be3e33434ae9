// Public functions the C interface cannot express (test/AOT/errors.test).

func.func @vector_argument(%a: vector<4xf32>) {
  return
}

func.func @unranked(%a: tensor<*xf32>) {
  return
}

func.func @half_scalar(%a: f16) -> i128 {
  %c = arith.constant 0 : i128
  return %c : i128
}
