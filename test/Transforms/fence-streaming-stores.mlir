// RUN: pad-opt %s -split-input-file --pad-fence-streaming-stores | FileCheck %s
// RUN: pad-opt %s -split-input-file --pad-to-llvm="nontemporal=always" | FileCheck %s --check-prefix=NT
// RUN: pad-opt %s -split-input-file --pad-to-llvm="nontemporal=never" | FileCheck %s --check-prefix=PLAIN
// RUN: pad-opt %s -split-input-file --pad-parallel-min-bytes=0 --pad-to-llvm="nontemporal=always parallel=true" | FileCheck %s --check-prefix=OMP
// RUN: pad-opt %s --pad-to-llvm="nontemporal=always" | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mattr=+avx2 | FileCheck %s --check-prefix=X86
// RUN: pad-opt %s --pad-to-llvm="nontemporal=always" | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=aarch64 | FileCheck %s --check-prefix=ARM

// Non-temporal stores are weakly ordered (docs/Lowering.md, "Streaming
// stores"): a function that holds one gets a sequentially consistent fence
// before each of its returns, so that another thread told of the output
// by a later store sees it; none in each iteration of a parallel loop (the
// threads of an OpenMP region fence once each, below).
// CHECK-LABEL: func.func @streams
// CHECK:         cf.cond_br
// CHECK:       ^bb1:
// CHECK:         scf.parallel
// CHECK:           vector.store %{{.*}} {nontemporal = true}
// CHECK-NOT:       llvm.fence
// CHECK:           scf.reduce
// CHECK:         llvm.fence seq_cst
// CHECK-NEXT:    return
// CHECK:       ^bb2:
// CHECK-NEXT:    llvm.fence seq_cst
// CHECK-NEXT:    return
func.func @streams(%out: memref<?xf32>, %n: index, %v: vector<8xf32>, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c8) {
    vector.store %v, %out[%i] {nontemporal = true} : memref<?xf32>, vector<8xf32>
  }
  return
^bb2:
  return
}

// -----

// An OpenMP parallel region that streams: each of its threads fences before
// the region's end, where it joins the others.
// CHECK-LABEL: func.func @region
// CHECK:         omp.parallel {
// CHECK:           vector.store %{{.*}} {nontemporal = true}
// CHECK-NEXT:      llvm.fence seq_cst
// CHECK-NEXT:      omp.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    llvm.fence seq_cst
// CHECK-NEXT:    return
func.func @region(%out: memref<?xf32>, %v: vector<8xf32>) {
  omp.parallel {
    %c0 = arith.constant 0 : index
    vector.store %v, %out[%c0] {nontemporal = true} : memref<?xf32>, vector<8xf32>
    omp.terminator
  }
  return
}

// -----

// Plain stores only, or no body: nothing to order.
// CHECK-LABEL: func.func @plain
// CHECK-NOT:     llvm.fence
// CHECK:         return
// CHECK-LABEL: func.func private @external
// CHECK-NOT:   llvm.fence
func.func @plain(%out: memref<?xf32>, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  vector.store %v, %out[%c0] : memref<?xf32>, vector<8xf32>
  return
}
func.func private @external(%out: memref<?xf32>)

// -----

// Through the pipeline: the streamed lines of a pad end with the fence;
// with nontemporal=never there is none. On several threads each thread
// fences its share before the region's end (where it joins the others; the
// work-sharing loop does not wait at its own end: pad-elide-wsloop-barriers),
// and the function once more before it returns. On x86 LLVM emits the fence as a
// locked instruction (or mfence), on AArch64 as `dmb ish`.
// OMP-LABEL:   llvm.func @lines
// OMP:           omp.parallel {
// OMP-NEXT:        omp.wsloop nowait {
// OMP:             llvm.store %{{.*}} {alignment = 32 : i64, nontemporal} : vector<8xf32>, !llvm.ptr
// OMP:             omp.yield
// OMP:           llvm.fence seq_cst
// OMP-NEXT:      omp.terminator
// OMP:         llvm.fence seq_cst
// OMP-NEXT:    llvm.return
// NT-LABEL:    llvm.func @lines
// NT:            llvm.store %{{.*}} {alignment = 32 : i64, nontemporal} : vector<8xf32>, !llvm.ptr
// NT:            llvm.fence seq_cst
// NT-NEXT:       llvm.return
// PLAIN-LABEL: llvm.func @lines
// PLAIN-NOT:     llvm.fence
// PLAIN:         llvm.return
// X86-LABEL:   lines:
// X86:           vmovntps
// X86:           {{mfence|lock[[:space:]]+orl}}
// X86-NEXT:      {{(vzeroupper|popq|addq)}}
// ARM-LABEL:   lines:
// ARM:           stnp
// ARM:           dmb ish
func.func @lines(%in: tensor<5x40xf32>, %out: memref<8x48xf32>) {
  %r = pad.pad %in low[2, 3] high[1, 5] mode(reflect) : tensor<5x40xf32> to tensor<8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8x48xf32>, memref<8x48xf32>) -> ()
  return
}
