//===- pad-opt.cpp - the pad dialect's opt driver -------------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "pad/IR/PadDialect.h"
#include "pad/InitAllExtensions.h"
#include "pad/InitAllPasses.h"

namespace mlir::pad::test {
void registerTestVectorPlanPass();
} // namespace mlir::pad::test

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::pad::registerAllPadPasses();
  mlir::pad::test::registerTestVectorPlanPass();

  mlir::DialectRegistry registry;
  registry.insert<mlir::pad::PadDialect>();
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::pad::registerAllPadExtensions(registry);

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "pad optimizer driver\n", registry));
}
