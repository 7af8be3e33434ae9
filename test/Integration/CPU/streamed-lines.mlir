// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always runtime-checks=false vector-bits=128" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=auto llc-bytes=64" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always parallel=true parallel-min-bytes=0" | env OMP_NUM_THREADS=2 mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs,%mlir_lib_dir/libomp.so | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=never" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=always" | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=never" | FileCheck %s --check-prefix=ROWS

// Streamed lines (docs/Lowering.md, "Streamed lines"): constant pads of
// static 2-D sources written into a memref, streamed, go out as the cache
// lines of the flat output, the lines over the pad between two rows' spans
// put together from two loads of the source and the pad value. Each pad is
// written at every element offset within a 64-byte line (a view into a
// larger buffer) and compared element by element with SPEC §2's definition;
// each line prints the number of elements that differ. The gaps between
// two rows' spans: 8 f32 (a vector), none, 20 f32 (more than a line), 3 i8,
// 15 i16, 5 f64. The same numbers from the rows (nontemporal=never), with
// 128-bit vectors, with the size checked against llc-bytes=64, and with the
// rows on two threads.
// CHECK: f32_gap8: 0
// CHECK-NEXT: f32_gap0: 0
// CHECK-NEXT: f32_gap20: 0
// CHECK-NEXT: i8_gap3: 0
// CHECK-NEXT: i16_gap15: 0
// CHECK-NEXT: f64_gap5: 0

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
// IR-LABEL: func.func @check_f32_gap8
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

// The output of @f32_gap8 at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_f32_gap8() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 4 : index
  %ca = arith.constant 2 : index
  %cb = arith.constant 3 : index
  %v = arith.constant 7.0 : f32
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<5x40xf32>
  %h0 = arith.constant 5 : index
  %w0 = arith.constant 40 : index
  scf.for %i = %c0 to %h0 step %c1 {
    scf.for %j = %c0 to %w0 step %c1 {
      %k = affine.apply affine_map<(i, j) -> (i * 40 + j)>(%i, %j)
      %k32 = arith.index_cast %k : index to i32
      %c97 = arith.constant 97 : i32
      %c40 = arith.constant 40 : i32
      %rem = arith.remsi %k32, %c97 : i32
      %m = arith.subi %rem, %c40 : i32
      %e = arith.sitofp %m : i32 to f32
      memref.store %e, %src[%i, %j] : memref<5x40xf32>
    }
  }
  %in = bufferization.to_tensor %src restrict : memref<5x40xf32> to tensor<5x40xf32>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 16 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%n = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 1536 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<8x48xf32>
    func.call @f32_gap8(%in, %out) : (tensor<5x40xf32>, memref<8x48xf32>) -> ()
    %rows = arith.constant 8 : index
    %cols = arith.constant 48 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<8x48xf32>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %h = arith.constant 5 : index
        %w = arith.constant 40 : index
        %i0 = arith.cmpi sge, %si, %c0 : index
        %i1 = arith.cmpi slt, %si, %h : index
        %j0 = arith.cmpi sge, %sj, %c0 : index
        %j1 = arith.cmpi slt, %sj, %w : index
        %a0 = arith.andi %i0, %i1 : i1
        %a1 = arith.andi %j0, %j1 : i1
        %inside = arith.andi %a0, %a1 : i1
        %want = scf.if %inside -> (f32) {
          %x = tensor.extract %in[%si, %sj] : tensor<5x40xf32>
          scf.yield %x : f32
        } else {
          scf.yield %v : f32
        }
        %differs = arith.cmpf une, %got, %want : f32
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  vector.print str "f32_gap8: "
  vector.print %bad : i32
  return
}
func.func @f32_gap0(%x: tensor<6x41xf32>, %out: memref<9x41xf32>) {
  %v = arith.constant -1.0 : f32
  %r = pad.pad %x low[1, 0] high[2, 0] value(%v) : tensor<6x41xf32> to tensor<9x41xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<9x41xf32>, memref<9x41xf32>) -> ()
  return
}

// The output of @f32_gap0 at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_f32_gap0() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 4 : index
  %ca = arith.constant 1 : index
  %cb = arith.constant 0 : index
  %v = arith.constant -1.0 : f32
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<6x41xf32>
  %h0 = arith.constant 6 : index
  %w0 = arith.constant 41 : index
  scf.for %i = %c0 to %h0 step %c1 {
    scf.for %j = %c0 to %w0 step %c1 {
      %k = affine.apply affine_map<(i, j) -> (i * 41 + j)>(%i, %j)
      %k32 = arith.index_cast %k : index to i32
      %c97 = arith.constant 97 : i32
      %c40 = arith.constant 40 : i32
      %rem = arith.remsi %k32, %c97 : i32
      %m = arith.subi %rem, %c40 : i32
      %e = arith.sitofp %m : i32 to f32
      memref.store %e, %src[%i, %j] : memref<6x41xf32>
    }
  }
  %in = bufferization.to_tensor %src restrict : memref<6x41xf32> to tensor<6x41xf32>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 16 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%n = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 1476 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<9x41xf32>
    func.call @f32_gap0(%in, %out) : (tensor<6x41xf32>, memref<9x41xf32>) -> ()
    %rows = arith.constant 9 : index
    %cols = arith.constant 41 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<9x41xf32>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %h = arith.constant 6 : index
        %w = arith.constant 41 : index
        %i0 = arith.cmpi sge, %si, %c0 : index
        %i1 = arith.cmpi slt, %si, %h : index
        %j0 = arith.cmpi sge, %sj, %c0 : index
        %j1 = arith.cmpi slt, %sj, %w : index
        %a0 = arith.andi %i0, %i1 : i1
        %a1 = arith.andi %j0, %j1 : i1
        %inside = arith.andi %a0, %a1 : i1
        %want = scf.if %inside -> (f32) {
          %x = tensor.extract %in[%si, %sj] : tensor<6x41xf32>
          scf.yield %x : f32
        } else {
          scf.yield %v : f32
        }
        %differs = arith.cmpf une, %got, %want : f32
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  vector.print str "f32_gap0: "
  vector.print %bad : i32
  return
}
func.func @f32_gap20(%x: tensor<4x45xf32>, %out: memref<4x65xf32>) {
  %v = arith.constant 0.5 : f32
  %r = pad.pad %x low[0, 7] high[0, 13] value(%v) : tensor<4x45xf32> to tensor<4x65xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4x65xf32>, memref<4x65xf32>) -> ()
  return
}

// The output of @f32_gap20 at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_f32_gap20() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 4 : index
  %ca = arith.constant 0 : index
  %cb = arith.constant 7 : index
  %v = arith.constant 0.5 : f32
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<4x45xf32>
  %h0 = arith.constant 4 : index
  %w0 = arith.constant 45 : index
  scf.for %i = %c0 to %h0 step %c1 {
    scf.for %j = %c0 to %w0 step %c1 {
      %k = affine.apply affine_map<(i, j) -> (i * 45 + j)>(%i, %j)
      %k32 = arith.index_cast %k : index to i32
      %c97 = arith.constant 97 : i32
      %c40 = arith.constant 40 : i32
      %rem = arith.remsi %k32, %c97 : i32
      %m = arith.subi %rem, %c40 : i32
      %e = arith.sitofp %m : i32 to f32
      memref.store %e, %src[%i, %j] : memref<4x45xf32>
    }
  }
  %in = bufferization.to_tensor %src restrict : memref<4x45xf32> to tensor<4x45xf32>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 16 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%n = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 1040 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<4x65xf32>
    func.call @f32_gap20(%in, %out) : (tensor<4x45xf32>, memref<4x65xf32>) -> ()
    %rows = arith.constant 4 : index
    %cols = arith.constant 65 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<4x65xf32>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %h = arith.constant 4 : index
        %w = arith.constant 45 : index
        %i0 = arith.cmpi sge, %si, %c0 : index
        %i1 = arith.cmpi slt, %si, %h : index
        %j0 = arith.cmpi sge, %sj, %c0 : index
        %j1 = arith.cmpi slt, %sj, %w : index
        %a0 = arith.andi %i0, %i1 : i1
        %a1 = arith.andi %j0, %j1 : i1
        %inside = arith.andi %a0, %a1 : i1
        %want = scf.if %inside -> (f32) {
          %x = tensor.extract %in[%si, %sj] : tensor<4x45xf32>
          scf.yield %x : f32
        } else {
          scf.yield %v : f32
        }
        %differs = arith.cmpf une, %got, %want : f32
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  vector.print str "f32_gap20: "
  vector.print %bad : i32
  return
}
func.func @i8_gap3(%x: tensor<4x160xi8>, %out: memref<6x163xi8>) {
  %v = arith.constant -7 : i8
  %r = pad.pad %x low[1, 1] high[1, 2] value(%v) : tensor<4x160xi8> to tensor<6x163xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<6x163xi8>, memref<6x163xi8>) -> ()
  return
}

// The output of @i8_gap3 at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_i8_gap3() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 1 : index
  %ca = arith.constant 1 : index
  %cb = arith.constant 1 : index
  %v = arith.constant -7 : i8
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<4x160xi8>
  %h0 = arith.constant 4 : index
  %w0 = arith.constant 160 : index
  scf.for %i = %c0 to %h0 step %c1 {
    scf.for %j = %c0 to %w0 step %c1 {
      %k = affine.apply affine_map<(i, j) -> (i * 160 + j)>(%i, %j)
      %k32 = arith.index_cast %k : index to i32
      %c97 = arith.constant 97 : i32
      %c40 = arith.constant 40 : i32
      %rem = arith.remsi %k32, %c97 : i32
      %m = arith.subi %rem, %c40 : i32
      %e = arith.trunci %m : i32 to i8
      memref.store %e, %src[%i, %j] : memref<4x160xi8>
    }
  }
  %in = bufferization.to_tensor %src restrict : memref<4x160xi8> to tensor<4x160xi8>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 64 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%n = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 978 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<6x163xi8>
    func.call @i8_gap3(%in, %out) : (tensor<4x160xi8>, memref<6x163xi8>) -> ()
    %rows = arith.constant 6 : index
    %cols = arith.constant 163 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<6x163xi8>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %h = arith.constant 4 : index
        %w = arith.constant 160 : index
        %i0 = arith.cmpi sge, %si, %c0 : index
        %i1 = arith.cmpi slt, %si, %h : index
        %j0 = arith.cmpi sge, %sj, %c0 : index
        %j1 = arith.cmpi slt, %sj, %w : index
        %a0 = arith.andi %i0, %i1 : i1
        %a1 = arith.andi %j0, %j1 : i1
        %inside = arith.andi %a0, %a1 : i1
        %want = scf.if %inside -> (i8) {
          %x = tensor.extract %in[%si, %sj] : tensor<4x160xi8>
          scf.yield %x : i8
        } else {
          scf.yield %v : i8
        }
        %differs = arith.cmpi ne, %got, %want : i8
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  vector.print str "i8_gap3: "
  vector.print %bad : i32
  return
}
func.func @i16_gap15(%x: tensor<3x100xi16>, %out: memref<5x115xi16>) {
  %v = arith.constant 300 : i16
  %r = pad.pad %x low[2, 9] high[0, 6] value(%v) : tensor<3x100xi16> to tensor<5x115xi16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<5x115xi16>, memref<5x115xi16>) -> ()
  return
}

// The output of @i16_gap15 at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_i16_gap15() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 2 : index
  %ca = arith.constant 2 : index
  %cb = arith.constant 9 : index
  %v = arith.constant 300 : i16
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<3x100xi16>
  %h0 = arith.constant 3 : index
  %w0 = arith.constant 100 : index
  scf.for %i = %c0 to %h0 step %c1 {
    scf.for %j = %c0 to %w0 step %c1 {
      %k = affine.apply affine_map<(i, j) -> (i * 100 + j)>(%i, %j)
      %k32 = arith.index_cast %k : index to i32
      %c97 = arith.constant 97 : i32
      %c40 = arith.constant 40 : i32
      %rem = arith.remsi %k32, %c97 : i32
      %m = arith.subi %rem, %c40 : i32
      %e = arith.trunci %m : i32 to i16
      memref.store %e, %src[%i, %j] : memref<3x100xi16>
    }
  }
  %in = bufferization.to_tensor %src restrict : memref<3x100xi16> to tensor<3x100xi16>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 32 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%n = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 1150 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<5x115xi16>
    func.call @i16_gap15(%in, %out) : (tensor<3x100xi16>, memref<5x115xi16>) -> ()
    %rows = arith.constant 5 : index
    %cols = arith.constant 115 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<5x115xi16>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %h = arith.constant 3 : index
        %w = arith.constant 100 : index
        %i0 = arith.cmpi sge, %si, %c0 : index
        %i1 = arith.cmpi slt, %si, %h : index
        %j0 = arith.cmpi sge, %sj, %c0 : index
        %j1 = arith.cmpi slt, %sj, %w : index
        %a0 = arith.andi %i0, %i1 : i1
        %a1 = arith.andi %j0, %j1 : i1
        %inside = arith.andi %a0, %a1 : i1
        %want = scf.if %inside -> (i16) {
          %x = tensor.extract %in[%si, %sj] : tensor<3x100xi16>
          scf.yield %x : i16
        } else {
          scf.yield %v : i16
        }
        %differs = arith.cmpi ne, %got, %want : i16
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  vector.print str "i16_gap15: "
  vector.print %bad : i32
  return
}
func.func @f64_gap5(%x: tensor<3x40xf64>, %out: memref<5x45xf64>) {
  %v = arith.constant 2.5 : f64
  %r = pad.pad %x low[1, 2] high[1, 3] value(%v) : tensor<3x40xf64> to tensor<5x45xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<5x45xf64>, memref<5x45xf64>) -> ()
  return
}

// The output of @f64_gap5 at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_f64_gap5() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 8 : index
  %ca = arith.constant 1 : index
  %cb = arith.constant 2 : index
  %v = arith.constant 2.5 : f64
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<3x40xf64>
  %h0 = arith.constant 3 : index
  %w0 = arith.constant 40 : index
  scf.for %i = %c0 to %h0 step %c1 {
    scf.for %j = %c0 to %w0 step %c1 {
      %k = affine.apply affine_map<(i, j) -> (i * 40 + j)>(%i, %j)
      %k32 = arith.index_cast %k : index to i32
      %c97 = arith.constant 97 : i32
      %c40 = arith.constant 40 : i32
      %rem = arith.remsi %k32, %c97 : i32
      %m = arith.subi %rem, %c40 : i32
      %e = arith.sitofp %m : i32 to f64
      memref.store %e, %src[%i, %j] : memref<3x40xf64>
    }
  }
  %in = bufferization.to_tensor %src restrict : memref<3x40xf64> to tensor<3x40xf64>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 8 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%n = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 1800 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<5x45xf64>
    func.call @f64_gap5(%in, %out) : (tensor<3x40xf64>, memref<5x45xf64>) -> ()
    %rows = arith.constant 5 : index
    %cols = arith.constant 45 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<5x45xf64>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %h = arith.constant 3 : index
        %w = arith.constant 40 : index
        %i0 = arith.cmpi sge, %si, %c0 : index
        %i1 = arith.cmpi slt, %si, %h : index
        %j0 = arith.cmpi sge, %sj, %c0 : index
        %j1 = arith.cmpi slt, %sj, %w : index
        %a0 = arith.andi %i0, %i1 : i1
        %a1 = arith.andi %j0, %j1 : i1
        %inside = arith.andi %a0, %a1 : i1
        %want = scf.if %inside -> (f64) {
          %x = tensor.extract %in[%si, %sj] : tensor<3x40xf64>
          scf.yield %x : f64
        } else {
          scf.yield %v : f64
        }
        %differs = arith.cmpf une, %got, %want : f64
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  vector.print str "f64_gap5: "
  vector.print %bad : i32
  return
}

func.func @main() -> i32 {
  call @check_f32_gap8() : () -> ()
  call @check_f32_gap0() : () -> ()
  call @check_f32_gap20() : () -> ()
  call @check_i8_gap3() : () -> ()
  call @check_i16_gap15() : () -> ()
  call @check_f64_gap5() : () -> ()
  %ok = arith.constant 0 : i32
  return %ok : i32
}
