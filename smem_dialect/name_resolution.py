"""How a bare op name is resolved while parsing, the way MLIR 22 resolves it.

xDSL's parser keeps a stack of the dialects of the ops being parsed and, for an
op name without a dialect prefix, tries each of them: inside a `gpu.func`, the
generic op `"terminator"()` would become `gpu.terminator`. MLIR never prefixes
a generic (quoted) name, and completes a bare custom name only with the default
dialect of the enclosing op, which only a few ops declare (`func.func` gives
`func`, so `return` is `func.return`), and with `builtin`.

`UpstreamContext` keeps xDSL's lookup for the dialects that are default
dialects in MLIR and skips the others, so `"terminator"` inside a `gpu.func` is
an unregistered op (accepted with `--allow-unregistered-dialect`, as in
`mlir-opt`) instead of a misplaced `gpu.terminator`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields

from xdsl.context import Context
from xdsl.ir import Operation

DEFAULT_DIALECTS = frozenset(
    {"builtin", "func", "async", "transform", "pdl", "pdl_interp", "spirv", "irdl"}
)
"""Dialects that some MLIR op declares as the default dialect of its regions."""


class UpstreamContext(Context):
    """A context that completes bare op names only with MLIR's default dialects."""

    def get_optional_op(
        self, name: str, *, dialect_stack: Sequence[str] = ()
    ) -> type[Operation] | None:
        stack = [d for d in dialect_stack if d in DEFAULT_DIALECTS]
        return super().get_optional_op(name, dialect_stack=stack)

    def clone(self) -> UpstreamContext:
        base = super().clone()
        return UpstreamContext(**{f.name: getattr(base, f.name) for f in fields(base)})


__all__ = ["DEFAULT_DIALECTS", "UpstreamContext"]
