#!/usr/bin/env bash
# Installs what is missing, builds, runs the whole test suite (check-pad), then
# the bounded fuzz run of docs/Reliability.md (about a minute, in its own
# ASan + UBSan build under build-fuzz/; FUZZ_TIME=0 skips it).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
ninja -C "$PAD_BUILD_DIR" check-pad
if [ "${FUZZ_TIME:-60}" != 0 ]; then
  PAD_BUILD_DIR="$PAD_ROOT/build-fuzz" FUZZ_TIME="${FUZZ_TIME:-60}" \
    bash "$PAD_ROOT/scripts/fuzz.sh"
fi
