// RUN: pad-opt %s -split-input-file -verify-diagnostics

// Found by the hostile-amount runs (docs/Reliability.md, test/Fuzz): amounts
// within the per-axis bound of C11 can still give a result of more than
// INT64_MAX bytes, whose allocation size wraps around to a small buffer that
// the pad then overruns. C11 also bounds the result's size in bytes (static
// dims here; dynamic ones are checked at run time and, without the checks,
// give an empty result).

func.func @pad_c11_result_bytes(%src: tensor<3x4xf32>) -> tensor<4611686018427387907x4xf32> {
  // expected-error @+1 {{'pad.pad' op C11: the result 'tensor<4611686018427387907x4xf32>' has more than 9223372036854775807 bytes}}
  %r = pad.pad %src low[4611686018427387904, 0] high[0, 0] : tensor<3x4xf32> to tensor<4611686018427387907x4xf32>
  return %r : tensor<4611686018427387907x4xf32>
}

// -----

// 16 bytes per element: 2^59 + 2 elements are too many.
func.func @pad_c11_result_bytes_complex(%src: tensor<2xcomplex<f64>>) -> tensor<576460752303423490xcomplex<f64>> {
  // expected-error @+1 {{'pad.pad' op C11: the result 'tensor<576460752303423490xcomplex<f64>>' has more than 9223372036854775807 bytes}}
  %r = pad.pad %src low[576460752303423488] high[0] : tensor<2xcomplex<f64>> to tensor<576460752303423490xcomplex<f64>>
  return %r : tensor<576460752303423490xcomplex<f64>>
}

// -----

// The static dims alone overflow, whatever the dynamic one is.
func.func @pad_c11_result_bytes_dynamic_dim(%src: tensor<?x4xi32>) -> tensor<?x4611686018427387904xi32> {
  // expected-error @+1 {{'pad.pad' op C11: the result 'tensor<?x4611686018427387904xi32>' has more than 9223372036854775807 bytes}}
  %r = pad.pad %src low[0, 4611686018427387900] high[0, 0] : tensor<?x4xi32> to tensor<?x4611686018427387904xi32>
  return %r : tensor<?x4611686018427387904xi32>
}
