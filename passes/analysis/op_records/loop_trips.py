"""Whether a loop surely runs its body, under the loop's own comparison (design §3).

``scf.for`` compares ``lower < upper`` signed unless it says ``unsigned``, at the width of its
induction variable: an ``i8`` loop from -1 to 5 runs six times signed and none unsigned (-1 is
255). Constants are wrapped to that width first (an ``i8`` constant 200 is -56 signed). ``index``
is 64 bits with upstream's default lowering and 32 with ``index-bitwidth=32``: the answer must
hold for both. When a bound is not a constant, the loop may run zero times.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import SSAValue

from smem_opt.passes.analysis.op_records.record import LoopBounds

INDEX_WIDTHS = (32, 64)
"""The widths ``index`` may have after lowering."""


def wrap(value: int, width: int, signed: bool) -> int:
    """``value`` as a ``width``-bit integer read signed or unsigned."""
    value %= 1 << width
    if signed and value >= 1 << (width - 1):
        value -= 1 << width
    return value


def runs_at_least_once_under(
    bounds: LoopBounds, constant_int: Callable[[SSAValue], int | None]
) -> bool:
    """Does ``lower < upper`` hold under the loop's comparison, at every width it may have?"""

    def value(v: SSAValue | int) -> int | None:
        return v if isinstance(v, int) else constant_int(v)

    lower, upper = value(bounds.lower), value(bounds.upper)
    if lower is None or upper is None:
        return False
    widths = INDEX_WIDTHS if bounds.width is None else (bounds.width,)
    return all(
        wrap(lower, w, bounds.signed) < wrap(upper, w, bounds.signed) for w in widths
    )


__all__ = ["runs_at_least_once_under", "wrap", "INDEX_WIDTHS"]
