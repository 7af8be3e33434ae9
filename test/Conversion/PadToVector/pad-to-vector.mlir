// RUN: pad-opt %s -convert-pad-to-vector="nontemporal=never" -canonicalize -cse -split-input-file | FileCheck %s
// RUN: pad-opt %s -convert-pad-to-vector="vector-bits=128" -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=V128
// RUN: not pad-opt %s -convert-pad-to-vector="vector-bits=4" -split-input-file 2>&1 | FileCheck %s --check-prefix=BADBITS

// BADBITS: vector-bits must be at least 8, got 4

// Constant mode: the loop over the outer axis is split at the source. Rows
// above and below it are filled with vectors of the pad value, the last one
// ending at the row's end; a row inside gets the pad value (one vector of 2),
// vector copies of the kept row (the last one ending at the core's end, over
// the one before) and the pad value (one vector of 1), and reads its source
// row without a clamp.

// CHECK-LABEL: func @constant
// CHECK-SAME:    %[[SRC:.*]]: tensor<4x20xf32>
// CHECK-DAG:     %[[SPLAT:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-DAG:     %[[SPLAT2:.*]] = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-DAG:     %[[SPLAT1:.*]] = arith.constant dense<0.000000e+00> : vector<1xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG:     %[[C12:.*]] = arith.constant 12 : index
// CHECK-DAG:     %[[C14:.*]] = arith.constant 14 : index
// CHECK-DAG:     %[[C15:.*]] = arith.constant 15 : index
// CHECK-DAG:     %[[C22:.*]] = arith.constant 22 : index
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<6x23xf32>
// CHECK:         %[[TOP:.*]] = scf.for %[[T:[^ ]*]] = %[[C0]] to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %[[EMPTY]])
// CHECK:           vector.transfer_write %[[SPLAT]], %[[A]][%[[C0]], %[[T]]] {in_bounds = [true]} : vector<8xf32>, tensor<6x23xf32>
// CHECK:         %[[TOP2:.*]] = vector.transfer_write %[[SPLAT]], %[[TOP]][%[[C0]], %[[C15]]]
// CHECK:         %[[MID:.*]] = scf.for %[[I:[^ ]*]] = %[[C1]] to %[[C5]] step %[[C1]] iter_args(%[[OUT:.*]] = %[[TOP2]]) -> (tensor<6x23xf32>) {
// CHECK:           %[[ROW:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK:           %[[LOW:.*]] = vector.transfer_write %[[SPLAT2]], %[[OUT]][%[[I]], %[[C0]]] {in_bounds = [true]} : vector<2xf32>, tensor<6x23xf32>
// CHECK:           %[[CORE:.*]] = scf.for %[[T:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %[[LOW]])
// CHECK:             %[[J:.*]] = arith.addi %[[T]], %{{.*}} : index
// CHECK:             %[[V:.*]] = vector.transfer_read %[[SRC]][%[[ROW]], %[[J]]], %{{.*}} {in_bounds = [true]} : tensor<4x20xf32>, vector<8xf32>
// CHECK:             vector.transfer_write %[[V]], %[[A]][%[[I]], %[[T]]] {in_bounds = [true]} : vector<8xf32>, tensor<6x23xf32>
// CHECK:           %[[TV:.*]] = vector.transfer_read %[[SRC]][%[[ROW]], %[[C12]]]
// CHECK:           %[[TAIL:.*]] = vector.transfer_write %[[TV]], %[[CORE]][%[[I]], %[[C14]]]
// CHECK:           %[[LAST:.*]] = vector.transfer_write %[[SPLAT1]], %[[TAIL]][%[[I]], %[[C22]]] {in_bounds = [true]} : vector<1xf32>, tensor<6x23xf32>
// CHECK:           scf.yield %[[LAST]]
// CHECK:         %[[BOTTOM:.*]] = scf.for %[[T:[^ ]*]] = %[[C0]] to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %[[MID]])
// CHECK:           vector.transfer_write %[[SPLAT]], %[[A]][%[[C5]], %[[T]]]
// CHECK:         %[[RES:.*]] = vector.transfer_write %[[SPLAT]], %[[BOTTOM]][%[[C5]], %[[C15]]]
// CHECK:         return %[[RES]]
// V128-LABEL:  func @constant
// V128:          vector.transfer_read {{.*}} : tensor<4x20xf32>, vector<4xf32>
func.func @constant(%src: tensor<4x20xf32>) -> tensor<6x23xf32> {
  %r = pad.pad %src low[1, 2] high[1, 1] : tensor<4x20xf32> to tensor<6x23xf32>
  return %r : tensor<6x23xf32>
}

// -----

// Edge mode: the border of a row is a splat of its first or last element.
// The outer axis is split at the source: the rows inside read their own row,
// without a clamp; the row below and the row above run in one loop after
// them, mapped (and clamped) to source rows 0 and 2.

// CHECK-LABEL: func @edge
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x64xi8>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C63:.*]] = arith.constant 63 : index
// CHECK:         %[[CORE:.*]] = scf.for %[[I:[^ ]*]] = %[[C1]] to %[[C4]]
// CHECK-NOT:       arith.minsi
// CHECK:           %[[ROW:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK:           %[[FIRST:.*]] = tensor.extract %[[SRC]][%[[ROW]], %[[C0]]] : tensor<3x64xi8>
// CHECK:           %[[LAST:.*]] = tensor.extract %[[SRC]][%[[ROW]], %[[C63]]] : tensor<3x64xi8>
// CHECK:           %[[B0:.*]] = vector.broadcast %[[FIRST]] : i8 to vector<32xi8>
// CHECK:           vector.transfer_write %[[B0]]
// CHECK:           vector.transfer_read %[[SRC]]{{.*}} : tensor<3x64xi8>, vector<32xi8>
// CHECK:           %[[B1:.*]] = vector.broadcast %[[LAST]] : i8 to vector<32xi8>
// CHECK:           vector.transfer_write %[[B1]]
// CHECK:         scf.for %[[K:[^ ]*]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%{{.*}} = %[[CORE]])
// CHECK:           %[[BELOW:.*]] = arith.cmpi slt, %[[K]], %[[C1]] : index
// CHECK:           %[[ABOVE:.*]] = arith.addi %[[K]], %[[C3]] : index
// CHECK:           %[[OUTROW:.*]] = arith.select %[[BELOW]], %[[K]], %[[ABOVE]] : index
// CHECK:           %[[J:.*]] = arith.subi %[[OUTROW]], %[[C1]] : index
// CHECK:           %[[MAX:.*]] = arith.maxsi %[[J]], %[[C0]] : index
// CHECK:           %[[SRCROW:.*]] = arith.minsi %[[MAX]], %[[C2]] : index
// CHECK:           tensor.extract %[[SRC]][%[[SRCROW]], %[[C0]]] : tensor<3x64xi8>
func.func @edge(%src: tensor<3x64xi8>) -> tensor<5x160xi8> {
  %r = pad.pad %src low[1, 32] high[1, 64] mode(edge) : tensor<3x64xi8> to tensor<5x160xi8>
  return %r : tensor<5x160xi8>
}

// -----

// Reflect, dynamic shapes: an empty source (C8 broken) fills the whole
// output with zeros under one branch. Otherwise, with static amounts, a nest
// whose row spans have static lengths (2, then d, then 2) runs when the output
// size is p + d + q, and the general nest (clamped spans) when it is not (C10
// or C11 broken: the output sizes are zeroed when the output would have more
// than INT64_MAX bytes). The rows are split along the outer axis: those
// inside read their source row without a map. Their loop is built once for
// each number n = ceil(d / 8) of vectors of the core from 2 to 8, under one
// branch on n: in each copy the core is n vector copies in straight-line
// code (the last one ending at the row's end) and no branch on the source
// row holding a vector; once more for other lengths, where a 2-element
// border is one reversed vector of 2 read at a clamped index if the row holds
// a whole vector of 8, else scalars through the mode's index map. The row
// below and the row above run in one loop after them.

// CHECK-LABEL: func @reflect_dynamic
// CHECK-SAME:    %[[SRC:.*]]: tensor<?x?xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK:         %[[TOOBIG:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK:         arith.select %[[TOOBIG]], %{{.*}}, %{{.*}} : index
// CHECK:         %[[N1:.*]] = arith.select %[[TOOBIG]], %{{.*}}, %{{.*}} : index
// CHECK:         %[[EMPTY:.*]] = arith.ori
// CHECK:         %[[INIT:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf32>
// CHECK:         %[[EXACT:.*]] = arith.cmpi eq, %[[N1]], %{{.*}} : index
// CHECK:         scf.if %[[EMPTY]] -> (tensor<?x?xf32>) {
// CHECK:           scf.for %{{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (tensor<?x?xf32>) {
// CHECK:             vector.transfer_write %{{.*}} : vector<8xf32>, tensor<?x?xf32>
// CHECK:         } else {
// CHECK:           scf.if %[[EXACT]] -> (tensor<?x?xf32>) {
// CHECK:             %[[HOLDS:.*]] = arith.cmpi sge, %[[D:.*]], %[[C8]] : index
// CHECK:             %[[CEIL:.*]] = arith.ceildivui %[[D]], %[[C8]] : index
// CHECK:             %[[N:.*]] = arith.select %[[HOLDS]], %[[CEIL]], %[[C0]] : index
// CHECK:             %[[IS2:.*]] = arith.cmpi eq, %[[N]], %[[C2]] : index
// CHECK:             %[[VERSIONS:.*]] = scf.if %[[IS2]] -> (tensor<?x?xf32>) {
// CHECK:               scf.for %[[I:[^ ]*]] = %{{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (tensor<?x?xf32>) {
// CHECK-NOT:             scf.
// CHECK:                 %[[ROW:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK-NOT:             scf.
// CHECK:                 vector.transfer_read %[[SRC]][%[[ROW]], %{{.*}}], %{{.*}} : tensor<?x?xf32>, vector<2xf32>
// CHECK-NOT:             scf.
// CHECK:                 vector.transfer_read %[[SRC]][%[[ROW]], %[[C0]]], %{{.*}} : tensor<?x?xf32>, vector<8xf32>
// CHECK-NOT:             scf.
// CHECK:                 vector.transfer_read %[[SRC]][%[[ROW]], %{{.*}}], %{{.*}} : tensor<?x?xf32>, vector<8xf32>
// CHECK-NOT:             scf.
// CHECK:                 vector.transfer_read %[[SRC]][%[[ROW]], %{{.*}}], %{{.*}} : tensor<?x?xf32>, vector<2xf32>
// CHECK-NOT:             scf.
// CHECK:                 scf.yield
// CHECK:             arith.cmpi eq, %[[N]], %[[C8]] : index
// CHECK:             } else {
// CHECK:               scf.for %{{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (tensor<?x?xf32>) {
// CHECK:                 %[[VECTORS:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} : index
// CHECK:                 scf.if %[[VECTORS]]
// CHECK:                   %[[FIRST:.*]] = arith.minsi %{{.*}}, %[[C1]] : index
// CHECK:                   %[[V:.*]] = vector.transfer_read %[[SRC]][%{{.*}}, %[[FIRST]]], %{{.*}} {in_bounds = [true]} : tensor<?x?xf32>, vector<2xf32>
// CHECK:                   vector.shuffle %[[V]], %[[V]] [1, 0] : vector<2xf32>, vector<2xf32>
// CHECK:                 } else {
// CHECK:                   scf.for %[[T:[^ ]*]] = %{{.*}} to %[[C2]] step
// CHECK:                     %[[MIRROR:.*]] = arith.subi %[[C2]], %[[T]] : index
// CHECK:                     %[[MAX:.*]] = arith.maxsi %[[MIRROR]], %{{.*}} : index
// CHECK:                     %[[J:.*]] = arith.minsi %[[MAX]], %{{.*}} : index
// CHECK:                     tensor.extract %[[SRC]][%{{.*}}, %[[J]]]
// CHECK:             scf.for %[[K:[^ ]*]] = %[[C0]] to %{{.*}} step %[[C1]] iter_args(%{{.*}} = %[[VERSIONS]])
// CHECK-NEXT:            arith.cmpi slt, %[[K]], %{{.*}} : index
// CHECK:                 arith.select

func.func @reflect_dynamic(%src: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %src low[1, 2] high[1, 2] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// Interior padding on the last axis: the core is written element by element,
// the source on the grid and the pad value between.

// CHECK-LABEL: func @interior
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x3xi32>, %[[V:.*]]: i32
// CHECK:         scf.for
// CHECK:           scf.if
// CHECK:             scf.for
// CHECK:               %[[REM:.*]] = arith.remui
// CHECK:               %[[ON:.*]] = arith.cmpi eq, %[[REM]]
// CHECK:               %[[E:.*]] = tensor.extract %[[SRC]]
// CHECK:               arith.select %[[ON]], %[[E]], %[[V]] : i32
func.func @interior(%src: tensor<3x3xi32>, %v: i32) -> tensor<7x9xi32> {
  %r = pad.pad %src low[1, 2] high[1, 0] interior[1, 2] value(%v) : tensor<3x3xi32> to tensor<7x9xi32>
  return %r : tensor<7x9xi32>
}

// -----

// i1 and complex have no byte-addressable vector form: scalar loops only.

// CHECK-LABEL: func @scalar_only
// CHECK-NOT:     vector.
// CHECK:         return
func.func @scalar_only(%a: tensor<40xi1>, %b: tensor<40xcomplex<f32>>) -> (tensor<42xi1>, tensor<42xcomplex<f32>>) {
  %r = pad.pad %a low[1] high[1] : tensor<40xi1> to tensor<42xi1>
  %s = pad.pad %b low[1] high[1] mode(wrap) : tensor<40xcomplex<f32>> to tensor<42xcomplex<f32>>
  return %r, %s : tensor<42xi1>, tensor<42xcomplex<f32>>
}

// -----

// Rank 0 is the identity.

// CHECK-LABEL: func @rank0
// CHECK-SAME:    %[[SRC:.*]]: tensor<f32>
// CHECK-NEXT:    return %[[SRC]]
func.func @rank0(%src: tensor<f32>) -> tensor<f32> {
  %r = pad.pad %src low[] high[] mode(edge) : tensor<f32> to tensor<f32>
  return %r : tensor<f32>
}

// -----

// Constant mode, an unpadded outer axis of a size known at run time (the
// planes of an NCHW pad): every output row of it is a source row, read at
// the loop's own index, without a check or a clamp.

// CHECK-LABEL: func @unpadded_planes
// CHECK-SAME:    %[[SRC:.*]]: tensor<?x?x?xf32>
// CHECK:         scf.for %[[P:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK-NOT:       arith.cmpi {{.*}}, %[[P]],
// CHECK:           vector.transfer_read %[[SRC]][%[[P]], %{{.*}}, %{{.*}}]
func.func @unpadded_planes(%src: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = pad.pad %src low[0, 1, 2] high[0, 1, 2] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// -----

// The same with a static output size over the dynamic source size (C10 is
// checked at run time only, if at all): the planes are checked and their
// index clamped into the source.

// CHECK-LABEL: func @unpadded_planes_static_result
// CHECK-SAME:    %[[SRC:.*]]: tensor<?x?x?xf32>
// CHECK:         %[[D:.*]] = tensor.dim %[[SRC]], %c0
// CHECK:         scf.for %[[P:[^ ]*]] = %{{.*}} to %c4 step %{{.*}} iter_args
// CHECK:           arith.cmpi slt, %[[P]], %[[D]] : index
// CHECK:           %[[MAX:.*]] = arith.maxsi %[[P]], %{{.*}} : index
// CHECK:           %[[ROW:.*]] = arith.minsi %[[MAX]], %{{.*}} : index
// CHECK:           vector.transfer_read %[[SRC]][%[[ROW]], %{{.*}}, %{{.*}}]
func.func @unpadded_planes_static_result(%src: tensor<?x?x?xf32>) -> tensor<4x?x?xf32> {
  %r = pad.pad %src low[0, 1, 2] high[0, 1, 2] : tensor<?x?x?xf32> to tensor<4x?x?xf32>
  return %r : tensor<4x?x?xf32>
}
