// RUN: %pad-matrix %s crash ""

// The values of a failing pad.assert in decimal, from the most negative index
// to the largest; the program stops at the first assertion that fails.

// CHECK-NOT: never
// CHECK: values -9223372036854775808, -1, 0, 7, 9223372036854775807 end
// CHECK-NOT: second

func.func @main() {
  %min = arith.constant -9223372036854775808 : index
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %max = arith.constant 9223372036854775807 : index
  %true = arith.cmpi sle, %c0, %c7 : index
  %false = arith.cmpi sgt, %c0, %c7 : index
  pad.assert %true, "never {}"(%c7)
  pad.assert %false, "values {}, {}, {}, {}, {} end"(%min, %m1, %c0, %c7, %max)
  pad.assert %false, "second"
  return
}
