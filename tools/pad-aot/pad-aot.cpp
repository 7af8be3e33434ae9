//===- pad-aot.cpp - ahead-of-time kernels for C callers ------------------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
//   pad-aot IN.mlir -o OUT.o [--header OUT.h] [--target TRIPLE] [--cpu NAME]
//           [--features LIST] [--strategy S] [--runtime-checks=true|false]
//           [--parallel ...] [--nontemporal ...] [--vector-bits N] ...
//
// compiles a module of func.funcs into an object file for the target (default:
// the host and its CPU) and writes the C header of its kernels
// (docs/Kernels.md). The --pad-to-llvm options are parsed by its own options
// struct.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "pad/IR/PadDialect.h"
#include "pad/InitAllExtensions.h"
#include "pad/Target/AOT/AOT.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

using namespace mlir;
using namespace mlir::pad;
namespace cl = llvm::cl;

static cl::OptionCategory aotCategory("pad-aot options");

static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::desc("<input .mlir file>"),
                                          cl::init("-"), cl::cat(aotCategory));
static cl::opt<std::string> outputFilename("o", cl::desc("Output file"),
                                           cl::value_desc("filename"),
                                           cl::Required, cl::cat(aotCategory));
static cl::opt<std::string>
    headerFilename("header", cl::desc("Write the C header of the kernels"),
                   cl::value_desc("filename"), cl::cat(aotCategory));
static cl::opt<std::string>
    targetTriple("target", cl::desc("Target triple (default: the host)"),
                 cl::cat(aotCategory));
static cl::opt<std::string>
    targetCPU("cpu",
              cl::desc("Target CPU (default: the host's for the host, "
                       "generic otherwise; native: the host's)"),
              cl::cat(aotCategory));
static cl::opt<std::string>
    targetFeatures("features",
                   cl::desc("Target features, e.g. +avx2,-avx512f (default: "
                            "the host's for the host's CPU)"),
                   cl::cat(aotCategory));
// --pad-to-llvm's options (docs/Lowering.md, "Options"), parsed by its
// options struct: the same names, values and defaults; the target's vector
// width where --vector-bits is not given, and always the target's index
// width and CPU (whose row of the table of measured CPUs decides
// nontemporal=auto).
static const char *const kPipelineOptions[] = {
    "strategy",   "runtime-checks", "parallel",      "nontemporal",
    "huge-pages", "vector-bits",    "fuse-producers"};

/// The `name=value` list of the pipeline options given on the command line.
static std::string
getPipelineOptions(ArrayRef<std::unique_ptr<cl::opt<std::string>>> flags) {
  std::string list;
  for (const auto &flag : flags)
    if (flag->getNumOccurrences())
      list += (flag->ArgStr + "=" + flag->getValue() + " ").str();
  return list;
}
static cl::opt<aot::OutputKind> emitKind(
    "emit", cl::desc("What to write to -o"), cl::init(aot::OutputKind::Object),
    cl::values(clEnumValN(aot::OutputKind::Object, "obj", "an object file"),
               clEnumValN(aot::OutputKind::Assembly, "asm", "assembly"),
               clEnumValN(aot::OutputKind::LLVMIR, "llvm",
                          "the optimized LLVM IR")),
    cl::cat(aotCategory));

/// An include guard made of the header's file name.
static std::string getGuardName(StringRef path) {
  std::string guard = "PAD_AOT_";
  for (char c : llvm::sys::path::filename(path))
    guard += llvm::isAlnum(c) ? llvm::toUpper(c) : '_';
  return guard;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  SmallVector<std::unique_ptr<cl::opt<std::string>>> pipelineFlags;
  for (const char *name : kPipelineOptions) {
    pipelineFlags.push_back(std::make_unique<cl::opt<std::string>>(
        StringRef(name), cl::desc("--pad-to-llvm's option of this name"),
        cl::cat(aotCategory)));
  }
  cl::HideUnrelatedOptions(aotCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "pad-aot: compiles a module of func.funcs (pad.pad and what "
      "--pad-to-llvm accepts) into an object file and a C header\n");

  auto fail = [](const Twine &message) {
    llvm::errs() << "pad-aot: error: " << message << "\n";
    return 1;
  };

  aot::TargetSpec spec{targetTriple, targetCPU, targetFeatures};
  auto tm = aot::createTargetMachine(spec);
  if (!tm)
    return fail(llvm::toString(tm.takeError()));

  DialectRegistry registry;
  registry.insert<PadDialect>();
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllPadExtensions(registry);
  aot::registerAOTDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  context.printOpOnDiagnostic(false);

  std::string error;
  auto input = openInputFile(inputFilename, &error);
  if (!input)
    return fail(error);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  const llvm::Triple &triple = (*tm)->getTargetTriple();
  unsigned indexBitwidth = (*tm)->createDataLayout().getPointerSizeInBits();
  auto output = openOutputFile(outputFilename, &error);
  if (!output)
    return fail(error);
  auto options = PadToLLVMPipelineOptions::createFromString(
      getPipelineOptions(pipelineFlags));
  if (!options)
    return 1;
  SmallVector<aot::KernelSignature> kernels;
  if (failed(aot::compileModule(*module, **tm, *options, emitKind, output->os(),
                                &kernels)))
    return 1;

  if (!headerFilename.empty()) {
    auto header = openOutputFile(headerFilename, &error);
    if (!header)
      return fail(error);
    std::string description =
        "Kernels of " +
        (inputFilename == "-"
             ? std::string("<stdin>")
             : llvm::sys::path::filename(inputFilename).str()) +
        " for " + triple.str() + " (" + (*tm)->getTargetCPU().str() + ").";
    if (failed(aot::emitCHeader(kernels, header->os(),
                                getGuardName(headerFilename), description,
                                indexBitwidth, options->runtimeChecks)))
      return 1;
    header->keep();
  }
  output->keep();
  return 0;
}
