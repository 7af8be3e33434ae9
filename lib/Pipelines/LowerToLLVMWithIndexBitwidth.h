//===- LowerToLLVMWithIndexBitwidth.h - LLVM lowering, any index width ----===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The last step of --pad-to-llvm for a target whose index is not 64 bits wide
// (index-bitwidth=32 for 32-bit targets). Private to lib/Pipelines.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_LIB_PIPELINES_LOWERTOLLVMWITHINDEXBITWIDTH_H
#define PAD_LIB_PIPELINES_LOWERTOLLVMWITHINDEXBITWIDTH_H

#include <memory>

namespace mlir {
class OpPassManager;
class Pass;

namespace pad {

/// A pass that gives the module a data layout (DLTI) whose index has
/// `indexBitwidth` bits, so that the runtime checks and the lowering of
/// asserts compute in that width; fails on a module whose data layout already
/// says otherwise.
std::unique_ptr<Pass> createSetIndexBitwidthPass(unsigned indexBitwidth);

/// Adds `convert-to-llvm{dynamic=true}`, whose type converter reads the
/// width of index from the module's data layout (createSetIndexBitwidthPass),
/// then reconcile-unrealized-casts. The static `convert-to-llvm` of the 64-bit
/// pipeline always uses a 64-bit index.
void buildLowerToLLVMWithIndexBitwidth(OpPassManager &pm);

} // namespace pad
} // namespace mlir

#endif // PAD_LIB_PIPELINES_LOWERTOLLVMWITHINDEXBITWIDTH_H
