// RUN: pad-opt %s --test-pad-vector-plan="target-cpu=cascadelake" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: pad-opt %s --test-pad-vector-plan="target-cpu=cascadelake parallel=true" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ON
// RUN: pad-opt %s --test-pad-vector-plan="target-cpu=cascadelake parallel=true parallel-min-bytes=4096" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=MIN
// RUN: pad-opt %s --test-pad-vector-plan="target-cpu=znver4 parallel=true" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZNVER4
// RUN: pad-opt %s --test-pad-vector-plan="target-cpu=not-a-cpu parallel=true nontemporal=always" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALWAYS

// The threads decision of convert-pad-to-vector per pad (docs/Lowering.md,
// "Vector strategy"): with parallel=true, outputs of parallel-min-bytes
// (1 MiB, 1048576 bytes, by default) and more run on threads, decided at
// compile time for a static output, by its size at run time for a dynamic
// one; without, none. The target CPU does not change it; streamed lines
// are on threads like rows.

// 512 x 512 x 4 bytes: exactly 1 MiB.
func.func @one_mib(%a: tensor<510x510xf32>) -> tensor<512x512xf32> {
  %r = pad.pad %a low[1, 1] high[1, 1] : tensor<510x510xf32> to tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}
// OFF:    :[[@LINE-3]]:8: remark: rows, width 8, stream never, threads never
// ON:     :[[@LINE-4]]:8: remark: rows, width 8, stream never, threads always
// MIN:    :[[@LINE-5]]:8: remark: rows, width 8, stream never, threads always
// ZNVER4: :[[@LINE-6]]:8: remark: rows, width 8, stream never, threads always
// ALWAYS: :[[@LINE-7]]:8: remark: streamed-lines, width 8, stream always, threads always

// 512 x 511 x 4 bytes: 2048 bytes under 1 MiB.
func.func @under_one_mib(%a: tensor<510x509xf32>) -> tensor<512x511xf32> {
  %r = pad.pad %a low[1, 1] high[1, 1] mode(symmetric) : tensor<510x509xf32> to tensor<512x511xf32>
  return %r : tensor<512x511xf32>
}
// OFF:    :[[@LINE-3]]:8: remark: rows, width 8, stream never, threads never
// ON:     :[[@LINE-4]]:8: remark: rows, width 8, stream never, threads never
// MIN:    :[[@LINE-5]]:8: remark: rows, width 8, stream never, threads always
// ZNVER4: :[[@LINE-6]]:8: remark: rows, width 8, stream never, threads never
// ALWAYS: :[[@LINE-7]]:8: remark: rows, width 8, stream always, threads never

// 1024 x 1024 bytes (i8): exactly 1 MiB, vectors of 32 lanes.
func.func @one_mib_i8(%a: tensor<1022x1022xi8>) -> tensor<1024x1024xi8> {
  %r = pad.pad %a low[1, 1] high[1, 1] mode(edge) : tensor<1022x1022xi8> to tensor<1024x1024xi8>
  return %r : tensor<1024x1024xi8>
}
// OFF:    :[[@LINE-3]]:8: remark: rows, width 32, stream never, threads never
// ON:     :[[@LINE-4]]:8: remark: rows, width 32, stream never, threads always
// MIN:    :[[@LINE-5]]:8: remark: rows, width 32, stream never, threads always
// ZNVER4: :[[@LINE-6]]:8: remark: rows, width 32, stream never, threads always
// ALWAYS: :[[@LINE-7]]:8: remark: rows, width 32, stream always, threads always

// A dynamic output: decided at run time by its size.
func.func @dynamic(%a: tensor<?x?x?xf64>) -> tensor<?x?x?xf64> {
  %r = pad.pad %a low[0, 1, 2] high[0, 1, 2] mode(reflect) : tensor<?x?x?xf64> to tensor<?x?x?xf64>
  return %r : tensor<?x?x?xf64>
}
// OFF:    :[[@LINE-3]]:8: remark: rows, width 4, stream never, threads never
// ON:     :[[@LINE-4]]:8: remark: rows, width 4, stream never, threads bytes >= 1048576
// MIN:    :[[@LINE-5]]:8: remark: rows, width 4, stream never, threads bytes >= 4096
// ZNVER4: :[[@LINE-6]]:8: remark: rows, width 4, stream bytes > 33554432, threads bytes >= 1048576
// ALWAYS: :[[@LINE-7]]:8: remark: rows, width 4, stream always, threads bytes >= 1048576

// Merged rows, 2 x 130 x 130 x 16 x 4 bytes (2163200: above 1 MiB).
func.func @merged(%a: tensor<2x128x128x16xf32>) -> tensor<2x130x130x16xf32> {
  %r = pad.pad %a low[0, 1, 1, 0] high[0, 1, 1, 0] : tensor<2x128x128x16xf32> to tensor<2x130x130x16xf32>
  return %r : tensor<2x130x130x16xf32>
}
// OFF:    :[[@LINE-3]]:8: remark: merged-rows from axis 2, width 8, stream never, threads never
// ON:     :[[@LINE-4]]:8: remark: merged-rows from axis 2, width 8, stream never, threads always
// MIN:    :[[@LINE-5]]:8: remark: merged-rows from axis 2, width 8, stream never, threads always
// ZNVER4: :[[@LINE-6]]:8: remark: merged-rows from axis 2, width 8, stream never, threads always
// ALWAYS: :[[@LINE-7]]:8: remark: merged-rows from axis 2, width 8, stream always, threads always

// A rank-0 pad is its source: nothing to decide.
func.func @rank_0(%a: tensor<f32>) -> tensor<f32> {
  %r = pad.pad %a low[] high[] : tensor<f32> to tensor<f32>
  return %r : tensor<f32>
}
// OFF:    :[[@LINE-3]]:8: remark: identity, width 0, stream never, threads never
// ON:     :[[@LINE-4]]:8: remark: identity, width 0, stream never, threads never
// ALWAYS: :[[@LINE-5]]:8: remark: identity, width 0, stream never, threads never
