//===- Passes.h - pad producer fusion passes --------------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_FUSION_PASSES_H
#define PAD_FUSION_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
namespace pad {

#define GEN_PASS_DECL
#include "pad/Fusion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "pad/Fusion/Passes.h.inc"

} // namespace pad
} // namespace mlir

#endif // PAD_FUSION_PASSES_H
