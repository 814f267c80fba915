"""The command line of ``smem-opt`` before any input is read: smem-opt's flags beside xDSL's
(``add_arguments``; the flags that run kernels are in ``tools.kernel_runs``), the pass pipeline
(``-p`` / ``--pass-pipeline``: each pass checks its own options, ``passes.options``; xDSL's are
held to 64 bits here), ``--help``'s list of passes with the ranges read from their option fields,
``--version``, and the other values argparse cannot check alone (targets, which output goes to
which stream: ``tools.run_outputs``). Every problem is a ``UsageError`` or ``usage_error``: one
line, exit status 1, before any work.
"""

from __future__ import annotations

import argparse
import dataclasses
import difflib
import re
import textwrap
from collections.abc import Callable
from importlib.metadata import version
from typing import Any, NoReturn

from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec, parse_pipeline

from smem_opt.passes.options import OptionError, accepted, check_options, type_problem
from smem_opt.passes.registry import DESCRIPTIONS, PASSES, PIPELINES
from smem_opt.passes.target.targets import TARGETS, UnknownTarget, get_target
from smem_opt.reader.diagnostics import print_stderr
from smem_opt.tools import argv_forms, kernel_runs
from smem_opt.tools.run_outputs import stdout_conflict

DESCRIPTION = (
    "Pack GPU shared-memory buffers whose lifetimes never meet into one aligned arena, "
    "and lower kernels to the upstream MLIR gpu dialect."
)

EMIT_KINDS = ("gpu", "nvvm", "ptx", "resource-usage")

REPORT_TO_STDERR = "\0stderr"
"""``--smem-report`` with no FILE: the report goes to stderr (``-`` is stdout)."""


class UsageError(OptionError):
    """Bad command line: unknown pass, option or flag. An ``OptionError`` (a ``ValueError``), the
    one error type a bad pass name or option raises wherever a pipeline is made (the driver, the
    API, ``smem_opt.mlir_passes``)."""


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
            names = [*(PASSES if available is None else available), *(pass_flag_names() if available is None else ())]
            near = difflib.get_close_matches(spec.name, names, n=1)
            hint = f"; did you mean '{near[0]}'?" if near else ""
            raise UsageError(
                f"unknown pass '{spec.name}'{hint} (see smem-opt --help for the available passes)"
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
        if (problem := _option_type_problem(spec.name, cls, normalized)) is not None:
            raise UsageError(problem)
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


def _option_type_problem(name: str, cls: type[ModulePass], spec: ArgSpec) -> str | None:
    """Why a value of ``spec`` is not of its option's kind (``passes.options.type_problem``), as
    written on the command line (xDSL would convert or reject it with a message of types); or None."""
    fields = {f.name: f for f in dataclasses.fields(cls)}
    for key, values in spec.parameters.items():
        if len(values) != 1:
            return f"pass '{name}': option '{key.replace('_', '-')}' takes one value, got {len(values)}"
        if (problem := type_problem(name, cls, fields[key], values[0])) is not None:
            return problem
    return None


def pipeline_text(passes: str, pass_pipeline: str) -> str:
    """The pipeline of ``-p`` or of ``--pass-pipeline``: mlir-opt's form, ``builtin.module(a,b)``
    (``-p`` is mlir-opt's short name of ``--pass-pipeline``), or plain ``a,b``; giving both is an
    error, and so is an anchor below the module (the passes find their kernels themselves)."""
    if passes and pass_pipeline:
        raise UsageError("give the passes with -p or with --pass-pipeline, not both")
    given = pass_pipeline or passes
    text = given.strip()
    for anchor in ("builtin.module(", "any("):
        if text.startswith(anchor):
            if not text.endswith(")"):
                raise UsageError(f"invalid pass pipeline '{given}': unbalanced parentheses")
            text = text[len(anchor) : -1]
            break
    if "(" in text:
        inner = re.sub(r"^[\w.]+\((.*)\)$", r"\1", text.strip())
        raise UsageError(
            f"invalid pass pipeline '{given}': smem-opt's passes run on the whole module and find "
            "the kernels in every gpu.module and function themselves, so they take no nested anchor "
            f"(op(...)); write --pass-pipeline='builtin.module({inner})' or -p '{inner}'"
        )
    return text


def known_targets() -> list[str]:
    """The names ``--target`` accepts (``passes.target.targets``)."""
    return list(TARGETS)


def _pipeline_error(text: str) -> str:
    """xDSL's multi-line pipeline error as one line: the message and its column."""
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
            default = "(none)" if f.default is None else "(unset)" if f.default == "" else str(f.default).lower()
            line = f"      {f.name.replace('_', '-')}: {type_repr(hints[f.name])}, default {default}"
            if (accepts := accepted(f)) is not None:
                line += f", {accepts.describe()}"
            if issubclass(cls, PipelinePass):
                to = [m.name for m in cls.members if f.name in {g.name for g in dataclasses.fields(m)}]
                line += f" (to {', '.join(to)})"
            lines.append(line)
    lines.append("")
    lines.append("Each is also accepted as a flag, as mlir-opt takes passes: --NAME or --NAME='option=value ...';")
    lines.append("every -p and pass flag joins one pipeline, in order. Integer options outside the range")
    lines.append("shown, or outside 64 bits, are errors.")
    lines.append("")
    lines.append("xDSL's own passes (from xDSL, accepted by name, by -p and as flags):")
    lines.extend(textwrap.wrap(", ".join(sorted(_xdsl_pass_names())), width=96, initial_indent="  ", break_on_hyphens=False,
                               subsequent_indent="  "))
    return "\n".join(lines)


def _xdsl_pass_names() -> list[str]:
    from xdsl.transforms import get_all_passes  # lazy: only --help and a pass flag need the list

    return [n for n in get_all_passes() if n not in PASSES]


def check_arguments(args: argparse.Namespace) -> None:
    """Values argparse cannot check by type alone: the target, the kernel runs' values
    (``tools.kernel_runs``), and which output goes to stdout (``tools.run_outputs``)."""
    if args.gpu_target is not None:
        try:
            get_target(args.gpu_target)
        except UnknownTarget as err:
            raise UsageError(f"--target: {err}") from None
    problem = (
        kernel_runs.argument_problem(args)
        or argv_forms.argument_problem(args, getattr(args, "spaced_values", {}), REPORT_TO_STDERR)
        or stdout_conflict(args)
    )
    if problem is not None:
        raise UsageError(problem)


def runs_upstream_tools(args: argparse.Namespace) -> bool:
    """Whether this command line may run mlir-opt or ptxas: ``--emit`` other than gpu,
    ``--check``, ``--simulate``, or a report whose registers come from ``ptxas -v``."""
    report = args.smem_report is not None and (args.smem_report_registers or "auto") == "auto"
    return args.emit != "gpu" or bool(args.check) or bool(args.simulate) or report


def register_option(text: str) -> str:
    """``--smem-report-registers``: the text, once ``tools.kernel_registers`` reads it."""
    from smem_opt.tools.kernel_registers import BadRegisterOption, parse_register_option

    try:
        parse_register_option(text)
    except BadRegisterOption as err:
        raise argparse.ArgumentTypeError(str(err)) from None
    return text


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """smem-opt's flags, after xDSL's. Ours win over xDSL's of the same name: ``-t/--target``
    is the GPU (xDSL's output format is always MLIR text; ``--emit`` chooses the output), ``-p``
    takes our help text. A bad command line is ``usage_error``; ``--help`` ends with the passes."""
    parser.prog = "smem-opt"
    _help_lists_passes(parser)
    _reads_mlir_forms(parser)
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.error = usage_error  # type: ignore[method-assign]  # xDSL's main builds the parser; smem-opt replaces this method on that instance
    parser.set_defaults(target="mlir")  # xDSL's output format: always MLIR text
    parser.conflict_handler = "resolve"
    parser.allow_abbrev = False  # an option is its whole name (--split is not --split-input-file)
    ours = parser.add_argument_group("smem-opt")
    ours.add_argument("--verify-diagnostics", action="store_true", help="check the diagnostics against the input's "
                                                                        "expected-error/-warning/-remark/-note "
                                                                        "comments (as mlir-opt); exit 1 when one is "
                                                                        "missing or unexpected")
    ours.add_argument("--mlir-print-ir-before-all", action="store_true",
                      help="print the IR before each pass to stderr, with mlir-opt's header")
    ours.add_argument("--mlir-print-ir-after-all", action="store_true",
                      help="print the IR after each pass to stderr, with mlir-opt's header")
    ours.add_argument("--mlir-timing", action="store_true",
                      help="print each pass's wall time to stderr, as mlir-opt's execution time report")
    ours.add_argument("-v", "--version", action=_VersionAction, nargs=0, help="print the version and exit")
    ours.add_argument("-t", "--target", dest="gpu_target", default=None, metavar="SM",
        help="GPU target for passes that take one (" + ", ".join(known_targets()) + ")")
    ours.add_argument("-p", "--passes", default="", metavar="PIPELINE", help="comma-separated passes, e.g. "
                                                                             "'smem-coalesce{alignment=32},convert-smem-to-gpu' "
                                                                             "(see below)")
    ours.add_argument("--pass-pipeline", default="", metavar="PIPELINE", help="the passes in mlir-opt's form, "
                                                                              "'builtin.module(smem-coalesce,convert-smem-to-gpu)'")
    ours.add_argument("--emit", choices=EMIT_KINDS, default="gpu", help="output: gpu (our IR, default), or via "
                                                                        "upstream tools nvvm, ptx, resource-usage")
    ours.add_argument("--smem-report", nargs="?", const=REPORT_TO_STDERR, default=None, metavar="FILE",
        help="write a per-kernel shared-memory report: to stderr (no FILE), stdout (-; the IR then needs -o) or FILE "
             "(--smem-report=FILE; with a space, FILE must not be an existing file when no input file is given)")
    ours.add_argument("--smem-report-format", choices=("text", "json"), default="text")
    ours.add_argument("--smem-report-registers", type=register_option, default="auto", metavar="auto|none|N|N,M",
        help="registers per thread for the report's occupancy: auto (ptxas -v on both variants, when mlir-opt and ptxas are "
             "installed), none (unknown), N, or WITHOUT,WITH reuse")
    ours.add_argument("--smem-layout", default=None, metavar="SVG", help="draw each kernel's arena over time as SVG, "
                                                                         "to the file SVG or stdout (-)")
    kernel_runs.add_arguments(ours)


def _help_lists_passes(parser: argparse.ArgumentParser) -> None:
    """``--help`` ends with the passes and their options (``pass_help``), made only when help is
    printed: it loads every pass."""
    plain = parser.format_help

    def format_help() -> str:
        parser.epilog = pass_help()
        return plain()

    parser.format_help = format_help  # type: ignore[method-assign]  # xDSL's main builds the parser; smem-opt replaces this method on that instance


def _reads_mlir_forms(parser: argparse.ArgumentParser) -> None:
    """The parser reads the command line as mlir-opt users write it (``tools.argv_forms``):
    one-dash long options, ``--inputs`` followed by the kernel file, and the form of
    ``--smem-report``'s value, kept as ``spaced_values`` for ``check_arguments``."""
    plain = parser.parse_args

    def parse_args(args: Any = None, namespace: Any = None) -> Any:
        import sys

        forms = argv_forms.normalize(sys.argv[1:] if args is None else args, argv_forms.long_option_names(parser),
                                     pass_flag_names())
        parsed = plain(forms.argv, namespace)
        parsed.inputs = forms.inputs
        parsed.spaced_values = forms.spaced_values
        return parsed

    parser.parse_args = parse_args  # type: ignore[method-assign]  # xDSL's main builds the parser; smem-opt replaces this method on that instance


def pass_flag_names() -> list[str]:
    """Names a pass may be given by as a flag (``--smem-coalesce``): smem-opt's passes and
    pipelines, and xDSL's."""
    return [*PASSES, *PIPELINES, *_xdsl_pass_names()]


def usage_error(message: str) -> NoReturn:
    """A bad command line: one line on stderr, exit status 1 (argparse would exit 2)."""
    print_stderr(f"smem-opt: error: {message}")
    raise SystemExit(1)


class _VersionAction(argparse.Action):
    """``--version``: smem-opt's, xDSL's and the upstream tools' versions, written the way the
    output is (a full or closed stdout is an error)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: Any, values: Any, option_string: Any = None) -> None:
        from smem_opt import __version__
        from smem_opt.tools.output_file import OutputError, write_stdout
        from smem_opt.tools.toolchain import describe_tools

        lines = [f"smem-opt {__version__} (xDSL {version('xdsl')})", *describe_tools()]
        try:
            write_stdout("".join(f"{line}\n" for line in lines))
        except OutputError as err:
            usage_error(str(err))
        parser.exit()
