#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite (check-pad).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
ninja -C "$PAD_BUILD_DIR" check-pad
