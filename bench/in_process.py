"""smem-coalesce inside upstream MLIR's PassManager, in one process, against the CLI pipe.

    python -m bench.in_process [--kernels N] [--write]

N kernels (default 100: the differential fuzzer's generator, ``gpu.func`` in upstream form, seeds
1..N) each go through ``canonicalize``, ``smem-coalesce``, ``cse``, two ways, timed in the same
run, alternating kernel by kernel so that both see the same machine:

- *in process*: one Python process, MLIR's ``PassManager`` with ``smem_opt.mlir_passes``'s pass in
  the middle (module parsed, pipeline run; the bindings loaded once, before the clock starts);
- *CLI pipe*: ``mlir-opt --canonicalize | smem-opt -p smem-coalesce | mlir-opt --cse`` per kernel.

Both outputs must be the same module (compared as mlir-opt prints them). The figure is the ratio
of the per-kernel times; ``--write`` makes it the section ``in-process`` of ``bench/results.md``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench.results_file import publish

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "test" / "python"))
from generators.gen_diff import DiffKernelGen  # noqa: E402
from generators.gen import RandomChooser  # noqa: E402


def kernel(seed: int) -> str:
    import random

    gen = DiffKernelGen(RandomChooser(random.Random(seed)), f"k{seed}")
    gen.form = "gpu.func"
    return gen.module("gpu.func")


def _in_process(text: str, ir, passmanager) -> tuple[float, str]:
    from smem_opt.mlir_passes import smem_coalesce

    start = time.perf_counter()
    with ir.Context():
        module = ir.Module.parse(text)
        pm = passmanager.PassManager.parse("builtin.module(canonicalize)")
        pm.add(smem_coalesce())
        pm.add("cse")
        pm.run(module.operation)
        out = str(module)
    return time.perf_counter() - start, out


def _pipe(text: str, mlir_opt: str) -> tuple[float, str]:
    smem = [sys.executable, "-m", "smem_opt.tools.smem_opt", "-", "-p", "smem-coalesce"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    start = time.perf_counter()
    a = subprocess.run([mlir_opt, "--canonicalize"], input=text, capture_output=True, text=True, check=True)
    b = subprocess.run(smem, input=a.stdout, capture_output=True, text=True, check=True, env=env)
    c = subprocess.run([mlir_opt, "--cse"], input=b.stdout, capture_output=True, text=True, check=True)
    return time.perf_counter() - start, c.stdout


def _canonical(text: str, mlir_opt: str) -> str:
    return subprocess.run([mlir_opt], input=text, capture_output=True, text=True, check=True).stdout


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernels", type=int, default=100)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    from smem_opt.mlir_passes import load_mlir
    from smem_opt.tools.toolchain import require_mlir_opt

    ir, passmanager = load_mlir()
    mlir_opt = require_mlir_opt()
    inside, piped, differ = [], [], 0
    for seed in range(1, args.kernels + 1):
        text = kernel(seed)
        t1, out1 = _in_process(text, ir, passmanager)
        t2, out2 = _pipe(text, mlir_opt)
        inside.append(t1)
        piped.append(t2)
        differ += _canonical(out1, mlir_opt) != _canonical(out2, mlir_opt)
    mean_in, mean_pipe = statistics.mean(inside), statistics.mean(piped)
    body = "\n".join([
        "## In-process pipelines",
        "",
        f"`python -m bench.in_process --kernels {args.kernels}` ({os.cpu_count()} cores): `canonicalize`, "
        "`smem-coalesce`, `cse` on each of the differential fuzzer's `gpu.func` kernels (seeds 1.."
        f"{args.kernels}), in one process through MLIR's `PassManager` (`smem_opt.mlir_passes`) and as the CLI pipe "
        "`mlir-opt | smem-opt | mlir-opt`, alternating kernel by kernel.",
        "",
        "| way | mean per kernel | median |",
        "|---|---:|---:|",
        f"| in process | {mean_in * 1000:.0f} ms | {statistics.median(inside) * 1000:.0f} ms |",
        f"| CLI pipe | {mean_pipe * 1000:.0f} ms | {statistics.median(piped) * 1000:.0f} ms |",
        "",
        f"**In process: {mean_pipe / mean_in:.1f}x faster per kernel** (the same output for "
        f"{args.kernels - differ} of {args.kernels} kernels).",
    ])
    publish("in-process", body, args.write)
    return 0 if differ == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
