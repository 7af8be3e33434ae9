#!/usr/bin/env python3
# ===- check_expectations.py - re-derive the CHECK blocks ----*- Python -*-===//
#
# Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
# See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===//
"""Checks that every printed-data expectation of the end-to-end tests comes
from numpy, not from the output of pad-opt.

In each test file, the `// PY:` lines define the inputs; each `// numpy:
<expr>` line is followed by the CHECK block of the printMemref output of
`<expr>` (see numpy_ref.py). This evaluates every expression, compares the
block, and fails on any difference or on a `CHECK-NEXT{LITERAL}` data line
that no `numpy:` line accounts for.

  check_expectations.py test/Integration/CPU [more files or directories]
"""

import os
import re
import sys

sys.dont_write_bytecode = True  # No __pycache__ in the source tree.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy_ref  # noqa: E402

HEADER_RE = re.compile(r"^// CHECK(-NEXT)?: (.*)$")


def check_file(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    py = [l[len("// PY:"):][1:] for l in lines if l.startswith("// PY:")]
    if not py:
        return 0, []
    env = {name: getattr(numpy_ref, name) for name in numpy_ref.__all__}
    exec("\n".join(py), env)
    errors, covered, blocks = [], set(), 0
    for i, line in enumerate(lines):
        if not line.startswith("// numpy: "):
            continue
        blocks += 1
        expr = line[len("// numpy: "):]
        value = eval(expr, env)
        want = [numpy_ref.header(value)] + [
            "// CHECK-NEXT{LITERAL}: " + l
            for l in numpy_ref.memref_text(value).split("\n")]
        got = lines[i + 1:i + 1 + len(want)]
        m = HEADER_RE.match(got[0]) if got else None
        ok = m is not None and m.group(2) == want[0] and got[1:] == want[1:]
        if not ok:
            errors.append("%s:%d: the CHECK block differs from %s" %
                          (path, i + 1, expr))
        covered.update(range(i + 1, i + 1 + len(want)))
    for i, line in enumerate(lines):
        if "CHECK-NEXT{LITERAL}:" in line and i not in covered:
            errors.append("%s:%d: data check without a numpy: line" %
                          (path, i + 1))
    return blocks, errors


def main(argv):
    files = []
    for arg in argv or ["."]:
        if os.path.isdir(arg):
            for root, _, names in os.walk(arg):
                files += [os.path.join(root, n) for n in sorted(names)
                          if n.endswith(".mlir")]
        else:
            files.append(arg)
    total, errors = 0, []
    for path in sorted(files):
        blocks, errs = check_file(path)
        total += blocks
        errors += errs
    for e in errors:
        print(e)
    print("%d expectation blocks checked, %d errors" % (total, len(errors)))
    return 1 if errors or total == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
