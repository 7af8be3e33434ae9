// A border past one fold stays pad.pad under --convert-pad-to-tensor
// (docs/Integration.md, "--convert-pad-to-tensor in detail"), the constant pad
// on top of it becomes tensor.pad, and pad's pipeline lowers both; the numbers
// are those of pad's pipeline alone (numpy.pad's, docs/Semantics.md, "Any
// width"):
// RUN: pad-opt %s --convert-pad-to-tensor 2>/dev/null | pad-opt --pad-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %v = arith.constant 9.0 : f32
  // numpy.pad([1, 2, 3], (1, 10), "reflect"), then one 9 on each side.
  %r = pad.pad %x low[1] high[10] mode(reflect) : tensor<3xf32> to tensor<14xf32>
  %c = pad.pad %r low[1] high[1] value(%v) : tensor<14xf32> to tensor<16xf32>
  %p = tensor.cast %c : tensor<16xf32> to tensor<*xf32>
  call @printMemrefF32(%p) : (tensor<*xf32>) -> ()
  // numpy.pad([1, 2, 3], (4, 0), "wrap").
  %w = pad.pad %x low[4] high[0] mode(wrap) : tensor<3xf32> to tensor<7xf32>
  %q = tensor.cast %w : tensor<7xf32> to tensor<*xf32>
  call @printMemrefF32(%q) : (tensor<*xf32>) -> ()
  return
}

// CHECK:      rank = 1 offset = 0 sizes = [16] strides = [1] data =
// CHECK-NEXT: [9,  2,  1,  2,  3,  2,  1,  2,  3,  2,  1,  2,  3,  2,  1,  9]
// CHECK:      rank = 1 offset = 0 sizes = [7] strides = [1] data =
// CHECK-NEXT: [3,  1,  2,  3,  1,  2,  3]
