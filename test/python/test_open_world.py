"""Design §3 *Open world* and §6: for every miscompile class, the plan smem-coalesce makes is
accepted by smem-verify-plan, and a wrong plan made by hand from it (one buffer moved onto the
bytes of a buffer it must not share with) is rejected, with both buffers named.

The kernels are those of ``test/coalesce/open-world-*.mlir``; moving a buffer means rewriting its
``%<name>_offset`` constant in the coalesced output, exactly what a wrong planner would emit.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from smem_opt.tools.toolchain import find_mlir_opt

ROOT = Path(__file__).resolve().parents[2]
CASES_DIR = ROOT / "test" / "coalesce"


def smem_opt(args: list[str], text: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "smem_opt.tools.smem_opt", "-", *args],
        input=text,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )


def kernel_text(file: str, kernel: str) -> str:
    chunks = (CASES_DIR / file).read_text().split("// -----")
    (chunk,) = [c for c in chunks if f"@{kernel}(" in c]
    return chunk


def offset_of(text: str, name: str) -> int:
    match = re.search(rf"%{name}_offset = arith.constant (\d+) : index", text)
    assert match, f"no static offset for {name}"
    return int(match.group(1))


def move(text: str, name: str, offset: int) -> str:
    return re.sub(
        rf"(%{name}_offset = arith.constant )\d+( : index)", rf"\g<1>{offset}\g<2>", text, count=1
    )


# (file, kernel, buffer to move, buffer whose bytes it takes, options)
WRONG_PLANS = [
    ("open-world-affine.mlir", "affine_carried", "B", "A", []),
    ("open-world-affine.mlir", "affine_wrap_around", "Y", "X", []),
    ("open-world-affine.mlir", "affine_zero_trip_barrier", "B", "A", []),
    ("open-world-affine.mlir", "affine_if_divergent", "T", "E", []),
    ("open-world-cf.mlir", "cf_loop_carried", "B", "A", []),
    ("open-world-cf.mlir", "cf_successive_blocks", "B", "A", []),
    ("cfg-shapes.mlir", "diamond_divergent", "B", "A", []),
    ("cfg-shapes.mlir", "barrier_in_divergent_arm", "B", "A", []),
    ("cfg-shapes.mlir", "barrier_on_one_path", "B", "A", []),
    ("cfg-shapes.mlir", "loop_without_barrier_on_back_path", "B", "A", []),
    ("cfg-shapes.mlir", "loop_carried_through_cycle", "B", "A", []),
    ("cfg-shapes.mlir", "header_test_may_skip", "B", "A", []),
    ("cfg-shapes.mlir", "nested_loops_open_outer_back_edge", "B", "A", []),
    ("cfg-shapes.mlir", "early_exit_divergent", "B", "A", []),
    ("rule-private-slots.mlir", "slot_divergent_value", "B", "A", []),
    ("rule-private-slots.mlir", "slot_stored_under_divergent_control", "B", "A", []),
    ("rule-private-slots.mlir", "slot_escapes", "B", "A", ["unregistered"]),
    ("open-world-escapes.mlir", "escape_aligned_pointer", "B", "A", ["mlir-opt"]),
    ("open-world-escapes.mlir", "escape_strided_metadata", "B", "A", ["mlir-opt"]),
    ("open-world-escapes.mlir", "escape_unrealized_cast", "B", "A", ["mlir-opt"]),
    ("open-world-sizes.mlir", "vector3", "W", "V", []),
    ("open-world-sizes.mlir", "bits", "Q", "P", []),
    ("open-world-async.mlir", "uncommitted_copy", "B", "A", []),
    ("open-world-async.mlir", "wait_before_commit", "B", "A", []),
    ("open-world-regions.mlir", "unknown_region_op", "B", "A", ["unregistered"]),
    ("open-world-regions.mlir", "unknown_region_inner_buffers", "Y", "X", ["unregistered"]),
    ("open-world-regions.mlir", "scf_parallel_carried", "B", "A", []),
    # two buffers one condition picks between, where the condition or the uses let a run touch both
    ("rule-run-invariant-choice.mlir", "by_thread", "b", "a", []),
    ("rule-run-invariant-choice.mlir", "by_counter", "b", "a", []),
    ("rule-run-invariant-choice.mlir", "by_load", "b", "a", []),
    ("rule-run-invariant-choice.mlir", "also_direct", "b", "a", []),
    ("rule-run-invariant-choice-poison.mlir", "by_poison", "b", "a", []),
    ("rule-run-invariant-choice-cfg.mlir", "on_thread_id", "b", "a", []),
    ("rule-run-invariant-choice-cfg.mlir", "then_block_entered_twice", "b", "a", []),
    ("rule-run-invariant-choice-cfg.mlir", "condition_from_memory", "b", "a", []),
    ("rule-run-invariant-choice-cfg.mlir", "in_a_loop_on_its_counter", "b", "a", []),
    # a TMA load whose guard or next wait does not promise it is retired in the next iteration
    ("rule-mbarrier-next-iteration.mlir", "guard_also_true_in_the_last_iteration", "C", "A", []),
    ("rule-mbarrier-next-iteration.mlir", "guard_with_another_step", "C", "A", []),
    ("rule-mbarrier-next-iteration.mlir", "next_wait_for_the_other_phase", "C", "A", []),
    ("rule-mbarrier-next-iteration.mlir", "load_in_the_else_arm", "C", "A", []),
    ("rule-mbarrier-next-iteration.mlir", "unknown_op_after_the_load", "C", "A", ["unregistered"]),
    # a loop counted in a private slot whose first trip is not proven
    ("rule-slot-trip-count.mlir", "counter_starts_past_the_bound", "B", "A", []),
    ("rule-slot-trip-count.mlir", "counter_from_an_argument", "B", "A", []),
    ("rule-slot-trip-count.mlir", "counter_maybe_reset_before_the_loop", "B", "A", []),
    ("rule-slot-trip-count.mlir", "counter_start_is_poison", "B", "A", []),
    ("rule-slot-trip-count.mlir", "counter_written_through_a_view", "B", "A", []),
    # bodies of several blocks where no barrier may be inserted
    ("insert-barriers-cfg.mlir", "divergent_blocks", "B", "A", []),
    ("insert-barriers-cfg.mlir", "after_a_spin_wait", "B", "A", []),
    ("insert-barriers-cfg.mlir", "early_exit", "B", "A", []),
]


def _coalesced(file: str, kernel: str, needs: list[str], passes: str = "smem-coalesce") -> str:
    if "mlir-opt" in needs and find_mlir_opt() is None:
        pytest.skip("needs mlir-opt to read the kernel's custom syntax")
    flags = ["--allow-unregistered-dialect"] if "unregistered" in needs else []
    proc = smem_opt([*flags, "-p", passes], kernel_text(file, kernel))
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.parametrize("file, kernel, moved, onto, needs", WRONG_PLANS, ids=[c[1] for c in WRONG_PLANS])
def test_verifier_accepts_ours_and_rejects_a_wrong_plan(file, kernel, moved, onto, needs) -> None:
    flags = ["--allow-unregistered-dialect"] if "unregistered" in needs else []
    ours = _coalesced(file, kernel, needs)
    assert offset_of(ours, moved) != offset_of(ours, onto)
    accepted = smem_opt([*flags, "-p", "smem-verify-plan"], ours)
    assert accepted.returncode == 0, accepted.stderr
    wrong = move(ours, moved, offset_of(ours, onto))
    rejected = smem_opt([*flags, "-p", "smem-verify-plan"], wrong)
    assert rejected.returncode == 1
    assert "smem-verify-plan: buffers" in rejected.stderr, rejected.stderr
    assert f"'{moved}'" in rejected.stderr and f"'{onto}'" in rejected.stderr
    assert re.search(r"<stdin>:\d+:\d+: error:", rejected.stderr), rejected.stderr


def test_packed_sizes_are_a_wrong_plan() -> None:
    """vector<3xf32> planned at 12 bytes per element: W starts inside V's real 4096 bytes."""
    ours = _coalesced("open-world-sizes.mlir", "vector3", [])
    v = offset_of(ours, "V")
    wrong = move(ours, "W", v + 3072)
    rejected = smem_opt(["-p", "smem-verify-plan"], wrong)
    assert rejected.returncode == 1
    assert "overlap in bytes" in rejected.stderr or "past the end" in rejected.stderr


def test_packed_i1_is_a_wrong_plan() -> None:
    """100 x i1 planned packed (13 bytes): Q at byte 16 lies inside P's 100 real bytes."""
    ours = _coalesced("open-world-sizes.mlir", "bits", [])
    p = offset_of(ours, "P")
    rejected = smem_opt(["-p", "smem-verify-plan"], move(ours, "Q", p + 16))
    assert rejected.returncode == 1
    assert "'P'" in rejected.stderr and "'Q'" in rejected.stderr


def test_cp_async_destination_misaligned_is_rejected() -> None:
    """alignment=4 lets an f32 buffer sit at byte 12; its 16-byte cp.async needs 16."""
    ours = _coalesced("open-world-async.mlir", "cp_async_alignment", [], "smem-coalesce{alignment=4}")
    assert offset_of(ours, "Y") % 16 == 0
    wrong = move(move(ours, "X", 0), "Y", 12)
    rejected = smem_opt(["-p", "smem-verify-plan"], wrong)
    assert rejected.returncode == 1
    assert "'Y' is placed at byte 12" in rejected.stderr
    assert "16 bytes its element type and accesses need" in rejected.stderr


def test_buffer_over_existing_dynamic_shared_memory_is_rejected() -> None:
    """Our dynamic arena moved to byte 0, over the kernel's own view of dynamic shared memory."""
    ours = _coalesced("open-world-dynamic-shared-memory.mlir", "dynamic_beside_existing", [])
    wrong = re.sub(r"arith.constant 1024 : index", "arith.constant 0 : index", ours, count=1)
    assert wrong != ours
    rejected = smem_opt(["-p", "smem-verify-plan"], wrong)
    assert rejected.returncode == 1
    assert "'E'" in rejected.stderr and "'D'" in rejected.stderr


def test_negative_offset_is_rejected() -> None:
    ours = _coalesced("open-world-affine.mlir", "affine_carried", [])
    rejected = smem_opt(["-p", "smem-verify-plan"], move(ours, "A", 0).replace(
        "%A_offset = arith.constant 0 : index", "%A_offset = arith.constant -16 : index"
    ))
    assert rejected.returncode == 1
    assert "before the start of its arena" in rejected.stderr


def test_mixed_space_spellings_verify_without_false_overlap() -> None:
    ours = _coalesced("open-world-misc.mlir", "mixed_spellings", [], "smem-to-nvvm-ready")
    assert "memref<512xi8" in ours


def test_injected_wrong_plans_are_all_caught() -> None:
    """bench/verify_mutation.py on the open-world kernels: every plan of ours verifies and every
    wrong plan injected from the pass's conflicts (overlaps, misalignments) is rejected."""
    from bench.verify_mutation import Tally, mutate_file

    tally = Tally()
    for name in ("open-world-affine.mlir", "open-world-async.mlir", "open-world-sizes.mlir"):
        mutate_file(CASES_DIR / name, tally, "smem-coalesce")
    assert tally.kernels >= 10 and tally.plans_ok == tally.kernels
    assert tally.injected >= 10
    assert tally.caught == tally.injected, tally.misses
