# ===- pad_build.py - Build and run the harnesses' modules -*- Python -*-===//
# ===----------------------------------------------------------------------===//
"""Builds and runs pad programs for the differential harnesses.

The one place where the harnesses of test/Integration (Differential/,
Fusion/, MPI/) call the tools: lower a module with pad-opt and given options,
run it with mlir-runner, or translate, compile and link it ahead of time and
run it (under mpirun for the SPMD programs), and collect what it printed.
What a harness generates and how it checks the output stay in the harness.

Every function returns a Result (returncode, stdout, stderr); returncode is
"timeout" when the tool ran out of time. `require` turns a failed Result into
a BuildError with the tool's diagnostics.
"""

import collections
import os
import re
import shlex
import subprocess

LLVM_LIB_DIR = "/usr/lib/llvm-22/lib"

# mlir-runner's -shared-libs for printMemref* and memrefCopy.
RUNNER_LIBS = ",".join(os.path.join(LLVM_LIB_DIR, lib) for lib in
                       ["libmlir_runner_utils.so", "libmlir_c_runner_utils.so"])

# The lowering of upstream's ops to the LLVM dialect by mlir-opt alone
# (pad_diff.py --backend=upstream, interop_diff.py; bench/run.py too).
UPSTREAM_PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--buffer-deallocation-pipeline", "--convert-linalg-to-loops",
    "--expand-strided-metadata", "--lower-affine", "--convert-scf-to-cf",
    "--convert-to-llvm", "--reconcile-unrealized-casts"]

Result = collections.namedtuple("Result", "returncode stdout stderr")


class BuildError(RuntimeError):
    """A tool failed; the message has its name, exit status and stderr."""


def run(cmd, timeout=None, input=None, env=None):
    """Runs `cmd` (a list, or a string through the shell) and returns its
    Result, text."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, input=input,
                           timeout=timeout, env=env,
                           shell=isinstance(cmd, str))
        return Result(p.returncode, p.stdout, p.stderr)
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else e.stdout
        return Result("timeout", out or "", "timed out after %ss" % timeout)


def clip(msg, limit=2500):
    """Diagnostics are long (valgrind, pass dumps): drop LLVM's crash stack
    dump, keep the head and tail of the rest."""
    msg = "\n".join(
        line for line in msg.split("\n")
        if not re.match(r"\s*#\d+ 0x|Stack dump:|\d\.\tProgram arguments:|"
                        r"PLEASE submit a bug report", line))
    if len(msg) <= limit:
        return msg
    return msg[:limit // 2] + "\n  [...]\n" + msg[-limit // 2:]


def require(result, what):
    """`result.stdout` when the tool succeeded, else a BuildError."""
    if result.returncode != 0:
        raise BuildError("%s failed (%s):\n%s" % (what, result.returncode,
                                                   clip(result.stderr)))
    return result.stdout


def add_tool_arguments(ap, *tools):
    """The harnesses' common flags: --pad-opt, --mlir-opt, --mlir-runner,
    --mlir-translate (each a path, default: found on PATH) and
    --shared-libs (mlir-runner's, default RUNNER_LIBS)."""
    for tool in tools:
        if tool == "shared-libs":
            ap.add_argument("--shared-libs", default=RUNNER_LIBS,
                            help="mlir-runner -shared-libs (default: LLVM "
                            "22's runner utils)")
        else:
            ap.add_argument("--" + tool, default=tool,
                            help="path of " + tool)


# ===----------------------------------------------------------------------===//
# Lowering.
# ===----------------------------------------------------------------------===//

def pad_opt(tool, src, args, out=None, timeout=None, input=None):
    """`pad-opt SRC ARGS [-o OUT]`; SRC None reads `input`."""
    cmd = [tool] + ([src] if src else []) + list(args)
    return run(cmd + (["-o", out] if out else []), timeout, input)


def lower(tool, src, options="", flags=(), out=None, timeout=None,
          before=()):
    """`pad-opt SRC BEFORE FLAGS --pad-to-llvm[=OPTIONS] [-o OUT]`: FLAGS are
    pad-opt's own (--pad-llc-bytes=64), BEFORE passes run first."""
    return pad_opt(tool, src, list(before) + list(flags) + [
        "--pad-to-llvm" + ("=" + options if options else "")], out, timeout)


def pipeline_options(strategy, more=(), **options):
    """The --pad-to-llvm option string and pad-opt flags of a strategy and
    `more` words (`key=value` options and `--flag`s, e.g. a harness's
    --pipeline-options split): (options, flags)."""
    words = ["strategy=" + strategy] + ["%s=%s" % (k.replace("_", "-"), v)
                                        for k, v in options.items()]
    words += [m for m in more if not m.startswith("--")]
    return " ".join(words), [m for m in more if m.startswith("--")]


# ===----------------------------------------------------------------------===//
# Running.
# ===----------------------------------------------------------------------===//

def run_module(tool, module, shared_libs=RUNNER_LIBS, entry="main",
               input=None, wrap=(), timeout=None):
    """`WRAP mlir-runner MODULE -e ENTRY -entry-point-result=void
    -shared-libs=LIBS`; MODULE None reads the lowered module from `input`.
    WRAP: a command the runner runs under (valgrind, stdbuf)."""
    cmd = list(wrap) + [tool] + ([module] if module else []) + [
        "-e", entry, "-entry-point-result=void", "-shared-libs=" + shared_libs]
    return run(cmd, timeout, input)


def translate(tool, llvm_mlir, ll, timeout=None):
    """`mlir-translate --mlir-to-llvmir LLVM_MLIR -o LL`."""
    return run([tool, "--mlir-to-llvmir", llvm_mlir, "-o", ll], timeout)


def compile_ahead(mlir_translate, cc, llvm_mlir, out, cflags=(), sources=(),
                  libs=(), compile_only=False, timeout=None):
    """LLVM_MLIR through mlir-translate and the C compiler CC (CFLAGS) into
    OUT: an object with `compile_only`, else an executable with SOURCES,
    linked with the shared LIBS (full paths; their directories are its
    rpath). Returns the first failing Result, or the compiler's, and the
    name of its tool."""
    ll = os.path.splitext(out)[0] + ".ll"
    r = translate(mlir_translate, llvm_mlir, ll, timeout)
    if r.returncode != 0:
        return r, os.path.basename(mlir_translate)
    cmd = [cc] + list(cflags) + ["-Wno-override-module"]
    if compile_only:
        cmd += ["-c", ll, "-o", out]
    else:
        rpath = sorted({os.path.dirname(os.path.abspath(l)) for l in libs})
        cmd += [ll] + list(sources) + ["-o", out] + list(libs) + [
            "-Wl,-rpath," + d for d in rpath]
    return run(cmd, timeout), os.path.basename(cc)


def mpirun(launcher, np_, argv, timeout=None):
    """`LAUNCHER -np NP ARGV`: LAUNCHER is the mpirun command line (with
    its options, as lit's %mpirun gives it)."""
    return run(shlex.split(launcher) + ["-np", str(np_)] + list(argv),
               timeout)
