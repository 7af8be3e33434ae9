//===- pad-capi-test.c - test of the pad dialect's C API ------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

// This file is both the source of the `pad-capi-test` program and its lit
// test (as upstream's mlir/test/CAPI/*.c): everything goes to stdout, in order.
//
// RUN: %pad-capi-test 2>&1 | FileCheck %s

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/Tensor.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
#include "pad-c/Dialects.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

static void printToStdout(MlirStringRef str, void *userData) {
  (void)userData;
  fwrite(str.data, 1, str.length, stdout);
}

static const char *severityName(MlirDiagnosticSeverity severity) {
  switch (severity) {
  case MlirDiagnosticError:
    return "error";
  case MlirDiagnosticWarning:
    return "warning";
  case MlirDiagnosticNote:
    return "note";
  case MlirDiagnosticRemark:
    return "remark";
  }
  return "unknown";
}

/// Prints every diagnostic as `<severity> at <location>: <message>` and counts
/// them in the `int` behind `userData`. Returning success marks the diagnostic
/// handled, so that MLIR does not also print it to stderr.
static MlirLogicalResult handleDiagnostic(MlirDiagnostic diagnostic,
                                          void *userData) {
  ++*(int *)userData;
  printf("diagnostic: %s at ",
         severityName(mlirDiagnosticGetSeverity(diagnostic)));
  mlirLocationPrint(mlirDiagnosticGetLocation(diagnostic), printToStdout, NULL);
  printf(": ");
  mlirDiagnosticPrint(diagnostic, printToStdout, NULL);
  printf("\n");
  fflush(stdout);
  return mlirLogicalResultSuccess();
}

/// Prints the name and the `static_low` / `static_high` attributes of every
/// `pad.pad`, and counts them in the `int` behind `userData`.
static MlirWalkResult printPadOp(MlirOperation op, void *userData) {
  MlirIdentifier name = mlirOperationGetName(op);
  if (!mlirStringRefEqual(mlirIdentifierStr(name),
                          mlirStringRefCreateFromCString("pad.pad")))
    return MlirWalkResultAdvance;
  ++*(int *)userData;
  printf("pad.pad #%d: operands=%ld low=", *(int *)userData,
         (long)mlirOperationGetNumOperands(op));
  mlirAttributePrint(mlirOperationGetInherentAttributeByName(
                         op, mlirStringRefCreateFromCString("static_low")),
                     printToStdout, NULL);
  printf(" high=");
  mlirAttributePrint(mlirOperationGetInherentAttributeByName(
                         op, mlirStringRefCreateFromCString("static_high")),
                     printToStdout, NULL);
  printf("\n");
  return MlirWalkResultAdvance;
}

static MlirModule parse(MlirContext ctx, const char *source) {
  return mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(source));
}

static const char *validSource =
    "func.func @pads(%a: tensor<3x4xf32>, %b: tensor<3x3xi32>)\n"
    "    -> (tensor<5x8xf32>, tensor<4x6xf32>, tensor<7x9xi32>,\n"
    "        tensor<?x4xf32>) {\n"
    "  %v = arith.constant 7 : i32\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %d = tensor.dim %a, %c0 : tensor<3x4xf32>\n"
    "  %0 = pad.pad %a low[0, 1] high[2, 3]\n"
    "         : tensor<3x4xf32> to tensor<5x8xf32>\n"
    "  %1 = pad.pad %a low[2, -1] high[-1, 3] mode(reflect)\n"
    "         : tensor<3x4xf32> to tensor<4x6xf32>\n"
    "  %2 = pad.pad %b low[1, 2] high[1, 0] interior[1, 2] value(%v)\n"
    "         : tensor<3x3xi32> to tensor<7x9xi32>\n"
    "  %3 = pad.pad %a low[%d, 0] high[0, 0] mode(edge)\n"
    "         : tensor<3x4xf32> to tensor<?x4xf32>\n"
    "  return %0, %1, %2, %3\n"
    "      : tensor<5x8xf32>, tensor<4x6xf32>, tensor<7x9xi32>,\n"
    "        tensor<?x4xf32>\n"
    "}\n";

// A valid op that the test turns invalid by setting its mode to `edge`:
// a `value` is only allowed in mode constant (C4).
static const char *valueSource =
    "func.func @pad_c4(%a: tensor<4xf32>, %v: f32) -> tensor<6xf32> {\n"
    "  %0 = pad.pad %a low[1] high[1] value(%v)\n"
    "         : tensor<4xf32> to tensor<6xf32>\n"
    "  return %0 : tensor<6xf32>\n"
    "}\n";

// Fails the verifier that runs after parsing: one `high` entry per axis (C1).
static const char *invalidSource =
    "func.func @pad_c1(%a: tensor<3x4xf32>) -> tensor<4x7xf32> {\n"
    "  %0 = pad.pad %a low[1] high[0, 3]\n"
    "         : tensor<3x4xf32> to tensor<4x7xf32>\n"
    "  return %0 : tensor<4x7xf32>\n"
    "}\n";

/// Creates a context with the pad, func, arith and tensor dialects registered
/// through their C API dialect handles, and the pad dialect loaded.
static MlirContext createContext(void) {
  // Single-threaded, so that diagnostics come in a deterministic order.
  MlirContext ctx = mlirContextCreateWithThreading(false);

  // CHECK-LABEL: createContext
  // CHECK-NEXT: namespace: pad
  // CHECK-NEXT: pad loaded: 1
  printf("createContext\n");
  MlirDialectHandle padHandle = mlirGetDialectHandle__pad__();
  printf("namespace: ");
  printToStdout(mlirDialectHandleGetNamespace(padHandle), NULL);
  printf("\n");
  mlirDialectHandleRegisterDialect(padHandle, ctx);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__arith__(), ctx);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__tensor__(), ctx);
  MlirDialect pad = mlirDialectHandleLoadDialect(padHandle, ctx);
  printf("pad loaded: %d\n",
         (int)mlirDialectEqual(
             pad, mlirContextGetOrLoadDialect(
                      ctx, mlirStringRefCreateFromCString("pad"))));
  return ctx;
}

/// Parses, verifies and prints a module with the documented forms of
/// `pad.pad`. Returns 0 on success.
static int testValid(MlirContext ctx) {
  // CHECK-LABEL: testValid
  printf("testValid\n");
  MlirModule module = parse(ctx, validSource);
  if (mlirModuleIsNull(module)) {
    printf("failed to parse the valid module\n");
    return 1;
  }
  MlirOperation moduleOp = mlirModuleGetOperation(module);
  // CHECK-NEXT: verify: 1
  printf("verify: %d\n", (int)mlirOperationVerify(moduleOp));

  // CHECK-NEXT: module {
  // CHECK-NEXT:   func.func @pads(%[[A:.*]]: tensor<3x4xf32>, %[[B:.*]]: tensor<3x3xi32>) -> (tensor<5x8xf32>, tensor<4x6xf32>, tensor<7x9xi32>, tensor<?x4xf32>) {
  // CHECK-NEXT:     %[[V:.*]] = arith.constant 7 : i32
  // CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
  // CHECK-NEXT:     %[[D:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<3x4xf32>
  // CHECK-NEXT:     %[[P0:.*]] = pad.pad %[[A]] low[0, 1] high[2, 3] : tensor<3x4xf32> to tensor<5x8xf32>
  // CHECK-NEXT:     %[[P1:.*]] = pad.pad %[[A]] low[2, -1] high[-1, 3] mode(reflect) : tensor<3x4xf32> to tensor<4x6xf32>
  // CHECK-NEXT:     %[[P2:.*]] = pad.pad %[[B]] low[1, 2] high[1, 0] interior[1, 2] value(%[[V]]) : tensor<3x3xi32> to tensor<7x9xi32>
  // CHECK-NEXT:     %[[P3:.*]] = pad.pad %[[A]] low[%[[D]], 0] high[0, 0] mode(edge) : tensor<3x4xf32> to tensor<?x4xf32>
  // CHECK-NEXT:     return %[[P0]], %[[P1]], %[[P2]], %[[P3]] : tensor<5x8xf32>, tensor<4x6xf32>, tensor<7x9xi32>, tensor<?x4xf32>
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  // The printed module ends with a newline.
  mlirOperationPrint(moduleOp, printToStdout, NULL);

  // CHECK-NEXT: pad.pad #1: operands=1 low=array<i64: 0, 1> high=array<i64: 2, 3>
  // CHECK-NEXT: pad.pad #2: operands=1 low=array<i64: 2, -1> high=array<i64: -1, 3>
  // CHECK-NEXT: pad.pad #3: operands=2 low=array<i64: 1, 2> high=array<i64: 1, 0>
  // CHECK-NEXT: pad.pad #4: operands=2 low=array<i64: -9223372036854775808, 0> high=array<i64: 0, 0>
  // CHECK-NEXT: pad.pad ops: 4
  int numPads = 0;
  mlirOperationWalk(moduleOp, printPadOp, &numPads, MlirWalkPreOrder);
  printf("pad.pad ops: %d\n", numPads);

  mlirModuleDestroy(module);
  return numPads == 4 ? 0 : 1;
}

/// Makes a parsed op invalid through the C API: `mlirOperationVerify` must
/// fail and report the violated constraint. Returns 0 on success.
static int testVerifierFailure(MlirContext ctx, const int *numDiagnostics) {
  // CHECK-LABEL: testVerifierFailure
  printf("testVerifierFailure\n");
  MlirModule module = parse(ctx, valueSource);
  if (mlirModuleIsNull(module)) {
    printf("failed to parse the module with a value\n");
    return 1;
  }
  MlirOperation moduleOp = mlirModuleGetOperation(module);
  // CHECK-NEXT: verify before: 1
  printf("verify before: %d\n", (int)mlirOperationVerify(moduleOp));

  MlirOperation func = mlirBlockGetFirstOperation(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(moduleOp, 0)));
  MlirOperation pad = mlirBlockGetFirstOperation(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0)));
  MlirAttribute edge = mlirAttributeParseGet(
      ctx, mlirStringRefCreateFromCString("#pad<mode edge>"));
  if (mlirAttributeIsNull(edge)) {
    printf("failed to parse #pad<mode edge>\n");
    mlirModuleDestroy(module);
    return 1;
  }
  mlirOperationSetInherentAttributeByName(
      pad, mlirStringRefCreateFromCString("mode"), edge);

  // The op no longer verifies, so the printer falls back to the generic form.
  // CHECK-NEXT: %0 = "pad.pad"(%arg0, %arg1) <{mode = #pad<mode edge>, operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_high = array<i64: 1>, static_low = array<i64: 1>}> : (tensor<4xf32>, f32) -> tensor<6xf32>
  mlirOperationPrint(pad, printToStdout, NULL);
  printf("\n");

  // CHECK-NEXT: diagnostic: error at loc("-":2:8): 'pad.pad' op C4: a pad value is only allowed in mode constant, got mode edge
  // CHECK-NEXT: verify after: 0
  // CHECK-NEXT: diagnostics: 1
  int before = *numDiagnostics;
  bool verified = mlirOperationVerify(moduleOp);
  printf("verify after: %d\n", (int)verified);
  printf("diagnostics: %d\n", *numDiagnostics - before);

  mlirModuleDestroy(module);
  return !verified && *numDiagnostics > before ? 0 : 1;
}

/// Parses an invalid op: the verifier run by the parser reports it and the
/// parse fails. Returns 0 on success.
static int testParseFailure(MlirContext ctx, const int *numDiagnostics) {
  // CHECK-LABEL: testParseFailure
  printf("testParseFailure\n");
  int before = *numDiagnostics;
  MlirModule module = parse(ctx, invalidSource);
  // CHECK-NEXT: diagnostic: error at loc("-":2:8): 'pad.pad' op C1: expected 2 low entries (the source rank), got 1
  // CHECK-NEXT: parsed: 0
  // CHECK-NEXT: diagnostics: 1
  printf("parsed: %d\n", (int)!mlirModuleIsNull(module));
  printf("diagnostics: %d\n", *numDiagnostics - before);
  if (!mlirModuleIsNull(module)) {
    mlirModuleDestroy(module);
    return 1;
  }
  return *numDiagnostics > before ? 0 : 1;
}

int main(void) {
  MlirContext ctx = createContext();

  int numDiagnostics = 0;
  MlirDiagnosticHandlerID handler = mlirContextAttachDiagnosticHandler(
      ctx, handleDiagnostic, &numDiagnostics, NULL);

  int failures = 0;
  failures += testValid(ctx);
  failures += testVerifierFailure(ctx, &numDiagnostics);
  failures += testParseFailure(ctx, &numDiagnostics);

  mlirContextDetachDiagnosticHandler(ctx, handler);
  mlirContextDestroy(ctx);

  // CHECK-LABEL: failures: 0
  printf("failures: %d\n", failures);
  return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
