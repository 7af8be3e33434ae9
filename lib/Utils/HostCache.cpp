//===- HostCache.cpp - the compiling machine's last-level cache -----------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "pad/Utils/HostCache.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <string>
#include <unistd.h>

/// The most cache one core's output can stay in: Zen 3 to Zen 5 give a core
/// the L3 of its CCX, 32 MiB, but report (and VMs on them pass on) the whole
/// socket's, hundreds of MiB.
constexpr int64_t kMaxUsableCacheBytes = int64_t(32) << 20;

static int64_t readHostLastLevelCacheBytes() {
  // sysfs names each cache of cpu0 with its level and size ("32768K").
  int64_t best = 0;
  for (int index = 0; index < 8; ++index) {
    std::string dir =
        "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index);
    std::ifstream levelFile(dir + "/level"), sizeFile(dir + "/size");
    int level = 0;
    std::string size;
    if (!(levelFile >> level) || !(sizeFile >> size) || size.empty())
      continue;
    int64_t scale = 1;
    switch (size.back()) {
    case 'K':
      scale = 1 << 10;
      break;
    case 'M':
      scale = 1 << 20;
      break;
    case 'G':
      scale = 1 << 30;
      break;
    default:
      break;
    }
    int64_t bytes = std::atoll(size.c_str()) * scale;
    if (level >= 2 && bytes > best)
      best = bytes;
  }
  if (best > 0)
    return best;
#ifdef _SC_LEVEL3_CACHE_SIZE
  long l3 = sysconf(_SC_LEVEL3_CACHE_SIZE);
  if (l3 > 0)
    return l3;
#endif
#ifdef _SC_LEVEL2_CACHE_SIZE
  long l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
  if (l2 > 0)
    return l2;
#endif
  return kMaxUsableCacheBytes;
}

int64_t mlir::pad::getHostLastLevelCacheBytes() {
  // Read once per process: convert-pad-to-vector asks for every pad, and
  // the files cost system calls.
  static const int64_t bytes =
      std::min(readHostLastLevelCacheBytes(), kMaxUsableCacheBytes);
  return bytes;
}
