//===- pad-fuzz.cpp - libFuzzer target: MLIR source through pad -----------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Drives MLIR source through everything of pad that a user can reach from a
// .mlir file:
//
//   parse (pad, func, arith, tensor) -> verify
//     round trip: print (custom and generic form), parse again, verify and
//                 print again: the same text
//   -> -canonicalize
//     clone 1: convert-pad-to-linalg                           -> canonicalize
//     clone 2: pad-insert-runtime-checks, convert-pad-to-loops -> canonicalize
//     clone 3: convert-pad-to-vector                           -> canonicalize
//     clone 4: resolve-ranked-shaped-type-result-dims (reify)  -> canonicalize
//     clone 5 (PAD_FUZZ_PIPELINE=1 only): --pad-to-llvm, every strategy,
//              and the vector one with parallel=true nontemporal=always
//
// with the verifier after every pass. Invalid input is fine: parse and
// verification errors are swallowed. Findings are crashes, sanitizer reports,
// timeouts, memory blow-ups, and (reported, then abort()) a verified module
// that does not round-trip or on which one of the passes of clones 1-4 or the
// first -canonicalize fails: each of them must accept every valid module.
// The --pad-to-llvm pipeline may reject what it cannot bufferize.
//
// The input is MLIR source, or with PAD_FUZZ_GENERATE=1 the choices of a
// generator of pad.pad and pad.pad_grad programs (rank, shapes, amounts from
// a table of boundary values, mode, interior, value, result type), which
// reaches deep into the shape arithmetic faster than mutating text. Each input
// gets its own MLIRContext, so that a finding reproduces from its input alone.
// See docs/Reliability.md.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "pad/Conversion/Passes.h"
#include "pad/IR/PadDialect.h"
#include "pad/InitAllExtensions.h"
#include "pad/Pipelines/Pipelines.h"
#include "pad/RuntimeChecks/Passes.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/raw_ostream.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>

using namespace mlir;

namespace {

/// Set once by LLVMFuzzerInitialize from the environment.
bool fullPipeline = false;
bool generate = false;

/// The lowerings reject a valid module whose SSA amounts, known at compile
/// time, break a constraint (PadOp::verifyKnownValues).
constexpr const char *kKnownValues = "with the values known at compile time";

/// A lowering run on a clone of every valid module (lowerClone): it must
/// succeed, unless it reports `allowedError`.
struct CheckedLowering {
  const char *what;
  void (*populate)(OpPassManager &);
  const char *allowedError;
};

const CheckedLowering kCheckedLowerings[] = {
    {"convert-pad-to-linalg",
     [](OpPassManager &pm) { pm.addPass(pad::createConvertPadToLinalgPass()); },
     kKnownValues},
    {"pad-insert-runtime-checks, convert-pad-to-loops",
     [](OpPassManager &pm) {
       pm.addPass(pad::createPadInsertRuntimeChecksPass());
       pm.addPass(pad::createConvertPadToLoopsPass());
     },
     kKnownValues},
    {"convert-pad-to-vector",
     [](OpPassManager &pm) { pm.addPass(pad::createConvertPadToVectorPass()); },
     kKnownValues},
    // The upstream pass rejects a tensor.dim whose constant index is out of
    // range (valid IR, undefined behaviour at run time).
    {"resolve-ranked-shaped-type-result-dims",
     [](OpPassManager &pm) {
       pm.addPass(memref::createResolveRankedShapeTypeResultDimsPass());
     },
     "invalid dimension"},
};

/// Calls `run` with the options of each of the CPU pipeline's runs with
/// PAD_FUZZ_PIPELINE=1: every strategy, then the vector strategy on threads
/// with every output streamed (the parallel rows and nests of them, OpenMP
/// and the fences).
void forEachPipelineRun(
    function_ref<void(const pad::PadToLLVMPipelineOptions &)> run) {
  for (pad::LoweringStrategy strategy :
       {pad::LoweringStrategy::Linalg, pad::LoweringStrategy::Loops,
        pad::LoweringStrategy::Vector}) {
    pad::PadToLLVMPipelineOptions options;
    options.strategy = strategy;
    run(options);
  }
  pad::PadToLLVMPipelineOptions options;
  options.strategy = pad::LoweringStrategy::Vector;
  options.nontemporal = pad::NontemporalMode::Always;
  options.parallel = true;
  options.parallelMinBytes = 0;
  run(options);
}

/// The dialects that the passes checked below load as they run (their
/// dependent dialects), by namespace.
std::vector<std::string> &getPassDialects() {
  static std::vector<std::string> names;
  return names;
}

DialectRegistry &getRegistry() {
  static DialectRegistry *registry = [] {
    auto *r = new DialectRegistry();
    r->insert<pad::PadDialect, func::FuncDialect, arith::ArithDialect,
              tensor::TensorDialect>();
    if (fullPipeline) {
      // The CPU pipeline needs the bufferization and LLVM interfaces of every
      // dialect it meets.
      registerAllDialects(*r);
      registerAllExtensions(*r);
      pad::registerAllPadExtensions(*r);
    }
    OpPassManager pm(ModuleOp::getOperationName());
    pm.addPass(createCanonicalizerPass());
    for (const CheckedLowering &lowering : kCheckedLowerings)
      lowering.populate(pm);
    if (fullPipeline)
      forEachPipelineRun([&](const pad::PadToLLVMPipelineOptions &options) {
        pad::buildPadToLLVMPipeline(pm, options);
      });
    DialectRegistry dependent;
    pm.getDependentDialects(dependent);
    for (StringRef name : dependent.getDialectNames())
      getPassDialects().push_back(name.str());
    dependent.appendTo(*r);
    return r;
  }();
  return *registry;
}

//===----------------------------------------------------------------------===//
// Known crashes of upstream MLIR
//===----------------------------------------------------------------------===//

/// Drops what MLIR's lexer skips between two tokens: white space, NUL
/// characters and `//` comments.
StringRef skipTrivia(StringRef text) {
  while (true) {
    text = text.ltrim(StringRef(" \t\n\v\f\r\0", 7));
    if (!text.starts_with("//"))
      return text;
    text = text.drop_until([](char c) { return c == '\n' || c == '\r'; });
  }
}

/// True if `source` holds the tokens `array`, `<`, `index`: a DenseArrayAttr
/// of `index`, on which upstream's parser crashes
/// (Parser::parseDenseArrayAttr calls FloatType::getWidth on the element
/// type). Reproducer and the test that fails once upstream is fixed:
/// test/Fuzz/upstream-crashes.test, docs/Reliability.md.
bool hasDenseArrayOfIndex(StringRef source) {
  for (size_t at = source.find("array"); at != StringRef::npos;
       at = source.find("array", at + 1)) {
    StringRef rest = skipTrivia(source.drop_front(at + 5));
    if (rest.consume_front("<") && skipTrivia(rest).starts_with("index"))
      return true;
  }
  return false;
}

/// Inputs that crash upstream MLIR itself, not pad: skipped, so that the
/// fuzzer reports only pad's own problems.
bool hitsKnownUpstreamCrash(StringRef source) {
  return hasDenseArrayOfIndex(source);
}

/// True if a tensor.insert_slice of `module` writes out of its destination
/// once its `arith.constant` operands are read: the verifier sees only the
/// static operands, and upstream's -canonicalize then makes the slice invalid
/// (it casts the source to the constant size but keeps the size operand).
/// Reproducer: test/Fuzz/Inputs/upstream-fail-insert-slice-out-of-bounds.mlir.
bool hasOutOfBoundsConstantInsertSlice(ModuleOp module) {
  auto outOfBounds = [](tensor::InsertSliceOp op) {
    ArrayRef<int64_t> shape = op.getDestType().getShape();
    for (auto [dim, offset, size, stride] :
         llvm::zip(shape, op.getMixedOffsets(), op.getMixedSizes(),
                   op.getMixedStrides())) {
      std::optional<int64_t> o = getConstantIntValue(offset);
      std::optional<int64_t> n = getConstantIntValue(size);
      std::optional<int64_t> s = getConstantIntValue(stride);
      if (ShapedType::isDynamic(dim) || !o || !n || !s || *n <= 0)
        continue;
      std::optional<int64_t> span = llvm::checkedMul(*n - 1, *s);
      std::optional<int64_t> last = span ? llvm::checkedAdd(*o, *span) : span;
      if (*o < 0 || *o >= dim || !last || *last < 0 || *last >= dim)
        return true;
    }
    return false;
  };
  return module
      .walk([&](tensor::InsertSliceOp op) {
        return outOfBounds(op) ? WalkResult::interrupt()
                               : WalkResult::advance();
      })
      .wasInterrupted();
}

//===----------------------------------------------------------------------===//
// Findings
//===----------------------------------------------------------------------===//

/// Collects the diagnostics of one input: printed only with a finding.
struct Diagnostics {
  std::string text;

  explicit Diagnostics(MLIRContext &context)
      : handler(&context, [this](Diagnostic &diag) {
          llvm::raw_string_ostream os(text);
          os << diag.getLocation() << ": " << diag << "\n";
          for (Diagnostic &note : diag.getNotes())
            os << note.getLocation() << ": note: " << note << "\n";
          return success();
        }) {}

private:
  ScopedDiagnosticHandler handler;
};

std::string print(Operation *op, bool generic) {
  std::string text;
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  op->print(os, flags);
  return text;
}

[[noreturn]] void finding(const Twine &what, StringRef source,
                          const Diagnostics &diags) {
  llvm::errs() << "pad-fuzz: " << what << "\n--- input:\n"
               << source << "\n--- diagnostics:\n"
               << diags.text << "\n";
  std::abort();
}

/// Runs `populate`'s passes on `module` with the verifier on.
LogicalResult runPasses(MLIRContext &context, ModuleOp module,
                        function_ref<void(OpPassManager &)> populate) {
  PassManager pm(&context);
  pm.enableVerifier(true);
  populate(pm);
  return pm.run(module);
}

/// Runs `populate` then -canonicalize on a clone of the valid `module`: both
/// must succeed, unless they report `allowedError` (a legitimate rejection).
void lowerClone(MLIRContext &context, ModuleOp module, StringRef what,
                StringRef source, const Diagnostics &diags,
                function_ref<void(OpPassManager &)> populate,
                StringRef allowedError = {}) {
  OwningOpRef<ModuleOp> clone = module.clone();
  size_t before = diags.text.size();
  if (succeeded(runPasses(context, *clone, [&](OpPassManager &pm) {
        populate(pm);
        pm.addPass(createCanonicalizerPass());
      })))
    return;
  if (!allowedError.empty() &&
      StringRef(diags.text).drop_front(before).contains(allowedError))
    return;
  finding(what + " fails on a valid module", source, diags);
}

/// A verified module prints in a form that parses back into a verified
/// module that prints the same.
void checkRoundTrip(MLIRContext &context, ModuleOp module, bool generic,
                    StringRef source, const Diagnostics &diags) {
  std::string first = print(module, generic);
  ParserConfig config(&context, /*verifyAfterParse=*/true);
  OwningOpRef<ModuleOp> reparsed =
      parseSourceString<ModuleOp>(first, config, "round-trip");
  std::string second = reparsed ? print(*reparsed, generic) : "";
  if (reparsed && first == second)
    return;
  finding(Twine("the ") + (generic ? "generic" : "custom") +
              " form does not round-trip\n--- printed:\n" + first +
              "\n--- printed again:\n" +
              (reparsed ? second : "<does not parse or verify>"),
          source, diags);
}

//===----------------------------------------------------------------------===//
// PAD_FUZZ_GENERATE=1: a generator of pad.pad programs
//===----------------------------------------------------------------------===//

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
constexpr int64_t kMin = std::numeric_limits<int64_t>::min();

class Generator {
public:
  Generator(const uint8_t *data, size_t size) : fdp(data, size) {}

  std::string run() {
    static const char *const elementTypes[] = {
        "f32", "i32",  "i1",  "i8",           "i64", "index",
        "f16", "bf16", "f64", "complex<f32>", "ui8", "si16"};
    static const char *const modes[] = {"constant", "edge", "reflect",
                                        "symmetric", "wrap"};
    std::string elt = fdp.PickValueInArray(elementTypes);
    int64_t rank = fdp.ConsumeIntegralInRange<int64_t>(0, 4);
    std::string mode = fdp.PickValueInArray(modes);

    SmallVector<int64_t> dims; // kMin: dynamic
    for (int64_t k = 0; k < rank; ++k)
      dims.push_back(fdp.ConsumeBool()
                         ? kMin
                         : pick({0, 1, 2, 3, 4, 5, 7, 1 << 20, int64_t(1) << 40,
                                 kMax / 2, kMax - 1}));
    bool hasInterior = fdp.ConsumeBool();
    SmallVector<int64_t> interior;
    for (int64_t k = 0; k < rank; ++k)
      interior.push_back(hasInterior ? pick({0, 0, 1, 2, 3, 1 << 30, kMax / 2,
                                             kMax - 1, kMax, -1})
                                     : 0);

    // Amounts: literals, function arguments or arith.constant values.
    std::string args = "%src: " + tensorType(dims, elt), body, lowList,
                highList;
    int numArgs = 0, numConsts = 0;
    auto amount = [&](int64_t d) {
      // Amounts of any width are valid in every mode (docs/Semantics.md,
      // "Any width"): some reach several periods past the axis.
      int64_t v =
          pick({0, 1, 2, 3, -1, -2, -3, 7, 10, 100, kMax, kMin, kMax - 1,
                kMin + 1, int64_t(1) << 62, -(int64_t(1) << 62)});
      if (d != kMin && fdp.ConsumeBool())
        v = pick({d, d - 1, d + 1, -d, -d + 1, -d - 1,
                  static_cast<int64_t>(static_cast<uint64_t>(d) * 2),
                  static_cast<int64_t>(static_cast<uint64_t>(d) * 3 + 1)});
      switch (fdp.ConsumeIntegralInRange<int>(0, 3)) {
      case 0:
      case 1:
        return std::to_string(v);
      case 2: {
        std::string name = "%a" + std::to_string(numArgs++);
        args += ", " + name + ": index";
        return name;
      }
      default: {
        std::string name = "%c" + std::to_string(numConsts++);
        body += "  " + name + " = arith.constant " + std::to_string(v) +
                " : index\n";
        return name;
      }
      }
    };
    for (int64_t k = 0; k < rank; ++k) {
      lowList += (k ? ", " : "") + amount(dims[k]);
      highList += (k ? ", " : "") + amount(dims[k]);
    }

    std::string value;
    if (fdp.ConsumeIntegralInRange<int>(0, 3) == 0) {
      if (elt[0] == 'f' || elt[0] == 'b' || elt[0] == 'i') {
        // Zero sometimes, to exercise the canonicalization that drops it.
        const char *literal = fdp.ConsumeBool() ? "0" : "1";
        if (elt[0] == 'f' || elt[0] == 'b')
          literal = fdp.ConsumeBool() ? "0.0" : "-0.0";
        if (elt == "i1")
          literal = fdp.ConsumeBool() ? "false" : "true";
        body += std::string("  %v = arith.constant ") + literal + " : " + elt +
                "\n";
      } else {
        args += ", %v: " + elt;
      }
      value = " value(%v)";
    }

    // Result type: the inferred shape, perturbed.
    SmallVector<int64_t> result;
    for (int64_t k = 0; k < rank; ++k) {
      switch (fdp.ConsumeIntegralInRange<int>(0, 5)) {
      case 0:
        result.push_back(kMin);
        break;
      case 1:
        result.push_back(pick({0, 1, 2, 3, 4, 5, 6, 7, 8}));
        break;
      default:
        result.push_back(
            inferredDim(dims[k], lowList, highList, k, interior[k]));
      }
    }
    std::string resultType = tensorType(result, elt);

    std::string interiorText;
    if (hasInterior) {
      interiorText = " interior[";
      for (int64_t k = 0; k < rank; ++k)
        interiorText += (k ? ", " : "") + std::to_string(interior[k]);
      interiorText += "]";
    }
    std::string modeText =
        mode == "constant" && fdp.ConsumeBool() ? "" : " mode(" + mode + ")";
    std::string results = resultType, returned = "%p";
    if (fdp.ConsumeIntegralInRange<int>(0, 3) == 0) {
      // pad.pad_grad (docs/Semantics.md) of the same amounts: the source as
      // gy, the perturbed result type as gx's, and value_grad sometimes
      // (which only constant mode accepts).
      bool valueGrad = fdp.ConsumeBool();
      body += std::string("  %p") + (valueGrad ? ", %gv" : "") +
              " = pad.pad_grad %src low[" + lowList + "] high[" + highList +
              "]" + interiorText + modeText + (valueGrad ? " value_grad" : "") +
              " : " + tensorType(dims, elt) + " to " + resultType +
              (valueGrad ? ", " + elt : "") + "\n";
      if (valueGrad) {
        results += ", " + elt;
        returned += ", %gv";
      }
    } else {
      body += "  %p = pad.pad %src low[" + lowList + "] high[" + highList +
              "]" + interiorText + modeText + value + " : " +
              tensorType(dims, elt) + " to " + resultType + "\n";
    }

    // Users: a tensor.dim (reification), a second pad of the result.
    if (rank > 0 && fdp.ConsumeBool()) {
      int64_t k = fdp.ConsumeIntegralInRange<int64_t>(0, rank - 1);
      body += "  %k = arith.constant " + std::to_string(k) + " : index\n";
      body += "  %d = tensor.dim %p, %k : " + resultType + "\n";
      results += ", index";
      returned += ", %d";
    }
    if (fdp.ConsumeBool()) {
      std::string low, high;
      for (int64_t k = 0; k < rank; ++k) {
        low += (k ? ", " : "") + std::to_string(pick({0, 1, -1}));
        high += (k ? ", " : "") + std::to_string(pick({0, 1, -1}));
      }
      std::string type(rank == 0 ? "tensor<" : "tensor<");
      for (int64_t k = 0; k < rank; ++k)
        type += "?x";
      type += elt + ">";
      body += "  %q = pad.pad %p low[" + low + "] high[" + high + "]" +
              modeText + " : " + resultType + " to " + type + "\n";
      results += ", " + type;
      returned += ", %q";
    }
    return "func.func @f(" + args + ") -> (" + results + ") {\n" + body +
           "  return " + returned + " : " + results + "\n}\n";
  }

private:
  int64_t pick(std::initializer_list<const int64_t> values) {
    return fdp.PickValueInArray(values);
  }

  static std::string tensorType(ArrayRef<int64_t> dims, StringRef elt) {
    std::string type = "tensor<";
    for (int64_t d : dims)
      type += (d == kMin ? std::string("?") : std::to_string(d)) + "x";
    return type + elt.str() + ">";
  }

  /// `n` of docs/Semantics.md when the size and both amounts of axis `k` are
  /// literals that do not overflow; dynamic otherwise.
  static int64_t inferredDim(int64_t d, StringRef lowList, StringRef highList,
                             int64_t k, int64_t r) {
    auto literal = [&](StringRef list) -> std::optional<int64_t> {
      SmallVector<StringRef> items;
      list.split(items, ", ");
      int64_t v;
      if (items[k].getAsInteger(10, v))
        return std::nullopt;
      return v;
    };
    std::optional<int64_t> p = literal(lowList), q = literal(highList);
    if (d == kMin || !p || !q || r < 0)
      return kMin;
    __int128 dilated = d == 0 ? 0 : (__int128(d) - 1) * (__int128(r) + 1) + 1;
    __int128 n = __int128(*p) + dilated + __int128(*q);
    if (n > kMax || n < kMin || dilated > kMax)
      return kMin;
    return n < 0 ? 0 : static_cast<int64_t>(n);
  }

  FuzzedDataProvider fdp;
};

} // namespace

/// LLVM's BumpPtrAllocator poisons its slabs when it is compiled with ASan:
/// its copies inlined into pad's instrumented code do, its copies in the
/// uninstrumented libMLIR.so never unpoison what they hand out, and MLIR's
/// own writes there look like use-after-poison. Not a bug: a consequence of
/// instrumenting pad only (docs/Reliability.md).
extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0";
}

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  auto isSet = [](const char *name) {
    const char *env = std::getenv(name);
    return env && env[0] == '1';
  };
  fullPipeline = isSet("PAD_FUZZ_PIPELINE");
  generate = isSet("PAD_FUZZ_GENERATE");
  (void)getRegistry();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MLIRContext context(getRegistry(), MLIRContext::Threading::DISABLED);
  Diagnostics diags(context);

  // A std::string: the MLIR lexer relies on a NUL after the buffer, as files
  // read by mlir-opt have; libFuzzer's data has none.
  std::string source =
      generate ? Generator(data, size).run()
               : std::string(reinterpret_cast<const char *>(data), size);
  if (std::getenv("PAD_FUZZ_PRINT_INPUT"))
    llvm::errs() << source;
  if (hitsKnownUpstreamCrash(source))
    return 0;
  // Loaded before parsing, the passes' dialects verify their attributes on
  // the input (say an unknown `bufferization.` argument attribute): an input
  // they reject is not valid, not a pass failing on a valid module. Only
  // those the input names: each load costs, and the pipeline's are many.
  for (const std::string &name : getPassDialects())
    if (StringRef(source).contains(name + "."))
      context.getOrLoadDialect(name);
  ParserConfig config(&context, /*verifyAfterParse=*/true);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(source, config, "fuzz-input");
  if (!module || failed(verify(*module)) ||
      hasOutOfBoundsConstantInsertSlice(*module))
    return 0;
  checkRoundTrip(context, *module, /*generic=*/false, source, diags);
  checkRoundTrip(context, *module, /*generic=*/true, source, diags);

  if (failed(runPasses(context, *module, [](OpPassManager &pm) {
        pm.addPass(createCanonicalizerPass());
      })))
    finding("-canonicalize fails on a valid module", source, diags);

  for (const CheckedLowering &lowering : kCheckedLowerings)
    lowerClone(context, *module, lowering.what, source, diags,
               lowering.populate, lowering.allowedError);

  if (fullPipeline)
    forEachPipelineRun([&](const pad::PadToLLVMPipelineOptions &options) {
      OwningOpRef<ModuleOp> clone = module->clone();
      (void)runPasses(context, *clone, [&](OpPassManager &pm) {
        pad::buildPadToLLVMPipeline(pm, options);
      });
    });
  return 0;
}
