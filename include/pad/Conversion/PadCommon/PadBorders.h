//===- PadBorders.h - write the borders of a pad around its core -*- C++
//-*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PADCOMMON_PADBORDERS_H
#define PAD_CONVERSION_PADCOMMON_PADBORDERS_H

#include "pad/Conversion/PadCommon/PadGeometry.h"

namespace mlir {
namespace pad {

/// Writes every element of `output` (a tensor of `g`'s output sizes) outside
/// `g`'s core, assuming the core already holds the source elements, and
/// returns the written tensor: one chain of writes into `output`, which
/// bufferizes in place.
///
/// Constant mode without interior: a `linalg.fill` of the pad value on the
/// slab of each border (with interior padding the caller fills the whole
/// output before the core is written). The other modes copy elements of the
/// output's own core, axis by axis (the borders of axis k span the full
/// extent of the axes before k and the core of those after, so the corners
/// come out right, every mode being separable): `scf.for` nests of
/// `tensor.extract` / `tensor.insert`, whose scalar reads never alias the
/// writes. The borders must read only source elements the core holds (no
/// crop of what they read).
Value writePadBorders(OpBuilder &b, Location loc, PadOp op,
                      const PadGeometry &g, Value output);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADCOMMON_PADBORDERS_H
