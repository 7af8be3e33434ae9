//===- CHeader.cpp - the C header of ahead-of-time kernels ----------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// MLIR's C interface (`llvm.emit_c_interface`): `_mlir_ciface_F` takes every
// memref argument as a pointer to its descriptor
//
//   struct { T *allocated; T *aligned; intptr_t offset;
//            intptr_t sizes[rank]; intptr_t strides[rank]; }
//
// and scalars by value. One memref result is returned through a pointer to a
// descriptor passed first; several results through a pointer to a struct of
// them; one scalar result is the return value. Tensors at function boundaries
// are bufferized to memrefs of the same shape with the identity layout.
//
//===----------------------------------------------------------------------===//

#include "pad/Target/AOT/AOT.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::pad;

namespace {
/// A memref descriptor type of the header.
struct Descriptor {
  int64_t rank;
  std::string element; // C type of an element
  std::string suffix;  // element in the struct's name
  std::string mlirElement;
  bool operator==(const Descriptor &o) const {
    return rank == o.rank && suffix == o.suffix;
  }
  std::string name() const {
    return "pad_memref_" + std::to_string(rank) + "d_" + suffix;
  }
};

/// The C type of a scalar argument or result, or failure.
FailureOr<std::string> getScalarCType(Type type) {
  if (type.isIndex())
    return std::string("intptr_t");
  if (type.isF32())
    return std::string("float");
  if (type.isF64())
    return std::string("double");
  if (auto intType = dyn_cast<IntegerType>(type)) {
    unsigned width = intType.getWidth();
    if (width == 1)
      return std::string("bool");
    if (width != 8 && width != 16 && width != 32 && width != 64)
      return failure();
    return (intType.isUnsigned() ? "uint" : "int") + std::to_string(width) +
           "_t";
  }
  return failure();
}

/// The C type of an element of a memref and its name in the descriptor's name.
FailureOr<std::pair<std::string, std::string>> getElementCType(Type type) {
  if (type.isF16() || type.isBF16())
    // The bits of the value: C99 has no 16-bit float.
    return std::make_pair(std::string("uint16_t"), type.isF16()
                                                       ? std::string("f16")
                                                       : std::string("bf16"));
  if (auto complexType = dyn_cast<ComplexType>(type)) {
    Type part = complexType.getElementType();
    if (part.isF32())
      return std::make_pair(std::string("pad_complex_f32"),
                            std::string("complex_f32"));
    if (part.isF64())
      return std::make_pair(std::string("pad_complex_f64"),
                            std::string("complex_f64"));
    return failure();
  }
  FailureOr<std::string> scalar = getScalarCType(type);
  if (failed(scalar))
    return failure();
  std::string suffix;
  if (type.isIndex())
    suffix = "index";
  else if (auto intType = dyn_cast<IntegerType>(type))
    suffix =
        (intType.isUnsigned() ? "u" : "i") + std::to_string(intType.getWidth());
  else
    suffix = type.isF32() ? "f32" : "f64";
  return std::make_pair(*scalar, suffix);
}

/// The descriptor of a memref or tensor type, or failure with the reason.
FailureOr<Descriptor> getDescriptor(Type type, std::string &reason) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || isa<VectorType>(type)) {
    reason = "not a memref, tensor or scalar type";
    return failure();
  }
  if (!shaped.hasRank()) {
    reason = "unranked types have no descriptor in the header";
    return failure();
  }
  if (auto memref = dyn_cast<MemRefType>(type)) {
    if (memref.getMemorySpace()) {
      reason = "memrefs outside the default memory space are not supported";
      return failure();
    }
    if (!memref.isStrided()) {
      reason = "the memref layout is not strided";
      return failure();
    }
  } else if (!isa<RankedTensorType>(type)) {
    reason = "not a memref, tensor or scalar type";
    return failure();
  }
  auto element = getElementCType(shaped.getElementType());
  if (failed(element)) {
    reason = "the element type has no C equivalent";
    return failure();
  }
  std::string mlirElement;
  llvm::raw_string_ostream(mlirElement) << shaped.getElementType();
  return Descriptor{shaped.getRank(), element->first, element->second,
                    mlirElement};
}

bool isShaped(Type type) { return isa<MemRefType, TensorType>(type); }

bool isCIdentifier(StringRef name) {
  if (name.empty() || llvm::isDigit(name.front()))
    return false;
  return llvm::all_of(name,
                      [](char c) { return llvm::isAlnum(c) || c == '_'; });
}

/// The public functions given a C interface: definitions, not declarations.
SmallVector<func::FuncOp> getKernels(ModuleOp module) {
  SmallVector<func::FuncOp> kernels;
  for (auto func : module.getOps<func::FuncOp>())
    if (func.isPublic() && !func.isExternal())
      kernels.push_back(func);
  return kernels;
}

/// The C type of one argument or result: a descriptor or a scalar.
FailureOr<std::string> getCType(Type type, std::string &reason,
                                llvm::StringSet<> *descriptors,
                                SmallVectorImpl<Descriptor> *order) {
  if (isShaped(type)) {
    FailureOr<Descriptor> d = getDescriptor(type, reason);
    if (failed(d))
      return failure();
    if (descriptors && descriptors->insert(d->name()).second)
      order->push_back(*d);
    return d->name();
  }
  FailureOr<std::string> scalar = getScalarCType(type);
  if (failed(scalar)) {
    reason = "it has no C equivalent passed by value";
    return failure();
  }
  return scalar;
}
} // namespace

LogicalResult aot::verifyCInterface(ModuleOp module) {
  bool ok = true;
  for (func::FuncOp func : getKernels(module)) {
    auto fail = [&](const Twine &what, Type type, StringRef reason) {
      func.emitError() << "the C interface cannot express " << what << " of @"
                       << func.getSymName() << " (" << type << "): " << reason;
      ok = false;
    };
    if (!isCIdentifier(func.getSymName())) {
      func.emitError() << "@" << func.getSymName()
                       << " is not a C identifier: the C interface cannot "
                          "name it";
      ok = false;
      continue;
    }
    FunctionType type = func.getFunctionType();
    for (auto [i, input] : llvm::enumerate(type.getInputs())) {
      std::string reason;
      if (failed(getCType(input, reason, nullptr, nullptr)))
        fail("argument #" + Twine(i), input, reason);
    }
    for (auto [i, result] : llvm::enumerate(type.getResults())) {
      std::string reason;
      if (failed(getCType(result, reason, nullptr, nullptr)))
        fail("result #" + Twine(i), result, reason);
    }
  }
  return success(ok);
}

/// Prints `type` as `(inputs) -> results`.
static void printSignature(raw_ostream &p, FunctionType type) {
  p << "(";
  llvm::interleaveComma(type.getInputs(), p);
  p << ")";
  if (type.getNumResults() == 0)
    return;
  p << " -> ";
  if (type.getNumResults() == 1) {
    p << type.getResult(0);
    return;
  }
  p << "(";
  llvm::interleaveComma(type.getResults(), p);
  p << ")";
}

LogicalResult aot::emitCHeader(ArrayRef<KernelSignature> kernels,
                               raw_ostream &os, StringRef guardName,
                               StringRef description, unsigned indexBitwidth,
                               bool runtimeChecks) {
  // The prototypes first, to learn which descriptors they use.
  llvm::StringSet<> descriptorNames;
  SmallVector<Descriptor> descriptors;
  std::string prototypes;
  llvm::raw_string_ostream p(prototypes);
  for (const KernelSignature &kernel : kernels) {
    FunctionType type = kernel.lowered;
    bool ok = true;
    auto cType = [&](Type t) -> std::string {
      std::string reason;
      FailureOr<std::string> c =
          getCType(t, reason, &descriptorNames, &descriptors);
      ok &= succeeded(c);
      return succeeded(c) ? *c : std::string();
    };
    StringRef name = kernel.name;

    p << "\n/* func.func @" << name;
    printSignature(p, kernel.original);
    if (type.getNumResults() != kernel.original.getNumResults()) {
      p << "\n * lowered to ";
      printSignature(p, type);
      p << ":\n * a result that is the buffer of an argument (a destination "
           "written\n * in place) is not returned";
    }
    p << " */\n";

    SmallVector<std::string> params;
    std::string returnType = "void";
    if (type.getNumResults() == 1 && !isShaped(type.getResult(0))) {
      returnType = cType(type.getResult(0));
    } else if (type.getNumResults() == 1) {
      params.push_back(cType(type.getResult(0)) + " *result");
    } else if (type.getNumResults() > 1) {
      std::string results = "pad_results_" + name.str();
      p << "typedef struct " << results << " {\n";
      for (auto [i, result] : llvm::enumerate(type.getResults()))
        p << "  " << cType(result) << " r" << i << ";\n";
      p << "} " << results << ";\n";
      params.push_back(results + " *results");
    }
    for (auto [i, input] : llvm::enumerate(type.getInputs()))
      params.push_back(cType(input) + (isShaped(input) ? " *" : " ") + "arg" +
                       std::to_string(i));
    p << returnType << " _mlir_ciface_" << name << "(";
    if (params.empty())
      p << "void";
    p << llvm::join(params, ", ") << ");\n";
    if (!ok)
      return emitError(UnknownLoc::get(type.getContext()))
             << "the C interface cannot express the lowered signature of @"
             << name;
  }

  os << "/* " << description << "\n"
     << " *\n"
     << " * Generated by pad-aot: do not edit. Each kernel is the MLIR C\n"
     << " * interface of a public function: memrefs (and tensors, bufferized\n"
     << " * to memrefs with the identity layout) are passed as pointers to\n"
     << " * their descriptors; a memref result is returned in the descriptor\n"
     << " * passed first, whose `allocated` pointer the caller frees.\n"
     << " *\n"
     << (runtimeChecks
             ? " * A kernel checks, before it writes, that each destination "
               "it\n"
               " * writes a result into holds it (the result's sizes; a slice\n"
               " * inside its destination) and stops the program with a\n"
               " * message on stderr when one does not. */\n"
             : " * Compiled without run-time checks: each destination a "
               "kernel\n"
               " * writes a result into must have the result's sizes (a\n"
               " * slice must lie inside its destination); that is the\n"
               " * caller's contract, and the kernel does not check it. */\n")
     << "#ifndef " << guardName << "\n#define " << guardName << "\n\n"
     << "#include <stdbool.h>\n#include <stdint.h>\n\n"
     << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n";
  // index is intptr_t: the header only fits a target of the same width.
  os << "/* index is " << indexBitwidth
     << " bits wide on the target: intptr_t. */\n"
     << "typedef char pad_index_is_intptr_t_" << guardName
     << "[sizeof(intptr_t) == " << indexBitwidth / 8 << " ? 1 : -1];\n";

  for (StringRef part : {"f32", "f64"}) {
    std::string complexName = ("pad_complex_" + part).str();
    if (!llvm::any_of(descriptors, [&](const Descriptor &d) {
          return d.element == complexName;
        }))
      continue;
    std::string macro = llvm::StringRef(complexName).upper() + "_DEFINED";
    os << "\n#ifndef " << macro << "\n#define " << macro << "\n"
       << "typedef struct " << complexName << " {\n"
       << "  " << (part == "f32" ? "float" : "double") << " re, im;\n"
       << "} " << complexName << ";\n#endif\n";
  }

  for (const Descriptor &d : descriptors) {
    std::string name = d.name();
    std::string macro = llvm::StringRef(name).upper() + "_DEFINED";
    os << "\n/* A memref<";
    for (int64_t i = 0; i < d.rank; ++i)
      os << "?x";
    os << d.mlirElement
       << "> descriptor: element (i0, ...) is at aligned[offset + "
       << "i0 * strides[0] + ...]. */\n"
       << "#ifndef " << macro << "\n#define " << macro << "\n"
       << "typedef struct " << name << " {\n"
       << "  " << d.element << " *allocated;\n"
       << "  " << d.element << " *aligned;\n"
       << "  intptr_t offset;\n";
    if (d.rank > 0)
      os << "  intptr_t sizes[" << d.rank << "];\n"
         << "  intptr_t strides[" << d.rank << "];\n";
    os << "} " << name << ";\n#endif\n";
  }

  os << prototypes;
  os << "\n#ifdef __cplusplus\n} /* extern \"C\" */\n#endif\n\n#endif /* "
     << guardName << " */\n";
  return success();
}
