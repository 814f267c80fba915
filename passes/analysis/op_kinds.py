"""What ops do, for the tools that ask by the older names (the simulator, reports, bench).

The answers come from ``passes.analysis.op_records`` (one record per op); this module only keeps
the names those tools import. New code asks ``op_records`` directly.
"""

from __future__ import annotations

from smem_opt.passes.analysis.op_records import (
    TABLE,
    RegionKind,
    UseRole,
    access_alignment,
    aliases_results,
    async_copy_bytes,
    constant_int,
    forwarded_values,
    is_barrier,
    is_loop,
    is_memref,
    op_attr,
    region_kind,
    use_role,
    value_source,
    wait_pending,
)

constant_index = constant_int

FORWARDING_TERMINATORS = frozenset(
    name
    for name, rec in TABLE.items()
    if rec.memref_role is UseRole.FORWARD and rec.region_kind in (None, RegionKind.NONE)
)
"""Terminators that hand their operands on to results or block arguments."""

RETURNS = frozenset({"smem.return", *(name for name, rec in TABLE.items() if rec.returns)})
"""Terminators that leave the kernel."""

__all__ = [
    "UseRole",
    "RegionKind",
    "use_role",
    "region_kind",
    "is_loop",
    "forwarded_values",
    "is_barrier",
    "value_source",
    "wait_pending",
    "constant_index",
    "access_alignment",
    "async_copy_bytes",
    "is_memref",
    "aliases_results",
    "op_attr",
    "FORWARDING_TERMINATORS",
    "RETURNS",
]
