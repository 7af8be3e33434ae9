#!/usr/bin/env bash
# Installs what is missing (Debian 12, as root or with sudo), then configures
# and builds pad into $PAD_BUILD_DIR (default: build). Sourced by
# scripts/example.sh and scripts/check.sh.
set -euo pipefail

PAD_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PAD_BUILD_DIR=${PAD_BUILD_DIR:-$PAD_ROOT/build}
LLVM_VERSION=22

packages=(
  cmake ninja-build
  llvm-$LLVM_VERSION-dev llvm-$LLVM_VERSION-tools
  libmlir-$LLVM_VERSION-dev mlir-$LLVM_VERSION-tools
  clang-$LLVM_VERSION lld-$LLVM_VERSION libclang-rt-$LLVM_VERSION-dev
  python3 python3-numpy
  valgrind ccache
  libomp-$LLVM_VERSION-dev
  # SPMD pads run under mpirun (test/Integration/MPI)
  openmpi-bin libopenmpi-dev
  # pad-aot's kernels cross-compiled and run under qemu (test/AOT)
  qemu-user gcc-aarch64-linux-gnu gcc-arm-linux-gnueabihf gcc-riscv64-linux-gnu
  libc6-dev-arm64-cross libc6-dev-armhf-cross libc6-dev-riscv64-cross
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
if ((${#missing[@]})); then
  echo "== installing: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

LLVM_CONFIG=llvm-config-$LLVM_VERSION
LLVM_PREFIX=$($LLVM_CONFIG --prefix)
export PATH="$LLVM_PREFIX/bin:$PATH"

# ccache makes rebuilds of other checkouts (worktrees, fresh clones) cheap;
# paths below the checkout are hashed relative to it.
launcher=()
if command -v ccache >/dev/null; then
  export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PAD_ROOT}
  launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi

echo "== configuring and building in $PAD_BUILD_DIR"
cmake -G Ninja -S "$PAD_ROOT" -B "$PAD_BUILD_DIR" \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$(command -v clang-$LLVM_VERSION)" \
  -DCMAKE_CXX_COMPILER="$(command -v clang++-$LLVM_VERSION)" \
  -DLLVM_USE_LINKER=lld \
  -DMLIR_DIR="$($LLVM_CONFIG --libdir)/cmake/mlir" \
  "${launcher[@]}" \
  ${PAD_CMAKE_ARGS:-} >/dev/null
ninja -C "$PAD_BUILD_DIR" ${PAD_NINJA_TARGETS:-all}
