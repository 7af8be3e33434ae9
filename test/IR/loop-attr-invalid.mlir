// RUN: pad-opt %s -split-input-file -verify-diagnostics

// `pad.loop` asks for something: threads or streaming stores.
func.func @loop_attr_asks_nothing(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+2 {{expected parallel = true or stream = true}}
  scf.for %i = %c0 to %n step %c1 {
  } {pad.loop = #pad.loop<parallel = false>}
  return
}

// -----

// Only on an scf.for.
// expected-error @+1 {{expected 'pad.loop' on an scf.for, got 'func.func'}}
func.func @loop_attr_not_on_a_loop() attributes {pad.loop = #pad.loop<parallel = true>} {
  return
}

// -----

func.func @loop_attr_not_a_loop_attr(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{expected 'pad.loop' to be a #pad.loop attribute}}
  scf.for %i = %c0 to %n step %c1 {
  } {pad.loop}
  return
}

// -----

// No other discardable attribute of the dialect: the marks it replaced are
// errors.
func.func @unknown_pad_attr(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{unknown pad attribute 'pad.parallel_rows'}}
  scf.for %i = %c0 to %n step %c1 {
  } {pad.parallel_rows}
  return
}
