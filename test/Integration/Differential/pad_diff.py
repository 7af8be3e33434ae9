#!/usr/bin/env python3
# ===- pad_diff.py - Differential test of pad.pad ----------------*- Python -*-===//
# ===----------------------------------------------------------------------===//
"""Differential test of pad.pad against a reference written from docs/Semantics.md#2-semantics.

Generates random VALID `pad.pad` cases (docs/Semantics.md#3-constraints) from a fixed seed, or
takes cases written out (--case, --case-file: diff_spec.py), lowers them in
batches with `pad-opt --pad-to-llvm`, runs them with `mlir-runner` (or
compiled ahead of time), and compares every printed result with the
reference test/lib/pad_reference.py, written straight from docs/Semantics.md#2-semantics and
checked against `numpy.pad` first.

Needs Python 3 + numpy (Debian's python3-numpy: run with /usr/bin/python3).

  pad_diff.py --pad-opt build/bin/pad-opt --cases 300
  pad_diff.py --cases 10000 --strategy vector --jobs 2
  pad_diff.py --only 17,42 --keep-dir /tmp/pd     # rerun and keep files
  pad_diff.py --valgrind --cases 50               # runner under memcheck
  pad_diff.py --self-check                        # reference vs numpy only
  pad_diff.py --tiling --cases 100                # each pad tiled (docs/Tiling.md)
  pad_diff.py --destination tensor --cases 100    # into a tensor argument
  pad_diff.py --destination slice --wrong-destinations 0.2  # some too small
  pad_diff.py --destination slice --check-in-place  # no malloc, no copy
  pad_diff.py --wide-rows --strategy vector \
    --pipeline-options nontemporal=always          # streamed lines
  pad_diff.py --case 'f32 5x40 low[2, 3] high[1, 5] reflect dest(memref) \
    at(line)' --strategy vector                    # a case written out
  pad_diff.py --case-file test.mlir               # its `// CASE:` lines
  pad_diff.py --case-file t.mlir --runtime-checks false \
    --compile-with clang --valgrind               # ahead of time, memcheck

Case `i` of seed `s` does not depend on --cases, so a failing id can be
rerun alone with --only (of written-out cases: their index, from 0).

Output: one line per failing case (details for the first --max-report), then
`N passed, M failed`; the exit status is 1 on any mismatch or error.
"""


import argparse
import concurrent.futures
import os
import re
import shutil
import sys
import tempfile
import time

try:
    import numpy  # noqa: F401
except ImportError:  # pragma: no cover
    sys.exit("pad_diff.py needs numpy: run it with /usr/bin/python3 "
             "(Debian's python3-numpy)")

# The reference of docs/Semantics.md, shared by the tests: test/lib.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                os.pardir, os.pardir, "lib"))
sys.dont_write_bytecode = True  # No __pycache__ in the source tree.
import diff_destinations  # noqa: E402
import diff_index32  # noqa: E402
from diff_cases import draw_tiling, make_case, self_check  # noqa: E402
from diff_check import check_segment, parse_output  # noqa: E402
from diff_spec import read_case_file, written_cases  # noqa: E402
from diff_emit import (  # noqa: E402
    ALL_TYPES, DEFAULT_TYPES, TYPE_INFO, describe, emit_module, emit_schedule)
import pad_build  # noqa: E402
from pad_build import clip, run  # noqa: E402,F401  (interop_diff.py's too)


SUPPRESSIONS = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                            "valgrind.supp")
RUNTIME = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                       "Inputs", "diff_runtime.c")

# ===----------------------------------------------------------------------===//
# Driver.
# ===----------------------------------------------------------------------===//

def lower_and_run(args, cases, name):
    """Writes, lowers and runs one module. Returns ("lower", stderr, spans) when
    lowering fails, else ("run", exit status, stdout, stderr)."""
    src = os.path.join(args.work_dir, name + ".mlir")
    low = os.path.join(args.work_dir, name + ".llvm.mlir")
    text, spans = emit_module(cases, args.backend,
                              "i32" if args.compile_with else None)
    with open(src, "w") as f:
        f.write(text)
    if args.backend == "pad":
        before = []
        if args.tiling:
            schedule = os.path.join(args.work_dir, name + ".schedule.mlir")
            with open(schedule, "w") as f:
                f.write(emit_schedule(cases))
            before = ["--transform-preload-library=transform-library-paths="
                      + schedule, "--transform-interpreter"]
        # (--name=value: a flag of pad-opt, for its development knobs.)
        options, flags = pad_build.pipeline_options(
            args.strategy, args.pipeline_options.split(),
            runtime_checks=args.runtime_checks,
            **({"index_bitwidth": 32} if args.index_bitwidth == 32 else {}))
        tool = args.pad_opt
        rc, out, err = pad_build.lower(args.pad_opt, src, options, flags, low,
                                       args.timeout, before)
    else:
        tool = args.mlir_opt
        rc, out, err = pad_build.pad_opt(
            tool, src, pad_build.UPSTREAM_PIPELINE, low, args.timeout)
    if rc != 0:
        with open(os.path.join(args.work_dir, name + ".err"), "w") as f:
            f.write(err)
        head = "%s failed (%s): " % (os.path.basename(tool), rc)
        # Split the diagnostics at each `file:line:col: kind:` and give each
        # case those located in its lines.
        parts = re.split("(?m)^(?=%s:\\d+:\\d+: )" % re.escape(src), err)
        blame = {}
        for part in parts:
            m = re.match(re.escape(src) + r":(\d+):\d+: (\w+)", part)
            if not m:
                continue
            ln = int(m.group(1))
            for c in cases:
                if any(lo <= ln <= hi for lo, hi in spans[c.id]):
                    blame.setdefault(c.id, []).append(part.strip())
        culprits = [(c, head + "\n".join(blame[c.id])) for c in cases
                    if c.id in blame and any(": error" in b.split("\n")[0]
                                             for b in blame[c.id])]
        return "lower", head + "\n" + err.strip(), culprits
    if args.check_in_place:
        with open(low) as f:
            lowered = f.read()
        for c in cases:
            why = diff_destinations.copies(c, lowered)
            if why:
                args.not_in_place[c.id] = why
    if args.index_bitwidth == 32:
        diff_index32.strip_data_layout(low)
    # Line-buffered stdout, so that a case that aborts (failed runtime check,
    # crash) still shows its marker and nothing else.
    wrap = ["stdbuf", "-oL"] if shutil.which("stdbuf") else []
    if args.valgrind:
        wrap += ["valgrind", "--tool=memcheck", "--error-exitcode=97",
                 "--suppressions=" + SUPPRESSIONS] + args.valgrind_arg
    timeout = args.timeout * (20 if args.valgrind else 1)
    if args.compile_with:
        exe, failed = compile_ahead(args, low, name)
        if failed:
            return "lower", failed, []
        rc, out, err = run(wrap + [exe], timeout)
    else:
        rc, out, err = pad_build.run_module(args.mlir_runner, low,
                                            args.shared_libs, wrap=wrap,
                                            timeout=timeout)
    for ext, data in ((".out", out), (".err", err)):
        with open(os.path.join(args.work_dir, name + ext), "w") as f:
            f.write(data)
    return "run", rc, out, err


def compile_ahead(args, low, name):
    """--compile-with: the lowered module through mlir-translate and the C
    compiler (-O0, the target's baseline CPU: what memcheck decodes) into an
    executable linked with --shared-libs, but for the MLIR runner libraries:
    they pull libLLVM into the process, which makes memcheck slow, and
    diff_runtime.c has the print functions the programs call. Returns the
    executable, or None and the error."""
    exe = os.path.join(args.work_dir, name + ".exe")
    libs = [lib for lib in args.shared_libs.split(",") if lib and not re.match(
        r"libmlir_(c_)?runner_utils\.", os.path.basename(lib))]
    r, what = pad_build.compile_ahead(args.mlir_translate, args.compile_with,
                                      low, exe, ["-O0"], [RUNTIME], libs,
                                      timeout=args.timeout)
    if r.returncode != 0:
        return None, "%s failed (%s):\n%s" % (what, r.returncode,
                                               r.stderr.strip())
    return exe, None


def run_cases(args, cases, name, results, budget):
    """Runs `cases` as one module and fills `results` {id: None or error}.

    A failure of the whole module is narrowed down: a lowering error located
    in a case's lines fails that case; a runner that stops in the middle of a
    case (abort, crash) fails that case; the others are rerun without them.
    A failure nobody can be blamed for (an error without location, a memcheck
    report, ...) is bisected down to single cases. `budget` caps the reruns."""
    pending = list(cases)
    attempt = 0
    while pending:
        if budget[0] <= 0:
            for c in pending:
                results[c.id] = ("not run: out of reruns (see --max-reruns)")
            return
        budget[0] -= 1
        tag = name if attempt == 0 else "%s.r%d" % (name, attempt)
        attempt += 1
        res = lower_and_run(args, pending, tag)
        if res[0] == "lower":
            msg, culprits = res[1], res[2]
            if not culprits:
                break  # bisect below
            for c, why in culprits:
                results[c.id] = clip(why)
            blamed = {c.id for c, _ in culprits}
            pending = [c for c in pending if c.id not in blamed]
            continue
        rc, out, err = res[1:]
        segs = parse_output(out)
        for c in pending:
            if c.id in segs:
                results[c.id] = check_segment(c, segs[c.id])
        if rc == 0:
            for c in pending:
                if c.id not in segs:
                    results[c.id] = check_segment(c, None)
            return
        runner = "mlir-runner" + (" under valgrind" if args.valgrind else "")
        msg = "%s exited with %s:\n%s" % (runner, rc, err.strip())
        ran = [c for c in pending if c.id in segs]
        if ran and getattr(ran[-1], "expect_abort", None):
            # A wrong destination: the run-time check's message, and no
            # memcheck report.
            last = ran[-1]
            ok = last.expect_abort in err and rc != 97
            results[last.id] = None if ok else clip(
                "expected the program to stop with %r; it exited with %s:\n%s"
                % (last.expect_abort, rc, err.strip()))
            pending = pending[pending.index(last) + 1:]
            continue
        if ran and results[ran[-1].id] is not None:
            # Stopped in the middle of the last case that started.
            last = ran[-1]
            said = (segs[last.id].strip() or clip(err).strip()).split("\n")
            results[last.id] = clip(
                "%s exited with %s during this case: %s\n%s"
                % (runner, rc, said[0][:300], err.strip()))
            pending = pending[pending.index(last) + 1:]
            continue
        break  # bisect below
    else:
        return
    # Nobody to blame: bisect.
    if len(pending) == 1:
        results[pending[0].id] = clip(msg)
        return
    half = len(pending) // 2
    run_cases(args, pending[:half], tag + "a", results, budget)
    run_cases(args, pending[half:], tag + "b", results, budget)


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", type=int, default=300,
                    help="number of random cases (ids 0..N-1)")
    ap.add_argument("--seed", type=int, default=20240601,
                    help="case i of a seed is the same whatever --cases")
    ap.add_argument("--only", default="",
                    help="comma-separated case ids to run (of --seed)")
    ap.add_argument("--strategy", default="linalg",
                    choices=["linalg", "loops", "vector"],
                    help="--pad-to-llvm strategy (default: linalg)")
    ap.add_argument("--runtime-checks", default="true",
                    choices=["true", "false"],
                    help="--pad-to-llvm runtime-checks (default: true)")
    ap.add_argument("--pipeline-options", default="",
                    help="more --pad-to-llvm options, e.g. nontemporal=always, "
                    "and pad-opt flags (--pad-llc-bytes=64)")
    ap.add_argument("--pad-opt", default="pad-opt", help="path of pad-opt")
    ap.add_argument("--mlir-runner", default="mlir-runner",
                    help="path of mlir-runner")
    ap.add_argument("--mlir-opt", default="mlir-opt",
                    help="only for --backend=upstream")
    ap.add_argument("--shared-libs", help="mlir-runner -shared-libs "
                    "(default: LLVM 22's runner utils)",
                    default=pad_build.RUNNER_LIBS)
    ap.add_argument("--types", default=",".join(DEFAULT_TYPES),
                    help="element types to draw from; also: complex<f32>")
    ap.add_argument("--batch-size", type=int, default=100,
                    help="most cases per module (one pad-opt and one "
                    "mlir-runner process each)")
    ap.add_argument("--jobs", "-j", type=int, default=2,
                    help="modules lowered and run in parallel")
    ap.add_argument("--timeout", type=int, default=600,
                    help="seconds per tool invocation")
    ap.add_argument("--keep-dir", help="write the batches' .mlir, lowered "
                    ".mlir and outputs here and keep them")
    ap.add_argument("--valgrind", action="store_true",
                    help="run mlir-runner under valgrind --tool=memcheck "
                    "--error-exitcode=97; an error fails the batch, which is "
                    "then narrowed down to the guilty cases")
    ap.add_argument("--valgrind-arg", action="append", default=[],
                    help="extra valgrind argument (repeatable), e.g. "
                    "--valgrind-arg=--leak-check=full")
    ap.add_argument("--max-reruns", type=int, default=40,
                    help="per batch: reruns allowed to narrow down failures")
    ap.add_argument("--max-report", type=int, default=20,
                    help="failing cases shown in detail")
    ap.add_argument("--self-check", action="store_true",
                    help="only check the reference against numpy.pad")
    ap.add_argument("--backend", default="pad", choices=["pad", "upstream"],
                    help="upstream: emit tensor.pad (constant mode, "
                    "non-negative, no interior, non-empty) lowered by "
                    "mlir-opt; checks the harness itself")
    ap.add_argument("--wide-rows", action="store_true",
                    help="sources of two axes or more get a last axis of "
                    "16 to 120 elements (the others 1 or 2): the rows of "
                    "the vector strategy's streamed lines")
    ap.add_argument("--destination", default="none",
                    choices=["none", "tensor", "slice", "memref"],
                    help="tensor: every pad materialized in a writable "
                    "tensor argument (docs/Lowering.md#destinations, IREE style) instead of "
                    "returning a new tensor; slice: inserted into a larger "
                    "one at offsets given at run time; memref: materialized in a "
                    "memref argument (diff_destinations.py)")
    ap.add_argument("--wrong-destinations", type=float, default=0.0,
                    help="with --destination and --runtime-checks true: this "
                    "fraction of the cases get a destination that cannot "
                    "hold the result; the program must stop there with the "
                    "run-time check's message")
    ap.add_argument("--check-in-place", action="store_true",
                    help="with --destination: a case written into its "
                    "destination must call no malloc and no memrefCopy in "
                    "its lowered function (docs/Lowering.md, "
                    "\"Destinations\"; diff_destinations.copies)")
    ap.add_argument("--tiling", action="store_true",
                    help="tile every pad.pad first (docs/Tiling.md): a random loop "
                    "kind (scf.for or scf.forall) and random tile sizes per "
                    "case, applied with the transform dialect; the results "
                    "must equal the untiled reference")
    ap.add_argument("--case", action="append", default=[], metavar="CASE",
                    help="a case written out instead of random ones "
                    "(repeatable), e.g. 'f32 5x40 low[2, 3] high[1, 5] "
                    "reflect'; syntax in diff_spec.py")
    ap.add_argument("--case-file", action="append", default=[],
                    metavar="FILE", help="the cases of FILE's `CASE:` lines "
                    "(e.g. `// CASE: ...` in a .mlir test), or of its lines")
    ap.add_argument("--compile-with", metavar="CC",
                    help="compile each lowered module ahead of time with "
                    "mlir-translate and this C compiler (clang, -O0, the "
                    "target's baseline CPU), with diff_runtime.c for the "
                    "runner libraries, and run the executable rather "
                    "than mlir-runner (with --valgrind: under memcheck)")
    ap.add_argument("--index-bitwidth", type=int, default=64,
                    choices=[32, 64], help="32: lower with index-bitwidth=32 "
                    "and run on this host: every case needs dest(memref), "
                    "which goes on the stack, and prints element by element "
                    "(diff_index32.py)")
    ap.add_argument("--mlir-translate", default="mlir-translate",
                    help="only for --compile-with")
    args = ap.parse_args()
    for t in args.types.split(","):
        if t not in TYPE_INFO:
            ap.error("unknown type %r (known: %s)" % (t, ", ".join(ALL_TYPES)))
    return args


def build_cases(args):
    """The cases to run: written out (--case, --case-file) or random."""
    texts = list(args.case)
    for path in args.case_file:
        texts += read_case_file(path)
    if texts:
        cases = written_cases(texts, args.seed)
        if args.only:
            keep = {int(x) for x in args.only.split(",")}
            cases = [c for c in cases if c.id in keep]
    else:
        ids = ([int(x) for x in args.only.split(",")] if args.only
               else range(args.cases))
        cases = [make_case(args.seed, i, args.types.split(","),
                           args.wide_rows) for i in ids]
    if args.tiling:
        for c in cases:
            draw_tiling(args.seed, c)
    wrong = args.wrong_destinations if args.runtime_checks == "true" else 0
    for c in cases:
        kind = getattr(c, "want_dest", "none")
        kind = args.destination if kind == "none" else kind
        if kind != "none":
            diff_destinations.draw(args.seed, c, kind, wrong)
    if args.index_bitwidth == 32:
        for c in cases:
            if getattr(c, "dest_kind", None) != "memref":
                sys.exit("error: --index-bitwidth 32 needs dest(memref) "
                         "(case %d)" % c.id)
            c.index32 = True
    if args.backend == "upstream":
        cases = [c for c in cases if c.mode == "constant" and c.shape.count(0)
                 == 0 and min(c.low + c.high + [0]) >= 0 and not any(c.interior)]
    return cases


def main():
    args = parse_args()
    t0 = time.time()
    n = self_check(300 if not args.self_check else 5000)
    if args.self_check:
        print("self-check: reference matches numpy.pad on %d cases" % n)
        return 0
    cases = build_cases(args)
    by_id = {c.id: c for c in cases}

    for tool in ("pad_opt" if args.backend == "pad" else "mlir_opt",
                 *(("mlir_translate", "compile_with") if args.compile_with
                   else ("mlir_runner",))):
        path = getattr(args, tool)
        if not shutil.which(path):
            sys.exit("error: %s not found: %s" % (tool.replace("_", "-"), path))
    if args.keep_dir:
        os.makedirs(args.keep_dir, exist_ok=True)
        args.work_dir = args.keep_dir
    else:
        args.work_dir = tempfile.mkdtemp(prefix="pad_diff.")

    # At most --batch-size cases per module, and a multiple of --jobs modules.
    jobs = max(1, args.jobs)
    count = -(-len(cases) // max(1, args.batch_size))
    count = -(-count // jobs) * jobs
    size = max(1, -(-len(cases) // count))
    # A case that must stop the program runs alone.
    stopping = [c for c in cases if getattr(c, "expect_abort", None)]
    running = [c for c in cases if not getattr(c, "expect_abort", None)]
    batches = [running[i:i + size] for i in range(0, len(running), size)]
    batches += [[c] for c in stopping]
    results = {}
    args.not_in_place = {}
    try:
        with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
            futs = [ex.submit(run_cases, args, b, "batch%d" % k, results,
                              [args.max_reruns]) for k, b in enumerate(batches)]
            for fut in futs:
                fut.result()
    finally:
        if not args.keep_dir:
            shutil.rmtree(args.work_dir, ignore_errors=True)

    for i, why in args.not_in_place.items():
        if results.get(i) is None:
            results[i] = why
    failed = [i for i in by_id if results.get(i) is not None]
    for k, i in enumerate(failed):
        c = by_id[i]
        if k < args.max_report:
            print("FAIL case %d: %s\n  %s" % (i, describe(c), results[i]))
        else:
            print("FAIL case %d: %s" % (i, results[i].split("\n")[0][:300]))
    print("%d passed, %d failed" % (len(by_id) - len(failed), len(failed)))
    tiled = sum(1 for c in cases if getattr(c, "tile_sizes", None))
    print("(seed %d, strategy %s%s, %d batches, %.1fs)" % (
        args.seed, args.strategy if args.backend == "pad" else "upstream",
        ", %d cases tiled" % tiled if args.tiling else "",
        len(batches), time.time() - t0), file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
