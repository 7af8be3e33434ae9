//===- ZeroValue.cpp - is a pad value the default zero --------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Utils/ZeroValue.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;

bool mlir::pad::isZeroPadValueAttr(Attribute attr) {
  if (auto intAttr = dyn_cast<IntegerAttr>(attr))
    return intAttr.getValue().isZero();
  if (auto floatAttr = dyn_cast<FloatAttr>(attr))
    return floatAttr.getValue().isPosZero();
  if (auto arrayAttr = dyn_cast<ArrayAttr>(attr))
    return arrayAttr.size() == 2 && llvm::all_of(arrayAttr, isZeroPadValueAttr);
  return false;
}
