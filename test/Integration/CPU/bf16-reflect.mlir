// RUN: pad-opt %s --pad-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="runtime-checks=false vector-bits=512" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_libs | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mcpu=znver4 | FileCheck %s --check-prefix=ASM
// RUN: pad-opt %s --pad-to-llvm | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mcpu=sapphirerapids | FileCheck %s --check-prefix=ASM

// A reflect border of 9 bf16 before a cropped row is one reversed
// vector<9xbf16>: LLVM 22's X86 backend aborted on that shuffle for cores
// with AVX512-BF16 ("Do not know how to soft promote this operator's
// operand!": mlir-runner on an AMD EPYC Zen 4 host, llc -mcpu=znver4 or
// sapphirerapids on any host), found by pad_diff.py --wide-rows.
// pad-legalize-vector-for-llvm shuffles the bits instead
// (test/Transforms/legalize-vector-for-llvm.mlir). The numbers are numpy's;
// expectations.test re-derives the CHECK block.
// PY: x = np.arange(1, 49, dtype=np.float32).reshape(1, 48)

// ASM-LABEL: reflect9:
// ASM:       retq

func.func private @printMemrefBF16(tensor<*xbf16>) attributes { llvm.emit_c_interface }

func.func @reflect9(%x: tensor<1x48xbf16>) -> tensor<1x40xbf16> attributes { llvm.emit_c_interface } {
  %r = pad.pad %x low[0, 9] high[0, -17] mode(reflect) : tensor<1x48xbf16> to tensor<1x40xbf16>
  return %r : tensor<1x40xbf16>
}

// numpy: pad(x, [0, 9], [0, -17], 'reflect')
// CHECK: rank = 2 offset = 0 sizes = [1, 40] strides = [40, 1] data =
// CHECK-NEXT{LITERAL}: [[10,   9,   8,   7,   6,   5,   4,   3,   2,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   23,   24,   25,   26,   27,   28,   29,   30,   31]]
func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0]]> : tensor<1x48xbf16>
  %r = call @reflect9(%x) : (tensor<1x48xbf16>) -> tensor<1x40xbf16>
  %u = tensor.cast %r : tensor<1x40xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%u) : (tensor<*xbf16>) -> ()
  return
}
