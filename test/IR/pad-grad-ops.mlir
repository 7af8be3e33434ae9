// RUN: pad-opt %s | pad-opt | FileCheck %s
// RUN: pad-opt %s -mlir-print-op-generic | pad-opt | FileCheck %s
// RUN: pad-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Round trip of every form of pad.pad_grad (docs/Semantics.md,
// "pad.pad_grad"), in the custom form and through the generic form.

// CHECK-LABEL: func @reflect_nchw
// CHECK-SAME:    %[[GY:.*]]: tensor<2x3x10x11xf32>
// CHECK:         %[[GX:.*]] = pad.pad_grad %[[GY]] low[0, 0, 1, 2] high[0, 0, 4, 3] mode(reflect) : tensor<2x3x10x11xf32> to tensor<2x3x5x6xf32>
// CHECK:         return %[[GX]]
// GENERIC-LABEL: sym_name = "reflect_nchw"
// GENERIC:       "pad.pad_grad"(%{{.*}}) <{mode = #pad<mode reflect>, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 4, 3>, static_low = array<i64: 0, 0, 1, 2>}> : (tensor<2x3x10x11xf32>) -> tensor<2x3x5x6xf32>
func.func @reflect_nchw(%gy: tensor<2x3x10x11xf32>) -> tensor<2x3x5x6xf32> {
  %gx = pad.pad_grad %gy low[0, 0, 1, 2] high[0, 0, 4, 3] mode(reflect)
          : tensor<2x3x10x11xf32> to tensor<2x3x5x6xf32>
  return %gx : tensor<2x3x5x6xf32>
}

// CHECK-LABEL: func @constant_interior_value_grad
// CHECK:         %{{.*}}, %[[GV:.*]] = pad.pad_grad %{{.*}} low[1, 2] high[1, 0] interior[1, 2] value_grad : tensor<7x9xf32> to tensor<3x3xf32>, f32
// CHECK:         return %{{.*}}, %[[GV]] : tensor<3x3xf32>, f32
// GENERIC-LABEL: sym_name = "constant_interior_value_grad"
// GENERIC:       "pad.pad_grad"(%{{.*}}) <{interior = array<i64: 1, 2>, mode = #pad<mode constant>, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 0>, static_low = array<i64: 1, 2>, value_grad}> : (tensor<7x9xf32>) -> (tensor<3x3xf32>, f32)
func.func @constant_interior_value_grad(%gy: tensor<7x9xf32>) -> (tensor<3x3xf32>, f32) {
  %gx, %gv = pad.pad_grad %gy low[1, 2] high[1, 0] interior[1, 2] value_grad
               : tensor<7x9xf32> to tensor<3x3xf32>, f32
  return %gx, %gv : tensor<3x3xf32>, f32
}

// CHECK-LABEL: func @dynamic_amounts
// CHECK-SAME:    %[[GY:[^:]*]]: tensor<?x?xf16>, %[[L:[^:]*]]: index, %[[H:[^:]*]]: index
// CHECK:         pad.pad_grad %[[GY]] low[%[[L]], 0] high[0, %[[H]]] mode(wrap) : tensor<?x?xf16> to tensor<?x?xf16>
// GENERIC-LABEL: sym_name = "dynamic_amounts"
// GENERIC:       "pad.pad_grad"(%{{.*}}, %{{.*}}, %{{.*}}) <{mode = #pad<mode wrap>, operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: -9223372036854775808, 0>}> : (tensor<?x?xf16>, index, index) -> tensor<?x?xf16>
func.func @dynamic_amounts(%gy: tensor<?x?xf16>, %l: index, %h: index) -> tensor<?x?xf16> {
  %gx = pad.pad_grad %gy low[%l, 0] high[0, %h] mode(wrap)
          : tensor<?x?xf16> to tensor<?x?xf16>
  return %gx : tensor<?x?xf16>
}

// Negative and wide amounts, every border mode, integers and index.
// CHECK-LABEL: func @modes
// CHECK:         pad.pad_grad %{{.*}} low[2, -1] high[-1, 3] mode(edge) : tensor<4x6xi32> to tensor<3x4xi32>
// CHECK:         pad.pad_grad %{{.*}} low[7] high[9] mode(symmetric) : tensor<19xindex> to tensor<3xindex>
// CHECK:         pad.pad_grad %{{.*}} low[1] high[10] mode(reflect) : tensor<14xf64> to tensor<3xf64>
// CHECK:         pad.pad_grad %{{.*}} low[-2] high[-1] : tensor<2xbf16> to tensor<5xbf16>
// CHECK:         pad.pad_grad %{{.*}} low[0] high[0] : tensor<0xi8> to tensor<0xi8>
func.func @modes(%a: tensor<4x6xi32>, %b: tensor<19xindex>, %c: tensor<14xf64>,
                 %d: tensor<2xbf16>, %e: tensor<0xi8>) {
  %0 = pad.pad_grad %a low[2, -1] high[-1, 3] mode(edge) : tensor<4x6xi32> to tensor<3x4xi32>
  %1 = pad.pad_grad %b low[7] high[9] mode(symmetric) : tensor<19xindex> to tensor<3xindex>
  %2 = pad.pad_grad %c low[1] high[10] mode(reflect) : tensor<14xf64> to tensor<3xf64>
  %3 = pad.pad_grad %d low[-2] high[-1] : tensor<2xbf16> to tensor<5xbf16>
  %4 = pad.pad_grad %e low[0] high[0] : tensor<0xi8> to tensor<0xi8>
  return
}

// Rank 0, and a complex element type.
// CHECK-LABEL: func @rank0_complex
// CHECK:         pad.pad_grad %{{.*}} low[] high[] : tensor<complex<f32>> to tensor<complex<f32>>
// CHECK:         pad.pad_grad %{{.*}} low[1] high[1] value_grad : tensor<3xcomplex<f32>> to tensor<1xcomplex<f32>>, complex<f32>
func.func @rank0_complex(%a: tensor<complex<f32>>, %b: tensor<3xcomplex<f32>>) {
  %0 = pad.pad_grad %a low[] high[] : tensor<complex<f32>> to tensor<complex<f32>>
  %1, %2 = pad.pad_grad %b low[1] high[1] value_grad : tensor<3xcomplex<f32>> to tensor<1xcomplex<f32>>, complex<f32>
  return
}
