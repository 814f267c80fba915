"""The one registry of op handlers: which function compiles which op.

Each module of this package owns one dialect family and exports ``HANDLERS``, a
table from op name to a handler ``(program, op) -> closure | None`` (None: the op
only fills a constant slot). ``handler_for`` looks an op up here; an op found
nowhere stops the simulation with an error naming it (never skipped).
"""

from __future__ import annotations

from typing import Callable

from xdsl.ir import Operation

from smem_opt.tools.simulator.frame import op_name
from smem_opt.tools.simulator.handlers import affine, arith, async_copy, cf, gpu, llvm, memref, scf, testing, vector

Handler = Callable[..., object]

FAMILIES = (affine, arith, async_copy, cf, gpu, llvm, memref, scf, testing, vector)


def _table() -> dict[str, Handler]:
    table: dict[str, Handler] = {}
    for family in FAMILIES:
        for name, handler in family.HANDLERS.items():
            assert name not in table, f"two handlers for '{name}'"
            table[name] = handler
    return table


HANDLERS: dict[str, Handler] = _table()

TERMINATORS = frozenset(scf.TERMINATORS)
"""Block-ending ops that the handler of the enclosing op consumes (not run on their own)."""


def handler_for(op: Operation) -> Handler | None:
    """The handler compiling ``op`` (tables first, then arith's elementwise rules)."""
    handler = HANDLERS.get(op_name(op))
    if handler is not None:
        return handler
    if arith.fallback_applies(op):
        return arith.fallback
    return None
