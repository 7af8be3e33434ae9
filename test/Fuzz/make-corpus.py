#!/usr/bin/env python3
"""Builds the seed corpus of pad-fuzz from the project's .mlir files.

Every `.mlir` file under the given roots (default: test/ and examples/ of the
source tree) is split on `// -----` like `-split-input-file`; each piece,
without its full-line comments (RUN, CHECK and expected-* lines), becomes one
corpus file named after the SHA-1 of its contents, as libFuzzer names its own.
Pieces that are empty once the comments are gone are dropped, duplicates
merge.

    test/Fuzz/make-corpus.py OUT_DIR [ROOT...]
"""

import hashlib
import pathlib
import re
import sys

SPLIT = re.compile(r"^// -----\s*$", re.MULTILINE)


def pieces(text):
    for piece in SPLIT.split(text):
        lines = [l for l in piece.splitlines() if not l.lstrip().startswith("//")]
        body = "\n".join(lines).strip()
        if body:
            yield body + "\n"


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out = pathlib.Path(argv[1])
    src_root = pathlib.Path(__file__).resolve().parents[2]
    roots = [pathlib.Path(r) for r in argv[2:]] or [
        src_root / "test",
        src_root / "examples",
    ]
    out.mkdir(parents=True, exist_ok=True)
    files = written = 0
    seen = set()
    for root in roots:
        for path in sorted(root.rglob("*.mlir")):
            if "Output" in path.parts:  # lit's scratch files
                continue
            files += 1
            for body in pieces(path.read_text(errors="replace")):
                data = body.encode()
                name = hashlib.sha1(data).hexdigest()
                if name in seen:
                    continue
                seen.add(name)
                (out / name).write_bytes(data)
                written += 1
    print(f"make-corpus: {written} seeds from {files} files in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
