// RUN: pad-opt %s -convert-pad-to-vector="nontemporal=never" -canonicalize -cse -split-input-file | FileCheck %s
// RUN: pad-opt %s -convert-pad-to-vector="nontemporal=always" -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=STREAM

// The vector rows of pad.pad_grad (docs/Lowering.md, "pad.pad_grad"): where
// the window of every row holds its input row and gx's rows hold a vector.
// A row of gx whose outer coordinate has one preimage (a table built once)
// is gy's row, copied by vectors; rows with no preimage are zeros. Constant
// mode maps one to one: no row has more than one preimage.

// CHECK-LABEL: func @constant
// CHECK-SAME:    %[[GY:.*]]: tensor<10x20xf32>
// CHECK-DAG:     %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK:         %[[TABLE:.*]] = scf.for {{.*}} -> (tensor<8xindex>)
// CHECK:         scf.for %[[I:.*]] = %c0 to %c8 step %c1 iter_args(%[[GX:.*]] = %{{.*}}) -> (tensor<8x16xf32>)
// CHECK:           %[[SRC:.*]] = tensor.extract %[[TABLE]][%[[I]]]
// CHECK:           %[[ONE:.*]] = arith.cmpi sge, %[[SRC]], %c0
// CHECK:           scf.if %[[ONE]]
// CHECK:             scf.for %[[J:.*]] = %c0 to %c16 step %c8 iter_args(%[[T:.*]] = %[[GX]])
// CHECK:               %[[J2:.*]] = arith.addi %[[J]], %c2
// CHECK:               %[[V:.*]] = vector.transfer_read %[[GY]][%[[SRC]], %[[J2]]]
// CHECK:               vector.transfer_write %[[V]], %[[T]][%[[I]], %[[J]]]
// CHECK:           } else {
// CHECK-NOT:         scf.if
// CHECK:             scf.for {{.*}} step %c8
// CHECK:               vector.transfer_write %[[ZEROS]]
// CHECK-NOT:   pad.loop

// The stores into gx stream where it is larger than the threshold: the row
// is built in a buffer and stored once.
// STREAM-LABEL: func @constant
// STREAM:         vector.transfer_write {{.*}} : vector<8xf32>, tensor<8x16xf32>
// STREAM-NEXT:    scf.yield
// STREAM-NEXT:  } {pad.loop = #pad.loop<stream = true>}
func.func @constant(%gy: tensor<10x20xf32>) -> tensor<8x16xf32> {
  %gx = pad.pad_grad %gy low[1, 2] high[1, 2] : tensor<10x20xf32> to tensor<8x16xf32>
  return %gx : tensor<8x16xf32>
}

// -----

// Border modes on the outer axis: rows with two preimages are the sum of two
// rows of gy, added as they are read; rows with more are summed into a row
// buffer first (the first two in one pass of vectors, the others added to
// it, in increasing coordinates), which the last axis then reads.
// CHECK-LABEL: func @rows_reflect
// CHECK-SAME:    %[[GY:.*]]: tensor<10x16xf32>
// CHECK-DAG:     %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK:         %[[TABLE:.*]] = scf.for {{.*}} -> (tensor<8xindex>)
// CHECK:         scf.for %[[I:.*]] = %c0 to %c8 step %c1 iter_args(%[[GX:.*]] = %{{.*}}, %[[ACC:.*]] = %{{.*}})
// CHECK:           %[[SRC:.*]] = tensor.extract %[[TABLE]][%[[I]]]
// CHECK:           %[[ONE:.*]] = arith.cmpi sge, %[[SRC]], %c0
// CHECK:           scf.if %[[ONE]]
// CHECK:             vector.transfer_read %[[GY]][%[[SRC]],
// CHECK:           } else {
// CHECK:             %[[NONE:.*]] = arith.cmpi eq, %[[SRC]], %c-1
// CHECK:             scf.if %[[NONE]]
// CHECK:               vector.transfer_write %[[ZEROS]]
// CHECK:             } else {
// CHECK:               %[[TWO:.*]] = arith.cmpi sge, %[[REST:.*]], %c10
// CHECK-NEXT:          scf.if %[[TWO]]
// CHECK:                 scf.for %[[J:.*]] = %c0 to %c16 step %c8 iter_args(%[[T:.*]] = %[[GX]])
// CHECK:                   %[[A:.*]] = vector.transfer_read %[[GY]][%[[R0:.*]], %[[J]]]
// CHECK:                   %[[B:.*]] = vector.transfer_read %[[GY]][%[[R1:.*]], %[[J]]]
// CHECK:                   %[[AB:.*]] = arith.addf %[[A]], %[[B]] : vector<8xf32>
// CHECK:                   vector.transfer_write %[[AB]], %[[T]][%[[I]], %[[J]]]
// CHECK:               } else {
// CHECK:                 scf.for %[[J2:.*]] = %c0 to %c16 step %c8 iter_args(%[[U:.*]] = %[[ACC]])
// CHECK:                   %[[A2:.*]] = vector.transfer_read %[[GY]][%[[R0]], %[[J2]]]
// CHECK:                   %[[B2:.*]] = vector.transfer_read %[[GY]][%[[R1]], %[[J2]]]
// CHECK:                   %[[AB2:.*]] = arith.addf %[[A2]], %[[B2]] : vector<8xf32>
// CHECK:                   vector.transfer_write %[[AB2]], %[[U]][%[[J2]]] {{.*}} : vector<8xf32>, tensor<?xf32>
// CHECK:                 scf.for {{.*}} = %[[REST]] to %c10 step %c14
// CHECK:                   scf.for {{.*}} step %c8
// CHECK:                     arith.addf {{.*}} : vector<8xf32>
func.func @rows_reflect(%gy: tensor<10x16xf32>) -> tensor<8x16xf32> {
  %gx = pad.pad_grad %gy low[1, 0] high[1, 0] mode(reflect) : tensor<10x16xf32> to tensor<8x16xf32>
  return %gx : tensor<8x16xf32>
}

// -----

// Border modes, static amounts below a vector on the last axis: the core
// copied, then the terms of the borders added to the vector of the row where
// they map, each picked by a shuffle from a vector of gy's row (-0.0 in the
// other lanes), in increasing coordinates (edge: coordinates 0 and 1 summed,
// then the first vector of the core; coordinate d + 2 added to the last
// vector's last lane, index d - 1). A dynamic row length checks at run time
// that the vector rows apply (low + d + high == n, d >= 8), else the
// element-by-element folds.
// CHECK-LABEL: func @edge
// CHECK-SAME:    %[[GY:.*]]: tensor<4x?xf32>
// CHECK-DAG:     %[[MZ:.*]] = arith.constant dense<-0.000000e+00> : vector<8xf32>
// CHECK:         %[[N:.*]] = tensor.dim %[[GY]], %c1
// CHECK:         %[[D:.*]] = arith.maxsi
// CHECK:         arith.andi
// CHECK:         %[[APPLY:.*]] = arith.andi
// CHECK:         scf.if %[[APPLY]]
// CHECK:           scf.for %[[I:.*]] = %c0 to %c4 step %c1
// CHECK:             %[[CORE:.*]] = scf.for {{.*}} step %c8
// CHECK:               vector.transfer_read %[[GY]]
// CHECK:               vector.transfer_write
// CHECK:             %[[ROW:.*]] = scf.if
// CHECK:             %[[HEAD:.*]] = vector.transfer_read %[[GY]][%[[I]], %c0]
// CHECK:             %[[FIRST:.*]] = vector.transfer_read %[[ROW]][%[[I]], %c0]
// CHECK:             %[[E0:.*]] = vector.shuffle %[[HEAD]], %[[MZ]] [0, 8, 8, 8, 8, 8, 8, 8]
// CHECK:             %[[E1:.*]] = vector.shuffle %[[HEAD]], %[[MZ]] [1, 8, 8, 8, 8, 8, 8, 8]
// CHECK:             %[[LOW:.*]] = arith.addf %[[E0]], %[[E1]] : vector<8xf32>
// CHECK:             %[[S0:.*]] = arith.addf %[[LOW]], %[[FIRST]] : vector<8xf32>
// CHECK:             %[[R0:.*]] = vector.transfer_write %[[S0]], %[[ROW]][%[[I]], %c0]
// CHECK:             %[[TAILAT:.*]] = arith.addi %[[D]], %c-5
// CHECK:             %[[TAIL:.*]] = vector.transfer_read %[[GY]][%[[I]], %[[TAILAT]]]
// CHECK:             %[[LASTAT:.*]] = arith.subi %[[D]], %c8
// CHECK:             %[[LASTV:.*]] = vector.transfer_read %[[R0]][%[[I]], %[[LASTAT]]]
// CHECK:             %[[EH:.*]] = vector.shuffle %[[TAIL]], %[[MZ]] [8, 8, 8, 8, 8, 8, 8, 7]
// CHECK:             %[[SL:.*]] = arith.addf %[[LASTV]], %[[EH]] : vector<8xf32>
// CHECK:             vector.transfer_write %[[SL]], %[[R0]][%[[I]], %[[LASTAT]]]
// CHECK:         } else {
// CHECK:           tensor.extract_slice %[[GY]]
func.func @edge(%gy: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %gx = pad.pad_grad %gy low[0, 2] high[0, 1] mode(edge) : tensor<4x?xf32> to tensor<4x?xf32>
  return %gx : tensor<4x?xf32>
}

// -----

// The lanes of the border terms: wrap adds the low border's coordinates
// [0, 3) to the last vector (indices 13 to 15) and the high border's 19 to
// index 0; reflect adds [0, 3) to indices 3 to 1 and 19 to index 14, the
// last vector's lane 6. The low side's vector first, then the high side's.
// CHECK-LABEL: func @lanes_wrap
// CHECK-SAME:    %[[GY:.*]]: tensor<2x20xf32>
// CHECK-DAG:     %[[MZ:.*]] = arith.constant dense<-0.000000e+00> : vector<8xf32>
// CHECK:         scf.for %[[I:.*]] = %c0 to %c2 step %c1
// CHECK:           %[[CORE:.*]] = scf.for {{.*}} to %c16 step %c8
// CHECK:           %[[HEAD:.*]] = vector.transfer_read %[[GY]][%[[I]], %c0]
// CHECK:           %[[LASTV:.*]] = vector.transfer_read %[[CORE]][%[[I]], %c8]
// CHECK:           %[[LOW:.*]] = vector.shuffle %[[HEAD]], %[[MZ]] [8, 8, 8, 8, 8, 0, 1, 2]
// CHECK:           %[[S0:.*]] = arith.addf %[[LOW]], %[[LASTV]]
// CHECK:           %[[R0:.*]] = vector.transfer_write %[[S0]], %[[CORE]][%[[I]], %c8]
// CHECK:           %[[TAIL:.*]] = vector.transfer_read %[[GY]][%[[I]], %c12]
// CHECK:           %[[FIRST:.*]] = vector.transfer_read %[[R0]][%[[I]], %c0]
// CHECK:           %[[HIGH:.*]] = vector.shuffle %[[TAIL]], %[[MZ]] [7, 8, 8, 8, 8, 8, 8, 8]
// CHECK:           %[[S1:.*]] = arith.addf %[[FIRST]], %[[HIGH]]
// CHECK:           vector.transfer_write %[[S1]], %[[R0]][%[[I]], %c0]
func.func @lanes_wrap(%gy: tensor<2x20xf32>) -> tensor<2x16xf32> {
  %gx = pad.pad_grad %gy low[0, 3] high[0, 1] mode(wrap) : tensor<2x20xf32> to tensor<2x16xf32>
  return %gx : tensor<2x16xf32>
}

// CHECK-LABEL: func @lanes_reflect
// CHECK:           %[[HEAD:.*]] = vector.transfer_read %{{.*}}[%{{.*}}, %c0]
// CHECK:           vector.shuffle %[[HEAD]], %{{.*}} [8, 2, 1, 0, 8, 8, 8, 8]
// CHECK:           %[[TAIL:.*]] = vector.transfer_read %{{.*}}[%{{.*}}, %c12]
// CHECK:           vector.shuffle %[[TAIL]], %{{.*}} [8, 8, 8, 8, 8, 8, 7, 8]
func.func @lanes_reflect(%gy: tensor<2x20xf32>) -> tensor<2x16xf32> {
  %gx = pad.pad_grad %gy low[0, 3] high[0, 1] mode(reflect) : tensor<2x20xf32> to tensor<2x16xf32>
  return %gx : tensor<2x16xf32>
}

// -----

// Other amounts: the gx indices of the border coordinates in tables built
// once; the low border's sums in a row of -0.0 (kept between rows), added to
// the core's elements, which sets them back to -0.0.
// CHECK-LABEL: func @reflect_wide
// CHECK-DAG:     %[[MZ:.*]] = arith.constant -0.000000e+00 : f32
// CHECK:         %[[LOWIDX:.*]] = scf.for {{.*}} -> (tensor<?xindex>)
// CHECK:         %[[HIGHIDX:.*]] = scf.for {{.*}} -> (tensor<20xindex>)
// CHECK:         scf.for
// CHECK:           scf.for {{.*}} to %c20 step %c1
// CHECK:             tensor.extract %[[LOWIDX]]
// CHECK:             arith.addf
// CHECK:           scf.for {{.*}} step %c8
// CHECK:             vector.transfer_read
// CHECK:           scf.for {{.*}} to %c20 step %c1
// CHECK:             tensor.extract %[[LOWIDX]]
// CHECK:             arith.addf
// CHECK:             tensor.insert %[[MZ]]
// CHECK:           scf.for
// CHECK:             tensor.extract %[[HIGHIDX]]
func.func @reflect_wide(%gy: tensor<3x56xf32>) -> tensor<3x16xf32> {
  %gx = pad.pad_grad %gy low[0, 20] high[0, 20] mode(reflect) : tensor<3x56xf32> to tensor<3x16xf32>
  return %gx : tensor<3x16xf32>
}
