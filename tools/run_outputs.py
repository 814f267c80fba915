"""What a ``smem-opt`` run writes besides its diagnostics, and where, held until the run ends.

Streams, as in mlir-opt: the IR (or the ``--emit`` output) goes to ``-o FILE``, else to stdout.
An extra output goes to its own stream and never takes the IR's place in ``-o``:

* ``--smem-report FILE`` and ``--smem-layout SVG`` are files; ``--smem-report -`` and
  ``--smem-layout -`` are stdout; ``--smem-report`` alone is stderr. A JSON report or a layout on
  stdout is one document for the whole run (the chunks of ``--split-input-file`` included), so
  that ``json.load`` reads it; a text report on stdout is one part per chunk;
* a *result mode* (``--simulate``; ``RESULT_MODES``) prints its result on stdout. Without
  ``-o`` the IR is then not printed; with ``-o`` the IR goes there.

Two outputs that would both go to stdout are a usage error (``stdout_conflict``).

With ``--split-input-file`` each chunk adds its part; the stdout parts of the IR (or of a result
mode) are separated by ``// -----`` lines, as mlir-opt separates them, and a chunk that failed
adds an empty part. Files hold the whole run and are written only when the whole run succeeded
(``tools.output_file``: atomically, or in place where that is how the file must be written):
nothing the user asked for is written by a run that fails. Stdout gets the parts of the chunks
that succeeded, and stderr parts are printed as their chunk ends.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass, field

SPLIT_MARKER = "// -----"

RESULT_MODES: tuple[tuple[str, Callable[[argparse.Namespace], bool]], ...] = (
    ("--simulate", lambda args: bool(getattr(args, "simulate", False))),
)
"""Flags whose result is printed on stdout (the IR then goes only to ``-o``)."""


def result_modes(args: argparse.Namespace) -> list[str]:
    return [flag for flag, wanted in RESULT_MODES if wanted(args)]


def ir_to_stdout(args: argparse.Namespace) -> bool:
    """Whether the IR is printed on stdout (no ``-o``, no result mode)."""
    return getattr(args, "output_file", None) in (None, "-") and not result_modes(args)


def stdout_conflict(args: argparse.Namespace) -> str | None:
    """Why two outputs of this command line would both go to stdout, or None."""
    users = result_modes(args)
    if getattr(args, "smem_report", None) == "-":
        users.append("--smem-report -")
    if getattr(args, "smem_layout", None) == "-":
        users.append("--smem-layout -")
    if getattr(args, "output_file", None) in (None, "-") and not result_modes(args):
        users.append("the IR")
    if len(users) < 2:
        return None
    both = f"{', '.join(users[:-1])} and {users[-1]}"
    if "the IR" in users:
        return f"{both} would all go to standard output; give the IR a file with -o" if len(users) > 2 else (
            f"{both} would both go to standard output; give the IR a file with -o")
    return f"{both} would both go to standard output; send one of them to a file (--smem-report=FILE, --smem-layout FILE)"


@dataclass
class RunOutputs:
    """The outputs of one run (see the module docstring)."""

    ir_path: str | None
    """``-o``; None for stdout."""
    split: bool = False
    stdout_parts: list[str] = field(default_factory=list)
    """One part per chunk of the separated stdout stream (IR or result mode)."""
    stdout_plain: list[str] = field(default_factory=list)
    """Unseparated stdout text (a report on stdout), in chunk order."""
    ir_parts: list[str] = field(default_factory=list)
    """The IR of each chunk, for ``-o``."""
    files: dict[str, Callable[[], str]] = field(default_factory=dict)
    """Path -> the text of the whole run, built once the run has succeeded."""
    stdout_document: Callable[[], str] | None = None
    """A document of the whole run for stdout (a JSON report, a layout), written at the end."""

    def add_chunk(self, ir: str | None, stdout: str | None, stdout_plain: str = "") -> None:
        """A chunk's outputs: its IR (None when not produced), its result-mode text, its
        plain stdout text. A failed chunk adds ``ir=""``, ``stdout=""``."""
        if self.ir_path is not None:
            self.ir_parts.append(ir or "")
            if stdout is not None:
                self.stdout_parts.append(stdout)
        else:
            self.stdout_parts.append(stdout if stdout is not None else (ir or ""))
        self.stdout_plain.append(stdout_plain)

    def add_file(self, path: str, text: Callable[[], str]) -> None:
        """A file that holds the whole run (rebuilt at the end from what the chunks added)."""
        self.files[path] = text

    def set_stdout_document(self, text: Callable[[], str]) -> None:
        """stdout holds one document of the whole run (rebuilt at the end)."""
        self.stdout_document = text

    def _joined(self, parts: list[str]) -> str:
        return (SPLIT_MARKER + "\n").join(parts) if self.split else "".join(parts)

    def finish(self, succeeded: bool, say: Callable[[str], None]) -> int:
        """Write everything (files only when ``succeeded``); the exit status."""
        from smem_opt.tools.output_file import OutputError, write_output, write_stdout

        code = 0 if succeeded else 1
        try:
            if succeeded:
                for path, text in self.files.items():
                    write_output(path, text())
                if self.ir_path is not None:
                    write_output(self.ir_path, self._joined(self.ir_parts))
            stdout = "".join(self.stdout_plain) + (self._joined(self.stdout_parts) if self.stdout_parts else "")
            if self.stdout_document is not None:
                stdout += self.stdout_document()
            if stdout:
                write_stdout(stdout)
        except OutputError as err:
            say(f"smem-opt: error: {err}")
            return 1
        return code
