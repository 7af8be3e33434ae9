// RUN: pad-opt %s --pad-to-llvm="strategy=linalg" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg runtime-checks=false" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=never" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=auto llc-bytes=64" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector parallel=true" | env OMP_NUM_THREADS=2 mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs,%mlir_lib_dir/libomp.so | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector parallel=true parallel-min-bytes=0 nontemporal=always" | env OMP_NUM_THREADS=2 mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs,%mlir_lib_dir/libomp.so | FileCheck %s

// Crops that go past the input: one amount more negative than -d, the other
// padding far enough that the output is not empty. The output then holds
// only padding, still mapped from the uncropped coordinates (SPEC §2: j =
// i - p). On [1, 2, 3] (d = 3), static and dynamic amounts:
//   constant low -5 high 4:  j = 5, 6            -> [v, v]
//   edge     low -5 high 4:  j = 5, 6            -> [3, 3]
//   reflect  low -4 high 2:  j = 4               -> [in[2(d-1) - 4]] = [1]
//   symmetric low -4 high 3: j = 4, 5            -> [2, 1]
//   wrap     low -3 high 3:  j = 3, 4, 5         -> [1, 2, 3]
//   edge     low 4 high -5:  j = -4, -3          -> [1, 1]
//   reflect  low 2 high -4:  j = -2              -> [3]
//   symmetric low 3 high -4: j = -3, -2          -> [3, 2]
//   wrap     low 3 high -3:  j = -3, -2, -1      -> [1, 2, 3]
// Expected values: np.pad by the positive amount, then the crop.

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py (pad = np.pad by the positive
// amounts of the interior-dilated input, then a crop by the negative
// ones, checked against SPEC §2 element by element), and printed as
// printMemref does; expectations.test re-derives every CHECK block.
// PY: v = np.array([1, 2, 3], np.int32)
// PY: x = np.arange(1, 13, dtype=np.float32).reshape(3, 4)

func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<?xi32>) {
  %u = tensor.cast %t : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @print2d(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// numpy: pad(v, [-5], [4], 'constant', value=9)
// CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [9,  9]
// numpy: pad(v, [-5], [4], 'edge')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [3,  3]
// numpy: pad(v, [-4], [2], 'reflect')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1]
// numpy: pad(v, [-4], [3], 'symmetric')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [2,  1]
// numpy: pad(v, [-3], [3], 'wrap')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1,  2,  3]
// numpy: pad(v, [4], [-5], 'edge')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1,  1]
// numpy: pad(v, [2], [-4], 'reflect')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT{LITERAL}: [3]
// numpy: pad(v, [3], [-4], 'symmetric')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [3,  2]
// numpy: pad(v, [3], [-3], 'wrap')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1,  2,  3]
func.func @static_amounts(%v: tensor<3xi32>) {
  %c9 = arith.constant 9 : i32
  %r0 = pad.pad %v low[-5] high[4] value(%c9) : tensor<3xi32> to tensor<2xi32>
  %d0 = tensor.cast %r0 : tensor<2xi32> to tensor<?xi32>
  call @print(%d0) : (tensor<?xi32>) -> ()
  %r1 = pad.pad %v low[-5] high[4] mode(edge) : tensor<3xi32> to tensor<2xi32>
  %d1 = tensor.cast %r1 : tensor<2xi32> to tensor<?xi32>
  call @print(%d1) : (tensor<?xi32>) -> ()
  %r2 = pad.pad %v low[-4] high[2] mode(reflect) : tensor<3xi32> to tensor<1xi32>
  %d2 = tensor.cast %r2 : tensor<1xi32> to tensor<?xi32>
  call @print(%d2) : (tensor<?xi32>) -> ()
  %r3 = pad.pad %v low[-4] high[3] mode(symmetric) : tensor<3xi32> to tensor<2xi32>
  %d3 = tensor.cast %r3 : tensor<2xi32> to tensor<?xi32>
  call @print(%d3) : (tensor<?xi32>) -> ()
  %r4 = pad.pad %v low[-3] high[3] mode(wrap) : tensor<3xi32> to tensor<3xi32>
  %d4 = tensor.cast %r4 : tensor<3xi32> to tensor<?xi32>
  call @print(%d4) : (tensor<?xi32>) -> ()
  %r5 = pad.pad %v low[4] high[-5] mode(edge) : tensor<3xi32> to tensor<2xi32>
  %d5 = tensor.cast %r5 : tensor<2xi32> to tensor<?xi32>
  call @print(%d5) : (tensor<?xi32>) -> ()
  %r6 = pad.pad %v low[2] high[-4] mode(reflect) : tensor<3xi32> to tensor<1xi32>
  %d6 = tensor.cast %r6 : tensor<1xi32> to tensor<?xi32>
  call @print(%d6) : (tensor<?xi32>) -> ()
  %r7 = pad.pad %v low[3] high[-4] mode(symmetric) : tensor<3xi32> to tensor<2xi32>
  %d7 = tensor.cast %r7 : tensor<2xi32> to tensor<?xi32>
  call @print(%d7) : (tensor<?xi32>) -> ()
  %r8 = pad.pad %v low[3] high[-3] mode(wrap) : tensor<3xi32> to tensor<3xi32>
  %d8 = tensor.cast %r8 : tensor<3xi32> to tensor<?xi32>
  call @print(%d8) : (tensor<?xi32>) -> ()
  return
}

func.func @constant(%v: tensor<?xi32>, %l: index, %h: index, %x: i32) -> tensor<?xi32> {
  %r = pad.pad %v low[%l] high[%h] value(%x) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @edge(%v: tensor<?xi32>, %l: index, %h: index) -> tensor<?xi32> {
  %r = pad.pad %v low[%l] high[%h] mode(edge) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @reflect(%v: tensor<?xi32>, %l: index, %h: index) -> tensor<?xi32> {
  %r = pad.pad %v low[%l] high[%h] mode(reflect) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @symmetric(%v: tensor<?xi32>, %l: index, %h: index) -> tensor<?xi32> {
  %r = pad.pad %v low[%l] high[%h] mode(symmetric) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @wrap(%v: tensor<?xi32>, %l: index, %h: index) -> tensor<?xi32> {
  %r = pad.pad %v low[%l] high[%h] mode(wrap) : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}

// The same with dynamic amounts.
// numpy: pad(v, [-5], [4], 'constant', value=9)
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [9,  9]
// numpy: pad(v, [-5], [4], 'edge')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [3,  3]
// numpy: pad(v, [-4], [2], 'reflect')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1]
// numpy: pad(v, [-4], [3], 'symmetric')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [2,  1]
// numpy: pad(v, [-3], [3], 'wrap')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1,  2,  3]
// numpy: pad(v, [4], [-5], 'edge')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1,  1]
// numpy: pad(v, [2], [-4], 'reflect')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT{LITERAL}: [3]
// numpy: pad(v, [3], [-4], 'symmetric')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [3,  2]
// numpy: pad(v, [3], [-3], 'wrap')
// CHECK-NEXT: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1,  2,  3]
func.func @dynamic_amounts(%v: tensor<?xi32>) {
  %m5 = arith.constant -5 : index
  %m4 = arith.constant -4 : index
  %m3 = arith.constant -3 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : i32
  %r0 = call @constant(%v, %m5, %c4, %c9) : (tensor<?xi32>, index, index, i32) -> tensor<?xi32>
  call @print(%r0) : (tensor<?xi32>) -> ()
  %r1 = call @edge(%v, %m5, %c4) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print(%r1) : (tensor<?xi32>) -> ()
  %r2 = call @reflect(%v, %m4, %c2) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print(%r2) : (tensor<?xi32>) -> ()
  %r3 = call @symmetric(%v, %m4, %c3) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print(%r3) : (tensor<?xi32>) -> ()
  %r4 = call @wrap(%v, %m3, %c3) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print(%r4) : (tensor<?xi32>) -> ()
  %r5 = call @edge(%v, %c4, %m5) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print(%r5) : (tensor<?xi32>) -> ()
  %r6 = call @reflect(%v, %c2, %m4) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print(%r6) : (tensor<?xi32>) -> ()
  %r7 = call @symmetric(%v, %c3, %m4) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print(%r7) : (tensor<?xi32>) -> ()
  %r8 = call @wrap(%v, %c3, %m3) : (tensor<?xi32>, index, index) -> tensor<?xi32>
  call @print(%r8) : (tensor<?xi32>) -> ()
  return
}

// 2-D: an axis cropped past the input while the other pads or crops:
// reflect low [-4, 2] high [2, -1], symmetric [-4, -5] [3, 4] (both axes),
// edge [-5, 1] [4, -4], wrap [3, -4] [-3, 4].
// numpy: pad(x, [-4, 2], [2, -1], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [1, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[3,   2,   1,   2,   3]]
// numpy: pad(x, [-4, -5], [3, 4], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   6,   5],
// CHECK-NEXT{LITERAL}:  [3,   2,   1]]
// numpy: pad(x, [-5, 1], [4, -4], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[9],
// CHECK-NEXT{LITERAL}:  [9]]
// numpy: pad(x, [3, -4], [-3, 4], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [9,   10,   11,   12]]
func.func @two_d(%x: tensor<3x4xf32>) {
  %r0 = pad.pad %x low[-4, 2] high[2, -1] mode(reflect) : tensor<3x4xf32> to tensor<1x5xf32>
  %d0 = tensor.cast %r0 : tensor<1x5xf32> to tensor<?x?xf32>
  call @print2d(%d0) : (tensor<?x?xf32>) -> ()
  %r1 = pad.pad %x low[-4, -5] high[3, 4] mode(symmetric) : tensor<3x4xf32> to tensor<2x3xf32>
  %d1 = tensor.cast %r1 : tensor<2x3xf32> to tensor<?x?xf32>
  call @print2d(%d1) : (tensor<?x?xf32>) -> ()
  %r2 = pad.pad %x low[-5, 1] high[4, -4] mode(edge) : tensor<3x4xf32> to tensor<2x1xf32>
  %d2 = tensor.cast %r2 : tensor<2x1xf32> to tensor<?x?xf32>
  call @print2d(%d2) : (tensor<?x?xf32>) -> ()
  %r3 = pad.pad %x low[3, -4] high[-3, 4] mode(wrap) : tensor<3x4xf32> to tensor<3x4xf32>
  %d3 = tensor.cast %r3 : tensor<3x4xf32> to tensor<?x?xf32>
  call @print2d(%d3) : (tensor<?x?xf32>) -> ()
  return
}

func.func @main() {
  %v = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  call @static_amounts(%v) : (tensor<3xi32>) -> ()
  %vd = tensor.cast %v : tensor<3xi32> to tensor<?xi32>
  call @dynamic_amounts(%vd) : (tensor<?xi32>) -> ()
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0],
                             [5.0, 6.0, 7.0, 8.0],
                             [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  call @two_d(%x) : (tensor<3x4xf32>) -> ()
  return
}
