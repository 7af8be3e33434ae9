// RUN: %pad-matrix %s \
// RUN:   diff @nontemporal \
// RUN:     "strategy=vector runtime-checks=false nontemporal=always vector-bits=128" \
// RUN:     "strategy=vector nontemporal=always parallel=true --pad-parallel-min-bytes=0"
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=always" | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=never" | FileCheck %s --check-prefix=ROWS

// Streamed lines (docs/Lowering.md, "Streamed lines"): constant pads of
// static 2-D sources written into a memref, streamed, go out as the cache
// lines of the flat output, the lines over the pad between two rows' spans
// put together from two loads of the source and the pad value. The gaps
// between two rows' spans: 8 f32 (a vector), none, 20 f32 (more than a
// line), 3 i8, 15 i16, 5 f64.
//
// Run end to end by pad_diff.py (the CASE lines; ../Differential/diff_spec.py):
// each pad is written into a memref destination at every element offset
// within a 64-byte line (a view into a buffer of the exact size), and each
// result is compared with test/lib/pad_reference.py. The same results from
// the rows (nontemporal=never), with 128-bit vectors, with the size checked
// against --pad-llc-bytes=64, and with the rows on two threads;
// runtime-checks/streamed-lines-memcheck.test runs the same cases under
// valgrind's memcheck.
// CASE: f32 5x40 low[2, 3] high[1, 5] value(7.0) dest(memref) at(line)
// CASE: f32 6x41 low[1, 0] high[2, 0] value(-1.0) dest(memref) at(line)
// CASE: f32 4x45 low[0, 7] high[0, 13] value(0.5) dest(memref) at(line)
// CASE: i8 4x160 low[1, 1] high[1, 2] value(-7) dest(memref) at(line)
// CASE: i16 3x100 low[2, 9] high[0, 6] value(300) dest(memref) at(line)
// CASE: f64 3x40 low[1, 2] high[1, 3] value(2.5) dest(memref) at(line)
// DIFF: 6 passed, 0 failed

// The kernels of the CASE lines, for the IR checks.
// IR-LABEL: func.func @f32_gap8
// IR:         memref.extract_aligned_pointer_as_index
// IR:         scf.for
// IR:           scf.for
// IR:             vector.store {{.*}} {alignment = 32 : i64, nontemporal = true}
// IR:           scf.for
// IR-COUNT-2:     vector.transfer_read
// IR-COUNT-2:     vector.create_mask
// IR:             vector.store {{.*}} {alignment = 32 : i64, nontemporal = true}
// IR-NOT:     pad.pad
// IR-LABEL: func.func @i8_gap3
// IR:             vector.store {{.*}} {alignment = 32 : i64, nontemporal = true} : memref<978xi8>, vector<32xi8>
// IR-LABEL: func.func @f64_gap5
// IR:             vector.store {{.*}} {alignment = 32 : i64, nontemporal = true} : memref<225xf64>, vector<4xf64>
// ROWS-NOT:   vector.create_mask

func.func @f32_gap8(%x: tensor<5x40xf32>, %out: memref<8x48xf32>) {
  %v = arith.constant 7.0 : f32
  %r = pad.pad %x low[2, 3] high[1, 5] value(%v) : tensor<5x40xf32> to tensor<8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8x48xf32>, memref<8x48xf32>) -> ()
  return
}

func.func @f32_gap0(%x: tensor<6x41xf32>, %out: memref<9x41xf32>) {
  %v = arith.constant -1.0 : f32
  %r = pad.pad %x low[1, 0] high[2, 0] value(%v) : tensor<6x41xf32> to tensor<9x41xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<9x41xf32>, memref<9x41xf32>) -> ()
  return
}

func.func @f32_gap20(%x: tensor<4x45xf32>, %out: memref<4x65xf32>) {
  %v = arith.constant 0.5 : f32
  %r = pad.pad %x low[0, 7] high[0, 13] value(%v) : tensor<4x45xf32> to tensor<4x65xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4x65xf32>, memref<4x65xf32>) -> ()
  return
}

func.func @i8_gap3(%x: tensor<4x160xi8>, %out: memref<6x163xi8>) {
  %v = arith.constant -7 : i8
  %r = pad.pad %x low[1, 1] high[1, 2] value(%v) : tensor<4x160xi8> to tensor<6x163xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<6x163xi8>, memref<6x163xi8>) -> ()
  return
}

func.func @i16_gap15(%x: tensor<3x100xi16>, %out: memref<5x115xi16>) {
  %v = arith.constant 300 : i16
  %r = pad.pad %x low[2, 9] high[0, 6] value(%v) : tensor<3x100xi16> to tensor<5x115xi16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<5x115xi16>, memref<5x115xi16>) -> ()
  return
}

func.func @f64_gap5(%x: tensor<3x40xf64>, %out: memref<5x45xf64>) {
  %v = arith.constant 2.5 : f64
  %r = pad.pad %x low[1, 2] high[1, 3] value(%v) : tensor<3x40xf64> to tensor<5x45xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<5x45xf64>, memref<5x45xf64>) -> ()
  return
}
