// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="align-stores=true nontemporal=never" | FileCheck %s --check-prefixes=CHECK,ALIGN
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="nontemporal=never" | FileCheck %s --check-prefixes=CHECK,PLAIN

// With align-stores=true, the vector store loops of a static length are
// marked for pad-align-stores (which aligns those of three vectors and
// more); the short borders (one short vector each) have no loop to mark.
// CHECK-LABEL: func.func @static
// CHECK:         scf.for
// CHECK-NEXT:      vector.transfer_write {{.*}} : vector<8xf32>, tensor<4x50xf32>
// CHECK-NEXT:      scf.yield
// ALIGN-NEXT:    } {pad.align_stores}
// PLAIN-NEXT:    }{{$}}
// CHECK:         scf.for
// CHECK:           vector.transfer_write {{.*}} : vector<3xf32>, tensor<4x50xf32>
// CHECK:           scf.for
// CHECK:             vector.transfer_read
// CHECK-NEXT:        vector.transfer_write
// CHECK-NEXT:        scf.yield
// ALIGN-NEXT:      } {pad.align_stores}
// PLAIN-NEXT:      }{{$}}
// CHECK:           vector.transfer_write {{.*}} : vector<7xf32>, tensor<4x50xf32>
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
// are as long as the input's), none is marked (pad-align-stores would need a
// branch on the length beside each span).
// CHECK-LABEL: func.func @dynamic_shape
// CHECK:         scf.for
// CHECK-NOT:     pad.align_stores
// CHECK:         return
func.func @dynamic_shape(%src: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %src low[1, 3] high[1, 5] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
