// pad.pad_grad of dynamic sizes into a memref destination: gx's sizes are
// the destination's (docs/Lowering.md, "pad.pad_grad").
func.func @grad_into(%gy: tensor<?x?xf32>, %gx: memref<?x?xf32>) attributes { llvm.emit_c_interface } {
  %r = pad.pad_grad %gy low[1, 2] high[3, 1] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %gx : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}
