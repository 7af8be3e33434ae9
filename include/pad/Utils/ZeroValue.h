//===- ZeroValue.h - is a pad value the default zero ------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_UTILS_ZEROVALUE_H
#define PAD_UTILS_ZEROVALUE_H

#include "mlir/IR/Attributes.h"

namespace mlir {
namespace pad {

/// True if `attr` is the default pad value, the zero of its type, bit for bit:
/// integer 0, floating-point +0.0 (not -0.0), or a complex number (an array
/// attribute of two elements) of two such zeros. The rule of pad.pad's
/// canonicalizer (docs/Semantics.md#4-shape-inference); conversions that raise
/// a pad value use it to decide whether to drop it.
bool isZeroPadValueAttr(Attribute attr);

} // namespace pad
} // namespace mlir

#endif // PAD_UTILS_ZEROVALUE_H
