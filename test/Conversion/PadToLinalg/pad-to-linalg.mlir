// RUN: pad-opt %s -convert-pad-to-linalg -split-input-file | FileCheck %s

// Constant mode: the border slabs are filled, axis by axis, and the kept input
// is copied into the core; every element is written once.

// CHECK-LABEL: func @constant_static
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<6x7xf32>
// CHECK:         %[[T0:.*]] = tensor.extract_slice %[[EMPTY]][0, 0] [1, 7] [1, 1]
// CHECK:         %[[F0:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[T0]] : tensor<1x7xf32>)
// CHECK:         %[[R0:.*]] = tensor.insert_slice %[[F0]] into %[[EMPTY]][0, 0] [1, 7] [1, 1]
// CHECK:         %[[T1:.*]] = tensor.extract_slice %[[R0]][4, 0] [2, 7] [1, 1]
// CHECK:         %[[F1:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[T1]] : tensor<2x7xf32>)
// CHECK:         %[[R1:.*]] = tensor.insert_slice %[[F1]] into %[[R0]][4, 0] [2, 7] [1, 1]
// CHECK:         %[[T2:.*]] = tensor.extract_slice %[[R1]][1, 0] [3, 2] [1, 1]
// CHECK:         %[[F2:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[T2]] : tensor<3x2xf32>)
// CHECK:         %[[R2:.*]] = tensor.insert_slice %[[F2]] into %[[R1]][1, 0] [3, 2] [1, 1]
// CHECK:         %[[T3:.*]] = tensor.extract_slice %[[R2]][1, 6] [3, 1] [1, 1]
// CHECK:         %[[F3:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[T3]] : tensor<3x1xf32>)
// CHECK:         %[[R3:.*]] = tensor.insert_slice %[[F3]] into %[[R2]][1, 6] [3, 1] [1, 1]
// CHECK:         %[[CORE:.*]] = tensor.extract_slice %[[R3]][1, 2] [3, 4] [1, 1]
// CHECK:         %[[IN:.*]] = tensor.extract_slice %[[SRC]][0, 0] [3, 4] [1, 1]
// CHECK:         %[[COPY:.*]] = linalg.copy ins(%[[IN]] : tensor<3x4xf32>) outs(%[[CORE]] : tensor<3x4xf32>)
// CHECK:         %[[RES:.*]] = tensor.insert_slice %[[COPY]] into %[[R3]][1, 2] [3, 4] [1, 1]
// CHECK:         return %[[RES]]
// CHECK-NOT:     pad.pad
func.func @constant_static(%src: tensor<3x4xf32>) -> tensor<6x7xf32> {
  %r = pad.pad %src low[1, 2] high[2, 1] : tensor<3x4xf32> to tensor<6x7xf32>
  return %r : tensor<6x7xf32>
}

// -----

// A runtime pad value is the fill value; negative amounts shift the source
// window of the copy.

// CHECK-LABEL: func @constant_value_crop
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xi32>, %[[V:.*]]: i32
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<3x2xi32>
// CHECK:         %[[T0:.*]] = tensor.extract_slice %[[EMPTY]][2, 0] [1, 2] [1, 1]
// CHECK:         linalg.fill ins(%[[V]] : i32) outs(%[[T0]] : tensor<1x2xi32>)
// CHECK:         tensor.extract_slice %[[SRC]][1, 2] [2, 2] [1, 1]
// CHECK:         linalg.copy
// CHECK-NOT:     linalg.fill
// CHECK:         return
func.func @constant_value_crop(%src: tensor<3x4xi32>, %v: i32) -> tensor<3x2xi32> {
  %r = pad.pad %src low[-1, -2] high[1, 0] value(%v) : tensor<3x4xi32> to tensor<3x2xi32>
  return %r : tensor<3x2xi32>
}

// -----

// Interior padding: the core gathers from the source on the grid of every axis
// and takes the pad value off it.

// CHECK-LABEL: func @interior
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x3xi32>, %[[V:.*]]: i32
// CHECK-COUNT-3: linalg.fill ins(%[[V]] : i32)
// CHECK:         %[[CORE:.*]] = tensor.extract_slice %{{.*}}[1, 2] [5, 7] [1, 1]
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK:         linalg.generic {{.*}} outs(%[[CORE]] : tensor<5x7xi32>)
// CHECK:           %[[I:.*]] = linalg.index 0 : index
// CHECK:           %[[J:.*]] = linalg.index 1 : index
// CHECK:           %[[REM0:.*]] = arith.remui %[[I]], %{{.*}} : index
// CHECK:           %[[ON0:.*]] = arith.cmpi eq, %[[REM0]], %[[C0]] : index
// CHECK:           %[[DIV0:.*]] = arith.divui %[[I]], %{{.*}} : index
// CHECK:           %[[S0:.*]] = arith.minsi %[[DIV0]], %{{.*}} : index
// CHECK:           %[[REM1:.*]] = arith.remui %[[J]], %[[C3]] : index
// CHECK:           %[[ON1:.*]] = arith.cmpi eq, %[[REM1]], %[[C0]] : index
// CHECK:           %[[ON:.*]] = arith.andi %[[ON0]], %[[ON1]] : i1
// CHECK:           %[[DIV1:.*]] = arith.divui %[[J]], %[[C3]] : index
// CHECK:           %[[S1:.*]] = arith.minsi %[[DIV1]], %{{.*}} : index
// CHECK:           %[[E:.*]] = tensor.extract %[[SRC]][%[[S0]], %[[S1]]]
// CHECK:           %[[SEL:.*]] = arith.select %[[ON]], %[[E]], %[[V]] : i32
// CHECK:           linalg.yield %[[SEL]] : i32
func.func @interior(%src: tensor<3x3xi32>, %v: i32) -> tensor<7x9xi32> {
  %r = pad.pad %src low[1, 2] high[1, 0] interior[1, 2] value(%v) : tensor<3x3xi32> to tensor<7x9xi32>
  return %r : tensor<7x9xi32>
}

// -----

// Edge mode: the low slab reads the first element, the high slab the last;
// the static source needs no emptiness guard.

// CHECK-LABEL: func @edge
// CHECK-SAME:    %[[SRC:.*]]: tensor<3xf32>
// CHECK-NOT:     scf.if
// CHECK:         %[[LOW:.*]] = tensor.extract_slice %{{.*}}[0] [2] [1]
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK:         linalg.generic {{.*}} outs(%[[LOW]] : tensor<2xf32>)
// CHECK:           tensor.extract %[[SRC]][%[[C0]]] : tensor<3xf32>
// CHECK:         %[[HIGH:.*]] = tensor.extract_slice %{{.*}}[5] [1] [1]
// CHECK-DAG:     %[[LAST:.*]] = arith.constant 2 : index
// CHECK:         linalg.generic {{.*}} outs(%[[HIGH]] : tensor<1xf32>)
// CHECK:           tensor.extract %[[SRC]][%[[LAST]]] : tensor<3xf32>
// CHECK:         linalg.copy
func.func @edge(%src: tensor<3xf32>) -> tensor<6xf32> {
  %r = pad.pad %src low[2] high[1] mode(edge) : tensor<3xf32> to tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// Reflect mirrors at the edges. In the low slab of axis 0 the coordinates of
// axis 0 are known to be below the source (one subtraction); axis 1 spans its
// whole range there and takes the full map with both mirrors.

// CHECK-LABEL: func @reflect
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x4xf32>
// CHECK:         %[[SLAB:.*]] = tensor.extract_slice %{{.*}}[0, 0] [2, 7] [1, 1]
// CHECK-DAG:     %[[SHIFT0:.*]] = arith.constant -2 : index
// CHECK-DAG:     %[[SHIFT1:.*]] = arith.constant -3 : index
// CHECK-DAG:     %[[HIGH1:.*]] = arith.constant 6 : index
// CHECK:         linalg.generic {{.*}} outs(%[[SLAB]] : tensor<2x7xf32>)
// CHECK:           %[[I:.*]] = linalg.index 0 : index
// CHECK:           %[[J:.*]] = linalg.index 1 : index
// CHECK:           %[[JI:.*]] = arith.addi %[[I]], %[[SHIFT0]] : index
// CHECK:           %[[MI:.*]] = arith.subi %{{.*}}, %[[JI]] : index
// CHECK:           %[[MAXI:.*]] = arith.maxsi %[[MI]], %{{.*}} : index
// CHECK:           %[[SI:.*]] = arith.minsi %[[MAXI]], %{{.*}} : index
// CHECK:           %[[JJ:.*]] = arith.addi %[[J]], %[[SHIFT1]] : index
// CHECK:           %[[BELOW:.*]] = arith.subi %{{.*}}, %[[JJ]] : index
// CHECK:           %[[ABOVE:.*]] = arith.subi %[[HIGH1]], %[[JJ]] : index
// CHECK:           %[[GE:.*]] = arith.cmpi sge, %[[JJ]], %{{.*}} : index
// CHECK:           %[[S1:.*]] = arith.select %[[GE]], %[[ABOVE]], %[[JJ]] : index
// CHECK:           %[[LT:.*]] = arith.cmpi slt, %[[JJ]], %{{.*}} : index
// CHECK:           %[[S2:.*]] = arith.select %[[LT]], %[[BELOW]], %[[S1]] : index
// CHECK:           %[[MAXJ:.*]] = arith.maxsi %[[S2]], %{{.*}} : index
// CHECK:           %[[SJ:.*]] = arith.minsi %[[MAXJ]], %{{.*}} : index
// CHECK:           tensor.extract %[[SRC]][%[[SI]], %[[SJ]]] : tensor<3x4xf32>
func.func @reflect(%src: tensor<3x4xf32>) -> tensor<5x7xf32> {
  %r = pad.pad %src low[2, 3] high[0, 0] mode(reflect) : tensor<3x4xf32> to tensor<5x7xf32>
  return %r : tensor<5x7xf32>
}

// Symmetric below the source: -1 - j.

// CHECK-LABEL: func @symmetric
// CHECK-DAG:     %[[M1:.*]] = arith.constant -1 : index
// CHECK:         linalg.generic
// CHECK:           %[[J:.*]] = arith.addi
// CHECK:           arith.subi %[[M1]], %[[J]] : index
func.func @symmetric(%src: tensor<4xf32>) -> tensor<8xf32> {
  %r = pad.pad %src low[4] high[0] mode(symmetric) : tensor<4xf32> to tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Wrap shifts by d on a known side; over a whole axis it takes the remainder
// and shifts the negative ones by d.

// CHECK-LABEL: func @wrap
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK:         linalg.generic
// CHECK:           %[[J:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK:           arith.addi %[[J]], %[[C3]] : index
// CHECK:         linalg.generic
// CHECK:           %[[J:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK:           arith.subi %[[J]], %{{.*}} : index
func.func @wrap(%src: tensor<3xf32>) -> tensor<6xf32> {
  %r = pad.pad %src low[2] high[1] mode(wrap) : tensor<3xf32> to tensor<6xf32>
  return %r : tensor<6xf32>
}

// CHECK-LABEL: func @wrap_full_axis
// CHECK:         %[[SLAB:.*]] = tensor.extract_slice %{{.*}}[0, 0] [1, 4] [1, 1]
// CHECK:         linalg.generic {{.*}} outs(%[[SLAB]] : tensor<1x4xf32>)
// CHECK:           %[[IDX1:.*]] = linalg.index 1 : index
// CHECK:           %[[J:.*]] = arith.addi %[[IDX1]], %{{.*}} : index
// CHECK:           %[[REM:.*]] = arith.remsi %[[J]], %[[D:.*]] : index
// CHECK:           %[[SHIFTED:.*]] = arith.addi %[[REM]], %[[D]] : index
// CHECK:           %[[NEG:.*]] = arith.cmpi slt, %[[REM]], %{{.*}} : index
// CHECK:           arith.select %[[NEG]], %[[SHIFTED]], %[[REM]] : index
func.func @wrap_full_axis(%src: tensor<2x2xf32>) -> tensor<3x4xf32> {
  %r = pad.pad %src low[1, 1] high[0, 1] mode(wrap) : tensor<2x2xf32> to tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

// Border slabs of later axes span the core range of earlier axes: there the
// source index is the tile index shifted, with no index map.

// CHECK-LABEL: func @edge_2d_core_axis
// CHECK-SAME:    %[[SRC:.*]]: tensor<2x3xf32>
// CHECK:         %[[TILE:.*]] = tensor.extract_slice %{{.*}}[1, 0] [2, 1] [1, 1]
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         linalg.generic {{.*}} outs(%[[TILE]] : tensor<2x1xf32>)
// CHECK:           %[[I:.*]] = linalg.index 0 : index
// CHECK:           tensor.extract %[[SRC]][%[[I]], %[[C0]]] : tensor<2x3xf32>
func.func @edge_2d_core_axis(%src: tensor<2x3xf32>) -> tensor<4x4xf32> {
  %r = pad.pad %src low[1, 1] high[1, 0] mode(edge) : tensor<2x3xf32> to tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// Dynamic sizes and amounts: the regions are clamped index arithmetic, the
// output is a dynamic tensor.empty (of size 0 if it would have more than
// INT64_MAX bytes, C11), and a border mode reads the source only
// when it is not empty (zeros otherwise, a branch on a loop invariant in the
// gather's body).

// CHECK-LABEL: func @reflect_dynamic
// CHECK-SAME:    %[[SRC:.*]]: tensor<?x4xf32>, %[[L:.*]]: index
// CHECK:         %[[D:.*]] = tensor.dim %[[SRC]], %{{.*}} : tensor<?x4xf32>
// CHECK:         %[[SUM:.*]] = arith.addi %[[L]], %[[D]] : index
// CHECK:         %[[N:.*]] = arith.maxsi %{{.*}}, %{{.*}} : index
// CHECK:         %[[TOOBIG:.*]] = arith.cmpi ugt, %[[N]], %{{.*}} : index
// CHECK:         %[[SIZE:.*]] = arith.select %[[TOOBIG]], %{{.*}}, %[[N]] : index
// CHECK:         %[[EMPTY:.*]] = arith.cmpi eq, %[[D]], %{{.*}} : index
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[SIZE]]) : tensor<?x6xf32>
// CHECK:         tensor.extract_slice %[[INIT]]
// CHECK:         linalg.generic
// CHECK:           %[[ELEM:.*]] = scf.if %[[EMPTY]] -> (f32) {
// CHECK:             scf.yield %[[ZERO]] : f32
// CHECK:           } else {
// CHECK:             %[[E:.*]] = tensor.extract %[[SRC]]
// CHECK:             scf.yield %[[E]] : f32
// CHECK:           }
// CHECK:           linalg.yield %[[ELEM]] : f32
// CHECK-COUNT-2: linalg.generic
// CHECK:         %[[COPY:.*]] = linalg.copy
// CHECK:         %[[RES:.*]] = tensor.insert_slice %[[COPY]]
// CHECK:         return %[[RES]]
func.func @reflect_dynamic(%src: tensor<?x4xf32>, %l: index) -> tensor<?x6xf32> {
  %r = pad.pad %src low[%l, -1] high[1, 3] mode(reflect) : tensor<?x4xf32> to tensor<?x6xf32>
  return %r : tensor<?x6xf32>
}

// -----

// A static result dim bounds the output even when the amounts are dynamic.

// CHECK-LABEL: func @static_result_dynamic_amount
// CHECK-SAME:    %[[SRC:.*]]: tensor<3xf32>, %[[L:.*]]: index
// CHECK:         %[[PMAX:.*]] = arith.maxsi %[[L]], %{{.*}} : index
// CHECK:         %[[C5:.*]] = arith.constant 5 : index
// CHECK:         %[[LO:.*]] = arith.minsi %[[PMAX]], %[[C5]] : index
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<5xf32>
// CHECK:         tensor.extract_slice %[[E]][0] [%[[LO]]] [1] : tensor<5xf32> to tensor<?xf32>
func.func @static_result_dynamic_amount(%src: tensor<3xf32>, %l: index) -> tensor<5xf32> {
  %r = pad.pad %src low[%l] high[1] : tensor<3xf32> to tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

// The default pad value is the zero of the element type.

// CHECK-LABEL: func @zero_i1
// CHECK:         %[[FALSE:.*]] = arith.constant false
// CHECK:         linalg.fill ins(%[[FALSE]] : i1)
func.func @zero_i1(%src: tensor<2xi1>) -> tensor<3xi1> {
  %r = pad.pad %src low[1] high[0] : tensor<2xi1> to tensor<3xi1>
  return %r : tensor<3xi1>
}

// CHECK-LABEL: func @zero_complex
// CHECK:         %[[Z:.*]] = complex.constant [0.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
// CHECK:         linalg.fill ins(%[[Z]] : complex<f32>)
func.func @zero_complex(%src: tensor<2xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
  %r = pad.pad %src low[1] high[0] : tensor<2xcomplex<f32>> to tensor<3xcomplex<f32>>
  return %r : tensor<3xcomplex<f32>>
}

// CHECK-LABEL: func @zero_unsigned
// CHECK:         %[[CST:.*]] = arith.constant dense<0> : tensor<ui8>
// CHECK:         %[[Z:.*]] = tensor.extract %[[CST]][] : tensor<ui8>
// CHECK:         linalg.fill ins(%[[Z]] : ui8)
func.func @zero_unsigned(%src: tensor<2xui8>) -> tensor<3xui8> {
  %r = pad.pad %src low[1] high[0] : tensor<2xui8> to tensor<3xui8>
  return %r : tensor<3xui8>
}

// -----

// An empty source in constant mode: only fills, nothing is read.

// CHECK-LABEL: func @empty_source
// CHECK-NOT:     linalg.copy
// CHECK-COUNT-2: linalg.fill
// CHECK-NOT:     linalg.copy
// CHECK:         return
func.func @empty_source(%src: tensor<0x3xf32>) -> tensor<2x5xf32> {
  %r = pad.pad %src low[1, 1] high[1, 1] : tensor<0x3xf32> to tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}

// -----

// Rank 0: nothing to pad, the op folds to its source.

// CHECK-LABEL: func @rank0
// CHECK-SAME:    %[[SRC:.*]]: tensor<f32>
// CHECK-NEXT:    return %[[SRC]] : tensor<f32>
func.func @rank0(%src: tensor<f32>) -> tensor<f32> {
  %r = pad.pad %src low[] high[] mode(wrap) : tensor<f32> to tensor<f32>
  return %r : tensor<f32>
}

// -----

// Amounts past one fold (docs/Semantics.md, "Any width"): the gathers of the
// border slabs map through the periodic extension (symmetric: P = 2d,
// m = j mod P, m or P - 1 - m); the core is still a copy.

// CHECK-LABEL: func.func @symmetric_wide
// CHECK-SAME:    %[[SRC:.*]]: tensor<3xf32>
// CHECK:         linalg.generic
// CHECK:           %[[REM:.*]] = arith.remsi %{{.*}}, %[[PERIOD:.*]] : index
// CHECK:           %[[NEG:.*]] = arith.cmpi slt, %[[REM]], %{{.*}} : index
// CHECK:           %[[UP:.*]] = arith.addi %[[REM]], %[[PERIOD]] : index
// CHECK:           %[[M:.*]] = arith.select %[[NEG]], %[[UP]], %[[REM]] : index
// CHECK:           %[[FIRST:.*]] = arith.cmpi slt, %[[M]], %{{.*}} : index
// CHECK:           %[[MIRROR:.*]] = arith.subi %{{.*}}, %[[M]] : index
// CHECK:           arith.select %[[FIRST]], %[[M]], %[[MIRROR]] : index
// CHECK:           tensor.extract %[[SRC]]
// CHECK:         linalg.generic
// CHECK:           arith.remsi
// CHECK:         linalg.copy
func.func @symmetric_wide(%src: tensor<3xf32>) -> tensor<15xf32> {
  %r = pad.pad %src low[6] high[6] mode(symmetric) : tensor<3xf32> to tensor<15xf32>
  return %r : tensor<15xf32>
}
