// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="nontemporal=always" | FileCheck %s
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="nontemporal=auto llc-bytes=1000" | FileCheck %s
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="nontemporal=auto llc-bytes=100000" | FileCheck %s --check-prefix=SMALL
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="nontemporal=always parallel=true parallel-min-bytes=0" | FileCheck %s --check-prefixes=CHECK,PAR
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="nontemporal=always parallel=true" | FileCheck %s --check-prefixes=CHECK,SERIAL
// RUN: pad-opt %s --pad-to-llvm="nontemporal=always" | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mattr=+avx2 | FileCheck %s --check-prefix=ASM

// Streamed lines (docs/Lowering.md): a constant pad of a static 2-D source
// into a memref, streamed, is written as the lines of the flat output. The
// first line of the source's first row (the buffer's address rounded up to
// 64 bytes), plain stores before it; per row but the last, aligned
// non-temporal stores of the row's span, then of the vectors over the gap
// to the next row's span (two loads of the source, two masks); the last row
// streamed up to its last whole line. With parallel=true the loop over the
// rows is marked for pad-lower-loop-marks (outputs of parallel-min-bytes
// and more). Outputs below llc-bytes keep the rows.
// CHECK-LABEL: func.func @into
// CHECK-DAG:     %[[SRC:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<5x40xf32> into tensor<200xf32>
// CHECK-DAG:     %[[DST:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<8x48xf32> into memref<384xf32>
// CHECK-DAG:     %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %{{.*}} : memref<8x48xf32> -> index
// CHECK-DAG:     %[[C63:.*]] = arith.constant 63 : index
// CHECK:         arith.andi %{{.*}}, %[[C63]] : index
// CHECK:         scf.for
// CHECK-NEXT:      vector.store %{{.*}}, %[[DST]][%{{.*}}] : memref<384xf32>, vector<8xf32>
// CHECK:         scf.for
// CHECK:           tensor.extract %[[SRC]]
// CHECK-NEXT:      memref.store %{{.*}}, %[[DST]]
// CHECK:         scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:           scf.for %[[F:.*]] = {{.*}} step %{{.*}} {
// CHECK:             vector.transfer_read %[[SRC]]
// CHECK:             vector.store %{{.*}}, %[[DST]][%[[F]]] {alignment = 32 : i64, nontemporal = true} : memref<384xf32>, vector<8xf32>
// CHECK:           scf.for %[[G:.*]] = {{.*}} step %{{.*}} {
// CHECK:             %[[THIS:.*]] = vector.transfer_read %[[SRC]]
// CHECK:             %[[NEXT:.*]] = vector.transfer_read %[[SRC]]
// CHECK:             %[[IN:.*]] = vector.create_mask %{{.*}} : vector<8xi1>
// CHECK:             %[[BEFORE:.*]] = vector.create_mask %{{.*}} : vector<8xi1>
// CHECK:             %[[TAIL:.*]] = arith.select %[[BEFORE]], %{{.*}}, %[[NEXT]] : vector<8xi1>, vector<8xf32>
// CHECK:             %[[V:.*]] = arith.select %[[IN]], %[[THIS]], %[[TAIL]] : vector<8xi1>, vector<8xf32>
// CHECK:             vector.store %[[V]], %[[DST]][%[[G]]] {alignment = 32 : i64, nontemporal = true}
// PAR:           } {pad.loop = #pad.loop<parallel = true>}
// SERIAL-NOT:    #pad.loop<parallel
// CHECK:         scf.for
// CHECK:           vector.store {{.*}} {alignment = 32 : i64, nontemporal = true}
// CHECK-NOT:     pad.pad
// CHECK-NOT:     bufferization.materialize_in_destination
// CHECK:         return
// SMALL-LABEL: func.func @into
// SMALL-NOT:     vector.create_mask
// SMALL:         return
// ASM-LABEL: into:
// ASM:         vmovntps %ymm
func.func @into(%in: tensor<5x40xf32>, %out: memref<8x48xf32>) {
  %v = arith.constant 7.0 : f32
  %r = pad.pad %in low[2, 3] high[1, 5] value(%v) : tensor<5x40xf32> to tensor<8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8x48xf32>, memref<8x48xf32>) -> ()
  return
}

// -----

// Edge, reflect, symmetric and wrap keep the rows: the store loops of each
// row are marked for pad-lower-loop-marks to stream; no flat lines, no gathers.
// CHECK-LABEL: func.func @reflect
// CHECK-NOT:     collapse_shape
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             vector.transfer_read
// CHECK-NEXT:        vector.transfer_write
// CHECK:           } {pad.loop = #pad.loop<stream = true>}
// CHECK-NOT:     vector.gather
// CHECK:         return
// SMALL-LABEL: func.func @reflect
// SMALL-NOT:     #pad.loop<stream
// SMALL:         return
// ASM-LABEL: reflect:
// ASM:         vmovnt
// ASM-LABEL: returned:
func.func @reflect(%in: tensor<5x40xf32>, %out: memref<8x48xf32>) {
  %r = pad.pad %in low[2, 3] high[1, 5] mode(reflect) : tensor<5x40xf32> to tensor<8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8x48xf32>, memref<8x48xf32>) -> ()
  return
}

// -----

// A pad of static sizes whose output no destination waits for (a returned
// tensor): the lines go into a buffer of their own, aligned to a line,
// which becomes the output.
// CHECK-LABEL: func.func @returned
// CHECK:         %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8x48xf32>
// CHECK:         memref.collapse_shape %[[BUF]] {{\[\[}}0, 1]] : memref<8x48xf32> into memref<384xf32>
// CHECK:         vector.create_mask
// CHECK:         vector.store {{.*}} {alignment = 32 : i64, nontemporal = true}
// CHECK:         %[[T:.*]] = bufferization.to_tensor %[[BUF]] restrict writable : memref<8x48xf32> to tensor<8x48xf32>
// CHECK-NEXT:    return %[[T]]
// SMALL-LABEL: func.func @returned
// SMALL-NOT:     memref.alloc
// SMALL:         return
func.func @returned(%in: tensor<5x40xf32>) -> tensor<8x48xf32> {
  %r = pad.pad %in low[2, 3] high[1, 5] : tensor<5x40xf32> to tensor<8x48xf32>
  return %r : tensor<8x48xf32>
}

// -----

// A tensor destination, a function's argument that nothing else reads: the
// lines write the buffer it bufferizes to, materialized in it after (a copy
// onto itself that the canonicalizer drops after bufferization).
// CHECK-LABEL: func.func @tensor_destination
// CHECK-SAME:      %[[OUT:[^:]*]]: tensor<8x48xf32>
// CHECK:         %[[BUF:.*]] = bufferization.to_buffer %[[OUT]] : tensor<8x48xf32> to memref<8x48xf32>
// CHECK:         memref.collapse_shape %[[BUF]] {{\[\[}}0, 1]] : memref<8x48xf32> into memref<384xf32>
// CHECK:         vector.create_mask
// CHECK:         vector.store {{.*}} {alignment = 32 : i64, nontemporal = true}
// CHECK:         %[[T:.*]] = bufferization.to_tensor %[[BUF]] restrict writable : memref<8x48xf32> to tensor<8x48xf32>
// CHECK-NEXT:    %[[R:.*]] = bufferization.materialize_in_destination %[[T]] in %[[OUT]]
// CHECK-NEXT:    return %[[R]]
func.func @tensor_destination(%in: tensor<5x40xf32>, %out: tensor<8x48xf32>) -> tensor<8x48xf32> {
  %r = pad.pad %in low[2, 3] high[1, 5] : tensor<5x40xf32> to tensor<8x48xf32>
  %t = bufferization.materialize_in_destination %r in %out : (tensor<8x48xf32>, tensor<8x48xf32>) -> tensor<8x48xf32>
  return %t : tensor<8x48xf32>
}

// -----

// Pads that keep the rows: a tensor destination whose old value is still
// read (one-shot bufferization cannot give bufferization.to_buffer a copy),
// one that is read-only, one that is not a function's argument, spans and
// borders of whole lines (the rows stream every line already), rows too
// short for a line and a vector of their own (2 * 16 + 8 f32), a crop, a
// strided destination, an output of no elements (a static 0 beside a
// dynamic size: found by pad_diff.py --wide-rows).
// CHECK-LABEL: func.func @tensor_destination_read
// CHECK-NOT:     bufferization.to_buffer
// CHECK-NOT:     vector.create_mask
// CHECK:         return
// CHECK-LABEL: func.func @tensor_destination_read_only
// CHECK-NOT:     bufferization.to_buffer
// CHECK-NOT:     vector.create_mask
// CHECK:         return
// CHECK-LABEL: func.func @tensor_destination_filled
// CHECK-NOT:     bufferization.to_buffer
// CHECK-NOT:     vector.create_mask
// CHECK:         return
// CHECK-LABEL: func.func @whole_lines
// CHECK-NOT:     vector.create_mask
// CHECK:         return
// CHECK-LABEL: func.func @short_rows
// CHECK-NOT:     vector.create_mask
// CHECK:         return
// CHECK-LABEL: func.func @crop
// CHECK-NOT:     vector.create_mask
// CHECK:         return
// CHECK-LABEL: func.func @strided
// CHECK-NOT:     vector.create_mask
// CHECK:         return
// CHECK-LABEL: func.func @no_elements
// CHECK-NOT:     memref.collapse_shape
// CHECK:         return
func.func @tensor_destination_read(%in: tensor<5x40xf32>, %out: tensor<8x48xf32>) -> (tensor<8x48xf32>, tensor<8x48xf32>) {
  %r = pad.pad %in low[2, 3] high[1, 5] : tensor<5x40xf32> to tensor<8x48xf32>
  %t = bufferization.materialize_in_destination %r in %out : (tensor<8x48xf32>, tensor<8x48xf32>) -> tensor<8x48xf32>
  return %t, %out : tensor<8x48xf32>, tensor<8x48xf32>
}
func.func @tensor_destination_read_only(%in: tensor<5x40xf32>, %out: tensor<8x48xf32> {bufferization.writable = false}) -> tensor<8x48xf32> {
  %r = pad.pad %in low[2, 3] high[1, 5] : tensor<5x40xf32> to tensor<8x48xf32>
  %t = bufferization.materialize_in_destination %r in %out : (tensor<8x48xf32>, tensor<8x48xf32>) -> tensor<8x48xf32>
  return %t : tensor<8x48xf32>
}
func.func @tensor_destination_filled(%in: tensor<5x40xf32>, %v: f32) -> tensor<8x48xf32> {
  %e = tensor.empty() : tensor<8x48xf32>
  %out = linalg.fill ins(%v : f32) outs(%e : tensor<8x48xf32>) -> tensor<8x48xf32>
  %r = pad.pad %in low[2, 3] high[1, 5] : tensor<5x40xf32> to tensor<8x48xf32>
  %t = bufferization.materialize_in_destination %r in %out : (tensor<8x48xf32>, tensor<8x48xf32>) -> tensor<8x48xf32>
  return %t : tensor<8x48xf32>
}
func.func @whole_lines(%in: tensor<5x48xf32>, %out: memref<8x80xf32>) {
  %r = pad.pad %in low[2, 16] high[1, 16] : tensor<5x48xf32> to tensor<8x80xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8x80xf32>, memref<8x80xf32>) -> ()
  return
}
func.func @short_rows(%in: tensor<5x39xf32>, %out: memref<8x47xf32>) {
  %r = pad.pad %in low[2, 3] high[1, 5] : tensor<5x39xf32> to tensor<8x47xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8x47xf32>, memref<8x47xf32>) -> ()
  return
}
func.func @crop(%in: tensor<5x40xf32>, %out: memref<8x42xf32>) {
  %r = pad.pad %in low[2, -3] high[1, 5] : tensor<5x40xf32> to tensor<8x42xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8x42xf32>, memref<8x42xf32>) -> ()
  return
}
func.func @strided(%in: tensor<5x40xf32>, %out: memref<8x48xf32, strided<[64, 1]>>) {
  %r = pad.pad %in low[2, 3] high[1, 5] : tensor<5x40xf32> to tensor<8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8x48xf32>, memref<8x48xf32, strided<[64, 1]>>) -> ()
  return
}
func.func @no_elements(%in: tensor<0x2x?xf64>, %out: memref<0x4x?xf64>) {
  %r = pad.pad %in low[0, 1, 13] high[0, 1, 13] : tensor<0x2x?xf64> to tensor<0x4x?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<0x4x?xf64>, memref<0x4x?xf64>) -> ()
  return
}

// -----

// Sizes known at run time: rows (their store loops stream, on buffers), not
// lines.
// CHECK-LABEL: func.func @dynamic_planes
// CHECK-NOT:     memref.collapse_shape
// CHECK:         vector.transfer_read
// CHECK:         vector.transfer_write
// CHECK:         return
func.func @dynamic_planes(%in: tensor<?x?x?xf32>, %out: memref<?x?x?xf32>) {
  %r = pad.pad %in low[0, 3, 3] high[0, 3, 3] mode(reflect) : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?xf32>, memref<?x?x?xf32>) -> ()
  return
}

// -----

// Planes on several threads: the loop over the planes holds nothing but the
// loop over the rows, both marked; pad-lower-loop-marks makes them one parallel
// loop (a parallel region per plane costs more than the plane). Each plane's
// rows but the last, the last row and the fill after it in the iteration of
// the row before it, the fill before the first row in the first row's.
// CHECK-LABEL: func.func @constant_planes
// PAR:           scf.for %{{.*}} = %{{.*}} to %c2{{.*}} step %{{.*}} {
// PAR-NOT:         vector.store
// PAR:             scf.for %[[R:.*]] = %{{.*}} to %c4{{.*}} step %{{.*}} {
// PAR:               vector.create_mask
// PAR:               %[[FIRST:.*]] = arith.cmpi eq, %[[R]], %c0{{.*}} : index
// PAR-NEXT:          scf.if %[[FIRST]] {
// PAR:                 vector.store %{{.*}} : memref<{{.*}}>, vector<8xf32>
// PAR:               %[[LAST:.*]] = arith.cmpi eq, %[[R]], %c3{{.*}} : index
// PAR-NEXT:          scf.if %[[LAST]] {
// PAR:                 vector.store %{{.*}} {alignment = 32 : i64, nontemporal = true}
// PAR:             } {pad.loop = #pad.loop<parallel = true>}
// PAR-NEXT:      } {pad.loop = #pad.loop<parallel = true>}
// PAR-NEXT:      return
func.func @constant_planes(%in: tensor<2x5x40xf32>, %out: memref<2x8x48xf32>) {
  %v = arith.constant 7.0 : f32
  %r = pad.pad %in low[0, 2, 3] high[0, 1, 5] value(%v) : tensor<2x5x40xf32> to tensor<2x8x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x8x48xf32>, memref<2x8x48xf32>) -> ()
  return
}
