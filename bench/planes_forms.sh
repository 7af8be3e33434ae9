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
#   bash bench/planes_forms.sh [PAD_OPT [C H W TOP LEFT BOTTOM RIGHT]]
#
# PAD_OPT defaults to build/bin/pad-opt; the other arguments give another
# source (CxHxW f32) and amounts, e.g. `3 1024 1024 16 16 16 16` for the
# planes of bench/run.py's img16-* cases. Needs clang-22 and an AVX2 host.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
padopt=${1:-$here/../build/bin/pad-opt}
c=${2:-4} h=${3:-2048} w=${4:-2048}
top=${5:-3} left=${6:-5} bottom=${7:-7} right=${8:-9}
oh=$((h + top + bottom)) ow=$((w + left + right))
src="tensor<${c}x${h}x${w}xf32>" dst="tensor<${c}x${oh}x${ow}xf32>"
dstm="memref<${c}x${oh}x${ow}xf32>" amounts="low[0, $top, $left] high[0, $bottom, $right]"
llvm=$(llvm-config-22 --bindir)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for mode in constant reflect; do
  cat >"$tmp/$mode.mlir" <<MLIR
func.func @${mode}_into(%in: $src, %out: $dstm) attributes { llvm.emit_c_interface } {
  %r = pad.pad %in $amounts mode($mode) : $src to $dst
  bufferization.materialize_in_destination %r in restrict writable %out : ($dst, $dstm) -> ()
  return
}
func.func @${mode}_tinto(%in: $src, %out: $dst {bufferization.writable = true}) -> $dst attributes { llvm.emit_c_interface } {
  %r = pad.pad %in $amounts mode($mode) : $src to $dst
  %t = bufferization.materialize_in_destination %r in %out : ($dst, $dst) -> $dst
  return %t : $dst
}
MLIR
  "$padopt" "$tmp/$mode.mlir" --pad-to-llvm="strategy=vector runtime-checks=false nontemporal=always" |
    "$llvm/mlir-translate" --mlir-to-llvmir -o "$tmp/$mode.ll"
  clang-22 -O3 -march=native -Wno-override-module -c "$tmp/$mode.ll" -o "$tmp/$mode.o"
done
for order in forward reverse; do
  clang-22 -O2 -march=native -I"$here" -DORDER_$order -DC=$c -DH=$h -DW=$w \
    -DOH=$oh -DOW=$ow "$here/planes_forms.c" \
    "$tmp/constant.o" "$tmp/reflect.o" -o "$tmp/planes_forms_$order"
  echo "$order:"
  "$tmp/planes_forms_$order"
done
