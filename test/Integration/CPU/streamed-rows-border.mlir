// RUN: %pad-matrix %s \
// RUN:   diff @nontemporal \
// RUN:     "strategy=vector runtime-checks=false nontemporal=always vector-bits=128" \
// RUN:     "strategy=vector nontemporal=always vector-bits=512" \
// RUN:     "strategy=vector nontemporal=always parallel=true --pad-parallel-min-bytes=0"
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=always" | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=never" | FileCheck %s --check-prefix=ROWS

// Streamed rows of edge, reflect, symmetric and wrap pads (docs/Lowering.md,
// "Streaming stores"): static 2-D sources written into a memref, streamed,
// go out row by row, each row's store loops marked for pad-lower-loop-marks to
// stream their whole lines (only constant pads go out as streamed lines).
// The geometries: gaps between two rows' spans of 8 f32 (a vector), none, 20
// f32 (more than a line), borders as wide as the source (symmetric, wrap;
// edge beyond it), 3 i8, 15 i16, 5 f64.
//
// Run end to end by pad_diff.py (the CASE lines; ../Differential/diff_spec.py):
// each pad is written into a memref destination at every element offset
// within a 64-byte line (a view into a buffer of the exact size), and each
// result is compared with test/lib/pad_reference.py. The same results from
// the rows without streaming (nontemporal=never), with 128- and 512-bit
// vectors, with the size checked against --pad-llc-bytes=64, and with the
// rows on two threads; runtime-checks/streamed-rows-border-memcheck.test
// runs the same cases under valgrind's memcheck.
// CASE: f32 5x40 low[2, 3] high[1, 5] edge dest(memref) at(line)
// CASE: f32 5x40 low[2, 3] high[1, 5] reflect dest(memref) at(line)
// CASE: f32 5x40 low[2, 3] high[1, 5] symmetric dest(memref) at(line)
// CASE: f32 5x40 low[2, 3] high[1, 5] wrap dest(memref) at(line)
// CASE: f32 6x41 low[1, 0] high[2, 0] edge dest(memref) at(line)
// CASE: f32 6x41 low[1, 0] high[2, 0] reflect dest(memref) at(line)
// CASE: f32 6x41 low[1, 0] high[2, 0] symmetric dest(memref) at(line)
// CASE: f32 6x41 low[1, 0] high[2, 0] wrap dest(memref) at(line)
// CASE: f32 4x45 low[0, 7] high[3, 13] edge dest(memref) at(line)
// CASE: f32 4x45 low[0, 7] high[3, 13] reflect dest(memref) at(line)
// CASE: f32 4x45 low[0, 7] high[3, 13] symmetric dest(memref) at(line)
// CASE: f32 4x45 low[0, 7] high[3, 13] wrap dest(memref) at(line)
// CASE: f32 3x48 low[3, 48] high[3, 0] edge dest(memref) at(line)
// CASE: f32 3x48 low[3, 48] high[3, 0] symmetric dest(memref) at(line)
// CASE: f32 3x48 low[3, 48] high[3, 0] wrap dest(memref) at(line)
// CASE: f32 2x40 low[5, 50] high[4, 1] edge dest(memref) at(line)
// CASE: i8 4x160 low[1, 1] high[1, 2] edge dest(memref) at(line)
// CASE: i8 4x160 low[1, 1] high[1, 2] reflect dest(memref) at(line)
// CASE: i8 4x160 low[1, 1] high[1, 2] symmetric dest(memref) at(line)
// CASE: i8 4x160 low[1, 1] high[1, 2] wrap dest(memref) at(line)
// CASE: i16 3x100 low[2, 9] high[0, 6] edge dest(memref) at(line)
// CASE: i16 3x100 low[2, 9] high[0, 6] reflect dest(memref) at(line)
// CASE: i16 3x100 low[2, 9] high[0, 6] symmetric dest(memref) at(line)
// CASE: i16 3x100 low[2, 9] high[0, 6] wrap dest(memref) at(line)
// CASE: f64 3x40 low[1, 2] high[1, 3] edge dest(memref) at(line)
// CASE: f64 3x40 low[1, 2] high[1, 3] reflect dest(memref) at(line)
// CASE: f64 3x40 low[1, 2] high[1, 3] symmetric dest(memref) at(line)
// CASE: f64 3x40 low[1, 2] high[1, 3] wrap dest(memref) at(line)
// DIFF: 28 passed, 0 failed

// The kernels of the CASE lines, for the IR checks.
// IR-LABEL: func.func @f32_gap8_reflect
// IR-NOT:     memref.extract_aligned_pointer_as_index
// IR:         scf.for
// IR:           vector.shuffle
// IR:           scf.for
// IR:             vector.transfer_read
// IR-NEXT:        vector.transfer_write
// IR:           } {pad.loop = #pad.loop<stream = true>}
// IR-NOT:     vector.gather
// IR-LABEL: func.func @i8_gap3_wrap
// IR:           } {pad.loop = #pad.loop<stream = true>}
// IR-LABEL: func.func @f64_gap5_edge
// IR:           } {pad.loop = #pad.loop<stream = true>}
// ROWS-NOT:   #pad.loop

func.func @f32_gap8_edge(%x: tensor<5x40xf32>, %out: memref<8x48xf32>) {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(edge) : tensor<5x40xf32> to tensor<8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8x48xf32>, memref<8x48xf32>) -> ()
  return
}

func.func @f32_gap8_reflect(%x: tensor<5x40xf32>, %out: memref<8x48xf32>) {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(reflect) : tensor<5x40xf32> to tensor<8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8x48xf32>, memref<8x48xf32>) -> ()
  return
}

func.func @f32_gap8_symmetric(%x: tensor<5x40xf32>, %out: memref<8x48xf32>) {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(symmetric) : tensor<5x40xf32> to tensor<8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8x48xf32>, memref<8x48xf32>) -> ()
  return
}

func.func @f32_gap8_wrap(%x: tensor<5x40xf32>, %out: memref<8x48xf32>) {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(wrap) : tensor<5x40xf32> to tensor<8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8x48xf32>, memref<8x48xf32>) -> ()
  return
}

func.func @f32_gap0_edge(%x: tensor<6x41xf32>, %out: memref<9x41xf32>) {
  %r = pad.pad %x low[1, 0] high[2, 0] mode(edge) : tensor<6x41xf32> to tensor<9x41xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<9x41xf32>, memref<9x41xf32>) -> ()
  return
}

func.func @f32_gap0_reflect(%x: tensor<6x41xf32>, %out: memref<9x41xf32>) {
  %r = pad.pad %x low[1, 0] high[2, 0] mode(reflect) : tensor<6x41xf32> to tensor<9x41xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<9x41xf32>, memref<9x41xf32>) -> ()
  return
}

func.func @f32_gap0_symmetric(%x: tensor<6x41xf32>, %out: memref<9x41xf32>) {
  %r = pad.pad %x low[1, 0] high[2, 0] mode(symmetric) : tensor<6x41xf32> to tensor<9x41xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<9x41xf32>, memref<9x41xf32>) -> ()
  return
}

func.func @f32_gap0_wrap(%x: tensor<6x41xf32>, %out: memref<9x41xf32>) {
  %r = pad.pad %x low[1, 0] high[2, 0] mode(wrap) : tensor<6x41xf32> to tensor<9x41xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<9x41xf32>, memref<9x41xf32>) -> ()
  return
}

func.func @f32_gap20_edge(%x: tensor<4x45xf32>, %out: memref<7x65xf32>) {
  %r = pad.pad %x low[0, 7] high[3, 13] mode(edge) : tensor<4x45xf32> to tensor<7x65xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<7x65xf32>, memref<7x65xf32>) -> ()
  return
}

func.func @f32_gap20_reflect(%x: tensor<4x45xf32>, %out: memref<7x65xf32>) {
  %r = pad.pad %x low[0, 7] high[3, 13] mode(reflect) : tensor<4x45xf32> to tensor<7x65xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<7x65xf32>, memref<7x65xf32>) -> ()
  return
}

func.func @f32_gap20_symmetric(%x: tensor<4x45xf32>, %out: memref<7x65xf32>) {
  %r = pad.pad %x low[0, 7] high[3, 13] mode(symmetric) : tensor<4x45xf32> to tensor<7x65xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<7x65xf32>, memref<7x65xf32>) -> ()
  return
}

func.func @f32_gap20_wrap(%x: tensor<4x45xf32>, %out: memref<7x65xf32>) {
  %r = pad.pad %x low[0, 7] high[3, 13] mode(wrap) : tensor<4x45xf32> to tensor<7x65xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<7x65xf32>, memref<7x65xf32>) -> ()
  return
}

func.func @f32_whole_edge(%x: tensor<3x48xf32>, %out: memref<9x96xf32>) {
  %r = pad.pad %x low[3, 48] high[3, 0] mode(edge) : tensor<3x48xf32> to tensor<9x96xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<9x96xf32>, memref<9x96xf32>) -> ()
  return
}

func.func @f32_whole_symmetric(%x: tensor<3x48xf32>, %out: memref<9x96xf32>) {
  %r = pad.pad %x low[3, 48] high[3, 0] mode(symmetric) : tensor<3x48xf32> to tensor<9x96xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<9x96xf32>, memref<9x96xf32>) -> ()
  return
}

func.func @f32_whole_wrap(%x: tensor<3x48xf32>, %out: memref<9x96xf32>) {
  %r = pad.pad %x low[3, 48] high[3, 0] mode(wrap) : tensor<3x48xf32> to tensor<9x96xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<9x96xf32>, memref<9x96xf32>) -> ()
  return
}

func.func @f32_edge_far_edge(%x: tensor<2x40xf32>, %out: memref<11x91xf32>) {
  %r = pad.pad %x low[5, 50] high[4, 1] mode(edge) : tensor<2x40xf32> to tensor<11x91xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<11x91xf32>, memref<11x91xf32>) -> ()
  return
}

func.func @i8_gap3_edge(%x: tensor<4x160xi8>, %out: memref<6x163xi8>) {
  %r = pad.pad %x low[1, 1] high[1, 2] mode(edge) : tensor<4x160xi8> to tensor<6x163xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<6x163xi8>, memref<6x163xi8>) -> ()
  return
}

func.func @i8_gap3_reflect(%x: tensor<4x160xi8>, %out: memref<6x163xi8>) {
  %r = pad.pad %x low[1, 1] high[1, 2] mode(reflect) : tensor<4x160xi8> to tensor<6x163xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<6x163xi8>, memref<6x163xi8>) -> ()
  return
}

func.func @i8_gap3_symmetric(%x: tensor<4x160xi8>, %out: memref<6x163xi8>) {
  %r = pad.pad %x low[1, 1] high[1, 2] mode(symmetric) : tensor<4x160xi8> to tensor<6x163xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<6x163xi8>, memref<6x163xi8>) -> ()
  return
}

func.func @i8_gap3_wrap(%x: tensor<4x160xi8>, %out: memref<6x163xi8>) {
  %r = pad.pad %x low[1, 1] high[1, 2] mode(wrap) : tensor<4x160xi8> to tensor<6x163xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<6x163xi8>, memref<6x163xi8>) -> ()
  return
}

func.func @i16_gap15_edge(%x: tensor<3x100xi16>, %out: memref<5x115xi16>) {
  %r = pad.pad %x low[2, 9] high[0, 6] mode(edge) : tensor<3x100xi16> to tensor<5x115xi16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<5x115xi16>, memref<5x115xi16>) -> ()
  return
}

func.func @i16_gap15_reflect(%x: tensor<3x100xi16>, %out: memref<5x115xi16>) {
  %r = pad.pad %x low[2, 9] high[0, 6] mode(reflect) : tensor<3x100xi16> to tensor<5x115xi16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<5x115xi16>, memref<5x115xi16>) -> ()
  return
}

func.func @i16_gap15_symmetric(%x: tensor<3x100xi16>, %out: memref<5x115xi16>) {
  %r = pad.pad %x low[2, 9] high[0, 6] mode(symmetric) : tensor<3x100xi16> to tensor<5x115xi16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<5x115xi16>, memref<5x115xi16>) -> ()
  return
}

func.func @i16_gap15_wrap(%x: tensor<3x100xi16>, %out: memref<5x115xi16>) {
  %r = pad.pad %x low[2, 9] high[0, 6] mode(wrap) : tensor<3x100xi16> to tensor<5x115xi16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<5x115xi16>, memref<5x115xi16>) -> ()
  return
}

func.func @f64_gap5_edge(%x: tensor<3x40xf64>, %out: memref<5x45xf64>) {
  %r = pad.pad %x low[1, 2] high[1, 3] mode(edge) : tensor<3x40xf64> to tensor<5x45xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<5x45xf64>, memref<5x45xf64>) -> ()
  return
}

func.func @f64_gap5_reflect(%x: tensor<3x40xf64>, %out: memref<5x45xf64>) {
  %r = pad.pad %x low[1, 2] high[1, 3] mode(reflect) : tensor<3x40xf64> to tensor<5x45xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<5x45xf64>, memref<5x45xf64>) -> ()
  return
}

func.func @f64_gap5_symmetric(%x: tensor<3x40xf64>, %out: memref<5x45xf64>) {
  %r = pad.pad %x low[1, 2] high[1, 3] mode(symmetric) : tensor<3x40xf64> to tensor<5x45xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<5x45xf64>, memref<5x45xf64>) -> ()
  return
}

func.func @f64_gap5_wrap(%x: tensor<3x40xf64>, %out: memref<5x45xf64>) {
  %r = pad.pad %x low[1, 2] high[1, 3] mode(wrap) : tensor<3x40xf64> to tensor<5x45xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<5x45xf64>, memref<5x45xf64>) -> ()
  return
}
