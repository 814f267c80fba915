"""The errors a piece of ``smem-opt`` input may raise while it is read or run, and the
diagnostic each becomes.

``CHUNK_ERRORS`` are the expected ones: a parse error (``ParseError``, or an ``IntakeError``
around one, with the reader's note), a verifier or pass error (``DiagnosticException``;
``SmemDiagnostic`` at its op, or in the lines it renders itself), a ``ToolError`` (an upstream
tool that is missing or failed, its message line by line). Anything else raised in a run is a
bug in smem-opt, which the driver reports as one.
"""

from __future__ import annotations

from xdsl.utils.exceptions import DiagnosticException, ParseError

from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.reader.intake import IntakeError
from smem_opt.reader.parsing import BinaryInput, first_line
from smem_opt.tools.diagnostic_handler import Diagnostic, op_diagnostic


class ToolError(Exception):
    """An upstream tool could not make an output; the message is what it said."""


CHUNK_ERRORS = (ParseError, DiagnosticException, ToolError, IntakeError)
"""What reading or running a piece of input may raise: a diagnostic, not a crash."""


def is_parse_error(err: BaseException) -> bool:
    """Whether ``err`` is an error of the input's syntax (xdsl-opt's ``--parsing-diagnostics``)."""
    return isinstance(err, ParseError) or (isinstance(err, IntakeError) and isinstance(err.error, ParseError))


def error_diagnostic(err: BaseException, line_offset: int = 0) -> Diagnostic:
    """The diagnostic of an error raised while reading or running a chunk that starts after
    ``line_offset`` lines of its file."""
    if isinstance(err, IntakeError):
        diag = error_diagnostic(err.error, line_offset)
        if err.note:
            note = Diagnostic("note", err.note, diag.file, diag.line, diag.col)
            diag = Diagnostic(diag.severity, diag.message, diag.file, diag.line, diag.col, (*diag.notes, note))
        return diag
    if isinstance(err, ParseError):
        where = err.span.get_location()
        message = err.msg.strip().splitlines()[0] if err.msg.strip() else "parse error"
        if isinstance(err, BinaryInput):  # located, without the bytes of its line
            return Diagnostic("error", message, text=f"{where.file}:{where.line + line_offset}:{where.col}: error: {message}")
        return Diagnostic("error", message, where.file, where.line + line_offset, where.col)
    if isinstance(err, SmemDiagnostic):
        if type(err).render is not SmemDiagnostic.render:  # it formats its own lines
            return Diagnostic("error", err.message, text=err.render())
        return op_diagnostic("error", err.message, err.op, err.notes)
    if isinstance(err, ToolError):  # what the tool said follows, line by line
        return Diagnostic("error", str(err).rstrip())
    return Diagnostic("error", first_line(err))
