"""What the GPU runner runs, and compiling it to PTX with and without reuse.

A *case* is one bench kernel (``bench.kernels.KERNELS``) in one configuration:

- ``check``: the kernel at its realistic size and grid; its outputs are compared
  with the numpy reference and between the two variants, its occupancy with the
  driver's, and the coalesced kernel goes through ``compute-sanitizer``;
- ``corpus``: a real kernel of ``bench/corpus`` as written (``bench/gpu/corpus.py``): its
  variants compared bit for bit (no numpy reference) and the coalesced one sanitized;
- ``timing``: the same tiles and block size on a larger problem, so that the
  grid is at least ``WAVES`` waves on an ``SM_COUNT``-SM GPU at the most blocks
  per SM that shared memory, warps and the block limit allow in either variant
  (registers can only lower that, so the real count of waves is at least as
  high); timed, and its variants compared bit for bit.

Each case is compiled through smem-opt's own pipeline twice: ``without`` reuse
(``convert-smem-to-gpu``) and ``with`` it (``smem-to-nvvm-ready``), each to PTX
for the target by upstream ``mlir-opt`` and checked with ``ptxas -v``. The report
(``smem-opt --smem-report``, registers from ptxas) gives each variant's blocks per
SM: the figure the GPU run holds against ``cuOccupancyMaxActiveBlocksPerMultiprocessor``.
``compile_cases`` writes the PTX files and ``manifest.json`` (``MANIFEST_SCHEMA``)
into a directory, so that the machine with the GPU needs no compiler; only it
imports smem-opt's toolchain.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CONFIGS = ("check", "timing")
VARIANTS = ("without", "with")
PIPELINES = {"without": "convert-smem-to-gpu", "with": "smem-to-nvvm-ready"}
REPORT_VARIANTS = {"without": "without_reuse", "with": "with_reuse"}
WAVES = 8
"""Timing grids hold at least this many waves; the results mark rows with fewer."""
SM_COUNT = 132
"""SMs of an H100 SXM; the timing grids are sized for it (more SMs: fewer waves,
which the run reports)."""
MANIFEST = "manifest.json"
MANIFEST_SCHEMA = "smem-opt-gpu-cases"
MANIFEST_VERSION = 1
DEFAULT_TARGET = "sm_90"


class ManifestError(ValueError):
    """A PTX directory without a usable manifest."""


@dataclass
class Case:
    """One kernel in one configuration, and (once compiled) its two variants."""

    kernel: str
    config: str
    size: str
    params: dict[str, Any]
    """Overrides of the kernel's parameters for this size."""
    block: tuple[int, int, int]
    grid: tuple[int, int, int]
    args: list[dict[str, Any]]
    """name, shape, dtype (numpy name), role ("in"/"out") of each memref argument."""
    tolerance: dict[str, float]
    entry: str
    """The kernel's symbol in the PTX."""
    variants: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Per variant: ``ptx`` (file name), ``static_bytes``, ``dynamic_bytes``,
    ``registers`` (ptxas), and the report's ``report_blocks_per_sm``,
    ``report_limited_by``, ``report_exact``, ``report_registers``."""

    @property
    def key(self) -> str:
        return f"{self.kernel}.{self.config}"

    @property
    def threads(self) -> int:
        return math.prod(self.block)

    @property
    def blocks(self) -> int:
        return math.prod(self.grid)

    def shared_bytes(self, variant: str) -> int:
        v = self.variants[variant]
        return v["static_bytes"] + v["dynamic_bytes"]

    def data_bytes(self) -> int:
        import numpy as np

        return sum(math.prod(a["shape"]) * np.dtype(a["dtype"]).itemsize for a in self.args)

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "kernel": self.kernel,
            "config": self.config,
            "size": self.size,
            "params": self.params,
            "block": list(self.block),
            "grid": list(self.grid),
            "args": self.args,
            "tolerance": self.tolerance,
            "entry": self.entry,
            "variants": self.variants,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Case:
        return cls(
            kernel=d["kernel"],
            config=d["config"],
            size=d["size"],
            params=dict(d["params"]),
            block=tuple(d["block"]),  # type: ignore[arg-type]
            grid=tuple(d["grid"]),  # type: ignore[arg-type]
            args=list(d["args"]),
            tolerance=dict(d["tolerance"]),
            entry=d["entry"],
            variants=dict(d["variants"]),
        )


@dataclass
class Manifest:
    """The compiled cases of one PTX directory."""

    directory: Path
    target: str
    cases: list[Case]
    provenance: dict[str, Any]
    skipped: list[dict[str, str]] = field(default_factory=list)
    """Corpus kernels not run: ``kernel`` and ``reason`` (``bench.gpu.corpus``)."""

    def ptx(self, case: Case, variant: str) -> str:
        return (self.directory / case.variants[variant]["ptx"]).read_text()

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": MANIFEST_SCHEMA,
            "version": MANIFEST_VERSION,
            "target": self.target,
            "provenance": self.provenance,
            "cases": [c.to_json() for c in self.cases],
            "skipped": self.skipped,
        }

    def write(self) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        tmp = self.directory / (MANIFEST + ".tmp")
        tmp.write_text(json.dumps(self.to_json(), indent=1) + "\n")
        os.replace(tmp, self.directory / MANIFEST)


def load_manifest(directory: str | os.PathLike[str]) -> Manifest:
    """The manifest of a directory written by ``compile_cases``; every PTX file must be there."""
    root = Path(directory)
    path = root / MANIFEST
    try:
        data = json.loads(path.read_text())
    except FileNotFoundError:
        raise ManifestError(
            f"{path} not found: make the directory with python -m bench.gpu_run --compile-only {root}"
        ) from None
    except (OSError, ValueError) as err:
        raise ManifestError(f"cannot read {path}: {err}") from None
    if data.get("schema") != MANIFEST_SCHEMA or data.get("version") != MANIFEST_VERSION:
        raise ManifestError(f"{path} is not a {MANIFEST_SCHEMA} v{MANIFEST_VERSION} manifest")
    cases = [Case.from_json(c) for c in data["cases"]]
    for case in cases:
        for variant in VARIANTS:
            if variant not in case.variants:
                raise ManifestError(f"{path}: case {case.key} has no '{variant}' variant")
            ptx = root / case.variants[variant]["ptx"]
            if not ptx.is_file():
                raise ManifestError(f"{ptx} is missing (listed in {path})")
    return Manifest(root, data["target"], cases, data.get("provenance", {}), list(data.get("skipped", [])))


# -- the cases ----------------------------------------------------------------------------


def kernel_module(name: str):
    from bench.kernels import KERNELS

    if name not in KERNELS:
        raise KeyError(f"unknown bench kernel '{name}' (known: {', '.join(KERNELS)})")
    return KERNELS[name]


def make_case(name: str, config: str, size: str, params: dict[str, Any]) -> Case:
    """The launch shape and arguments of kernel ``name`` at ``size`` with ``params``."""
    mod = kernel_module(name)
    block = tuple((list(mod.block_size(size, **params)) + [1, 1, 1])[:3])
    grid = tuple((list(mod.grid_size(size, **params)) + [1, 1, 1])[:3])
    args = [
        {"name": a.name, "shape": list(a.shape), "dtype": a.dtype, "role": a.role}
        for a in mod.args(size, **params)
    ]
    return Case(name, config, size, dict(params), block, grid, args, dict(mod.TOLERANCE), mod.NAME)  # type: ignore[arg-type]


def _side(goal: int) -> int:
    return math.isqrt(goal - 1) + 1 if goal > 1 else 1


def _square(tile_keys: tuple[str, str], dims: tuple[str, str]) -> Callable[[dict, int], dict]:
    """A square problem of ``side x side`` tiles (tiles of ``tile_keys`` along ``dims``)."""

    def scale(p: dict, goal: int) -> dict:
        side = _side(goal)
        return {dims[0]: side * p[tile_keys[0]], dims[1]: side * p[tile_keys[1]]}

    return scale


def _streamk(p: dict, goal: int) -> dict:
    # One output tile per block: m grows until there are `goal` tiles.
    tiles_n = p["n"] // p["bn"]
    tiles_m = -(-goal // tiles_n)
    return {"m": tiles_m * p["bm"], "grid": tiles_m * tiles_n}


TIMING_SHAPES: dict[str, Callable[[dict, int], dict]] = {
    "matmul_tiled": _square(("tile", "tile"), ("n", "n")),
    "batched_matmul": _square(("tile", "tile"), ("n", "n")),
    "multistage3": _square(("bm", "bn"), ("m", "n")),
    "multistage4": _square(("bm", "bn"), ("m", "n")),
    "streamk": _streamk,
    "flash_attention": lambda p, goal: {"bh": -(-goal // (p["seq"] // p["br"]))},
    "softmax": lambda p, goal: {"rows": goal},
    "layernorm": lambda p, goal: {"rows": goal},
    "splitk_matmul": _square(("bm", "bn"), ("m", "n")),
    "conv_implicit_gemm": lambda p, goal: {
        "n": -(-goal // ((p["cout"] // p["bn"]) * (p["h"] * p["w"] // p["bm"])))
    },
}
"""Per kernel: the parameters that give a grid of at least ``goal`` blocks with the
same tiles (from the kernel's parameters ``p`` at its size)."""


def timing_params(check: Case, target: str) -> dict[str, Any]:
    """Parameters of the timing case of ``check`` (compiled): ``WAVES`` waves on
    ``SM_COUNT`` SMs at the most blocks per SM either variant could reach."""
    from smem_opt.passes.target.occupancy import occupancy
    from smem_opt.passes.target.targets import get_target

    t = get_target(target)
    most = max(occupancy(t, check.threads, check.shared_bytes(v), None).blocks for v in VARIANTS)
    goal = WAVES * SM_COUNT * max(most, 1)
    mod = kernel_module(check.kernel)
    base = {**mod.PARAMS[check.size], **check.params}
    params = {**check.params, **TIMING_SHAPES[check.kernel](base, goal)}
    grown = make_case(check.kernel, "timing", check.size, params)
    if grown.blocks < goal:
        raise AssertionError(f"{check.kernel}: timing grid {grown.grid} is below {goal} blocks")
    return params


# -- compiling ---------------------------------------------------------------------------


def _lower(text: str, source_name: str, pipeline: str, target: str):
    from smem_opt.tools.smem_opt import (
        build_context,
        build_pipeline,
        parse_module,
        verify_module,
    )

    ctx = build_context()
    module = parse_module(ctx, text, source_name)
    verify_module(module)
    for p in build_pipeline(pipeline, target):
        p.apply(ctx, module)
        verify_module(module)
    return module


def _report_occupancy(text: str, source_name: str, target: str) -> dict[str, Any]:
    """The occupancy entry ``smem-opt --smem-report`` gives for the kernel."""
    from smem_opt.tools.smem_opt import main

    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / source_name
        src.write_text(text)
        rep = Path(tmp) / "report.json"
        argv = [str(src), "-p", "smem-coalesce", "--target", target, "--smem-report", str(rep),
                "--smem-report-format", "json", "-o", str(Path(tmp) / "out.mlir")]
        if main(argv) != 0:
            raise RuntimeError(f"smem-opt --smem-report failed on {source_name}")
        (kernel,) = json.loads(rep.read_text())["kernels"]
    return kernel["occupancy"]


def compile_case(case: Case, directory: Path, target: str) -> None:
    """Generate, lower and assemble both variants of ``case``; fill ``case.variants``."""
    from smem_opt.tools.emit import kernel_plans, module_ptx
    from smem_opt.tools.toolchain import ptxas_resources

    mod = kernel_module(case.kernel)
    text = mod.generate(case.size, **case.params)
    source_name = f"{case.key}.mlir"
    occ = _report_occupancy(text, source_name, target)
    for variant in VARIANTS:
        module = _lower(text, source_name, PIPELINES[variant], target)
        ptx_by_module = module_ptx(module, target)
        (ptx,) = ptx_by_module.values()
        plan = kernel_plans(module)[case.entry]
        (res,) = [r for r in ptxas_resources(ptx, target) if r.kernel == case.entry]
        if res.shared_bytes != plan.static_bytes:
            raise RuntimeError(
                f"{case.key} ({variant}): ptxas reports {res.shared_bytes} static shared bytes, "
                f"the plan {plan.static_bytes}"
            )
        name = f"{case.key}.{variant}.ptx"
        (directory / name).write_text(ptx)
        rep = occ[REPORT_VARIANTS[variant]]
        case.variants[variant] = {
            "ptx": name,
            "static_bytes": plan.static_bytes,
            "dynamic_bytes": plan.dynamic_bytes,
            "registers": res.registers,
            "report_shared_bytes": rep["shared_bytes"],
            "report_registers": rep["registers"],
            "report_blocks_per_sm": rep["blocks_per_sm"],
            "report_limited_by": rep["limited_by"],
            "report_exact": rep["exact"],
        }


def _first_line(argv: list[str]) -> str | None:
    try:
        out = subprocess.run(argv, capture_output=True, text=True, timeout=60, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    lines = [line for line in (out.stdout + out.stderr).splitlines() if line.strip()]
    return lines[-1].strip() if lines else None


def provenance(target: str) -> dict[str, Any]:
    """Where the PTX comes from: the commit, the tools and their versions."""
    from smem_opt.tools.toolchain import find_mlir_opt, find_ptxas

    root = Path(__file__).resolve().parents[2]
    commit = _first_line(["git", "-C", str(root), "rev-parse", "--short", "HEAD"])
    dirty = _first_line(["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no"])
    mlir = find_mlir_opt()
    ptxas = find_ptxas()
    return {
        "smem_opt_commit": (commit or "unknown") + (" (modified)" if dirty else ""),
        "mlir_opt": _first_line([mlir, "--version"]) if mlir else None,
        "ptxas": _first_line([ptxas, "--version"]) if ptxas else None,
        "target": target,
    }


def compile_cases(
    kernels: list[str],
    directory: str | os.PathLike[str],
    *,
    target: str = DEFAULT_TARGET,
    size: str = "realistic",
    configs: tuple[str, ...] = CONFIGS,
    corpus: list[str] | None = [],  # noqa: B006 (never mutated)
    log: Callable[[str], None] = print,
) -> Manifest:
    """Compile every case of ``kernels`` into ``directory`` (manifest rewritten after each), then
    the corpus kernels ``corpus`` (file stems; None: all of them) that lower (``bench.gpu.corpus``)."""
    from smem_opt.passes.target.targets import get_target

    target = get_target(target).name
    root = Path(directory)
    root.mkdir(parents=True, exist_ok=True)
    manifest = Manifest(root, target, [], provenance(target))
    for name in kernels:
        kernel_module(name)
    for name in kernels:
        check = make_case(name, "check", size, {})
        compile_case(check, root, target)
        if "check" in configs:
            manifest.cases.append(check)
            manifest.write()
            log(_compiled_line(check))
        if "timing" in configs:
            timing = make_case(name, "timing", size, timing_params(check, target))
            compile_case(timing, root, target)
            manifest.cases.append(timing)
            manifest.write()
            log(_compiled_line(timing))
    if corpus is None or corpus:
        from bench.gpu.corpus import compile_corpus
        from bench.real_kernels import corpus_root

        source = corpus_root()
        if not (source / "iree").is_dir():
            log(f"no kernel corpus at {source}: corpus cases not compiled")
        else:
            cases, skipped = compile_corpus(root, target, source, corpus, log)
            manifest.cases += cases
            manifest.skipped += [s.to_json() for s in skipped]
            manifest.write()
    return manifest


def _compiled_line(case: Case) -> str:
    figures = ", ".join(
        f"{v}: {case.shared_bytes(v)} B, {case.variants[v]['registers']} registers, "
        f"{case.variants[v]['report_blocks_per_sm']} blocks/SM"
        for v in VARIANTS
    )
    return f"compiled {case.key}: grid {'x'.join(map(str, case.grid))} ({case.blocks} blocks); {figures}"


__all__ = [
    "CONFIGS",
    "SM_COUNT",
    "VARIANTS",
    "WAVES",
    "Case",
    "Manifest",
    "ManifestError",
    "compile_case",
    "compile_cases",
    "load_manifest",
    "make_case",
    "timing_params",
]
