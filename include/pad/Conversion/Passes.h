//===- Passes.h - pad conversion passes -------------------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PASSES_H
#define PAD_CONVERSION_PASSES_H

#include "mlir/Pass/Pass.h"
#include "pad/Conversion/PadToLinalg/PadToLinalg.h"
#include "pad/Conversion/PadToLoops/PadToLoops.h"
#include "pad/Conversion/PadToTensor/PadToTensor.h"
#include "pad/Conversion/PadToVector/PadToVector.h"
#include "pad/Conversion/TensorPadToPad/TensorPadToPad.h"
#include "pad/Conversion/TosaToPad/TosaToPad.h"

namespace mlir {
namespace pad {

#define GEN_PASS_DECL
#include "pad/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "pad/Conversion/Passes.h.inc"

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PASSES_H
