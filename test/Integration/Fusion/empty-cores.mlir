// Pads whose output keeps no element of their source, or only interior gaps,
// after a producer that --pad-to-llvm fuses by default (docs/Fusion.md):
// the producer is then left alone when the sizes and amounts known at
// compile time say so, and otherwise (dynamic amounts or shapes, empty only
// at run time) computes an empty tile in bounds. Every strategy, with and
// without fusion, prints the numbers of numpy (`numpy:` lines, checked by
// expectations.test).

// RUN: %pad-matrix %s run @unfused @strategies "strategy=vector runtime-checks=false"

// Which pads are fused: a remark on each one left alone.
// RUN: pad-opt %s --pad-fuse-into-producer="emit-remarks=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// PY: x2 = np.array([1, 2], np.float32)
// PY: x3 = np.array([1, 2, 3], np.float32)
// PY: a = np.array([[1, 2], [3, 4]], np.float32)

#id = affine_map<(i) -> (i)>

func.func private @printMemrefF32(tensor<*xf32>)

// The crop keeps nothing: the window [-2, 0) lies below the source.
// REMARK: empty-cores.mlir:[[# @LINE + 8]]:8: remark: not fused into its producer: the pad keeps no element of its source (its output is all padding)
func.func @crop_nothing(%x: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  %p = pad.pad %y low[2] high[-2] : tensor<2xf32> to tensor<2xf32>
  return %p : tensor<2xf32>
}

// Only an interior gap is kept.
// REMARK: empty-cores.mlir:[[# @LINE + 8]]:8: remark: not fused into its producer: the pad keeps no element of its source (its output is all padding)
func.func @gap_only(%x: tensor<2xf32>) -> tensor<1xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  %p = pad.pad %y low[-1] high[-1] interior[1] : tensor<2xf32> to tensor<1xf32>
  return %p : tensor<1xf32>
}

// A pad of a pad that keeps nothing of the inner pad (4 elements).
// REMARK: empty-cores.mlir:[[# @LINE + 3]]:8: remark: not fused into its producer: the pad keeps no element of its source (its output is all padding)
func.func @pad_of_pad(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = pad.pad %x low[1] high[1] mode(edge) : tensor<2xf32> to tensor<4xf32>
  %p = pad.pad %y low[3] high[-5] : tensor<4xf32> to tensor<2xf32>
  return %p : tensor<2xf32>
}

// The outer crop keeps the two zeros of one side of the inner pad: the tile
// of the inner pad that the fusion creates keeps nothing of the generic,
// which it is not fused into.
// REMARK: empty-cores.mlir:[[# @LINE + 8]]:8: remark: not fused into its producer: the pad keeps no element of its source (its output is all padding)
func.func @pad_tile_keeps_nothing_low(%x: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  %q = pad.pad %y low[2] high[2] : tensor<2xf32> to tensor<6xf32>
  %p = pad.pad %q low[0] high[-4] : tensor<6xf32> to tensor<2xf32>
  return %p : tensor<2xf32>
}

// REMARK: empty-cores.mlir:[[# @LINE + 9]]:8: remark: not fused into its producer: the pad keeps no element of its source (its output is all padding)
func.func @pad_tile_keeps_nothing_high(%x: tensor<2xf32>) -> tensor<3xf32> {
  %v = arith.constant 7.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  %q = pad.pad %y low[2] high[3] value(%v) : tensor<2xf32> to tensor<7xf32>
  %p = pad.pad %q low[-4] high[0] : tensor<7xf32> to tensor<3xf32>
  return %p : tensor<3xf32>
}

// A dynamic negative amount: the kept core is empty at run time only.
func.func @dynamic_negative(%x: tensor<3xf32>, %h: index) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<3xf32>) outs(%e : tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<3xf32>
  %p = pad.pad %y low[-4] high[%h] interior[2] : tensor<3xf32> to tensor<?xf32>
  %c = tensor.cast %p : tensor<?xf32> to tensor<2xf32>
  return %c : tensor<2xf32>
}

// Edge mode, a dynamic amount, and a static result size that puts the core at
// the end of the axis: nothing kept.
// REMARK: empty-cores.mlir:[[# @LINE + 4]]:8: remark: not fused into its producer: the pad keeps no element of its source (its output is all padding)
func.func @edge_core_at_end(%x: tensor<2xf32>, %h: index) -> tensor<1xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %y = linalg.transpose ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) permutation = [0]
  %p = pad.pad %y low[1] high[%h] mode(edge) : tensor<2xf32> to tensor<1xf32>
  return %p : tensor<1xf32>
}

// Dynamic amounts that keep nothing at run time, in constant mode (fused:
// an empty tile) and in edge mode (the unfused branch, for a negative one).
func.func @dynamic_nothing(%x: tensor<2xf32>, %l: index, %h: index) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  %p = pad.pad %y low[%l] high[%h] : tensor<2xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

func.func @dynamic_gap_only(%x: tensor<2xf32>, %l: index, %h: index) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  %p = pad.pad %y low[%l] high[%h] interior[1] : tensor<2xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

func.func @dynamic_edge_nothing(%x: tensor<2xf32>, %l: index, %h: index) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %y = linalg.transpose ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) permutation = [0]
  %p = pad.pad %y low[%l] high[%h] mode(edge) : tensor<2xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// A source of dynamic size, cropped past its end.
func.func @dynamic_source(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<?xf32>
  %p = pad.pad %y low[-3] high[3] : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// One axis keeps nothing, the other pads: a matmul into a filled init.
// REMARK: empty-cores.mlir:[[# @LINE + 7]]:8: remark: not fused into its producer: the pad keeps no element of its source (its output is all padding)
func.func @matmul_one_axis(%a: tensor<2x2xf32>) -> tensor<2x3xf32> {
  %v = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %y = linalg.matmul ins(%a, %a : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %p = pad.pad %y low[3, 1] high[-3, 0] value(%v) : tensor<2x2xf32> to tensor<2x3xf32>
  return %p : tensor<2x3xf32>
}

// REMARK-NOT: remark

func.func @main() {
  %x2 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %x3 = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %m5 = arith.constant -5 : index
  %m3 = arith.constant -3 : index
  %m2 = arith.constant -2 : index
  %m1 = arith.constant -1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index

// numpy: pad(-x2, [2], [-2])
// CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  0]
  %r0 = call @crop_nothing(%x2) : (tensor<2xf32>) -> tensor<2xf32>
  %u0 = tensor.cast %r0 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()

// numpy: pad(-x2, [-1], [-1], interior=[1])
// CHECK: rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0]
  %r1 = call @gap_only(%x2) : (tensor<2xf32>) -> tensor<1xf32>
  %u1 = tensor.cast %r1 : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()

// numpy: pad(pad(x2, [1], [1], 'edge'), [3], [-5])
// CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  0]
  %r2 = call @pad_of_pad(%x2) : (tensor<2xf32>) -> tensor<2xf32>
  %u2 = tensor.cast %r2 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()

// numpy: pad(pad(-x2, [2], [2]), [0], [-4])
// CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  0]
  %r3 = call @pad_tile_keeps_nothing_low(%x2) : (tensor<2xf32>) -> tensor<2xf32>
  %u3 = tensor.cast %r3 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()

// numpy: pad(pad(-x2, [2], [3], value=7), [-4], [0])
// CHECK: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT{LITERAL}: [7,  7,  7]
  %r4 = call @pad_tile_keeps_nothing_high(%x2) : (tensor<2xf32>) -> tensor<3xf32>
  %u4 = tensor.cast %r4 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()

// numpy: pad(-x3, [-4], [-1], interior=[2])
// CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  0]
  %r5 = call @dynamic_negative(%x3, %m1) : (tensor<3xf32>, index) -> tensor<2xf32>
  %u5 = tensor.cast %r5 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()

// numpy: pad(x2, [1], [-2], 'edge')
// CHECK: rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1]
  %r6 = call @edge_core_at_end(%x2, %m2) : (tensor<2xf32>, index) -> tensor<1xf32>
  %u6 = tensor.cast %r6 : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%u6) : (tensor<*xf32>) -> ()

// numpy: pad(-x2, [2], [-2])
// CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  0]
  %r7 = call @dynamic_nothing(%x2, %c2, %m2) : (tensor<2xf32>, index, index) -> tensor<?xf32>
  %u7 = tensor.cast %r7 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u7) : (tensor<*xf32>) -> ()

// numpy: pad(-x2, [-5], [4])
// CHECK: rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0]
  %r8 = call @dynamic_nothing(%x2, %m5, %c4) : (tensor<2xf32>, index, index) -> tensor<?xf32>
  %u8 = tensor.cast %r8 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u8) : (tensor<*xf32>) -> ()

// numpy: pad(-x2, [-1], [-1], interior=[1])
// CHECK: rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0]
  %r9 = call @dynamic_gap_only(%x2, %m1, %m1) : (tensor<2xf32>, index, index) -> tensor<?xf32>
  %u9 = tensor.cast %r9 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u9) : (tensor<*xf32>) -> ()

// numpy: pad(x2, [4], [-5], 'edge')
// CHECK: rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT{LITERAL}: [1]
  %r10 = call @dynamic_edge_nothing(%x2, %c4, %m5) : (tensor<2xf32>, index, index) -> tensor<?xf32>
  %u10 = tensor.cast %r10 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u10) : (tensor<*xf32>) -> ()

// numpy: pad(-x2, [-3], [3])
// CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT{LITERAL}: [0,  0]
  %x2d = tensor.cast %x2 : tensor<2xf32> to tensor<?xf32>
  %r11 = call @dynamic_source(%x2d) : (tensor<?xf32>) -> tensor<?xf32>
  %u11 = tensor.cast %r11 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u11) : (tensor<*xf32>) -> ()

// numpy: pad(a @ a, [3, 1], [-3, 0], value=5)
// CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[5,   5,   5],
// CHECK-NEXT{LITERAL}:  [5,   5,   5]]
  %r12 = call @matmul_one_axis(%a) : (tensor<2x2xf32>) -> tensor<2x3xf32>
  %u12 = tensor.cast %r12 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u12) : (tensor<*xf32>) -> ()
  return
}
