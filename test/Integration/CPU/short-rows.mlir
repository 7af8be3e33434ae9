// RUN: pad-opt %s --pad-to-llvm="strategy=loops" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector vector-bits=256" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector vector-bits=512 runtime-checks=false" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="strategy=vector vector-bits=128" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --convert-pad-to-vector="vector-bits=256" | FileCheck %s --check-prefix=IR

// Source rows of runtime length shorter than a vector in a constant pad
// (docs/Lowering.md, "Short rows"): copied as memcpy copies short blocks, by
// two vectors half as wide, one from the row's start and one to its end, or
// a quarter as wide, ..., down to 8 bytes, then scalars. With i16 and
// 256-bit vectors (16 lanes): %a's 11-element rows take two vectors of 8,
// %b's 19-element rows a vector of 16 and one overlapping it; with 512 bits,
// two of 8 and two of 16; with 128 bits, whole vectors. Borders of runtime
// length (5 and 9, 2 and 17) around them. The border modes copy such rows
// by scalars (PadToVector.cpp, shortSpan, says why); their values are
// checked too. The values come from numpy.

// PY: a = np.arange(1, 34, dtype=np.int16).reshape(3, 11)
// PY: b = (np.arange(1, 39, dtype=np.int16) * 7 - 100).reshape(2, 19)

// IR-LABEL: func.func @pad_rows
//       IR:   vector.transfer_read %{{.*}} : tensor<?x?xi16>, vector<16xi16>
//       IR:   } else {
//       IR:     arith.cmpi sge, %[[LEN:.*]], %c8 : index
//       IR:     scf.if
//       IR:       vector.transfer_read %{{.*}} : tensor<?x?xi16>, vector<8xi16>
//       IR:       vector.transfer_write %{{.*}} : vector<8xi16>, tensor<?x?xi16>
//       IR:       vector.transfer_read %{{.*}} : tensor<?x?xi16>, vector<8xi16>
//       IR:       vector.transfer_write %{{.*}} : vector<8xi16>, tensor<?x?xi16>
//       IR:     } else {
//       IR:       arith.cmpi sge, %[[LEN]], %c4 : index
//       IR:       scf.if
//       IR:         vector.transfer_read %{{.*}} : tensor<?x?xi16>, vector<4xi16>
//       IR:         vector.transfer_write %{{.*}} : vector<4xi16>, tensor<?x?xi16>
//       IR:         vector.transfer_read %{{.*}} : tensor<?x?xi16>, vector<4xi16>
//       IR:         vector.transfer_write %{{.*}} : vector<4xi16>, tensor<?x?xi16>
//       IR:       } else {
//       IR:         arith.minsi %[[LEN]], %c3 : index
//       IR:         scf.for
//       IR:           tensor.extract
//       IR:           tensor.insert

func.func private @printMemrefI16(tensor<*xi16>) attributes { llvm.emit_c_interface }

func.func @pad_rows(%x: tensor<?x?xi16>, %l: index, %h: index) -> tensor<?x?xi16> {
  %v = arith.constant -7 : i16
  %r = pad.pad %x low[0, %l] high[0, %h] value(%v) : tensor<?x?xi16> to tensor<?x?xi16>
  return %r : tensor<?x?xi16>
}

func.func @edge(%x: tensor<?x?xi16>, %l: index, %h: index) -> tensor<?x?xi16> {
  %r = pad.pad %x low[0, %l] high[0, %h] mode(edge) : tensor<?x?xi16> to tensor<?x?xi16>
  return %r : tensor<?x?xi16>
}

func.func @reflect(%x: tensor<?x?xi16>, %l: index, %h: index) -> tensor<?x?xi16> {
  %r = pad.pad %x low[0, %l] high[0, %h] mode(reflect) : tensor<?x?xi16> to tensor<?x?xi16>
  return %r : tensor<?x?xi16>
}

func.func @symmetric(%x: tensor<?x?xi16>, %l: index, %h: index) -> tensor<?x?xi16> {
  %r = pad.pad %x low[0, %l] high[0, %h] mode(symmetric) : tensor<?x?xi16> to tensor<?x?xi16>
  return %r : tensor<?x?xi16>
}

func.func @wrap(%x: tensor<?x?xi16>, %l: index, %h: index) -> tensor<?x?xi16> {
  %r = pad.pad %x low[0, %l] high[0, %h] mode(wrap) : tensor<?x?xi16> to tensor<?x?xi16>
  return %r : tensor<?x?xi16>
}

func.func @print(%t: tensor<?x?xi16>) {
  %u = tensor.cast %t : tensor<?x?xi16> to tensor<*xi16>
  call @printMemrefI16(%u) : (tensor<*xi16>) -> ()
  return
}

// numpy: pad(a, [0, 5], [0, 9], 'constant', value=-7)
// CHECK: rank = 2 offset = 0 sizes = [3, 25] strides = [25, 1] data =
// CHECK-NEXT{LITERAL}: [[-7,   -7,   -7,   -7,   -7,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7],
// CHECK-NEXT{LITERAL}:  [-7,   -7,   -7,   -7,   -7,   12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7],
// CHECK-NEXT{LITERAL}:  [-7,   -7,   -7,   -7,   -7,   23,   24,   25,   26,   27,   28,   29,   30,   31,   32,   33,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7]]
// numpy: pad(a, [0, 5], [0, 9], 'edge')
// CHECK: rank = 2 offset = 0 sizes = [3, 25] strides = [25, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   1,   1,   1,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   11,   11,   11,   11,   11,   11,   11,   11,   11],
// CHECK-NEXT{LITERAL}:  [12,   12,   12,   12,   12,   12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   22,   22,   22,   22,   22,   22,   22,   22,   22],
// CHECK-NEXT{LITERAL}:  [23,   23,   23,   23,   23,   23,   24,   25,   26,   27,   28,   29,   30,   31,   32,   33,   33,   33,   33,   33,   33,   33,   33,   33,   33]]
// numpy: pad(a, [0, 5], [0, 9], 'reflect')
// CHECK: rank = 2 offset = 0 sizes = [3, 25] strides = [25, 1] data =
// CHECK-NEXT{LITERAL}: [[6,   5,   4,   3,   2,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   10,   9,   8,   7,   6,   5,   4,   3,   2],
// CHECK-NEXT{LITERAL}:  [17,   16,   15,   14,   13,   12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   21,   20,   19,   18,   17,   16,   15,   14,   13],
// CHECK-NEXT{LITERAL}:  [28,   27,   26,   25,   24,   23,   24,   25,   26,   27,   28,   29,   30,   31,   32,   33,   32,   31,   30,   29,   28,   27,   26,   25,   24]]
// numpy: pad(a, [0, 5], [0, 9], 'symmetric')
// CHECK: rank = 2 offset = 0 sizes = [3, 25] strides = [25, 1] data =
// CHECK-NEXT{LITERAL}: [[5,   4,   3,   2,   1,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   11,   10,   9,   8,   7,   6,   5,   4,   3],
// CHECK-NEXT{LITERAL}:  [16,   15,   14,   13,   12,   12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   22,   21,   20,   19,   18,   17,   16,   15,   14],
// CHECK-NEXT{LITERAL}:  [27,   26,   25,   24,   23,   23,   24,   25,   26,   27,   28,   29,   30,   31,   32,   33,   33,   32,   31,   30,   29,   28,   27,   26,   25]]
// numpy: pad(a, [0, 5], [0, 9], 'wrap')
// CHECK: rank = 2 offset = 0 sizes = [3, 25] strides = [25, 1] data =
// CHECK-NEXT{LITERAL}: [[7,   8,   9,   10,   11,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   1,   2,   3,   4,   5,   6,   7,   8,   9],
// CHECK-NEXT{LITERAL}:  [18,   19,   20,   21,   22,   12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   12,   13,   14,   15,   16,   17,   18,   19,   20],
// CHECK-NEXT{LITERAL}:  [29,   30,   31,   32,   33,   23,   24,   25,   26,   27,   28,   29,   30,   31,   32,   33,   23,   24,   25,   26,   27,   28,   29,   30,   31]]
// numpy: pad(b, [0, 2], [0, 17], 'constant', value=-7)
// CHECK: rank = 2 offset = 0 sizes = [2, 38] strides = [38, 1] data =
// CHECK-NEXT{LITERAL}: [[-7,   -7,   -93,   -86,   -79,   -72,   -65,   -58,   -51,   -44,   -37,   -30,   -23,   -16,   -9,   -2,   5,   12,   19,   26,   33,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7],
// CHECK-NEXT{LITERAL}:  [-7,   -7,   40,   47,   54,   61,   68,   75,   82,   89,   96,   103,   110,   117,   124,   131,   138,   145,   152,   159,   166,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7,   -7]]
// numpy: pad(b, [0, 2], [0, 17], 'reflect')
// CHECK: rank = 2 offset = 0 sizes = [2, 38] strides = [38, 1] data =
// CHECK-NEXT{LITERAL}: [[-79,   -86,   -93,   -86,   -79,   -72,   -65,   -58,   -51,   -44,   -37,   -30,   -23,   -16,   -9,   -2,   5,   12,   19,   26,   33,   26,   19,   12,   5,   -2,   -9,   -16,   -23,   -30,   -37,   -44,   -51,   -58,   -65,   -72,   -79,   -86],
// CHECK-NEXT{LITERAL}:  [54,   47,   40,   47,   54,   61,   68,   75,   82,   89,   96,   103,   110,   117,   124,   131,   138,   145,   152,   159,   166,   159,   152,   145,   138,   131,   124,   117,   110,   103,   96,   89,   82,   75,   68,   61,   54,   47]]
func.func @main() {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %c17 = arith.constant 17 : index
  %a = arith.constant dense<[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22], [23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33]]> : tensor<3x11xi16>
  %ad = tensor.cast %a : tensor<3x11xi16> to tensor<?x?xi16>
  %b = arith.constant dense<[[-93, -86, -79, -72, -65, -58, -51, -44, -37, -30, -23, -16, -9, -2, 5, 12, 19, 26, 33], [40, 47, 54, 61, 68, 75, 82, 89, 96, 103, 110, 117, 124, 131, 138, 145, 152, 159, 166]]> : tensor<2x19xi16>
  %bd = tensor.cast %b : tensor<2x19xi16> to tensor<?x?xi16>
  %r0 = call @pad_rows(%ad, %c5, %c9) : (tensor<?x?xi16>, index, index) -> tensor<?x?xi16>
  call @print(%r0) : (tensor<?x?xi16>) -> ()
  %r1 = call @edge(%ad, %c5, %c9) : (tensor<?x?xi16>, index, index) -> tensor<?x?xi16>
  call @print(%r1) : (tensor<?x?xi16>) -> ()
  %r2 = call @reflect(%ad, %c5, %c9) : (tensor<?x?xi16>, index, index) -> tensor<?x?xi16>
  call @print(%r2) : (tensor<?x?xi16>) -> ()
  %r3 = call @symmetric(%ad, %c5, %c9) : (tensor<?x?xi16>, index, index) -> tensor<?x?xi16>
  call @print(%r3) : (tensor<?x?xi16>) -> ()
  %r4 = call @wrap(%ad, %c5, %c9) : (tensor<?x?xi16>, index, index) -> tensor<?x?xi16>
  call @print(%r4) : (tensor<?x?xi16>) -> ()
  %r5 = call @pad_rows(%bd, %c2, %c17) : (tensor<?x?xi16>, index, index) -> tensor<?x?xi16>
  call @print(%r5) : (tensor<?x?xi16>) -> ()
  %r6 = call @reflect(%bd, %c2, %c17) : (tensor<?x?xi16>, index, index) -> tensor<?x?xi16>
  call @print(%r6) : (tensor<?x?xi16>) -> ()
  return
}
