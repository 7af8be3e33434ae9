# ===- fusion.py - pads fused into their producers, timed ------*- Python -*-=== #
#
# Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
# See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------=== #
"""docs/Fusion.md, "a pad costs its border", measured: `bench/run.py --fusion`.

A ReLU on 1x64x256x256 f32 followed by a pad of one on each side of the two
spatial axes, in every mode, against the ReLU alone; a 3x3 convolution
followed by a reflect pad and a second convolution, against one convolution.
Each chain is compiled with `--pad-to-llvm` (fuse-producers=true, the
default) and with fuse-producers=false; every kernel writes into a caller
buffer (`bufferization.materialize_in_destination`). The driver checks that
both builds of a chain give the same bytes, then times all kernels
interleaved, round by round, and reports the least and the median time.
"""

import os
import subprocess

LLVM = "/usr/lib/llvm-22"
MODES = ["constant", "edge", "reflect", "symmetric", "wrap"]
RELU_SHAPE = (1, 64, 256, 256)
CONV_IN, CONV_C = (1, 58, 58, 32), 32


def t(shape):
    return "tensor<%sxf32>" % "x".join(map(str, shape))


def m(shape):
    return "memref<%sxf32>" % "x".join(map(str, shape))


def padded(shape):
    return (shape[0], shape[1] + 2, shape[2] + 2, shape[3]) \
        if shape[3] == CONV_C else (shape[0], shape[1], shape[2] + 2,
                                    shape[3] + 2)


RELU = """  %e = tensor.empty() : {T}
  %y = linalg.generic {{indexing_maps = [#id, #id], iterator_types =
      ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%in : {T}) outs(%e : {T}) {{
  ^bb0(%a: f32, %b: f32):
    %z = arith.constant 0.0 : f32
    %r = arith.maximumf %a, %z : f32
    linalg.yield %r : f32
  }} -> {T}
"""

CONV = """  %e{n} = tensor.empty() : {O}
  %z{n} = arith.constant 0.0 : f32
  %f{n} = linalg.fill ins(%z{n} : f32) outs(%e{n} : {O}) -> {O}
  %{out} = linalg.conv_2d_nhwc_hwcf {{dilations = dense<1> : tensor<2xi64>,
      strides = dense<1> : tensor<2xi64>}} ins(%{src}, %w{n} : {I}, {W})
      outs(%f{n} : {O}) -> {O}
"""


def kernels():
    """name -> (MLIR function, C argument count)."""
    x, y = RELU_SHAPE, padded(RELU_SHAPE)
    out = {}
    head = "func.func @{name}({args}) attributes {{llvm.emit_c_interface}} {{\n"
    tail = ("  bufferization.materialize_in_destination %{v} in restrict "
            "writable %out : ({T}, {M}) -> ()\n  return\n}}\n")
    args = "%%in: %s, %%out: %s" % (t(x), m(x))
    out["relu"] = (head.format(name="relu", args=args) + RELU.format(T=t(x)) +
                   tail.format(v="y", T=t(x), M=m(x)), 2)
    for mode in MODES:
        name = "relu_pad_" + mode
        args = "%%in: %s, %%out: %s" % (t(x), m(y))
        out[name] = (
            head.format(name=name, args=args) + RELU.format(T=t(x)) +
            "  %%p = pad.pad %%y low[0, 0, 1, 1] high[0, 0, 1, 1]%s : %s to %s\n"
            % ("" if mode == "constant" else " mode(%s)" % mode, t(x), t(y)) +
            tail.format(v="p", T=t(y), M=m(y)), 2)
    i, w = CONV_IN, (3, 3, CONV_C, CONV_C)
    o = (1, i[1] - 2, i[2] - 2, CONV_C)
    args = "%%in: %s, %%w0: %s, %%out: %s" % (t(i), t(w), m(o))
    out["conv"] = (head.format(name="conv", args=args) +
                   CONV.format(n=0, out="c0", src="in", I=t(i), W=t(w),
                               O=t(o)) +
                   tail.format(v="c0", T=t(o), M=m(o)), 3)
    args = "%%in: %s, %%w0: %s, %%w1: %s, %%out: %s" % (t(i), t(w), t(w),
                                                       m(o))
    out["conv_pad_conv"] = (
        head.format(name="conv_pad_conv", args=args) +
        CONV.format(n=0, out="c0", src="in", I=t(i), W=t(w), O=t(o)) +
        "  %%p = pad.pad %%c0 low[0, 1, 1, 0] high[0, 1, 1, 0] mode(reflect)"
        " : %s to %s\n" % (t(o), t(i)) +
        CONV.format(n=1, out="c1", src="p", I=t(i), W=t(w), O=t(o)) +
        tail.format(v="c1", T=t(o), M=m(o)), 4)
    return out


DRIVER = r"""
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { float *alloc, *aligned; int64_t offset, sizes[4], strides[4]; } M4;
static M4 buffer(int64_t a, int64_t b, int64_t c, int64_t d, int fill) {
  M4 m = {0, 0, 0, {a, b, c, d}, {b * c * d, c * d, d, 1}};
  m.alloc = m.aligned = aligned_alloc(64, ((a * b * c * d * 4 + 63) / 64) * 64);
  for (int64_t k = 0; k < a * b * c * d; ++k)
    m.aligned[k] = fill ? (float)((k * 7919 %% 2001) - 1000) / 1000.0f : 0.0f;
  return m;
}
static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}
static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}
static M4 x, x2, y, y2, ci, w0, w1, co, co2;
%(decls)s
#define ROUNDS %(rounds)d
int main(void) {
  x = buffer(%(x)s, 1), x2 = buffer(%(x)s, 0);
  y = buffer(%(y)s, 0), y2 = buffer(%(y)s, 0);
  ci = buffer(%(ci)s, 1), w0 = buffer(%(w)s, 1), w1 = buffer(%(w)s, 1);
  co = buffer(%(co)s, 0), co2 = buffer(%(co)s, 0);
  struct { const char *name; void (*run)(void); } k[] = {
%(table)s  };
  int n = sizeof k / sizeof k[0];
  /* The fused and unfused builds of each chain agree byte for byte. */
%(checks)s
  static double times[64][ROUNDS];
  for (int i = 0; i < n; ++i) k[i].run();
  for (int r = 0; r < ROUNDS; ++r)
    for (int j = 0; j < n; ++j) {
      int i = (j + r) %% n;
      double t0 = now();
      k[i].run();
      times[i][r] = now() - t0;
    }
  for (int i = 0; i < n; ++i) {
    qsort(times[i], ROUNDS, sizeof(double), cmp);
    printf("%%s %%.6f %%.6f\n", k[i].name, times[i][0], times[i][ROUNDS / 2]);
  }
  return 0;
}
"""


def build_and_run(pad_opt, work, rounds, log):
    """Compiles the kernels with and without fusion, runs the driver;
    returns {kernel: (least, median)} in seconds, "+unfused" for the
    builds without fusion."""
    funcs = kernels()
    module = "#id = affine_map<(a, b, c, d) -> (a, b, c, d)>\n" + \
        "\n".join(f for f, _ in funcs.values())
    objects = []
    for suffix, option in [("", "true"), ("_unfused", "false")]:
        base = os.path.join(work, "fusion" + suffix)
        text = module if not suffix else module.replace(
            "func.func @", "func.func @u_")
        with open(base + ".mlir", "w") as f:
            f.write(text)
        log("compiling fusion%s.mlir ..." % suffix)
        subprocess.run([pad_opt, base + ".mlir", "--pad-to-llvm=fuse-producers="
                        + option, "-o", base + ".llvm.mlir"], check=True)
        subprocess.run([LLVM + "/bin/mlir-translate", "--mlir-to-llvmir",
                        base + ".llvm.mlir", "-o", base + ".ll"], check=True)
        subprocess.run(["clang-22", "-O3", "-march=native",
                        "-Wno-override-module", "-c", base + ".ll", "-o",
                        base + ".o"], check=True)
        objects.append(base + ".o")
    args = {2: "(&x, &y)", 3: "(&ci, &w0, &co)", 4: "(&ci, &w0, &w1, &co)"}
    decls, table, checks = [], [], []
    for name, (_, nargs) in funcs.items():
        outs = "y" if name.startswith("relu_pad") else \
            "x" if name == "relu" else "co"
        for prefix in ["", "u_"]:
            if prefix and name in ("relu", "conv"):
                continue
            sym = "_mlir_ciface_" + prefix + name
            decls.append("void %s(%s);" % (sym, ", ".join(["M4 *"] * nargs)))
            call = args[nargs]
            if name == "relu":
                call = "(&x, &x2)"
            decls.append("static void run_%s%s(void) { %s%s; }" % (
                prefix, name, sym, call))
            table.append('    {"%s%s", run_%s%s},\n' % (
                name, "+unfused" if prefix else "", prefix, name))
        if name.startswith("relu_pad") or name == "conv_pad_conv":
            o2 = outs + "2"
            checks.append(
                "  _mlir_ciface_%s%s; _mlir_ciface_u_%s%s;\n"
                "  if (memcmp(%s.aligned, %s.aligned, %s.sizes[0] * %s.strides[0]"
                " * 4)) { printf(\"MISMATCH %s\\n\"); return 1; }\n" % (
                    name, args[nargs], name,
                    args[nargs].replace("&" + outs + ")", "&" + o2 + ")"),
                    outs, o2, outs, outs, name))
    x, y = RELU_SHAPE, padded(RELU_SHAPE)
    o = (1, CONV_IN[1] - 2, CONV_IN[2] - 2, CONV_C)
    c_text = DRIVER % dict(
        decls="\n".join(decls), rounds=rounds, table="".join(table),
        checks="".join(checks), x=", ".join(map(str, x)),
        y=", ".join(map(str, y)), ci=", ".join(map(str, CONV_IN)),
        w="3, 3, %d, %d" % (CONV_C, CONV_C), co=", ".join(map(str, o)))
    driver_c = os.path.join(work, "fusion_driver.c")
    with open(driver_c, "w") as f:
        f.write(c_text)
    driver = os.path.join(work, "fusion-bench")
    subprocess.run(["clang-22", "-O2", "-march=native", driver_c] + objects +
                   ["-o", driver], check=True)
    log("running %s ..." % driver)
    out = subprocess.run([driver], capture_output=True, text=True, check=True)
    times = {}
    for line in out.stdout.splitlines():
        name, least, median = line.split()
        times[name] = (float(least), float(median))
    return times


def fusion_table(pad_opt, work, log, rounds=25):
    """The Markdown table of `bench/run.py --fusion`."""
    times = build_and_run(pad_opt, work, rounds, log)
    ms = lambda s: "%.2f" % (s * 1e3)
    rows = ["| chain | ms (least / median) | × producer alone, fused | "
            "unfused: ms | × producer alone, unfused |",
            "|---|---|---|---|---|"]
    for name, alone in [("relu_pad_" + m, "relu") for m in MODES] + \
            [("conv_pad_conv", "conv")]:
        f, u, a = times[name], times[name + "+unfused"], times[alone]
        rows.append("| %s | %s / %s | %.2f | %s | %.2f |" % (
            name, ms(f[0]), ms(f[1]), f[0] / a[0], ms(u[0]), u[0] / a[0]))
    rows.append("| relu alone | %s / %s | 1 | | |" % (
        ms(times["relu"][0]), ms(times["relu"][1])))
    rows.append("| conv alone | %s / %s | 1 | | |" % (
        ms(times["conv"][0]), ms(times["conv"][1])))
    return "\n".join(rows)
