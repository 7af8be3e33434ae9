// RUN: %pad-matrix %s diff @core run @core

// pad.pad among other ops after bufferization: a strided (non-contiguous)
// source, chained pads, a result written in place while its source is still
// live (the zero-amount case that folds to the source included), a pad in an
// scf.for loop, and a pad feeding a linalg reduction. (A pad whose result is
// the loop-carried value: pad-in-loop.mlir.)
//
// The first three run end to end by pad_diff.py (the CASE lines;
// ../Differential/diff_spec.py, diff_compose.py): a strided view of a larger
// tensor passed as the source (view), wrap then reflect of the wrapped result
// then a crop back (chained pads), and a value written into the result after
// the pad, the source printed after it and unchanged (write); compared with
// test/lib/pad_reference.py.
// CASE: i32 %3x%3 low[%1, 1] high[1, %2] reflect view(1x1, 1x2)   # the strided view as a function argument
// CASE: i32 3x3 low[2, -1] high[0, 1] symmetric view(1x1, 1x2)
// CASE: f32 3x4 low[1, 2] high[0, 1] wrap | low[2, 1] high[1, 3] reflect | low[-2, -3] high[-1, -1] edge
// CASE: f32 %3x%4 low[0, 0] high[0, 0] edge write(-1.0)   # folds to its source
// CASE: f32 %3x%4 low[%0, %0] high[%0, %0] edge write(-2.0)
// CASE: f32 %3x%4 low[-1, -1] high[-1, -2] write(-3.0)
// DIFF: 6 passed, 0 failed

// The loop and the reduction, whose expected values come from the same
// reference: each `numpy:` line is evaluated on the inputs of the `PY:`
// lines with Inputs/numpy_ref.py (test/lib/pad_reference.py) and printed as
// printMemref does; expectations.test re-derives every CHECK block.
// PY: x = np.arange(1, 13, dtype=np.float32).reshape(3, 4)

func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// A pad in a loop: row i of x padded by i on the left and 3 - i on the
// right (edge, dynamic amounts) and inserted into row i of a 3x7 result
// carried by the loop.
// numpy: np.stack([pad(x[i:i+1], [0, i], [0, 3 - i], 'edge')[0] for i in range(3)])
// CHECK: rank = 2 offset = 0 sizes = [3, 7] strides = [7, 1] data =
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
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0],
                             [5.0, 6.0, 7.0, 8.0],
                             [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %xd = tensor.cast %x : tensor<3x4xf32> to tensor<?x?xf32>
  call @in_loop(%xd) : (tensor<?x?xf32>) -> ()
  call @reduced(%x) : (tensor<3x4xf32>) -> ()
  return
}
