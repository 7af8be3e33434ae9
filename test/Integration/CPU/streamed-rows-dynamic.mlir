// RUN: %pad-matrix %s \
// RUN:   diff "strategy=vector nontemporal=always" \
// RUN:     "strategy=vector runtime-checks=false nontemporal=always vector-bits=128" \
// RUN:     "strategy=vector nontemporal=always vector-bits=512" \
// RUN:     "strategy=vector nontemporal=auto --pad-llc-bytes=64" \
// RUN:     "strategy=vector nontemporal=always parallel=true --pad-parallel-min-bytes=0"

// Pads whose sizes are known at run time only, streamed: their rows' store
// loops stream over whole lines above --pad-llc-bytes (or always), decided at run
// time; rows of 20 f32 and a single row too. Every dimension of each pad is
// dynamic (the source's, the result's and the memref destination's).
//
// Run end to end by pad_diff.py (the CASE lines; ../Differential/diff_spec.py):
// each pad is written into a memref destination at every element offset
// within a 64-byte line (a view into a buffer of the exact size), and each
// result is compared with test/lib/pad_reference.py, with 128- and 512-bit
// vectors, with the size checked against --pad-llc-bytes=64, and with the rows on
// two threads; runtime-checks/streamed-rows-dynamic-memcheck.test runs the
// same cases under valgrind's memcheck.
// CASE: f32 %5x%40 low[2, 3] high[1, 5] value(7.0) dest(memref) at(line)
// CASE: f32 %5x%40 low[2, 3] high[1, 5] edge dest(memref) at(line)
// CASE: f32 %5x%40 low[2, 3] high[1, 5] reflect dest(memref) at(line)
// CASE: f32 %5x%40 low[2, 3] high[1, 5] symmetric dest(memref) at(line)
// CASE: f32 %5x%40 low[2, 3] high[1, 5] wrap dest(memref) at(line)
// CASE: f32 %4x%45 low[0, 7] high[3, 13] value(-1.5) dest(memref) at(line)
// CASE: f32 %4x%45 low[0, 7] high[3, 13] edge dest(memref) at(line)
// CASE: f32 %4x%45 low[0, 7] high[3, 13] reflect dest(memref) at(line)
// CASE: f32 %4x%45 low[0, 7] high[3, 13] symmetric dest(memref) at(line)
// CASE: f32 %4x%45 low[0, 7] high[3, 13] wrap dest(memref) at(line)
// CASE: i8 %4x%160 low[1, 1] high[1, 2] value(-7) dest(memref) at(line)
// CASE: i8 %4x%160 low[1, 1] high[1, 2] edge dest(memref) at(line)
// CASE: i8 %4x%160 low[1, 1] high[1, 2] reflect dest(memref) at(line)
// CASE: i8 %4x%160 low[1, 1] high[1, 2] symmetric dest(memref) at(line)
// CASE: i8 %4x%160 low[1, 1] high[1, 2] wrap dest(memref) at(line)
// CASE: f64 %2x%3x%40 low[0, 1, 2] high[0, 1, 3] value(2.5) dest(memref) at(line)
// CASE: f64 %2x%3x%40 low[0, 1, 2] high[0, 1, 3] edge dest(memref) at(line)
// CASE: f64 %2x%3x%40 low[0, 1, 2] high[0, 1, 3] reflect dest(memref) at(line)
// CASE: f64 %2x%3x%40 low[0, 1, 2] high[0, 1, 3] symmetric dest(memref) at(line)
// CASE: f64 %2x%3x%40 low[0, 1, 2] high[0, 1, 3] wrap dest(memref) at(line)
// CASE: f32 %3x%5x%41 low[0, 2, 3] high[0, 1, 5] value(0.5) dest(memref) at(line)
// CASE: f32 %3x%5x%41 low[0, 2, 3] high[0, 1, 5] edge dest(memref) at(line)
// CASE: f32 %3x%5x%41 low[0, 2, 3] high[0, 1, 5] reflect dest(memref) at(line)
// CASE: f32 %3x%5x%41 low[0, 2, 3] high[0, 1, 5] symmetric dest(memref) at(line)
// CASE: f32 %3x%5x%41 low[0, 2, 3] high[0, 1, 5] wrap dest(memref) at(line)
// CASE: f32 %6x%20 low[2, 3] high[1, 5] value(3.0) dest(memref) at(line)
// CASE: f32 %6x%20 low[2, 3] high[1, 5] edge dest(memref) at(line)
// CASE: f32 %6x%20 low[2, 3] high[1, 5] reflect dest(memref) at(line)
// CASE: f32 %6x%20 low[2, 3] high[1, 5] symmetric dest(memref) at(line)
// CASE: f32 %6x%20 low[2, 3] high[1, 5] wrap dest(memref) at(line)
// CASE: f32 %1x%40 low[0, 3] high[0, 5] value(3.0) dest(memref) at(line)
// CASE: f32 %1x%40 low[0, 3] high[0, 5] edge dest(memref) at(line)
// CASE: f32 %1x%40 low[0, 3] high[0, 5] symmetric dest(memref) at(line)
// CASE: f32 %1x%40 low[0, 3] high[0, 5] wrap dest(memref) at(line)
// DIFF: 34 passed, 0 failed
