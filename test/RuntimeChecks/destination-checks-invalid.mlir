// RUN: pad-opt %s -pad-insert-runtime-checks -split-input-file -verify-diagnostics

// A destination that cannot hold the result, known at compile time (sizes and
// offsets that are constants), is an error on the pad.

func.func @slice_past_end(%x: tensor<64x64xf32>, %o: tensor<70x66xf32>) -> tensor<70x66xf32> {
  %c10 = arith.constant 10 : index
  // expected-error @+1 {{'pad.pad' op slice of 66 rows at offset 10 on axis 0 does not fit a destination of 70 rows (tensor.insert_slice)}}
  %p = pad.pad %x low[1, 1] high[1, 1] : tensor<64x64xf32> to tensor<66x66xf32>
  // expected-note @+1 {{with the values known at compile time, in this destination}}
  %r = tensor.insert_slice %p into %o[%c10, 0] [66, 66] [1, 1] : tensor<66x66xf32> into tensor<70x66xf32>
  return %r : tensor<70x66xf32>
}

// -----

func.func @slice_negative_offset(%x: tensor<4xf32>, %o: tensor<10xf32>) -> tensor<10xf32> {
  %cm1 = arith.constant -1 : index
  // expected-error @+1 {{'pad.pad' op slice of 6 rows at offset -1 on axis 0 does not fit a destination of 10 rows (tensor.insert_slice)}}
  %p = pad.pad %x low[1] high[1] : tensor<4xf32> to tensor<6xf32>
  // expected-note @+1 {{with the values known at compile time, in this destination}}
  %r = tensor.insert_slice %p into %o[%cm1] [6] [1] : tensor<6xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// -----

func.func @slice_size(%x: tensor<4xf32>, %o: tensor<10xf32>, %h: index) -> tensor<10xf32> {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  // expected-error @+1 {{'pad.pad' op destination slice has 7 rows on axis 0, the result needs 6 (tensor.insert_slice)}}
  %p = pad.pad %x low[1] high[%c1] : tensor<4xf32> to tensor<?xf32>
  // expected-note @+1 {{with the values known at compile time, in this destination}}
  %r = tensor.insert_slice %p into %o[0] [%c7] [1] : tensor<?xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}
