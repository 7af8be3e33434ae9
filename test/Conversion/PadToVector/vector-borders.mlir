// RUN: pad-opt %s -split-input-file --convert-pad-to-vector --canonicalize --cse | FileCheck %s

// Reflect borders longer than a vector: whole vectors read at a source index
// clamped into [0, d - W] once per vector and reversed by a vector.shuffle,
// then one more vector ending at the span's end (for the low border of 20:
// outputs [12, 20) from source [1, 9)); the core is a forward vector copy.
// CHECK-LABEL: func.func @reflect_long
// CHECK-SAME:    (%[[SRC:.*]]: tensor<4x37xf32>)
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C12:.*]] = arith.constant 12 : index
// CHECK-DAG:     %[[C13:.*]] = arith.constant 13 : index
// CHECK-DAG:     %[[C29:.*]] = arith.constant 29 : index
// CHECK-DAG:     %[[C79:.*]] = arith.constant 79 : index
// CHECK-DAG:     %[[C85:.*]] = arith.constant 85 : index
// CHECK:         scf.for %[[T:.*]] = %c0 to %c16 step %c8 iter_args(%[[ACC:.*]] =
// CHECK-NEXT:      %[[J:.*]] = arith.subi %[[C13]], %[[T]]
// CHECK-NEXT:      %[[LO:.*]] = arith.maxsi %[[J]], %{{.*}}
// CHECK-NEXT:      %[[FIRST:.*]] = arith.minsi %[[LO]], %[[C29]]
// CHECK-NEXT:      %[[V:.*]] = vector.transfer_read %[[SRC]][%{{.*}}, %[[FIRST]]]
// CHECK-NEXT:      %[[R:.*]] = vector.shuffle %[[V]], %[[V]] [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:      vector.transfer_write %[[R]], %[[ACC]][%{{.*}}, %[[T]]] {in_bounds = [true]}
// CHECK:         %[[TV:.*]] = vector.transfer_read %[[SRC]][%{{.*}}, %[[C1]]]
// CHECK-NEXT:    %[[TR:.*]] = vector.shuffle %[[TV]], %[[TV]] [7, 6, 5, 4, 3, 2, 1, 0]
// CHECK-NEXT:    vector.transfer_write %[[TR]], %{{.*}}[%{{.*}}, %[[C12]]]
// CHECK-NOT:     tensor.extract
// CHECK:         scf.for
// CHECK:           vector.transfer_read
// CHECK-NOT:       vector.shuffle
// CHECK:           vector.transfer_write
// CHECK:         scf.for
// CHECK:           arith.subi %[[C85]],
// CHECK:           vector.shuffle %{{.*}} [7, 6, 5, 4, 3, 2, 1, 0]
// CHECK:         vector.shuffle
// CHECK-NEXT:    vector.transfer_write %{{.*}}[%{{.*}}, %[[C79]]]
// CHECK-NOT:     tensor.extract
func.func @reflect_long(%src: tensor<4x37xf32>) -> tensor<4x87xf32> {
  %r = pad.pad %src low[0, 20] high[0, 30] mode(reflect) : tensor<4x37xf32> to tensor<4x87xf32>
  return %r : tensor<4x87xf32>
}

// -----

// Wrap borders of a dynamic row: forward vector copies from d - p (below),
// taken only when the row holds a whole vector (d >= W), read at a clamped
// index per vector, not per element: the 9 elements of the low border are
// one vector at 0 and one at 1; scalars where d < W.
// CHECK-LABEL: func.func @wrap_dynamic
// CHECK-SAME:    (%[[SRC:.*]]: tensor<?x?xf32>)
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : index
// CHECK:         %[[D:.*]] = tensor.dim %[[SRC]], %c1
// CHECK:         } else {
// CHECK:           scf.for
// CHECK:             %[[SHIFT:.*]] = arith.subi %[[D]], %[[C9]]
// CHECK-NEXT:        %[[LASTI:.*]] = arith.subi %[[D]], %c1
// CHECK-NEXT:        %[[MAXFIRST:.*]] = arith.subi %[[D]], %[[C8]]
// CHECK-NEXT:        %[[WHOLE:.*]] = arith.cmpi sge, %[[MAXFIRST]], %c0
// CHECK-NEXT:        scf.if %[[WHOLE]]
// CHECK-NEXT:          %[[LO:.*]] = arith.maxsi %[[SHIFT]], %c0
// CHECK-NEXT:          %[[FIRST:.*]] = arith.minsi %[[LO]], %[[MAXFIRST]]
// CHECK-NEXT:          %[[V:.*]] = vector.transfer_read %[[SRC]][%{{.*}}, %[[FIRST]]]
// CHECK-NEXT:          %[[W0:.*]] = vector.transfer_write %[[V]], %{{.*}}[%{{.*}}, %c0]
// CHECK-NEXT:          %[[J:.*]] = arith.addi %[[D]], %c-8
// CHECK-NEXT:          %[[LO:.*]] = arith.maxsi %[[J]], %c0
// CHECK-NEXT:          %[[FIRST:.*]] = arith.minsi %[[LO]], %[[MAXFIRST]]
// CHECK-NEXT:          %[[V:.*]] = vector.transfer_read %[[SRC]][%{{.*}}, %[[FIRST]]]
// CHECK-NEXT:          vector.transfer_write %[[V]], %[[W0]][%{{.*}}, %c1]
// CHECK:             } else {
// CHECK-NEXT:          scf.for %{{.*}} = %c0 to %[[C9]] step %c1
// CHECK:                 arith.minsi %{{.*}}, %[[LASTI]]
// CHECK:                 tensor.extract
func.func @wrap_dynamic(%src: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %src low[0, 9] high[0, 0] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// Interior padding 1 on the last axis: 8 source elements interleaved with the
// pad value by one shuffle into 16 outputs per step, then a scalar tail (9
// elements from 64 on).
// CHECK-LABEL: func.func @interior_last_axis
// CHECK-SAME:    (%[[SRC:.*]]: tensor<4x37xf32>)
// CHECK-DAG:     %[[PAD:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK:         scf.for %[[T:.*]] = %c0 to %[[C64]] step %[[C16]] iter_args(%[[ACC:.*]] =
// CHECK-NEXT:      %[[S:.*]] = arith.divui %[[T]], %[[C2]]
// CHECK-NEXT:      %[[V:.*]] = vector.transfer_read %[[SRC]][%{{.*}}, %[[S]]]
// CHECK-NEXT:      %[[W:.*]] = vector.shuffle %[[V]], %[[PAD]] [0, 8, 1, 8, 2, 8, 3, 8, 4, 8, 5, 8, 6, 8, 7, 8] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:      vector.transfer_write %[[W]], %[[ACC]][%{{.*}}, %[[T]]] {in_bounds = [true]} : vector<16xf32>, tensor<4x73xf32>
// CHECK:         scf.for %[[I:.*]] = %c0 to %c9 step %c1
// CHECK:           arith.addi %[[I]], %[[C64]]
// CHECK:           arith.select
// CHECK:           tensor.insert
func.func @interior_last_axis(%src: tensor<4x37xf32>) -> tensor<4x73xf32> {
  %r = pad.pad %src low[0, 0] high[0, 0] interior[0, 1] : tensor<4x37xf32> to tensor<4x73xf32>
  return %r : tensor<4x73xf32>
}

// -----

// Borders past one fold on the last axis (docs/Semantics.md, "Any width"):
// the row has period P = 2(d - 1) = 62 (reflect), also Q = 62 >= W. The core
// first; then, in one loop, the runs of the high border before
// coreLo + Q = 162: at t, m = (t - p) mod P; a run reads the source row
// forward from m, or backward from P - m (reversed by a shuffle), by vectors
// with an overlapping tail (scalars for a run shorter than a vector). The
// low border needs none (it ends before n - Q = 170). Last, one loop of
// vectors copied within the output row: 9 for [162, 232) from Q back (the
// last at 224), then 13 for [0, 100) from Q on, downwards from 92.

// CHECK-LABEL: func.func @reflect_wide_row
// CHECK-SAME:    %[[SRC:.*]]: tensor<2x32xf32>
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : index
// CHECK-DAG:     %[[C22:.*]] = arith.constant 22 : index
// CHECK-DAG:     %[[C30:.*]] = arith.constant 30 : index
// CHECK-DAG:     %[[C62:.*]] = arith.constant 62 : index
// CHECK-DAG:     %[[C92:.*]] = arith.constant 92 : index
// CHECK-DAG:     %[[C100:.*]] = arith.constant 100 : index
// CHECK-DAG:     %[[C132:.*]] = arith.constant 132 : index
// CHECK-DAG:     %[[C162:.*]] = arith.constant 162 : index
// CHECK-DAG:     %[[C224:.*]] = arith.constant 224 : index
// CHECK:         scf.for %[[ROW:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK:           %[[CORE:.*]] = scf.for %{{.*}} = %[[C100]] to %[[C132]]
// CHECK:             vector.transfer_read %[[SRC]]
// CHECK:           %[[RUNS:.*]]:2 = scf.while (%[[V:.*]] = %{{.*}}, %{{.*}} = %[[CORE]]) : (index, tensor<2x232xf32>)
// CHECK:             arith.cmpi slt, %[[V]], %[[C30]] : index
// CHECK:           } do {
// CHECK:             arith.addi %{{.*}}, %[[C132]] : index
// CHECK:             arith.remsi %{{.*}}, %[[C62]] : index
// CHECK:             scf.if
// CHECK:               scf.for
// CHECK:                 vector.transfer_read %[[SRC]]
// CHECK:                 vector.shuffle %{{.*}}, %{{.*}} [7, 6, 5, 4, 3, 2, 1, 0]
// CHECK:             } else {
// CHECK:               scf.for
// CHECK:                 vector.transfer_read %[[SRC]]
// CHECK-NOT:             vector.shuffle
// CHECK:                 vector.transfer_write
// CHECK:           scf.for %[[K:.*]] = %{{.*}} to %[[C22]] step %{{.*}} iter_args(%[[OUT:.*]] = %[[RUNS]]#1)
// CHECK:             %[[HIGH:.*]] = arith.cmpi ult, %[[K]], %[[C9]] : index
// CHECK:             %[[UP:.*]] = arith.addi %{{.*}}, %[[C162]] : index
// CHECK:             %[[HAT:.*]] = arith.minsi %[[UP]], %[[C224]] : index
// CHECK:             %[[DOWN:.*]] = arith.subi %[[C92]], %{{.*}} : index
// CHECK:             %[[LAT:.*]] = arith.maxsi %[[DOWN]], %{{.*}} : index
// CHECK:             %[[AT:.*]] = arith.select %[[HIGH]], %[[HAT]], %[[LAT]] : index
// CHECK:             %[[BACK:.*]] = arith.subi %[[HAT]], %[[C62]] : index
// CHECK:             %[[ON:.*]] = arith.addi %[[LAT]], %[[C62]] : index
// CHECK:             %[[FROM:.*]] = arith.select %[[HIGH]], %[[BACK]], %[[ON]] : index
// CHECK:             %[[VEC:.*]] = vector.transfer_read %[[OUT]][%[[ROW]], %[[FROM]]]
// CHECK:             vector.transfer_write %[[VEC]], %[[OUT]][%[[ROW]], %[[AT]]]
// CHECK-NOT:       scf.while
// CHECK:         return
func.func @reflect_wide_row(%x: tensor<2x32xf32>) -> tensor<2x232xf32> {
  %r = pad.pad %x low[0, 100] high[0, 100] mode(reflect) : tensor<2x32xf32> to tensor<2x232xf32>
  return %r : tensor<2x232xf32>
}

// -----

// Rows past one fold of an outer axis: the source row of a border row comes
// from the periodic map (wrap: (i - p) mod d); the row is a copy.

// CHECK-LABEL: func.func @wrap_wide_rows
// CHECK-SAME:    %[[SRC:.*]]: tensor<64x128xf32>
// CHECK:         scf.for
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           %[[ROW:.*]] = arith.select
// CHECK:           %[[J:.*]] = arith.subi %[[ROW]], %{{.*}} : index
// CHECK:           %[[REM:.*]] = arith.remsi %[[J]], %{{.*}} : index
// CHECK:           vector.transfer_read %[[SRC]]
func.func @wrap_wide_rows(%x: tensor<64x128xf32>) -> tensor<512x128xf32> {
  %r = pad.pad %x low[200, 0] high[248, 0] mode(wrap) : tensor<64x128xf32> to tensor<512x128xf32>
  return %r : tensor<512x128xf32>
}

// -----

// A dynamic amount on the last axis: the borders of one fold under a branch
// on the amounts (p, q <= d - 1), the periodic runs otherwise.

// CHECK-LABEL: func.func @reflect_dynamic_row
// CHECK-SAME:    %{{.*}}: tensor<2x32xf32>, %[[L:.*]]: index
// CHECK-DAG:     %[[C31:.*]] = arith.constant 31 : index
// CHECK:         %[[FITS:.*]] = arith.cmpi sle, %[[L]], %[[C31]] : index
// CHECK:         scf.if %[[FITS]]
// CHECK-NOT:       scf.while
// CHECK:         } else {
// CHECK:           scf.while
func.func @reflect_dynamic_row(%x: tensor<2x32xf32>, %l: index) -> tensor<2x?xf32> {
  %r = pad.pad %x low[0, %l] high[0, 3] mode(reflect) : tensor<2x32xf32> to tensor<2x?xf32>
  return %r : tensor<2x?xf32>
}
