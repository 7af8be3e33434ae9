// Regression tests found by the differential test: a region that starts
// statically at the end of its axis, or an axis statically empty, must produce
// no slice with a static offset on that axis (tensor.extract_slice rejects any
// static offset >= a static dim size, even for an empty slice).
// RUN: pad-opt %s -convert-pad-to-linalg -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=LINALG
// RUN: pad-opt %s -convert-pad-to-vector -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=VECTOR
// RUN: pad-opt %s -convert-pad-to-loops -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=LOOPS

// The static result has one element, all padding (low 2 > n = 1): the core
// starts at the end of the axis and is empty.

// LINALG-LABEL: func @core_at_end
// LINALG:         %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// LINALG:         %[[E:.*]] = tensor.empty() : tensor<1xf32>
// LINALG:         %[[F:.*]] = linalg.fill ins(%[[CST]] : f32) outs(%[[E]] : tensor<1xf32>)
// LINALG-NEXT:    return %[[F]]
// VECTOR-LABEL: func @core_at_end
// VECTOR:         %[[E:.*]] = tensor.empty() : tensor<1xf32>
// VECTOR:         %[[I:.*]] = vector.transfer_write %{{.*}}, %[[E]][%{{.*}}] {in_bounds = [true]} : vector<1xf32>, tensor<1xf32>
// VECTOR-NEXT:    return %[[I]]
// LOOPS-LABEL:  func @core_at_end
// LOOPS:          %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// LOOPS:          %[[E:.*]] = tensor.empty() : tensor<1xf32>
// LOOPS:          %[[I:.*]] = tensor.insert %[[CST]] into %[[E]]
// LOOPS-NEXT:     return %[[I]]
func.func @core_at_end(%src: tensor<?xf32>) -> tensor<1xf32> {
  %r = pad.pad %src low[2] high[-3] : tensor<?xf32> to tensor<1xf32>
  return %r : tensor<1xf32>
}

// -----

// A static empty result axis: nothing to write, whatever the dynamic amounts.

// LINALG-LABEL: func @empty_result_axis
// LINALG:         %[[E:.*]] = tensor.empty(%{{.*}}) : tensor<5x?x0xf16>
// LINALG-NEXT:    return %[[E]]
// VECTOR-LABEL: func @empty_result_axis
// VECTOR:         %[[E:.*]] = tensor.empty(%{{.*}}) : tensor<5x?x0xf16>
// VECTOR-NEXT:    return %[[E]]
// LOOPS-LABEL:  func @empty_result_axis
// LOOPS:          tensor.empty(%{{.*}}) : tensor<5x?x0xf16>
func.func @empty_result_axis(%src: tensor<4x4x2xf16>, %l: index, %h: index) -> tensor<5x?x0xf16> {
  %r = pad.pad %src low[-1, 0, %l] high[2, %h, -1] mode(edge) : tensor<4x4x2xf16> to tensor<5x?x0xf16>
  return %r : tensor<5x?x0xf16>
}
