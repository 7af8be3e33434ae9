#!/usr/bin/env python3
"""Measures the row of this machine's CPU in the streaming-store table.

Builds bench/tools/stream_probe.c with clang-22 -O3 -march=native, runs it
RUNS times (`uptime` before and after each run: the load the numbers were
taken under), prints the median GB/s of each variant over the runs, the
ratios that decide, the verdict and the row to add to the table of
lib/Utils/StreamingStores.cpp (docs/Lowering.md, "Streaming stores"):

    python3 bench/tools/stream_probe.py [--runs 3] [--rounds 11]

Verdict: the CPU streams when, on one thread, at 64 and at 256 MiB alike,
the streaming copy loop beats the plain copy loop and the streaming fill
beats the plain fill, each by at least 5 %; otherwise plain stores. (memcpy
is printed beside them, not compared: glibc's switches to streaming stores
itself above a size it derives from the cache, below 256 MiB on some VMs.)
The row's threshold is the last-level cache one core can use (at most
32 MiB, as the L3 of one AMD CCX), read from sysfs: check it against the
CPU's documentation, a VM may report the whole socket's. x86-64 with AVX
only (the loops are AVX intrinsics).
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
VARIANTS = ["memcpy", "copy-plain", "copy-stream", "fill-plain",
            "fill-stream"]
MARGIN = 1.05


def llvm_host_cpu():
    """The host's CPU as LLVM names it (llvm::sys::getHostCPUName())."""
    out = subprocess.run(["llc-22", "--version"], capture_output=True,
                         text=True).stdout
    m = re.search(r"Host CPU:\s*(\S+)", out)
    return m.group(1) if m else "unknown"


def last_level_cache_bytes():
    best = 0
    base = "/sys/devices/system/cpu/cpu0/cache"
    for index in sorted(os.listdir(base)) if os.path.isdir(base) else []:
        try:
            with open(os.path.join(base, index, "size")) as f:
                size = f.read().strip()
        except OSError:
            continue
        scale = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}.get(size[-1:], 1)
        digits = size.rstrip("KMG")
        if digits.isdigit():
            best = max(best, int(digits) * scale)
    return best


def uptime():
    return subprocess.run(["uptime"], capture_output=True,
                          text=True).stdout.strip()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--rounds", type=int, default=11,
                    help="timed calls per variant and run at 64 MiB (half "
                    "at 256 MiB)")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        exe = os.path.join(tmp, "stream_probe")
        subprocess.run(["clang-22", "-O3", "-march=native", "-fno-builtin",
                        "-fopenmp", os.path.join(HERE, "stream_probe.c"),
                        "-o", exe], check=True)
        env = dict(os.environ, KMP_BLOCKTIME="0")
        samples = {}
        for run in range(args.runs):
            print(f"run {run + 1}: before: {uptime()}", flush=True)
            out = subprocess.run([exe, str(args.rounds)], capture_output=True,
                                 text=True, env=env, check=True).stdout
            for line in out.splitlines():
                size, threads, variant, gbps = line.split()
                samples.setdefault((int(size), int(threads), variant),
                                   []).append(float(gbps))
            print(f"run {run + 1}: after:  {uptime()}", flush=True)

    med = {key: statistics.median(v) for key, v in samples.items()}
    print(f"\nmedian GB/s (bytes read + written) over {args.runs} runs")
    print(f"{'MiB':>4} {'thr':>3} " + " ".join(f"{v:>11}" for v in VARIANTS)
          + "  stream/plain copy, fill")
    for size in (64, 256):
        for threads in (1, 2):
            row = [med[(size, threads, v)] for v in VARIANTS]
            print(f"{size:>4} {threads:>3} "
                  + " ".join(f"{x:>11.2f}" for x in row)
                  + f"  {row[2] / row[1]:.2f}x, {row[4] / row[3]:.2f}x")

    streams = True
    for size in (64, 256):
        m = {v: med[(size, 1, v)] for v in VARIANTS}
        copy = m["copy-stream"] / m["copy-plain"]
        fill = m["fill-stream"] / m["fill-plain"]
        print(f"{size} MiB, 1 thread: streaming copy {copy:.2f}x the plain "
              f"copy ({m['copy-stream'] / m['memcpy']:.2f}x memcpy), "
              f"streaming fill {fill:.2f}x the plain fill")
        streams = streams and copy >= MARGIN and fill >= MARGIN

    cpu = llvm_host_cpu()
    llc = min(last_level_cache_bytes() or 32 << 20, 32 << 20)
    print(f"\nverdict: {'streaming stores pay' if streams else 'plain stores'}"
          f" on {cpu}")
    m1 = {v: med[(64, 1, v)] for v in VARIANTS}
    comment = (f"// <CPU, date>: 1 thread, 64 MiB: memcpy {m1['memcpy']:.1f}, "
               f"plain copy {m1['copy-plain']:.1f}, streaming copy "
               f"{m1['copy-stream']:.1f} GB/s; fill plain "
               f"{m1['fill-plain']:.1f}, streaming {m1['fill-stream']:.1f}.")
    print("row for lib/Utils/StreamingStores.cpp:")
    print(comment)
    if streams:
        print(f'{{"{cpu}", {llc >> 20} * kMiB}},')
    else:
        print(f'{{"{cpu}", kPlainStores}},')
    return 0


if __name__ == "__main__":
    sys.exit(main())
