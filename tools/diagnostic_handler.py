"""The one place every diagnostic of a ``smem-opt`` run goes through.

Parse errors, verifier errors, pass errors, the warnings and remarks of the passes
(``reader.diagnostics.emit``) and the report's remarks become a ``Diagnostic`` (severity,
message, ``file:line:col`` or none, notes) and reach ``DiagnosticHandler.report``, which either

* prints it on stderr as mlir-opt does: ``file:line:col: error: message``, then the source line
  and a caret under the column (tabs expanded as LLVM's source manager expands them); notes
  follow at their own location (the error's, when they have none); a diagnostic without a
  location is ``smem-opt: error: message``; or
* under ``--verify-diagnostics``, checks it against the ``expected-*`` comments of the input
  chunk as mlir-opt's verifier does: ``// expected-error {{text}}`` (also ``-warning``,
  ``-remark``, ``-note``) expects a diagnostic of that severity on the comment's line whose
  message contains ``text``; ``@+N`` / ``@-N`` move the line, ``@above`` / ``@below`` name the
  nearest line above or below that holds no expectation; ``expected-error-re`` reads
  ``{{regex}}`` pieces inside the text as regular expressions and the rest literally. Several
  expectations may name one line. A diagnostic nothing expected is ``unexpected error: ...``
  at its location, an expectation nothing matched is ``expected error "text" was not
  produced`` at the comment (with mlir-opt's ``^~~~`` under the text), a match of the wrong
  severity is ``'warning' diagnostic emitted when expecting a 'error'``. Matched diagnostics
  print nothing.

``informational`` diagnostics (how the input was read) are printed and never checked:
they describe the tool, not the input. ``shown`` diagnostics (the report's remarks) are
already in an output of their own; they are only checked.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

SEVERITIES = ("error", "warning", "remark", "note")

TAB_STOP = 8
"""Columns of a tab where the source line is shown (LLVM's ``SourceMgr``)."""
MAX_SHOWN_LINE = 4096
"""Longer source lines are not shown under a diagnostic (nor is the caret): the header stays readable."""

_EXPECTATION = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|[^ ]+))? *\{\{(.*)\}\}$"
)


@dataclass(frozen=True)
class Diagnostic:
    severity: str
    message: str
    file: str | None = None
    line: int | None = None
    col: int | None = None
    notes: tuple[Diagnostic, ...] = ()
    text: str | None = None
    """Already rendered (an error that formats its own lines, each located): printed as it is."""

    @property
    def located(self) -> bool:
        return self.file is not None and self.line is not None

    def header(self) -> str:
        if self.file is not None and self.line is None:
            return f"{self.file}: {self.severity}: {self.message}"
        if not self.located:
            return f"smem-opt: {self.severity}: {self.message}"
        return f"{self.file}:{self.line}:{self.col or 1}: {self.severity}: {self.message}"


@dataclass
class Expectation:
    severity: str
    text: str
    line: int
    """The line it expects a diagnostic on (1-based, in the whole file)."""
    at_line: int
    at_col: int
    """Where the ``expected-...`` comment itself is."""
    pattern: re.Pattern[str] | None = None
    """For ``-re``: the text as a regular expression."""
    matched: bool = False

    def matches(self, message: str) -> bool:
        if self.pattern is not None:
            return self.pattern.search(message) is not None
        return self.text in message


def expectation_pattern(text: str) -> re.Pattern[str]:
    """``-re`` text as one regular expression: ``{{...}}`` pieces as written, the rest literal."""
    parts: list[str] = []
    rest = text
    while rest:
        start = rest.find("{{")
        if start < 0:
            parts.append(re.escape(rest))
            break
        end = rest.find("}}", start + 2)
        if end < 0:
            raise re.error("found start of regex with no end '}}'")
        parts.append(re.escape(rest[:start]))
        parts.append(f"(?:{rest[start + 2 : end]})")
        rest = rest[end + 2 :]
    return re.compile("".join(parts))


def tab_expanded(line: str, col: int) -> tuple[str, int]:
    """The line with its tabs expanded and the 1-based column moved with them."""
    if "\t" not in line:
        return line, col
    out: list[str] = []
    new_col = None
    for i, ch in enumerate(line):
        if i == col - 1:
            new_col = len(out) + 1
        if ch == "\t":
            out.extend(" " * (TAB_STOP - len(out) % TAB_STOP))
        else:
            out.append(ch)
    if new_col is None:
        new_col = len(out) + (col - len(line))
    return "".join(out), new_col


@dataclass
class DiagnosticHandler:
    """Prints or checks the diagnostics of a run (see the module docstring)."""

    verify: bool = False
    write: Callable[[str], None] | None = None
    sources: dict[str, list[str]] = field(default_factory=dict)
    expectations: list[Expectation] = field(default_factory=list)
    verify_failed: bool = False
    """Under ``verify``: some chunk had an unexpected or a missing diagnostic."""
    errors: int = 0
    """Errors reported so far (matched ones included)."""

    def add_source(self, name: str, text: str) -> None:
        """The text of ``name``, for the source lines under diagnostics."""
        self.sources[name] = text.split("\n")

    # -- printing ----------------------------------------------------------------------------

    def _print(self, text: str) -> None:
        if self.write is not None:
            self.write(text)
        else:
            from smem_opt.reader.diagnostics import print_stderr

            print_stderr(text)

    def render(self, diag: Diagnostic, underline: int = 0) -> str:
        """The diagnostic as mlir-opt prints it, its notes after it."""
        if diag.text is not None:
            return diag.text
        lines = [diag.header()]
        shown = self.source_line(diag.file, diag.line)
        if shown is not None:
            text, col = tab_expanded(shown, diag.col or 1)
            lines.append(text)
            lines.append(" " * (col - 1) + "^" + "~" * max(underline - 1, 0))
        for note in diag.notes:
            lines.append(self.render(note))
        return "\n".join(lines)

    def source_line(self, file: str | None, line: int | None) -> str | None:
        if file is None or line is None:
            return None
        lines = self.sources.get(file)
        if lines is None or not 1 <= line <= len(lines) or len(lines[line - 1]) > MAX_SHOWN_LINE:
            return None
        return lines[line - 1].rstrip("\r")

    # -- expectations ------------------------------------------------------------------------

    def begin_chunk(self, name: str, text: str, line_offset: int = 0) -> None:
        """Read the ``expected-*`` comments of a chunk (lines after ``line_offset``) of ``name``."""
        self.expectations = []
        if not self.verify:
            return
        lines = text.split("\n")
        last_plain = 0
        below: list[Expectation] = []
        for index, raw in enumerate(lines):
            m = _EXPECTATION.search(raw.rstrip())
            number = index + 1 + line_offset
            if m is None:
                last_plain = number
                for e in below:
                    e.line = number
                below = []
                continue
            severity, is_re, designator, text_ = m.group(1), m.group(2), m.group(4), m.group(5)
            expectation = Expectation(severity, text_, number, number, m.start() + 1)
            if is_re:
                try:
                    expectation.pattern = expectation_pattern(text_)
                except re.error as err:
                    self._verify_error(number, m.start() + 1, name, f"invalid regex: {err}", len(text_))
                    continue
            if designator is not None:
                if designator[0] in "+-":
                    shift = int(designator[1:])
                    expectation.line = number + shift if designator[0] == "+" else number - shift
                elif designator == "above":
                    expectation.line = last_plain
                elif designator == "below":
                    expectation.line = len(lines) + 1 + line_offset  # unless a plain line follows
                    below.append(expectation)
                else:
                    self._verify_error(
                        number, m.start() + 1, name,
                        f"unknown designator '@{designator}' (expected @+N, @-N, @above or @below)", 1,
                    )
                    continue
            self.expectations.append(expectation)
        self._chunk_file = name

    def end_chunk(self) -> None:
        """Under ``verify``: every expectation not met is an error."""
        if not self.verify:
            return
        for e in self.expectations:
            if not e.matched:
                self._verify_error(
                    e.at_line, e.at_col, self._chunk_file,
                    f'expected {e.severity} "{e.text}" was not produced', len(e.text),
                )
        self.expectations = []

    def _verify_error(self, line: int, col: int, file: str, message: str, width: int) -> None:
        self.verify_failed = True
        self._print(self.render(Diagnostic("error", message, file, line, col), underline=width))

    # -- diagnostics -------------------------------------------------------------------------

    def report(self, diag: Diagnostic, *, shown: bool = False, informational: bool = False) -> None:
        """Print ``diag`` or, under ``verify``, check it (and its notes)."""
        if diag.severity == "error":
            self.errors += 1
        if informational:
            self._print(self.render(diag))
            return
        if not self.verify:
            if not shown:
                self._print(self.render(diag))
            return
        for one in (diag, *diag.notes):
            self._check(one)

    def _check(self, diag: Diagnostic) -> None:
        if not diag.located or diag.file != getattr(self, "_chunk_file", None):
            self._unexpected(diag)
            return
        candidates = [e for e in self.expectations if e.line == diag.line and e.matches(diag.message)]
        same = [e for e in candidates if e.severity == diag.severity]
        if same:
            chosen = next((e for e in same if not e.matched), same[0])
            chosen.matched = True
            return
        if candidates:
            near = candidates[-1]
            self.verify_failed = True
            self._print(
                self.render(
                    Diagnostic(
                        "error",
                        f"'{diag.severity}' diagnostic emitted when expecting a '{near.severity}'",
                        diag.file, near.at_line, near.at_col,
                    )
                )
            )
            return
        self._unexpected(diag)

    def _unexpected(self, diag: Diagnostic) -> None:
        self.verify_failed = True
        self._print(
            self.render(
                Diagnostic("error", f"unexpected {diag.severity}: {diag.message}", diag.file, diag.line, diag.col)
            )
        )

    def pass_diagnostic(self, severity: str, message: str, op) -> None:
        """``reader.diagnostics``'s handler: a warning or remark raised by a pass at ``op``."""
        self.report(op_diagnostic(severity, message, op))


def op_diagnostic(severity: str, message: str, op, notes: tuple[str, ...] = ()) -> Diagnostic:
    """A diagnostic at ``op``'s location (or its nearest located ancestor's); notes there too."""
    from smem_opt.reader.diagnostics import op_file_line_col

    where = op_file_line_col(op) if op is not None else None
    file, line, col = where if where is not None else (None, None, None)
    return Diagnostic(
        severity, message, file, line, col, tuple(Diagnostic("note", n, file, line, col) for n in notes)
    )


def location_diagnostic(severity: str, message: str, location: str | None) -> Diagnostic:
    """A diagnostic at a ``file:line:col`` text (as the report writes locations)."""
    if location:
        m = re.match(r"^(.*):(\d+):(\d+)$", location)
        if m is not None:
            return Diagnostic(severity, message, m.group(1), int(m.group(2)), int(m.group(3)))
    return Diagnostic(severity, message)
