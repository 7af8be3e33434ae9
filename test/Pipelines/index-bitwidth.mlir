// --pad-to-llvm for a 32-bit target (what pad-aot does for arm, thumbv7em,
// riscv32): index-bitwidth=32 gives the module a 32-bit index in its data
// layout, lowers index and memref descriptors to i32, and the runtime checks
// and write() compute in 32 bits. vector-bits sets the vector width.
// RUN: pad-opt %s --pad-to-llvm="index-bitwidth=32 vector-bits=128" | FileCheck %s --check-prefixes=CHECK,B32
// RUN: pad-opt %s --pad-to-llvm="index-bitwidth=64 vector-bits=512" | FileCheck %s --check-prefixes=CHECK,B64,V512
// RUN: pad-opt %s --pad-to-llvm | FileCheck %s --check-prefixes=CHECK,B64,DEFAULT

// B32:         module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>}
// B64-NOT:     dlti.dl_spec
// B32-DAG:     llvm.mlir.global internal constant @pad_assert_msg_{{[0-9]+}}("pad.pad: C11: the result has more than 2147483647 bytes\0A")
// B32-DAG:     llvm.mlir.global internal constant @pad_assert_msg_{{[0-9]+}}("pad.pad: C11: the size of axis 0 overflows int32\0A")
// B64-DAG:     llvm.mlir.global internal constant @pad_assert_msg_{{[0-9]+}}("pad.pad: C11: the size of axis 0 overflows int64\0A")
// B32-DAG:     llvm.func @write(i32, !llvm.ptr, i32) -> i32
// B64-DAG:     llvm.func @write(i32, !llvm.ptr, i64) -> i64
// CHECK-LABEL: llvm.func @wrap_into(
// B32-SAME:      %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %[[L32:.*]]: i32)
// B64-SAME:      %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %[[L64:.*]]: i64)
// B32-DAG:       llvm.mlir.constant(2147483647 : index) : i32
// B64-DAG:       llvm.mlir.constant(9223372036854775807 : index) : i64
// B32-DAG:       llvm.load %{{.*}} : !llvm.ptr -> vector<4xf32>
// V512-DAG:      llvm.load %{{.*}} : !llvm.ptr -> vector<16xf32>
// DEFAULT-DAG:   llvm.load %{{.*}} : !llvm.ptr -> vector<8xf32>
// CHECK:         llvm.return
func.func @wrap_into(%src: tensor<?xf32>, %out: memref<?xf32>, %l: index) {
  %r = pad.pad %src low[%l] high[1] mode(wrap) : tensor<?xf32> to tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
