// RUN: pad-opt %s -split-input-file --convert-pad-to-tensor -verify-diagnostics

// docs/Integration.md: any pad.pad other than constant mode without interior
// (and other than a border past one fold, pad-to-tensor-wide.mlir) is an error
// naming what upstream cannot express.

func.func @reflect(%t: tensor<3x4xf32>) -> tensor<3x6xf32> {
  // expected-error @+1 {{'pad.pad' op mode reflect cannot be expressed with upstream tensor ops: tensor.pad only pads with a constant value (use --convert-pad-to-linalg)}}
  %r = pad.pad %t low[0, 1] high[0, 1] mode(reflect) : tensor<3x4xf32> to tensor<3x6xf32>
  return %r : tensor<3x6xf32>
}

// -----

func.func @edge(%t: tensor<?xi8>, %l: index) -> tensor<?xi8> {
  // expected-error @+1 {{'pad.pad' op mode edge cannot be expressed with upstream tensor ops}}
  %r = pad.pad %t low[%l] high[0] mode(edge) : tensor<?xi8> to tensor<?xi8>
  return %r : tensor<?xi8>
}

// -----

func.func @symmetric_and_wrap(%t: tensor<4xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  // Every unsupported op is reported, not only the first.
  // expected-error @+1 {{'pad.pad' op mode symmetric cannot be expressed with upstream tensor ops}}
  %a = pad.pad %t low[1] high[1] mode(symmetric) : tensor<4xf32> to tensor<6xf32>
  // expected-error @+1 {{'pad.pad' op mode wrap cannot be expressed with upstream tensor ops}}
  %b = pad.pad %t low[1] high[1] mode(wrap) : tensor<4xf32> to tensor<6xf32>
  return %a, %b : tensor<6xf32>, tensor<6xf32>
}

// -----

func.func @interior(%t: tensor<3xi32>) -> tensor<5xi32> {
  // expected-error @+1 {{'pad.pad' op interior padding cannot be expressed with upstream tensor ops: tensor.pad cannot insert elements between neighbours (use --convert-pad-to-linalg)}}
  %r = pad.pad %t low[0] high[0] interior[1] : tensor<3xi32> to tensor<5xi32>
  return %r : tensor<5xi32>
}

// -----

func.func @within_one_fold(%t: tensor<3xf32>) -> (tensor<8xf32>, tensor<5xf32>) {
  // Amounts of at most one fold (symmetric and wrap d = 3, reflect d - 1 = 2)
  // are not "past one fold": still an error.
  // expected-error @+1 {{'pad.pad' op mode wrap cannot be expressed with upstream tensor ops}}
  %a = pad.pad %t low[2] high[3] mode(wrap) : tensor<3xf32> to tensor<8xf32>
  // expected-error @+1 {{'pad.pad' op mode reflect cannot be expressed with upstream tensor ops}}
  %b = pad.pad %t low[2] high[0] mode(reflect) : tensor<3xf32> to tensor<5xf32>
  return %a, %b : tensor<8xf32>, tensor<5xf32>
}
