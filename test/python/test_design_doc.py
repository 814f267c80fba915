"""Every "design §N" the code, tests and docs cite is a section of ``docs/design.md``, and every
"§N *Name*" a subsection of it: the design the code follows lives in the repository."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DESIGN = ROOT / "docs" / "design.md"
CITATION = re.compile(r"[Dd]esign(?:\.md)? ?§ ?(\d+)(?: ?\*([^*\n]+)\*)?")


def _sections() -> dict[str, set[str]]:
    """Section number -> the names of its subsections (lower case)."""
    sections: dict[str, set[str]] = {}
    current = None
    for line in DESIGN.read_text().splitlines():
        if m := re.match(r"## §(\d+) ", line):
            current = m.group(1)
            sections[current] = set()
        elif (m := re.match(r"### (.+)", line)) and current is not None:
            sections[current].add(m.group(1).strip().lower())
    return sections


def _citations() -> list[tuple[str, str, str | None]]:
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    found = []
    for rel in files:
        if rel == "docs/design.md" or not rel.endswith((".py", ".md", ".mlir", ".cfg", ".toml")):
            continue
        text = (ROOT / rel).read_text(errors="replace")
        for m in CITATION.finditer(text):
            found.append((rel, m.group(1), m.group(2)))
    return found


def test_the_code_cites_the_design() -> None:
    assert len(_citations()) > 20


def test_every_cited_section_exists() -> None:
    sections = _sections()
    missing = []
    for rel, number, name in _citations():
        if number not in sections:
            missing.append(f"{rel}: §{number}")
        elif name is not None and not any(sub.startswith(name.strip().lower()) for sub in sections[number]):
            missing.append(f"{rel}: §{number} *{name}*")
    assert not missing, "cited but not in docs/design.md: " + ", ".join(sorted(set(missing)))


def test_sections_are_numbered_in_order() -> None:
    assert list(_sections()) == [str(n) for n in range(1, len(_sections()) + 1)]
