// RUN: pad-opt %s -split-input-file -convert-pad-to-linalg | FileCheck %s
// RUN: pad-opt %s -split-input-file -convert-pad-to-loops | FileCheck %s
// RUN: pad-opt %s -split-input-file -convert-pad-to-vector | FileCheck %s
// RUN: pad-opt %s -split-input-file -pad-insert-runtime-checks | FileCheck %s --check-prefix=CHECKS

// Found by the hostile-amount runs (docs/Reliability.md, test/Fuzz): a
// dynamic amount of 2^62 on a 3x4 f32 input gives a valid 2^62+3 x 4 result
// (C11 holds per axis) of 2^66 bytes; the allocation size wrapped around to
// 48 bytes and every lowering wrote past them. Now the run-time checks stop
// the program (C11) and, without them, every lowering makes an output that
// would have more than INT64_MAX bytes empty: its dynamic sizes become 0.

// One dynamic size n of 16-byte rows: too big iff n > INT64_MAX / 16.
// CHECK-LABEL: func @one_dynamic_size
// CHECK:         %[[N:.*]] = arith.maxsi
// CHECK:         %[[LIMIT:.*]] = arith.constant 576460752303423487 : index
// CHECK:         %[[TOOBIG:.*]] = arith.cmpi ugt, %[[N]], %[[LIMIT]] : index
// CHECK:         %[[SIZE:.*]] = arith.select %[[TOOBIG]], %{{.*}}, %[[N]] : index
// CHECK:         tensor.empty(%[[SIZE]]) : tensor<?x4xf32>
// CHECKS-LABEL: func @one_dynamic_size
// CHECKS:         cf.assert %{{.*}}, "pad.pad: C11: the result has more than 9223372036854775807 bytes"
func.func @one_dynamic_size(%src: tensor<3x4xf32>, %l: index) -> tensor<?x4xf32> {
  %r = pad.pad %src low[%l, 0] high[0, 0] : tensor<3x4xf32> to tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

// Several dynamic sizes: a running product saturated at INT64_MAX; a size of
// 0 leaves the output empty anyway. Every dynamic size is zeroed together.
// CHECK-LABEL: func @two_dynamic_sizes
// CHECK:         %[[TOOBIG:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK:         %[[N0:.*]] = arith.select %[[TOOBIG]], %{{.*}}, %{{.*}} : index
// CHECK:         %[[N1:.*]] = arith.select %[[TOOBIG]], %{{.*}}, %{{.*}} : index
// CHECK:         tensor.empty(%[[N0]], %[[N1]]) : tensor<?x?xf32>
// CHECKS-LABEL: func @two_dynamic_sizes
// CHECKS:         cf.assert %{{.*}}, "pad.pad: C11: the result has more than 9223372036854775807 bytes"
func.func @two_dynamic_sizes(%src: tensor<?x?xf32>, %l: index, %h: index) -> tensor<?x?xf32> {
  %r = pad.pad %src low[%l, 0] high[0, %h] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// One dynamic size of single bytes cannot overflow: no check, no select.
// CHECK-LABEL: func @bytes_cannot_overflow
// CHECK-NOT:     arith.cmpi ugt
// CHECK:         tensor.empty(%{{.*}}) : tensor<?xi8>
// CHECKS-LABEL: func @bytes_cannot_overflow
// CHECKS-NOT:     result has more than
// CHECKS:         pad.pad
func.func @bytes_cannot_overflow(%src: tensor<3xi8>, %l: index) -> tensor<?xi8> {
  %r = pad.pad %src low[%l] high[0] : tensor<3xi8> to tensor<?xi8>
  return %r : tensor<?xi8>
}
