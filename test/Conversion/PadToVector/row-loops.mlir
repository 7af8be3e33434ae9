// RUN: pad-opt %s --convert-pad-to-vector=nontemporal=never --canonicalize --cse | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm=nontemporal=never --mlir-print-ir-after=pad-row-offsets -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFFSETS
// RUN: pad-opt %s --pad-to-llvm=nontemporal=never | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM
// RUN: pad-opt %s --pad-to-llvm="llc-bytes=4096 runtime-checks=false" --mlir-print-ir-after=pad-streaming-stores -o /dev/null 2>&1 | FileCheck %s --check-prefix=STREAM

// The loops of a row nest: each asks LLVM not to unroll it (unrolled plane
// and row loops of dynamic sizes cost the rows their registers,
// docs/Lowering.md), and each loop over rows is marked for pad-row-offsets;
// the loops within a row are neither.
// CHECK:       #[[$UNROLL:.*]] = #llvm.loop_annotation<unroll = #{{.*}}>
// CHECK-LABEL: func.func @rows
// CHECK:         scf.for %{{.*}} = %c2 to %{{.*}} step %c8
// CHECK:             scf.yield
// CHECK-NEXT:      }{{$}}
// CHECK-NOT:       loop_annotation
// CHECK:         } {loop_annotation = #[[$UNROLL]], pad.row_loop}
// CHECK-NEXT:    scf.for
// CHECK:         } {loop_annotation = #[[$UNROLL]], pad.row_loop}
// CHECK-NEXT:    scf.for
// CHECK:         } {loop_annotation = #[[$UNROLL]], pad.row_loop}
// CHECK-NEXT:    scf.yield
// CHECK-NEXT:  } {loop_annotation = #[[$UNROLL]]}

// On buffers, each row loop carries the offset of its output row and the
// rows' stores go through a 1-D view at it.
// OFFSETS-LABEL: func.func @rows
// OFFSETS:         scf.for %{{.*}} = %c0 to %{{.*}} step %c1 iter_args(%[[OFF:.*]] = %{{.*}}) -> (index) {
// OFFSETS-NEXT:      %[[ROW:.*]] = memref.reinterpret_cast %{{.*}} to offset: [%[[OFF]]], sizes: [%{{.*}}], strides: [1]
// OFFSETS:           vector.transfer_write %{{.*}}, %[[ROW]][%{{.*}}] {in_bounds = [true]} : vector<8xf32>, memref<?xf32, strided<[1], offset: ?>>
// OFFSETS-NOT:     pad.row_loop

// In LLVM IR: back edges with unrolling disabled.
// LLVM-LABEL: define { ptr, ptr, i64, [3 x i64], [3 x i64] } @rows(
// LLVM:         br label %{{[0-9]+}}, !llvm.loop ![[LOOP:[0-9]+]]
// LLVM:       ![[LOOP]] = distinct !{![[LOOP]], ![[DISABLE:[0-9]+]]}
// LLVM-NEXT:  ![[DISABLE]] = !{!"llvm.loop.unroll.disable"}
func.func @rows(%src: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = pad.pad %src low[0, 1, 2] high[0, 1, 2] mode(edge) : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// Rows of a static length: no mark (their stride costs LLVM no register);
// the loops are still not unrolled.
// CHECK-LABEL: func.func @static_rows
// CHECK-NOT:     pad.row_loop
// CHECK:         } {loop_annotation = #[[$UNROLL]]}
// CHECK-NOT:     pad.row_loop
// CHECK:         return
func.func @static_rows(%src: tensor<4x16x16xf32>) -> tensor<4x18x20xf32> {
  %r = pad.pad %src low[0, 1, 2] high[0, 1, 2] mode(edge) : tensor<4x16x16xf32> to tensor<4x18x20xf32>
  return %r : tensor<4x18x20xf32>
}

// The rows of a buffer larger than the last-level cache (here 4096 bytes)
// stream: pad-streaming-stores sizes the whole buffer, not the row a view
// of pad-row-offsets holds, once, in front of the nest.
// STREAM-LABEL: func.func @streamed_rows
// STREAM:         %[[OUT:.*]] = memref.alloc(%[[H:.*]], %[[W:.*]]) {alignment = 64 : i64} : memref<?x?xf32>
// STREAM:         %[[B:.*]] = arith.muli %[[H]], %c4 : index
// STREAM-NEXT:    %[[BYTES:.*]] = arith.muli %[[B]], %[[W]] : index
// STREAM-NEXT:    %[[BIG:.*]] = arith.cmpi ugt, %[[BYTES]], %c4096 : index
// STREAM-NEXT:    scf.if %[[BIG]] {
// STREAM:           scf.for %{{.*}} iter_args
// STREAM-NEXT:        %[[ROW:.*]] = memref.reinterpret_cast %[[OUT]] to {{.*}} {pad.row_view}
// STREAM:             vector.store %{{.*}}, %[[ROW]][%{{.*}}] {alignment = 32 : i64, nontemporal = true}
// STREAM:         } else {
func.func @streamed_rows(%src: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %src low[1, 3] high[1, 5] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
