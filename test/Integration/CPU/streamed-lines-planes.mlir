// RUN: %pad-matrix %s \
// RUN:   diff "strategy=vector nontemporal=always" \
// RUN:     "strategy=vector runtime-checks=false nontemporal=always vector-bits=128" \
// RUN:     "strategy=vector nontemporal=always vector-bits=512" \
// RUN:     "strategy=vector nontemporal=always parallel=true --pad-parallel-min-bytes=0" \
// RUN:     "strategy=vector nontemporal=always parallel=true --pad-parallel-min-bytes=0 OMP_NUM_THREADS=3" \
// RUN:     "strategy=vector nontemporal=never"
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=always" | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=never" | FileCheck %s --check-prefix=ROWS

// Streamed lines of pads of more than two axes (docs/Lowering.md,
// "Streamed lines"): with the axes before the last two unpadded, the output
// of a constant pad is planes of the 2-D pad of the source's planes, each
// written as streamed lines from its offsets in the flat output and source,
// by a loop over the planes. The border modes stream as rows.
//
// Run end to end by pad_diff.py (the CASE lines; ../Differential/diff_spec.py):
// each pad is written into a memref destination at every element offset
// within a 64-byte line (a view into a buffer of the exact size), and each
// result is compared with test/lib/pad_reference.py. The same results from
// the rows (nontemporal=never), with 128- and 512-bit vectors, and on two
// and three threads (the planes and their rows split as one loop, a
// thread's share starting inside a plane);
// runtime-checks/streamed-lines-planes-memcheck.test runs the same cases
// under valgrind's memcheck.
// CASE: f32 3x5x40 low[0, 2, 3] high[0, 1, 5] value(7.0) dest(memref) at(line)
// CASE: f32 3x5x40 low[0, 2, 3] high[0, 1, 5] edge dest(memref) at(line)
// CASE: f32 3x5x40 low[0, 2, 3] high[0, 1, 5] reflect dest(memref) at(line)
// CASE: f32 3x5x40 low[0, 2, 3] high[0, 1, 5] symmetric dest(memref) at(line)
// CASE: f32 3x5x40 low[0, 2, 3] high[0, 1, 5] wrap dest(memref) at(line)
// CASE: f32 1x3x4x45 low[0, 0, 0, 7] high[0, 0, 3, 13] value(-1.5) dest(memref) at(line)
// CASE: f32 1x3x4x45 low[0, 0, 0, 7] high[0, 0, 3, 13] edge dest(memref) at(line)
// CASE: f32 1x3x4x45 low[0, 0, 0, 7] high[0, 0, 3, 13] reflect dest(memref) at(line)
// CASE: f32 1x3x4x45 low[0, 0, 0, 7] high[0, 0, 3, 13] symmetric dest(memref) at(line)
// CASE: f32 1x3x4x45 low[0, 0, 0, 7] high[0, 0, 3, 13] wrap dest(memref) at(line)
// CASE: f32 2x6x41 low[0, 1, 0] high[0, 2, 0] value(0.5) dest(memref) at(line)
// CASE: f32 2x6x41 low[0, 1, 0] high[0, 2, 0] edge dest(memref) at(line)
// CASE: f32 2x6x41 low[0, 1, 0] high[0, 2, 0] reflect dest(memref) at(line)
// CASE: f32 2x6x41 low[0, 1, 0] high[0, 2, 0] symmetric dest(memref) at(line)
// CASE: f32 2x6x41 low[0, 1, 0] high[0, 2, 0] wrap dest(memref) at(line)
// CASE: i8 2x4x160 low[0, 1, 1] high[0, 1, 2] value(-7) dest(memref) at(line)
// CASE: i8 2x4x160 low[0, 1, 1] high[0, 1, 2] edge dest(memref) at(line)
// CASE: i8 2x4x160 low[0, 1, 1] high[0, 1, 2] reflect dest(memref) at(line)
// CASE: i8 2x4x160 low[0, 1, 1] high[0, 1, 2] symmetric dest(memref) at(line)
// CASE: i8 2x4x160 low[0, 1, 1] high[0, 1, 2] wrap dest(memref) at(line)
// CASE: i16 3x3x100 low[0, 2, 9] high[0, 0, 6] value(300) dest(memref) at(line)
// CASE: i16 3x3x100 low[0, 2, 9] high[0, 0, 6] edge dest(memref) at(line)
// CASE: i16 3x3x100 low[0, 2, 9] high[0, 0, 6] reflect dest(memref) at(line)
// CASE: i16 3x3x100 low[0, 2, 9] high[0, 0, 6] symmetric dest(memref) at(line)
// CASE: i16 3x3x100 low[0, 2, 9] high[0, 0, 6] wrap dest(memref) at(line)
// CASE: f64 2x3x40 low[0, 1, 2] high[0, 1, 3] value(2.5) dest(memref) at(line)
// CASE: f64 2x3x40 low[0, 1, 2] high[0, 1, 3] edge dest(memref) at(line)
// CASE: f64 2x3x40 low[0, 1, 2] high[0, 1, 3] reflect dest(memref) at(line)
// CASE: f64 2x3x40 low[0, 1, 2] high[0, 1, 3] symmetric dest(memref) at(line)
// CASE: f64 2x3x40 low[0, 1, 2] high[0, 1, 3] wrap dest(memref) at(line)
// DIFF: 30 passed, 0 failed

// The kernels of the CASE lines, for the IR checks.
// IR-LABEL: func.func @f32_3x5x40_constant
// IR:         tensor.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : tensor<3x5x40xf32> into tensor<600xf32>
// IR:         memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : memref<3x8x48xf32> into memref<1152xf32>
// IR:         scf.for %[[PLANE:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// IR:           arith.muli %[[PLANE]], %{{.*}} : index
// IR:           scf.for
// IR:             scf.for
// IR:               vector.store {{.*}} {alignment = 32 : i64, nontemporal = true} : memref<1152xf32>, vector<8xf32>
// IR-NOT:     pad.pad
// IR-LABEL: func.func @f32_1x3x4x45_reflect
// IR-NOT:     collapse_shape
// IR:         } {pad.loop = #pad.loop<stream = true>}
// IR-NOT:     pad.pad
// ROWS-NOT:   nontemporal = true

func.func @f32_3x5x40_constant(%x: tensor<3x5x40xf32>, %out: memref<3x8x48xf32>) {
  %v = arith.constant 7.0 : f32
  %r = pad.pad %x low[0, 2, 3] high[0, 1, 5] value(%v) : tensor<3x5x40xf32> to tensor<3x8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x8x48xf32>, memref<3x8x48xf32>) -> ()
  return
}

func.func @f32_3x5x40_edge(%x: tensor<3x5x40xf32>, %out: memref<3x8x48xf32>) {
  %r = pad.pad %x low[0, 2, 3] high[0, 1, 5] mode(edge) : tensor<3x5x40xf32> to tensor<3x8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x8x48xf32>, memref<3x8x48xf32>) -> ()
  return
}

func.func @f32_3x5x40_reflect(%x: tensor<3x5x40xf32>, %out: memref<3x8x48xf32>) {
  %r = pad.pad %x low[0, 2, 3] high[0, 1, 5] mode(reflect) : tensor<3x5x40xf32> to tensor<3x8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x8x48xf32>, memref<3x8x48xf32>) -> ()
  return
}

func.func @f32_3x5x40_symmetric(%x: tensor<3x5x40xf32>, %out: memref<3x8x48xf32>) {
  %r = pad.pad %x low[0, 2, 3] high[0, 1, 5] mode(symmetric) : tensor<3x5x40xf32> to tensor<3x8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x8x48xf32>, memref<3x8x48xf32>) -> ()
  return
}

func.func @f32_3x5x40_wrap(%x: tensor<3x5x40xf32>, %out: memref<3x8x48xf32>) {
  %r = pad.pad %x low[0, 2, 3] high[0, 1, 5] mode(wrap) : tensor<3x5x40xf32> to tensor<3x8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x8x48xf32>, memref<3x8x48xf32>) -> ()
  return
}

func.func @f32_1x3x4x45_constant(%x: tensor<1x3x4x45xf32>, %out: memref<1x3x7x65xf32>) {
  %v = arith.constant -1.5 : f32
  %r = pad.pad %x low[0, 0, 0, 7] high[0, 0, 3, 13] value(%v) : tensor<1x3x4x45xf32> to tensor<1x3x7x65xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<1x3x7x65xf32>, memref<1x3x7x65xf32>) -> ()
  return
}

func.func @f32_1x3x4x45_edge(%x: tensor<1x3x4x45xf32>, %out: memref<1x3x7x65xf32>) {
  %r = pad.pad %x low[0, 0, 0, 7] high[0, 0, 3, 13] mode(edge) : tensor<1x3x4x45xf32> to tensor<1x3x7x65xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<1x3x7x65xf32>, memref<1x3x7x65xf32>) -> ()
  return
}

func.func @f32_1x3x4x45_reflect(%x: tensor<1x3x4x45xf32>, %out: memref<1x3x7x65xf32>) {
  %r = pad.pad %x low[0, 0, 0, 7] high[0, 0, 3, 13] mode(reflect) : tensor<1x3x4x45xf32> to tensor<1x3x7x65xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<1x3x7x65xf32>, memref<1x3x7x65xf32>) -> ()
  return
}

func.func @f32_1x3x4x45_symmetric(%x: tensor<1x3x4x45xf32>, %out: memref<1x3x7x65xf32>) {
  %r = pad.pad %x low[0, 0, 0, 7] high[0, 0, 3, 13] mode(symmetric) : tensor<1x3x4x45xf32> to tensor<1x3x7x65xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<1x3x7x65xf32>, memref<1x3x7x65xf32>) -> ()
  return
}

func.func @f32_1x3x4x45_wrap(%x: tensor<1x3x4x45xf32>, %out: memref<1x3x7x65xf32>) {
  %r = pad.pad %x low[0, 0, 0, 7] high[0, 0, 3, 13] mode(wrap) : tensor<1x3x4x45xf32> to tensor<1x3x7x65xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<1x3x7x65xf32>, memref<1x3x7x65xf32>) -> ()
  return
}

func.func @f32_2x6x41_constant(%x: tensor<2x6x41xf32>, %out: memref<2x9x41xf32>) {
  %v = arith.constant 0.5 : f32
  %r = pad.pad %x low[0, 1, 0] high[0, 2, 0] value(%v) : tensor<2x6x41xf32> to tensor<2x9x41xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x9x41xf32>, memref<2x9x41xf32>) -> ()
  return
}

func.func @f32_2x6x41_edge(%x: tensor<2x6x41xf32>, %out: memref<2x9x41xf32>) {
  %r = pad.pad %x low[0, 1, 0] high[0, 2, 0] mode(edge) : tensor<2x6x41xf32> to tensor<2x9x41xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x9x41xf32>, memref<2x9x41xf32>) -> ()
  return
}

func.func @f32_2x6x41_reflect(%x: tensor<2x6x41xf32>, %out: memref<2x9x41xf32>) {
  %r = pad.pad %x low[0, 1, 0] high[0, 2, 0] mode(reflect) : tensor<2x6x41xf32> to tensor<2x9x41xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x9x41xf32>, memref<2x9x41xf32>) -> ()
  return
}

func.func @f32_2x6x41_symmetric(%x: tensor<2x6x41xf32>, %out: memref<2x9x41xf32>) {
  %r = pad.pad %x low[0, 1, 0] high[0, 2, 0] mode(symmetric) : tensor<2x6x41xf32> to tensor<2x9x41xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x9x41xf32>, memref<2x9x41xf32>) -> ()
  return
}

func.func @f32_2x6x41_wrap(%x: tensor<2x6x41xf32>, %out: memref<2x9x41xf32>) {
  %r = pad.pad %x low[0, 1, 0] high[0, 2, 0] mode(wrap) : tensor<2x6x41xf32> to tensor<2x9x41xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x9x41xf32>, memref<2x9x41xf32>) -> ()
  return
}

func.func @i8_2x4x160_constant(%x: tensor<2x4x160xi8>, %out: memref<2x6x163xi8>) {
  %v = arith.constant -7 : i8
  %r = pad.pad %x low[0, 1, 1] high[0, 1, 2] value(%v) : tensor<2x4x160xi8> to tensor<2x6x163xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x6x163xi8>, memref<2x6x163xi8>) -> ()
  return
}

func.func @i8_2x4x160_edge(%x: tensor<2x4x160xi8>, %out: memref<2x6x163xi8>) {
  %r = pad.pad %x low[0, 1, 1] high[0, 1, 2] mode(edge) : tensor<2x4x160xi8> to tensor<2x6x163xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x6x163xi8>, memref<2x6x163xi8>) -> ()
  return
}

func.func @i8_2x4x160_reflect(%x: tensor<2x4x160xi8>, %out: memref<2x6x163xi8>) {
  %r = pad.pad %x low[0, 1, 1] high[0, 1, 2] mode(reflect) : tensor<2x4x160xi8> to tensor<2x6x163xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x6x163xi8>, memref<2x6x163xi8>) -> ()
  return
}

func.func @i8_2x4x160_symmetric(%x: tensor<2x4x160xi8>, %out: memref<2x6x163xi8>) {
  %r = pad.pad %x low[0, 1, 1] high[0, 1, 2] mode(symmetric) : tensor<2x4x160xi8> to tensor<2x6x163xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x6x163xi8>, memref<2x6x163xi8>) -> ()
  return
}

func.func @i8_2x4x160_wrap(%x: tensor<2x4x160xi8>, %out: memref<2x6x163xi8>) {
  %r = pad.pad %x low[0, 1, 1] high[0, 1, 2] mode(wrap) : tensor<2x4x160xi8> to tensor<2x6x163xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x6x163xi8>, memref<2x6x163xi8>) -> ()
  return
}

func.func @i16_3x3x100_constant(%x: tensor<3x3x100xi16>, %out: memref<3x5x115xi16>) {
  %v = arith.constant 300 : i16
  %r = pad.pad %x low[0, 2, 9] high[0, 0, 6] value(%v) : tensor<3x3x100xi16> to tensor<3x5x115xi16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x5x115xi16>, memref<3x5x115xi16>) -> ()
  return
}

func.func @i16_3x3x100_edge(%x: tensor<3x3x100xi16>, %out: memref<3x5x115xi16>) {
  %r = pad.pad %x low[0, 2, 9] high[0, 0, 6] mode(edge) : tensor<3x3x100xi16> to tensor<3x5x115xi16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x5x115xi16>, memref<3x5x115xi16>) -> ()
  return
}

func.func @i16_3x3x100_reflect(%x: tensor<3x3x100xi16>, %out: memref<3x5x115xi16>) {
  %r = pad.pad %x low[0, 2, 9] high[0, 0, 6] mode(reflect) : tensor<3x3x100xi16> to tensor<3x5x115xi16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x5x115xi16>, memref<3x5x115xi16>) -> ()
  return
}

func.func @i16_3x3x100_symmetric(%x: tensor<3x3x100xi16>, %out: memref<3x5x115xi16>) {
  %r = pad.pad %x low[0, 2, 9] high[0, 0, 6] mode(symmetric) : tensor<3x3x100xi16> to tensor<3x5x115xi16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x5x115xi16>, memref<3x5x115xi16>) -> ()
  return
}

func.func @i16_3x3x100_wrap(%x: tensor<3x3x100xi16>, %out: memref<3x5x115xi16>) {
  %r = pad.pad %x low[0, 2, 9] high[0, 0, 6] mode(wrap) : tensor<3x3x100xi16> to tensor<3x5x115xi16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x5x115xi16>, memref<3x5x115xi16>) -> ()
  return
}

func.func @f64_2x3x40_constant(%x: tensor<2x3x40xf64>, %out: memref<2x5x45xf64>) {
  %v = arith.constant 2.5 : f64
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] value(%v) : tensor<2x3x40xf64> to tensor<2x5x45xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x5x45xf64>, memref<2x5x45xf64>) -> ()
  return
}

func.func @f64_2x3x40_edge(%x: tensor<2x3x40xf64>, %out: memref<2x5x45xf64>) {
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] mode(edge) : tensor<2x3x40xf64> to tensor<2x5x45xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x5x45xf64>, memref<2x5x45xf64>) -> ()
  return
}

func.func @f64_2x3x40_reflect(%x: tensor<2x3x40xf64>, %out: memref<2x5x45xf64>) {
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] mode(reflect) : tensor<2x3x40xf64> to tensor<2x5x45xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x5x45xf64>, memref<2x5x45xf64>) -> ()
  return
}

func.func @f64_2x3x40_symmetric(%x: tensor<2x3x40xf64>, %out: memref<2x5x45xf64>) {
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] mode(symmetric) : tensor<2x3x40xf64> to tensor<2x5x45xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x5x45xf64>, memref<2x5x45xf64>) -> ()
  return
}

func.func @f64_2x3x40_wrap(%x: tensor<2x3x40xf64>, %out: memref<2x5x45xf64>) {
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] mode(wrap) : tensor<2x3x40xf64> to tensor<2x5x45xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x5x45xf64>, memref<2x5x45xf64>) -> ()
  return
}
