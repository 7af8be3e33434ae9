// RUN: pad-opt %s -split-input-file --pad-lower-loop-marks | FileCheck %s

// A marked loop: when a whole 64-byte line lies between one vector after the lower bound and one vector
// before the upper bound, plain stores up to the first such line (`first`),
// aligned non-temporal stores over whole lines up to `end`, plain stores from
// there to the upper bound; else the loop as it was. Rows of 104 f32 from
// element 2 to 98: first = 2 + 8 + (-(address + 32) mod 64) / 4, end = 90 -
// (address of element 90 mod 64) / 4, with 352 = (90 - 2) * 4.
// CHECK-LABEL: func.func @static_large
// CHECK-SAME:    (%[[SRC:.*]]: memref<64x100xf32>, %[[OUT:.*]]: memref<64x104xf32>, %[[ROW:.*]]: index)
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C10:.*]] = arith.constant 10 : index
// CHECK-DAG:     %[[C63:.*]] = arith.constant 63 : index
// CHECK-DAG:     %[[CM32:.*]] = arith.constant -32 : index
// CHECK-DAG:     %[[C88:.*]] = arith.constant 88 : index
// CHECK-DAG:     %[[C90:.*]] = arith.constant 90 : index
// CHECK-DAG:     %[[C98:.*]] = arith.constant 98 : index
// CHECK-DAG:     %[[C104:.*]] = arith.constant 104 : index
// CHECK-DAG:     %[[C352:.*]] = arith.constant 352 : index
// CHECK:         %[[R:.*]] = arith.muli %[[ROW]], %[[C104]]
// CHECK-NEXT:    %[[LIN:.*]] = arith.addi %[[R]], %[[C2]]
// CHECK-NEXT:    %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK-NEXT:    %[[LINB:.*]] = arith.muli %[[LIN]], %[[C4]]
// CHECK-NEXT:    %[[ADDR:.*]] = arith.addi %[[PTR]], %[[LINB]]
// CHECK-NEXT:    %[[NEG:.*]] = arith.subi %[[CM32]], %[[ADDR]]
// CHECK-NEXT:    %[[HEADB:.*]] = arith.andi %[[NEG]], %[[C63]]
// CHECK-NEXT:    %[[HEAD:.*]] = arith.divui %[[HEADB]], %[[C4]]
// CHECK-NEXT:    %[[FIRST:.*]] = arith.addi %[[HEAD]], %[[C10]]
// CHECK-NEXT:    %[[LASTADDR:.*]] = arith.addi %[[ADDR]], %[[C352]]
// CHECK-NEXT:    %[[TAILB:.*]] = arith.andi %[[LASTADDR]], %[[C63]]
// CHECK-NEXT:    %[[TAIL:.*]] = arith.divui %[[TAILB]], %[[C4]]
// CHECK-NEXT:    %[[END:.*]] = arith.subi %[[C90]], %[[TAIL]]
// CHECK-NEXT:    %[[LINE:.*]] = arith.cmpi slt, %[[FIRST]], %[[END]]
// CHECK-NEXT:    scf.if %[[LINE]] {
// CHECK-NEXT:      %[[HEADLAST:.*]] = arith.subi %[[FIRST]], %[[C8]]
// CHECK-NEXT:      scf.for %[[T:.*]] = %[[C2]] to %[[HEADLAST]] step %[[C8]] {
// CHECK:             vector.transfer_write %{{.*}}, %[[OUT]][%[[ROW]], %[[T]]] {in_bounds = [true]}
// CHECK-NEXT:      {{^ *}( {loop_annotation = #.*})?$}}
// CHECK:           vector.transfer_write %{{.*}}, %[[OUT]][%[[ROW]], %[[HEADLAST]]] {in_bounds = [true]}
// CHECK-NEXT:      scf.for %[[T:.*]] = %[[FIRST]] to %[[END]] step %[[C8]] {
// CHECK-NEXT:        %[[J:.*]] = arith.subi %[[T]], %[[C2]]
// CHECK-NEXT:        %[[V:.*]] = vector.transfer_read %[[SRC]][%[[ROW]], %[[J]]]
// CHECK-NEXT:        vector.store %[[V]], %[[OUT]][%[[ROW]], %[[T]]] {alignment = 32 : i64, nontemporal = true}
// CHECK-NEXT:      {{^ *}( {loop_annotation = #.*})?$}}
// CHECK-NEXT:      scf.for %[[T:.*]] = %[[END]] to %[[C90]] step %[[C8]] {
// CHECK:             vector.transfer_write %{{.*}}, %[[OUT]][%[[ROW]], %[[T]]] {in_bounds = [true]}
// CHECK-NEXT:      {{^ *}( {loop_annotation = #.*})?$}}
// CHECK-NEXT:      %[[VL:.*]] = vector.transfer_read %[[SRC]][%[[ROW]], %[[C88]]]
// CHECK-NEXT:      vector.transfer_write %[[VL]], %[[OUT]][%[[ROW]], %[[C90]]] {in_bounds = [true]}
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.for %[[T:.*]] = %[[C2]] to %[[C98]] step %[[C8]] {
// CHECK:             vector.transfer_write %{{.*}}, %[[OUT]][%[[ROW]], %[[T]]] {in_bounds = [true]}
// CHECK-NEXT:      {{^ *}( {loop_annotation = #.*})?$}}
// CHECK-NEXT:    {{^ *}( {loop_annotation = #.*})?$}}
// CHECK-NOT:     pad.loop
// CHECK:         return
func.func @static_large(%src: memref<64x100xf32>, %out: memref<64x104xf32>, %row: index) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c98 = arith.constant 98 : index
  %p = ub.poison : f32
  scf.for %t = %c2 to %c98 step %c8 {
    %j = arith.subi %t, %c2 : index
    %v = vector.transfer_read %src[%row, %j], %p {in_bounds = [true]} : memref<64x100xf32>, vector<8xf32>
    vector.transfer_write %v, %out[%row, %t] {in_bounds = [true]} : vector<8xf32>, memref<64x104xf32>
  } {pad.loop = #pad.loop<stream = true>}
  return
}

// -----

// A loop statically shorter than two vectors and a line (24 f32 = 96 bytes
// < 2 * 32 + 64) has no whole line to stream: it stays, without the mark.
// CHECK-LABEL: func.func @static_short
// CHECK:         scf.for
// CHECK-NEXT:      vector.transfer_write
// CHECK-NEXT:    {{^ *}( {loop_annotation = #.*})?$}}
// CHECK-NOT:     nontemporal
func.func @static_short(%out: memref<64x1024xf32>, %row: index, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c24 = arith.constant 24 : index
  scf.for %t = %c0 to %c24 step %c8 {
    vector.transfer_write %v, %out[%row, %t] {in_bounds = [true]} : vector<8xf32>, memref<64x1024xf32>
  } {pad.loop = #pad.loop<stream = true>}
  return
}

// -----

// A dynamic buffer: the line condition picks the streamed form, or the loop
// as it was.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME:    (%[[OUT:.*]]: memref<?x?xi8>, %[[ROW:.*]]: index, %[[V:.*]]: vector<32xi8>, %[[UB:.*]]: index)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:     %[[C63:.*]] = arith.constant 63 : index
// CHECK-DAG:     %[[CM32:.*]] = arith.constant -32 : index
// CHECK-NOT:     memref.dim
// CHECK:         %{{.*}}, %{{.*}}, %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[OUT]]
// CHECK-NEXT:    %[[R:.*]] = arith.muli %[[ROW]], %[[STRIDES]]#0
// CHECK-NEXT:    %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK-NEXT:    %[[ADDR:.*]] = arith.addi %[[PTR]], %[[R]]
// CHECK-NEXT:    %[[NEG:.*]] = arith.subi %[[CM32]], %[[ADDR]]
// CHECK-NEXT:    %[[HEAD:.*]] = arith.andi %[[NEG]], %[[C63]]
// CHECK-NEXT:    %[[FIRST:.*]] = arith.addi %[[HEAD]], %[[C32]]
// CHECK-NEXT:    %[[LAST:.*]] = arith.subi %[[UB]], %[[C32]]
// CHECK-NEXT:    %[[LASTADDR:.*]] = arith.addi %[[ADDR]], %[[LAST]]
// CHECK-NEXT:    %[[TAIL:.*]] = arith.andi %[[LASTADDR]], %[[C63]]
// CHECK-NEXT:    %[[END:.*]] = arith.subi %[[LAST]], %[[TAIL]]
// CHECK-NEXT:    %[[LINE:.*]] = arith.cmpi slt, %[[FIRST]], %[[END]]
// CHECK-NEXT:    scf.if %[[LINE]] {
// CHECK-NEXT:      scf.for %[[T:.*]] = %[[C0]] to %[[HEAD]] step %[[C32]] {
// CHECK-NEXT:        vector.transfer_write %[[V]], %[[OUT]][%[[ROW]], %[[T]]]
// CHECK-NEXT:      {{^ *}( {loop_annotation = #.*})?$}}
// CHECK-NEXT:      vector.transfer_write %[[V]], %[[OUT]][%[[ROW]], %[[HEAD]]]
// CHECK-NEXT:      scf.for %[[T:.*]] = %[[FIRST]] to %[[END]] step %[[C32]] {
// CHECK-NEXT:        vector.store %[[V]], %[[OUT]][%[[ROW]], %[[T]]] {alignment = 32 : i64, nontemporal = true}
// CHECK-NEXT:      {{^ *}( {loop_annotation = #.*})?$}}
// CHECK-NEXT:      %[[LAST2:.*]] = arith.subi %[[UB]], %[[C32]]
// CHECK-NEXT:      scf.for %[[T:.*]] = %[[END]] to %[[LAST2]] step %[[C32]] {
// CHECK-NEXT:        vector.transfer_write %[[V]], %[[OUT]][%[[ROW]], %[[T]]]
// CHECK-NEXT:      {{^ *}( {loop_annotation = #.*})?$}}
// CHECK-NEXT:      vector.transfer_write %[[V]], %[[OUT]][%[[ROW]], %[[LAST2]]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.for %[[T:.*]] = %[[C0]] to %[[UB]] step %[[C32]] {
// CHECK-NEXT:        vector.transfer_write %[[V]], %[[OUT]][%[[ROW]], %[[T]]]
// CHECK-NEXT:      {{^ *}( {loop_annotation = #.*})?$}}
// CHECK-NEXT:    {{^ *}( {loop_annotation = #.*})?$}}
// CHECK-NOT:     pad.loop
func.func @dynamic(%out: memref<?x?xi8>, %row: index, %v: vector<32xi8>, %ub: index) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  scf.for %t = %c0 to %ub step %c32 {
    vector.transfer_write %v, %out[%row, %t] {in_bounds = [true]} : vector<32xi8>, memref<?x?xi8>
  } {pad.loop = #pad.loop<stream = true>}
  return
}

// -----

// Static bounds as far apart as an index allows (the fill of a pad with a
// hostile amount, low[9223372036854775806], under nontemporal=always): their
// bytes overflow 64 bits, so the loop is long, and streamed (the fuzzer found
// the product computed without a check: undefined behaviour, and a loop left
// plain).
// CHECK-LABEL: func.func @static_huge_span
// CHECK:         scf.if
// CHECK:           vector.store %{{.*}} {alignment = 32 : i64, nontemporal = true}
// CHECK:         } else {
// CHECK:         return
func.func @static_huge_span(%out: memref<?xi16>, %v: vector<16xi16>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %ub = arith.constant 9223372036854775806 : index
  scf.for %t = %c0 to %ub step %c16 {
    vector.transfer_write %v, %out[%t] {in_bounds = [true]} : vector<16xi16>, memref<?xi16>
  } {pad.loop = #pad.loop<stream = true>}
  return
}

// -----

// Bodies that cannot be peeled lose the mark and stay as they are: two
// stores, a store not at the induction variable, a step other than the
// vector width.
// CHECK-LABEL: func.func @not_streamed
// CHECK-COUNT-3: vector.transfer_write
// CHECK-NEXT:    {{^ *}( {loop_annotation = #.*})?$}}
// CHECK-NOT:     nontemporal
// CHECK-NOT:     vector.store
func.func @not_streamed(%out: memref<1024x1024xf32>, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %t = %c0 to %c64 step %c8 {
    vector.transfer_write %v, %out[%c0, %t] {in_bounds = [true]} : vector<8xf32>, memref<1024x1024xf32>
    vector.transfer_write %v, %out[%c1, %t] {in_bounds = [true]} : vector<8xf32>, memref<1024x1024xf32>
  } {pad.loop = #pad.loop<stream = true>}
  scf.for %t = %c0 to %c64 step %c8 {
    vector.transfer_write %v, %out[%t, %c0] {in_bounds = [true]} : vector<8xf32>, memref<1024x1024xf32>
  } {pad.loop = #pad.loop<stream = true>}
  scf.for %t = %c0 to %c64 step %c16 {
    vector.transfer_write %v, %out[%c0, %t] {in_bounds = [true]} : vector<8xf32>, memref<1024x1024xf32>
  } {pad.loop = #pad.loop<stream = true>}
  return
}
