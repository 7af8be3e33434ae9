// RUN: pad-opt %s --convert-pad-to-tensor -verify-diagnostics | FileCheck %s

// docs/Integration.md, "--convert-pad-to-tensor in detail": a pad whose
// static amounts reach past one fold of its input (docs/Semantics.md, "Any
// width") stays as it is, with a remark; the constant-mode pads beside it are
// lowered.

// CHECK-LABEL: func.func @wide
// CHECK-SAME:    (%[[X:.*]]: tensor<3xf32>, %[[Y:.*]]: tensor<1x4xi8>, %[[Z:.*]]: tensor<2x?xf32>, %[[H:.*]]: index)
// CHECK:         %[[R:.*]] = pad.pad %[[X]] low[3] high[3] mode(reflect) : tensor<3xf32> to tensor<9xf32>
// CHECK:         %[[E:.*]] = pad.pad %[[Y]] low[1, 0] high[0, 0] mode(reflect) : tensor<1x4xi8> to tensor<2x4xi8>
// CHECK:         %[[S:.*]] = pad.pad %[[Z]] low[0, %[[H]]] high[3, 0] mode(symmetric)
// CHECK:         %[[W:.*]] = pad.pad %[[X]] low[-1] high[4] mode(wrap) : tensor<3xf32> to tensor<6xf32>
// CHECK:         %[[C:.*]] = tensor.pad %[[R]] low[1] high[0]
// CHECK-NOT:     pad.pad
// CHECK:         return %[[C]], %[[E]], %[[S]], %[[W]]
func.func @wide(%x: tensor<3xf32>, %y: tensor<1x4xi8>, %z: tensor<2x?xf32>, %h: index)
    -> (tensor<10xf32>, tensor<2x4xi8>, tensor<5x?xf32>, tensor<6xf32>) {
  // Reflect past d - 1 = 2.
  // expected-remark @+1 {{left as pad.pad: tensor.pad cannot express a border that reaches past one fold of the input (docs/Semantics.md, "Any width")}}
  %r = pad.pad %x low[3] high[3] mode(reflect) : tensor<3xf32> to tensor<9xf32>
  // A size-1 axis in reflect mode: any positive amount is past d - 1 = 0.
  // expected-remark @+1 {{left as pad.pad}}
  %e = pad.pad %y low[1, 0] high[0, 0] mode(reflect) : tensor<1x4xi8> to tensor<2x4xi8>
  // Symmetric past d = 2 on axis 0; a dynamic amount on the other axis.
  // expected-remark @+1 {{left as pad.pad}}
  %s = pad.pad %z low[0, %h] high[3, 0] mode(symmetric) : tensor<2x?xf32> to tensor<5x?xf32>
  // Wrap past d = 3 on one side, a crop on the other.
  // expected-remark @+1 {{left as pad.pad}}
  %w = pad.pad %x low[-1] high[4] mode(wrap) : tensor<3xf32> to tensor<6xf32>
  %c = pad.pad %r low[1] high[0] : tensor<9xf32> to tensor<10xf32>
  return %c, %e, %s, %w : tensor<10xf32>, tensor<2x4xi8>, tensor<5x?xf32>, tensor<6xf32>
}

// CHECK-LABEL: func.func @wrap_wide
// CHECK:         %[[R:.*]] = pad.pad %{{.*}} low[12] high[15] mode(wrap) : tensor<3xf32> to tensor<30xf32>
// CHECK:         return %[[R]]
func.func @wrap_wide(%t: tensor<3xf32>) -> tensor<30xf32> {
  // expected-remark @+1 {{left as pad.pad}}
  %r = pad.pad %t low[12] high[15] mode(wrap) : tensor<3xf32> to tensor<30xf32>
  return %r : tensor<30xf32>
}
