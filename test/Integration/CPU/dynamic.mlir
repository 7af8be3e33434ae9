// RUN: %pad-matrix %s diff @core @nontemporal @parallel "strategy=loops runtime-checks=false"

// Dynamic shapes and amounts. Every amount is an `index` argument of a
// function that is not inlined, so canonicalization cannot fold it into the
// static attributes; sources are `tensor<?x?xT>` (or partly static) and
// results dynamic. Each mode runs on positive, mixed and limit amounts (the
// runtime checks must pass on all of them), then static/dynamic mixes (a
// static result dim where the amounts allow it), interior padding with
// dynamic amounts and value (the nGraph example and a crop into the dilated
// input), and empty inputs and outputs at run time. Run end to end by
// pad_diff.py (the CASE lines; ../Differential/diff_spec.py) and compared
// with test/lib/pad_reference.py.
// CASE: f32 %3x%4 low[%1, %2] high[%2, %1] value(%0.5)
// CASE: f32 %3x%4 low[%2, %-1] high[%-1, %3] value(%0.5)
// CASE: f32 %3x%4 low[%-1, %-1] high[%0, %-2] value(%0.5)
// CASE: f32 %3x%4 low[%1, %2] high[%2, %1] edge
// CASE: f32 %3x%4 low[%2, %-1] high[%-1, %3] edge
// CASE: f32 %3x%4 low[%-1, %-1] high[%0, %-2] edge
// CASE: f32 %3x%4 low[%0, %5] high[%3, %0] edge
// CASE: f32 %3x%4 low[%1, %2] high[%2, %1] reflect
// CASE: f32 %3x%4 low[%2, %-1] high[%-1, %3] reflect
// CASE: f32 %3x%4 low[%-1, %-1] high[%0, %-2] reflect
// CASE: f32 %3x%4 low[%2, %3] high[%2, %3] reflect
// CASE: f32 %3x%4 low[%1, %2] high[%2, %1] symmetric
// CASE: f32 %3x%4 low[%2, %-1] high[%-1, %3] symmetric
// CASE: f32 %3x%4 low[%-1, %-1] high[%0, %-2] symmetric
// CASE: f32 %3x%4 low[%3, %4] high[%3, %4] symmetric
// CASE: f32 %3x%4 low[%1, %2] high[%2, %1] wrap
// CASE: f32 %3x%4 low[%2, %-1] high[%-1, %3] wrap
// CASE: f32 %3x%4 low[%-1, %-1] high[%0, %-2] wrap
// CASE: f32 %3x%4 low[%3, %4] high[%3, %4] wrap
// CASE: f32 %3x4 low[%2, 0] high[0, %3] edge
// CASE: f32 3x4 low[%2, 1] high[1, %-2] reflect
// CASE: f32 %3x4 low[1, 2] high[2, 1] symmetric
// CASE: i32 %3x%3 low[%1, %2] high[%1, %0] interior[1, 2] value(%42)
// CASE: i32 %3x%3 low[%-1, %-3] high[%-2, %1] interior[1, 2] value(%42)
// CASE: f32 %0x%3 low[%1, %0] high[%1, %1] value(%0.5)
// CASE: f32 %0x%3 low[%0, %1] high[%0, %1] edge
// CASE: f32 %0x%3 low[%-1, %1] high[%-1, %1] reflect
// CASE: f32 %3x%4 low[%-2, %0] high[%-1, %0] wrap
// CASE: f32 %3x%4 low[%-5, %1] high[%0, %1] edge
// DIFF: 29 passed, 0 failed
