"""The plan verifier agrees with the pass on the fail-safe rules of design §3: for each rule, the
plan ``smem-coalesce`` makes is accepted, and a wrong plan made by hand from it (one buffer moved
onto bytes the rule keeps it from sharing, or to an offset its alignment forbids) is rejected.

The kernels are those of ``test/coalesce/rule-*.mlir``. Two rules are not properties of a plan
that the IR alone shows: that a workgroup global another function names stays (after a wrong
move it is just a view of the arena), and that an inserted barrier cannot deadlock.
"""

from __future__ import annotations

import pytest

from smem_opt import coalesce, parse, print_module, verify_plan
from smem_opt.reader.diagnostics import SmemDiagnostic
from test_open_world import kernel_text, move, offset_of


def _coalesced(file: str, kernel: str, alignment: int = 16) -> str:
    module = parse(kernel_text(file, kernel), f"{file}:{kernel}", allow_unregistered=True)
    coalesce(module, alignment=alignment)
    return print_module(module)


def _verdict(text: str) -> str | None:
    """None when the plan verifies, else the verifier's message."""
    module = parse(text, "plan.mlir", allow_unregistered=True)
    try:
        verify_plan(module)
    except SmemDiagnostic as error:
        return str(error)
    return None


# (file, kernel, buffer to move, buffer whose bytes it takes)
SHARING_RULES = [
    ("rule-uniformity-proven.mlir", "divergent_clock", "B", "A"),
    ("rule-uniformity-proven.mlir", "divergent_rotate_valid", "B", "A"),
    ("rule-uniformity-proven.mlir", "divergent_unknown_op", "B", "A"),
    ("rule-uniformity-proven.mlir", "divergent_loop_index", "B", "A"),
    ("rule-loop-trip-count.mlir", "i8_unsigned_runs_zero_times", "B", "A"),
    ("rule-loop-trip-count.mlir", "i32_signed_runs_zero_times", "B", "A"),
    ("rule-loop-trip-count.mlir", "index_runs_only_at_64_bits", "B", "A"),
    ("rule-dynamic-shared-memory-one-buffer.mlir", "view_in_loop_is_carried", "C", "E"),
    ("rule-barrier-spellings.mlir", "nvvm_barrier_with_id", "B", "A"),
    ("rule-barrier-spellings.mlir", "nvvm_barrier_with_thread_count", "B", "A"),
    ("rule-barrier-spellings.mlir", "bar_warp_sync", "B", "A"),
    ("rule-mbarrier-phases.mlir", "wait_for_the_other_phase", "B", "A"),
    ("rule-mbarrier-phases.mlir", "pipeline_epilogue_wrong_phase", "C", "A"),
    ("rule-mbarrier-phases-cfg.mlir", "cfg_pipeline_epilogue_wrong_phase", "C", "A"),
]


@pytest.mark.parametrize("file, kernel, moved, onto", SHARING_RULES, ids=[c[1] for c in SHARING_RULES])
def test_a_plan_that_shares_against_the_rule_is_rejected(file: str, kernel: str, moved: str, onto: str) -> None:
    ours = _coalesced(file, kernel)
    assert offset_of(ours, moved) != offset_of(ours, onto)
    assert _verdict(ours) is None
    why = _verdict(move(ours, moved, offset_of(ours, onto)))
    assert why is not None and f"'{moved}'" in why and f"'{onto}'" in why, why


# kernels whose plan shares because the rule allows it: the verifier must accept them
ALLOWED = [
    ("rule-uniformity-proven.mlir", "uniform_block_id"),
    ("rule-uniformity-proven.mlir", "uniform_loop_index"),
    ("rule-loop-trip-count.mlir", "i8_signed_runs"),
    ("rule-loop-trip-count.mlir", "i32_unsigned_runs"),
    ("rule-barrier-spellings.mlir", "nvvm_barrier_without_operands"),
    ("rule-barrier-spellings.mlir", "nvvm_barrier0"),
    ("rule-mbarrier-phases.mlir", "pipeline_parity_through_iter_args"),
    ("rule-mbarrier-phases-cfg.mlir", "cfg_pipeline_parity"),
    ("rule-mbarrier-phases-cfg.mlir", "cfg_pipeline_may_skip"),
    ("rule-punned-byte-buffer.mlir", "punned_and_packed"),
    ("rule-dynamic-shared-memory-one-buffer.mlir", "two_ops_one_base"),
]


@pytest.mark.parametrize("file, kernel", ALLOWED, ids=[c[1] for c in ALLOWED])
def test_a_plan_the_rule_allows_is_accepted(file: str, kernel: str) -> None:
    assert _verdict(_coalesced(file, kernel)) is None


# (kernel, buffer, an offset its alignment forbids, the alignment named)
MISALIGNED = [
    ("assumed_alignment", "A", 16, 128),
    ("wgmma_descriptor_swizzle_128b", "W", 512, 1024),
    ("ldmatrix_rows", "L", 8, 16),
]


@pytest.mark.parametrize("kernel, buffer, offset, need", MISALIGNED, ids=[c[0] for c in MISALIGNED])
def test_a_plan_that_breaks_an_alignment_the_program_relies_on_is_rejected(
    kernel: str, buffer: str, offset: int, need: int
) -> None:
    ours = _coalesced("rule-alignment-relied-on.mlir", kernel, alignment=4)
    assert _verdict(ours) is None
    # X (16 bytes at most) at byte 0, the buffer after it at a misaligned offset
    wrong = move(move(ours, buffer, offset), "X", 0)
    why = _verdict(wrong)
    assert why is not None and f"{need} bytes" in why, why
