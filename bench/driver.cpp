//===- driver.cpp - time pad kernels against memcpy and a reference -------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Benchmark driver built by bench/run.py. run.py generates `cases.inc` (the
// cases and the `_mlir_ciface_*` kernels compiled for each) and links this
// file with the kernels' objects. For one case the driver
//
//   1. allocates and first-touches the input, the output and a memcpy source;
//   2. computes the expected output with a scalar reference of
//      docs/Semantics.md (of pad.pad_grad for a gradient case, in the
//      specified order of the sums);
//   3. checks every kernel's output against it (byte for byte, twice for the
//      destination-passing form, over two different sentinel fillings);
//   4. times memcpy of the output bytes into the existing output buffer (for
//      a gradient, of gy's bytes into a buffer of their own), the
//      same copy as a loop of vector stores and as one of streaming stores
//      (on one and on two threads: the machine's bandwidth limit), and
//      every kernel, interleaved (timeInterleaved): one warm-up call each, then
//      N samples sized to take about `--budget` seconds (at least 3), in
//      rounds of a shuffled order, each after an untimed call of the same
//      kernel (and, with --flush-caches, with the case's buffers flushed from
//      the caches), reporting min and median.
//
// Results are printed as one JSON object per line for run.py.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <immintrin.h>
#include <numeric>
#include <random>
#include <string>
#include <sys/mman.h>
#include <vector>

// pad_runtime's release function (lib/Runtime).
extern "C" void _mlir_memref_to_llvm_free(void *p);

namespace {

constexpr int kMaxRank = 4;

/// A ranked memref descriptor with identity layout (CRunnerUtils.h's
/// StridedMemRefType<T, N>): sizes[N] are followed directly by strides[N], so
/// one struct with room for kMaxRank serves every rank.
struct Desc {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizesAndStrides[2 * kMaxRank];
};

using DpsFn = void (*)(Desc *in, Desc *out);
using AllocFn = void (*)(Desc *result, Desc *in);

enum Form { kDps, kAlloc, kTensorDps };
enum Mode { kConstant, kEdge, kReflect, kSymmetric, kWrap };
enum Elem { kF32, kI8 };

struct Kernel {
  const char *impl;
  Form form;
  void *fn;
};

struct Case {
  const char *id;
  Mode mode;
  Elem elem;
  int rank;
  int64_t inShape[kMaxRank];
  int64_t low[kMaxRank];
  int64_t high[kMaxRank];
  int64_t interior[kMaxRank];
  double value;
  /// pad.pad_grad of the pad above: the kernels read its output's gradient
  /// (gy, the padded shape) and write gx (inShape).
  bool grad;
  std::vector<Kernel> kernels;
};

} // namespace

#include "cases.inc" // std::vector<Case> makeCases();

namespace {

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

int elemBytes(Elem e) { return e == kF32 ? 4 : 1; }

int64_t product(const int64_t *shape, int rank) {
  int64_t n = 1;
  for (int k = 0; k < rank; ++k)
    n *= shape[k];
  return n;
}

void *allocBuffer(size_t bytes, bool hugePages) {
  size_t rounded = (std::max<size_t>(bytes, 1) + 4095) / 4096 * 4096;
  void *p = std::aligned_alloc(4096, rounded);
  if (!p) {
    std::fprintf(stderr, "out of memory (%zu bytes)\n", bytes);
    std::exit(2);
  }
  if (hugePages)
    madvise(p, rounded, MADV_HUGEPAGE);
  std::memset(p, 0x11, rounded); // First touch.
  return p;
}

Desc makeDesc(void *data, const int64_t *shape, int rank) {
  Desc d{};
  d.allocated = d.aligned = data;
  d.offset = 0;
  int64_t stride = 1;
  for (int k = rank - 1; k >= 0; --k) {
    d.sizesAndStrides[k] = shape[k];
    d.sizesAndStrides[rank + k] = stride;
    stride *= shape[k];
  }
  return d;
}

/// Deterministic input, reproduced by run.py with numpy.
void fillInput(void *data, int64_t n, Elem elem) {
  for (int64_t i = 0; i < n; ++i) {
    uint64_t h = static_cast<uint64_t>(i) * 2654435761ull;
    if (elem == kF32)
      static_cast<float *>(data)[i] = static_cast<float>(h % 1000003) * 0.5f;
    else
      static_cast<int8_t *>(data)[i] =
          static_cast<int8_t>(static_cast<int64_t>(h % 251) - 125);
  }
}

/// Order-dependent checksum of the element bit patterns (run.py computes the
/// same over numpy.pad's output).
uint64_t checksum(const void *data, int64_t n, Elem elem) {
  uint64_t sum = 0;
  for (int64_t i = 0; i < n; ++i) {
    uint64_t bits;
    if (elem == kF32) {
      uint32_t b;
      std::memcpy(&b, static_cast<const char *>(data) + 4 * i, 4);
      bits = b;
    } else {
      bits = static_cast<const uint8_t *>(data)[i];
    }
    sum += bits * ((static_cast<uint64_t>(i) * 0x9E3779B97F4A7C15ull) | 1);
  }
  return sum;
}

/// docs/Semantics.md: the input coordinate of output coordinate `i` on one
/// axis, or -1 for the pad value (constant mode).
int64_t mapAxis(int64_t i, int64_t d, int64_t p, int64_t r, Mode mode) {
  int64_t dilated = d == 0 ? 0 : (d - 1) * (r + 1) + 1;
  int64_t j = i - p;
  if (mode == kConstant) {
    if (j < 0 || j >= dilated || j % (r + 1) != 0)
      return -1;
    return j / (r + 1);
  }
  if (j >= 0 && j < d)
    return j;
  switch (mode) {
  case kEdge:
    return j < 0 ? 0 : d - 1;
  case kReflect: {
    // Any width (docs/Semantics.md): the periodic extension.
    if (d == 1)
      return 0;
    int64_t period = 2 * (d - 1), m = ((j % period) + period) % period;
    return m < d ? m : period - m;
  }
  case kSymmetric: {
    int64_t period = 2 * d, m = ((j % period) + period) % period;
    return m < d ? m : period - 1 - m;
  }
  case kWrap:
    return ((j % d) + d) % d;
  default:
    return -1;
  }
}

void reference(const Case &c, const int64_t *outShape, const void *in,
               void *out) {
  int eb = elemBytes(c.elem);
  unsigned char value[8];
  if (c.elem == kF32) {
    float v = static_cast<float>(c.value);
    std::memcpy(value, &v, 4);
  } else {
    int8_t v = static_cast<int8_t>(c.value);
    std::memcpy(value, &v, 1);
  }
  // Per axis and output coordinate: the source coordinate or -1.
  std::vector<std::vector<int64_t>> maps(c.rank);
  for (int k = 0; k < c.rank; ++k)
    for (int64_t i = 0; i < outShape[k]; ++i)
      maps[k].push_back(
          mapAxis(i, c.inShape[k], c.low[k], c.interior[k], c.mode));
  int64_t inStrides[kMaxRank];
  int64_t stride = 1;
  for (int k = c.rank - 1; k >= 0; --k) {
    inStrides[k] = stride;
    stride *= c.inShape[k];
  }
  int64_t n = product(outShape, c.rank);
  int64_t idx[kMaxRank] = {0, 0, 0, 0};
  auto *o = static_cast<unsigned char *>(out);
  auto *src = static_cast<const unsigned char *>(in);
  for (int64_t e = 0; e < n; ++e) {
    int64_t offset = 0;
    bool pad = false;
    for (int k = 0; k < c.rank; ++k) {
      int64_t s = maps[k][idx[k]];
      if (s < 0) {
        pad = true;
        break;
      }
      offset += s * inStrides[k];
    }
    std::memcpy(o + e * eb, pad ? value : src + offset * eb, eb);
    for (int k = c.rank - 1; k >= 0; --k) {
      if (++idx[k] < outShape[k])
        break;
      idx[k] = 0;
    }
  }
}

/// docs/Semantics.md, pad.pad_grad: gx of the f32 gradient `gy` (shape
/// `gyShape`), the axes folded one at a time, axis 0 first; folding axis a
/// gives target index i the sum of the slices at the coordinates o with
/// M_a(o) = i in increasing o, starting from the first (no term: 0).
void referenceGrad(const Case &c, const int64_t *gyShape, const void *gy,
                   void *gx) {
  int64_t shape[kMaxRank];
  std::copy(gyShape, gyShape + c.rank, shape);
  const float *g = static_cast<const float *>(gy);
  std::vector<float> cur(g, g + product(gyShape, c.rank));
  for (int a = 0; a < c.rank; ++a) {
    int64_t outer = product(shape, a), n = shape[a], d = c.inShape[a];
    int64_t inner = product(shape + a + 1, c.rank - a - 1);
    std::vector<float> next(outer * d * inner, 0.0f);
    std::vector<char> started(d, 0);
    for (int64_t o = 0; o < n; ++o) {
      int64_t i = mapAxis(o, d, c.low[a], c.interior[a], c.mode);
      if (i < 0)
        continue;
      for (int64_t q = 0; q < outer; ++q) {
        float *dst = &next[(q * d + i) * inner];
        const float *src = &cur[(q * n + o) * inner];
        for (int64_t r = 0; r < inner; ++r)
          dst[r] = started[i] ? dst[r] + src[r] : src[r];
      }
      started[i] = 1;
    }
    cur.swap(next);
    shape[a] = d;
  }
  std::memcpy(gx, cur.data(), cur.size() * sizeof(float));
}

/// A second baseline next to glibc's memcpy (whose strategy depends on the
/// size: `rep movsb` below glibc.cpu.x86_non_temporal_threshold): a plain
/// loop of 256-bit unaligned loads and stores, what the vector strategy's
/// core copy compiles to. -fno-builtin keeps it from becoming a memcpy call.
__attribute__((noinline)) void avx2Copy(void *dst, const void *src,
                                        size_t bytes) {
  auto *d = static_cast<char *>(dst);
  auto *s = static_cast<const char *>(src);
  size_t i = 0;
  for (; i + 128 <= bytes; i += 128) {
    __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(s + i));
    __m256i b =
        _mm256_loadu_si256(reinterpret_cast<const __m256i *>(s + i + 32));
    __m256i c =
        _mm256_loadu_si256(reinterpret_cast<const __m256i *>(s + i + 64));
    __m256i e =
        _mm256_loadu_si256(reinterpret_cast<const __m256i *>(s + i + 96));
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(d + i), a);
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(d + i + 32), b);
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(d + i + 64), c);
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(d + i + 96), e);
  }
  for (; i < bytes; ++i)
    d[i] = s[i];
}

/// The bandwidth limit of an output written once: a copy with streaming
/// (non-temporal) 256-bit stores over the 64-byte lines of `dst`, plain
/// stores before the first and after the last whole line, what
/// `nontemporal=auto` does to the rows of a large output (docs/Lowering.md).
/// With `threads` = 2 the two halves are copied by two OpenMP threads, split
/// at a line (what `parallel=true` does with the rows); 1 starts no parallel
/// region.
__attribute__((noinline)) void streamingCopy(void *dst, const void *src,
                                             size_t bytes, int threads) {
  auto *d = static_cast<char *>(dst);
  auto *s = static_cast<const char *>(src);
  size_t head =
      std::min(bytes, (64 - reinterpret_cast<uintptr_t>(d) % 64) % 64);
  size_t lines = (bytes - head) / 64;
  auto copyLines = [&](size_t from, size_t to) {
    for (size_t i = head + from * 64; i < head + to * 64; i += 64) {
      __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(s + i));
      __m256i b =
          _mm256_loadu_si256(reinterpret_cast<const __m256i *>(s + i + 32));
      _mm256_stream_si256(reinterpret_cast<__m256i *>(d + i), a);
      _mm256_stream_si256(reinterpret_cast<__m256i *>(d + i + 32), b);
    }
    _mm_sfence();
  };
  if (threads == 1) {
    copyLines(0, lines);
  } else {
#pragma omp parallel for num_threads(2) schedule(static)
    for (int t = 0; t < 2; ++t)
      copyLines(t == 0 ? 0 : lines / 2, t == 0 ? lines / 2 : lines);
  }
  for (size_t i = 0; i < head; ++i)
    d[i] = s[i];
  for (size_t i = head + lines * 64; i < bytes; ++i)
    d[i] = s[i];
}

struct Stats {
  double min = 0, median = 0;
  int reps = 0;
};

/// One timed implementation: a call, its samples (seconds per call) and the
/// outcome of its output check.
struct Timed {
  std::string impl, form;
  std::function<void()> call;
  std::string error;
  int batch = 1, reps = 0;
  std::vector<double> samples;
};

/// Times all implementations interleaved, so that the load of other
/// processes on this shared machine hits them alike: after a warm-up call
/// each gets `reps` samples sized to take about `budget` seconds (at least 3),
/// spread evenly over the rounds; a sample follows an untimed call of the
/// same implementation and averages `batch` back-to-back calls, enough for
/// about 0.5 ms, so that microsecond kernels stay hot. With `flush`, every
/// sample starts right after it (the caches emptied of the case's buffers).
void timeInterleaved(std::vector<Timed> &impls, double budget,
                     const std::function<void()> &flush) {
  int rounds = 0;
  for (Timed &t : impls) {
    // memcpy is the denominator of every ratio: three times the samples.
    double share = t.impl == "memcpy" ? 3 * budget : budget;
    t.call(); // Warm-up.
    auto a = Clock::now();
    t.call();
    double once = std::max(seconds(a, Clock::now()), 1e-9);
    t.batch = static_cast<int>(std::clamp(0.5e-3 / once, 1.0, 10000.0));
    t.reps =
        static_cast<int>(std::clamp(share / (once * t.batch), 3.0, 100000.0));
    rounds = std::max(rounds, t.reps);
  }
  // Each round in another order (the same sequence of shuffles in every
  // run): no implementation always follows the same one. In a fixed order
  // a 64 MiB streamed kernel right after the AVX2 copy loop runs up to 1.3x
  // slower than the same machine code later in the round.
  std::vector<size_t> order(impls.size());
  std::iota(order.begin(), order.end(), size_t(0));
  std::mt19937 shuffler(12345);
  for (int r = 0; r < rounds; ++r) {
    std::shuffle(order.begin(), order.end(), shuffler);
    for (size_t k : order) {
      Timed &t = impls[k];
      // Sample in round r when floor(r * reps / rounds) steps.
      if ((int64_t(r) + 1) * t.reps / rounds == int64_t(r) * t.reps / rounds)
        continue;
      // An untimed call first: the sample starts from the caches as this
      // implementation leaves them, not as the one before it in the round
      // did (after a streaming kernel the output is out of the cache; after
      // a plain one it may be in it: either can halve the next one's speed).
      t.call();
      if (flush)
        flush();
      auto a = Clock::now();
      for (int b = 0; b < t.batch; ++b)
        t.call();
      t.samples.push_back(seconds(a, Clock::now()) / t.batch);
    }
  }
}

Stats summarize(std::vector<double> samples) {
  std::sort(samples.begin(), samples.end());
  return {samples.front(), samples[samples.size() / 2],
          static_cast<int>(samples.size())};
}

void printResult(const Case &c, const Timed &t) {
  Stats s = summarize(t.samples);
  std::printf("{\"case\": \"%s\", \"impl\": \"%s\", \"form\": \"%s\", "
              "\"min\": %.9g, \"median\": %.9g, \"reps\": %d, "
              "\"batch\": %d, \"ok\": %s, \"error\": \"%s\"}\n",
              c.id, t.impl.c_str(), t.form.c_str(), s.min, s.median, s.reps,
              t.batch, t.error.empty() ? "true" : "false", t.error.c_str());
  std::fflush(stdout);
}

/// Empty when `got` equals `want`, else where they first differ.
std::string compare(const void *got, const void *want, int64_t n, int eb) {
  if (std::memcmp(got, want, n * eb) == 0)
    return "";
  auto *g = static_cast<const unsigned char *>(got);
  auto *w = static_cast<const unsigned char *>(want);
  int64_t i = 0;
  while (std::memcmp(g + i * eb, w + i * eb, eb) == 0)
    ++i;
  return "first mismatch at linear index " + std::to_string(i);
}

/// Writes back and evicts [p, p + bytes) from every cache level.
void flushRange(const void *p, size_t bytes) {
  const char *c = static_cast<const char *>(p);
  for (size_t k = 0; k < bytes; k += 64) {
#ifdef __CLFLUSHOPT__
    _mm_clflushopt(const_cast<char *>(c + k));
#else
    _mm_clflush(c + k);
#endif
  }
  _mm_mfence();
}

int runCase(const Case &c, double budget, bool hugePages, bool flushCaches,
            const std::string &only) {
  int eb = elemBytes(c.elem);
  int64_t outShape[kMaxRank];
  for (int k = 0; k < c.rank; ++k) {
    int64_t d = c.inShape[k];
    int64_t dilated = d == 0 ? 0 : (d - 1) * (c.interior[k] + 1) + 1;
    outShape[k] = std::max<int64_t>(0, c.low[k] + dilated + c.high[k]);
  }
  // A gradient reads the padded shape (gy) and writes the input's (gx).
  const int64_t *srcShape = c.grad ? outShape : c.inShape;
  const int64_t *dstShape = c.grad ? c.inShape : outShape;
  int64_t nIn = product(srcShape, c.rank), nOut = product(dstShape, c.rank);
  size_t inBytes = nIn * eb, outBytes = nOut * eb;
  // memcpy's bytes: the output's, for a gradient gy's (what it reads once),
  // copied into a buffer of their own.
  size_t copyBytes = c.grad ? inBytes : outBytes;

  void *in = allocBuffer(inBytes, hugePages);
  void *out = allocBuffer(outBytes, hugePages);
  void *expected = allocBuffer(outBytes, false);
  void *copySrc = allocBuffer(copyBytes, hugePages);
  void *copyDst = c.grad ? allocBuffer(copyBytes, hugePages) : out;
  fillInput(in, nIn, c.elem);
  if (c.grad)
    referenceGrad(c, outShape, in, expected);
  else
    reference(c, outShape, in, expected);
  std::memcpy(copySrc, c.grad ? in : expected, copyBytes);
  std::printf(
      "{\"case\": \"%s\", \"in_bytes\": %zu, \"out_bytes\": %zu, "
      "\"copy_bytes\": %zu, \"refhash\": \"%llu\"}\n",
      c.id, inBytes, outBytes, copyBytes,
      static_cast<unsigned long long>(checksum(expected, nOut, c.elem)));

  Desc inDesc = makeDesc(in, srcShape, c.rank);
  Desc outDesc = makeDesc(out, dstShape, c.rank);
  std::vector<Timed> impls;
  impls.push_back(
      {"memcpy", "dps", [&] { std::memcpy(copyDst, copySrc, copyBytes); }});
  impls.push_back({"AVX2 copy loop", "dps",
                   [&] { avx2Copy(copyDst, copySrc, copyBytes); }});
  impls.push_back({"streaming copy loop", "dps",
                   [&] { streamingCopy(copyDst, copySrc, copyBytes, 1); }});
  impls.push_back({"streaming copy loop 2 threads", "dps",
                   [&] { streamingCopy(copyDst, copySrc, copyBytes, 2); }});

  // Check every kernel once, before any timing.
  for (const Kernel &k : c.kernels) {
    if (!only.empty() && std::string(k.impl).find(only) == std::string::npos)
      continue;
    std::string error;
    if (k.form == kDps || k.form == kTensorDps) {
      // The tensor-destination form has the C interface of the memref one.
      auto fn = reinterpret_cast<DpsFn>(k.fn);
      for (int sentinel : {0xA5, 0x5A}) {
        std::memset(out, sentinel, outBytes);
        fn(&inDesc, &outDesc);
        if (error.empty())
          error = compare(out, expected, nOut, eb);
      }
      impls.push_back({k.impl, k.form == kDps ? "dps" : "tdps",
                       [&, fn] { fn(&inDesc, &outDesc); }, error});
    } else {
      auto fn = reinterpret_cast<AllocFn>(k.fn);
      // A caller of huge-pages=true kernels releases their outputs through
      // pad_runtime, which keeps large blocks for the next call
      // (docs/Lowering.md, "Fresh outputs").
      void (*release)(void *) = std::strstr(k.impl, "huge-pages")
                                    ? _mlir_memref_to_llvm_free
                                    : static_cast<void (*)(void *)>(std::free);
      Desc result{};
      fn(&result, &inDesc);
      for (int r = 0; r < c.rank && error.empty(); ++r)
        if (result.sizesAndStrides[r] != dstShape[r])
          error = "wrong result size on axis " + std::to_string(r);
      if (error.empty())
        error =
            compare(static_cast<char *>(result.aligned) + result.offset * eb,
                    expected, nOut, eb);
      release(result.allocated);
      impls.push_back({k.impl, "alloc",
                       [&, fn, release] {
                         Desc r{};
                         fn(&r, &inDesc);
                         release(r.allocated);
                       },
                       error});
    }
  }

  std::function<void()> flush;
  if (flushCaches)
    flush = [&] {
      flushRange(in, inBytes);
      flushRange(out, outBytes);
      flushRange(copySrc, copyBytes);
      if (c.grad)
        flushRange(copyDst, copyBytes);
    };
  timeInterleaved(impls, budget, flush);
  int failures = 0;
  for (const Timed &t : impls) {
    failures += !t.error.empty();
    printResult(c, t);
  }

  std::free(in);
  std::free(out);
  std::free(expected);
  std::free(copySrc);
  if (c.grad)
    std::free(copyDst);
  return failures;
}

} // namespace

int main(int argc, char **argv) {
  std::vector<Case> cases = makeCases();
  double budget = 0.2;
  bool hugePages = false, flushCaches = false;
  std::string only;
  std::vector<std::string> ids;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--budget" && i + 1 < argc)
      budget = std::atof(argv[++i]);
    else if (a == "--huge-pages")
      hugePages = true;
    else if (a == "--flush-caches")
      flushCaches = true;
    else if (a == "--only" && i + 1 < argc)
      only = argv[++i];
    else if (a == "--list") {
      for (const Case &c : cases)
        std::printf("%s\n", c.id);
      return 0;
    } else
      ids.push_back(a);
  }
  int failures = 0;
  for (const Case &c : cases)
    if (ids.empty() || std::find(ids.begin(), ids.end(), c.id) != ids.end())
      failures += runCase(c, budget, hugePages, flushCaches, only);
  return failures ? 1 : 0;
}
