// RUN: %pad-matrix %s run @strategies

// pad.pad_grad of complex elements (complex.add): constant mode with
// value_grad, and reflect (docs/Semantics.md, "pad.pad_grad").

// CHECK: [(3,4),  (5,6)]
// CHECK-NEXT: Unranked
// CHECK-NEXT: [(8,10)]
// CHECK-NEXT: Unranked
// CHECK-NEXT: [(10,12),  (6,8)]

func.func private @printMemrefC32(tensor<*xcomplex<f32>>) attributes { llvm.emit_c_interface }
func.func @main() {
  %gy = arith.constant dense<[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0), (7.0, 8.0)]> : tensor<4xcomplex<f32>>
  %gx, %gv = pad.pad_grad %gy low[1] high[1] value_grad : tensor<4xcomplex<f32>> to tensor<2xcomplex<f32>>, complex<f32>
  %u = tensor.cast %gx : tensor<2xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%u) : (tensor<*xcomplex<f32>>) -> ()
  %t = tensor.from_elements %gv : tensor<1xcomplex<f32>>
  %u2 = tensor.cast %t : tensor<1xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%u2) : (tensor<*xcomplex<f32>>) -> ()
  %gx2 = pad.pad_grad %gy low[1] high[1] mode(reflect) : tensor<4xcomplex<f32>> to tensor<2xcomplex<f32>>
  %u3 = tensor.cast %gx2 : tensor<2xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%u3) : (tensor<*xcomplex<f32>>) -> ()
  return
}
