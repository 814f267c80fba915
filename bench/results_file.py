"""``bench/results.md`` is made of sections, each owned by one benchmark script.

A section sits between ``<!-- section: NAME -->`` and ``<!-- end: NAME -->``; a script replaces
only its own (appending it when missing), so running one benchmark leaves the others' figures in
place. The file's title line is kept at the top.
"""

from __future__ import annotations

import re
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results.md"
TITLE = "# smem-opt benchmark results"


def replace_section(name: str, body: str, path: Path = RESULTS) -> str:
    """Put ``body`` as section ``name`` into ``path``; returns the whole new text."""
    text = path.read_text() if path.exists() else TITLE + "\n"
    if not text.startswith(TITLE):
        text = TITLE + "\n\n" + text
    block = f"<!-- section: {name} -->\n{body.strip()}\n<!-- end: {name} -->\n"
    pattern = re.compile(
        rf"<!-- section: {re.escape(name)} -->\n.*?<!-- end: {re.escape(name)} -->\n", re.S
    )
    if pattern.search(text):
        text = pattern.sub(lambda _: block, text, count=1)
    else:
        text = text.rstrip("\n") + "\n\n" + block
    path.write_text(text)
    return text


def publish(name: str, text: str, write: bool, path: Path = RESULTS) -> None:
    """Print a benchmark's ``text``; with ``write``, also make it section ``name`` of ``path``."""
    print(text)
    if write:
        replace_section(name, text, path)
