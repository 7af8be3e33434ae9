//===- TestVectorPlan.cpp - print the vector strategy's plan of each pad --===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// test-pad-vector-plan: a remark on each pad.pad with the decisions that
// convert-pad-to-vector takes for it under the same options (VectorPlan.h),
// the IR left as it is.
//
//===----------------------------------------------------------------------===//

#include "pad/Conversion/PadToVector/PadToVector.h"
#include "pad/Conversion/PadToVector/VectorPlan.h"
#include "pad/Conversion/Passes.h"
#include "pad/IR/PadOps.h"

#include "mlir/Pass/Pass.h"

using namespace mlir;
using namespace mlir::pad;

namespace {

void printDecision(llvm::raw_ostream &os, const SizeDecision &d,
                   StringRef comparison) {
  switch (d.kind) {
  case SizeDecision::Kind::Never:
    os << "never";
    return;
  case SizeDecision::Kind::Always:
    os << "always";
    return;
  case SizeDecision::Kind::BySize:
    os << "bytes " << comparison << " " << d.bytes;
    return;
  }
}

const ConvertPadToVectorPassOptions kDefaults{};

struct TestVectorPlanPass : PassWrapper<TestVectorPlanPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestVectorPlanPass)

  TestVectorPlanPass() = default;
  TestVectorPlanPass(const TestVectorPlanPass &pass) : PassWrapper(pass) {}

  StringRef getArgument() const final { return "test-pad-vector-plan"; }
  StringRef getDescription() const final {
    return "Remarks with convert-pad-to-vector's plan of each pad.pad";
  }

  void runOnOperation() override {
    ConvertPadToVectorPassOptions options;
    options.vectorBits = vectorBits;
    options.nontemporal = nontemporal;
    options.llcBytes = llcBytes;
    options.targetCPU = targetCPU;
    options.parallel = parallel;
    options.parallelMinBytes = parallelMinBytes;
    getOperation()->walk([&](PadOp op) {
      VectorPlan plan = decideVectorPlan(op, options);
      InFlightDiagnostic remark = op.emitRemark();
      std::string text;
      llvm::raw_string_ostream os(text);
      os << stringifyVectorForm(plan.form);
      if (plan.form == VectorForm::MergedRows)
        os << " from axis " << plan.mergedAxis;
      os << ", width " << plan.vectorWidth << ", stream ";
      printDecision(os, plan.stream, ">");
      os << ", threads ";
      printDecision(os, plan.threads, ">=");
      remark << text;
    });
  }

  // The options of convert-pad-to-vector, with its defaults.
  Option<int64_t> vectorBits{*this, "vector-bits",
                             llvm::cl::desc("Width of the vectors in bits"),
                             llvm::cl::init(kDefaults.vectorBits)};
  Option<NontemporalMode> nontemporal{
      *this, "nontemporal", llvm::cl::desc("Streaming stores"),
      llvm::cl::init(kDefaults.nontemporal),
      llvm::cl::values(clEnumValN(NontemporalMode::Auto, "auto", "auto"),
                       clEnumValN(NontemporalMode::Always, "always", "always"),
                       clEnumValN(NontemporalMode::Never, "never", "never"))};
  Option<int64_t> llcBytes{
      *this, "llc-bytes",
      llvm::cl::desc("Stream above this many bytes (0: the CPU's row)"),
      llvm::cl::init(kDefaults.llcBytes)};
  Option<std::string> targetCPU{*this, "target-cpu",
                                llvm::cl::desc("The LLVM name of the CPU")};
  Option<bool> parallel{*this, "parallel", llvm::cl::desc("Threads"),
                        llvm::cl::init(kDefaults.parallel)};
  Option<int64_t> parallelMinBytes{
      *this, "parallel-min-bytes",
      llvm::cl::desc("Threads from this many bytes on"),
      llvm::cl::init(kDefaults.parallelMinBytes)};
};

} // namespace

namespace mlir {
namespace pad {
namespace test {
void registerTestVectorPlanPass() { PassRegistration<TestVectorPlanPass>(); }
} // namespace test
} // namespace pad
} // namespace mlir
