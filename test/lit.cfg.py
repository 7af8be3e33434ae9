# -*- Python -*-
# lit configuration of the pad test suite.

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "PAD"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test", ".c"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.pad_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shlibext", ".so"))
config.substitutions.append(("%pad_src_root", config.pad_src_root))
config.substitutions.append(("%pad_obj_root", config.pad_obj_root))
config.substitutions.append(("%python_numpy", config.python3_numpy))

runner_libs = ",".join(
    os.path.join(config.llvm_lib_dir, lib)
    for lib in ["libmlir_runner_utils.so", "libmlir_c_runner_utils.so"]
)
config.substitutions.append(
    ("%mlir_runner_libs", runner_libs)
)
config.substitutions.append(("%mlir_lib_dir", config.llvm_lib_dir))

# One test file through a matrix of --pad-to-llvm configurations, each its
# own pipeline (test/lib/pad_matrix.py; docs/Reliability.md, "Configuration
# matrices"): `%pad-matrix %s run @strategies diff @nontemporal`. Its `diff`
# configurations run the file's written-out cases (`// CASE:` lines) through
# the differential harness with this build's tools, against
# test/lib/pad_reference.py.
config.substitutions.append(("%pad-matrix", " ".join([
    config.python3_numpy,
    os.path.join(config.pad_src_root, "test", "lib", "pad_matrix.py"),
    "--src-root", config.pad_src_root, "--obj-root", config.pad_obj_root,
    "--tools-dir", config.pad_tools_dir,
    "--llvm-tools-dir", config.llvm_tools_dir,
    "--llvm-lib-dir", config.llvm_lib_dir,
    "--python", config.python3_numpy])))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

# FileCheck variables are scoped to a CHECK-LABEL block; prefixes must be used.
config.environment["FILECHECK_OPTS"] = (
    "-enable-var-scope --allow-unused-prefixes=false"
)

if config.pad_enable_sanitizers:
    config.available_features.add("asan")
    # LLVM's own shared libraries are not instrumented; leaks in them and in
    # the driver's global registries are not ours. LLVM's BumpPtrAllocator
    # poisons its slabs where it is inlined into pad's instrumented code, but
    # its copies in the uninstrumented libMLIR.so never unpoison what they
    # hand out: allow_user_poisoning=0 removes those false use-after-poison
    # reports (docs/Reliability.md). abort_on_error=1: a sanitizer report (or
    # a signal that ASan's handler catches, as upstream's crashes in
    # Fuzz/upstream-crashes.test) ends in abort(), a crash for `not --crash`
    # and a failure for `not`, rather than in exit code 1, which `not` would
    # take for an expected error.
    config.environment["ASAN_OPTIONS"] = (
        "detect_leaks=0:allow_user_poisoning=0:abort_on_error=1")
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:abort_on_error=1"

# SPMD pads under MPI (test/Integration/MPI): OpenMPI's mpirun and mpicc. As
# root, mpirun needs --allow-run-as-root; --oversubscribe runs more processes
# than cores.
import shutil

mpirun, mpicc = shutil.which("mpirun"), shutil.which("mpicc")
if mpirun and mpicc:
    config.available_features.add("mpi")
    config.substitutions.append(
        ("%mpirun", f"{mpirun} --allow-run-as-root --oversubscribe"))
    config.substitutions.append(("%mpicc", mpicc))

tool_dirs = [config.pad_tools_dir, config.llvm_tools_dir]
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
tools = [
    "FileCheck",
    "count",
    "not",
    "pad-opt",
    "pad-aot",
    "mlir-opt",
    "mlir-runner",
    "mlir-translate",
    ToolSubst("%pad-capi-test", os.path.join(config.pad_tools_dir, "pad-capi-test")),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)
