// parallel=true for a 32-bit target: the OpenMP work-sharing loop gets 32-bit
// bounds like every other index, and the module translates to LLVM IR (no
// unrealized cast is left around the OpenMP ops).
// RUN: pad-opt %s --pad-to-llvm="parallel=true index-bitwidth=32" | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="parallel=true index-bitwidth=32" \
// RUN:   | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// CHECK:       module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>}
// CHECK-NOT:   unrealized_conversion_cast
// CHECK-LABEL: llvm.func @rows(
// CHECK:         llvm.call @malloc(%{{.*}}) : (i32) -> !llvm.ptr
// CHECK:         omp.parallel {
// CHECK:           omp.wsloop nowait {
// CHECK:             omp.loop_nest (%{{.*}}) : i32 = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK-NOT:   unrealized_conversion_cast

// IR:          declare ptr @malloc(i32)
// IR-LABEL:    define { ptr, ptr, i32, [2 x i32], [2 x i32] } @rows(
// IR:            call void (ptr, i32, ptr, ...) @__kmpc_fork_call(
func.func @rows(%x: tensor<512x512xf32>) -> tensor<520x520xf32> {
  %r = pad.pad %x low[4, 4] high[4, 4] : tensor<512x512xf32> to tensor<520x520xf32>
  return %r : tensor<520x520xf32>
}
