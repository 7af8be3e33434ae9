// RUN: pad-opt %s --pad-legalize-mpi-buffers -split-input-file -verify-diagnostics

// A buffer of elements MPI-to-LLVM has no datatype for, which cannot be
// viewed as one (strided), is an error rather than a datatype of no name.
func.func @strided_f16(%t: memref<2x2xf16, strided<[4, 1]>>, %tag: i32, %peer: i32) {
  %comm = mpi.comm_world : !mpi.comm
  // expected-error @+1 {{'mpi.send' op has no MPI datatype for its 'memref<2x2xf16, strided<[4, 1]>>' buffer (MPI-to-LLVM of LLVM 22 takes f32, f64 and integers of 8 to 64 bits)}}
  mpi.send(%t, %tag, %peer, %comm) : memref<2x2xf16, strided<[4, 1]>>, i32, i32
  return
}

// -----

func.func @f8(%t: memref<4xf8E4M3FN>, %tag: i32, %peer: i32) {
  %comm = mpi.comm_world : !mpi.comm
  // expected-error @+1 {{'mpi.recv' op has no MPI datatype for its 'memref<4xf8E4M3FN>' buffer}}
  mpi.recv(%t, %tag, %peer, %comm) : memref<4xf8E4M3FN>, i32, i32
  return
}
