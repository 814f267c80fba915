"""Occupancy: the blocks-per-SM formula against figures measured on an H100, the
per-target tables, the inverse (bytes for n blocks) and what one more block takes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from smem_opt.passes.target.occupancy import (
    max_registers_for_blocks,
    next_block,
    occupancy,
    registers_limit,
    shared_bytes_for_blocks,
    shared_limit,
)
from smem_opt.passes.target.targets import KIB, TARGETS, get_target

H100 = get_target("sm_90")

# Measured with cuOccupancyMaxActiveBlocksPerMultiprocessor on an H100 (sm_90):
# (kernel, threads per block, registers per thread, shared bytes, blocks per SM).
H100_FIGURES = [
    ("multistage3 without reuse", 256, 128, 163840, 1),
    ("multistage3 with reuse", 256, 128, 98304, 2),
    ("flash attention without reuse", 128, 96, 82688, 2),
    ("flash attention with reuse", 128, 96, 66048, 3),
    ("softmax with reuse", 256, 32, 17408, 8),
    ("softmax without reuse", 256, 32, 18432, 8),
    ("32x32 tiled matmul, 34 registers", 1024, 34, 8192, 1),
    ("32x32 tiled matmul, 32 registers", 1024, 32, 8192, 2),
]


@pytest.mark.parametrize("name,threads,registers,shared,blocks", H100_FIGURES, ids=[f[0] for f in H100_FIGURES])
def test_h100_reference_figures(name, threads, registers, shared, blocks):
    occ = occupancy(H100, threads, shared, registers)
    assert occ.blocks == blocks
    assert occ.exact and occ.unfit is None


def test_limiting_resources_of_the_reference_kernels():
    assert occupancy(H100, 256, 163840, 128).limited_by == ("shared_memory",)
    assert occupancy(H100, 256, 98304, 128).limited_by == ("registers", "shared_memory")
    assert occupancy(H100, 128, 66048, 96).limited_by == ("shared_memory",)
    # The tiled matmul: registers, not bytes, limit it.
    assert occupancy(H100, 1024, 8192, 34).limited_by == ("registers",)
    assert occupancy(H100, 1024, 8192, 32).limited_by == ("warps", "registers")
    assert occupancy(H100, 256, 17408, 32).limited_by == ("warps", "registers")


def test_shared_memory_counts_the_reserve_and_the_allocation_unit():
    # 98304 + 1024 reserved = 99328 per block: two fit in 228 KiB, three do not.
    occ = occupancy(H100, 256, 98304, 128)
    assert occ.shared_allocated == 99328
    assert occ.limits["shared_memory"] == 233472 // 99328 == 2
    # 1 byte is allocated as a whole 128-byte unit on top of the reserve.
    assert occupancy(H100, 32, 1, 16).shared_allocated == 1024 + 128
    assert occupancy(H100, 32, 0, 16).shared_allocated == 1024
    # Before sm_80 nothing is reserved and the unit is 256 bytes.
    assert occupancy(get_target("sm_75"), 32, 1, 16).shared_allocated == 256
    # no shared memory is bounded like one byte (monotone): never the limiting resource
    assert occupancy(get_target("sm_75"), 32, 0, 16).limits["shared_memory"] == 65536 // 256
    assert occupancy(get_target("sm_75"), 32, 0, 16).limited_by == ("blocks",)


def test_carveout_is_the_smallest_that_holds_the_blocks():
    assert occupancy(H100, 256, 163840, 128).carveout_kib == 164
    assert occupancy(H100, 256, 98304, 128).carveout_kib == 196
    assert occupancy(H100, 128, 66048, 96).carveout_kib == 228
    assert occupancy(H100, 1024, 8192, 32).carveout_kib == 32
    assert occupancy(get_target("sm_86"), 1024, 8192, 32).carveout_kib == 16


def test_per_block_limits_make_a_block_unfit():
    limit = H100.dynamic_bytes
    assert limit == 227 * KIB
    assert occupancy(H100, 128, limit, 32).blocks == 1
    over = occupancy(H100, 128, limit + 1, 32)
    assert over.blocks == 0 and "per block" in over.unfit
    assert occupancy(H100, 1025, 0, 16).blocks == 0
    assert occupancy(H100, 32, 0, 256).blocks == 0
    assert occupancy(H100, 32, 0, 255).blocks == 8  # 255 -> 8192 per warp: 2 warps per sub-partition
    # 1024 threads x 64 registers is exactly the register file; 65 is over.
    assert occupancy(H100, 1024, 0, 64).blocks == 1
    assert occupancy(H100, 1024, 0, 65).blocks == 0


def test_register_check_rounds_warps_up_to_the_sub_partitions():
    # 800 threads = 25 warps; at 80 registers a warp takes 2560: 25 warps need
    # 64000 <= 65536, but checked as 28 warps (a multiple of 4) 71680 do not fit.
    occ = occupancy(H100, 800, 0, 80)
    assert occ.blocks == 0 and "71680" in occ.unfit
    assert occupancy(H100, 800, 0, 72).blocks == 1


def test_registers_are_allocated_per_warp_in_units_of_256():
    # 33..40 registers all take 1280 per warp: 12 warps per sub-partition.
    for r in range(33, 41):
        assert registers_limit(H100, 128, r) == 12
    assert registers_limit(H100, 128, 32) == 16
    assert registers_limit(H100, 128, 0) == H100.max_blocks_per_sm


def test_unknown_registers_give_an_upper_bound():
    occ = occupancy(H100, 128, 66048, None)
    assert not occ.exact and occ.blocks == 3 and occ.limits["registers"] is None
    assert occupancy(H100, 1024, 8192, None).blocks == 2  # registers could only lower it


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_target_tables_are_consistent(name):
    t = TARGETS[name]
    assert t.sm_shared_bytes == max(t.carveouts_kib) * KIB
    assert t.dynamic_bytes == t.sm_shared_bytes - t.reserved_shared_bytes
    assert t.static_bytes == 48 * KIB
    assert t.max_threads_per_sm == t.max_warps_per_sm * t.warp_size
    assert list(t.carveouts_kib) == sorted(t.carveouts_kib)


def test_target_figures():
    by = {n: (t.sm_shared_bytes // KIB, t.dynamic_kib, t.max_warps_per_sm, t.max_blocks_per_sm,
              t.reserved_shared_bytes, t.shared_granularity) for n, t in TARGETS.items()}
    assert by["sm_80"] == (164, 163, 64, 32, 1024, 128)
    assert by["sm_86"] == (100, 99, 48, 16, 1024, 128)
    assert by["sm_89"] == (100, 99, 48, 24, 1024, 128)
    assert by["sm_90"] == (228, 227, 64, 32, 1024, 128)
    assert by["sm_90a"] == by["sm_90"]
    assert by["sm_100"] == by["sm_100a"] == (228, 227, 64, 32, 1024, 128)
    assert by["sm_120"] == by["sm_120a"] == (100, 99, 48, 24, 1024, 128)
    assert TARGETS["sm_120"].dynamic_bytes == 101376
    assert get_target("100a").name == "sm_100a" and get_target("SM120").name == "sm_120"
    assert H100.carveouts_kib == (0, 8, 16, 32, 64, 100, 132, 164, 196, 228)
    for t in TARGETS.values():
        assert (t.registers_per_sm, t.max_registers_per_thread, t.register_unit) == (65536, 255, 256)


def test_other_targets():
    # 256 threads: warps allow 8 on sm_80 and sm_90, 6 on sm_86 and sm_89 (48 warps).
    for name, blocks in (("sm_80", 8), ("sm_86", 6), ("sm_89", 6), ("sm_90", 8)):
        assert occupancy(get_target(name), 256, 0, 32).blocks == blocks
    # Small blocks hit the resident-block limit.
    assert occupancy(get_target("sm_86"), 32, 0, 16).limited_by == ("blocks",)
    assert occupancy(get_target("sm_86"), 32, 0, 16).blocks == 16
    assert occupancy(get_target("sm_89"), 32, 0, 16).blocks == 24
    # multistage3 without reuse does not fit sm_86's 99 KiB; with reuse it does, once.
    assert occupancy(get_target("sm_86"), 256, 163840, 128).blocks == 0
    assert occupancy(get_target("sm_86"), 256, 98304, 128).blocks == 1
    assert occupancy(get_target("sm_80"), 256, 98304, 128).blocks == 1


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(TARGETS)), st.integers(0, 240 * KIB), st.integers(1, 40))
def test_bytes_for_blocks_is_the_exact_inverse(name, shared, blocks):
    t = TARGETS[name]
    most = shared_bytes_for_blocks(t, blocks)
    fits = shared_limit(t, shared) >= blocks
    assert fits == (most is not None and shared <= most)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(TARGETS)), st.integers(1, 1024), st.integers(0, 240 * KIB),
       st.one_of(st.none(), st.integers(0, 255)))
def test_blocks_are_the_smallest_limit_and_fit_the_sm(name, threads, shared, registers):
    t = TARGETS[name]
    occ = occupancy(t, threads, shared, registers)
    if occ.unfit is None:
        assert occ.blocks == min(v for v in occ.limits.values() if v is not None)
        assert occ.blocks * occ.shared_allocated <= t.sm_shared_bytes
        assert occ.active_warps <= t.max_warps_per_sm
        assert occ.blocks <= t.max_blocks_per_sm
        assert occ.limited_by
    else:
        assert occ.blocks == 0 and occ.carveout_kib is None
    if occ.blocks:
        assert occ.carveout_kib * KIB >= occ.blocks * occ.shared_allocated


def test_next_block_names_the_bytes_and_is_tight():
    occ = occupancy(H100, 128, 66048, 96)
    nb = next_block(H100, occ)
    assert (nb.blocks, nb.shared_at_most, nb.bytes_to_save, nb.blocked_by) == (4, 57344, 8704, ())
    assert occupancy(H100, 128, 66048 - nb.bytes_to_save, 96).blocks == 4
    assert occupancy(H100, 128, 66048 - nb.bytes_to_save + 1, 96).blocks == 3
    # Without reuse, flash attention is 5888 bytes from a third block.
    assert next_block(H100, occupancy(H100, 128, 82688, 96)).bytes_to_save == 5888


def test_next_block_when_other_resources_stand_in_the_way():
    # multistage3 with reuse: bytes alone do not give a third block, registers do not allow it.
    nb = next_block(H100, occupancy(H100, 256, 98304, 128))
    assert nb.blocks == 3 and nb.blocked_by == ("registers",) and nb.bytes_to_save == 21504
    assert nb.registers_at_most == max_registers_for_blocks(H100, 256, 3) == 80
    assert occupancy(H100, 256, 98304 - 21504, 80).blocks == 3
    assert occupancy(H100, 256, 98304 - 21504, 81).blocks == 2
    # softmax: warps and registers limit it; shared memory is not the question.
    nb = next_block(H100, occupancy(H100, 256, 17408, 32))
    assert nb.bytes_to_save is None and nb.blocked_by == ("warps", "registers")


def test_next_block_for_a_block_that_does_not_fit():
    occ = occupancy(get_target("sm_86"), 256, 163840, 128)
    nb = next_block(get_target("sm_86"), occ)
    assert nb.blocks == 1 and nb.bytes_to_save == 163840 - 99 * KIB


def test_next_block_with_unknown_registers_says_how_many_would_do():
    nb = next_block(H100, occupancy(H100, 128, 66048, None))
    assert nb.blocks == 4 and nb.bytes_to_save == 8704
    assert nb.registers_at_most == max_registers_for_blocks(H100, 128, 4)
    assert registers_limit(H100, 128, nb.registers_at_most) >= 4
    assert registers_limit(H100, 128, nb.registers_at_most + 1) < 4


def test_bad_arguments():
    with pytest.raises(ValueError):
        occupancy(H100, 0, 0, 32)
    with pytest.raises(ValueError):
        shared_bytes_for_blocks(H100, 0)
