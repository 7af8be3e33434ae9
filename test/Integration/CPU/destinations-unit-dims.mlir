// RUN: %pad-matrix %s \
// RUN:   ir:IR "strategy={linalg,loops}" \
// RUN:   ir:VIR "strategy=vector" \
// RUN:   run @unfused @strategies "strategy=vector runtime-checks=false"

// A slice of a destination (docs/Lowering.md, "Destinations") inserted by a
// rank-reducing tensor.insert_slice whose sizes hold several unit dims: the
// axes of the result are the axes of the slice that the inserted type keeps
// (the result's own type or that of a tensor.cast of it), the others unit
// axes the insertion drops. The run-time checks of the destination compare
// each axis of the result with its axis of the slice; the pad is written in
// place (IR lines; VIR for the vector strategy, whose 1-D pads of dynamic
// size into a slice are still copied: one-shot bufferization does not match
// the slice through the branches of their lowering) and gives the numbers of
// numpy (CHECK lines).
// runtime-checks/destination-unit-dims-too-small.mlir stops where the slice
// is too small.
//
// PY: x = np.arange(1, 5, dtype=np.float32)
// PY: x2 = x.reshape(4, 1)
// PY: xs = np.stack([x, x + 4])
// PY: x8 = np.arange(1, 9, dtype=np.float32).reshape(4, 1, 2)
// PY: def into(shape, index, value):
// PY:     o = np.full(shape, -1, dtype=np.float32)
// PY:     o[index] = value
// PY:     return o

func.func private @printMemrefF32(tensor<*xf32>)

// The two axes of the slice are unit axes; the inserted tensor<1xf32> is
// one of them.
// IR-LABEL: llvm.func @two_unit_dims(
// IR-NOT: @malloc
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @two_unit_dims(%x: tensor<?xf32>, %acc: tensor<2x1xf32> {bufferization.writable = true}) -> tensor<2x1xf32> {
  %p = pad.pad %x low[-1] high[0] : tensor<?xf32> to tensor<?xf32>
  %c = tensor.cast %p : tensor<?xf32> to tensor<1xf32>
  %u = tensor.insert_slice %c into %acc[0, 0] [1, 1] [1, 1] : tensor<1xf32> into tensor<2x1xf32>
  return %u : tensor<2x1xf32>
}

// Unit axes on both sides of the result's.
// IR-LABEL: llvm.func @unit_dims_around(
// IR-NOT: @malloc
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @unit_dims_around(%x: tensor<?xf32>, %acc: tensor<2x3x1xf32> {bufferization.writable = true}) -> tensor<2x3x1xf32> {
  %p = pad.pad %x low[-1] high[0] : tensor<?xf32> to tensor<?xf32>
  %c = tensor.cast %p : tensor<?xf32> to tensor<3xf32>
  %u = tensor.insert_slice %c into %acc[1, 0, 0] [1, 3, 1] [1, 1, 1] : tensor<3xf32> into tensor<2x3x1xf32>
  return %u : tensor<2x3x1xf32>
}

// Two leading unit axes, a border mode.
// IR-LABEL: llvm.func @leading_unit_dims(
// IR-NOT: @malloc
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @leading_unit_dims(%x: tensor<?xf32>, %acc: tensor<2x1x3xf32> {bufferization.writable = true}) -> tensor<2x1x3xf32> {
  %p = pad.pad %x low[1] high[-2] mode(reflect) : tensor<?xf32> to tensor<?xf32>
  %c = tensor.cast %p : tensor<?xf32> to tensor<3xf32>
  %u = tensor.insert_slice %c into %acc[1, 0, 0] [1, 1, 3] [1, 1, 1] : tensor<3xf32> into tensor<2x1x3xf32>
  return %u : tensor<2x1x3xf32>
}

// A unit axis of the result kept, another unit axis dropped.
// IR-LABEL: llvm.func @kept_unit_axis(
// IR-NOT: @malloc
// IR-NOT: memrefCopy
// IR: llvm.return
// VIR-LABEL: llvm.func @kept_unit_axis(
// VIR-NOT: @malloc
// VIR-NOT: memrefCopy
// VIR: llvm.return
func.func @kept_unit_axis(%x: tensor<?x?xf32>, %acc: tensor<2x3x1xf32> {bufferization.writable = true}) -> tensor<2x3x1xf32> {
  %p = pad.pad %x low[-1, 0] high[0, 0] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  %c = tensor.cast %p : tensor<?x?xf32> to tensor<3x1xf32>
  %u = tensor.insert_slice %c into %acc[1, 0, 0] [1, 3, 1] [1, 1, 1] : tensor<3x1xf32> into tensor<2x3x1xf32>
  return %u : tensor<2x3x1xf32>
}

// A static result, no cast.
// IR-LABEL: llvm.func @static_unit_dims(
// IR-NOT: @malloc
// IR-NOT: memrefCopy
// IR: llvm.return
// VIR-LABEL: llvm.func @static_unit_dims(
// VIR-NOT: @malloc
// VIR-NOT: memrefCopy
// VIR: llvm.return
func.func @static_unit_dims(%x: tensor<4xf32>, %acc: tensor<2x3x1xf32> {bufferization.writable = true}) -> tensor<2x3x1xf32> {
  %p = pad.pad %x low[-1] high[0] : tensor<4xf32> to tensor<3xf32>
  %u = tensor.insert_slice %p into %acc[0, 0, 0] [1, 3, 1] [1, 1, 1] : tensor<3xf32> into tensor<2x3x1xf32>
  return %u : tensor<2x3x1xf32>
}

// Sizes known at run time, among unit axes.
// IR-LABEL: llvm.func @dynamic_size_unit_dims(
// IR-NOT: @malloc
// IR-NOT: memrefCopy
// IR: llvm.return
func.func @dynamic_size_unit_dims(%x: tensor<?xf32>, %n: index, %acc: tensor<2x?x1xf32> {bufferization.writable = true}) -> tensor<2x?x1xf32> {
  %p = pad.pad %x low[1] high[-2] mode(wrap) : tensor<?xf32> to tensor<?xf32>
  %u = tensor.insert_slice %p into %acc[0, 0, 0] [1, %n, 1] [1, 1, 1] : tensor<?xf32> into tensor<2x?x1xf32>
  return %u : tensor<2x?x1xf32>
}

// A loop over a batch, three unit axes per step.
// IR-LABEL: llvm.func @batch_unit_dims(
// IR-NOT: @malloc
// IR-NOT: memrefCopy
// IR: llvm.return
// VIR-LABEL: llvm.func @batch_unit_dims(
// VIR-NOT: @malloc
// VIR-NOT: memrefCopy
// VIR: llvm.return
func.func @batch_unit_dims(%xs: tensor<2x4xf32>, %o: tensor<2x1x3x1xf32> {bufferization.writable = true}) -> tensor<2x1x3x1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %o) -> tensor<2x1x3x1xf32> {
    %x = tensor.extract_slice %xs[%i, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<4xf32>
    %p = pad.pad %x low[1] high[-2] mode(symmetric) : tensor<4xf32> to tensor<3xf32>
    %ins = tensor.insert_slice %p into %acc[%i, 0, 0, 0] [1, 1, 3, 1] [1, 1, 1, 1] : tensor<3xf32> into tensor<2x1x3x1xf32>
    scf.yield %ins : tensor<2x1x3x1xf32>
  }
  return %r : tensor<2x1x3x1xf32>
}

// A unit axis of the result kept while the destination, of dynamic sizes
// (all its strides dynamic), has unit axes dropped after it: the slice is
// taken at full rank and reshaped (pad-full-rank-slices), so that the
// result's axes land on their own axes of the destination.
// IR-LABEL: llvm.func @kept_unit_axis_dynamic(
// IR: llvm.return
func.func @kept_unit_axis_dynamic(%x: tensor<?x?x?xf32>, %acc: tensor<?x?x?x?x?xf32> {bufferization.writable = true}) -> tensor<?x?x?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %p = pad.pad %x low[-2, 0, 1] high[-1, 0, 0] mode(symmetric) : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  %c = tensor.cast %p : tensor<?x?x?xf32> to tensor<?x1x?xf32>
  %n0 = tensor.dim %c, %c0 : tensor<?x1x?xf32>
  %n2 = tensor.dim %c, %c2 : tensor<?x1x?xf32>
  %u = tensor.insert_slice %c into %acc[1, 0, 0, 2, 0] [%n0, 1, %n2, 1, 1] [1, 1, 1, 1, 1] : tensor<?x1x?xf32> into tensor<?x?x?x?x?xf32>
  return %u : tensor<?x?x?x?x?xf32>
}

func.func @main() {
  %minus1 = arith.constant -1.0 : f32
  %c3 = arith.constant 3 : index
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %x2 = arith.constant dense<[[1.0], [2.0], [3.0], [4.0]]> : tensor<4x1xf32>
  %xs = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
  %xd = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
  %x12 = tensor.extract_slice %x[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %x12d = tensor.cast %x12 : tensor<2xf32> to tensor<?xf32>
  %x2d = tensor.cast %x2 : tensor<4x1xf32> to tensor<?x?xf32>

  %e1 = tensor.empty() : tensor<2x1xf32>
  %o1 = linalg.fill ins(%minus1 : f32) outs(%e1 : tensor<2x1xf32>) -> tensor<2x1xf32>
  %r1 = call @two_unit_dims(%x12d, %o1) : (tensor<?xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %u1 = tensor.cast %r1 : tensor<2x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()

  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %o2 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %r2 = call @unit_dims_around(%xd, %o2) : (tensor<?xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %u2 = tensor.cast %r2 : tensor<2x3x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()

  %e3 = tensor.empty() : tensor<2x1x3xf32>
  %o3 = linalg.fill ins(%minus1 : f32) outs(%e3 : tensor<2x1x3xf32>) -> tensor<2x1x3xf32>
  %r3 = call @leading_unit_dims(%xd, %o3) : (tensor<?xf32>, tensor<2x1x3xf32>) -> tensor<2x1x3xf32>
  %u3 = tensor.cast %r3 : tensor<2x1x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()

  %o4 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %r4 = call @kept_unit_axis(%x2d, %o4) : (tensor<?x?xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %u4 = tensor.cast %r4 : tensor<2x3x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()

  %o5 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %r5 = call @static_unit_dims(%x, %o5) : (tensor<4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %u5 = tensor.cast %r5 : tensor<2x3x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()

  %o6 = linalg.fill ins(%minus1 : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %od6 = tensor.cast %o6 : tensor<2x3x1xf32> to tensor<2x?x1xf32>
  %r6 = call @dynamic_size_unit_dims(%xd, %c3, %od6) : (tensor<?xf32>, index, tensor<2x?x1xf32>) -> tensor<2x?x1xf32>
  %u6 = tensor.cast %r6 : tensor<2x?x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u6) : (tensor<*xf32>) -> ()

  %e7 = tensor.empty() : tensor<2x1x3x1xf32>
  %o7 = linalg.fill ins(%minus1 : f32) outs(%e7 : tensor<2x1x3x1xf32>) -> tensor<2x1x3x1xf32>
  %r7 = call @batch_unit_dims(%xs, %o7) : (tensor<2x4xf32>, tensor<2x1x3x1xf32>) -> tensor<2x1x3x1xf32>
  %u7 = tensor.cast %r7 : tensor<2x1x3x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u7) : (tensor<*xf32>) -> ()

  %x8 = arith.constant dense<[[[1.0, 2.0]], [[3.0, 4.0]], [[5.0, 6.0]], [[7.0, 8.0]]]> : tensor<4x1x2xf32>
  %x8d = tensor.cast %x8 : tensor<4x1x2xf32> to tensor<?x?x?xf32>
  %e8 = tensor.empty() : tensor<3x2x6x3x2xf32>
  %o8 = linalg.fill ins(%minus1 : f32) outs(%e8 : tensor<3x2x6x3x2xf32>) -> tensor<3x2x6x3x2xf32>
  %od8 = tensor.cast %o8 : tensor<3x2x6x3x2xf32> to tensor<?x?x?x?x?xf32>
  %r8 = call @kept_unit_axis_dynamic(%x8d, %od8) : (tensor<?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  %u8 = tensor.cast %r8 : tensor<?x?x?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u8) : (tensor<*xf32>) -> ()
  return
}

// numpy: into((2, 1), (0, slice(None)), pad(x[2:], [-1], [0]))
// CHECK: rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[4],
// CHECK-NEXT{LITERAL}:  [-1]]

// numpy: into((2, 3, 1), (1, slice(None), 0), pad(x, [-1], [0]))
// CHECK: rank = 3 offset = 0 sizes = [2, 3, 1] strides = [3, 1, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1],
// CHECK-NEXT{LITERAL}:   [-1],
// CHECK-NEXT{LITERAL}:   [-1]],
// CHECK-NEXT{LITERAL}:  [[2],
// CHECK-NEXT{LITERAL}:   [3],
// CHECK-NEXT{LITERAL}:   [4]]]

// numpy: into((2, 1, 3), (1, 0, slice(None)), pad(x, [1], [-2], 'reflect'))
// CHECK: rank = 3 offset = 0 sizes = [2, 1, 3] strides = [3, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1,    -1,    -1]],
// CHECK-NEXT{LITERAL}:  [[2,    1,    2]]]

// numpy: into((2, 3, 1), (1, slice(None), slice(None)), pad(x2, [-1, 0], [0, 0], 'edge'))
// CHECK: rank = 3 offset = 0 sizes = [2, 3, 1] strides = [3, 1, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1],
// CHECK-NEXT{LITERAL}:   [-1],
// CHECK-NEXT{LITERAL}:   [-1]],
// CHECK-NEXT{LITERAL}:  [[2],
// CHECK-NEXT{LITERAL}:   [3],
// CHECK-NEXT{LITERAL}:   [4]]]

// numpy: into((2, 3, 1), (0, slice(None), 0), pad(x, [-1], [0]))
// CHECK: rank = 3 offset = 0 sizes = [2, 3, 1] strides = [3, 1, 1] data =
// CHECK-NEXT{LITERAL}: [[[2],
// CHECK-NEXT{LITERAL}:   [3],
// CHECK-NEXT{LITERAL}:   [4]],
// CHECK-NEXT{LITERAL}:  [[-1],
// CHECK-NEXT{LITERAL}:   [-1],
// CHECK-NEXT{LITERAL}:   [-1]]]

// numpy: into((2, 3, 1), (0, slice(None), 0), pad(x, [1], [-2], 'wrap'))
// CHECK: rank = 3 offset = 0 sizes = [2, 3, 1] strides = [3, 1, 1] data =
// CHECK-NEXT{LITERAL}: [[[4],
// CHECK-NEXT{LITERAL}:   [1],
// CHECK-NEXT{LITERAL}:   [2]],
// CHECK-NEXT{LITERAL}:  [[-1],
// CHECK-NEXT{LITERAL}:   [-1],
// CHECK-NEXT{LITERAL}:   [-1]]]

// numpy: np.stack([pad(xs[i], [1], [-2], 'symmetric').reshape(1, 3, 1) for i in range(2)])
// CHECK: rank = 4 offset = 0 sizes = [2, 1, 3, 1] strides = [3, 3, 1, 1] data =
// CHECK-NEXT{LITERAL}: [[[[1],
// CHECK-NEXT{LITERAL}:    [1],
// CHECK-NEXT{LITERAL}:    [2]]],
// CHECK-NEXT{LITERAL}:  [[[5],
// CHECK-NEXT{LITERAL}:    [5],
// CHECK-NEXT{LITERAL}:    [6]]]]

// numpy: into((3, 2, 6, 3, 2), (slice(1, 2), slice(0, 1), slice(0, 3), 2, 0), pad(x8, [-2, 0, 1], [-1, 0, 0], 'symmetric'))
// CHECK: rank = 5 offset = 0 sizes = [3, 2, 6, 3, 2] strides = [72, 36, 6, 2, 1] data =
// CHECK-NEXT{LITERAL}: [[[[[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]]],
// CHECK-NEXT{LITERAL}:   [[[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]]]],
// CHECK-NEXT{LITERAL}:  [[[[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [5,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [5,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [6,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]]],
// CHECK-NEXT{LITERAL}:   [[[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]]]],
// CHECK-NEXT{LITERAL}:  [[[[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]]],
// CHECK-NEXT{LITERAL}:   [[[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]],
// CHECK-NEXT{LITERAL}:    [[-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1],
// CHECK-NEXT{LITERAL}:     [-1,      -1]]]]]
