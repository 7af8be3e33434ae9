// RUN: pad-opt %s -convert-pad-to-vector -canonicalize -cse -split-input-file | FileCheck %s

// The vector strategy's pad.pad_grad (docs/Lowering.md, "pad.pad_grad"): one
// pass over the rows of gy. Per row of gx, the rows of gy that map to it are
// accumulated into one row in increasing order (the fold of axis 0: the
// first copied, the others added), then that row is folded into the row of
// gx (the fold of axis 1): the same order, so the same bits, as the folds.

// Edge, [0, 1]x[2, 3]: row i of gx takes the run of gy rows clamped to it
// (the last one, rows 2 to 4).
// CHECK-LABEL: func @edge
// CHECK-SAME:    %[[GY:.*]]: tensor<5x8xf32>
// CHECK-DAG:     %[[MZ:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG:     %[[Z0:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[GX0:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK:         %[[ROW0:.*]] = tensor.empty() : tensor<8xf32>
// CHECK:         %[[NEST:.*]]:2 = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[GX:.*]] = %[[GX0]], %[[ROW:.*]] = %[[ROW0]])
// CHECK:           %[[ACC:.*]]:2 = scf.for %[[O:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[R:.*]] = %[[ROW]], %[[FIRST:.*]] = %true)
// CHECK:             %[[SLICE:.*]] = tensor.extract_slice %[[GY]][%[[O]], 0] [1, 8] [1, 1] : tensor<5x8xf32> to tensor<8xf32>
// CHECK:             linalg.generic {{.*}} ins(%[[SLICE]] : tensor<8xf32>) outs(%[[R]] : tensor<8xf32>)
// CHECK:               %[[SUM:.*]] = arith.addf
// CHECK:               arith.select %[[FIRST]], %{{.*}}, %[[SUM]] : f32
// The window holds the whole input row (1 + 4 <= 8): the row of gx starts as
// -0.0, then the coordinates add into it in increasing order: the low border
// (coordinate 0), the input's own coordinates 1 to 4 as a plain loop, the
// high border (5 to 7, clamped to index 3).
// CHECK:           %[[ANY:.*]] = arith.cmpi eq, %[[ACC]]#1, %false
// CHECK:           scf.if %[[ANY]]
// CHECK:             %[[NZ:.*]] = scf.for %{{.*}} = %c0 to %c4 step %c1 iter_args(%[[T:.*]] = %[[GX]])
// CHECK:               tensor.insert %[[MZ]] into %[[T]][%[[I]], %{{.*}}]
// CHECK:             %[[E0:.*]] = tensor.extract %[[ACC]]#0[%c0]
// CHECK:             %[[O0:.*]] = tensor.extract %[[NZ]][%[[I]], %c0]
// CHECK:             %[[S0:.*]] = arith.addf %[[O0]], %[[E0]]
// CHECK:             %[[LOW:.*]] = tensor.insert %[[S0]] into %[[NZ]][%[[I]], %c0]
// CHECK:             %[[MID:.*]] = scf.for %[[K:.*]] = %c0 to %c4 step %c1 iter_args(%[[U:.*]] = %[[LOW]])
// CHECK:               %[[K1:.*]] = arith.addi %[[K]], %c1
// CHECK:               %[[E:.*]] = tensor.extract %[[ACC]]#0[%[[K1]]]
// CHECK:               %[[O:.*]] = tensor.extract %[[U]][%[[I]], %[[K]]]
// CHECK:               %[[S:.*]] = arith.addf %[[O]], %[[E]]
// CHECK:               tensor.insert %[[S]] into %[[U]][%[[I]], %[[K]]]
// CHECK:             scf.for %{{.*}} = %c0 to %c3 step %c1 iter_args(%{{.*}} = %[[MID]])
// CHECK:               arith.addf
// CHECK:           } else {
// CHECK:             scf.for %{{.*}} = %c0 to %c4 step %c1 iter_args(%[[Z:.*]] = %[[GX]])
// CHECK:               tensor.insert %[[Z0]] into %[[Z]]
// CHECK:           scf.yield %{{.*}}, %[[ACC]]#0
// CHECK:         return %[[NEST]]#0
func.func @edge(%gy: tensor<5x8xf32>) -> tensor<3x4xf32> {
  %gx = pad.pad_grad %gy low[0, 1] high[2, 3] mode(edge) : tensor<5x8xf32> to tensor<3x4xf32>
  return %gx : tensor<3x4xf32>
}

// -----

// Reflect past the axis: the rows of gy that map to row i come in pairs
// (i and its mirror image) every period of 2(d - 1) = 4.
// CHECK-LABEL: func @reflect
// CHECK:         scf.for
// CHECK:           scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c4
// CHECK:             linalg.generic
// CHECK:             scf.if
// CHECK:               linalg.generic
func.func @reflect(%gy: tensor<14x8xf32>) -> tensor<3x4xf32> {
  %gx = pad.pad_grad %gy low[1, 1] high[10, 3] mode(reflect) : tensor<14x8xf32> to tensor<3x4xf32>
  return %gx : tensor<3x4xf32>
}

// -----

// Outer axes without padding (N, C) fold to themselves: they index gy's rows
// directly; the rows of the padded H that wrap onto row i (every d = 2) are
// accumulated.
// CHECK-LABEL: func @nchw
// CHECK-SAME:    %[[GY:.*]]: tensor<1x2x4x9xf32>
// CHECK:         scf.for %[[C:[^ ]*]] =
// CHECK:           scf.for
// CHECK:             scf.for %[[H:[^ ]*]] = %{{.*}} to %c4 step %c2
// CHECK:               tensor.extract_slice %[[GY]][0, %[[C]], %[[H]], 0] [1, 1, 1, 9] [1, 1, 1, 1] : tensor<1x2x4x9xf32> to tensor<9xf32>
func.func @nchw(%gy: tensor<1x2x4x9xf32>) -> tensor<1x2x2x3xf32> {
  %gx = pad.pad_grad %gy low[0, 0, 1, 3] high[0, 0, 1, 3] mode(wrap) : tensor<1x2x4x9xf32> to tensor<1x2x2x3xf32>
  return %gx : tensor<1x2x2x3xf32>
}

// -----

// Left to the folds: f16 (a row summed in f32), value_grad, two padded outer
// axes.
// CHECK-LABEL: func @folds
// CHECK-NOT:     linalg.generic
// CHECK:         return
func.func @folds(%a: tensor<5x8xf16>, %b: tensor<5x8xf32>, %c: tensor<4x5x8xf32>)
    -> (tensor<3x4xf16>, tensor<3x4xf32>, f32, tensor<2x3x4xf32>) {
  %0 = pad.pad_grad %a low[0, 1] high[2, 3] mode(edge) : tensor<5x8xf16> to tensor<3x4xf16>
  %1, %2 = pad.pad_grad %b low[0, 1] high[2, 3] value_grad : tensor<5x8xf32> to tensor<3x4xf32>, f32
  %3 = pad.pad_grad %c low[1, 1, 1] high[1, 1, 3] mode(symmetric) : tensor<4x5x8xf32> to tensor<2x3x4xf32>
  return %0, %1, %2, %3 : tensor<3x4xf16>, tensor<3x4xf32>, f32, tensor<2x3x4xf32>
}
