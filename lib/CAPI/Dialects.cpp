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
#include "pad/Shard/Extensions/ShardingExtensions.h"

using namespace mlir;

// As MLIR_DEFINE_CAPI_DIALECT_REGISTRATION, with the sharding model of pad.pad
// (docs/Distributed.md), a dialect extension, registered with the dialect.

static void mlirDialectRegistryInsertPadDialect(MlirDialectRegistry registry) {
  unwrap(registry)->insert<pad::PadDialect>();
  pad::registerShardingInterfaceExternalModels(*unwrap(registry));
}

static MlirDialect mlirContextLoadPadDialect(MlirContext context) {
  MLIRContext *ctx = unwrap(context);
  DialectRegistry registry;
  pad::registerShardingInterfaceExternalModels(registry);
  ctx->appendDialectRegistry(registry);
  return wrap(ctx->getOrLoadDialect<pad::PadDialect>());
}

static MlirStringRef mlirPadDialectGetNamespace() {
  return wrap(pad::PadDialect::getDialectNamespace());
}

MlirDialectHandle mlirGetDialectHandle__pad__() {
  static MlirDialectRegistrationHooks hooks = {
      mlirDialectRegistryInsertPadDialect, mlirContextLoadPadDialect,
      mlirPadDialectGetNamespace};
  return MlirDialectHandle{&hooks};
}
