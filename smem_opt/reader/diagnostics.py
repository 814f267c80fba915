"""Diagnostics tied to source locations.

Every op parsed by the smem-opt driver carries a ``FileLineColLoc``; passes raise
``SmemDiagnostic`` (an error at an op) or call ``warn`` / ``remark`` (``emit``). Those go to
the handler installed with ``diagnostic_handler`` (the driver's, ``tools.diagnostic_handler``,
which prints them as MLIR tools do or checks them under ``--verify-diagnostics``), else to
stderr as ``file:line:col: warning: message``. ``print_stderr`` is the one way messages reach
stderr: a closed or failing stderr loses them, nothing else happens.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from contextvars import ContextVar, Token
from typing import TextIO

from xdsl.dialects.builtin import FileLineColLoc, NameLoc
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import DiagnosticException


def location_text(loc: Attribute | None) -> str | None:
    """``file:line:col`` for a location attribute, or None when it has none."""
    if isinstance(loc, FileLineColLoc):
        return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"
    if isinstance(loc, NameLoc):
        return location_text(loc.location)
    return None


def op_location(op: Operation | None) -> str | None:
    """The source location of ``op``, or of its nearest located ancestor."""
    while op is not None:
        text = location_text(op.location)
        if text is not None:
            return text
        op = op.parent_op()
    return None


def op_file_line_col(op: Operation | None) -> tuple[str, int, int] | None:
    """``(file, line, column)`` of ``op`` or of its nearest located ancestor, or None."""
    while op is not None:
        loc: Attribute = op.location
        while isinstance(loc, NameLoc):
            loc = loc.location
        if isinstance(loc, FileLineColLoc):
            return loc.filename.data, loc.line.data, loc.column.data
        op = op.parent_op()
    return None


def format_diagnostic(severity: str, message: str, op: Operation | None = None) -> str:
    loc = op_location(op)
    prefix = f"{loc}: " if loc else ""
    return f"{prefix}{severity}: {message}"


class SmemDiagnostic(DiagnosticException):
    """An error attached to an op; ``str()`` gives the MLIR-style one-line form."""

    def __init__(self, message: str, op: Operation | None = None, notes: tuple[str, ...] = ()):
        self.message = message
        self.op = op
        self.notes = notes
        super().__init__(self.render())

    def render(self) -> str:
        lines = [format_diagnostic("error", self.message, self.op)]
        lines.extend(f"note: {n}" for n in self.notes)
        return "\n".join(lines)


Handler = Callable[[str, str, "Operation | None"], None]
"""Receives ``(severity, message, op)`` for a warning or remark raised by a pass."""

_handler: ContextVar[Handler | None] = ContextVar("smem_diagnostic_handler", default=None)


def emit(severity: str, message: str, op: Operation | None = None) -> None:
    """Report a ``warning`` or ``remark`` at ``op`` to the installed handler (stderr if none)."""
    handler = _handler.get()
    if handler is not None:
        handler(severity, message, op)
    else:
        print_stderr(format_diagnostic(severity, message, op))


def warn(message: str, op: Operation | None = None) -> None:
    """Report a warning at ``op``."""
    emit("warning", message, op)


def remark(message: str, op: Operation | None = None) -> None:
    """Report a remark at ``op``."""
    emit("remark", message, op)


class diagnostic_handler:
    """Context manager that sends ``emit`` to ``handler`` (in this thread and context)."""

    def __init__(self, handler: Handler) -> None:
        self.handler = handler
        self._tokens: list[Token[Handler | None]] = []

    def __enter__(self) -> Handler:
        self._tokens.append(_handler.set(self.handler))
        return self.handler

    def __exit__(self, *exc: object) -> None:
        _handler.reset(self._tokens.pop())


def print_stderr(text: str, end: str = "\n") -> None:
    """Write ``text`` on stderr. When stderr is closed nothing is written; when writing fails,
    file descriptor 2 is sent to /dev/null, so that the flush at exit cannot fail again."""
    stream = sys.stderr
    if stream is None:
        return
    try:
        stream.write(text + end)
        stream.flush()
    except (OSError, ValueError):
        discard_descriptor(stream, 2)


def discard_descriptor(stream: TextIO, fd: int) -> None:
    """After a write to ``stream`` failed: when ``stream`` writes to file descriptor ``fd``, send
    that descriptor to /dev/null, so that the flush at exit cannot fail again."""
    try:
        if stream.fileno() == fd:
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, fd)
            os.close(null)
    except (OSError, ValueError, AttributeError):
        pass


class collect_warnings:
    """Context manager that collects what ``emit`` reports, as text lines, in a list."""

    def __init__(self) -> None:
        self.messages: list[str] = []
        self._handler = diagnostic_handler(
            lambda severity, message, op: self.messages.append(format_diagnostic(severity, message, op))
        )

    def __enter__(self) -> list[str]:
        self._handler.__enter__()
        return self.messages

    def __exit__(self, *exc: object) -> None:
        self._handler.__exit__(*exc)
