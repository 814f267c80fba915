"""Upstream MLIR's own GPU pipeline, end to end, with smem-opt in the middle.

    python -m bench.upstream_pipeline [--corpus] [--write]

``--corpus`` builds the kernels of ``bench/corpus/upstream-pipeline/`` with stock ``mlir-opt`` 22
and a transform script each (``transform-interpreter``), as a user of upstream's tiling writes
them: linalg tiled with ``tile_using_forall`` (blocks) and ``tile_using_for`` (K), operands
promoted to workgroup memory with ``transform.structured.promote`` in both of its forms
(``memory_space = #gpu.address_space<workgroup>``: an ``i8`` alloc and a view inside the K loop;
``mapping = [#gpu.memory_space<workgroup>]``: typed allocs at the host function's entry, copied with
``memref.copy`` between barriers), foralls mapped with ``map_forall_to_blocks
generate_gpu_launch`` and ``map_nested_forall_to_threads``. Each is kept at three stages: the
launch (``-transform-interpreter -canonicalize``), the loops (then ``convert-linalg-to-loops``) and
the outlined kernel (then ``gpu-kernel-outlining``). The multistage ``cp.async`` kernel is written
by hand in upstream's dialects (``nvgpu.device_async_copy``, ``device_async_wait {numGroups = 1}``),
as upstream's pipelining and CUTLASS leave one.

Without ``--corpus`` it measures every kernel of that folder: the arena ``smem-coalesce`` plans
against the hand-derived optimum (``OPTIMUM``), whether stock ``mlir-opt``'s
``gpu-lower-to-nvvm-pipeline`` reaches PTX with smem-opt (``smem-to-nvvm-ready``) and without it,
the ``.shared`` bytes ``ptxas -v`` reports for smem-opt's PTX, and (small sizes) whether
``--check`` runs it clean. ``--write`` makes it the section ``upstream-pipeline`` of
``bench/results.md``.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

from bench.results_file import publish

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "bench" / "corpus" / "upstream-pipeline"

MATMUL = """func.func @matmul(%A: memref<{n}x{n}xf32>, %B: memref<{n}x{n}xf32>, %C: memref<{n}x{n}xf32>) {{
  linalg.matmul ins(%A, %B : memref<{n}x{n}xf32>, memref<{n}x{n}xf32>) outs(%C : memref<{n}x{n}xf32>)
  return
}}
"""

TWO_MATMULS = """func.func @two_matmuls(%A: memref<{n}x{n}xf32>, %B: memref<{n}x{n}xf32>, %C: memref<{n}x{n}xf32>,
                       %D: memref<{n}x{n}xf32>, %E: memref<{n}x{n}xf32>, %F: memref<{n}x{n}xf32>) {{
  linalg.matmul ins(%A, %B : memref<{n}x{n}xf32>, memref<{n}x{n}xf32>) outs(%C : memref<{n}x{n}xf32>)
  linalg.matmul ins(%D, %E : memref<{n}x{n}xf32>, memref<{n}x{n}xf32>) outs(%F : memref<{n}x{n}xf32>)
  return
}}
"""

PROMOTE = {
    "ms": "memory_space = #gpu.address_space<workgroup>",
    "map": "mapping = [#gpu.memory_space<workgroup>]",
}
"""The two forms of ``transform.structured.promote``'s workgroup placement."""


def _script(body: str) -> str:
    return ("module attributes {transform.with_named_sequence} {\n"
            "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n"
            f"{body}    transform.yield\n  }}\n}}\n")


def matmul_script(form: str, tile: int, grid: int, threads: int | None) -> str:
    """Tile to blocks and K, promote A and B, map to blocks (and threads when ``threads``)."""
    body = f"""    %mm = transform.structured.match ops{{["linalg.matmul"]}} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %mm tile_sizes [{tile}, {tile}] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tk, %loop = transform.structured.tile_using_for %tiled tile_sizes [0, 0, {tile}] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %p = transform.structured.promote %tk {{ operands_to_promote = [0, 1], {PROMOTE[form]} }} : (!transform.any_op) -> !transform.any_op
"""
    if threads is not None:
        body += f"""    %t2, %f2 = transform.structured.tile_using_forall %p num_threads [{threads}, {threads}] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
"""
        if form == "ms":
            body += f"""    %copies = transform.structured.match ops{{["linalg.copy"]}} in %root : (!transform.any_op) -> !transform.any_op
    %t3, %f3 = transform.structured.tile_using_forall %copies num_threads [{threads}, {threads}] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
"""
    body += f"""    %func = transform.structured.match ops{{["func.func"]}} in %root : (!transform.any_op) -> !transform.any_op
    %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch grid_dims = [{grid}, {grid}, 1] : (!transform.any_op) -> !transform.any_op
"""
    if threads is not None:
        body += f"""    transform.gpu.map_nested_forall_to_threads %launch block_dims = [{threads}, {threads}, 1] : (!transform.any_op) -> !transform.any_op
"""
    return _script(body)


def two_matmuls_script(form: str, tile: int, grid: int) -> str:
    """Both matmuls tiled to blocks, their foralls fused into one launch, each one's A and B
    promoted: the first pair's tiles are dead when the second pair's are made."""
    return _script(f"""    %mms = transform.structured.match ops{{["linalg.matmul"]}} in %root : (!transform.any_op) -> !transform.any_op
    %mm1, %mm2 = transform.split_handle %mms : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t1, %f1 = transform.structured.tile_using_forall %mm1 tile_sizes [{tile}, {tile}] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t2, %f2 = transform.structured.tile_using_forall %mm2 tile_sizes [{tile}, {tile}] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused = transform.loop.fuse_sibling %f2 into %f1 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    %mms2 = transform.structured.match ops{{["linalg.matmul"]}} in %root : (!transform.any_op) -> !transform.any_op
    %k1, %k2 = transform.split_handle %mms2 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %p1 = transform.structured.promote %k1 {{ operands_to_promote = [0, 1], {PROMOTE[form]} }} : (!transform.any_op) -> !transform.any_op
    %p2 = transform.structured.promote %k2 {{ operands_to_promote = [0, 1], {PROMOTE[form]} }} : (!transform.any_op) -> !transform.any_op
    %func = transform.structured.match ops{{["func.func"]}} in %root : (!transform.any_op) -> !transform.any_op
    %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch grid_dims = [{grid}, {grid}, 1] : (!transform.any_op) -> !transform.any_op
""")


def variants() -> list[tuple[str, str, str, int]]:
    """(name, payload, transform script, hand-derived optimum in bytes) of each built kernel."""
    out = []
    for form in PROMOTE:
        # small: run by --check; the tiles of A and B are read together by the matmul
        out.append((f"matmul_32_threads_{form}", MATMUL.format(n=32), matmul_script(form, 16, 2, 4), 2 * 16 * 16 * 4))
        out.append((f"matmul_128_threads_{form}", MATMUL.format(n=128), matmul_script(form, 32, 4, 8),
                    2 * 32 * 32 * 4))
        out.append((f"matmul_128_{form}", MATMUL.format(n=128), matmul_script(form, 32, 4, None), 2 * 32 * 32 * 4))
        # each matmul's A and B tiles (16x32 and 32x16 at n = 32): one pair at a time
        out.append((f"two_matmuls_32_{form}", TWO_MATMULS.format(n=32), two_matmuls_script(form, 16, 2),
                    2 * 16 * 32 * 4))
        out.append((f"two_matmuls_128_{form}", TWO_MATMULS.format(n=128), two_matmuls_script(form, 32, 4),
                    2 * 32 * 128 * 4))
    return out


STAGES = {
    "launch": "-transform-interpreter,-canonicalize",
    "loops": "-transform-interpreter,-canonicalize,-convert-linalg-to-loops",
    "outlined": "-transform-interpreter,-canonicalize,-convert-linalg-to-loops,-gpu-kernel-outlining",
}
"""Each stage kept: the mlir-opt flags that make it from the payload and its script."""


def _mlir_opt() -> str:
    from smem_opt.tools.toolchain import require_mlir_opt

    return require_mlir_opt()


def _drop_transform_module(text: str) -> str:
    """The payload module without the transform script (its nested module at the end)."""
    cut = text.find("  module attributes {transform.with_named_sequence}")
    return text if cut < 0 else text[:cut].rstrip() + "\n}\n"


def build_corpus() -> list[Path]:
    mlir_opt = _mlir_opt()
    written = []
    for name, payload, script, optimum in variants():
        for stage, flags in STAGES.items():
            proc = subprocess.run([mlir_opt, *flags.split(",")], input=payload + script, capture_output=True,
                                  text=True, check=True)
            path = CORPUS / f"{name}.{stage}.mlir"
            header = (
                f"// REAL KERNEL (upstream MLIR's GPU pipeline): {name}, {stage} stage\n"
                f"// MADE BY: python -m bench.upstream_pipeline --corpus (stock mlir-opt 22.1.8 {flags.replace(',', ' ')}\n"
                f"//   on the payload and transform script below); hand-derived optimum {optimum} bytes\n"
                + "".join(f"// | {line}\n" for line in (payload + script).splitlines())
            )
            path.write_text(header + _drop_transform_module(proc.stdout))
            written.append(path)
    return written


OPTIMUM_LINE = re.compile(r"hand-derived optimum (\d+) bytes")


def _run(args: list[str], text: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, input=text, capture_output=True, text=True, timeout=1800)


def measure(path: Path, check: bool) -> dict[str, object]:
    from smem_opt.tools.toolchain import find_ptxas

    text = path.read_text()
    found = OPTIMUM_LINE.search(text)
    optimum = int(found.group(1)) if found else None
    smem_opt = [sys.executable, "-m", "smem_opt.tools.smem_opt"]
    planned = _run([*smem_opt, str(path), "-p", "smem-coalesce"])
    arena = [int(b) for b in re.findall(r"smem.arena_bytes = (\d+)", planned.stdout)]
    optimal = "smem.optimal" in planned.stdout
    usage = _run([*smem_opt, str(path), "-p", "smem-to-nvvm-ready", "--emit", "resource-usage", "--target", "sm_80"])
    rows = re.findall(r"^(\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(yes|NO)", usage.stdout, re.M)
    ptxas_bytes = sum(int(r[2]) for r in rows) if rows else None
    mlir_opt = _mlir_opt()
    stock = _run([mlir_opt, str(path), "--pass-pipeline=builtin.module(convert-linalg-to-loops,gpu-kernel-outlining,"
                  "gpu-lower-to-nvvm-pipeline{cubin-chip=sm_80 cubin-features=+ptx70 cubin-format=isa})"])
    ran = None
    if check:
        checked = _run([*smem_opt, str(path), "-p", "smem-coalesce", "--check", "-o", "/dev/null"])
        ran = checked.returncode == 0 and "no difference" in checked.stderr
    return {
        "kernel": path.name.removesuffix(".mlir"),
        "unshared": sum(int(b) for b in re.findall(r"smem.unshared_bytes = (\d+)", planned.stdout)),
        "arena": sum(arena) if arena else None,
        "optimum": optimum,
        "optimal": optimal,
        "ptxas": ptxas_bytes if find_ptxas() else None,
        "match": bool(rows) and all(r[5] == "yes" for r in rows),
        "stock_ptx": stock.returncode == 0,
        "checked": ran,
    }


def table(rows: list[dict[str, object]]) -> str:
    lines = [
        "| kernel, stage | without reuse | smem-opt | optimum | ptxas `.shared` | stock mlir-opt alone reaches PTX | `--check` |",
        "|---|---:|---:|---:|---:|---|---|",
    ]
    for r in rows:
        mark = "" if r["arena"] == r["optimum"] else " (above)"
        lines.append(
            f"| {r['kernel']} | {r['unshared']} | {r['arena']}{mark} | {r['optimum']} | {r['ptxas']} | "
            f"{'yes' if r['stock_ptx'] else 'no'} | "
            f"{'-' if r['checked'] is None else 'clean' if r['checked'] else 'FAILED'} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", action="store_true", help="rebuild bench/corpus/upstream-pipeline first")
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    if args.corpus:
        CORPUS.mkdir(parents=True, exist_ok=True)
        for path in build_corpus():
            print(f"wrote {path.relative_to(ROOT)}", file=sys.stderr)
    rows = [measure(p, check="_32_" in p.name) for p in sorted(CORPUS.glob("*.mlir"))]
    at_optimum = sum(1 for r in rows if r["arena"] == r["optimum"])
    matched = sum(1 for r in rows if r["match"] and r["ptxas"] == r["arena"])
    stock = sum(1 for r in rows if r["stock_ptx"])
    body = "\n".join([
        "## Upstream MLIR's GPU pipeline",
        "",
        "`python -m bench.upstream_pipeline` on `bench/corpus/upstream-pipeline/` (built by `--corpus` with stock "
        "mlir-opt 22.1.8 and a transform script each: `tile_using_forall`, `tile_using_for`, "
        "`transform.structured.promote` in its `memory_space` (`_ms`) and `mapping` (`_map`) forms, "
        "`map_forall_to_blocks generate_gpu_launch`, `map_nested_forall_to_threads`; each at the launch, loops and "
        "outlined stage). smem-opt's PTX: `smem-to-nvvm-ready`, then upstream's `gpu-lower-to-nvvm-pipeline` "
        "(sm_80); stock alone: `convert-linalg-to-loops,gpu-kernel-outlining,gpu-lower-to-nvvm-pipeline` on the "
        "same file. `--check` runs the small (32) kernels.",
        "",
        table(rows),
        "",
        f"**{at_optimum} of {len(rows)}** at the hand-derived optimum; ptxas reports the planned bytes for "
        f"**{matched} of {len(rows)}**; stock mlir-opt alone reaches PTX for {stock} of {len(rows)}.",
    ])
    publish("upstream-pipeline", body, args.write)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
