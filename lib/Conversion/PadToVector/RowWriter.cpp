//===- RowWriter.cpp - the spans of one output row in vector form ---------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// RowWriter writes one output row: its low border, core and high border, each
// of whole vectors (the last ending at the span's end), one short vector or
// scalars (docs/Lowering.md, "Vector strategy").
//
//===----------------------------------------------------------------------===//

#include "Rows.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"

using namespace mlir;
using namespace mlir::pad;

Value pad::buildSpanLoop(OpBuilder &b, Location loc, Value out, LoopRange range,
                         ScalarBody body, bool noUnroll) {
  auto [start, end, step] = range;
  IndexArith ia(b, loc);
  std::optional<int64_t> length = getConstantDistance(start, end);
  if (length && *length < step)
    return out; // Statically empty.
  if (length && *length < 2 * step)
    return body(b, loc, ia.value(start), out);
  auto loop = scf::ForOp::create(
      b, loc, ia.value(start), ia.value(end), ia.value(ia.cst(step)),
      ValueRange{out},
      [&](OpBuilder &nb, Location nloc, Value t, ValueRange iterArgs) {
        scf::YieldOp::create(nb, nloc, body(nb, nloc, t, iterArgs[0]));
      });
  if (noUnroll)
    disableUnrolling(loop);
  return loop.getResult(0);
}

Value pad::buildScalarSpan(OpBuilder &b, Location loc, Value out, Span span,
                           ScalarBody body, bool noUnroll) {
  auto [start, len] = span;
  IndexArith ia(b, loc);
  if (std::optional<int64_t> s = getConstantIntValue(start); s && *s == 0)
    return buildSpanLoop(b, loc, out, {start, len, 1}, body, noUnroll);
  Value first = ia.value(start);
  return buildSpanLoop(
      b, loc, out, {ia.cst(0), len, 1},
      [&](OpBuilder &nb, Location nl, Value i, Value acc) -> Value {
        IndexArith nia(nb, nl);
        return body(nb, nl, nia.value(nia.add(first, i)), acc);
      },
      noUnroll);
}

RowSpans RowSpans::general(IndexArith &ia, const PadGeometry &g) {
  int64_t last = g.getRank() - 1;
  RowSpans r{g.low[last],
             g.sourceSizes[last],
             g.coreLo[last],
             g.coreSize[last],
             {},
             g.srcOffset[last],
             {},
             g.interior[last]};
  r.coreHi = ia.add(r.coreLo, r.coreSize);
  r.highLen = ia.sub(g.outputSizes[last], r.coreHi);
  r.coreIsSourceRow = r.interior == 0 && isConstantIntValue(r.srcOffset, 0) &&
                      isEqualConstantIntOrValue(r.coreSize, r.sourceSize);
  return r;
}

std::optional<RowSpans> RowSpans::exact(IndexArith &ia, const PadGeometry &g,
                                        Value &equal) {
  int64_t last = g.getRank() - 1;
  std::optional<int64_t> p = getConstantIntValue(g.low[last]);
  std::optional<int64_t> q = getConstantIntValue(g.high[last]);
  if (!p || !q || *p < 0 || *q < 0 || (*p == 0 && *q == 0))
    return std::nullopt;
  OpFoldResult n = g.outputSizes[last];
  OpFoldResult dilated =
      getDilatedSize(ia, g.sourceSizes[last], g.interior[last]);
  if (getConstantIntValue(n) && getConstantIntValue(dilated))
    return std::nullopt;
  RowSpans r{g.low[last], g.sourceSizes[last], ia.cst(*p), {},
             {},          ia.cst(0),           ia.cst(*q), g.interior[last]};
  if (std::optional<int64_t> staticN = getConstantIntValue(n)) {
    // A static n: the core is n - p - q long, if the source agrees (C10).
    int64_t core;
    if (llvm::SubOverflow(*staticN, *p, core) ||
        llvm::SubOverflow(core, *q, core) || core < 0)
      return std::nullopt;
    r.coreSize = ia.cst(core);
    equal = ia.cmp(arith::CmpIPredicate::eq, dilated, r.coreSize);
  } else {
    // n = p + D + q, or 0 where the output's byte size overflows (C11).
    r.coreSize = dilated;
    equal = ia.cmp(arith::CmpIPredicate::eq, n,
                   ia.add(dilated, ia.add(r.coreLo, r.highLen)));
  }
  r.coreHi = ia.add(r.coreLo, r.coreSize);
  // Where these spans are taken (`equal`), the core is the source row.
  r.coreIsSourceRow = r.interior == 0;
  return r;
}

RowWriter::RowWriter(const PadRows &op, const RowSpans &spans, Value padValue,
                     int64_t vectorWidth, bool streamed, RowBorders borders)
    : op(op), borders(borders), spans(spans), padValue(padValue),
      streamed(streamed) {
  Type elementType = op.getSourceType().getElementType();
  elementBits = elementType.isIndex() ? 64
                : elementType.isIntOrFloat()
                    ? elementType.getIntOrFloatBitWidth()
                    : 0;
  if (vectorWidth)
    vectorType = VectorType::get({vectorWidth}, elementType);
}

bool RowWriter::versionsCoreRows() const {
  // Periodic borders: rows of long borders, where the core's branches gain
  // little, and each version would hold their loops once more.
  return vectorType && spans.coreIsSourceRow && !streamed &&
         borders == RowBorders::OneFold && !getConstantIntValue(spans.coreSize);
}

bool RowWriter::mergesBorderRows() const {
  PadMode mode = op.getMode();
  return mode == PadMode::reflect || mode == PadMode::symmetric ||
         (mode != PadMode::constant && vectorType &&
          vectorType.getNumElements() > 1);
}

Value RowWriter::versionOnCoreVectors(
    OpBuilder &b, Location loc,
    function_ref<Value(OpBuilder &, Location, RowWriter &)> rows) const {
  assert(versionsCoreRows() && "no versions of these rows");
  IndexArith ia(b, loc);
  Value len = ia.value(spans.coreSize);
  Value width = ia.value(ia.cst(vectorType.getNumElements()));
  Value holdsOne = ia.cmp(arith::CmpIPredicate::sge, len, width);
  Value count =
      ia.value(ia.select(holdsOne, ia.ceilDivU(len, width), ia.cst(0)));
  std::function<Value(OpBuilder &, int64_t)> version = [&](OpBuilder &vb,
                                                           int64_t n) -> Value {
    if (n > kStraightVectors) {
      RowWriter any = *this;
      return rows(vb, loc, any);
    }
    IndexArith via(vb, loc);
    Value isN = via.cmp(arith::CmpIPredicate::eq, count, via.cst(n));
    return buildIfElse(
        vb, loc, isN,
        [&](OpBuilder &tb, Location tl) {
          RowWriter straight = *this;
          straight.straightCore = n;
          return rows(tb, tl, straight);
        },
        [&](OpBuilder &eb, Location) { return version(eb, n + 1); });
  };
  return version(b, 2);
}

Value RowWriter::writeRow(OpBuilder &b, Location loc, Value out,
                          ValueRange outRow, ValueRange srcRow) {
  IndexArith ia(b, loc);
  OpFoldResult zero = ia.cst(0);
  switch (op.getMode()) {
  case PadMode::constant: {
    auto writeCore = [&](Value acc) {
      return spans.interior ? writeInteriorCore(b, loc, acc, outRow, srcRow)
                            : copyCore(b, loc, acc, outRow, srcRow);
    };
    out = fillSpan(b, loc, out, outRow, {zero, spans.coreLo}, padValue);
    out = writeCore(out);
    return fillSpan(b, loc, out, outRow, {spans.coreHi, spans.highLen},
                    padValue);
  }
  case PadMode::edge: {
    Value first = readSource(b, loc, srcRow, ia.value(zero));
    Value lastElement = readSource(
        b, loc, srcRow, ia.value(ia.sub(spans.sourceSize, ia.cst(1))));
    out = fillSpan(b, loc, out, outRow, {zero, spans.coreLo}, first);
    out = copyCore(b, loc, out, outRow, srcRow);
    return fillSpan(b, loc, out, outRow, {spans.coreHi, spans.highLen},
                    lastElement);
  }
  case PadMode::wrap:
  case PadMode::reflect:
  case PadMode::symmetric:
    return writeMirroredRow(b, loc, out, outRow, srcRow);
  }
  llvm_unreachable("unknown pad mode");
}

Value RowWriter::writeMirroredRow(OpBuilder &b, Location loc, Value out,
                                  ValueRange outRow, ValueRange srcRow) {
  IndexArith ia(b, loc);
  OpFoldResult zero = ia.cst(0);
  if (borders == RowBorders::Periodic) {
    // The core first: the borders copy what is written before them.
    out = copyCore(b, loc, out, outRow, srcRow);
    return periodicBorders(b, loc, out, outRow, srcRow);
  }
  out = borderSpan(b, loc, out, {outRow, srcRow}, {zero, spans.coreLo},
                   BorderSide::Below);
  out = copyCore(b, loc, out, outRow, srcRow);
  return borderSpan(b, loc, out, {outRow, srcRow},
                    {spans.coreHi, spans.highLen}, BorderSide::Above);
}

VectorType RowWriter::typeOf(int64_t w) const {
  return VectorType::get({w}, vectorType.getElementType());
}

Value RowWriter::readSource(OpBuilder &b, Location loc, ValueRange srcRow,
                            Value j) {
  return tensor::ExtractOp::create(b, loc, op.getSource(), withRow(srcRow, j));
}

Value RowWriter::copySourceVector(OpBuilder &b, Location loc, Value acc,
                                  RowIndices rows, SourceVector vec, Value at) {
  Value v = vector::TransferReadOp::create(
      b, loc, typeOf(vec.w), op.getSource(), withRow(rows.src, vec.index),
      std::nullopt, ArrayRef<bool>{true});
  if (vec.reversed)
    v = vector::ShuffleOp::create(
        b, loc, v, v,
        llvm::to_vector(llvm::reverse(llvm::seq<int64_t>(0, vec.w))));
  return vector::TransferWriteOp::create(b, loc, v, acc, withRow(rows.out, at),
                                         ArrayRef<bool>{true})
      .getResult();
}

Value RowWriter::spanLoops(OpBuilder &b, Location loc, Value out, Span span,
                           SpanBodies bodies, SpanKind kind) {
  IndexArith ia(b, loc);
  SpanCall c{span, bodies, kind, {}, getConstantIntValue(span.len)};
  int64_t &width = c.kind.width;
  if (!width && vectorType)
    width = vectorType.getNumElements();
  std::optional<int64_t> staticLen = c.staticLen;
  // `vectors` where `useVectors` holds (or is null), else scalars; with
  // `belowWidth`, a min tells LLVM the loop is short (else it vectorizes and
  // unrolls it).
  using Writer = function_ref<Value(OpBuilder &, Location, Value)>;
  auto vectorsOrScalars = [&](Value useVectors, Writer vectors,
                              bool belowWidth) -> Value {
    if (!useVectors)
      return vectors(b, loc, out);
    return buildIfElse(
        b, loc, useVectors,
        [&](OpBuilder &tb, Location tl) { return vectors(tb, tl, out); },
        [&](OpBuilder &eb, Location el) {
          return spanScalars(eb, el, out, c, belowWidth);
        });
  };
  if (vectorType && staticLen && *staticLen > 0 && *staticLen < width &&
      kind.overlappingTail) {
    // One vector of the span's length: fewer instructions than scalars.
    return vectorsOrScalars(
        kind.vectorsAllowed,
        [&](OpBuilder &vb, Location vl, Value acc) {
          Value start = IndexArith(vb, vl).value(span.start);
          return bodies.vector(vb, vl, start, acc, *staticLen);
        },
        /*belowWidth=*/false);
  }
  if (!vectorType || (staticLen && *staticLen < width))
    return buildScalarSpan(b, loc, out, span, bodies.scalar,
                           /*noUnroll=*/bool(vectorType));
  c.end = ia.add(span.start, span.len);
  auto vectors = [&](OpBuilder &vb, Location vl, Value acc) {
    return spanVectors(vb, vl, acc, c);
  };
  // Where only the length chose scalars, it is below W.
  return vectorsOrScalars(getVectorCondition(ia, c), vectors,
                          /*belowWidth=*/kind.overlappingTail &&
                              !kind.vectorsAllowed);
}

Value RowWriter::getVectorCondition(IndexArith &ia, const SpanCall &c) const {
  Value allowed = c.kind.vectorsAllowed;
  // With an overlapping tail, the span must hold a whole vector.
  if (!c.kind.overlappingTail || c.staticLen || (c.kind.isCore && straightCore))
    return allowed;
  Value holdsOne =
      ia.cmp(arith::CmpIPredicate::sge, c.span.len, ia.cst(c.kind.width));
  if (!allowed)
    return holdsOne;
  return arith::AndIOp::create(ia.getBuilder(), ia.getLoc(), allowed, holdsOne);
}

Value RowWriter::spanScalars(OpBuilder &b, Location loc, Value out,
                             const SpanCall &c, bool belowWidth) {
  int64_t width = c.kind.width;
  if (belowWidth && c.kind.isCore && op.getMode() == PadMode::constant)
    return shortSpan(b, loc, out, c.span, width / 2, c.bodies);
  IndexArith ia(b, loc);
  OpFoldResult scalarLen =
      belowWidth ? ia.min(c.span.len, ia.cst(width - 1)) : c.span.len;
  return buildScalarSpan(b, loc, out, {c.span.start, scalarLen},
                         c.bodies.scalar);
}

Value RowWriter::spanVectors(OpBuilder &b, Location loc, Value out,
                             const SpanCall &c) {
  IndexArith ia(b, loc);
  int64_t width = c.kind.width;
  std::optional<int64_t> staticLen = c.staticLen;
  bool streamLoop = streamed && c.kind.streamable;
  if (c.kind.isCore && !staticLen && c.kind.overlappingTail && !streamLoop)
    return coreVectors(b, loc, out, c);
  // The whole vectors: [start, vectorEnd), vectorEnd = end - len % W.
  OpFoldResult vectorEnd =
      staticLen ? ia.sub(c.end, ia.cst(*staticLen % width))
                : ia.sub(c.end, ia.remU(c.span.len, ia.cst(width)));
  Value acc = buildSpanLoop(b, loc, out, {c.span.start, vectorEnd, width},
                            [&](OpBuilder &nb, Location nl, Value t, Value a) {
                              return c.bodies.vector(nb, nl, t, a, width);
                            });
  if (auto loop = acc.getDefiningOp<scf::ForOp>();
      loop && acc != out && streamLoop)
    loop->setAttr(LoopAttr::getAttrName(),
                  LoopAttr::get(b.getContext(), /*parallel=*/false,
                                /*stream=*/true));
  if (!c.kind.overlappingTail)
    return buildScalarSpan(b, loc, acc, {vectorEnd, ia.sub(c.end, vectorEnd)},
                           c.bodies.scalar);
  if (staticLen && *staticLen % width == 0)
    return acc;
  return c.bodies.vector(b, loc, ia.value(ia.sub(c.end, ia.cst(width))), acc,
                         width);
}

Value RowWriter::coreVectors(OpBuilder &b, Location loc, Value out,
                             const SpanCall &c) {
  IndexArith ia(b, loc);
  int64_t width = c.kind.width;
  OpFoldResult start = c.span.start;
  OpFoldResult last = ia.sub(c.end, ia.cst(width));
  if (straightCore) {
    for (int64_t i = 0; i + 1 < *straightCore; ++i)
      out = c.bodies.vector(b, loc, ia.value(ia.add(start, ia.cst(i * width))),
                            out, width);
    return c.bodies.vector(b, loc, ia.value(last), out, width);
  }
  Value acc = buildSpanLoop(b, loc, out, {start, last, width},
                            [&](OpBuilder &nb, Location nl, Value t, Value a) {
                              return c.bodies.vector(nb, nl, t, a, width);
                            });
  return c.bodies.vector(b, loc, ia.value(last), acc, width);
}

Value RowWriter::shortSpan(OpBuilder &b, Location loc, Value out, Span span,
                           int64_t width, SpanBodies bodies) {
  IndexArith ia(b, loc);
  if (width < 2 || width * elementBits < 64)
    return buildScalarSpan(
        b, loc, out, {span.start, ia.min(span.len, ia.cst(2 * width - 1))},
        bodies.scalar);
  Value holdsOne = ia.cmp(arith::CmpIPredicate::sge, span.len, ia.cst(width));
  return buildIfElse(
      b, loc, holdsOne,
      [&](OpBuilder &tb, Location tl) {
        IndexArith tia(tb, tl);
        Value acc = bodies.vector(tb, tl, tia.value(span.start), out, width);
        Value last =
            tia.value(tia.sub(tia.add(span.start, span.len), tia.cst(width)));
        return bodies.vector(tb, tl, last, acc, width);
      },
      [&](OpBuilder &eb, Location el) {
        return shortSpan(eb, el, out, span, width / 2, bodies);
      });
}

Value RowWriter::fillSpan(OpBuilder &b, Location loc, Value out,
                          ValueRange outRow, Span span, Value value) {
  Value splat;
  std::optional<int64_t> staticLen = getConstantIntValue(span.len);
  if (vectorType && !(staticLen && *staticLen < vectorType.getNumElements()))
    splat = b.createOrFold<vector::BroadcastOp>(loc, vectorType, value);
  return spanLoops(
      b, loc, out, span,
      {[&](OpBuilder &nb, Location nl, Value t, Value acc, int64_t w) -> Value {
         Value v =
             w == vectorType.getNumElements()
                 ? splat
                 : nb.createOrFold<vector::BroadcastOp>(nl, typeOf(w), value);
         return vector::TransferWriteOp::create(
                    nb, nl, v, acc, withRow(outRow, t), ArrayRef<bool>{true})
             .getResult();
       },
       [&](OpBuilder &nb, Location nl, Value t, Value acc) -> Value {
         return tensor::InsertOp::create(nb, nl, value, acc,
                                         withRow(outRow, t));
       }});
}

Value RowWriter::copyCore(OpBuilder &b, Location loc, Value out,
                          ValueRange outRow, ValueRange srcRow) {
  IndexArith ia(b, loc);
  // Source coordinate = t + shift.
  OpFoldResult shift = ia.sub(spans.srcOffset, spans.coreLo);
  if (!getConstantIntValue(shift))
    shift = ia.value(shift);
  auto srcIndex = [&](OpBuilder &nb, Location nl, Value t) {
    return IndexArith(nb, nl).value(IndexArith(nb, nl).add(t, shift));
  };
  return spanLoops(
      b, loc, out, {spans.coreLo, spans.coreSize},
      {[&](OpBuilder &nb, Location nl, Value t, Value acc, int64_t w) -> Value {
         Value v = vector::TransferReadOp::create(
             nb, nl, typeOf(w), op.getSource(),
             withRow(srcRow, srcIndex(nb, nl, t)), std::nullopt,
             ArrayRef<bool>{true});
         return vector::TransferWriteOp::create(
                    nb, nl, v, acc, withRow(outRow, t), ArrayRef<bool>{true})
             .getResult();
       },
       [&](OpBuilder &nb, Location nl, Value t, Value acc) -> Value {
         Value v = readSource(nb, nl, srcRow, srcIndex(nb, nl, t));
         return tensor::InsertOp::create(nb, nl, v, acc, withRow(outRow, t));
       }},
      {Value(), 0, /*streamable=*/true, /*overlappingTail=*/true,
       /*isCore=*/true});
}

OpFoldResult RowWriter::getGridStart(IndexArith &ia, Value stride) const {
  // coreLo + (-srcOffset mod s), with srcOffset >= 0.
  int64_t s = spans.interior + 1;
  auto remS = [&](OpFoldResult x) -> OpFoldResult {
    return getConstantIntValue(x) ? ia.remU(x, ia.cst(s)) : ia.remU(x, stride);
  };
  return ia.min(
      ia.add(spans.coreLo, remS(ia.sub(ia.cst(s), remS(spans.srcOffset)))),
      spans.coreHi);
}

Value RowWriter::writeInteriorCore(OpBuilder &b, Location loc, Value out,
                                   ValueRange outRow, ValueRange srcRow) {
  IndexArith ia(b, loc);
  int64_t r = spans.interior, s = r + 1;
  Value shift = ia.value(ia.sub(spans.srcOffset, spans.coreLo));
  Value stride = ia.value(ia.cst(s));
  Value zero = ia.value(ia.cst(0));
  Value lastIndex = ia.value(ia.sub(spans.sourceSize, ia.cst(1)));
  auto scalarBody = [&](OpBuilder &nb, Location nl, Value t,
                        Value acc) -> Value {
    // The dilated coordinate j >= 0 within the core.
    IndexArith nia(nb, nl);
    Value j = nia.value(nia.add(t, shift));
    Value onGrid = nia.cmp(arith::CmpIPredicate::eq, nia.remU(j, stride), zero);
    Value src = nia.value(nia.min(nia.divU(j, stride), lastIndex));
    Value v = readSource(nb, nl, srcRow, src);
    Value element = arith::SelectOp::create(nb, nl, onGrid, v, padValue);
    return tensor::InsertOp::create(nb, nl, element, acc, withRow(outRow, t));
  };
  // Wide chunks only for small strides (the shuffle has W * s lanes).
  if (!vectorType || s > 8)
    return buildScalarSpan(b, loc, out, {spans.coreLo, spans.coreSize},
                           scalarBody, /*noUnroll=*/bool(vectorType));
  int64_t width = vectorType.getNumElements();
  OpFoldResult gridStart = getGridStart(ia, stride);
  out = buildScalarSpan(
      b, loc, out, {spans.coreLo, ia.sub(gridStart, spans.coreLo)}, scalarBody);
  Value splat = b.createOrFold<vector::BroadcastOp>(loc, vectorType, padValue);
  SmallVector<int64_t> mask;
  for (int64_t k = 0; k < width * s; ++k)
    mask.push_back(k % s == 0 ? k / s : width);
  auto wideType = VectorType::get({width * s}, vectorType.getElementType());
  // A chunk in the core reads [j / s, j / s + W) within [0, d).
  return spanLoops(
      b, loc, out, {gridStart, ia.sub(spans.coreHi, gridStart)},
      {[&](OpBuilder &nb, Location nl, Value t, Value acc, int64_t) -> Value {
         IndexArith nia(nb, nl);
         Value j = nia.value(nia.add(t, shift));
         Value first = nia.value(nia.divU(j, stride));
         Value v = vector::TransferReadOp::create(
             nb, nl, vectorType, op.getSource(), withRow(srcRow, first),
             std::nullopt, ArrayRef<bool>{true});
         Value wide =
             vector::ShuffleOp::create(nb, nl, wideType, v, splat, mask);
         return vector::TransferWriteOp::create(
                    nb, nl, wide, acc, withRow(outRow, t), ArrayRef<bool>{true})
             .getResult();
       },
       scalarBody},
      // Chunks start on the grid: no aligned start, no overlapping tail.
      {Value(), width * s, /*streamable=*/false, /*overlappingTail=*/false});
}

Value RowWriter::borderSpan(OpBuilder &b, Location loc, Value out,
                            const RowIndices &row, Span span, BorderSide side) {
  IndexArith ia(b, loc);
  BorderSource source = BorderSource::oneFold(ia, op.getMode(), spans.low,
                                              spans.sourceSize, side);
  source.base = ia.value(source.base);
  return copyBorder(b, loc, out, row, {span, source, /*inRun=*/false});
}

Value RowWriter::copyBorder(OpBuilder &b, Location loc, Value out,
                            const RowIndices &row,
                            const BorderStretch &stretch) {
  const BorderSource &source = stretch.source;
  Span span = stretch.span;
  bool inRun = stretch.inRun;
  IndexArith ia(b, loc);
  OpFoldResult d = spans.sourceSize;
  Value zero = ia.value(ia.cst(0));
  Value lastIndex = ia.value(ia.sub(d, ia.cst(1)));
  auto scalarBody = [&](OpBuilder &nb, Location nl, Value t,
                        Value acc) -> Value {
    IndexArith nia(nb, nl);
    Value j = source.index(nia, t);
    Value v =
        readSource(nb, nl, row.src, nia.value(nia.clamp(j, zero, lastIndex)));
    return tensor::InsertOp::create(nb, nl, v, acc, withRow(row.out, t));
  };
  std::optional<int64_t> staticD = getConstantIntValue(d);
  if (!vectorType || (staticD && *staticD < vectorType.getNumElements()))
    return buildScalarSpan(b, loc, out, span, scalarBody,
                           /*noUnroll=*/inRun || bool(vectorType));
  int64_t width = vectorType.getNumElements();
  Value maxFirst = ia.value(ia.sub(d, ia.cst(width)));
  SpanKind kind;
  kind.streamable = !inRun;
  if (!inRun && !staticD && !straightCore)
    kind.vectorsAllowed = ia.cmp(arith::CmpIPredicate::sge, maxFirst, zero);
  // Vectors of w elements whose first source index is clamped into
  // [0, d - w].
  return spanLoops(
      b, loc, out, span,
      {[&](OpBuilder &nb, Location nl, Value t, Value acc, int64_t w) -> Value {
         IndexArith nia(nb, nl);
         Value first = source.vectorStart(nia, t, w);
         Value hi = w == width ? maxFirst : nia.value(nia.sub(d, nia.cst(w)));
         Value clamped = nia.value(nia.clamp(first, zero, hi));
         return copySourceVector(nb, nl, acc, row,
                                 {clamped, w, source.reversed}, t);
       },
       scalarBody},
      kind);
}
