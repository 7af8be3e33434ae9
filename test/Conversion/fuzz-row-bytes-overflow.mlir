// RUN: pad-opt %s --convert-pad-to-vector="nontemporal=always" | FileCheck %s
// RUN: pad-opt %s --convert-pad-to-vector | FileCheck %s

// An empty output's row can hold more elements than its bytes can count
// (2^62 + 3 f32): whether its rows are long enough to stream is decided
// without an overflowing product (found by UBSan in pad-fuzz). No row to
// write: the output is the empty tensor.
// CHECK-LABEL: func.func @empty_dim
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<0x4611686018427387907xf32>
// CHECK-NOT:     scf.
// CHECK:         return %[[EMPTY]]
func.func @empty_dim(%src: tensor<0x3xf32>) -> tensor<0x4611686018427387907xf32> {
  %r = pad.pad %src low[0, 4611686018427387904] high[0, 0] : tensor<0x3xf32> to tensor<0x4611686018427387907xf32>
  return %r : tensor<0x4611686018427387907xf32>
}
