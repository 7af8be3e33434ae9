#!/usr/bin/python3
# ===- cases.py - the benchmark cases and their MLIR kernels ---------------=== #
#
# Part of the pad project, under the Apache License v2.0 with LLVM Exceptions.
# See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------=== #
"""The cases of bench/run.py, the implementations timed on each, and the MLIR
kernels generated for them."""

import re

# ----------------------------------------------------------------------------
# Cases: the paddings of the frameworks and kernel libraries pad covers
# (OpenVINO Pad-1, embARC MLI, nGraph interior), plus dynamic-shape variants and a
# convolution-input reflect pad, which exercise the code paths that static
# shapes let LLVM fold away.
# ----------------------------------------------------------------------------


def case(cid, title, shape, low, high, mode="constant", dtype="f32",
         interior=None, value=0.0, dynamic=False, grad=False):
    """`dynamic`: the kernels see `?` for every dimension (the amounts stay
    static), as a model compiled for unknown shapes would. `grad`: the
    kernels are `pad.pad_grad` of the pad (reading the gradient of its
    output, writing that of its input `shape`)."""
    return dict(id=cid, title=title, shape=shape, low=low, high=high,
                mode=mode, dtype=dtype, interior=interior or [0] * len(shape),
                value=value, dynamic=dynamic, grad=grad)


NCHW = ([1, 64, 256, 256], [0, 1, 1, 1], [0, 1, 1, 1])
MAT = ([4096, 4096], [3, 5], [7, 9])
CASES = (
    [case(f"nchw-{m}", f"1x64x256x256 f32, +1 on the 3 inner axes, {m}",
          *NCHW, mode=m) for m in ("constant", "reflect", "edge")] +
    [case(f"mat-{m}", f"4096x4096 f32, low [3, 5] high [7, 9], {m}",
          *MAT, mode=m)
     for m in ("constant", "reflect", "edge", "symmetric", "wrap")] +
    [case("small", "1x3x32x40 f32 (OpenVINO Pad-1 style), low [0, 5, 2, 1] "
          "high [1, 0, 3, 7], constant 15.0",
          [1, 3, 32, 40], [0, 5, 2, 1], [1, 0, 3, 7], value=15.0),
     case("mli-i8", "16x224x224 i8 CHW (embARC MLI style), top 2, right 1, "
          "constant 0", [16, 224, 224], [0, 2, 0], [0, 0, 1], dtype="i8"),
     case("interior", "512x512 f32 (nGraph style), interior [1, 1], "
          "constant 0", [512, 512], [0, 0], [0, 0], interior=[1, 1])] +
    [case(f"mat-{m}-dyn", f"as `mat-{m}`, dimensions dynamic "
          "(`tensor<?x?xf32>`)", *MAT, mode=m, dynamic=True)
     for m in ("constant", "reflect")] +
    [case("conv-reflect" + suffix, "1x64x56x56 f32, reflect 3 on H and W "
          "(a 7x7 convolution's input)" + note, [1, 64, 56, 56], [0, 0, 3, 3],
          [0, 0, 3, 3], mode="reflect", dynamic=dyn)
     for suffix, note, dyn in (("", "", False),
                               ("-dyn", ", dimensions dynamic", True))] +
    # Every mode of the convolution pad with dynamic shapes, and interior
    # padding on a 16 MB output.
    [case(f"conv3-{m}-dyn", f"1x64x56x56 f32, +3 on H and W, {m}, "
          "dimensions dynamic", [1, 64, 56, 56], [0, 0, 3, 3], [0, 0, 3, 3],
          mode=m, dynamic=True)
     for m in ("constant", "edge", "reflect", "symmetric", "wrap")] +
    # Rows shorter than a vector: a 3x3 convolution's input on the 7x7 maps
    # of a network's last stage.
    [case("conv7-dyn", "1x512x7x7 f32, +1 on H and W, constant, dimensions "
          "dynamic (rows of 7 elements)", [1, 512, 7, 7], [0, 0, 1, 1],
          [0, 0, 1, 1], dynamic=True)] +
    [case("nhwc", "1x56x56x64 f32 NHWC, +3 on H and W, constant (a 7x7 "
          "convolution's input in TensorFlow's layout)", [1, 56, 56, 64],
          [0, 3, 3, 0], [0, 3, 3, 0]),
     case("nhwc-rgb", "1x224x224x3 f32 NHWC, +3 on H and W, constant (the "
          "RGB input of a 7x7 stem convolution)", [1, 224, 224, 3],
          [0, 3, 3, 0], [0, 3, 3, 0])] +
    [case("interior-1024", "1024x1024 f32, interior [1, 1], constant 0 "
          "(16 MB output)", [1024, 1024], [0, 0], [0, 0], interior=[1, 1])] +
    [case(f"img16-{m}", f"1x3x1024x1024 f32, +16 on H and W, {m}",
          [1, 3, 1024, 1024], [0, 0, 16, 16], [0, 0, 16, 16], mode=m)
     for m in ("constant", "edge", "reflect", "symmetric", "wrap")] +
    # Few planes of sizes known at run time only: with parallel=true one loop
    # over the rows of all planes.
    [case("img16-reflect-dyn", "as `img16-reflect`, dimensions dynamic",
          [1, 3, 1024, 1024], [0, 0, 16, 16], [0, 0, 16, 16], mode="reflect",
          dynamic=True)] +
    # Many planes above the last-level cache: streamed lines plane by plane.
    [case(f"planes-{m}", f"1x64x512x512 f32, +3 on H and W, {m} (69 MB "
          "output)", [1, 64, 512, 512], [0, 0, 3, 3], [0, 0, 3, 3], mode=m)
     for m in ("constant", "reflect")] +
    # Amounts past one fold (docs/Semantics.md, "Any width"): a border of 97 %
    # of the output read from the input many times over, and whole rows
    # wrapped 64 times.
    [case("wide-reflect", "1x3x32x32 f32, reflect 100 on H and W (97 % "
          "border)", [1, 3, 32, 32], [0, 0, 100, 100], [0, 0, 100, 100],
          mode="reflect"),
     case("wide-wrap", "64x4096 f32 wrapped to 4096x4096 along the rows",
          [64, 4096], [2016, 0], [2016, 0], mode="wrap")] +
    # pad.pad_grad (docs/Semantics.md): the gradients of the `mat-*` pads
    # and of the `conv3-*-dyn` ones; memcpy copies gy's bytes.
    [case(f"grad-mat-{m}", f"pad.pad_grad of `mat-{m}`: 4106x4110 f32 "
          "gradient to 4096x4096", *MAT, mode=m, grad=True)
     for m in ("constant", "edge", "reflect", "symmetric", "wrap")] +
    [case(f"grad-conv3-{m}-dyn", f"pad.pad_grad of `conv3-{m}-dyn`: "
          "1x64x62x62 f32 gradient to 1x64x56x56, dimensions dynamic",
          [1, 64, 56, 56], [0, 0, 3, 3], [0, 0, 3, 3], mode=m, dynamic=True,
          grad=True)
     for m in ("constant", "edge", "reflect", "symmetric", "wrap")])
QUICK = ("nchw-constant", "nchw-reflect", "mat-constant", "mat-reflect",
         "small", "mli-i8", "interior", "conv-reflect", "conv-reflect-dyn")

# (label, strategy, runtime-checks[, more --pad-to-llvm options])
PAD_CONFIGS = (("pad vector", "vector", False),
               ("pad vector +checks", "vector", True),
               ("pad vector nt=always", "vector", False, "nontemporal=always"),
               ("pad vector nt=never", "vector", False, "nontemporal=never"),
               ("pad vector parallel", "vector", False, "parallel=true"),
               ("pad vector parallel nt=always", "vector", False,
                "parallel=true nontemporal=always"),
               ("pad vector huge-pages", "vector", False, "huge-pages=true"),
               ("pad linalg", "linalg", False),
               ("pad loops", "loops", False))
UPSTREAM = "upstream tensor.pad"
NUMPY = "numpy.pad"
# PyTorch's backward of the pad (gradient cases, where `import torch` works:
# Debian's python3-torch; optional).
TORCH = "torch backward"
# The driver's copies of the output bytes beside memcpy: the vector
# strategy's plain store loop, and streaming stores on one and two threads
# (the bandwidth limit of a large output; bench/driver.cpp).
COPY_LOOPS = ("AVX2 copy loop", "streaming copy loop",
              "streaming copy loop 2 threads")
UPSTREAM_PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--buffer-deallocation-pipeline", "--convert-bufferization-to-memref",
    "--convert-linalg-to-loops", "--convert-scf-to-cf",
    "--expand-strided-metadata", "--lower-affine", "--convert-to-llvm",
    "--reconcile-unrealized-casts"]
# The driver's name of each form: into a caller's memref, allocating, into a
# caller's buffer through a writable tensor argument.
FORM_ENUMS = dict(dps="kDps", alloc="kAlloc", tdps="kTensorDps")
FORM_NAMES = dict(dps="existing buffer", alloc="allocating",
                  tdps="existing buffer, tensor destination")
# Implementation rows of a case section, in this order.
ROWS = ([(label, form) for label, *_ in PAD_CONFIGS
         for form in ("dps", "tdps", "alloc")] +
        [(UPSTREAM, "dps"), (UPSTREAM, "alloc"), (NUMPY, "alloc"),
         (TORCH, "alloc")])


def out_shape(c):
    shape = []
    for d, p, q, r in zip(c["shape"], c["low"], c["high"], c["interior"]):
        dilated = 0 if d == 0 else (d - 1) * (r + 1) + 1
        shape.append(max(0, p + dilated + q))
    return shape


def kernel_shapes(c):
    """The shapes a case's kernels read and write: the pad's input and
    output, swapped for a gradient."""
    src, dst = c["shape"], out_shape(c)
    return (dst, src) if c.get("grad") else (src, dst)


def ident(s):
    return re.sub(r"[^A-Za-z0-9]", "_", s)


# ----------------------------------------------------------------------------
# MLIR generation.
# ----------------------------------------------------------------------------


def tensor_type(shape, dtype, kind="tensor", dynamic=False):
    dims = ["?"] * len(shape) if dynamic else list(map(str, shape))
    return f"{kind}<{'x'.join(dims)}x{dtype}>"


def constant(c, name):
    literal = repr(float(c["value"])) if c["dtype"] == "f32" else \
        str(int(c["value"]))
    return f"  %{name} = arith.constant {literal} : {c['dtype']}\n"


def functions(c, name, pad_body, tensor_dps):
    """The DPS (`<name>_into`) and allocating (`<name>_alloc`) functions and,
    with `tensor_dps`, the DPS form on tensors (`<name>_tinto`, a writable
    tensor argument: IREE style; its C interface is the one of `_into`, see
    docs/Lowering.md, "Destinations"); `pad_body(c)` returns the lines
    computing `%r` from `%in`."""
    src_shape, dst_shape = kernel_shapes(c)
    src = tensor_type(src_shape, c["dtype"], dynamic=c["dynamic"])
    dst = tensor_type(dst_shape, c["dtype"], dynamic=c["dynamic"])
    dst_memref = tensor_type(dst_shape, c["dtype"], "memref", c["dynamic"])
    attrs = "attributes { llvm.emit_c_interface }"
    text = (
        f"func.func @{name}_into(%in: {src}, %out: {dst_memref}) {attrs} {{\n"
        f"{pad_body(c)}"
        f"  bufferization.materialize_in_destination %r in restrict writable "
        f"%out : ({dst}, {dst_memref}) -> ()\n"
        f"  return\n}}\n\n"
        f"func.func @{name}_alloc(%in: {src}) -> {dst} {attrs} {{\n"
        f"{pad_body(c)}"
        f"  return %r : {dst}\n}}\n")
    if tensor_dps:
        text += (
            f"\nfunc.func @{name}_tinto(%in: {src}, %out: {dst} "
            f"{{bufferization.writable = true}}) -> {dst} {attrs} {{\n"
            f"{pad_body(c)}"
            f"  %t = bufferization.materialize_in_destination %r in %out : "
            f"({dst}, {dst}) -> {dst}\n"
            f"  return %t : {dst}\n}}\n")
    return text


def pad_pad_body(c):
    text = ""
    join = lambda xs: ", ".join(map(str, xs))
    op = f"pad.pad %in low[{join(c['low'])}] high[{join(c['high'])}]"
    if any(c["interior"]):
        op += f" interior[{join(c['interior'])}]"
    if c["mode"] != "constant":
        op += f" mode({c['mode']})"
    if c["value"] != 0:
        text += constant(c, "v")
        op += " value(%v)"
    src = tensor_type(c["shape"], c["dtype"], dynamic=c["dynamic"])
    dst = tensor_type(out_shape(c), c["dtype"], dynamic=c["dynamic"])
    return text + f"  %r = {op} : {src} to {dst}\n"


def pad_grad_body(c):
    join = lambda xs: ", ".join(map(str, xs))
    op = f"pad.pad_grad %in low[{join(c['low'])}] high[{join(c['high'])}]"
    if any(c["interior"]):
        op += f" interior[{join(c['interior'])}]"
    if c["mode"] != "constant":
        op += f" mode({c['mode']})"
    src_shape, dst_shape = kernel_shapes(c)
    src = tensor_type(src_shape, c["dtype"], dynamic=c["dynamic"])
    dst = tensor_type(dst_shape, c["dtype"], dynamic=c["dynamic"])
    return f"  %r = {op} : {src} to {dst}\n"


def tensor_pad_body(c):
    join = lambda xs: ", ".join(map(str, xs))
    args = ", ".join(f"%i{k}: index" for k in range(len(c["shape"])))
    src = tensor_type(c["shape"], c["dtype"], dynamic=c["dynamic"])
    dst = tensor_type(out_shape(c), c["dtype"], dynamic=c["dynamic"])
    return (constant(c, "v") +
            f"  %r = tensor.pad %in low[{join(c['low'])}] "
            f"high[{join(c['high'])}] {{\n  ^bb0({args}):\n"
            f"    tensor.yield %v : {c['dtype']}\n  }} : {src} to {dst}\n")


def upstream_supports(c):
    return (c["mode"] == "constant" and not any(c["interior"]) and
            not c.get("grad"))
