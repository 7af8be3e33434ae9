#!/usr/bin/env bash
# Installs what is missing, builds, runs the whole test suite (check-pad), then
# the bounded fuzz run of docs/Reliability.md in its own ASan + UBSan build
# under build-fuzz/: a fixed seed, a fixed number of runs and a fresh corpus,
# so that it gives the same answer, with the same statistics, every time; and
# there the fuzzer's replay test.
# FUZZ_RUNS=0 skips it; the long random runs are in docs/Reliability.md.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
# setup.sh installed the cross toolchains and qemu: their tests must run.
PAD_REQUIRE_CROSS_TARGETS=1 ninja -C "$PAD_BUILD_DIR" check-pad
if [ "${FUZZ_RUNS:-20000}" != 0 ]; then
  PAD_BUILD_DIR="$PAD_ROOT/build-fuzz" FUZZ_TIME=0 \
    FUZZ_RUNS="${FUZZ_RUNS:-20000}" FUZZ_SEED=1 FUZZ_FRESH_CORPUS=1 \
    bash "$PAD_ROOT/scripts/fuzz.sh"
  # test/Fuzz/replay.test, which needs pad-fuzz (unsupported in the main
  # build): every finding's input, those of the pipeline through it too.
  "$(llvm-config-22 --bindir)/lit" -q "$PAD_ROOT/build-fuzz/test/Fuzz/replay.test"
fi
