#!/usr/bin/env bash
# Streamed lines of a pad of more than two axes (docs/Lowering.md, "Streamed
# lines", planes) against the rows of the same pad, timed in one process:
# 4x2048x2048 f32 by [0, 3, 5] x [0, 7, 9] (64 MiB output), constant and
# reflect, `nontemporal=always`, into a caller's memref (`_into`: the lines)
# and into a tensor destination (`_tinto`: the rows), beside memcpy and a flat
# streaming copy; then the same with the variants in the reverse order (the
# position in the rotation moves a kernel by up to 10 %: docs/Benchmarks.md,
# session 9).
#
#   bash bench/planes_forms.sh [PAD_OPT]
#
# PAD_OPT defaults to build/bin/pad-opt. Needs clang-22 and an AVX2 host.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
padopt=${1:-$here/../build/bin/pad-opt}
llvm=$(llvm-config-22 --bindir)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for mode in constant reflect; do
  cat >"$tmp/$mode.mlir" <<MLIR
func.func @${mode}_into(%in: tensor<4x2048x2048xf32>, %out: memref<4x2058x2062xf32>) attributes { llvm.emit_c_interface } {
  %r = pad.pad %in low[0, 3, 5] high[0, 7, 9] mode($mode) : tensor<4x2048x2048xf32> to tensor<4x2058x2062xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4x2058x2062xf32>, memref<4x2058x2062xf32>) -> ()
  return
}
func.func @${mode}_tinto(%in: tensor<4x2048x2048xf32>, %out: tensor<4x2058x2062xf32> {bufferization.writable = true}) -> tensor<4x2058x2062xf32> attributes { llvm.emit_c_interface } {
  %r = pad.pad %in low[0, 3, 5] high[0, 7, 9] mode($mode) : tensor<4x2048x2048xf32> to tensor<4x2058x2062xf32>
  %t = bufferization.materialize_in_destination %r in %out : (tensor<4x2058x2062xf32>, tensor<4x2058x2062xf32>) -> tensor<4x2058x2062xf32>
  return %t : tensor<4x2058x2062xf32>
}
MLIR
  "$padopt" "$tmp/$mode.mlir" --pad-to-llvm="strategy=vector runtime-checks=false nontemporal=always" |
    "$llvm/mlir-translate" --mlir-to-llvmir -o "$tmp/$mode.ll"
  clang-22 -O3 -march=native -Wno-override-module -c "$tmp/$mode.ll" -o "$tmp/$mode.o"
done
for order in forward reverse; do
  clang-22 -O2 -march=native -I"$here" -DORDER_$order "$here/planes_forms.c" \
    "$tmp/constant.o" "$tmp/reflect.o" -o "$tmp/planes_forms_$order"
  echo "$order:"
  "$tmp/planes_forms_$order"
done
