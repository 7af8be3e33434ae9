//===- InteropUtils.h - helpers of the conversions from upstream -*- C++
//-*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What the conversions that raise upstream pads (tensor.pad, tosa.pad) to
// pad.pad share: which element types pad.pad accepts, the result type of the
// raised op, and the cast back to the type the users of the original op see.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_INTEROP_INTEROPUTILS_H
#define PAD_CONVERSION_INTEROP_INTEROPUTILS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "pad/Utils/ZeroValue.h"

namespace mlir {
namespace pad {

/// True if pad.pad accepts `type` as element type: signless, signed or
/// unsigned integers, index, floating-point types and complex numbers.
bool isPadElementType(Type type);

/// The result type of a constant-mode pad.pad without interior padding on
/// `sourceType` with the given static amounts (`ShapedType::kDynamic` for
/// dynamic ones), replacing a `declared` result type: per dim, the size
/// pad.pad infers when static, else the declared one (null `declared`, or an
/// unranked one, declares nothing). Fails when pad.pad would reject the
/// amounts (overflow, C11) or the declared type contradicts the inferred one.
FailureOr<RankedTensorType> inferRaisedResultType(RankedTensorType sourceType,
                                                  ArrayRef<int64_t> staticLow,
                                                  ArrayRef<int64_t> staticHigh,
                                                  Type declared);

/// Replaces `op` (one result) by `value`, through a `tensor.cast` when their
/// types differ.
void replaceWithCast(RewriterBase &rewriter, Operation *op, Value value);

/// A listener that turns the match-failure reasons of the raising patterns
/// into remarks, `<prefix>: <reason>`, at the op left as is. LLVM's `--debug`
/// is absent from release builds of LLVM (Debian's packages among them); the
/// raising passes' `emit-remarks` option uses this listener instead, so the
/// reasons are visible and testable with `-verify-diagnostics`.
class MatchFailureRemarks : public RewriterBase::Listener {
public:
  explicit MatchFailureRemarks(StringRef prefix) : prefix(prefix) {}
  void
  notifyMatchFailure(Location loc,
                     function_ref<void(Diagnostic &)> reasonCallback) override;

private:
  std::string prefix;
};

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_INTEROP_INTEROPUTILS_H
