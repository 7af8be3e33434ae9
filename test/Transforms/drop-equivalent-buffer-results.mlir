// RUN: pad-opt %s -split-input-file --pad-drop-equivalent-buffer-results | FileCheck %s

// A public function that returns its destination argument returns nothing
// for it; its callers use their own operand (and so the caller, which
// returns it, drops it too).

// CHECK-LABEL: func.func @kernel(
// CHECK-SAME:      %[[X:.*]]: memref<4xf32>, %[[O:.*]]: memref<8xf32>) {
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @caller(
// CHECK-SAME:      %[[X:.*]]: memref<4xf32>, %[[O:.*]]: memref<8xf32>) {
// CHECK-NEXT:    call @kernel(%[[X]], %[[O]]) : (memref<4xf32>, memref<8xf32>) -> ()
// CHECK-NEXT:    return{{$}}
func.func @kernel(%x: memref<4xf32>, %o: memref<8xf32>) -> memref<8xf32> {
  return %o : memref<8xf32>
}
func.func @caller(%x: memref<4xf32>, %o: memref<8xf32>) -> memref<8xf32> {
  %r = call @kernel(%x, %o) : (memref<4xf32>, memref<8xf32>) -> memref<8xf32>
  return %r : memref<8xf32>
}

// -----

// Through a memref.cast, with a result kept beside it; the call site casts
// its operand to the result type.

// CHECK-LABEL: func.func @cast(
// CHECK-SAME:      %[[O:.*]]: memref<8xf32>, %[[N:.*]]: index) -> index {
// CHECK:         return %[[N]] : index
// CHECK-LABEL: func.func @cast_caller(
// CHECK-SAME:      %[[O:.*]]: memref<8xf32>) -> (memref<?xf32>, index) {
// CHECK:         %[[R:.*]] = call @cast(%[[O]], %{{.*}}) : (memref<8xf32>, index) -> index
// CHECK:         %[[C:.*]] = memref.cast %[[O]] : memref<8xf32> to memref<?xf32>
// CHECK:         memref.dim %[[C]]
// CHECK:         return %{{.*}}, %[[R]] : memref<?xf32>, index
func.func @cast(%o: memref<8xf32>, %n: index) -> (memref<?xf32>, index) {
  %c = memref.cast %o : memref<8xf32> to memref<?xf32>
  return %c, %n : memref<?xf32>, index
}
func.func @cast_caller(%o: memref<8xf32>) -> (memref<?xf32>, index) {
  %c1 = arith.constant 1 : index
  %r:2 = call @cast(%o, %c1) : (memref<8xf32>, index) -> (memref<?xf32>, index)
  %c0 = arith.constant 0 : index
  %d = memref.dim %r#0, %c0 : memref<?xf32>
  %fresh = memref.alloc(%d) : memref<?xf32>
  return %fresh, %r#1 : memref<?xf32>, index
}

// -----

// Left alone: different arguments on two returns, a new buffer, and a
// function whose symbol is used by something else than a call.

// CHECK-LABEL: func.func @two_args(
// CHECK-SAME:      -> memref<8xf32>
// CHECK-LABEL: func.func @fresh(
// CHECK-SAME:      -> memref<8xf32>
// CHECK-LABEL: func.func @referenced(
// CHECK-SAME:      -> memref<8xf32>
func.func @two_args(%a: memref<8xf32>, %b: memref<8xf32>, %c: i1) -> memref<8xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : memref<8xf32>
^bb2:
  return %b : memref<8xf32>
}
func.func @fresh() -> memref<8xf32> {
  %m = memref.alloc() : memref<8xf32>
  return %m : memref<8xf32>
}
func.func @referenced(%o: memref<8xf32>) -> memref<8xf32> {
  return %o : memref<8xf32>
}
func.func @takes_address() -> ((memref<8xf32>) -> memref<8xf32>) {
  %f = func.constant @referenced : (memref<8xf32>) -> memref<8xf32>
  return %f : (memref<8xf32>) -> memref<8xf32>
}

// -----

// Through the results of an scf.if whose branches both yield (a cast of) the
// argument, and of an scf.for that yields its iteration argument back.

// CHECK-LABEL: func.func @branches(
// CHECK-SAME:      %[[O:.*]]: memref<?xf32>, %[[C:.*]]: i1, %[[N:.*]]: index) {
// CHECK:         scf.if %[[C]] -> (memref<?xf32>)
// CHECK:         return{{$}}
func.func @branches(%o: memref<?xf32>, %c: i1, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r = scf.if %c -> (memref<?xf32>) {
    %l = scf.for %i = %c0 to %n step %c1 iter_args(%a = %o) -> (memref<?xf32>) {
      memref.store %f, %a[%i] : memref<?xf32>
      scf.yield %a : memref<?xf32>
    }
    scf.yield %l : memref<?xf32>
  } else {
    %s = memref.cast %o : memref<?xf32> to memref<4xf32>
    %d = memref.cast %s : memref<4xf32> to memref<?xf32>
    scf.yield %d : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// -----

// Branches that yield different buffers, and a loop that yields another
// buffer: the results stay.

// CHECK-LABEL: func.func @different(
// CHECK-SAME:      -> (memref<?xf32>, memref<?xf32>)
// CHECK:         return %{{.*}}, %{{.*}} : memref<?xf32>, memref<?xf32>
func.func @different(%o: memref<?xf32>, %p: memref<?xf32>, %c: i1, %n: index) -> (memref<?xf32>, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (memref<?xf32>) {
    scf.yield %o : memref<?xf32>
  } else {
    scf.yield %p : memref<?xf32>
  }
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%a = %o) -> (memref<?xf32>) {
    scf.yield %p : memref<?xf32>
  }
  return %r, %l : memref<?xf32>, memref<?xf32>
}
