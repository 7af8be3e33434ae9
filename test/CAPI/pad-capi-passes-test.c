//===- pad-capi-passes-test.c - test of the C API of the pad passes -------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

// Source of `pad-capi-passes-test` and its lit test: a C client registers
// pad's passes, then raises a tensor.pad to pad.pad and lowers it back to
// upstream ops with pass pipelines parsed from text (docs/Integration.md).
//
// RUN: %pad_obj_root/bin/pad-capi-passes-test 2>&1 | FileCheck %s

#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/Tensor.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"
#include "pad-c/Dialects.h"
#include "pad-c/Passes.h"

#include <stdio.h>

static void printToStdout(MlirStringRef str, void *userData) {
  (void)userData;
  fwrite(str.data, 1, str.length, stdout);
}

static const char *source =
    "func.func @f(%t: tensor<3x4xf32>, %v: f32) -> tensor<4x7xf32> {\n"
    "  %p = tensor.pad %t low[1, 2] high[0, 1] {\n"
    "  ^bb0(%i: index, %j: index):\n"
    "    tensor.yield %v : f32\n"
    "  } : tensor<3x4xf32> to tensor<4x7xf32>\n"
    "  return %p : tensor<4x7xf32>\n"
    "}\n";

/// Parses `pipeline` into a new pass manager and runs it on `module`.
static int runPipeline(MlirContext ctx, MlirModule module,
                       const char *pipeline) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      mlirStringRefCreateFromCString(pipeline), printToStdout, NULL);
  int ok = mlirLogicalResultIsSuccess(parsed) &&
           mlirLogicalResultIsSuccess(
               mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)));
  mlirPassManagerDestroy(pm);
  printf("%s: %s\n", pipeline, ok ? "ok" : "FAILED");
  return ok;
}

int main(void) {
  mlirRegisterPadPasses();

  MlirContext ctx = mlirContextCreateWithThreading(false);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__pad__(), ctx);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__arith__(), ctx);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__tensor__(), ctx);
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(source));
  if (mlirModuleIsNull(module)) {
    printf("parse FAILED\n");
    return 1;
  }

  // CHECK: builtin.module(convert-tensor-pad-to-pad): ok
  // CHECK: pad.pad %{{.*}} low[1, 2] high[0, 1] value(%{{.*}}) : tensor<3x4xf32> to tensor<4x7xf32>
  int ok =
      runPipeline(ctx, module, "builtin.module(convert-tensor-pad-to-pad)");
  mlirOperationPrint(mlirModuleGetOperation(module), printToStdout, NULL);
  printf("\n");

  // CHECK: builtin.module(convert-pad-to-tensor): ok
  // CHECK-NOT: pad.pad
  // CHECK: tensor.pad %{{.*}} low[1, 2] high[0, 1]
  // CHECK-NOT: pad.pad
  // CHECK: pad-capi-passes-test: ok
  ok = ok && runPipeline(ctx, module, "builtin.module(convert-pad-to-tensor)");
  mlirOperationPrint(mlirModuleGetOperation(module), printToStdout, NULL);
  printf("\n");

  printf("pad-capi-passes-test: %s\n", ok ? "ok" : "FAILED");
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return ok ? 0 : 1;
}
