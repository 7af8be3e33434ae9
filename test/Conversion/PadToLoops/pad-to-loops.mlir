// RUN: pad-opt %s -convert-pad-to-loops -split-input-file | FileCheck %s

// Constant mode: one loop per axis; an element reads the source only when
// every axis maps inside the dilated source and onto its grid.

// CHECK-LABEL: func @constant_interior
// CHECK-SAME:    %[[SRC:.*]]: tensor<3xf32>, %[[V:.*]]: f32
// CHECK-DAG:     %[[LOW:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[DIL:.*]] = arith.constant 5 : index
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<8xf32>
// CHECK:         %[[N:.*]] = arith.constant 8 : index
// CHECK:         %[[RES:.*]] = scf.for %[[I:[^ ]*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[EMPTY]]) -> (tensor<8xf32>) {
// CHECK:           %[[J:.*]] = arith.subi %[[I]], %[[LOW]] : index
// CHECK:           %[[GE:.*]] = arith.cmpi sge, %[[J]], %{{.*}} : index
// CHECK:           %[[LT:.*]] = arith.cmpi slt, %[[J]], %[[DIL]] : index
// CHECK:           %[[IN:.*]] = arith.andi %[[GE]], %[[LT]] : i1
// CHECK:           %[[REM:.*]] = arith.remsi %[[J]], %{{.*}} : index
// CHECK:           %[[ON:.*]] = arith.cmpi eq, %[[REM]], %{{.*}} : index
// CHECK:           %[[INSIDE:.*]] = arith.andi %[[IN]], %[[ON]] : i1
// CHECK:           %[[DIV:.*]] = arith.divsi %[[J]], %{{.*}} : index
// CHECK:           %[[ELEM:.*]] = scf.if %[[INSIDE]] -> (f32) {
// CHECK:             %[[E:.*]] = tensor.extract %[[SRC]][%{{.*}}] : tensor<3xf32>
// CHECK:             scf.yield %[[E]] : f32
// CHECK:           } else {
// CHECK:             scf.yield %[[V]] : f32
// CHECK:           }
// CHECK:           %[[INS:.*]] = tensor.insert %[[ELEM]] into %[[ACC]][%[[I]]] : tensor<8xf32>
// CHECK:           scf.yield %[[INS]] : tensor<8xf32>
// CHECK:         }
// CHECK:         return %[[RES]]
func.func @constant_interior(%src: tensor<3xf32>, %v: f32) -> tensor<8xf32> {
  %r = pad.pad %src low[1] high[2] interior[1] value(%v) : tensor<3xf32> to tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Border modes gather through the mode's clamped index map; with a dynamic
// source size, an element of an empty source is a zero instead of a read (a
// branch on a loop invariant).

// CHECK-LABEL: func @edge_dynamic
// CHECK-SAME:    %[[SRC:.*]]: tensor<?xf32>, %[[H:.*]]: index
// CHECK:         %[[D:.*]] = tensor.dim %[[SRC]], %{{.*}} : tensor<?xf32>
// CHECK:         %[[INIT:.*]] = tensor.empty(%{{.*}}) : tensor<?xf32>
// CHECK:         %[[LAST:.*]] = arith.subi %[[D]], %{{.*}} : index
// CHECK:         %[[EMPTY:.*]] = arith.cmpi eq, %[[D]], %{{.*}} : index
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[RES:.*]] = scf.for %[[I:[^ ]*]] = {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (tensor<?xf32>) {
// CHECK:           %[[ELEM:.*]] = scf.if %[[EMPTY]] -> (f32) {
// CHECK:             scf.yield %[[ZERO]] : f32
// CHECK:           } else {
// CHECK:             %[[J:.*]] = arith.subi %[[I]], %{{.*}} : index
// CHECK:             %[[MAX:.*]] = arith.maxsi %[[J]], %{{.*}} : index
// CHECK:             %[[IDX:.*]] = arith.minsi %[[MAX]], %[[LAST]] : index
// CHECK:             %[[E:.*]] = tensor.extract %[[SRC]][%[[IDX]]] : tensor<?xf32>
// CHECK:             scf.yield %[[E]] : f32
// CHECK:           }
// CHECK:           tensor.insert %[[ELEM]] into %[[ACC]][%[[I]]]
// CHECK:         }
// CHECK:         return %[[RES]]
func.func @edge_dynamic(%src: tensor<?xf32>, %h: index) -> tensor<?xf32> {
  %r = pad.pad %src low[1] high[%h] mode(edge) : tensor<?xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// Rank 2, wrap: the loop nest has one loop per axis.

// CHECK-LABEL: func @wrap_2d
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK-COUNT-2:     arith.remsi
// CHECK:             tensor.extract
// CHECK:             tensor.insert
// CHECK-NOT:     pad.pad
func.func @wrap_2d(%src: tensor<2x3xi8>) -> tensor<4x5xi8> {
  %r = pad.pad %src low[1, 1] high[1, 1] mode(wrap) : tensor<2x3xi8> to tensor<4x5xi8>
  return %r : tensor<4x5xi8>
}

// -----

// Rank 0 with no amounts folds to the source.

// CHECK-LABEL: func @rank0
// CHECK-SAME:    %[[SRC:.*]]: tensor<i32>
// CHECK-NEXT:    return %[[SRC]]
func.func @rank0(%src: tensor<i32>) -> tensor<i32> {
  %r = pad.pad %src low[] high[] : tensor<i32> to tensor<i32>
  return %r : tensor<i32>
}

// -----

// Amounts past one fold (docs/Semantics.md, "Any width"): the periodic map,
// m = (i - p) mod P made non-negative, then m or P - m (reflect, P = 2(d-1)),
// clamped into the source.

// CHECK-LABEL: func.func @reflect_wide
// CHECK-SAME:    %[[SRC:.*]]: tensor<3xf32>
// CHECK-DAG:     %[[P:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[PERIOD:.*]] = arith.constant 4 : index
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[OUT:.*]] = %{{.*}}) -> (tensor<14xf32>)
// CHECK:           %[[J:.*]] = arith.subi %[[I]], %[[P]] : index
// CHECK:           %[[REM:.*]] = arith.remsi %[[J]], %[[PERIOD]] : index
// CHECK:           %[[NEG:.*]] = arith.cmpi slt, %[[REM]], %{{.*}} : index
// CHECK:           %[[UP:.*]] = arith.addi %[[REM]], %[[PERIOD]] : index
// CHECK:           %[[M:.*]] = arith.select %[[NEG]], %[[UP]], %[[REM]] : index
// CHECK:           %[[FIRST:.*]] = arith.cmpi slt, %[[M]], %{{.*}} : index
// CHECK:           %[[MIRROR:.*]] = arith.subi %{{.*}}, %[[M]] : index
// CHECK:           %[[K:.*]] = arith.select %[[FIRST]], %[[M]], %[[MIRROR]] : index
// CHECK:           %[[LO:.*]] = arith.maxsi %[[K]], %{{.*}} : index
// CHECK:           %[[IDX:.*]] = arith.minsi %[[LO]], %{{.*}} : index
// CHECK:           tensor.extract %[[SRC]][%[[IDX]]] : tensor<3xf32>
func.func @reflect_wide(%src: tensor<3xf32>) -> tensor<14xf32> {
  %r = pad.pad %src low[1] high[10] mode(reflect) : tensor<3xf32> to tensor<14xf32>
  return %r : tensor<14xf32>
}

// -----

// A dynamic amount may reach past one fold: the periodic map of wrap, a
// remainder by d, made non-negative.

// CHECK-LABEL: func.func @wrap_dynamic
// CHECK:         scf.for
// CHECK:           %[[REM:.*]] = arith.remsi %{{.*}}, %[[D:.*]] : index
// CHECK:           %[[NEG:.*]] = arith.cmpi slt, %[[REM]], %{{.*}} : index
// CHECK:           %[[UP:.*]] = arith.addi %[[REM]], %[[D]] : index
// CHECK:           arith.select %[[NEG]], %[[UP]], %[[REM]] : index
func.func @wrap_dynamic(%src: tensor<5xf32>, %l: index) -> tensor<?xf32> {
  %r = pad.pad %src low[%l] high[0] mode(wrap) : tensor<5xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}
