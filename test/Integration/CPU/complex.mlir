// RUN: pad-opt %s --pad-to-llvm="strategy=linalg" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg runtime-checks=false" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops runtime-checks=false" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector runtime-checks=false" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s

// complex<f32> pads in every strategy: constant mode with the default zero
// pad value (a complex.constant in the lowering), with interior padding, a
// crop and a runtime value, edge and reflect; static and dynamic shapes and
// amounts (the dynamic ones are arguments of functions that are not inlined).
// complex-index32.mlir runs the same pads with a 32-bit index.

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py (pad = np.pad by the positive
// amounts of the interior-dilated input, then a crop by the negative
// ones, checked against SPEC §2 element by element), and printed as
// printMemref does; expectations.test re-derives every CHECK block.
// PY: c = np.array([[1+2j, 3+4j, 5+6j], [7-8j, -9+10j, 11+12j]], np.complex64)
// PY: v = np.complex64(0.5-0.5j)

func.func private @printMemrefC32(tensor<*xcomplex<f32>>) attributes { llvm.emit_c_interface }

func.func @print(%t: tensor<?x?xcomplex<f32>>) {
  %u = tensor.cast %t : tensor<?x?xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%u) : (tensor<*xcomplex<f32>>) -> ()
  return
}

// numpy: pad(c, [1, 0], [0, 1])
// CHECK: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[(0,0),   (0,0),   (0,0),   (0,0)],
// CHECK-NEXT{LITERAL}:  [(1,2),   (3,4),   (5,6),   (0,0)],
// CHECK-NEXT{LITERAL}:  [(7,-8),   (-9,10),   (11,12),   (0,0)]]
func.func @zero_static(%x: tensor<2x3xcomplex<f32>>) {
  %r = pad.pad %x low[1, 0] high[0, 1]
      : tensor<2x3xcomplex<f32>> to tensor<3x4xcomplex<f32>>
  %d = tensor.cast %r : tensor<3x4xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  call @print(%d) : (tensor<?x?xcomplex<f32>>) -> ()
  return
}

// numpy: pad(c, [1, 1], [1, 0])
// CHECK: rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[(0,0),   (0,0),   (0,0),   (0,0)],
// CHECK-NEXT{LITERAL}:  [(0,0),   (1,2),   (3,4),   (5,6)],
// CHECK-NEXT{LITERAL}:  [(0,0),   (7,-8),   (-9,10),   (11,12)],
// CHECK-NEXT{LITERAL}:  [(0,0),   (0,0),   (0,0),   (0,0)]]
func.func @zero_dynamic(%x: tensor<?x?xcomplex<f32>>, %l: index, %h: index) {
  %r = pad.pad %x low[%l, 1] high[%h, 0]
      : tensor<?x?xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  call @print(%r) : (tensor<?x?xcomplex<f32>>) -> ()
  return
}

// numpy: pad(c, [0, 1], [1, 0], interior=[1, 1])
// CHECK: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[(0,0),   (1,2),   (0,0),   (3,4),   (0,0),   (5,6)],
// CHECK-NEXT{LITERAL}:  [(0,0),   (0,0),   (0,0),   (0,0),   (0,0),   (0,0)],
// CHECK-NEXT{LITERAL}:  [(0,0),   (7,-8),   (0,0),   (-9,10),   (0,0),   (11,12)],
// CHECK-NEXT{LITERAL}:  [(0,0),   (0,0),   (0,0),   (0,0),   (0,0),   (0,0)]]
func.func @zero_interior(%x: tensor<2x3xcomplex<f32>>) {
  %r = pad.pad %x low[0, 1] high[1, 0] interior[1, 1]
      : tensor<2x3xcomplex<f32>> to tensor<4x6xcomplex<f32>>
  %d = tensor.cast %r : tensor<4x6xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  call @print(%d) : (tensor<?x?xcomplex<f32>>) -> ()
  return
}

// numpy: pad(c, [-1, 2], [1, -1])
// CHECK: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[(0,0),   (0,0),   (7,-8),   (-9,10)],
// CHECK-NEXT{LITERAL}:  [(0,0),   (0,0),   (0,0),   (0,0)]]
func.func @zero_crop_dynamic(%x: tensor<?x?xcomplex<f32>>, %l: index, %h: index) {
  %r = pad.pad %x low[%l, 2] high[1, %h]
      : tensor<?x?xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  call @print(%r) : (tensor<?x?xcomplex<f32>>) -> ()
  return
}

// numpy: pad(c, [1, 1], [1, 1], 'constant', v)
// CHECK: rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[(0.5,-0.5),   (0.5,-0.5),   (0.5,-0.5),   (0.5,-0.5),   (0.5,-0.5)],
// CHECK-NEXT{LITERAL}:  [(0.5,-0.5),   (1,2),   (3,4),   (5,6),   (0.5,-0.5)],
// CHECK-NEXT{LITERAL}:  [(0.5,-0.5),   (7,-8),   (-9,10),   (11,12),   (0.5,-0.5)],
// CHECK-NEXT{LITERAL}:  [(0.5,-0.5),   (0.5,-0.5),   (0.5,-0.5),   (0.5,-0.5),   (0.5,-0.5)]]
func.func @value_dynamic(%x: tensor<?x?xcomplex<f32>>, %v: complex<f32>) {
  %r = pad.pad %x low[1, 1] high[1, 1] value(%v)
      : tensor<?x?xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  call @print(%r) : (tensor<?x?xcomplex<f32>>) -> ()
  return
}

// numpy: pad(c, [1, 0], [0, 2], 'edge')
// CHECK: rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[(1,2),   (3,4),   (5,6),   (5,6),   (5,6)],
// CHECK-NEXT{LITERAL}:  [(1,2),   (3,4),   (5,6),   (5,6),   (5,6)],
// CHECK-NEXT{LITERAL}:  [(7,-8),   (-9,10),   (11,12),   (11,12),   (11,12)]]
func.func @edge_dynamic(%x: tensor<?x?xcomplex<f32>>, %l: index) {
  %r = pad.pad %x low[%l, 0] high[0, 2] mode(edge)
      : tensor<?x?xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  call @print(%r) : (tensor<?x?xcomplex<f32>>) -> ()
  return
}

// numpy: pad(c, [1, 2], [1, 1], 'reflect')
// CHECK: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[(11,12),   (-9,10),   (7,-8),   (-9,10),   (11,12),   (-9,10)],
// CHECK-NEXT{LITERAL}:  [(5,6),   (3,4),   (1,2),   (3,4),   (5,6),   (3,4)],
// CHECK-NEXT{LITERAL}:  [(11,12),   (-9,10),   (7,-8),   (-9,10),   (11,12),   (-9,10)],
// CHECK-NEXT{LITERAL}:  [(5,6),   (3,4),   (1,2),   (3,4),   (5,6),   (3,4)]]
func.func @reflect_static(%x: tensor<2x3xcomplex<f32>>) {
  %r = pad.pad %x low[1, 2] high[1, 1] mode(reflect)
      : tensor<2x3xcomplex<f32>> to tensor<4x6xcomplex<f32>>
  %d = tensor.cast %r : tensor<4x6xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  call @print(%d) : (tensor<?x?xcomplex<f32>>) -> ()
  return
}

func.func @main() {
  %c = arith.constant dense<[[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)],
                             [(7.0, -8.0), (-9.0, 10.0), (11.0, 12.0)]]> : tensor<2x3xcomplex<f32>>
  %d = tensor.cast %c : tensor<2x3xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  %v = complex.constant [0.5 : f32, -0.5 : f32] : complex<f32>
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  call @zero_static(%c) : (tensor<2x3xcomplex<f32>>) -> ()
  call @zero_dynamic(%d, %c1, %c1) : (tensor<?x?xcomplex<f32>>, index, index) -> ()
  call @zero_interior(%c) : (tensor<2x3xcomplex<f32>>) -> ()
  call @zero_crop_dynamic(%d, %m1, %m1) : (tensor<?x?xcomplex<f32>>, index, index) -> ()
  call @value_dynamic(%d, %v) : (tensor<?x?xcomplex<f32>>, complex<f32>) -> ()
  call @edge_dynamic(%d, %c1) : (tensor<?x?xcomplex<f32>>, index) -> ()
  call @reflect_static(%c) : (tensor<2x3xcomplex<f32>>) -> ()
  return
}
