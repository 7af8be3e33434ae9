//===- PadAssert.cpp - pad.assert -----------------------------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The verifier and the canonicalization of pad.assert, the assertion whose
// message shows run-time values.
//
//===----------------------------------------------------------------------===//

#include "pad/IR/PadOps.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::pad;

LogicalResult AssertOp::verify() {
  size_t holes = 0;
  for (size_t pos = getMsg().find("{}"); pos != StringRef::npos;
       pos = getMsg().find("{}", pos + 2))
    ++holes;
  if (holes != getValues().size())
    return emitOpError("expected one value per {} of the message (")
           << holes << "), got " << getValues().size();
  return success();
}

LogicalResult AssertOp::canonicalize(AssertOp op, PatternRewriter &rewriter) {
  // An assertion that holds is dropped.
  if (!matchPattern(op.getArg(), m_One()))
    return failure();
  rewriter.eraseOp(op);
  return success();
}
