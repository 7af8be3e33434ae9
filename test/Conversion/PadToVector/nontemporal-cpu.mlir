// RUN: pad-opt %s -split-input-file --convert-pad-to-vector | FileCheck %s

// nontemporal=auto without llc-bytes reads the host's last-level cache and
// takes at most 32 MiB of it, the most one core's output can stay in
// (docs/Lowering.md, "Streaming stores"): VMs report 480 or 508 MiB of
// shared L3 and write 64 MiB outputs faster streamed. The checks hold
// on any host.

// 4098 * 2562 * 4 bytes = 40 MiB: above the host's capped cache size, its
// store loops stream (into a slice of a tensor destination, which keeps the
// rows).
// CHECK-LABEL: func.func @above_32_mib
// CHECK:         } {pad.loop = #pad.loop<stream = true>}
func.func @above_32_mib(%src: tensor<4096x2560xf32>, %dst: tensor<4099x2562xf32>) -> tensor<4099x2562xf32> {
  %r = pad.pad %src low[1, 1] high[1, 1] : tensor<4096x2560xf32> to tensor<4098x2562xf32>
  %t = tensor.insert_slice %r into %dst[0, 0] [4098, 2562] [1, 1] : tensor<4098x2562xf32> into tensor<4099x2562xf32>
  return %t : tensor<4099x2562xf32>
}

// -----

// 66 * 130 * 4 bytes = 34 KiB: below any level-2 cache, not marked.
// CHECK-LABEL: func.func @below_l2
// CHECK-NOT:     pad.loop
// CHECK:         return
func.func @below_l2(%src: tensor<64x128xf32>) -> tensor<66x130xf32> {
  %r = pad.pad %src low[1, 1] high[1, 1] : tensor<64x128xf32> to tensor<66x130xf32>
  return %r : tensor<66x130xf32>
}
