// RUN: pad-opt %s -pad-lower-asserts | FileCheck %s

// A pad.assert becomes a branch to a block that writes its message to
// stderr, each {} replaced by a value in decimal (one internal function of
// the module writes them), and aborts; a cf.assert the same without values.

// CHECK-DAG:   llvm.mlir.global internal constant @[[$HAS:pad_assert_msg_[0-9]+]]("has ")
// CHECK-DAG:   llvm.mlir.global internal constant @[[$NEEDS:pad_assert_msg_[0-9]+]](", needs ")
// CHECK-DAG:   llvm.mlir.global internal constant @[[$END:pad_assert_msg_[0-9]+]]("\0A")
// CHECK-DAG:   llvm.mlir.global internal constant @[[$PLAIN:pad_assert_msg_[0-9]+]]("plain\0A")
// CHECK-DAG:   llvm.func @write(i32, !llvm.ptr, i64) -> i64
// CHECK-DAG:   llvm.func @abort()

// CHECK-LABEL: func.func @check(
// CHECK-SAME:    %[[OK:.*]]: i1, %[[A:.*]]: index, %[[B:.*]]: index
// CHECK:         cf.cond_br %[[OK]], ^[[NEXT:.*]], ^[[FAIL:.*]]
// CHECK:       ^[[FAIL]]:
// CHECK:         llvm.mlir.addressof @[[$HAS]]
// CHECK:         llvm.call @write
// CHECK:         %[[AI:.*]] = arith.index_cast %[[A]] : index to i64
// CHECK:         llvm.call @[[INT:pad_assert_write_int_[0-9]+]](%[[AI]])
// CHECK:         llvm.mlir.addressof @[[$NEEDS]]
// CHECK:         llvm.call @write
// CHECK:         %[[BI:.*]] = arith.index_cast %[[B]] : index to i64
// CHECK:         llvm.call @[[INT]](%[[BI]])
// CHECK:         llvm.mlir.addressof @[[$END]]
// CHECK:         llvm.call @write
// CHECK:         llvm.call @abort()
// CHECK-NEXT:    llvm.unreachable
// CHECK:       ^[[NEXT]]:
// CHECK:         cf.cond_br %[[OK]], ^{{.*}}, ^[[FAIL2:.*]]
// CHECK:       ^[[FAIL2]]:
// CHECK:         llvm.mlir.addressof @[[$PLAIN]]
// CHECK:         llvm.call @write
// CHECK-NOT:     pad_assert_write_int
// CHECK:         llvm.call @abort()
func.func @check(%ok: i1, %a: index, %b: index) {
  pad.assert %ok, "has {}, needs {}"(%a, %b)
  cf.assert %ok, "plain"
  return
}

// The digits from the last into a buffer of 24, a '-' before a negative
// value's magnitude, then one write.
// CHECK-LABEL: llvm.func internal @pad_assert_write_int_
// CHECK:         llvm.alloca %{{.*}} x i8
// CHECK:         llvm.urem
// CHECK:         llvm.udiv
// CHECK:         llvm.call @write
// CHECK:         llvm.return
