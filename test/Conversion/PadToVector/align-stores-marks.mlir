// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="align-stores=true nontemporal=never" | FileCheck %s --check-prefixes=CHECK,ALIGN
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="nontemporal=never" | FileCheck %s --check-prefixes=CHECK,PLAIN

// With align-stores=true, the vector store loops of a static length are
// marked for pad-align-stores (which aligns those of three vectors and
// more); the short borders (one vector of the pad value each, written
// before the core) have no loop to mark.
// CHECK-LABEL: func.func @static
// CHECK:         scf.for
// CHECK-NEXT:      vector.transfer_write {{.*}} : vector<8xf32>, tensor<4x50xf32>
// CHECK-NEXT:      scf.yield
// ALIGN-NEXT:    } {pad.align_stores}
// PLAIN-NEXT:    }{{$}}
// CHECK:         scf.for
// CHECK:           vector.transfer_write {{.*}}[%{{.*}}, %c0{{.*}}] {{.*}} : vector<4xf32>, tensor<4x50xf32>
// CHECK:           vector.transfer_write {{.*}}[%{{.*}}, %c42{{.*}}] {{.*}} : vector<8xf32>, tensor<4x50xf32>
// CHECK:           scf.for
// CHECK:             vector.transfer_read
// CHECK-NEXT:        vector.transfer_write
// CHECK-NEXT:        scf.yield
// ALIGN-NEXT:      } {pad.align_stores}
// PLAIN-NEXT:      }{{$}}
// CHECK-NEXT:      scf.yield
// CHECK:         scf.for
// CHECK-NEXT:      vector.transfer_write {{.*}} : vector<8xf32>, tensor<4x50xf32>
// CHECK-NEXT:      scf.yield
// ALIGN-NEXT:    } {pad.align_stores}
// PLAIN-NEXT:    }{{$}}
// CHECK:         return
func.func @static(%src: tensor<2x40xf32>) -> tensor<4x50xf32> {
  %r = pad.pad %src low[1, 3] high[1, 7] : tensor<2x40xf32> to tensor<4x50xf32>
  return %r : tensor<4x50xf32>
}

// -----

// Dynamic shapes: every vector store loop has a dynamic length (the rows
// are as long as the input's). The loops of the rows' cores, in the hot nest
// and in the cold one, are marked `pad.align_stores_before_tail`: the core's
// last vector follows each, so pad-align-stores needs no branch on the
// length. The other spans (the padding rows) are not marked.
// CHECK-LABEL: func.func @dynamic_shape
// CHECK:         scf.for
// ALIGN:           %[[CORE:.*]] = scf.for %{{.*}} = %c3{{.*}} to %[[LAST:.*]] step %c8
// ALIGN:             vector.transfer_write
// ALIGN-NEXT:        scf.yield
// ALIGN-NEXT:      } {pad.align_stores_before_tail}
// ALIGN:           vector.transfer_write %{{.*}}, %[[CORE]][%{{.*}}, %[[LAST]]]
// ALIGN:         } {pad.align_stores_before_tail}
// CHECK-NOT:     pad.align_stores
// CHECK:         return
func.func @dynamic_shape(%src: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %src low[1, 3] high[1, 5] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// Rows of 80 f32 (320 bytes, ten vectors of 32 bytes): a span that starts at
// a multiple of 8 elements (the low border at 0, the core at 24) is at the
// alignment of the buffer in every row, so aligned wherever the buffer is:
// not marked. The high border (one vector) has no loop.
// CHECK-LABEL: func.func @rows_keep_alignment
// CHECK-NOT:     pad.align_stores
// CHECK:         return
func.func @rows_keep_alignment(%src: tensor<2x48xf32>) -> tensor<4x80xf32> {
  %r = pad.pad %src low[1, 24] high[1, 8] : tensor<2x48xf32> to tensor<4x80xf32>
  return %r : tensor<4x80xf32>
}

// -----

// The same with rows of 81 f32: each row starts 4 bytes further on in a
// vector, and the spans of three vectors and more are marked (the core and
// the low border; the rows above and below the source).
// CHECK-LABEL: func.func @rows_shift_alignment
// ALIGN-COUNT-4: } {pad.align_stores}
// ALIGN-NOT:     pad.align_stores
// PLAIN-NOT:     pad.align_stores
// CHECK:         return
func.func @rows_shift_alignment(%src: tensor<2x48xf32>) -> tensor<4x81xf32> {
  %r = pad.pad %src low[1, 24] high[1, 9] : tensor<2x48xf32> to tensor<4x81xf32>
  return %r : tensor<4x81xf32>
}
