//===- row_copy_variants.cpp - store strategies for a padded row copy
//------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Evidence for docs/Benchmarks.md, "Where the vector strategy's time goes":
// the constant-mode pad of a rows x cols f32 matrix by low [lr, lc] high
// [hr, hc], written the way `--pad-to-llvm="strategy=vector"` writes it today
// (8-wide unaligned loads and stores, the row start is not aligned) and with
// other store strategies, each checked against the first. Build and run:
//
//   clang++-22 -O3 -march=native -std=c++17 bench/row_copy_variants.cpp \
//     -o /tmp/row_copy_variants && /tmp/row_copy_variants 4096 4096 3 5 7 9
//
//===----------------------------------------------------------------------===//

#include <immintrin.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

struct Geometry {
  int64_t rows, cols, lr, lc, hr, hc;
  int64_t outRows() const { return lr + rows + hr; }
  int64_t outCols() const { return lc + cols + hc; }
};

/// Stores of pad value 0 over [p, p + n), n small or large.
inline void fill(float *p, int64_t n) {
  int64_t i = 0;
  __m256 z = _mm256_setzero_ps();
  for (; i + 8 <= n; i += 8)
    _mm256_storeu_ps(p + i, z);
  for (; i < n; ++i)
    p[i] = 0.f;
}

/// Today's code: border scalars, core in 8-wide unaligned loads and stores.
void padUnaligned(const Geometry &g, const float *in, float *out) {
  for (int64_t r = 0; r < g.outRows(); ++r) {
    float *o = out + r * g.outCols();
    int64_t s = r - g.lr;
    if (s < 0 || s >= g.rows) {
      fill(o, g.outCols());
      continue;
    }
    const float *i = in + s * g.cols;
    fill(o, g.lc);
    int64_t c = 0;
    for (; c + 8 <= g.cols; c += 8)
      _mm256_storeu_ps(o + g.lc + c, _mm256_loadu_ps(i + c));
    for (; c < g.cols; ++c)
      o[g.lc + c] = i[c];
    fill(o + g.lc + g.cols, g.hc);
  }
}

/// The core with stores aligned to `align` bytes: scalar head up to the
/// first aligned output address, aligned vector stores (unaligned loads),
/// scalar tail. `stream` uses non-temporal stores for the vector part.
template <int Align, bool Stream, bool Wide>
void padAligned(const Geometry &g, const float *in, float *out) {
  constexpr int width = Wide ? 16 : 8;
  for (int64_t r = 0; r < g.outRows(); ++r) {
    float *o = out + r * g.outCols();
    int64_t s = r - g.lr;
    if (s < 0 || s >= g.rows) {
      if (Stream) {
        // Whole padding rows: streaming zero stores after an aligned head.
        int64_t c = 0, n = g.outCols();
        for (; c < n && (reinterpret_cast<uintptr_t>(o + c) % Align); ++c)
          o[c] = 0.f;
        int64_t end = n - (reinterpret_cast<uintptr_t>(o + n) % Align) / 4;
        for (; c + 8 <= end; c += 8)
          _mm256_stream_ps(o + c, _mm256_setzero_ps());
        for (; c < n; ++c)
          o[c] = 0.f;
      } else {
        fill(o, g.outCols());
      }
      continue;
    }
    const float *i = in + s * g.cols;
    fill(o, g.lc);
    float *dst = o + g.lc;
    int64_t c = 0;
    for (; c < g.cols && (reinterpret_cast<uintptr_t>(dst + c) % Align); ++c)
      dst[c] = i[c];
    // Streaming stores cover whole aligned blocks only: a line written partly
    // by ordinary stores and partly by streaming ones is evicted half full.
    int64_t end = g.cols;
    if (Stream)
      end -= (reinterpret_cast<uintptr_t>(dst + g.cols) % Align) / 4;
    for (; c + width <= end; c += width) {
      if constexpr (Wide) {
        __m512 v = _mm512_loadu_ps(i + c);
        if (Stream)
          _mm512_stream_ps(dst + c, v);
        else
          _mm512_store_ps(dst + c, v);
      } else {
        __m256 v = _mm256_loadu_ps(i + c);
        if (Stream)
          _mm256_stream_ps(dst + c, v);
        else
          _mm256_store_ps(dst + c, v);
      }
    }
    for (; c < g.cols; ++c)
      dst[c] = i[c];
    fill(o + g.lc + g.cols, g.hc);
  }
  if (Stream)
    _mm_sfence();
}

/// OpenVINO's shape: per row a fill, one memcpy of the kept row, a fill.
void padMemcpyRows(const Geometry &g, const float *in, float *out) {
  for (int64_t r = 0; r < g.outRows(); ++r) {
    float *o = out + r * g.outCols();
    int64_t s = r - g.lr;
    if (s < 0 || s >= g.rows) {
      std::memset(o, 0, g.outCols() * 4);
      continue;
    }
    std::memset(o, 0, g.lc * 4);
    std::memcpy(o + g.lc, in + s * g.cols, g.cols * 4);
    std::memset(o + g.lc + g.cols, 0, g.hc * 4);
  }
}

using Clock = std::chrono::steady_clock;

template <typename F> std::pair<double, double> timeIt(F f, double budget) {
  f();
  auto a = Clock::now();
  f();
  double once = std::chrono::duration<double>(Clock::now() - a).count();
  int reps = std::max(3, static_cast<int>(budget / once));
  std::vector<double> t;
  for (int k = 0; k < reps; ++k) {
    a = Clock::now();
    f();
    t.push_back(std::chrono::duration<double>(Clock::now() - a).count());
  }
  std::sort(t.begin(), t.end());
  return {t.front(), t[t.size() / 2]};
}

} // namespace

int main(int argc, char **argv) {
  Geometry g{4096, 4096, 3, 5, 7, 9};
  if (argc == 7)
    g = {atol(argv[1]), atol(argv[2]), atol(argv[3]),
         atol(argv[4]), atol(argv[5]), atol(argv[6])};
  size_t inN = g.rows * g.cols, outN = g.outRows() * g.outCols();
  auto alloc = [](size_t n) {
    auto *p = static_cast<float *>(
        std::aligned_alloc(4096, (n * 4 + 4095) / 4096 * 4096));
    std::memset(p, 0, n * 4);
    return p;
  };
  float *in = alloc(inN), *out = alloc(outN), *want = alloc(outN),
        *src = alloc(outN);
  for (size_t k = 0; k < inN; ++k)
    in[k] = static_cast<float>(k % 1000003) + 0.5f;
  padUnaligned(g, in, want);
  // memcpy copies the padded output itself, as bench/driver.cpp does: on the
  // Intel Xeon VM of docs/Benchmarks.md a copy of uniform bytes (a zeroed
  // buffer) ran 2.7x faster than one of varied data.
  std::memcpy(src, want, outN * 4);
  double bytes = 4.0 * (inN + outN);
  auto report = [&](const char *name, auto fn) {
    std::memset(out, 0xA5, outN * 4);
    fn(g, in, out);
    bool ok = std::memcmp(out, want, outN * 4) == 0;
    auto [mn, med] = timeIt([&] { fn(g, in, out); }, 0.4);
    auto [cmn, cmed] = timeIt([&] { std::memcpy(out, src, outN * 4); }, 0.2);
    std::printf("%-44s median %8.3f ms  min %8.3f ms  %5.1f GB/s  "
                "x memcpy %.2f (median) %.2f (min)  %s\n",
                name, med * 1e3, mn * 1e3, bytes / med / 1e9, cmed / med,
                cmn / mn, ok ? "ok" : "WRONG");
  };
  std::printf("%lldx%lld f32, low [%lld, %lld] high [%lld, %lld]: in %.1f MiB,"
              " out %.1f MiB\n",
              (long long)g.rows, (long long)g.cols, (long long)g.lr,
              (long long)g.lc, (long long)g.hr, (long long)g.hc,
              inN * 4 / 1048576.0, outN * 4 / 1048576.0);
  report("today: unaligned 8-wide stores", padUnaligned);
  report("stores aligned to 32 B", padAligned<32, false, false>);
  report("stores aligned to 64 B (zmm)", padAligned<64, false, true>);
  report("per row memset + memcpy (OpenVINO)", padMemcpyRows);
  report("non-temporal 8-wide stores, 32 B blocks",
         padAligned<32, true, false>);
  report("non-temporal 8-wide stores, 64 B blocks",
         padAligned<64, true, false>);
  report("non-temporal 16-wide stores, 64 B blocks",
         padAligned<64, true, true>);
  return 0;
}
