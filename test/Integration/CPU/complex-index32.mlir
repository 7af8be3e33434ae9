// RUN: pad-opt %s --pad-to-llvm="strategy=linalg index-bitwidth=32" | sed -e "s/ attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>}//" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg index-bitwidth=32 runtime-checks=false" | sed -e "s/ attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>}//" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops index-bitwidth=32" | sed -e "s/ attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>}//" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops index-bitwidth=32 runtime-checks=false" | sed -e "s/ attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>}//" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector index-bitwidth=32" | sed -e "s/ attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>}//" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector index-bitwidth=32 runtime-checks=false" | sed -e "s/ attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>}//" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s

// complex<f32> pads lowered with a 32-bit index, as pad-aot lowers them for
// 32-bit targets (arm, thumbv7em, riscv32), and run on the host: the default
// zero pad value is a complex.constant, which that pipeline must convert like
// the default one. The pads are those of complex.mlir, whose expected values
// come from numpy; the same values in another print format, and the last RUN
// line runs the same program with the default 64-bit index.
//
// How a 32-bit index runs on a 64-bit host: the pads write into stack buffers
// of main (memref.alloca; the lowered code would call malloc with a 32-bit
// size), and elements print as (re, im) through vector.print of f32 scalars,
// which take no memref descriptor (printMemref's are 64-bit). mlir-runner
// registers no DLTI dialect: sed drops the module's data layout, which only
// the conversions to LLVM read.

func.func @print(%m: memref<?x?xcomplex<f32>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = memref.dim %m, %c0 : memref<?x?xcomplex<f32>>
  %n1 = memref.dim %m, %c1 : memref<?x?xcomplex<f32>>
  scf.for %i = %c0 to %n0 step %c1 {
    scf.for %j = %c0 to %n1 step %c1 {
      %e = memref.load %m[%i, %j] : memref<?x?xcomplex<f32>>
      %re = complex.re %e : complex<f32>
      %im = complex.im %e : complex<f32>
      vector.print str "("
      vector.print %re : f32 punctuation <no_punctuation>
      vector.print punctuation <comma>
      vector.print %im : f32 punctuation <no_punctuation>
      vector.print str ") "
    }
    vector.print punctuation <newline>
  }
  vector.print str "--\n"
  return
}

// The pads of complex.mlir, in the same order.
// CHECK:      (0, 0) (0, 0) (0, 0) (0, 0)
// CHECK-NEXT: (1, 2) (3, 4) (5, 6) (0, 0)
// CHECK-NEXT: (7, -8) (-9, 10) (11, 12) (0, 0)
// CHECK-NEXT: --
func.func @zero_static(%x: tensor<2x3xcomplex<f32>>, %out: memref<3x4xcomplex<f32>>) {
  %r = pad.pad %x low[1, 0] high[0, 1]
      : tensor<2x3xcomplex<f32>> to tensor<3x4xcomplex<f32>>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<3x4xcomplex<f32>>, memref<3x4xcomplex<f32>>) -> ()
  return
}

// CHECK:      (0, 0) (0, 0) (0, 0) (0, 0)
// CHECK-NEXT: (0, 0) (1, 2) (3, 4) (5, 6)
// CHECK-NEXT: (0, 0) (7, -8) (-9, 10) (11, 12)
// CHECK-NEXT: (0, 0) (0, 0) (0, 0) (0, 0)
// CHECK-NEXT: --
func.func @zero_dynamic(%x: tensor<?x?xcomplex<f32>>, %l: index, %h: index, %out: memref<?x?xcomplex<f32>>) {
  %r = pad.pad %x low[%l, 1] high[%h, 0]
      : tensor<?x?xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?x?xcomplex<f32>>, memref<?x?xcomplex<f32>>) -> ()
  return
}

// CHECK:      (0, 0) (1, 2) (0, 0) (3, 4) (0, 0) (5, 6)
// CHECK-NEXT: (0, 0) (0, 0) (0, 0) (0, 0) (0, 0) (0, 0)
// CHECK-NEXT: (0, 0) (7, -8) (0, 0) (-9, 10) (0, 0) (11, 12)
// CHECK-NEXT: (0, 0) (0, 0) (0, 0) (0, 0) (0, 0) (0, 0)
// CHECK-NEXT: --
func.func @zero_interior(%x: tensor<2x3xcomplex<f32>>, %out: memref<4x6xcomplex<f32>>) {
  %r = pad.pad %x low[0, 1] high[1, 0] interior[1, 1]
      : tensor<2x3xcomplex<f32>> to tensor<4x6xcomplex<f32>>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<4x6xcomplex<f32>>, memref<4x6xcomplex<f32>>) -> ()
  return
}

// CHECK:      (0, 0) (0, 0) (7, -8) (-9, 10)
// CHECK-NEXT: (0, 0) (0, 0) (0, 0) (0, 0)
// CHECK-NEXT: --
func.func @zero_crop_dynamic(%x: tensor<?x?xcomplex<f32>>, %l: index, %h: index, %out: memref<?x?xcomplex<f32>>) {
  %r = pad.pad %x low[%l, 2] high[1, %h]
      : tensor<?x?xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?x?xcomplex<f32>>, memref<?x?xcomplex<f32>>) -> ()
  return
}

// CHECK:      (0.5, -0.5) (0.5, -0.5) (0.5, -0.5) (0.5, -0.5) (0.5, -0.5)
// CHECK-NEXT: (0.5, -0.5) (1, 2) (3, 4) (5, 6) (0.5, -0.5)
// CHECK-NEXT: (0.5, -0.5) (7, -8) (-9, 10) (11, 12) (0.5, -0.5)
// CHECK-NEXT: (0.5, -0.5) (0.5, -0.5) (0.5, -0.5) (0.5, -0.5) (0.5, -0.5)
// CHECK-NEXT: --
func.func @value_dynamic(%x: tensor<?x?xcomplex<f32>>, %v: complex<f32>, %out: memref<?x?xcomplex<f32>>) {
  %r = pad.pad %x low[1, 1] high[1, 1] value(%v)
      : tensor<?x?xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?x?xcomplex<f32>>, memref<?x?xcomplex<f32>>) -> ()
  return
}

// CHECK:      (1, 2) (3, 4) (5, 6) (5, 6) (5, 6)
// CHECK-NEXT: (1, 2) (3, 4) (5, 6) (5, 6) (5, 6)
// CHECK-NEXT: (7, -8) (-9, 10) (11, 12) (11, 12) (11, 12)
// CHECK-NEXT: --
func.func @edge_dynamic(%x: tensor<?x?xcomplex<f32>>, %l: index, %out: memref<?x?xcomplex<f32>>) {
  %r = pad.pad %x low[%l, 0] high[0, 2] mode(edge)
      : tensor<?x?xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?x?xcomplex<f32>>, memref<?x?xcomplex<f32>>) -> ()
  return
}

// CHECK:      (11, 12) (-9, 10) (7, -8) (-9, 10) (11, 12) (-9, 10)
// CHECK-NEXT: (5, 6) (3, 4) (1, 2) (3, 4) (5, 6) (3, 4)
// CHECK-NEXT: (11, 12) (-9, 10) (7, -8) (-9, 10) (11, 12) (-9, 10)
// CHECK-NEXT: (5, 6) (3, 4) (1, 2) (3, 4) (5, 6) (3, 4)
// CHECK-NEXT: --
func.func @reflect_static(%x: tensor<2x3xcomplex<f32>>, %out: memref<4x6xcomplex<f32>>) {
  %r = pad.pad %x low[1, 2] high[1, 1] mode(reflect)
      : tensor<2x3xcomplex<f32>> to tensor<4x6xcomplex<f32>>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<4x6xcomplex<f32>>, memref<4x6xcomplex<f32>>) -> ()
  return
}

func.func @main() {
  %c = arith.constant dense<[[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)],
                             [(7.0, -8.0), (-9.0, 10.0), (11.0, 12.0)]]> : tensor<2x3xcomplex<f32>>
  %d = tensor.cast %c : tensor<2x3xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  %v = complex.constant [0.5 : f32, -0.5 : f32] : complex<f32>
  %m1 = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %o0 = memref.alloca() : memref<3x4xcomplex<f32>>
  %p0 = memref.cast %o0 : memref<3x4xcomplex<f32>> to memref<?x?xcomplex<f32>>
  call @zero_static(%c, %o0) : (tensor<2x3xcomplex<f32>>, memref<3x4xcomplex<f32>>) -> ()
  call @print(%p0) : (memref<?x?xcomplex<f32>>) -> ()
  %o1 = memref.alloca() : memref<4x4xcomplex<f32>>
  %p1 = memref.cast %o1 : memref<4x4xcomplex<f32>> to memref<?x?xcomplex<f32>>
  call @zero_dynamic(%d, %c1, %c1, %p1) : (tensor<?x?xcomplex<f32>>, index, index, memref<?x?xcomplex<f32>>) -> ()
  call @print(%p1) : (memref<?x?xcomplex<f32>>) -> ()
  %o2 = memref.alloca() : memref<4x6xcomplex<f32>>
  %p2 = memref.cast %o2 : memref<4x6xcomplex<f32>> to memref<?x?xcomplex<f32>>
  call @zero_interior(%c, %o2) : (tensor<2x3xcomplex<f32>>, memref<4x6xcomplex<f32>>) -> ()
  call @print(%p2) : (memref<?x?xcomplex<f32>>) -> ()
  %o3 = memref.alloca() : memref<2x4xcomplex<f32>>
  %p3 = memref.cast %o3 : memref<2x4xcomplex<f32>> to memref<?x?xcomplex<f32>>
  call @zero_crop_dynamic(%d, %m1, %m1, %p3) : (tensor<?x?xcomplex<f32>>, index, index, memref<?x?xcomplex<f32>>) -> ()
  call @print(%p3) : (memref<?x?xcomplex<f32>>) -> ()
  %o4 = memref.alloca() : memref<4x5xcomplex<f32>>
  %p4 = memref.cast %o4 : memref<4x5xcomplex<f32>> to memref<?x?xcomplex<f32>>
  call @value_dynamic(%d, %v, %p4) : (tensor<?x?xcomplex<f32>>, complex<f32>, memref<?x?xcomplex<f32>>) -> ()
  call @print(%p4) : (memref<?x?xcomplex<f32>>) -> ()
  %o5 = memref.alloca() : memref<3x5xcomplex<f32>>
  %p5 = memref.cast %o5 : memref<3x5xcomplex<f32>> to memref<?x?xcomplex<f32>>
  call @edge_dynamic(%d, %c1, %p5) : (tensor<?x?xcomplex<f32>>, index, memref<?x?xcomplex<f32>>) -> ()
  call @print(%p5) : (memref<?x?xcomplex<f32>>) -> ()
  %o6 = memref.alloca() : memref<4x6xcomplex<f32>>
  %p6 = memref.cast %o6 : memref<4x6xcomplex<f32>> to memref<?x?xcomplex<f32>>
  call @reflect_static(%c, %o6) : (tensor<2x3xcomplex<f32>>, memref<4x6xcomplex<f32>>) -> ()
  call @print(%p6) : (memref<?x?xcomplex<f32>>) -> ()
  return
}
