// RUN: pad-opt %s --pad-to-llvm="strategy=linalg" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg runtime-checks=false" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s

// pad.pad among other ops after bufferization: a strided (non-contiguous)
// source, chained pads, a result written in place while its source is still
// live (the zero-amount case that folds to the source included), a pad in an
// scf.for loop, and a pad feeding a linalg reduction. Expected values: numpy.
// (A pad whose result is the loop-carried value: pad-in-loop.mlir.)

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py (pad = np.pad by the positive
// amounts of the interior-dilated input, then a crop by the negative
// ones, checked against SPEC §2 element by element), and printed as
// printMemref does; expectations.test re-derives every CHECK block.
// PY: x = np.arange(1, 13, dtype=np.float32).reshape(3, 4)
// PY: y = np.arange(1, 25, dtype=np.int32).reshape(4, 6)

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @print(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @print_i32(%t: tensor<?x?xi32>) {
  %u = tensor.cast %t : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @reflect(%s: tensor<?x?xi32>, %l: index, %h: index) -> tensor<?x?xi32> {
  %r = pad.pad %s low[%l, 1] high[1, %h] mode(reflect) : tensor<?x?xi32> to tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

// A strided view of y: rows 1..3, every other column from 1 (3x3), padded
// in place of the function argument (dynamic strides and offset) and as a
// static slice.
// numpy: pad(y[1:4, 1::2], [1, 1], [1, 2], 'reflect')
// CHECK: rank = 2 offset = 0 sizes = [5, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[16,   14,   16,   18,   16,   14],
// CHECK-NEXT{LITERAL}:  [10,   8,   10,   12,   10,   8],
// CHECK-NEXT{LITERAL}:  [16,   14,   16,   18,   16,   14],
// CHECK-NEXT{LITERAL}:  [22,   20,   22,   24,   22,   20],
// CHECK-NEXT{LITERAL}:  [16,   14,   16,   18,   16,   14]]
// numpy: pad(y[1:4, 1::2], [2, -1], [0, 1], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[16,   18,   18],
// CHECK-NEXT{LITERAL}:  [10,   12,   12],
// CHECK-NEXT{LITERAL}:  [10,   12,   12],
// CHECK-NEXT{LITERAL}:  [16,   18,   18],
// CHECK-NEXT{LITERAL}:  [22,   24,   24]]
func.func @strided_source(%y: tensor<4x6xi32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %y[1, 1] [3, 3] [1, 2] : tensor<4x6xi32> to tensor<3x3xi32>
  %sd = tensor.cast %s : tensor<3x3xi32> to tensor<?x?xi32>
  %r0 = call @reflect(%sd, %c1, %c2) : (tensor<?x?xi32>, index, index) -> tensor<?x?xi32>
  call @print_i32(%r0) : (tensor<?x?xi32>) -> ()
  %r1 = pad.pad %s low[2, -1] high[0, 1] mode(symmetric) : tensor<3x3xi32> to tensor<5x3xi32>
  %d1 = tensor.cast %r1 : tensor<5x3xi32> to tensor<?x?xi32>
  call @print_i32(%d1) : (tensor<?x?xi32>) -> ()
  return
}

// pad(pad(x)): wrap, then reflect of the wrapped result, then a crop back.
// numpy: pad(pad(pad(x, [1, 2], [0, 1], 'wrap'), [2, 1], [1, 3], 'reflect'), [-2, -3], [-1, -1], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[9,   10,   11,   12,   9,   12,   11],
// CHECK-NEXT{LITERAL}:  [1,   2,   3,   4,   1,   4,   3],
// CHECK-NEXT{LITERAL}:  [5,   6,   7,   8,   5,   8,   7],
// CHECK-NEXT{LITERAL}:  [9,   10,   11,   12,   9,   12,   11]]
func.func @chained(%x: tensor<3x4xf32>) {
  %a = pad.pad %x low[1, 2] high[0, 1] mode(wrap) : tensor<3x4xf32> to tensor<4x7xf32>
  %b = pad.pad %a low[2, 1] high[1, 3] mode(reflect) : tensor<4x7xf32> to tensor<7x11xf32>
  %c = pad.pad %b low[-2, -3] high[-1, -1] mode(edge) : tensor<7x11xf32> to tensor<4x7xf32>
  %d = tensor.cast %c : tensor<4x7xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

func.func @edge_dyn(%x: tensor<?x?xf32>, %l: index, %h: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l, %l] high[%h, %h] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// The results written in place after the pad, the source printed after
// them: zero static amounts (folds to the source), zero dynamic amounts, a
// crop. The source must be unchanged.
// numpy: np.where(np.arange(12).reshape(3, 4) == 0, -1, x).astype(np.float32)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-1,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [9,   10,   11,   12]]
// numpy: np.where(np.arange(12).reshape(3, 4) == 0, -2, x).astype(np.float32)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-2,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [9,   10,   11,   12]]
// numpy: np.array([[-3.0]], np.float32)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [1, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[-3]]
// numpy: x
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [9,   10,   11,   12]]
func.func @write_after_pad(%x: tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %m1 = arith.constant -1 : index
  %v1 = arith.constant -1.0 : f32
  %v2 = arith.constant -2.0 : f32
  %v3 = arith.constant -3.0 : f32
  %r0 = pad.pad %x low[0, 0] high[0, 0] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  %w0 = tensor.insert %v1 into %r0[%c0, %c0] : tensor<?x?xf32>
  call @print(%w0) : (tensor<?x?xf32>) -> ()
  %r1 = call @edge_dyn(%x, %c0, %c0) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  %w1 = tensor.insert %v2 into %r1[%c0, %c0] : tensor<?x?xf32>
  call @print(%w1) : (tensor<?x?xf32>) -> ()
  %r2 = pad.pad %x low[-1, -1] high[-1, -2] : tensor<?x?xf32> to tensor<?x?xf32>
  %w2 = tensor.insert %v3 into %r2[%c0, %c0] : tensor<?x?xf32>
  call @print(%w2) : (tensor<?x?xf32>) -> ()
  call @print(%x) : (tensor<?x?xf32>) -> ()
  return
}

// A pad in a loop: row i of x padded by i on the left and 3 - i on the
// right (edge, dynamic amounts) and inserted into row i of a 3x7 result
// carried by the loop.
// numpy: np.stack([pad(x[i:i+1], [0, i], [0, 3 - i], 'edge')[0] for i in range(3)])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   3,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [5,   5,   6,   7,   8,   8,   8],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12]]
func.func @in_loop(%x: tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<3x7xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %e) -> tensor<3x7xf32> {
    %row = tensor.extract_slice %x[%i, 0] [1, 4] [1, 1] : tensor<?x?xf32> to tensor<1x4xf32>
    %h = arith.subi %c3, %i : index
    %p = pad.pad %row low[0, %i] high[0, %h] mode(edge) : tensor<1x4xf32> to tensor<1x?xf32>
    %ps = tensor.cast %p : tensor<1x?xf32> to tensor<1x7xf32>
    %next = tensor.insert_slice %ps into %acc[%i, 0] [1, 7] [1, 1] : tensor<1x7xf32> into tensor<3x7xf32>
    scf.yield %next : tensor<3x7xf32>
  }
  %d = tensor.cast %r : tensor<3x7xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// Column sums of a symmetric pad, through linalg.reduce.
// numpy: pad(x, [3, 1], [2, 4], 'symmetric').sum(axis=0, keepdims=True)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [1, 9] strides = [9, 1] data =
// CHECK-NEXT{LITERAL}: [[44,   44,   52,   60,   68,   68,   60,   52,   44]]
func.func @reduced(%x: tensor<3x4xf32>) {
  %p = pad.pad %x low[3, 1] high[2, 4] mode(symmetric) : tensor<3x4xf32> to tensor<8x9xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<9xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<9xf32>) -> tensor<9xf32>
  %s = linalg.reduce ins(%p : tensor<8x9xf32>) outs(%init : tensor<9xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %sum = arith.addf %in, %acc : f32
      linalg.yield %sum : f32
    }
  %s2 = tensor.expand_shape %s [[0, 1]] output_shape [1, 9] : tensor<9xf32> into tensor<1x9xf32>
  %d = tensor.cast %s2 : tensor<1x9xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

func.func @main() {
  %y = arith.constant dense<[[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12], [13, 14, 15, 16, 17, 18], [19, 20, 21, 22, 23, 24]]> : tensor<4x6xi32>
  call @strided_source(%y) : (tensor<4x6xi32>) -> ()
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0],
                             [5.0, 6.0, 7.0, 8.0],
                             [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  call @chained(%x) : (tensor<3x4xf32>) -> ()
  %xd = tensor.cast %x : tensor<3x4xf32> to tensor<?x?xf32>
  call @write_after_pad(%xd) : (tensor<?x?xf32>) -> ()
  call @in_loop(%xd) : (tensor<?x?xf32>) -> ()
  call @reduced(%x) : (tensor<3x4xf32>) -> ()
  return
}
