// RUN: pad-opt %s -split-input-file --pad-bf16-vectors-as-i16 | FileCheck %s
// The result compiles for cores with AVX512-BF16, where LLVM 22's X86
// backend aborted on each function of this file ("Do not know how to soft
// promote this operator's operand!"):
// RUN: pad-opt %s --pad-bf16-vectors-as-i16 | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mcpu=znver4 | FileCheck %s --check-prefix=ASM
// RUN: pad-opt %s --pad-bf16-vectors-as-i16 | mlir-translate --mlir-to-llvmir | llc -O2 -mtriple=x86_64 -mcpu=sapphirerapids | FileCheck %s --check-prefix=ASM

// A reversed border of 9 bf16: load, shuffle, store, all on the bits.
// CHECK-LABEL: llvm.func @reverse9
//  CHECK-SAME: (%[[P:.*]]: !llvm.ptr, %[[Q:.*]]: !llvm.ptr)
//       CHECK:   %[[V:.*]] = llvm.load %[[P]] {alignment = 2 : i64} : !llvm.ptr -> vector<9xi16>
//       CHECK:   %[[R:.*]] = llvm.shufflevector %[[V]], %[[V]] [8, 7, 6, 5, 4, 3, 2, 1, 0] : vector<9xi16>
//       CHECK:   llvm.store %[[R]], %[[Q]] {alignment = 2 : i64} : vector<9xi16>, !llvm.ptr
//   CHECK-NOT:   bf16
// ASM-LABEL: reverse9:
// ASM:       retq
llvm.func @reverse9(%p: !llvm.ptr, %q: !llvm.ptr) {
  %v = llvm.load %p {alignment = 2 : i64} : !llvm.ptr -> vector<9xbf16>
  %r = llvm.shufflevector %v, %v [8, 7, 6, 5, 4, 3, 2, 1, 0] : vector<9xbf16>
  llvm.store %r, %q {alignment = 2 : i64} : vector<9xbf16>, !llvm.ptr
  llvm.return
}

// -----

// A constant border of 9 bf16, its value splat and selected by lane, stored
// in a loop: the scalar goes in as its bits, the constant holds its bits
// (0x3FC0 is 1.5), and where a vector meets an op that computes, it is
// bitcast back.
// CHECK-LABEL: llvm.func @splat9
//  CHECK-SAME: (%[[Q:.*]]: !llvm.ptr, %[[X:.*]]: bf16, %[[M:.*]]: vector<9xi1>, %[[N:.*]]: i64)
//       CHECK:   %[[C:.*]] = llvm.mlir.constant(dense<16320> : vector<9xi16>) : vector<9xi16>
//       CHECK:   %[[U:.*]] = llvm.mlir.poison : vector<9xi16>
//       CHECK:   %[[XB:.*]] = llvm.bitcast %[[X]] : bf16 to i16
//       CHECK:   %[[I:.*]] = llvm.insertelement %[[XB]], %[[U]][%{{.*}} : i32] : vector<9xi16>
//       CHECK:   %[[S:.*]] = llvm.shufflevector %[[I]], %[[U]] [0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<9xi16>
//       CHECK:   %[[V:.*]] = llvm.select %[[M]], %[[S]], %[[C]] : vector<9xi1>, vector<9xi16>
//       CHECK:   %[[VB:.*]] = llvm.bitcast %[[V]] : vector<9xi16> to vector<9xbf16>
//       CHECK:   %[[E:.*]] = llvm.extractelement %[[V]][%{{.*}} : i32] : vector<9xi16>
//       CHECK:   %[[EB:.*]] = llvm.bitcast %[[E]] : i16 to bf16
//       CHECK:   llvm.fpext %[[VB]] : vector<9xbf16> to vector<9xf32>
//       CHECK:   llvm.fpext %[[EB]] : bf16 to f32
//       CHECK:   llvm.store %[[V]], %{{.*}} {alignment = 2 : i64} : vector<9xi16>, !llvm.ptr
// ASM-LABEL: splat9:
// ASM:       retq
llvm.func @splat9(%q: !llvm.ptr, %x: bf16, %m: vector<9xi1>, %n: i64) -> f32 {
  %c = llvm.mlir.constant(dense<1.5> : vector<9xbf16>) : vector<9xbf16>
  %u = llvm.mlir.poison : vector<9xbf16>
  %zero = llvm.mlir.constant(0 : i32) : i32
  %i = llvm.insertelement %x, %u[%zero : i32] : vector<9xbf16>
  %s = llvm.shufflevector %i, %u [0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<9xbf16>
  %v = llvm.select %m, %s, %c : vector<9xi1>, vector<9xbf16>
  %e = llvm.extractelement %v[%zero : i32] : vector<9xbf16>
  %w = llvm.fpext %v : vector<9xbf16> to vector<9xf32>
  %f = llvm.fpext %e : bf16 to f32
  %k0 = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%k0 : i64)
^loop(%k: i64):
  %a = llvm.getelementptr %q[%k] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
  llvm.store %v, %a {alignment = 2 : i64} : vector<9xbf16>, !llvm.ptr
  %k1 = llvm.add %k, %one : i64
  %more = llvm.icmp "slt" %k1, %n : i64
  llvm.cond_br %more, ^loop(%k1 : i64), ^exit
^exit:
  %w0 = llvm.extractelement %w[%zero : i32] : vector<9xf32>
  %r = llvm.fadd %w0, %f : f32
  llvm.return %r : f32
}

// -----

// A bitcast between a bf16 vector and its bits goes; vectors of other
// types stay.
// CHECK-LABEL: llvm.func @casts
//  CHECK-SAME: (%[[P:.*]]: !llvm.ptr)
//       CHECK:   %[[V:.*]] = llvm.load %[[P]] : !llvm.ptr -> vector<17xi16>
//   CHECK-NOT:   llvm.bitcast
//       CHECK:   %[[W:.*]] = llvm.add %[[V]], %[[V]] : vector<17xi16>
//       CHECK:   %[[H:.*]] = llvm.load %[[P]] : !llvm.ptr -> vector<9xf16>
//       CHECK:   llvm.store %[[H]], %[[P]] : vector<9xf16>, !llvm.ptr
// ASM-LABEL: casts:
// ASM:       retq
llvm.func @casts(%p: !llvm.ptr) -> vector<17xi16> {
  %v = llvm.load %p : !llvm.ptr -> vector<17xbf16>
  %b = llvm.bitcast %v : vector<17xbf16> to vector<17xi16>
  %w = llvm.add %b, %b : vector<17xi16>
  %h = llvm.load %p : !llvm.ptr -> vector<9xf16>
  llvm.store %h, %p : vector<9xf16>, !llvm.ptr
  llvm.return %w : vector<17xi16>
}
