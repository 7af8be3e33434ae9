// RUN: pad-opt %s --pad-to-llvm | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mattr=+avx2 | FileCheck %s --check-prefix=ALIGN
// RUN: pad-opt %s --pad-to-llvm="align-stores=false" | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mattr=+avx2 | FileCheck %s --check-prefix=UNALIGNED

// Rows of 225 f32 (900 bytes) start at every offset within a line: with
// align-stores (the default), the copy of each row's core stores one
// unaligned vector, then aligned ones (vmovaps) in its loop, then one more
// unaligned vector ending at the core's end; without it, every store of the
// loop is unaligned (vmovups) and half of them straddle two lines.

// ALIGN-LABEL:  rows:
// ALIGN:          vmovups %ymm{{[0-9]+}}, 4(
// ALIGN:        .LBB0_[[LOOP:[0-9]+]]:
// ALIGN:          vmovups {{.*}}, %ymm[[V:[0-9]+]]
// ALIGN-NEXT:     vmovaps %ymm[[V]], (
// ALIGN:          j{{[a-z]+}} .LBB0_[[LOOP]]
// UNALIGNED-LABEL: rows:
// UNALIGNED-NOT:  vmovaps
// UNALIGNED:      vmovups
// UNALIGNED-NOT:  vmovaps
// UNALIGNED:      ret
func.func @rows(%x: tensor<16x223xf32>, %out: memref<16x225xf32>) {
  %r = pad.pad %x low[0, 1] high[0, 1] : tensor<16x223xf32> to tensor<16x225xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<16x225xf32>, memref<16x225xf32>) -> ()
  return
}

// Sizes known at run time only: each row's core stores one unaligned
// vector, then aligned ones in its loop (vmovdqa here: the execution-domain
// fix picks the integer domain for a copy), then its last vector unaligned
// (pad.align_stores_before_tail).
// ALIGN-LABEL:  rows_dynamic:
// ALIGN:          vmovdqu %ymm{{[0-9]+}}, 4(
// ALIGN:          vmovdqa %ymm{{[0-9]+}}, (
// ALIGN-NEXT:     addq $8, %[[T:[a-z0-9]+]]
// ALIGN-NEXT:     cmpq %{{[a-z0-9]+}}, %[[T]]
// ALIGN-NEXT:     jl .LBB1_
// UNALIGNED-LABEL: rows_dynamic:
// UNALIGNED-NOT:  vmov{{aps|dqa}} %ymm{{[0-9]+}}, (
// UNALIGNED:      .Lfunc_end1:
func.func @rows_dynamic(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[0, 1] high[0, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}
