#!/usr/bin/env bash
# Instructions per output row of the conv3-*-dyn kernels (1x64x56x56 +3 on H
# and W, dynamic shapes: 3,968 rows of 62 f32) that bench/run.py compiled into
# its work directory, counted by valgrind's callgrind in the kernel alone:
# exact and repeatable, whatever else the machine does.
#
#   bash bench/tools/rowcost/run.sh [WORK_DIR] [CONFIG_SUFFIX ...]
#
# WORK_DIR: bench/run.py's --work-dir (default /tmp/pad-bench-$UID); a suffix
# selects the configuration (e.g. "" for `pad vector`, _nt_never for
# `pad vector nt=never`). Needs valgrind, clang-22, and bench/run.py run with
# --cases conv3 first. KNOWN="in.sizes.3=56 ..." compiles each kernel as if
# those fields of its descriptors were known (known_sizes.py): what LLVM
# makes of the same lowering with the width known, for instance.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=${1:-/tmp/pad-bench-$(id -u)}
shift || true
suffixes=("$@")
((${#suffixes[@]})) || suffixes=("")
rows=3968 calls=4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for mode in constant edge reflect symmetric wrap; do
  for suffix in "${suffixes[@]}"; do
    k=k_conv3_${mode}_dyn_pad_vector${suffix}
    [ -f "$work/$k.ll" ] || { echo "$k: not in $work (run bench/run.py --cases conv3)"; continue; }
    # No AVX-512: valgrind does not decode it.
    ll=$work/$k.ll
    if [ -n "${KNOWN:-}" ]; then
      # shellcheck disable=SC2086 # KNOWN is a list of FIELD=VALUE.
      /usr/bin/python3 "$here/known_sizes.py" "$ll" "$tmp/$k.ll" \
        "_mlir_ciface_${k}_into" $KNOWN
      ll=$tmp/$k.ll
    fi
    clang-22 -O3 -march=x86-64-v3 -Wno-override-module -c "$ll" -o "$tmp/$k.o"
    clang-22 -O2 -DKERNEL="_mlir_ciface_${k}_into" "$here/harness.c" "$tmp/$k.o" -o "$tmp/$k"
    valgrind --tool=callgrind --callgrind-out-file="$tmp/$k.cg" \
      --toggle-collect="_mlir_ciface_${k}_into" "$tmp/$k" $calls >/dev/null 2>&1
    total=$(callgrind_annotate "$tmp/$k.cg" | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1; exit}')
    echo "$k: $((total / calls)) instructions per call, $((total / calls / rows)) per row"
  done
done
