// RUN: pad-opt %s -split-input-file --pad-deallocate-buffers | FileCheck %s

// Each function adds zero to %a: where upstream's buffer-deallocation-pipeline
// runs, its canonicalizers fold the addition away.

// The function returns the only buffer it allocates (a stack buffer aside):
// nothing to free, the pipeline does not run.
// CHECK-LABEL: func.func @returned
//       CHECK:   %[[S:.*]] = arith.addi
//       CHECK:   %[[M:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   memref.alloca() : memref<4xf32>
//   CHECK-NOT:   dealloc
//   CHECK-NOT:   clone
//       CHECK:   return %[[M]], %[[S]] : memref<4xf32>, index
func.func @returned(%a: index, %v: f32) -> (memref<4xf32>, index) {
  %c0 = arith.constant 0 : index
  %s = arith.addi %a, %c0 : index
  %m = memref.alloc() : memref<4xf32>
  %tmp = memref.alloca() : memref<4xf32>
  memref.store %v, %tmp[%c0] : memref<4xf32>
  memref.store %v, %m[%s] : memref<4xf32>
  return %m, %s : memref<4xf32>, index
}

// -----

// A buffer that is not returned is freed.
// CHECK-LABEL: func.func @temporary
//  CHECK-SAME:   (%[[A:.*]]: index, %[[OUT:.*]]: memref<4xf32>)
//   CHECK-NOT:   arith.addi
//       CHECK:   %[[M:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   memref.copy %[[M]], %[[OUT]]
//       CHECK:   memref.dealloc %[[M]] : memref<4xf32>
//       CHECK:   return %[[A]] : index
func.func @temporary(%a: index, %out: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %s = arith.addi %a, %c0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  return %s : index
}

// -----

// So is one allocated in a nested region.
// CHECK-LABEL: func.func @nested_alloc
//   CHECK-NOT:   arith.addi
//       CHECK:   scf.if
//       CHECK:     %[[M:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:     memref.copy %[[M]], %{{.*}}
//       CHECK:     memref.dealloc %[[M]] : memref<4xf32>
func.func @nested_alloc(%a: index, %c: i1, %out: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %s = arith.addi %a, %c0 : index
  scf.if %c {
    %m = memref.alloc() : memref<4xf32>
    memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  }
  return %s : index
}

// -----

// A returned argument is cloned: the caller owns the results.
// CHECK-LABEL: func.func @returns_argument
//  CHECK-SAME:   (%[[A:.*]]: index, %[[M:.*]]: memref<4xf32>)
//   CHECK-NOT:   arith.addi
//       CHECK:   %[[C:.*]] = bufferization.clone %[[M]]
//       CHECK:   return %[[C]], %[[A]]
func.func @returns_argument(%a: index, %m: memref<4xf32>) -> (memref<4xf32>, index) {
  %c0 = arith.constant 0 : index
  %s = arith.addi %a, %c0 : index
  return %m, %s : memref<4xf32>, index
}

// -----

// A call may return a buffer to free.
// CHECK-LABEL: func.func @calls
//   CHECK-NOT:   arith.addi
//       CHECK:   %[[M:.*]] = call @callee()
//       CHECK:   %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[M]]
//       CHECK:   memref.dealloc %[[BASE]]
func.func private @callee() -> memref<4xf32>

func.func @calls(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %s = arith.addi %a, %c0 : index
  %m = func.call @callee() : () -> memref<4xf32>
  return %s : index
}

// -----

// One buffer returned twice, a buffer carried by a loop, a function of
// several blocks, a bufferization op: the pipeline runs.
// CHECK-LABEL: func.func @returned_twice
//   CHECK-NOT:   arith.addi
func.func @returned_twice(%a: index) -> (memref<4xf32>, memref<4xf32>, index) {
  %c0 = arith.constant 0 : index
  %s = arith.addi %a, %c0 : index
  %m = memref.alloc() : memref<4xf32>
  return %m, %m, %s : memref<4xf32>, memref<4xf32>, index
}

// -----

// CHECK-LABEL: func.func @loop_carried
//   CHECK-NOT:   arith.addi
func.func @loop_carried(%a: index, %m: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.addi %a, %c0 : index
  %r = scf.for %i = %c0 to %s step %c1 iter_args(%x = %m) -> memref<4xf32> {
    scf.yield %x : memref<4xf32>
  }
  return %s : index
}

// -----

// CHECK-LABEL: func.func @blocks
//   CHECK-NOT:   arith.addi
func.func @blocks(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %s = arith.addi %a, %c0 : index
  cf.br ^bb1
^bb1:
  return %s : index
}

// -----

// CHECK-LABEL: func.func @bufferization_op
//   CHECK-NOT:   arith.addi
func.func @bufferization_op(%a: index, %t: tensor<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %s = arith.addi %a, %c0 : index
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %s : index
}
