// RUN: pad-opt %s -split-input-file --convert-scf-to-openmp --pad-elide-wsloop-barriers | FileCheck %s

// The parallel row loops, as convert-scf-to-openmp writes them: a region
// that holds one work-sharing loop. The loop's barrier goes; the region's
// end waits for every thread.
// CHECK-LABEL: func.func @rows
// CHECK:         omp.parallel {
// CHECK-NEXT:      omp.wsloop nowait {
// CHECK:             vector.store
// CHECK:           omp.terminator
func.func @rows(%out: memref<?xf32>, %n: index, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c8) {
    vector.store %v, %out[%i] : memref<?xf32>, vector<8xf32>
  }
  return
}

// -----

// A reduction combines the threads' values at the loop's barrier: it stays.
// CHECK-LABEL: func.func @reduction
// CHECK:         omp.parallel {
// CHECK-NEXT:      omp.wsloop reduction(
// CHECK-NOT:       nowait
// CHECK:         return
func.func @reduction(%in: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %v = memref.load %in[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// Two loops in one region: the first one's barrier orders the second one's
// reads of what it wrote, and stays; the second one ends the region (the
// constant between it and the terminator has no memory effect).
// CHECK-LABEL: func.func @two_loops
// CHECK:         omp.parallel {
// CHECK-NEXT:      omp.wsloop {
// CHECK:             memref.store
// CHECK:           omp.wsloop nowait {
// CHECK:             memref.load
// CHECK:           arith.constant 2
// CHECK-NEXT:      omp.terminator
func.func @two_loops(%a: memref<?xf32>, %b: memref<?xf32>, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.store %x, %a[%i] : memref<?xf32>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        %j = arith.subi %n, %i : index
        %k = arith.subi %j, %c1 : index
        %y = memref.load %a[%k] : memref<?xf32>
        memref.store %y, %b[%i] : memref<?xf32>
        omp.yield
      }
    }
    %c2 = arith.constant 2 : index
    omp.terminator
  }
  return
}

// -----

// A store after the loop in the region (another thread's share may not be
// written yet when it runs), or a loop not directly in a parallel region:
// their barriers stay.
// CHECK-LABEL: func.func @not_last
// CHECK:         omp.parallel {
// CHECK-NEXT:      omp.wsloop {
// CHECK:           memref.store %{{.*}}, %{{.*}}[%c0]
// CHECK-NEXT:      omp.terminator
// CHECK:         omp.parallel {
// CHECK-NEXT:      scf.if
// CHECK-NEXT:        omp.wsloop {
// CHECK-NOT:     nowait
// CHECK:         return
func.func @not_last(%a: memref<?xf32>, %n: index, %x: f32, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.store %x, %a[%i] : memref<?xf32>
        omp.yield
      }
    }
    memref.store %x, %a[%c0] : memref<?xf32>
    omp.terminator
  }
  omp.parallel {
    scf.if %c {
      omp.wsloop {
        omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
          memref.store %x, %a[%i] : memref<?xf32>
          omp.yield
        }
      }
    }
    omp.terminator
  }
  return
}
