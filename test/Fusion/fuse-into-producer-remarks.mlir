// RUN: pad-opt %s -split-input-file --pad-fuse-into-producer="emit-remarks=true" -verify-diagnostics | FileCheck %s

// The pads left alone, each with the remark that says why; they lower as
// before.

// CHECK-LABEL: func.func @argument
//       CHECK:   pad.pad
func.func @argument(%x: tensor<4xf32>) -> tensor<6xf32> {
  // expected-remark @+1 {{not fused into its producer: the source is not produced by an op}}
  %p = pad.pad %x low[1] high[1] : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

// -----

func.func @other_uses(%x: tensor<4xf32>) -> (tensor<6xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @+1 {{not fused into its producer: the source has other uses}}
  %p = pad.pad %y low[1] high[1] : tensor<4xf32> to tensor<6xf32>
  return %p, %y : tensor<6xf32>, tensor<4xf32>
}

// -----

func.func @not_destination_style(%a: f32, %b: f32) -> tensor<4xf32> {
  %y = tensor.from_elements %a, %b : tensor<2xf32>
  // expected-remark @+1 {{not fused into its producer: the producer is not a linalg op, a pad.pad or a loop of tiles}}
  %p = pad.pad %y low[1] high[1] mode(edge) : tensor<2xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}

// -----

func.func @another_block(%x: tensor<4xf32>, %c: i1) -> tensor<6xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %c -> tensor<6xf32> {
    // expected-remark @+1 {{not fused into its producer: the producer is in another block}}
    %p = pad.pad %y low[1] high[1] : tensor<4xf32> to tensor<6xf32>
    scf.yield %p : tensor<6xf32>
  } else {
    %z = tensor.empty() : tensor<6xf32>
    scf.yield %z : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}

// -----

func.func @reads_argument_init(%a: tensor<4x3xf32>, %b: tensor<3x4xf32>, %c: tensor<4x4xf32>) -> tensor<6x4xf32> {
  %y = linalg.matmul ins(%a, %b : tensor<4x3xf32>, tensor<3x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  // expected-remark @+1 {{not fused into its producer: the producer reads its init, which is neither a linalg.fill nor a tensor.empty}}
  %p = pad.pad %y low[1, 0] high[1, 0] : tensor<4x4xf32> to tensor<6x4xf32>
  return %p : tensor<6x4xf32>
}

// -----

func.func @loop_crop(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4xf32>
  %y = scf.for %i = %c0 to %c4 step %c1 iter_args(%o = %e) -> (tensor<4xf32>) {
    %v = tensor.extract %x[%i] : tensor<4xf32>
    %u = tensor.insert %v into %o[%i] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  // expected-remark @+1 {{not fused into its producer: a loop cannot compute only the kept elements of a crop}}
  %p = pad.pad %y low[-1] high[1] : tensor<4xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}

// -----

// The high border of wrap reads in[0], which the crop of one drops.
func.func @border_reads_crop(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @+1 {{not fused into its producer: the borders read source elements that a crop drops}}
  %p = pad.pad %y low[-1] high[1] mode(wrap) : tensor<4xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}

// -----

func.func @border_crop_dynamic_amount(%x: tensor<4xf32>, %l: index) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @+1 {{not fused into its producer: a border mode crops an axis with a dynamic amount}}
  %p = pad.pad %y low[%l] high[-1] mode(edge) : tensor<4xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// -----

// Which elements the crop of one drops, of an axis of dynamic size, is
// unknown: the border on the other side may read them.
func.func @border_crop_dynamic_size(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  %y = linalg.exp ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  // expected-remark @+1 {{not fused into its producer: the borders read source elements that a crop drops}}
  %p = pad.pad %y low[-1] high[1] mode(reflect) : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// -----

// A constraint broken by a constant amount is the lowering's to report.
func.func @known_broken(%x: tensor<4xf32>) -> tensor<?xf32> {
  %c9 = arith.constant 9 : index
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @+1 {{not fused into its producer: values known at compile time break a constraint}}
  %p = pad.pad %y low[%c9] high[0] : tensor<4xf32> to tensor<3xf32>
  %c = tensor.cast %p : tensor<3xf32> to tensor<?xf32>
  return %c : tensor<?xf32>
}
