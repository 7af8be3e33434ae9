// RUN: pad-opt %s --pad-to-llvm="strategy=linalg" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg runtime-checks=false" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops runtime-checks=false" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=never" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=auto llc-bytes=64" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector parallel=true" | env OMP_NUM_THREADS=2 mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs,%mlir_lib_dir/libomp.so | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector parallel=true parallel-min-bytes=0 nontemporal=always" | env OMP_NUM_THREADS=2 mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs,%mlir_lib_dir/libomp.so | FileCheck %s

// Dynamic shapes and amounts. Every amount is an `index` argument of a
// function that is not inlined, so canonicalization cannot fold it into the
// static attributes; sources are `tensor<?x?xT>` (or partly static) and
// results dynamic. Each mode runs on positive, mixed and limit amounts (the
// runtime checks must pass on all of them), then static/dynamic mixes,
// interior padding with dynamic amounts, and empty inputs and outputs.
// Expected values: np.pad, then a crop by the negative amounts.

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py (pad = np.pad by the positive
// amounts of the interior-dilated input, then a crop by the negative
// ones, checked against SPEC §2 element by element), and printed as
// printMemref does; expectations.test re-derives every CHECK block.
// PY: x = np.arange(1, 13, dtype=np.float32).reshape(3, 4)
// PY: g = np.arange(1, 10, dtype=np.int32).reshape(3, 3)
// PY: e03 = np.zeros((0, 3), np.float32)
// PY: def shape(*d):
// PY:     return ("shape", list(d))

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefShapeF32(tensor<*xf32>) attributes { llvm.emit_c_interface }

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

func.func @print_shape(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefShapeF32(%u) : (tensor<*xf32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// One function per mode, every amount dynamic.
//===----------------------------------------------------------------------===//

func.func @constant(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index,
                    %h1: index, %v: f32) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] value(%v)
      : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @edge(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index,
                %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(edge)
      : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @reflect(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index,
                   %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(reflect)
      : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @symmetric(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index,
                     %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(symmetric)
      : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @wrap(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index,
                %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(wrap)
      : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// constant, value 0.5: low [1, 2] high [2, 1]; [2, -1] [-1, 3]; [-1, -1] [0, -2].
// numpy: pad(x, [1, 2], [2, 1], 'constant', value=0.5)
// CHECK: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   1,   2,   3,   4,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   5,   6,   7,   8,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   9,   10,   11,   12,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   0.5,   0.5,   0.5,   0.5,   0.5]]
// numpy: pad(x, [2, -1], [-1, 3], 'constant', value=0.5)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[0.5,   0.5,   0.5,   0.5,   0.5,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   0.5,   0.5,   0.5,   0.5],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   0.5,   0.5,   0.5],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   0.5,   0.5,   0.5]]
// numpy: pad(x, [-1, -1], [0, -2], 'constant', value=0.5)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[6],
// CHECK-NEXT{LITERAL}:  [10]]
// edge: the same three, then low [0, 5] high [3, 0].
// numpy: pad(x, [1, 2], [2, 1], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [5,   5,   5,   6,   7,   8,   8],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   10,   11,   12,   12]]
// numpy: pad(x, [2, -1], [-1, 3], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   3,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   8,   8,   8]]
// numpy: pad(x, [-1, -1], [0, -2], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[6],
// CHECK-NEXT{LITERAL}:  [10]]
// numpy: pad(x, [0, 5], [3, 0], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 9] strides = [9, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   1,   1,   1,   1,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [5,   5,   5,   5,   5,   5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   9,   9,   9,   10,   11,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   9,   9,   9,   10,   11,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   9,   9,   9,   10,   11,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   9,   9,   9,   10,   11,   12]]
// reflect: the same three, then the limit low [2, 3] high [2, 3].
// numpy: pad(x, [1, 2], [2, 1], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [3,   2,   1,   2,   3,   4,   3],
// CHECK-NEXT{LITERAL}:  [7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [11,   10,   9,   10,   11,   12,   11],
// CHECK-NEXT{LITERAL}:  [7,   6,   5,   6,   7,   8,   7],
// CHECK-NEXT{LITERAL}:  [3,   2,   1,   2,   3,   4,   3]]
// numpy: pad(x, [2, -1], [-1, 3], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[10,   11,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   3,   2,   1],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   7,   6,   5]]
// numpy: pad(x, [-1, -1], [0, -2], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[6],
// CHECK-NEXT{LITERAL}:  [10]]
// numpy: pad(x, [2, 3], [2, 3], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [7, 10] strides = [10, 1] data =
// CHECK-NEXT{LITERAL}: [[12,   11,   10,   9,   10,   11,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [8,   7,   6,   5,   6,   7,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [4,   3,   2,   1,   2,   3,   4,   3,   2,   1],
// CHECK-NEXT{LITERAL}:  [8,   7,   6,   5,   6,   7,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [12,   11,   10,   9,   10,   11,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [8,   7,   6,   5,   6,   7,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [4,   3,   2,   1,   2,   3,   4,   3,   2,   1]]
// symmetric: the same three, then the limit low [3, 4] high [3, 4].
// numpy: pad(x, [1, 2], [2, 1], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8]]
// numpy: pad(x, [2, -1], [-1, 3], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[6,   7,   8,   8,   7,   6],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   4,   3,   2],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   4,   3,   2],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   8,   7,   6]]
// numpy: pad(x, [-1, -1], [0, -2], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[6],
// CHECK-NEXT{LITERAL}:  [10]]
// numpy: pad(x, [3, 4], [3, 4], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [9, 12] strides = [12, 1] data =
// CHECK-NEXT{LITERAL}: [[12,   11,   10,   9,   9,   10,   11,   12,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [8,   7,   6,   5,   5,   6,   7,   8,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [4,   3,   2,   1,   1,   2,   3,   4,   4,   3,   2,   1],
// CHECK-NEXT{LITERAL}:  [4,   3,   2,   1,   1,   2,   3,   4,   4,   3,   2,   1],
// CHECK-NEXT{LITERAL}:  [8,   7,   6,   5,   5,   6,   7,   8,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [12,   11,   10,   9,   9,   10,   11,   12,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [12,   11,   10,   9,   9,   10,   11,   12,   12,   11,   10,   9],
// CHECK-NEXT{LITERAL}:  [8,   7,   6,   5,   5,   6,   7,   8,   8,   7,   6,   5],
// CHECK-NEXT{LITERAL}:  [4,   3,   2,   1,   1,   2,   3,   4,   4,   3,   2,   1]]
// wrap: the same three, then the limit low [3, 4] high [3, 4].
// numpy: pad(x, [1, 2], [2, 1], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[11,   12,   9,   10,   11,   12,   9],
// CHECK-NEXT{LITERAL}:  [3,   4,   1,   2,   3,   4,   1],
// CHECK-NEXT{LITERAL}:  [7,   8,   5,   6,   7,   8,   5],
// CHECK-NEXT{LITERAL}:  [11,   12,   9,   10,   11,   12,   9],
// CHECK-NEXT{LITERAL}:  [3,   4,   1,   2,   3,   4,   1],
// CHECK-NEXT{LITERAL}:  [7,   8,   5,   6,   7,   8,   5]]
// numpy: pad(x, [2, -1], [-1, 3], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[6,   7,   8,   5,   6,   7],
// CHECK-NEXT{LITERAL}:  [10,   11,   12,   9,   10,   11],
// CHECK-NEXT{LITERAL}:  [2,   3,   4,   1,   2,   3],
// CHECK-NEXT{LITERAL}:  [6,   7,   8,   5,   6,   7]]
// numpy: pad(x, [-1, -1], [0, -2], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[6],
// CHECK-NEXT{LITERAL}:  [10]]
// numpy: pad(x, [3, 4], [3, 4], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [9, 12] strides = [12, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   3,   4,   1,   2,   3,   4,   1,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [5,   6,   7,   8,   5,   6,   7,   8,   5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [9,   10,   11,   12,   9,   10,   11,   12,   9,   10,   11,   12],
// CHECK-NEXT{LITERAL}:  [1,   2,   3,   4,   1,   2,   3,   4,   1,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [5,   6,   7,   8,   5,   6,   7,   8,   5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [9,   10,   11,   12,   9,   10,   11,   12,   9,   10,   11,   12],
// CHECK-NEXT{LITERAL}:  [1,   2,   3,   4,   1,   2,   3,   4,   1,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [5,   6,   7,   8,   5,   6,   7,   8,   5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [9,   10,   11,   12,   9,   10,   11,   12,   9,   10,   11,   12]]
func.func @every_mode(%x: tensor<?x?xf32>) {
  %m2 = arith.constant -2 : index
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %v = arith.constant 0.5 : f32

  %a0 = call @constant(%x, %c1, %c2, %c2, %c1, %v) : (tensor<?x?xf32>, index, index, index, index, f32) -> tensor<?x?xf32>
  call @print(%a0) : (tensor<?x?xf32>) -> ()
  %a1 = call @constant(%x, %c2, %m1, %m1, %c3, %v) : (tensor<?x?xf32>, index, index, index, index, f32) -> tensor<?x?xf32>
  call @print(%a1) : (tensor<?x?xf32>) -> ()
  %a2 = call @constant(%x, %m1, %m1, %c0, %m2, %v) : (tensor<?x?xf32>, index, index, index, index, f32) -> tensor<?x?xf32>
  call @print(%a2) : (tensor<?x?xf32>) -> ()

  %b0 = call @edge(%x, %c1, %c2, %c2, %c1) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%b0) : (tensor<?x?xf32>) -> ()
  %b1 = call @edge(%x, %c2, %m1, %m1, %c3) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%b1) : (tensor<?x?xf32>) -> ()
  %b2 = call @edge(%x, %m1, %m1, %c0, %m2) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%b2) : (tensor<?x?xf32>) -> ()
  %b3 = call @edge(%x, %c0, %c5, %c3, %c0) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%b3) : (tensor<?x?xf32>) -> ()

  %c0r = call @reflect(%x, %c1, %c2, %c2, %c1) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%c0r) : (tensor<?x?xf32>) -> ()
  %c1r = call @reflect(%x, %c2, %m1, %m1, %c3) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%c1r) : (tensor<?x?xf32>) -> ()
  %c2r = call @reflect(%x, %m1, %m1, %c0, %m2) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%c2r) : (tensor<?x?xf32>) -> ()
  %c3r = call @reflect(%x, %c2, %c3, %c2, %c3) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%c3r) : (tensor<?x?xf32>) -> ()

  %d0 = call @symmetric(%x, %c1, %c2, %c2, %c1) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%d0) : (tensor<?x?xf32>) -> ()
  %d1 = call @symmetric(%x, %c2, %m1, %m1, %c3) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%d1) : (tensor<?x?xf32>) -> ()
  %d2 = call @symmetric(%x, %m1, %m1, %c0, %m2) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%d2) : (tensor<?x?xf32>) -> ()
  %d3 = call @symmetric(%x, %c3, %c4, %c3, %c4) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%d3) : (tensor<?x?xf32>) -> ()

  %e0 = call @wrap(%x, %c1, %c2, %c2, %c1) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%e0) : (tensor<?x?xf32>) -> ()
  %e1 = call @wrap(%x, %c2, %m1, %m1, %c3) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%e1) : (tensor<?x?xf32>) -> ()
  %e2 = call @wrap(%x, %m1, %m1, %c0, %m2) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%e2) : (tensor<?x?xf32>) -> ()
  %e3 = call @wrap(%x, %c3, %c4, %c3, %c4) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print(%e3) : (tensor<?x?xf32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Static and dynamic mixed.
//===----------------------------------------------------------------------===//

// Dynamic amounts mixed with constants on a partly static source (the
// SPEC §1 example): low [%l, 0] high [0, %h], edge; %l = 2, %h = 3.
// numpy: pad(x, [2, 0], [0, 3], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   3,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   2,   3,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   2,   3,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [5,   6,   7,   8,   8,   8,   8],
// CHECK-NEXT{LITERAL}:  [9,   10,   11,   12,   12,   12,   12]]
func.func @mixed_amounts(%x: tensor<?x4xf32>, %l: index, %h: index) {
  %r = pad.pad %x low[%l, 0] high[0, %h] mode(edge) : tensor<?x4xf32> to tensor<?x?xf32>
  call @print(%r) : (tensor<?x?xf32>) -> ()
  return
}

// A static source with dynamic amounts: low [%l, 1] high [1, %h], reflect;
// %l = 2, %h = -2.
// numpy: pad(x, [2, 1], [1, -2], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[10,   9,   10],
// CHECK-NEXT{LITERAL}:  [6,   5,   6],
// CHECK-NEXT{LITERAL}:  [2,   1,   2],
// CHECK-NEXT{LITERAL}:  [6,   5,   6],
// CHECK-NEXT{LITERAL}:  [10,   9,   10],
// CHECK-NEXT{LITERAL}:  [6,   5,   6]]
func.func @static_source(%x: tensor<3x4xf32>, %l: index, %h: index) {
  %r = pad.pad %x low[%l, 1] high[1, %h] mode(reflect) : tensor<3x4xf32> to tensor<?x?xf32>
  call @print(%r) : (tensor<?x?xf32>) -> ()
  return
}

// A dynamic source with static amounts, a static result dim where the
// amounts allow it: low [1, 2] high [2, 1], symmetric, tensor<?x4xf32> to
// tensor<?x7xf32>.
// numpy: pad(x, [1, 2], [2, 1], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [2,   1,   1,   2,   3,   4,   4],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [10,   9,   9,   10,   11,   12,   12],
// CHECK-NEXT{LITERAL}:  [6,   5,   5,   6,   7,   8,   8]]
func.func @static_amounts(%x: tensor<?x4xf32>) {
  %r = pad.pad %x low[1, 2] high[2, 1] mode(symmetric) : tensor<?x4xf32> to tensor<?x7xf32>
  %d = tensor.cast %r : tensor<?x7xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

// Interior padding with dynamic amounts and value: the nGraph example
// (low [1, 2] high [1, 0] interior [1, 2] value 42) and a crop into the
// dilated input (low [-1, -3] high [-2, 1]).
// numpy: pad(g, [1, 2], [1, 0], 'constant', value=42, interior=[1, 2])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [7, 9] strides = [9, 1] data =
// CHECK-NEXT{LITERAL}: [[42,   42,   42,   42,   42,   42,   42,   42,   42],
// CHECK-NEXT{LITERAL}:  [42,   42,   1,   42,   42,   2,   42,   42,   3],
// CHECK-NEXT{LITERAL}:  [42,   42,   42,   42,   42,   42,   42,   42,   42],
// CHECK-NEXT{LITERAL}:  [42,   42,   4,   42,   42,   5,   42,   42,   6],
// CHECK-NEXT{LITERAL}:  [42,   42,   42,   42,   42,   42,   42,   42,   42],
// CHECK-NEXT{LITERAL}:  [42,   42,   7,   42,   42,   8,   42,   42,   9],
// CHECK-NEXT{LITERAL}:  [42,   42,   42,   42,   42,   42,   42,   42,   42]]
// numpy: pad(g, [-1, -3], [-2, 1], 'constant', value=42, interior=[1, 2])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[42,   42,   42,   42,   42],
// CHECK-NEXT{LITERAL}:  [5,   42,   42,   6,   42]]
func.func @interior(%x: tensor<?x?xi32>, %l0: index, %l1: index, %h0: index,
                    %h1: index, %v: i32) {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] interior[1, 2] value(%v)
      : tensor<?x?xi32> to tensor<?x?xi32>
  call @print_i32(%r) : (tensor<?x?xi32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Empty inputs and outputs at run time.
//===----------------------------------------------------------------------===//

// A runtime 0x3 input: constant low [1, 0] high [1, 1] -> 2x4 of 0.5; edge
// with zero amounts on the empty axis -> 0x5; reflect with -1 on the empty
// axis -> 0x5; a 3x4 input cropped to 0x4 and clamped at 0 (0x6).
// numpy: pad(e03, [1, 0], [1, 1], 'constant', value=0.5)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[0.5,   0.5,   0.5,   0.5],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   0.5,   0.5]]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [0, 5] strides = [5, 1]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [0, 5] strides = [5, 1]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [0, 4] strides = [4, 1]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [0, 6] strides = [6, 1]
func.func @empty(%e: tensor<?x?xf32>, %x: tensor<?x?xf32>) {
  %m5 = arith.constant -5 : index
  %m2 = arith.constant -2 : index
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 0.5 : f32
  %r0 = call @constant(%e, %c1, %c0, %c1, %c1, %v) : (tensor<?x?xf32>, index, index, index, index, f32) -> tensor<?x?xf32>
  call @print(%r0) : (tensor<?x?xf32>) -> ()
  %r1 = call @edge(%e, %c0, %c1, %c0, %c1) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print_shape(%r1) : (tensor<?x?xf32>) -> ()
  %r2 = call @reflect(%e, %m1, %c1, %m1, %c1) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print_shape(%r2) : (tensor<?x?xf32>) -> ()
  %r3 = call @wrap(%x, %m2, %c0, %m1, %c0) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print_shape(%r3) : (tensor<?x?xf32>) -> ()
  %r4 = call @edge(%x, %m5, %c1, %c0, %c1) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
  call @print_shape(%r4) : (tensor<?x?xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0],
                             [5.0, 6.0, 7.0, 8.0],
                             [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %xd = tensor.cast %x : tensor<3x4xf32> to tensor<?x?xf32>
  call @every_mode(%xd) : (tensor<?x?xf32>) -> ()

  %m2 = arith.constant -2 : index
  %m1 = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %xp = tensor.cast %x : tensor<3x4xf32> to tensor<?x4xf32>
  call @mixed_amounts(%xp, %c2, %c3) : (tensor<?x4xf32>, index, index) -> ()
  call @static_source(%x, %c2, %m2) : (tensor<3x4xf32>, index, index) -> ()
  call @static_amounts(%xp) : (tensor<?x4xf32>) -> ()

  %g = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %gd = tensor.cast %g : tensor<3x3xi32> to tensor<?x?xi32>
  %c0 = arith.constant 0 : index
  %m3 = arith.constant -3 : index
  %v42 = arith.constant 42 : i32
  call @interior(%gd, %c1, %c2, %c1, %c0, %v42) : (tensor<?x?xi32>, index, index, index, index, i32) -> ()
  call @interior(%gd, %m1, %m3, %m2, %c1, %v42) : (tensor<?x?xi32>, index, index, index, index, i32) -> ()

  %e = tensor.empty() : tensor<0x3xf32>
  %ed = tensor.cast %e : tensor<0x3xf32> to tensor<?x?xf32>
  call @empty(%ed, %xd) : (tensor<?x?xf32>, tensor<?x?xf32>) -> ()
  return
}
