#!/usr/bin/env bash
# Where the time of a benchmark case goes: samples (`perf record`, the
# cpu-clock software event, which also works in VMs without hardware
# counters) of bench/run.py's driver running one case, then each kernel's
# share of the samples and its hottest instructions (`perf annotate`) beside
# the flat copy loops of the same bytes:
#
#   bash bench/tools/profile.sh WORK_DIR [CASE...]
#
# WORK_DIR is a bench/run.py work directory holding the driver `pad-bench`
# built for the cases, e.g. from
#   /usr/bin/python3 bench/run.py --cases '^(mat-reflect|conv3-reflect-dyn)$' \
#     --configs '^pad vector( parallel)?$' --compile-sizes '' --output '' \
#     --work-dir /tmp/prof
# CASE defaults to mat-reflect, conv3-reflect-dyn, mli-i8 and
# conv-reflect-dyn. Needs `perf` (Debian's linux-perf) with
# kernel.perf_event_paranoid <= 2.
set -euo pipefail
work=${1:?usage: bash bench/tools/profile.sh WORK_DIR [CASE...]}
shift
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(mat-reflect conv3-reflect-dyn mli-i8 conv-reflect-dyn)
export KMP_BLOCKTIME=0 # As bench/run.py: no OpenMP worker spinning after a call.
for c in "${cases[@]}"; do
  data="$work/perf-$c.data"
  perf record -q -e cpu-clock -F 10000 -o "$data" \
    "$work/pad-bench" "$c" --budget 2 --only "pad vector" >/dev/null
  echo "## $c: share of all samples"
  perf report -i "$data" --stdio --sort symbol 2>/dev/null |
    grep -E 'k_[a-z0-9_]+_pad_vector|avx2Copy|streamingCopy|memmove' |
    sed -E 's/ +/ /g; s/ - - *$//'
  # The kernel into a caller's buffer, or its C wrapper where it was inlined.
  kernel="k_$(tr - _ <<<"$c")_pad_vector_into"
  report=$(perf report -i "$data" --stdio --sort symbol 2>/dev/null)
  grep -Eq "\] $kernel( |\$)" <<<"$report" || kernel="_mlir_ciface_$kernel"
  for sym in "$kernel" "(anonymous namespace)::avx2Copy"; do
    echo "## $c: $sym, instructions with >= 2 % of its samples"
    perf annotate -i "$data" --stdio -s "$sym" 2>/dev/null |
      awk -F: '$1 + 0 >= 2 { sub(/^ +/, ""); print }'
  done
done
