// complex<f32> pads through --pad-to-llvm: nothing of the complex dialect or
// type is left, in every strategy, with and without runtime checks, with the
// default 64-bit index and with the 32-bit index of pad-aot's 32-bit targets,
// whose pipeline (LowerToLLVMWithIndexBitwidth.cpp) once left the
// complex.constant of the default zero pad value unconverted.
// RUN: pad-opt %s --pad-to-llvm="strategy=vector" | FileCheck %s --implicit-check-not=complex
// RUN: pad-opt %s --pad-to-llvm="strategy=vector runtime-checks=false" | FileCheck %s --implicit-check-not=complex
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg" | FileCheck %s --implicit-check-not=complex
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg runtime-checks=false" | FileCheck %s --implicit-check-not=complex
// RUN: pad-opt %s --pad-to-llvm="strategy=loops" | FileCheck %s --implicit-check-not=complex
// RUN: pad-opt %s --pad-to-llvm="strategy=loops runtime-checks=false" | FileCheck %s --implicit-check-not=complex
// RUN: pad-opt %s --pad-to-llvm="strategy=vector index-bitwidth=32" | FileCheck %s --implicit-check-not=complex
// RUN: pad-opt %s --pad-to-llvm="strategy=vector index-bitwidth=32 runtime-checks=false" | FileCheck %s --implicit-check-not=complex
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg index-bitwidth=32" | FileCheck %s --implicit-check-not=complex
// RUN: pad-opt %s --pad-to-llvm="strategy=linalg index-bitwidth=32 runtime-checks=false" | FileCheck %s --implicit-check-not=complex
// RUN: pad-opt %s --pad-to-llvm="strategy=loops index-bitwidth=32" | FileCheck %s --implicit-check-not=complex
// RUN: pad-opt %s --pad-to-llvm="strategy=loops index-bitwidth=32 runtime-checks=false" | FileCheck %s --implicit-check-not=complex

// The default pad value: a zero of the LLVM struct of two floats.
// CHECK-LABEL: llvm.func @zero_static(
// CHECK:         llvm.mlir.constant([0.000000e+00 : f32, 0.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
// CHECK:         llvm.return
func.func @zero_static(%x: tensor<2x3xcomplex<f32>>) -> tensor<3x4xcomplex<f32>> {
  %r = pad.pad %x low[1, 0] high[0, 1] : tensor<2x3xcomplex<f32>> to tensor<3x4xcomplex<f32>>
  return %r : tensor<3x4xcomplex<f32>>
}

// CHECK-LABEL: llvm.func @zero_dynamic(
// CHECK:         llvm.mlir.constant([0.000000e+00, 0.000000e+00]) : !llvm.struct<(f64, f64)>
// CHECK:         llvm.return
func.func @zero_dynamic(%x: tensor<?x?xcomplex<f64>>, %l: index) -> tensor<?x?xcomplex<f64>> {
  %r = pad.pad %x low[%l, 0] high[0, 1] interior[1, 0]
      : tensor<?x?xcomplex<f64>> to tensor<?x?xcomplex<f64>>
  return %r : tensor<?x?xcomplex<f64>>
}

// A runtime value, and complex ops of the module (docs/Lowering.md#safety lists the dialects
// the pipeline accepts; complex comes with the element type).
// CHECK-LABEL: llvm.func @value_and_ops(
// CHECK:         llvm.return
func.func @value_and_ops(%x: tensor<?x?xcomplex<f32>>, %re: f32, %im: f32) -> tensor<?x?xcomplex<f32>> {
  %v = complex.create %re, %im : complex<f32>
  %w = complex.add %v, %v : complex<f32>
  %r = pad.pad %x low[1, 1] high[1, 1] value(%w)
      : tensor<?x?xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  return %r : tensor<?x?xcomplex<f32>>
}

// CHECK-LABEL: llvm.func @edge_dynamic(
// CHECK:         llvm.return
func.func @edge_dynamic(%x: tensor<?x?xcomplex<f32>>, %l: index) -> tensor<?x?xcomplex<f32>> {
  %r = pad.pad %x low[%l, 0] high[0, 2] mode(edge)
      : tensor<?x?xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  return %r : tensor<?x?xcomplex<f32>>
}

// CHECK-LABEL: llvm.func @reflect_static(
// CHECK:         llvm.return
func.func @reflect_static(%x: tensor<2x3xcomplex<f32>>) -> tensor<4x6xcomplex<f32>> {
  %r = pad.pad %x low[1, 2] high[1, 1] mode(reflect)
      : tensor<2x3xcomplex<f32>> to tensor<4x6xcomplex<f32>>
  return %r : tensor<4x6xcomplex<f32>>
}
