//===- PadOutput.h - where a lowering of pad.pad writes ---------*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CONVERSION_PADCOMMON_PADOUTPUT_H
#define PAD_CONVERSION_PADCOMMON_PADOUTPUT_H

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"

namespace mlir {
class RewriterBase;

namespace pad {

/// Creates the tensor that a lowering of `op` writes its output into, every
/// element once (docs/Lowering.md, "Destinations"). When the only use of `op`
/// writes it into a destination defined before `op`
/// (docs/Lowering.md#destinations), the output is built in that destination,
/// which one-shot bufferization then writes in place, with no allocation and no
/// copy:
///
/// - `bufferization.materialize_in_destination` into a tensor `%o`: `%o`
///   itself, and the materialization goes (its result is the pad's value);
/// - `bufferization.materialize_in_destination` into a `restrict writable`
///   memref `%m`: `bufferization.to_tensor %m restrict writable`;
/// - `tensor.insert_slice` into `%o` (also in the body of a loop over a
///   batch, `%o` an `iter_args`) or `tensor.parallel_insert_slice` (a tile of
///   an `scf.forall`, `%o` a `shared_outs`): the `tensor.extract_slice` of
///   `%o` that the insertion overwrites.
///
/// Otherwise the output is a `tensor.empty`: a new buffer.
Value createPadOutput(RewriterBase &rewriter, PadOp op, const PadGeometry &g);

/// The destination a `bufferization.materialize_in_destination`, the only use
/// of `op`'s gx, writes gx into (a memref or a tensor), when its operands are
/// defined before `op`; null otherwise.
Value getPadGradDestination(PadGradOp op);

/// The same for the gx of a pad.pad_grad, of `sizes`: the destination that
/// the only use of gx writes it into, or a tensor.empty.
Value createPadGradOutput(RewriterBase &rewriter, PadGradOp op,
                          ArrayRef<OpFoldResult> sizes);

/// True if `value` is defined before `op`: in a block that holds `op`, as an
/// argument or by an op before it.
bool isDefinedBefore(Value value, Operation *op);

/// The op that writes `op` into a destination (docs/Lowering.md#destinations)
/// and the value it writes: `op`'s result, or its `tensor.cast` when that cast
/// is the only use of `op` and itself used once. Null when `op` has other uses
/// or its user is no materialization or insertion of it.
struct DestinationUse {
  Operation *user = nullptr;
  Value written;
};
DestinationUse getDestinationUse(PadOp op);

/// Moves `op` (and its cast) right before the op that writes it into a
/// destination, in the same block, when that op has an operand (an offset)
/// defined after `op`: createPadOutput then builds `op` in the destination.
void moveToDestination(PadOp op);

/// Whether `op` is written into a destination (getDestinationUse), which
/// createPadOutput may build the output in (it checks the rest): a lowering
/// that would allocate its own output leaves such a pad to it.
bool feedsDestination(PadOp op);

/// The only use of `op` when it writes `op` into a `restrict writable` memref
/// destination that createPadOutput builds the output in; null otherwise. A
/// lowering may build the output in a view of that memref instead (and then
/// materialize it in that view).
bufferization::MaterializeInDestinationOp getMemRefMaterialization(PadOp op);

/// The only use of `op` when it writes `op` into a tensor destination `%o`
/// (`%r = bufferization.materialize_in_destination %p in %o`, the IREE
/// style) that createPadOutput builds the output in; null otherwise.
bufferization::MaterializeInDestinationOp getTensorMaterialization(PadOp op);

} // namespace pad
} // namespace mlir

#endif // PAD_CONVERSION_PADCOMMON_PADOUTPUT_H
