//===- main.cpp - a C++ user of the installed pad package -----------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/IR/PadDialect.h"
#include "pad/IR/PadOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

// The OpenVINO Pad-12 example of docs/Semantics.md.
static const char *const kSource = R"mlir(
%src = arith.constant dense<1.0> : tensor<3x4xf32>
%r = pad.pad %src low[2, -1] high[-1, 3] mode(reflect)
       : tensor<3x4xf32> to tensor<4x6xf32>
)mlir";

// C8: a positive amount needs a non-empty axis.
static const char *const kInvalidSource = R"mlir(
%src = arith.constant dense<1.0> : tensor<3x0xf32>
%r = pad.pad %src low[0, 0] high[0, 4] mode(reflect)
       : tensor<3x0xf32> to tensor<3x4xf32>
)mlir";

int main() {
  MLIRContext context;
  // Loads arith and tensor too (dependent dialects of pad).
  context.loadDialect<pad::PadDialect>();

  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kSource, &context);
  if (!module || failed(verify(*module))) {
    llvm::errs() << "pad-consumer: the valid module does not verify\n";
    return 1;
  }
  int numPads = 0;
  module->walk([&](pad::PadOp op) {
    ++numPads;
    llvm::outs() << "mode: " << pad::stringifyPadMode(op.getMode())
                 << ", result: " << op.getResultType() << "\n";
  });
  module->print(llvm::outs());

  // The invalid op is reported through the diagnostic handler.
  int numErrors = 0;
  {
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      ++numErrors;
      llvm::outs() << "diagnostic: " << diag << "\n";
      return success();
    });
    OwningOpRef<ModuleOp> invalid =
        parseSourceString<ModuleOp>(kInvalidSource, &context);
    if (invalid) {
      llvm::errs() << "pad-consumer: the invalid module parsed\n";
      return 1;
    }
  }
  bool ok = numPads == 1 && numErrors == 1;
  llvm::outs() << (ok ? "pad-consumer: ok" : "pad-consumer: FAILED") << "\n";
  return ok ? 0 : 1;
}
