"""Reading MLIR text into verified IR with source locations.

Owns the parser smem-opt uses (every op gets a ``file:line:col`` location, unknown
ops are reported at their name) and module verification that reports the
innermost failing op at its location.
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects.builtin import FileLineColLoc, IntAttr, ModuleOp, StringAttr, UnknownLoc
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.lexer import Span

from passes.diagnostics import SmemDiagnostic


class LocatingParser(Parser):
    """A parser that gives every op without an explicit ``loc(...)`` its source position."""

    def parse_operation(self) -> Operation:
        start = self._current_token.span
        op = super().parse_operation()
        if isinstance(op.location, UnknownLoc):
            where = start.get_location()
            op.location = FileLineColLoc(
                StringAttr(str(where.file)), IntAttr(where.line), IntAttr(where.col)
            )
        return op

    def _get_op_by_name(self, name: str) -> type[Operation]:
        """Report an unknown op at its name, as MLIR does (not at the next token)."""
        if self.ctx.get_optional_op(name, dialect_stack=self._parser_state.dialect_stack):
            return super()._get_op_by_name(name)
        here = self._current_token.span
        content = here.input.content
        needle = name.encode() if isinstance(content, bytes) else name
        start = content.rfind(needle, 0, here.start)
        if start >= 0:
            self.raise_error(
                f"Operation {name} is not registered", Span(start, start + len(needle), here.input)
            )
        return super()._get_op_by_name(name)


def parse_module(ctx: Context, text: str | bytes, name: str) -> ModuleOp:
    """Parse ``text`` (named ``name`` in locations) into a module; errors are ``ParseError``s."""
    return LocatingParser(ctx, text, name).parse_module()


def _post_order(op: Operation):
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                yield from _post_order(child)
    yield op


def verify_module(module: ModuleOp) -> None:
    """Verify, reporting the innermost failing op with its location."""
    try:
        module.verify()
        return
    except (VerifyException, ValueError) as err:
        first_error = err
    for op in _post_order(module):
        try:
            op.verify_()
        except (VerifyException, ValueError) as err:
            raise SmemDiagnostic(f"'{op.name}' op {first_line(err)}", op) from None
        try:
            op.verify(verify_nested_ops=False)
        except (VerifyException, ValueError) as err:
            raise SmemDiagnostic(f"'{op.name}' op {first_line(err)}", op) from None
    raise SmemDiagnostic(first_line(first_error)) from None


def first_line(err: BaseException) -> str:
    """The first meaningful line of an exception message (xDSL prefixes and context dropped)."""
    text = str(err).strip()
    prefix = "Operation does not verify: "
    lines = [line for line in text.splitlines() if line.strip()]
    for line in lines:
        if line.startswith(prefix):
            return line[len(prefix) :]
    return lines[0] if lines else type(err).__name__
