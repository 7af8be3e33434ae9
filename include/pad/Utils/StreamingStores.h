//===- StreamingStores.h - where streaming stores pay -----------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_UTILS_STREAMINGSTORES_H
#define PAD_UTILS_STREAMINGSTORES_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace mlir {
namespace pad {

/// The output size in bytes above which `nontemporal=auto` writes with
/// streaming stores on `cpu` (an LLVM CPU name, as llvm::sys::getHostCPUName()
/// or a TargetMachine gives it): the CPU's row of the table of measured CPUs
/// (docs/Lowering.md, "Streaming stores"). None, plain stores only, for a CPU
/// whose streaming stores lose to plain ones and for any CPU not measured.
std::optional<int64_t> getStreamingStoreThreshold(llvm::StringRef cpu);

/// When the vector strategy writes its output with non-temporal (streaming)
/// stores (docs/Lowering.md, "Streaming stores").
enum class NontemporalMode {
  /// Outputs larger than the last-level cache, on CPUs whose streaming stores
  /// beat plain ones (getStreamingStoreThreshold): decided at compile time
  /// when the output size is static, by a branch at run time when it is
  /// dynamic.
  Auto,
  /// Every vector store of the output.
  Always,
  /// Plain stores only.
  Never,
};

/// The output size in bytes above which stores stream under `mode` (0: every
/// size), or none when they never do: with `Auto`, `llcBytes` > 0 is that
/// size, < 0 never, and 0 the row of `cpu` (the host's when empty) in the
/// table of getStreamingStoreThreshold.
std::optional<int64_t>
getStreamThreshold(NontemporalMode mode, int64_t llcBytes, llvm::StringRef cpu);

} // namespace pad
} // namespace mlir

#endif // PAD_UTILS_STREAMINGSTORES_H
