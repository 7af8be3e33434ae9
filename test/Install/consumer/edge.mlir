// A kernel compiled by pad_add_kernel in the consumer of the installed package.
func.func @edge_i16(%src: tensor<?x?xi16>, %dst: memref<?x?xi16>) {
  %r = pad.pad %src low[1, 2] high[0, 1] mode(edge)
      : tensor<?x?xi16> to tensor<?x?xi16>
  bufferization.materialize_in_destination %r in restrict writable %dst
      : (tensor<?x?xi16>, memref<?x?xi16>) -> ()
  return
}
