// RUN: %pad-matrix %s \
// RUN:   diff "strategy=vector" "strategy=vector runtime-checks=false vector-bits=512" \
// RUN:     "strategy=vector nontemporal=always"
// RUN: pad-opt %s --pad-to-llvm | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mcpu=znver4 | FileCheck %s --check-prefix=ASM
// RUN: pad-opt %s --pad-to-llvm | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mcpu=sapphirerapids | FileCheck %s --check-prefix=ASM

// Borders of 9 bf16: a reflect border before a cropped row is one reversed
// vector<9xbf16>, a wrap border one vector<9xbf16> copied. LLVM 22's X86
// backend aborted on both for cores with AVX512-BF16 ("Do not know how to
// soft promote this operator's operand!": mlir-runner on an AMD EPYC Zen 4
// host, llc -mcpu=znver4 or sapphirerapids on any host), found by
// pad_diff.py --wide-rows. pad-bf16-vectors-as-i16 moves them as vectors of
// i16 (test/Transforms/bf16-vectors-as-i16.mlir). The pads run end to end
// by pad_diff.py (the CASE lines; ../Differential/diff_spec.py), compared
// with test/lib/pad_reference.py; the kernels are compiled by llc for those
// cores (ASM lines).
// CASE: bf16 1x48 low[0, 9] high[0, -17] reflect
// CASE: bf16 2x53 low[0, 0] high[0, 9] wrap
// DIFF: 2 passed, 0 failed

// The kernels of the CASE lines, for the ASM checks.
// ASM-LABEL: reflect9:
// ASM:       retq
// ASM-LABEL: wrap9:
// ASM:       retq

func.func @reflect9(%x: tensor<1x48xbf16>) -> tensor<1x40xbf16> attributes { llvm.emit_c_interface } {
  %r = pad.pad %x low[0, 9] high[0, -17] mode(reflect) : tensor<1x48xbf16> to tensor<1x40xbf16>
  return %r : tensor<1x40xbf16>
}

func.func @wrap9(%y: tensor<2x53xbf16>) -> tensor<2x62xbf16> attributes { llvm.emit_c_interface } {
  %r = pad.pad %y low[0, 0] high[0, 9] mode(wrap) : tensor<2x53xbf16> to tensor<2x62xbf16>
  return %r : tensor<2x62xbf16>
}
