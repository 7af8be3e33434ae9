//===- PadGradRowVectors.cpp - pad.pad_grad's rows as vector copies -------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rows of PadGradRows.cpp with vectors, where the window of a row holds
// the whole input row (0 <= low, low + d <= n, no interior on the last axis)
// and the row of gx holds a vector (docs/Lowering.md, "pad.pad_grad"). A row
// of gx whose outer coordinate has one preimage reads gy's row in place, one
// with two reads the sum of the two rows in place, one with more sums them
// into a row buffer first (the fold of the outer axis). Then, along the last
// axis, in increasing coordinates: the core is copied into the row (of gx,
// or a row buffer stored into gx once where the stores stream), and the
// border terms are added where they map. With static amounts below a vector
// each side's terms are one vector added to the row's first or last vector
// (a shuffle of the side's coordinates, -0.0 elsewhere); with others the low
// border adds into `low` (a row of the additive identity, -0.0 for floats)
// before `low + core` goes to the row, and the high border adds into the
// row. Constant mode has no border terms. Every sum starts from its first
// term, as in the folds: -0.0 + v is v for every v.
//
//===----------------------------------------------------------------------===//

#include "PadGradFolds.h"
#include "pad/Conversion/PadCommon/PadGeometry.h"
#include "pad/IR/PadOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "pad/Utils/IndexArith.h"

using namespace mlir;
using namespace mlir::pad;
using namespace mlir::pad::grad;

namespace {

/// A row of a tensor: the indices of the row (none for a 1-D buffer).
struct RowRef {
  Value tensor;
  SmallVector<Value> at;
};

/// What the last axis folds: a row of a tensor, or the sum of two rows of gy
/// (the two preimages of an outer coordinate, in increasing coordinates).
struct RowSource {
  RowRef first;
  std::optional<RowRef> second;
};

/// The preimages of an outer coordinate after the first (`start`), where it
/// has two or more: the second, and where the others start (they are the
/// second and the rest of Preimages from there).
struct FirstTwo {
  Value second, rest;
};

/// The second preimage: `start`'s mirror image `start + delta` where it is
/// in the window, else the next period's `start + step`.
FirstTwo buildFirstTwo(Idx &x, const Preimages &pre) {
  using Pred = arith::CmpIPredicate;
  Value hasMirror =
      x.andI(x.cmp(Pred::ne, pre.delta, x.cst(0)),
             x.cmp(Pred::slt, x.add(pre.start, pre.delta), pre.end));
  Value next = x.add(pre.start, pre.step);
  return {x.select(hasMirror, x.add(pre.start, pre.delta), next),
          x.select(hasMirror, next, x.add(next, pre.step))};
}

/// The tensors threaded through the loop nest: gx, and the row buffers
/// (null when the op needs none).
struct State {
  Value gx, low, row, acc;

  SmallVector<Value> values() const {
    SmallVector<Value> v;
    for (Value x : {gx, low, row, acc})
      if (x)
        v.push_back(x);
    return v;
  }
  State with(ValueRange v) const {
    State s = *this;
    unsigned k = 0;
    for (Value *x : {&s.gx, &s.low, &s.row, &s.acc})
      if (*x)
        *x = v[k++];
    return s;
  }
};

using StateBody = function_ref<State(OpBuilder &, Location)>;

/// An `scf.if` on `cond` whose branches update `s`.
State buildIf(OpBuilder &b, Location l, Value cond, const State &s,
              StateBody thenBody, StateBody elseBody) {
  auto branch = [&](StateBody body) {
    return [&, body](OpBuilder &nb, Location nl) {
      scf::YieldOp::create(nb, nl, body(nb, nl).values());
    };
  };
  auto ifOp = scf::IfOp::create(b, l, cond, branch(thenBody), branch(elseBody));
  return s.with(ifOp.getResults());
}

/// The border terms of a row along the last axis when both amounts are
/// static and below a vector (`width`) and the row has at least a vector
/// (d >= width): every term lands in the row's first vector (at 0) or in its
/// last one (at d - width), at a lane known statically.
struct BorderTerms {
  /// The terms land in the last vector, else in the first.
  bool last = false;
  /// Per round, the lane of a source vector that each lane adds (in
  /// increasing coordinates: round r holds each lane's r-th term), `width`
  /// where the lane has no term left.
  SmallVector<SmallVector<int64_t>> rounds;
};

/// Where one fold of `mode` puts the border coordinate `j` (a source
/// coordinate, j < 0 on the low side, j >= d on the high side as j = d + k)
/// on a row of d >= width elements: whether in the last vector, and the
/// lane (docs/Semantics.md: reflect mirrors about 0 and d - 1, symmetric
/// about -1/2 and d - 1/2, wrap shifts by d, edge repeats 0 and d - 1).
std::pair<bool, int64_t> getBorderLane(PadMode mode, bool high, int64_t k,
                                       int64_t width) {
  switch (mode) {
  case PadMode::reflect:
    return high ? std::pair{true, width - 2 - k} : std::pair{false, -k};
  case PadMode::symmetric:
    return high ? std::pair{true, width - 1 - k} : std::pair{false, -1 - k};
  case PadMode::wrap:
    return high ? std::pair{false, k} : std::pair{true, width + k};
  default:
    return high ? std::pair{true, width - 1} : std::pair{false, int64_t(0)};
  }
}

/// The terms of `count` border coordinates of `mode` on one side: on the
/// low side j = k - count, on the high side j = d + k, for k in [0, count),
/// read from lane k of a source vector (low side) or lane width - count + k
/// (high side).
BorderTerms getBorderTerms(PadMode mode, bool high, int64_t count,
                           int64_t width) {
  BorderTerms terms;
  SmallVector<SmallVector<int64_t>> sources(width);
  for (int64_t k = 0; k < count; ++k) {
    auto [last, lane] = getBorderLane(mode, high, high ? k : k - count, width);
    terms.last = last;
    sources[lane].push_back(high ? width - count + k : k);
  }
  for (size_t r = 0;; ++r) {
    SmallVector<int64_t> mask(width, width);
    bool any = false;
    for (int64_t lane = 0; lane < width; ++lane)
      if (r < sources[lane].size()) {
        mask[lane] = sources[lane][r];
        any = true;
      }
    if (!any)
      return terms;
    terms.rounds.push_back(mask);
  }
}

class VectorRows {
public:
  VectorRows(PadGradOp op, ArrayRef<GradAxis> axes, int64_t a, Value outerN,
             Value n, int64_t width, bool stream)
      : gy(op.getGy()), axes(axes), mode(op.getMode()),
        staticHigh(op.getStaticHigh().back()), a(a), outerN(outerN), n(n),
        width(width), stream(stream), type(op.getGyType().getElementType()),
        border(op.getMode() != PadMode::constant) {}

  /// gx (`gx` the tensor to write) with every row written; `gxSizes` its
  /// sizes.
  Value build(OpBuilder &b, Location l, Value gx,
              ArrayRef<OpFoldResult> gxSizes);

private:
  VectorType vectorType() const { return VectorType::get({width}, type); }
  Value read(OpBuilder &b, Location l, const RowRef &r, Value j) const {
    SmallVector<Value> idx(r.at);
    idx.push_back(j);
    return vector::TransferReadOp::create(b, l, vectorType(), r.tensor, idx,
                                          std::nullopt, ArrayRef<bool>{true});
  }
  Value write(OpBuilder &b, Location l, Value v, const RowRef &r,
              Value j) const {
    SmallVector<Value> idx(r.at);
    idx.push_back(j);
    return vector::TransferWriteOp::create(b, l, v, r.tensor, idx,
                                           ArrayRef<bool>{true})
        .getResult();
  }

  /// The vector of `src` at `j`.
  Value read(OpBuilder &b, Location l, const RowSource &src, Value j) const {
    Value v = read(b, l, src.first, j);
    return src.second ? buildAdd(b, l, v, read(b, l, *src.second, j)) : v;
  }
  /// The element of `src` at `o`.
  Value extract(OpBuilder &b, Location l, const RowSource &src, Value o) const {
    auto at = [&](const RowRef &r) {
      SmallVector<Value> idx(r.at);
      idx.push_back(o);
      return tensor::ExtractOp::create(b, l, r.tensor, idx).getResult();
    };
    Value v = at(src.first);
    return src.second ? buildAdd(b, l, v, at(*src.second)) : v;
  }

  /// `init` through `body` at every vector of [0, len), len >= width: whole
  /// vectors, then one ending at `len` (which `body` must allow: it writes
  /// what it would anyway). With `streamed`, the loop is marked for
  /// streaming stores.
  Value
  vectors(OpBuilder &b, Location l, Value len, Value init, bool streamed,
          function_ref<Value(OpBuilder &, Location, Value, Value)> body) const;
  /// `init` through `body` at the whole vectors of [0, len): the loop, and
  /// where they end.
  std::pair<scf::ForOp, Value> wholeVectors(
      OpBuilder &b, Location l, Value len, Value init,
      function_ref<Value(OpBuilder &, Location, Value, Value)> body) const;
  /// `init` through `body` at every element of [from, to).
  Value
  scalars(OpBuilder &b, Location l, Value from, Value to, Value init,
          function_ref<Value(OpBuilder &, Location, Value, Value)> body) const;

  /// The row at `gxRow` of gx: `src` (n elements) folded along the last
  /// axis.
  State foldRow(OpBuilder &b, Location l, const State &s, ValueRange gxRow,
                const RowSource &src) const;
  /// The border modes with the index tables: the low border's sums of `src`,
  /// in increasing coordinates, into `low` (a row of the identity).
  Value sumLowBorder(OpBuilder &b, Location l, Value low,
                     const RowSource &src) const;
  /// Then `t`, the core (whose row is at `rowAt`), with those sums and the
  /// high border's terms added; `low` back to the identity. Returns both.
  std::pair<Value, Value> addTableBorders(OpBuilder &b, Location l, Value t,
                                          Value low, ArrayRef<Value> rowAt,
                                          const RowSource &src) const;
  /// `t` (whose row is at `rowAt`) with the border terms of `src` added
  /// where the amounts on the last axis are static and below a vector.
  Value addSmallBorders(OpBuilder &b, Location l, Value t,
                        ArrayRef<Value> rowAt, const RowSource &src) const;
  /// The sum of the rounds of `terms` picked from `from` (a lane without a
  /// term holds the identity), added to `v` after (`after`) or before it.
  Value addTerms(OpBuilder &b, Location l, const BorderTerms &terms, Value from,
                 Value v, bool after) const;
  /// The rows of gy at coordinates `pre` of axis `a` (two or more) summed
  /// into `acc`.
  Value sumRows(OpBuilder &b, Location l, Value acc, ValueRange gxRow,
                const Preimages &pre, const FirstTwo &two) const;
  /// gy's row at `gxRow` with coordinate `o` on axis `a`.
  RowRef gyRow(ValueRange gxRow, Value o) const {
    RowRef r{gy, SmallVector<Value>(gxRow)};
    r.at[a] = o;
    return r;
  }
  /// Per row index of axis `a` of gx, the row of gy that is its only
  /// preimage, or kNoRow or kSeveralRows.
  Value buildRowSources(OpBuilder &b, Location l, Value count) const;
  static constexpr int64_t kNoRow = -1, kSeveralRows = -2;
  /// One row of gx.
  State buildRow(OpBuilder &b, Location l, const State &s,
                 ValueRange gxRow) const;

  Value gy;
  ArrayRef<GradAxis> axes;
  /// The gx indices of the low border's coordinates [0, low) and of the high
  /// border's [low + d, n), computed once (border modes).
  Value lowIndex, highIndex;
  /// With static amounts on the last axis below a vector: the terms of the
  /// low and of the high border.
  BorderTerms lowTerms, highTerms;
  bool smallBorders = false;
  PadMode mode;
  int64_t staticHigh;
  /// buildRowSources, when `a` >= 0.
  Value rowSource;
  int64_t a;
  Value outerN, n;
  int64_t width;
  bool stream;
  Type type;
  bool border;
};

std::pair<scf::ForOp, Value> VectorRows::wholeVectors(
    OpBuilder &b, Location l, Value len, Value init,
    function_ref<Value(OpBuilder &, Location, Value, Value)> body) const {
  Idx x{b, l};
  Value w = x.cst(width);
  Value whole = x.sub(len, arith::RemUIOp::create(b, l, len, w));
  auto loop = scf::ForOp::create(
      b, l, x.cst(0), whole, w, ValueRange{init},
      [&](OpBuilder &nb, Location nl, Value j, ValueRange args) {
        scf::YieldOp::create(nb, nl, body(nb, nl, j, args[0]));
      });
  return {loop, whole};
}

Value VectorRows::vectors(
    OpBuilder &b, Location l, Value len, Value init, bool streamed,
    function_ref<Value(OpBuilder &, Location, Value, Value)> body) const {
  Idx x{b, l};
  Value w = x.cst(width);
  auto [loop, whole] = wholeVectors(b, l, len, init, body);
  Value vectorsDone = loop.getResult(0);
  if (streamed)
    loop->setAttr(LoopAttr::getAttrName(),
                  LoopAttr::get(b.getContext(), /*parallel=*/false,
                                /*stream=*/true));
  Value tail = x.cmp(arith::CmpIPredicate::ne, whole, len);
  return buildIfElse(
      b, l, tail,
      [&](OpBuilder &tb, Location tl) -> Value {
        Idx y{tb, tl};
        return body(tb, tl, y.sub(len, w), vectorsDone);
      },
      [&](OpBuilder &, Location) { return vectorsDone; });
}

Value VectorRows::scalars(
    OpBuilder &b, Location l, Value from, Value to, Value init,
    function_ref<Value(OpBuilder &, Location, Value, Value)> body) const {
  Idx x{b, l};
  auto loop = scf::ForOp::create(
      b, l, from, to, x.cst(1), ValueRange{init},
      [&](OpBuilder &nb, Location nl, Value o, ValueRange args) {
        scf::YieldOp::create(nb, nl, body(nb, nl, o, args[0]));
      });
  return loop.getResult(0);
}

State VectorRows::foldRow(OpBuilder &b, Location l, const State &s,
                          ValueRange gxRow, const RowSource &src) const {
  Value p = axes.back().low, d = axes.back().size;
  SmallVector<Value> gxAt(gxRow);
  // The core's terms, into gx's row; where the row is built in `row` and
  // stored into gx once (border modes whose stores stream), into `row`.
  bool buffered = border && s.row;
  auto core = [&](Value init, ArrayRef<Value> rowAt, bool streamed) {
    return vectors(b, l, d, init, streamed,
                   [&](OpBuilder &nb, Location nl, Value j, Value t) -> Value {
                     Idx y{nb, nl};
                     return write(nb, nl, read(nb, nl, src, y.add(p, j)),
                                  RowRef{t, SmallVector<Value>(rowAt)}, j);
                   });
  };
  State out = s;
  if (border && !smallBorders)
    out.low = sumLowBorder(b, l, s.low, src);
  SmallVector<Value> rowAt = buffered ? SmallVector<Value>() : gxAt;
  Value t = core(buffered ? s.row : s.gx, rowAt, stream && !buffered);
  if (!border) {
    out.gx = t;
    return out;
  }
  if (smallBorders)
    t = addSmallBorders(b, l, t, rowAt, src);
  else
    std::tie(t, out.low) = addTableBorders(b, l, t, out.low, rowAt, src);
  if (!buffered) {
    out.gx = t;
    return out;
  }
  out.row = t;
  out.gx = vectors(b, l, d, s.gx, stream,
                   [&](OpBuilder &nb, Location nl, Value j, Value u) -> Value {
                     return write(nb, nl, read(nb, nl, RowRef{t, {}}, j),
                                  RowRef{u, gxAt}, j);
                   });
  return out;
}

Value VectorRows::sumLowBorder(OpBuilder &b, Location l, Value low,
                               const RowSource &src) const {
  Idx x{b, l};
  return scalars(
      b, l, x.cst(0), axes.back().low, low,
      [&](OpBuilder &nb, Location nl, Value o, Value u) -> Value {
        Value i = tensor::ExtractOp::create(nb, nl, lowIndex, o);
        Value old = tensor::ExtractOp::create(nb, nl, u, i);
        Value sum = buildAdd(nb, nl, old, extract(nb, nl, src, o));
        return tensor::InsertOp::create(nb, nl, sum, u, i).getResult();
      });
}

std::pair<Value, Value>
VectorRows::addTableBorders(OpBuilder &b, Location l, Value t, Value low,
                            ArrayRef<Value> rowAt, const RowSource &src) const {
  Value p = axes.back().low, d = axes.back().size;
  auto at = [&](Value i) {
    SmallVector<Value> idx(rowAt);
    idx.push_back(i);
    return idx;
  };
  Idx x{b, l};
  // low + core where the low border added, `low` back to the identity (an
  // index the border reached twice then adds -0.0, which keeps the sum).
  Value identity = buildIdentity(b, l, type);
  auto fix = scf::ForOp::create(
      b, l, x.cst(0), p, x.cst(1), ValueRange{t, low},
      [&](OpBuilder &nb, Location nl, Value o, ValueRange args) {
        Value i = tensor::ExtractOp::create(nb, nl, lowIndex, o);
        Value lowSum = tensor::ExtractOp::create(nb, nl, args[1], i);
        Value core = tensor::ExtractOp::create(nb, nl, args[0], at(i));
        Value row = tensor::InsertOp::create(
            nb, nl, buildAdd(nb, nl, lowSum, core), args[0], at(i));
        Value low = tensor::InsertOp::create(nb, nl, identity, args[1], i);
        scf::YieldOp::create(nb, nl, ValueRange{row, low});
      });
  // The high border, in increasing coordinates.
  Value end = x.add(p, d);
  Value row = scalars(
      b, l, end, n, fix.getResult(0),
      [&](OpBuilder &nb, Location nl, Value o, Value u) -> Value {
        Idx y{nb, nl};
        Value i = tensor::ExtractOp::create(nb, nl, highIndex, y.sub(o, end));
        Value old = tensor::ExtractOp::create(nb, nl, u, at(i));
        Value sum = buildAdd(nb, nl, old, extract(nb, nl, src, o));
        return tensor::InsertOp::create(nb, nl, sum, u, at(i)).getResult();
      });
  return {row, fix.getResult(1)};
}

Value VectorRows::addSmallBorders(OpBuilder &b, Location l, Value t,
                                  ArrayRef<Value> rowAt,
                                  const RowSource &src) const {
  Idx x{b, l};
  Value d = axes.back().size;
  RowRef row{t, SmallVector<Value>(rowAt)};
  // Each side's terms in one vector of the row, the low side's first: they
  // come before the core in the order of the sums, the high side's after.
  auto add = [&](const BorderTerms &terms, Value from, bool after) {
    Value at = terms.last ? x.sub(d, x.cst(width)) : x.cst(0);
    Value v = addTerms(b, l, terms, from, read(b, l, row, at), after);
    row.tensor = write(b, l, v, row, at);
  };
  // The low border's coordinates [0, low) are the first lanes of the row's
  // first vector, the high border's [low + d, low + d + high) the last lanes
  // of the vector that ends there.
  if (!lowTerms.rounds.empty())
    add(lowTerms, read(b, l, src, x.cst(0)), /*after=*/false);
  if (!highTerms.rounds.empty())
    add(highTerms,
        read(b, l, src,
             x.add(axes.back().low, x.sub(d, x.cst(width - staticHigh)))),
        /*after=*/true);
  return row.tensor;
}

Value VectorRows::addTerms(OpBuilder &b, Location l, const BorderTerms &terms,
                           Value from, Value v, bool after) const {
  Value identity = vector::BroadcastOp::create(b, l, vectorType(),
                                               buildIdentity(b, l, type));
  auto round = [&](ArrayRef<int64_t> mask) {
    return vector::ShuffleOp::create(b, l, from, identity, mask).getResult();
  };
  // Adding the identity keeps every value: a lane's sum is its terms'.
  if (after) {
    for (ArrayRef<int64_t> mask : terms.rounds)
      v = buildAdd(b, l, v, round(mask));
    return v;
  }
  Value sum = round(terms.rounds.front());
  for (ArrayRef<int64_t> mask : ArrayRef(terms.rounds).drop_front())
    sum = buildAdd(b, l, sum, round(mask));
  return buildAdd(b, l, sum, v);
}

Value VectorRows::sumRows(OpBuilder &b, Location l, Value acc, ValueRange gxRow,
                          const Preimages &pre, const FirstTwo &two) const {
  // acc + gy's row at o, in place: whole vectors, then scalars.
  auto term = [&](OpBuilder &cb, Location cl, Value o, Value t) {
    auto [loop, whole] = wholeVectors(
        cb, cl, n, t,
        [&](OpBuilder &nb, Location nl, Value j, Value u) -> Value {
          RowRef to{u, {}};
          Value sum = buildAdd(nb, nl, read(nb, nl, to, j),
                               read(nb, nl, gyRow(gxRow, o), j));
          return write(nb, nl, sum, to, j);
        });
    return scalars(cb, cl, whole, n, loop.getResult(0),
                   [&](OpBuilder &nb, Location nl, Value j, Value u) -> Value {
                     RowRef r = gyRow(gxRow, o);
                     r.at.push_back(j);
                     Value v =
                         tensor::ExtractOp::create(nb, nl, r.tensor, r.at);
                     Value old = tensor::ExtractOp::create(nb, nl, u, j);
                     return tensor::InsertOp::create(
                                nb, nl, buildAdd(nb, nl, old, v), u, j)
                         .getResult();
                   });
  };
  // The first two terms (there are two or more) in one pass.
  using Pred = arith::CmpIPredicate;
  Value sum = vectors(
      b, l, n, acc, false, [&](OpBuilder &nb, Location nl, Value j, Value u) {
        Value v = read(
            nb, nl,
            RowSource{gyRow(gxRow, pre.start), gyRow(gxRow, two.second)}, j);
        return write(nb, nl, v, RowRef{u, {}}, j);
      });
  // The rest, in increasing coordinates.
  auto loop = scf::ForOp::create(
      b, l, two.rest, pre.end, pre.step, ValueRange{sum},
      [&](OpBuilder &fb, Location fl, Value o, ValueRange args) {
        Idx y{fb, fl};
        Value t = term(fb, fl, o, args[0]);
        Value mirror = y.add(o, pre.delta);
        Value has = y.andI(y.cmp(Pred::ne, pre.delta, y.cst(0)),
                           y.cmp(Pred::slt, mirror, pre.end));
        t = buildIfElse(
            fb, fl, has,
            [&](OpBuilder &tb, Location tl) -> Value {
              return term(tb, tl, mirror, t);
            },
            [&](OpBuilder &, Location) { return t; });
        scf::YieldOp::create(fb, fl, ValueRange{t});
      });
  return loop.getResult(0);
}

State VectorRows::buildRow(OpBuilder &b, Location l, const State &s,
                           ValueRange gxRow) const {
  if (a < 0)
    return foldRow(
        b, l, s, gxRow,
        RowSource{RowRef{gy, SmallVector<Value>(gxRow)}, std::nullopt});
  using Pred = arith::CmpIPredicate;
  Idx x{b, l};
  Value source = tensor::ExtractOp::create(b, l, rowSource, gxRow[a]);
  auto zeros = [&](OpBuilder &zb, Location zl) -> State {
    State out = s;
    Value zero = vector::BroadcastOp::create(zb, zl, vectorType(),
                                             buildZero(zb, zl, type));
    out.gx = vectors(
        zb, zl, axes.back().size, s.gx, stream,
        [&](OpBuilder &nb, Location nl, Value j, Value t) -> Value {
          return write(nb, nl, zero, RowRef{t, SmallVector<Value>(gxRow)}, j);
        });
    return out;
  };
  auto several = [&](OpBuilder &eb, Location el) -> State {
    Idx y{eb, el};
    Preimages pre = buildPreimages(y, axes[a], gxRow[a], outerN);
    FirstTwo two = buildFirstTwo(y, pre);
    // Two: their sum folded as it is read; more: summed into `acc` first.
    auto sumOfTwo = [&](OpBuilder &tb, Location tl) -> State {
      return foldRow(
          tb, tl, s, gxRow,
          RowSource{gyRow(gxRow, pre.start), gyRow(gxRow, two.second)});
    };
    auto more = [&](OpBuilder &mb, Location ml) -> State {
      State t = s;
      t.acc = sumRows(mb, ml, s.acc, gxRow, pre, two);
      return foldRow(mb, ml, t, gxRow,
                     RowSource{RowRef{t.acc, {}}, std::nullopt});
    };
    return buildIf(eb, el, y.cmp(Pred::sge, two.rest, pre.end), s, sumOfTwo,
                   more);
  };
  auto one = [&](OpBuilder &tb, Location tl) -> State {
    return foldRow(tb, tl, s, gxRow,
                   RowSource{gyRow(gxRow, source), std::nullopt});
  };
  Value hasOne = x.cmp(Pred::sge, source, x.cst(0));
  // Constant mode maps one to one (docs/Semantics.md): no row has several.
  if (!border)
    return buildIf(b, l, hasOne, s, one, zeros);
  return buildIf(
      b, l, hasOne, s, one, [&](OpBuilder &fb, Location fl) -> State {
        Idx y{fb, fl};
        return buildIf(fb, fl, y.cmp(Pred::eq, source, y.cst(kNoRow)), s, zeros,
                       several);
      });
}

Value VectorRows::buildRowSources(OpBuilder &b, Location l, Value count) const {
  using Pred = arith::CmpIPredicate;
  Idx x{b, l};
  Value empty = tensor::EmptyOp::create(b, l, ArrayRef<OpFoldResult>{count},
                                        b.getIndexType());
  return scalars(
      b, l, x.cst(0), count, empty,
      [&](OpBuilder &nb, Location nl, Value i, Value t) -> Value {
        Idx y{nb, nl};
        Preimages pre = buildPreimages(y, axes[a], i, outerN);
        Value none = y.cmp(Pred::sge, pre.start, pre.end);
        Value single = y.andI(
            y.cmp(Pred::sge, y.add(pre.start, pre.step), pre.end),
            y.orI(y.cmp(Pred::eq, pre.delta, y.cst(0)),
                  y.cmp(Pred::sge, y.add(pre.start, pre.delta), pre.end)));
        Value v = y.select(none, y.cst(kNoRow),
                           y.select(single, pre.start, y.cst(kSeveralRows)));
        return tensor::InsertOp::create(nb, nl, v, t, i).getResult();
      });
}

Value VectorRows::build(OpBuilder &b, Location l, Value gx,
                        ArrayRef<OpFoldResult> gxSizes) {
  IndexArith ia(b, l);
  Idx x{b, l};
  Value d = axes.back().size;
  State s{gx, Value(), Value(), Value()};
  const GradAxis &last = axes.back();
  std::optional<int64_t> p = getConstantIntValue(last.low);
  if (border && p && *p >= 0 && *p < width &&
      !ShapedType::isDynamic(staticHigh) && staticHigh >= 0 &&
      staticHigh < width) {
    // Within one fold (d >= width): every term's lane is known.
    smallBorders = true;
    lowTerms = getBorderTerms(mode, /*high=*/false, *p, width);
    highTerms = getBorderTerms(mode, /*high=*/true, staticHigh, width);
    if (stream)
      s.row = tensor::EmptyOp::create(b, l, ArrayRef<OpFoldResult>{d}, type);
  } else if (border) {
    // `low` holds the identity between rows.
    Value empty =
        tensor::EmptyOp::create(b, l, ArrayRef<OpFoldResult>{d}, type);
    Value identity = vector::BroadcastOp::create(b, l, vectorType(),
                                                 buildIdentity(b, l, type));
    s.low = vectors(b, l, d, empty, false,
                    [&](OpBuilder &nb, Location nl, Value j, Value t) -> Value {
                      return write(nb, nl, identity, RowRef{t, {}}, j);
                    });
    if (stream)
      s.row = tensor::EmptyOp::create(b, l, ArrayRef<OpFoldResult>{d}, type);
    const GradAxis &axis = axes.back();
    Value p = axis.low, end = x.add(p, d);
    auto table = [&](Value from, Value to, BorderSide side) {
      Value empty = tensor::EmptyOp::create(
          b, l, ArrayRef<OpFoldResult>{x.sub(to, from)}, b.getIndexType());
      return scalars(
          b, l, from, to, empty,
          [&](OpBuilder &nb, Location nl, Value o, Value t) -> Value {
            Idx y{nb, nl};
            Value i = axis.borderMap->map(nb, nl, y.sub(o, p), side);
            return tensor::InsertOp::create(nb, nl, i, t, y.sub(o, from))
                .getResult();
          });
    };
    lowIndex = table(x.cst(0), p, BorderSide::Below);
    highIndex = table(end, n, BorderSide::Above);
  }
  if (a >= 0) {
    if (border)
      s.acc = tensor::EmptyOp::create(b, l, ArrayRef<OpFoldResult>{n}, type);
    rowSource = buildRowSources(b, l, ia.value(gxSizes[a]));
  }
  SmallVector<Value> lbs, ubs, steps;
  for (OpFoldResult size : gxSizes.drop_back()) {
    lbs.push_back(x.cst(0));
    ubs.push_back(ia.value(size));
    steps.push_back(x.cst(1));
  }
  scf::LoopNest nest =
      scf::buildLoopNest(b, l, lbs, ubs, steps, s.values(),
                         [&](OpBuilder &nb, Location nl, ValueRange ivs,
                             ValueRange args) -> scf::ValueVector {
                           return buildRow(nb, nl, s.with(args), ivs).values();
                         });
  if (nest.loops.empty())
    return nest.results.front();
  return nest.loops.front().getResult(0);
}

} // namespace

Value mlir::pad::grad::buildVectorRows(OpBuilder &b, Location l, PadGradOp op,
                                       ArrayRef<GradAxis> axes, int64_t a,
                                       Value outerN, Value n, int64_t width,
                                       bool stream, Value gx,
                                       ArrayRef<OpFoldResult> gxSizes) {
  return VectorRows(op, axes, a, outerN, n, width, stream)
      .build(b, l, gx, gxSizes);
}
