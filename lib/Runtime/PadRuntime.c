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
// written through; here large buffers are aligned to 2 MiB and advised to
// use transparent huge pages (as numpy does for arrays of 4 MiB and more):
// one fault per 2 MiB. Every buffer comes from posix_memalign or malloc, so
// a caller may release an output with free() as with the default functions.
//
//===----------------------------------------------------------------------===//

#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#define PAD_HUGE_PAGE ((size_t)2 << 20)
#define PAD_HUGE_THRESHOLD ((size_t)4 << 20)

void *_mlir_memref_to_llvm_alloc(size_t size) {
  if (size < PAD_HUGE_THRESHOLD)
    return malloc(size);
  void *p = NULL;
  // Whole huge pages: round the size up too.
  size_t rounded = (size + PAD_HUGE_PAGE - 1) & ~(PAD_HUGE_PAGE - 1);
  if (posix_memalign(&p, PAD_HUGE_PAGE, rounded) != 0)
    return NULL;
#ifdef MADV_HUGEPAGE
  madvise(p, rounded, MADV_HUGEPAGE);
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
