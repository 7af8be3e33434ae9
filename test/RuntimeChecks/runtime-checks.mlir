// RUN: pad-opt %s -pad-insert-runtime-checks -split-input-file | FileCheck %s

// Fully static pads are decided by the verifier: no check.

// CHECK-LABEL: func @static
// CHECK-NOT:     cf.assert
// CHECK:         pad.pad
func.func @static(%src: tensor<3xf32>) -> tensor<7xf32> {
  %r = pad.pad %src low[2] high[2] mode(reflect) : tensor<3xf32> to tensor<7xf32>
  return %r : tensor<7xf32>
}

// -----

// Reflect with a dynamic amount on a static non-empty axis: no bound on its
// width (docs/Semantics.md, "Any width"), only C11 (no overflow), then the op
// itself.

// CHECK-LABEL: func @reflect_dynamic_low
// CHECK-SAME:    %[[SRC:.*]]: tensor<4xf32>, %[[L:.*]]: index
// CHECK-NOT:     C6
// CHECK:         cf.assert %{{.*}}, "pad.pad: C11: the size of axis 0 overflows int64"
// CHECK:         cf.assert %{{.*}}, "pad.pad: C11: the result has more than 9223372036854775807 bytes"
// CHECK-NOT:     cf.assert
// CHECK:         pad.pad %[[SRC]] low[%[[L]]]
func.func @reflect_dynamic_low(%src: tensor<4xf32>, %l: index) -> tensor<?xf32> {
  %r = pad.pad %src low[%l] high[0] mode(reflect) : tensor<4xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// A dynamic source size: C8 for both sides, and no bound on the width.

// CHECK-LABEL: func @wrap_dynamic_size
// CHECK-SAME:    %[[SRC:.*]]: tensor<?xf32>
// CHECK:         %[[D:.*]] = tensor.dim %[[SRC]]
// CHECK:         %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[D]], %{{.*}} : index
// CHECK:         cf.assert %[[NONEMPTY]], "pad.pad: C8: mode wrap needs a non-empty axis 0 to pad it (low > 0)"
// CHECK-NOT:     C7
// CHECK:         cf.assert %{{.*}}, "pad.pad: C8: mode wrap needs a non-empty axis 0 to pad it (high > 0)"
// CHECK-NOT:     C7
// CHECK:         cf.assert %{{.*}}, "pad.pad: C11: the size of axis 0 overflows int64"
func.func @wrap_dynamic_size(%src: tensor<?xf32>) -> tensor<?xf32> {
  %r = pad.pad %src low[2] high[1] mode(wrap) : tensor<?xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// Reflect on a dynamic axis: like the verifier, C8 bounds only positive
// amounts, so an empty axis with no padding passes; no bound on the width.

// CHECK-LABEL: func @reflect_dynamic_size
// CHECK-SAME:    %[[SRC:.*]]: tensor<?xf32>, %[[L:.*]]: index
// CHECK:         %[[D:.*]] = tensor.dim %[[SRC]]
// CHECK:         %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[D]], %{{.*}} : index
// CHECK:         %[[NOPAD:.*]] = arith.cmpi sle, %[[L]], %{{.*}} : index
// CHECK:         %[[OK:.*]] = arith.ori %[[NONEMPTY]], %[[NOPAD]] : i1
// CHECK:         cf.assert %[[OK]], "pad.pad: C8: mode reflect needs a non-empty axis 0 to pad it (low > 0)"
// CHECK-NOT:     C6
func.func @reflect_dynamic_size(%src: tensor<?xf32>, %l: index) -> tensor<?xf32> {
  %r = pad.pad %src low[%l] high[0] mode(reflect) : tensor<?xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// A static result dim with a dynamic amount: C10 compares the computed size.

// CHECK-LABEL: func @static_result
// CHECK-SAME:    %[[SRC:.*]]: tensor<3xf32>, %[[H:.*]]: index
// CHECK:         %[[SUM:.*]] = arith.addi %{{.*}}, %[[H]] : index
// CHECK:         %[[N:.*]] = arith.maxsi %{{.*}}, %[[SUM]] : index
// CHECK:         %[[EQ:.*]] = arith.cmpi eq, %[[N]], %{{.*}} : index
// CHECK:         cf.assert %[[EQ]], "pad.pad: C10: result dim 0 is 6 but the padded size differs"
func.func @static_result(%src: tensor<3xf32>, %h: index) -> tensor<6xf32> {
  %r = pad.pad %src low[1] high[%h] : tensor<3xf32> to tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// Interior padding on a dynamic axis checks (d - 1) * (r + 1) + 1 for
// overflow first.

// CHECK-LABEL: func @interior_dynamic
// CHECK:         %[[D:.*]] = tensor.dim
// CHECK:         %[[BOUND:.*]] = arith.constant 3074457345618258603 : index
// CHECK:         %[[OK:.*]] = arith.cmpi sle, %[[D]], %[[BOUND]] : index
// CHECK:         cf.assert %[[OK]], "pad.pad: C11: the size of axis 0 overflows int64"
func.func @interior_dynamic(%src: tensor<?xf32>) -> tensor<?xf32> {
  %r = pad.pad %src low[0] high[0] interior[2] : tensor<?xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}
