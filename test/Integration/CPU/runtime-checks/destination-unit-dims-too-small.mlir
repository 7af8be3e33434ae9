// RUN: %pad-matrix %s \
// RUN:   crash:SLICE "strategy={linalg,loops,vector} entry=small_slice" \
// RUN:   crash:DEST "strategy={linalg,loops,vector} entry=small_destination"
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | mlir-runner -e fits -entry-point-result=void -shared-libs=%mlir_runner_libs 2>&1 | FileCheck %s --check-prefix=FITS

// A rank-reducing insertion whose sizes hold several unit dims, into a
// destination too small for the pad (docs/Lowering.md, "Destinations"): the
// program stops at the pad with the sizes of the result's axis and of its
// axis of the slice (axis 1 of the slice: the unit axes 0 and 2 are
// dropped), before anything is written, and prints nothing after it. The
// same program with a large enough destination prints the pad.

// SLICE: pad.pad: destination slice has 2 rows on axis 0, the result needs 3 (tensor.insert_slice)
// SLICE-NOT: Unranked Memref

// DEST: pad.pad: slice of 3 rows at offset 0 on axis 1 does not fit a destination of 2 rows (tensor.insert_slice)
// DEST-NOT: Unranked Memref

// FITS: sizes = [2, 3, 1]
// FITS-NEXT{LITERAL}: [[[2],
// FITS-NEXT{LITERAL}:   [3],
// FITS-NEXT{LITERAL}:   [4]],
// FITS-NEXT{LITERAL}:  [[-1],
// FITS-NEXT{LITERAL}:   [-1],
// FITS-NEXT{LITERAL}:   [-1]]]
// FITS: sizes = [2, 3, 1]
// FITS-NEXT{LITERAL}: [[[2],
// FITS-NEXT{LITERAL}:   [3],
// FITS-NEXT{LITERAL}:   [4]],
// FITS-NEXT{LITERAL}:  [[-1],
// FITS-NEXT{LITERAL}:   [-1],
// FITS-NEXT{LITERAL}:   [-1]]]

func.func private @printMemrefF32(tensor<*xf32>)

func.func @pad_into(%x: tensor<?xf32>, %n: index, %acc: tensor<2x?x1xf32> {bufferization.writable = true}) -> tensor<2x?x1xf32> {
  %p = pad.pad %x low[-1] high[0] : tensor<?xf32> to tensor<?xf32>
  %u = tensor.insert_slice %p into %acc[0, 0, 0] [1, %n, 1] [1, 1, 1] : tensor<?xf32> into tensor<2x?x1xf32>
  return %u : tensor<2x?x1xf32>
}

func.func @pad_into_static(%x: tensor<?xf32>, %acc: tensor<2x?x1xf32> {bufferization.writable = true}) -> tensor<2x?x1xf32> {
  %p = pad.pad %x low[-1] high[0] : tensor<?xf32> to tensor<?xf32>
  %c = tensor.cast %p : tensor<?xf32> to tensor<3xf32>
  %u = tensor.insert_slice %c into %acc[0, 0, 0] [1, 3, 1] [1, 1, 1] : tensor<3xf32> into tensor<2x?x1xf32>
  return %u : tensor<2x?x1xf32>
}

func.func @run(%n: index, %rows: index, %static: i1) {
  %minus1 = arith.constant -1.0 : f32
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %xd = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
  %e = tensor.empty(%rows) : tensor<2x?x1xf32>
  %o = linalg.fill ins(%minus1 : f32) outs(%e : tensor<2x?x1xf32>) -> tensor<2x?x1xf32>
  %r = scf.if %static -> tensor<2x?x1xf32> {
    %s = func.call @pad_into_static(%xd, %o) : (tensor<?xf32>, tensor<2x?x1xf32>) -> tensor<2x?x1xf32>
    scf.yield %s : tensor<2x?x1xf32>
  } else {
    %s = func.call @pad_into(%xd, %n, %o) : (tensor<?xf32>, index, tensor<2x?x1xf32>) -> tensor<2x?x1xf32>
    scf.yield %s : tensor<2x?x1xf32>
  }
  %u = tensor.cast %r : tensor<2x?x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// A slice of 2 rows for the 3 of the result.
func.func @small_slice() {
  %c2 = arith.constant 2 : index
  %false = arith.constant false
  call @run(%c2, %c2, %false) : (index, index, i1) -> ()
  return
}

// A slice of 3 rows in a destination of 2.
func.func @small_destination() {
  %c2 = arith.constant 2 : index
  %true = arith.constant true
  call @run(%c2, %c2, %true) : (index, index, i1) -> ()
  return
}

// Both right.
func.func @fits() {
  %c3 = arith.constant 3 : index
  %true = arith.constant true
  call @run(%c3, %c3, %true) : (index, index, i1) -> ()
  %false = arith.constant false
  call @run(%c3, %c3, %false) : (index, index, i1) -> ()
  return
}
