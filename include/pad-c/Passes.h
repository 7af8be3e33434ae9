/*===- pad-c/Passes.h - C API of the pad passes -------------------*- C -*-===*\
|*                                                                            *|
|* Part of the pad project, under the Apache License v2.0 with LLVM           *|
|* Exceptions.                                                                *|
|* See https://llvm.org/LICENSE.txt for license information.                  *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef PAD_C_PASSES_H
#define PAD_C_PASSES_H

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Registers every pass of pad (the lowerings, the interop conversions
/// --convert-tensor-pad-to-pad, --convert-tosa-pad-to-pad and
/// --convert-pad-to-tensor, the transforms) and the --pad-to-llvm pipeline
/// in MLIR's global registry, so that `mlirParsePassPipeline` and
/// `mlirOpPassManagerAddPipeline` find them by name. Library:
/// pad::PadCAPIPasses.
MLIR_CAPI_EXPORTED void mlirRegisterPadPasses(void);

#ifdef __cplusplus
}
#endif

#endif // PAD_C_PASSES_H
