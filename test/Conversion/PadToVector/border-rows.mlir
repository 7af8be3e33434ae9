// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=never vector-bits=32" -canonicalize -cse | FileCheck %s

// The rows below and above the core of a border mode, on a target of 32-bit
// vectors (docs/Lowering.md, "Borders of reflect, symmetric and wrap"). Edge
// and wrap borders of one-lane vectors (f32) or of none (complex) go in a
// loop per part: their writers are smaller than a merged loop's row map.
// With vectors of four lanes (i8), and for the reversed borders of reflect
// and symmetric, the rows below and above run in one loop after the core's,
// mapped by a select. Loops of one-lane vectors, and the scalar loops of an
// element type without vectors, keep LLVM's unrolling: they are the rows'
// main loops, not short or cold ones.

// CHECK-LABEL: func.func @edge_one_lane
// CHECK:       } else {
// CHECK:         %[[BELOW:.*]] = scf.for %{{.*}} = %c0 to %[[LO:.*]] step %c1
// CHECK:           tensor.extract %{{.*}}[%c0, %c0] : tensor<?x5xf32>
// CHECK:           scf.for %{{.*}} = %c0 to %c2 step %c1
// CHECK-NEXT:        vector.transfer_write {{.*}} : vector<1xf32>, tensor<?x9xf32>
// CHECK-NEXT:        scf.yield
// CHECK-NEXT:      }{{$}}
// CHECK:         } {loop_annotation = #{{.*}}}
// CHECK:         %[[CORE:.*]] = scf.for %{{.*}} = %[[LO]] to %[[HI:.*]] step %c1 iter_args(%{{.*}} = %[[BELOW]])
// CHECK:         scf.for %{{.*}} = %[[HI]] to %{{.*}} step %c1 iter_args(%{{.*}} = %[[CORE]])
// CHECK-NOT:       arith.select
// CHECK:         return
func.func @edge_one_lane(%src: tensor<?x5xf32>) -> tensor<?x9xf32> {
  %r = pad.pad %src low[1, 2] high[1, 2] mode(edge) : tensor<?x5xf32> to tensor<?x9xf32>
  return %r : tensor<?x9xf32>
}

// CHECK-LABEL: func.func @wrap_one_lane
// CHECK:       } else {
// CHECK:         %[[BELOW:.*]] = scf.for %{{.*}} = %c0 to %[[LO:.*]] step %c1
// CHECK:         %[[CORE:.*]] = scf.for %{{.*}} = %[[LO]] to %[[HI:.*]] step %c1 iter_args(%{{.*}} = %[[BELOW]])
// CHECK:         scf.for %{{.*}} = %[[HI]] to %{{.*}} step %c1 iter_args(%{{.*}} = %[[CORE]])
// CHECK:         return
func.func @wrap_one_lane(%src: tensor<?x5xf32>) -> tensor<?x9xf32> {
  %r = pad.pad %src low[1, 2] high[1, 2] mode(wrap) : tensor<?x5xf32> to tensor<?x9xf32>
  return %r : tensor<?x9xf32>
}

// CHECK-LABEL: func.func @edge_four_lanes
// CHECK:       } else {
// CHECK:         %[[CORE:.*]] = scf.for
// CHECK:         scf.for %[[K:.*]] = %c0 to %{{.*}} step %c1 iter_args(%{{.*}} = %[[CORE]])
// CHECK:           arith.select %{{.*}}, %[[K]], %{{.*}} : index
// CHECK:         } {loop_annotation = #{{.*}}}
// CHECK-NEXT:    scf.yield
func.func @edge_four_lanes(%src: tensor<?x5xi8>) -> tensor<?x9xi8> {
  %r = pad.pad %src low[1, 2] high[1, 2] mode(edge) : tensor<?x5xi8> to tensor<?x9xi8>
  return %r : tensor<?x9xi8>
}

// CHECK-LABEL: func.func @symmetric_one_lane
// CHECK:       } else {
// CHECK:         %[[CORE:.*]] = scf.for
// CHECK:         scf.for %[[K:.*]] = %c0 to %{{.*}} step %c1 iter_args(%{{.*}} = %[[CORE]])
// CHECK:           arith.select %{{.*}}, %[[K]], %{{.*}} : index
// CHECK:         } {loop_annotation = #{{.*}}}
// CHECK-NEXT:    scf.yield
func.func @symmetric_one_lane(%src: tensor<?x5xf32>) -> tensor<?x9xf32> {
  %r = pad.pad %src low[1, 2] high[1, 2] mode(symmetric) : tensor<?x5xf32> to tensor<?x9xf32>
  return %r : tensor<?x9xf32>
}

// CHECK-LABEL: func.func @edge_complex
// CHECK:       } else {
// CHECK:         %[[BELOW:.*]] = scf.for %{{.*}} = %c0 to %[[LO:.*]] step %c1
// CHECK:           scf.for %{{.*}} = %c0 to %c2 step %c1
// CHECK-NEXT:        tensor.insert {{.*}} : tensor<?x9xcomplex<f32>>
// CHECK-NEXT:        scf.yield
// CHECK-NEXT:      }{{$}}
// CHECK:         %[[CORE:.*]] = scf.for %{{.*}} = %[[LO]] to %[[HI:.*]] step %c1 iter_args(%{{.*}} = %[[BELOW]])
// CHECK:         scf.for %{{.*}} = %[[HI]] to %{{.*}} step %c1 iter_args(%{{.*}} = %[[CORE]])
// CHECK:         return
func.func @edge_complex(%src: tensor<?x5xcomplex<f32>>) -> tensor<?x9xcomplex<f32>> {
  %r = pad.pad %src low[1, 2] high[1, 2] mode(edge) : tensor<?x5xcomplex<f32>> to tensor<?x9xcomplex<f32>>
  return %r : tensor<?x9xcomplex<f32>>
}
