// Signatures of every kind the C header declares (test/AOT/header.test).

func.func @scalars(%a: i1, %b: i8, %c: ui16, %d: i32, %e: i64, %f: f32,
                   %g: f64, %h: index) -> f64 {
  return %g : f64
}

func.func @rank0_and_halves(%a: memref<f32>, %b: tensor<2xf16>,
                            %c: memref<3x4xbf16>) {
  return
}

func.func @two_results(%a: tensor<4xcomplex<f32>>, %n: index)
    -> (tensor<4xcomplex<f32>>, index) {
  return %a, %n : tensor<4xcomplex<f32>>, index
}

func.func @no_arguments() {
  return
}

// Private functions and declarations get no C interface.
func.func private @helper(%a: vector<4xf32>) -> vector<4xf32> {
  return %a : vector<4xf32>
}
func.func private @external(tensor<*xf32>)
