#!/usr/bin/env python3
# ===- interop_diff.py - Differential test of the interop passes -*- Python -*-===//
#
# Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
# See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===//
"""Differential test of the conversions between pad.pad and upstream ops.

Both directions of docs/Integration.md, on random valid cases of pad_diff.py (its
generators and emitters are imported, not copied; the expected results come
from the one numpy reference, test/lib/pad_reference.py):

  raise  random `tensor.pad` programs (constant value, non-negative amounts,
         static and dynamic shapes and amounts, pad values as constants or
         arguments) raised with --convert-tensor-pad-to-pad and lowered with
         --pad-to-llvm, against upstream's own lowering of the same programs
         by mlir-opt alone: both must print the reference, bit for bit.
  lower  random constant-mode `pad.pad` programs (crops of any size, empty
         axes, dynamic amounts of either sign) lowered to upstream ops with
         --convert-pad-to-tensor, then compiled by mlir-opt alone: the
         result must be the reference.

Needs numpy (/usr/bin/python3). Case `i` of a seed is the case `i` of
pad_diff.py; the cases a direction cannot take are skipped.

  interop_diff.py --direction raise --cases 60
  interop_diff.py --direction lower --cases 60 --keep-dir /tmp/idiff
"""

import argparse
import os
import re
import shutil
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # No __pycache__ in the source tree.
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))
import pad_build  # noqa: E402  (test/lib: building and running modules)
import pad_diff  # noqa: E402
import pad_reference  # noqa: E402  (test/lib: the one numpy reference)


def takes(c, direction):
    """Whether case `c` is in the domain of the direction."""
    if c.mode != "constant" or any(c.interior):
        return False
    if direction == "lower":
        return True
    # tensor.pad: no negative amounts; upstream's tensor.pad bufferization
    # fails on empty dims (docs/Integration.md), so none of those either.
    return min(c.low + c.high + [0]) >= 0 and 0 not in c.shape


def draw(seed, count, direction, types):
    cases, cid = [], 0
    while len(cases) < count:
        c = pad_diff.make_case(seed, cid, types)
        if takes(c, direction):
            # The expected result from the shared reference, which checks
            # its element-wise evaluation against numpy.pad bit for bit.
            c.expected = pad_reference.pad(c.data, c.low, c.high, c.mode,
                                           c.value, c.interior)
            cases.append(c)
        cid += 1
    return cases


def tool(result, what):
    """The output of a tool's `result`, or a RuntimeError (pad_build)."""
    return pad_build.require(result, what)


def run_module(args, path):
    return pad_diff.parse_output(tool(pad_build.run_module(
        args.mlir_runner, path, args.shared_libs, timeout=args.timeout),
        "mlir-runner"))


def strip_address(segment):
    """printMemref's text without the buffer's address."""
    return re.sub(r"base@ = 0x[0-9a-fA-F]+", "base@", segment)


def pads_per_function(text, op):
    """The number of `op` ops of each function of the module `text` that has
    some, by function name."""
    counts = {}
    for chunk in re.split(r"(?=^ *func\.func )", text, flags=re.M):
        m = re.match(r" *func\.func (?:private )?@([\w.$-]+)", chunk)
        n = len(re.findall(r"= %s\b" % re.escape(op), chunk))
        if m and n:
            counts[m.group(1)] = n
    return counts


def check_raise(args, cases, work):
    text, _ = pad_diff.emit_module(cases, "upstream")  # tensor.pad programs
    src = os.path.join(work, "raise.mlir")
    with open(src, "w") as f:
        f.write(text)
    raised = os.path.join(work, "raise.raised.mlir")
    tool(pad_build.pad_opt(args.pad_opt, src, ["--convert-tensor-pad-to-pad"],
                            raised, args.timeout),
         "pad-opt --convert-tensor-pad-to-pad")
    body = open(raised).read()
    # Cases whose functions differ only in their id share one (emit_module):
    # each function of the module must have its every tensor.pad raised.
    want, got = pads_per_function(text, "tensor.pad"), pads_per_function(
        body, "pad.pad")
    missing = sorted(f for f in want if got.get(f, 0) != want[f])
    missing += ["case_%d (no tensor.pad)" % c.id for c in cases
                if "case_%d" % c.func_id not in want]
    if "tensor.pad" in body or missing or set(got) - set(want):
        raise RuntimeError("the raising left %d tensor.pad and made %d "
                           "pad.pad where the %d functions hold %d "
                           "tensor.pad (%s; differing: %s)" % (
                               body.count("tensor.pad"), sum(got.values()),
                               len(want), sum(want.values()), raised,
                               ", ".join(missing[:5]) or "none"))
    ours = os.path.join(work, "raise.pad.llvm.mlir")
    tool(pad_build.lower(args.pad_opt, raised, "strategy=" + args.strategy,
                         out=ours, timeout=args.timeout),
         "pad-opt --pad-to-llvm")
    theirs = os.path.join(work, "raise.upstream.llvm.mlir")
    tool(pad_build.pad_opt(args.mlir_opt, src, pad_build.UPSTREAM_PIPELINE,
                            theirs, args.timeout), "mlir-opt")
    got_ours, got_theirs = run_module(args, ours), run_module(args, theirs)
    results = {}
    for c in cases:
        a, b = got_ours.get(c.id), got_theirs.get(c.id)
        err = pad_diff.check_segment(c, a)
        if err:
            results[c.id] = "raised + --pad-to-llvm: " + err
        elif pad_diff.check_segment(c, b):
            results[c.id] = "upstream: " + pad_diff.check_segment(c, b)
        elif strip_address(a) != strip_address(b):
            results[c.id] = "printed differently:\n%s\nvs upstream\n%s" % (a, b)
        else:
            results[c.id] = None
    return results


def check_lower(args, cases, work):
    text, _ = pad_diff.emit_module(cases, "pad")
    src = os.path.join(work, "lower.mlir")
    with open(src, "w") as f:
        f.write(text)
    lowered = os.path.join(work, "lower.tensor.mlir")
    tool(pad_build.pad_opt(args.pad_opt, src, ["--convert-pad-to-tensor"],
                            lowered, args.timeout),
         "pad-opt --convert-pad-to-tensor")
    if "pad.pad" in open(lowered).read():
        raise RuntimeError("pad.pad left after --convert-pad-to-tensor (%s)"
                           % lowered)
    llvm = os.path.join(work, "lower.llvm.mlir")
    tool(pad_build.pad_opt(args.mlir_opt, lowered, pad_build.UPSTREAM_PIPELINE,
                            llvm, args.timeout), "mlir-opt")
    got = run_module(args, llvm)
    return {c.id: pad_diff.check_segment(c, got.get(c.id)) for c in cases}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--direction", required=True, choices=["raise", "lower"])
    ap.add_argument("--cases", type=int, default=60,
                    help="number of cases the direction takes")
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--strategy", default="vector",
                    choices=["linalg", "loops", "vector"],
                    help="--pad-to-llvm strategy of the raised programs")
    ap.add_argument("--pad-opt", default="pad-opt")
    ap.add_argument("--mlir-opt", default="mlir-opt")
    ap.add_argument("--mlir-runner", default="mlir-runner")
    ap.add_argument("--shared-libs", default=pad_build.RUNNER_LIBS)
    ap.add_argument("--types", default=",".join(pad_diff.DEFAULT_TYPES))
    ap.add_argument("--timeout", type=int, default=600)
    ap.add_argument("--keep-dir", help="keep the modules and outputs here")
    ap.add_argument("--max-report", type=int, default=10)
    args = ap.parse_args()

    t0 = time.time()
    cases = draw(args.seed, args.cases, args.direction, args.types.split(","))
    work = args.keep_dir or tempfile.mkdtemp(prefix="interop_diff.")
    os.makedirs(work, exist_ok=True)
    try:
        check = check_raise if args.direction == "raise" else check_lower
        try:
            results = check(args, cases, work)
        except RuntimeError as e:
            results = {c.id: str(e) for c in cases}
    finally:
        if not args.keep_dir:
            shutil.rmtree(work, ignore_errors=True)

    failed = [c for c in cases if results.get(c.id)]
    for k, c in enumerate(failed[:args.max_report]):
        print("FAIL case %d: %s\n  %s" % (c.id, pad_diff.describe(c),
                                           results[c.id]))
    print("%s: %d passed, %d failed" % (args.direction,
                                         len(cases) - len(failed), len(failed)))
    print("(seed %d, %.1fs)" % (args.seed, time.time() - t0), file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
