"""The ``smem-opt`` driver: xDSL's ``xdsl-opt`` (``xDSLOptMain``) with mlir-opt habits.

``SmemOptMain`` inherits xDSL's constructor, run loop and flags (``--print-between-passes``,
``--time-passes``, ``--split-input-file``, ...) and plugs in through its hooks: our ``gpu``
dialect replaces xDSL's (attributions, custom syntax), the ``smem`` and ``nvgpu`` dialects and
our passes and pipelines are added, input is read through ``tools.intake`` / ``tools.parsing``
(every op located, every input error a located diagnostic), the IR is verified between passes
innermost-op first, and every failure is an MLIR-style diagnostic: message on stderr, exit
status 1, no traceback, no output file. Command-line values are checked before any work:
pass options against ``passes.registry`` (and i64), ``--target`` against the known
targets, simulator arguments against their ranges. Closed or full standard streams
are one-line errors. The driver runs in a thread with a deep stack, so the bounded
nesting ``tools.parsing`` accepts never exhausts Python's recursion limit.
"""

from __future__ import annotations

import argparse
import dataclasses
import io
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from importlib.metadata import PackageNotFoundError, version
from typing import IO, Any, NoReturn

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute
from xdsl.passes import ModulePass, PassPipeline
from xdsl.universe import Universe
from xdsl.utils.arg_spec import ArgSpec, parse_pipeline
from xdsl.utils.diagnostic import Diagnostic
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

from smem_opt.passes.diagnostics import SmemDiagnostic, format_diagnostic
from smem_opt.passes.registry import (
    DESCRIPTIONS,
    I64_MAX,
    I64_MIN,
    INT_OPTION_RANGES,
    PASSES,
    STR_OPTION_CHOICES,
    PIPELINES,
)
from smem_opt.tools.intake import IntakeError
from smem_opt.tools.limits import MAX_BLOCKS, MAX_SEED, MAX_THREADS
from smem_opt.tools.ir_io import build_context, print_module, read_input
from smem_opt.tools.parsing import LocatingParser, first_line, parse_module, verify_module

__all__ = ["LocatingParser", "build_context", "build_pipeline", "main", "parse_module", "print_module", "verify_module"]

EMIT_KINDS = ("gpu", "nvvm", "ptx", "resource-usage")

DESCRIPTION = (
    "Pack GPU shared-memory buffers whose lifetimes never meet into one aligned arena, "
    "and lower kernels to the upstream MLIR gpu dialect."
)

STACK_BYTES = 512 << 20
"""Stack of the thread the driver runs in (reserved, touched only as deep as needed)."""
RECURSION_LIMIT = 40_000
"""Python frames allowed in that thread: ~150 per nesting level at ``limits.MAX_NESTING``."""


class UsageError(Exception):
    """Bad command line: unknown pass, option or flag."""


def _known_targets() -> list[str]:
    from smem_opt.passes.target.targets import TARGETS

    return list(TARGETS)


def _package_version() -> str:
    try:
        return version("smem-opt")
    except PackageNotFoundError:
        return "unknown"


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
        except Exception as err:
            raise UsageError(f"bad options for pass '{spec.name}': {err}") from None
        check_option_values(spec.name, instance)
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


def check_option_values(pass_name: str, instance: ModulePass) -> None:
    """Integer options within their documented range (else within i64); targets known.
    A pipeline's options are checked as its members receive them."""
    from smem_opt.passes.pipelines import PipelinePass
    from smem_opt.passes.target.targets import UnknownTarget, get_target

    if isinstance(instance, PipelinePass):
        for member in instance.member_passes():
            check_option_values(member.name, member)
        return
    for f in dataclasses.fields(instance):
        value = getattr(instance, f.name)
        option = f.name.replace("_", "-")
        if f.name == "target" and isinstance(value, str):
            try:
                get_target(value)
            except UnknownTarget as err:
                raise UsageError(f"{pass_name}: {err}") from None
        choices = STR_OPTION_CHOICES.get((pass_name, f.name))
        if choices is not None and value not in choices:
            raise UsageError(f"pass '{pass_name}': option '{option}' must be one of {', '.join(choices)}, got '{value}'")
        if isinstance(value, bool) or not isinstance(value, int):
            continue
        limits = INT_OPTION_RANGES.get((pass_name, f.name))
        if limits is not None:
            if problem := limits.problem(value):
                raise UsageError(f"pass '{pass_name}': option '{option}' {problem}")
        elif not I64_MIN <= value <= I64_MAX:
            raise UsageError(f"pass '{pass_name}': option '{option}' = {value} does not fit in 64 bits")


def _pipeline_error(text: str) -> str:
    """xDSL's multi-line pipeline error as one line: the message and its column."""
    import re

    lines = [line for line in text.splitlines() if line.strip()]
    where = next((m for line in lines if (m := re.match(r"pass-pipeline:\d+:(\d+)", line))), None)
    message = lines[-1].strip().lstrip("^").strip() if lines else text
    return f"{message} (column {where.group(1)})" if where else message


def pass_help() -> str:
    """``--help``'s list of our passes and pipelines, each option with its type, default and range."""
    from typing import get_type_hints

    from xdsl.utils.hints import type_repr

    from smem_opt.passes.pipelines import PipelinePass
    from smem_opt.passes.target.targets import TARGETS

    lines = ["passes and pipelines (-p NAME or -p 'NAME{option=value ...}'):"]
    for name, factory in PASSES.items():
        cls = factory()
        lines.append(f"  {name:<22} {DESCRIPTIONS.get(name, '')}")
        owners = list(cls.members) if issubclass(cls, PipelinePass) else [cls]
        hints = get_type_hints(cls)
        for f in dataclasses.fields(cls):
            default = "(none)" if f.default is None else str(f.default).lower()
            line = f"      {f.name.replace('_', '-')}: {type_repr(hints[f.name])}, default {default}"
            ranges = [INT_OPTION_RANGES.get((o.name, f.name)) for o in owners]
            if described := next((r.describe() for r in ranges if r is not None), None):
                line += f", {described}"
            elif f.name == "target":
                line += f", one of {', '.join(TARGETS)}"
            elif choices := next((STR_OPTION_CHOICES[(o.name, f.name)] for o in owners
                                  if (o.name, f.name) in STR_OPTION_CHOICES), None):
                line += f", one of {', '.join(choices)}"
            if issubclass(cls, PipelinePass):
                to = [o.name for o in owners if f.name in {g.name for g in dataclasses.fields(o)}]
                line += f" (to {', '.join(to)})"
            lines.append(line)
    lines.append("")
    lines.append("xDSL's own passes are also accepted by name. Integer options outside the range")
    lines.append("shown, or outside 64 bits, are errors.")
    return "\n".join(lines)


@dataclasses.dataclass
class _Chunk:
    """The piece of input being processed (the whole input unless ``--split-input-file``)."""

    data: bytes
    line_offset: int
    plans: list = dataclasses.field(default_factory=list)
    """The kernel plans the passes made, for the reports."""
    failed: bool = False


class _HeldOutput(io.StringIO):
    """The output of a run, held until every piece has succeeded; xDSL's run loop closes its
    output stream when done, which must not drop the text before it is written."""

    def close(self) -> None:
        pass


class SmemOptMain(xDSLOptMain):
    """smem-opt's driver: xDSL's opt main (its run loop, its flags) with our dialects, passes and
    flags, a located parse, our verifier between passes, and no output unless all went well.

    Hooks overridden: the registrations (our ``gpu`` replaces xDSL's; ``--target`` is the GPU
    target, the output is chosen by ``--emit``), the input (read whole, any file name, ``-`` is
    stdin), ``parse_chunk`` (``tools.intake``), ``setup_pipeline`` / ``apply_passes`` (checked
    options, plans kept for the reports), ``prepare_output`` / ``output_resulting_program``
    (reports, simulation, ``--emit``), and ``run``, which writes the held output
    (``tools.output_file``) once every piece has succeeded. A failing piece is a diagnostic on
    stderr and exit status 1 (on stdout, in its place, under ``--verify-diagnostics``); with
    ``--split-input-file`` the other pieces still run, as in mlir-opt.
    """

    def __init__(self, args: Sequence[str] | None = None):
        self.output = _HeldOutput()
        self.failed = False
        self.chunk = _Chunk(b"", 0)
        self.report_writer: Any = None
        super().__init__(description=DESCRIPTION, args=args)

    # -- registration --------------------------------------------------------------------------
    def register_all_dialects(self) -> None:
        """xDSL's dialects with ours; our ``gpu`` replaces xDSL's. (Unregistered ops are
        allowed once the arguments are parsed, by xDSL's constructor.)"""
        self.ctx = build_context()

    def register_all_passes(self) -> None:
        super().register_all_passes()
        for name, factory in PASSES.items():
            self.register_pass(name, factory)

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        """xDSL's flags, then ours. xDSL's ``-t/--target`` (an output format) gives way to our
        ``--target`` (the GPU); the output is chosen by ``--emit``."""
        super().register_all_arguments(arg_parser)
        arg_parser.prog = "smem-opt"
        arg_parser.epilog = pass_help()
        arg_parser.formatter_class = argparse.RawDescriptionHelpFormatter
        arg_parser.error = _usage_error  # type: ignore[method-assign]
        arg_parser.set_defaults(target="mlir")  # xDSL's output format: always MLIR text
        # Ours win over xDSL's of the same name (-t/--target, and -p for its help text).
        arg_parser.conflict_handler = "resolve"
        ours = arg_parser.add_argument_group("smem-opt")
        ours.add_argument("-v", "--version", action=_VersionAction, nargs=0, help="print the version and exit")
        ours.add_argument("-t", "--target", dest="gpu_target", default=None, metavar="SM", help="GPU target for passes that take one (" + ", ".join(_known_targets()) + ")")
        ours.add_argument("-p", "--passes", default="", metavar="PIPELINE", help="comma-separated passes, e.g. 'smem-coalesce{alignment=32},convert-smem-to-gpu' (see below)")
        ours.add_argument("--pass-pipeline", default="", metavar="PIPELINE", help="the passes in mlir-opt's form, 'builtin.module(smem-coalesce,convert-smem-to-gpu)'")
        ours.add_argument("--emit", choices=EMIT_KINDS, default="gpu", help="output: gpu (our IR, default), or via upstream tools nvvm, ptx, resource-usage")
        ours.add_argument("--smem-report", nargs="?", const="-", default=None, metavar="FILE", help="write a per-kernel shared-memory report (stderr, or FILE)")
        ours.add_argument("--smem-report-format", choices=("text", "json"), default="text")
        ours.add_argument("--smem-report-registers", type=_register_option, default="auto", metavar="auto|none|N|N,M", help="registers per thread for the report's occupancy: auto (ptxas -v on both variants, when mlir-opt and ptxas are installed), none (unknown), N, or WITHOUT,WITH reuse")
        ours.add_argument("--smem-layout", default=None, metavar="SVG", help="draw each kernel's arena over time as SVG")
        ours.add_argument("--simulate", action="store_true", help="run each kernel in the thread-block simulator (after the passes) and print output checksums and races")
        ours.add_argument("--check", action="store_true", help="run each kernel of the output, lowered by mlir-opt, against its reference (the input, or with no pipeline the arena split per buffer): outputs, races, alignment")
        ours.add_argument("--check-against", default=None, metavar="FILE", help="--check: the reference is FILE (the plan's original input) instead of the input or its arena split")
        ours.add_argument("--schedules", type=int, default=3, help="--check: warp schedules per kernel (thread order, reversed, then seeded random orders)")
        ours.add_argument("--threads", type=int, default=None, help="simulator: threads per block (default: the kernel's block size)")
        ours.add_argument("--blocks", type=int, default=1, help="simulator: number of blocks")
        ours.add_argument("--seed", type=int, default=0, help="simulator: seed for random inputs and thread order")
        ours.add_argument("--inputs", nargs="*", default=None, metavar="NPY", help="simulator: .npy files for the kernel's memref arguments, in order")

    # -- the pipeline --------------------------------------------------------------------------
    def setup_pipeline(self) -> None:
        """The passes with their options checked and ``--target`` applied; then the other
        values argparse cannot check alone."""
        text = pipeline_text(self.args.passes, self.args.pass_pipeline)
        passes = build_pipeline(text, self.args.gpu_target, self.available_passes)
        check_arguments(self.args)
        self.pipeline = PassPipeline(tuple(passes), self._between_passes)
        self.pass_started = time.perf_counter()

    def _between_passes(self, previous: ModulePass | None, module: ModuleOp, following: ModulePass | None) -> None:
        """xDSL's ``--time-passes`` and ``--print-between-passes``, with our verifier."""
        if self.args.time_passes and previous is not None:
            print(f"Pass {previous.name} took {time.perf_counter() - self.pass_started} seconds")
        if previous is not None and not self.args.disable_verify:
            verify_module(module)
        if previous is not None and following is not None and self.args.print_between_passes:
            print(f"IR after {previous.name}:")
            print(print_module(module, self.args.print_op_generic, self.args.print_debuginfo), end="")
            print("\n\n")
        if self.args.time_passes and following is not None:
            self.pass_started = time.perf_counter()

    def apply_passes(self, prog: ModuleOp) -> None:
        """The pipeline, keeping the kernel plans the passes make for the reports."""
        from smem_opt.passes.pipelines import run_pass

        with self._diagnosing():
            callback = self.pipeline.callback
            previous = None
            for p in self.pipeline.passes:
                callback(previous, prog, p)  # type: ignore[misc]
                self.chunk.plans += run_pass(p, self.ctx, prog)
                previous = p
            callback(previous, prog, None)  # type: ignore[misc]

    # -- input ---------------------------------------------------------------------------------
    def get_input_name(self) -> str:
        return self.args.input_file if self.args.input_file not in (None, "-") else "<stdin>"

    def get_input_stream(self) -> tuple[IO[bytes], str]:
        """The whole input, whatever the file is called (MLIR); ``-`` is stdin."""
        return io.BytesIO(_read_input(self.args.input_file)), "mlir"

    def parse_chunk(self, chunk: IO[bytes], file_extension: str, start_offset: int = 0) -> ModuleOp | None:
        """Read a piece as smem-opt reads any input (``tools.intake``); None when it fails."""
        self.chunk = _Chunk(chunk.read(), start_offset)
        with self._diagnosing():
            intake = read_input(
                self.ctx,
                self.chunk.data,
                self.get_input_name(),
                start_offset,
                self.args.disable_verify,
                allow_implicit_module=not self.args.no_implicit_module,
            )
            if intake.note:
                say(intake.note)
            return intake.module
        return None

    # -- output --------------------------------------------------------------------------------
    def prepare_output(self) -> IO[str]:
        return self.output

    def output_resulting_program(self, prog: ModuleOp) -> str:
        """Reports, then the simulation, the ``--emit`` output or the IR ("" after a failure)."""
        if self.chunk.failed:
            return ""
        with self._diagnosing():
            self._reports(prog)
            if self.args.check:
                from smem_opt.tools.check_cli import run_check

                run_check(prog, self)
            if self.args.simulate:
                from smem_opt.tools.simulate_cli import run_simulation

                return run_simulation(prog, self.args)
            if self.args.emit != "gpu":
                return _emit_external(prog, self.args)
            return print_module(
                prog, self.args.print_op_generic, self.args.print_debuginfo, self.args.print_no_properties
            )
        return ""

    def _reports(self, module: ModuleOp) -> None:
        if self.args.smem_report is None and self.args.smem_layout is None:
            return
        from smem_opt.tools.report import ReportWriter

        if self.report_writer is None:
            self.report_writer = ReportWriter(self.args)
        self.report_writer.write(module, self.chunk.plans, source=(self.chunk.data, self.get_input_name()))

    @contextmanager
    def _diagnosing(self) -> Iterator[None]:
        """Turn an input, pass or tool error of the current piece into its diagnostic."""
        try:
            yield
        except (ParseError, DiagnosticException, _ToolError, IntakeError) as err:
            message = _render_error(err, self.chunk.line_offset)
            self.chunk.failed = True
            parse_error = isinstance(err, ParseError) or (isinstance(err, IntakeError) and isinstance(err.error, ParseError))
            if self.args.verify_diagnostics or (self.args.parsing_diagnostics and parse_error):
                self.output.write(message + "\n")
            else:
                say(message)
                self.failed = True

    def run(self) -> int:  # type: ignore[override]
        """xDSL's run loop; then the output, written only when every piece succeeded."""
        super().run()
        if self.failed:
            return 1
        from smem_opt.tools.output_file import OutputError, write_output

        text = self.output.getvalue()
        target = self.args.output_file
        try:
            if target is None or target == "-":
                _write_stdout(text)
            else:
                write_output(target, text)
        except OutputError as err:
            say(f"smem-opt: error: {err}")
            return 1
        return 0


class _ToolError(Exception):
    pass


def say(text: str) -> None:
    """One message on stderr (``passes.diagnostics.print_stderr``)."""
    from smem_opt.passes.diagnostics import print_stderr

    print_stderr(text)


def _silence_stdout() -> None:
    """After a failed write, send stdout to /dev/null so that the exit-time flush cannot fail again."""
    try:
        if sys.stdout is not None and sys.stdout.fileno() == 1:
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 1)
            os.close(null)
    except (OSError, ValueError, AttributeError):
        pass


def _read_input(path: str | None) -> bytes:
    """The bytes of the input file, or of stdin for None and '-'."""
    if path in (None, "-"):
        stream = sys.stdin
        if stream is None:
            raise UsageError("cannot read standard input: it is closed")
        try:
            return stream.buffer.read()
        except (OSError, ValueError) as err:
            reason = getattr(err, "strerror", None) or "it is closed"
            raise UsageError(f"cannot read standard input: {reason}") from None
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as err:
        raise UsageError(f"cannot read '{path}': {err.strerror}") from None


def check_arguments(args: argparse.Namespace) -> None:
    """Values argparse cannot check by type alone: targets and simulator ranges."""
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


def _emit_external(module: ModuleOp, args: argparse.Namespace) -> str:
    from smem_opt.tools.emit import emit

    try:
        return emit(module, args.emit, args.gpu_target)
    except Exception as err:  # ToolMissing / ToolFailed, reported as diagnostics
        raise _ToolError(str(err)) from None


def _render_error(err: BaseException, offset: int) -> str:
    if isinstance(err, IntakeError):
        text = _render_error(err.error, offset)
        return text + (f"\nnote: {err.note}" if err.note else "")
    if isinstance(err, ParseError):
        where = err.span.get_location()
        return f"{where.file}:{where.line + offset}:{where.col}: error: {err.msg}"
    if isinstance(err, SmemDiagnostic):
        return err.render()
    if isinstance(err, _ToolError):
        return f"smem-opt: error: {err}"
    return format_diagnostic("error", first_line(err))


def _register_option(text: str) -> str:
    from smem_opt.tools.kernel_registers import BadRegisterOption, parse_register_option

    try:
        parse_register_option(text)
    except BadRegisterOption as err:
        raise argparse.ArgumentTypeError(str(err)) from None
    return text


class _VersionAction(argparse.Action):
    """``--version``: xDSL's, written the way the output is (a full or closed stdout is an error)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: Any, values: Any, option_string: Any = None) -> None:
        from smem_opt.tools.output_file import OutputError

        from smem_opt.tools.toolchain import describe_tools

        lines = [f"smem-opt {_package_version()} (xDSL {version('xdsl')})", *describe_tools()]
        text = "".join(f"{line}\n" for line in lines)
        try:
            _write_stdout(text)
        except OutputError as err:
            _usage_error(str(err))
        parser.exit()


def _usage_error(message: str) -> NoReturn:
    """A bad command line: one line on stderr, exit status 1 (argparse would exit 2)."""
    say(f"smem-opt: error: {message}")
    raise SystemExit(1)


def _write_stdout(text: str) -> None:
    from smem_opt.tools.output_file import write_stdout

    write_stdout(text)


def main(argv: Sequence[str] | None = None) -> int:
    """Run smem-opt; the exit status (0, 1, or 130 when interrupted).

    The work happens in a thread with a ``STACK_BYTES`` stack and a ``RECURSION_LIMIT``
    recursion limit. An exception smem-opt did not expect is a bug: one line on stderr,
    or the traceback when ``SMEM_OPT_TRACEBACK`` is set.
    """
    outcome: dict[str, Any] = {}

    def body() -> None:
        try:
            outcome["code"] = _run(argv)
        except BaseException as err:  # noqa: BLE001 (handed to the calling thread)
            outcome["error"] = err

    old_limit = sys.getrecursionlimit()
    try:
        old_stack = threading.stack_size(STACK_BYTES)
    except (ValueError, RuntimeError):  # a platform without settable stacks: run here
        return _finish(_run(argv))
    try:
        sys.setrecursionlimit(max(old_limit, RECURSION_LIMIT))
        worker = threading.Thread(target=body, name="smem-opt", daemon=True)
        worker.start()
    finally:
        threading.stack_size(old_stack)
    try:
        worker.join()
    except KeyboardInterrupt:
        return 130
    finally:
        sys.setrecursionlimit(old_limit)
    if "error" in outcome:
        raise outcome["error"]
    return _finish(outcome["code"])


def _run(argv: Sequence[str] | None) -> int:
    # xDSL's constructor switches attribute verification off process-wide for
    # --disable-verify, and colours diagnostics for --syntax-highlight: undone after the run.
    post_init, colored = Attribute.__post_init__, Diagnostic.colored
    try:
        return SmemOptMain(argv).run()
    except UsageError as err:
        say(f"smem-opt: error: {err}")
        return 1
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 1
    except KeyboardInterrupt:
        return 130
    except Exception as err:  # a bug in smem-opt: one line, no traceback unless asked
        if os.environ.get("SMEM_OPT_TRACEBACK"):
            raise
        say(f"smem-opt: internal error: {type(err).__name__}: {err} (set SMEM_OPT_TRACEBACK=1 for details)")
        return 1
    finally:
        Attribute.__post_init__, Diagnostic.colored = post_init, colored  # type: ignore[method-assign]


def _finish(code: int) -> int:
    """Flush stdout now, so that a full or closed stdout is an error here and not at exit."""
    stream = sys.stdout
    if stream is None:
        return code
    try:
        stream.flush()
    except (OSError, ValueError) as err:
        _silence_stdout()
        say(f"smem-opt: error: cannot write standard output: {getattr(err, 'strerror', None) or err}")
        return 1
    return code


if __name__ == "__main__":
    sys.exit(main())
