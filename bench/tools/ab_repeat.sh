#!/usr/bin/env bash
# bench/tools/ab_pad_opt.sh run N times per mode, summarized: the median over the
# runs of each build's figure (× memcpy, the mean of a run's two samples)
# and of b/a per run, with its least and most. Both builds share each run's
# process, so b/a is the figure to read; run it in both orders (A B, then
# B A): where functions `a` and `b` land in the program can change their
# speed by itself.
#
#   bash bench/tools/ab_repeat.sh PAD_OPT_A PAD_OPT_B N MODE...
#
# The environment of bench/tools/ab_pad_opt.sh applies (STATIC=1,
# DYNAMIC_AMOUNTS=1, A_OPTIONS, B_OPTIONS, ...). With SHIFTS=1 each run
# puts both kernels at other addresses (SHIFT_A and SHIFT_B of
# ab_pad_opt.sh drawn from 0, 16, 32 and 48 bytes, from SHIFTS_SEED,
# default 1): the medians then span placements rather than one.
# AB_SIZES="C H W P" sets the pad's sizes (ab_pad_opt.sh's defaults: 64 56
# 56 3). SHIFT_SLOTS=256 draws from 0 to 4080 bytes instead: other pages, cache
# sets and branch predictor entries too.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
usage="usage: bash bench/tools/ab_repeat.sh PAD_OPT_A PAD_OPT_B N MODE..."
a=${1:?$usage} b=${2:?$usage} n=${3:?$usage}
shift 3
RANDOM=${SHIFTS_SEED:-1}
slots=${SHIFT_SLOTS:-4}
for mode in "$@"; do
  figures=()
  for _ in $(seq "$n"); do
    if [ "${SHIFTS:-0}" = 1 ]; then
      export SHIFT_A=$((RANDOM % slots * 16)) SHIFT_B=$((RANDOM % slots * 16))
    fi
    # shellcheck disable=SC2086 # AB_SIZES is "C H W P".
    out=$(bash "$here/ab_pad_opt.sh" "$a" "$b" "$mode" ${AB_SIZES:-} | tail -4)
    for slot in a b; do
      figures+=("$(awk -v slot="$slot" '$1 == slot { gsub("x", "", $4); s += $4; k++ }
                                         END { printf "%.4f", s / k }' <<<"$out")")
    done
  done
  /usr/bin/python3 - "$mode" "${figures[@]}" <<'PY'
import statistics, sys
mode, v = sys.argv[1], list(map(float, sys.argv[2:]))
a, b = v[0::2], v[1::2]
r = [y / x for x, y in zip(a, b)]
print(f"{mode}: a {statistics.median(a):.3f}x  b {statistics.median(b):.3f}x"
      f"  b/a {statistics.median(r):.3f} [{min(r):.3f}, {max(r):.3f}]"
      f"  ({len(r)} runs)")
PY
done
