//===- IfContains.cpp - run a pipeline only if an op holds some ops -------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADIFCONTAINSPASS
#include "pad/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;

namespace {
struct PadIfContainsPass : pad::impl::PadIfContainsPassBase<PadIfContainsPass> {
  using Base::Base;

  /// A copy runs its own copy of the guarded passes: the pass manager copies
  /// a pass for each thread that runs it (nested on functions, several run
  /// at once), and passes keep state while they run.
  PadIfContainsPass(const PadIfContainsPass &other)
      : Base(other), names(other.names) {
    if (other.guarded)
      guarded = std::make_shared<OpPassManager>(*other.guarded);
  }

  /// The guarded passes: anchored (`builtin.module(...)`, `func.func(...)`,
  /// as printed) or just the passes, on any op.
  FailureOr<OpPassManager> parseGuarded() const {
    std::string anchored = pipeline;
    if (!StringRef(anchored).ends_with(")"))
      anchored = "any(" + anchored + ")";
    return parsePassPipeline(anchored, llvm::errs());
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    if (guarded)
      return guarded->getDependentDialects(registry);
    if (FailureOr<OpPassManager> pm = parseGuarded(); succeeded(pm))
      pm->getDependentDialects(registry);
  }

  LogicalResult initialize(MLIRContext *) override {
    names.clear();
    names.insert(ops.begin(), ops.end());
    if (guarded)
      return success();
    FailureOr<OpPassManager> pm = parseGuarded();
    if (failed(pm))
      return failure();
    guarded = std::make_shared<OpPassManager>(std::move(*pm));
    return success();
  }

  void runOnOperation() override {
    WalkResult found = getOperation()->walk([&](Operation *op) {
      StringRef name = op->getName().getStringRef();
      return names.contains(name) ||
                     names.contains(name.take_front(name.find('.')))
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    // Nothing for the guarded passes: the IR is unchanged (and the pass
    // manager skips its verifier).
    if (!found.wasInterrupted())
      return markAllAnalysesPreserved();
    if (failed(runPipeline(*guarded, getOperation())))
      signalPassFailure();
  }

  /// Parsed from `pipeline` by initialize(), or given by the C++ factory.
  std::shared_ptr<OpPassManager> guarded;
  llvm::StringSet<> names;
};
} // namespace

std::unique_ptr<Pass>
mlir::pad::createPadIfContainsPass(const OpPassManager &passes,
                                   ArrayRef<std::string> ops) {
  pad::PadIfContainsPassOptions options;
  options.ops.assign(ops.begin(), ops.end());
  llvm::raw_string_ostream os(options.pipeline);
  passes.printAsTextualPipeline(os);
  auto pass = std::make_unique<PadIfContainsPass>(options);
  pass->guarded = std::make_shared<OpPassManager>(passes);
  return pass;
}
