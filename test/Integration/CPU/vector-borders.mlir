// RUN: pad-opt %s --pad-to-llvm="strategy=loops" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector runtime-checks=false" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=always" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=never" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector nontemporal=auto llc-bytes=64" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector parallel=true" | env OMP_NUM_THREADS=2 mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs,%mlir_lib_dir/libomp.so | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector parallel=true parallel-min-bytes=0 nontemporal=always" | env OMP_NUM_THREADS=2 mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs,%mlir_lib_dir/libomp.so | FileCheck %s
// RUN: pad-opt %s --convert-pad-to-vector | FileCheck %s --check-prefix=IR

// The vector strategy's border and interior paths on rows wider than a
// vector: reflect and symmetric borders longer than a vector are written
// with reversed vectors (vector.shuffle), wrap borders with vector copies,
// interior padding on the last axis with vectors interleaved with the pad
// value by one vector.shuffle; static and dynamic shapes, crops.
// IR: vector.shuffle %{{.*}}, %{{.*}} [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xi32>, vector<8xi32>
// IR: vector.shuffle %{{.*}}, %{{.*}} [0, 8, 1, 8, 2, 8, 3, 8, 4, 8, 5, 8, 6, 8, 7, 8] : vector<8xi32>, vector<8xi32>

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py and printed as printMemref does;
// expectations.test re-derives every CHECK block.
// PY: x = (np.arange(2 * 37).reshape(2, 37) * 7 % 101 - 50).astype(np.int32)

func.func private @printMemrefI32(tensor<*xi32>)

func.func @print(%t: tensor<?x?xi32>) {
  %u = tensor.cast %t : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// numpy: pad(x, [0, 20], [1, 30], 'reflect')
// CHECK: rank = 2 offset = 0 sizes = [3, 87] strides = [87, 1] data =
// CHECK-NEXT{LITERAL}: [[-11,   -18,   -25,   -32,   -39,   -46,   48,   41,   34,   27,   20,   13,   6,   -1,   -8,   -15,   -22,   -29,   -36,   -43,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   -7,   -14,   -21,   -28,   -35,   -42,   -49,   45,   38,   31,   24,   17,   10,   3,   -4,   -11,   -18,   -25,   -32,   -39,   -46,   48,   41,   34,   27,   20,   13,   6,   -1,   -8],
// CHECK-NEXT{LITERAL}:  [46,   39,   32,   25,   18,   11,   4,   -3,   -10,   -17,   -24,   -31,   -38,   -45,   49,   42,   35,   28,   21,   14,   7,   14,   21,   28,   35,   42,   49,   -45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29,   36,   43,   50,   -44,   50,   43,   36,   29,   22,   15,   8,   1,   -6,   -13,   -20,   -27,   -34,   -41,   -48,   46,   39,   32,   25,   18,   11,   4,   -3,   -10,   -17,   -24,   -31,   -38,   -45,   49],
// CHECK-NEXT{LITERAL}:  [-11,   -18,   -25,   -32,   -39,   -46,   48,   41,   34,   27,   20,   13,   6,   -1,   -8,   -15,   -22,   -29,   -36,   -43,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   -7,   -14,   -21,   -28,   -35,   -42,   -49,   45,   38,   31,   24,   17,   10,   3,   -4,   -11,   -18,   -25,   -32,   -39,   -46,   48,   41,   34,   27,   20,   13,   6,   -1,   -8]]
func.func @reflect_long(%src: tensor<2x37xi32>) {
  %r = pad.pad %src low[0, 20] high[1, 30] mode(reflect) : tensor<2x37xi32> to tensor<3x87xi32>

  %c = tensor.cast %r : tensor<3x87xi32> to tensor<?x?xi32>
  call @print(%c) : (tensor<?x?xi32>) -> ()
  return
}

// numpy: pad(x, [0, 20], [1, 30], 'reflect')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 87] strides = [87, 1] data =
// CHECK-NEXT{LITERAL}: [[-11,   -18,   -25,   -32,   -39,   -46,   48,   41,   34,   27,   20,   13,   6,   -1,   -8,   -15,   -22,   -29,   -36,   -43,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   -7,   -14,   -21,   -28,   -35,   -42,   -49,   45,   38,   31,   24,   17,   10,   3,   -4,   -11,   -18,   -25,   -32,   -39,   -46,   48,   41,   34,   27,   20,   13,   6,   -1,   -8],
// CHECK-NEXT{LITERAL}:  [46,   39,   32,   25,   18,   11,   4,   -3,   -10,   -17,   -24,   -31,   -38,   -45,   49,   42,   35,   28,   21,   14,   7,   14,   21,   28,   35,   42,   49,   -45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29,   36,   43,   50,   -44,   50,   43,   36,   29,   22,   15,   8,   1,   -6,   -13,   -20,   -27,   -34,   -41,   -48,   46,   39,   32,   25,   18,   11,   4,   -3,   -10,   -17,   -24,   -31,   -38,   -45,   49],
// CHECK-NEXT{LITERAL}:  [-11,   -18,   -25,   -32,   -39,   -46,   48,   41,   34,   27,   20,   13,   6,   -1,   -8,   -15,   -22,   -29,   -36,   -43,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   -7,   -14,   -21,   -28,   -35,   -42,   -49,   45,   38,   31,   24,   17,   10,   3,   -4,   -11,   -18,   -25,   -32,   -39,   -46,   48,   41,   34,   27,   20,   13,   6,   -1,   -8]]
func.func @reflect_long_dyn(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[0, 20] high[1, 30] mode(reflect) : tensor<?x?xi32> to tensor<?x?xi32>

  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}

// numpy: pad(x, [1, 17], [0, 25], 'symmetric')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 79] strides = [79, 1] data =
// CHECK-NEXT{LITERAL}: [[-39,   -46,   48,   41,   34,   27,   20,   13,   6,   -1,   -8,   -15,   -22,   -29,   -36,   -43,   -50,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   0,   -7,   -14,   -21,   -28,   -35,   -42,   -49,   45,   38,   31,   24,   17,   10,   3,   -4,   -11,   -18,   -25,   -32,   -39,   -46,   48,   41,   34],
// CHECK-NEXT{LITERAL}:  [-39,   -46,   48,   41,   34,   27,   20,   13,   6,   -1,   -8,   -15,   -22,   -29,   -36,   -43,   -50,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   0,   -7,   -14,   -21,   -28,   -35,   -42,   -49,   45,   38,   31,   24,   17,   10,   3,   -4,   -11,   -18,   -25,   -32,   -39,   -46,   48,   41,   34],
// CHECK-NEXT{LITERAL}:  [18,   11,   4,   -3,   -10,   -17,   -24,   -31,   -38,   -45,   49,   42,   35,   28,   21,   14,   7,   7,   14,   21,   28,   35,   42,   49,   -45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29,   36,   43,   50,   -44,   -44,   50,   43,   36,   29,   22,   15,   8,   1,   -6,   -13,   -20,   -27,   -34,   -41,   -48,   46,   39,   32,   25,   18,   11,   4,   -3,   -10]]
func.func @symmetric_long_dyn(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[1, 17] high[0, 25] mode(symmetric) : tensor<?x?xi32> to tensor<?x?xi32>

  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}

// numpy: pad(x, [0, 30], [0, 33], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 100] strides = [100, 1] data =
// CHECK-NEXT{LITERAL}: [[-1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28],
// CHECK-NEXT{LITERAL}:  [-45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29,   36,   43,   50,   -44,   7,   14,   21,   28,   35,   42,   49,   -45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29,   36,   43,   50,   -44,   7,   14,   21,   28,   35,   42,   49,   -45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29]]
func.func @wrap_long(%src: tensor<2x37xi32>) {
  %r = pad.pad %src low[0, 30] high[0, 33] mode(wrap) : tensor<2x37xi32> to tensor<2x100xi32>

  %c = tensor.cast %r : tensor<2x100xi32> to tensor<?x?xi32>
  call @print(%c) : (tensor<?x?xi32>) -> ()
  return
}

// numpy: pad(x, [0, 30], [1, 33], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 100] strides = [100, 1] data =
// CHECK-NEXT{LITERAL}: [[-1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28],
// CHECK-NEXT{LITERAL}:  [-45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29,   36,   43,   50,   -44,   7,   14,   21,   28,   35,   42,   49,   -45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29,   36,   43,   50,   -44,   7,   14,   21,   28,   35,   42,   49,   -45,   -38,   -31,   -24,   -17,   -10,   -3,   4,   11,   18,   25,   32,   39,   46,   -48,   -41,   -34,   -27,   -20,   -13,   -6,   1,   8,   15,   22,   29],
// CHECK-NEXT{LITERAL}:  [-1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28,   -21,   -14,   -7,   0,   -50,   -43,   -36,   -29,   -22,   -15,   -8,   -1,   6,   13,   20,   27,   34,   41,   48,   -46,   -39,   -32,   -25,   -18,   -11,   -4,   3,   10,   17,   24,   31,   38,   45,   -49,   -42,   -35,   -28]]
func.func @wrap_long_dyn(%src: tensor<?x?xi32>) {
  %r = pad.pad %src low[0, 30] high[1, 33] mode(wrap) : tensor<?x?xi32> to tensor<?x?xi32>

  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}

// numpy: pad(x, [0, 3], [0, 2], 'constant', value=7, interior=[0, 1])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 78] strides = [78, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   7,   7,   -50,   7,   -43,   7,   -36,   7,   -29,   7,   -22,   7,   -15,   7,   -8,   7,   -1,   7,   6,   7,   13,   7,   20,   7,   27,   7,   34,   7,   41,   7,   48,   7,   -46,   7,   -39,   7,   -32,   7,   -25,   7,   -18,   7,   -11,   7,   -4,   7,   3,   7,   10,   7,   17,   7,   24,   7,   31,   7,   38,   7,   45,   7,   -49,   7,   -42,   7,   -35,   7,   -28,   7,   -21,   7,   -14,   7,   -7,   7,   0,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   7,   14,   7,   21,   7,   28,   7,   35,   7,   42,   7,   49,   7,   -45,   7,   -38,   7,   -31,   7,   -24,   7,   -17,   7,   -10,   7,   -3,   7,   4,   7,   11,   7,   18,   7,   25,   7,   32,   7,   39,   7,   46,   7,   -48,   7,   -41,   7,   -34,   7,   -27,   7,   -20,   7,   -13,   7,   -6,   7,   1,   7,   8,   7,   15,   7,   22,   7,   29,   7,   36,   7,   43,   7,   50,   7,   -44,   7,   7]]
func.func @interior1(%src: tensor<2x37xi32>) {
  %v = arith.constant 7 : i32
  %r = pad.pad %src low[0, 3] high[0, 2] interior[0, 1] value(%v) : tensor<2x37xi32> to tensor<2x78xi32>

  %c = tensor.cast %r : tensor<2x78xi32> to tensor<?x?xi32>
  call @print(%c) : (tensor<?x?xi32>) -> ()
  return
}

// numpy: pad(x, [1, 3], [0, 2], 'constant', value=7, interior=[0, 1])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 78] strides = [78, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   -50,   7,   -43,   7,   -36,   7,   -29,   7,   -22,   7,   -15,   7,   -8,   7,   -1,   7,   6,   7,   13,   7,   20,   7,   27,   7,   34,   7,   41,   7,   48,   7,   -46,   7,   -39,   7,   -32,   7,   -25,   7,   -18,   7,   -11,   7,   -4,   7,   3,   7,   10,   7,   17,   7,   24,   7,   31,   7,   38,   7,   45,   7,   -49,   7,   -42,   7,   -35,   7,   -28,   7,   -21,   7,   -14,   7,   -7,   7,   0,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   7,   14,   7,   21,   7,   28,   7,   35,   7,   42,   7,   49,   7,   -45,   7,   -38,   7,   -31,   7,   -24,   7,   -17,   7,   -10,   7,   -3,   7,   4,   7,   11,   7,   18,   7,   25,   7,   32,   7,   39,   7,   46,   7,   -48,   7,   -41,   7,   -34,   7,   -27,   7,   -20,   7,   -13,   7,   -6,   7,   1,   7,   8,   7,   15,   7,   22,   7,   29,   7,   36,   7,   43,   7,   50,   7,   -44,   7,   7]]
func.func @interior1_dyn(%src: tensor<?x?xi32>) {
  %v = arith.constant 7 : i32
  %r = pad.pad %src low[1, 3] high[0, 2] interior[0, 1] value(%v) : tensor<?x?xi32> to tensor<?x?xi32>

  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}

// numpy: pad(x, [0, -1], [0, -2], 'constant', value=7, interior=[1, 2])
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 106] strides = [106, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   7,   -43,   7,   7,   -36,   7,   7,   -29,   7,   7,   -22,   7,   7,   -15,   7,   7,   -8,   7,   7,   -1,   7,   7,   6,   7,   7,   13,   7,   7,   20,   7,   7,   27,   7,   7,   34,   7,   7,   41,   7,   7,   48,   7,   7,   -46,   7,   7,   -39,   7,   7,   -32,   7,   7,   -25,   7,   7,   -18,   7,   7,   -11,   7,   7,   -4,   7,   7,   3,   7,   7,   10,   7,   7,   17,   7,   7,   24,   7,   7,   31,   7,   7,   38,   7,   7,   45,   7,   7,   -49,   7,   7,   -42,   7,   7,   -35,   7,   7,   -28,   7,   7,   -21,   7,   7,   -14,   7,   7,   -7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7,   7],
// CHECK-NEXT{LITERAL}:  [7,   7,   14,   7,   7,   21,   7,   7,   28,   7,   7,   35,   7,   7,   42,   7,   7,   49,   7,   7,   -45,   7,   7,   -38,   7,   7,   -31,   7,   7,   -24,   7,   7,   -17,   7,   7,   -10,   7,   7,   -3,   7,   7,   4,   7,   7,   11,   7,   7,   18,   7,   7,   25,   7,   7,   32,   7,   7,   39,   7,   7,   46,   7,   7,   -48,   7,   7,   -41,   7,   7,   -34,   7,   7,   -27,   7,   7,   -20,   7,   7,   -13,   7,   7,   -6,   7,   7,   1,   7,   7,   8,   7,   7,   15,   7,   7,   22,   7,   7,   29,   7,   7,   36,   7,   7,   43,   7,   7,   50,   7]]
func.func @interior2_crop_dyn(%src: tensor<?x?xi32>) {
  %v = arith.constant 7 : i32
  %r = pad.pad %src low[0, -1] high[0, -2] interior[1, 2] value(%v) : tensor<?x?xi32> to tensor<?x?xi32>

  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[-50, -43, -36, -29, -22, -15, -8, -1, 6, 13, 20, 27, 34, 41, 48, -46, -39, -32, -25, -18, -11, -4, 3, 10, 17, 24, 31, 38, 45, -49, -42, -35, -28, -21, -14, -7, 0], [7, 14, 21, 28, 35, 42, 49, -45, -38, -31, -24, -17, -10, -3, 4, 11, 18, 25, 32, 39, 46, -48, -41, -34, -27, -20, -13, -6, 1, 8, 15, 22, 29, 36, 43, 50, -44]]> : tensor<2x37xi32>
  call @reflect_long(%x) : (tensor<2x37xi32>) -> ()
  %d_reflect_long_dyn = tensor.cast %x : tensor<2x37xi32> to tensor<?x?xi32>
  call @reflect_long_dyn(%d_reflect_long_dyn) : (tensor<?x?xi32>) -> ()
  %d_symmetric_long_dyn = tensor.cast %x : tensor<2x37xi32> to tensor<?x?xi32>
  call @symmetric_long_dyn(%d_symmetric_long_dyn) : (tensor<?x?xi32>) -> ()
  call @wrap_long(%x) : (tensor<2x37xi32>) -> ()
  %d_wrap_long_dyn = tensor.cast %x : tensor<2x37xi32> to tensor<?x?xi32>
  call @wrap_long_dyn(%d_wrap_long_dyn) : (tensor<?x?xi32>) -> ()
  call @interior1(%x) : (tensor<2x37xi32>) -> ()
  %d_interior1_dyn = tensor.cast %x : tensor<2x37xi32> to tensor<?x?xi32>
  call @interior1_dyn(%d_interior1_dyn) : (tensor<?x?xi32>) -> ()
  %d_interior2_crop_dyn = tensor.cast %x : tensor<2x37xi32> to tensor<?x?xi32>
  call @interior2_crop_dyn(%d_interior2_crop_dyn) : (tensor<?x?xi32>) -> ()
  return
}
