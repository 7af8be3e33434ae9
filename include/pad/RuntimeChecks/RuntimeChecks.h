//===- RuntimeChecks.h - run-time checks of pad.pad constraints -*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_RUNTIMECHECKS_RUNTIMECHECKS_H
#define PAD_RUNTIMECHECKS_RUNTIMECHECKS_H

#include "mlir/Support/LLVM.h"

namespace mlir {
class OpBuilder;

namespace pad {
class PadOp;
class PadGradOp;

/// Inserts at the builder's insertion point one `cf.assert` per constraint of
/// `op` (C8, C10, C11) that depends on a dynamic size or amount. Each
/// message names `pad.pad`, the constraint and the axis.
void buildRuntimeChecks(OpBuilder &b, PadOp op);

/// Inserts the checks of each destination that `op` is written into
/// (docs/Lowering.md#destinations): a
/// `bufferization.materialize_in_destination` destination has the result's
/// sizes; the slice of a `tensor.insert_slice` or
/// `tensor.parallel_insert_slice` has them and lies inside its destination.
/// Each is a `pad.assert` whose message names the form and shows the sizes,
/// placed before `op` when the destination and the slice's offsets are
/// defined there (the lowerings then build `op` in it), else before the
/// destination op. A check that fails at compile time is an error on `op`.
LogicalResult buildDestinationChecks(OpBuilder &b, PadOp op);

/// Inserts before `op` the run-time checks of the constraints of
/// pad.pad_grad that depend on dynamic sizes or amounts (docs/Semantics.md,
/// "pad.pad_grad"): pad.pad of gx gives gy (G7), and a border mode pads no
/// empty axis (G5).
void buildPadGradRuntimeChecks(OpBuilder &b, PadGradOp op);

} // namespace pad
} // namespace mlir

#endif // PAD_RUNTIMECHECKS_RUNTIMECHECKS_H
