//===- PadTransformOps.h - transform ops of pad -----------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_TRANSFORMOPS_PADTRANSFORMOPS_H
#define PAD_TRANSFORMOPS_PADTRANSFORMOPS_H

#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/OpImplementation.h"
#include "pad/IR/PadOps.h"

#define GET_OP_CLASSES
#include "pad/TransformOps/PadTransformOps.h.inc"

namespace mlir {
class DialectRegistry;

namespace pad {

/// Registers the transform dialect extension of pad
/// (`transform.pad.fuse_into_producer`).
void registerTransformDialectExtension(DialectRegistry &registry);

} // namespace pad
} // namespace mlir

#endif // PAD_TRANSFORMOPS_PADTRANSFORMOPS_H
