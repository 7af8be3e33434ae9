// RUN: %pad-matrix %s \
// RUN:   diff "strategy={loops,vector}" "strategy=vector vector-bits=256" \
// RUN:     "strategy=vector runtime-checks=false vector-bits=512" \
// RUN:     "strategy=vector vector-bits=128"
// RUN: pad-opt %s --convert-pad-to-vector="vector-bits=256" | FileCheck %s --check-prefix=IR

// Source rows of runtime length shorter than a vector in a constant pad
// (docs/Lowering.md, "Short rows"): copied as memcpy copies short blocks, by
// two vectors half as wide, one from the row's start and one to its end, or
// a quarter as wide, ..., down to 8 bytes, then scalars. With i16 and
// 256-bit vectors (16 lanes): the 11-element rows take two vectors of 8,
// the 19-element rows a vector of 16 and one overlapping it; with 512 bits,
// two of 8 and two of 16; with 128 bits, whole vectors. Borders of runtime
// length (5 and 9, 2 and 17) around them. The border modes copy such rows
// by scalars (PadToVector.cpp, shortSpan, says why); their values are
// checked too: the CASE lines, run end to end by pad_diff.py
// (../Differential/diff_spec.py) and compared with test/lib/pad_reference.py.
// CASE: i16 %3x%11 low[0, %5] high[0, %9] value(-7)
// CASE: i16 %3x%11 low[0, %5] high[0, %9] edge
// CASE: i16 %3x%11 low[0, %5] high[0, %9] reflect
// CASE: i16 %3x%11 low[0, %5] high[0, %9] symmetric
// CASE: i16 %3x%11 low[0, %5] high[0, %9] wrap
// CASE: i16 %2x%19 low[0, %2] high[0, %17] value(-7)
// CASE: i16 %2x%19 low[0, %2] high[0, %17] reflect
// DIFF: 7 passed, 0 failed

// The kernels of the CASE lines, for the IR checks.
// IR-LABEL: func.func @pad_rows

func.func @pad_rows(%x: tensor<?x?xi16>, %l: index, %h: index) -> tensor<?x?xi16> {
  %v = arith.constant -7 : i16
  %r = pad.pad %x low[0, %l] high[0, %h] value(%v) : tensor<?x?xi16> to tensor<?x?xi16>
  return %r : tensor<?x?xi16>
}

func.func @edge(%x: tensor<?x?xi16>, %l: index, %h: index) -> tensor<?x?xi16> {
  %r = pad.pad %x low[0, %l] high[0, %h] mode(edge) : tensor<?x?xi16> to tensor<?x?xi16>
  return %r : tensor<?x?xi16>
}

func.func @reflect(%x: tensor<?x?xi16>, %l: index, %h: index) -> tensor<?x?xi16> {
  %r = pad.pad %x low[0, %l] high[0, %h] mode(reflect) : tensor<?x?xi16> to tensor<?x?xi16>
  return %r : tensor<?x?xi16>
}

func.func @symmetric(%x: tensor<?x?xi16>, %l: index, %h: index) -> tensor<?x?xi16> {
  %r = pad.pad %x low[0, %l] high[0, %h] mode(symmetric) : tensor<?x?xi16> to tensor<?x?xi16>
  return %r : tensor<?x?xi16>
}

func.func @wrap(%x: tensor<?x?xi16>, %l: index, %h: index) -> tensor<?x?xi16> {
  %r = pad.pad %x low[0, %l] high[0, %h] mode(wrap) : tensor<?x?xi16> to tensor<?x?xi16>
  return %r : tensor<?x?xi16>
}
