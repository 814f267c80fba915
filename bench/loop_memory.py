"""Memory of a process that runs smem-coalesce in a loop: after 10 runs and after N.

    python -m bench.loop_memory [--runs 1000] [--write]

One small kernel (two buffers, a ``gpu.func``) parsed and coalesced N times in a fresh
interpreter, two ways: through the API (``smem_opt.parse`` + ``smem_opt.coalesce``) and through
MLIR's ``PassManager`` (``smem_opt.mlir_passes.smem_coalesce``). Nothing forces a collection: the
collector runs by itself, as in a user's autotuner. The figures are the resident memory and the
collector's tracked objects after 10 and after N runs, and their ratio; ``--write`` makes it the
section ``loop-memory`` of ``bench/results.md``. ``test/python/test_memory_in_loops.py`` runs the
same loop (``LOOP``) as a test.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

from bench.results_file import publish

ROOT = Path(__file__).resolve().parents[1]

KERNEL = """gpu.module @m {
  gpu.func @k(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %a = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %x = memref.load %out[%tx] : memref<64xf32>
    memref.store %x, %a[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %y = memref.load %a[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %y, %b[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %z = memref.load %b[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %z, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
"""

LOOP = r"""
import gc, json, sys
kernel, way, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
def resident():
    return int(open("/proc/self/statm").read().split()[1]) * 4096
if way == "api":
    import smem_opt
    def once():
        module = smem_opt.parse(kernel)
        smem_opt.coalesce(module)
else:
    from smem_opt.mlir_passes import load_mlir, smem_coalesce
    ir, passmanager = load_mlir()
    context = ir.Context()
    def once():
        with context:
            module = ir.Module.parse(kernel)
            pm = passmanager.PassManager("builtin.module")
            pm.add(smem_coalesce())
            pm.run(module.operation)
seen = {}
for k in range(1, runs + 1):
    once()
    if k in (10, runs):
        seen[k] = (len(gc.get_objects()), resident())
print(json.dumps(seen))
"""

WAYS = {"api": "API (parse, coalesce)", "pm": "MLIR PassManager"}


def run_loop(way: str, runs: int) -> dict[str, list[int]]:
    """{"10": [objects, resident bytes], str(runs): [...]} of one fresh interpreter's loop."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.run([sys.executable, "-c", LOOP, KERNEL, way, str(runs)], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=1800)
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr)
    return json.loads(proc.stdout.splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    rows = []
    for way, label in WAYS.items():
        seen = run_loop(way, args.runs)
        (o10, r10), (on, rn) = seen["10"], seen[str(args.runs)]
        rows.append(f"| {label} | {r10 / 2**20:.1f} MiB | {rn / 2**20:.1f} MiB | {rn / r10:.2f} | {o10} | {on} |")
    body = "\n".join([
        "## Memory of in-process loops",
        "",
        f"`python -m bench.loop_memory --runs {args.runs}`: one small kernel parsed and coalesced {args.runs} times "
        "in a fresh interpreter, the collector left to itself (no forced collection).",
        "",
        f"| way | resident after 10 | after {args.runs} | ratio | objects after 10 | after {args.runs} |",
        "|---|---:|---:|---:|---:|---:|",
        *rows,
    ])
    publish("loop-memory", body, args.write)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
