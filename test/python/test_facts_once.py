"""Cross-pass facts are declared once: the ``smem.*`` attribute names live in
``smem_dialect/smem/attr_names.py`` and the smem op names in their op classes; no other module of
the library spells them (``tools/check`` excepted: it shares nothing with the passes and names what
it reads itself)."""

from __future__ import annotations

import re
from pathlib import Path

from smem_opt.smem_dialect.smem import attr_names

ROOT = Path(__file__).resolve().parents[2]
SPELLED = re.compile(r"""["']smem\.[a-z_]+["']""")


def test_smem_names_are_spelled_in_one_place() -> None:
    declared = {v for k, v in vars(attr_names).items() if k.isupper()}
    assert declared and all(v.startswith("smem.") for v in declared)
    found = []
    for folder in ("passes", "tools", "smem_opt", "smem_dialect"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith(("tools/check/", "smem_dialect/smem/")):  # the check; the dialect that owns them
                continue
            for n, line in enumerate(path.read_text().splitlines(), 1):
                code = line.split("#", 1)[0]
                # a string literal in code (docstrings and messages name attributes with spaces or backticks)
                for m in SPELLED.finditer(code):
                    found.append(f"{rel}:{n}: {m.group(0)}")
    assert not found, "spell these through smem_dialect.smem.attr_names or the op class:\n" + "\n".join(found)
