//===- PadDialect.h - pad dialect -------------------------------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_IR_PADDIALECT_H
#define PAD_IR_PADDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Dialect.h"

#include "pad/IR/PadDialect.h.inc"

#include "pad/IR/PadEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "pad/IR/PadAttrs.h.inc"

#endif // PAD_IR_PADDIALECT_H
