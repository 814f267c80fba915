"""``smem-opt --simulate``: run every kernel of the module once, lowered by stock ``mlir-opt`` and
run by the independent check's interpreter (``tools.check.run.simulate``), and report what it did.

``run_simulation(module, main)`` returns the report text for stdout: per kernel a header line,
one checksum line per memref argument (``(written)`` when the kernel stored to it), then the
races, uninitialised shared reads and faults the run showed. The report holds nothing that
depends on how shared memory was laid out (a race names the buffer, not its offset in an arena,
only where no arena is involved), so the reports before and after ``smem-coalesce`` can be
compared with ``diff``.

Inputs are seeded random values (``--seed``; ``tools.check.inputs``) or ``--inputs`` ``.npy``
files, one per kernel argument in order. ``--threads`` sets the threads per block (``X``, ``XxY`` or
``XxYxZ``; a single value equal to the whole declared block keeps its shape), ``--blocks`` the blocks (x), run one after
another. A race, fault or deadlock makes the run fail: the report is printed on stdout and the
error, at the input op it traces back to, on stderr (exit 1). What cannot run (no ``mlir-opt``, a
kernel it cannot lower, an op the interpreter does not model) is ``error: ... cannot run: <why>``.
"""

from __future__ import annotations

import hashlib
from typing import Any

from xdsl.dialects.builtin import ModuleOp

from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.tools.check import attrs as A
from smem_opt.tools.check import floats
from smem_opt.tools.check.codecs import codec_for
from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.check.findings import loc_text
from smem_opt.tools.check.inputs import Inputs, make_inputs
from smem_opt.tools.check.mlir_text import Loc, ParseFailure
from smem_opt.tools.check.reference import KernelInfo, memref_parts
from smem_opt.tools.check.run import CheckOptions, KernelRun, simulate

MAX_SHOWN = 10
"""Findings listed per kind and kernel; the rest are counted."""


class SimulationFailed(SmemDiagnostic):
    """The simulation cannot run or found undefined behaviour; ``render`` gives its lines."""

    def __init__(self, loc: Loc | None, message: str, notes: tuple[str, ...] = ()):
        where = f"{loc_text(loc)}: " if loc else ""
        self.text = "\n".join([f"{where}error: {message}", *(f"note: {n}" for n in notes)])
        super().__init__(message)

    def render(self) -> str:
        return self.text


# -- inputs ------------------------------------------------------------------------------------


def _npy_inputs(paths: list[str], info: KernelInfo, seed: int) -> Inputs:
    """``info``'s inputs read from one ``.npy`` file per argument (``inputs_from_arrays``)."""
    try:
        import numpy as np
    except ImportError:
        from smem_opt.tools.toolchain import extra_install_command

        raise SimulationFailed(info.loc, "--inputs needs numpy, which smem-opt's 'sim' extra installs: "
                               f"{extra_install_command('sim')}") from None
    if len(paths) != len(info.arg_names):
        raise SimulationFailed(info.loc, f"--inputs: kernel @{info.name} takes {len(info.arg_names)} "
                               f"argument(s), got {len(paths)} file(s)")
    arrays = []
    for path in paths:
        try:
            arrays.append(np.load(path, allow_pickle=False))
        except (OSError, ValueError) as err:
            raise SimulationFailed(None, f"--inputs: cannot read '{path}': {err}") from None
    return inputs_from_arrays(arrays, info, seed, paths)


def inputs_from_arrays(arrays: list[Any], info: KernelInfo, seed: int, sources: list[str] | None = None) -> Inputs:
    """``info``'s inputs with each argument's value taken from its numpy array (a memref's raw
    bytes in C order, of the buffer's size; a scalar from a one-element array). ``sources``
    names the arrays in errors."""
    import numpy as np

    if len(arrays) != len(info.arg_names):
        raise SimulationFailed(info.loc, f"kernel @{info.name} takes {len(info.arg_names)} argument(s), "
                               f"got {len(arrays)} value(s)")
    inputs = make_inputs(info, seed)
    memrefs = {m.name: m for m in inputs.memrefs}
    param = 0
    for k, (arr, name, typ) in enumerate(zip(arrays, info.arg_names, info.arg_types)):
        what = f"'{sources[k]}'" if sources else f"value {k}"
        arr = np.asarray(arr)
        arg = memrefs.get(name) if memref_parts(typ) is not None else None
        if arg is not None:
            data = np.ascontiguousarray(arr).tobytes()
            want = len(inputs.buffers[arg.buffer])
            if len(data) != want:
                raise SimulationFailed(info.loc, f"--inputs: {what} holds {len(data)} bytes, argument "
                                       f"{name} ({typ}) takes {want}")
            inputs.buffers[arg.buffer] = data
            param += 3 + 2 * len(arg.shape)
            continue
        if arr.size != 1:
            raise SimulationFailed(info.loc, f"--inputs: {what} holds {arr.size} values, argument "
                                   f"{name} ({typ}) takes one")
        t = A.parse_type(typ)
        value = arr.reshape(()).item()
        if isinstance(t, A.Float):
            inputs.params[param] = floats.ROUND[t.kind](float(value))
        elif isinstance(t, A.Int):
            inputs.params[param] = int(value) & ((1 << t.width) - 1)
        param += 1
    return inputs


# -- the report --------------------------------------------------------------------------------


def _checksum_line(index: int, kr: KernelRun, name: str) -> str:
    arg = next(m for m in kr.inputs.memrefs if m.name == name)
    data = kr.output(name)
    written = " (written)" if kr.run.global_writer[arg.buffer] else ""
    total = 0.0
    try:
        codec = codec_for(A.parse_type(arg.elem_text))
        for at in range(0, len(data) - codec.n + 1, codec.n):
            value = codec.decode(codec.unpack(data, at))
            total += sum(value) if isinstance(value, tuple) else float(value)
    except (CannotRun, TypeError, ValueError, OverflowError):
        total = float("nan")
    return f"output {index} {name}{written}: sha256={hashlib.sha256(data).hexdigest()[:32]} sum={total:.9g}"


def _listed(lines: list[str], title: str, items: list[str]) -> None:
    lines.append(f"  {title}: {len(items)}")
    lines += [f"    {item}" for item in items[:MAX_SHOWN]]
    if len(items) > MAX_SHOWN:
        lines.append(f"    ... and {len(items) - MAX_SHOWN} more")


def _findings(kr: KernelRun) -> tuple[list[str], list[str], list[str], list[tuple[Loc | None, str]]]:
    """(races, uninitialised reads, faults, errors) of one run: a race once per pair of input
    ops, whichever came first; an uninitialised read once per op."""
    sites = kr.run.module.sites
    races: dict[tuple, str] = {}
    uninit: dict[Any, str] = {}
    faults: dict[tuple, str] = {}
    errors: list[tuple[Loc | None, str]] = []
    for b, block in enumerate(kr.run.blocks):
        ctaid = block.memory.ctaid
        for race in block.memory.races.values():
            first, second = sites[race.first].loc, sites[race.second].loc
            key = tuple(sorted((first, second), key=lambda loc: loc or ("", 0, 0)))
            if key in races:
                continue
            races[key] = (f"race ({race.kinds}) on {block.memory.describe_offset(race.byte)} in block "
                          f"({ctaid[0]},{ctaid[1]},{ctaid[2]}): thread {race.threads[0]} at {loc_text(first)}, "
                          f"thread {race.threads[1]} at {loc_text(second)}")
            if not errors or errors[0][1] != "race":
                errors.append((second, "race"))
        for fault in block.memory.faults.values():
            loc = sites[fault.site].loc if fault.site >= 0 else None
            fault_key = (fault.kind, loc)
            if fault_key not in faults:
                faults[fault_key] = f"{fault.kind}: {fault.detail} (thread {fault.thread}) at {loc_text(loc)}"
                errors.append((loc, f"{fault.kind}: {fault.detail} (thread {fault.thread})"))
        for thread in block.threads:
            for site, prov in thread.reads:
                if prov == -1 or isinstance(prov, tuple) and -1 in prov:
                    loc = sites[site].loc
                    uninit.setdefault(loc, f"thread {thread.tid} reads shared bytes no thread wrote at {loc_text(loc)}")
        outcome = block.outcome
        if outcome.deadlock:
            what, site, tids = outcome.deadlock[0]
            loc = sites[site].loc if site >= 0 else None
            faults[("deadlock", loc)] = f"deadlock: {len(tids)} thread(s) {what} at {loc_text(loc)} forever"
            errors.append((loc, f"deadlock: {len(tids)} thread(s) {what} forever"))
        if outcome.stopped is not None and not outcome.deadlock:
            faults[("stopped", None)] = f"the run stopped: {outcome.stopped.message}"
            loc = sites[outcome.stopped.site].loc if outcome.stopped.site >= 0 else kr.info.loc
            errors.append((loc, f"the run stopped: {outcome.stopped.message}"))
    return list(races.values()), list(uninit.values()), list(faults.values()), errors


def report(kr: KernelRun, options: CheckOptions) -> tuple[str, list[tuple[Loc | None, str]], int]:
    """The report of one run, its errors (location, message; a race as ``"race"``) and its
    race count."""
    g, b = options.blocks or (1, 1, 1), kr.block  # the grid ``simulate`` ran
    lines = [f"kernel @{kr.info.name}: grid {g[0]}x{g[1]}x{g[2]}, block {b[0]}x{b[1]}x{b[2]}, seed {options.seed}"]
    lines += ["  " + _checksum_line(k, kr, m.name) for k, m in enumerate(kr.inputs.memrefs)]
    races, uninit, faults, errors = _findings(kr)
    _listed(lines, "races", races)
    _listed(lines, "uninitialised reads", uninit)
    if faults:
        _listed(lines, "faults", faults)
    return "\n".join(lines) + "\n", errors, len(races)


# -- the driver's side -------------------------------------------------------------------------


def options_from(args: Any) -> CheckOptions:
    threads = getattr(args, "threads", None)
    blocks = getattr(args, "blocks", None) or 1
    return CheckOptions(threads=threads, seed=getattr(args, "seed", 0) or 0,
                        schedules=1, blocks=(blocks, 1, 1), dynamic_bytes=getattr(args, "dynamic_smem", None))


def run_simulation(module: ModuleOp, main: Any) -> str:
    """The report of every kernel of ``module`` (the driver's result); see the module docstring."""
    from smem_opt.reader.ir_io import print_module
    from smem_opt.tools.check_cli import to_gpu

    args = main.args
    options = options_from(args)
    gpu = to_gpu(module, main.ctx, getattr(args, "gpu_target", None))
    if not any(op.name == "gpu.func" or op.name == "gpu.launch" for op in gpu.walk()):
        raise SmemDiagnostic("--simulate: the module has no kernel (smem.kernel, gpu.func or gpu.launch)")
    paths = getattr(args, "inputs", None)
    inputs_for = (lambda info: _npy_inputs(paths, info, options.seed)) if paths else None
    try:
        runs = simulate(print_module(gpu, generic=True, debuginfo=True), options, inputs_for=inputs_for)
    except CannotRun as err:
        raise SimulationFailed(err.loc, f"--simulate: cannot run: {err.message}") from None
    except ParseFailure as err:
        raise SimulationFailed(None, f"--simulate: cannot run: cannot read the module: {err}") from None
    text = ""
    failures: list[tuple[str, list[tuple[Loc | None, str]], int]] = []
    for kr in runs:
        part, errors, n_races = report(kr, options)
        text += part
        if errors:
            failures.append((kr.info.name, errors, n_races))
    if failures:
        _fail(text, failures)
    return text


def _fail(text: str, failures: list[tuple[str, list[tuple[Loc | None, str]], int]]) -> None:
    """Print the report on stdout, then raise the first error (races first, as one count)."""
    from smem_opt.tools.output_file import OutputError, write_stdout

    try:
        write_stdout(text)
    except OutputError:
        pass  # the error still goes to stderr, with exit status 1
    racy = [(name, errors, n) for name, errors, n in failures if n]
    if racy:
        total = sum(n for _, _, n in racy)
        names = ", ".join(f"@{name}" for name, _, _ in racy)
        loc = next(loc for loc, what in racy[0][1] if what == "race")
        raise SimulationFailed(loc, f"simulation found {total} data race(s) in shared memory ({names})")
    name, errors, _ = failures[0]
    loc, message = errors[0]
    raise SimulationFailed(loc, f"simulation of @{name}: {message}")
