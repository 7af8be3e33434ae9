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
//===----------------------------------------------------------------------===//

#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#define PAD_HUGE_PAGE ((size_t)2 << 20)
#define PAD_HUGE_THRESHOLD ((size_t)4 << 20)
/* glibc's largest dynamic mmap threshold on 64-bit targets. */
#define PAD_ALWAYS_MAPPED ((size_t)32 << 20)

void *_mlir_memref_to_llvm_alloc(size_t size) {
  if (size >= PAD_ALWAYS_MAPPED) {
    // glibc maps blocks this large anew on every call whatever its dynamic
    // threshold: a 2 MiB-aligned block made of whole huge pages.
    void *p = NULL;
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

void _mlir_memref_to_llvm_free(void *p) { free(p); }
