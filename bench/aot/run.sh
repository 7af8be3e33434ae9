#!/usr/bin/env bash
# Times pad-aot kernels (examples/mli/padding2d.mlir; the target's vector
# width, and 256 bits) against clang-22 -O3 on the same MLIR (pad-opt --pad-to-llvm | mlir-translate | clang -O3
# -march=native) and a hand-written C loop, on the host. Prints medians.
#
#   bash bench/aot/run.sh [build dir, default build]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:-$ROOT/build}
BIN=$(llvm-config-22 --bindir)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
K=$ROOT/examples/mli/padding2d.mlir

"$BUILD/bin/pad-aot" "$K" -o "$T/padding2d.o" --header "$T/padding2d.h" \
  --runtime-checks=false
# pad-aot with 256-bit vectors whatever the host (renamed v256_*).
sed 's/@padding2d_/@v256_padding2d_/' "$K" >"$T/v256.mlir"
"$BUILD/bin/pad-aot" "$T/v256.mlir" -o "$T/v256.o" --header "$T/padding2d_v256.h" \
  --runtime-checks=false --vector-bits=256
# The same MLIR through pad-opt, mlir-translate and clang-22 -O3, its
# functions renamed clang_* to link both into one program.
sed 's/@padding2d_/@clang_padding2d_/; s/%right: index) {/%right: index) attributes {llvm.emit_c_interface} {/' \
  "$K" >"$T/clang.mlir"
"$BUILD/bin/pad-opt" "$T/clang.mlir" --pad-to-llvm="runtime-checks=false" |
  "$BIN/mlir-translate" --mlir-to-llvmir >"$T/clang.ll"
"$BIN/clang" -O3 -march=native -Wno-override-module -c -x ir "$T/clang.ll" -o "$T/clang.o"
"$BUILD/bin/pad-aot" "$T/clang.mlir" -o /dev/null --header "$T/padding2d_clang.h"
"$BIN/clang" -std=c99 -O3 -march=native -I "$T" "$ROOT/bench/aot/bench.c" \
  "$T/padding2d.o" "$T/v256.o" "$T/clang.o" -o "$T/bench"
echo "# $(lscpu | grep 'Model name' | sed 's/  */ /g'), $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
"$T/bench"
