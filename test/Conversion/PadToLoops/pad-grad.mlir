// RUN: pad-opt %s -convert-pad-to-loops -canonicalize -cse -split-input-file | FileCheck %s

// pad.pad_grad as folds of its axes, axis 0 first (docs/Lowering.md,
// "pad.pad_grad"): each fold starts from zeros and walks its input in
// increasing coordinates; an element goes to the index the mode maps it to,
// as it is where it is the first to go there, added otherwise.

// Reflect, by an amount past the axis: the periodic map (period 2(d - 1) = 4)
// and the first coordinate of each index (the gap back to the previous one).
// CHECK-LABEL: func @reflect
// CHECK-SAME:    %[[GY:.*]]: tensor<7xf32>
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<3xf32>
// CHECK:         %[[ZEROS:.*]] = scf.for
// CHECK:           tensor.insert %[[ZERO]]
// CHECK:         %[[GX:.*]] = scf.for %[[O:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[ZEROS]])
// CHECK:           %[[J:.*]] = arith.subi %[[O]]
// CHECK:           %[[REM:.*]] = arith.remsi %[[J]], %[[C4]]
// CHECK:           %[[FIRST:.*]] = arith.cmpi slt, %[[O]], %{{.*}}
// CHECK:           %[[X:.*]] = tensor.extract %[[GY]][%[[O]]]
// CHECK:           %[[OLD:.*]] = tensor.extract %[[ACC]][%[[I:.*]]]
// CHECK:           %[[SUM:.*]] = arith.addf %[[OLD]], %[[X]] : f32
// CHECK:           %[[NEW:.*]] = arith.select %[[FIRST]], %[[X]], %[[SUM]] : f32
// CHECK:           %[[INS:.*]] = tensor.insert %[[NEW]] into %[[ACC]][%[[I]]]
// CHECK:           scf.yield %[[INS]]
// CHECK:         return %[[GX]]
func.func @reflect(%gy: tensor<7xf32>) -> tensor<3xf32> {
  %gx = pad.pad_grad %gy low[1] high[3] mode(reflect) : tensor<7xf32> to tensor<3xf32>
  return %gx : tensor<3xf32>
}

// -----

// Constant mode, f16: the folds in f32 (one element per index, written
// where it is inside), rounded once at the end; gv sums in f64 what holds
// the pad value.
// CHECK-LABEL: func @f16_value_grad
// CHECK-SAME:    %[[GY:.*]]: tensor<5x?xf16>
// CHECK:         %[[Z0:.*]] = scf.for
// CHECK:         %[[F0:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[Z0]])
// CHECK:           scf.for
// CHECK:             %[[IN:.*]] = arith.andi
// CHECK:             scf.if %[[IN]] -> (tensor<3x?xf32>)
// CHECK:               %[[X:.*]] = tensor.extract %[[GY]]
// CHECK:               %[[W:.*]] = arith.extf %[[X]] : f16 to f32
// CHECK:               tensor.insert %[[W]]
// CHECK:         %[[Z1:.*]] = scf.for
// CHECK:         %[[F1:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[Z1]])
// CHECK:           scf.for
// CHECK:             tensor.extract %[[F0]]
// CHECK:         %[[GX:.*]] = scf.for
// CHECK:           scf.for
// CHECK:             %[[Y:.*]] = tensor.extract %[[F1]]
// CHECK:             arith.truncf %[[Y]] : f32 to f16
// CHECK:         %[[GV64:.*]] = scf.for {{.*}} -> (f64)
// CHECK:           scf.for {{.*}} -> (f64)
// CHECK:             arith.extf %{{.*}} : f16 to f64
// CHECK:             arith.addf %{{.*}} : f64
// CHECK:         %[[GV:.*]] = arith.truncf %[[GV64]] : f64 to f16
// CHECK:         return %[[GX]], %[[GV]]
func.func @f16_value_grad(%gy: tensor<5x?xf16>) -> (tensor<3x?xf16>, f16) {
  %gx, %gv = pad.pad_grad %gy low[1, 2] high[1, 0] value_grad : tensor<5x?xf16> to tensor<3x?xf16>, f16
  return %gx, %gv : tensor<3x?xf16>, f16
}

// -----

// Integers wrap: arith.addi; a dynamic gx of a border mode may be empty at
// run time: its writes are guarded.
// CHECK-LABEL: func @wrap_dynamic
// CHECK:         arith.cmpi sgt
// CHECK:         scf.for
// CHECK:           scf.if
// CHECK:             arith.addi %{{.*}} : i32
// CHECK-NOT:     pad.pad_grad
func.func @wrap_dynamic(%gy: tensor<?xi32>, %l: index) -> tensor<?xi32> {
  %gx = pad.pad_grad %gy low[%l] high[2] mode(wrap) : tensor<?xi32> to tensor<?xi32>
  return %gx : tensor<?xi32>
}
