"""The rewrites' shared pieces: what an arena is (``kernels.is_arena``, one definition for the pass
and the lowering) and the IR edits xDSL's ``Rewriter`` lacks (``passes.rewrite.edits``)."""

from __future__ import annotations

from xdsl.rewriter import InsertPoint

from smem_opt import parse, print_module
from smem_opt.passes.analysis.kernels import find_kernels, is_already_coalesced, is_arena
from smem_opt.passes.rewrite.edits import erase_workgroup_deallocs, move_op
from smem_opt.smem_dialect.smem import AllocOp as SmemAllocOp

WG = "#gpu.address_space<workgroup>"

ARENA = f"""
smem.kernel @k(%out: memref<64xf32>) block_size = [64] {{
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %arena = smem.alloc : memref<256xi8, {WG}>
  %A = memref.view %arena[%c0][] : memref<256xi8, {WG}> to memref<64xf32, {WG}>
  %a = memref.load %A[%tx] : memref<64xf32, {WG}>
  memref.store %a, %out[%tx] : memref<64xf32>
  smem.return
}}
"""


def _alloc_result(text: str):
    """The ``smem.alloc``'s result."""
    module = parse(text)
    return next(op for op in module.walk() if isinstance(op, SmemAllocOp)).results[0]


def test_an_arena_is_a_byte_buffer_used_only_through_views() -> None:
    assert is_arena(_alloc_result(ARENA))
    (kernel,) = find_kernels(parse(ARENA))
    assert is_already_coalesced(kernel)


def test_a_byte_buffer_read_directly_is_no_arena() -> None:
    text = ARENA.replace(
        "  smem.return",
        f"  %byte = memref.load %arena[%tx] : memref<256xi8, {WG}>\n  smem.return",
    )
    assert not is_arena(_alloc_result(text))
    (kernel,) = find_kernels(parse(text))
    assert not is_already_coalesced(kernel)


def test_a_buffer_of_other_elements_or_rank_is_no_arena() -> None:
    for t in ("64xi32", "16x16xi8"):
        unused = f"""
smem.kernel @k() block_size = [64] {{
  %arena = smem.alloc : memref<{t}, {WG}>
  smem.return
}}
"""
        assert not is_arena(_alloc_result(unused)), t
    assert is_arena(_alloc_result(unused.replace("16x16xi8", "256xi8")))


def test_workgroup_deallocs_go_and_others_stay() -> None:
    module = parse(
        f"""
func.func @f(%g: memref<8xf32>) {{
  %s = memref.alloc() : memref<8xf32, {WG}>
  %h = memref.alloc() : memref<8xf32>
  memref.dealloc %s : memref<8xf32, {WG}>
  memref.dealloc %h : memref<8xf32>
  return
}}
"""
    )
    erase_workgroup_deallocs(module)
    text = print_module(module)
    assert "memref.dealloc %s" not in text
    assert "memref.dealloc %h : memref<8xf32>" in text


def test_move_op_keeps_the_op_and_its_uses() -> None:
    module = parse(
        """
func.func @f(%n: index) -> index {
  %a = arith.constant 1 : index
  %b = arith.addi %n, %a : index
  %c = arith.constant 2 : index
  %d = arith.muli %b, %c : index
  return %d : index
}
"""
    )
    ops = list(next(iter(module.body.block.ops)).body.block.ops)
    const_two = ops[2]
    move_op(const_two, InsertPoint.at_start(ops[0].parent_block()))
    lines = [line.strip() for line in print_module(module).splitlines()]
    body = lines[lines.index(next(line for line in lines if line.startswith("func.func"))) + 1:]
    assert body[:4] == [
        "%c = arith.constant 2 : index",
        "%a = arith.constant 1 : index",
        "%b = arith.addi %n, %a : index",
        "%d = arith.muli %b, %c : index",
    ]
