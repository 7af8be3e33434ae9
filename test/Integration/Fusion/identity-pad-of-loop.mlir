// An identity pad (every amount zero: its source, docs/Lowering.md#destinations)
// of a loop of row tiles over a tensor.empty (an scf.for, an scf.forall),
// materialized in a writable tensor argument: the loop writes the destination
// in place. Every strategy, with and
// without fusion, prints the numbers of numpy (`numpy:` lines, checked by
// expectations.test); the IR is checked in
// test/Transforms/eliminate-empty-tensors.mlir.

// RUN: %pad-matrix %s run @strategies @unfused

// PY: x = np.array([[0, -7, 9], [1, 3, 7], [9, -2, 6], [2, 3, 0]], np.float32)

#id = affine_map<(i, j) -> (i, j)>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @relu_rows_into(%x: tensor<?x?xf32>, %dest: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %y = scf.for %i = %c0 to %d0 step %c1 iter_args(%o = %e) -> (tensor<?x?xf32>) {
    %xs = tensor.extract_slice %x[%i, 0] [1, %d1] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
    %os = tensor.extract_slice %o[%i, 0] [1, %d1] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
    %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%xs : tensor<1x?xf32>) outs(%os : tensor<1x?xf32>) {
    ^bb0(%a: f32, %b: f32):
      %z = arith.constant 0.0 : f32
      %m = arith.maximumf %a, %z : f32
      linalg.yield %m : f32
    } -> tensor<1x?xf32>
    %u = tensor.insert_slice %r into %o[%i, 0] [1, %d1] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
    scf.yield %u : tensor<?x?xf32>
  }
  %p = pad.pad %y low[0, 0] high[0, 0] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = bufferization.materialize_in_destination %p in %dest : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @double_tiles_into(%x: tensor<?x?xf32>, %dest: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %y = scf.forall (%i) in (%d0) shared_outs(%o = %e) -> (tensor<?x?xf32>) {
    %xs = tensor.extract_slice %x[%i, 0] [1, %d1] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
    %os = tensor.extract_slice %o[%i, 0] [1, %d1] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
    %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%xs : tensor<1x?xf32>) outs(%os : tensor<1x?xf32>) {
    ^bb0(%a: f32, %b: f32):
      %m = arith.addf %a, %a : f32
      linalg.yield %m : f32
    } -> tensor<1x?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %r into %o[%i, 0] [1, %d1] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
    }
  }
  %p = pad.pad %y low[0, 0] high[0, 0] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = bufferization.materialize_in_destination %p in %dest : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %x = arith.constant dense<[[0.0, -7.0, 9.0], [1.0, 3.0, 7.0], [9.0, -2.0, 6.0], [2.0, 3.0, 0.0]]> : tensor<4x3xf32>
  %xd = tensor.cast %x : tensor<4x3xf32> to tensor<?x?xf32>
  %o = tensor.empty() : tensor<4x3xf32>
  %od = tensor.cast %o : tensor<4x3xf32> to tensor<?x?xf32>

// numpy: np.maximum(x, 0)
// CHECK: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   0,   9],
// CHECK-NEXT{LITERAL}:  [1,   3,   7],
// CHECK-NEXT{LITERAL}:  [9,   0,   6],
// CHECK-NEXT{LITERAL}:  [2,   3,   0]]
  %r = call @relu_rows_into(%xd, %od) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()

// numpy: x + x
// CHECK: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   -14,   18],
// CHECK-NEXT{LITERAL}:  [2,   6,   14],
// CHECK-NEXT{LITERAL}:  [18,   -4,   12],
// CHECK-NEXT{LITERAL}:  [4,   6,   0]]
  %o2 = tensor.empty() : tensor<4x3xf32>
  %o2d = tensor.cast %o2 : tensor<4x3xf32> to tensor<?x?xf32>
  %r2 = call @double_tiles_into(%xd, %o2d) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u2 = tensor.cast %r2 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
