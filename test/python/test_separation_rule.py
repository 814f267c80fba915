"""The separation rule's one statement (``PathSeparation.separation``): every caller (the conflict
graph, the barriers ``smem-coalesce`` may insert, the report) asks it which path lacks a guaranteed
barrier, within an iteration or round the back edge of which loop, and names the conflict from
that answer."""

from __future__ import annotations

from xdsl.ir import Operation

from smem_opt.passes.analysis.conflicts import ConflictKind, analyze_kernel
from smem_opt.passes.analysis.kernels import find_kernels
from smem_opt.reader.ir_io import build_context
from smem_opt.reader.parsing import parse_module

LOOP = """
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @k(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %A = smem.alloc : !wg
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    BETWEEN
    %B = smem.alloc : !wg
    memref.store %a, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
    AFTER
  }
  smem.return
}
"""

EXCLUSIVE = """
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @k(%in: memref<256xf32>, %out: memref<256xf32>, %flag: i1) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.if %flag {
      %A = smem.alloc : !wg
      memref.store %x, %A[%tx] : !wg
      %a = memref.load %A[%tx] : !wg
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      %B = smem.alloc : !wg
      memref.store %x, %B[%tx] : !wg
      %b = memref.load %B[%tx] : !wg
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    AFTER
  }
  smem.return
}
"""


def _analysed(text: str):
    module = parse_module(build_context(), text, "k.mlir")
    (kernel,) = find_kernels(module)
    an = analyze_kernel(kernel)
    a, b = (buf for buf in kernel.buffers)
    return an, an.liveness[a].effective, an.liveness[b].effective


def _loop(an) -> Operation:
    return next(op for op in an.kernel.op.walk() if op.name == "scf.for")


def test_a_barrier_between_and_at_the_end_separates_every_path() -> None:
    an, first, second = _analysed(LOOP.replace("BETWEEN", "gpu.barrier").replace("AFTER", "gpu.barrier"))
    paths = an.barriers.paths
    found, loop = paths.separation(first[-1], second[0])
    assert isinstance(found, Operation) and found.name == "gpu.barrier" and loop is None
    back, loop = paths.separation(second[-1], first[0])  # round the loop, past the closing barrier
    assert back is not None and loop is None
    assert not an.edges


def test_without_the_closing_barrier_the_path_runs_round_the_loop() -> None:
    an, first, second = _analysed(LOOP.replace("BETWEEN", "gpu.barrier").replace("AFTER", ""))
    paths = an.barriers.paths
    assert isinstance(paths.separation(first[-1], second[0])[0], Operation)
    assert paths.separation(second[-1], first[0]) == (None, _loop(an))
    (conflict,) = an.edges.values()
    assert conflict.kind is ConflictKind.WRAP_AROUND
    assert (conflict.first, conflict.second) == (second[-1], first[0])  # the last of one, the first of the other


def test_without_a_barrier_between_the_path_is_within_the_iteration() -> None:
    an, first, second = _analysed(LOOP.replace("BETWEEN", "").replace("AFTER", "gpu.barrier"))
    assert an.barriers.paths.separation(first[-1], second[0]) == (None, None)
    (conflict,) = an.edges.values()
    assert conflict.kind is ConflictKind.NO_BARRIER
    assert (conflict.first, conflict.second) == (first[-1], second[0])


def test_exclusive_arms_meet_only_in_the_next_iteration() -> None:
    an, first, second = _analysed(EXCLUSIVE.replace("AFTER", ""))
    paths = an.barriers.paths
    assert paths.separation(first[-1], second[0]) == (None, _loop(an))
    (conflict,) = an.edges.values()
    assert conflict.kind is ConflictKind.WRAP_AROUND
    closed, _, _ = _analysed(EXCLUSIVE.replace("AFTER", "gpu.barrier"))
    assert not closed.edges  # a barrier closing the iteration: they may share
