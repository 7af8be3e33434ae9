// RUN: pad-opt %s | pad-opt | FileCheck %s
// RUN: pad-opt %s -mlir-print-op-generic | pad-opt | FileCheck %s

// CHECK-LABEL: func @constant_default
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         pad.pad %[[SRC]] low[0, 1] high[2, 3] : tensor<3x4xf32> to tensor<5x8xf32>
func.func @constant_default(%src: tensor<3x4xf32>) -> tensor<5x8xf32> {
  %r = pad.pad %src low[0, 1] high[2, 3] : tensor<3x4xf32> to tensor<5x8xf32>
  return %r : tensor<5x8xf32>
}
