// RUN: %pad-matrix %s run @core

// A pad whose result is the value carried by an scf.for loop, so that its
// shape changes at every iteration: the amounts grow with the induction
// variable (edge, 1 + i on each side), 3 iterations: 3x4 -> 5x6 -> 9x10 ->
// 15x16. docs/Lowering.md#safety: the pipeline accepts scf ops with tensors; the result is
// a new buffer at every iteration. Printed: the result, then its rows and
// columns 5..9 through a slice. Expected values: np.pad three times.

// The expected values: each `numpy:` line is evaluated on the inputs of
// the `PY:` lines with Inputs/numpy_ref.py (pad = np.pad by the positive
// amounts of the interior-dilated input, then a crop by the negative
// ones, checked against docs/Semantics.md#2-semantics element by element), and printed as
// printMemref does; expectations.test re-derives every CHECK block.
// PY: x = np.arange(1, 13, dtype=np.float32).reshape(3, 4)

func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// numpy: pad(pad(pad(x, [1, 1], [1, 1], 'edge'), [2, 2], [2, 2], 'edge'), [3, 3], [3, 3], 'edge')
// CHECK: rank = 2 offset = 0 sizes = [15, 16] strides = [16, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   1,   1,   1,   1,   1,   2,   3,   4,   4,   4,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   1,   1,   1,   1,   1,   1,   2,   3,   4,   4,   4,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   1,   1,   1,   1,   1,   1,   2,   3,   4,   4,   4,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   1,   1,   1,   1,   1,   1,   2,   3,   4,   4,   4,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   1,   1,   1,   1,   1,   1,   2,   3,   4,   4,   4,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   1,   1,   1,   1,   1,   1,   2,   3,   4,   4,   4,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [1,   1,   1,   1,   1,   1,   1,   2,   3,   4,   4,   4,   4,   4,   4,   4],
// CHECK-NEXT{LITERAL}:  [5,   5,   5,   5,   5,   5,   5,   6,   7,   8,   8,   8,   8,   8,   8,   8],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   9,   9,   9,   9,   10,   11,   12,   12,   12,   12,   12,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   9,   9,   9,   9,   10,   11,   12,   12,   12,   12,   12,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   9,   9,   9,   9,   10,   11,   12,   12,   12,   12,   12,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   9,   9,   9,   9,   10,   11,   12,   12,   12,   12,   12,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   9,   9,   9,   9,   10,   11,   12,   12,   12,   12,   12,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   9,   9,   9,   9,   10,   11,   12,   12,   12,   12,   12,   12,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   9,   9,   9,   9,   9,   10,   11,   12,   12,   12,   12,   12,   12,   12]]
// numpy: pad(pad(pad(x, [1, 1], [1, 1], 'edge'), [2, 2], [2, 2], 'edge'), [3, 3], [3, 3], 'edge')[5:10, 5:10]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [1,   1,   2,   3,   4],
// CHECK-NEXT{LITERAL}:  [5,   5,   6,   7,   8],
// CHECK-NEXT{LITERAL}:  [9,   9,   10,   11,   12],
// CHECK-NEXT{LITERAL}:  [9,   9,   10,   11,   12]]
func.func @grow(%x: tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %x) -> tensor<?x?xf32> {
    %a = arith.addi %i, %c1 : index
    %p = pad.pad %t low[%a, %a] high[%a, %a] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
    scf.yield %p : tensor<?x?xf32>
  }
  call @print(%r) : (tensor<?x?xf32>) -> ()
  %s = tensor.extract_slice %r[5, 5] [5, 5] [1, 1] : tensor<?x?xf32> to tensor<5x5xf32>
  %e = tensor.empty() : tensor<5x5xf32>
  %copy = linalg.copy ins(%s : tensor<5x5xf32>) outs(%e : tensor<5x5xf32>) -> tensor<5x5xf32>
  %d = tensor.cast %copy : tensor<5x5xf32> to tensor<?x?xf32>
  call @print(%d) : (tensor<?x?xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0],
                             [5.0, 6.0, 7.0, 8.0],
                             [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %xd = tensor.cast %x : tensor<3x4xf32> to tensor<?x?xf32>
  call @grow(%xd) : (tensor<?x?xf32>) -> ()
  return
}
