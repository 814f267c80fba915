"""docs/xdsl-internals.md lists every private xDSL name the library uses, and only those.

A private name is one with a single leading underscore that one of the xDSL classes the library
extends or reads defines (``Parser``, ``AttrParser``, ``BaseParser``, ``Context``, ``Printer``,
``SSAValue``) and that the library does not define itself."""

from __future__ import annotations

import re
from pathlib import Path

from xdsl.context import Context
from xdsl.ir import SSAValue
from xdsl.parser import AttrParser, Parser
from xdsl.parser.base_parser import BaseParser
from xdsl.printer import Printer

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("passes", "tools", "smem_dialect", "smem_opt")


def _xdsl_private() -> set[str]:
    names: set[str] = set()
    for cls in (Parser, AttrParser, BaseParser, Context, Printer, SSAValue):
        for klass in cls.__mro__:
            if klass.__module__.startswith("xdsl"):
                names |= {n for n in vars(klass) if n.startswith("_") and not n.startswith("__")}
    for probe in (Context(), Parser(Context(), ""), Printer()):  # attributes set per instance
        names |= {n for n in vars(probe) if n.startswith("_") and not n.startswith("__")}
    return names


def _sources() -> dict[str, str]:
    return {p.relative_to(ROOT).as_posix(): p.read_text() for f in FOLDERS for p in sorted((ROOT / f).rglob("*.py"))}


def test_every_private_xdsl_name_used_is_listed() -> None:
    sources = _sources()
    text = "\n".join(sources.values())
    ours = set(re.findall(r"def (_\w+)", text)) | set(re.findall(r"self\.(_\w+)\s*(?::[^=\n]*)?=", text))
    ours |= set(re.findall(r"class (_\w+)", text)) - {"_TensorLiteralElement"}
    used = set(re.findall(r"\.(_[A-Za-z]\w*)\b", text)) | set(re.findall(r"def (_\w+)", text))
    private = (used & _xdsl_private()) - (ours - {"_parse_optional_integer_or_float_type"})
    listed = set(re.findall(r"`(_[A-Za-z]\w*)`", (ROOT / "docs" / "xdsl-internals.md").read_text()))
    assert private - listed == set(), f"private xDSL names used but not in docs/xdsl-internals.md: {sorted(private - listed)}"
    assert listed - private == set(), f"listed in docs/xdsl-internals.md but no longer used: {sorted(listed - private)}"
