//===- PadToVector.h - lower pad.pad to vectorized row loops ----*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PADTOVECTOR_PADTOVECTOR_H
#define PAD_CONVERSION_PADTOVECTOR_PADTOVECTOR_H

#include <cstdint>

namespace mlir {
class RewritePatternSet;

namespace pad {

/// When the vector strategy writes its output with non-temporal (streaming)
/// stores (SPEC §5.3).
enum class NontemporalMode {
  /// Outputs larger than the last-level cache: decided at compile time when
  /// the output size is static, by a branch at run time when it is dynamic.
  Auto,
  /// Every vector store of the output.
  Always,
  /// Plain stores only.
  Never,
};

/// The size in bytes of the last-level cache one core of the machine running
/// the compiler can use: what sysfs, else sysconf, reports, at most 32 MiB
/// (the L3 of one AMD CCX; machines and VMs report a whole socket's L3); 32
/// MiB when neither tells.
int64_t getHostLastLevelCacheBytes();

/// Marks the vector store loops of a pad's output for streaming stores: the
/// discardable attribute `pad.nontemporal = N : i64` on an `scf.for` asks
/// `pad-streaming-stores` to write with non-temporal stores when the buffer
/// its store writes holds more than N bytes.
constexpr char kNontemporalAttrName[] = "pad.nontemporal";

/// Marks the loop over output rows whose iterations `pad-parallelize-rows`
/// may run on several threads: each writes its own rows and only reads the
/// source.
constexpr char kParallelRowsAttrName[] = "pad.parallel_rows";

/// Marks a loop over output rows (each iteration writes one row):
/// `pad-row-offsets` makes it carry the linear offsets of the rows it
/// accesses.
constexpr char kRowLoopAttrName[] = "pad.row_loop";

/// Marks the `memref.reinterpret_cast` of `pad-row-offsets` that views one
/// row of a buffer: the passes after it that ask how large the buffer a
/// store writes is (pad-streaming-stores) look through it.
constexpr char kRowViewAttrName[] = "pad.row_view";

/// The `#llvm.loop_annotation` of an `scf.for` that convert-scf-to-cf moves
/// onto the loop's back edge (`!llvm.loop` metadata in LLVM IR): the loops
/// of a row nest carry one that disables LLVM's unrolling.
constexpr char kLoopAnnotationAttrName[] = "loop_annotation";

/// Marks the vector store loops of a pad's output for aligned stores: the
/// discardable unit attribute `pad.align_stores` on an `scf.for` asks
/// `pad-align-stores` to store its vectors at aligned addresses.
constexpr char kAlignStoresAttrName[] = "pad.align_stores";

/// Marks a vector store loop over [lb, ub) of a dynamic length that a store
/// of its body at `ub` follows (a row's core: its span is [lb, ub + W)):
/// `pad-align-stores` stores its vectors at aligned addresses after one
/// unaligned vector at `lb`, whatever its length.
constexpr char kAlignStoresBeforeTailAttrName[] =
    "pad.align_stores_before_tail";

/// The fewest vectors a store loop must write to be aligned: below, the
/// unaligned head and tail cost more than the stores that straddle lines.
constexpr int64_t kAlignStoresMinVectors = 3;

/// How convert-pad-to-vector writes the rows (its pass options).
struct PadToVectorOptions {
  /// The width of the vectors in bits.
  int64_t vectorBits = 256;
  /// With `llcBytes` (0: the host's, getHostLastLevelCacheBytes), which store
  /// loops are marked for streaming stores.
  NontemporalMode nontemporal = NontemporalMode::Never;
  int64_t llcBytes = 0;
  /// Mark the outermost row loop of more than one iteration
  /// `pad.parallel_rows`, where the output holds at least `parallelMinBytes`
  /// bytes (statically, or by a branch at run time).
  bool parallelRows = false;
  int64_t parallelMinBytes = int64_t(1) << 20;
  /// Mark the vector store loops of a static length of at least
  /// kAlignStoresMinVectors vectors `pad.align_stores`, and those of the
  /// cores of a dynamic length `pad.align_stores_before_tail`.
  bool alignStores = false;
};

/// Collects the patterns that lower every pad.pad to a loop nest over output
/// rows that writes each row once: vector stores of the pad value or of an
/// edge element, vector copies of the kept source row and (reversed) vector
/// copies for the mirrored and wrapped borders, `options.vectorBits`-bit
/// vectors with a last one overlapping the one before, or scalars for spans
/// shorter than a vector.
void populatePadToVectorPatterns(RewritePatternSet &patterns,
                                 const PadToVectorOptions &options = {});

/// Rewrites each result-free `scf.for` marked `pad.parallel_rows` (on
/// buffers, after bufferization) into an `scf.parallel`, for
/// convert-scf-to-openmp.
void populateParallelRowsPatterns(RewritePatternSet &patterns);

/// Rewrites each `scf.for` marked `pad.nontemporal` (on buffers, after
/// bufferization) whose body stores one in-bounds vector at the induction
/// variable: plain stores up to the first whole 64-byte line, non-temporal
/// aligned `vector.store`s over whole lines, plain stores after them; under
/// a run-time branch on the size of the written buffer when it is dynamic.
void populateStreamingStoresPatterns(RewritePatternSet &patterns);

/// Rewrites each `scf.for` marked `pad.align_stores` (on buffers, after
/// bufferization) whose body stores one in-bounds vector at the induction
/// variable, over a constant number of at least three vectors: one plain
/// store at the start, aligned `vector.store`s from the first aligned
/// address on, one plain store at the end.
void populateAlignStoresPatterns(RewritePatternSet &patterns);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADTOVECTOR_PADTOVECTOR_H
