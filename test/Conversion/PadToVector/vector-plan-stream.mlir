// RUN: pad-opt %s --test-pad-vector-plan="target-cpu=znver4" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZNVER4
// RUN: pad-opt %s --test-pad-vector-plan="target-cpu=cascadelake" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: pad-opt %s --test-pad-vector-plan="target-cpu=not-a-cpu" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: pad-opt %s --test-pad-vector-plan="target-cpu=znver4 nontemporal=never" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: pad-opt %s --test-pad-vector-plan="target-cpu=cascadelake nontemporal=always" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALWAYS
// RUN: pad-opt %s --test-pad-vector-plan="target-cpu=cascadelake llc-bytes=1048576" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORCED
// RUN: pad-opt %s --test-pad-vector-plan="target-cpu=znver4 llc-bytes=-1" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: pad-opt %s --test-pad-vector-plan="target-cpu=znver4 vector-bits=128" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=V128

// The streaming decision of convert-pad-to-vector per pad (docs/Lowering.md,
// "Streaming stores"): nontemporal=auto streams outputs of more bytes than
// the target CPU's row of the table of measured CPUs says (Zen 4: 32 MiB,
// 33554432 bytes; Cascade Lake and CPUs not in the table: never), decided
// at compile time for a static output, by its size at run time for a
// dynamic one; `always` streams every output, `never` and a negative
// llc-bytes none; llc-bytes forces a threshold. Static rows shorter than
// two vectors and a cache line never stream. A streamed constant pad of
// static sizes goes as streamed lines where its destination allows.

// 2048 x 4096 x 4 bytes: exactly 32 MiB, not above.
func.func @at_32_mib(%a: tensor<2046x4094xf32>) -> tensor<2048x4096xf32> {
  %r = pad.pad %a low[1, 1] high[1, 1] : tensor<2046x4094xf32> to tensor<2048x4096xf32>
  return %r : tensor<2048x4096xf32>
}
// ZNVER4: :[[@LINE-3]]:8: remark: rows, width 8, stream never, threads never
// PLAIN:  :[[@LINE-4]]:8: remark: rows, width 8, stream never, threads never
// ALWAYS: :[[@LINE-5]]:8: remark: streamed-lines, width 8, stream always, threads never
// FORCED: :[[@LINE-6]]:8: remark: streamed-lines, width 8, stream always, threads never
// V128:   :[[@LINE-7]]:8: remark: rows, width 4, stream never, threads never

// 2048 x 4097 x 4 bytes: 8192 bytes above 32 MiB.
func.func @above_32_mib(%a: tensor<2046x4095xf32>) -> tensor<2048x4097xf32> {
  %r = pad.pad %a low[1, 1] high[1, 1] : tensor<2046x4095xf32> to tensor<2048x4097xf32>
  return %r : tensor<2048x4097xf32>
}
// ZNVER4: :[[@LINE-3]]:8: remark: streamed-lines, width 8, stream always, threads never
// PLAIN:  :[[@LINE-4]]:8: remark: rows, width 8, stream never, threads never
// ALWAYS: :[[@LINE-5]]:8: remark: streamed-lines, width 8, stream always, threads never
// FORCED: :[[@LINE-6]]:8: remark: streamed-lines, width 8, stream always, threads never
// V128:   :[[@LINE-7]]:8: remark: streamed-lines, width 4, stream always, threads never

// The same size in edge mode: rows, their store loops streamed.
func.func @above_32_mib_edge(%a: tensor<2046x4095xf32>) -> tensor<2048x4097xf32> {
  %r = pad.pad %a low[1, 1] high[1, 1] mode(edge) : tensor<2046x4095xf32> to tensor<2048x4097xf32>
  return %r : tensor<2048x4097xf32>
}
// ZNVER4: :[[@LINE-3]]:8: remark: rows, width 8, stream always, threads never
// PLAIN:  :[[@LINE-4]]:8: remark: rows, width 8, stream never, threads never
// ALWAYS: :[[@LINE-5]]:8: remark: rows, width 8, stream always, threads never
// FORCED: :[[@LINE-6]]:8: remark: rows, width 8, stream always, threads never
// V128:   :[[@LINE-7]]:8: remark: rows, width 4, stream always, threads never

// A dynamic output: decided at run time by its size.
func.func @dynamic(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %a low[1, 1] high[1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
// ZNVER4: :[[@LINE-3]]:8: remark: rows, width 8, stream bytes > 33554432, threads never
// PLAIN:  :[[@LINE-4]]:8: remark: rows, width 8, stream never, threads never
// ALWAYS: :[[@LINE-5]]:8: remark: rows, width 8, stream always, threads never
// FORCED: :[[@LINE-6]]:8: remark: rows, width 8, stream bytes > 1048576, threads never
// V128:   :[[@LINE-7]]:8: remark: rows, width 4, stream bytes > 33554432, threads never

// Rows of 6 x 4 = 24 bytes: too short to stream (under 2 x 32 + 64 bytes,
// or 2 x 16 + 64 with vectors of 128 bits), though the output has 48 MiB.
func.func @short_rows(%a: tensor<2097152x4xf32>) -> tensor<2097152x6xf32> {
  %r = pad.pad %a low[0, 1] high[0, 1] mode(reflect) : tensor<2097152x4xf32> to tensor<2097152x6xf32>
  return %r : tensor<2097152x6xf32>
}
// ZNVER4: :[[@LINE-3]]:8: remark: rows, width 8, stream never, threads never
// PLAIN:  :[[@LINE-4]]:8: remark: rows, width 8, stream never, threads never
// ALWAYS: :[[@LINE-5]]:8: remark: rows, width 8, stream never, threads never
// FORCED: :[[@LINE-6]]:8: remark: rows, width 8, stream never, threads never
// V128:   :[[@LINE-7]]:8: remark: rows, width 4, stream never, threads never

// Rows of 24 x 4 = 96 bytes: too short with vectors of 256 bits (128
// bytes), long enough with vectors of 128 bits (96 bytes).
func.func @rows_of_96_bytes(%a: tensor<524288x22xf32>) -> tensor<524288x24xf32> {
  %r = pad.pad %a low[0, 1] high[0, 1] mode(wrap) : tensor<524288x22xf32> to tensor<524288x24xf32>
  return %r : tensor<524288x24xf32>
}
// ZNVER4: :[[@LINE-3]]:8: remark: rows, width 8, stream never, threads never
// PLAIN:  :[[@LINE-4]]:8: remark: rows, width 8, stream never, threads never
// ALWAYS: :[[@LINE-5]]:8: remark: rows, width 8, stream never, threads never
// FORCED: :[[@LINE-6]]:8: remark: rows, width 8, stream never, threads never
// V128:   :[[@LINE-7]]:8: remark: rows, width 4, stream always, threads never

// Merged rows (NHWC, channels unpadded): a row is 58 x 64 x 4 = 14848
// bytes; the output, 861184 bytes, streams only when forced or always.
func.func @merged(%a: tensor<1x56x56x64xf32>) -> tensor<1x58x58x64xf32> {
  %r = pad.pad %a low[0, 1, 1, 0] high[0, 1, 1, 0] : tensor<1x56x56x64xf32> to tensor<1x58x58x64xf32>
  return %r : tensor<1x58x58x64xf32>
}
// ZNVER4: :[[@LINE-3]]:8: remark: merged-rows from axis 2, width 8, stream never, threads never
// PLAIN:  :[[@LINE-4]]:8: remark: merged-rows from axis 2, width 8, stream never, threads never
// ALWAYS: :[[@LINE-5]]:8: remark: merged-rows from axis 2, width 8, stream always, threads never
// FORCED: :[[@LINE-6]]:8: remark: merged-rows from axis 2, width 8, stream never, threads never
// V128:   :[[@LINE-7]]:8: remark: merged-rows from axis 2, width 4, stream never, threads never

// Destinations of a streamed constant pad: a memref of identity layout and
// a writable tensor argument take the lines; a strided memref does not.
func.func @into_memref(%a: tensor<2046x4095xf32>, %m: memref<2048x4097xf32>) {
  %r = pad.pad %a low[1, 1] high[1, 1] : tensor<2046x4095xf32> to tensor<2048x4097xf32>
  bufferization.materialize_in_destination %r in restrict writable %m : (tensor<2048x4097xf32>, memref<2048x4097xf32>) -> ()
  return
}
// ZNVER4: :[[@LINE-4]]:8: remark: streamed-lines, width 8, stream always, threads never
// PLAIN:  :[[@LINE-5]]:8: remark: rows, width 8, stream never, threads never
// ALWAYS: :[[@LINE-6]]:8: remark: streamed-lines, width 8, stream always, threads never

func.func @into_tensor(%a: tensor<2046x4095xf32>, %t: tensor<2048x4097xf32> {bufferization.writable = true}) -> tensor<2048x4097xf32> {
  %r = pad.pad %a low[1, 1] high[1, 1] : tensor<2046x4095xf32> to tensor<2048x4097xf32>
  %w = bufferization.materialize_in_destination %r in %t : (tensor<2048x4097xf32>, tensor<2048x4097xf32>) -> tensor<2048x4097xf32>
  return %w : tensor<2048x4097xf32>
}
// ZNVER4: :[[@LINE-4]]:8: remark: streamed-lines, width 8, stream always, threads never
// ALWAYS: :[[@LINE-5]]:8: remark: streamed-lines, width 8, stream always, threads never

func.func @into_strided(%a: tensor<2046x4095xf32>, %m: memref<2048x4097xf32, strided<[4104, 1]>>) {
  %r = pad.pad %a low[1, 1] high[1, 1] : tensor<2046x4095xf32> to tensor<2048x4097xf32>
  bufferization.materialize_in_destination %r in restrict writable %m : (tensor<2048x4097xf32>, memref<2048x4097xf32, strided<[4104, 1]>>) -> ()
  return
}
// ZNVER4: :[[@LINE-4]]:8: remark: rows, width 8, stream always, threads never
// ALWAYS: :[[@LINE-5]]:8: remark: rows, width 8, stream always, threads never
