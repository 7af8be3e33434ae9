// RUN: pad-opt %s --convert-pad-to-vector | FileCheck %s

// What the lowering emits before any canonicalizer (which the pipeline runs
// on every op it emits): no loop of one iteration (the batch axis of size 1,
// the output rows 0 and 4, the core span of one vector) and no grid check of
// the batch axis, whose index is 0. One loop: the rows of the source.
// CHECK-LABEL: func.func @single_trips
//  CHECK-SAME:   (%[[X:.*]]: tensor<1x3x8xf32>)
//   CHECK-NOT:   scf.
//       CHECK:   vector.transfer_write %{{.*}} : vector<8xf32>, tensor<1x5x12xf32>
//       CHECK:   vector.transfer_write %{{.*}} : vector<8xf32>, tensor<1x5x12xf32>
//   CHECK-NOT:   scf.
//       CHECK:   scf.for %[[ROW:.*]] = %c1{{(_[0-9]+)?}} to %c4{{(_[0-9]+)?}} step
//   CHECK-NOT:     scf.
//       CHECK:     vector.transfer_write %{{.*}} : vector<2xf32>, tensor<1x5x12xf32>
//       CHECK:     vector.transfer_read %[[X]]{{.*}} : tensor<1x3x8xf32>, vector<8xf32>
//       CHECK:     vector.transfer_write %{{.*}}[%{{.*}}, %[[ROW]], %{{.*}}] {{.*}} : vector<8xf32>, tensor<1x5x12xf32>
//       CHECK:     vector.transfer_write %{{.*}} : vector<2xf32>, tensor<1x5x12xf32>
//  CHECK-NEXT:     scf.yield
//  CHECK-NEXT:   }
//   CHECK-NOT:   scf.
//       CHECK:   vector.transfer_write %{{.*}} : vector<8xf32>, tensor<1x5x12xf32>
//       CHECK:   vector.transfer_write %{{.*}} : vector<8xf32>, tensor<1x5x12xf32>
//  CHECK-NEXT:   return
func.func @single_trips(%x: tensor<1x3x8xf32>) -> tensor<1x5x12xf32> {
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 2] : tensor<1x3x8xf32> to tensor<1x5x12xf32>
  return %r : tensor<1x5x12xf32>
}

// An axis without padding, of runtime size, is all core: no loop over rows
// below or above the source (they would be empty), one loop over the rows,
// from 0 to the output size (the source's, or 0 where the output's byte size
// overflows). Here under the guard against an empty source: the same loop
// fills the rows with zeros in its other branch. The rows themselves come
// twice, streamed and not, under one branch on the output's byte size (the
// sizes are dynamic). All of it comes twice too, under a branch on whether
// the dynamic amounts stay within one fold of reflect (docs/Lowering.md,
// "Borders past one fold").
// CHECK-LABEL: func.func @unpadded_rows
//       CHECK:   %[[OUT:.*]] = tensor.empty(%[[N:.*]], %{{.*}}) : tensor<?x?xf32>
//       CHECK:   %[[FITS:.*]] = arith.andi
//       CHECK:   scf.if %[[FITS]]
//       CHECK:   scf.if
//       CHECK:     scf.for %{{.*}} = %c0{{(_[0-9]+)?}} to %[[N]] step %c1{{(_[0-9]+)?}} iter_args(%{{.*}} = %[[OUT]])
//       CHECK:   } else {
//       CHECK:     %[[LARGE:.*]] = arith.cmpi sgt
//  CHECK-NEXT:     scf.if %[[LARGE]]
//       CHECK:       scf.for %{{.*}} = %c0{{(_[0-9]+)?}} to %[[N]] step %c1{{(_[0-9]+)?}} iter_args(%{{.*}} = %[[OUT]])
//       CHECK:         {pad.loop = #pad.loop<stream = true>}
//       CHECK:     } else {
//       CHECK:       %[[ROWS:.*]] = scf.for %{{.*}} = %c0{{(_[0-9]+)?}} to %[[N]] step %c1{{(_[0-9]+)?}} iter_args(%{{.*}} = %[[OUT]])
//   CHECK-NOT:         pad.loop
//       CHECK:       scf.yield %[[ROWS]]
//  CHECK-NEXT:     }
//  CHECK-NEXT:     scf.yield
//  CHECK-NEXT:   }
//       CHECK:   } else {
//       CHECK:     scf.while
//       CHECK:   return
func.func @unpadded_rows(%x: tensor<?x?xf32>, %l: index, %h: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[0, %l] high[0, %h] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
