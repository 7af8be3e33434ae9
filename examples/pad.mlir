// The bundled example of scripts/example.sh: three pads from the frameworks
// pad.pad covers, lowered by `pad-opt --pad-to-llvm` and run by mlir-runner.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

// OpenVINO Pad-12, "mixed pads" in reflect mode: negative amounts crop.
func.func @reflect_mixed(%src: tensor<3x4xf32>) -> tensor<4x6xf32> {
  %r = pad.pad %src low[2, -1] high[-1, 3] mode(reflect)
         : tensor<3x4xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// nGraph Pad: interior padding and a runtime pad value.
func.func @interior(%src: tensor<3x3xi32>, %v: i32) -> tensor<7x9xi32> {
  %r = pad.pad %src low[1, 2] high[1, 0] interior[1, 2] value(%v)
         : tensor<3x3xi32> to tensor<7x9xi32>
  return %r : tensor<7x9xi32>
}

// Circular padding with amounts known only at run time.
func.func @wrap_dynamic(%src: tensor<?x?xf32>, %l: index, %h: index) -> tensor<?x?xf32> {
  %r = pad.pad %src low[%l, 1] high[0, %h] mode(wrap)
         : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0],
                             [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %r0 = call @reflect_mixed(%a) : (tensor<3x4xf32>) -> tensor<4x6xf32>
  %u0 = tensor.cast %r0 : tensor<4x6xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()

  %b = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %v = arith.constant 42 : i32
  %r1 = call @interior(%b, %v) : (tensor<3x3xi32>, i32) -> tensor<7x9xi32>
  %u1 = tensor.cast %r1 : tensor<7x9xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()

  %c = tensor.cast %a : tensor<3x4xf32> to tensor<?x?xf32>
  %l = arith.constant 1 : index
  %h = arith.constant 2 : index
  %r2 = call @wrap_dynamic(%c, %l, %h) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  %u2 = tensor.cast %r2 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
