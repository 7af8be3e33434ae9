// Kernels that pad a 64x64 f32 input by 1 in edge mode (a 66x66 result) into
// each destination form of docs/Lowering.md#destinations, at run-time sizes and offsets chosen by
// the caller (destinations.c).

func.func @into_memref(%x: tensor<64x64xf32>, %m: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  %p = pad.pad %x low[1, 1] high[1, 1] mode(edge) : tensor<64x64xf32> to tensor<66x66xf32>
  bufferization.materialize_in_destination %p in restrict writable %m : (tensor<66x66xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @into_tensor(%x: tensor<64x64xf32>, %o: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %p = pad.pad %x low[1, 1] high[1, 1] mode(edge) : tensor<64x64xf32> to tensor<66x66xf32>
  %r = bufferization.materialize_in_destination %p in %o : (tensor<66x66xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @into_slice(%x: tensor<64x64xf32>, %o: tensor<?x66xf32> {bufferization.writable = true}, %i: index) -> tensor<?x66xf32> attributes {llvm.emit_c_interface} {
  %p = pad.pad %x low[1, 1] high[1, 1] mode(edge) : tensor<64x64xf32> to tensor<66x66xf32>
  %r = tensor.insert_slice %p into %o[%i, 0] [66, 66] [1, 1] : tensor<66x66xf32> into tensor<?x66xf32>
  return %r : tensor<?x66xf32>
}

// Step k pads input k into plane first + k.
func.func @into_batch(%xs: tensor<?x64x64xf32>, %o: tensor<?x66x66xf32> {bufferization.writable = true}, %first: index) -> tensor<?x66x66xf32> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %xs, %c0 : tensor<?x64x64xf32>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %o) -> tensor<?x66x66xf32> {
    %at = arith.addi %first, %k : index
    %x = tensor.extract_slice %xs[%k, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<?x64x64xf32> to tensor<64x64xf32>
    %p = pad.pad %x low[1, 1] high[1, 1] mode(edge) : tensor<64x64xf32> to tensor<66x66xf32>
    %ins = tensor.insert_slice %p into %acc[%at, 0, 0] [1, 66, 66] [1, 1, 1] : tensor<66x66xf32> into tensor<?x66x66xf32>
    scf.yield %ins : tensor<?x66x66xf32>
  }
  return %r : tensor<?x66x66xf32>
}

// The same with the planes as the tiles of an scf.forall.
func.func @into_tiles(%xs: tensor<?x64x64xf32>, %o: tensor<?x66x66xf32> {bufferization.writable = true}, %first: index) -> tensor<?x66x66xf32> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %xs, %c0 : tensor<?x64x64xf32>
  %r = scf.forall (%k) in (%n) shared_outs(%acc = %o) -> tensor<?x66x66xf32> {
    %at = arith.addi %first, %k : index
    %x = tensor.extract_slice %xs[%k, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<?x64x64xf32> to tensor<64x64xf32>
    %p = pad.pad %x low[1, 1] high[1, 1] mode(edge) : tensor<64x64xf32> to tensor<66x66xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %p into %acc[%at, 0, 0] [1, 66, 66] [1, 1, 1] : tensor<66x66xf32> into tensor<?x66x66xf32>
    }
  }
  return %r : tensor<?x66x66xf32>
}
