"""One record per op (``passes/analysis/op_records``): coverage of every registered op, the
conservative default, and the closed lists the soundness rules rest on (design §3).

The coverage rule: an op of a modelled dialect that takes a memref, has regions, or produces
results from no operands (a source of values: is it uniform?) must be described (by name, by its
class's ``SEMANTICS``, by a record for its whole dialect) or have traits that decide what matters.
Every other registered dialect is left to the conservative record on purpose.
"""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import MemRefType, f32
from xdsl.irdl.constraints import VerificationContext
from xdsl.utils.exceptions import VerifyException

from smem_opt.passes.analysis import op_records
from smem_opt.passes.analysis.op_records import (
    CONSERVATIVE,
    MODELLED_DIALECTS,
    BarrierKind,
    HandOff,
    RegionKind,
    UseRole,
    ValueSource,
    record_of_type,
)
from smem_opt.passes.analysis.op_records.derived import decides
from smem_opt.passes.analysis.op_records.loop_trips import wrap
from smem_opt.smem_dialect.gpu import workgroup_space
from smem_opt.reader.ir_io import build_context

DESCRIBED = ("table", "class", "dialect")
WORKGROUP_MEMREF = MemRefType(f32, [4], memory_space=workgroup_space())


def _registered():
    ctx = build_context()
    for name in sorted(ctx.registered_dialect_names):
        dialect = ctx.get_optional_dialect(name)
        if dialect is not None:
            yield name, dialect


def _may_take_memref(op_type) -> bool:
    for _, operand in op_type.get_irdl_definition().operands:
        try:
            operand.constr.verify((WORKGROUP_MEMREF,), VerificationContext())
        except VerifyException:
            continue
        return True
    return False


def _shape(op_type) -> tuple[bool, bool, bool]:
    """(takes a memref, has regions, has results but no operands), from the op definition."""
    definition = op_type.get_irdl_definition()
    operandless = bool(definition.results) and not definition.operands
    return _may_take_memref(op_type), bool(definition.regions), operandless


def test_every_op_that_matters_is_described_or_decided_by_its_traits() -> None:
    missing = []
    checked = 0
    for name, dialect in _registered():
        if name not in MODELLED_DIALECTS:
            continue
        for op_type in dialect.operations:
            if not hasattr(op_type, "get_irdl_definition"):
                continue
            memref, regions, operandless = _shape(op_type)
            if not (memref or regions or operandless):
                continue
            checked += 1
            rec = record_of_type(op_type)
            if rec.origin in DESCRIBED or decides(op_type, memref, regions, operandless):
                continue
            missing.append(f"{op_type.name} (memref={memref}, regions={regions}, source={operandless})")
    assert checked > 150, checked
    assert not missing, "ops with neither a record nor a deciding trait:\n" + "\n".join(missing)


def test_every_other_dialect_gets_only_what_its_traits_decide() -> None:
    others = 0
    for name, dialect in _registered():
        if name in MODELLED_DIALECTS:
            continue
        for op_type in dialect.operations:
            others += 1
            assert record_of_type(op_type).origin in ("traits", "default"), op_type.name
    assert others > 500, others


def test_the_default_is_all_effects() -> None:
    rec = CONSERVATIVE
    assert rec.memref_role is UseRole.ESCAPE and rec.results_alias
    assert rec.region_kind is None and rec.value_source is ValueSource.OPAQUE
    assert rec.handoff is HandOff.WAIT and rec.barrier is None
    assert rec.control_operands is None and rec.region_flow is None


def test_an_unregistered_op_is_conservative() -> None:
    from xdsl.dialects.builtin import UnregisteredOp

    op_type = UnregisteredOp.with_name("mystery.op")
    rec = record_of_type(op_type)
    assert rec is CONSERVATIVE


UNIFORM_SOURCES = {
    "arith.constant", "complex.constant", "index.constant", "index.bool.constant", "ub.poison",
    "llvm.mlir.constant", "llvm.mlir.undef", "llvm.mlir.poison", "llvm.mlir.zero",
    "llvm.mlir.addressof", "vector.step", "vector.constant_mask", "memref.get_global",
    "gpu.block_id", "gpu.block_dim", "gpu.grid_dim", "gpu.cluster_id", "gpu.cluster_dim",
    "gpu.cluster_block_id", "gpu.cluster_dim_blocks", "gpu.num_subgroups", "gpu.subgroup_size",
    "gpu.dynamic_shared_memory", "nvgpu.mbarrier.create",
    *(f"nvvm.read.ptx.sreg.{r}.{d}" for r in ("ntid", "ctaid", "nctaid", "clusterid",
                                               "nclusterid", "cluster.ctaid", "cluster.nctaid")
      for d in "xyz"),
    "nvvm.read.ptx.sreg.warpsize", "nvvm.read.ptx.sreg.cluster.ctarank",
    "nvvm.read.ptx.sreg.cluster.nctarank",
}
"""Design §3, rule 3: the closed list of uniform sources (constants, launch facts, block, grid and
cluster ids and sizes). Adding one is a decision: change this list with a lit test that defends
it (test/coalesce/rule-uniformity-proven.mlir)."""


def test_uniform_sources_are_the_closed_list() -> None:
    uniform = {name for name, rec in op_records.named_records() if rec.value_source is ValueSource.UNIFORM}
    assert uniform == UNIFORM_SOURCES


@pytest.mark.parametrize(
    "name",
    [
        "gpu.thread_id", "gpu.lane_id", "gpu.global_id", "gpu.subgroup_id",
        "nvvm.read.ptx.sreg.tid.x", "nvvm.read.ptx.sreg.laneid", "nvvm.read.ptx.sreg.warpid",
        "nvvm.read.ptx.sreg.clock", "nvvm.read.ptx.sreg.clock64",
        "nvvm.read.ptx.sreg.globaltimer", "nvvm.read.ptx.sreg.smid",
        "gpu.shuffle", "gpu.rotate", "gpu.subgroup_reduce", "gpu.all_reduce",
        "nvgpu.mma.sync", "gpu.subgroup_mma_compute", "memref.load", "vector.load",
    ],
)
def test_thread_dependent_values_are_not_uniform(name: str) -> None:
    rec = op_records.TABLE[name]
    assert rec.value_source in (ValueSource.DIVERGENT, ValueSource.OPAQUE)


def test_block_barriers_are_the_three_spellings() -> None:
    ctx = build_context()
    block = set()
    for name, dialect in _registered():
        for op_type in dialect.operations:
            rec = record_of_type(op_type)
            if rec.barrier is not None:
                block.add(op_type.name)
    assert block == {"gpu.barrier", "nvvm.barrier0", "nvvm.barrier"}
    del ctx


def test_nvvm_barrier_is_partial_with_an_id_or_a_count() -> None:
    from xdsl.dialects.builtin import DenseArrayBase, i32
    from xdsl.dialects.arith import ConstantOp
    from xdsl.dialects.builtin import IntegerAttr

    from smem_opt.smem_dialect.nvvm import BarrierOp

    bare = BarrierOp.create(properties={"operandSegmentSizes": DenseArrayBase.from_list(i32, [0, 0, 0])})
    one = ConstantOp(IntegerAttr(1, i32))
    named = BarrierOp.create(
        operands=[one.result], properties={"operandSegmentSizes": DenseArrayBase.from_list(i32, [1, 0, 0])}
    )
    assert op_records.barrier_kind(bare) is BarrierKind.BLOCK
    assert op_records.barrier_kind(named) is BarrierKind.PARTIAL
    assert op_records.handoff(named) is HandOff.WAIT and op_records.handoff(bare) is HandOff.NONE


def test_the_smem_dialect_describes_itself() -> None:
    from smem_opt.smem_dialect.smem import Smem

    for op_type in Smem.operations:
        assert record_of_type(op_type).origin == "class", op_type.name
    from smem_opt.smem_dialect.smem import AsyncCopyOp, KernelOp

    assert record_of_type(KernelOp).region_kind is RegionKind.KERNEL
    assert record_of_type(AsyncCopyOp).memref_role is UseRole.ACCESS


@pytest.mark.parametrize(
    "value, width, signed, expected",
    [(-1, 8, False, 255), (-1, 8, True, -1), (200, 8, True, -56), (2**32, 32, True, 0), (5, 64, True, 5)],
)
def test_constants_wrap_to_the_comparison(value: int, width: int, signed: bool, expected: int) -> None:
    assert wrap(value, width, signed) == expected


CF_KERNEL = """
func.func @cfg(%c: i1, %x: index, %y: index, %f: i32) {
  cf.cond_br %c, ^a(%x : index), ^b(%y, %x : index, index)
^a(%a0: index):
  cf.switch %f : i32, [
    default: ^b(%a0, %a0 : index, index),
    7: ^c(%a0 : index)
  ]
^b(%b0: index, %b1: index):
  cf.br ^c(%b1 : index)
^c(%c0: index):
  return
}
"""


def test_branch_operands_flow_to_their_own_successor_arguments() -> None:
    from smem_opt import parse

    module = parse(CF_KERNEL, "cfg.mlir")
    func = next(op for op in module.walk() if op.name == "func.func")
    entry, a, b, c = list(func.regions[0].blocks)
    cond_br, switch, br = entry.last_op, a.last_op, b.last_op
    flows = op_records.forwarded_values
    assert flows(cond_br, 0) == []  # the condition goes nowhere
    assert flows(cond_br, 1) == [a.args[0]]
    assert flows(cond_br, 2) == [b.args[0]] and flows(cond_br, 3) == [b.args[1]]
    assert [v for v in op_records.control_operands(cond_br)] == [cond_br.operands[0]]
    assert flows(switch, 1) == [b.args[0]] and flows(switch, 2) == [b.args[1]]
    assert flows(switch, 3) == [c.args[0]]
    assert flows(br, 0) == [c.args[0]]


WHILE_KERNEL = """
func.func @w(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%j: index):
    %c1 = arith.constant 1 : index
    %k = arith.addi %j, %c1 : index
    scf.yield %k : index
  }
  return %r : index
}
"""


def test_loop_flows_follow_the_region_branch_interface() -> None:
    from smem_opt import parse

    module = parse(WHILE_KERNEL, "w.mlir")
    loop = next(op for op in module.walk() if op.name == "scf.while")
    before, after = (r.blocks.first for r in loop.regions)
    condition, yield_ = before.last_op, after.last_op
    assert op_records.forwarded_values(loop, 0) == [before.args[0]]
    assert op_records.forwarded_values(condition, 0) == []
    assert op_records.forwarded_values(condition, 1) == [loop.results[0], after.args[0]]
    assert op_records.forwarded_values(yield_, 0) == [before.args[0]]
    assert op_records.control_operands(condition) == [condition.operands[0]]
    assert op_records.runs_at_least_once(loop)
