// RUN: %pad-matrix %s \
// RUN:   ir:IR "huge-pages=true" \
// RUN:   run "huge-pages=true" "huge-pages=true nontemporal=always" ""

// huge-pages=true: fresh outputs (here 1100 x 1024 f32 = 4.3 MiB, above the
// 4 MiB threshold of lib/Runtime) come from pad_runtime's allocation
// functions, which ask for transparent huge pages; the numbers are those of
// the default allocator.
// IR-DAG: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// IR-DAG: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// IR-LABEL: llvm.func @pad
// IR: llvm.call @_mlir_memref_to_llvm_alloc
// IR-NOT: llvm.call @malloc
// IR-LABEL: llvm.func @main
// IR-NOT: llvm.call @free
// IR: llvm.call @_mlir_memref_to_llvm_free

func.func private @printMemrefF32(tensor<*xf32>)

func.func @pad(%src: tensor<2x3xf32>) -> tensor<1100x1024xf32> {
  %v = arith.constant 7.5 : f32
  %r = pad.pad %src low[500, 1000] high[598, 21] value(%v) : tensor<2x3xf32> to tensor<1100x1024xf32>
  return %r : tensor<1100x1024xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %r = call @pad(%x) : (tensor<2x3xf32>) -> tensor<1100x1024xf32>
  %s = tensor.extract_slice %r[499, 999] [4, 5] [1, 1] : tensor<1100x1024xf32> to tensor<4x5xf32>
  %u = tensor.cast %s : tensor<4x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %t = tensor.extract_slice %r[1098, 1021] [2, 3] [1, 1] : tensor<1100x1024xf32> to tensor<2x3xf32>
  %w = tensor.cast %t : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
// CHECK: rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[7.5,   7.5,   7.5,   7.5,   7.5],
// CHECK-NEXT{LITERAL}:  [7.5,   1,   2,   3,   7.5],
// CHECK-NEXT{LITERAL}:  [7.5,   4,   5,   6,   7.5],
// CHECK-NEXT{LITERAL}:  [7.5,   7.5,   7.5,   7.5,   7.5]]
// CHECK: offset = 1125373 sizes = [2, 3] strides = [1024, 1] data =
// CHECK-NEXT{LITERAL}: [[7.5,   7.5,   7.5],
// CHECK-NEXT{LITERAL}:  [7.5,   7.5,   7.5]]
