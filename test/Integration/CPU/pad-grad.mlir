// RUN: %pad-matrix %s \
// RUN:   run @strategies "strategy=vector parallel=true" "strategy=vector runtime-checks=false"

// The worked examples of pad.pad_grad in docs/Semantics.md, in every
// strategy, into a new tensor and into each destination form.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefF16(tensor<*xf16>) attributes { llvm.emit_c_interface }

func.func @print(%t: tensor<?xf32>) {
  %u = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @print2(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// Reflect by (1, 10) on 3 elements: gy's 14 elements go to [1, 0, 1, 2, 1,
// 0, 1, 2, 1, 0, 1, 2, 1, 0].
func.func @reflect(%gy: tensor<14xf32>) -> tensor<3xf32> {
  %gx = pad.pad_grad %gy low[1] high[10] mode(reflect) : tensor<14xf32> to tensor<3xf32>
  return %gx : tensor<3xf32>
}

// Edge with a crop: column 2 of gx was cropped away by high -1.
func.func @edge(%gy: tensor<?x?xf32>) -> tensor<2x3xf32> {
  %gx = pad.pad_grad %gy low[1, 2] high[0, -1] mode(edge) : tensor<?x?xf32> to tensor<2x3xf32>
  return %gx : tensor<2x3xf32>
}

// Symmetric, dynamic amounts and sizes.
func.func @symmetric(%gy: tensor<?xf32>, %l: index, %h: index) -> tensor<?xf32> {
  %gx = pad.pad_grad %gy low[%l] high[%h] mode(symmetric) : tensor<?xf32> to tensor<?xf32>
  return %gx : tensor<?xf32>
}

// Wrap by 12 on 5 elements, into a memref destination.
func.func @wrap_into(%gy: tensor<17xf32>, %m: memref<5xf32>) {
  %gx = pad.pad_grad %gy low[12] high[0] mode(wrap) : tensor<17xf32> to tensor<5xf32>
  bufferization.materialize_in_destination %gx in restrict writable %m : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}

// Constant mode with interior padding and value_grad, into a tensor
// destination.
func.func @constant_into(%gy: tensor<7x9xf32>, %o: tensor<3x3xf32> {bufferization.writable = true}) -> (tensor<3x3xf32>, f32) {
  %gx, %gv = pad.pad_grad %gy low[1, 2] high[1, 0] interior[1, 2] value_grad : tensor<7x9xf32> to tensor<3x3xf32>, f32
  %r = bufferization.materialize_in_destination %gx in %o : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  return %r, %gv : tensor<3x3xf32>, f32
}

// Reflect into a slice of a destination.
func.func @reflect_slice(%gy: tensor<14xf32>, %o: tensor<7xf32> {bufferization.writable = true}) -> tensor<7xf32> {
  %gx = pad.pad_grad %gy low[1] high[10] mode(reflect) : tensor<14xf32> to tensor<3xf32>
  %r = tensor.insert_slice %gx into %o[2] [3] [1] : tensor<3xf32> into tensor<7xf32>
  return %r : tensor<7xf32>
}

// f16 sums in f32, rounded once: 0.2 + 0.4 + 0.6 (their f16 values) give
// 1.2001953125; summed in f16 they would give 1.19921875.
func.func @f16(%gy: tensor<6xf16>) -> tensor<2xf16> {
  %gx = pad.pad_grad %gy low[0] high[4] mode(reflect) : tensor<6xf16> to tensor<2xf16>
  return %gx : tensor<2xf16>
}

// CHECK: [28,  42,  21]
// CHECK: {{\[}}[24,   12,   0],
// CHECK-NEXT: [30,   12,   0]]
// CHECK: [13,  12,  11]
// CHECK: [21,  24,  27,  30,  34]
// CHECK: {{\[}}[11,   14,   17],
// CHECK-NEXT: [29,   32,   35],
// CHECK-NEXT: [47,   50,   53]]
// CHECK: [1665]
// CHECK: [-1,  -1,  28,  42,  21,  -1,  -1]
// CHECK: [0.899902,  1.2002]

func.func @main() {
  %c0 = arith.constant 0 : index
  %g14 = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0]> : tensor<14xf32>
  %r = call @reflect(%g14) : (tensor<14xf32>) -> tensor<3xf32>
  %r_d = tensor.cast %r : tensor<3xf32> to tensor<?xf32>
  call @print(%r_d) : (tensor<?xf32>) -> ()

  %g34 = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %g34_d = tensor.cast %g34 : tensor<3x4xf32> to tensor<?x?xf32>
  %e = call @edge(%g34_d) : (tensor<?x?xf32>) -> tensor<2x3xf32>
  %e_d = tensor.cast %e : tensor<2x3xf32> to tensor<?x?xf32>
  call @print2(%e_d) : (tensor<?x?xf32>) -> ()

  %g8 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %g8_d = tensor.cast %g8 : tensor<8xf32> to tensor<?xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = call @symmetric(%g8_d, %c2, %c3) : (tensor<?xf32>, index, index) -> tensor<?xf32>
  call @print(%s) : (tensor<?xf32>) -> ()

  %g17 = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0]> : tensor<17xf32>
  %m = memref.alloc() : memref<5xf32>
  call @wrap_into(%g17, %m) : (tensor<17xf32>, memref<5xf32>) -> ()
  %m_t = bufferization.to_tensor %m restrict : memref<5xf32> to tensor<5xf32>
  %m_d = tensor.cast %m_t : tensor<5xf32> to tensor<?xf32>
  call @print(%m_d) : (tensor<?xf32>) -> ()

  %g79 = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0], [18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0], [27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0], [36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0], [45.0, 46.0, 47.0, 48.0, 49.0, 50.0, 51.0, 52.0, 53.0], [54.0, 55.0, 56.0, 57.0, 58.0, 59.0, 60.0, 61.0, 62.0]]> : tensor<7x9xf32>
  %o33 = arith.constant dense<-1.0> : tensor<3x3xf32>
  %c, %gv = call @constant_into(%g79, %o33) : (tensor<7x9xf32>, tensor<3x3xf32>) -> (tensor<3x3xf32>, f32)
  %c_d = tensor.cast %c : tensor<3x3xf32> to tensor<?x?xf32>
  call @print2(%c_d) : (tensor<?x?xf32>) -> ()
  %gv_t = tensor.from_elements %gv : tensor<1xf32>
  %gv_d = tensor.cast %gv_t : tensor<1xf32> to tensor<?xf32>
  call @print(%gv_d) : (tensor<?xf32>) -> ()

  %o7 = arith.constant dense<-1.0> : tensor<7xf32>
  %sl = call @reflect_slice(%g14, %o7) : (tensor<14xf32>, tensor<7xf32>) -> tensor<7xf32>
  %sl_d = tensor.cast %sl : tensor<7xf32> to tensor<?xf32>
  call @print(%sl_d) : (tensor<?xf32>) -> ()

  %g6 = arith.constant dense<[0.1, 0.2, 0.3, 0.4, 0.5, 0.6]> : tensor<6xf16>
  %h = call @f16(%g6) : (tensor<6xf16>) -> tensor<2xf16>
  %h_u = tensor.cast %h : tensor<2xf16> to tensor<*xf16>
  call @printMemrefF16(%h_u) : (tensor<*xf16>) -> ()
  return
}
