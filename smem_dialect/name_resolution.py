"""How a bare op name is resolved while parsing, the way MLIR 22 resolves it.

xDSL's parser keeps a stack of the dialects of the ops being parsed and, for an
op name without a dialect prefix, tries each of them: inside a `gpu.func`, the
generic op `"terminator"()` would become `gpu.terminator`. MLIR never prefixes
a generic (quoted) name, and completes a bare custom name only with the default
dialect of the enclosing op, which only a few ops declare (`func.func` gives
`func`, so `return` is `func.return`), and with `builtin`.

`with_mlir_name_resolution(ContextClass)` makes a context class that keeps
xDSL's lookup for the dialects that are default dialects in MLIR and skips the
others, so `"terminator"` inside a `gpu.func` is an unregistered op (accepted
with `--allow-unregistered-dialect`, as in `mlir-opt`) instead of a misplaced
`gpu.terminator`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from xdsl.context import Context
from xdsl.ir import Operation

DEFAULT_DIALECT_OF = {
    "builtin.module": "builtin",
    "func.func": "func",
    "async.func": "async",
    "transform.sequence": "transform",
    "transform.named_sequence": "transform",
    "pdl.pattern": "pdl",
    "pdl_interp.func": "pdl_interp",
    "spirv.module": "spirv",
    "irdl.dialect": "irdl",
}
"""The ops that declare a default dialect for the ops directly in their regions (MLIR's
``OpAsmOpInterface::getDefaultDialect``); every other op's regions have none. The top level has
``builtin``."""

DEFAULT_DIALECTS = frozenset({"builtin", *DEFAULT_DIALECT_OF.values()})
"""Dialects that some MLIR op declares as the default dialect of its regions."""


def short_op_name(name: str, default_dialect: str) -> str:
    """How MLIR prints op ``name`` in custom form where ``default_dialect`` is the default:
    without the prefix when the op is of that dialect and its name has no other dot."""
    prefix = default_dialect + "."
    if default_dialect and name.startswith(prefix) and name.count(".") == 1:
        return name[len(prefix) :]
    return name

ContextT = TypeVar("ContextT", bound=Context)


def mlir_dialect_stack(dialect_stack: Sequence[str]) -> list[str]:
    """The part of xDSL's dialect stack that MLIR would use to complete a bare name."""
    return [d for d in dialect_stack if d in DEFAULT_DIALECTS]


def with_mlir_name_resolution(base: type[ContextT]) -> type[ContextT]:
    """A subclass of the context class `base` that completes bare op names as MLIR does."""

    class MLIRNameResolution(base):  # type: ignore[valid-type,misc]  # a base class given at run time
        def get_optional_op(
            self, name: str, *, dialect_stack: Sequence[str] = ()
        ) -> type[Operation] | None:
            return super().get_optional_op(
                name, dialect_stack=mlir_dialect_stack(dialect_stack)
            )

        def clone(self):
            copy = super().clone()
            copy.__class__ = type(self)
            return copy

    MLIRNameResolution.__name__ = f"MLIRNameResolution{base.__name__}"
    MLIRNameResolution.__qualname__ = MLIRNameResolution.__name__
    return MLIRNameResolution


__all__ = ["DEFAULT_DIALECTS", "DEFAULT_DIALECT_OF", "mlir_dialect_stack", "short_op_name", "with_mlir_name_resolution"]
