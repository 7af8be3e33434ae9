// Tiled and fused pad + convolution end to end (docs/Tiling.md), in every mode, NHWC
// and NCHW: each convolution is tiled over its output rows and the pad.pad
// producing its input fused into the loop (Inputs/schedules.mlir), with
// scf.forall + fuse_into_containing_op and with scf.for +
// transform.structured.fuse, then lowered with --pad-to-llvm. The numbers
// must equal the untiled program's, and numpy's (the `numpy:` lines, checked
// by expectations.test).

// RUN: pad-opt %s | pad-opt --pad-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --transform-preload-library="transform-library-paths=%p/Inputs/schedules.mlir" --transform-interpreter="entry-point=fuse_forall" --canonicalize --cse > %t.forall.mlir
// RUN: FileCheck %s --check-prefix=FUSED < %t.forall.mlir
// RUN: pad-opt %t.forall.mlir --pad-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %t.forall.mlir --pad-to-llvm="strategy=loops" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --transform-preload-library="transform-library-paths=%p/Inputs/schedules.mlir" --transform-interpreter="entry-point=fuse_for" --canonicalize --cse > %t.for.mlir
// RUN: FileCheck %s --check-prefix=FUSED < %t.for.mlir
// RUN: pad-opt %t.for.mlir --pad-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %t.for.mlir --pad-to-llvm="strategy=linalg runtime-checks=false" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s

// The FUSED checks: every pad.pad is a tile inside the loop of its convolution (its
// amounts shifted by the loop's induction variables), none guarded by an
// scf.if, and the whole padded tensor is never built.

// PY: x = np.arange(1, 41, dtype=np.float32).reshape(1, 4, 5, 2)
// PY: w = (np.arange(54) % 7 - 3).astype(np.float32).reshape(3, 3, 2, 3)
// PY: def conv(p, w):
// PY:     n, h, wd, c = p.shape
// PY:     kh, kw, _, f = w.shape
// PY:     out = np.zeros((n, h - kh + 1, wd - kw + 1, f), np.float32)
// PY:     for i in range(kh):
// PY:         for j in range(kw):
// PY:             out += np.einsum('nhwc,cf->nhwf', p[:, i:i + out.shape[1], j:j + out.shape[2], :], w[i, j])
// PY:     return out
// PY: def nchw(a):
// PY:     return np.ascontiguousarray(a.transpose(0, 3, 1, 2))

func.func private @printMemrefF32(tensor<*xf32>)

// FUSED-LABEL: func.func @nhwc_constant(
// FUSED-SAME:      %[[X:.*]]: tensor<1x4x5x2xf32>
// FUSED-NOT:     pad.pad
// FUSED-NOT:     scf.if
// FUSED:         scf.for
// FUSED-NOT:     scf.if
// FUSED:           %[[P:.*]] = pad.pad %[[X]] low[0, %{{[^,]*}}, {{.*}}] high[0, %{{[^,]*}}, {{.*}}] value(%{{.*}}) : tensor<1x4x5x2xf32> to
// FUSED-NOT:     scf.if
// FUSED:           linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[P]], 
// FUSED-NOT:     scf.if
// FUSED:         return
// numpy: conv(pad(x, [0, 1, 1, 0], [0, 1, 1, 0], 'constant', value=7), w)
// CHECK: rank = 4 offset = 0 sizes = [1, 4, 5, 3] strides = [60, 15, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[[-25,     -49,     4],
// CHECK-NEXT{LITERAL}:    [-13,     -51,     2],
// CHECK-NEXT{LITERAL}:    [-13,     -55,     8],
// CHECK-NEXT{LITERAL}:    [-13,     -59,     14],
// CHECK-NEXT{LITERAL}:    [-46,     -36,     44]],
// CHECK-NEXT{LITERAL}:   [[-10,     -70,     3],
// CHECK-NEXT{LITERAL}:    [-6,     -57,     39],
// CHECK-NEXT{LITERAL}:    [-8,     -65,     39],
// CHECK-NEXT{LITERAL}:    [-10,     -73,     39],
// CHECK-NEXT{LITERAL}:    [-73,     -61,     105]],
// CHECK-NEXT{LITERAL}:   [[40,     -110,     -57],
// CHECK-NEXT{LITERAL}:    [-16,     -97,     39],
// CHECK-NEXT{LITERAL}:    [-18,     -105,     39],
// CHECK-NEXT{LITERAL}:    [-20,     -113,     39],
// CHECK-NEXT{LITERAL}:    [-113,     -121,     165]],
// CHECK-NEXT{LITERAL}:   [[121,     -9,     -118],
// CHECK-NEXT{LITERAL}:    [40,     -24,     -67],
// CHECK-NEXT{LITERAL}:    [42,     -26,     -73],
// CHECK-NEXT{LITERAL}:    [44,     -28,     -79],
// CHECK-NEXT{LITERAL}:    [12,     -182,     58]]]]
func.func @nhwc_constant(%x: tensor<1x4x5x2xf32>, %w: tensor<3x3x2x3xf32>) -> tensor<1x4x5x3xf32> {
  %v = arith.constant 7.0 : f32
  %p = pad.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] value(%v) : tensor<1x4x5x2xf32> to tensor<1x6x7x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x5x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x5x3xf32>) -> tensor<1x4x5x3xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x6x7x2xf32>, tensor<3x3x2x3xf32>) outs(%f : tensor<1x4x5x3xf32>) -> tensor<1x4x5x3xf32>
  return %c : tensor<1x4x5x3xf32>
}

// FUSED-LABEL: func.func @nhwc_edge(
// FUSED-SAME:      %[[X:.*]]: tensor<1x4x5x2xf32>
// FUSED-NOT:     pad.pad
// FUSED-NOT:     scf.if
// FUSED:         scf.for
// FUSED-NOT:     scf.if
// FUSED:           %[[P:.*]] = pad.pad %[[X]] low[0, %{{[^,]*}}, {{.*}}] high[0, %{{[^,]*}}, {{.*}}] mode(edge) : tensor<1x4x5x2xf32> to
// FUSED-NOT:     scf.if
// FUSED:           linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[P]], 
// FUSED-NOT:     scf.if
// FUSED:         return
// numpy: conv(pad(x, [0, 2, 0, 0], [0, 0, 2, 0], 'edge'), w)
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 4, 5, 3] strides = [60, 15, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[[14,     -7,     -21],
// CHECK-NEXT{LITERAL}:    [12,     -15,     -21],
// CHECK-NEXT{LITERAL}:    [10,     -23,     -21],
// CHECK-NEXT{LITERAL}:    [2,     -35,     -9],
// CHECK-NEXT{LITERAL}:    [-10,     -35,     3]],
// CHECK-NEXT{LITERAL}:   [[-6,     -37,     9],
// CHECK-NEXT{LITERAL}:    [-8,     -45,     9],
// CHECK-NEXT{LITERAL}:    [-10,     -53,     9],
// CHECK-NEXT{LITERAL}:    [-18,     -65,     21],
// CHECK-NEXT{LITERAL}:    [-30,     -65,     33]],
// CHECK-NEXT{LITERAL}:   [[-6,     -57,     39],
// CHECK-NEXT{LITERAL}:    [-8,     -65,     39],
// CHECK-NEXT{LITERAL}:    [-10,     -73,     39],
// CHECK-NEXT{LITERAL}:    [-18,     -85,     51],
// CHECK-NEXT{LITERAL}:    [-30,     -85,     63]],
// CHECK-NEXT{LITERAL}:   [[-16,     -97,     39],
// CHECK-NEXT{LITERAL}:    [-18,     -105,     39],
// CHECK-NEXT{LITERAL}:    [-20,     -113,     39],
// CHECK-NEXT{LITERAL}:    [-28,     -125,     51],
// CHECK-NEXT{LITERAL}:    [-40,     -125,     63]]]]
func.func @nhwc_edge(%x: tensor<1x4x5x2xf32>, %w: tensor<3x3x2x3xf32>) -> tensor<1x4x5x3xf32> {
  %p = pad.pad %x low[0, 2, 0, 0] high[0, 0, 2, 0] mode(edge) : tensor<1x4x5x2xf32> to tensor<1x6x7x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x5x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x5x3xf32>) -> tensor<1x4x5x3xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x6x7x2xf32>, tensor<3x3x2x3xf32>) outs(%f : tensor<1x4x5x3xf32>) -> tensor<1x4x5x3xf32>
  return %c : tensor<1x4x5x3xf32>
}

// FUSED-LABEL: func.func @nhwc_reflect(
// FUSED-SAME:      %[[X:.*]]: tensor<1x4x5x2xf32>
// FUSED-NOT:     pad.pad
// FUSED-NOT:     scf.if
// FUSED:         scf.for
// FUSED-NOT:     scf.if
// FUSED:           %[[P:.*]] = pad.pad %[[X]] low[0, %{{[^,]*}}, {{.*}}] high[0, %{{[^,]*}}, {{.*}}] mode(reflect) : tensor<1x4x5x2xf32> to
// FUSED-NOT:     scf.if
// FUSED:           linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[P]], 
// FUSED-NOT:     scf.if
// FUSED:         return
// numpy: conv(pad(x, [0, 1, 2, 0], [0, 1, 1, 0], 'reflect'), w)
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 4, 6, 3] strides = [72, 18, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[[-52,     -65,     27],
// CHECK-NEXT{LITERAL}:    [-38,     -49,     3],
// CHECK-NEXT{LITERAL}:    [-16,     -57,     -21],
// CHECK-NEXT{LITERAL}:    [-18,     -65,     -21],
// CHECK-NEXT{LITERAL}:    [-20,     -73,     -21],
// CHECK-NEXT{LITERAL}:    [-34,     -89,     3]],
// CHECK-NEXT{LITERAL}:   [[-42,     -65,     87],
// CHECK-NEXT{LITERAL}:    [-28,     -49,     63],
// CHECK-NEXT{LITERAL}:    [-6,     -57,     39],
// CHECK-NEXT{LITERAL}:    [-8,     -65,     39],
// CHECK-NEXT{LITERAL}:    [-10,     -73,     39],
// CHECK-NEXT{LITERAL}:    [-24,     -89,     63]],
// CHECK-NEXT{LITERAL}:   [[-52,     -105,     87],
// CHECK-NEXT{LITERAL}:    [-38,     -89,     63],
// CHECK-NEXT{LITERAL}:    [-16,     -97,     39],
// CHECK-NEXT{LITERAL}:    [-18,     -105,     39],
// CHECK-NEXT{LITERAL}:    [-20,     -113,     39],
// CHECK-NEXT{LITERAL}:    [-34,     -129,     63]],
// CHECK-NEXT{LITERAL}:   [[-22,     -85,     27],
// CHECK-NEXT{LITERAL}:    [-8,     -69,     3],
// CHECK-NEXT{LITERAL}:    [14,     -77,     -21],
// CHECK-NEXT{LITERAL}:    [12,     -85,     -21],
// CHECK-NEXT{LITERAL}:    [10,     -93,     -21],
// CHECK-NEXT{LITERAL}:    [-4,     -109,     3]]]]
func.func @nhwc_reflect(%x: tensor<1x4x5x2xf32>, %w: tensor<3x3x2x3xf32>) -> tensor<1x4x6x3xf32> {
  %p = pad.pad %x low[0, 1, 2, 0] high[0, 1, 1, 0] mode(reflect) : tensor<1x4x5x2xf32> to tensor<1x6x8x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x6x3xf32>) -> tensor<1x4x6x3xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x6x8x2xf32>, tensor<3x3x2x3xf32>) outs(%f : tensor<1x4x6x3xf32>) -> tensor<1x4x6x3xf32>
  return %c : tensor<1x4x6x3xf32>
}

// FUSED-LABEL: func.func @nhwc_symmetric(
// FUSED-SAME:      %[[X:.*]]: tensor<1x4x5x2xf32>
// FUSED-NOT:     pad.pad
// FUSED-NOT:     scf.if
// FUSED:         scf.for
// FUSED-NOT:     scf.if
// FUSED:           %[[P:.*]] = pad.pad %[[X]] low[0, %{{[^,]*}}, {{.*}}] high[0, %{{[^,]*}}, {{.*}}] mode(symmetric) : tensor<1x4x5x2xf32> to
// FUSED-NOT:     scf.if
// FUSED:           linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[P]], 
// FUSED-NOT:     scf.if
// FUSED:         return
// numpy: conv(pad(x, [0, 2, 1, 0], [0, -1, 1, 0], 'symmetric'), w)
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 3, 5, 3] strides = [45, 15, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[[-6,     -19,     -39],
// CHECK-NEXT{LITERAL}:    [4,     -27,     -51],
// CHECK-NEXT{LITERAL}:    [2,     -35,     -51],
// CHECK-NEXT{LITERAL}:    [0,     -43,     -51],
// CHECK-NEXT{LITERAL}:    [-8,     -55,     -39]],
// CHECK-NEXT{LITERAL}:   [[-16,     -29,     21],
// CHECK-NEXT{LITERAL}:    [-6,     -37,     9],
// CHECK-NEXT{LITERAL}:    [-8,     -45,     9],
// CHECK-NEXT{LITERAL}:    [-10,     -53,     9],
// CHECK-NEXT{LITERAL}:    [-18,     -65,     21]],
// CHECK-NEXT{LITERAL}:   [[-16,     -49,     51],
// CHECK-NEXT{LITERAL}:    [-6,     -57,     39],
// CHECK-NEXT{LITERAL}:    [-8,     -65,     39],
// CHECK-NEXT{LITERAL}:    [-10,     -73,     39],
// CHECK-NEXT{LITERAL}:    [-18,     -85,     51]]]]
func.func @nhwc_symmetric(%x: tensor<1x4x5x2xf32>, %w: tensor<3x3x2x3xf32>) -> tensor<1x3x5x3xf32> {
  %p = pad.pad %x low[0, 2, 1, 0] high[0, -1, 1, 0] mode(symmetric) : tensor<1x4x5x2xf32> to tensor<1x5x7x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x5x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x5x3xf32>) -> tensor<1x3x5x3xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x5x7x2xf32>, tensor<3x3x2x3xf32>) outs(%f : tensor<1x3x5x3xf32>) -> tensor<1x3x5x3xf32>
  return %c : tensor<1x3x5x3xf32>
}

// FUSED-LABEL: func.func @nhwc_wrap(
// FUSED-SAME:      %[[X:.*]]: tensor<1x4x5x2xf32>
// FUSED-NOT:     pad.pad
// FUSED-NOT:     scf.if
// FUSED:         scf.for
// FUSED-NOT:     scf.if
// FUSED:           %[[P:.*]] = pad.pad %[[X]] low[0, %{{[^,]*}}, {{.*}}] high[0, %{{[^,]*}}, {{.*}}] mode(wrap) : tensor<1x4x5x2xf32> to
// FUSED-NOT:     scf.if
// FUSED:           linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[P]], 
// FUSED-NOT:     scf.if
// FUSED:         return
// numpy: conv(pad(x, [0, 1, 1, 0], [0, 2, -1, 0], 'wrap'), w)
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 5, 3, 3] strides = [45, 9, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[[-94,     -89,     -21],
// CHECK-NEXT{LITERAL}:    [-36,     -97,     -81],
// CHECK-NEXT{LITERAL}:    [-38,     -105,     -81]],
// CHECK-NEXT{LITERAL}:   [[-64,     -49,     99],
// CHECK-NEXT{LITERAL}:    [-6,     -57,     39],
// CHECK-NEXT{LITERAL}:    [-8,     -65,     39]],
// CHECK-NEXT{LITERAL}:   [[-74,     -89,     99],
// CHECK-NEXT{LITERAL}:    [-16,     -97,     39],
// CHECK-NEXT{LITERAL}:    [-18,     -105,     39]],
// CHECK-NEXT{LITERAL}:   [[-4,     -9,     -21],
// CHECK-NEXT{LITERAL}:    [54,     -17,     -81],
// CHECK-NEXT{LITERAL}:    [52,     -25,     -81]],
// CHECK-NEXT{LITERAL}:   [[-94,     -89,     -21],
// CHECK-NEXT{LITERAL}:    [-36,     -97,     -81],
// CHECK-NEXT{LITERAL}:    [-38,     -105,     -81]]]]
func.func @nhwc_wrap(%x: tensor<1x4x5x2xf32>, %w: tensor<3x3x2x3xf32>) -> tensor<1x5x3x3xf32> {
  %p = pad.pad %x low[0, 1, 1, 0] high[0, 2, -1, 0] mode(wrap) : tensor<1x4x5x2xf32> to tensor<1x7x5x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x5x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x5x3x3xf32>) -> tensor<1x5x3x3xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x7x5x2xf32>, tensor<3x3x2x3xf32>) outs(%f : tensor<1x5x3x3xf32>) -> tensor<1x5x3x3xf32>
  return %c : tensor<1x5x3x3xf32>
}

// FUSED-LABEL: func.func @nchw_constant(
// FUSED-SAME:      %[[X:.*]]: tensor<1x2x4x5xf32>
// FUSED-NOT:     pad.pad
// FUSED-NOT:     scf.if
// FUSED:         scf.for
// FUSED-NOT:     scf.if
// FUSED:           %[[P:.*]] = pad.pad %[[X]] low[0, 0, %{{[^,]*}}, {{.*}}] high[0, 0, %{{[^,]*}}, {{.*}}] value(%{{.*}}) : tensor<1x2x4x5xf32> to
// FUSED-NOT:     scf.if
// FUSED:           linalg.conv_2d_nchw_fchw {{.*}} ins(%[[P]], 
// FUSED-NOT:     scf.if
// FUSED:         return
// numpy: nchw(conv(pad(x, [0, 1, 1, 0], [0, 1, 1, 0], 'constant', value=7), w))
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 3, 4, 5] strides = [60, 20, 5, 1] data =
// CHECK-NEXT{LITERAL}: [[[[-25,     -13,     -13,     -13,     -46],
// CHECK-NEXT{LITERAL}:    [-10,     -6,     -8,     -10,     -73],
// CHECK-NEXT{LITERAL}:    [40,     -16,     -18,     -20,     -113],
// CHECK-NEXT{LITERAL}:    [121,     40,     42,     44,     12]],
// CHECK-NEXT{LITERAL}:   [[-49,     -51,     -55,     -59,     -36],
// CHECK-NEXT{LITERAL}:    [-70,     -57,     -65,     -73,     -61],
// CHECK-NEXT{LITERAL}:    [-110,     -97,     -105,     -113,     -121],
// CHECK-NEXT{LITERAL}:    [-9,     -24,     -26,     -28,     -182]],
// CHECK-NEXT{LITERAL}:   [[4,     2,     8,     14,     44],
// CHECK-NEXT{LITERAL}:    [3,     39,     39,     39,     105],
// CHECK-NEXT{LITERAL}:    [-57,     39,     39,     39,     165],
// CHECK-NEXT{LITERAL}:    [-118,     -67,     -73,     -79,     58]]]]
func.func @nchw_constant(%x: tensor<1x2x4x5xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x4x5xf32> {
  %v = arith.constant 7.0 : f32
  %p = pad.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] value(%v) : tensor<1x2x4x5xf32> to tensor<1x2x6x7xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x4x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x4x5xf32>) -> tensor<1x3x4x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x2x6x7xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x4x5xf32>) -> tensor<1x3x4x5xf32>
  return %c : tensor<1x3x4x5xf32>
}

// FUSED-LABEL: func.func @nchw_edge(
// FUSED-SAME:      %[[X:.*]]: tensor<1x2x4x5xf32>
// FUSED-NOT:     pad.pad
// FUSED-NOT:     scf.if
// FUSED:         scf.for
// FUSED-NOT:     scf.if
// FUSED:           %[[P:.*]] = pad.pad %[[X]] low[0, 0, %{{[^,]*}}, {{.*}}] high[0, 0, %{{[^,]*}}, {{.*}}] mode(edge) : tensor<1x2x4x5xf32> to
// FUSED-NOT:     scf.if
// FUSED:           linalg.conv_2d_nchw_fchw {{.*}} ins(%[[P]], 
// FUSED-NOT:     scf.if
// FUSED:         return
// numpy: nchw(conv(pad(x, [0, 2, 0, 0], [0, 0, 2, 0], 'edge'), w))
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 3, 4, 5] strides = [60, 20, 5, 1] data =
// CHECK-NEXT{LITERAL}: [[[[14,     12,     10,     2,     -10],
// CHECK-NEXT{LITERAL}:    [-6,     -8,     -10,     -18,     -30],
// CHECK-NEXT{LITERAL}:    [-6,     -8,     -10,     -18,     -30],
// CHECK-NEXT{LITERAL}:    [-16,     -18,     -20,     -28,     -40]],
// CHECK-NEXT{LITERAL}:   [[-7,     -15,     -23,     -35,     -35],
// CHECK-NEXT{LITERAL}:    [-37,     -45,     -53,     -65,     -65],
// CHECK-NEXT{LITERAL}:    [-57,     -65,     -73,     -85,     -85],
// CHECK-NEXT{LITERAL}:    [-97,     -105,     -113,     -125,     -125]],
// CHECK-NEXT{LITERAL}:   [[-21,     -21,     -21,     -9,     3],
// CHECK-NEXT{LITERAL}:    [9,     9,     9,     21,     33],
// CHECK-NEXT{LITERAL}:    [39,     39,     39,     51,     63],
// CHECK-NEXT{LITERAL}:    [39,     39,     39,     51,     63]]]]
func.func @nchw_edge(%x: tensor<1x2x4x5xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x4x5xf32> {
  %p = pad.pad %x low[0, 0, 2, 0] high[0, 0, 0, 2] mode(edge) : tensor<1x2x4x5xf32> to tensor<1x2x6x7xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x4x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x4x5xf32>) -> tensor<1x3x4x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x2x6x7xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x4x5xf32>) -> tensor<1x3x4x5xf32>
  return %c : tensor<1x3x4x5xf32>
}

// FUSED-LABEL: func.func @nchw_reflect(
// FUSED-SAME:      %[[X:.*]]: tensor<1x2x4x5xf32>
// FUSED-NOT:     pad.pad
// FUSED-NOT:     scf.if
// FUSED:         scf.for
// FUSED-NOT:     scf.if
// FUSED:           %[[P:.*]] = pad.pad %[[X]] low[0, 0, %{{[^,]*}}, {{.*}}] high[0, 0, %{{[^,]*}}, {{.*}}] mode(reflect) : tensor<1x2x4x5xf32> to
// FUSED-NOT:     scf.if
// FUSED:           linalg.conv_2d_nchw_fchw {{.*}} ins(%[[P]], 
// FUSED-NOT:     scf.if
// FUSED:         return
// numpy: nchw(conv(pad(x, [0, 1, 2, 0], [0, 1, 1, 0], 'reflect'), w))
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 3, 4, 6] strides = [72, 24, 6, 1] data =
// CHECK-NEXT{LITERAL}: [[[[-52,     -38,     -16,     -18,     -20,     -34],
// CHECK-NEXT{LITERAL}:    [-42,     -28,     -6,     -8,     -10,     -24],
// CHECK-NEXT{LITERAL}:    [-52,     -38,     -16,     -18,     -20,     -34],
// CHECK-NEXT{LITERAL}:    [-22,     -8,     14,     12,     10,     -4]],
// CHECK-NEXT{LITERAL}:   [[-65,     -49,     -57,     -65,     -73,     -89],
// CHECK-NEXT{LITERAL}:    [-65,     -49,     -57,     -65,     -73,     -89],
// CHECK-NEXT{LITERAL}:    [-105,     -89,     -97,     -105,     -113,     -129],
// CHECK-NEXT{LITERAL}:    [-85,     -69,     -77,     -85,     -93,     -109]],
// CHECK-NEXT{LITERAL}:   [[27,     3,     -21,     -21,     -21,     3],
// CHECK-NEXT{LITERAL}:    [87,     63,     39,     39,     39,     63],
// CHECK-NEXT{LITERAL}:    [87,     63,     39,     39,     39,     63],
// CHECK-NEXT{LITERAL}:    [27,     3,     -21,     -21,     -21,     3]]]]
func.func @nchw_reflect(%x: tensor<1x2x4x5xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x4x6xf32> {
  %p = pad.pad %x low[0, 0, 1, 2] high[0, 0, 1, 1] mode(reflect) : tensor<1x2x4x5xf32> to tensor<1x2x6x8xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x4x6xf32>) -> tensor<1x3x4x6xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x2x6x8xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x4x6xf32>) -> tensor<1x3x4x6xf32>
  return %c : tensor<1x3x4x6xf32>
}

// FUSED-LABEL: func.func @nchw_symmetric(
// FUSED-SAME:      %[[X:.*]]: tensor<1x2x4x5xf32>
// FUSED-NOT:     pad.pad
// FUSED-NOT:     scf.if
// FUSED:         scf.for
// FUSED-NOT:     scf.if
// FUSED:           %[[P:.*]] = pad.pad %[[X]] low[0, 0, %{{[^,]*}}, {{.*}}] high[0, 0, %{{[^,]*}}, {{.*}}] mode(symmetric) : tensor<1x2x4x5xf32> to
// FUSED-NOT:     scf.if
// FUSED:           linalg.conv_2d_nchw_fchw {{.*}} ins(%[[P]], 
// FUSED-NOT:     scf.if
// FUSED:         return
// numpy: nchw(conv(pad(x, [0, 2, 1, 0], [0, -1, 1, 0], 'symmetric'), w))
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 3, 3, 5] strides = [45, 15, 5, 1] data =
// CHECK-NEXT{LITERAL}: [[[[-6,     4,     2,     0,     -8],
// CHECK-NEXT{LITERAL}:    [-16,     -6,     -8,     -10,     -18],
// CHECK-NEXT{LITERAL}:    [-16,     -6,     -8,     -10,     -18]],
// CHECK-NEXT{LITERAL}:   [[-19,     -27,     -35,     -43,     -55],
// CHECK-NEXT{LITERAL}:    [-29,     -37,     -45,     -53,     -65],
// CHECK-NEXT{LITERAL}:    [-49,     -57,     -65,     -73,     -85]],
// CHECK-NEXT{LITERAL}:   [[-39,     -51,     -51,     -51,     -39],
// CHECK-NEXT{LITERAL}:    [21,     9,     9,     9,     21],
// CHECK-NEXT{LITERAL}:    [51,     39,     39,     39,     51]]]]
func.func @nchw_symmetric(%x: tensor<1x2x4x5xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x3x5xf32> {
  %p = pad.pad %x low[0, 0, 2, 1] high[0, 0, -1, 1] mode(symmetric) : tensor<1x2x4x5xf32> to tensor<1x2x5x7xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x5xf32>) -> tensor<1x3x3x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x2x5x7xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x3x5xf32>) -> tensor<1x3x3x5xf32>
  return %c : tensor<1x3x3x5xf32>
}

// FUSED-LABEL: func.func @nchw_wrap(
// FUSED-SAME:      %[[X:.*]]: tensor<1x2x4x5xf32>
// FUSED-NOT:     pad.pad
// FUSED-NOT:     scf.if
// FUSED:         scf.for
// FUSED-NOT:     scf.if
// FUSED:           %[[P:.*]] = pad.pad %[[X]] low[0, 0, %{{[^,]*}}, {{.*}}] high[0, 0, %{{[^,]*}}, {{.*}}] mode(wrap) : tensor<1x2x4x5xf32> to
// FUSED-NOT:     scf.if
// FUSED:           linalg.conv_2d_nchw_fchw {{.*}} ins(%[[P]], 
// FUSED-NOT:     scf.if
// FUSED:         return
// numpy: nchw(conv(pad(x, [0, 1, 1, 0], [0, 2, -1, 0], 'wrap'), w))
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 3, 5, 3] strides = [45, 15, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[[-94,     -36,     -38],
// CHECK-NEXT{LITERAL}:    [-64,     -6,     -8],
// CHECK-NEXT{LITERAL}:    [-74,     -16,     -18],
// CHECK-NEXT{LITERAL}:    [-4,     54,     52],
// CHECK-NEXT{LITERAL}:    [-94,     -36,     -38]],
// CHECK-NEXT{LITERAL}:   [[-89,     -97,     -105],
// CHECK-NEXT{LITERAL}:    [-49,     -57,     -65],
// CHECK-NEXT{LITERAL}:    [-89,     -97,     -105],
// CHECK-NEXT{LITERAL}:    [-9,     -17,     -25],
// CHECK-NEXT{LITERAL}:    [-89,     -97,     -105]],
// CHECK-NEXT{LITERAL}:   [[-21,     -81,     -81],
// CHECK-NEXT{LITERAL}:    [99,     39,     39],
// CHECK-NEXT{LITERAL}:    [99,     39,     39],
// CHECK-NEXT{LITERAL}:    [-21,     -81,     -81],
// CHECK-NEXT{LITERAL}:    [-21,     -81,     -81]]]]
func.func @nchw_wrap(%x: tensor<1x2x4x5xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x5x3xf32> {
  %p = pad.pad %x low[0, 0, 1, 1] high[0, 0, 2, -1] mode(wrap) : tensor<1x2x4x5xf32> to tensor<1x2x7x5xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x5x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x5x3xf32>) -> tensor<1x3x5x3xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x2x7x5xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x5x3xf32>) -> tensor<1x3x5x3xf32>
  return %c : tensor<1x3x5x3xf32>
}

func.func @main() {
  %xh = arith.constant dense<[[[[1.0, 2.0],   [3.0, 4.0],   [5.0, 6.0],   [7.0, 8.0],   [9.0, 10.0]],  [[11.0, 12.0],   [13.0, 14.0],   [15.0, 16.0],   [17.0, 18.0],   [19.0, 20.0]],  [[21.0, 22.0],   [23.0, 24.0],   [25.0, 26.0],   [27.0, 28.0],   [29.0, 30.0]],  [[31.0, 32.0],   [33.0, 34.0],   [35.0, 36.0],   [37.0, 38.0],   [39.0, 40.0]]]]> : tensor<1x4x5x2xf32>
  %wh = arith.constant dense<[[[[-3.0, -2.0, -1.0],   [0.0, 1.0, 2.0]],  [[3.0, -3.0, -2.0],   [-1.0, 0.0, 1.0]],  [[2.0, 3.0, -3.0],   [-2.0, -1.0, 0.0]]], [[[1.0, 2.0, 3.0],   [-3.0, -2.0, -1.0]],  [[0.0, 1.0, 2.0],   [3.0, -3.0, -2.0]],  [[-1.0, 0.0, 1.0],   [2.0, 3.0, -3.0]]], [[[-2.0, -1.0, 0.0],   [1.0, 2.0, 3.0]],  [[-3.0, -2.0, -1.0],   [0.0, 1.0, 2.0]],  [[3.0, -3.0, -2.0],   [-1.0, 0.0, 1.0]]]]> : tensor<3x3x2x3xf32>
  %xc = arith.constant dense<[[[[1.0, 3.0, 5.0, 7.0, 9.0],   [11.0, 13.0, 15.0, 17.0, 19.0],   [21.0, 23.0, 25.0, 27.0, 29.0],   [31.0, 33.0, 35.0, 37.0, 39.0]],  [[2.0, 4.0, 6.0, 8.0, 10.0],   [12.0, 14.0, 16.0, 18.0, 20.0],   [22.0, 24.0, 26.0, 28.0, 30.0],   [32.0, 34.0, 36.0, 38.0, 40.0]]]]> : tensor<1x2x4x5xf32>
  %wc = arith.constant dense<[[[[-3.0, 3.0, 2.0],   [1.0, 0.0, -1.0],   [-2.0, -3.0, 3.0]],  [[0.0, -1.0, -2.0],   [-3.0, 3.0, 2.0],   [1.0, 0.0, -1.0]]], [[[-2.0, -3.0, 3.0],   [2.0, 1.0, 0.0],   [-1.0, -2.0, -3.0]],  [[1.0, 0.0, -1.0],   [-2.0, -3.0, 3.0],   [2.0, 1.0, 0.0]]], [[[-1.0, -2.0, -3.0],   [3.0, 2.0, 1.0],   [0.0, -1.0, -2.0]],  [[2.0, 1.0, 0.0],   [-1.0, -2.0, -3.0],   [3.0, 2.0, 1.0]]]]> : tensor<3x2x3x3xf32>
  %r0 = call @nhwc_constant(%xh, %wh) : (tensor<1x4x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x4x5x3xf32>
  %u0 = tensor.cast %r0 : tensor<1x4x5x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %r1 = call @nhwc_edge(%xh, %wh) : (tensor<1x4x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x4x5x3xf32>
  %u1 = tensor.cast %r1 : tensor<1x4x5x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %r2 = call @nhwc_reflect(%xh, %wh) : (tensor<1x4x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x4x6x3xf32>
  %u2 = tensor.cast %r2 : tensor<1x4x6x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %r3 = call @nhwc_symmetric(%xh, %wh) : (tensor<1x4x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x3x5x3xf32>
  %u3 = tensor.cast %r3 : tensor<1x3x5x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  %r4 = call @nhwc_wrap(%xh, %wh) : (tensor<1x4x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x5x3x3xf32>
  %u4 = tensor.cast %r4 : tensor<1x5x3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  %r5 = call @nchw_constant(%xc, %wc) : (tensor<1x2x4x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x4x5xf32>
  %u5 = tensor.cast %r5 : tensor<1x3x4x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  %r6 = call @nchw_edge(%xc, %wc) : (tensor<1x2x4x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x4x5xf32>
  %u6 = tensor.cast %r6 : tensor<1x3x4x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u6) : (tensor<*xf32>) -> ()
  %r7 = call @nchw_reflect(%xc, %wc) : (tensor<1x2x4x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x4x6xf32>
  %u7 = tensor.cast %r7 : tensor<1x3x4x6xf32> to tensor<*xf32>
  call @printMemrefF32(%u7) : (tensor<*xf32>) -> ()
  %r8 = call @nchw_symmetric(%xc, %wc) : (tensor<1x2x4x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x3x5xf32>
  %u8 = tensor.cast %r8 : tensor<1x3x3x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u8) : (tensor<*xf32>) -> ()
  %r9 = call @nchw_wrap(%xc, %wc) : (tensor<1x2x4x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x5x3xf32>
  %u9 = tensor.cast %r9 : tensor<1x3x5x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u9) : (tensor<*xf32>) -> ()
  return
}
