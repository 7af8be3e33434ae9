// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always runtime-checks=false vector-bits=128" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always vector-bits=512" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=auto llc-bytes=64" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always parallel=true parallel-min-bytes=0" | env OMP_NUM_THREADS=2 mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs,%mlir_lib_dir/libomp.so | FileCheck %s

// Pads whose sizes are known at run time only, streamed: their rows' store
// loops stream over whole lines above llc-bytes (or always), decided at run
// time; rows of 20 f32 and a single row too. Each pad,
// of every dimension dynamic, is written at every element offset within a
// 64-byte line and compared element by element with SPEC §2's definition of
// its mode (@ref_index, the pad value outside the source in constant mode);
// each line prints the number of elements that differ.
// CHECK: f32_5x40 constant: 0
// CHECK-NEXT: f32_5x40 edge: 0
// CHECK-NEXT: f32_5x40 reflect: 0
// CHECK-NEXT: f32_5x40 symmetric: 0
// CHECK-NEXT: f32_5x40 wrap: 0
// CHECK-NEXT: f32_4x45 constant: 0
// CHECK-NEXT: f32_4x45 edge: 0
// CHECK-NEXT: f32_4x45 reflect: 0
// CHECK-NEXT: f32_4x45 symmetric: 0
// CHECK-NEXT: f32_4x45 wrap: 0
// CHECK-NEXT: i8_4x160 constant: 0
// CHECK-NEXT: i8_4x160 edge: 0
// CHECK-NEXT: i8_4x160 reflect: 0
// CHECK-NEXT: i8_4x160 symmetric: 0
// CHECK-NEXT: i8_4x160 wrap: 0
// CHECK-NEXT: f64_2x3x40 constant: 0
// CHECK-NEXT: f64_2x3x40 edge: 0
// CHECK-NEXT: f64_2x3x40 reflect: 0
// CHECK-NEXT: f64_2x3x40 symmetric: 0
// CHECK-NEXT: f64_2x3x40 wrap: 0
// CHECK-NEXT: f32_3x5x41 constant: 0
// CHECK-NEXT: f32_3x5x41 edge: 0
// CHECK-NEXT: f32_3x5x41 reflect: 0
// CHECK-NEXT: f32_3x5x41 symmetric: 0
// CHECK-NEXT: f32_3x5x41 wrap: 0
// CHECK-NEXT: f32_6x20 constant: 0
// CHECK-NEXT: f32_6x20 edge: 0
// CHECK-NEXT: f32_6x20 reflect: 0
// CHECK-NEXT: f32_6x20 symmetric: 0
// CHECK-NEXT: f32_6x20 wrap: 0
// CHECK-NEXT: f32_1x40 constant: 0
// CHECK-NEXT: f32_1x40 edge: 0
// CHECK-NEXT: f32_1x40 symmetric: 0
// CHECK-NEXT: f32_1x40 wrap: 0

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

func.func @f32_5x40_constant(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %v = arith.constant 7.0 : f32
  %r = pad.pad %x low[2, 3] high[1, 5] value(%v) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_5x40_edge(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_5x40_reflect(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_5x40_symmetric(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_5x40_wrap(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// The output of @f32_5x40_<mode> (mode 4: constant) at every offset within a
// line, against the definition (SPEC §2) element by element; the number of
// differences.
func.func @check_f32_5x40(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ceb = arith.constant 4 : index
  %ca = arith.constant 2 : index
  %cb = arith.constant 3 : index
  %h = arith.constant 5 : index
  %w = arith.constant 40 : index
  %planes = arith.constant 1 : index
  %v = arith.constant 7.0 : f32
  // The source and each destination in buffers of their exact size.
  %src = memref.alloc() : memref<200xf32>
  %n = arith.constant 200 : index
  scf.for %k = %c0 to %n step %c1 {
    %k32 = arith.index_cast %k : index to i32
    %c97 = arith.constant 97 : i32
    %c40 = arith.constant 40 : i32
    %rem = arith.remsi %k32, %c97 : i32
    %m = arith.subi %rem, %c40 : i32
    %e = arith.sitofp %m : i32 to f32
    memref.store %e, %src[%k] : memref<200xf32>
  }
  %flat = bufferization.to_tensor %src restrict : memref<200xf32> to tensor<200xf32>
  %in = tensor.expand_shape %flat [[0, 1]] output_shape [5, 40] : tensor<200xf32> into tensor<5x40xf32>
  %in3 = tensor.expand_shape %in [[0, 1], [2]] output_shape [1, 5, 40] : tensor<5x40xf32> into tensor<1x5x40xf32>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 16 : index
  %isConstant = arith.cmpi eq, %mode, %c4 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%nb = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 1536 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<8x48xf32>
    scf.index_switch %mode
    case 4 {
      %ind = tensor.cast %in : tensor<5x40xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<8x48xf32> to memref<?x?xf32>
      func.call @f32_5x40_constant(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    case 0 {
      %ind = tensor.cast %in : tensor<5x40xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<8x48xf32> to memref<?x?xf32>
      func.call @f32_5x40_edge(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    case 1 {
      %ind = tensor.cast %in : tensor<5x40xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<8x48xf32> to memref<?x?xf32>
      func.call @f32_5x40_reflect(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    case 2 {
      %ind = tensor.cast %in : tensor<5x40xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<8x48xf32> to memref<?x?xf32>
      func.call @f32_5x40_symmetric(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    default {
      %ind = tensor.cast %in : tensor<5x40xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<8x48xf32> to memref<?x?xf32>
      func.call @f32_5x40_wrap(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    %out3 = memref.expand_shape %out [[0, 1], [2]] output_shape [1, 8, 48] : memref<8x48xf32> into memref<1x8x48xf32>
    %rows = arith.constant 8 : index
    %cols = arith.constant 48 : index
    %n4 = scf.for %p = %c0 to %planes step %c1 iter_args(%n0 = %nb) -> (i32) {
      %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n0) -> (i32) {
        %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
          %got = memref.load %out3[%p, %i, %j] : memref<1x8x48xf32>
          %si = arith.subi %i, %ca : index
          %sj = arith.subi %j, %cb : index
          %i0 = arith.cmpi sge, %si, %c0 : index
          %i1 = arith.cmpi slt, %si, %h : index
          %j0 = arith.cmpi sge, %sj, %c0 : index
          %j1 = arith.cmpi slt, %sj, %w : index
          %a0 = arith.andi %i0, %i1 : i1
          %a1 = arith.andi %j0, %j1 : i1
          %inside = arith.andi %a0, %a1 : i1
          %true = arith.constant true
          %outside = arith.xori %inside, %true : i1
          %padded = arith.andi %isConstant, %outside : i1
          %want = scf.if %padded -> (f32) {
            scf.yield %v : f32
          } else {
            %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
            %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
            %x = tensor.extract %in3[%p, %mi, %mj] : tensor<1x5x40xf32>
            scf.yield %x : f32
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
    scf.yield %n4 : i32
  }
  return %bad : i32
}

func.func @f32_4x45_constant(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %v = arith.constant -1.5 : f32
  %r = pad.pad %x low[0, 7] high[3, 13] value(%v) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_4x45_edge(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[0, 7] high[3, 13] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_4x45_reflect(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[0, 7] high[3, 13] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_4x45_symmetric(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[0, 7] high[3, 13] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_4x45_wrap(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[0, 7] high[3, 13] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// The output of @f32_4x45_<mode> (mode 4: constant) at every offset within a
// line, against the definition (SPEC §2) element by element; the number of
// differences.
func.func @check_f32_4x45(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ceb = arith.constant 4 : index
  %ca = arith.constant 0 : index
  %cb = arith.constant 7 : index
  %h = arith.constant 4 : index
  %w = arith.constant 45 : index
  %planes = arith.constant 1 : index
  %v = arith.constant -1.5 : f32
  // The source and each destination in buffers of their exact size.
  %src = memref.alloc() : memref<180xf32>
  %n = arith.constant 180 : index
  scf.for %k = %c0 to %n step %c1 {
    %k32 = arith.index_cast %k : index to i32
    %c97 = arith.constant 97 : i32
    %c40 = arith.constant 40 : i32
    %rem = arith.remsi %k32, %c97 : i32
    %m = arith.subi %rem, %c40 : i32
    %e = arith.sitofp %m : i32 to f32
    memref.store %e, %src[%k] : memref<180xf32>
  }
  %flat = bufferization.to_tensor %src restrict : memref<180xf32> to tensor<180xf32>
  %in = tensor.expand_shape %flat [[0, 1]] output_shape [4, 45] : tensor<180xf32> into tensor<4x45xf32>
  %in3 = tensor.expand_shape %in [[0, 1], [2]] output_shape [1, 4, 45] : tensor<4x45xf32> into tensor<1x4x45xf32>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 16 : index
  %isConstant = arith.cmpi eq, %mode, %c4 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%nb = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 1820 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<7x65xf32>
    scf.index_switch %mode
    case 4 {
      %ind = tensor.cast %in : tensor<4x45xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<7x65xf32> to memref<?x?xf32>
      func.call @f32_4x45_constant(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    case 0 {
      %ind = tensor.cast %in : tensor<4x45xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<7x65xf32> to memref<?x?xf32>
      func.call @f32_4x45_edge(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    case 1 {
      %ind = tensor.cast %in : tensor<4x45xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<7x65xf32> to memref<?x?xf32>
      func.call @f32_4x45_reflect(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    case 2 {
      %ind = tensor.cast %in : tensor<4x45xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<7x65xf32> to memref<?x?xf32>
      func.call @f32_4x45_symmetric(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    default {
      %ind = tensor.cast %in : tensor<4x45xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<7x65xf32> to memref<?x?xf32>
      func.call @f32_4x45_wrap(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    %out3 = memref.expand_shape %out [[0, 1], [2]] output_shape [1, 7, 65] : memref<7x65xf32> into memref<1x7x65xf32>
    %rows = arith.constant 7 : index
    %cols = arith.constant 65 : index
    %n4 = scf.for %p = %c0 to %planes step %c1 iter_args(%n0 = %nb) -> (i32) {
      %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n0) -> (i32) {
        %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
          %got = memref.load %out3[%p, %i, %j] : memref<1x7x65xf32>
          %si = arith.subi %i, %ca : index
          %sj = arith.subi %j, %cb : index
          %i0 = arith.cmpi sge, %si, %c0 : index
          %i1 = arith.cmpi slt, %si, %h : index
          %j0 = arith.cmpi sge, %sj, %c0 : index
          %j1 = arith.cmpi slt, %sj, %w : index
          %a0 = arith.andi %i0, %i1 : i1
          %a1 = arith.andi %j0, %j1 : i1
          %inside = arith.andi %a0, %a1 : i1
          %true = arith.constant true
          %outside = arith.xori %inside, %true : i1
          %padded = arith.andi %isConstant, %outside : i1
          %want = scf.if %padded -> (f32) {
            scf.yield %v : f32
          } else {
            %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
            %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
            %x = tensor.extract %in3[%p, %mi, %mj] : tensor<1x4x45xf32>
            scf.yield %x : f32
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
    scf.yield %n4 : i32
  }
  return %bad : i32
}

func.func @i8_4x160_constant(%x: tensor<?x?xi8>, %out: memref<?x?xi8>) {
  %v = arith.constant -7 : i8
  %r = pad.pad %x low[1, 1] high[1, 2] value(%v) : tensor<?x?xi8> to tensor<?x?xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xi8>, memref<?x?xi8>) -> ()
  return
}

func.func @i8_4x160_edge(%x: tensor<?x?xi8>, %out: memref<?x?xi8>) {
  %r = pad.pad %x low[1, 1] high[1, 2] mode(edge) : tensor<?x?xi8> to tensor<?x?xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xi8>, memref<?x?xi8>) -> ()
  return
}

func.func @i8_4x160_reflect(%x: tensor<?x?xi8>, %out: memref<?x?xi8>) {
  %r = pad.pad %x low[1, 1] high[1, 2] mode(reflect) : tensor<?x?xi8> to tensor<?x?xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xi8>, memref<?x?xi8>) -> ()
  return
}

func.func @i8_4x160_symmetric(%x: tensor<?x?xi8>, %out: memref<?x?xi8>) {
  %r = pad.pad %x low[1, 1] high[1, 2] mode(symmetric) : tensor<?x?xi8> to tensor<?x?xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xi8>, memref<?x?xi8>) -> ()
  return
}

func.func @i8_4x160_wrap(%x: tensor<?x?xi8>, %out: memref<?x?xi8>) {
  %r = pad.pad %x low[1, 1] high[1, 2] mode(wrap) : tensor<?x?xi8> to tensor<?x?xi8>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xi8>, memref<?x?xi8>) -> ()
  return
}

// The output of @i8_4x160_<mode> (mode 4: constant) at every offset within a
// line, against the definition (SPEC §2) element by element; the number of
// differences.
func.func @check_i8_4x160(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ceb = arith.constant 1 : index
  %ca = arith.constant 1 : index
  %cb = arith.constant 1 : index
  %h = arith.constant 4 : index
  %w = arith.constant 160 : index
  %planes = arith.constant 1 : index
  %v = arith.constant -7 : i8
  // The source and each destination in buffers of their exact size.
  %src = memref.alloc() : memref<640xi8>
  %n = arith.constant 640 : index
  scf.for %k = %c0 to %n step %c1 {
    %k32 = arith.index_cast %k : index to i32
    %c97 = arith.constant 97 : i32
    %c40 = arith.constant 40 : i32
    %rem = arith.remsi %k32, %c97 : i32
    %m = arith.subi %rem, %c40 : i32
    %e = arith.trunci %m : i32 to i8
    memref.store %e, %src[%k] : memref<640xi8>
  }
  %flat = bufferization.to_tensor %src restrict : memref<640xi8> to tensor<640xi8>
  %in = tensor.expand_shape %flat [[0, 1]] output_shape [4, 160] : tensor<640xi8> into tensor<4x160xi8>
  %in3 = tensor.expand_shape %in [[0, 1], [2]] output_shape [1, 4, 160] : tensor<4x160xi8> into tensor<1x4x160xi8>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 64 : index
  %isConstant = arith.cmpi eq, %mode, %c4 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%nb = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 978 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<6x163xi8>
    scf.index_switch %mode
    case 4 {
      %ind = tensor.cast %in : tensor<4x160xi8> to tensor<?x?xi8>
      %outd = memref.cast %out : memref<6x163xi8> to memref<?x?xi8>
      func.call @i8_4x160_constant(%ind, %outd) : (tensor<?x?xi8>, memref<?x?xi8>) -> ()
      scf.yield
    }
    case 0 {
      %ind = tensor.cast %in : tensor<4x160xi8> to tensor<?x?xi8>
      %outd = memref.cast %out : memref<6x163xi8> to memref<?x?xi8>
      func.call @i8_4x160_edge(%ind, %outd) : (tensor<?x?xi8>, memref<?x?xi8>) -> ()
      scf.yield
    }
    case 1 {
      %ind = tensor.cast %in : tensor<4x160xi8> to tensor<?x?xi8>
      %outd = memref.cast %out : memref<6x163xi8> to memref<?x?xi8>
      func.call @i8_4x160_reflect(%ind, %outd) : (tensor<?x?xi8>, memref<?x?xi8>) -> ()
      scf.yield
    }
    case 2 {
      %ind = tensor.cast %in : tensor<4x160xi8> to tensor<?x?xi8>
      %outd = memref.cast %out : memref<6x163xi8> to memref<?x?xi8>
      func.call @i8_4x160_symmetric(%ind, %outd) : (tensor<?x?xi8>, memref<?x?xi8>) -> ()
      scf.yield
    }
    default {
      %ind = tensor.cast %in : tensor<4x160xi8> to tensor<?x?xi8>
      %outd = memref.cast %out : memref<6x163xi8> to memref<?x?xi8>
      func.call @i8_4x160_wrap(%ind, %outd) : (tensor<?x?xi8>, memref<?x?xi8>) -> ()
      scf.yield
    }
    %out3 = memref.expand_shape %out [[0, 1], [2]] output_shape [1, 6, 163] : memref<6x163xi8> into memref<1x6x163xi8>
    %rows = arith.constant 6 : index
    %cols = arith.constant 163 : index
    %n4 = scf.for %p = %c0 to %planes step %c1 iter_args(%n0 = %nb) -> (i32) {
      %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n0) -> (i32) {
        %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
          %got = memref.load %out3[%p, %i, %j] : memref<1x6x163xi8>
          %si = arith.subi %i, %ca : index
          %sj = arith.subi %j, %cb : index
          %i0 = arith.cmpi sge, %si, %c0 : index
          %i1 = arith.cmpi slt, %si, %h : index
          %j0 = arith.cmpi sge, %sj, %c0 : index
          %j1 = arith.cmpi slt, %sj, %w : index
          %a0 = arith.andi %i0, %i1 : i1
          %a1 = arith.andi %j0, %j1 : i1
          %inside = arith.andi %a0, %a1 : i1
          %true = arith.constant true
          %outside = arith.xori %inside, %true : i1
          %padded = arith.andi %isConstant, %outside : i1
          %want = scf.if %padded -> (i8) {
            scf.yield %v : i8
          } else {
            %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
            %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
            %x = tensor.extract %in3[%p, %mi, %mj] : tensor<1x4x160xi8>
            scf.yield %x : i8
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
    scf.yield %n4 : i32
  }
  return %bad : i32
}

func.func @f64_2x3x40_constant(%x: tensor<?x?x?xf64>, %out: memref<?x?x?xf64>) {
  %v = arith.constant 2.5 : f64
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] value(%v) : tensor<?x?x?xf64> to tensor<?x?x?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?xf64>, memref<?x?x?xf64>) -> ()
  return
}

func.func @f64_2x3x40_edge(%x: tensor<?x?x?xf64>, %out: memref<?x?x?xf64>) {
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] mode(edge) : tensor<?x?x?xf64> to tensor<?x?x?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?xf64>, memref<?x?x?xf64>) -> ()
  return
}

func.func @f64_2x3x40_reflect(%x: tensor<?x?x?xf64>, %out: memref<?x?x?xf64>) {
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] mode(reflect) : tensor<?x?x?xf64> to tensor<?x?x?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?xf64>, memref<?x?x?xf64>) -> ()
  return
}

func.func @f64_2x3x40_symmetric(%x: tensor<?x?x?xf64>, %out: memref<?x?x?xf64>) {
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] mode(symmetric) : tensor<?x?x?xf64> to tensor<?x?x?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?xf64>, memref<?x?x?xf64>) -> ()
  return
}

func.func @f64_2x3x40_wrap(%x: tensor<?x?x?xf64>, %out: memref<?x?x?xf64>) {
  %r = pad.pad %x low[0, 1, 2] high[0, 1, 3] mode(wrap) : tensor<?x?x?xf64> to tensor<?x?x?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?xf64>, memref<?x?x?xf64>) -> ()
  return
}

// The output of @f64_2x3x40_<mode> (mode 4: constant) at every offset within a
// line, against the definition (SPEC §2) element by element; the number of
// differences.
func.func @check_f64_2x3x40(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ceb = arith.constant 8 : index
  %ca = arith.constant 1 : index
  %cb = arith.constant 2 : index
  %h = arith.constant 3 : index
  %w = arith.constant 40 : index
  %planes = arith.constant 2 : index
  %v = arith.constant 2.5 : f64
  // The source and each destination in buffers of their exact size.
  %src = memref.alloc() : memref<240xf64>
  %n = arith.constant 240 : index
  scf.for %k = %c0 to %n step %c1 {
    %k32 = arith.index_cast %k : index to i32
    %c97 = arith.constant 97 : i32
    %c40 = arith.constant 40 : i32
    %rem = arith.remsi %k32, %c97 : i32
    %m = arith.subi %rem, %c40 : i32
    %e = arith.sitofp %m : i32 to f64
    memref.store %e, %src[%k] : memref<240xf64>
  }
  %flat = bufferization.to_tensor %src restrict : memref<240xf64> to tensor<240xf64>
  %in = tensor.expand_shape %flat [[0, 1, 2]] output_shape [2, 3, 40] : tensor<240xf64> into tensor<2x3x40xf64>
  %in3 = tensor.cast %in : tensor<2x3x40xf64> to tensor<2x3x40xf64>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 8 : index
  %isConstant = arith.cmpi eq, %mode, %c4 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%nb = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 3600 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<2x5x45xf64>
    scf.index_switch %mode
    case 4 {
      %ind = tensor.cast %in : tensor<2x3x40xf64> to tensor<?x?x?xf64>
      %outd = memref.cast %out : memref<2x5x45xf64> to memref<?x?x?xf64>
      func.call @f64_2x3x40_constant(%ind, %outd) : (tensor<?x?x?xf64>, memref<?x?x?xf64>) -> ()
      scf.yield
    }
    case 0 {
      %ind = tensor.cast %in : tensor<2x3x40xf64> to tensor<?x?x?xf64>
      %outd = memref.cast %out : memref<2x5x45xf64> to memref<?x?x?xf64>
      func.call @f64_2x3x40_edge(%ind, %outd) : (tensor<?x?x?xf64>, memref<?x?x?xf64>) -> ()
      scf.yield
    }
    case 1 {
      %ind = tensor.cast %in : tensor<2x3x40xf64> to tensor<?x?x?xf64>
      %outd = memref.cast %out : memref<2x5x45xf64> to memref<?x?x?xf64>
      func.call @f64_2x3x40_reflect(%ind, %outd) : (tensor<?x?x?xf64>, memref<?x?x?xf64>) -> ()
      scf.yield
    }
    case 2 {
      %ind = tensor.cast %in : tensor<2x3x40xf64> to tensor<?x?x?xf64>
      %outd = memref.cast %out : memref<2x5x45xf64> to memref<?x?x?xf64>
      func.call @f64_2x3x40_symmetric(%ind, %outd) : (tensor<?x?x?xf64>, memref<?x?x?xf64>) -> ()
      scf.yield
    }
    default {
      %ind = tensor.cast %in : tensor<2x3x40xf64> to tensor<?x?x?xf64>
      %outd = memref.cast %out : memref<2x5x45xf64> to memref<?x?x?xf64>
      func.call @f64_2x3x40_wrap(%ind, %outd) : (tensor<?x?x?xf64>, memref<?x?x?xf64>) -> ()
      scf.yield
    }
    %out3 = memref.cast %out : memref<2x5x45xf64> to memref<2x5x45xf64>
    %rows = arith.constant 5 : index
    %cols = arith.constant 45 : index
    %n4 = scf.for %p = %c0 to %planes step %c1 iter_args(%n0 = %nb) -> (i32) {
      %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n0) -> (i32) {
        %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
          %got = memref.load %out3[%p, %i, %j] : memref<2x5x45xf64>
          %si = arith.subi %i, %ca : index
          %sj = arith.subi %j, %cb : index
          %i0 = arith.cmpi sge, %si, %c0 : index
          %i1 = arith.cmpi slt, %si, %h : index
          %j0 = arith.cmpi sge, %sj, %c0 : index
          %j1 = arith.cmpi slt, %sj, %w : index
          %a0 = arith.andi %i0, %i1 : i1
          %a1 = arith.andi %j0, %j1 : i1
          %inside = arith.andi %a0, %a1 : i1
          %true = arith.constant true
          %outside = arith.xori %inside, %true : i1
          %padded = arith.andi %isConstant, %outside : i1
          %want = scf.if %padded -> (f64) {
            scf.yield %v : f64
          } else {
            %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
            %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
            %x = tensor.extract %in3[%p, %mi, %mj] : tensor<2x3x40xf64>
            scf.yield %x : f64
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
    scf.yield %n4 : i32
  }
  return %bad : i32
}

func.func @f32_3x5x41_constant(%x: tensor<?x?x?xf32>, %out: memref<?x?x?xf32>) {
  %v = arith.constant 0.5 : f32
  %r = pad.pad %x low[0, 2, 3] high[0, 1, 5] value(%v) : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?xf32>, memref<?x?x?xf32>) -> ()
  return
}

func.func @f32_3x5x41_edge(%x: tensor<?x?x?xf32>, %out: memref<?x?x?xf32>) {
  %r = pad.pad %x low[0, 2, 3] high[0, 1, 5] mode(edge) : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?xf32>, memref<?x?x?xf32>) -> ()
  return
}

func.func @f32_3x5x41_reflect(%x: tensor<?x?x?xf32>, %out: memref<?x?x?xf32>) {
  %r = pad.pad %x low[0, 2, 3] high[0, 1, 5] mode(reflect) : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?xf32>, memref<?x?x?xf32>) -> ()
  return
}

func.func @f32_3x5x41_symmetric(%x: tensor<?x?x?xf32>, %out: memref<?x?x?xf32>) {
  %r = pad.pad %x low[0, 2, 3] high[0, 1, 5] mode(symmetric) : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?xf32>, memref<?x?x?xf32>) -> ()
  return
}

func.func @f32_3x5x41_wrap(%x: tensor<?x?x?xf32>, %out: memref<?x?x?xf32>) {
  %r = pad.pad %x low[0, 2, 3] high[0, 1, 5] mode(wrap) : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?xf32>, memref<?x?x?xf32>) -> ()
  return
}

// The output of @f32_3x5x41_<mode> (mode 4: constant) at every offset within a
// line, against the definition (SPEC §2) element by element; the number of
// differences.
func.func @check_f32_3x5x41(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ceb = arith.constant 4 : index
  %ca = arith.constant 2 : index
  %cb = arith.constant 3 : index
  %h = arith.constant 5 : index
  %w = arith.constant 41 : index
  %planes = arith.constant 3 : index
  %v = arith.constant 0.5 : f32
  // The source and each destination in buffers of their exact size.
  %src = memref.alloc() : memref<615xf32>
  %n = arith.constant 615 : index
  scf.for %k = %c0 to %n step %c1 {
    %k32 = arith.index_cast %k : index to i32
    %c97 = arith.constant 97 : i32
    %c40 = arith.constant 40 : i32
    %rem = arith.remsi %k32, %c97 : i32
    %m = arith.subi %rem, %c40 : i32
    %e = arith.sitofp %m : i32 to f32
    memref.store %e, %src[%k] : memref<615xf32>
  }
  %flat = bufferization.to_tensor %src restrict : memref<615xf32> to tensor<615xf32>
  %in = tensor.expand_shape %flat [[0, 1, 2]] output_shape [3, 5, 41] : tensor<615xf32> into tensor<3x5x41xf32>
  %in3 = tensor.cast %in : tensor<3x5x41xf32> to tensor<3x5x41xf32>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 16 : index
  %isConstant = arith.cmpi eq, %mode, %c4 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%nb = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 4704 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<3x8x49xf32>
    scf.index_switch %mode
    case 4 {
      %ind = tensor.cast %in : tensor<3x5x41xf32> to tensor<?x?x?xf32>
      %outd = memref.cast %out : memref<3x8x49xf32> to memref<?x?x?xf32>
      func.call @f32_3x5x41_constant(%ind, %outd) : (tensor<?x?x?xf32>, memref<?x?x?xf32>) -> ()
      scf.yield
    }
    case 0 {
      %ind = tensor.cast %in : tensor<3x5x41xf32> to tensor<?x?x?xf32>
      %outd = memref.cast %out : memref<3x8x49xf32> to memref<?x?x?xf32>
      func.call @f32_3x5x41_edge(%ind, %outd) : (tensor<?x?x?xf32>, memref<?x?x?xf32>) -> ()
      scf.yield
    }
    case 1 {
      %ind = tensor.cast %in : tensor<3x5x41xf32> to tensor<?x?x?xf32>
      %outd = memref.cast %out : memref<3x8x49xf32> to memref<?x?x?xf32>
      func.call @f32_3x5x41_reflect(%ind, %outd) : (tensor<?x?x?xf32>, memref<?x?x?xf32>) -> ()
      scf.yield
    }
    case 2 {
      %ind = tensor.cast %in : tensor<3x5x41xf32> to tensor<?x?x?xf32>
      %outd = memref.cast %out : memref<3x8x49xf32> to memref<?x?x?xf32>
      func.call @f32_3x5x41_symmetric(%ind, %outd) : (tensor<?x?x?xf32>, memref<?x?x?xf32>) -> ()
      scf.yield
    }
    default {
      %ind = tensor.cast %in : tensor<3x5x41xf32> to tensor<?x?x?xf32>
      %outd = memref.cast %out : memref<3x8x49xf32> to memref<?x?x?xf32>
      func.call @f32_3x5x41_wrap(%ind, %outd) : (tensor<?x?x?xf32>, memref<?x?x?xf32>) -> ()
      scf.yield
    }
    %out3 = memref.cast %out : memref<3x8x49xf32> to memref<3x8x49xf32>
    %rows = arith.constant 8 : index
    %cols = arith.constant 49 : index
    %n4 = scf.for %p = %c0 to %planes step %c1 iter_args(%n0 = %nb) -> (i32) {
      %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n0) -> (i32) {
        %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
          %got = memref.load %out3[%p, %i, %j] : memref<3x8x49xf32>
          %si = arith.subi %i, %ca : index
          %sj = arith.subi %j, %cb : index
          %i0 = arith.cmpi sge, %si, %c0 : index
          %i1 = arith.cmpi slt, %si, %h : index
          %j0 = arith.cmpi sge, %sj, %c0 : index
          %j1 = arith.cmpi slt, %sj, %w : index
          %a0 = arith.andi %i0, %i1 : i1
          %a1 = arith.andi %j0, %j1 : i1
          %inside = arith.andi %a0, %a1 : i1
          %true = arith.constant true
          %outside = arith.xori %inside, %true : i1
          %padded = arith.andi %isConstant, %outside : i1
          %want = scf.if %padded -> (f32) {
            scf.yield %v : f32
          } else {
            %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
            %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
            %x = tensor.extract %in3[%p, %mi, %mj] : tensor<3x5x41xf32>
            scf.yield %x : f32
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
    scf.yield %n4 : i32
  }
  return %bad : i32
}

func.func @f32_6x20_constant(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %v = arith.constant 3.0 : f32
  %r = pad.pad %x low[2, 3] high[1, 5] value(%v) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_6x20_edge(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_6x20_reflect(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_6x20_symmetric(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_6x20_wrap(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[2, 3] high[1, 5] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// The output of @f32_6x20_<mode> (mode 4: constant) at every offset within a
// line, against the definition (SPEC §2) element by element; the number of
// differences.
func.func @check_f32_6x20(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ceb = arith.constant 4 : index
  %ca = arith.constant 2 : index
  %cb = arith.constant 3 : index
  %h = arith.constant 6 : index
  %w = arith.constant 20 : index
  %planes = arith.constant 1 : index
  %v = arith.constant 3.0 : f32
  // The source and each destination in buffers of their exact size.
  %src = memref.alloc() : memref<120xf32>
  %n = arith.constant 120 : index
  scf.for %k = %c0 to %n step %c1 {
    %k32 = arith.index_cast %k : index to i32
    %c97 = arith.constant 97 : i32
    %c40 = arith.constant 40 : i32
    %rem = arith.remsi %k32, %c97 : i32
    %m = arith.subi %rem, %c40 : i32
    %e = arith.sitofp %m : i32 to f32
    memref.store %e, %src[%k] : memref<120xf32>
  }
  %flat = bufferization.to_tensor %src restrict : memref<120xf32> to tensor<120xf32>
  %in = tensor.expand_shape %flat [[0, 1]] output_shape [6, 20] : tensor<120xf32> into tensor<6x20xf32>
  %in3 = tensor.expand_shape %in [[0, 1], [2]] output_shape [1, 6, 20] : tensor<6x20xf32> into tensor<1x6x20xf32>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 16 : index
  %isConstant = arith.cmpi eq, %mode, %c4 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%nb = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 1008 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<9x28xf32>
    scf.index_switch %mode
    case 4 {
      %ind = tensor.cast %in : tensor<6x20xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<9x28xf32> to memref<?x?xf32>
      func.call @f32_6x20_constant(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    case 0 {
      %ind = tensor.cast %in : tensor<6x20xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<9x28xf32> to memref<?x?xf32>
      func.call @f32_6x20_edge(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    case 1 {
      %ind = tensor.cast %in : tensor<6x20xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<9x28xf32> to memref<?x?xf32>
      func.call @f32_6x20_reflect(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    case 2 {
      %ind = tensor.cast %in : tensor<6x20xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<9x28xf32> to memref<?x?xf32>
      func.call @f32_6x20_symmetric(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    default {
      %ind = tensor.cast %in : tensor<6x20xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<9x28xf32> to memref<?x?xf32>
      func.call @f32_6x20_wrap(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    %out3 = memref.expand_shape %out [[0, 1], [2]] output_shape [1, 9, 28] : memref<9x28xf32> into memref<1x9x28xf32>
    %rows = arith.constant 9 : index
    %cols = arith.constant 28 : index
    %n4 = scf.for %p = %c0 to %planes step %c1 iter_args(%n0 = %nb) -> (i32) {
      %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n0) -> (i32) {
        %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
          %got = memref.load %out3[%p, %i, %j] : memref<1x9x28xf32>
          %si = arith.subi %i, %ca : index
          %sj = arith.subi %j, %cb : index
          %i0 = arith.cmpi sge, %si, %c0 : index
          %i1 = arith.cmpi slt, %si, %h : index
          %j0 = arith.cmpi sge, %sj, %c0 : index
          %j1 = arith.cmpi slt, %sj, %w : index
          %a0 = arith.andi %i0, %i1 : i1
          %a1 = arith.andi %j0, %j1 : i1
          %inside = arith.andi %a0, %a1 : i1
          %true = arith.constant true
          %outside = arith.xori %inside, %true : i1
          %padded = arith.andi %isConstant, %outside : i1
          %want = scf.if %padded -> (f32) {
            scf.yield %v : f32
          } else {
            %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
            %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
            %x = tensor.extract %in3[%p, %mi, %mj] : tensor<1x6x20xf32>
            scf.yield %x : f32
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
    scf.yield %n4 : i32
  }
  return %bad : i32
}

func.func @f32_1x40_constant(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %v = arith.constant 3.0 : f32
  %r = pad.pad %x low[0, 3] high[0, 5] value(%v) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_1x40_edge(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[0, 3] high[0, 5] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_1x40_symmetric(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[0, 3] high[0, 5] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @f32_1x40_wrap(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %r = pad.pad %x low[0, 3] high[0, 5] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// The output of @f32_1x40_<mode> (mode 4: constant) at every offset within a
// line, against the definition (SPEC §2) element by element; the number of
// differences.
func.func @check_f32_1x40(%mode: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ceb = arith.constant 4 : index
  %ca = arith.constant 0 : index
  %cb = arith.constant 3 : index
  %h = arith.constant 1 : index
  %w = arith.constant 40 : index
  %planes = arith.constant 1 : index
  %v = arith.constant 3.0 : f32
  // The source and each destination in buffers of their exact size.
  %src = memref.alloc() : memref<40xf32>
  %n = arith.constant 40 : index
  scf.for %k = %c0 to %n step %c1 {
    %k32 = arith.index_cast %k : index to i32
    %c97 = arith.constant 97 : i32
    %c40 = arith.constant 40 : i32
    %rem = arith.remsi %k32, %c97 : i32
    %m = arith.subi %rem, %c40 : i32
    %e = arith.sitofp %m : i32 to f32
    memref.store %e, %src[%k] : memref<40xf32>
  }
  %flat = bufferization.to_tensor %src restrict : memref<40xf32> to tensor<40xf32>
  %in = tensor.expand_shape %flat [[0, 1]] output_shape [1, 40] : tensor<40xf32> into tensor<1x40xf32>
  %in3 = tensor.expand_shape %in [[0, 1], [2]] output_shape [1, 1, 40] : tensor<1x40xf32> into tensor<1x1x40xf32>
  %c0i = arith.constant 0 : i32
  %shifts = arith.constant 16 : index
  %isConstant = arith.cmpi eq, %mode, %c4 : index
  %bad = scf.for %s = %c0 to %shifts step %c1 iter_args(%nb = %c0i) -> (i32) {
    %bytes = arith.muli %s, %ceb : index
    %size0 = arith.constant 192 : index
    %size = arith.addi %size0, %bytes : index
    %buf = memref.alloc(%size) : memref<?xi8>
    %out = memref.view %buf[%bytes][] : memref<?xi8> to memref<1x48xf32>
    scf.index_switch %mode
    case 4 {
      %ind = tensor.cast %in : tensor<1x40xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<1x48xf32> to memref<?x?xf32>
      func.call @f32_1x40_constant(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    case 0 {
      %ind = tensor.cast %in : tensor<1x40xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<1x48xf32> to memref<?x?xf32>
      func.call @f32_1x40_edge(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    case 2 {
      %ind = tensor.cast %in : tensor<1x40xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<1x48xf32> to memref<?x?xf32>
      func.call @f32_1x40_symmetric(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    default {
      %ind = tensor.cast %in : tensor<1x40xf32> to tensor<?x?xf32>
      %outd = memref.cast %out : memref<1x48xf32> to memref<?x?xf32>
      func.call @f32_1x40_wrap(%ind, %outd) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield
    }
    %out3 = memref.expand_shape %out [[0, 1], [2]] output_shape [1, 1, 48] : memref<1x48xf32> into memref<1x1x48xf32>
    %rows = arith.constant 1 : index
    %cols = arith.constant 48 : index
    %n4 = scf.for %p = %c0 to %planes step %c1 iter_args(%n0 = %nb) -> (i32) {
      %n2 = scf.for %i = %c0 to %rows step %c1 iter_args(%n1 = %n0) -> (i32) {
        %n3 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %n1) -> (i32) {
          %got = memref.load %out3[%p, %i, %j] : memref<1x1x48xf32>
          %si = arith.subi %i, %ca : index
          %sj = arith.subi %j, %cb : index
          %i0 = arith.cmpi sge, %si, %c0 : index
          %i1 = arith.cmpi slt, %si, %h : index
          %j0 = arith.cmpi sge, %sj, %c0 : index
          %j1 = arith.cmpi slt, %sj, %w : index
          %a0 = arith.andi %i0, %i1 : i1
          %a1 = arith.andi %j0, %j1 : i1
          %inside = arith.andi %a0, %a1 : i1
          %true = arith.constant true
          %outside = arith.xori %inside, %true : i1
          %padded = arith.andi %isConstant, %outside : i1
          %want = scf.if %padded -> (f32) {
            scf.yield %v : f32
          } else {
            %mi = func.call @ref_index(%mode, %si, %h) : (index, index, index) -> index
            %mj = func.call @ref_index(%mode, %sj, %w) : (index, index, index) -> index
            %x = tensor.extract %in3[%p, %mi, %mj] : tensor<1x1x40xf32>
            scf.yield %x : f32
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
    scf.yield %n4 : i32
  }
  return %bad : i32
}

func.func @main() -> i32 {
  %f32_5x40_constant_m = arith.constant 4 : index
  %f32_5x40_constant = call @check_f32_5x40(%f32_5x40_constant_m) : (index) -> i32
  vector.print str "f32_5x40 constant: "
  vector.print %f32_5x40_constant : i32
  %f32_5x40_edge_m = arith.constant 0 : index
  %f32_5x40_edge = call @check_f32_5x40(%f32_5x40_edge_m) : (index) -> i32
  vector.print str "f32_5x40 edge: "
  vector.print %f32_5x40_edge : i32
  %f32_5x40_reflect_m = arith.constant 1 : index
  %f32_5x40_reflect = call @check_f32_5x40(%f32_5x40_reflect_m) : (index) -> i32
  vector.print str "f32_5x40 reflect: "
  vector.print %f32_5x40_reflect : i32
  %f32_5x40_symmetric_m = arith.constant 2 : index
  %f32_5x40_symmetric = call @check_f32_5x40(%f32_5x40_symmetric_m) : (index) -> i32
  vector.print str "f32_5x40 symmetric: "
  vector.print %f32_5x40_symmetric : i32
  %f32_5x40_wrap_m = arith.constant 3 : index
  %f32_5x40_wrap = call @check_f32_5x40(%f32_5x40_wrap_m) : (index) -> i32
  vector.print str "f32_5x40 wrap: "
  vector.print %f32_5x40_wrap : i32
  %f32_4x45_constant_m = arith.constant 4 : index
  %f32_4x45_constant = call @check_f32_4x45(%f32_4x45_constant_m) : (index) -> i32
  vector.print str "f32_4x45 constant: "
  vector.print %f32_4x45_constant : i32
  %f32_4x45_edge_m = arith.constant 0 : index
  %f32_4x45_edge = call @check_f32_4x45(%f32_4x45_edge_m) : (index) -> i32
  vector.print str "f32_4x45 edge: "
  vector.print %f32_4x45_edge : i32
  %f32_4x45_reflect_m = arith.constant 1 : index
  %f32_4x45_reflect = call @check_f32_4x45(%f32_4x45_reflect_m) : (index) -> i32
  vector.print str "f32_4x45 reflect: "
  vector.print %f32_4x45_reflect : i32
  %f32_4x45_symmetric_m = arith.constant 2 : index
  %f32_4x45_symmetric = call @check_f32_4x45(%f32_4x45_symmetric_m) : (index) -> i32
  vector.print str "f32_4x45 symmetric: "
  vector.print %f32_4x45_symmetric : i32
  %f32_4x45_wrap_m = arith.constant 3 : index
  %f32_4x45_wrap = call @check_f32_4x45(%f32_4x45_wrap_m) : (index) -> i32
  vector.print str "f32_4x45 wrap: "
  vector.print %f32_4x45_wrap : i32
  %i8_4x160_constant_m = arith.constant 4 : index
  %i8_4x160_constant = call @check_i8_4x160(%i8_4x160_constant_m) : (index) -> i32
  vector.print str "i8_4x160 constant: "
  vector.print %i8_4x160_constant : i32
  %i8_4x160_edge_m = arith.constant 0 : index
  %i8_4x160_edge = call @check_i8_4x160(%i8_4x160_edge_m) : (index) -> i32
  vector.print str "i8_4x160 edge: "
  vector.print %i8_4x160_edge : i32
  %i8_4x160_reflect_m = arith.constant 1 : index
  %i8_4x160_reflect = call @check_i8_4x160(%i8_4x160_reflect_m) : (index) -> i32
  vector.print str "i8_4x160 reflect: "
  vector.print %i8_4x160_reflect : i32
  %i8_4x160_symmetric_m = arith.constant 2 : index
  %i8_4x160_symmetric = call @check_i8_4x160(%i8_4x160_symmetric_m) : (index) -> i32
  vector.print str "i8_4x160 symmetric: "
  vector.print %i8_4x160_symmetric : i32
  %i8_4x160_wrap_m = arith.constant 3 : index
  %i8_4x160_wrap = call @check_i8_4x160(%i8_4x160_wrap_m) : (index) -> i32
  vector.print str "i8_4x160 wrap: "
  vector.print %i8_4x160_wrap : i32
  %f64_2x3x40_constant_m = arith.constant 4 : index
  %f64_2x3x40_constant = call @check_f64_2x3x40(%f64_2x3x40_constant_m) : (index) -> i32
  vector.print str "f64_2x3x40 constant: "
  vector.print %f64_2x3x40_constant : i32
  %f64_2x3x40_edge_m = arith.constant 0 : index
  %f64_2x3x40_edge = call @check_f64_2x3x40(%f64_2x3x40_edge_m) : (index) -> i32
  vector.print str "f64_2x3x40 edge: "
  vector.print %f64_2x3x40_edge : i32
  %f64_2x3x40_reflect_m = arith.constant 1 : index
  %f64_2x3x40_reflect = call @check_f64_2x3x40(%f64_2x3x40_reflect_m) : (index) -> i32
  vector.print str "f64_2x3x40 reflect: "
  vector.print %f64_2x3x40_reflect : i32
  %f64_2x3x40_symmetric_m = arith.constant 2 : index
  %f64_2x3x40_symmetric = call @check_f64_2x3x40(%f64_2x3x40_symmetric_m) : (index) -> i32
  vector.print str "f64_2x3x40 symmetric: "
  vector.print %f64_2x3x40_symmetric : i32
  %f64_2x3x40_wrap_m = arith.constant 3 : index
  %f64_2x3x40_wrap = call @check_f64_2x3x40(%f64_2x3x40_wrap_m) : (index) -> i32
  vector.print str "f64_2x3x40 wrap: "
  vector.print %f64_2x3x40_wrap : i32
  %f32_3x5x41_constant_m = arith.constant 4 : index
  %f32_3x5x41_constant = call @check_f32_3x5x41(%f32_3x5x41_constant_m) : (index) -> i32
  vector.print str "f32_3x5x41 constant: "
  vector.print %f32_3x5x41_constant : i32
  %f32_3x5x41_edge_m = arith.constant 0 : index
  %f32_3x5x41_edge = call @check_f32_3x5x41(%f32_3x5x41_edge_m) : (index) -> i32
  vector.print str "f32_3x5x41 edge: "
  vector.print %f32_3x5x41_edge : i32
  %f32_3x5x41_reflect_m = arith.constant 1 : index
  %f32_3x5x41_reflect = call @check_f32_3x5x41(%f32_3x5x41_reflect_m) : (index) -> i32
  vector.print str "f32_3x5x41 reflect: "
  vector.print %f32_3x5x41_reflect : i32
  %f32_3x5x41_symmetric_m = arith.constant 2 : index
  %f32_3x5x41_symmetric = call @check_f32_3x5x41(%f32_3x5x41_symmetric_m) : (index) -> i32
  vector.print str "f32_3x5x41 symmetric: "
  vector.print %f32_3x5x41_symmetric : i32
  %f32_3x5x41_wrap_m = arith.constant 3 : index
  %f32_3x5x41_wrap = call @check_f32_3x5x41(%f32_3x5x41_wrap_m) : (index) -> i32
  vector.print str "f32_3x5x41 wrap: "
  vector.print %f32_3x5x41_wrap : i32
  %f32_6x20_constant_m = arith.constant 4 : index
  %f32_6x20_constant = call @check_f32_6x20(%f32_6x20_constant_m) : (index) -> i32
  vector.print str "f32_6x20 constant: "
  vector.print %f32_6x20_constant : i32
  %f32_6x20_edge_m = arith.constant 0 : index
  %f32_6x20_edge = call @check_f32_6x20(%f32_6x20_edge_m) : (index) -> i32
  vector.print str "f32_6x20 edge: "
  vector.print %f32_6x20_edge : i32
  %f32_6x20_reflect_m = arith.constant 1 : index
  %f32_6x20_reflect = call @check_f32_6x20(%f32_6x20_reflect_m) : (index) -> i32
  vector.print str "f32_6x20 reflect: "
  vector.print %f32_6x20_reflect : i32
  %f32_6x20_symmetric_m = arith.constant 2 : index
  %f32_6x20_symmetric = call @check_f32_6x20(%f32_6x20_symmetric_m) : (index) -> i32
  vector.print str "f32_6x20 symmetric: "
  vector.print %f32_6x20_symmetric : i32
  %f32_6x20_wrap_m = arith.constant 3 : index
  %f32_6x20_wrap = call @check_f32_6x20(%f32_6x20_wrap_m) : (index) -> i32
  vector.print str "f32_6x20 wrap: "
  vector.print %f32_6x20_wrap : i32
  %f32_1x40_constant_m = arith.constant 4 : index
  %f32_1x40_constant = call @check_f32_1x40(%f32_1x40_constant_m) : (index) -> i32
  vector.print str "f32_1x40 constant: "
  vector.print %f32_1x40_constant : i32
  %f32_1x40_edge_m = arith.constant 0 : index
  %f32_1x40_edge = call @check_f32_1x40(%f32_1x40_edge_m) : (index) -> i32
  vector.print str "f32_1x40 edge: "
  vector.print %f32_1x40_edge : i32
  %f32_1x40_symmetric_m = arith.constant 2 : index
  %f32_1x40_symmetric = call @check_f32_1x40(%f32_1x40_symmetric_m) : (index) -> i32
  vector.print str "f32_1x40 symmetric: "
  vector.print %f32_1x40_symmetric : i32
  %f32_1x40_wrap_m = arith.constant 3 : index
  %f32_1x40_wrap = call @check_f32_1x40(%f32_1x40_wrap_m) : (index) -> i32
  vector.print str "f32_1x40 wrap: "
  vector.print %f32_1x40_wrap : i32
  %ok = arith.constant 0 : i32
  return %ok : i32
}
