"""The command line of ``smem-opt`` before any input is read: the pass pipeline (``-p`` /
``--pass-pipeline``: each of our passes checks its own options, ``passes.options``; xDSL's are
held to 64 bits here), ``--help``'s list of passes with the ranges read from their option
fields, and the other values argparse cannot check alone (targets, --simulate/--check ranges, which
output goes to which stream: ``tools.run_outputs``). Every problem is a ``UsageError``: one
line, exit status 1, before any work.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
from collections.abc import Callable

from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec, parse_pipeline

from smem_opt.passes.options import OptionError, accepted, check_options
from smem_opt.passes.registry import DESCRIPTIONS, PASSES, PIPELINES
from smem_opt.tools.limits import MAX_BLOCKS, MAX_SEED, MAX_THREADS

EMIT_KINDS = ("gpu", "nvvm", "ptx", "resource-usage")


class UsageError(Exception):
    """Bad command line: unknown pass, option or flag."""


def build_pipeline(
    spec_text: str,
    target: str | None,
    available: dict[str, Callable[[], type[ModulePass]]] | None = None,
) -> list[ModulePass]:
    """Parse a pass pipeline (``-p``): passes with their options checked, ``--target`` applied.

    Names resolve in ``available`` (by default our passes and pipelines, then xDSL's)."""
    try:
        specs = list(parse_pipeline(spec_text))
    except BaseException as err:  # xDSL raises a BaseException subclass here
        if isinstance(err, (KeyboardInterrupt, SystemExit)):
            raise
        raise UsageError(f"invalid pass pipeline '{spec_text}': {_pipeline_error(str(err))}") from None
    passes: list[ModulePass] = []
    for spec in specs:
        factory = PASSES.get(spec.name) if available is None else available.get(spec.name)
        if factory is None and available is None:
            from xdsl.universe import Universe

            factory = Universe.get_multiverse().all_passes.get(spec.name)
        if factory is None:
            raise UsageError(
                f"unknown pass '{spec.name}' (see smem-opt --help for the available passes)"
            )
        cls = factory()
        fields = {f.name for f in dataclasses.fields(cls)}
        normalized = spec.normalize_parameter_names()
        if target is not None and "target" in fields and "target" not in normalized.parameters:
            normalized = ArgSpec(spec.name, {**normalized.parameters, "target": (target,)})
        for key in normalized.parameters:
            if key not in fields:
                kind = "pipeline" if spec.name in PIPELINES else "pass"
                raise UsageError(f"{kind} '{spec.name}' has no option '{key.replace('_', '-')}'")
        try:
            instance = cls.from_spec(normalized)
        except OptionError as err:  # our passes check their options as they are made
            raise UsageError(str(err)) from None
        except Exception as err:
            raise UsageError(f"bad options for pass '{spec.name}': {err}") from None
        if spec.name not in PASSES:  # xDSL's passes check none: their integers must fit in 64 bits
            try:
                check_options(instance)
            except OptionError as err:
                raise UsageError(str(err)) from None
        passes.append(instance)
    return passes


def pipeline_text(passes: str, pass_pipeline: str) -> str:
    """The pipeline of ``-p`` or of ``--pass-pipeline`` (mlir-opt's form,
    ``builtin.module(a,b)``, or plain ``a,b``); giving both is an error."""
    if passes and pass_pipeline:
        raise UsageError("give the passes with -p or with --pass-pipeline, not both")
    if not pass_pipeline:
        return passes
    text = pass_pipeline.strip()
    for anchor in ("builtin.module(", "any("):
        if text.startswith(anchor):
            if not text.endswith(")"):
                raise UsageError(f"invalid pass pipeline '{pass_pipeline}': unbalanced parentheses")
            text = text[len(anchor) : -1]
            break
    if "(" in text:
        raise UsageError(
            f"invalid pass pipeline '{pass_pipeline}': smem-opt runs every pass on the whole "
            "module; nested pass managers (op(...)) are not supported"
        )
    return text


def known_targets() -> list[str]:
    """The names ``--target`` accepts (``passes.target.targets``)."""
    from smem_opt.passes.target.targets import TARGETS

    return list(TARGETS)


def _pipeline_error(text: str) -> str:
    """xDSL's multi-line pipeline error as one line: the message and its column."""
    import re

    lines = [line for line in text.splitlines() if line.strip()]
    where = next((m for line in lines if (m := re.match(r"pass-pipeline:\d+:(\d+)", line))), None)
    message = lines[-1].strip().lstrip("^").strip() if lines else text
    return f"{message} (column {where.group(1)})" if where else message


def pass_help() -> str:
    """``--help``'s list of our passes and pipelines, each option with its type, default and the
    range its field declares (``passes.options``)."""
    # lazy: --help's list loads every pass
    from typing import get_type_hints

    from xdsl.utils.hints import type_repr

    from smem_opt.passes.pipelines import PipelinePass

    lines = ["passes and pipelines (-p NAME or -p 'NAME{option=value ...}'):"]
    for name, factory in PASSES.items():
        cls = factory()
        lines.append(f"  {name:<22} {DESCRIPTIONS.get(name, '')}")
        hints = get_type_hints(cls)
        for f in dataclasses.fields(cls):
            default = "(none)" if f.default is None else str(f.default).lower()
            line = f"      {f.name.replace('_', '-')}: {type_repr(hints[f.name])}, default {default}"
            if (accepts := accepted(f)) is not None:
                line += f", {accepts.describe()}"
            if issubclass(cls, PipelinePass):
                to = [m.name for m in cls.members if f.name in {g.name for g in dataclasses.fields(m)}]
                line += f" (to {', '.join(to)})"
            lines.append(line)
    lines.append("")
    lines.append("xDSL's own passes are also accepted by name. Integer options outside the range")
    lines.append("shown, or outside 64 bits, are errors.")
    return "\n".join(lines)


def check_arguments(args: argparse.Namespace) -> None:
    """Values argparse cannot check by type alone: targets and --simulate/--check ranges."""
    from smem_opt.passes.target.targets import UnknownTarget, get_target

    if args.gpu_target is not None:
        try:
            get_target(args.gpu_target)
        except UnknownTarget as err:
            raise UsageError(f"--target: {err}") from None
    if args.threads is not None and not 1 <= args.threads <= MAX_THREADS:
        raise UsageError(f"--threads must be between 1 and {MAX_THREADS}, got {args.threads}")
    if not 1 <= args.blocks <= MAX_BLOCKS:
        raise UsageError(f"--blocks must be between 1 and {MAX_BLOCKS}, got {args.blocks}")
    if not 0 <= args.seed <= MAX_SEED:
        raise UsageError(f"--seed must be between 0 and 2^64 - 1, got {args.seed}")
    for path in args.inputs or ():
        if not os.path.isfile(path):
            raise UsageError(f"--inputs: '{path}' is not a file")
    from smem_opt.tools.run_outputs import stdout_conflict

    if (conflict := stdout_conflict(args)) is not None:
        raise UsageError(conflict)


def register_option(text: str) -> str:
    from smem_opt.tools.kernel_registers import BadRegisterOption, parse_register_option

    try:
        parse_register_option(text)
    except BadRegisterOption as err:
        raise argparse.ArgumentTypeError(str(err)) from None
    return text
