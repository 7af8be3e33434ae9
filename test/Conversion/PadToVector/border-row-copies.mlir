// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="llc-bytes=-1" --canonicalize --cse | FileCheck %s
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="nontemporal=always" --canonicalize --cse | FileCheck %s --check-prefix=STREAM
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="llc-bytes=-1 parallel=true parallel-min-bytes=0" --canonicalize --cse | FileCheck %s --check-prefix=PAR

// Borders past one fold on the last axis (docs/Lowering.md, "Borders past
// one fold"): the rows of the innermost outer axis outside the source are
// copies of output rows, written after the rows inside it. Output row r
// equals row p + map(r - p), the row of the source row it maps to: one
// loop of whole vectors read from the output, no source read, no run.

// CHECK-LABEL: func.func @reflect_wide_plane
// CHECK-SAME:    %[[SRC:.*]]: tensor<1x3x32x32xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C100:.*]] = arith.constant 100 : index
// CHECK-DAG:     %[[C132:.*]] = arith.constant 132 : index
// CHECK-DAG:     %[[C200:.*]] = arith.constant 200 : index
// CHECK-DAG:     %[[C232:.*]] = arith.constant 232 : index
// CHECK:         scf.for %[[PLANE:.*]] = %[[C0]] to %{{.*}} step
// The rows inside the source, first: core, runs, copies within the row.
// CHECK:           %[[CORE:.*]] = scf.for %{{.*}} = %[[C100]] to %[[C132]] step
// CHECK:             vector.transfer_read %[[SRC]]
// CHECK:             scf.while
// The 200 rows below and above, in one loop: each a copy of row 100 + s.
// CHECK:           scf.for %[[R:.*]] = %[[C0]] to %[[C200]] step %{{.*}} iter_args(%{{.*}} = %[[CORE]])
// CHECK:             %[[ROW:.*]] = arith.select %{{.*}}, %[[R]], %{{.*}} : index
// CHECK:             arith.remsi
// CHECK:             %[[FROM:.*]] = arith.addi %{{.*}}, %[[C100]] : index
// CHECK:             scf.for %[[T:.*]] = %[[C0]] to %[[C232]] step %[[C8]] iter_args(%[[ACC:.*]] =
// CHECK-NEXT:          %[[V:.*]] = vector.transfer_read %[[ACC]][%[[C0]], %[[PLANE]], %[[FROM]], %[[T]]]
// CHECK-NEXT:          vector.transfer_write %[[V]], %[[ACC]][%[[C0]], %[[PLANE]], %[[ROW]], %[[T]]]
// CHECK-NOT:         scf.while
// CHECK-NOT:         vector.transfer_read %[[SRC]]
// CHECK:         return

// Streamed rows are built, not copied: a row read back must have been
// written by plain stores.
// STREAM-LABEL: func.func @reflect_wide_plane
// STREAM:         scf.for %{{.*}} = %{{.*}} to %c200 step
// STREAM-NOT:     return
// STREAM:           pad.loop<stream = true>
// STREAM-NOT:     return
// STREAM:           scf.while

// Few planes on threads: one loop over a plane's rows, split across the
// threads, each row built (a copied row may be another thread's).
// PAR-LABEL:    func.func @reflect_wide_plane
// PAR:            scf.for %{{.*}} = %c0 to %c232 step
// PAR-NOT:        %c200
// PAR:            scf.while
// PAR-NOT:        return
// PAR:            pad.loop<parallel = true>
func.func @reflect_wide_plane(%x: tensor<1x3x32x32xf32>) -> tensor<1x3x232x232xf32> {
  %r = pad.pad %x low[0, 0, 100, 100] high[0, 0, 100, 100] mode(reflect) : tensor<1x3x32x32xf32> to tensor<1x3x232x232xf32>
  return %r : tensor<1x3x232x232xf32>
}

// -----

// Many planes on threads: a plane's rows stay on one thread, so its border
// rows copy its rows inside the source (row 5 + s, a vector tail at 92).

// PAR-LABEL:    func.func @symmetric_planes
// PAR-DAG:        %[[C5:.*]] = arith.constant 5 : index
// PAR-DAG:        %[[C9:.*]] = arith.constant 9 : index
// PAR-DAG:        %[[C92:.*]] = arith.constant 92 : index
// PAR:            scf.for %[[PLANE:.*]] = %{{.*}} to %c16 step
// PAR:              %[[CORE:.*]] = scf.for %{{.*}} = %[[C5]] to %[[C9]] step
// PAR:                scf.while
// PAR:              scf.for %[[R:.*]] = %c0 to %[[C9]] step %{{.*}} iter_args(%[[OUT:.*]] = %[[CORE]])
// PAR:                %[[ROW:.*]] = arith.select %{{.*}}, %[[R]], %{{.*}} : index
// PAR:                %[[FROM:.*]] = arith.addi %{{.*}}, %[[C5]] : index
// PAR:                scf.for %[[T:.*]] = %c0 to %c96 step %c8 iter_args(%[[ACC:.*]] = %[[OUT]])
// PAR-NEXT:             %[[V:.*]] = vector.transfer_read %[[ACC]][%[[PLANE]], %[[FROM]], %[[T]]]
// PAR-NEXT:             vector.transfer_write %[[V]], %[[ACC]][%[[PLANE]], %[[ROW]], %[[T]]]
// PAR:                %[[LAST:.*]] = vector.transfer_read %{{.*}}[%[[PLANE]], %[[FROM]], %[[C92]]]
// PAR-NEXT:           vector.transfer_write %[[LAST]], %{{.*}}[%[[PLANE]], %[[ROW]], %[[C92]]]
// PAR:            } {loop_annotation = #loop_annotation, pad.loop = #pad.loop<parallel = true>}
func.func @symmetric_planes(%x: tensor<16x4x20xf32>) -> tensor<16x13x100xf32> {
  %r = pad.pad %x low[0, 5, 41] high[0, 4, 39] mode(symmetric) : tensor<16x4x20xf32> to tensor<16x13x100xf32>
  return %r : tensor<16x13x100xf32>
}

// -----

// A dynamic number of rows (p + d + q, computed): the rows below the source
// are copies too.

// CHECK-LABEL: func.func @wrap_dynamic_rows
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : index
// CHECK:         } else {
// CHECK:           %[[CORE:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step
// CHECK:             vector.transfer_read %arg0
// CHECK:           scf.for %[[R:.*]] = %c0 to %{{.*}} step %c1 iter_args(%{{.*}} = %[[CORE]])
// CHECK:             %[[ROW:.*]] = arith.select %{{.*}}, %[[R]], %{{.*}} : index
// CHECK:             %[[FROM:.*]] = arith.addi %{{.*}}, %[[C7]] : index
// CHECK:             scf.for %[[T:.*]] = %c0 to %c232 step %c8 iter_args(%[[ACC:.*]] =
// CHECK-NEXT:          %[[V:.*]] = vector.transfer_read %[[ACC]][%[[FROM]], %[[T]]]
// CHECK-NEXT:          vector.transfer_write %[[V]], %[[ACC]][%[[ROW]], %[[T]]]
func.func @wrap_dynamic_rows(%x: tensor<?x32xf32>) -> tensor<?x232xf32> {
  %r = pad.pad %x low[7, 100] high[0, 100] mode(wrap) : tensor<?x32xf32> to tensor<?x232xf32>
  return %r : tensor<?x232xf32>
}

// -----

// Not copied: a crop of the outer axis (the rows of source rows 0 to 2 are
// not in the output), a static number of rows with a dynamic source (it may
// disagree with p + d + q), borders within one fold on the last axis.

// CHECK-LABEL: func.func @crop_on_outer_axis
// CHECK:         scf.for %{{.*}} = %c5 to %c105 step
// CHECK:           vector.transfer_read %arg0
// CHECK:           scf.while
func.func @crop_on_outer_axis(%x: tensor<8x32xf32>) -> tensor<105x232xf32> {
  %r = pad.pad %x low[-3, 100] high[100, 100] mode(symmetric) : tensor<8x32xf32> to tensor<105x232xf32>
  return %r : tensor<105x232xf32>
}

// -----

// CHECK-LABEL: func.func @static_rows_dynamic_source
// CHECK:         scf.for %{{.*}} = %c0 to %{{.*}} step
// CHECK:           arith.select
// CHECK:           vector.transfer_read %arg0
// CHECK:           scf.while
func.func @static_rows_dynamic_source(%x: tensor<?x32xf32>) -> tensor<20x232xf32> {
  %r = pad.pad %x low[6, 100] high[6, 100] mode(reflect) : tensor<?x32xf32> to tensor<20x232xf32>
  return %r : tensor<20x232xf32>
}

// -----

// CHECK-LABEL: func.func @one_fold_rows
// CHECK:         scf.for %{{.*}} = %c0 to %c6 step
// CHECK:           vector.transfer_read %arg0
// CHECK:           vector.shuffle
func.func @one_fold_rows(%x: tensor<8x32xf32>) -> tensor<14x38xf32> {
  %r = pad.pad %x low[3, 3] high[3, 3] mode(reflect) : tensor<8x32xf32> to tensor<14x38xf32>
  return %r : tensor<14x38xf32>
}
