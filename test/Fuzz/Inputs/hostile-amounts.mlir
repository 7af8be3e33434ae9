// The pads of hostile-amounts.test: every mode, interior padding, a static
// result and two more element types, with amounts that come from the driver
// at run time (Inputs/hostile-driver.c), so that nothing is folded. Each
// run_* function pads its input and hands the result to @report.

func.func private @report_f32(tensor<?x?xf32>)
func.func private @report_i8(tensor<?x?xi8>)
func.func private @report_f64(tensor<?x?xf64>)

func.func @run_constant(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] : tensor<?x?xf32> to tensor<?x?xf32>
  call @report_f32(%r) : (tensor<?x?xf32>) -> ()
  return
}

func.func @run_edge(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  call @report_f32(%r) : (tensor<?x?xf32>) -> ()
  return
}

func.func @run_reflect(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  call @report_f32(%r) : (tensor<?x?xf32>) -> ()
  return
}

func.func @run_symmetric(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  call @report_f32(%r) : (tensor<?x?xf32>) -> ()
  return
}

func.func @run_wrap(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  call @report_f32(%r) : (tensor<?x?xf32>) -> ()
  return
}

// Interior padding, small and huge (the dilated size overflows unless the
// axis has at most one element).
func.func @run_interior(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) {
  %v = arith.constant 7.0 : f32
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] interior[1, 2] value(%v) : tensor<?x?xf32> to tensor<?x?xf32>
  call @report_f32(%r) : (tensor<?x?xf32>) -> ()
  return
}

func.func @run_interior_huge(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] interior[4611686018427387904, 0] : tensor<?x?xf32> to tensor<?x?xf32>
  call @report_f32(%r) : (tensor<?x?xf32>) -> ()
  return
}

// A static 5x6 result: the buffer is 5x6 whatever the amounts (C10).
func.func @run_static_result(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(reflect) : tensor<?x?xf32> to tensor<5x6xf32>
  %d = tensor.cast %r : tensor<5x6xf32> to tensor<?x?xf32>
  call @report_f32(%d) : (tensor<?x?xf32>) -> ()
  return
}

func.func @run_symmetric_i8(%x: tensor<?x?xi8>, %l0: index, %l1: index, %h0: index, %h1: index) {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(symmetric) : tensor<?x?xi8> to tensor<?x?xi8>
  call @report_i8(%r) : (tensor<?x?xi8>) -> ()
  return
}

func.func @run_wrap_f64(%x: tensor<?x?xf64>, %l0: index, %l1: index, %h0: index, %h1: index) {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(wrap) : tensor<?x?xf64> to tensor<?x?xf64>
  call @report_f64(%r) : (tensor<?x?xf64>) -> ()
  return
}
