// RUN: %pad-matrix %s \
// RUN:   ir:IR @unfused @strategies "strategy=vector runtime-checks=false" \
// RUN:   run @unfused @strategies "strategy=loops runtime-checks=false fuse-producers=false"

// Destinations (docs/Lowering.md, "Destinations") whose pad reaches them
// through what the pipeline resolves before the lowering:
// - a slice whose sizes are the tensor.dims of the pad's result, as
//   frontends write it: the sizes the pad computes from its source, so the
//   slice is the pad's only use;
// - an identity pad (all amounts zero) of another pad: its source, so the
//   inner pad is written into the destination of the identity.
// Every kernel writes in place (IR lines: no malloc, no memrefCopy) and gives
// the numbers of numpy (CHECK lines).
//
// PY: x = np.arange(1, 13, dtype=np.float32).reshape(3, 4)
// PY: v = np.arange(1, 6, dtype=np.float32)
// PY: v2 = np.arange(1, 21, dtype=np.float32).reshape(5, 4)
// PY: def into(shape, index, value):
// PY:     o = np.full(shape, -1, dtype=np.float32)
// PY:     o[index] = value
// PY:     return o

func.func private @printMemrefF32(tensor<*xf32>)

// IR-LABEL: llvm.func @sizes_from_result(
// IR-NOT: @malloc
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @sizes_from_result(%x: tensor<?x?xf32>, %o: tensor<?x?xf32> {bufferization.writable = true}, %i: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = pad.pad %x low[1, 2] high[2, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %r, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %r, %c1 : tensor<?x?xf32>
  %u = tensor.insert_slice %r into %o[%i, 0] [%d0, %d1] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %u : tensor<?x?xf32>
}

// The sizes of a cast of the pad, in a border mode, into a rank-reducing
// slice.
// IR-LABEL: llvm.func @sizes_from_cast(
// IR-NOT: @malloc
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @sizes_from_cast(%x: tensor<?x?xf32>, %o: tensor<2x?x?xf32> {bufferization.writable = true}) -> tensor<2x?x?xf32> {
  %c1 = arith.constant 1 : index
  %r = pad.pad %x low[1, 1] high[0, 2] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  %c = tensor.cast %r : tensor<?x?xf32> to tensor<4x?xf32>
  %d1 = tensor.dim %c, %c1 : tensor<4x?xf32>
  %u = tensor.insert_slice %c into %o[1, 0, 0] [1, 4, %d1] [1, 1, 1] : tensor<4x?xf32> into tensor<2x?x?xf32>
  return %u : tensor<2x?x?xf32>
}

// A crop, then an identity pad of it, into a memref.
// IR-LABEL: llvm.func @crop_then_identity_memref(
// IR-NOT: @malloc
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @crop_then_identity_memref(%x: tensor<5xf32>, %m: memref<3xf32>) {
  %a = pad.pad %x low[-1] high[-1] : tensor<5xf32> to tensor<3xf32>
  %b = pad.pad %a low[0] high[0] : tensor<3xf32> to tensor<3xf32>
  bufferization.materialize_in_destination %b in restrict writable %m : (tensor<3xf32>, memref<3xf32>) -> ()
  return
}

// The same into a tensor destination.
// IR-LABEL: llvm.func @crop_then_identity_tensor(
// IR-NOT: @malloc
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @crop_then_identity_tensor(%x: tensor<5xf32>, %o: tensor<3xf32> {bufferization.writable = true}) -> tensor<3xf32> {
  %a = pad.pad %x low[-1] high[-1] : tensor<5xf32> to tensor<3xf32>
  %b = pad.pad %a low[0] high[0] : tensor<3xf32> to tensor<3xf32>
  %r = bufferization.materialize_in_destination %b in %o : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// In 2-D, an identity in edge mode that also changes the static type.
// IR-LABEL: llvm.func @crop_then_identity_2d(
// IR-NOT: @malloc
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @crop_then_identity_2d(%x: tensor<5x4xf32>, %o: tensor<3x4xf32> {bufferization.writable = true}) -> tensor<3x4xf32> {
  %a = pad.pad %x low[-1, 0] high[-1, 0] : tensor<5x4xf32> to tensor<3x4xf32>
  %c = tensor.cast %a : tensor<3x4xf32> to tensor<?x4xf32>
  %b = pad.pad %c low[0, 0] high[0, 0] mode(edge) : tensor<?x4xf32> to tensor<3x4xf32>
  %r = bufferization.materialize_in_destination %b in %o : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

func.func @main() {
  %minus1 = arith.constant -1.0 : f32
  %c1 = arith.constant 1 : index
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %xd = tensor.cast %x : tensor<3x4xf32> to tensor<?x?xf32>
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %v2 = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0], [17.0, 18.0, 19.0, 20.0]]> : tensor<5x4xf32>

  %e1 = tensor.empty() : tensor<8x7xf32>
  %o1 = linalg.fill ins(%minus1 : f32) outs(%e1 : tensor<8x7xf32>) -> tensor<8x7xf32>
  %od1 = tensor.cast %o1 : tensor<8x7xf32> to tensor<?x?xf32>
  %r1 = call @sizes_from_result(%xd, %od1, %c1) : (tensor<?x?xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>
  %u1 = tensor.cast %r1 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()

  %e2 = tensor.empty() : tensor<2x4x7xf32>
  %o2 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<2x4x7xf32>) -> tensor<2x4x7xf32>
  %od2 = tensor.cast %o2 : tensor<2x4x7xf32> to tensor<2x?x?xf32>
  %r2 = call @sizes_from_cast(%xd, %od2) : (tensor<?x?xf32>, tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %u2 = tensor.cast %r2 : tensor<2x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()

  %m3 = memref.alloc() : memref<3xf32>
  linalg.fill ins(%minus1 : f32) outs(%m3 : memref<3xf32>)
  call @crop_then_identity_memref(%v, %m3) : (tensor<5xf32>, memref<3xf32>) -> ()
  %t3 = bufferization.to_tensor %m3 restrict : memref<3xf32> to tensor<3xf32>
  %u3 = tensor.cast %t3 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()

  %e4 = tensor.empty() : tensor<3xf32>
  %o4 = linalg.fill ins(%minus1 : f32) outs(%e4 : tensor<3xf32>) -> tensor<3xf32>
  %r4 = call @crop_then_identity_tensor(%v, %o4) : (tensor<5xf32>, tensor<3xf32>) -> tensor<3xf32>
  %u4 = tensor.cast %r4 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()

  %e5 = tensor.empty() : tensor<3x4xf32>
  %o5 = linalg.fill ins(%minus1 : f32) outs(%e5 : tensor<3x4xf32>) -> tensor<3x4xf32>
  %r5 = call @crop_then_identity_2d(%v2, %o5) : (tensor<5x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %u5 = tensor.cast %r5 : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  return
}

// numpy: into((8, 7), (slice(1, 7), slice(0, 7)), pad(x, [1, 2], [2, 1]))
// CHECK: rank = 2 offset = 0 sizes = [8, 7] strides = [7, 1] data =
// CHECK-NEXT{LITERAL}: [[-1,   -1,   -1,   -1,   -1,   -1,   -1],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   1,   2,   3,   4,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   5,   6,   7,   8,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   9,   10,   11,   12,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [-1,   -1,   -1,   -1,   -1,   -1,   -1]]

// numpy: into((2, 4, 7), (1,), pad(x, [1, 1], [0, 2], 'reflect'))
// CHECK: rank = 3 offset = 0 sizes = [2, 4, 7] strides = [28, 7, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1],
// CHECK-NEXT{LITERAL}:   [-1,    -1,    -1,    -1,    -1,    -1,    -1]],
// CHECK-NEXT{LITERAL}:  [[6,    5,    6,    7,    8,    7,    6],
// CHECK-NEXT{LITERAL}:   [2,    1,    2,    3,    4,    3,    2],
// CHECK-NEXT{LITERAL}:   [6,    5,    6,    7,    8,    7,    6],
// CHECK-NEXT{LITERAL}:   [10,    9,    10,    11,    12,    11,    10]]]

// numpy: pad(v, [-1], [-1])
// CHECK: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT{LITERAL}: [2,  3,  4]

// numpy: pad(v, [-1], [-1])
// CHECK: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT{LITERAL}: [2,  3,  4]

// numpy: pad(v2, [-1, 0], [-1, 0], 'edge')
// CHECK: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [9,   10,   11,   12],
// CHECK-NEXT{LITERAL}:  [13,   14,   15,   16]]
