// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="parallel=true target-cpu=znver4" | FileCheck %s --check-prefix=MARK
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector | FileCheck %s --check-prefix=NOMARK
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="parallel=true parallel-min-bytes=0" | FileCheck %s --check-prefix=ANY
// RUN: pad-opt %s -split-input-file --pad-lower-loop-marks | FileCheck %s --check-prefix=PAR
// RUN: pad-opt %s -split-input-file --pad-to-llvm="parallel=true" | FileCheck %s --check-prefix=OMP

// docs/Lowering.md#options parallel=true on an output of 1 MiB or more (here 1 MiB) or of
// dynamic size: the loops over its planes (here C: the batch axis of size 1
// has no loop) are marked, bufferized, turned into one scf.parallel, then
// into an OpenMP work-sharing loop. Few planes (4 here): one loop over the
// rows of the split axis, each row branching to its part (below, inside or
// above the source), marked too; the work-sharing loop collapses both.
// MARK-LABEL: func.func @nchw
// MARK-NOT:     scf.for
// MARK:         %[[C:.*]] = scf.for %{{.*}} = %{{.*}} to %c4{{(_[0-9]+)?}} step
// MARK:           scf.for %[[ROW:.*]] = %{{.*}} to %c256{{(_[0-9]+)?}} step
// MARK-NEXT:        arith.constant 3 : index
// MARK-NEXT:        arith.cmpi slt, %[[ROW]], %c3{{(_[0-9]+)?}} : index
// MARK:             arith.cmpi slt, %[[ROW]], %c253{{(_[0-9]+)?}} : index
// MARK:           } {loop_annotation = #loop_annotation, pad.loop = #pad.loop<parallel = true>}
// MARK-NEXT:      scf.yield
// MARK-NEXT:    } {loop_annotation = #loop_annotation, pad.loop = #pad.loop<parallel = true>}
// MARK-NEXT:    return %[[C]]
// MARK-NOT:     #pad.loop<parallel
// NOMARK-LABEL: func.func @nchw
// NOMARK-NOT:   #pad.loop<parallel
// OMP-LABEL:   llvm.func @nchw
// OMP:           omp.parallel {
// OMP-NEXT:        omp.wsloop nowait {
// OMP-NEXT:          omp.loop_nest (%{{.*}}, %{{.*}}) : i64 = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) collapse(2) {
// OMP:               llvm.store %{{.*}} : vector<8xf32>, !llvm.ptr
// OMP:               omp.yield
// OMP:             omp.terminator
// OMP-NOT:       omp.parallel
func.func @nchw(%src: tensor<1x4x250x250xf32>) -> tensor<1x4x256x256xf32> {
  %r = pad.pad %src low[0, 0, 3, 3] high[0, 0, 3, 3] mode(reflect) : tensor<1x4x250x250xf32> to tensor<1x4x256x256xf32>
  return %r : tensor<1x4x256x256xf32>
}

// 16 planes or more: only the planes are split across the threads; the rows
// of each stay in their loops (the source's rows, then the 3 + 3 rows below
// and above it), on the thread of their plane.
// MARK-LABEL: func.func @many_planes
// MARK:         %[[C:.*]] = scf.for %{{.*}} = %{{.*}} to %c16{{(_[0-9]+)?}} step
// MARK:           scf.for %{{.*}} = %c3{{(_[0-9]+)?}} to %c125{{(_[0-9]+)?}} step
// MARK-NOT:       #pad.loop<parallel
// MARK:           scf.for %{{.*}} = %c0{{(_[0-9]+)?}} to %c6{{(_[0-9]+)?}} step
// MARK-NOT:       #pad.loop<parallel
// MARK:         } {loop_annotation = #loop_annotation, pad.loop = #pad.loop<parallel = true>}
// MARK-NEXT:    return %[[C]]
// OMP-LABEL:  llvm.func @many_planes
// OMP:          omp.loop_nest (%{{.*}}) : i64 = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// OMP-NOT:      omp.parallel
// OMP:          llvm.return
func.func @many_planes(%src: tensor<1x16x122x122xf32>) -> tensor<1x16x128x128xf32> {
  %r = pad.pad %src low[0, 0, 3, 3] high[0, 0, 3, 3] mode(edge) : tensor<1x16x122x122xf32> to tensor<1x16x128x128xf32>
  return %r : tensor<1x16x128x128xf32>
}

// Planes of a number known at run time: one flat loop over the rows of all
// planes, marked, its plane and row recovered from its index by signed
// divisions (OpenMP's collapse divides unsigned, and LLVM's loop strength
// reduction moved those divisions by run-time sizes into the vector loops);
// each row branches to its part. Outputs of 1 MiB and more go on threads,
// streamed above the last-level cache or not (the flat loop twice, under one
// branch on the byte size).
// MARK-LABEL: func.func @dynamic_planes
// MARK:         scf.if
// MARK:         } else {
// MARK:           %[[BIG:.*]] = arith.cmpi sge, %[[BYTES:.*]], %c1048576{{(_[0-9]+)?}} : index
// MARK-NEXT:      scf.if %[[BIG]]
// MARK:             %[[LARGE:.*]] = arith.cmpi sgt, %[[BYTES]], %{{.*}} : index
// MARK-NEXT:        scf.if %[[LARGE]]
// MARK:               %[[NC:.*]] = arith.muli %[[N:.*]], %[[C:.*]] : index
// MARK-NEXT:          %[[ALL:.*]] = arith.muli %[[NC]], %[[ROWS:.*]] : index
// MARK:               scf.for %[[T:.*]] = %{{.*}} to %[[ALL]] step
// MARK-NEXT:            %[[ROW:.*]] = arith.remsi %[[T]], %[[ROWS]] : index
// MARK-NEXT:            %[[Q:.*]] = arith.divsi %[[T]], %[[ROWS]] : index
// MARK-NEXT:            arith.remsi %[[Q]], %[[C]] : index
// MARK-NEXT:            arith.divsi %[[Q]], %[[C]] : index
// MARK:                 arith.cmpi slt, %[[ROW]], %c3{{(_[0-9]+)?}} : index
// MARK-NOT:             #pad.loop<parallel
// MARK:                 {pad.loop = #pad.loop<stream = true>}
// MARK-NOT:             #pad.loop<parallel
// MARK:               } {loop_annotation = #loop_annotation, pad.loop = #pad.loop<parallel = true>}
// MARK-NEXT:          scf.yield
// MARK-NEXT:        } else {
// MARK-NOT:             #pad.loop<stream
// MARK:               } {loop_annotation = #loop_annotation, pad.loop = #pad.loop<parallel = true>}
// MARK-NEXT:          scf.yield
// MARK-NEXT:        }
// MARK:           } else {
// MARK-NOT:         #pad.loop<parallel
// MARK:         return
// OMP-LABEL:  llvm.func @dynamic_planes
// OMP:          omp.loop_nest (%{{.*}}) : i64 = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// OMP:            llvm.srem
// OMP:            llvm.sdiv
// OMP:          llvm.return
func.func @dynamic_planes(%src: tensor<?x?x64x64xf32>) -> tensor<?x?x70x70xf32> {
  %r = pad.pad %src low[0, 0, 3, 3] high[0, 0, 3, 3] mode(edge) : tensor<?x?x64x64xf32> to tensor<?x?x70x70xf32>
  return %r : tensor<?x?x70x70xf32>
}

// Few planes, but rows of a number known at run time: the same flat loop.
// MARK-LABEL: func.func @dynamic_rows_of_planes
// MARK:         %[[BIG:.*]] = arith.cmpi sge, %{{.*}}, %c1048576{{(_[0-9]+)?}} : index
// MARK:         scf.if %[[BIG]]
// MARK:           scf.if
// MARK:             %[[ALL:.*]] = arith.muli %c3{{(_[0-9]+)?}}, %[[ROWS:.*]] : index
// MARK:             scf.for %[[T:.*]] = %{{.*}} to %[[ALL]] step
// MARK-NEXT:          arith.remsi %[[T]], %[[ROWS]] : index
// MARK-NEXT:          arith.divsi %[[T]], %[[ROWS]] : index
// MARK-NOT:           #pad.loop<parallel
// MARK:             } {loop_annotation = #loop_annotation, pad.loop = #pad.loop<parallel = true>}
// MARK-NEXT:        scf.yield
// MARK-NEXT:      } else {
// MARK:             } {loop_annotation = #loop_annotation, pad.loop = #pad.loop<parallel = true>}
// MARK-NEXT:        scf.yield
// MARK-NEXT:      }
// MARK-NEXT:      scf.yield
// MARK-NEXT:    } else {
// MARK-NOT:       #pad.loop<parallel
// MARK:         return
// OMP-LABEL:  llvm.func @dynamic_rows_of_planes
// OMP:          omp.loop_nest (%{{.*}}) : i64 = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// OMP-NOT:      collapse
// OMP:          llvm.return
func.func @dynamic_rows_of_planes(%src: tensor<1x3x?x64xf32>) -> tensor<1x3x?x70xf32> {
  %r = pad.pad %src low[0, 0, 3, 3] high[0, 0, 3, 3] mode(edge) : tensor<1x3x?x64xf32> to tensor<1x3x?x70xf32>
  return %r : tensor<1x3x?x70xf32>
}

// A static output below 1 MiB stays on one thread (a parallel region costs
// microseconds to start); with parallel-min-bytes=0 it does not.
// MARK-LABEL: func.func @small
// MARK-NOT:     #pad.loop<parallel
// ANY-LABEL:  func.func @small
// ANY:          } {loop_annotation = #loop_annotation, pad.loop = #pad.loop<parallel = true>}
// OMP-LABEL:  llvm.func @small
// OMP-NOT:      omp.parallel
func.func @small(%src: tensor<1x4x6x6xf32>) -> tensor<1x4x12x12xf32> {
  %r = pad.pad %src low[0, 0, 3, 3] high[0, 0, 3, 3] mode(reflect) : tensor<1x4x6x6xf32> to tensor<1x4x12x12xf32>
  return %r : tensor<1x4x12x12xf32>
}

// Amounts known at run time on the row axis: its rows are not peeled, and
// the flat loop runs over the planes and rows, each row written whole.
// MARK-LABEL: func.func @dynamic_amounts
// MARK:         %[[BIG:.*]] = arith.cmpi sge, %{{.*}}, %c1048576{{(_[0-9]+)?}} : index
// MARK-NEXT:    scf.if %[[BIG]]
// MARK:           %[[ALL:.*]] = arith.muli %c3{{(_[0-9]+)?}}, %[[ROWS:.*]] : index
// MARK:           scf.for %[[T:.*]] = %{{.*}} to %[[ALL]] step
// MARK-NEXT:        arith.remsi %[[T]], %[[ROWS]] : index
// MARK-NEXT:        arith.divsi %[[T]], %[[ROWS]] : index
// MARK-NOT:         #pad.loop<parallel
// MARK:           } {loop_annotation = #loop_annotation, pad.loop = #pad.loop<parallel = true>}
// OMP-LABEL:  llvm.func @dynamic_amounts
// OMP:          omp.loop_nest (%{{.*}}) : i64 = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// OMP-NOT:      collapse
// OMP:          llvm.return
func.func @dynamic_amounts(%src: tensor<1x3x?x?xf32>, %lo: index, %hi: index) -> tensor<1x3x?x?xf32> {
  %r = pad.pad %src low[0, 0, %lo, 2] high[0, 0, %hi, 1] mode(reflect) : tensor<1x3x?x?xf32> to tensor<1x3x?x?xf32>
  return %r : tensor<1x3x?x?xf32>
}

// A matrix: one loop over all its rows, marked, each row branching to its
// part (the 3 rows below the source, its 1024, the 7 above): one parallel
// region, not one per part (each would cost a wake-up of the other threads).
// MARK-LABEL: func.func @matrix
// MARK:         %[[R:.*]] = scf.for %[[ROW:.*]] = %c0{{(_[0-9]+)?}} to %c1034{{(_[0-9]+)?}} step
// MARK:           arith.cmpi slt, %[[ROW]], %c3{{(_[0-9]+)?}} : index
// MARK:           arith.cmpi slt, %[[ROW]], %c1027{{(_[0-9]+)?}} : index
// MARK:         } {loop_annotation = #loop_annotation, pad.loop = #pad.loop<parallel = true>}
// MARK-NEXT:    return %[[R]]
// OMP-LABEL:  llvm.func @matrix
// OMP-COUNT-1:  omp.parallel
// OMP-NOT:      omp.parallel
// OMP:          llvm.return
func.func @matrix(%src: tensor<1024x1024xf32>) -> tensor<1034x1038xf32> {
  %r = pad.pad %src low[3, 5] high[7, 9] : tensor<1024x1024xf32> to tensor<1034x1038xf32>
  return %r : tensor<1034x1038xf32>
}

// A dynamic output: its nest twice, under a branch on its byte size, marked
// where it holds 1 MiB or more (there twice again: streamed above the
// last-level cache, or not), on one thread below (a parallel region made
// the 1 MB pads of bench/run.py with dynamic shapes 4-5x slower).
// MARK-LABEL: func.func @dynamic_rows
// MARK:         %[[BYTES:.*]] = arith.muli %{{.*}}, %c68{{(_[0-9]+)?}} : index
// MARK:         %[[BIG:.*]] = arith.cmpi sge, %[[BYTES]], %c1048576{{(_[0-9]+)?}} : index
// MARK-NEXT:    %[[R:.*]] = scf.if %[[BIG]] -> (tensor<?x68xf32>) {
// MARK-COUNT-2:   } {loop_annotation = #loop_annotation, pad.loop = #pad.loop<parallel = true>}
// MARK:         } else {
// MARK-NOT:       #pad.loop<parallel
// MARK:         return %[[R]]
// ANY-LABEL:  func.func @dynamic_rows
// ANY-NOT:      1048576
// ANY:          } {loop_annotation = #loop_annotation, pad.loop = #pad.loop<parallel = true>}
// OMP-LABEL:  llvm.func @dynamic_rows
// OMP:          omp.parallel
func.func @dynamic_rows(%src: tensor<?x64xf32>) -> tensor<?x68xf32> {
  %r = pad.pad %src low[1, 2] high[1, 2] : tensor<?x64xf32> to tensor<?x68xf32>
  return %r : tensor<?x68xf32>
}

// -----

// On buffers: the marked loop without results becomes an scf.parallel with
// the same bounds and body; unmarked loops stay.
// MARK-LABEL: func.func @rows
// OMP-LABEL: llvm.func @rows
// NOMARK-LABEL: func.func @rows
// PAR-LABEL: func.func @rows
// PAR-SAME:    (%[[OUT:.*]]: memref<?x8xf32>, %[[N:.*]]: index, %[[V:.*]]: vector<8xf32>)
// PAR:         scf.parallel (%[[I:.*]]) = (%c0) to (%[[N]]) step (%c1) {
// PAR-NEXT:      vector.transfer_write %[[V]], %[[OUT]][%[[I]], %c0]
// PAR-NEXT:      scf.reduce
// PAR-NEXT:    }
// PAR-NEXT:    scf.for
// PAR-NOT:     #pad.loop<parallel
func.func @rows(%out: memref<?x8xf32>, %n: index, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    vector.transfer_write %v, %out[%i, %c0] {in_bounds = [true]} : vector<8xf32>, memref<?x8xf32>
  } {pad.loop = #pad.loop<parallel = true>}
  scf.for %i = %c0 to %n step %c1 {
    vector.transfer_write %v, %out[%i, %c0] {in_bounds = [true]} : vector<8xf32>, memref<?x8xf32>
  }
  return
}

// -----

// A marked loop whose body holds a marked loop, of bounds defined outside,
// and side-effect-free ops beside it (the planes of streamed lines and their
// rows): one two-dimensional scf.parallel, the outer body's ops moved into
// it; convert-scf-to-openmp collapses it into one work-sharing loop.
// MARK-LABEL: func.func @nest
// OMP-LABEL: llvm.func @nest
// OMP:         omp.parallel {
// OMP-NEXT:      omp.wsloop nowait {
// OMP-NEXT:        omp.loop_nest (%{{.*}}, %{{.*}}) : i64 = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) collapse(2) {
// OMP-NOT:     omp.parallel
// OMP:         llvm.return
// NOMARK-LABEL: func.func @nest
// PAR-LABEL: func.func @nest
// PAR-SAME:    (%[[OUT:.*]]: memref<?x6x8xf32>, %[[N:.*]]: index, %[[K:.*]]: index, %[[V:.*]]: vector<8xf32>)
// PAR-DAG:     %[[C0:.*]] = arith.constant 0 : index
// PAR-DAG:     %[[C1:.*]] = arith.constant 1 : index
// PAR-DAG:     %[[C2:.*]] = arith.constant 2 : index
// PAR:         %[[ROWS:.*]] = arith.subi %[[K]], %[[C2]] : index
// PAR-NEXT:    scf.parallel (%[[P:.*]], %[[I:.*]]) = (%[[C0]], %[[C0]]) to (%[[N]], %[[ROWS]]) step (%[[C1]], %[[C1]]) {
// PAR-NEXT:      %[[J:.*]] = arith.addi %[[I]], %[[P]] : index
// PAR-NEXT:      vector.transfer_write %[[V]], %[[OUT]][%[[P]], %[[I]], %[[J]]]
// PAR-NEXT:      scf.reduce
// PAR-NEXT:    }
// PAR-NEXT:    return
func.func @nest(%out: memref<?x6x8xf32>, %n: index, %k: index, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rows = arith.subi %k, %c2 : index
  scf.for %p = %c0 to %n step %c1 {
    scf.for %i = %c0 to %rows step %c1 {
      %j = arith.addi %i, %p : index
      vector.transfer_write %v, %out[%p, %i, %j] : vector<8xf32>, memref<?x6x8xf32>
    } {pad.loop = #pad.loop<parallel = true>}
  } {pad.loop = #pad.loop<parallel = true>}
  return
}

// -----

// An inner marked loop whose bound is computed in the outer body: the outer
// loop alone becomes an scf.parallel, the inner one a plain loop in it.
// MARK-LABEL: func.func @nest_bound_inside
// NOMARK-LABEL: func.func @nest_bound_inside
// OMP-LABEL: llvm.func @nest_bound_inside
// PAR-LABEL: func.func @nest_bound_inside
// PAR-SAME:    (%[[OUT:.*]]: memref<?x6x8xf32>, %[[N:.*]]: index, %[[K:.*]]: index, %[[V:.*]]: vector<8xf32>)
// PAR:         scf.parallel (%[[P:.*]]) = (%{{.*}}) to (%[[N]]) step (%{{.*}}) {
// PAR-NEXT:      %[[ROWS:.*]] = arith.subi %[[K]], %[[P]] : index
// PAR-NEXT:      scf.for %[[I:.*]] = %{{.*}} to %[[ROWS]] step %{{.*}} {
// PAR-NEXT:        vector.transfer_write %[[V]], %[[OUT]][%[[P]], %[[I]], %{{.*}}]
// PAR-NEXT:      }{{$}}
// PAR-NEXT:      scf.reduce
// PAR-NEXT:    }
// PAR-NEXT:    return
func.func @nest_bound_inside(%out: memref<?x6x8xf32>, %n: index, %k: index, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %p = %c0 to %n step %c1 {
    %rows = arith.subi %k, %p : index
    scf.for %i = %c0 to %rows step %c1 {
      vector.transfer_write %v, %out[%p, %i, %c0] : vector<8xf32>, memref<?x6x8xf32>
    } {pad.loop = #pad.loop<parallel = true>}
  } {pad.loop = #pad.loop<parallel = true>}
  return
}

// -----

// Three marked loops nested so: one three-dimensional scf.parallel.
// MARK-LABEL: func.func @nest3
// NOMARK-LABEL: func.func @nest3
// OMP-LABEL: llvm.func @nest3
// OMP:         omp.loop_nest (%{{.*}}, %{{.*}}, %{{.*}}) : i64 = {{.*}} collapse(3) {
// OMP-NOT:     omp.parallel
// OMP:         llvm.return
// PAR-LABEL: func.func @nest3
// PAR-SAME:    (%[[OUT:.*]]: memref<?x?x?x8xf32>, %[[N:.*]]: index, %[[C:.*]]: index, %[[H:.*]]: index, %[[V:.*]]: vector<8xf32>)
// PAR:         scf.parallel (%[[I:.*]], %[[J:.*]], %[[K:.*]]) = (%{{.*}}, %{{.*}}, %{{.*}}) to (%[[N]], %[[C]], %[[H]]) step (%{{.*}}, %{{.*}}, %{{.*}}) {
// PAR-NEXT:      vector.transfer_write %[[V]], %[[OUT]][%[[I]], %[[J]], %[[K]], %{{.*}}]
// PAR-NEXT:      scf.reduce
// PAR-NEXT:    }
// PAR-NEXT:    return
// PAR-NOT:     #pad.loop<parallel
func.func @nest3(%out: memref<?x?x?x8xf32>, %n: index, %c: index, %h: index, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      scf.for %k = %c0 to %h step %c1 {
        vector.transfer_write %v, %out[%i, %j, %k, %c0] : vector<8xf32>, memref<?x?x?x8xf32>
      } {pad.loop = #pad.loop<parallel = true>}
    } {pad.loop = #pad.loop<parallel = true>}
  } {pad.loop = #pad.loop<parallel = true>}
  return
}

// -----

// A store beside the marked inner loop: only the outer loop becomes an
// scf.parallel; the inner one stays sequential, unmarked (no parallel
// region inside a parallel region).
// MARK-LABEL: func.func @not_a_nest
// NOMARK-LABEL: func.func @not_a_nest
// OMP-LABEL: llvm.func @not_a_nest
// OMP-COUNT-1: omp.parallel
// OMP-NOT:     omp.parallel
// OMP:         llvm.return
// PAR-LABEL: func.func @not_a_nest
// PAR:         scf.parallel (%[[P:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// PAR-NEXT:      vector.transfer_write %{{.*}}, %{{.*}}[%[[P]], %{{.*}}, %{{.*}}] {{.*}} : vector<8xf32>, memref<?x6x8xf32>
// PAR-NEXT:      scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// PAR-NEXT:        vector.transfer_write %{{.*}}, %{{.*}}[%[[P]], %[[I]], %{{.*}}] {{.*}} : vector<8xf32>, memref<?x6x8xf32>
// PAR-NEXT:      }
// PAR-NEXT:      scf.reduce
// PAR-NEXT:    }
// PAR-NOT:     #pad.loop<parallel
func.func @not_a_nest(%out: memref<?x6x8xf32>, %n: index, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %p = %c0 to %n step %c1 {
    vector.transfer_write %v, %out[%p, %c0, %c0] : vector<8xf32>, memref<?x6x8xf32>
    scf.for %i = %c1 to %c6 step %c1 {
      vector.transfer_write %v, %out[%p, %i, %c0] : vector<8xf32>, memref<?x6x8xf32>
    } {pad.loop = #pad.loop<parallel = true>}
  } {pad.loop = #pad.loop<parallel = true>}
  return
}

// -----

// An inner bound that depends on the outer loop's iteration: not one range
// of independent pairs; only the outer loop becomes an scf.parallel.
// MARK-LABEL: func.func @triangle
// NOMARK-LABEL: func.func @triangle
// OMP-LABEL: llvm.func @triangle
// OMP-COUNT-1: omp.parallel
// OMP-NOT:     omp.parallel
// OMP:         llvm.return
// PAR-LABEL: func.func @triangle
// PAR:         scf.parallel (%[[P:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// PAR-NEXT:      scf.for %{{.*}} = %{{.*}} to %[[P]] step %{{.*}} {
// PAR-NEXT:        vector.transfer_write {{.*}} : vector<8xf32>, memref<?x6x8xf32>
// PAR-NEXT:      }
// PAR-NEXT:      scf.reduce
// PAR-NOT:     #pad.loop<parallel
func.func @triangle(%out: memref<?x6x8xf32>, %n: index, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %p = %c0 to %n step %c1 {
    scf.for %i = %c0 to %p step %c1 {
      vector.transfer_write %v, %out[%p, %i, %c0] : vector<8xf32>, memref<?x6x8xf32>
    } {pad.loop = #pad.loop<parallel = true>}
  } {pad.loop = #pad.loop<parallel = true>}
  return
}
