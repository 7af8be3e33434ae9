//===- VectorPlan.h - how the vector strategy writes one pad ----*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every choice convert-pad-to-vector makes for a pad.pad, taken once from the
// op, the pass options and the target CPU (the table of measured CPUs of
// StreamingStores.h), then only read by the builders of the rows and of the
// streamed lines (docs/Lowering.md, "Vector strategy").
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PADTOVECTOR_VECTORPLAN_H
#define PAD_CONVERSION_PADTOVECTOR_VECTORPLAN_H

#include "pad/IR/PadOps.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace mlir {
namespace pad {
struct ConvertPadToVectorPassOptions;

/// A choice made at compile time or, where it depends on a dynamic output
/// size, by a branch at run time on that size in bytes.
struct SizeDecision {
  enum class Kind {
    Never,
    Always,
    /// Where the output has more than `bytes` bytes (streaming) or at least
    /// `bytes` bytes (threads).
    BySize,
  };
  Kind kind = Kind::Never;
  int64_t bytes = 0;

  static SizeDecision never() { return {}; }
  static SizeDecision always() { return {Kind::Always, 0}; }
  static SizeDecision bySize(int64_t bytes) { return {Kind::BySize, bytes}; }
  bool isNever() const { return kind == Kind::Never; }
  bool isAlways() const { return kind == Kind::Always; }
  bool isBySize() const { return kind == Kind::BySize; }
};

/// How the output of a pad is written.
enum class VectorForm {
  /// A rank-0 pad: its source.
  Identity,
  /// The streamed cache lines of its flat output (StreamedLines.cpp).
  StreamedLines,
  /// Rows of the trailing axes merged from `mergedAxis` on (constant mode).
  MergedRows,
  /// A loop nest over its rows (RowNest.cpp).
  Rows,
};

/// The decisions for one pad.pad.
struct VectorPlan {
  VectorForm form = VectorForm::Rows;
  /// Whether the output's vector stores stream (non-temporal): marked for
  /// pad-lower-loop-marks on rows, aligned non-temporal stores on lines.
  SizeDecision stream;
  /// Whether its loops over rows, planes or lines run on threads.
  SizeDecision threads;
  /// Elements per vector (0: scalars only, e.g. i1 or complex elements).
  int64_t vectorWidth = 0;
  /// MergedRows: the first of the merged trailing axes.
  int64_t mergedAxis = -1;
};

/// The plan of `op` under `options`; the target CPU is options.targetCPU,
/// else the host.
VectorPlan decideVectorPlan(PadOp op,
                            const ConvertPadToVectorPassOptions &options);

/// What the loops that convert-pad-to-vector builds under `options` may need
/// of the pipeline after bufferization: streaming stores (rewritten and
/// fenced) and threads (for any pad; decideVectorPlan decides per pad).
struct VectorLoopNeeds {
  bool streams = false;
  bool threads = false;
};
VectorLoopNeeds
getVectorLoopNeeds(const ConvertPadToVectorPassOptions &options);

StringRef stringifyVectorForm(VectorForm form);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOVECTOR_VECTORPLAN_H
