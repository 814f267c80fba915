"""Sections of ``bench/results.md`` owned by one benchmark script each.

A section runs from its ``## heading`` line to the next ``## `` heading (or the end of the file).
:func:`replace_section` rewrites one section in place, or appends it, leaving the rest alone.
"""

from __future__ import annotations

from pathlib import Path


def replace_section(path: Path, heading: str, body: str) -> None:
    text = path.read_text() if path.exists() else ""
    lines = text.splitlines(keepends=True)
    title = f"## {heading}"
    start = next((i for i, ln in enumerate(lines) if ln.rstrip("\n") == title), None)
    block = [title + "\n", "\n", body if body.endswith("\n") else body + "\n"]
    if start is None:
        if lines and lines[-1].strip():
            lines.append("\n")
        lines.extend(block)
    else:
        end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
        tail = lines[end:]
        lines[start:end] = block + (["\n"] if tail else [])
    path.write_text("".join(lines))
