#!/usr/bin/env python3
# ===- pad_matrix.py - A test file through a matrix ---------*- Python -*-===//
# ===----------------------------------------------------------------------===//
"""Runs one test file through a matrix of --pad-to-llvm configurations.

The `%pad-matrix` substitution of test/lit.cfg.py (docs/Reliability.md,
"Configuration matrices"):

  // RUN: %pad-matrix %s run @strategies "strategy=linalg runtime-checks=false"
  // RUN: %pad-matrix %s ir:IR @strategies diff @nontemporal

After the file come groups: a MODE (with :PREFIX, the FileCheck prefix) and
its CONFIGs. Each configuration is one pipeline, as a RUN line of its own
would write it (FILE is the file, LIBS the runner libraries):

  run    pad-opt FILE FLAGS --pad-to-llvm="OPTIONS" | ENV mlir-runner -e main
         -entry-point-result=void -shared-libs=LIBS | FileCheck FILE
  crash  the same with `not --crash mlir-runner ... 2>&1`
  ir     pad-opt FILE FLAGS --pad-to-llvm="OPTIONS" | FileCheck FILE
  diff   ENV %pad_diff --case-file FILE --strategy S ... | FileCheck FILE
         --check-prefix=DIFF (test/Integration/Differential/pad_diff.py)

A CONFIG is one word list (quoted on the RUN line): `key=value` words are
--pad-to-llvm options, `--flag` words pad-opt flags (for diff: all of them
but strategy, runtime-checks, index-bitwidth and destination go to
--pipeline-options, in their order). Reserved words:
  OMP_NUM_THREADS=N  the runner's environment (parallel=true: 2 by default)
  entry=NAME         the runner's -e (default main)
  memcheck           diff: compiled ahead of time with clang, run under
                     valgrind (--compile-with %clang --valgrind)
  tiling             diff: each pad tiled first (--tiling)
parallel=true adds libomp to the runner libraries, huge-pages=true
libpad_runtime. `{a,b}` in a word makes one configuration per choice;
`@name` stands for a named matrix of MATRICES below.

  pad_matrix.py --list FILE...   the (file, configuration) pairs of FILEs'
                                 RUN lines, one expanded command each
"""

import argparse
import itertools
import os
import re
import shlex
import subprocess
import sys

# The named matrices: name -> configurations.
MATRICES = {
    # The three strategies of docs/Lowering.md, with run-time checks.
    "strategies": ["strategy={linalg,loops,vector}"],
    # The same without run-time checks.
    "unchecked": ["strategy={linalg,loops,vector} runtime-checks=false"],
    # The strategies, and linalg without run-time checks: the common set.
    "core": ["@strategies", "strategy=linalg runtime-checks=false"],
    # Without fusing producers (docs/Lowering.md, "Producer fusion").
    "unfused": ["strategy={linalg,loops,vector} fuse-producers=false"],
    # The vector strategy's stores (docs/Lowering.md, "Streamed lines").
    "nontemporal": ["strategy=vector nontemporal={always,never}",
                    "strategy=vector nontemporal=auto --pad-llc-bytes=64"],
    # The vector strategy's widths.
    "vector-bits": ["strategy=vector vector-bits={512,128}"],
    # 32-bit indices (docs/Lowering.md), with and without run-time checks.
    "index32": ["strategy={linalg,loops,vector} index-bitwidth=32",
                "strategy={linalg,loops,vector} runtime-checks=false "
                "index-bitwidth=32"],
    # OpenMP over the outer axes, on two threads, streamed or not.
    "parallel": ["strategy=vector parallel=true",
                 "strategy=vector parallel=true nontemporal=always "
                 "--pad-parallel-min-bytes=0"],
}

MODES = ("run", "crash", "ir", "diff")
RESERVED = ("OMP_NUM_THREADS", "entry")
DIFF_FLAGS = ("strategy", "runtime-checks", "index-bitwidth", "destination")
DIFF_SWITCHES = ("tiling", "memcheck")


# ===----------------------------------------------------------------------===//
# Configurations.
# ===----------------------------------------------------------------------===//

def expand_word(word):
    """`a{x,y}b` -> [axb, ayb] (one level, any number of groups)."""
    parts = re.split(r"\{([^{}]*)\}", word)
    choices = [[p] if i % 2 == 0 else p.split(",")
               for i, p in enumerate(parts)]
    return ["".join(c) for c in itertools.product(*choices)]


def expand(config, seen=()):
    """A CONFIG argument -> list of word lists."""
    if config.startswith("@"):
        name = config[1:]
        if name not in MATRICES or name in seen:
            raise ValueError("unknown or recursive matrix @%s" % name)
        return [c for sub in MATRICES[name]
                for c in expand(sub, seen + (name,))]
    words = config.split()
    return [list(c) for c in itertools.product(*map(expand_word, words))]


def split_words(words):
    """-> (options, flags, env, entry, diff switches)."""
    opts, flags, env, entry, switches = [], [], {}, "main", []
    for w in words:
        key, _, value = w.partition("=")
        if w in DIFF_SWITCHES:
            switches.append(w)
        elif w.startswith("--"):
            flags.append(w)
        elif key == "OMP_NUM_THREADS":
            env[key] = value
        elif key == "entry":
            entry = value
        elif "=" in w:
            opts.append(w)
        else:
            raise ValueError("not a configuration word: %r" % w)
    if "parallel=true" in opts:
        env.setdefault("OMP_NUM_THREADS", "2")
    return opts, flags, env, entry, switches


def runner_libs(opts):
    libs = "%mlir_runner_libs"
    if "parallel=true" in opts:
        libs += ",%mlir_lib_dir/libomp.so"
    if "huge-pages=true" in opts:
        libs += ",%pad_obj_root/lib/libpad_runtime%shlibext"
    return libs


def env_text(env):
    return "".join("env %s=%s " % kv for kv in sorted(env.items()))


def filecheck(path, prefix):
    return "FileCheck %s" % path + (" --check-prefix=%s" % prefix
                                    if prefix else "")


def render(mode, prefix, path, words):
    """The pipeline of one configuration, written as a RUN line writes it
    (with lit's substitutions, unexpanded)."""
    opts, flags, env, entry, switches = split_words(words)
    memcheck = "memcheck" in switches
    switches = [s for s in switches if s != "memcheck"]
    if mode == "diff":
        own = {w.partition("=")[0]: w.partition("=")[2] for w in opts
               if w.partition("=")[0] in DIFF_FLAGS}
        rest = [w for w in words if w not in DIFF_SWITCHES
                and w.partition("=")[0] not in DIFF_FLAGS + RESERVED]
        cmd = env_text(env) + "%pad_diff --case-file " + path
        cmd += "".join(" --%s %s" % (k, own[k]) for k in DIFF_FLAGS if k in own)
        cmd += "".join(" --" + s for s in switches)
        if rest:
            cmd += ' --pipeline-options "%s"' % " ".join(rest)
        if runner_libs(opts) != "%mlir_runner_libs":
            cmd += " --shared-libs " + runner_libs(opts)
        if memcheck:
            cmd += " --compile-with %clang --valgrind"
        return cmd + " | " + filecheck(path, prefix or "DIFF")
    if memcheck or switches:
        raise ValueError("%s: for diff configurations" % " ".join(switches))
    cmd = "pad-opt " + path + "".join(" " + f for f in flags) + " --pad-to-llvm"
    if opts:
        cmd += '="%s"' % " ".join(opts)
    if mode == "ir":
        return cmd + " | " + filecheck(path, prefix)
    runner = "mlir-runner -e %s -entry-point-result=void -shared-libs=%s" % (
        entry, runner_libs(opts))
    if mode == "crash":
        runner = "not --crash " + runner + " 2>&1"
    return (cmd + " | " + env_text(env) + runner + " | " +
            filecheck(path, prefix))


def parse_groups(args):
    """[MODE[:PREFIX], CONFIG..., MODE[:PREFIX], CONFIG...] ->
    [(mode, prefix, words)]."""
    out, mode, prefix = [], None, None
    for a in args:
        head = a.partition(":")
        if head[0] in MODES and " " not in a and "=" not in a:
            mode, prefix = head[0], head[2] or None
            continue
        if mode is None:
            raise ValueError("a configuration before any mode: %r" % a)
        out += [(mode, prefix, w) for w in expand(a)]
    return out


# ===----------------------------------------------------------------------===//
# Running.
# ===----------------------------------------------------------------------===//

def substitutions(args):
    runner = ",".join(os.path.join(args.llvm_lib_dir, lib) for lib in
                      ["libmlir_runner_utils.so", "libmlir_c_runner_utils.so"])
    pad_diff = " ".join([
        args.python, os.path.join(args.src_root, "test", "Integration",
                                  "Differential", "pad_diff.py"),
        "--pad-opt", os.path.join(args.tools_dir, "pad-opt"),
        "--mlir-runner", os.path.join(args.llvm_tools_dir, "mlir-runner"),
        "--mlir-translate", os.path.join(args.llvm_tools_dir, "mlir-translate"),
        "--shared-libs", runner, "--jobs", "1"])
    return [("%pad_diff", pad_diff), ("%mlir_runner_libs", runner),
            ("%mlir_lib_dir", args.llvm_lib_dir),
            ("%pad_obj_root", args.obj_root), ("%shlibext", ".so"),
            ("%clang", os.path.join(args.llvm_tools_dir, "clang"))]


def run_matrix(args):
    groups = parse_groups(args.groups)
    subst = substitutions(args)
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([args.tools_dir, args.llvm_tools_dir,
                                   env.get("PATH", "")])
    failed = 0
    lowered = {}  # pad-opt command -> its exit status, stdout and stderr
    for mode, prefix, words in groups:
        cmd = render(mode, prefix, args.file, words)
        shown = cmd
        for key, value in subst:
            cmd = cmd.replace(key, value)
        # The same pad-opt command of two configurations (ir and run) runs
        # once; the rest of the pipeline reads its output.
        head, _, tail = cmd.partition(" | ")
        if mode == "diff":
            head, tail = None, cmd
        elif head not in lowered:
            p = subprocess.run(["bash", "-c", head], env=env,
                               capture_output=True)
            lowered[head] = (p.returncode, p.stdout, p.stderr)
        rc, out, log = lowered[head] if head else (0, None, b"")
        if rc == 0:
            p = subprocess.run(["bash", "-o", "pipefail", "-c", tail],
                               env=env, input=out, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT)
            rc, log = p.returncode, p.stdout
        print("[%s] %s" % ("ok" if rc == 0 else "FAILED (%d)" % rc, shown),
              flush=True)
        if rc != 0:
            failed += 1
            print("$ " + cmd)
            sys.stdout.write(log.decode(errors="replace"))
    print("%d configurations, %d failed" % (len(groups), failed))
    return 1 if failed else 0


# ===----------------------------------------------------------------------===//
# Listing: the (file, configuration) pairs of test files.
# ===----------------------------------------------------------------------===//

def run_lines(path):
    """The RUN lines of a test file, continuations joined."""
    lines, cur = [], ""
    with open(path, errors="replace") as f:
        for raw in f:
            m = re.search(r"RUN:(.*)$", raw)
            if not m:
                continue
            text = m.group(1).strip()
            if text.endswith("\\"):
                cur += text[:-1] + " "
                continue
            lines.append(" ".join((cur + text).split()))
            cur = ""
    return lines


def configurations(path):
    """The expanded command of each configuration FILE runs."""
    out = []
    for line in run_lines(path):
        m = re.match(r"%pad-matrix\s+(\S+)\s+(.*)$", line)
        if not m:
            out.append(line)
            continue
        for mode, prefix, words in parse_groups(shlex.split(m.group(2))):
            out.append(render(mode, prefix, m.group(1), words))
    return out


def list_pairs(paths):
    total = 0
    for path in paths:
        for cmd in configurations(path):
            print("%s\t%s" % (path, cmd))
            total += 1
    print("%d (file, configuration) pairs" % total, file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--list", action="store_true",
                    help="list the configurations of the files given")
    ap.add_argument("--src-root", help="pad's source tree")
    ap.add_argument("--obj-root", help="pad's build tree")
    ap.add_argument("--tools-dir", help="pad-opt's directory")
    ap.add_argument("--llvm-tools-dir", help="mlir-runner's directory")
    ap.add_argument("--llvm-lib-dir", help="the runner libraries' directory")
    ap.add_argument("--python", default=sys.executable,
                    help="the Python of pad_diff.py (with numpy)")
    ap.add_argument("file", help="the test file")
    ap.add_argument("groups", nargs="*", help="MODE[:PREFIX] CONFIG...")
    args = ap.parse_args()
    if args.list:
        list_pairs([args.file] + args.groups)
        return 0
    return run_matrix(args)


if __name__ == "__main__":
    sys.exit(main())
