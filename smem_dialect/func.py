"""The ``func`` dialect as smem-opt reads it: xDSL's, with ``func.func``'s declaration rule.

MLIR's ``func.func`` without a body is a declaration, and a declaration must be private
(``FunctionOpInterface``: "symbol declaration cannot have public visibility"); xDSL 0.74 accepts
a public one. ``FuncOp`` here is xDSL's class (same definition and syntax; ``isinstance`` against
xDSL's class still holds) with that rule in its verifier. xDSL's parser of the custom form builds
xDSL's own class by name, so the op it reads is moved into this class (its properties,
attributes and body); the generic form builds this class directly. Both are proposed to xDSL in
``docs/upstream/xdsl-func-declaration-visibility.md``.
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects import func as _xfunc
from xdsl.ir import Dialect
from xdsl.parser import Parser
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.upstream_syntax import replace_ops


class FuncOp(_xfunc.FuncOp):
    """xDSL's ``func.func`` with MLIR's rule for declarations."""

    def verify_(self) -> None:
        super().verify_()
        if self.body.blocks:
            return
        visibility = self.sym_visibility
        if visibility is None or visibility.data != "private":
            raise VerifyException("symbol declaration cannot have public visibility")

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        read = super().parse(parser)
        if isinstance(read, cls):
            return read
        return cls.create(
            properties=dict(read.properties),
            attributes=dict(read.attributes),
            regions=[read.detach_region(read.body)],
        )


Func: Dialect = replace_ops(_xfunc.Func, [FuncOp])
"""xDSL's ``func`` dialect with ``FuncOp`` in place of xDSL's."""

__all__ = ["Func", "FuncOp"]
