//===- PadRuntime.c - allocation functions for pad's generated code -------===//
//
// Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The generic allocation functions that `--pad-to-llvm="huge-pages=true"`
// calls (finalize-memref-to-llvm with use-generic-functions) instead of
// malloc/free. A fresh buffer of glibc's malloc above its mmap threshold is
// mapped anew on every call and pays a page fault per 4 KiB page it is
// written through; here the 2 MiB-aligned interior of a buffer of 4 MiB or
// more is advised to use transparent huge pages (as numpy does for arrays of
// 4 MiB and more): one fault per 2 MiB. Buffers come from malloc (or
// posix_memalign), so a caller may release an output with free() as with the
// default functions, and glibc still reuses heap blocks where it would.
//
// Even with huge pages the kernel zeroes every page of a fresh mapping, a
// whole extra write of the output. So the blocks that glibc would unmap
// (32 MiB and more) are not given back when they are released through
// _mlir_memref_to_llvm_free (the generated code's deallocations, or a caller
// that releases an output with it): up to PAD_RUNTIME_CACHE_BYTES of them
// (default 256 MiB, 0 disables) are kept and handed out again to the next
// allocation of about the same size, already mapped. pad_runtime_trim()
// releases them; pad_runtime_cached_bytes() says how much they hold.
//
//===----------------------------------------------------------------------===//

#define _GNU_SOURCE
#include <malloc.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#define PAD_HUGE_PAGE ((size_t)2 << 20)
#define PAD_HUGE_THRESHOLD ((size_t)4 << 20)
/* glibc's largest dynamic mmap threshold on 64-bit targets. */
#define PAD_ALWAYS_MAPPED ((size_t)32 << 20)
#define PAD_CACHE_SLOTS 4
#define PAD_CACHE_DEFAULT_BYTES ((size_t)256 << 20)

/* Released blocks of PAD_ALWAYS_MAPPED bytes or more, with their usable
   size. */
static struct {
  void *block;
  size_t capacity;
} cache[PAD_CACHE_SLOTS];
static size_t cachedBytes;
static pthread_mutex_t cacheLock = PTHREAD_MUTEX_INITIALIZER;

/* The cache's limit: PAD_RUNTIME_CACHE_BYTES, read at each release (a
   getenv is cheap next to a block of 32 MiB). */
static size_t cacheLimit(void) {
  const char *text = getenv("PAD_RUNTIME_CACHE_BYTES");
  if (!text || !*text)
    return PAD_CACHE_DEFAULT_BYTES;
  char *end;
  unsigned long long bytes = strtoull(text, &end, 10);
  return *end ? PAD_CACHE_DEFAULT_BYTES : (size_t)bytes;
}

/* A cached block of at least `size` bytes and at most half as much again
   (the smallest such), or NULL. */
static void *takeCached(size_t size) {
  pthread_mutex_lock(&cacheLock);
  int best = -1;
  for (int i = 0; i < PAD_CACHE_SLOTS; ++i)
    if (cache[i].block && cache[i].capacity >= size &&
        cache[i].capacity - size <= size / 2 &&
        (best < 0 || cache[i].capacity < cache[best].capacity))
      best = i;
  void *block = NULL;
  if (best >= 0) {
    block = cache[best].block;
    cachedBytes -= cache[best].capacity;
    cache[best].block = NULL;
  }
  pthread_mutex_unlock(&cacheLock);
  return block;
}

/* Keeps `block` of `capacity` usable bytes if there is room. */
static int keepCached(void *block, size_t capacity) {
  size_t limit = cacheLimit();
  pthread_mutex_lock(&cacheLock);
  int kept = 0;
  for (int i = 0; i < PAD_CACHE_SLOTS && !kept; ++i)
    if (!cache[i].block && cachedBytes <= limit &&
        capacity <= limit - cachedBytes) {
      cache[i].block = block;
      cache[i].capacity = capacity;
      cachedBytes += capacity;
      kept = 1;
    }
  pthread_mutex_unlock(&cacheLock);
  return kept;
}

void *_mlir_memref_to_llvm_alloc(size_t size) {
  if (size >= PAD_ALWAYS_MAPPED) {
    void *p = takeCached(size);
    if (p)
      return p;
    // glibc maps blocks this large anew on every call whatever its dynamic
    // threshold: a 2 MiB-aligned block made of whole huge pages.
    size_t rounded = (size + PAD_HUGE_PAGE - 1) & ~(PAD_HUGE_PAGE - 1);
    if (posix_memalign(&p, PAD_HUGE_PAGE, rounded) != 0)
      return NULL;
#ifdef MADV_HUGEPAGE
    madvise(p, rounded, MADV_HUGEPAGE);
#endif
    return p;
  }
  void *p = malloc(size);
  if (!p || size < PAD_HUGE_THRESHOLD)
    return p;
  // Where glibc maps the block anew, its 2 MiB-aligned interior gets huge
  // pages; where it reuses heap memory (its mmap threshold grows up to
  // 32 MiB as blocks are freed), the advice is harmless.
  uintptr_t begin = ((uintptr_t)p + PAD_HUGE_PAGE - 1) & ~(PAD_HUGE_PAGE - 1);
  uintptr_t end = ((uintptr_t)p + size) & ~(PAD_HUGE_PAGE - 1);
#ifdef MADV_HUGEPAGE
  if (end > begin)
    madvise((void *)begin, end - begin, MADV_HUGEPAGE);
#endif
  return p;
}

void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size) {
  if (size >= PAD_HUGE_THRESHOLD && alignment <= PAD_HUGE_PAGE)
    return _mlir_memref_to_llvm_alloc(size);
  void *p = NULL;
  if (alignment < sizeof(void *))
    alignment = sizeof(void *);
  if (posix_memalign(&p, alignment, size) != 0)
    return NULL;
  return p;
}

void _mlir_memref_to_llvm_free(void *p) {
  // Any block of malloc's of that size can be kept: the cache needs only its
  // usable size, which malloc knows.
  if (p) {
    size_t capacity = malloc_usable_size(p);
    if (capacity >= PAD_ALWAYS_MAPPED && keepCached(p, capacity))
      return;
  }
  free(p);
}

void pad_runtime_trim(void) {
  pthread_mutex_lock(&cacheLock);
  for (int i = 0; i < PAD_CACHE_SLOTS; ++i) {
    free(cache[i].block);
    cache[i].block = NULL;
  }
  cachedBytes = 0;
  pthread_mutex_unlock(&cacheLock);
}

size_t pad_runtime_cached_bytes(void) {
  pthread_mutex_lock(&cacheLock);
  size_t bytes = cachedBytes;
  pthread_mutex_unlock(&cacheLock);
  return bytes;
}
