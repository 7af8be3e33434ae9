// embARC MLI's mli_krn_padding2d as pad-aot kernels: zero padding of the two
// spatial axes of a CHW (sa8: i8) or HWC (fx16: i16) feature map by runtime
// top / bottom / left / right amounts, written into the caller's buffer.
//
//   pad-aot padding2d.mlir -o padding2d.o --header padding2d.h [--target ...]
//
// See main.c and docs/Kernels.md.

func.func @padding2d_chw_sa8(%in: tensor<?x?x?xi8>, %out: memref<?x?x?xi8>,
                             %top: index, %bottom: index,
                             %left: index, %right: index) {
  %r = pad.pad %in low[0, %top, %left] high[0, %bottom, %right]
      : tensor<?x?x?xi8> to tensor<?x?x?xi8>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?x?x?xi8>, memref<?x?x?xi8>) -> ()
  return
}

func.func @padding2d_hwc_fx16(%in: tensor<?x?x?xi16>, %out: memref<?x?x?xi16>,
                              %top: index, %bottom: index,
                              %left: index, %right: index) {
  %r = pad.pad %in low[%top, %left, 0] high[%bottom, %right, 0]
      : tensor<?x?x?xi16> to tensor<?x?x?xi16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?x?x?xi16>, memref<?x?x?xi16>) -> ()
  return
}
