#!/usr/bin/env bash
# Installs what is missing, builds, and runs pad-opt on the bundled example.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
example=$PAD_ROOT/examples/pad.mlir
echo "== pad-opt --canonicalize $example"
"$PAD_BUILD_DIR/bin/pad-opt" --canonicalize "$example"
