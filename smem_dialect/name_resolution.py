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

DEFAULT_DIALECTS = frozenset(
    {"builtin", "func", "async", "transform", "pdl", "pdl_interp", "spirv", "irdl"}
)
"""Dialects that some MLIR op declares as the default dialect of its regions."""

ContextT = TypeVar("ContextT", bound=Context)


def mlir_dialect_stack(dialect_stack: Sequence[str]) -> list[str]:
    """The part of xDSL's dialect stack that MLIR would use to complete a bare name."""
    return [d for d in dialect_stack if d in DEFAULT_DIALECTS]


def with_mlir_name_resolution(base: type[ContextT]) -> type[ContextT]:
    """A subclass of the context class `base` that completes bare op names as MLIR does."""

    class MLIRNameResolution(base):  # type: ignore[valid-type,misc]
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
    return MLIRNameResolution  # type: ignore[return-value]


__all__ = ["DEFAULT_DIALECTS", "mlir_dialect_stack", "with_mlir_name_resolution"]
