"""The ``smem-opt`` driver: mlir-opt habits on top of xDSL.

It replaces xDSL's ``gpu`` dialect with ours (attributions, custom syntax), adds
the ``smem`` and ``nvgpu`` dialects and our passes, reads input through
``tools.parsing`` (every op located, every input error a located diagnostic), and
turns every failure into an MLIR-style diagnostic: message on stderr, exit status 1,
no traceback, no output file. Command-line values are checked before any work:
pass options against ``passes.registry`` (and i64), ``--target`` against the known
targets, simulator arguments against their ranges. Closed or full standard streams
are one-line errors. The driver runs in a thread with a deep stack, so the bounded
nesting ``tools.parsing`` accepts never exhausts Python's recursion limit.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import threading
from collections.abc import Callable, Sequence
from importlib.metadata import PackageNotFoundError, version
from typing import Any, NoReturn

from xdsl.context import Context
from xdsl.dialects.builtin import Builtin, ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.printer import Printer
from xdsl.universe import Universe
from xdsl.utils.arg_spec import ArgSpec, parse_pipeline
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

from passes.diagnostics import SmemDiagnostic, format_diagnostic
from passes.registry import (
    DESCRIPTIONS,
    I64_MAX,
    I64_MIN,
    INT_OPTION_RANGES,
    PASSES,
    PIPELINES,
)
from tools.intake import IntakeError
from tools.limits import MAX_BLOCKS, MAX_SEED, MAX_THREADS
from tools.parsing import LocatingParser, first_line, parse_module, verify_module

__all__ = ["LocatingParser", "build_context", "build_pipeline", "main", "parse_module", "print_module", "verify_module"]

EMIT_KINDS = ("gpu", "nvvm", "ptx", "resource-usage")

STACK_BYTES = 512 << 20
"""Stack of the thread the driver runs in (reserved, touched only as deep as needed)."""
RECURSION_LIMIT = 40_000
"""Python frames allowed in that thread: ~150 per nesting level at ``limits.MAX_NESTING``."""


class UsageError(Exception):
    """Bad command line: unknown pass, option or flag."""


def _package_version() -> str:
    try:
        return version("smem-opt")
    except PackageNotFoundError:
        return "unknown"


def our_dialects() -> dict[str, Callable[[], Any]]:
    """Our dialects by name: smem, and the upstream ones we define or replace."""
    from smem_dialect.registry import dialect_factories

    return dialect_factories()


def build_context(allow_unregistered: bool = False) -> Context:
    """A context with xDSL's dialects, ours replacing xDSL's of the same name.

    Bare op names resolve as in MLIR (smem_dialect.name_resolution)."""
    from smem_dialect.name_resolution import with_mlir_name_resolution
    from tools.intake import OpenContext

    ctx = with_mlir_name_resolution(OpenContext)(allow_unregistered=allow_unregistered)
    ours = our_dialects()
    for name, factory in Universe.get_multiverse().all_dialects.items():
        if name not in ours:
            ctx.register_dialect(name, factory)
    for name, factory in ours.items():
        ctx.register_dialect(name, factory)
    return ctx


def read_input(ctx: Context, data: bytes, name: str, line_offset: int = 0, skip_verify: bool = False):
    """Read ``data`` as smem-opt does (``tools.intake``): as written, else through mlir-opt."""
    from tools.intake import read_module, tolerant_context

    tolerant = tolerant_context({"builtin": lambda: Builtin, **our_dialects()})
    return read_module(ctx, tolerant, data, name, parse_module, verify_module, skip_verify, line_offset)


def build_pipeline(spec_text: str, target: str | None) -> list[ModulePass]:
    """Parse ``-p``: expand named pipelines, apply ``--target``, check options."""
    try:
        specs = list(parse_pipeline(spec_text))
    except BaseException as err:  # xDSL raises a BaseException subclass here
        if isinstance(err, (KeyboardInterrupt, SystemExit)):
            raise
        raise UsageError(f"invalid pass pipeline '{spec_text}': {_pipeline_error(str(err))}") from None
    expanded: list[ArgSpec] = []
    for spec in specs:
        if spec.name in PIPELINES:
            for member in PIPELINES[spec.name]:
                fields = {f.name for f in dataclasses.fields(PASSES[member]())}
                params = {
                    k: v for k, v in spec.parameters.items() if k.replace("-", "_") in fields
                }
                expanded.append(ArgSpec(member, params))
            unknown = {
                k
                for k in spec.parameters
                if not any(
                    k.replace("-", "_") in {f.name for f in dataclasses.fields(PASSES[m]())}
                    for m in PIPELINES[spec.name]
                )
            }
            if unknown:
                raise UsageError(f"pipeline '{spec.name}' has no option '{sorted(unknown)[0]}'")
        else:
            expanded.append(spec)
    passes: list[ModulePass] = []
    for spec in expanded:
        factory = PASSES.get(spec.name) or _xdsl_passes().get(spec.name)
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
                raise UsageError(f"pass '{spec.name}' has no option '{key.replace('_', '-')}'")
        try:
            instance = cls.from_spec(normalized)
        except Exception as err:
            raise UsageError(f"bad options for pass '{spec.name}': {err}") from None
        check_option_values(spec.name, instance)
        passes.append(instance)
    return passes


def check_option_values(pass_name: str, instance: ModulePass) -> None:
    """Integer options within their documented range (else within i64); targets known."""
    from passes.targets import UnknownTarget, get_target

    for f in dataclasses.fields(instance):
        value = getattr(instance, f.name)
        option = f.name.replace("_", "-")
        if f.name == "target" and isinstance(value, str):
            try:
                get_target(value)
            except UnknownTarget as err:
                raise UsageError(f"{pass_name}: {err}") from None
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


_XDSL_PASSES: dict[str, Callable[[], type[ModulePass]]] | None = None


def _xdsl_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    global _XDSL_PASSES
    if _XDSL_PASSES is None:
        _XDSL_PASSES = {
            k: v for k, v in Universe.get_multiverse().all_passes.items() if k not in PASSES
        }
    return _XDSL_PASSES


class FaithfulPrinter(Printer):
    """xDSL's printer, except that a region of several blocks always prints its terminators
    (some custom printers elide them, which is only right for a single block), and so does
    ``scf.execute_region`` (whose parser adds no terminator: xDSL's printer drops it)."""

    def print_region(
        self,
        region,
        print_entry_block_args: bool = True,
        print_empty_block: bool = True,
        print_block_terminators: bool = True,
    ) -> None:
        if len(region.blocks) > 1 or (region.parent is not None and region.parent.name == "scf.execute_region"):
            print_block_terminators = True
        super().print_region(region, print_entry_block_args, print_empty_block, print_block_terminators)


def print_module(module: Operation, generic: bool = False, debuginfo: bool = False) -> str:
    import io

    out = io.StringIO()
    FaithfulPrinter(stream=out, print_generic_format=generic, print_debuginfo=debuginfo).print_op(module)
    out.write("\n")
    return out.getvalue()


def split_chunks(data: bytes, split: bool) -> list[tuple[bytes, int]]:
    """Input pieces with their line offsets (``// -----`` separates them)."""
    if not split:
        return [(data, 0)]
    chunks: list[tuple[bytes, int]] = []
    offset = 0
    for piece in data.split(b"// -----"):
        chunks.append((piece, offset))
        offset += piece.count(b"\n")
    return chunks


class SmemOptMain(xDSLOptMain):
    """smem-opt's driver; xDSL's opt main with our dialects, passes and error handling."""

    version_format = "smem-opt {smem_version} (xDSL {xdsl_version})"

    def __init__(self, args: Sequence[str] | None = None):
        self.available_frontends = {}
        self.available_passes = {}
        self.available_targets = {}
        self.arg_parser = self._make_arg_parser()
        self.args = self.arg_parser.parse_args(args=args)
        self.register_all_dialects()
        self.register_all_passes()

    def register_all_dialects(self) -> None:
        """xDSL's dialects with ours; our ``gpu`` replaces xDSL's."""
        self.ctx = build_context(self.args.allow_unregistered_dialect)

    def register_all_passes(self) -> None:
        self.available_passes = {**_xdsl_passes(), **PASSES}

    def _make_arg_parser(self) -> argparse.ArgumentParser:
        pass_lines = "\n".join(f"  {name:<22} {DESCRIPTIONS.get(name, '')}" for name in [*PASSES, *PIPELINES])
        parser = _QuietArgumentParser(
            prog="smem-opt",
            description="Pack GPU shared-memory buffers whose lifetimes never meet into one "
            "aligned arena, and lower kernels to the upstream MLIR gpu dialect.",
            epilog=f"passes and pipelines (-p):\n{pass_lines}\n\n"
            "xDSL's own passes are also accepted by name.",
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        parser.add_argument("input_file", nargs="?", help="input .mlir file (default: stdin; '-' is stdin)")
        parser.add_argument("-o", "--output-file", help="write the result here (only on success)")
        parser.add_argument("-p", "--passes", default="", help="comma-separated pass pipeline, e.g. 'smem-coalesce{alignment=32}'")
        parser.add_argument("--target", default=None, help="GPU target for passes that take one (sm_70, sm_75, sm_80, sm_86, sm_89, sm_90)")
        parser.add_argument("--emit", choices=EMIT_KINDS, default="gpu", help="output: gpu (our IR, default), or via upstream tools nvvm, ptx, resource-usage")
        parser.add_argument("--split-input-file", action="store_true", help="process each '// -----' piece separately")
        parser.add_argument("--verify-diagnostics", action="store_true", help="print diagnostics on stdout and exit 0 (for FileCheck tests)")
        parser.add_argument("--print-op-generic", action="store_true", help="print ops in generic form")
        parser.add_argument("--print-debuginfo", action="store_true", help="print op locations")
        parser.add_argument("--allow-unregistered-dialect", action="store_true", help="accept ops of unknown dialects")
        parser.add_argument("--disable-verify", action="store_true", help="do not verify the IR between passes")
        parser.add_argument("--smem-report", nargs="?", const="-", default=None, metavar="FILE", help="write a per-kernel shared-memory report (stderr, or FILE)")
        parser.add_argument("--smem-report-format", choices=("text", "json"), default="text")
        parser.add_argument("--smem-report-registers", type=_register_option, default="auto", metavar="auto|none|N|N,M", help="registers per thread for the report's occupancy: auto (ptxas -v on both variants, when mlir-opt and ptxas are installed), none (unknown), N, or WITHOUT,WITH reuse")
        parser.add_argument("--smem-layout", default=None, metavar="SVG", help="draw each kernel's arena over time as SVG")
        parser.add_argument("--simulate", action="store_true", help="run each kernel in the thread-block simulator (after the passes) and print output checksums and races")
        parser.add_argument("--threads", type=int, default=None, help="simulator: threads per block (default: the kernel's block size)")
        parser.add_argument("--blocks", type=int, default=1, help="simulator: number of blocks")
        parser.add_argument("--seed", type=int, default=0, help="simulator: seed for random inputs and thread order")
        parser.add_argument("--inputs", nargs="*", default=None, metavar="NPY", help="simulator: .npy files for the kernel's memref arguments, in order")
        parser.add_argument("--version", action="store_true", help="print the version and exit")
        return parser

    # -- running -----------------------------------------------------------------
    def run(self) -> int:  # type: ignore[override]
        args = self.args
        if args.version:
            text = self.version_format.format(smem_version=_package_version(), xdsl_version=version("xdsl"))
            return self._write_stdout(text + "\n")
        try:
            passes = build_pipeline(args.passes, args.target)
            check_arguments(args)
        except UsageError as err:
            say(f"smem-opt: error: {err}")
            return 1
        name = args.input_file if args.input_file not in (None, "-") else "<stdin>"
        try:
            data = _read_input(args.input_file)
        except UsageError as err:
            say(f"smem-opt: error: {err}")
            return 1

        outputs: list[str] = []
        failed = False
        for chunk, offset in split_chunks(data, args.split_input_file):
            try:
                outputs.append(self._process(chunk, name, offset, passes))
            except (ParseError, DiagnosticException, _ToolError, IntakeError) as err:
                message = _render_error(err, offset)
                if args.verify_diagnostics:
                    outputs.append(message + "\n")
                else:
                    say(message)
                    failed = True
                    if not args.split_input_file:
                        break
        if failed:
            return 1
        return self._write(("// -----\n").join(outputs))

    def _read(self, chunk: bytes, name: str, offset: int) -> ModuleOp:
        intake = read_input(self.ctx, chunk, name, offset, self.args.disable_verify)
        if intake.note:
            say(intake.note)
        return intake.module

    def _process(self, chunk: bytes, name: str, offset: int, passes: list[ModulePass]) -> str:
        from passes.smem_coalesce import SmemCoalescePass

        module = self._read(chunk, name, offset)
        plans = []
        for p in passes:
            if isinstance(p, SmemCoalescePass):
                plans += p.run(module)
            else:
                p.apply(self.ctx, module)
            if not self.args.disable_verify:
                verify_module(module)
        self._reports(module, plans, chunk, name)
        if self.args.simulate:
            from tools.simulate_cli import run_simulation

            return run_simulation(module, self.args)
        if self.args.emit != "gpu":
            return _emit_external(module, self.args)
        return print_module(module, self.args.print_op_generic, self.args.print_debuginfo)

    def _reports(self, module: ModuleOp, plans: list, chunk: bytes, name: str) -> None:
        if self.args.smem_report is None and self.args.smem_layout is None:
            return
        from tools.report import ReportWriter

        if getattr(self, "report_writer", None) is None:
            self.report_writer = ReportWriter(self.args)
        self.report_writer.write(module, plans, source=(chunk, name))

    def _write(self, text: str) -> int:
        from tools.output_file import OutputError, write_output

        target = self.args.output_file
        if target is None or target == "-":
            return self._write_stdout(text)
        try:
            write_output(target, text)
        except OutputError as err:
            say(f"smem-opt: error: {err}")
            return 1
        return 0

    @staticmethod
    def _write_stdout(text: str) -> int:
        from tools.output_file import OutputError, write_stdout

        try:
            write_stdout(text)
        except OutputError as err:
            say(f"smem-opt: error: {err}")
            return 1
        return 0


class _ToolError(Exception):
    pass


def say(text: str) -> None:
    """One message on stderr (``passes.diagnostics.print_stderr``)."""
    from passes.diagnostics import print_stderr

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
    from passes.targets import UnknownTarget, get_target

    if args.target is not None:
        try:
            get_target(args.target)
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
    from tools.emit import emit

    try:
        return emit(module, args.emit, args.target)
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
    from tools.kernel_registers import BadRegisterOption, parse_register_option

    try:
        parse_register_option(text)
    except BadRegisterOption as err:
        raise argparse.ArgumentTypeError(str(err)) from None
    return text


class _QuietArgumentParser(argparse.ArgumentParser):
    """argparse that exits 1 (not 2) with an MLIR-tool style message."""

    def error(self, message: str) -> NoReturn:
        say(f"smem-opt: error: {message}")
        raise SystemExit(1)

    def _print_message(self, message: str, file: Any = None) -> None:
        if not message:
            return
        if file is None or file is sys.stdout:
            if SmemOptMain._write_stdout(message):
                raise SystemExit(1)
        else:
            say(message.rstrip("\n"))


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
    try:
        return SmemOptMain(argv).run()
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 1
    except KeyboardInterrupt:
        return 130
    except Exception as err:  # a bug in smem-opt: one line, no traceback unless asked
        if os.environ.get("SMEM_OPT_TRACEBACK"):
            raise
        say(f"smem-opt: internal error: {type(err).__name__}: {err} (set SMEM_OPT_TRACEBACK=1 for details)")
        return 1


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
