// pad.pad_grad into the destinations the lowerings write gx into directly
// (docs/Lowering.md, "pad.pad_grad"): the slice of a tensor.insert_slice of
// dynamic offset and sizes, and a memref of dynamic sizes for a static gx.
func.func @grad_slice(%gy: tensor<?x?xf32>, %o: tensor<?x?xf32> {bufferization.writable = true}, %i: index, %rows: index, %cols: index) -> tensor<?x?xf32> attributes { llvm.emit_c_interface } {
  %gx = pad.pad_grad %gy low[1, 2] high[3, 1] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %gx into %o[%i, 0] [%rows, %cols] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @grad_static(%gy: tensor<10x9xf32>, %m: memref<?x?xf32>) attributes { llvm.emit_c_interface } {
  %gx = pad.pad_grad %gy low[1, 2] high[3, 1] mode(reflect) : tensor<10x9xf32> to tensor<6x6xf32>
  bufferization.materialize_in_destination %gx in restrict writable %m : (tensor<6x6xf32>, memref<?x?xf32>) -> ()
  return
}
