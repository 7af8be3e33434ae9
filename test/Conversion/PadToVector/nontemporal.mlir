// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="llc-bytes=1024" | FileCheck %s --check-prefixes=CHECK,AUTO
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="nontemporal=always llc-bytes=1024" | FileCheck %s --check-prefixes=CHECK,ALWAYS
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="nontemporal=never llc-bytes=1024" | FileCheck %s --check-prefixes=CHECK,NEVER

// docs/Lowering.md#options: the vector store loops of outputs larger than the last-level
// cache (here 1024 bytes) are marked for pad-lower-loop-marks, decided at compile
// time for a static output (`stream = true`: streamed); the scalar tails
// never are.

// A static output of 4 * 30 * 4 = 480 bytes: below the cache in auto mode;
// its rows of 120 bytes are too short for any span to stream (two vectors
// and a line, pad-lower-loop-marks), also with nontemporal=always.
// CHECK-LABEL: func.func @static_small
// CHECK:         scf.for
// CHECK:           scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c1
// CHECK-NOT:       pad.loop
// CHECK:         return
func.func @static_small(%src: tensor<2x13xf32>) -> tensor<4x30xf32> {
  %r = pad.pad %src low[1, 7] high[1, 10] : tensor<2x13xf32> to tensor<4x30xf32>
  return %r : tensor<4x30xf32>
}

// -----

// 40 * 48 * 4 = 7680 bytes: above it. Every vector loop (the padding-row
// fill and the core copy) is marked; the borders (3 and 5 elements) are one
// short vector store each, outside any loop. (Into a slice of a tensor
// destination, which keeps the rows: into a whole destination or none, a pad
// of static sizes this large goes out as streamed lines,
// streamed-lines.mlir.)
// CHECK-LABEL: func.func @static_large
// CHECK:         scf.for
// CHECK:           vector.transfer_write
// CHECK-NEXT:      scf.yield
// AUTO-NEXT:     } {pad.loop = #pad.loop<stream = true>}
// ALWAYS-NEXT:   } {pad.loop = #pad.loop<stream = true>}
// NEVER-NEXT:    }{{$}}
// CHECK:         scf.for
// CHECK:           vector.transfer_write {{.*}} : vector<3xf32>, tensor<40x48xf32>
// CHECK:           scf.for
// CHECK:             vector.transfer_read
// CHECK-NEXT:        %[[W:.*]] = vector.transfer_write
// CHECK-NEXT:        scf.yield %[[W]]
// AUTO-NEXT:       } {pad.loop = #pad.loop<stream = true>}
// ALWAYS-NEXT:     } {pad.loop = #pad.loop<stream = true>}
// NEVER-NEXT:      }{{$}}
// CHECK:           vector.transfer_write {{.*}} : vector<5xf32>, tensor<40x48xf32>
// CHECK-NEXT:      scf.yield
func.func @static_large(%src: tensor<38x40xf32>, %dst: tensor<41x48xf32>) -> tensor<41x48xf32> {
  %r = pad.pad %src low[1, 3] high[1, 5] : tensor<38x40xf32> to tensor<40x48xf32>
  %t = tensor.insert_slice %r into %dst[0, 0] [40, 48] [1, 1] : tensor<40x48xf32> into tensor<41x48xf32>
  return %t : tensor<41x48xf32>
}

// -----

// A dynamic output. The cold nests (an empty source: first; amounts that
// break C10 or C11: last) are not marked. The hot nest is chosen once by the output's
// byte size: above the cache one loop over all rows (bound by memory), its
// loops marked for streaming (without a further branch); below it the rows in
// three loops, unmarked, their dynamic core a loop below its last vector, then
// that vector (each element stored once but where the last overlaps).
// CHECK-LABEL: func.func @dynamic
// AUTO-NOT:      pad.loop
// AUTO:          %[[LARGE:.*]] = arith.cmpi sgt, %{{.*}}, %c1024 : index
// AUTO-NEXT:     scf.if %[[LARGE]]
// AUTO-COUNT-1:    } {pad.loop = #pad.loop<stream = true>}
// AUTO-NOT:        pad.loop
// AUTO:            %[[CORE:.*]] = scf.for %{{.*}} = %c2{{.*}} to %[[LAST:.*]] step %c8{{.*}} iter_args
// AUTO:              vector.transfer_write
// AUTO-NEXT:         scf.yield
// AUTO-NEXT:       }{{$}}
// AUTO:            vector.transfer_write %{{.*}}, %[[CORE]][%{{.*}}, %[[LAST]]]
// AUTO-NOT:      pad.loop
// ALWAYS:        } {pad.loop = #pad.loop<stream = true>}
// NEVER-NOT:     pad.loop
// NEVER:         %[[CORE:.*]] = scf.for %{{.*}} = %c2{{.*}} to %[[LAST:.*]] step %c8{{.*}} iter_args
// NEVER:         vector.transfer_write %{{.*}}, %[[CORE]][%{{.*}}, %[[LAST]]]
// NEVER-NOT:     pad.loop
func.func @dynamic(%src: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = pad.pad %src low[1, 2] high[1, 3] mode(edge) : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
