// RUN: pad-opt %s --canonicalize --pad-copy-returned-arguments | FileCheck %s

// A C-interface function that returns an argument returns a copy of it; an
// all-zero pad folds to its source, and its result stays in the C interface
// (--pad-to-llvm="mpi=...", docs/Distributed.md).

// CHECK-LABEL: func.func @all_zero(
// CHECK-SAME:    %[[X:.+]]: tensor<4x?xf32>)
// CHECK-NEXT:    %[[COPY:.+]] = bufferization.alloc_tensor() copy(%[[X]]) : tensor<4x?xf32>
// CHECK-NEXT:    return %[[COPY]]
func.func @all_zero(%x: tensor<4x?xf32>) -> tensor<4x?xf32> attributes {llvm.emit_c_interface} {
  %p = pad.pad %x low[0, 0] high[0, 0] : tensor<4x?xf32> to tensor<4x?xf32>
  return %p : tensor<4x?xf32>
}

// Through a cast, and every result that is an argument.
// CHECK-LABEL: func.func @cast(
// CHECK-SAME:    %[[X:.+]]: tensor<4xf32>, %[[Y:.+]]: tensor<2xf32>)
// CHECK-NEXT:    %[[C:.+]] = tensor.cast %[[X]] : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:    %[[COPY:.+]] = bufferization.alloc_tensor() copy(%[[C]]) : tensor<?xf32>
// CHECK-NEXT:    %[[COPY2:.+]] = bufferization.alloc_tensor() copy(%[[Y]]) : tensor<2xf32>
// CHECK-NEXT:    return %[[COPY]], %[[COPY2]]
func.func @cast(%x: tensor<4xf32>, %y: tensor<2xf32>) -> (tensor<?xf32>, tensor<2xf32>) attributes {llvm.emit_c_interface} {
  %c = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
  return %c, %y : tensor<?xf32>, tensor<2xf32>
}

// Without a C interface (a function the module calls), nothing changes.
// CHECK-LABEL: func.func @internal(
// CHECK-NEXT:    return %{{.+}} : tensor<4xf32>
func.func @internal(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
