//===- TosaToPad.h - raise tosa.pad to pad.pad ------------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_TOSATOPAD_TOSATOPAD_H
#define PAD_CONVERSION_TOSATOPAD_TOSATOPAD_H

namespace mlir {
class RewritePatternSet;

namespace pad {

/// Collects the pattern that rewrites a `tosa.pad` whose `padding` is a
/// `tosa.const_shape` into a constant-mode `pad.pad` with its `pad_const`
/// (docs/Integration.md). Other `tosa.pad` ops do not match; the pattern says
/// why.
void populateTosaPadToPadPatterns(RewritePatternSet &patterns);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_TOSATOPAD_TOSATOPAD_H
