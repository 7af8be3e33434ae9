//===- tiling_driver.cpp - time fused and unfused pad + convolution -------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Benchmark driver built by bench/tiling.py (docs/Tiling.md, "Performance").
// tiling.py generates `kernels.inc` (one
// line per kernel: name, pad mode) and links this file with the kernels'
// objects, in which `malloc` and `free` were renamed to `bench_malloc` and
// `bench_free` (llvm-objcopy --redefine-sym): every byte a kernel allocates
// goes through the counters below. Each kernel computes
//
//   out = conv_2d_nhwc_hwcf(pad(x, 1 on H and W, mode), w)
//
// for x: 1xHxWxC, w: 3x3xCxF, out: 1xHxWxF (a destination buffer). The driver
// checks every kernel against a scalar reference, then times them
// interleaved (one warm-up call each, then rounds until --budget seconds per
// kernel, at least 5) and prints, per kernel, one JSON line: min and median
// time, and the peak number of bytes the kernel had allocated at once.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct Desc4 {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[4];
  int64_t strides[4];
};

using KernelFn = void (*)(Desc4 *x, Desc4 *w, Desc4 *out);

struct Kernel {
  const char *name;
  const char *mode; // "reflect" or "constant"
  KernelFn fn;
};

size_t liveBytes = 0, peakBytes = 0;

} // namespace

extern "C" void *bench_malloc(size_t n) {
  // A 64-byte header keeps the returned pointer as aligned as malloc's.
  auto *p = static_cast<char *>(std::malloc(n + 64));
  if (!p)
    return nullptr;
  *reinterpret_cast<size_t *>(p) = n;
  liveBytes += n;
  peakBytes = std::max(peakBytes, liveBytes);
  return p + 64;
}

extern "C" void bench_free(void *q) {
  if (!q)
    return;
  char *p = static_cast<char *>(q) - 64;
  liveBytes -= *reinterpret_cast<size_t *>(p);
  std::free(p);
}

#define KERNEL(NAME, MODE)                                                     \
  extern "C" void _mlir_ciface_##NAME(Desc4 *, Desc4 *, Desc4 *);
#include "kernels.inc"
#undef KERNEL

namespace {

const Kernel kKernels[] = {
#define KERNEL(NAME, MODE) {#NAME, MODE, _mlir_ciface_##NAME},
#include "kernels.inc"
#undef KERNEL
};

Desc4 makeDesc(std::vector<float> &v, int64_t a, int64_t b, int64_t c,
               int64_t d) {
  Desc4 r{v.data(), v.data(), 0, {a, b, c, d}, {b * c * d, c * d, d, 1}};
  return r;
}

/// Reflect (edge not repeated) or zero padding of one coordinate.
int64_t reflectIndex(int64_t j, int64_t n) {
  if (j < 0)
    return -j;
  if (j >= n)
    return 2 * (n - 1) - j;
  return j;
}

void reference(const std::vector<float> &x, const std::vector<float> &w,
               std::vector<float> &out, int64_t H, int64_t W, int64_t C,
               int64_t F, bool reflect) {
  std::vector<double> acc(F);
  for (int64_t h = 0; h < H; ++h)
    for (int64_t wo = 0; wo < W; ++wo) {
      std::fill(acc.begin(), acc.end(), 0.0);
      for (int64_t kh = 0; kh < 3; ++kh)
        for (int64_t kw = 0; kw < 3; ++kw) {
          int64_t ih = h + kh - 1, iw = wo + kw - 1;
          bool inside = ih >= 0 && ih < H && iw >= 0 && iw < W;
          if (!inside && !reflect)
            continue;
          ih = reflectIndex(ih, H);
          iw = reflectIndex(iw, W);
          const float *px = &x[(ih * W + iw) * C];
          for (int64_t c = 0; c < C; ++c) {
            const float *pw = &w[((kh * 3 + kw) * C + c) * F];
            for (int64_t f = 0; f < F; ++f)
              acc[f] += double(px[c]) * pw[f];
          }
        }
      for (int64_t f = 0; f < F; ++f)
        out[(h * W + wo) * F + f] = float(acc[f]);
    }
}

} // namespace

int main(int argc, char **argv) {
  int64_t H = 56, W = 56, C = 64, F = 64;
  double budget = 1.0;
  for (int i = 1; i + 1 < argc; ++i) {
    if (!std::strcmp(argv[i], "--budget"))
      budget = std::atof(argv[++i]);
  }
  std::vector<float> x(H * W * C), w(9 * C * F), out(H * W * F),
      expected(H * W * F);
  // Small integers: exact products, sums exact up to float rounding order.
  for (size_t i = 0; i < x.size(); ++i)
    x[i] = float(int64_t((i * 7919) % 13) - 6) / 4;
  for (size_t i = 0; i < w.size(); ++i)
    w[i] = float(int64_t((i * 104729) % 11) - 5) / 8;

  bool ok = true;
  for (const Kernel &k : kKernels) {
    bool reflect = !std::strcmp(k.mode, "reflect");
    reference(x, w, expected, H, W, C, F, reflect);
    std::fill(out.begin(), out.end(), -12345.0f);
    Desc4 dx = makeDesc(x, 1, H, W, C), dw = makeDesc(w, 3, 3, C, F),
          dout = makeDesc(out, 1, H, W, F);
    k.fn(&dx, &dw, &dout);
    double worst = 0;
    for (size_t i = 0; i < out.size(); ++i)
      worst = std::max(worst, double(std::fabs(out[i] - expected[i])));
    if (worst > 1e-3) {
      std::printf("{\"kernel\": \"%s\", \"error\": \"max abs diff %g\"}\n",
                  k.name, worst);
      ok = false;
    }
  }
  if (!ok)
    return 1;

  size_t n = sizeof(kKernels) / sizeof(kKernels[0]);
  std::vector<std::vector<double>> samples(n);
  std::vector<size_t> peaks(n, 0);
  std::vector<double> spent(n, 0.0);
  Desc4 dx = makeDesc(x, 1, H, W, C), dw = makeDesc(w, 3, 3, C, F),
        dout = makeDesc(out, 1, H, W, F);
  for (size_t i = 0; i < n; ++i) // warm-up
    kKernels[i].fn(&dx, &dw, &dout);
  for (;;) {
    bool more = false;
    for (size_t i = 0; i < n; ++i) {
      if (samples[i].size() >= 5 && spent[i] >= budget)
        continue;
      more = true;
      liveBytes = peakBytes = 0;
      auto t0 = std::chrono::steady_clock::now();
      kKernels[i].fn(&dx, &dw, &dout);
      auto t1 = std::chrono::steady_clock::now();
      double s = std::chrono::duration<double>(t1 - t0).count();
      samples[i].push_back(s);
      spent[i] += s;
      peaks[i] = std::max(peaks[i], peakBytes);
    }
    if (!more)
      break;
  }
  for (size_t i = 0; i < n; ++i) {
    std::vector<double> &s = samples[i];
    std::sort(s.begin(), s.end());
    std::printf("{\"kernel\": \"%s\", \"samples\": %zu, \"min\": %.9f, "
                "\"median\": %.9f, \"peak_bytes\": %zu}\n",
                kKernels[i].name, s.size(), s.front(), s[s.size() / 2],
                peaks[i]);
  }
  return 0;
}
