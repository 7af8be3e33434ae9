// Calls pad_runtime's allocation functions as code lowered with
// --pad-to-llvm="huge-pages=true" does, and prints what it sees: whether a
// block came back from the cache of released blocks, its alignment, and that
// the memory is usable.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *_mlir_memref_to_llvm_alloc(size_t size);
void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size);
void _mlir_memref_to_llvm_free(void *p);
void pad_runtime_trim(void);
size_t pad_runtime_cached_bytes(void);

#define MiB ((size_t)1 << 20)

static void *touch(void *p, size_t size, int value) {
  if (!p) {
    puts("allocation failed");
    exit(1);
  }
  memset(p, value, size);
  return p;
}

int main(void) {
  // A fresh 64 MiB block: 2 MiB aligned (huge pages).
  void *a = touch(_mlir_memref_to_llvm_alloc(64 * MiB), 64 * MiB, 1);
  printf("fresh 64 MiB aligned to 2 MiB: %d\n", (uintptr_t)a % (2 * MiB) == 0);
  // Released through the runtime, it serves the next allocation of the
  // same size, still holding what was written (nothing mapped anew) ...
  _mlir_memref_to_llvm_free(a);
  void *b = _mlir_memref_to_llvm_alloc(64 * MiB);
  printf("64 MiB again reuses it: %d, contents kept: %d\n", b == a,
         ((unsigned char *)b)[12345] == 1);
  // ... and of a size it exceeds by at most half that size: 48 MiB, not
  // 40 MiB.
  _mlir_memref_to_llvm_free(b);
  void *c = touch(_mlir_memref_to_llvm_alloc(40 * MiB), 40 * MiB, 2);
  printf("40 MiB reuses it: %d\n", c == a);
  void *d = touch(_mlir_memref_to_llvm_alloc(48 * MiB), 48 * MiB, 3);
  printf("48 MiB reuses it: %d\n", d == a);
  // Aligned allocations of that size come from the same place.
  _mlir_memref_to_llvm_free(d);
  void *e = _mlir_memref_to_llvm_aligned_alloc(64, 64 * MiB);
  printf("aligned 64 MiB reuses it: %d\n", e == a);
  // Outputs stay free()-able; small blocks are never kept.
  free(e);
  free(c);
  void *s = touch(_mlir_memref_to_llvm_alloc(1 * MiB), 1 * MiB, 4);
  _mlir_memref_to_llvm_free(s);
  // Five released blocks of 60 MiB (a little more with their alignment
  // padding): four slots, and 256 MiB by default.
  void *blocks[5];
  for (int i = 0; i < 5; ++i)
    blocks[i] = touch(_mlir_memref_to_llvm_alloc(60 * MiB), 60 * MiB, 5);
  for (int i = 0; i < 5; ++i)
    _mlir_memref_to_llvm_free(blocks[i]);
  size_t cached = pad_runtime_cached_bytes();
  void *again[5];
  int reused = 0;
  for (int i = 0; i < 5; ++i) {
    again[i] = _mlir_memref_to_llvm_alloc(60 * MiB);
    reused += pad_runtime_cached_bytes() < cached;
    cached = pad_runtime_cached_bytes();
  }
  printf("of 5 released 60 MiB blocks, reused: %d\n", reused);
  for (int i = 0; i < 5; ++i)
    _mlir_memref_to_llvm_free(again[i]);
  printf("cached: %zu blocks\n", pad_runtime_cached_bytes() / (60 * MiB));
  // pad_runtime_trim gives them all back.
  pad_runtime_trim();
  printf("after pad_runtime_trim: %zu\n", pad_runtime_cached_bytes());
  return 0;
}
