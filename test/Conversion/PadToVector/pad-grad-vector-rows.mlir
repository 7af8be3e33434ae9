// RUN: pad-opt %s -convert-pad-to-vector="nontemporal=never" -canonicalize -cse -split-input-file | FileCheck %s
// RUN: pad-opt %s -convert-pad-to-vector="nontemporal=always" -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=STREAM

// The vector rows of pad.pad_grad (docs/Lowering.md, "pad.pad_grad"): where
// the window of every row holds its input row and gx's rows hold a vector.
// A row of gx whose outer coordinate has one preimage (a table built once)
// is gy's row, copied by vectors; rows with no preimage are zeros; rows with
// several are summed into a row buffer first (the first two in one pass of
// vectors, the others added to it, in increasing coordinates).

// CHECK-LABEL: func @constant
// CHECK-SAME:    %[[GY:.*]]: tensor<10x20xf32>
// CHECK-DAG:     %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK:         %[[TABLE:.*]] = scf.for {{.*}} -> (tensor<8xindex>)
// CHECK:         scf.for %[[I:.*]] = %c0 to %c8 step %c1 iter_args(%[[GX:.*]] = %{{.*}}, %[[ACC:.*]] = %{{.*}})
// CHECK:           %[[SRC:.*]] = tensor.extract %[[TABLE]][%[[I]]]
// CHECK:           %[[ONE:.*]] = arith.cmpi sge, %[[SRC]], %c0
// CHECK:           scf.if %[[ONE]]
// CHECK:             scf.for %[[J:.*]] = %c0 to %c16 step %c8 iter_args(%[[T:.*]] = %[[GX]])
// CHECK:               %[[J2:.*]] = arith.addi %[[J]], %c2
// CHECK:               %[[V:.*]] = vector.transfer_read %[[GY]][%[[SRC]], %[[J2]]]
// CHECK:               vector.transfer_write %[[V]], %[[T]][%[[I]], %[[J]]]
// CHECK:           } else {
// CHECK:             %[[NONE:.*]] = arith.cmpi eq, %[[SRC]], %c-1
// CHECK:             scf.if %[[NONE]]
// CHECK:               vector.transfer_write %[[ZEROS]]
// CHECK:             } else {
// CHECK:               scf.for {{.*}} step %c8
// CHECK:                 %[[A:.*]] = vector.transfer_read %[[GY]]
// CHECK:                 %[[B:.*]] = vector.transfer_read %[[GY]]
// CHECK:                 %[[AB:.*]] = arith.addf %[[A]], %[[B]] : vector<8xf32>
// CHECK:                 vector.transfer_write %[[AB]], {{.*}} : vector<8xf32>, tensor<?xf32>
// CHECK:               scf.for
// CHECK:                 scf.for {{.*}} step %c8
// CHECK:                   arith.addf {{.*}} : vector<8xf32>
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

// Border modes, static amounts below a vector on the last axis: the core
// copied, then the terms of the borders added where they map, in increasing
// coordinates (edge: coordinates 0 and 1 summed, then the core's element of
// index 0; coordinate d + 2 added to index d - 1). A dynamic row length
// checks at run time that the vector rows apply (low + d + high == n, d >= 8),
// else the element-by-element folds.
// CHECK-LABEL: func @edge
// CHECK-SAME:    %[[GY:.*]]: tensor<4x?xf32>
// CHECK:         %[[N:.*]] = tensor.dim %[[GY]], %c1
// CHECK:         %[[D:.*]] = arith.maxsi
// CHECK:         %[[LAST:.*]] = arith.subi %[[D]], %c1
// CHECK:         %[[END:.*]] = arith.addi %[[D]], %c2
// CHECK:         arith.andi
// CHECK:         %[[APPLY:.*]] = arith.andi
// CHECK:         scf.if %[[APPLY]]
// CHECK:           scf.for %[[I:.*]] = %c0 to %c4 step %c1
// CHECK:             %[[CORE:.*]] = scf.for {{.*}} step %c8
// CHECK:               vector.transfer_read %[[GY]]
// CHECK:               vector.transfer_write
// CHECK:             %[[ROW:.*]] = scf.if
// CHECK:             %[[E0:.*]] = tensor.extract %[[GY]][%[[I]], %c0]
// CHECK:             %[[E1:.*]] = tensor.extract %[[GY]][%[[I]], %c1]
// CHECK:             %[[LOW:.*]] = arith.addf %[[E0]], %[[E1]]
// CHECK:             %[[C0:.*]] = tensor.extract %[[ROW]][%[[I]], %c0]
// CHECK:             %[[S0:.*]] = arith.addf %[[LOW]], %[[C0]]
// CHECK:             %[[R0:.*]] = tensor.insert %[[S0]] into %[[ROW]][%[[I]], %c0]
// CHECK:             %[[CL:.*]] = tensor.extract %[[R0]][%[[I]], %[[LAST]]]
// CHECK:             %[[EH:.*]] = tensor.extract %[[GY]][%[[I]], %[[END]]]
// CHECK:             %[[SL:.*]] = arith.addf %[[CL]], %[[EH]]
// CHECK:             tensor.insert %[[SL]] into %[[R0]][%[[I]], %[[LAST]]]
// CHECK:         } else {
// CHECK:           tensor.extract_slice %[[GY]]
func.func @edge(%gy: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %gx = pad.pad_grad %gy low[0, 2] high[0, 1] mode(edge) : tensor<4x?xf32> to tensor<4x?xf32>
  return %gx : tensor<4x?xf32>
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
