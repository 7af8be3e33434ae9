// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always runtime-checks=false vector-bits=128" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always vector-bits=512" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=auto llc-bytes=64" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always parallel=true parallel-min-bytes=0" | env OMP_NUM_THREADS=2 mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs,%mlir_lib_dir/libomp.so | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=never" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=always" | FileCheck %s --check-prefix=IR
// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=never" | FileCheck %s --check-prefix=ROWS

// Streamed lines of edge, reflect, symmetric and wrap pads (docs/Lowering.md,
// "Streamed lines"): static 2-D sources written into a memref, streamed, go
// out as the cache lines of the flat output, the lines over the borders
// between two rows' spans gathered from the source. Each pad is written at
// every element offset within a 64-byte line (a view into a larger buffer)
// and compared element by element with SPEC §2's definition of its mode
// (@ref_index); each line prints the number of elements that differ. The
// geometries: gaps between two rows' spans of 8 f32 (a vector), none, 20 f32
// (more than a line), borders as wide as the source (symmetric, wrap; edge
// beyond it), 3 i8, 15 i16, 5 f64. The same numbers from the rows
// (nontemporal=never), with 128- and 512-bit vectors, with the size checked
// against llc-bytes=64, and with the rows on two threads.
// CHECK: f32_gap8 edge: 0
// CHECK-NEXT: f32_gap8 reflect: 0
// CHECK-NEXT: f32_gap8 symmetric: 0
// CHECK-NEXT: f32_gap8 wrap: 0
// CHECK-NEXT: f32_gap0 edge: 0
// CHECK-NEXT: f32_gap0 reflect: 0
// CHECK-NEXT: f32_gap0 symmetric: 0
// CHECK-NEXT: f32_gap0 wrap: 0
// CHECK-NEXT: f32_gap20 edge: 0
// CHECK-NEXT: f32_gap20 reflect: 0
// CHECK-NEXT: f32_gap20 symmetric: 0
// CHECK-NEXT: f32_gap20 wrap: 0
// CHECK-NEXT: f32_whole edge: 0
// CHECK-NEXT: f32_whole symmetric: 0
// CHECK-NEXT: f32_whole wrap: 0
// CHECK-NEXT: f32_edge_far edge: 0
// CHECK-NEXT: i8_gap3 edge: 0
// CHECK-NEXT: i8_gap3 reflect: 0
// CHECK-NEXT: i8_gap3 symmetric: 0
// CHECK-NEXT: i8_gap3 wrap: 0
// CHECK-NEXT: i16_gap15 edge: 0
// CHECK-NEXT: i16_gap15 reflect: 0
// CHECK-NEXT: i16_gap15 symmetric: 0
// CHECK-NEXT: i16_gap15 wrap: 0
// CHECK-NEXT: f64_gap5 edge: 0
// CHECK-NEXT: f64_gap5 reflect: 0
// CHECK-NEXT: f64_gap5 symmetric: 0
// CHECK-NEXT: f64_gap5 wrap: 0

// IR-LABEL: func.func @f32_gap8_reflect
// IR:         memref.extract_aligned_pointer_as_index
// IR:         scf.for
// IR:           tensor.extract
// IR-NEXT:      memref.store
// IR:         scf.for
// IR:           scf.for
// IR:             vector.transfer_read
// IR-NEXT:        vector.store {{.*}} {alignment = 32 : i64, nontemporal = true} : memref<384xf32>, vector<8xf32>
// IR:           scf.for
// IR:             vector.gather {{.*}} : tensor<200xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// IR-NEXT:        vector.store {{.*}} {alignment = 32 : i64, nontemporal = true} : memref<384xf32>, vector<8xf32>
// IR:         scf.for
// IR:           vector.gather
// IR:         scf.for
// IR:           tensor.extract
// IR-NOT:     pad.pad
// IR-LABEL: func.func @i8_gap3_wrap
// IR:             vector.gather {{.*}} vector<32xi32>, vector<32xi1>, vector<32xi8> into vector<32xi8>
// IR:             vector.store {{.*}} {alignment = 32 : i64, nontemporal = true} : memref<978xi8>, vector<32xi8>
// IR-LABEL: func.func @f64_gap5_edge
// IR:             vector.store {{.*}} {alignment = 32 : i64, nontemporal = true} : memref<225xf64>, vector<4xf64>
// ROWS-NOT:   vector.gather

// SPEC §2: the source coordinate of coordinate j of an axis of size d in the
// mode `mode` (0 edge, 1 reflect, 2 symmetric, 3 wrap), for j in [-d, 2d).
func.func @ref_index(%mode: index, %j: index, %d: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %below = arith.cmpi slt, %j, %c0 : index
  %above = arith.cmpi sge, %j, %d : index
  %last = arith.subi %d, %c1 : index
  %r = scf.index_switch %mode -> index
  case 0 {
    %lo = arith.maxsi %j, %c0 : index
    %x = arith.minsi %lo, %last : index
    scf.yield %x : index
  }
  case 1 {
    %neg = arith.subi %c0, %j : index
    %twice = arith.addi %last, %last : index
    %mirror = arith.subi %twice, %j : index
    %hi = arith.select %above, %mirror, %j : index
    %x = arith.select %below, %neg, %hi : index
    scf.yield %x : index
  }
  case 2 {
    %m1 = arith.constant -1 : index
    %neg = arith.subi %m1, %j : index
    %twice = arith.addi %last, %d : index
    %mirror = arith.subi %twice, %j : index
    %hi = arith.select %above, %mirror, %j : index
    %x = arith.select %below, %neg, %hi : index
    scf.yield %x : index
  }
  default {
    %up = arith.addi %j, %d : index
    %down = arith.subi %j, %d : index
    %hi = arith.select %above, %down, %j : index
    %x = arith.select %below, %up, %hi : index
    scf.yield %x : index
  }
  return %r : index
}

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

// The output of @f32_gap8_<mode> at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_f32_gap8(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 4 : index
  %ca = arith.constant 2 : index
  %cb = arith.constant 3 : index
  %h = arith.constant 5 : index
  %w = arith.constant 40 : index
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<5x40xf32>
  scf.for %i = %c0 to %h step %c1 {
    scf.for %j = %c0 to %w step %c1 {
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
    scf.index_switch %mode
    case 0 {
      func.call @f32_gap8_edge(%in, %out) : (tensor<5x40xf32>, memref<8x48xf32>) -> ()
      scf.yield
    }
    case 1 {
      func.call @f32_gap8_reflect(%in, %out) : (tensor<5x40xf32>, memref<8x48xf32>) -> ()
      scf.yield
    }
    case 2 {
      func.call @f32_gap8_symmetric(%in, %out) : (tensor<5x40xf32>, memref<8x48xf32>) -> ()
      scf.yield
    }
    default {
      func.call @f32_gap8_wrap(%in, %out) : (tensor<5x40xf32>, memref<8x48xf32>) -> ()
      scf.yield
    }
    %rows = arith.constant 8 : index
    %cols = arith.constant 48 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<8x48xf32>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
        %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
        %want = tensor.extract %in[%mi, %mj] : tensor<5x40xf32>
        %differs = arith.cmpf une, %got, %want : f32
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  return %bad : i32
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

// The output of @f32_gap0_<mode> at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_f32_gap0(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 4 : index
  %ca = arith.constant 1 : index
  %cb = arith.constant 0 : index
  %h = arith.constant 6 : index
  %w = arith.constant 41 : index
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<6x41xf32>
  scf.for %i = %c0 to %h step %c1 {
    scf.for %j = %c0 to %w step %c1 {
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
    scf.index_switch %mode
    case 0 {
      func.call @f32_gap0_edge(%in, %out) : (tensor<6x41xf32>, memref<9x41xf32>) -> ()
      scf.yield
    }
    case 1 {
      func.call @f32_gap0_reflect(%in, %out) : (tensor<6x41xf32>, memref<9x41xf32>) -> ()
      scf.yield
    }
    case 2 {
      func.call @f32_gap0_symmetric(%in, %out) : (tensor<6x41xf32>, memref<9x41xf32>) -> ()
      scf.yield
    }
    default {
      func.call @f32_gap0_wrap(%in, %out) : (tensor<6x41xf32>, memref<9x41xf32>) -> ()
      scf.yield
    }
    %rows = arith.constant 9 : index
    %cols = arith.constant 41 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<9x41xf32>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
        %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
        %want = tensor.extract %in[%mi, %mj] : tensor<6x41xf32>
        %differs = arith.cmpf une, %got, %want : f32
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  return %bad : i32
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

// The output of @f32_gap20_<mode> at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_f32_gap20(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 4 : index
  %ca = arith.constant 0 : index
  %cb = arith.constant 7 : index
  %h = arith.constant 4 : index
  %w = arith.constant 45 : index
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<4x45xf32>
  scf.for %i = %c0 to %h step %c1 {
    scf.for %j = %c0 to %w step %c1 {
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
    %size0 = arith.constant 1820 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<7x65xf32>
    scf.index_switch %mode
    case 0 {
      func.call @f32_gap20_edge(%in, %out) : (tensor<4x45xf32>, memref<7x65xf32>) -> ()
      scf.yield
    }
    case 1 {
      func.call @f32_gap20_reflect(%in, %out) : (tensor<4x45xf32>, memref<7x65xf32>) -> ()
      scf.yield
    }
    case 2 {
      func.call @f32_gap20_symmetric(%in, %out) : (tensor<4x45xf32>, memref<7x65xf32>) -> ()
      scf.yield
    }
    default {
      func.call @f32_gap20_wrap(%in, %out) : (tensor<4x45xf32>, memref<7x65xf32>) -> ()
      scf.yield
    }
    %rows = arith.constant 7 : index
    %cols = arith.constant 65 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<7x65xf32>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
        %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
        %want = tensor.extract %in[%mi, %mj] : tensor<4x45xf32>
        %differs = arith.cmpf une, %got, %want : f32
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  return %bad : i32
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

// The output of @f32_whole_<mode> at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_f32_whole(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 4 : index
  %ca = arith.constant 3 : index
  %cb = arith.constant 48 : index
  %h = arith.constant 3 : index
  %w = arith.constant 48 : index
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<3x48xf32>
  scf.for %i = %c0 to %h step %c1 {
    scf.for %j = %c0 to %w step %c1 {
      %k = affine.apply affine_map<(i, j) -> (i * 48 + j)>(%i, %j)
      %k32 = arith.index_cast %k : index to i32
      %c97 = arith.constant 97 : i32
      %c40 = arith.constant 40 : i32
      %rem = arith.remsi %k32, %c97 : i32
      %m = arith.subi %rem, %c40 : i32
      %e = arith.sitofp %m : i32 to f32
      memref.store %e, %src[%i, %j] : memref<3x48xf32>
    }
  }
  %in = bufferization.to_tensor %src restrict : memref<3x48xf32> to tensor<3x48xf32>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 16 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%n = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 3456 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<9x96xf32>
    scf.index_switch %mode
    case 0 {
      func.call @f32_whole_edge(%in, %out) : (tensor<3x48xf32>, memref<9x96xf32>) -> ()
      scf.yield
    }
    case 2 {
      func.call @f32_whole_symmetric(%in, %out) : (tensor<3x48xf32>, memref<9x96xf32>) -> ()
      scf.yield
    }
    default {
      func.call @f32_whole_wrap(%in, %out) : (tensor<3x48xf32>, memref<9x96xf32>) -> ()
      scf.yield
    }
    %rows = arith.constant 9 : index
    %cols = arith.constant 96 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<9x96xf32>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
        %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
        %want = tensor.extract %in[%mi, %mj] : tensor<3x48xf32>
        %differs = arith.cmpf une, %got, %want : f32
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  return %bad : i32
}

func.func @f32_edge_far_edge(%x: tensor<2x40xf32>, %out: memref<11x91xf32>) {
  %r = pad.pad %x low[5, 50] high[4, 1] mode(edge) : tensor<2x40xf32> to tensor<11x91xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<11x91xf32>, memref<11x91xf32>) -> ()
  return
}

// The output of @f32_edge_far_<mode> at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_f32_edge_far(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 4 : index
  %ca = arith.constant 5 : index
  %cb = arith.constant 50 : index
  %h = arith.constant 2 : index
  %w = arith.constant 40 : index
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<2x40xf32>
  scf.for %i = %c0 to %h step %c1 {
    scf.for %j = %c0 to %w step %c1 {
      %k = affine.apply affine_map<(i, j) -> (i * 40 + j)>(%i, %j)
      %k32 = arith.index_cast %k : index to i32
      %c97 = arith.constant 97 : i32
      %c40 = arith.constant 40 : i32
      %rem = arith.remsi %k32, %c97 : i32
      %m = arith.subi %rem, %c40 : i32
      %e = arith.sitofp %m : i32 to f32
      memref.store %e, %src[%i, %j] : memref<2x40xf32>
    }
  }
  %in = bufferization.to_tensor %src restrict : memref<2x40xf32> to tensor<2x40xf32>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 16 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%n = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 4004 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<11x91xf32>
    scf.index_switch %mode
    default {
      func.call @f32_edge_far_edge(%in, %out) : (tensor<2x40xf32>, memref<11x91xf32>) -> ()
      scf.yield
    }
    %rows = arith.constant 11 : index
    %cols = arith.constant 91 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<11x91xf32>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
        %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
        %want = tensor.extract %in[%mi, %mj] : tensor<2x40xf32>
        %differs = arith.cmpf une, %got, %want : f32
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  return %bad : i32
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

// The output of @i8_gap3_<mode> at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_i8_gap3(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 1 : index
  %ca = arith.constant 1 : index
  %cb = arith.constant 1 : index
  %h = arith.constant 4 : index
  %w = arith.constant 160 : index
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<4x160xi8>
  scf.for %i = %c0 to %h step %c1 {
    scf.for %j = %c0 to %w step %c1 {
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
    scf.index_switch %mode
    case 0 {
      func.call @i8_gap3_edge(%in, %out) : (tensor<4x160xi8>, memref<6x163xi8>) -> ()
      scf.yield
    }
    case 1 {
      func.call @i8_gap3_reflect(%in, %out) : (tensor<4x160xi8>, memref<6x163xi8>) -> ()
      scf.yield
    }
    case 2 {
      func.call @i8_gap3_symmetric(%in, %out) : (tensor<4x160xi8>, memref<6x163xi8>) -> ()
      scf.yield
    }
    default {
      func.call @i8_gap3_wrap(%in, %out) : (tensor<4x160xi8>, memref<6x163xi8>) -> ()
      scf.yield
    }
    %rows = arith.constant 6 : index
    %cols = arith.constant 163 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<6x163xi8>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
        %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
        %want = tensor.extract %in[%mi, %mj] : tensor<4x160xi8>
        %differs = arith.cmpi ne, %got, %want : i8
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  return %bad : i32
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

// The output of @i16_gap15_<mode> at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_i16_gap15(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 2 : index
  %ca = arith.constant 2 : index
  %cb = arith.constant 9 : index
  %h = arith.constant 3 : index
  %w = arith.constant 100 : index
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<3x100xi16>
  scf.for %i = %c0 to %h step %c1 {
    scf.for %j = %c0 to %w step %c1 {
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
    scf.index_switch %mode
    case 0 {
      func.call @i16_gap15_edge(%in, %out) : (tensor<3x100xi16>, memref<5x115xi16>) -> ()
      scf.yield
    }
    case 1 {
      func.call @i16_gap15_reflect(%in, %out) : (tensor<3x100xi16>, memref<5x115xi16>) -> ()
      scf.yield
    }
    case 2 {
      func.call @i16_gap15_symmetric(%in, %out) : (tensor<3x100xi16>, memref<5x115xi16>) -> ()
      scf.yield
    }
    default {
      func.call @i16_gap15_wrap(%in, %out) : (tensor<3x100xi16>, memref<5x115xi16>) -> ()
      scf.yield
    }
    %rows = arith.constant 5 : index
    %cols = arith.constant 115 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<5x115xi16>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
        %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
        %want = tensor.extract %in[%mi, %mj] : tensor<3x100xi16>
        %differs = arith.cmpi ne, %got, %want : i16
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  return %bad : i32
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

// The output of @f64_gap5_<mode> at every offset within a line, against the
// definition (SPEC §2) element by element; the number of differences.
func.func @check_f64_gap5(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ceb = arith.constant 8 : index
  %ca = arith.constant 1 : index
  %cb = arith.constant 2 : index
  %h = arith.constant 3 : index
  %w = arith.constant 40 : index
  // The source and each destination in buffers of their exact size, so
  // that memcheck sees any access outside (streamed-lines-memcheck.test).
  %src = memref.alloc() : memref<3x40xf64>
  scf.for %i = %c0 to %h step %c1 {
    scf.for %j = %c0 to %w step %c1 {
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
    scf.index_switch %mode
    case 0 {
      func.call @f64_gap5_edge(%in, %out) : (tensor<3x40xf64>, memref<5x45xf64>) -> ()
      scf.yield
    }
    case 1 {
      func.call @f64_gap5_reflect(%in, %out) : (tensor<3x40xf64>, memref<5x45xf64>) -> ()
      scf.yield
    }
    case 2 {
      func.call @f64_gap5_symmetric(%in, %out) : (tensor<3x40xf64>, memref<5x45xf64>) -> ()
      scf.yield
    }
    default {
      func.call @f64_gap5_wrap(%in, %out) : (tensor<3x40xf64>, memref<5x45xf64>) -> ()
      scf.yield
    }
    %rows = arith.constant 5 : index
    %cols = arith.constant 45 : index
    %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n) -> (i32) {
      %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
        %got = memref.load %out[%i, %j] : memref<5x45xf64>
        %si = arith.subi %i, %ca : index
        %sj = arith.subi %j, %cb : index
        %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
        %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
        %want = tensor.extract %in[%mi, %mj] : tensor<3x40xf64>
        %differs = arith.cmpf une, %got, %want : f64
        %d = arith.extui %differs : i1 to i32
        %acc2 = arith.addi %acc, %d : i32
        scf.yield %acc2 : i32
      }
      scf.yield %n3 : i32
    }
    scf.yield %n2 : i32
  }
  return %bad : i32
}

func.func @main() -> i32 {
  %f32_gap8_edge_m = arith.constant 0 : index
  %f32_gap8_edge = call @check_f32_gap8(%f32_gap8_edge_m) : (index) -> i32
  vector.print str "f32_gap8 edge: "
  vector.print %f32_gap8_edge : i32
  %f32_gap8_reflect_m = arith.constant 1 : index
  %f32_gap8_reflect = call @check_f32_gap8(%f32_gap8_reflect_m) : (index) -> i32
  vector.print str "f32_gap8 reflect: "
  vector.print %f32_gap8_reflect : i32
  %f32_gap8_symmetric_m = arith.constant 2 : index
  %f32_gap8_symmetric = call @check_f32_gap8(%f32_gap8_symmetric_m) : (index) -> i32
  vector.print str "f32_gap8 symmetric: "
  vector.print %f32_gap8_symmetric : i32
  %f32_gap8_wrap_m = arith.constant 3 : index
  %f32_gap8_wrap = call @check_f32_gap8(%f32_gap8_wrap_m) : (index) -> i32
  vector.print str "f32_gap8 wrap: "
  vector.print %f32_gap8_wrap : i32
  %f32_gap0_edge_m = arith.constant 0 : index
  %f32_gap0_edge = call @check_f32_gap0(%f32_gap0_edge_m) : (index) -> i32
  vector.print str "f32_gap0 edge: "
  vector.print %f32_gap0_edge : i32
  %f32_gap0_reflect_m = arith.constant 1 : index
  %f32_gap0_reflect = call @check_f32_gap0(%f32_gap0_reflect_m) : (index) -> i32
  vector.print str "f32_gap0 reflect: "
  vector.print %f32_gap0_reflect : i32
  %f32_gap0_symmetric_m = arith.constant 2 : index
  %f32_gap0_symmetric = call @check_f32_gap0(%f32_gap0_symmetric_m) : (index) -> i32
  vector.print str "f32_gap0 symmetric: "
  vector.print %f32_gap0_symmetric : i32
  %f32_gap0_wrap_m = arith.constant 3 : index
  %f32_gap0_wrap = call @check_f32_gap0(%f32_gap0_wrap_m) : (index) -> i32
  vector.print str "f32_gap0 wrap: "
  vector.print %f32_gap0_wrap : i32
  %f32_gap20_edge_m = arith.constant 0 : index
  %f32_gap20_edge = call @check_f32_gap20(%f32_gap20_edge_m) : (index) -> i32
  vector.print str "f32_gap20 edge: "
  vector.print %f32_gap20_edge : i32
  %f32_gap20_reflect_m = arith.constant 1 : index
  %f32_gap20_reflect = call @check_f32_gap20(%f32_gap20_reflect_m) : (index) -> i32
  vector.print str "f32_gap20 reflect: "
  vector.print %f32_gap20_reflect : i32
  %f32_gap20_symmetric_m = arith.constant 2 : index
  %f32_gap20_symmetric = call @check_f32_gap20(%f32_gap20_symmetric_m) : (index) -> i32
  vector.print str "f32_gap20 symmetric: "
  vector.print %f32_gap20_symmetric : i32
  %f32_gap20_wrap_m = arith.constant 3 : index
  %f32_gap20_wrap = call @check_f32_gap20(%f32_gap20_wrap_m) : (index) -> i32
  vector.print str "f32_gap20 wrap: "
  vector.print %f32_gap20_wrap : i32
  %f32_whole_edge_m = arith.constant 0 : index
  %f32_whole_edge = call @check_f32_whole(%f32_whole_edge_m) : (index) -> i32
  vector.print str "f32_whole edge: "
  vector.print %f32_whole_edge : i32
  %f32_whole_symmetric_m = arith.constant 2 : index
  %f32_whole_symmetric = call @check_f32_whole(%f32_whole_symmetric_m) : (index) -> i32
  vector.print str "f32_whole symmetric: "
  vector.print %f32_whole_symmetric : i32
  %f32_whole_wrap_m = arith.constant 3 : index
  %f32_whole_wrap = call @check_f32_whole(%f32_whole_wrap_m) : (index) -> i32
  vector.print str "f32_whole wrap: "
  vector.print %f32_whole_wrap : i32
  %f32_edge_far_edge_m = arith.constant 0 : index
  %f32_edge_far_edge = call @check_f32_edge_far(%f32_edge_far_edge_m) : (index) -> i32
  vector.print str "f32_edge_far edge: "
  vector.print %f32_edge_far_edge : i32
  %i8_gap3_edge_m = arith.constant 0 : index
  %i8_gap3_edge = call @check_i8_gap3(%i8_gap3_edge_m) : (index) -> i32
  vector.print str "i8_gap3 edge: "
  vector.print %i8_gap3_edge : i32
  %i8_gap3_reflect_m = arith.constant 1 : index
  %i8_gap3_reflect = call @check_i8_gap3(%i8_gap3_reflect_m) : (index) -> i32
  vector.print str "i8_gap3 reflect: "
  vector.print %i8_gap3_reflect : i32
  %i8_gap3_symmetric_m = arith.constant 2 : index
  %i8_gap3_symmetric = call @check_i8_gap3(%i8_gap3_symmetric_m) : (index) -> i32
  vector.print str "i8_gap3 symmetric: "
  vector.print %i8_gap3_symmetric : i32
  %i8_gap3_wrap_m = arith.constant 3 : index
  %i8_gap3_wrap = call @check_i8_gap3(%i8_gap3_wrap_m) : (index) -> i32
  vector.print str "i8_gap3 wrap: "
  vector.print %i8_gap3_wrap : i32
  %i16_gap15_edge_m = arith.constant 0 : index
  %i16_gap15_edge = call @check_i16_gap15(%i16_gap15_edge_m) : (index) -> i32
  vector.print str "i16_gap15 edge: "
  vector.print %i16_gap15_edge : i32
  %i16_gap15_reflect_m = arith.constant 1 : index
  %i16_gap15_reflect = call @check_i16_gap15(%i16_gap15_reflect_m) : (index) -> i32
  vector.print str "i16_gap15 reflect: "
  vector.print %i16_gap15_reflect : i32
  %i16_gap15_symmetric_m = arith.constant 2 : index
  %i16_gap15_symmetric = call @check_i16_gap15(%i16_gap15_symmetric_m) : (index) -> i32
  vector.print str "i16_gap15 symmetric: "
  vector.print %i16_gap15_symmetric : i32
  %i16_gap15_wrap_m = arith.constant 3 : index
  %i16_gap15_wrap = call @check_i16_gap15(%i16_gap15_wrap_m) : (index) -> i32
  vector.print str "i16_gap15 wrap: "
  vector.print %i16_gap15_wrap : i32
  %f64_gap5_edge_m = arith.constant 0 : index
  %f64_gap5_edge = call @check_f64_gap5(%f64_gap5_edge_m) : (index) -> i32
  vector.print str "f64_gap5 edge: "
  vector.print %f64_gap5_edge : i32
  %f64_gap5_reflect_m = arith.constant 1 : index
  %f64_gap5_reflect = call @check_f64_gap5(%f64_gap5_reflect_m) : (index) -> i32
  vector.print str "f64_gap5 reflect: "
  vector.print %f64_gap5_reflect : i32
  %f64_gap5_symmetric_m = arith.constant 2 : index
  %f64_gap5_symmetric = call @check_f64_gap5(%f64_gap5_symmetric_m) : (index) -> i32
  vector.print str "f64_gap5 symmetric: "
  vector.print %f64_gap5_symmetric : i32
  %f64_gap5_wrap_m = arith.constant 3 : index
  %f64_gap5_wrap = call @check_f64_gap5(%f64_gap5_wrap_m) : (index) -> i32
  vector.print str "f64_gap5 wrap: "
  vector.print %f64_gap5_wrap : i32
  %ok = arith.constant 0 : i32
  return %ok : i32
}
