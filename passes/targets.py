"""GPU targets smem-opt knows, with their shared-memory limits per thread block.

Two limits matter when lowering an arena:

- ``static_bytes``: the most shared memory a kernel may declare statically
  (``.shared`` arrays in PTX; a workgroup attribution upstream). It is 48 KiB on
  every architecture here; ``ptxas`` rejects more ("uses too much shared data").
- ``dynamic_bytes``: the most shared memory one thread block may address once the
  kernel opts in (``cudaFuncSetAttribute(..., MaxDynamicSharedMemorySize, n)``);
  anything above 48 KiB must be dynamic shared memory.

Source of the numbers: NVIDIA's CUDA C++ Programming Guide, appendix "Compute
Capabilities", table "Technical Specifications per Compute Capability", row
"Maximum amount of shared memory per thread block" (48 KB statically for all of
them; 96 KB for 7.0, 64 KB for 7.5, 163 KB for 8.0, 99 KB for 8.6 and 8.9, 227 KB
for 9.0), and the per-architecture sections that say "a single thread block can
address up to N KB of shared memory ... must use dynamic shared memory ... require
an explicit opt-in". KB there means KiB (the per-SM capacity minus the 1 KiB the
driver reserves per block, e.g. 228 - 1 = 227 on sm_90).
"""

from __future__ import annotations

from dataclasses import dataclass

KIB = 1024


@dataclass(frozen=True)
class Target:
    """One compute capability and its per-block shared-memory limits (bytes)."""

    name: str
    compute_capability: str
    static_bytes: int
    dynamic_bytes: int

    @property
    def static_kib(self) -> int:
        return self.static_bytes // KIB

    @property
    def dynamic_kib(self) -> int:
        return self.dynamic_bytes // KIB


def _t(name: str, cc: str, dynamic_kib: int) -> Target:
    return Target(name, cc, 48 * KIB, dynamic_kib * KIB)


TARGETS: dict[str, Target] = {
    t.name: t
    for t in (
        _t("sm_70", "7.0", 96),
        _t("sm_75", "7.5", 64),
        _t("sm_80", "8.0", 163),
        _t("sm_86", "8.6", 99),
        _t("sm_89", "8.9", 99),
        _t("sm_90", "9.0", 227),
    )
}
"""Known targets by name (``sm_XX``)."""

DEFAULT_TARGET = "sm_90"


class UnknownTarget(ValueError):
    """A target name that is not in :data:`TARGETS`."""


def get_target(name: str | None) -> Target:
    """The target called ``name`` (``None`` gives the default, sm_90).

    Accepts ``sm_90`` and also ``sm90`` / ``90`` / ``SM_90``; anything else
    raises :class:`UnknownTarget` listing the known names.
    """
    if name is None:
        return TARGETS[DEFAULT_TARGET]
    key = name.strip().lower()
    if key.isdigit():
        key = f"sm_{key}"
    elif key.startswith("sm") and not key.startswith("sm_"):
        key = f"sm_{key[2:]}"
    found = TARGETS.get(key)
    if found is None:
        raise UnknownTarget(
            f"unknown target '{name}' (known targets: {', '.join(TARGETS)})"
        )
    return found
