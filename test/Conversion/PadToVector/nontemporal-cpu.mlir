// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="target-cpu=znver4" | FileCheck %s --check-prefixes=CHECK,STREAM
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="target-cpu=znver3" | FileCheck %s --check-prefixes=CHECK,STREAM
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="target-cpu=cascadelake" | FileCheck %s --check-prefixes=CHECK,PLAIN
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="target-cpu=x86-64-v3" | FileCheck %s --check-prefixes=CHECK,PLAIN
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="target-cpu=not-a-cpu" | FileCheck %s --check-prefixes=CHECK,PLAIN
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="target-cpu=cascadelake nontemporal=always" | FileCheck %s --check-prefixes=CHECK,ALWAYS
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="target-cpu=cascadelake llc-bytes=1048576" | FileCheck %s --check-prefixes=CHECK,FORCED
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector | FileCheck %s --check-prefixes=CHECK,HOST

// nontemporal=auto streams per CPU, from the table of measured CPUs
// (docs/Lowering.md, "Streaming stores"): AMD Zen 3 and Zen 4 above 32 MiB,
// Intel Cascade Lake never (its streaming stores lose to plain ones), a CPU
// the table does not list never. `always` streams on any CPU; llc-bytes,
// for development, forces a threshold on any CPU. Without target-cpu, the
// host's row decides: what holds on any host is checked (HOST).

// 4098 * 2562 * 4 bytes = 40 MiB: above 32 MiB. (Into a slice of a tensor
// destination, which keeps the rows.)
// CHECK-LABEL: func.func @above_32_mib
// STREAM:        } {pad.loop = #pad.loop<stream = true>}
// ALWAYS:        } {pad.loop = #pad.loop<stream = true>}
// FORCED:        } {pad.loop = #pad.loop<stream = true>}
// PLAIN-NOT:     pad.loop
// CHECK:         return
func.func @above_32_mib(%src: tensor<4096x2560xf32>, %dst: tensor<4099x2562xf32>) -> tensor<4099x2562xf32> {
  %r = pad.pad %src low[1, 1] high[1, 1] : tensor<4096x2560xf32> to tensor<4098x2562xf32>
  %t = tensor.insert_slice %r into %dst[0, 0] [4098, 2562] [1, 1] : tensor<4098x2562xf32> into tensor<4099x2562xf32>
  return %t : tensor<4099x2562xf32>
}

// -----

// 3074 * 2562 * 4 bytes = 30 MiB: below 32 MiB, plain on every CPU; above
// the forced 1 MiB.
// CHECK-LABEL: func.func @below_32_mib
// ALWAYS:        } {pad.loop = #pad.loop<stream = true>}
// FORCED:        } {pad.loop = #pad.loop<stream = true>}
// STREAM-NOT:    pad.loop
// PLAIN-NOT:     pad.loop
// CHECK:         return
func.func @below_32_mib(%src: tensor<3072x2560xf32>, %dst: tensor<3075x2562xf32>) -> tensor<3075x2562xf32> {
  %r = pad.pad %src low[1, 1] high[1, 1] : tensor<3072x2560xf32> to tensor<3074x2562xf32>
  %t = tensor.insert_slice %r into %dst[0, 0] [3074, 2562] [1, 1] : tensor<3074x2562xf32> into tensor<3075x2562xf32>
  return %t : tensor<3075x2562xf32>
}

// -----

// A dynamic output: a CPU that streams branches on the output's byte size
// against its threshold; one that does not has no branch and no mark.
// CHECK-LABEL: func.func @dynamic
// STREAM:        %[[LARGE:.*]] = arith.cmpi sgt, %{{.*}}, %c33554432 : index
// STREAM-NEXT:   scf.if %[[LARGE]]
// STREAM:        } {pad.loop = #pad.loop<stream = true>}
// FORCED:        %[[LARGE:.*]] = arith.cmpi sgt, %{{.*}}, %c1048576 : index
// FORCED-NEXT:   scf.if %[[LARGE]]
// FORCED:        } {pad.loop = #pad.loop<stream = true>}
// ALWAYS:        } {pad.loop = #pad.loop<stream = true>}
// PLAIN-NOT:     pad.loop
// PLAIN-NOT:     33554432
// CHECK:         return
func.func @dynamic(%src: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %src low[1, 2] high[1, 3] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// 66 * 130 * 4 bytes = 34 KiB: below any threshold of the table, not marked
// on any CPU, the host's included (with nontemporal=always, streamed lines).
// CHECK-LABEL: func.func @small
// ALWAYS:        vector.store {{.*}}nontemporal = true
// STREAM-NOT:    pad.loop
// PLAIN-NOT:     pad.loop
// FORCED-NOT:    pad.loop
// HOST-NOT:      pad.loop
// CHECK:         return
func.func @small(%src: tensor<64x128xf32>) -> tensor<66x130xf32> {
  %r = pad.pad %src low[1, 1] high[1, 1] : tensor<64x128xf32> to tensor<66x130xf32>
  return %r : tensor<66x130xf32>
}
