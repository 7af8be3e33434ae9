// Every strategy lowers a module of func.funcs on tensors to the LLVM dialect
// alone, ready for mlir-translate.
// RUN: pad-opt %s --pad-to-llvm | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg" | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=loops runtime-checks=false" | FileCheck %s --check-prefixes=CHECK,NOCHECKS
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVMIR
// RUN: not pad-opt %s --pad-to-llvm="strategy=simd" 2>&1 | FileCheck %s --check-prefix=BADOPT

// CHECK-LABEL: llvm.func @pad
// CHECK-NOT:     pad.pad
// CHECK-NOT:     linalg.
// CHECK-NOT:     tensor.
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// CHECK-NOT:     cf.assert
// NOCHECKS-NOT:  llvm.call @abort
// CHECK:         llvm.return
// LLVMIR: define { ptr, ptr, i64, [2 x i64], [2 x i64] } @pad(
// BADOPT: for the --strategy option: Cannot find option named 'simd'!
func.func @pad(%src: tensor<?x4xf32>, %l: index) -> tensor<?x6xf32> {
  %r = pad.pad %src low[%l, -1] high[1, 3] mode(reflect) : tensor<?x4xf32> to tensor<?x6xf32>
  return %r : tensor<?x6xf32>
}
