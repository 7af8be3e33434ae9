//===- Passes.cpp - C API of the pad passes -------------------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad-c/Passes.h"

#include "pad/InitAllPasses.h"

void mlirRegisterPadPasses(void) { mlir::pad::registerAllPadPasses(); }
