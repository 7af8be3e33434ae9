//===- main.c - a C user of the installed pad package ---------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "mlir-c/IR.h"
#include "pad-c/Dialects.h"

#include <stdio.h>

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__pad__(), ctx);
  MlirModule module = mlirModuleCreateParse(
      ctx, mlirStringRefCreateFromCString(
               "%src = arith.constant dense<1> : tensor<3x3xi32>\n"
               "%v = arith.constant 7 : i32\n"
               "%r = pad.pad %src low[1, 2] high[1, 0] interior[1, 2] "
               "value(%v) : tensor<3x3xi32> to tensor<7x9xi32>\n"));
  int ok = !mlirModuleIsNull(module) &&
           mlirOperationVerify(mlirModuleGetOperation(module));
  printf("pad-consumer-c: %s\n", ok ? "ok" : "FAILED");
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return ok ? 0 : 1;
}
