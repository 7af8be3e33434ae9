// Fused pads next to consumers whose init is identical to the pad's output,
// and a border mode with a dynamic amount into a tensor destination
// (docs/Fusion.md; the IR is checked in test/Pipelines/fuse-producers*.mlir):
// every strategy, with and without fusion, prints the numbers of numpy
// (`numpy:` lines, checked by expectations.test).

// RUN: %pad-matrix %s run @strategies "strategy=vector fuse-producers=false"

// PY: x = np.arange(1, 10, dtype=np.float32).reshape(3, 3)
// PY: a = np.array([[1], [2]], np.float32)
// PY: b = np.array([[3, 4]], np.float32)

#id = affine_map<(i, j) -> (i, j)>

func.func private @printMemrefF32(tensor<*xf32>)

// The consumer reads the pad reversed on axis 0.
func.func @flip_consumer(%x: tensor<3x3xf32>) -> tensor<5x5xf32> {
  %e = tensor.empty() : tensor<3x3xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<3x3xf32>) outs(%e : tensor<3x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<3x3xf32>
  %p = pad.pad %y low[1, 1] high[1, 1] mode(reflect) : tensor<3x3xf32> to tensor<5x5xf32>
  %e2 = tensor.empty() : tensor<5x5xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(i, j) -> (4 - i, j)>, #id], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<5x5xf32>) outs(%e2 : tensor<5x5xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<5x5xf32>
  return %z : tensor<5x5xf32>
}

// The consumer is a matmul of the pad by itself.
func.func @matmul_consumer(%x: tensor<3x3xf32>) -> tensor<5x5xf32> {
  %e = tensor.empty() : tensor<3x3xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<3x3xf32>) outs(%e : tensor<3x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<3x3xf32>
  %v = arith.constant 2.0 : f32
  %p = pad.pad %y low[1, 1] high[1, 1] value(%v) : tensor<3x3xf32> to tensor<5x5xf32>
  %e2 = tensor.empty() : tensor<5x5xf32>
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<5x5xf32>) -> tensor<5x5xf32>
  %z = linalg.matmul ins(%p, %p : tensor<5x5xf32>, tensor<5x5xf32>) outs(%f : tensor<5x5xf32>) -> tensor<5x5xf32>
  return %z : tensor<5x5xf32>
}

// Fused when %l >= 0; otherwise the pad as it was, written into %o.
func.func @guarded_into(%a: tensor<2x1xf32>, %b: tensor<1x2xf32>, %l: index, %o: tensor<3x?xf32> {bufferization.writable = true}) -> tensor<3x?xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %v = arith.constant -3.0 : f32
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %y = linalg.matmul ins(%a, %b : tensor<2x1xf32>, tensor<1x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %p = pad.pad %y low[1, %l] high[0, 0] mode(symmetric) : tensor<2x2xf32> to tensor<3x?xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<3x?xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>
  return %r : tensor<3x?xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %a = arith.constant dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %b = arith.constant dense<[[3.0, 4.0]]> : tensor<1x2xf32>
  %c1 = arith.constant 1 : index
  %m1 = arith.constant -1 : index

// numpy: (pad(-x, [1, 1], [1, 1], 'reflect') ** 2)[::-1]
// CHECK: rank = 2 offset = 0 sizes = [5, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[25,   16,   25,   36,   25],
// CHECK-NEXT{LITERAL}:  [64,   49,   64,   81,   64],
// CHECK-NEXT{LITERAL}:  [25,   16,   25,   36,   25],
// CHECK-NEXT{LITERAL}:  [4,   1,   4,   9,   4],
// CHECK-NEXT{LITERAL}:  [25,   16,   25,   36,   25]]
  %r0 = call @flip_consumer(%x) : (tensor<3x3xf32>) -> tensor<5x5xf32>
  %u0 = tensor.cast %r0 : tensor<5x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()

// numpy: pad(-x, [1, 1], [1, 1], value=2) @ pad(-x, [1, 1], [1, 1], value=2)
// CHECK: rank = 2 offset = 0 sizes = [5, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[20,   -16,   -22,   -28,   20],
// CHECK-NEXT{LITERAL}:  [-4,   38,   44,   50,   -4],
// CHECK-NEXT{LITERAL}:  [-22,   74,   89,   104,   -22],
// CHECK-NEXT{LITERAL}:  [-40,   110,   134,   158,   -40],
// CHECK-NEXT{LITERAL}:  [20,   -16,   -22,   -28,   20]]
  %r1 = call @matmul_consumer(%x) : (tensor<3x3xf32>) -> tensor<5x5xf32>
  %u1 = tensor.cast %r1 : tensor<5x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()

// numpy: pad(a @ b - 3, [1, 1], [0, 0], 'symmetric')
// CHECK: rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   0,   1],
// CHECK-NEXT{LITERAL}:  [0,   0,   1],
// CHECK-NEXT{LITERAL}:  [3,   3,   5]]
  %o1 = tensor.empty() : tensor<3x3xf32>
  %o1d = tensor.cast %o1 : tensor<3x3xf32> to tensor<3x?xf32>
  %r2 = call @guarded_into(%a, %b, %c1, %o1d) : (tensor<2x1xf32>, tensor<1x2xf32>, index, tensor<3x?xf32>) -> tensor<3x?xf32>
  %u2 = tensor.cast %r2 : tensor<3x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()

// numpy: pad(a @ b - 3, [1, -1], [0, 0], 'symmetric')
// CHECK: rank = 2 offset = 0 sizes = [3, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[1],
// CHECK-NEXT{LITERAL}:  [1],
// CHECK-NEXT{LITERAL}:  [5]]
  %o2 = tensor.empty() : tensor<3x1xf32>
  %o2d = tensor.cast %o2 : tensor<3x1xf32> to tensor<3x?xf32>
  %r3 = call @guarded_into(%a, %b, %m1, %o2d) : (tensor<2x1xf32>, tensor<1x2xf32>, index, tensor<3x?xf32>) -> tensor<3x?xf32>
  %u3 = tensor.cast %r3 : tensor<3x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
