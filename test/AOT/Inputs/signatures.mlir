// Signatures of every kind the C header declares (test/AOT/header.test).

func.func @scalars(%a: i1, %b: i8, %c: ui16, %d: i32, %e: i64, %f: f32,
                   %g: f64, %h: index) -> f64 {
  return %g : f64
}

func.func @rank0_and_halves(%a: memref<f32>, %b: tensor<2xf16>,
                            %c: memref<3x4xbf16>,
                            %d: memref<2xcomplex<f32>>) {
  return
}

func.func @two_results(%a: tensor<4xf64>, %n: index)
    -> (tensor<6xf64>, index) {
  %r = pad.pad %a low[1] high[1] : tensor<4xf64> to tensor<6xf64>
  return %r, %n : tensor<6xf64>, index
}

// A result that is the buffer of an argument is not returned (the
// destination-passing form on tensors).
func.func @returns_argument(%a: tensor<4xi8>, %n: index) -> (tensor<4xi8>, index) {
  return %a, %n : tensor<4xi8>, index
}

func.func @no_arguments() {
  return
}

// Private functions and declarations get no C interface.
func.func private @helper(%a: vector<4xf32>) -> vector<4xf32> {
  return %a : vector<4xf32>
}
func.func private @external(tensor<*xf32>)
