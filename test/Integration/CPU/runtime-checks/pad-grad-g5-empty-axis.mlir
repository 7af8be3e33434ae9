// RUN: %pad-matrix %s crash @strategies run:UNCHECKED "strategy=vector runtime-checks=false"

// G5 of pad.pad_grad at run time: 3 elements of gy padded by low 3 in mode
// wrap leave gx no element (D = 0), and wrap cannot pad an empty axis.

// CHECK: pad.pad_grad: G5: mode wrap needs a non-empty axis 0 of gx to pad it, got low 3 and high 0 on an axis of size 0
// CHECK-NOT: Unranked Memref

// UNCHECKED: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [0]

func.func private @printMemrefF32(tensor<*xf32>)

func.func @grad(%gy: tensor<?xf32>, %l: index) -> tensor<?xf32> {
  %gx = pad.pad_grad %gy low[%l] high[0] mode(wrap) : tensor<?xf32> to tensor<?xf32>
  return %gx : tensor<?xf32>
}

func.func @main() {
  %gy = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %d = tensor.cast %gy : tensor<3xf32> to tensor<?xf32>
  %c3 = arith.constant 3 : index
  %gx = call @grad(%d, %c3) : (tensor<?xf32>, index) -> tensor<?xf32>
  %u = tensor.cast %gx : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
