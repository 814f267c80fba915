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

PROLOGUE = """
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @k(%in: memref<256xf32>, %out: memref<256xf32>, %flag: i1) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  scf.for %i = %c0 to %c4 step %c1 {
"""


def _use(buf: str, value: str, indent: str) -> str:
    """A new buffer ``%buf``: ``%value`` stored into it and read back as ``%<buf in lower case>``."""
    lines = (f"%{buf} = smem.alloc : !wg", f"memref.store %{value}, %{buf}[%tx] : !wg",
             f"%{buf.lower()} = memref.load %{buf}[%tx] : !wg")
    return "".join(f"{indent}{line}\n" for line in lines)


EPILOGUE = """    AFTER
  }
  smem.return
}
"""


def _out(value: str) -> str:
    return f"memref.store %{value}, %out[%tx] : memref<256xf32>\n"

LOOP = PROLOGUE + _use("A", "x", "    ") + "    BETWEEN\n" + _use("B", "a", "    ") + "    " + _out("b") + EPILOGUE

EXCLUSIVE = (PROLOGUE + "    scf.if %flag {\n" + _use("A", "x", "      ") + "      " + _out("a") + "    } else {\n"
             + _use("B", "x", "      ") + "      " + _out("b") + "    }\n" + EPILOGUE)


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
