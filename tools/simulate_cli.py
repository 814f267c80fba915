"""``smem-opt --simulate``: run every kernel of the module in the thread-block simulator.

``run_simulation(module, args)`` returns the report text (per kernel: one
checksum line per memref argument, the races and uninitialised reads found, and
warnings). The report deliberately contains nothing that depends on how shared
memory was laid out, so the output before and after ``smem-coalesce`` can be
compared with ``diff``.

Inputs are seeded random values (``--seed``) or ``--inputs`` ``.npy`` files, one
per kernel argument in order. When the simulation finds a data race, the report
is printed on stdout and a ``SmemDiagnostic`` is raised, so that smem-opt prints
the error on stderr and exits with status 1. Undefined behaviour that stops the
simulation (out-of-bounds or misaligned access, unsupported op) is an error too.
"""

from __future__ import annotations

import argparse
from typing import Any

from xdsl.ir import Operation

from smem_opt.passes.diagnostics import SmemDiagnostic

SIM_EXTRA_HINT = "--simulate needs numpy, which the 'sim' extra installs: pip install 'smem-opt[sim]'"


def _load_inputs(paths: list[str], kernel: Operation) -> list[Any]:
    import numpy as np

    from smem_opt.tools.simulator import kernel_name

    n_args = len(kernel.properties["function_type"].inputs.data)  # type: ignore[attr-defined]
    if len(paths) != n_args:
        raise SmemDiagnostic(
            f"--inputs: kernel @{kernel_name(kernel)} takes {n_args} argument(s), got {len(paths)} file(s)",
            kernel,
        )
    values: list[Any] = []
    for path in paths:
        try:
            arr = np.load(path, allow_pickle=False)
        except (OSError, ValueError) as err:
            raise SmemDiagnostic(f"--inputs: cannot read '{path}': {err}") from None
        values.append(arr.item() if arr.ndim == 0 else arr)
    return values


def run_simulation(module: Operation, args: argparse.Namespace) -> str:
    try:
        import numpy  # noqa: F401  (the simulator's arrays)
    except ImportError:
        raise SmemDiagnostic(SIM_EXTRA_HINT) from None
    from smem_opt.tools.simulator import SimError, kernel_name, kernel_ops, random_inputs, simulate

    kernels = kernel_ops(module)
    if not kernels:
        raise SmemDiagnostic("--simulate: the module has no kernel (smem.kernel or gpu.func kernel)")
    seed = getattr(args, "seed", 0) or 0
    blocks = getattr(args, "blocks", 1) or 1
    threads = getattr(args, "threads", None)
    input_paths = getattr(args, "inputs", None)
    reports: list[str] = []
    racy: list[tuple[str, Any]] = []
    for kernel in kernels:
        inputs = _load_inputs(input_paths, kernel) if input_paths else random_inputs(kernel, seed)
        try:
            result = simulate(kernel, inputs, blocks=blocks, threads=threads, seed=seed)
        except SimError as err:
            raise SmemDiagnostic(f"simulation of @{kernel_name(kernel)}: {err.message}", err.op) from None
        reports.append(result.report())
        if result.races:
            racy.append((result.kernel, result.races))
    text = "".join(reports)
    if racy:
        from smem_opt.tools.output_file import OutputError, write_stdout

        try:
            write_stdout(text)
        except OutputError:
            pass  # the races are still reported on stderr, with exit status 1
        total = sum(len(r) for _, r in racy)
        names = ", ".join(f"@{k}" for k, _ in racy)
        first = racy[0][1][0]
        raise SmemDiagnostic(
            f"simulation found {total} data race(s) in shared memory ({names})",
            first.second_op,  # type: ignore[arg-type]
            notes=tuple(first.render().splitlines()),
        )
    return text
