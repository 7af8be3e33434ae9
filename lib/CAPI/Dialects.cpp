//===- Dialects.cpp - C API of the pad dialect ----------------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad-c/Dialects.h"

#include "mlir/CAPI/Registration.h"
#include "pad/IR/PadDialect.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Pad, pad, mlir::pad::PadDialect)
