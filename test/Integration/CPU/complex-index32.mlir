// RUN: %pad-matrix %s diff @index32 "strategy=vector"

// complex<f32> pads lowered with a 32-bit index, as pad-aot lowers them for
// 32-bit targets (arm, thumbv7em, riscv32), and run on the host: the default
// zero pad value is a complex.constant, which that pipeline must convert like
// the default one. The pads are those of complex.mlir, each into a memref
// destination; the last RUN line runs them with the default 64-bit index.
//
// Run end to end by pad_diff.py --index-bitwidth 32 (the CASE lines;
// ../Differential/diff_spec.py, diff_index32.py) and compared with
// test/lib/pad_reference.py. How a 32-bit index runs on a 64-bit host: the
// pads write into stack buffers (memref.alloca; the lowered code would call
// malloc with a 32-bit size), the sources are constants, and the elements
// print as scalars, which take no memref descriptor (printMemref's are
// 64-bit); the module's data layout, which only the conversions to LLVM
// read, is dropped before mlir-runner, which registers no DLTI dialect.
// CASE: complex<f32> 2x3 low[1, 0] high[0, 1] dest(memref)
// CASE: complex<f32> %2x%3 low[%1, 1] high[%1, 0] dest(memref)
// CASE: complex<f32> 2x3 low[0, 1] high[1, 0] interior[1, 1] dest(memref)
// CASE: complex<f32> %2x%3 low[%-1, 2] high[1, %-1] dest(memref)
// CASE: complex<f32> %2x%3 low[1, 1] high[1, 1] value(%0.5-0.5j) dest(memref)
// CASE: complex<f32> %2x%3 low[%1, 0] high[0, 2] edge dest(memref)
// CASE: complex<f32> 2x3 low[1, 2] high[1, 1] reflect dest(memref)
// DIFF: 7 passed, 0 failed
