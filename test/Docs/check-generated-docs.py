#!/usr/bin/env python3
# ===- check-generated-docs.py - is docs/generated/ up to date? ------------===#
#
# Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
# See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===-----------------------------------------------------------------------===#
"""Compares the committed docs (docs/generated/*.md) with the ones `pad-doc`
just generated from the TableGen sources; prints a unified diff per stale file
and exits with 1 if any file differs, is missing or is extra.

Usage: check-generated-docs.py <committed dir> <generated dir>
"""

import difflib
import os
import sys


def markdown_files(directory):
    if not os.path.isdir(directory):
        return set()
    return {name for name in os.listdir(directory) if name.endswith(".md")}


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return f.readlines()


def main(committed_dir, generated_dir):
    committed = markdown_files(committed_dir)
    generated = markdown_files(generated_dir)
    if not generated:
        print(f"error: no generated docs in {generated_dir}; build `pad-doc` first")
        return 1

    stale = []
    for name in sorted(committed | generated):
        old = os.path.join(committed_dir, name)
        new = os.path.join(generated_dir, name)
        if name not in generated:
            stale.append(name)
            print(f"{old}: committed, but no longer generated (delete it)")
            continue
        if name not in committed:
            stale.append(name)
            print(f"{new}: generated, but not committed in {committed_dir}")
            continue
        diff = list(
            difflib.unified_diff(
                read_lines(old), read_lines(new), fromfile=old, tofile=new
            )
        )
        if diff:
            stale.append(name)
            sys.stdout.writelines(diff)
        else:
            print(f"up to date: {name}")

    if stale:
        print(
            "error: docs/generated/ is stale ({}): run `ninja pad-update-docs` "
            "in the build directory and commit docs/generated/".format(
                ", ".join(stale)
            )
        )
        return 1
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
