"""Prints a module of N functions, each padding a small static 2-D tensor."""
import sys

for i in range(int(sys.argv[1])):
    w = 8 + i % 5
    src, dst = f"tensor<3x{w}xf32>", f"tensor<5x{w + 4}xf32>"
    print(f"func.func @f{i}(%x: {src}) -> {dst} {{\n"
          f"  %r = pad.pad %x low[1, 2] high[1, 2] : {src} to {dst}\n"
          f"  return %r : {dst}\n}}")
