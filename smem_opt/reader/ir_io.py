"""Reading and printing IR as smem-opt does, for the driver, the API and the tools.

``build_context`` is xDSL's dialects with ours in place of xDSL's of the same name;
``read_input`` reads as written (located errors, ``reader.parsing``) or else through mlir-opt's
generic form (``reader.intake``); ``print_module`` prints with ``FaithfulPrinter``, which keeps
the terminators of multi-block regions so that the output reads back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.dialects.builtin import Builtin
from xdsl.ir import Dialect, Operation
from xdsl.printer import Printer

from smem_opt.reader.parsing import parse_module, verify_module


def our_dialects() -> dict[str, Callable[[], Dialect]]:
    """Our dialects by name: smem, and the upstream ones we define or replace."""
    from smem_opt.smem_dialect.registry import dialect_factories

    return dialect_factories()


def build_context(allow_unregistered: bool = False) -> Context:
    """A context with xDSL's dialects, ours replacing xDSL's of the same name.

    Bare op names resolve as in MLIR (smem_dialect.name_resolution)."""
    from smem_opt.reader.intake import OpenContext
    from smem_opt.smem_dialect.name_resolution import with_mlir_name_resolution

    ctx = with_mlir_name_resolution(OpenContext)(allow_unregistered=allow_unregistered)
    ours = our_dialects()
    # xDSL's own dialects, read from xDSL directly: the entry-point scan of its multiverse costs
    # tens of milliseconds at every start (our own entry point only adds dialects listed in ours)
    for name, factory in get_all_dialects().items():
        if name not in ours:
            ctx.register_dialect(name, factory)
    for name, factory in ours.items():
        ctx.register_dialect(name, factory)
    return ctx


def read_input(
    ctx: Context,
    data: bytes,
    name: str,
    line_offset: int = 0,
    skip_verify: bool = False,
    allow_implicit_module: bool = True,
):
    """Read ``data`` as smem-opt does (``reader.intake``): as written, else through mlir-opt."""
    from functools import partial

    from smem_opt.reader.intake import read_module, tolerant_context

    tolerant = tolerant_context({"builtin": lambda: Builtin, **our_dialects()})
    parse = partial(parse_module, allow_implicit_module=allow_implicit_module)
    return read_module(ctx, tolerant, data, name, parse, verify_module, skip_verify, line_offset)



class FaithfulPrinter(Printer):
    """xDSL's printer, except that a region of several blocks always prints its terminators
    (some custom printers elide them, which is only right for a single block), and so does
    ``scf.execute_region`` (whose parser adds no terminator: xDSL's printer drops it); values
    are named as mlir-opt names them: their name as read (``%alloc_0`` stays ``%alloc_0``,
    ``reader.parsing.keep_source_name``), and a name already taken gets the first free ``_N``
    suffix, counting from 0; and op names in custom form are written as mlir-opt writes them:
    without the prefix of the default dialect of the op around them
    (``smem_dialect.name_resolution.DEFAULT_DIALECT_OF``: ``module``, and ``return``, ``call`` directly
    in a ``func.func``), so that CHECK lines written against mlir-opt's output match."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._default_dialects = ["builtin"]
        self._op_name: tuple[str, str] | None = None
        """(the op name about to be printed, how to print it)."""

    def print_op(self, op: Operation) -> None:
        from smem_opt.smem_dialect.name_resolution import DEFAULT_DIALECT_OF, short_op_name

        self._op_name = (op.name, short_op_name(op.name, self._default_dialects[-1]))
        self._default_dialects.append(DEFAULT_DIALECT_OF.get(op.name, ""))
        try:
            super().print_op(op)
        finally:
            self._default_dialects.pop()

    def print_string(self, text: str, *, indent: int | None = None) -> None:
        if self._op_name is not None and text == self._op_name[0]:
            text = self._op_name[1]
            self._op_name = None
        super().print_string(text, indent=indent)

    def print_ssa_value(self, value) -> str:
        if value in self._ssa_values or not value.name_hint:
            return super().print_ssa_value(value)
        hint = value.name_hint
        taken = self.ssa_names  # name -> the next suffix to try; every printed name is a key
        if hint not in taken:
            name = hint
            taken[hint] = 0
        else:
            n = taken[hint]
            while f"{hint}_{n}" in taken:
                n += 1
            name = f"{hint}_{n}"
            taken[hint] = n + 1
            taken[name] = 0
        self._ssa_values[value] = name
        self.print_string(f"%{name}")
        return name

    def print_region(
        self,
        region,
        print_entry_block_args: bool = True,
        print_empty_block: bool = True,
        print_block_terminators: bool = True,
    ) -> None:
        if len(region.blocks) > 1 or (region.parent is not None and region.parent.name == "scf.execute_region"):
            print_block_terminators = True
        super().print_region(region, print_entry_block_args, print_empty_block, print_block_terminators)


def print_module(
    module: Operation, generic: bool = False, debuginfo: bool = False, properties_as_attributes: bool = False
) -> str:
    import io

    out = io.StringIO()
    FaithfulPrinter(
        stream=out,
        print_generic_format=generic,
        print_debuginfo=debuginfo,
        print_properties_as_attributes=properties_as_attributes,
    ).print_op(module)
    out.write("\n")
    return out.getvalue()
