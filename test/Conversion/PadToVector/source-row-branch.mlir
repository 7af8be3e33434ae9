// RUN: pad-opt %s -split-input-file --convert-pad-to-vector=nontemporal=never --canonicalize --cse | FileCheck %s

// A border-mode row whose core is the source row, of a length d known at run
// time only, beside static borders: one branch on the source row holding a
// vector (d >= W) around the whole nest of rows, not one in every row. Where
// it holds, each row is its two widened borders (one load, one shuffle, one
// store each) and the core's vectors, without a branch; where it does not,
// scalars, without a branch either.
// CHECK-LABEL: func.func @reflect_rows_dynamic
// CHECK-SAME:    (%[[SRC:.*]]: tensor<?x?x?x?xf32>)
// CHECK:         %[[D:.*]] = tensor.dim %[[SRC]], %c3
// CHECK:         %[[HOLDS:.*]] = arith.cmpi sge, %[[D]], %c8 : index
// CHECK-NEXT:    scf.if %[[HOLDS]]
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        scf.for
// CHECK-NOT:           scf.if
// CHECK:               vector.shuffle %{{.*}} [3, 2, 1, 0]
// CHECK-NOT:           scf.if
// CHECK:               scf.for %{{.*}} = %c3 to %{{.*}} step %c8
// CHECK-NOT:           scf.if
// CHECK:               vector.shuffle %{{.*}} [3, 2, 1, 0]
// CHECK-NOT:           scf.if
// CHECK:         } else {
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        scf.for
// CHECK-NOT:           scf.if
// CHECK-NOT:           vector.transfer_write
// CHECK:               tensor.insert
// CHECK-NOT:           scf.if
// CHECK-NOT:           vector.transfer_write
// CHECK:               tensor.insert
// CHECK-NOT:           scf.if
// CHECK-NOT:           vector.transfer_write
// CHECK:               tensor.insert
func.func @reflect_rows_dynamic(%src: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %r = pad.pad %src low[0, 0, 3, 3] high[0, 0, 3, 3] mode(reflect) : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}

// -----

// The same for a matrix (no planes): the branch is around the row loops.
// CHECK-LABEL: func.func @wrap_rows_dynamic
// CHECK-SAME:    (%[[SRC:.*]]: tensor<?x?xf32>)
// CHECK:         %[[D:.*]] = tensor.dim %[[SRC]], %c1
// CHECK:         %[[HOLDS:.*]] = arith.cmpi sge, %[[D]], %c8 : index
// CHECK-NEXT:    scf.if %[[HOLDS]]
// CHECK-NOT:       scf.if
// CHECK:           scf.for
// CHECK-NOT:         scf.if
// CHECK:             vector.shuffle %{{.*}} [1, 2, 3, 3]
// CHECK-NOT:         scf.if
// CHECK:             vector.shuffle %{{.*}} [0, 0, 1, 2]
// CHECK-NOT:         scf.if
// CHECK:         } else {
// CHECK-NOT:       scf.if
// CHECK:           scf.for
// CHECK-NOT:         scf.if
// CHECK-NOT:         vector.transfer_write
// CHECK:             tensor.insert
func.func @wrap_rows_dynamic(%src: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %src low[2, 3] high[1, 3] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
