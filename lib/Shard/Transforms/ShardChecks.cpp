//===- ShardChecks.cpp - What shard-partition cannot do, and process counts
//===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Two checks of a sharded module before shard-partition (docs/Distributed.md):
// the reshardings LLVM 22's partitioner cannot make are errors at compile
// time (pad-check-resharding), and the number of processes of MPI is compared
// with each grid's at run time (pad-insert-grid-size-checks).
//
//===----------------------------------------------------------------------===//

#include "pad/IR/PadDialect.h"
#include "pad/IR/PadOps.h"
#include "pad/Shard/Extensions/ShardOffsets.h"
#include "pad/Shard/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace pad {
#define GEN_PASS_DEF_PADCHECKRESHARDINGPASS
#define GEN_PASS_DEF_PADINSERTGRIDSIZECHECKSPASS
#include "pad/Shard/Transforms/Passes.h.inc"
} // namespace pad
} // namespace mlir

using namespace mlir;
using namespace mlir::shard;

using SplitAxes = SmallVector<SmallVector<GridAxis>>;

static SplitAxes getSplitAxes(const Sharding &sharding) {
  SplitAxes axes;
  for (GridAxesAttr attr : sharding.getSplitAxes())
    axes.emplace_back(attr.asArrayRef());
  while (!axes.empty() && axes.back().empty())
    axes.pop_back();
  return axes;
}

/// `axes` after the one step of resharding that shard-partition takes from
/// `from` towards `to` (moving, adding or removing the last grid axis of a
/// tensor axis, in this order of preference), if any.
static std::optional<SplitAxes> reshardStep(SplitAxes from,
                                            const SplitAxes &to) {
  auto at = [](const SplitAxes &axes, size_t k) {
    return k < axes.size() ? ArrayRef<GridAxis>(axes[k]) : ArrayRef<GridAxis>();
  };
  auto grow = [](SplitAxes &axes, size_t k) {
    if (axes.size() <= k)
      axes.resize(k + 1);
  };
  size_t rank = std::max(from.size(), to.size());
  for (size_t s = 0; s < rank; ++s) {
    for (size_t t = 0; t < rank; ++t) {
      ArrayRef<GridAxis> a = at(from, s), b = at(to, t);
      if (s == t || a.empty() || b.empty() || a.back() != b.back() ||
          a.drop_back() != b.drop_back())
        continue;
      GridAxis axis = a.back();
      from[s].pop_back();
      grow(from, t);
      from[t].push_back(axis);
      return from;
    }
  }
  for (size_t k = 0; k < to.size(); ++k) {
    ArrayRef<GridAxis> a = at(from, k), b = at(to, k);
    if (b.size() == a.size() + 1 && b.drop_back() == a) {
      grow(from, k);
      from[k].push_back(b.back());
      return from;
    }
  }
  for (size_t k = 0; k < from.size(); ++k) {
    ArrayRef<GridAxis> a = at(from, k), b = at(to, k);
    if (a.size() == b.size() + 1 && a.drop_back() == b) {
      from[k].pop_back();
      return from;
    }
  }
  return std::nullopt;
}

/// Whether every static axis of `type` split by `axes` has an even split over
/// its group of processes.
static bool dividesEvenly(RankedTensorType type, GridOp grid,
                          const SplitAxes &axes) {
  for (auto [k, group] : llvm::enumerate(axes)) {
    if (group.empty() || k >= static_cast<size_t>(type.getRank()))
      continue;
    int64_t n = collectiveProcessGroupSize(group, grid);
    int64_t d = type.getDimSize(k);
    if (!ShapedType::isDynamic(d) && !ShapedType::isDynamic(n) &&
        !pad::getEvenShardOffsets(d, n))
      return false;
  }
  return true;
}

/// Whether shard-partition reshards a value of `type` from `from` to `to`.
static bool canReshard(RankedTensorType type, GridOp grid, const Sharding &from,
                       const Sharding &to) {
  if (from == to || (isFullReplication(from) && isFullReplication(to)))
    return true;
  bool offsets = !from.getStaticShardedDimsOffsets().empty() ||
                 !to.getStaticShardedDimsOffsets().empty() ||
                 !from.getDynamicShardedDimsOffsets().empty() ||
                 !to.getDynamicShardedDimsOffsets().empty();
  if (offsets || !grid)
    return false;
  // A change of halo sizes alone becomes an update_halo.
  if (from.equalSplitAxes(to))
    return true;
  if (!from.getStaticHaloSizes().empty() || !to.getStaticHaloSizes().empty())
    return false;
  SplitAxes source = getSplitAxes(from), target = getSplitAxes(to);
  std::optional<SplitAxes> step = reshardStep(source, target);
  if (!step)
    return false;
  while (!step->empty() && step->back().empty())
    step->pop_back();
  return *step == target && dividesEvenly(type, grid, source) &&
         dividesEvenly(type, grid, target);
}

/// `sharding` as written in the shard dialect's syntax.
static std::string describe(const Sharding &sharding) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "split_axes = [";
  llvm::interleaveComma(sharding.getSplitAxes(), os, [&](GridAxesAttr axes) {
    os << "[";
    llvm::interleaveComma(axes.asArrayRef(), os);
    os << "]";
  });
  os << "]";
  if (!sharding.getStaticShardedDimsOffsets().empty()) {
    os << " sharded_dims_offsets = [";
    llvm::interleaveComma(sharding.getStaticShardedDimsOffsets(), os);
    os << "]";
  }
  if (!sharding.getStaticHaloSizes().empty()) {
    os << " halo_sizes = [";
    llvm::interleaveComma(sharding.getStaticHaloSizes(), os);
    os << "]";
  }
  return text;
}

namespace {

struct PadCheckReshardingPass
    : pad::impl::PadCheckReshardingPassBase<PadCheckReshardingPass> {
  void runOnOperation() override {
    SymbolTableCollection symbols;
    WalkResult result = getOperation()->walk([&](ShardOp target) {
      auto source = target.getSrc().getDefiningOp<ShardOp>();
      auto type = dyn_cast<RankedTensorType>(target.getType());
      if (!source || !type)
        return WalkResult::advance();
      Sharding from(source.getSharding()), to(target.getSharding());
      GridOp grid = getGridOrNull(target, to.getGridAttr(), symbols);
      if (canReshard(type, grid, from, to))
        return WalkResult::advance();
      // The value resharded: through the annotations of propagation.
      Value value = source.getSrc();
      while (auto shard = value.getDefiningOp<ShardOp>())
        value = shard.getSrc();
      if (auto pad = value.getDefiningOp<pad::PadOp>()) {
        InFlightDiagnostic diag = pad.emitOpError(
            "expected the result's sharding to give each process the rows its "
            "source rows pad into");
        diag.attachNote(target.getLoc())
            << "resharded here to " << describe(to) << " from "
            << describe(from) << ", which shard-partition cannot do "
            << "(docs/Distributed.md)";
        return WalkResult::interrupt();
      }
      target.emitOpError("cannot be resharded from ")
          << describe(from) << " to " << describe(to)
          << ": shard-partition reshards only shardings without "
          << "sharded_dims_offsets, one grid axis at a time, along axes their "
          << "grid axes divide (docs/Distributed.md)";
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};

struct PadInsertGridSizeChecksPass
    : pad::impl::PadInsertGridSizeChecksPassBase<PadInsertGridSizeChecksPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool openMPI = getImplementation(module) == "OpenMPI";
    SymbolTableCollection symbols;
    for (func::FuncOp func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      // The grids of the function's shardings, in order of appearance.
      llvm::SetVector<GridOp> grids;
      func.walk([&](ShardingOp sharding) {
        GridOp grid = getGridOrNull(sharding, sharding.getGridAttr(), symbols);
        if (grid && !ShapedType::isDynamicShape(grid.getShape()))
          grids.insert(grid);
      });
      if (grids.empty())
        continue;
      OpBuilder b = OpBuilder::atBlockBegin(&func.getBody().front());
      FailureOr<Value> count = buildCommWorldSize(b, func.getLoc(), openMPI);
      if (failed(count))
        return signalPassFailure();
      for (GridOp grid : grids) {
        int64_t n = 1;
        for (int64_t s : grid.getShape())
          n *= s;
        Location loc = func.getLoc();
        Value ok =
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, *count,
                                  arith::ConstantIndexOp::create(b, loc, n));
        std::string msg =
            ("pad.pad: shard grid @" + grid.getSymName() + " has " + Twine(n) +
             " processes, the MPI communicator has {}")
                .str();
        pad::AssertOp::create(b, loc, ok, b.getStringAttr(msg),
                              ValueRange{*count});
      }
    }
  }

private:
  /// The module's MPI library (pad-set-mpi-implementation), MPICH without
  /// one as for the MPI-to-LLVM lowering.
  static StringRef getImplementation(ModuleOp module) {
    if (auto map = module->getAttrOfType<MapAttr>("dlti.map"))
      for (DataLayoutEntryInterface entry : map.getEntries())
        if (auto key = dyn_cast<StringAttr>(entry.getKey());
            key && key.getValue() == "MPI:Implementation")
          if (auto value = dyn_cast<StringAttr>(entry.getValue()))
            return value.getValue();
    return "MPICH";
  }

  /// MPI_Comm_size(MPI_COMM_WORLD) as an index, in the LLVM dialect: the
  /// mpi dialect's comm_size has no lowering in LLVM 22. OpenMPI's
  /// communicator is the address of ompi_mpi_comm_world (the global the
  /// MPI-to-LLVM lowering declares too), MPICH's the integer 0x44000000.
  static FailureOr<Value> buildCommWorldSize(OpBuilder &b, Location loc,
                                             bool openMPI) {
    ModuleOp module =
        b.getInsertionBlock()->getParentOp()->getParentOfType<ModuleOp>();
    MLIRContext *ctx = b.getContext();
    auto ptr = LLVM::LLVMPointerType::get(ctx);
    Type i32 = b.getI32Type();
    Type commType = openMPI ? Type(ptr) : i32;
    Value comm;
    if (openMPI) {
      StringRef name = "ompi_mpi_comm_world";
      if (!module.lookupSymbol<LLVM::GlobalOp>(name)) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(module.getBody());
        LLVM::GlobalOp::create(
            b, loc, LLVM::LLVMStructType::getOpaque("ompi_communicator_t", ctx),
            /*isConstant=*/false, LLVM::Linkage::External, name,
            /*value=*/Attribute());
      }
      comm = LLVM::AddressOfOp::create(b, loc, ptr, name);
    } else {
      comm = LLVM::ConstantOp::create(b, loc, i32, 0x44000000);
    }
    FailureOr<LLVM::LLVMFuncOp> fn = LLVM::lookupOrCreateFn(
        b, module, "MPI_Comm_size", {commType, ptr}, i32);
    if (failed(fn))
      return module.emitError("cannot declare MPI_Comm_size");
    Value one = LLVM::ConstantOp::create(b, loc, b.getI64Type(), 1);
    Value slot = LLVM::AllocaOp::create(b, loc, ptr, i32, one);
    LLVM::CallOp::create(b, loc, *fn, ValueRange{comm, slot});
    Value size = LLVM::LoadOp::create(b, loc, i32, slot);
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), size)
        .getResult();
  }
};

} // namespace
