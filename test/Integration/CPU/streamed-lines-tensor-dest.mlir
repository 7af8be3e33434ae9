// RUN: %pad-matrix %s \
// RUN:   diff "strategy=vector nontemporal=always" \
// RUN:     "strategy=vector runtime-checks=false nontemporal=always vector-bits=512" \
// RUN:     "strategy=vector nontemporal=always parallel=true --pad-parallel-min-bytes=0" \
// RUN:     "strategy=vector nontemporal=never" \
// RUN:   ir:LLVM "strategy=vector nontemporal=always"
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=always" | FileCheck %s --check-prefix=IR

// Streamed lines into a tensor destination (docs/Lowering.md#destinations, the IREE style: a
// writable tensor argument and materialize_in_destination; docs/Lowering.md,
// "Streamed lines"): the lines of a constant pad write the buffer the
// destination bufferizes to (bufferization.to_buffer), and the
// materialization of that buffer in the destination is a copy onto itself,
// which goes; sizes known at run time and the border modes are written as
// rows into the destination. The kernels allocate
// nothing and copy nothing (LLVM lines), for static and dynamic sizes and
// planes, but where the destination's old value is still read: then one-shot
// bufferization writes the lines into a copy of it (@keep_old).
//
// Run end to end by pad_diff.py (the CASE lines; ../Differential/diff_spec.py),
// each into a filled tensor destination (the last one's old value printed
// after the pad, dest(tensor+old), as @keep_old returns it), and compared
// with test/lib/pad_reference.py, also as rows (nontemporal=never), with
// 512-bit vectors and on two threads;
// runtime-checks/streamed-lines-tensor-dest-memcheck.test runs the same
// cases under valgrind's memcheck.
// CASE: f32 3x50 low[2, 3] high[1, 5] value(-2.0) dest(tensor)
// CASE: f32 %3x%50 low[1, 4] high[2, 6] value(7.0) dest(tensor)
// CASE: f32 2x3x50 low[0, 1, 3] high[0, 2, 4] value(0.5) dest(tensor)
// CASE: f32 2x3x50 low[0, 1, 3] high[0, 2, 4] wrap dest(tensor)
// CASE: f32 %2x%3x%50 low[0, 2, 1] high[0, 1, 6] edge dest(tensor)
// CASE: f32 3x50 low[1, 3] high[1, 5] value(1.0) dest(tensor+old)
// DIFF: 6 passed, 0 failed

// The kernels of the CASE lines, for the IR and LLVM checks.
// IR-LABEL: func.func @constant
// IR:         %[[BUF:.*]] = bufferization.to_buffer %arg1 : tensor<6x58xf32> to memref<6x58xf32>
// IR:         memref.extract_aligned_pointer_as_index %[[BUF]]
// IR:         vector.store {{.*}} {alignment = 32 : i64, nontemporal = true}
// IR:         %[[T:.*]] = bufferization.to_tensor %[[BUF]] restrict writable
// IR:         %[[R:.*]] = bufferization.materialize_in_destination %[[T]] in %arg1
// IR:         return %[[R]]
// LLVM-LABEL: llvm.func @constant(
// LLVM-NOT:     @malloc
// LLVM-NOT:     memcpy
// LLVM-NOT:     memrefCopy
// LLVM:         llvm.store {{.*}} {alignment = 32 : i64, nontemporal} : vector<8xf32>
// LLVM-NOT:     @malloc
// LLVM-NOT:     memcpy
// LLVM-NOT:     memrefCopy
// LLVM:         llvm.return
// IR-LABEL: func.func @constant_dynamic
// IR-NOT:     bufferization.to_buffer
// IR:         vector.transfer_write {{.*}} tensor<?x?xf32>
// IR:         return
// LLVM-LABEL: llvm.func @constant_dynamic(
// LLVM-NOT:     @malloc
// LLVM-NOT:     memcpy
// LLVM-NOT:     memrefCopy
// LLVM:         llvm.return
// IR-LABEL: func.func @constant_planes
// IR:         bufferization.to_buffer %arg1 : tensor<2x6x57xf32> to memref<2x6x57xf32>
// LLVM-LABEL: llvm.func @constant_planes(
// LLVM-NOT:     @malloc
// LLVM-NOT:     memcpy
// LLVM-NOT:     memrefCopy
// LLVM:         llvm.return
// IR-LABEL: func.func @wrap_planes
// IR-NOT:     bufferization.to_buffer
// IR:         vector.transfer_write {{.*}} tensor<2x6x57xf32>
// IR:         } {pad.loop = #pad.loop<stream = true>}
// LLVM-LABEL: llvm.func @wrap_planes(
// LLVM-NOT:     @malloc
// LLVM-NOT:     memcpy
// LLVM-NOT:     memrefCopy
// LLVM:         llvm.return
// IR-LABEL: func.func @edge_planes_dynamic
// IR-NOT:     bufferization.to_buffer
// IR:         vector.transfer_write {{.*}} tensor<?x?x?xf32>
// LLVM-LABEL: llvm.func @edge_planes_dynamic(
// LLVM-NOT:     @malloc
// LLVM-NOT:     memcpy
// LLVM-NOT:     memrefCopy
// LLVM:         llvm.return
// IR-LABEL: func.func @keep_old
// IR-NOT:     bufferization.to_buffer
// IR:         vector.transfer_write
// IR-NOT:     bufferization.to_buffer

func.func @constant(%x: tensor<3x50xf32>, %o: tensor<6x58xf32> {bufferization.writable = true}) -> tensor<6x58xf32> {
  %v = arith.constant -2.0 : f32
  %p = pad.pad %x low[2, 3] high[1, 5] value(%v) : tensor<3x50xf32> to tensor<6x58xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<6x58xf32>, tensor<6x58xf32>) -> tensor<6x58xf32>
  return %r : tensor<6x58xf32>
}

func.func @constant_dynamic(%x: tensor<?x?xf32>, %o: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> {
  %v = arith.constant 7.0 : f32
  %p = pad.pad %x low[1, 4] high[2, 6] value(%v) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @constant_planes(%z: tensor<2x3x50xf32>, %o: tensor<2x6x57xf32> {bufferization.writable = true}) -> tensor<2x6x57xf32> {
  %v = arith.constant 0.5 : f32
  %p = pad.pad %z low[0, 1, 3] high[0, 2, 4] value(%v) : tensor<2x3x50xf32> to tensor<2x6x57xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<2x6x57xf32>, tensor<2x6x57xf32>) -> tensor<2x6x57xf32>
  return %r : tensor<2x6x57xf32>
}

func.func @wrap_planes(%z: tensor<2x3x50xf32>, %o: tensor<2x6x57xf32> {bufferization.writable = true}) -> tensor<2x6x57xf32> {
  %p = pad.pad %z low[0, 1, 3] high[0, 2, 4] mode(wrap) : tensor<2x3x50xf32> to tensor<2x6x57xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<2x6x57xf32>, tensor<2x6x57xf32>) -> tensor<2x6x57xf32>
  return %r : tensor<2x6x57xf32>
}

func.func @edge_planes_dynamic(%z: tensor<?x?x?xf32>, %o: tensor<?x?x?xf32> {bufferization.writable = true}) -> tensor<?x?x?xf32> {
  %p = pad.pad %z low[0, 2, 1] high[0, 1, 6] mode(edge) : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

func.func @keep_old(%x: tensor<3x50xf32>, %o: tensor<5x58xf32> {bufferization.writable = true}) -> (tensor<5x58xf32>, tensor<5x58xf32>) {
  %v = arith.constant 1.0 : f32
  %p = pad.pad %x low[1, 3] high[1, 5] value(%v) : tensor<3x50xf32> to tensor<5x58xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<5x58xf32>, tensor<5x58xf32>) -> tensor<5x58xf32>
  return %r, %o : tensor<5x58xf32>, tensor<5x58xf32>
}
