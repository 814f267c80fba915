"""GPU targets smem-opt knows: per-block shared-memory limits and the per-SM
resources that decide occupancy (how many thread blocks one SM runs at once).

Two limits matter when lowering an arena:

- ``static_bytes``: the most shared memory a kernel may declare statically
  (``.shared`` arrays in PTX; a workgroup attribution upstream). It is 48 KiB on
  every architecture here; ``ptxas`` rejects more ("uses too much shared data").
- ``dynamic_bytes``: the most shared memory one thread block may address once the
  kernel opts in (``cudaFuncSetAttribute(..., MaxDynamicSharedMemorySize, n)``);
  anything above 48 KiB must be dynamic shared memory. It is the SM's shared
  memory minus the bytes the driver reserves per block (228 - 1 = 227 KiB on
  sm_90).

The occupancy figures (``passes/target/occupancy.py`` uses them) per SM: shared memory
at the largest carveout and the carveouts the driver may configure, the bytes
reserved per block and the allocation unit blocks are rounded up to, registers
(65536 per SM and per block, at most 255 per thread, allocated per warp in units
of 256 registers, spread over 4 sub-partitions of the register file), the most
resident warps and blocks, and the most threads per block.

Sources: NVIDIA's CUDA C++ Programming Guide, appendix "Compute Capabilities",
table "Technical Specifications per Compute Capability" (resident blocks, warps
and threads per SM, registers, "Maximum amount of shared memory per SM" and "per
thread block": 48 KB statically; 96 KB for 7.0, 64 KB for 7.5, 163 KB for 8.0,
99 KB for 8.6 and 8.9, 227 KB for 9.0), its per-architecture sections ("the
shared memory capacity can be set to 0, 8, 16, 32, 64, 100, 132, 164, 196 or 228
KB" on 9.0; opt-in above 48 KB), the runtime's ``reservedSharedMemoryPerBlock``
device property (1 KiB from 8.0 on), and the granularities of the CUDA occupancy
calculator (``cuda_occupancy.h``: shared memory allocated in units of 128 bytes
on 8.x/9.x and 256 bytes on 7.x; registers in units of 256 per warp; 4
sub-partitions). KB there means KiB.

Hopper and Blackwell (same guide, table "Technical Specifications per Compute
Capability", columns 9.0, 10.0 and 12.0, and its sections "Compute Capability 9.0",
"10.0", "12.0"):

- ``sm_90a`` is ``sm_90`` with the architecture-specific features (wgmma, setmaxnreg);
  its limits are sm_90's.
- ``sm_100`` / ``sm_100a`` (compute capability 10.0, B100/B200): 228 KB of shared memory
  per SM with the carveouts of 9.0 (0, 8, 16, 32, 64, 100, 132, 164, 196, 228 KB), 227 KB
  per block opted in, 48 KB static, 1 KB reserved per block, 32 resident blocks and 64
  resident warps (2048 threads) per SM, 64 K registers.
- ``sm_120`` / ``sm_120a`` (compute capability 12.0, GeForce RTX 50 / RTX PRO
  Blackwell): 100 KB of shared memory per SM (carveouts 0, 8, 16, 32, 64, 100 KB, as on
  8.6/8.9), 99 KB per block opted in (101376 bytes), 48 KB static, 1 KB reserved per
  block, 24 resident blocks and 48 resident warps (1536 threads) per SM, 64 K
  registers. NVIDIA's own CCCL (``cuda/__device/arch_traits.h``: ``sm_100``,
  ``sm_120``) and ``cudaGetDeviceProperties`` on a 12.0 part
  (``sharedMemPerMultiprocessor`` = 102400, ``maxThreadsPerMultiProcessor`` = 1536)
  give the same figures.

``ptxas`` agrees on the static limit for every target here: more than 48 KiB of
``.shared`` data is rejected ("uses too much shared data (0xc010 bytes, 0xc000 max)";
``test/lowering/targets-ptxas.mlir``).
"""

from __future__ import annotations

from dataclasses import dataclass

KIB = 1024


@dataclass(frozen=True)
class Target:
    """One compute capability: its shared-memory limits (bytes) and per-SM resources."""

    name: str
    compute_capability: str
    static_bytes: int
    """Most static shared memory per block (48 KiB everywhere)."""
    sm_shared_bytes: int
    """Shared memory per SM at the largest carveout (blocks' bytes plus their reserve)."""
    reserved_shared_bytes: int
    """Shared memory the driver reserves for every resident block."""
    shared_granularity: int
    """Each block's shared memory (with the reserve) is allocated in units of this many bytes."""
    carveouts_kib: tuple[int, ...]
    """Shared-memory carveouts (KiB per SM) the driver may configure."""
    max_warps_per_sm: int
    max_blocks_per_sm: int
    ptx_isa: int
    """The PTX ISA version the chip needs at least, as upstream's ``+ptxNN`` feature (the NVVM
    pipeline's default, PTX 6.0, stops at sm_70; ptxas rejects a file older than its chip)."""
    registers_per_sm: int = 64 * KIB
    registers_per_block: int = 64 * KIB
    max_registers_per_thread: int = 255
    register_unit: int = 256
    """Registers are allocated per warp, in units of this many."""
    register_partitions: int = 4
    """The register file is split into this many sub-partitions; a warp's registers
    come from one of them."""
    max_threads_per_block: int = 1024
    warp_size: int = 32

    @property
    def dynamic_bytes(self) -> int:
        """Most shared memory one block may use (opted in): the SM's minus the reserve."""
        return self.sm_shared_bytes - self.reserved_shared_bytes

    @property
    def static_kib(self) -> int:
        return self.static_bytes // KIB

    @property
    def dynamic_kib(self) -> int:
        return self.dynamic_bytes // KIB

    @property
    def max_threads_per_sm(self) -> int:
        return self.max_warps_per_sm * self.warp_size


_VOLTA_CARVEOUTS = (0, 8, 16, 32, 64, 96)
_AMPERE_CARVEOUTS = (0, 8, 16, 32, 64, 100, 132, 164)
_GA10X_CARVEOUTS = (0, 8, 16, 32, 64, 100)
_HOPPER_CARVEOUTS = (0, 8, 16, 32, 64, 100, 132, 164, 196, 228)


def _t(name: str, cc: str, carveouts: tuple[int, ...], reserved: int, granularity: int,
       warps: int, blocks: int, ptx: int) -> Target:
    return Target(
        name,
        cc,
        static_bytes=48 * KIB,
        sm_shared_bytes=max(carveouts) * KIB,
        reserved_shared_bytes=reserved,
        shared_granularity=granularity,
        carveouts_kib=carveouts,
        max_warps_per_sm=warps,
        max_blocks_per_sm=blocks,
        ptx_isa=ptx,
    )


TARGETS: dict[str, Target] = {
    t.name: t
    for t in (
        _t("sm_70", "7.0", _VOLTA_CARVEOUTS, 0, 256, warps=64, blocks=32, ptx=60),
        _t("sm_75", "7.5", (32, 64), 0, 256, warps=32, blocks=16, ptx=63),
        _t("sm_80", "8.0", _AMPERE_CARVEOUTS, KIB, 128, warps=64, blocks=32, ptx=70),
        _t("sm_86", "8.6", _GA10X_CARVEOUTS, KIB, 128, warps=48, blocks=16, ptx=71),
        _t("sm_89", "8.9", _GA10X_CARVEOUTS, KIB, 128, warps=48, blocks=24, ptx=78),
        _t("sm_90", "9.0", _HOPPER_CARVEOUTS, KIB, 128, warps=64, blocks=32, ptx=80),
        _t("sm_90a", "9.0", _HOPPER_CARVEOUTS, KIB, 128, warps=64, blocks=32, ptx=80),
        _t("sm_100", "10.0", _HOPPER_CARVEOUTS, KIB, 128, warps=64, blocks=32, ptx=86),
        _t("sm_100a", "10.0", _HOPPER_CARVEOUTS, KIB, 128, warps=64, blocks=32, ptx=86),
        _t("sm_120", "12.0", _GA10X_CARVEOUTS, KIB, 128, warps=48, blocks=24, ptx=87),
        _t("sm_120a", "12.0", _GA10X_CARVEOUTS, KIB, 128, warps=48, blocks=24, ptx=87),
    )
}
"""Known targets by name (``sm_XX``)."""

DEFAULT_TARGET = "sm_90"

UPSTREAM_DEFAULT_CHIP = "sm_50"
"""The chip of an ``#nvvm.target`` that names none (upstream's default): not a target here."""


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
    if key.isdigit() or (key[:-1].isdigit() and key.endswith("a")):
        key = f"sm_{key}"
    elif key.startswith("sm") and not key.startswith("sm_"):
        key = f"sm_{key[2:]}"
    found = TARGETS.get(key)
    if found is None:
        raise UnknownTarget(
            f"unknown target '{name}' (known targets: {', '.join(TARGETS)})"
        )
    return found
