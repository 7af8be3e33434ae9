//===- Passes.h - pad shard and MPI passes ----------------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_SHARD_TRANSFORMS_PASSES_H
#define PAD_SHARD_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
namespace pad {

#define GEN_PASS_DECL
#include "pad/Shard/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "pad/Shard/Transforms/Passes.h.inc"

/// Declares the memory effects of the mpi dialect's buffer ops, which LLVM 22
/// leaves undeclared (the buffer deallocation pipeline rejects them then).
/// pad-shard-send-recv-to-mpi registers them in its context.
void registerMPIMemoryEffects(DialectRegistry &registry);

} // namespace pad
} // namespace mlir

#endif // PAD_SHARD_TRANSFORMS_PASSES_H
