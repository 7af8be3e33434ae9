//===- StreamingStores.cpp - where streaming stores pay -------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The one place `nontemporal=auto` is decided, for the host (pad-opt,
// --pad-to-llvm) and for pad-aot's --cpu alike (docs/Lowering.md, "Streaming
// stores"). Each row is a CPU measured with bench/tools/stream_probe.py: GB/s
// of bytes read + written, one thread, into existing buffers; a copy loop
// with plain or streaming 32-byte stores and memcpy, a fill loop with plain
// or streaming stores. A CPU streams above its row's threshold, the
// last-level cache one core's output can stay in (at most 32 MiB: the L3 of
// an AMD CCX; servers and VMs report a whole socket's).
//
//===----------------------------------------------------------------------===//

#include "pad/Utils/StreamingStores.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;

namespace {
/// A measured CPU: the LLVM name of the CPU, and the output size in bytes
/// above which its streaming stores beat plain ones (none: they never do).
struct StreamingStoresRow {
  llvm::StringLiteral cpu;
  std::optional<int64_t> streamAboveBytes;
};
} // namespace

constexpr int64_t kMiB = int64_t(1) << 20;
constexpr std::optional<int64_t> kPlainStores = std::nullopt;

static constexpr StreamingStoresRow kRows[] = {
    // AMD EPYC Zen 3 (AVX2, 32 MiB L3 per CCX), 64 / 256 MiB: memcpy 20.6 /
    // 25.1, streaming copy 37.2 (1.8x memcpy) / 41.2; fill plain 11.6-13,
    // streaming 23.5.
    {"znver3", 32 * kMiB},
    // AMD EPYC Zen 4 (AVX-512, 32 MiB L3 per CCX): streaming stores 1.3x
    // memcpy; a 64 MiB pad into a caller's buffer, streamed, 1.2-1.7x memcpy
    // (one thread, noisy from run to run).
    {"znver4", 32 * kMiB},
    // Intel Xeon Cascade Lake (AVX-512, 35.8 MiB L3), 64 / 256 MiB: memcpy
    // 9.3 / 10.0, plain copy 9.9 / 10.6, streaming copy 8.8 / 9.3 (0.95x
    // memcpy); fill plain 7.7 / 8.1, streaming 5.8 / 6.1.
    {"cascadelake", kPlainStores},
    // An Intel Xeon VM that LLVM names rocketlake (CPUID family 6 model 167,
    // with AVX512-FP16 and AMX: a server core; 2 MiB L2 per core, 480 MiB
    // L3 reported), 64 / 256 MiB, medians of 3 runs under a load of 3.5 on
    // 2 vCPUs: memcpy 13.0 / 17.5, plain copy 12.6 / 12.3, streaming copy
    // 17.3 (1.38x plain) / 16.6 (1.35x); fill plain 8.0 / 8.0, streaming
    // 23.1 / 22.0. The 64 MiB pads of docs/Benchmarks.md (mat-*, into a
    // caller's buffer, 4 runs under a load of 7-10): streamed 1.11-1.50x
    // memcpy, plain (nontemporal=never) 0.71-1.15x.
    {"rocketlake", 32 * kMiB},
};

std::optional<int64_t>
mlir::pad::getStreamingStoreThreshold(llvm::StringRef cpu) {
  const auto *row = llvm::find_if(
      kRows, [&](const StreamingStoresRow &r) { return r.cpu == cpu; });
  return row == std::end(kRows) ? kPlainStores : row->streamAboveBytes;
}

std::optional<int64_t> mlir::pad::getStreamThreshold(NontemporalMode mode,
                                                     int64_t llcBytes,
                                                     llvm::StringRef cpu) {
  if (mode == NontemporalMode::Always)
    return 0;
  if (mode == NontemporalMode::Never || llcBytes < 0)
    return std::nullopt;
  if (llcBytes > 0)
    return llcBytes;
  return getStreamingStoreThreshold(cpu.empty() ? llvm::sys::getHostCPUName()
                                                : cpu);
}
