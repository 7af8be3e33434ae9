// RUN: %pad-matrix %s run "strategy={vector,loops}" \
// RUN:   "strategy=vector nontemporal=always"

// pad.pad_grad with rows of a vector or more (the vector strategy's vector
// rows, docs/Lowering.md, "pad.pad_grad"), gy[i] = i mod 13, gx's rows of 9
// elements: reflect (border rows of two preimages, static amounts below a
// vector), edge (low border sums), wrap past the row (index tables), rows
// of symmetric padding only (the last axis unpadded), with plain and
// streamed stores; the values of the folds (docs/Semantics.md). Then amounts
// of 7 on rows of 8 (wrap, reflect), where one gx index takes a low border
// term, a core term and a high border term: 1e8, -1e8 and 3 in increasing
// coordinates sum to 3 only in that order.

func.func private @printMemrefF32(tensor<*xf32>)

// CHECK: sizes = [4, 9]
// CHECK-NEXT: {{\[?}}[5,  10,  10,  10,  9,  10,  13,  13,  0]
// CHECK-NEXT: {{\[?}}[10,  20,  20,  20,  18,  20,  26,  13,  13]
// CHECK-NEXT: {{\[?}}[19,  38,  38,  38,  18,  21,  21,  34,  17]
// CHECK-NEXT: {{\[?}}[8,  16,  16,  16,  12,  0,  6,  6,  3]
// CHECK: sizes = [4, 9]
// CHECK-NEXT: {{\[?}}[16,  5,  7,  9,  11,  13,  15,  17,  40]
// CHECK-NEXT: {{\[?}}[23,  1,  2,  3,  4,  5,  6,  7,  17]
// CHECK-NEXT: {{\[?}}[33,  0,  1,  2,  3,  4,  5,  6,  15]
// CHECK-NEXT: {{\[?}}[81,  33,  23,  13,  3,  6,  9,  12,  33]
// CHECK: sizes = [2, 9]
// CHECK-NEXT: {{\[?}}[15,  19,  20,  23,  13,  16,  19,  22,  12]
// CHECK-NEXT: {{\[?}}[27,  18,  16,  19,  22,  12,  15,  18,  21]
// CHECK: sizes = [4, 9]
// CHECK-NEXT: {{\[?}}[14,  16,  18,  20,  9,  11,  13,  15,  4]
// CHECK-NEXT: {{\[?}}[1,  3,  5,  7,  9,  11,  13,  15,  17]
// CHECK-NEXT: {{\[?}}[10,  11,  12,  0,  1,  2,  3,  4,  5]
// CHECK-NEXT: {{\[?}}[8,  10,  12,  14,  16,  18,  20,  9,  11]
// CHECK: sizes = [1, 8]
// CHECK-NEXT: {{\[?}}[7,  3,  0,  0,  0,  0,  0,  0]
// CHECK: sizes = [1, 8]
// CHECK-NEXT: {{\[?}}[0,  0,  0,  0,  0,  0,  3,  5]

func.func @grad_reflect(%gy: tensor<7x?xf32>) -> tensor<4x?xf32> {
  %gx = pad.pad_grad %gy low[2, 3] high[1, 2] mode(reflect) : tensor<7x?xf32> to tensor<4x?xf32>
  return %gx : tensor<4x?xf32>
}

func.func @grad_edge(%gy: tensor<7x?xf32>) -> tensor<4x?xf32> {
  %gx = pad.pad_grad %gy low[1, 2] high[2, 1] mode(edge) : tensor<7x?xf32> to tensor<4x?xf32>
  return %gx : tensor<4x?xf32>
}

func.func @grad_wrap(%gy: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %gx = pad.pad_grad %gy low[0, 9] high[0, 11] mode(wrap) : tensor<2x?xf32> to tensor<2x?xf32>
  return %gx : tensor<2x?xf32>
}

func.func @grad_rows_only(%gy: tensor<7x?xf32>) -> tensor<4x?xf32> {
  %gx = pad.pad_grad %gy low[2, 0] high[1, 0] mode(symmetric) : tensor<7x?xf32> to tensor<4x?xf32>
  return %gx : tensor<4x?xf32>
}

func.func @grad_wrap_7(%gy: tensor<1x?xf32>) -> tensor<1x?xf32> {
  %gx = pad.pad_grad %gy low[0, 7] high[0, 7] mode(wrap) : tensor<1x?xf32> to tensor<1x?xf32>
  return %gx : tensor<1x?xf32>
}

func.func @grad_reflect_7(%gy: tensor<1x?xf32>) -> tensor<1x?xf32> {
  %gx = pad.pad_grad %gy low[0, 7] high[0, 7] mode(reflect) : tensor<1x?xf32> to tensor<1x?xf32>
  return %gx : tensor<1x?xf32>
}

func.func @main() {
  %gy0 = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 1.0], [2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 1.0, 2.0], [3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]> : tensor<7x14xf32>
  %d0 = tensor.cast %gy0 : tensor<7x14xf32> to tensor<7x?xf32>
  %gx0 = call @grad_reflect(%d0) : (tensor<7x?xf32>) -> tensor<4x?xf32>
  %u0 = tensor.cast %gx0 : tensor<4x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %gy1 = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0], [12.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0], [11.0, 12.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0], [10.0, 11.0, 12.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0]]> : tensor<7x12xf32>
  %d1 = tensor.cast %gy1 : tensor<7x12xf32> to tensor<7x?xf32>
  %gx1 = call @grad_edge(%d1) : (tensor<7x?xf32>) -> tensor<4x?xf32>
  %u1 = tensor.cast %gx1 : tensor<4x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %gy2 = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 1.0, 2.0], [3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0]]> : tensor<2x29xf32>
  %d2 = tensor.cast %gy2 : tensor<2x29xf32> to tensor<2x?xf32>
  %gx2 = call @grad_wrap(%d2) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %u2 = tensor.cast %gx2 : tensor<2x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %gy3 = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0, 0.0, 1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0], [10.0, 11.0, 12.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 1.0], [2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0]]> : tensor<7x9xf32>
  %d3 = tensor.cast %gy3 : tensor<7x9xf32> to tensor<7x?xf32>
  %gx3 = call @grad_rows_only(%d3) : (tensor<7x?xf32>) -> tensor<4x?xf32>
  %u3 = tensor.cast %gx3 : tensor<4x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  // wrap: gx[1] = gy[0] + gy[8] + gy[16]; gx[0] = gy[7] + gy[15].
  %gy4 = arith.constant dense<[[1.0e8, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 2.0, -1.0e8, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 5.0, 3.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<1x22xf32>
  %d4 = tensor.cast %gy4 : tensor<1x22xf32> to tensor<1x?xf32>
  %gx4 = call @grad_wrap_7(%d4) : (tensor<1x?xf32>) -> tensor<1x?xf32>
  %u4 = tensor.cast %gx4 : tensor<1x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  // reflect: gx[6] = gy[1] + gy[13] + gy[15]; gx[7] = gy[0] + gy[14].
  %gy5 = arith.constant dense<[[2.0, 1.0e8, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -1.0e8, 3.0, 3.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<1x22xf32>
  %d5 = tensor.cast %gy5 : tensor<1x22xf32> to tensor<1x?xf32>
  %gx5 = call @grad_reflect_7(%d5) : (tensor<1x?xf32>) -> tensor<1x?xf32>
  %u5 = tensor.cast %gx5 : tensor<1x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  return
}
