// RUN: pad-opt %s --pad-to-llvm="strategy=loops" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector runtime-checks=false" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector vector-bits=128" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector vector-bits=512" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always" | mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector parallel=true parallel-min-bytes=0" | env OMP_NUM_THREADS=2 mlir-runner -e main -entry-point-result=i32 -shared-libs=%mlir_runner_libs,%mlir_lib_dir/libomp.so | FileCheck %s

// Borders of 3, 5, 6 and 7 elements on both sides, in every border mode,
// beside sources as long as a vector (8 i32), longer, and shorter, static and
// dynamic shapes, and rank-4 sources whose rows are mirrored too (a 7x7
// convolution's input): each border is written by short vectors or scalars
// that stay within it. The sources are copied to buffers of their exact size
// (alloc_tensor), for runtime-checks/short-borders-memcheck.test.

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py and printed as printMemref does;
// expectations.test re-derives every CHECK block.
// PY: x5 = (np.arange(2 * 5).reshape(2, 5) * 7 % 101 - 50).astype(np.int32)
// PY: x8 = (np.arange(2 * 8).reshape(2, 8) * 7 % 101 - 50).astype(np.int32)
// PY: x9 = (np.arange(2 * 9).reshape(2, 9) * 7 % 101 - 50).astype(np.int32)
// PY: x37 = (np.arange(2 * 37).reshape(2, 37) * 7 % 101 - 50).astype(np.int32)
// PY: y = (np.arange(2 * 5 * 9).reshape(1, 2, 5, 9) * 11 % 97 - 48).astype(np.int32)

func.func private @printMemrefI32(tensor<*xi32>)

// numpy: pad(x8, [0, 3], [0, 3], 'reflect')
// CHECK: rank = 2 offset = 0 sizes = [2, 14] strides = [14, 1] data =
// CHECK-NEXT{LITERAL}: [[-29,   -36,   -43,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   -8,   -15,   -22],
// CHECK-NEXT{LITERAL}:  [27,   20,   13,   6,   13,   20,   27,   34,   41,   48,   -46,   48,   41,   34]]
func.func @reflect_3_3_d8(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[0, 3] high[0, 3] mode(reflect) : tensor<?x?xi32> to tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x37, [0, 3], [0, 3], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 43] strides = [43, 1] data =
// CHECK-NEXT{LITERAL}: [[-29,   -36,   -43,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   -7,   -14,   -21],
// CHECK-NEXT{LITERAL}:  [28,   21,   14,   7,   14,   21,   28,   35,   42,   49,   -45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29,   36,   43,   50,   -44,   50,   43,   36]]
func.func @reflect_3_3_d37(%src: tensor<2x37xi32>) {
  %r = pad.pad %src low[0, 3] high[0, 3] mode(reflect) : tensor<2x37xi32> to tensor<2x43xi32>
  %u = tensor.cast %r : tensor<2x43xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x37, [0, 3], [0, 3], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 43] strides = [43, 1] data =
// CHECK-NEXT{LITERAL}: [[-29,   -36,   -43,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   -7,   -14,   -21],
// CHECK-NEXT{LITERAL}:  [28,   21,   14,   7,   14,   21,   28,   35,   42,   49,   -45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29,   36,   43,   50,   -44,   50,   43,   36]]
func.func @reflect_3_3_d37_dyn(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[0, 3] high[0, 3] mode(reflect) : tensor<?x?xi32> to tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x5, [0, 3], [0, 3], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 11] strides = [11, 1] data =
// CHECK-NEXT{LITERAL}: [[-29,   -36,   -43,   -50,   -43,   -36,   -29,   -22,   -29,   -36,   -43],
// CHECK-NEXT{LITERAL}:  [6,   -1,   -8,   -15,   -8,   -1,   6,   13,   6,   -1,   -8]]
func.func @reflect_3_3_d5_dyn(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[0, 3] high[0, 3] mode(reflect) : tensor<?x?xi32> to tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x9, [0, 5], [0, 6], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 20] strides = [20, 1] data =
// CHECK-NEXT{LITERAL}: [[-15,   -22,   -29,   -36,   -43,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   -1,   -8,   -15,   -22,   -29,   -36],
// CHECK-NEXT{LITERAL}:  [48,   41,   34,   27,   20,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -39,   -46,   48,   41,   34,   27]]
func.func @reflect_5_6_d9_dyn(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[0, 5] high[0, 6] mode(reflect) : tensor<?x?xi32> to tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x8, [0, 7], [0, 3], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 18] strides = [18, 1] data =
// CHECK-NEXT{LITERAL}: [[-1,   -8,   -15,   -22,   -29,   -36,   -43,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   -8,   -15,   -22],
// CHECK-NEXT{LITERAL}:  [-46,   48,   41,   34,   27,   20,   13,   6,   13,   20,   27,   34,   41,   48,   -46,   48,   41,   34]]
func.func @reflect_7_3_d8(%src: tensor<2x8xi32>) {
  %r = pad.pad %src low[0, 7] high[0, 3] mode(reflect) : tensor<2x8xi32> to tensor<2x18xi32>
  %u = tensor.cast %r : tensor<2x18xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x8, [0, 3], [0, 7], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 18] strides = [18, 1] data =
// CHECK-NEXT{LITERAL}: [[-36,   -43,   -50,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   -1,   -8,   -15,   -22,   -29,   -36,   -43],
// CHECK-NEXT{LITERAL}:  [20,   13,   6,   6,   13,   20,   27,   34,   41,   48,   -46,   -46,   48,   41,   34,   27,   20,   13]]
func.func @symmetric_3_7_d8_dyn(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[0, 3] high[0, 7] mode(symmetric) : tensor<?x?xi32> to tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x37, [0, 3], [0, 7], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 47] strides = [47, 1] data =
// CHECK-NEXT{LITERAL}: [[-36,   -43,   -50,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   0,   -7,   -14,   -21,   -28,   -35,   -42],
// CHECK-NEXT{LITERAL}:  [21,   14,   7,   7,   14,   21,   28,   35,   42,   49,   -45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29,   36,   43,   50,   -44,   -44,   50,   43,   36,   29,   22,   15]]
func.func @symmetric_3_7_d37(%src: tensor<2x37xi32>) {
  %r = pad.pad %src low[0, 3] high[0, 7] mode(symmetric) : tensor<2x37xi32> to tensor<2x47xi32>
  %u = tensor.cast %r : tensor<2x47xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x9, [0, 6], [0, 5], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 20] strides = [20, 1] data =
// CHECK-NEXT{LITERAL}: [[-15,   -22,   -29,   -36,   -43,   -50,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   6,   -1,   -8,   -15,   -22],
// CHECK-NEXT{LITERAL}:  [48,   41,   34,   27,   20,   13,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -32,   -39,   -46,   48,   41]]
func.func @symmetric_6_5_d9_dyn(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[0, 6] high[0, 5] mode(symmetric) : tensor<?x?xi32> to tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x5, [0, 3], [0, 3], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 11] strides = [11, 1] data =
// CHECK-NEXT{LITERAL}: [[-36,   -43,   -50,   -50,   -43,   -36,   -29,   -22,   -22,   -29,   -36],
// CHECK-NEXT{LITERAL}:  [-1,   -8,   -15,   -15,   -8,   -1,   6,   13,   13,   6,   -1]]
func.func @symmetric_3_3_d5(%src: tensor<2x5xi32>) {
  %r = pad.pad %src low[0, 3] high[0, 3] mode(symmetric) : tensor<2x5xi32> to tensor<2x11xi32>
  %u = tensor.cast %r : tensor<2x11xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x37, [0, 3], [0, 3], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 43] strides = [43, 1] data =
// CHECK-NEXT{LITERAL}: [[-14,   -7,   0,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   -50,   -43,   -36],
// CHECK-NEXT{LITERAL}:  [43,   50,   -44,   7,   14,   21,   28,   35,   42,   49,   -45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29,   36,   43,   50,   -44,   7,   14,   21]]
func.func @wrap_3_3_d37_dyn(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[0, 3] high[0, 3] mode(wrap) : tensor<?x?xi32> to tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x9, [0, 5], [0, 6], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 20] strides = [20, 1] data =
// CHECK-NEXT{LITERAL}: [[-22,   -15,   -8,   -1,   6,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   -50,   -43,   -36,   -29,   -22,   -15],
// CHECK-NEXT{LITERAL}:  [41,   48,   -46,   -39,   -32,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   13,   20,   27,   34,   41,   48]]
func.func @wrap_5_6_d9_dyn(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[0, 5] high[0, 6] mode(wrap) : tensor<?x?xi32> to tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x8, [0, 3], [0, 7], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 18] strides = [18, 1] data =
// CHECK-NEXT{LITERAL}: [[-15,   -8,   -1,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   -50,   -43,   -36,   -29,   -22,   -15,   -8],
// CHECK-NEXT{LITERAL}:  [41,   48,   -46,   6,   13,   20,   27,   34,   41,   48,   -46,   6,   13,   20,   27,   34,   41,   48]]
func.func @wrap_3_7_d8(%src: tensor<2x8xi32>) {
  %r = pad.pad %src low[0, 3] high[0, 7] mode(wrap) : tensor<2x8xi32> to tensor<2x18xi32>
  %u = tensor.cast %r : tensor<2x18xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x5, [0, 3], [0, 3], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 11] strides = [11, 1] data =
// CHECK-NEXT{LITERAL}: [[-36,   -29,   -22,   -50,   -43,   -36,   -29,   -22,   -50,   -43,   -36],
// CHECK-NEXT{LITERAL}:  [-1,   6,   13,   -15,   -8,   -1,   6,   13,   -15,   -8,   -1]]
func.func @wrap_3_3_d5_dyn(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[0, 3] high[0, 3] mode(wrap) : tensor<?x?xi32> to tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x37, [0, 3], [0, 3], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 43] strides = [43, 1] data =
// CHECK-NEXT{LITERAL}: [[-50,   -50,   -50,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   14,   21,   28,   35,   42,   49,   -45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29,   36,   43,   50,   -44,   -44,   -44,   -44]]
func.func @edge_3_3_d37_dyn(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[0, 3] high[0, 3] mode(edge) : tensor<?x?xi32> to tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x5, [0, 5], [0, 7], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 17] strides = [17, 1] data =
// CHECK-NEXT{LITERAL}: [[-50,   -50,   -50,   -50,   -50,   -50,   -43,   -36,   -29,   -22,   -22,   -22,   -22,   -22,   -22,   -22,   -22],
// CHECK-NEXT{LITERAL}:  [-15,   -15,   -15,   -15,   -15,   -15,   -8,   -1,   6,   13,   13,   13,   13,   13,   13,   13,   13]]
func.func @edge_5_7_d5_dyn(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[0, 5] high[0, 7] mode(edge) : tensor<?x?xi32> to tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x9, [0, 7], [0, 6], 'edge')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 22] strides = [22, 1] data =
// CHECK-NEXT{LITERAL}: [[-50,   -50,   -50,   -50,   -50,   -50,   -50,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   6,   6,   6,   6,   6,   6],
// CHECK-NEXT{LITERAL}:  [13,   13,   13,   13,   13,   13,   13,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -32,   -32,   -32,   -32,   -32,   -32]]
func.func @edge_7_6_d9(%src: tensor<2x9xi32>) {
  %r = pad.pad %src low[0, 7] high[0, 6] mode(edge) : tensor<2x9xi32> to tensor<2x22xi32>
  %u = tensor.cast %r : tensor<2x22xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x37, [0, 3], [0, 5], 'constant', 7)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 45] strides = [45, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   7,   7,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   14,   21,   28,   35,   42,   49,   -45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29,   36,   43,   50,   -44,   7,   7,   7,   7,   7]]
func.func @constant_3_5_d37_dyn(%src: tensor<?x?xi32>) {
  %v = arith.constant 7 : i32
  %r = pad.pad %src low[0, 3] high[0, 5] value(%v) : tensor<?x?xi32> to tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x5, [0, 3], [0, 5], 'constant', 7)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 13] strides = [13, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   7,   7,   -50,   -43,   -36,   -29,   -22,   7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   -15,   -8,   -1,   6,   13,   7,   7,   7,   7,   7]]
func.func @constant_3_5_d5_dyn(%src: tensor<?x?xi32>) {
  %v = arith.constant 7 : i32
  %r = pad.pad %src low[0, 3] high[0, 5] value(%v) : tensor<?x?xi32> to tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x8, [0, 6], [0, 3], 'constant', 7)
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 17] strides = [17, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   7,   7,   7,   7,   7,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   7,   7,   6,   13,   20,   27,   34,   41,   48,   -46,   7,   7,   7]]
func.func @constant_6_3_d8(%src: tensor<2x8xi32>) {
  %v = arith.constant 7 : i32
  %r = pad.pad %src low[0, 6] high[0, 3] value(%v) : tensor<2x8xi32> to tensor<2x17xi32>
  %u = tensor.cast %r : tensor<2x17xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(y, [0, 0, 3, 3], [0, 0, 3, 3], 'constant')
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 2, 11, 15] strides = [330, 165, 15, 1] data =
// CHECK-NEXT{LITERAL}: [[[[0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     -48,     -37,     -26,     -15,     -4,     7,     18,     29,     40,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     -46,     -35,     -24,     -13,     -2,     9,     20,     31,     42,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     -44,     -33,     -22,     -11,     0,     11,     22,     33,     44,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     -42,     -31,     -20,     -9,     2,     13,     24,     35,     46,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     -40,     -29,     -18,     -7,     4,     15,     26,     37,     48,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0]],
// CHECK-NEXT{LITERAL}:   [[0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     -38,     -27,     -16,     -5,     6,     17,     28,     39,     -47,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     -36,     -25,     -14,     -3,     8,     19,     30,     41,     -45,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     -34,     -23,     -12,     -1,     10,     21,     32,     43,     -43,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     -32,     -21,     -10,     1,     12,     23,     34,     45,     -41,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     -30,     -19,     -8,     3,     14,     25,     36,     47,     -39,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0],
// CHECK-NEXT{LITERAL}:    [0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0,     0]]]]
func.func @conv7_constant_dyn(%src: tensor<?x?x?x?xi32>) {
  %r = pad.pad %src low[0, 0, 3, 3] high[0, 0, 3, 3] mode(constant) : tensor<?x?x?x?xi32> to tensor<?x?x?x?xi32>
  %u = tensor.cast %r : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(y, [0, 0, 3, 3], [0, 0, 3, 3], 'edge')
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 2, 11, 15] strides = [330, 165, 15, 1] data =
// CHECK-NEXT{LITERAL}: [[[[-48,     -48,     -48,     -48,     -37,     -26,     -15,     -4,     7,     18,     29,     40,     40,     40,     40],
// CHECK-NEXT{LITERAL}:    [-48,     -48,     -48,     -48,     -37,     -26,     -15,     -4,     7,     18,     29,     40,     40,     40,     40],
// CHECK-NEXT{LITERAL}:    [-48,     -48,     -48,     -48,     -37,     -26,     -15,     -4,     7,     18,     29,     40,     40,     40,     40],
// CHECK-NEXT{LITERAL}:    [-48,     -48,     -48,     -48,     -37,     -26,     -15,     -4,     7,     18,     29,     40,     40,     40,     40],
// CHECK-NEXT{LITERAL}:    [-46,     -46,     -46,     -46,     -35,     -24,     -13,     -2,     9,     20,     31,     42,     42,     42,     42],
// CHECK-NEXT{LITERAL}:    [-44,     -44,     -44,     -44,     -33,     -22,     -11,     0,     11,     22,     33,     44,     44,     44,     44],
// CHECK-NEXT{LITERAL}:    [-42,     -42,     -42,     -42,     -31,     -20,     -9,     2,     13,     24,     35,     46,     46,     46,     46],
// CHECK-NEXT{LITERAL}:    [-40,     -40,     -40,     -40,     -29,     -18,     -7,     4,     15,     26,     37,     48,     48,     48,     48],
// CHECK-NEXT{LITERAL}:    [-40,     -40,     -40,     -40,     -29,     -18,     -7,     4,     15,     26,     37,     48,     48,     48,     48],
// CHECK-NEXT{LITERAL}:    [-40,     -40,     -40,     -40,     -29,     -18,     -7,     4,     15,     26,     37,     48,     48,     48,     48],
// CHECK-NEXT{LITERAL}:    [-40,     -40,     -40,     -40,     -29,     -18,     -7,     4,     15,     26,     37,     48,     48,     48,     48]],
// CHECK-NEXT{LITERAL}:   [[-38,     -38,     -38,     -38,     -27,     -16,     -5,     6,     17,     28,     39,     -47,     -47,     -47,     -47],
// CHECK-NEXT{LITERAL}:    [-38,     -38,     -38,     -38,     -27,     -16,     -5,     6,     17,     28,     39,     -47,     -47,     -47,     -47],
// CHECK-NEXT{LITERAL}:    [-38,     -38,     -38,     -38,     -27,     -16,     -5,     6,     17,     28,     39,     -47,     -47,     -47,     -47],
// CHECK-NEXT{LITERAL}:    [-38,     -38,     -38,     -38,     -27,     -16,     -5,     6,     17,     28,     39,     -47,     -47,     -47,     -47],
// CHECK-NEXT{LITERAL}:    [-36,     -36,     -36,     -36,     -25,     -14,     -3,     8,     19,     30,     41,     -45,     -45,     -45,     -45],
// CHECK-NEXT{LITERAL}:    [-34,     -34,     -34,     -34,     -23,     -12,     -1,     10,     21,     32,     43,     -43,     -43,     -43,     -43],
// CHECK-NEXT{LITERAL}:    [-32,     -32,     -32,     -32,     -21,     -10,     1,     12,     23,     34,     45,     -41,     -41,     -41,     -41],
// CHECK-NEXT{LITERAL}:    [-30,     -30,     -30,     -30,     -19,     -8,     3,     14,     25,     36,     47,     -39,     -39,     -39,     -39],
// CHECK-NEXT{LITERAL}:    [-30,     -30,     -30,     -30,     -19,     -8,     3,     14,     25,     36,     47,     -39,     -39,     -39,     -39],
// CHECK-NEXT{LITERAL}:    [-30,     -30,     -30,     -30,     -19,     -8,     3,     14,     25,     36,     47,     -39,     -39,     -39,     -39],
// CHECK-NEXT{LITERAL}:    [-30,     -30,     -30,     -30,     -19,     -8,     3,     14,     25,     36,     47,     -39,     -39,     -39,     -39]]]]
func.func @conv7_edge_dyn(%src: tensor<?x?x?x?xi32>) {
  %r = pad.pad %src low[0, 0, 3, 3] high[0, 0, 3, 3] mode(edge) : tensor<?x?x?x?xi32> to tensor<?x?x?x?xi32>
  %u = tensor.cast %r : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(y, [0, 0, 3, 3], [0, 0, 3, 3], 'reflect')
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 2, 11, 15] strides = [330, 165, 15, 1] data =
// CHECK-NEXT{LITERAL}: [[[[-9,     -20,     -31,     -42,     -31,     -20,     -9,     2,     13,     24,     35,     46,     35,     24,     13],
// CHECK-NEXT{LITERAL}:    [-11,     -22,     -33,     -44,     -33,     -22,     -11,     0,     11,     22,     33,     44,     33,     22,     11],
// CHECK-NEXT{LITERAL}:    [-13,     -24,     -35,     -46,     -35,     -24,     -13,     -2,     9,     20,     31,     42,     31,     20,     9],
// CHECK-NEXT{LITERAL}:    [-15,     -26,     -37,     -48,     -37,     -26,     -15,     -4,     7,     18,     29,     40,     29,     18,     7],
// CHECK-NEXT{LITERAL}:    [-13,     -24,     -35,     -46,     -35,     -24,     -13,     -2,     9,     20,     31,     42,     31,     20,     9],
// CHECK-NEXT{LITERAL}:    [-11,     -22,     -33,     -44,     -33,     -22,     -11,     0,     11,     22,     33,     44,     33,     22,     11],
// CHECK-NEXT{LITERAL}:    [-9,     -20,     -31,     -42,     -31,     -20,     -9,     2,     13,     24,     35,     46,     35,     24,     13],
// CHECK-NEXT{LITERAL}:    [-7,     -18,     -29,     -40,     -29,     -18,     -7,     4,     15,     26,     37,     48,     37,     26,     15],
// CHECK-NEXT{LITERAL}:    [-9,     -20,     -31,     -42,     -31,     -20,     -9,     2,     13,     24,     35,     46,     35,     24,     13],
// CHECK-NEXT{LITERAL}:    [-11,     -22,     -33,     -44,     -33,     -22,     -11,     0,     11,     22,     33,     44,     33,     22,     11],
// CHECK-NEXT{LITERAL}:    [-13,     -24,     -35,     -46,     -35,     -24,     -13,     -2,     9,     20,     31,     42,     31,     20,     9]],
// CHECK-NEXT{LITERAL}:   [[1,     -10,     -21,     -32,     -21,     -10,     1,     12,     23,     34,     45,     -41,     45,     34,     23],
// CHECK-NEXT{LITERAL}:    [-1,     -12,     -23,     -34,     -23,     -12,     -1,     10,     21,     32,     43,     -43,     43,     32,     21],
// CHECK-NEXT{LITERAL}:    [-3,     -14,     -25,     -36,     -25,     -14,     -3,     8,     19,     30,     41,     -45,     41,     30,     19],
// CHECK-NEXT{LITERAL}:    [-5,     -16,     -27,     -38,     -27,     -16,     -5,     6,     17,     28,     39,     -47,     39,     28,     17],
// CHECK-NEXT{LITERAL}:    [-3,     -14,     -25,     -36,     -25,     -14,     -3,     8,     19,     30,     41,     -45,     41,     30,     19],
// CHECK-NEXT{LITERAL}:    [-1,     -12,     -23,     -34,     -23,     -12,     -1,     10,     21,     32,     43,     -43,     43,     32,     21],
// CHECK-NEXT{LITERAL}:    [1,     -10,     -21,     -32,     -21,     -10,     1,     12,     23,     34,     45,     -41,     45,     34,     23],
// CHECK-NEXT{LITERAL}:    [3,     -8,     -19,     -30,     -19,     -8,     3,     14,     25,     36,     47,     -39,     47,     36,     25],
// CHECK-NEXT{LITERAL}:    [1,     -10,     -21,     -32,     -21,     -10,     1,     12,     23,     34,     45,     -41,     45,     34,     23],
// CHECK-NEXT{LITERAL}:    [-1,     -12,     -23,     -34,     -23,     -12,     -1,     10,     21,     32,     43,     -43,     43,     32,     21],
// CHECK-NEXT{LITERAL}:    [-3,     -14,     -25,     -36,     -25,     -14,     -3,     8,     19,     30,     41,     -45,     41,     30,     19]]]]
func.func @conv7_reflect_dyn(%src: tensor<?x?x?x?xi32>) {
  %r = pad.pad %src low[0, 0, 3, 3] high[0, 0, 3, 3] mode(reflect) : tensor<?x?x?x?xi32> to tensor<?x?x?x?xi32>
  %u = tensor.cast %r : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(y, [0, 0, 3, 3], [0, 0, 3, 3], 'symmetric')
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 2, 11, 15] strides = [330, 165, 15, 1] data =
// CHECK-NEXT{LITERAL}: [[[[-22,     -33,     -44,     -44,     -33,     -22,     -11,     0,     11,     22,     33,     44,     44,     33,     22],
// CHECK-NEXT{LITERAL}:    [-24,     -35,     -46,     -46,     -35,     -24,     -13,     -2,     9,     20,     31,     42,     42,     31,     20],
// CHECK-NEXT{LITERAL}:    [-26,     -37,     -48,     -48,     -37,     -26,     -15,     -4,     7,     18,     29,     40,     40,     29,     18],
// CHECK-NEXT{LITERAL}:    [-26,     -37,     -48,     -48,     -37,     -26,     -15,     -4,     7,     18,     29,     40,     40,     29,     18],
// CHECK-NEXT{LITERAL}:    [-24,     -35,     -46,     -46,     -35,     -24,     -13,     -2,     9,     20,     31,     42,     42,     31,     20],
// CHECK-NEXT{LITERAL}:    [-22,     -33,     -44,     -44,     -33,     -22,     -11,     0,     11,     22,     33,     44,     44,     33,     22],
// CHECK-NEXT{LITERAL}:    [-20,     -31,     -42,     -42,     -31,     -20,     -9,     2,     13,     24,     35,     46,     46,     35,     24],
// CHECK-NEXT{LITERAL}:    [-18,     -29,     -40,     -40,     -29,     -18,     -7,     4,     15,     26,     37,     48,     48,     37,     26],
// CHECK-NEXT{LITERAL}:    [-18,     -29,     -40,     -40,     -29,     -18,     -7,     4,     15,     26,     37,     48,     48,     37,     26],
// CHECK-NEXT{LITERAL}:    [-20,     -31,     -42,     -42,     -31,     -20,     -9,     2,     13,     24,     35,     46,     46,     35,     24],
// CHECK-NEXT{LITERAL}:    [-22,     -33,     -44,     -44,     -33,     -22,     -11,     0,     11,     22,     33,     44,     44,     33,     22]],
// CHECK-NEXT{LITERAL}:   [[-12,     -23,     -34,     -34,     -23,     -12,     -1,     10,     21,     32,     43,     -43,     -43,     43,     32],
// CHECK-NEXT{LITERAL}:    [-14,     -25,     -36,     -36,     -25,     -14,     -3,     8,     19,     30,     41,     -45,     -45,     41,     30],
// CHECK-NEXT{LITERAL}:    [-16,     -27,     -38,     -38,     -27,     -16,     -5,     6,     17,     28,     39,     -47,     -47,     39,     28],
// CHECK-NEXT{LITERAL}:    [-16,     -27,     -38,     -38,     -27,     -16,     -5,     6,     17,     28,     39,     -47,     -47,     39,     28],
// CHECK-NEXT{LITERAL}:    [-14,     -25,     -36,     -36,     -25,     -14,     -3,     8,     19,     30,     41,     -45,     -45,     41,     30],
// CHECK-NEXT{LITERAL}:    [-12,     -23,     -34,     -34,     -23,     -12,     -1,     10,     21,     32,     43,     -43,     -43,     43,     32],
// CHECK-NEXT{LITERAL}:    [-10,     -21,     -32,     -32,     -21,     -10,     1,     12,     23,     34,     45,     -41,     -41,     45,     34],
// CHECK-NEXT{LITERAL}:    [-8,     -19,     -30,     -30,     -19,     -8,     3,     14,     25,     36,     47,     -39,     -39,     47,     36],
// CHECK-NEXT{LITERAL}:    [-8,     -19,     -30,     -30,     -19,     -8,     3,     14,     25,     36,     47,     -39,     -39,     47,     36],
// CHECK-NEXT{LITERAL}:    [-10,     -21,     -32,     -32,     -21,     -10,     1,     12,     23,     34,     45,     -41,     -41,     45,     34],
// CHECK-NEXT{LITERAL}:    [-12,     -23,     -34,     -34,     -23,     -12,     -1,     10,     21,     32,     43,     -43,     -43,     43,     32]]]]
func.func @conv7_symmetric_dyn(%src: tensor<?x?x?x?xi32>) {
  %r = pad.pad %src low[0, 0, 3, 3] high[0, 0, 3, 3] mode(symmetric) : tensor<?x?x?x?xi32> to tensor<?x?x?x?xi32>
  %u = tensor.cast %r : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(y, [0, 0, 3, 3], [0, 0, 3, 3], 'wrap')
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 2, 11, 15] strides = [330, 165, 15, 1] data =
// CHECK-NEXT{LITERAL}: [[[[22,     33,     44,     -44,     -33,     -22,     -11,     0,     11,     22,     33,     44,     -44,     -33,     -22],
// CHECK-NEXT{LITERAL}:    [24,     35,     46,     -42,     -31,     -20,     -9,     2,     13,     24,     35,     46,     -42,     -31,     -20],
// CHECK-NEXT{LITERAL}:    [26,     37,     48,     -40,     -29,     -18,     -7,     4,     15,     26,     37,     48,     -40,     -29,     -18],
// CHECK-NEXT{LITERAL}:    [18,     29,     40,     -48,     -37,     -26,     -15,     -4,     7,     18,     29,     40,     -48,     -37,     -26],
// CHECK-NEXT{LITERAL}:    [20,     31,     42,     -46,     -35,     -24,     -13,     -2,     9,     20,     31,     42,     -46,     -35,     -24],
// CHECK-NEXT{LITERAL}:    [22,     33,     44,     -44,     -33,     -22,     -11,     0,     11,     22,     33,     44,     -44,     -33,     -22],
// CHECK-NEXT{LITERAL}:    [24,     35,     46,     -42,     -31,     -20,     -9,     2,     13,     24,     35,     46,     -42,     -31,     -20],
// CHECK-NEXT{LITERAL}:    [26,     37,     48,     -40,     -29,     -18,     -7,     4,     15,     26,     37,     48,     -40,     -29,     -18],
// CHECK-NEXT{LITERAL}:    [18,     29,     40,     -48,     -37,     -26,     -15,     -4,     7,     18,     29,     40,     -48,     -37,     -26],
// CHECK-NEXT{LITERAL}:    [20,     31,     42,     -46,     -35,     -24,     -13,     -2,     9,     20,     31,     42,     -46,     -35,     -24],
// CHECK-NEXT{LITERAL}:    [22,     33,     44,     -44,     -33,     -22,     -11,     0,     11,     22,     33,     44,     -44,     -33,     -22]],
// CHECK-NEXT{LITERAL}:   [[32,     43,     -43,     -34,     -23,     -12,     -1,     10,     21,     32,     43,     -43,     -34,     -23,     -12],
// CHECK-NEXT{LITERAL}:    [34,     45,     -41,     -32,     -21,     -10,     1,     12,     23,     34,     45,     -41,     -32,     -21,     -10],
// CHECK-NEXT{LITERAL}:    [36,     47,     -39,     -30,     -19,     -8,     3,     14,     25,     36,     47,     -39,     -30,     -19,     -8],
// CHECK-NEXT{LITERAL}:    [28,     39,     -47,     -38,     -27,     -16,     -5,     6,     17,     28,     39,     -47,     -38,     -27,     -16],
// CHECK-NEXT{LITERAL}:    [30,     41,     -45,     -36,     -25,     -14,     -3,     8,     19,     30,     41,     -45,     -36,     -25,     -14],
// CHECK-NEXT{LITERAL}:    [32,     43,     -43,     -34,     -23,     -12,     -1,     10,     21,     32,     43,     -43,     -34,     -23,     -12],
// CHECK-NEXT{LITERAL}:    [34,     45,     -41,     -32,     -21,     -10,     1,     12,     23,     34,     45,     -41,     -32,     -21,     -10],
// CHECK-NEXT{LITERAL}:    [36,     47,     -39,     -30,     -19,     -8,     3,     14,     25,     36,     47,     -39,     -30,     -19,     -8],
// CHECK-NEXT{LITERAL}:    [28,     39,     -47,     -38,     -27,     -16,     -5,     6,     17,     28,     39,     -47,     -38,     -27,     -16],
// CHECK-NEXT{LITERAL}:    [30,     41,     -45,     -36,     -25,     -14,     -3,     8,     19,     30,     41,     -45,     -36,     -25,     -14],
// CHECK-NEXT{LITERAL}:    [32,     43,     -43,     -34,     -23,     -12,     -1,     10,     21,     32,     43,     -43,     -34,     -23,     -12]]]]
func.func @conv7_wrap_dyn(%src: tensor<?x?x?x?xi32>) {
  %r = pad.pad %src low[0, 0, 3, 3] high[0, 0, 3, 3] mode(wrap) : tensor<?x?x?x?xi32> to tensor<?x?x?x?xi32>
  %u = tensor.cast %r : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() -> i32 {
  %c5 = arith.constant dense<[[-50, -43, -36, -29, -22], [-15, -8, -1, 6, 13]]> : tensor<2x5xi32>
  %x5 = bufferization.alloc_tensor() copy(%c5) : tensor<2x5xi32>
  %c8 = arith.constant dense<[[-50, -43, -36, -29, -22, -15, -8, -1], [6, 13, 20, 27, 34, 41, 48, -46]]> : tensor<2x8xi32>
  %x8 = bufferization.alloc_tensor() copy(%c8) : tensor<2x8xi32>
  %c9 = arith.constant dense<[[-50, -43, -36, -29, -22, -15, -8, -1, 6], [13, 20, 27, 34, 41, 48, -46, -39, -32]]> : tensor<2x9xi32>
  %x9 = bufferization.alloc_tensor() copy(%c9) : tensor<2x9xi32>
  %c37 = arith.constant dense<[[-50, -43, -36, -29, -22, -15, -8, -1, 6, 13, 20, 27, 34, 41, 48, -46, -39, -32, -25, -18, -11, -4, 3, 10, 17, 24, 31, 38, 45, -49, -42, -35, -28, -21, -14, -7, 0], [7, 14, 21, 28, 35, 42, 49, -45, -38, -31, -24, -17, -10, -3, 4, 11, 18, 25, 32, 39, 46, -48, -41, -34, -27, -20, -13, -6, 1, 8, 15, 22, 29, 36, 43, 50, -44]]> : tensor<2x37xi32>
  %x37 = bufferization.alloc_tensor() copy(%c37) : tensor<2x37xi32>
  %cy = arith.constant dense<[[[[-48, -37, -26, -15, -4, 7, 18, 29, 40], [-46, -35, -24, -13, -2, 9, 20, 31, 42], [-44, -33, -22, -11, 0, 11, 22, 33, 44], [-42, -31, -20, -9, 2, 13, 24, 35, 46], [-40, -29, -18, -7, 4, 15, 26, 37, 48]], [[-38, -27, -16, -5, 6, 17, 28, 39, -47], [-36, -25, -14, -3, 8, 19, 30, 41, -45], [-34, -23, -12, -1, 10, 21, 32, 43, -43], [-32, -21, -10, 1, 12, 23, 34, 45, -41], [-30, -19, -8, 3, 14, 25, 36, 47, -39]]]]> : tensor<1x2x5x9xi32>
  %y = bufferization.alloc_tensor() copy(%cy) : tensor<1x2x5x9xi32>
  %d_reflect_3_3_d8 = tensor.cast %x8 : tensor<2x8xi32> to tensor<?x?xi32>
  call @reflect_3_3_d8(%d_reflect_3_3_d8) : (tensor<?x?xi32>) -> ()
  call @reflect_3_3_d37(%x37) : (tensor<2x37xi32>) -> ()
  %d_reflect_3_3_d37_dyn = tensor.cast %x37 : tensor<2x37xi32> to tensor<?x?xi32>
  call @reflect_3_3_d37_dyn(%d_reflect_3_3_d37_dyn) : (tensor<?x?xi32>) -> ()
  %d_reflect_3_3_d5_dyn = tensor.cast %x5 : tensor<2x5xi32> to tensor<?x?xi32>
  call @reflect_3_3_d5_dyn(%d_reflect_3_3_d5_dyn) : (tensor<?x?xi32>) -> ()
  %d_reflect_5_6_d9_dyn = tensor.cast %x9 : tensor<2x9xi32> to tensor<?x?xi32>
  call @reflect_5_6_d9_dyn(%d_reflect_5_6_d9_dyn) : (tensor<?x?xi32>) -> ()
  call @reflect_7_3_d8(%x8) : (tensor<2x8xi32>) -> ()
  %d_symmetric_3_7_d8_dyn = tensor.cast %x8 : tensor<2x8xi32> to tensor<?x?xi32>
  call @symmetric_3_7_d8_dyn(%d_symmetric_3_7_d8_dyn) : (tensor<?x?xi32>) -> ()
  call @symmetric_3_7_d37(%x37) : (tensor<2x37xi32>) -> ()
  %d_symmetric_6_5_d9_dyn = tensor.cast %x9 : tensor<2x9xi32> to tensor<?x?xi32>
  call @symmetric_6_5_d9_dyn(%d_symmetric_6_5_d9_dyn) : (tensor<?x?xi32>) -> ()
  call @symmetric_3_3_d5(%x5) : (tensor<2x5xi32>) -> ()
  %d_wrap_3_3_d37_dyn = tensor.cast %x37 : tensor<2x37xi32> to tensor<?x?xi32>
  call @wrap_3_3_d37_dyn(%d_wrap_3_3_d37_dyn) : (tensor<?x?xi32>) -> ()
  %d_wrap_5_6_d9_dyn = tensor.cast %x9 : tensor<2x9xi32> to tensor<?x?xi32>
  call @wrap_5_6_d9_dyn(%d_wrap_5_6_d9_dyn) : (tensor<?x?xi32>) -> ()
  call @wrap_3_7_d8(%x8) : (tensor<2x8xi32>) -> ()
  %d_wrap_3_3_d5_dyn = tensor.cast %x5 : tensor<2x5xi32> to tensor<?x?xi32>
  call @wrap_3_3_d5_dyn(%d_wrap_3_3_d5_dyn) : (tensor<?x?xi32>) -> ()
  %d_edge_3_3_d37_dyn = tensor.cast %x37 : tensor<2x37xi32> to tensor<?x?xi32>
  call @edge_3_3_d37_dyn(%d_edge_3_3_d37_dyn) : (tensor<?x?xi32>) -> ()
  %d_edge_5_7_d5_dyn = tensor.cast %x5 : tensor<2x5xi32> to tensor<?x?xi32>
  call @edge_5_7_d5_dyn(%d_edge_5_7_d5_dyn) : (tensor<?x?xi32>) -> ()
  call @edge_7_6_d9(%x9) : (tensor<2x9xi32>) -> ()
  %d_constant_3_5_d37_dyn = tensor.cast %x37 : tensor<2x37xi32> to tensor<?x?xi32>
  call @constant_3_5_d37_dyn(%d_constant_3_5_d37_dyn) : (tensor<?x?xi32>) -> ()
  %d_constant_3_5_d5_dyn = tensor.cast %x5 : tensor<2x5xi32> to tensor<?x?xi32>
  call @constant_3_5_d5_dyn(%d_constant_3_5_d5_dyn) : (tensor<?x?xi32>) -> ()
  call @constant_6_3_d8(%x8) : (tensor<2x8xi32>) -> ()
  %yd = tensor.cast %y : tensor<1x2x5x9xi32> to tensor<?x?x?x?xi32>
  call @conv7_constant_dyn(%yd) : (tensor<?x?x?x?xi32>) -> ()
  call @conv7_edge_dyn(%yd) : (tensor<?x?x?x?xi32>) -> ()
  call @conv7_reflect_dyn(%yd) : (tensor<?x?x?x?xi32>) -> ()
  call @conv7_symmetric_dyn(%yd) : (tensor<?x?x?x?xi32>) -> ()
  call @conv7_wrap_dyn(%yd) : (tensor<?x?x?x?xi32>) -> ()
  %zero = arith.constant 0 : i32
  return %zero : i32
}
