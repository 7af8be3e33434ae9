// RUN: pad-opt %s --pad-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="runtime-checks=false vector-bits=512" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="nontemporal=always" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mcpu=znver4 | FileCheck %s --check-prefix=ASM
// RUN: pad-opt %s --pad-to-llvm | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mcpu=sapphirerapids | FileCheck %s --check-prefix=ASM

// Borders of 9 bf16: a reflect border before a cropped row is one reversed
// vector<9xbf16>, a wrap border one vector<9xbf16> copied. LLVM 22's X86
// backend aborted on both for cores with AVX512-BF16 ("Do not know how to
// soft promote this operator's operand!": mlir-runner on an AMD EPYC Zen 4
// host, llc -mcpu=znver4 or sapphirerapids on any host), found by
// pad_diff.py --wide-rows. pad-bf16-vectors-as-i16 moves them as vectors of
// i16 (test/Transforms/bf16-vectors-as-i16.mlir). The numbers are numpy's;
// expectations.test re-derives the CHECK blocks.
// PY: x = np.arange(1, 49, dtype=np.float32).reshape(1, 48)
// PY: y = np.arange(1, 107, dtype=np.float32).reshape(2, 53)

// ASM-LABEL: reflect9:
// ASM:       retq
// ASM-LABEL: wrap9:
// ASM:       retq

func.func private @printMemrefBF16(tensor<*xbf16>) attributes { llvm.emit_c_interface }

func.func @reflect9(%x: tensor<1x48xbf16>) -> tensor<1x40xbf16> attributes { llvm.emit_c_interface } {
  %r = pad.pad %x low[0, 9] high[0, -17] mode(reflect) : tensor<1x48xbf16> to tensor<1x40xbf16>
  return %r : tensor<1x40xbf16>
}

func.func @wrap9(%y: tensor<2x53xbf16>) -> tensor<2x62xbf16> attributes { llvm.emit_c_interface } {
  %r = pad.pad %y low[0, 0] high[0, 9] mode(wrap) : tensor<2x53xbf16> to tensor<2x62xbf16>
  return %r : tensor<2x62xbf16>
}

// numpy: pad(x, [0, 9], [0, -17], 'reflect')
// CHECK: rank = 2 offset = 0 sizes = [1, 40] strides = [40, 1] data =
// CHECK-NEXT{LITERAL}: [[10,   9,   8,   7,   6,   5,   4,   3,   2,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   23,   24,   25,   26,   27,   28,   29,   30,   31]]
// numpy: pad(y, [0, 0], [0, 9], 'wrap')
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 62] strides = [62, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   23,   24,   25,   26,   27,   28,   29,   30,   31,   32,   33,   34,   35,   36,   37,   38,   39,   40,   41,   42,   43,   44,   45,   46,   47,   48,   49,   50,   51,   52,   53,   1,   2,   3,   4,   5,   6,   7,   8,   9],
// CHECK-NEXT{LITERAL}:  [54,   55,   56,   57,   58,   59,   60,   61,   62,   63,   64,   65,   66,   67,   68,   69,   70,   71,   72,   73,   74,   75,   76,   77,   78,   79,   80,   81,   82,   83,   84,   85,   86,   87,   88,   89,   90,   91,   92,   93,   94,   95,   96,   97,   98,   99,   100,   101,   102,   103,   104,   105,   106,   54,   55,   56,   57,   58,   59,   60,   61,   62]]
func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0]]> : tensor<1x48xbf16>
  %y = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0, 49.0, 50.0, 51.0, 52.0, 53.0], [54.0, 55.0, 56.0, 57.0, 58.0, 59.0, 60.0, 61.0, 62.0, 63.0, 64.0, 65.0, 66.0, 67.0, 68.0, 69.0, 70.0, 71.0, 72.0, 73.0, 74.0, 75.0, 76.0, 77.0, 78.0, 79.0, 80.0, 81.0, 82.0, 83.0, 84.0, 85.0, 86.0, 87.0, 88.0, 89.0, 90.0, 91.0, 92.0, 93.0, 94.0, 95.0, 96.0, 97.0, 98.0, 99.0, 100.0, 101.0, 102.0, 103.0, 104.0, 105.0, 106.0]]> : tensor<2x53xbf16>
  %r = call @reflect9(%x) : (tensor<1x48xbf16>) -> tensor<1x40xbf16>
  %u = tensor.cast %r : tensor<1x40xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%u) : (tensor<*xbf16>) -> ()
  %s = call @wrap9(%y) : (tensor<2x53xbf16>) -> tensor<2x62xbf16>
  %v = tensor.cast %s : tensor<2x62xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%v) : (tensor<*xbf16>) -> ()
  return
}
