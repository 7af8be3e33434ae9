// RUN: pad-opt %s -convert-pad-to-vector -canonicalize -cse -split-input-file | FileCheck %s
// RUN: pad-opt %s -convert-pad-to-vector="vector-bits=128" -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=V128
// RUN: not pad-opt %s -convert-pad-to-vector="vector-bits=4" -split-input-file 2>&1 | FileCheck %s --check-prefix=BADBITS

// BADBITS: vector-bits must be at least 8, got 4

// Constant mode: a loop over the outer axis; a row that maps into the source
// gets the pad value, a vector copy of the kept row with a scalar tail, and the
// pad value; any other row is filled with vectors of the pad value.

// CHECK-LABEL: func @constant
// CHECK-SAME:    %[[SRC:.*]]: tensor<4x20xf32>
// CHECK-DAG:     %[[SPLAT:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<6x23xf32>
// CHECK:         %[[RES:.*]] = scf.for %[[I:[^ ]*]] = %{{.*}} iter_args(%[[OUT:.*]] = %[[EMPTY]]) -> (tensor<6x23xf32>) {
// CHECK:           %[[ROW:.*]] = arith.minsi
// CHECK:           %[[R:.*]] = scf.if %{{.*}} -> (tensor<6x23xf32>) {
// CHECK:             %[[LOW:.*]] = scf.for %[[T:[^ ]*]] = %{{.*}} iter_args(%[[A:.*]] = %[[OUT]])
// CHECK:               tensor.insert %[[ZERO]] into %[[A]][%[[I]], %[[T]]]
// CHECK:             %[[CORE:.*]] = scf.for %[[T:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %[[LOW]])
// CHECK:               %[[J:.*]] = arith.addi %[[T]], %{{.*}} : index
// CHECK:               %[[V:.*]] = vector.transfer_read %[[SRC]][%[[ROW]], %[[J]]], %{{.*}} {in_bounds = [true]} : tensor<4x20xf32>, vector<8xf32>
// CHECK:               vector.transfer_write %[[V]], %[[A]][%[[I]], %[[T]]] {in_bounds = [true]} : vector<8xf32>, tensor<6x23xf32>
// CHECK:             %[[TAIL:.*]] = scf.for
// CHECK:               tensor.extract %[[SRC]]
// CHECK:               tensor.insert
// CHECK:             tensor.insert %[[ZERO]] into %[[TAIL]][%[[I]], %{{.*}}]
// CHECK:           } else {
// CHECK:             scf.for
// CHECK:               vector.transfer_write %[[SPLAT]], %{{.*}} {in_bounds = [true]} : vector<8xf32>, tensor<6x23xf32>
// CHECK:             scf.for
// CHECK:               tensor.insert %[[ZERO]]
// CHECK:           }
// CHECK:         return %[[RES]]
// V128-LABEL:  func @constant
// V128:          vector.transfer_read {{.*}} : tensor<4x20xf32>, vector<4xf32>
func.func @constant(%src: tensor<4x20xf32>) -> tensor<6x23xf32> {
  %r = pad.pad %src low[1, 2] high[1, 1] : tensor<4x20xf32> to tensor<6x23xf32>
  return %r : tensor<6x23xf32>
}

// -----

// Edge mode: the border of a row is a splat of its first or last element; the
// outer index goes through the clamped index map.

// CHECK-LABEL: func @edge
// CHECK-SAME:    %[[SRC:.*]]: tensor<3x64xi8>
// CHECK:         scf.for %[[I:[^ ]*]] =
// CHECK:           %[[ROW:.*]] = arith.minsi
// CHECK:           %[[FIRST:.*]] = tensor.extract %[[SRC]][%[[ROW]], %{{.*}}] : tensor<3x64xi8>
// CHECK:           %[[LAST:.*]] = tensor.extract %[[SRC]][%[[ROW]], %{{.*}}] : tensor<3x64xi8>
// CHECK:           %[[B0:.*]] = vector.broadcast %[[FIRST]] : i8 to vector<32xi8>
// CHECK:           vector.transfer_write %[[B0]]
// CHECK:           vector.transfer_read %[[SRC]]{{.*}} : tensor<3x64xi8>, vector<32xi8>
// CHECK:           %[[B1:.*]] = vector.broadcast %[[LAST]] : i8 to vector<32xi8>
// CHECK:           vector.transfer_write %[[B1]]
func.func @edge(%src: tensor<3x64xi8>) -> tensor<5x160xi8> {
  %r = pad.pad %src low[1, 32] high[1, 64] mode(edge) : tensor<3x64xi8> to tensor<5x160xi8>
  return %r : tensor<5x160xi8>
}

// -----

// Reflect: the border elements are gathered one by one through the mode's
// index map, specialized to the side of the span (the low span mirrors with
// one subtraction); with a dynamic source, each row checks for an empty
// source (a loop invariant) and is filled with zeros then. The output sizes
// are zeroed when the output would have more than INT64_MAX bytes (C11).

// CHECK-LABEL: func @reflect_dynamic
// CHECK-SAME:    %[[SRC:.*]]: tensor<?x?xf32>
// CHECK:         %[[TOOBIG:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK:         arith.select %[[TOOBIG]], %{{.*}}, %{{.*}} : index
// CHECK:         arith.select %[[TOOBIG]], %{{.*}}, %{{.*}} : index
// CHECK:         %[[EMPTY:.*]] = arith.ori
// CHECK:         %[[INIT:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf32>
// CHECK:         scf.for %{{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (tensor<?x?xf32>) {
// CHECK:           scf.if %[[EMPTY]] -> (tensor<?x?xf32>) {
// CHECK:             vector.transfer_write %{{.*}} : vector<8xf32>, tensor<?x?xf32>
// CHECK:           } else {
// CHECK:             scf.for %[[T:[^ ]*]] =
// CHECK:               %[[MIRROR:.*]] = arith.subi %{{.*}}, %[[T]] : index
// CHECK:               %[[MAX:.*]] = arith.maxsi %[[MIRROR]], %{{.*}} : index
// CHECK:               %[[J:.*]] = arith.minsi %[[MAX]], %{{.*}} : index
// CHECK:               tensor.extract %[[SRC]][%{{.*}}, %[[J]]]
// CHECK:               tensor.insert
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
