// RUN: pad-opt %s --pad-llc-bytes=4096 --pad-to-llvm | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mattr=+avx2 | FileCheck %s --check-prefix=STREAM
// RUN: pad-opt %s --pad-to-llvm="nontemporal=always" | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mattr=+avx2 | FileCheck %s --check-prefix=STREAM
// RUN: pad-opt %s --pad-llc-bytes=4096 --pad-to-llvm="nontemporal=never" | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mattr=+avx2 | FileCheck %s --check-prefix=PLAIN
// RUN: pad-opt %s --pad-llc-bytes=1048576 --pad-to-llvm | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mattr=+avx2 | FileCheck %s --check-prefix=PLAIN
// RUN: pad-opt %s --pad-to-llvm="nontemporal=always" | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=aarch64 | FileCheck %s --check-prefix=NEON

// docs/Lowering.md#options: outputs larger than the last-level cache (here 4096 bytes, or
// any with nontemporal=always) are written with streaming stores over whole
// cache lines (spans of at least two vectors and a line):
// vmovntps / vmovntdq on x86 (AVX2), stnp on AArch64; smaller ones (a 1 MiB
// cache) and nontemporal=never keep plain stores.

// STREAM-LABEL: f32_copy:
// STREAM:         vmovntps %ymm{{[0-9]+}}, (%{{.*}})
// STREAM-LABEL: i8_edge:
// STREAM:         vpbroadcastb
// STREAM:         vmovntdq %ymm{{[0-9]+}}, (%{{.*}})
// PLAIN-LABEL:  f32_copy:
// PLAIN-NOT:      vmovnt
// PLAIN:          vmovups
// PLAIN-NOT:      vmovnt
// PLAIN-LABEL:  i8_edge:
// PLAIN-NOT:      vmovnt
// NEON-LABEL:   f32_copy:
// NEON:           stnp q{{[0-9]+}}, q{{[0-9]+}}, [x{{[0-9]+}}]
// NEON-LABEL:   i8_edge:
// NEON:           stnp q{{[0-9]+}}, q{{[0-9]+}}, [x{{[0-9]+}}]

// 66 * 72 * 4 = 19008 bytes.
func.func @f32_copy(%src: tensor<64x64xf32>) -> tensor<66x72xf32> {
  %r = pad.pad %src low[1, 3] high[1, 5] : tensor<64x64xf32> to tensor<66x72xf32>
  return %r : tensor<66x72xf32>
}

// 66 * 296 = 19536 bytes; the high border (192 bytes) holds whole lines.
func.func @i8_edge(%src: tensor<64x64xi8>) -> tensor<66x296xi8> {
  %r = pad.pad %src low[1, 40] high[1, 192] mode(edge) : tensor<64x64xi8> to tensor<66x296xi8>
  return %r : tensor<66x296xi8>
}
