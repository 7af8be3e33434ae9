// RUN: pad-opt %s -split-input-file --pad-set-mpi-implementation | FileCheck %s
// RUN: sed s/OpenMPI/MPICH/ %s | pad-opt -split-input-file --pad-set-mpi-implementation=name=MPICH | FileCheck %s --check-prefix=MPICH

// A module without the entry gets the library of the option, beside the
// entries it has.
// CHECK-LABEL: module attributes
// CHECK-SAME:    dlti.map = #dlti.map<"other" = 1 : i32, "MPI:Implementation" = "OpenMPI">
// MPICH-LABEL: module attributes
// MPICH-SAME:    dlti.map = #dlti.map<"other" = 1 : i32, "MPI:Implementation" = "MPICH">
module attributes {dlti.map = #dlti.map<"other" = 1 : i32>} {
}

// -----

// A module without a map gets one.
// CHECK-LABEL: module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "OpenMPI">}
// MPICH-LABEL: module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">}
module {
}

// -----

// A module that names the library of the option is left as it is.
// CHECK-LABEL: module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "OpenMPI">}
// MPICH-LABEL: module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">}
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "OpenMPI">} {
}
