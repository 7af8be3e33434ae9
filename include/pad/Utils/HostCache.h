//===- HostCache.h - the compiling machine's last-level cache --*- C++ -*-===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef PAD_UTILS_HOSTCACHE_H
#define PAD_UTILS_HOSTCACHE_H

#include <cstdint>

namespace mlir {
namespace pad {

/// The size in bytes of the last-level cache one core of the machine running
/// the compiler can use: what sysfs, else sysconf, reports, at most 32 MiB
/// (the L3 of one AMD CCX; machines and VMs report a whole socket's L3); 32
/// MiB when neither tells. Read once per process.
int64_t getHostLastLevelCacheBytes();

} // namespace pad
} // namespace mlir

#endif // PAD_UTILS_HOSTCACHE_H
