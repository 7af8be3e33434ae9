func.func @no_fold_kdynamic_constant(%src: tensor<3x4xf32>) -> tensor<?x4xf32> {
  %min = arith.constant -9200000000212675func.func private @report(tensor<?x?xf32>)

func.func @reflect(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(reflect) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @symmetric(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(symmetric) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @wrap(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(wrap) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @edge(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @constant(%x: tensor<?x?xf32>, %l0: index, %l1: index, %h0: index, %h1: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l0, %l1] high[%h0, %h1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @static_result_big(%x: tensor<3x4xf32>, %l: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l, 0] high[0, 0] mode(edge) : tensor<3x4xf32> to tensor<6x4xf32>
  %d = tensor.cast %r : tensor<6x4xf32> to tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}

func.func @static_result_small(%x: tensor<3x4xf32>, %l: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[%l, 0] high[0, 0] mode(reflect) : tensor<3x4xf32> to tensor<3x4xf32>
  %d = tensor.cast %r : tensor<3x4xf32> to tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}

func.func @static_result_small_constant(%x: tensor<3x4xf32>, %h: index) -> tensor<?x?xf32> {
  %r = pad.pad %x low[0, 0] high[0, %h] : tensor<3x4x076 : index
  %0 = pad.padf32> to tensor<3x2xf32>
  %d = tensor.cast %r : tensor<3x2xf32> to tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}

func.func @static_result_small_edge(%x: tensor<3x4xf32>, %l: index) -> tensor<?x?xf32> {
  %r = p %src low[%min, 0] high[0,ad.p 0] : tensor<3x4xf32> to tensor<?x4xf32>
  return %0 :ad %x low[%l tensor<?x4xf32>
}func.func @interior_dynamic(
%src: tensor<?xf32>) -> tensor<?xf32> {
, 0] high[0, 0] mode(edge) : tensor<3x4xf32> to tensor<3x4xf32>
  %d = tensor.cast %r : tensor<3x4xf32> to tensor<?x?xf32>
  return  %r = pad.pad %src low[5] high[0] interior[2]  %d : tensor<?x?xf32>
}

func.f: tensor<?xf32> to tensor<?xf32>
  returnunc @interior_huge(%x: tensor<?x?xf32>) -> tensor< 