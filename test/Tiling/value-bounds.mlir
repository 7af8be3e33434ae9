// RUN: pad-opt %s --pass-pipeline='builtin.module(func.func(affine-simplify-min-max))' -split-input-file | FileCheck %s

// ValueBoundsOpInterface of pad.pad (docs/Tiling.md), observed through
// affine-simplify-min-max, which drops the terms of an affine.min/max that
// the bounds prove redundant. n = max(0, p + D + q) per axis.

// Non-negative static amounts: n == d + 3 exactly, so min(n - d, 5) is
// n - d and min(n - d, 2) is 2.
// CHECK-LABEL: func.func @exact(
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK:         %[[A:.*]] = affine.apply #{{.*}}()[%{{.*}}, %{{.*}}]
// CHECK-NOT:     affine.min
// CHECK:         return %[[A]], %[[C2]]
func.func @exact(%x: tensor<?x4xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %p = pad.pad %x low[1, 0] high[2, 0] mode(edge) : tensor<?x4xf32> to tensor<?x4xf32>
  %n = tensor.dim %p, %c0 : tensor<?x4xf32>
  %d = tensor.dim %x, %c0 : tensor<?x4xf32>
  %a = affine.min affine_map<()[s0, s1] -> (s0 - s1, 5)>()[%n, %d]
  %b = affine.min affine_map<()[s0, s1] -> (s0 - s1, 2)>()[%n, %d]
  return %a, %b : index, index
}

// -----

// A crop and a pad whose sum is non-negative: still exact (n == d + 1).
// CHECK-LABEL: func.func @crop_and_pad(
// CHECK-NOT:     affine.max
// CHECK:         affine.apply
// CHECK-NOT:     affine.max
// CHECK:         return
func.func @crop_and_pad(%x: tensor<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %p = pad.pad %x low[-1, 0] high[2, 0] : tensor<?x4xf32> to tensor<?x4xf32>
  %n = tensor.dim %p, %c0 : tensor<?x4xf32>
  %d = tensor.dim %x, %c0 : tensor<?x4xf32>
  %m = affine.max affine_map<()[s0, s1] -> (s0 - s1, 1)>()[%n, %d]
  return %m : index
}

// -----

// A net crop, n = max(0, d - 2): only n >= d - 2 and n >= 0 are known, which
// prove n - d >= -2 (the max drops -3) but not n - d <= -2 (the min stays).
// CHECK-LABEL: func.func @net_crop(
// CHECK:         %[[A:.*]] = affine.apply #{{.*}}()[%{{.*}}, %{{.*}}]
// CHECK:         %[[B:.*]] = affine.min #{{.*}}()[%{{.*}}, %{{.*}}]
// CHECK:         return %[[A]], %[[B]]
func.func @net_crop(%x: tensor<?x4xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %p = pad.pad %x low[-3, 0] high[1, 0] : tensor<?x4xf32> to tensor<?x4xf32>
  %n = tensor.dim %p, %c0 : tensor<?x4xf32>
  %d = tensor.dim %x, %c0 : tensor<?x4xf32>
  %a = affine.max affine_map<()[s0, s1] -> (s0 - s1, -3)>()[%n, %d]
  %b = affine.min affine_map<()[s0, s1] -> (s0 - s1, -2)>()[%n, %d]
  return %a, %b : index, index
}

// -----

// Interior padding on a dynamic axis: D >= d * 3 - 2, so n >= d * 3 - 1 with
// low 1 (a lower bound only: d may be 0).
// CHECK-LABEL: func.func @interior(
// CHECK:         %[[A:.*]] = affine.apply #{{.*}}()[%{{.*}}, %{{.*}}]
// CHECK:         return %[[A]]
func.func @interior(%x: tensor<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %p = pad.pad %x low[1, 0] high[0, 0] interior[2, 0] : tensor<?x4xf32> to tensor<?x4xf32>
  %n = tensor.dim %p, %c0 : tensor<?x4xf32>
  %d = tensor.dim %x, %c0 : tensor<?x4xf32>
  %a = affine.max affine_map<()[s0, s1] -> (s0 - s1 * 3, -1)>()[%n, %d]
  return %a : index
}
