// The vector strategy on 32-bit targets accesses each output row of dynamic
// strides through one view of it (pad-row-views); on 64-bit targets and in
// the other strategies, the pipeline does not run the pass.
// RUN: pad-opt %s --pad-to-llvm="index-bitwidth=32 vector-bits=32 nontemporal=never runtime-checks=false" --mlir-print-ir-after=pad-row-views -o /dev/null 2>&1 | FileCheck %s
// RUN: pad-opt %s --pad-to-llvm="index-bitwidth=32" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=RUNS
// RUN: pad-opt %s --pad-to-llvm --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SKIPPED
// RUN: pad-opt %s --pad-to-llvm="index-bitwidth=32 strategy=loops" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SKIPPED

// RUNS: pad-legalize-vector-for-llvm
// RUNS-NEXT: pad-row-views
// SKIPPED-NOT: pad-row-views

// CHECK-LABEL: func.func @chw_i8(
// CHECK-SAME:    %[[SRC:[^:]*]]: memref<?x?x?xi8>, %[[DST:[^:]*]]: memref<?x?x?xi8>,
// CHECK:         scf.for %[[C:[^ ]*]] =
// CHECK-NEXT:      scf.for %[[H:[^ ]*]] =
// CHECK-NEXT:        %[[ROW:.*]] = memref.subview %[[DST]][%[[C]], %[[H]], 0] [1, 1, %{{.*}}] [1, 1, 1] : memref<?x?x?xi8> to memref<?xi8, strided<[1], offset: ?>>
// CHECK:             %[[SRCROW:.*]] = memref.subview %[[SRC]][%[[C]], %{{.*}}, 0] [1, 1, %{{.*}}] [1, 1, 1]
// CHECK-NOT:         memref.subview
// CHECK:             vector.store %{{.*}}, %[[ROW]][%{{.*}}] {alignment = 1 : i64} : memref<?xi8, strided<[1], offset: ?>>, vector<4xi8>
// CHECK:             memref.store %{{.*}}, %[[ROW]][%{{.*}}] : memref<?xi8, strided<[1], offset: ?>>
// CHECK:             %[[V:.*]] = vector.load %[[SRCROW]][%{{.*}}]
// CHECK-NEXT:        vector.store %[[V]], %[[ROW]][%{{.*}}]
func.func @chw_i8(%src: tensor<?x?x?xi8>, %dst: memref<?x?x?xi8>,
                  %top: index, %bottom: index, %left: index, %right: index) {
  %r = pad.pad %src low[0, %top, %left] high[0, %bottom, %right]
      : tensor<?x?x?xi8> to tensor<?x?x?xi8>
  bufferization.materialize_in_destination %r in restrict writable %dst
      : (tensor<?x?x?xi8>, memref<?x?x?xi8>) -> ()
  return
}
