"""The phase of a TMA load issued before any wait in its iteration or block (design §3, *Open
world*, async copies and TMA): known by induction over the edges into the block, and given up as
unknown (the load in flight to the end of the kernel) when the search grows long, never a crash.

Each kernel below issues its load into A in a block reached through a chain of blocks and loops
of branches after the barrier's init; D, after a barrier, may take A's bytes only when the wait
that follows the load is known to retire it.
"""

from __future__ import annotations

import pytest
from generators.gen_phases import DESC
from xdsl.dialects.builtin import i1

from smem_opt.api import coalesce, parse, verify_plan
from smem_opt.passes.analysis.mbarrier_phases import MAX_STEPS

HEAD = f"!desc = {DESC}\n" + """!bt = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!ws = memref<64x8xf16, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @k(%d: !desc, %out: memref<64xf16>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !bt
    nvgpu.mbarrier.init %bar[%c0], %c0 : !bt
    cf.br ^b0(%false : i1)
"""

def _stage(parity: str) -> str:
    """A and D allocated, a load into A, a wait for ``parity``, A read, a barrier, D used."""
    return f"""    %A = memref.alloc() : !ws
    %D = memref.alloc() : !ws
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !bt -> !ws
    nvgpu.mbarrier.try_wait.parity %bar[%c0], {parity}, %ticks : !bt
    %a = memref.load %A[%tx, %c0] : !ws
    gpu.barrier
    memref.store %a, %D[%tx, %c0] : !ws
    %x = memref.load %D[%tx, %c0] : !ws
    memref.store %x, %out[%tx] : memref<64xf16>
"""


END = "    gpu.return\n  }\n}\n"


def _chain(blocks: int) -> str:
    """``blocks`` blocks, each branching to the next and passing the parity on."""
    body = [f"  ^b{i}(%p{i}: i1):\n    cf.br ^b{i + 1}(%p{i} : i1)\n" for i in range(blocks)]
    return HEAD + "".join(body) + f"  ^b{blocks}(%p{blocks}: i1):\n" + _stage(f"%p{blocks}") + END


def _loops(count: int) -> str:
    """``count`` loops of branches in a row (trip count %n, maybe zero), each waiting for the
    parity its header holds and passing on the other one; the load comes after the last."""
    body = []
    for i in range(count):
        body.append(
            f"  ^b{i}(%p{i}: i1):\n"
            f"    cf.br ^h{i}(%c0, %p{i} : index, i1)\n"
            f"  ^h{i}(%i{i}: index, %q{i}: i1):\n"
            f"    %more{i} = arith.cmpi slt, %i{i}, %n : index\n"
            f"    cf.cond_br %more{i}, ^l{i}, ^b{i + 1}(%q{i} : i1)\n"
            f"  ^l{i}:\n"
            f"    nvgpu.mbarrier.try_wait.parity %bar[%c0], %q{i}, %ticks : !bt\n"
            f"    %r{i} = arith.xori %q{i}, %true : i1\n"
            f"    %j{i} = arith.addi %i{i}, %c1 : index\n"
            f"    cf.br ^h{i}(%j{i}, %r{i} : index, i1)\n"
        )
    return HEAD + "".join(body) + f"  ^b{count}(%p{count}: i1):\n" + _stage(f"%p{count}") + END


def _arena(text: str) -> int:
    module = parse(text)
    (plan,) = coalesce(module)
    verify_plan(module)
    return plan.arena_bytes


@pytest.mark.parametrize("blocks", [1, 8])
def test_the_phase_follows_a_chain_of_blocks(blocks: int) -> None:
    assert _arena(_chain(blocks)) == 1024


@pytest.mark.parametrize("loops", [1, 3])
def test_the_phase_follows_loops_of_branches(loops: int) -> None:
    assert _arena(_loops(loops)) == 1024


def test_a_wrong_parity_on_one_edge_keeps_the_load_in_flight() -> None:
    # the second loop's back edge passes the parity it waited for, not the next one
    text = _loops(2).replace("cf.br ^h1(%j1, %r1 : index, i1)", "cf.br ^h1(%j1, %q1 : index, i1)")
    assert _arena(text) == 2048


@pytest.mark.parametrize("text", [_chain(4 * MAX_STEPS), _loops(2 * MAX_STEPS)], ids=["blocks", "loops"])
def test_a_long_search_gives_up_without_a_crash(text: str) -> None:
    # past the search's bound the load's phase is unknown: A stays apart from D
    assert _arena(text) == 2048


def _loop_block(passed: str) -> str:
    """A loop of one block that issues its load before its wait for %ph; its back edge passes
    ``passed`` as the next %ph."""
    head = HEAD.replace("cf.br ^b0(%false : i1)", "cf.br ^b0(%c0, %false : index, i1)")
    return head + "  ^b0(%i: index, %ph: i1):\n" + _stage("%ph") + f"""    gpu.barrier
    %next = arith.xori %ph, %true : i1
    %j = arith.addi %i, %c1 : index
    %more = arith.cmpi slt, %j, %n : index
    cf.cond_br %more, ^b0(%j, {passed} : index, i1), ^b1
  ^b1:
""" + END


def test_the_plan_verifier_reads_the_phase_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    # a planner whose induction takes any value a back edge passes shares A and D in a kernel whose
    # back edge keeps the parity its wait waited for; smem-verify-plan, reading the phase forward
    # on its own, rejects that plan and accepts the right one
    from smem_opt.passes.analysis.mbarrier_phases import MbarrierPhases
    from smem_opt.reader.diagnostics import SmemDiagnostic

    assert _arena(_loop_block("%next")) == 1024
    assert _arena(_loop_block("%ph")) == 2048
    monkeypatch.setattr(MbarrierPhases, "_passes_end", staticmethod(lambda pred, arg, top, end: arg.type == i1))
    module = parse(_loop_block("%ph"))
    (plan,) = coalesce(module)
    assert plan.arena_bytes == 1024
    with pytest.raises(SmemDiagnostic, match="may still be writing"):
        verify_plan(module)
