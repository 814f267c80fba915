"""The flags that run the kernels a ``smem-opt`` run outputs, apart from the optimizer's own:
``--simulate`` (``tools.simulate_cli``: outputs, races and faults of one run, on stdout) and
``--check`` (``tools.check_cli``: the output against its reference, findings on stderr), with the
values they share (``--threads``, ``--blocks``, ``--seed``) and their own (``--inputs``;
``--check-against``, ``--schedules``).

``add_arguments`` declares them, ``argument_problem`` checks the values argparse cannot check by
type alone (ranges from ``reader.limits``, files that must exist), and ``run_kernels`` runs what
was asked on a chunk's output. Both runners load lazily: a run without these flags never loads
the check's interpreter.
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from xdsl.dialects.builtin import ModuleOp

from smem_opt.reader.limits import MAX_BLOCKS, MAX_SEED, MAX_THREADS


def add_arguments(group: Any) -> None:
    """The flags, in ``group`` (an argparse parser or argument group)."""
    group.add_argument("--simulate", action="store_true", help="run each kernel once, lowered by mlir-opt (after the "
                                                               "passes), and print output checksums, races and faults "
                                                               "on stdout (the IR goes to -o, if given)")
    group.add_argument("--check", action="store_true", help="run each kernel of the output, lowered by mlir-opt, "
                                                            "against its reference (the input, or with no pipeline "
                                                            "the arena split per buffer): outputs, races, alignment; "
                                                            "findings on stderr")
    group.add_argument("--check-against", default=None, metavar="FILE", help="--check: the reference is FILE (the "
                                                                             "plan's original input) instead of the "
                                                                             "input or its arena split")
    group.add_argument("--schedules", type=int, default=3, help="--check: warp schedules per kernel (thread order, "
                                                                "reversed, then seeded random orders)")
    group.add_argument("--threads", type=block_shape, default=None, metavar="X[xY[xZ]]",
        help="--simulate, --check: threads per block, as X, XxY or XxYxZ (default: the kernel's block size)")
    group.add_argument("--blocks", type=int, default=None, help="--simulate, --check: run a grid of this many blocks "
                                                                "along x, every one of them (default: --simulate one "
                                                                "block; --check the grid the kernel's launches or "
                                                                "known_grid_size state, else 2 along each dimension "
                                                                "it reads, and of it the first, the last and both "
                                                                "sides of each comparison of a block id)")
    group.add_argument("--draws", type=int, default=3, help="--check: input draws per kernel at most; after the first "
                                                            "(random), draws take the values the kernel compares "
                                                            "against and their neighbours, while an op on shared "
                                                            "memory has not run or a branch guarding one has not gone "
                                                            "every way (default 3)")
    group.add_argument("--dynamic-smem", type=int, default=None, metavar="BYTES", help="--simulate, --check: dynamic "
                                                                                       "shared memory of a launch "
                                                                                       "that does not say (default: "
                                                                                       "what the kernel records, else "
                                                                                       "232448, the most a block may "
                                                                                       "have)")
    group.add_argument("--check-coverage", action="store_true", help="--check: an op on shared memory that never ran "
                                                                     "is an error")
    group.add_argument("--seed", type=int, default=0, help="--simulate, --check: seed for random inputs and thread "
                                                           "order")
    group.add_argument("--inputs", nargs="*", default=None, metavar="NPY", help="--simulate: .npy files, one per "
                                                                                "kernel argument, in order")


def block_shape(text: str) -> tuple[int, int, int]:
    """``--threads``'s value: ``X``, ``XxY`` or ``XxYxZ`` (positive integers) as (x, y, z)."""
    parts = text.lower().split("x")
    if not 1 <= len(parts) <= 3 or not all(p.strip().isdigit() for p in parts):
        raise argparse.ArgumentTypeError(f"expected X, XxY or XxYxZ (positive integers), got '{text}'")
    dims = [int(p) for p in parts] + [1] * (3 - len(parts))
    return (dims[0], dims[1], dims[2])


def argument_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with ``--threads``, ``--blocks``, ``--seed`` (their ranges) or ``--inputs``
    (files), or None."""
    if args.threads is not None:
        x, y, z = args.threads
        if min(x, y, z) < 1 or x * y * z > MAX_THREADS:
            shown = str(x) if (y, z) == (1, 1) else f"{x}x{y}x{z}"
            return f"--threads must be between 1 and {MAX_THREADS}, got {shown}"
    if args.blocks is not None and not 1 <= args.blocks <= MAX_BLOCKS:
        return f"--blocks must be between 1 and {MAX_BLOCKS}, got {args.blocks}"
    if not 1 <= args.draws <= 16:
        return f"--draws must be between 1 and 16, got {args.draws}"
    if args.dynamic_smem is not None and not 0 <= args.dynamic_smem <= 1 << 30:
        return f"--dynamic-smem must be between 0 and 2^30, got {args.dynamic_smem}"
    if not 0 <= args.seed <= MAX_SEED:
        return f"--seed must be between 0 and 2^64 - 1, got {args.seed}"
    for path in args.inputs or ():
        if not os.path.isfile(path):
            return f"--inputs: '{path}' is not a file"
    return None


def run_kernels(module: ModuleOp, main: Any) -> tuple[str, str | None]:
    """Run what the flags of ``main`` (the driver) ask on the chunk's output ``module``: the
    text ``--check`` adds to stderr, and ``--simulate``'s result for stdout (None without it)."""
    args = main.args
    findings = ""
    if args.check:
        # lazy: the check's interpreter only when asked
        from smem_opt.tools.check_cli import run_check

        findings = run_check(module, main)
    result = None
    if args.simulate:
        # lazy: the simulator (and numpy) only when asked
        from smem_opt.tools.simulate_cli import run_simulation

        result = run_simulation(module, main)
    return findings, result
