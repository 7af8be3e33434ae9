// docs/Semantics.md#amounts-known-only-as-ssa-values: an amount that is an SSA value but known at compile time (an
// arith.constant the canonicalizer kept dynamic because folding it would
// break a rule, arithmetic on constants, a constant argument after inlining)
// is checked at compile time, with every strategy and whatever the run-time
// checks: a located error naming the rule, never a silent answer
// (docs/Rationale.md, "Values known at compile time"). Amounts known only at
// run time (function arguments) stop the program with runtime-checks=true
// (runtime-checks/*.mlir) and stay in bounds with runtime-checks=false
// (runtime-checks/no-checks-memcheck.mlir, under valgrind). Amounts of any
// width are valid (known-values-wide.mlir).
//
// RUN: pad-opt %s -split-input-file -verify-diagnostics -mlir-print-op-on-diagnostic=false --pad-to-llvm
// RUN: pad-opt %s -split-input-file -verify-diagnostics -mlir-print-op-on-diagnostic=false --pad-to-llvm="strategy=linalg runtime-checks=false"
// RUN: pad-opt %s -split-input-file -verify-diagnostics -mlir-print-op-on-diagnostic=false --pad-to-llvm="strategy=loops runtime-checks=false"
// RUN: pad-opt %s -split-input-file -verify-diagnostics -mlir-print-op-on-diagnostic=false --pad-to-llvm="strategy=vector runtime-checks=false"
// RUN: pad-opt %s -split-input-file -verify-diagnostics -mlir-print-op-on-diagnostic=false --canonicalize --convert-pad-to-vector

func.func @c8_constant(%x: tensor<0x2xf32>) -> tensor<?x2xf32> {
  %c1 = arith.constant 1 : index
  // expected-error @+2 {{'pad.pad' op C8: mode edge needs a non-empty axis 0 to pad it, got low 1 on an axis of size 0}}
  // expected-note @+1 {{with the values known at compile time: low [1, 0], high [0, 0], source shape [0, 2]}}
  %r = pad.pad %x low[%c1, 0] high[0, 0] mode(edge) : tensor<0x2xf32> to tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}

// -----

func.func @c8_arith(%x: tensor<0xf32>) -> tensor<?xf32> {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %h = arith.subi %c3, %c1 : index
  %d = tensor.cast %x : tensor<0xf32> to tensor<?xf32>
  // expected-error @+2 {{'pad.pad' op C8: mode symmetric needs a non-empty axis 0 to pad it, got high 2 on an axis of size 0}}
  // expected-note @+1 {{with the values known at compile time: low [0], high [2], source shape [0]}}
  %r = pad.pad %d low[0] high[%h] mode(symmetric) : tensor<?xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// C10 from an arith.constant (lowered without this check, it printed
// [0, 1, 1, 1, 0]).
func.func @c10_constant(%x: tensor<3xf32>) -> tensor<5xf32> {
  %c1 = arith.constant 1 : index
  // expected-error @+2 {{'pad.pad' op C10: expected result dim 0 to be 4 (inferred 'tensor<4xf32>'), got 5}}
  // expected-note @+1 {{with the values known at compile time: low [1], high [0], source shape [3]}}
  %r = pad.pad %x low[%c1] high[0] : tensor<3xf32> to tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

func.func @c10_arith(%x: tensor<3x2xf32>) -> tensor<4x2xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %l = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%c1, %c2)
  // expected-error @+2 {{'pad.pad' op C10: expected result dim 0 to be 7 (inferred 'tensor<7x2xf32>'), got 4}}
  // expected-note @+1 {{with the values known at compile time: low [4, 0], high [0, 0], source shape [3, 2]}}
  %r = pad.pad %x low[%l, 0] high[0, 0] : tensor<3x2xf32> to tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

func.func @c11_constant(%x: tensor<3xf32>) -> tensor<?xf32> {
  %big = arith.constant 9223372036854775807 : index
  // expected-error @+2 {{'pad.pad' op C11: the size of axis 0 (low 9223372036854775807, size 3, interior 0, high 0) overflows int64}}
  // expected-note @+1 {{with the values known at compile time: low [9223372036854775807], high [0], source shape [3]}}
  %r = pad.pad %x low[%big] high[0] : tensor<3xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// C11 on the result's size in bytes: 2^31 x 2^31 x 4 bytes of f32.
func.func @c11_arith(%x: tensor<1x1xf32>) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %half = arith.constant 1073741823 : index
  %h = arith.addi %half, %half : index
  %hh = arith.addi %h, %c1 : index
  // expected-error @+2 {{'pad.pad' op C11: the result 'tensor<2147483648x2147483648xf32>' has more than 9223372036854775807 bytes}}
  // expected-note @+1 {{with the values known at compile time: low [0, 0], high [2147483647, 2147483647], source shape [1, 1]}}
  %r = pad.pad %x low[0, 0] high[%hh, %hh] : tensor<1x1xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
