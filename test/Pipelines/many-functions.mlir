// RUN: %python_numpy %S/Inputs/many_functions.py 1000 > %t.mlir
// RUN: pad-opt %t.mlir --pad-to-llvm="strategy=linalg" | FileCheck %s
// RUN: pad-opt %t.mlir --pad-to-llvm="strategy=vector" | FileCheck %s

// A module of 1,000 small pads, lowered on several threads: the passes that
// --pad-to-llvm runs per function only where a function holds the ops they
// rewrite (views, affine ops) run on many functions at once, each thread on
// its own copy of them. The linalg strategy gives every function subviews.

// CHECK: llvm.func @f0(
// CHECK: llvm.func @f999(
