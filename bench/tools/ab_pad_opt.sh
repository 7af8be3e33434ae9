#!/usr/bin/env bash
# Two builds of pad-opt (e.g. main and a change) on one pad, timed in one
# process: a 1xCxHxW f32 pad by P on H and W in MODE with sizes known at run
# time only, into a caller's buffer (bench/run.py's conv3-*-dyn cases by
# default), each compiled with `--pad-to-llvm=strategy=vector`, beside
# memcpy of the output bytes (bench/tools/ab_pad_opt.c). Differences of a few
# per cent drown in the swings between two runs of bench/run.py on a VM;
# here both kernels share the process and the rotation.
#
#   bash bench/tools/ab_pad_opt.sh PAD_OPT_A PAD_OPT_B [MODE [C H W P]]
#
# MODE defaults to reflect, the sizes to 64 56 56 3. Needs clang-22.
# AB_OPTIONS adds --pad-to-llvm options to both builds, e.g.
# AB_OPTIONS="parallel=true" (the program then links libomp; threads from
# OMP_NUM_THREADS; run it with KMP_BLOCKTIME=0 as bench/run.py does);
# STATIC=1 gives both kernels the sizes at compile time instead, B_STATIC=1
# kernel b only (how far the dynamic sizes are from their static twin);
# DYNAMIC_AMOUNTS=1 passes P as an argument (SSA amounts).
# B_KNOWN="in.sizes.3=56 ..." compiles kernel b as if those fields of its
# descriptors were known to LLVM (bench/tools/rowcost/known_sizes.py): the same
# lowering with, e.g., the width known, beside the static twin (B_STATIC=1).
# A_CFLAGS and B_CFLAGS add flags to clang's compile of one kernel each
# (e.g. B_CFLAGS=-fno-unroll-loops: what LLVM's unrolling does to it).
# A_OPTIONS and B_OPTIONS add options to one build each, e.g. one thread
# against two with the same pad-opt:
#   A_OPTIONS="parallel=false" B_OPTIONS="parallel=true" KMP_BLOCKTIME=0 \
#     bash bench/tools/ab_pad_opt.sh build/bin/pad-opt build/bin/pad-opt reflect 16 256 256 1
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
a=${1:?usage: bash bench/tools/ab_pad_opt.sh PAD_OPT_A PAD_OPT_B [MODE [C H W P]]}
b=${2:?usage: bash bench/tools/ab_pad_opt.sh PAD_OPT_A PAD_OPT_B [MODE [C H W P]]}
mode=${3:-reflect} c=${4:-64} h=${5:-56} w=${6:-56} p=${7:-3}
llvm=$(llvm-config-22 --bindir)
amounts="$p, $p"
[ "${DYNAMIC_AMOUNTS:-0}" = 1 ] && amounts='%p, %p'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for v in a b; do
  padopt=$a
  [ "$v" = b ] && padopt=$b
  in_type='tensor<?x?x?x?xf32>' out_type='?x?x?x?xf32'
  if [ "${STATIC:-0}" = 1 ] || { [ "$v" = b ] && [ "${B_STATIC:-0}" = 1 ]; }; then
    in_type="tensor<1x${c}x${h}x${w}xf32>"
    out_type="1x${c}x$((h + 2 * p))x$((w + 2 * p))xf32"
  fi
  cat >"$tmp/$v.mlir" <<MLIR
func.func @$v(%in: $in_type, %out: memref<$out_type>, %p: index) attributes { llvm.emit_c_interface } {
  %r = pad.pad %in low[0, 0, $amounts] high[0, 0, $amounts] mode($mode) : $in_type to tensor<$out_type>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<$out_type>, memref<$out_type>) -> ()
  return
}
MLIR
  side=${A_OPTIONS:-}
  [ "$v" = b ] && side=${B_OPTIONS:-}
  "$padopt" "$tmp/$v.mlir" --pad-to-llvm="strategy=vector ${AB_OPTIONS:-} $side" |
    "$llvm/mlir-translate" --mlir-to-llvmir -o "$tmp/$v.ll"
  if [ "$v" = b ] && [ -n "${B_KNOWN:-}" ]; then
    # shellcheck disable=SC2086 # B_KNOWN is a list of FIELD=VALUE.
    /usr/bin/python3 "$here/rowcost/known_sizes.py" "$tmp/b.ll" "$tmp/b.ll" \
      _mlir_ciface_b $B_KNOWN
  fi
  cflags=${A_CFLAGS:-}
  [ "$v" = b ] && cflags=${B_CFLAGS:-}
  # shellcheck disable=SC2086 # The flags are words.
  clang-22 -O3 -march=native -Wno-override-module $cflags -c "$tmp/$v.ll" \
    -o "$tmp/$v.o"
  # SHIFT_A and SHIFT_B bytes of padding go before kernel a's and b's code
  # (functions start at multiples of 16 bytes): the same machine code at
  # other addresses.
  shift=${SHIFT_A:-0}
  [ "$v" = b ] && shift=${SHIFT_B:-0}
  printf '.text\n.p2align 6\nab_shift_%s:\n.skip %d, 0x90\n%s\n' "$v" "$shift" \
    '.section .note.GNU-stack,"",@progbits' >"$tmp/shift_$v.s"
  clang-22 -c "$tmp/shift_$v.s" -o "$tmp/shift_$v.o"
done
libdir=$(llvm-config-22 --libdir)
clang-22 -O2 -march=native -I"$here" "$here/ab_pad_opt.c" "$tmp/shift_a.o" \
  "$tmp/a.o" "$tmp/shift_b.o" "$tmp/b.o" -L"$libdir" -Wl,-rpath,"$libdir" \
  -Wl,--as-needed -lomp -o "$tmp/ab"
"$tmp/ab" "$c" "$h" "$w" "$p"
