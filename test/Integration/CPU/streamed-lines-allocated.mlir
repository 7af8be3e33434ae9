// RUN: %pad-matrix %s \
// RUN:   diff "strategy=vector nontemporal=always" \
// RUN:     "strategy=vector runtime-checks=false nontemporal=always vector-bits=128" \
// RUN:     "strategy=vector nontemporal=always vector-bits=512" \
// RUN:     "strategy=vector nontemporal=always parallel=true --pad-parallel-min-bytes=0" \
// RUN:     "strategy=vector nontemporal=always huge-pages=true" \
// RUN:     "strategy=vector nontemporal=never"
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=always" | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=never" | FileCheck %s --check-prefix=ROWS

// Streamed lines into a buffer of their own (docs/Lowering.md, "Streamed
// lines"): a constant pad of static sizes whose output no destination waits
// for (here a returned tensor) is written as lines into a memref.alloc
// aligned to a line, which bufferization takes as the output (to_tensor
// restrict writable). The border modes stream as rows into the tensor.
//
// Run end to end by pad_diff.py (the CASE lines; ../Differential/diff_spec.py),
// each result compared with test/lib/pad_reference.py: the same results from
// the rows (nontemporal=never), with 128- and 512-bit vectors, with the rows
// on two threads, and with the buffer from pad_runtime's allocator
// (huge-pages=true); runtime-checks/streamed-lines-allocated-memcheck.test
// runs the same cases under valgrind's memcheck.
// CASE: f32 5x40 low[2, 3] high[1, 5] value(7.0)
// CASE: f32 5x40 low[2, 3] high[1, 5] edge
// CASE: f32 5x40 low[2, 3] high[1, 5] reflect
// CASE: f32 5x40 low[2, 3] high[1, 5] symmetric
// CASE: f32 5x40 low[2, 3] high[1, 5] wrap
// CASE: f32 4x45 low[0, 7] high[3, 13] value(-1.5)
// CASE: f32 4x45 low[0, 7] high[3, 13] edge
// CASE: f32 4x45 low[0, 7] high[3, 13] reflect
// CASE: f32 4x45 low[0, 7] high[3, 13] symmetric
// CASE: f32 4x45 low[0, 7] high[3, 13] wrap
// CASE: i8 4x160 low[1, 1] high[1, 2] value(-7)
// CASE: i8 4x160 low[1, 1] high[1, 2] edge
// CASE: i8 4x160 low[1, 1] high[1, 2] reflect
// CASE: i8 4x160 low[1, 1] high[1, 2] symmetric
// CASE: i8 4x160 low[1, 1] high[1, 2] wrap
// CASE: i16 3x3x100 low[0, 2, 9] high[0, 0, 6] value(300)
// CASE: i16 3x3x100 low[0, 2, 9] high[0, 0, 6] edge
// CASE: i16 3x3x100 low[0, 2, 9] high[0, 0, 6] reflect
// CASE: i16 3x3x100 low[0, 2, 9] high[0, 0, 6] symmetric
// CASE: i16 3x3x100 low[0, 2, 9] high[0, 0, 6] wrap
// CASE: f64 2x3x40 low[0, 1, 2] high[0, 1, 3] value(2.5)
// CASE: f64 2x3x40 low[0, 1, 2] high[0, 1, 3] edge
// CASE: f64 2x3x40 low[0, 1, 2] high[0, 1, 3] reflect
// CASE: f64 2x3x40 low[0, 1, 2] high[0, 1, 3] symmetric
// CASE: f64 2x3x40 low[0, 1, 2] high[0, 1, 3] wrap
// DIFF: 25 passed, 0 failed

// The kernels of the CASE lines, for the IR checks.
// IR-LABEL: func.func @f32_5x40_constant
// IR:         %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8x48xf32>
// IR:         memref.extract_aligned_pointer_as_index %[[BUF]]
// IR:         vector.store {{.*}} {alignment = 32 : i64, nontemporal = true} : memref<384xf32>, vector<8xf32>
// IR:         %[[T:.*]] = bufferization.to_tensor %[[BUF]] restrict writable : memref<8x48xf32> to tensor<8x48xf32>
// IR:         return %[[T]]
// IR-LABEL: func.func @i16_3x3x100_reflect
// IR-NOT:     memref.alloc
// IR:         } {pad.loop = #pad.loop<stream = true>}
// IR:         return
// ROWS-NOT:   memref.alloc() {alignment = 64

func.func @f32_5x40_constant(%x: tensor<5x40xf32>) -> tensor<8x48xf32> {
  %v = arith.constant 7.0 : f32
  %r = pad.pad %x low[2, 3] high[1, 5] value(%v) : tensor<5x40xf32> to tensor<8x48xf32>
  return %r : tensor<8x48xf32>
}

func.func @f32_5x40_edge(%x: tensor<5x40xf32>) -> tensor<8x48xf32> {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(edge) : tensor<5x40xf32> to tensor<8x48xf32>
  return %r : tensor<8x48xf32>
}

func.func @f32_5x40_reflect(%x: tensor<5x40xf32>) -> tensor<8x48xf32> {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(reflect) : tensor<5x40xf32> to tensor<8x48xf32>
  return %r : tensor<8x48xf32>
}

func.func @f32_5x40_symmetric(%x: tensor<5x40xf32>) -> tensor<8x48xf32> {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(symmetric) : tensor<5x40xf32> to tensor<8x48xf32>
  return %r : tensor<8x48xf32>
}

func.func @f32_5x40_wrap(%x: tensor<5x40xf32>) -> tensor<8x48xf32> {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(wrap) : tensor<5x40xf32> to tensor<8x48xf32>
  return %r : tensor<8x48xf32>
}

func.func @f32_4x45_constant(%x: tensor<4x45xf32>) -> tensor<7x65xf32> {
  %v = arith.constant -1.5 : f32
  %r = pad.pad %x low[0, 7] high[3, 13] value(%v) : tensor<4x45xf32> to tensor<7x65xf32>
  return %r : tensor<7x65xf32>
}

func.func @f32_4x45_edge(%x: tensor<4x45xf32>) -> tensor<7x65xf32> {
  %r = pad.pad %x low[0, 7] high[3, 13] mode(edge) : tensor<4x45xf32> to tensor<7x65xf32>
  return %r : tensor<7x65xf32>
}

func.func @f32_4x45_reflect(%x: tensor<4x45xf32>) -> tensor<7x65xf32> {
  %r = pad.pad %x low[0, 7] high[3, 13] mode(reflect) : tensor<4x45xf32> to tensor<7x65xf32>
  return %r : tensor<7x65xf32>
}

func.func @f32_4x45_symmetric(%x: tensor<4x45xf32>) -> tensor<7x65xf32> {
  %r = pad.pad %x low[0, 7] high[3, 13] mode(symmetric) : tensor<4x45xf32> to tensor<7x65xf32>
  return %r : tensor<7x65xf32>
}

func.func @f32_4x45_wrap(%x: tensor<4x45xf32>) -> tensor<7x65xf32> {
  %r = pad.pad %x low[0, 7] high[3, 13] mode(wrap) : tensor<4x45xf32> to tensor<7x65xf32>
  return %r : tensor<7x65xf32>
}

func.func @i8_4x160_constant(%x: tensor<4x160xi8>) -> tensor<6x163xi8> {
  %v = arith.constant -7 : i8
  %r = pad.pad %x low[1, 1] high[1, 2] value(%v) : tensor<4x160xi8> to tensor<6x163xi8>
  return %r : tensor<6x163xi8>
}

func.func @i8_4x160_edge(%x: tensor<4x160xi8>) -> tensor<6x163xi8> {
  %r = pad.pad %x low[1, 1] high[1, 2] mode(edge) : tensor<4x160xi8> to tensor<6x163xi8>
  return %r : tensor<6x163xi8>
}

func.func @i8_4x160_reflect(%x: tensor<4x160xi8>) -> tensor<6x163xi8> {
  %r = pad.pad %x low[1, 1] high[1, 2] mode(reflect) : tensor<4x160xi8> to tensor<6x163xi8>
  return %r : tensor<6x163xi8>
}

func.func @i8_4x160_symmetric(%x: tensor<4x160xi8>) -> tensor<6x163xi8> {
  %r = pad.pad %x low[1, 1] high[1, 2] mode(symmetric) : tensor<4x160xi8> to tensor<6x163xi8>
  return %r : tensor<6x163xi8>
}

func.func @i8_4x160_wrap(%x: tensor<4x160xi8>) -> tensor<6x163xi8> {
  %r = pad.pad %x low[1, 1] high[1, 2] mode(wrap) : tensor<4x160xi8> to tensor<6x163xi8>
  return %r : tensor<6x163xi8>
}

func.func @i16_3x3x100_constant(%x: tensor<3x3x100xi16>) -> tensor<3x5x115xi16> {
  %v = arith.constant 300 : i16
  %r = pad.pad %x low[0, 2, 9] high[0, 0, 6] value(%v) : tensor<3x3x100xi16> to tensor<3x5x115xi16>
  return %r : tensor<3x5x115xi16>
}

func.func @i16_3x3x100_edge(%x: tensor<3x3x100xi16>) -> tensor<3x5x115xi16> {
  %r = pad.pad %x low[0, 2, 9] high[0, 0, 6] mode(edge) : tensor<3x3x100xi16> to tensor<3x5x115xi16>
  return %r : tensor<3x5x115xi16>
}

func.func @i16_3x3x100_reflect(%x: tensor<3x3x100xi16>) -> tensor<3x5x115xi16> {
  %r = pad.pad %x low[0, 2, 9] high[0, 0, 6] mode(reflect) : tensor<3x3x100xi16> to tensor<3x5x115xi16>
  return %r : tensor<3x5x115xi16>
}

func.func @i16_3x3x100_symmetric(%x: tensor<3x3x100xi16>) -> tensor<3x5x115xi16> {
  %r = pad.pad %x low[0, 2, 9] high[0, 0, 6] mode(symmetric) : tensor<3x3x100xi16> to tensor<3x5x115xi16>
  return %r : tensor<3x5x115xi16>
}

func.func @i16_3x3x100_wrap(%x: tensor<3x3x100xi16>) -> tensor<3x5x115xi16> {
  %r = pad.pad %x low[0, 2, 9] high[0, 0, 6] mode(wrap) : tensor<3x3x100xi16> to tensor<3x5x115xi16>
  return %r : tensor<3x5x115xi16>
}

func.func @f64_2x3x40_constant(%x: tensor<2x3x40xf64>) -> tensor<2x5x45xf64> {
  %v = arith.constant 2.5 : f64
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] value(%v) : tensor<2x3x40xf64> to tensor<2x5x45xf64>
  return %r : tensor<2x5x45xf64>
}

func.func @f64_2x3x40_edge(%x: tensor<2x3x40xf64>) -> tensor<2x5x45xf64> {
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] mode(edge) : tensor<2x3x40xf64> to tensor<2x5x45xf64>
  return %r : tensor<2x5x45xf64>
}

func.func @f64_2x3x40_reflect(%x: tensor<2x3x40xf64>) -> tensor<2x5x45xf64> {
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] mode(reflect) : tensor<2x3x40xf64> to tensor<2x5x45xf64>
  return %r : tensor<2x5x45xf64>
}

func.func @f64_2x3x40_symmetric(%x: tensor<2x3x40xf64>) -> tensor<2x5x45xf64> {
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] mode(symmetric) : tensor<2x3x40xf64> to tensor<2x5x45xf64>
  return %r : tensor<2x5x45xf64>
}

func.func @f64_2x3x40_wrap(%x: tensor<2x3x40xf64>) -> tensor<2x5x45xf64> {
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] mode(wrap) : tensor<2x3x40xf64> to tensor<2x5x45xf64>
  return %r : tensor<2x5x45xf64>
}
