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

} // namespace pad
} // namespace mlir

#endif // PAD_UTILS_STREAMINGSTORES_H
