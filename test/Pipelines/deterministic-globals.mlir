// RUN: pad-opt --pad-to-llvm %s | FileCheck %s

// The globals of constant tensors come out in the order of their names,
// whatever the order in which bufferization visited the functions (which
// differs from run to run): the same LLVM IR on every run.
// CHECK:      llvm.mlir.global private constant @__constant_1xf32(
// CHECK-NEXT: llvm.mlir.global private constant @__constant_2xf32(
// CHECK-NEXT: llvm.mlir.global private constant @__constant_3xf32(
// CHECK-NEXT: llvm.mlir.global private constant @__constant_4xf32(

func.func private @use(tensor<*xf32>)
func.func @a() {
  %x = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %p = pad.pad %x low[1] high[1] mode(edge) : tensor<2xf32> to tensor<4xf32>
  %u = tensor.cast %p : tensor<4xf32> to tensor<*xf32>
  call @use(%u) : (tensor<*xf32>) -> ()
  return
}
func.func @b() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %p = pad.pad %x low[1] high[1] mode(reflect) : tensor<3xf32> to tensor<5xf32>
  %u = tensor.cast %p : tensor<5xf32> to tensor<*xf32>
  call @use(%u) : (tensor<*xf32>) -> ()
  return
}
func.func @c() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %p = pad.pad %x low[1] high[1] mode(wrap) : tensor<4xf32> to tensor<6xf32>
  %u = tensor.cast %p : tensor<6xf32> to tensor<*xf32>
  call @use(%u) : (tensor<*xf32>) -> ()
  return
}
func.func @main() {
  %x = arith.constant dense<[5.0]> : tensor<1xf32>
  %p = pad.pad %x low[1] high[1] mode(edge) : tensor<1xf32> to tensor<3xf32>
  %u = tensor.cast %p : tensor<3xf32> to tensor<*xf32>
  call @use(%u) : (tensor<*xf32>) -> ()
  call @a() : () -> ()
  call @b() : () -> ()
  call @c() : () -> ()
  return
}
