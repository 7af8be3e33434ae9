#!/usr/bin/env python3
"""What LLVM makes of a kernel of dynamic sizes when it knows some of them.

Rewrites the C-interface wrapper of a destination-passing kernel in LLVM IR
(`_mlir_ciface_<f>(ptr %in, ptr %out, ...)`, which loads both memref
descriptors and calls `@<f>` with their fields, then any other arguments)
so that the call passes the chosen fields as constants, and makes `@<f>`
internal and always inlined: clang then compiles the kernel as if those
sizes had been known when it was built, with the lowering's structure
unchanged.

    known_sizes.py IN.ll OUT.ll CIFACE FIELD=VALUE...

FIELD is `in.` or `out.` followed by `offset`, `sizes.I` or `strides.I`.
Example, the width of conv3-symmetric-dyn's input:

    known_sizes.py k.ll k_w.ll _mlir_ciface_k in.sizes.3=56

A measuring aid only: the rewritten kernel is wrong for any other size.
"""
import re
import sys


def field_index(field, rank):
    """The position of a descriptor field among the call's arguments."""
    memref, _, rest = field.partition(".")
    if memref not in ("in", "out"):
        sys.exit(f"{field}: not in.* or out.*")
    base = 0 if memref == "in" else 3 + 2 * rank
    if rest == "offset":
        return base + 2
    kind, _, dim = rest.partition(".")
    if kind not in ("sizes", "strides") or not dim.isdigit() or int(dim) >= rank:
        sys.exit(f"{field}: not offset, sizes.I or strides.I (rank {rank})")
    return base + 3 + int(dim) + (rank if kind == "strides" else 0)


def main(argv):
    if len(argv) < 5:
        sys.exit(__doc__)
    source, target, ciface, fields = argv[1], argv[2], argv[3], argv[4:]
    text = open(source).read()
    wrapper = re.search(
        rf"^define void @{re.escape(ciface)}\(ptr %\d+, ptr %\d+[^)]*\) {{\n"
        rf"(.*?)^}}", text, re.M | re.S)
    if not wrapper:
        sys.exit(f"{ciface}: no such C-interface wrapper in {source}")
    call = re.search(r"call void @([\w.$]+)\(([^)]*)\)", wrapper.group(1))
    if not call:
        sys.exit(f"{ciface}: calls no kernel")
    callee, args = call.group(1), [a.strip() for a in call.group(2).split(",")]
    # Two descriptors of one rank (pointers, offset, sizes, strides) first.
    pointers = [i for i, a in enumerate(args) if a.startswith("ptr ")]
    rank = (pointers[2] - 3) // 2 if len(pointers) == 4 else -1
    if rank < 0 or pointers != [0, 1, 3 + 2 * rank, 4 + 2 * rank] or \
            len(args) < 2 * (3 + 2 * rank):
        sys.exit(f"{ciface}: the call does not pass two memref descriptors")
    for assignment in fields:
        field, _, value = assignment.partition("=")
        if not value.lstrip("-").isdigit():
            sys.exit(f"{assignment}: not FIELD=INTEGER")
        args[field_index(field, rank)] = f"i64 {value}"
    new_wrapper = wrapper.group(0).replace(
        call.group(0), f"call void @{callee}({', '.join(args)})")
    text = text.replace(wrapper.group(0), new_wrapper)
    text, defined = re.subn(rf"^define void @{re.escape(callee)}\((.*)\) {{",
                            rf"define internal void @{callee}(\1) alwaysinline {{",
                            text, count=1, flags=re.M)
    if not defined:
        sys.exit(f"{callee}: not defined in {source}")
    open(target, "w").write(text)


if __name__ == "__main__":
    main(sys.argv)
