"""What a path through branches knows about integers (``passes/analysis/branch_facts.py``), and the
guarded prefetch it lets smem-coalesce and smem-verify-plan read on a CFG form (design §3, *Open
world*, async copies and TMA).

Each query is asked of small kernels of blocks; the last tests plan the kernels of
``test/coalesce/rule-mbarrier-guarded-prefetch-cfg.mlir`` with a wrong reading of the guard and
check that the verifier's own paths, or the phase fuzzer's trace, refuse the plan it makes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.ir import Operation

from smem_opt.api import coalesce, parse, verify_plan
from smem_opt.passes.analysis import branch_facts
from smem_opt.passes.analysis.branch_facts import Fact, Term, carried, contradicted, dropped, edge_facts, term_of
from smem_opt.reader.diagnostics import SmemDiagnostic

ROOT = Path(__file__).resolve().parents[2]
PREFETCH = ROOT / "test" / "coalesce" / "rule-mbarrier-guarded-prefetch-cfg.mlir"

LOOP = """gpu.module @m {
  gpu.func @k(%n: index, %w: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    cf.br ^header(%c0 : index)
  ^header(%i: index):
    %go = arith.cmpi slt, %i, %c4 : index
    cf.cond_br %go, ^body, ^done
  ^body:
    %m = arith.addi %i, %c1 : index
    %f = arith.addi %i, %c1 overflow<nsw> : index
    %s = arith.subi %m, %c1 : index
    %k = arith.addi %c1, %m : index
    %more = arith.cmpi sgt, %c4, %m : index
    %flag = arith.cmpi eq, %i, %w : index
    cf.cond_br %more, ^next, ^latch
  ^next:
    cf.br ^latch
  ^latch:
    %step = arith.addi %i, %c1 : index
    cf.br ^header(%step : index)
  ^done:
    gpu.return
  }
}
"""


@pytest.fixture(scope="module")
def loop():
    module = parse(LOOP)
    func = next(op for op in module.walk() if op.name == "gpu.func")
    blocks = list(func.regions[0].blocks)
    named = {
        op.results[0].name_hint: op.results[0] for op in func.walk() if op.results and op.results[0].name_hint
    }
    return blocks, named


def _term(block) -> Operation:
    assert block.last_op is not None
    return block.last_op


def test_a_term_folds_additions_of_constants(loop):
    blocks, v = loop
    i = blocks[1].args[0]
    assert term_of(v["m"]) == Term(i, 1)
    assert term_of(v["s"]) == Term(i, 0)  # (i + 1) - 1
    assert term_of(v["k"]) == Term(i, 2)  # 1 + (i + 1): a constant on either side
    assert term_of(v["c4"]) == Term(None, 4)
    # an addition with overflow flags may be poison: it names itself
    assert term_of(v["f"]) == Term(v["f"], 0)


def test_an_edge_says_its_comparison_held_or_failed(loop):
    blocks, v = loop
    i = blocks[1].args[0]
    body = _term(blocks[2])
    # `4 > i + 1` is written `i + 1 < 4`
    (taken,) = edge_facts(body, 0)
    assert taken.lhs == Term(i, 1) and taken.rhs == Term(None, 4)
    (failed,) = edge_facts(body, 1)
    assert failed == taken.negation()  # 4 <= i + 1
    assert failed.negation() == taken
    # a plain branch says nothing
    assert edge_facts(_term(blocks[3]), 0) == ()


def test_the_guard_rules_out_the_loop_exit_on_the_next_trip(loop):
    blocks, _ = loop
    i = blocks[1].args[0]
    body, nxt, latch, header = _term(blocks[2]), _term(blocks[3]), _term(blocks[4]), _term(blocks[1])

    def redefined_in(block):
        return lambda value: getattr(value, "block", None) is block or (
            isinstance(value.owner, Operation) and value.owner.parent_block() is block
        )

    facts = carried((), body, 0, redefined_in(blocks[3]))  # into ^next: i + 1 < 4
    facts = carried(facts, nxt, 0, redefined_in(blocks[4]))
    facts = carried(facts, latch, 0, redefined_in(blocks[1]))  # the back edge passes i + 1
    assert facts == (Fact(2, facts[0].type, Term(i, 0), Term(None, 4)),)  # the header's %i < 4
    assert contradicted(header, 1, facts) and not contradicted(header, 0, facts)
    # the other way round the latch holds nothing: the exit stays open
    facts = carried((), body, 1, redefined_in(blocks[4]))
    facts = carried(facts, latch, 0, redefined_in(blocks[1]))
    assert not contradicted(header, 1, facts)


def test_a_value_defined_again_takes_its_facts_with_it(loop):
    blocks, v = loop
    fact = Fact(0, v["m"].type, Term(v["m"], 0), Term(None, 4))
    assert dropped((fact,), lambda value: value is v["m"]) == ()
    assert dropped((fact,), lambda value: False) == (fact,)
    # a branch that does not pass the value on drops it on entry to the block that redefines it
    body = _term(blocks[2])
    assert carried((fact,), body, 1, lambda value: value is v["m"]) == tuple(edge_facts(body, 1))


def test_facts_are_bounded_and_ordered(loop):
    blocks, v = loop
    many = tuple(Fact(2, v["m"].type, Term(v["m"], k), Term(None, 9)) for k in range(20))
    kept = carried(many, _term(blocks[3]), 0, lambda value: False)
    assert len(kept) == branch_facts.MAX_FACTS and kept[-1] == many[-1]


def _piece(name: str) -> str:
    pieces = PREFETCH.read_text().split("// -----")
    (text,) = [p for p in pieces if f"@{name}(" in p]
    return text


def _bytes(module) -> int:
    func = next(op for op in module.walk() if op.name == "gpu.func")
    return func.attributes["smem.arena_bytes"].value.data


def test_the_verifier_refuses_a_plan_from_a_wrong_guard_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    # smem-coalesce taken to read `i + 1 <= 4` as `i + 1 < 4` shares C with A although the last
    # iteration's load is never waited for; the verifier's own paths (reading it right) see that
    # load in flight at C
    module = parse(_piece("cfg_prefetch_guard_true_in_the_last_iteration"))
    fact = branch_facts._fact
    with monkeypatch.context() as patch:
        patch.setattr(branch_facts, "_fact", lambda p, lhs, rhs: fact(2 if p == 3 else p, lhs, rhs))
        coalesce(module)
    assert _bytes(module) == 1024
    with pytest.raises(SmemDiagnostic, match="may still be writing"):
        verify_plan(module)


def test_the_right_reading_shares_and_verifies() -> None:
    module = parse(_piece("cfg_prefetch_retired_by_next_iteration"))
    coalesce(module)
    assert _bytes(module) == 1024
    verify_plan(module)
    module = parse(_piece("cfg_prefetch_guard_true_in_the_last_iteration"))
    coalesce(module)
    assert _bytes(module) == 2048
    verify_plan(module)
