"""Run the bench kernels on an NVIDIA GPU, with and without shared-memory reuse.

Needs ``pip install cuda-bindings numpy``, an NVIDIA GPU and its driver. PTX
comes from smem-opt's own pipeline (xDSL, mlir-opt 22, ptxas): compile it here
or, on a machine without that toolchain, take a directory compiled elsewhere::

    python -m bench.gpu_run --compile-only DIR [--kernels K ...] [--target sm_90]
    python -m bench.gpu_run --ptx-dir DIR [--out bench/gpu-results.md] [--kernels K ...] [--quick]
    python -m bench.gpu_run [--out ...] [--quick]          # compile into a temporary directory, then run
    python -m bench.gpu_run --list [--ptx-dir DIR]         # what would run; needs no GPU

The cases are in ``bench/gpu/cases.py``: every bench kernel at its realistic
size (``check``) and on a grid of at least 8 waves (``timing``), each in two
variants, without reuse and with it. On the GPU, for every case:

1. both variants are loaded (the driver compiles the PTX), the dynamic
   shared-memory limit raised for kernels above 48 KiB, and their registers and
   ``cuOccupancyMaxActiveBlocksPerMultiprocessor`` read; the report's blocks
   per SM (computed when compiling) and our model with the driver's registers
   stand beside it;
2. both run once on the same random inputs; the outputs are compared bit for
   bit between the variants and, for ``check`` cases, with the numpy reference;
3. ``compute-sanitizer --tool racecheck`` (``--sanitizer-tools``) runs each
   coalesced ``check`` kernel in a child process (``bench/gpu/sanitizer.py``); where
   it finds something, the same tool runs the kernel without reuse, and the row says
   what it found there (a hazard the input has itself is not the plan's);
4. ``timing`` cases, and corpus kernels whose dispatch grid is known, are timed
   with CUDA events: at least 50 launches per variant (``--launches``), the
   variants interleaved, median and the speedup.

``bench/gpu-results.md`` (``--out``) names the GPU and driver and is rewritten
after every step, so an interrupted run leaves what it measured. ``--quick``
times only the kernels whose reported occupancy changes with reuse, plus
softmax as a control (about a minute on an H100). No prompts; nothing is
installed. Exit status: 0 when everything agrees, 1 when a result is wrong,
the variants differ, the report disagrees with the driver or the sanitizer
finds something, 2 when the run cannot start (no cuda-bindings, no GPU, no PTX).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import shlex
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from bench.gpu.cases import (
    CONFIGS,
    DEFAULT_TARGET,
    VARIANTS,
    Case,
    Manifest,
    ManifestError,
    kernel_module,
    load_manifest,
    make_case,
)
from bench.gpu.corpus import CONFIG as CORPUS
from bench.gpu.cuda import (
    CudaError,
    Device,
    DriverMissing,
    Kernel,
    load_driver,
    memref_params,
)
from bench.gpu.results import CheckRow, Results, SanitizerRow, TimingRow
from bench.gpu.sanitizer import CHILD_FAILED, TOOLS, Verdict, clip_grid, sanitize

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "bench" / "gpu-results.md"
MIN_LAUNCHES = 50
WARMUP = 3
CONTROL = "softmax"
"""Timed in --quick mode although its occupancy does not change: the control."""


class SetupError(RuntimeError):
    """The run cannot start (exit status 2)."""


# -- inputs ----------------------------------------------------------------------------


def _is_scalar(arg: dict[str, Any]) -> bool:
    return arg.get("kind", "memref") == "scalar"


def random_inputs(args: list[dict[str, Any]], seed: int) -> dict[str, np.ndarray]:
    """Random inputs (standard normal floats, bytes for integers), zeroed outputs, and scalars
    (0-d arrays: the value given, else a random float)."""
    rng = np.random.default_rng(seed)
    arrays = {}
    for a in args:
        shape, dtype = tuple(a["shape"]), np.dtype(a["dtype"])
        if _is_scalar(a) and a.get("value") is not None:
            arrays[a["name"]] = np.array(a["value"], dtype)
        elif a["role"] == "out":
            arrays[a["name"]] = np.zeros(shape, dtype)
        elif dtype.kind == "f":
            arrays[a["name"]] = np.asarray(rng.standard_normal(shape, dtype=np.float32).astype(dtype))
        else:
            arrays[a["name"]] = rng.integers(0, 256, (*shape, dtype.itemsize), dtype=np.uint8).view(dtype).reshape(shape)
    return arrays


def shared_inputs(device: Device, case: Case, host: dict[str, np.ndarray]) -> dict[str, int]:
    """Device copies of the buffers only read (role ``in``), shared by both variants."""
    return {a["name"]: device.to_device(host[a["name"]]) for a in case.args if a["role"] == "in" and not _is_scalar(a)}


class Launch:
    """One variant's device buffers (inputs shared, outputs its own) and parameters."""

    def __init__(self, device: Device, case: Case, kernel: Kernel, inputs: dict[str, int],
                 host: dict[str, np.ndarray], grid: tuple[int, int, int] | None = None):
        self.device, self.case, self.kernel = device, case, kernel
        self.grid = grid or case.grid
        self.pointers: dict[str, int] = {}
        params: list[int | np.generic] = []
        for a in case.args:
            name = a["name"]
            if _is_scalar(a):
                params.append(host[name][()])
                continue
            pointer = inputs[name] if a["role"] == "in" else device.to_device(host[name])
            self.pointers[name] = pointer
            params += memref_params(pointer, a["shape"])
        self.params = params

    def __call__(self) -> None:
        self.device.launch(self.kernel, self.grid, self.case.block, self.params)

    def outputs(self, host: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        return {
            a["name"]: self.device.from_device(self.pointers[a["name"]], host[a["name"]])
            for a in self.case.args
            if a["role"] != "in" and not _is_scalar(a)
        }


def _same_bits(x: dict[str, np.ndarray], y: dict[str, np.ndarray]) -> bool:
    return all(np.array_equal(x[n].view(np.uint8), y[n].view(np.uint8)) for n in x)


def _compare(case: Case, out: dict[str, np.ndarray], ref: dict[str, np.ndarray]) -> tuple[bool, float]:
    ok, worst = True, 0.0
    for name, value in out.items():
        want = np.asarray(ref[name])
        got = value.astype(np.float64)
        diff = np.abs(got - want.astype(np.float64))
        worst = max(worst, float(np.nanmax(diff)) if diff.size else 0.0)
        ok = ok and bool(np.allclose(got, want, **case.tolerance)) and bool(np.isfinite(got).all())
    return ok, worst


# -- one case ----------------------------------------------------------------------------


def _model_blocks(device: Device, case: Case, registers: int, shared: int) -> int | None:
    from smem_opt.passes.target.occupancy import occupancy
    from smem_opt.passes.target.targets import UnknownTarget, get_target

    try:
        target = get_target(device.target)
    except UnknownTarget:
        return None
    return occupancy(target, case.threads, shared, registers).blocks


def measure_case(device: Device, manifest: Manifest, case: Case, *, reference: bool, seed: int,
                 launches: int, timed: bool) -> tuple[list[CheckRow], TimingRow | None]:
    """Load, check and (``timed``) time both variants of ``case``."""
    rows = {
        v: CheckRow(case.kernel, case.config, case.grid, case.block, v, case.shared_bytes(v),
                    case.variants[v]["registers"], report_blocks=case.variants[v]["report_blocks_per_sm"])
        for v in VARIANTS
    }
    timing = TimingRow(case.kernel, case.grid, case.blocks) if timed else None
    try:
        kernels = {}
        for v in VARIANTS:
            k = device.load(manifest.ptx(case, v), case.entry, case.variants[v]["dynamic_bytes"])
            kernels[v] = k
            rows[v].registers_driver = k.registers
            rows[v].driver_blocks = device.occupancy(k, case.threads)
            rows[v].model_blocks = _model_blocks(device, case, k.registers, case.shared_bytes(v))
            if k.static_shared != case.variants[v]["static_bytes"]:
                rows[v].error = (
                    f"driver reports {k.static_shared} static shared bytes, ptxas "
                    f"{case.variants[v]['static_bytes']}"
                )
        host = random_inputs(case.args, seed)
        inputs = shared_inputs(device, case, host)
        runs = {v: Launch(device, case, kernels[v], inputs, host) for v in VARIANTS}
        outputs = {}
        for v in VARIANTS:
            runs[v]()
            device.synchronize()
            outputs[v] = runs[v].outputs(host)
        equal = _same_bits(outputs["without"], outputs["with"])
        for v in VARIANTS:
            rows[v].bit_equal = equal
        if reference:
            ref = kernel_module(case.kernel).reference({n: a for n, a in host.items()})
            for v in VARIANTS:
                rows[v].numpy_ok, rows[v].max_abs_error = _compare(case, outputs[v], ref)
        if timing is not None:
            timing.bit_equal = equal
            _time(device, runs, timing, launches)
            for v in VARIANTS:
                blocks = rows[v].driver_blocks
                timing.driver_blocks[v] = blocks
                if blocks:
                    timing.waves[v] = case.blocks / (device.sms * blocks)
    except Exception as err:  # one case failing must not stop the run: its rows say why
        message = str(err) if isinstance(err, CudaError) else f"{type(err).__name__}: {err}"
        for v in VARIANTS:
            rows[v].error = rows[v].error or message
        if timing is not None:
            timing.error = message
        if isinstance(err, CudaError) and err.sticky:
            try:
                device.recover()
            except CudaError as again:
                raise SetupError(f"the GPU context cannot be reset after {err}: {again}") from None
    finally:
        try:
            device.free_all()
        except CudaError as err:
            rows["with"].error = rows["with"].error or f"cleanup: {err}"
    return [rows[v] for v in VARIANTS], timing


def _time(device: Device, runs: dict[str, Launch], row: TimingRow, launches: int) -> None:
    """Interleaved launches between CUDA events; fills the row's medians and speedup."""
    for _ in range(WARMUP):
        for v in VARIANTS:
            runs[v]()
    device.synchronize()
    events = [{v: (device.event(), device.event()) for v in VARIANTS} for _ in range(launches)]
    try:
        for i, pair in enumerate(events):
            for v in VARIANTS if i % 2 == 0 else VARIANTS[::-1]:
                start, end = pair[v]
                device.record(start)
                runs[v]()
                device.record(end)
        device.synchronize()
        times = {v: np.array([device.elapsed_ms(*pair[v]) for pair in events]) for v in VARIANTS}
    finally:
        for pair in events:
            for start, end in pair.values():
                device.destroy(start)
                device.destroy(end)
    ratios = times["without"] / times["with"]
    q25, q50, q75 = np.percentile(ratios, [25, 50, 75])
    row.median_ms = {v: float(np.median(times[v])) for v in VARIANTS}
    row.speedup, row.spread, row.launches = float(q50), float(q75 - q25) / 2, launches


# -- the run ----------------------------------------------------------------------------


def select_cases(manifest: Manifest, kernels: list[str] | None, quick: bool) -> tuple[list[Case], list[Case]]:
    """The check cases (corpus cases among them) and the timing cases to run."""
    chosen = [c for c in manifest.cases if kernels is None or c.kernel in kernels]
    checks = [c for c in chosen if c.config in ("check", CORPUS)]
    timings = [c for c in chosen if c.config == "timing"]
    if quick:
        timings = [
            c for c in timings
            if c.kernel == CONTROL
            or c.variants["without"]["report_blocks_per_sm"] != c.variants["with"]["report_blocks_per_sm"]
        ]
    return checks, timings


def device_info(device: Device, driver: Any) -> dict[str, Any]:
    info = {
        "name": device.name,
        "target": device.target,
        "sms": device.sms,
        "cuda": f"{device.driver_version // 1000}.{device.driver_version % 1000 // 10}",
        "driver": _nvidia_smi_driver() or "?",
        "bindings": _bindings_version(driver),
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }
    return info


def _nvidia_smi_driver() -> str | None:
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                             capture_output=True, text=True, timeout=30, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    first = out.stdout.strip().splitlines()
    return first[0].strip() if out.returncode == 0 and first else None


def _bindings_version(driver: Any) -> str:
    try:
        import cuda.bindings  # type: ignore[import-not-found]

        return str(cuda.bindings.__version__)
    except Exception:  # a driver object from elsewhere (tests) has no package version
        return str(getattr(driver, "__version__", "?"))


Sanitize = Callable[[str, str, str], Verdict]


def run(manifest: Manifest, device: Device, results: Results, out: Path, *, kernels: list[str] | None,
        quick: bool, launches: int, tools: list[str], seed: int, jobs: int, sanitize_fn: Sanitize,
        log: Callable[[str], None]) -> None:
    checks, timings = select_cases(manifest, kernels, quick)
    sanitize_jobs = [(c, tool) for c in checks for tool in tools]
    results.planned = len(checks) + len(timings) + len(sanitize_jobs)
    results.notes += [f"corpus kernel {s['kernel']} not run: {s['reason']}" for s in manifest.skipped
                      if kernels is None or s["kernel"] in kernels]
    if launches < MIN_LAUNCHES:
        results.notes.append(f"{launches} launches per variant, fewer than {MIN_LAUNCHES}")
    results.write(out)
    for case in checks:
        log(f"check {case.key}")
        timed = case.config == CORPUS and bool(case.params.get("timed"))
        rows, timing = measure_case(device, manifest, case, reference=case.config == "check", seed=seed,
                                    launches=launches, timed=timed)
        results.checks += rows
        if timing is not None:
            results.timings.append(timing)
        results.done += 1
        results.write(out)
    if sanitize_jobs:
        log(f"compute-sanitizer: {len(sanitize_jobs)} runs, {jobs} at a time")
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            futures = {pool.submit(sanitize_fn, str(manifest.directory), c.key, tool): (c, tool)
                       for c, tool in sanitize_jobs}
            for future in concurrent.futures.as_completed(futures):
                case, tool = futures[future]
                verdict = future.result()
                detail = verdict.detail
                if verdict.clean is False:
                    # whose finding is it: the same tool on the kernel without reuse says
                    own = sanitize_fn(str(manifest.directory), f"{case.key}{UNSHARED_SUFFIX}", tool)
                    detail += f"; without reuse: {own.detail}"
                results.sanitizer.append(SanitizerRow(case.kernel, case.config, tool, verdict.clean, detail))
                results.sanitizer.sort(key=lambda s: (s.kernel, s.config, s.tool))
                results.done += 1
                results.write(out)
                log(f"  {case.key} {tool}: {verdict.detail}")
    for case in timings:
        log(f"time {case.key} ({case.blocks} blocks, {launches} launches per variant)")
        rows, timing = measure_case(device, manifest, case, reference=False, seed=seed, launches=launches,
                                    timed=True)
        results.checks += rows
        if timing is not None:
            results.timings.append(timing)
        results.done += 1
        results.write(out)


UNSHARED_SUFFIX = ":without"
"""A sanitizer child's case key with this suffix launches the variant without reuse."""


def sanitize_child(ptx_dir: str, key: str, driver: Any = None, seed: int = 1) -> int:
    """In the sanitizer's child: launch the case's coalesced kernel (``key`` ending in
    ``UNSHARED_SUFFIX``: the one without reuse) once on the clipped grid."""
    variant = "with"
    if key.endswith(UNSHARED_SUFFIX):
        key, variant = key.removesuffix(UNSHARED_SUFFIX), "without"
    try:
        manifest = load_manifest(ptx_dir)
        found = [c for c in manifest.cases if c.key == key]
        if not found:
            raise SetupError(f"no case '{key}' in {ptx_dir}")
        case = found[0]
        device = Device(driver if driver is not None else load_driver())
        kernel = device.load(manifest.ptx(case, variant), case.entry, case.variants[variant]["dynamic_bytes"])
        host = random_inputs(case.args, seed)
        inputs = shared_inputs(device, case, host)
        Launch(device, case, kernel, inputs, host, grid=clip_grid(case.grid))()
        device.synchronize()
        device.free_all()
    except (SetupError, ManifestError, DriverMissing, CudaError, OSError) as err:
        print(f"gpu_run child: error: {err}", file=sys.stderr)
        return CHILD_FAILED
    return 0


# -- the command line -------------------------------------------------------------------


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="python -m bench.gpu_run",
        description="Run the bench kernels on an NVIDIA GPU with and without shared-memory reuse "
        "(needs: pip install cuda-bindings numpy, and a GPU).",
    )
    ap.add_argument("--out", default=str(DEFAULT_OUT), help="results file (default: bench/gpu-results.md)")
    ap.add_argument("--kernels", nargs="+", metavar="K",
                    help="only these bench kernels and corpus kernels (file stems of bench/corpus)")
    ap.add_argument("--no-corpus", action="store_true", help="compile no corpus kernels")
    ap.add_argument("--quick", action="store_true",
                    help="time only kernels whose occupancy changes with reuse, plus softmax")
    ap.add_argument("--list", action="store_true", help="print the cases and exit")
    ap.add_argument("--compile-only", metavar="DIR", help="compile the cases to PTX into DIR (no GPU) and exit")
    ap.add_argument("--ptx-dir", metavar="DIR", help="run the PTX compiled into DIR by --compile-only")
    ap.add_argument("--target", default=DEFAULT_TARGET, help="compile for this target (default sm_90)")
    ap.add_argument("--launches", type=int, default=MIN_LAUNCHES, help="timed launches per variant (default 50)")
    ap.add_argument("--sanitizer-tools", default="racecheck",
                    help=f"comma-separated compute-sanitizer tools ({', '.join(TOOLS)}), or 'none'")
    ap.add_argument("--jobs", type=int, default=4, help="sanitizer runs at a time (default 4)")
    ap.add_argument("--sanitizer-timeout", type=float, default=300, help="seconds per sanitizer run (default 300)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the random inputs")
    ap.add_argument("--sanitize-child", metavar="CASE", help=argparse.SUPPRESS)
    return ap


def _tools(text: str) -> list[str]:
    if text.strip().lower() == "none":
        return []
    tools = [t.strip() for t in text.split(",") if t.strip()]
    bad = [t for t in tools if t not in TOOLS]
    if bad:
        raise SetupError(f"unknown sanitizer tool '{bad[0]}' (known: {', '.join(TOOLS)})")
    return tools


def _corpus_names() -> list[str]:
    from bench.gpu.corpus import corpus_files
    from bench.real_kernels import corpus_root

    return [p.stem for p in corpus_files(corpus_root())]


def _kernels(names: list[str] | None) -> list[str] | None:
    from bench.kernels import KERNELS

    if names is None:
        return None
    known = [*KERNELS, *_corpus_names()]
    bad = [n for n in names if n not in known]
    if bad:
        raise SetupError(f"unknown kernel '{bad[0]}' (known: {', '.join(known)})")
    return names


def _list(manifest: Manifest | None, kernels: list[str] | None, quick: bool) -> str:
    if manifest is None:
        from bench.kernels import KERNELS

        lines = ["check cases (timing grids are sized when compiling: --compile-only DIR, then --list --ptx-dir DIR):"]
        for name in [k for k in kernels or list(KERNELS) if k in KERNELS]:
            c = make_case(name, "check", "realistic", {})
            lines.append(f"  {c.key:28} grid {'x'.join(map(str, c.grid)):>10}  block {'x'.join(map(str, c.block)):>8}"
                         f"  {c.data_bytes() / 1e6:8.1f} MB")
        corpus = [n for n in _corpus_names() if kernels is None or n in kernels]
        if corpus:
            lines.append("corpus kernels (those that lower become cases when compiling; entries, blocks and grids: "
                         "--list --ptx-dir DIR):")
            lines += [f"  {n}" for n in corpus]
        return "\n".join(lines) + "\n"
    checks, timings = select_cases(manifest, kernels, quick)
    corpus = sum(c.config == CORPUS for c in checks)
    also = f", {corpus} corpus" if corpus else ""
    lines = [f"{len(checks) - corpus} check{also} and {len(timings)} timing cases in {manifest.directory} "
             f"(target {manifest.target}):"]
    for c in checks + timings:
        occ = " -> ".join(str(c.variants[v]["report_blocks_per_sm"]) for v in VARIANTS)
        smem = " -> ".join(str(c.shared_bytes(v)) for v in VARIANTS)
        lines.append(
            f"  {c.key:28} grid {'x'.join(map(str, c.grid)):>10} ({c.blocks:6} blocks)  block "
            f"{'x'.join(map(str, c.block)):>8}  smem {smem:>16} B  blocks/SM {occ:>6}  {c.data_bytes() / 1e6:8.1f} MB"
            + (f"  entry {c.entry}" if c.config == CORPUS else "")
        )
    lines += [f"  not run: {s['kernel']}: {s['reason']}" for s in manifest.skipped
              if kernels is None or s["kernel"] in kernels]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None, *, driver: Any = None, sanitize_fn: Sanitize | None = None,
         log: Callable[[str], None] | None = None) -> int:
    opts = _parser().parse_args(argv)
    say = log or (lambda text: print(text, flush=True))
    if opts.sanitize_child:
        if not opts.ptx_dir:
            print("gpu_run: error: --sanitize-child needs --ptx-dir", file=sys.stderr)
            return 2
        return sanitize_child(opts.ptx_dir, opts.sanitize_child, driver, opts.seed + 1)
    try:
        kernels = _kernels(opts.kernels)
        tools = _tools(opts.sanitizer_tools)
        if opts.launches < 1:
            raise SetupError("--launches must be at least 1")
        if opts.compile_only:
            from bench.gpu.cases import compile_cases

            bench, corpus = _split(kernels, opts.no_corpus)
            compile_cases(bench, opts.compile_only, target=opts.target, configs=CONFIGS, corpus=corpus, log=say)
            say(f"wrote {opts.compile_only}; run there: python -m bench.gpu_run --ptx-dir {opts.compile_only}")
            return 0
        manifest = load_manifest(opts.ptx_dir) if opts.ptx_dir else None
        if opts.list:
            sys.stdout.write(_list(manifest, kernels, opts.quick))
            return 0
        with tempfile.TemporaryDirectory(prefix="smem-gpu-ptx-") as tmp:
            if manifest is None:
                from bench.gpu.cases import compile_cases

                say("compiling (no --ptx-dir given)")
                bench, corpus = _split(kernels, opts.no_corpus)
                manifest = compile_cases(bench, tmp, target=opts.target, corpus=corpus, log=say)
            dev = Device(driver if driver is not None else load_driver())
            _check_target(dev, manifest)
            command = "python -m bench.gpu_run " + " ".join(shlex.quote(a) for a in (argv if argv is not None else sys.argv[1:]))
            results = Results(command.strip(), "quick" if opts.quick else "full",
                              device_info(dev, dev.d), dict(manifest.provenance))
            out = Path(opts.out)
            run(manifest, dev, results, out, kernels=kernels, quick=opts.quick, launches=opts.launches,
                tools=tools, seed=opts.seed, jobs=opts.jobs,
                sanitize_fn=sanitize_fn or _sanitizer(opts.sanitizer_timeout), log=say)
    except (SetupError, ManifestError, DriverMissing, CudaError) as err:
        print(f"gpu_run: error: {err}", file=sys.stderr)
        return 2
    failures = results.failures
    say(f"wrote {out}" + (f"; {len(failures)} problems:" if failures else "; everything agrees"))
    for f in failures:
        say(f"  {f}")
    return 1 if failures else 0


def _sanitizer(timeout: float) -> Sanitize:
    def run_one(ptx_dir: str, key: str, tool: str) -> Verdict:
        return sanitize(ptx_dir, key, tool, timeout=timeout)

    return run_one


def _split(kernels: list[str] | None, no_corpus: bool) -> tuple[list[str], list[str] | None]:
    """The bench kernels and the corpus kernels (None: all) that ``--kernels`` names."""
    from bench.kernels import KERNELS

    if kernels is None:
        return list(KERNELS), [] if no_corpus else None
    return [k for k in kernels if k in KERNELS], [] if no_corpus else [k for k in kernels if k not in KERNELS]


def _check_target(device: Device, manifest: Manifest) -> None:
    have = device.cc[0] * 10 + device.cc[1]
    digits = "".join(ch for ch in manifest.target if ch.isdigit())
    need = int(digits) if digits else 0
    if have < need:
        raise SetupError(
            f"the PTX is for {manifest.target} and cannot run on {device.name} ({device.target}): "
            f"compile with --compile-only DIR --target {device.target}"
        )


if __name__ == "__main__":
    sys.exit(main())
