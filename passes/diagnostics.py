"""Diagnostics tied to source locations.

Every op parsed by the smem-opt driver carries a ``FileLineColLoc``; passes raise
``SmemDiagnostic`` (an error at an op) or call ``warn`` and the driver prints them
as ``file:line:col: error: message`` the way MLIR tools do. ``print_stderr`` is the one
way messages reach stderr: a closed or failing stderr loses them, nothing else happens.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

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


_warning_sink: list[Callable[[str], None]] = []


def warn(message: str, op: Operation | None = None) -> None:
    """Report a warning at ``op`` (stderr unless a sink is installed)."""
    text = format_diagnostic("warning", message, op)
    if _warning_sink:
        _warning_sink[-1](text)
    else:
        print_stderr(text)


def print_stderr(text: str, end: str = "\n") -> None:
    """Write ``text`` on stderr. When stderr is closed nothing is written; when writing fails,
    file descriptor 2 is sent to /dev/null, so that the flush at exit cannot fail again."""
    import os

    stream = sys.stderr
    if stream is None:
        return
    try:
        stream.write(text + end)
        stream.flush()
    except (OSError, ValueError):
        try:
            if stream.fileno() == 2:
                null = os.open(os.devnull, os.O_WRONLY)
                os.dup2(null, 2)
                os.close(null)
        except (OSError, ValueError, AttributeError):
            pass


class collect_warnings:
    """Context manager that routes ``warn`` to a list instead of stderr."""

    def __init__(self) -> None:
        self.messages: list[str] = []

    def __enter__(self) -> list[str]:
        _warning_sink.append(self.messages.append)
        return self.messages

    def __exit__(self, *exc: object) -> None:
        _warning_sink.pop()
