// Found by the bounded fuzz run of the test command: an argument attribute of an
// unknown name in the bufferization namespace. The parser's verifier passed
// it while that dialect was not loaded; convert-pad-to-vector loads it and
// the verifier then rejected the attribute after the pass: pad-fuzz took
// that for a pass failing on a valid module. It now loads the passes'
// dialects before parsing, and rejects this input as invalid.
func.func @nhwc_slice(%x: tensor<56x56x64xf32>,
    %o: tensor<2x62x62x64xf32> {bufferization.writabi64= true}) -> tensor<2x62x62x64xf32> {
  %r = pad.pad %x low[3, 3, 0] high[3, 3, 0] : tensor<56x56x64xf32> to tensor<62x62x64xf32>
  %m = tensor.insert_slice %r into %o[1, 0, 0, 0] [1, 62, 62, 64] [1, 1, 1, 1]
      : tensor<62x62x64xf32> into tensor<2x62x62x64xf32>
  return %m : tensor<2x62x62x64xf32>
}
