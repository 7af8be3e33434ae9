// RUN: pad-opt %s -verify-diagnostics --pad-set-mpi-implementation=name=MPICH

// A module that names another library than the option's.
// expected-error @+1 {{'builtin.module' op expected "MPI:Implementation" = "MPICH" in the module's dlti.map, found "OpenMPI"}}
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "OpenMPI">} {
}
