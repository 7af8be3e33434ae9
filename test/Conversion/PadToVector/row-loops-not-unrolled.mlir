// RUN: pad-opt %s --convert-pad-to-vector=nontemporal=never --canonicalize --cse | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm=nontemporal=never | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM
// RUN: pad-opt %s --pad-llc-bytes=4096 --pad-to-llvm="runtime-checks=false" --mlir-print-ir-after=pad-lower-loop-marks -o /dev/null 2>&1 | FileCheck %s --check-prefix=STREAM

// The loops of a row nest: each asks LLVM not to unroll it (unrolled plane
// and row loops of dynamic sizes cost the rows their registers,
// docs/Lowering.md); so do the scalar loops within a row (short or cold
// code), not its vector loops.
// CHECK:       #[[$UNROLL:.*]] = #llvm.loop_annotation<unroll = #{{.*}}>
// CHECK-LABEL: func.func @rows
// CHECK:         scf.for %{{.*}} = %c2 to %{{.*}} step %c8
// CHECK:             scf.yield
// CHECK-NEXT:      }{{$}}
// CHECK:           scf.for %{{.*}} step %c1
// CHECK:           } {loop_annotation = #[[$UNROLL]]}
// CHECK:       } {loop_annotation = #[[$UNROLL]]}
// CHECK:       return

// In LLVM IR: back edges with unrolling disabled.
// LLVM-LABEL: define { ptr, ptr, i64, [3 x i64], [3 x i64] } @rows(
// LLVM:         br label %{{[0-9]+}}, !llvm.loop ![[LOOP:[0-9]+]]
// LLVM:       ![[LOOP]] = distinct !{![[LOOP]], ![[DISABLE:[0-9]+]]}
// LLVM-NEXT:  ![[DISABLE]] = !{!"llvm.loop.unroll.disable"}
func.func @rows(%src: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = pad.pad %src low[0, 1, 2] high[0, 1, 2] mode(edge) : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// Rows of a static length: the loops are not unrolled either.
// CHECK-LABEL: func.func @static_rows
// CHECK:         } {loop_annotation = #[[$UNROLL]]}
// CHECK:         return
func.func @static_rows(%src: tensor<4x16x16xf32>) -> tensor<4x18x20xf32> {
  %r = pad.pad %src low[0, 1, 2] high[0, 1, 2] mode(edge) : tensor<4x16x16xf32> to tensor<4x18x20xf32>
  return %r : tensor<4x18x20xf32>
}

// The rows of an output larger than the last-level cache (here 4096 bytes)
// stream: its byte size is compared once, in front of the nest, and the
// streamed nest is one loop over the rows.
// STREAM-LABEL: func.func @streamed_rows
// STREAM:         %[[OUT:.*]] = memref.alloc(%[[H:.*]], %[[W:.*]]) {alignment = 64 : i64} : memref<?x?xf32>
// STREAM:         %[[B:.*]] = arith.muli %[[H]], %c4 : index
// STREAM-NEXT:    %[[BYTES:.*]] = arith.muli %[[B]], %[[W]] : index
// STREAM:         %[[BIG:.*]] = arith.cmpi sgt, %[[BYTES]], %c4096 : index
// STREAM-NEXT:    scf.if %[[BIG]] {
// STREAM:           scf.for
// STREAM:             vector.store %{{.*}}, %[[OUT]][%{{.*}}] {alignment = 32 : i64, nontemporal = true}
// STREAM:         } else {
func.func @streamed_rows(%src: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %src low[1, 3] high[1, 5] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
