// RUN: %pad-matrix %s run @strategies

// Signed zeros in pad.pad_grad's sums (docs/Semantics.md, "Order of the
// sums": each sum starts from its first term): a sum of -0.0 terms is -0.0,
// and an index without a term is +0.0, in every strategy and in both forms
// of the vector strategy's row fold (docs/Lowering.md, "pad.pad_grad").

func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<2x3xf32>) {
  %u = tensor.cast %t : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  // Row 0 all -0.0; row 1 -0.0 but for +0.0 in column 0 (a border
  // coordinate mapping to index 1 under reflect, to 0 under edge).
  %gy = arith.constant dense<[[-0.0, -0.0, -0.0, -0.0, -0.0],
                              [0.0, -0.0, -0.0, -0.0, -0.0]]> : tensor<2x5xf32>
  // The window holds the input row (low 1, d 3, n 5).
  %r = pad.pad_grad %gy low[0, 1] high[0, 1] mode(reflect) : tensor<2x5xf32> to tensor<2x3xf32>
  // CHECK: {{\[}}[-0,   -0,   -0],
  // CHECK-NEXT: [-0,   0,   -0]]
  call @print(%r) : (tensor<2x3xf32>) -> ()
  %e = pad.pad_grad %gy low[0, 1] high[0, 1] mode(edge) : tensor<2x5xf32> to tensor<2x3xf32>
  // CHECK: {{\[}}[-0,   -0,   -0],
  // CHECK-NEXT: [0,   -0,   -0]]
  call @print(%e) : (tensor<2x3xf32>) -> ()
  // Cropped by low -1: column 0 of gx has no term (+0.0), the others one.
  %gy2 = arith.constant dense<-0.0> : tensor<2x2xf32>
  %c = pad.pad_grad %gy2 low[0, -1] high[0, 0] : tensor<2x2xf32> to tensor<2x3xf32>
  // CHECK: {{\[}}[0,   -0,   -0],
  // CHECK-NEXT: [0,   -0,   -0]]
  call @print(%c) : (tensor<2x3xf32>) -> ()
  return
}
