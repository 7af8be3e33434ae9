// RUN: %pad-matrix %s crash @strategies run:UNCHECKED "strategy=loops runtime-checks=false"

// G7 of pad.pad_grad at run time: the size of a dynamic gx comes from gy's
// (docs/Semantics.md, "pad.pad_grad"): 4 elements of gy with interior 1 give
// D = 4, gx of (4 - 1)/2 + 1 = 2 elements, whose pad.pad has 3 elements, not
// 4. With runtime-checks=true the program stops with the rule's message;
// with runtime-checks=false it runs to its end.

// CHECK: pad.pad_grad: G7: gy has 4 elements on axis 0, pad.pad of gx (2 elements, low 0, high 0) gives 3
// CHECK-NOT: Unranked Memref

// UNCHECKED: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2]

func.func private @printMemrefF32(tensor<*xf32>)

func.func @grad(%gy: tensor<?xf32>) -> tensor<?xf32> {
  %gx = pad.pad_grad %gy low[0] high[0] interior[1] : tensor<?xf32> to tensor<?xf32>
  return %gx : tensor<?xf32>
}

func.func @main() {
  %gy = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %d = tensor.cast %gy : tensor<4xf32> to tensor<?xf32>
  %gx = call @grad(%d) : (tensor<?xf32>) -> tensor<?xf32>
  %u = tensor.cast %gx : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
