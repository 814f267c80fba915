"""Reading any file stock ``mlir-opt`` 22 reads (design §2, *Upstream input*).

1. **As written**, with the driver's full context (xDSL's dialects, ours, the upstream ops the
   project defines with their custom syntax).
2. Otherwise **through mlir-opt**, which is also the judge of validity: it prints the file in
   generic form with the original locations (``--mlir-print-op-generic --mlir-print-debuginfo
   --mlir-print-local-scope``). That is read with the full context first (mlir-opt accepts more
   than xDSL's custom parsers and verifiers, and normalises what it accepts: a
   ``known_block_size`` of i16 is dropped), so that the module holds the same op classes, and
   prints the same way, as one read as written. Failing that, it is read in a *tolerant* context
   where only the dialects
   whose op classes the passes build on are registered (builtin, ``gpu``, ``smem``, ``nvgpu``):
   every other op is kept as an unregistered op under its name (the analysis knows the ops it
   models by name, ``passes.analysis.op_records``) and attributes of other dialects stay opaque. A note on
   stderr says so. If mlir-opt rejects the file too, it is invalid and the error from way 1 is
   reported, located in the user's file.
3. Without mlir-opt, with ``--allow-unregistered-dialect``: the text itself is read tolerantly
   (generic-form input gets in this way). Otherwise the error from way 1 comes with a note saying
   how to get in.

Unregistered ops print in generic form, so the output is again something ``mlir-opt`` reads.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import FileLineColLoc, IntAttr, ModuleOp, UnregisteredOp
from xdsl.ir import Dialect
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException

Parse = Callable[[Context, "str | bytes", str], ModuleOp]
Verify = Callable[[ModuleOp], None]

TOLERANT_DIALECTS = ("builtin", "gpu", "smem", "nvgpu")
"""Dialects kept as classes in the tolerant context: the kernels, their attributions and the
ops the lowering creates or rewrites by class."""

MLIR_OPT_TIMEOUT = 120
"""Seconds mlir-opt may take to print a file in generic form."""


@dataclass
class Intake:
    module: ModuleOp
    note: str | None = None
    """Said on stderr (as ``file: note: ...``) when the file was read another way than as written."""
    tolerant: bool = False
    """Read with ops no dialect of smem-opt defines kept as generic ops: the output is then printed
    in generic form, so that a second run, which reads it the same way, prints it unchanged."""


class IntakeError(Exception):
    """The file could not be read; ``error`` is the located diagnostic to report."""

    def __init__(self, error: Exception, note: str | None = None):
        super().__init__(str(error))
        self.error = error
        self.note = note


class OpenContext(Context):
    """A context whose unregistered ops answer ``op.name`` with their real name (xDSL's answer
    ``builtin.unregistered``), so that the op table recognises the ops it models by name however
    they were read; they still print in generic form under that name."""

    def get_optional_op(self, name: str, *, dialect_stack=()):
        op_type = super().get_optional_op(name, dialect_stack=dialect_stack)
        if op_type is None or not issubclass(op_type, UnregisteredOp) or op_type.name == name:
            return op_type
        # MLIR allows names without a dialect ("terminator"); xDSL's parser asks every op
        # class for its dialect, which such a name would not have.
        dialect = name.split(".", 1)[0] if "." in name else "builtin"
        named = type(
            op_type.__name__,
            (op_type,),
            {"name": name, "dialect_name": classmethod(lambda cls: dialect)},
        )
        self._loaded_ops[name] = named
        return named

    def clone(self) -> "OpenContext":
        copy = OpenContext(self.allow_unregistered)
        copy._loaded_dialects = self._loaded_dialects.copy()
        copy._loaded_ops = self._loaded_ops.copy()
        copy._loaded_attrs = self._loaded_attrs.copy()
        copy._loaded_types = self._loaded_types.copy()
        copy._registered_dialects = self._registered_dialects.copy()
        return copy


def tolerant_context(factories: dict[str, Callable[[], Dialect]]) -> Context:
    """A context that registers only ``TOLERANT_DIALECTS`` (from ``factories``) and keeps
    everything else unregistered. Bare op names resolve as in MLIR (a generic
    ``"terminator"`` inside a ``gpu.func`` stays ``terminator``)."""
    from smem_opt.smem_dialect.name_resolution import with_mlir_name_resolution

    ctx = with_mlir_name_resolution(OpenContext)(allow_unregistered=True)
    for name in TOLERANT_DIALECTS:
        factory = factories.get(name)
        if factory is not None:
            ctx.register_dialect(name, factory)
    return ctx


def _generic_form(text: bytes, name: str, allow_unregistered: bool) -> tuple[str | None, str]:
    """(mlir-opt's generic form of ``text``, or None; why not)."""
    from smem_opt.tools.toolchain import find_mlir_opt

    tool = find_mlir_opt()
    if tool is None:
        return None, "mlir-opt is not installed"
    argv = [
        tool,
        *(["--allow-unregistered-dialect"] if allow_unregistered else []),
        "--mlir-print-op-generic",
        "--mlir-print-debuginfo",
        "--mlir-print-local-scope",
        "-",
    ]
    try:
        proc = subprocess.run(
            argv, input=text, capture_output=True, timeout=MLIR_OPT_TIMEOUT, check=False
        )
    except (OSError, subprocess.TimeoutExpired) as err:
        return None, f"mlir-opt could not run: {err}"
    if proc.returncode != 0:
        first = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        return None, "mlir-opt rejects it too" + (f": {first[0]}" if first else "")
    generic = proc.stdout.decode("utf-8", "replace")
    # mlir-opt names the input '-' (stdin); locations should name the user's file
    for stdin_name in ('"-"', '"<stdin>"'):
        generic = generic.replace(f"loc({stdin_name}:", f"loc({_quote(name)}:")
    return generic, ""


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def read_module(
    ctx: Context,
    tolerant: Context,
    data: bytes,
    name: str,
    parse: Parse,
    verify: Verify,
    skip_verify: bool = False,
    line_offset: int = 0,
) -> Intake:
    """Parse (and verify) ``data`` the first way that works; raise ``IntakeError`` otherwise.
    ``data`` starts at line ``line_offset + 1`` of the file ``name`` (``--split-input-file``)."""

    def load(context: Context, text: str | bytes, names_from: bytes | None = None) -> ModuleOp:
        module = parse(context, text, name)
        if names_from is not None:
            restore_names(module, names_from, name)
        if line_offset:
            shift_lines(module, line_offset)
        if not skip_verify:
            verify(module)
        return module

    try:
        return Intake(load(ctx, data))
    except (ParseError, DiagnosticException, VerifyException) as err:
        first: Exception = err
    generic, why = _generic_form(data, name, ctx.allow_unregistered)
    if generic is None:
        if ctx.allow_unregistered and why.startswith(("mlir-opt is not", "mlir-opt could not")):
            try:
                return Intake(load(tolerant, data))
            except (ParseError, DiagnosticException, VerifyException):
                pass
        raise IntakeError(first, _how_to_get_in(why)) from None
    try:
        # mlir-opt's generic form read with every dialect: the same classes, hence the same
        # printing, as a file read as written (a second run on the output prints it unchanged)
        module = load(ctx, generic, names_from=data)
    except (ParseError, DiagnosticException, VerifyException):
        module = None
    except Exception:  # noqa: BLE001 - a dialect's own code that breaks on this text: the tolerant way
        module = None
    if module is None:
        # mlir-opt's generic form is not always one mlir-opt prints unchanged: a property given a
        # value of the wrong kind is dropped, and read back it takes its default. Take the form
        # mlir-opt settles on, so that a second run on the output reads and prints the same
        again, _ = _generic_form(generic.encode(), name, ctx.allow_unregistered)
        if again is not None and again != generic:
            generic = again
            try:
                module = load(ctx, generic, names_from=data)
            except Exception:  # noqa: BLE001 - as above: the tolerant way
                module = None
    if module is not None:
        return Intake(module, _read_through_note(name, first))
    try:
        module = load(tolerant, generic, names_from=data)
    except (ParseError, DiagnosticException, VerifyException) as err:
        raise IntakeError(
            first, f"mlir-opt reads this file, but not its generic form here: {_one_line(err)}"
        ) from None
    return Intake(module, _read_through_note(name, first), tolerant=True)


def _read_through_note(name: str, first: Exception) -> str:
    """The note on how ``name`` was read (its text without the ``name: note:`` prefix)."""
    return (
        f"read through mlir-opt's generic form ({_one_line(first)}); ops "
        "smem-opt does not model are kept as they are and treated conservatively"
    )


def shift_lines(module: ModuleOp, offset: int) -> None:
    """Move every location of ``module`` down by ``offset`` lines."""
    for op in module.walk():
        loc = op.location
        if isinstance(loc, FileLineColLoc):
            op.location = FileLineColLoc(loc.filename, IntAttr(loc.line.data + offset), loc.column)


_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.-")


def _result_list_before(line: str, col: int) -> str | None:
    """The result list (``%a, %b:2``) that ends just before ``= `` at ``col``, or None.

    Scans backwards from ``col`` over the list alone, so that the work is the length of the
    list (a pattern searched over the whole line prefix is quadratic on long lines)."""

    def skip_space(i: int) -> int:
        while i > 0 and line[i - 1].isspace():
            i -= 1
        return i

    i = skip_space(col)
    if i == 0 or line[i - 1] != "=":
        return None
    i -= 1
    names: list[str] = []
    while True:
        i = skip_space(i)
        end = i
        while i > 0 and line[i - 1].isdigit():
            i -= 1
        if not (i < end and i > 0 and line[i - 1] == ":"):
            i = end  # no ':N' tuple size
        name_end = i - 1 if i < end else i
        k = name_end
        while k > 0 and line[k - 1] in _NAME_CHARS:
            k -= 1
        if k == name_end or k == 0 or line[k - 1] != "%":
            break
        names.append(line[k - 1 : end])
        i = skip_space(k - 1)
        if i > 0 and line[i - 1] == ",":
            i -= 1
            continue
        break
    return ", ".join(reversed(names)) if names else None
_VALUE_NAME = re.compile(r"%([\w$.-]+)")


def restore_names(module: ModuleOp, original: bytes, name: str) -> None:
    """Give values the SSA names they had in ``original`` (mlir-opt's generic form numbers them):
    each op's location points at its name in the original text, and its results are named just
    before it; a block argument's location points at the argument itself."""
    from smem_opt.reader.parsing import keep_source_name

    lines = original.decode("utf-8", "replace").split("\n")

    def text_at(loc) -> tuple[str, int] | None:
        if not isinstance(loc, FileLineColLoc) or loc.filename.data != name:
            return None
        row, col = loc.line.data - 1, loc.column.data - 1
        # a location may name this file and point past its text (it was rewritten since, say)
        if not (0 <= row < len(lines)) or not (0 <= col <= len(lines[row])):
            return None
        return lines[row], col

    for op in module.walk():
        found = text_at(op.location)
        if found is not None and op.results:
            line, col = found
            group = _result_list_before(line, col)
            if group:
                names = _names(group, len(op.results))
                for result, hint in zip(op.results, names):
                    if hint:
                        keep_source_name(result, hint)
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    loc = getattr(arg, "location", None)
                    found = text_at(loc)
                    if found is None:
                        continue
                    line, col = found
                    m = _VALUE_NAME.match(line, col)
                    if m:
                        keep_source_name(arg, m.group(1))


def _names(group: str, count: int) -> list[str | None]:
    out: list[str | None] = []
    for part in group.split(","):
        part = part.strip().lstrip("%")
        base, _, n = part.partition(":")
        if n:
            out.extend([base] * int(n))
        else:
            out.append(base)
    return (out + [None] * count)[:count]


def _how_to_get_in(why: str) -> str | None:
    if why.startswith("mlir-opt rejects"):
        return None
    return (
        f"{why}; with mlir-opt 22 installed (or SMEM_MLIR_OPT set) smem-opt reads any file "
        "mlir-opt reads, or give the file in generic form (mlir-opt --mlir-print-op-generic)"
    )


def _one_line(err: BaseException) -> str:
    if isinstance(err, ParseError):
        return err.msg.strip().splitlines()[0] if err.msg.strip() else "parse error"
    text = str(err).strip().splitlines()
    return text[0] if text else type(err).__name__
