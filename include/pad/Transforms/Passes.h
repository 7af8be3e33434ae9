//===- Passes.h - pad buffer passes -----------------------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_TRANSFORMS_PASSES_H
#define PAD_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
namespace pad {

#define GEN_PASS_DECL
#include "pad/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "pad/Transforms/Passes.h.inc"

/// pad-if-contains with its passes built in C++: they need not be registered
/// (pad-aot registers few); the `pipeline` option is their textual form, for
/// printing.
std::unique_ptr<Pass> createPadIfContainsPass(const OpPassManager &passes,
                                              ArrayRef<std::string> ops);

} // namespace pad
} // namespace mlir

#endif // PAD_TRANSFORMS_PASSES_H
