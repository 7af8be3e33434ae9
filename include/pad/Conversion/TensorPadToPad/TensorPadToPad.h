//===- TensorPadToPad.h - raise tensor.pad to pad.pad -----------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_TENSORPADTOPAD_TENSORPADTOPAD_H
#define PAD_CONVERSION_TENSORPADTOPAD_TENSORPADTOPAD_H

namespace mlir {
class RewritePatternSet;

namespace pad {

/// Collects the pattern that rewrites a `tensor.pad` whose region yields one
/// value defined outside the region (or a constant) into a constant-mode
/// `pad.pad` with that value (docs/Integration.md). Other `tensor.pad` ops do
/// not match; the pattern says why.
void populateTensorPadToPadPatterns(RewritePatternSet &patterns);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_TENSORPADTOPAD_TENSORPADTOPAD_H
