/*===- pad-c/Dialects.h - C API of the pad dialect ----------------*- C -*-===*\
|*                                                                            *|
|* Part of the pad project, under the Apache License v2.0 with LLVM           *|
|* Exceptions.                                                                *|
|* See https://llvm.org/LICENSE.txt for license information.                  *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef PAD_C_DIALECTS_H
#define PAD_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Declares `mlirGetDialectHandle__pad__()`, the handle through which a C
/// client registers (`mlirDialectHandleRegisterDialect`) or loads
/// (`mlirDialectHandleLoadDialect`) the pad dialect in an `MlirContext`.
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Pad, pad);

#ifdef __cplusplus
}
#endif

#endif // PAD_C_DIALECTS_H
