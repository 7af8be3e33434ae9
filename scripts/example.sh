#!/usr/bin/env bash
# Installs what is missing, builds, and runs the bundled example end to end:
# pad-opt lowers it to LLVM, mlir-runner runs it and prints the padded tensors.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
example=$PAD_ROOT/examples/pad.mlir
libs=$LLVM_PREFIX/lib/libmlir_runner_utils.so,$LLVM_PREFIX/lib/libmlir_c_runner_utils.so
echo "== pad-opt $example --pad-to-llvm | mlir-runner"
"$PAD_BUILD_DIR/bin/pad-opt" "$example" --pad-to-llvm |
  mlir-runner -e main -entry-point-result=void -shared-libs="$libs"
