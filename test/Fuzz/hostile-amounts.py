#!/usr/bin/env python3
"""Hostile dynamic amounts against the code that --pad-to-llvm generates.

    hostile-amounts.py PAD_OPT MLIR_TRANSLATE CLANG INPUTS_DIR WORK_DIR

Lowers Inputs/hostile-amounts.mlir with --pad-to-llvm for every strategy,
and for the vector one also with every output streamed on threads
(`parallel=true nontemporal=always --pad-parallel-min-bytes=0`: the rows' streaming
stores, peeled at run time to whole lines, their fences and the OpenMP loops,
linked with LLVM's libomp; the streamed lines need static amounts),
with runtime-checks=false and =true, translates it to LLVM IR, instruments
every function with AddressSanitizer (clang instruments only functions marked
`sanitize_address`, which MLIR does not emit) and links it with
Inputs/hostile-driver.c, whose inputs are malloc'ed at their exact size. Then
runs every case of CASES, one process each:

  runtime-checks=false  exit 0 and no sanitizer report (docs/Lowering.md#safety: "generated
                        code never reads or writes outside its buffers"), also
                        for amounts that break C8-C11;
  runtime-checks=true   a valid case as above; an invalid one stops with
                        "pad.pad: <its constraint>" on stderr, no sanitizer
                        report.

Prints a summary line per build and a FAIL line per failing case; exits 1 if
any case fails. See docs/Reliability.md.
"""

import os
import re
import subprocess
import sys

MAX = 2**63 - 1
MIN = -(2**63)
H = 2**62

# (function, input, l0, l1, h0, h1, constraint broken or None). Inputs: x is
# 3x4, e is 0x4, c is 3x0. The constraint is the first one the run-time
# checks test: axis by axis C8, C11 of the axis, C10; then C11 of the whole
# result (its size in bytes). Amounts of any width are valid in every mode
# (docs/Semantics.md, "Any width").
CASES = []
for m in ["constant", "edge", "reflect", "symmetric", "wrap"]:
    border = m != "constant"
    CASES += [
        (m, "x", 1, 1, 1, 1, None),
        (m, "x", 3, 4, 3, 4, None),
        (m, "x", 4, 5, 0, 0, None),  # past one fold of reflect, symmetric, wrap
        (m, "x", 100, 100, 100, 100, None),
        (m, "x", -5, -7, 0, 0, None),  # crops more than the input
        (m, "x", -100, 0, 1, -100, None),
        (m, "x", MIN, 0, 0, MIN, None),
        (m, "x", MAX, 0, 0, 0, "C11"),  # the axis size overflows
        (m, "x", MAX, 0, MAX, 0, "C11"),
        (m, "x", 0, 0, MAX, MAX, "C11"),
        (m, "x", H, 0, 0, 0, "C11"),  # more than 2^63 bytes
        (m, "x", 2**31, 2**31, 2**31, 2**31, "C11"),
        (m, "x", -H, 0, H, 0, None),  # a crop, and a border of 2^62
        (m, "e", 1, 0, 2, 0, "C8" if border else None),  # empty input
        (m, "e", 0, 0, 0, 0, None),
        (m, "e", -1, 1, -1, 1, None),
        (m, "e", H, 0, 0, 0, "C8" if border else "C11"),
        (m, "e", MAX, MAX, MAX, MAX, "C8" if border else "C11"),
        (m, "c", 0, 1, 0, 1, "C8" if border else None),
    ]
CASES += [
    ("interior", "x", 1, 1, 1, 1, None),
    ("interior", "x", -10, -20, 1, 1, None),
    ("interior", "x", H, 0, 0, 0, "C11"),
    ("interior", "x", MAX, 0, 0, 0, "C11"),
    ("interior", "e", 1, 1, 1, 1, None),
    ("interior_huge", "x", 0, 0, 0, 0, "C11"),  # the dilated size overflows
    ("interior_huge", "e", 0, 0, 0, 0, None),
    ("static_result", "x", 1, 1, 1, 1, None),  # reflect to a static 5x6
    ("static_result", "x", 2, 1, 1, 1, "C10"),
    ("static_result", "x", 0, 0, 0, 0, "C10"),
    ("static_result", "x", -100, 0, 0, 0, "C10"),
    ("static_result", "x", H, 0, 0, 0, "C10"),
    ("static_result", "e", 0, 1, 0, 1, "C10"),
    ("symmetric_i8", "xi8", 3, 4, 3, 4, None),
    ("symmetric_i8", "xi8", 4, 0, 0, 0, None),
    ("symmetric_i8", "xi8", -H, -H, -H, -H, None),
    ("symmetric_i8", "xi8", 2**61, 0, 0, 0, "C11"),
    ("wrap_f64", "xf64", 3, 4, 3, 4, None),
    ("wrap_f64", "xf64", -2, -3, 3, 4, None),
    ("wrap_f64", "xf64", 5, 0, 0, 0, None),
]

SANITIZER_REPORT = re.compile(r"ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:")


# (name, --pad-to-llvm options and pad-opt flags): the builds, each with
# runtime-checks=false and =true.
BUILDS = [("linalg", "strategy=linalg"), ("loops", "strategy=loops"),
          ("vector", "strategy=vector"),
          ("vector streamed on threads", "strategy=vector parallel=true "
           "nontemporal=always --pad-parallel-min-bytes=0")]


def build(pad_opt, translate, clang, inputs, work, name, options, checks):
    base = os.path.join(work, f"{name.replace(' ', '-')}-checks-{checks}")
    flags = [o for o in options.split() if o.startswith("--")]
    option = " ".join([o for o in options.split() if not o.startswith("--")]
                      + [f"runtime-checks={checks}"])
    subprocess.run([pad_opt, os.path.join(inputs, "hostile-amounts.mlir")]
                   + flags + [f"--pad-to-llvm={option}", "-o", base + ".mlir"],
                   check=True)
    subprocess.run([translate, "--mlir-to-llvmir", base + ".mlir",
                    "-o", base + ".ll"], check=True)
    with open(base + ".ll") as f:
        ir = f.read()
    ir = re.sub(r"^(define .*) \{$", r"\1 sanitize_address {", ir, flags=re.M)
    with open(base + ".asan.ll", "w") as f:
        f.write(ir)
    # LLVM's OpenMP runtime, beside clang's own libraries.
    libdir = os.path.join(os.path.dirname(os.path.realpath(clang)), "..", "lib")
    omp = ["-L" + libdir, "-lomp", "-Wl,-rpath," + libdir] \
        if "parallel=true" in options else []
    subprocess.run([clang, "-O1", "-g", "-fsanitize=address",
                    "-Wno-override-module", base + ".asan.ll",
                    os.path.join(inputs, "hostile-driver.c"), "-o", base]
                   + omp, check=True)
    return base


def main(argv):
    if len(argv) != 6:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    pad_opt, translate, clang, inputs, work = argv[1:]
    os.makedirs(work, exist_ok=True)
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=1")
    failures = 0
    for name, options in BUILDS:
        for checks in ["false", "true"]:
            exe = build(pad_opt, translate, clang, inputs, work, name, options,
                        checks)
            stopped = 0
            for case in CASES:
                fn, inp, *amounts, broken = case
                run = subprocess.run([exe, fn, inp] + [str(a) for a in amounts],
                                     capture_output=True, text=True, env=env,
                                     timeout=120)
                out, err = run.stdout, run.stderr
                problem = None
                if SANITIZER_REPORT.search(err):
                    problem = "sanitizer report"
                elif checks == "true" and broken:
                    stopped += 1
                    if run.returncode == 0 or f"pad.pad: {broken}" not in err:
                        problem = f"expected to stop with 'pad.pad: {broken}'"
                elif run.returncode != 0 or not out.endswith("done\n"):
                    problem = f"exit code {run.returncode}"
                if problem:
                    failures += 1
                    lines = err.strip().splitlines()
                    first = next((l for l in lines
                                  if "ERROR" in l or "pad.pad" in l),
                                 lines[0] if lines else "")
                    print(f"FAIL {name} runtime-checks={checks} {case}: "
                          f"{problem}: {first}")
            print(f"{name} runtime-checks={checks}: {len(CASES)} cases, "
                  f"{stopped} stopped by a check")
    print("hostile-amounts: " + ("FAILED" if failures else "ok"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
