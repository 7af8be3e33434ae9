#!/usr/bin/env bash
# Fuzzes pad with libFuzzer (docs/Reliability.md): builds tools/pad-fuzz with
# ASan + UBSan + coverage into $PAD_BUILD_DIR (default: build-fuzz), makes the
# seed corpus from the project's .mlir tests, then runs pad-fuzz for
# FUZZ_TIME seconds (default 60) or FUZZ_RUNS executions, whichever comes
# first. Exits non-zero when an input crashes, leaks, times out or runs out of
# memory; the input is written to $PAD_BUILD_DIR/fuzz/artifacts/.
#
#   scripts/fuzz.sh                      # the bounded 60 s run
#   FUZZ_TIME=3600 FUZZ_RUNS=1000000 nice -n 19 scripts/fuzz.sh   # a long run
#   scripts/fuzz.sh -seed=1              # extra flags go to libFuzzer
#
# Environment: PAD_BUILD_DIR, FUZZ_TIME (0: no limit), FUZZ_RUNS (-1: no
# limit), FUZZ_SEED (libFuzzer's -seed; default: random), FUZZ_FRESH_CORPUS=1
# (start from the seeds alone, in a new corpus directory: with FUZZ_SEED, a
# FUZZ_RUNS limit and FUZZ_TIME=0 the run is deterministic, as in
# scripts/check.sh),
# FUZZ_SKIP_BUILD=1 (use the existing pad-fuzz), PAD_FUZZ_PIPELINE=1 (also run
# --pad-to-llvm with every strategy on each valid input; slower),
# PAD_FUZZ_GENERATE=1 (the input drives a generator of pad.pad programs
# instead of being MLIR source; own corpus, no seeds, no dictionary).
set -euo pipefail

PAD_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export PAD_BUILD_DIR=${PAD_BUILD_DIR:-$PAD_ROOT/build-fuzz}
FUZZ_TIME=${FUZZ_TIME:-60}
FUZZ_RUNS=${FUZZ_RUNS:--1}
LLVM_VERSION=22

if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
  # libFuzzer and the sanitizer runtimes of clang-22.
  if ! dpkg-query -W -f='${Status}' libclang-rt-$LLVM_VERSION-dev 2>/dev/null |
      grep -q "install ok installed"; then
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    export DEBIAN_FRONTEND=noninteractive
    "${sudo_cmd[@]}" apt-get update -qq
    "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends \
      libclang-rt-$LLVM_VERSION-dev >/dev/null
  fi
  PAD_CMAKE_ARGS="-DPAD_ENABLE_SANITIZERS=ON -DPAD_ENABLE_FUZZER=ON \
-DCMAKE_C_FLAGS=-gline-tables-only -DCMAKE_CXX_FLAGS=-gline-tables-only \
${PAD_CMAKE_ARGS:-}" PAD_NINJA_TARGETS=pad-fuzz \
    source "$PAD_ROOT/scripts/setup.sh"
fi

FUZZER=$PAD_BUILD_DIR/bin/pad-fuzz
WORK=$PAD_BUILD_DIR/fuzz
# The corpus libFuzzer writes to: persistent, or new for a reproducible run.
suffix=""
[ "${FUZZ_FRESH_CORPUS:-0}" = 1 ] && suffix=-fresh
if [ "${PAD_FUZZ_GENERATE:-0}" = 1 ]; then
  CORPUS=$WORK/corpus-generate$suffix
  inputs=("$CORPUS")
else
  CORPUS=$WORK/corpus$suffix
  rm -rf "$WORK/seeds"
  python3 "$PAD_ROOT/test/Fuzz/make-corpus.py" "$WORK/seeds"
  inputs=(-dict="$PAD_ROOT/tools/pad-fuzz/pad.dict" "$CORPUS" "$WORK/seeds")
fi
[ -n "$suffix" ] && rm -rf "$CORPUS"
seed=()
[ -n "${FUZZ_SEED:-}" ] && seed=(-seed="$FUZZ_SEED")
mkdir -p "$CORPUS" "$WORK/artifacts"

# Leaks are reported (libFuzzer checks every input that allocates more than
# it frees); UBSan stops at the first report, as ASan does.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allow_user_poisoning=0:allocator_may_return_null=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

echo "== fuzzing for at most ${FUZZ_TIME}s / ${FUZZ_RUNS} runs; log: $WORK/fuzz.log"
status=0
"$FUZZER" \
  -max_total_time="$FUZZ_TIME" -runs="$FUZZ_RUNS" \
  -max_len=4096 -timeout=30 -rss_limit_mb=4096 -malloc_limit_mb=4096 \
  -artifact_prefix="$WORK/artifacts/" -print_final_stats=1 \
  "${seed[@]}" "$@" "${inputs[@]}" >"$WORK/fuzz.log" 2>&1 || status=$?

# The summary: the last status line and the final statistics.
grep -E '^#[0-9]+' "$WORK/fuzz.log" | tail -1 || true
grep -E '^stat::' "$WORK/fuzz.log" || true
echo "corpus: $(find "$CORPUS" -type f | wc -l) inputs in $CORPUS"
if [ "$status" -ne 0 ]; then
  grep -E 'ERROR: |runtime error|Test unit written' "$WORK/fuzz.log" | head -5 || true
  echo "== pad-fuzz found a problem (exit $status), see $WORK/fuzz.log" >&2
fi
exit "$status"
