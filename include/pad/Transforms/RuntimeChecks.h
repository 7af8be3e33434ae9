//===- RuntimeChecks.h - run-time checks of pad.pad constraints -*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_TRANSFORMS_RUNTIMECHECKS_H
#define PAD_TRANSFORMS_RUNTIMECHECKS_H

namespace mlir {
class OpBuilder;

namespace pad {
class PadOp;

/// Inserts at the builder's insertion point one `cf.assert` per constraint of
/// `op` (C6, C7, C8, C10, C11) that depends on a dynamic size or amount. Each
/// message names `pad.pad`, the constraint and the axis.
void buildRuntimeChecks(OpBuilder &b, PadOp op);

} // namespace pad
} // namespace mlir

#endif // PAD_TRANSFORMS_RUNTIMECHECKS_H
