// RUN: pad-opt %s --pad-fuse-into-producer --canonicalize --cse | FileCheck %s

// docs/Fusion.md: the producer of a pad's source computes into the core of the
// pad's output; the pad becomes the writes of its borders.

#id = affine_map<(i, j) -> (i, j)>

// A linalg.generic computes into the core of a new output; reflect borders
// of axis 0 over the core of axis 1, then those of axis 1 over all rows.
// CHECK-LABEL: func.func @relu_reflect
//       CHECK:   %[[OUT:.*]] = bufferization.alloc_tensor() : tensor<6x11xf32>
//       CHECK:   %[[CORE:.*]] = tensor.extract_slice %[[OUT]][1, 2] [4, 8] [1, 1]
//       CHECK:   %[[Y:.*]] = linalg.generic
//  CHECK-SAME:       outs(%[[CORE]] : tensor<4x8xf32>)
//       CHECK:   %[[IN:.*]] = tensor.insert_slice %[[Y]] into %[[OUT]][1, 2] [4, 8] [1, 1]
//       CHECK:   %[[B0:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %[[IN]])
//       CHECK:     tensor.extract %[[A]]
//       CHECK:     tensor.insert
//       CHECK:   scf.for {{.*}} iter_args(%{{.*}} = %[[B0]])
//       CHECK:   scf.for
//       CHECK:     scf.for
//       CHECK:   scf.for
//   CHECK-NOT:   pad.pad
//   CHECK-NOT:   tensor.empty
func.func @relu_reflect(%x: tensor<4x8xf32>) -> tensor<6x11xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %z = arith.constant 0.0 : f32
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %p = pad.pad %y low[1, 2] high[1, 1] mode(reflect) : tensor<4x8xf32> to tensor<6x11xf32>
  return %p : tensor<6x11xf32>
}

// A crop: only the kept 3x7 tile of the matmul, its fill re-created on the
// core; fills of the pad value on the two borders.
// CHECK-LABEL: func.func @matmul_crop
//  CHECK-SAME:     %[[A:[^:]*]]: tensor<4x3xf32>, %[[B:[^:]*]]: tensor<3x8xf32>, %[[V:[^:]*]]: f32
//       CHECK:   %[[OUT:.*]] = bufferization.alloc_tensor() : tensor<5x9xf32>
//       CHECK:   %[[CORE:.*]] = tensor.extract_slice %[[OUT]][2, 0] [3, 7] [1, 1]
//   CHECK-DAG:   %[[AT:.*]] = tensor.extract_slice %[[A]][0, 0] [3, 3] [1, 1]
//   CHECK-DAG:   %[[BT:.*]] = tensor.extract_slice %[[B]][0, 1] [3, 7] [1, 1]
//       CHECK:   %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[CORE]] : tensor<3x7xf32>)
//       CHECK:   %[[Y:.*]] = linalg.matmul ins(%[[AT]], %[[BT]] : {{.*}}) outs(%[[F]] : tensor<3x7xf32>)
//       CHECK:   %[[IN:.*]] = tensor.insert_slice %[[Y]] into %[[OUT]][2, 0] [3, 7] [1, 1]
//       CHECK:   %[[S0:.*]] = tensor.extract_slice %[[IN]][0, 0] [2, 7] [1, 1]
//       CHECK:   linalg.fill ins(%[[V]] : f32) outs(%[[S0]] : tensor<2x7xf32>)
//       CHECK:   tensor.extract_slice %{{.*}}[0, 7] [5, 2] [1, 1]
//       CHECK:   linalg.fill ins(%[[V]] : f32)
//   CHECK-NOT:   linalg.matmul
func.func @matmul_crop(%a: tensor<4x3xf32>, %b: tensor<3x8xf32>, %v: f32) -> tensor<5x9xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = linalg.matmul ins(%a, %b : tensor<4x3xf32>, tensor<3x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %p = pad.pad %y low[2, -1] high[-1, 2] value(%v) : tensor<4x8xf32> to tensor<5x9xf32>
  return %p : tensor<5x9xf32>
}

// Interior padding: the output filled with the pad value, the producer
// computing into a strided slice.
// CHECK-LABEL: func.func @fill_interior
//  CHECK-SAME:     %[[V:[^:]*]]: f32
//       CHECK:   %[[E:.*]] = bufferization.alloc_tensor() : tensor<7x9xf32>
//       CHECK:   %[[OUT:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E]] : tensor<7x9xf32>)
//       CHECK:   %[[CORE:.*]] = tensor.extract_slice %[[OUT]][1, 2] [3, 3] [2, 3]
//       CHECK:   %[[Y:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[CORE]] : tensor<3x3xf32>)
//       CHECK:   %[[R:.*]] = tensor.insert_slice %[[Y]] into %[[OUT]][1, 2] [3, 3] [2, 3]
//       CHECK:   return %[[R]]
func.func @fill_interior(%v: f32) -> tensor<7x9xf32> {
  %e = tensor.empty() : tensor<3x3xf32>
  %s = arith.constant 7.0 : f32
  %y = linalg.fill ins(%s : f32) outs(%e : tensor<3x3xf32>) -> tensor<3x3xf32>
  %p = pad.pad %y low[1, 2] high[1, 0] interior[1, 2] value(%v) : tensor<3x3xf32> to tensor<7x9xf32>
  return %p : tensor<7x9xf32>
}

// A loop of tiles: its init is the core.
// CHECK-LABEL: func.func @loop_wrap
//       CHECK:   %[[OUT:.*]] = bufferization.alloc_tensor() : tensor<4x10xf32>
//       CHECK:   %[[CORE:.*]] = tensor.extract_slice %[[OUT]][0, 1] [4, 8] [1, 1]
//       CHECK:   %[[Y:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[CORE]]) -> (tensor<4x8xf32>)
//       CHECK:     linalg.exp
//       CHECK:   tensor.insert_slice %[[Y]] into %[[OUT]][0, 1] [4, 8] [1, 1]
//       CHECK:   scf.for
//       CHECK:   scf.for
//   CHECK-NOT:   pad.pad
func.func @loop_wrap(%x: tensor<4x8xf32>) -> tensor<4x10xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4x8xf32>
  %y = scf.for %i = %c0 to %c4 step %c1 iter_args(%o = %e) -> (tensor<4x8xf32>) {
    %xs = tensor.extract_slice %x[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
    %os = tensor.extract_slice %o[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
    %r = linalg.exp ins(%xs : tensor<1x8xf32>) outs(%os : tensor<1x8xf32>) -> tensor<1x8xf32>
    %u = tensor.insert_slice %r into %o[%i, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
    scf.yield %u : tensor<4x8xf32>
  }
  %p = pad.pad %y low[0, 1] high[0, 1] mode(wrap) : tensor<4x8xf32> to tensor<4x10xf32>
  return %p : tensor<4x10xf32>
}

// CHECK-LABEL: func.func @forall_constant
//       CHECK:   %[[OUT:.*]] = bufferization.alloc_tensor() : tensor<6x8xf32>
//       CHECK:   %[[CORE:.*]] = tensor.extract_slice %[[OUT]][1, 0] [4, 8] [1, 1]
//       CHECK:   %[[Y:.*]] = scf.forall (%{{.*}}) in (4) shared_outs(%{{.*}} = %[[CORE]])
//       CHECK:   tensor.insert_slice %[[Y]] into %[[OUT]][1, 0] [4, 8] [1, 1]
//       CHECK:   linalg.fill
//       CHECK:   linalg.fill
func.func @forall_constant(%x: tensor<4x8xf32>) -> tensor<6x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %y = scf.forall (%i) in (4) shared_outs(%o = %e) -> (tensor<4x8xf32>) {
    %xs = tensor.extract_slice %x[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
    %os = tensor.extract_slice %o[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
    %r = linalg.exp ins(%xs : tensor<1x8xf32>) outs(%os : tensor<1x8xf32>) -> tensor<1x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %r into %o[%i, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
    }
  }
  %p = pad.pad %y low[1, 0] high[1, 0] : tensor<4x8xf32> to tensor<6x8xf32>
  return %p : tensor<6x8xf32>
}

// A pad producer stays a pad, inserted into the core: its lowering writes it
// there (createPadOutput).
// CHECK-LABEL: func.func @pad_of_pad
//       CHECK:   %[[OUT:.*]] = bufferization.alloc_tensor() : tensor<7x8xf32>
//       CHECK:   %[[Y:.*]] = pad.pad %{{.*}} low[1, 0] high[0, 0] mode(reflect)
//       CHECK:   tensor.insert_slice %[[Y]] into %[[OUT]][1, 0] [5, 8] [1, 1]
//   CHECK-NOT:   pad.pad
func.func @pad_of_pad(%x: tensor<4x8xf32>) -> tensor<7x8xf32> {
  %y = pad.pad %x low[1, 0] high[0, 0] mode(reflect) : tensor<4x8xf32> to tensor<5x8xf32>
  %p = pad.pad %y low[1, 0] high[1, 0] : tensor<5x8xf32> to tensor<7x8xf32>
  return %p : tensor<7x8xf32>
}

// Into a tensor destination (docs/Lowering.md#destinations), dynamic shapes: the producer's tile
// writes the destination's core; border copies under the guard of an empty
// source.
// CHECK-LABEL: func.func @into_destination
//  CHECK-SAME:     %[[X:[^:]*]]: tensor<?x?xf32>, %[[O:[^:]*]]: tensor<?x?xf32>
//       CHECK:   %[[CORE:.*]] = tensor.extract_slice %[[O]]
//       CHECK:   %[[Y:.*]] = linalg.negf ins(%{{.*}} : tensor<?x?xf32>) outs(%[[CORE]] : tensor<?x?xf32>)
//       CHECK:   %[[IN:.*]] = tensor.insert_slice %[[Y]] into %[[O]]
//       CHECK:   scf.if
//       CHECK:     scf.yield %[[IN]]
//       CHECK:   } else {
//   CHECK-NOT:   bufferization.materialize_in_destination
//   CHECK-NOT:   tensor.empty
func.func @into_destination(%x: tensor<?x?xf32>, %o: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %y = linalg.negf ins(%x : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %p = pad.pad %y low[1, 1] high[1, 1] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// A border mode with a dynamic amount: the fused form when no amount is
// negative, else the producer (with its empty init) and the pad as they were,
// materialized in the same output.
// CHECK-LABEL: func.func @dynamic_reflect
//  CHECK-SAME:     %[[X:[^:]*]]: tensor<4x8xf32>, %[[L:[^:]*]]: index
//       CHECK:   %[[OUT:.*]] = bufferization.alloc_tensor(%{{.*}}) : tensor<?x11xf32>
//       CHECK:   %[[NONNEG:.*]] = arith.cmpi sge, %[[L]], %{{.*}} : index
//       CHECK:   %[[R:.*]] = scf.if %[[NONNEG]] -> (tensor<?x11xf32>) {
//       CHECK:     %[[CORE:.*]] = tensor.extract_slice %[[OUT]]
//       CHECK:     %[[Y:.*]] = linalg.exp ins(%{{.*}} : tensor<?x8xf32>) outs(%[[CORE]] : tensor<?x8xf32>)
//       CHECK:     tensor.insert_slice %[[Y]] into %[[OUT]]
//       CHECK:     scf.for
//       CHECK:   } else {
//       CHECK:     %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
//       CHECK:     %[[Y0:.*]] = linalg.exp ins(%[[X]] : tensor<4x8xf32>) outs(%[[E]] : tensor<4x8xf32>)
//       CHECK:     %[[P:.*]] = pad.pad %[[Y0]] low[%[[L]], 2] high[1, 1] mode(reflect)
//       CHECK:     %[[I:.*]] = bufferization.materialize_in_destination %[[P]] in %[[OUT]]
//       CHECK:     scf.yield %[[I]]
//       CHECK:   return %[[R]]
func.func @dynamic_reflect(%x: tensor<4x8xf32>, %l: index) -> tensor<?x11xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.exp ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %p = pad.pad %y low[%l, 2] high[1, 1] mode(reflect) : tensor<4x8xf32> to tensor<?x11xf32>
  return %p : tensor<?x11xf32>
}

// A crop of a source of dynamic size: the kept elements are [3, d), none
// when d <= 3. The tile's offsets are clamped into the source and the output
// (the verifier of tensor.extract_slice wants a static offset inside a static
// dim, which later folds may make both); they are the same for a tile that
// keeps elements.
// CHECK-LABEL: func.func @crop_dynamic_source
//  CHECK-SAME:     %[[X:[^:]*]]: tensor<?xf32>
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C3:.*]] = arith.constant 3 : index
//       CHECK:   %[[D:.*]] = tensor.dim %[[X]], %[[C0]]
//       CHECK:   %[[OUT:.*]] = bufferization.alloc_tensor(%[[N:.*]]) : tensor<?xf32>
//       CHECK:   %[[LAST:.*]] = arith.subi %[[D]], %[[C1]] : index
//       CHECK:   %[[MIN:.*]] = arith.minsi %[[LAST]], %[[C3]] : index
//       CHECK:   %[[FIRST:.*]] = arith.maxsi %[[MIN]], %[[C0]] : index
//       CHECK:   %[[NLAST:.*]] = arith.subi %[[N]], %[[C1]] : index
//       CHECK:   %[[NMIN:.*]] = arith.minsi %[[NLAST]], %[[C0]] : index
//       CHECK:   %[[AT:.*]] = arith.maxsi %[[NMIN]], %[[C0]] : index
//       CHECK:   %[[CORE:.*]] = tensor.extract_slice %[[OUT]][%[[AT]]] [%[[S:.*]]] [1]
//       CHECK:   %[[XT:.*]] = tensor.extract_slice %[[X]][%[[FIRST]]] [%[[S]]] [1]
//       CHECK:   linalg.generic {{.*}} ins(%[[XT]] : tensor<?xf32>) outs(%[[CORE]] : tensor<?xf32>)
func.func @crop_dynamic_source(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<?xf32>
  %p = pad.pad %y low[-3] high[3] : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}
