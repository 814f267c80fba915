"""What numba-cuda-mlir's kernels look like to a control-flow analysis: a table per kernel.

``python -m bench.numba.shapes [--write]`` reads every kernel of ``test/corpus/numba`` (as written)
and counts, per kernel: the blocks of its body and the other regions of several blocks; the
``cf.cond_br`` and what each condition is computed from (its sources, followed backwards through
the ops of the kernel: thread ids, block and grid ids and sizes, kernel arguments and their sizes,
values loaded from a per-thread ``memref.alloca`` slot, values loaded from other memory, block
arguments); the back edges (edges to a block on the depth-first path from the entry: loops); the
barriers and how many of them sit inside a loop; the per-thread ``memref.alloca`` slots; the
structured ops left inside (``scf.if``); the views of ``gpu.dynamic_shared_memory`` at offsets not
known before run time; and the workgroup values that leave the memref world
(``memref.memory_space_cast`` / ``builtin.unrealized_conversion_cast``: escapes). With
``--write`` the table goes into section ``numba-shapes`` of ``bench/results.md``.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from bench.results_file import RESULTS, publish

ROOT = Path(__file__).resolve().parent.parent.parent
CORPUS = ROOT / "test" / "corpus" / "numba"
SECTION = "numba-shapes"

SLOT = "private slot (alloca)"
UNIFORM_IF_SLOTS_ARE = {SLOT, "block/grid id or size", "kernel argument", "constants"}
THREAD = {"gpu.thread_id", "gpu.lane_id", "gpu.global_id", "nvvm.shfl.sync"}
BLOCK = {"gpu.block_id", "gpu.block_dim", "gpu.grid_dim"}


@dataclass
class Shape:
    kernel: str
    blocks: int = 0
    other_multi_block_regions: int = 0
    cond_br: int = 0
    conditions: Counter = field(default_factory=Counter)
    """How many conditions have each set of sources (a sorted, '+'-joined label)."""
    back_edges: int = 0
    barriers: int = 0
    barriers_in_loops: int = 0
    allocas: int = 0
    scf_ifs: int = 0
    runtime_views: int = 0
    escapes: int = 0
    ops: Counter = field(default_factory=Counter)


def _is_private_slot(value) -> bool:
    owner = getattr(value, "owner", None)
    return getattr(owner, "name", "") == "memref.alloca"


def condition_sources(value, entry) -> frozenset[str]:
    """What ``value`` is computed from, followed backwards through ops (not through memory)."""
    from xdsl.ir import BlockArgument

    seen, stack, out = set(), [value], set()
    while stack:
        v = stack.pop()
        if v in seen:
            continue
        seen.add(v)
        if isinstance(v, BlockArgument):
            out.add("kernel argument" if v.block is entry else "block argument")
            continue
        op = v.owner
        name = op.name
        if name in THREAD:
            out.add("thread id" if name != "nvvm.shfl.sync" else "shuffle")
        elif name in BLOCK:
            out.add("block/grid id or size")
        elif name == "arith.constant":
            continue
        elif name == "memref.load":
            out.add("private slot (alloca)" if _is_private_slot(op.operands[0]) else "memory load")
        elif name == "memref.dim":
            stack.append(op.operands[0])
        else:
            stack.extend(op.operands)
    return frozenset(out) or frozenset({"constants"})


def _back_edges(region) -> tuple[int, set]:
    """Back edges of a region's CFG (to a block on the DFS path) and the blocks inside loops."""
    blocks = list(region.blocks)
    succ = {b: [s for op in ([b.last_op] if b.last_op else []) for s in op.successors] for b in blocks}
    pred = {b: [] for b in blocks}
    for b in blocks:
        for s in succ[b]:
            pred[s].append(b)
    back, on_path, done = [], set(), set()

    def dfs(b):
        on_path.add(b)
        for s in succ[b]:
            if s in on_path:
                back.append((b, s))
            elif s not in done:
                dfs(s)
        on_path.discard(b)
        done.add(b)

    if blocks:
        dfs(blocks[0])
    in_loop: set = set()
    for tail, head in back:  # natural loop: head plus every block reaching tail without head
        body, work = {head, tail}, [tail]
        while work:
            b = work.pop()
            for p in pred[b]:
                if p not in body:
                    body.add(p)
                    work.append(p)
        in_loop |= body
    return len(back), in_loop


def shape_of(func) -> Shape:
    body = func.regions[0]
    entry = body.blocks.first
    s = Shape(func.sym_name.data, blocks=len(list(body.blocks)))
    s.back_edges, in_loop = _back_edges(body)
    for op in func.walk():
        s.ops[op.name] += 1
        for region in op.regions:
            if op is not func and len(list(region.blocks)) > 1:
                s.other_multi_block_regions += 1
        if op.name == "cf.cond_br":
            s.cond_br += 1
            s.conditions[" + ".join(sorted(condition_sources(op.operands[0], entry)))] += 1
        elif op.name == "gpu.barrier":
            s.barriers += 1
            if op.parent_block() in in_loop:
                s.barriers_in_loops += 1
        elif op.name == "memref.alloca":
            s.allocas += 1
        elif op.name == "scf.if":
            s.scf_ifs += 1
        elif op.name == "memref.view":
            src, shift = op.operands[0].owner, op.operands[1].owner
            if getattr(src, "name", "") == "gpu.dynamic_shared_memory" and getattr(shift, "name", "") != "arith.constant":
                s.runtime_views += 1
        elif op.name in ("memref.memory_space_cast", "builtin.unrealized_conversion_cast"):
            t = op.operands[0].type
            if "workgroup" in str(getattr(t, "memory_space", "")):
                s.escapes += 1
    return s


def shapes() -> list[tuple[str, Shape]]:
    from smem_opt.api import parse
    from smem_opt.smem_dialect.gpu import FuncOp

    out = []
    for path in sorted(CORPUS.glob("*.mlir")):
        module = parse(path.read_text(), str(path))
        for op in module.walk():
            if isinstance(op, FuncOp) and op.is_kernel:
                out.append((path.stem, shape_of(op)))
    return out


HEAD = ["kernel", "blocks", "cond_br", "back edges", "barriers (in loops)", "allocas", "scf.if",
        "run-time views", "escapes", "cond_br conditions computed from"]


def table(rows: list[tuple[str, Shape]]) -> str:
    cells = [
        [name, str(s.blocks) + (f" (+{s.other_multi_block_regions})" if s.other_multi_block_regions else ""),
         str(s.cond_br), str(s.back_edges), f"{s.barriers} ({s.barriers_in_loops})", str(s.allocas),
         str(s.scf_ifs), str(s.runtime_views), str(s.escapes),
         "; ".join(f"{n}x {label}" for label, n in sorted(s.conditions.items(), key=lambda kv: (-kv[1], kv[0])))]
        for name, s in rows
    ]
    widths = [max(len(h), *(len(c[i]) for c in cells)) if cells else len(h) for i, h in enumerate(HEAD)]
    line = lambda cs: "| " + " | ".join(c.ljust(w) for c, w in zip(cs, widths)) + " |"  # noqa: E731
    return "\n".join([line(HEAD), "|" + "|".join("-" * (w + 2) for w in widths) + "|", *map(line, cells)])


def totals(rows: list[tuple[str, Shape]]) -> list[str]:
    conditions: Counter = Counter()
    ops: Counter = Counter()
    for _, s in rows:
        conditions.update(s.conditions)
        ops.update(s.ops)
    on_slots = sum(n for _, s in rows for label, n in s.conditions.items() if SLOT in label)
    slots_only = sum(
        n for _, s in rows for label, n in s.conditions.items()
        if SLOT in label and set(label.split(" + ")) <= UNIFORM_IF_SLOTS_ARE
    )
    return [
        f"{len(rows)} kernels, {sum(s.blocks for _, s in rows)} blocks, {sum(s.cond_br for _, s in rows)} cf.cond_br"
        f" ({on_slots} on a value loaded from a per-thread slot, {slots_only} of them otherwise computed only"
        f" from block/grid ids and sizes, kernel arguments and constants: uniform where the slot is, divergent"
        f" for an analysis that takes a load as divergent), {sum(s.back_edges for _, s in rows)} back"
        f" edges, {sum(s.barriers for _, s in rows)} barriers ({sum(s.barriers_in_loops for _, s in rows)} inside"
        " a loop).",
        "Ops used: " + ", ".join(f"{name} {n}" for name, n in sorted(ops.items(), key=lambda kv: (-kv[1], kv[0]))) + ".",
    ]


def render(rows: list[tuple[str, Shape]]) -> str:
    return "\n".join([
        "## numba-cuda-mlir kernels: control-flow shapes",
        "",
        "Generated by `python -m bench.numba.shapes --write` from `test/corpus/numba` (as written)."
        " blocks: of the kernel body (+ other regions of several blocks); back edges: loops; allocas:"
        " per-thread `memref.alloca` slots (numba keeps loop counters, range iterators, `if`"
        " expression results and the offset of the next dynamic shared array there); scf.if: left"
        " structured (numba's error flag, `llvm.cmpxchg` on a global); run-time views: views of"
        " `gpu.dynamic_shared_memory` at offsets computed at run time; escapes: workgroup memrefs cast"
        " to the generic address space and to an LLVM struct (shared atomics, `cuda.shared.array(0)`"
        " accesses).",
        "",
        table(rows),
        "",
        *[f"- {line}" for line in totals(rows)],
        "",
    ])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.numba.shapes", description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help=f"put the table into {RESULTS.name}")
    o = ap.parse_args(argv)
    text = render(shapes())
    publish(SECTION, text, o.write)
    return 0


if __name__ == "__main__":
    sys.exit(main())
