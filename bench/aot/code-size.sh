#!/usr/bin/env bash
# Prints the code-size table of docs/Kernels.md ("Code size"): for each
# target, with and without runtime checks, the bytes of each _mlir_ciface_
# function of test/AOT/Inputs/bare-metal.mlir (llvm-nm -S) and the .text
# total (llvm-size).
#
#   bash bench/aot/code-size.sh [build dir, default build]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:-$ROOT/build}
BIN=$(llvm-config-22 --bindir)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
IN=$ROOT/test/AOT/Inputs/bare-metal.mlir

# The size in bytes of _mlir_ciface_$1 in $T/k.o.
size_of() {
  local hex
  hex=$("$BIN/llvm-nm" -S --defined-only "$T/k.o" |
    awk -v n="_mlir_ciface_$1" '$4 == n { print $2 }')
  echo $((16#$hex))
}

echo "| target | runtime checks | \`chw_i8\` | \`hwc_i16\` | \`reflect_f32\` | \`.text\` total |"
echo "|---|---|---|---|---|---|"
while read -r target; do
  for checks in false true; do
    # shellcheck disable=SC2086 # $target holds the triple and its flags.
    "$BUILD/bin/pad-aot" "$IN" -o "$T/k.o" --target=$target \
      --runtime-checks=$checks
    total=$("$BIN/llvm-size" "$T/k.o" | awk 'NR == 2 { print $1 }')
    echo "| \`$target\` | $checks | $(size_of chw_i8) | $(size_of hwc_i16) |" \
      "$(size_of reflect_f32) | $total |"
  done
done <<'TARGETS'
x86_64-linux-gnu --cpu=x86-64-v3
aarch64-linux-gnu
arm-linux-gnueabihf
riscv64-linux-gnu
thumbv7em-none-eabi --cpu=cortex-m4
riscv32-unknown-elf --features=+m,+c
TARGETS
